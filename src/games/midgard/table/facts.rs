//! What things are and what they give now: enemies with their rewards, spaces with what lies on
//! them, destiny cards with what they would score, blame with what it costs at the end.

use super::words::{dice, list, name, object, res, who};
use crate::games::midgard::cards::{cards, Cards, DestinyId, Enemy, Measure};
use crate::games::midgard::effects::LONGHOUSE;
use crate::games::midgard::placement::{huts_price, merchant_cost, CHURCH_STEPS};
use crate::games::midgard::scoring::{blame_penalty, measure};
use crate::games::midgard::state::{Foe, State};
use crate::games::midgard::{
    Color, Dice, DieKind, Edition, Leader, Location, Rune, Seat, Space, Stall,
};
use crate::i18n::Text;

/// A troll, draugr or monster card by its id.
pub fn enemy(id: &str) -> Option<&'static Enemy> {
    let c = cards().ok()?;
    c.trolls
        .iter()
        .chain(&c.draugr)
        .chain(&c.monsters)
        .find(|e| e.id == id)
}

/// The colour key the texts select on (`none` for trolls and the Kraken).
pub fn color_key(c: Option<Color>) -> &'static str {
    match c {
        Some(Color::Red) => "red",
        Some(Color::Yellow) => "yellow",
        Some(Color::Blue) => "blue",
        None => "none",
    }
}

/// How many of these enemy cards are red, yellow and blue (as sets count them).
pub fn colors<'a>(ids: impl Iterator<Item = &'a str>) -> [i64; 3] {
    let mut n = [0; 3];
    for color in ids.filter_map(|id| enemy(id).and_then(|e| e.color)) {
        n[match color {
            Color::Red => 0,
            Color::Yellow => 1,
            Color::Blue => 2,
        }] += 1;
    }
    n
}

pub fn kind_key(k: Option<DieKind>) -> &'static str {
    k.map_or("none", DieKind::id)
}

/// What beating an enemy gives: glory, and its wood, coins (with those lying on a monster) or
/// favor.
pub fn reward(e: &Enemy, coins_on: u8, ed: Edition) -> Text {
    let mut parts = vec![Text::new("reward-glory").num("count", e.glory)];
    if e.wood > 0 {
        parts.push(res("res-wood", e.wood, ed));
    }
    if e.favor > 0 {
        parts.push(res("res-favor", e.favor, ed));
    }
    let coins = e.coins.saturating_add(coins_on);
    if coins > 0 {
        parts.push(res("res-coins", coins, ed));
    }
    list(parts)
}

/// "🟦 Frost Giant: attack 3, defense 9 → 10 glory, 2 favor, 1 coin": an enemy card as
/// set-scoring and a fight see it.
pub fn enemy_facts(id: &str, coins_on: u8, ed: Edition) -> Text {
    let Some(e) = enemy(id) else {
        return name(id, ed);
    };
    Text::new("enemy-facts")
        .str("color", color_key(e.color))
        .text("name", name(id, ed))
        .num("attack", e.attack)
        .num("defense", e.defense)
        .str("barred", kind_key(e.barred))
        .str("edition", ed.id())
        .text("reward", reward(e, coins_on, ed))
}

/// Attack and defense alone: "attack 2, defense 5, no spearmen".
pub fn enemy_strength(attack: u8, defense: u8, barred: Option<DieKind>, ed: Edition) -> Text {
    Text::new("enemy-strength")
        .num("attack", attack)
        .num("defense", defense)
        .str("barred", kind_key(barred))
        .str("edition", ed.id())
}

/// A foe's attack and defense (and the kind it bars), as a fight is told.
pub fn foe_strength(f: Foe, ed: Edition) -> Text {
    let card = match f {
        Foe::Hunt => return Text::new("list-none"),
        Foe::Kraken { .. } => {
            let (a, d) = cards().map_or((0, 0), |c| (c.kraken.attack, c.kraken.defense));
            return enemy_strength(a, d, None, ed);
        }
        Foe::Troll { card } => card.id(),
        Foe::Draugr { card, .. } => card.id(),
        Foe::Monster { card, .. } => card.id(),
    };
    enemy(card).map_or(Text::new("list-none"), |e| {
        enemy_strength(e.attack, e.defense, e.barred, ed)
    })
}

/// The end-of-game penalty of `blame` tokens.
pub fn penalty(blame: u8, ed: Edition) -> i64 {
    i64::from(blame_penalty(blame, ed))
}

/// "1 blame (at the end −1 → −3)": what taking `more` blame costs a player holding `blame`.
pub fn blame_cost(blame: u8, more: u8, ed: Edition) -> Text {
    Text::new("blame-cost")
        .text("blame", res("res-blame", more, ed))
        .num("from", penalty(blame, ed))
        .num("to", penalty(blame.saturating_add(more), ed))
}

/// How much of a destiny card's component player `t` has, as `seat` may know it (R-TABLE-2):
/// without Hall of Fame another's defeated enemies lie face down, kind and colour unknown, so
/// every enemy it beat might count.
fn measure_seen(state: &State, c: &Cards, seat: Seat, t: Seat, m: Measure) -> u32 {
    let Some(p) = state.player(t) else { return 0 };
    if t == seat || !face_down(state, m) {
        measure(c, p, m)
    } else {
        p.defeated_count() as u32
    }
}

/// Whether a destiny card's component lies face down in the other players' clans: a kind or
/// colour of defeated enemy, without Hall of Fame (R-TABLE-2), until the final scoring
/// counts every clan's in the open.
fn face_down(state: &State, m: Measure) -> bool {
    if state.phase == crate::games::midgard::state::Phase::Finished {
        return false;
    }
    let enemies = matches!(
        m,
        Measure::BlueEnemies
            | Measure::YellowEnemies
            | Measure::RedEnemies
            | Measure::Monsters
            | Measure::Draugr
            | Measure::Trolls
    );
    enemies && !state.settings.hall_of_fame
}

/// What a destiny card scores `seat` now at least, as far as it may know (R-SCORE-1 against
/// the most the others might have): the points, its own count and the best count.
pub fn destiny_seen(state: &State, seat: Seat, card: DestinyId) -> Option<(u8, u32, u32)> {
    let c = cards().ok()?;
    let def = c.destiny.get(card.0 as usize)?;
    let seen = |t: Seat| measure_seen(state, c, seat, t, def.measure);
    let mine = seen(seat);
    let best = (0..state.seats()).map(seen).max().unwrap_or(0);
    let tied = (0..state.seats()).filter(|&t| seen(t) == best).count();
    let value = if mine == 0 || mine < best {
        0
    } else if tied == 1 {
        def.high
    } else {
        def.low
    };
    Some((value, mine, best))
}

/// What a destiny card would score for `seat` if the game ended now (R-SCORE-1), as far as
/// `seat` may know: the others' face-down enemies count as the most they might be.
pub fn destiny_now(state: &State, seat: Seat, card: DestinyId) -> Text {
    let (Some((value, mine, best)), Some(def)) = (
        destiny_seen(state, seat, card),
        cards().ok().and_then(|c| c.destiny.get(card.0 as usize)),
    ) else {
        return Text::new("list-none");
    };
    let standing = if mine == 0 {
        "none"
    } else if mine < best {
        "behind"
    } else if value == def.high {
        "alone"
    } else {
        "tied"
    };
    let over = if state.phase == crate::games::midgard::state::Phase::Finished {
        "yes"
    } else {
        "no"
    };
    Text::new("destiny-now")
        .str("over", over)
        .num("points", value)
        .str("standing", standing)
        .num("mine", mine)
        .num("best", best)
        .str(
            "guess",
            if face_down(state, def.measure) {
                "yes"
            } else {
                "no"
            },
        )
}

/// What putting a worker on `space` gives or costs `seat` now.
pub fn space_detail(state: &State, seat: Seat, space: Space, names: &[String]) -> Text {
    let ed = state.settings.edition;
    match space {
        Space::Loc(loc) => location_detail(state, seat, loc, names),
        Space::Stall(s) => stall_detail(s, ed),
    }
}

/// A market stall's price and gain (R-LOC-STALL).
fn stall_detail(s: Stall, ed: Edition) -> Text {
    let (cost, gain) = match s {
        Stall::RichStranger => (None, res("res-coins", 2, ed)),
        Stall::Skald => (None, Text::new("reward-glory").num("count", 2)),
        Stall::GenerousMerchant => (
            None,
            list(vec![res("res-wood", 1, ed), res("res-food", 1, ed)]),
        ),
        Stall::Alms => return Text::new("detail-alms-stall").str("edition", ed.id()),
        Stall::Varangians => (Some(res("res-coins", 1, ed)), dice(Dice::new(1, 1, 0), ed)),
        Stall::Mercenaries => (Some(res("res-wood", 1, ed)), dice(Dice::new(0, 2, 0), ed)),
        Stall::Jomsvikings => (Some(res("res-coins", 2, ed)), dice(Dice::new(1, 0, 1), ed)),
        Stall::Recruits => (Some(res("res-food", 1, ed)), dice(Dice::new(2, 0, 0), ed)),
    };
    object(match cost {
        Some(cost) => Text::new("detail-pay-take")
            .text("cost", cost)
            .text("goods", gain),
        None => Text::new("detail-take").text("goods", gain),
    })
}

fn shop_kind(loc: Location) -> Option<DieKind> {
    match loc {
        Location::Armorer => Some(DieKind::Swordsman),
        Location::SpearMaker => Some(DieKind::Spearman),
        Location::Blacksmith => Some(DieKind::Axeman),
        _ => None,
    }
}

fn location_detail(state: &State, seat: Seat, loc: Location, names: &[String]) -> Text {
    let ed = state.settings.edition;
    let b = &state.board;
    let p = state.player(seat);
    let room = p.map_or(0, |p| LONGHOUSE.saturating_sub(p.dice.total()));
    if let Some(kind) = shop_kind(loc) {
        let mut d = Dice::NONE;
        d.add(kind, b.shop_dice.get(kind));
        return waiting_dice(d, room, ed);
    }
    match loc {
        Location::WorkersHuts => object(Text::new("detail-huts").text(
            "price",
            res("res-coins", huts_price(state).unwrap_or(0), ed),
        )),
        Location::JarlsLonghouse => jarl_detail(state, seat, names),
        Location::ShamansHut => shaman_detail(state, seat),
        Location::Smokehouse if b.smokehouse_food == 0 => Text::new("detail-nothing-waiting"),
        Location::Smokehouse => {
            object(Text::new("detail-take").text("goods", res("res-food", b.smokehouse_food, ed)))
        }
        Location::Market => market_detail(state, seat),
        Location::MerchantShip => {
            let cost = merchant_cost(state, seat);
            object(
                Text::new("detail-merchant")
                    .num("price", cost)
                    .text("cost", res("res-coins", cost, ed))
                    .text(
                        "goods",
                        b.merchant
                            .map_or(Text::new("list-none"), |m| merchant_goods(m.0, ed)),
                    ),
            )
        }
        Location::RuneCarver => rune_carver_detail(state),
        Location::StaveChurch => church_detail(state, seat),
        Location::Shipwright => shipwright_detail(state, seat),
        Location::LongshipSmall | Location::LongshipLarge | Location::PrivateLongship => {
            longship_detail(state, seat, loc)
        }
        Location::Troll => b
            .troll
            .map_or(Text::new("list-none"), |t| enemy_facts(t.id(), 0, ed)),
        Location::DraugrLeft | Location::DraugrRight => {
            let side = usize::from(loc == Location::DraugrRight);
            b.draugr[side].map_or(Text::new("list-none"), |d| enemy_facts(d.id(), 0, ed))
        }
        Location::HuntingGrounds => {
            Text::new("detail-hunt").num("dice", p.map_or(0, |p| p.dice.total()))
        }
        Location::Beggar => {
            let blame = p.map_or(0, |p| p.blame);
            Text::new("detail-beggar")
                .str("edition", ed.id())
                .text("blame", blame_cost(blame, 1, ed))
        }
        _ => Text::new("list-none"),
    }
}

/// Dice waiting at a shop, and whether the longhouse holds them all.
fn waiting_dice(d: Dice, room: u8, ed: Edition) -> Text {
    if d.is_empty() {
        return Text::new("detail-nothing-waiting");
    }
    object(
        Text::new("detail-take-dice")
            .text("dice", dice(d, ed))
            .num("room", room)
            .str("full", if d.total() > room { "yes" } else { "no" }),
    )
}

fn jarl_detail(state: &State, seat: Seat, names: &[String]) -> Text {
    let ed = state.settings.edition;
    let one = dice(Dice::one(DieKind::Swordsman), ed);
    object(if state.marker == seat {
        Text::new("detail-jarl-pass")
            .text("dice", one)
            .str("name", who(names, state.left_of(seat, 1)))
    } else {
        Text::new("detail-jarl").text("dice", one)
    })
}

fn shaman_detail(state: &State, seat: Seat) -> Text {
    let p = state.player(seat);
    let peek = state.board.lands.iter().any(|l| l.journey.is_some());
    let dagrun = p.is_some_and(|p| p.is(Leader::Dagrun));
    let vision = p.is_some_and(|p| p.has_rune(Rune::TrueVision));
    Text::new("detail-shaman")
        .str("peek", if peek { "yes" } else { "no" })
        .num("draw", 1 + i64::from(dagrun))
        .str("vision", if vision { "yes" } else { "no" })
}

fn market_detail(state: &State, seat: Seat) -> Text {
    let ed = state.settings.edition;
    let p = state.player(seat);
    Text::new("detail-market").text(
        "goods",
        holdings(p.map_or((0, 0, 0), |p| (p.food, p.wood, p.coins)), ed),
    )
}

/// "2 food, 1 wood, 3 coins".
pub fn holdings((food, wood, coins): (u8, u8, u8), ed: Edition) -> Text {
    list(vec![
        res("res-food", food, ed),
        res("res-wood", wood, ed),
        res("res-coins", coins, ed),
    ])
}

fn rune_carver_detail(state: &State) -> Text {
    let ed = state.settings.edition;
    let runes: Vec<Text> = state
        .board
        .rune_row
        .iter()
        .flatten()
        .map(|r| name(r.id(), ed))
        .collect();
    object(
        Text::new("detail-rune-carver")
            .text("runes", list(runes))
            .num("deck", state.decks.runes.len() as i64)
            .text("cost", res("res-wood", 1, ed)),
    )
}

fn church_detail(state: &State, seat: Seat) -> Text {
    let ed = state.settings.edition;
    let coins = state.player(seat).map_or(0, |p| p.coins);
    let (favor, price) = CHURCH_STEPS
        .iter()
        .rev()
        .find(|(_, c)| *c <= coins)
        .copied()
        .unwrap_or((0, 0));
    object(
        Text::new("detail-church")
            .text("favor", res("res-favor", favor, ed))
            .text("coins", res("res-coins", price, ed)),
    )
}

fn shipwright_detail(state: &State, seat: Seat) -> Text {
    let ed = state.settings.edition;
    let Ok(c) = cards() else {
        return Text::new("list-none");
    };
    let p = state.player(seat);
    let affordable: Vec<Text> = state
        .board
        .ships
        .iter()
        .filter_map(|s| c.ships.get(s.0 as usize).map(|t| (s, t)))
        .filter(|(_, t)| p.is_some_and(|p| p.coins >= t.coins && p.wood >= t.wood))
        .map(|(s, _)| name(s.id(), ed))
        .collect();
    Text::new("detail-shipwright").text("ships", list(affordable))
}

fn longship_detail(state: &State, seat: Seat, loc: Location) -> Text {
    let ed = state.settings.edition;
    let capacity = match loc {
        Location::LongshipSmall => 5,
        Location::LongshipLarge => 10,
        _ => state
            .player(seat)
            .and_then(|p| p.ship)
            .and_then(|s| cards().ok()?.ships.get(s.0 as usize))
            .map_or(0, |t| t.capacity),
    };
    let lands: Vec<Text> = crate::games::midgard::placement::free_lands(state)
        .map(super::words::land)
        .collect();
    let price = u8::from(loc == Location::LongshipLarge);
    object(
        Text::new("detail-longship")
            .num("price", price)
            .text("cost", res("res-coins", price, ed))
            .num("capacity", capacity)
            .text("lands", list(lands)),
    )
}

/// What a merchant ship card offers: "3 food" (its name is said where there is room).
pub fn merchant_goods(index: u8, ed: Edition) -> Text {
    let Some(m) = cards().ok().and_then(|c| c.merchants.get(index as usize)) else {
        return Text::new("list-none");
    };
    let mut parts = Vec::new();
    for (id, n) in [
        ("res-food", m.food),
        ("res-wood", m.wood),
        ("res-coins", m.coins),
    ] {
        if n > 0 {
            parts.push(res(id, n, ed));
        }
    }
    let d = Dice::new(m.swordsmen, m.spearmen, m.axemen);
    if !d.is_empty() {
        parts.push(dice(d, ed));
    }
    list(parts)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{render, Lang};

    #[test]
    fn every_enemy_s_facts_fit_an_offer_detail() {
        // A select option's description holds 100 characters: the longest facts, a monster
        // with many coins on it, in both languages and editions.
        let c = cards().unwrap();
        for e in c.trolls.iter().chain(&c.draugr).chain(&c.monsters) {
            for ed in [Edition::Revised, Edition::Classic] {
                for lang in Lang::ALL {
                    let s = render(&enemy_facts(&e.id, 12, ed), lang);
                    assert!(s.chars().count() <= 100, "{lang}: `{s}`");
                }
            }
        }
    }
}
