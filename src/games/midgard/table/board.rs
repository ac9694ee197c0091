//! The public board, compact enough for one embed: round and phase, the first player, the
//! enemies and lands, every space with who stands on it and what lies there now, and one line
//! per player. Built from the public view only, so it cannot leak a secret (R-TABLE-2).

use super::facts::{colors, enemy_facts, merchant_goods};
use super::fight;
use super::words::{dice, land, list, name, res, space, warriors, who};
use crate::games::midgard::state::State;
use crate::games::midgard::view::{view, GameView, PlayerView, Viewer};
use crate::games::midgard::{Edition, Location, Seat, Space, Target};
use crate::i18n::Text;
use crate::table::outbound::{MessageView, ViewKind};

fn phase_text(state: &State) -> Text {
    use crate::games::midgard::state::Phase;
    Text::new(match state.phase {
        Phase::Leaders { .. } => "phase-leaders",
        Phase::Placement { .. } => "phase-placement",
        Phase::Assignment { .. } => "phase-assignment",
        Phase::Resolution { .. } => "phase-resolution",
        Phase::FinalRunes { .. } => "phase-final-runes",
        Phase::Finished => "phase-finished",
    })
}

/// The round and phase, as a turn message's title.
pub fn phase_title(state: &State) -> Text {
    Text::new("board-title")
        .num("round", state.round)
        .text("phase", phase_text(state))
}

/// The public board (R-TABLE-2: built only from the public view).
pub fn board(state: &State, names: &[String]) -> MessageView {
    let v = view(state, Viewer::Public);
    if state.phase == crate::games::midgard::state::Phase::Finished {
        return final_board(&v, names);
    }
    let mut m = MessageView::titled(ViewKind::Board, phase_title(state));
    m.lines.push(first_player(&v, names));
    // While leaders are chosen, the first round is not yet laid out.
    if !matches!(
        state.phase,
        crate::games::midgard::state::Phase::Leaders { .. }
    ) {
        m.lines.extend(fights(&v, names));
        m.lines.extend(lands(&v, names));
        m.lines.extend(spaces(&v, names));
    }
    m.lines.extend(fight_now(state, &v, names));
    m.lines
        .extend(v.players.iter().map(|p| player_line(p, &v, names)));
    m
}

/// What the board message says beside its picture: the first player, the fight under way and
/// where everyone stands, with the way to the whole board in words.
pub fn summary(state: &State, names: &[String]) -> MessageView {
    let v = view(state, Viewer::Public);
    if v.finished {
        // Where everyone ended fits beside the picture.
        return final_board(&v, names);
    }
    let mut m = MessageView::titled(ViewKind::Board, phase_title(state));
    m.lines.push(first_player(&v, names));
    m.lines.extend(fight_now(state, &v, names));
    m.lines.extend(v.players.iter().map(|p| {
        Text::new("board-player-brief")
            .str("name", who(names, p.seat))
            .text("glory", Text::new("reward-glory").num("count", p.glory))
            .text("blame", res("res-blame", p.blame, v.edition))
    }));
    m
}

/// The fight or hunt being resolved now, if any.
fn fight_now(state: &State, v: &GameView, names: &[String]) -> Option<Text> {
    let f = fight::current(state)?;
    Some(match f.foe {
        crate::games::midgard::state::Foe::Hunt => {
            Text::new("board-hunt-now").str("name", who(names, f.seat))
        }
        foe => Text::new("board-fight-now")
            .str("name", who(names, f.seat))
            .text("foe", super::words::foe(foe, v.edition))
            .num("dealt", f.damage)
            .num("defense", f.defense),
    })
}

/// The finished game: where everyone ended, without the next round's board or workers.
fn final_board(v: &GameView, names: &[String]) -> MessageView {
    let mut m = MessageView::titled(ViewKind::Board, Text::new("board-title-final"));
    m.lines.extend(v.players.iter().map(|p| {
        let mut line = player_line(p, v, names);
        line.id = "board-player-final".into();
        line
    }));
    m
}

fn first_player(v: &GameView, names: &[String]) -> Text {
    if v.marker == v.first_player {
        Text::new("board-first-player").str("name", who(names, v.marker))
    } else {
        Text::new("board-first-player-moved")
            .str("name", who(names, v.first_player))
            .str("next", who(names, v.marker))
    }
}

/// Who stands on a space this round, as a list of names.
fn standing(v: &GameView, s: Space, names: &[String]) -> Option<Text> {
    let people: Vec<Text> = v
        .board
        .workers
        .iter()
        .filter(|(at, _)| *at == s)
        .map(|&(_, seat)| Text::new("player-name").str("name", who(names, seat)))
        .collect();
    (!people.is_empty()).then(|| list(people))
}

/// The dice a seat has put on a target, when everyone may see them.
fn crew(v: &GameView, seat: Seat, t: Target) -> Option<(crate::games::midgard::Dice, u8)> {
    v.players
        .get(seat as usize)?
        .assigned
        .as_ref()?
        .iter()
        .find(|(at, _, _)| *at == t)
        .map(|&(_, d, food)| (d, food))
}

fn fights(v: &GameView, names: &[String]) -> Vec<Text> {
    let ed = v.edition;
    let b = &v.board;
    let spots = [
        (
            "board-troll",
            b.troll.map(|c| c.id()),
            Location::Troll,
            Target::Troll,
        ),
        (
            "board-draugr-left",
            b.draugr[0].map(|c| c.id()),
            Location::DraugrLeft,
            Target::DraugrLeft,
        ),
        (
            "board-draugr-right",
            b.draugr[1].map(|c| c.id()),
            Location::DraugrRight,
            Target::DraugrRight,
        ),
    ];
    spots
        .into_iter()
        .filter_map(|(id, card, loc, t)| {
            let card = card?;
            let fighter = b
                .workers
                .iter()
                .find(|(s, _)| *s == Space::Loc(loc))
                .map(|&(_, seat)| seat);
            let who = fighter.map_or(Text::new("list-none"), |s| fighter_text(v, s, t, names));
            Some(
                Text::new(id)
                    .text("enemy", enemy_facts(card, 0, ed))
                    .str("taken", if fighter.is_some() { "yes" } else { "no" })
                    .text("who", who),
            )
        })
        .collect()
}

/// "Ann", or "Ann with 3 swordsmen" once assignments are public.
fn fighter_text(v: &GameView, seat: Seat, t: Target, names: &[String]) -> Text {
    match crew(v, seat, t) {
        Some((d, _)) if d.is_empty() => {
            Text::new("board-fighter-alone").str("name", who(names, seat))
        }
        Some((d, _)) => Text::new("board-fighter-with")
            .str("name", who(names, seat))
            .text("dice", dice(d, v.edition)),
        None => Text::new("board-fighter").str("name", who(names, seat)),
    }
}

fn lands(v: &GameView, names: &[String]) -> Vec<Text> {
    let ed = v.edition;
    v.board
        .lands
        .iter()
        .enumerate()
        .filter(|(_, l)| l.active)
        .map(|(i, l)| {
            let monster = l.monster.map_or(Text::new("board-no-monster"), |c| {
                enemy_facts(c.id(), l.monster_coins, ed)
            });
            let ship = l.voyage.map_or(Text::new("list-none"), |s| {
                match crew(v, s.seat, Target::Land(i as u8)) {
                    Some((d, food)) => Text::new("board-ship-crew")
                        .str("name", who(names, s.seat))
                        .text("warriors", warriors(d.total(), ed))
                        .text("food", res("res-food", food, ed)),
                    None => Text::new("board-ship").str("name", who(names, s.seat)),
                }
            });
            Text::new("board-land")
                .text("land", land(i as u8))
                .str("near", if l.near { "yes" } else { "no" })
                .text("monster", monster)
                .str("journey", if l.journey { "yes" } else { "no" })
                .str("sailing", if l.voyage.is_some() { "yes" } else { "no" })
                .text("ship", ship)
        })
        .collect()
}

/// A space with who took it and what lies on it now.
fn entry(v: &GameView, s: Space, what: Option<Text>, names: &[String]) -> Text {
    let ed = v.edition;
    match (standing(v, s, names), what) {
        (Some(people), Some(what)) => Text::new("board-entry-taken")
            .text("space", space(s, ed))
            .text("who", people)
            .text("what", what),
        (Some(people), None) => Text::new("board-taken")
            .text("space", space(s, ed))
            .text("who", people),
        (None, what) => Text::new("board-entry")
            .text("space", space(s, ed))
            .text("what", what.unwrap_or(Text::new("board-empty"))),
    }
}

/// A space that only says who took it.
fn taken(v: &GameView, s: Space, names: &[String]) -> Option<Text> {
    standing(v, s, names).map(|people| {
        Text::new("board-taken")
            .text("space", space(s, v.edition))
            .text("who", people)
    })
}

fn spaces(v: &GameView, names: &[String]) -> Vec<Text> {
    let ed = v.edition;
    let b = &v.board;
    let shop = |loc: Location, kind| {
        let mut d = crate::games::midgard::Dice::NONE;
        d.add(kind, b.shop_dice.get(kind));
        let what = (!d.is_empty()).then(|| dice(d, ed));
        entry(v, Space::Loc(loc), what, names)
    };
    use crate::games::midgard::DieKind::*;
    let food = (b.smokehouse_food > 0).then(|| res("res-food", b.smokehouse_food, ed));
    let shops = vec![
        shop(Location::Armorer, Swordsman),
        shop(Location::SpearMaker, Spearman),
        shop(Location::Blacksmith, Axeman),
        entry(v, Space::Loc(Location::Smokehouse), food, names),
    ];
    let merchant = b.merchant.map(|m| {
        Text::new("board-merchant-card")
            .text("name", name(m.id(), ed))
            .text("goods", merchant_goods(m.0, ed))
    });
    let runes: Vec<Text> = b
        .rune_row
        .iter()
        .flatten()
        .map(|r| name(r.id(), ed))
        .collect();
    let carver = Text::new("board-rune-row")
        .text("runes", list(runes))
        .num("deck", b.rune_deck as i64);
    let stalls = b
        .stalls
        .iter()
        .map(|&s| taken(v, Space::Stall(s), names).unwrap_or_else(|| space(Space::Stall(s), ed)))
        .collect();
    vec![
        Text::new("board-shops").text("shops", join(shops)),
        Text::new("board-line").text(
            "entries",
            join(vec![
                entry(v, Space::Loc(Location::MerchantShip), merchant, names),
                entry(v, Space::Loc(Location::RuneCarver), Some(carver), names),
            ]),
        ),
        Text::new("board-stalls").text("stalls", join(stalls)),
        village(v, names),
    ]
}

/// The other spaces: the huts' price and the longships left at the Shipwright, and whoever
/// stands anywhere else.
fn village(v: &GameView, names: &[String]) -> Text {
    let ed = v.edition;
    let b = &v.board;
    let huts = b.huts_price.map(|p| {
        super::words::object(Text::new("board-huts-price").text("price", res("res-coins", p, ed)))
    });
    let ships =
        (!b.ships.is_empty()).then(|| list(b.ships.iter().map(|s| name(s.id(), ed)).collect()));
    let mut parts = vec![
        entry(v, Space::Loc(Location::WorkersHuts), huts, names),
        entry(v, Space::Loc(Location::Shipwright), ships, names),
    ];
    use Location::*;
    for loc in [
        JarlsLonghouse,
        ShamansHut,
        Market,
        StaveChurch,
        HuntingGrounds,
        Beggar,
        LongshipSmall,
        LongshipLarge,
        PrivateLongship,
    ] {
        parts.extend(taken(v, Space::Loc(loc), names));
    }
    Text::new("board-line").text("entries", join(parts))
}

/// Entries joined with a middle dot.
fn join(items: Vec<Text>) -> Text {
    let mut it = items.into_iter();
    let Some(first) = it.next() else {
        return Text::new("list-none");
    };
    it.fold(first, |acc, t| {
        Text::new("board-join").text("head", acc).text("tail", t)
    })
}

/// One player, as everyone may see them.
fn player_line(p: &PlayerView, v: &GameView, names: &[String]) -> Text {
    let ed = v.edition;
    let leader = p
        .leader
        .map_or(Text::new("board-no-leader"), |l| name(l.id(), ed));
    let mut extras = Vec::new();
    if !p.runes.is_empty() {
        let runes = p
            .runes
            .iter()
            .map(|r| rune_state(r.rune, r.used, ed))
            .collect();
        extras.push(Text::new("board-player-runes").text("runes", list(runes)));
    }
    if let Some(ship) = p.ship {
        extras.push(Text::new("board-player-ship").text("ship", name(ship.id(), ed)));
    }
    for card in &p.revealed_destiny {
        extras.push(Text::new("board-player-revealed").text("card", name(card.id(), ed)));
    }
    if p.defeated_count > 0 {
        extras.push(defeated(p));
    }
    Text::new("board-player-line")
        .str("name", who(names, p.seat))
        .text("leader", leader)
        .text("glory", Text::new("reward-glory").num("count", p.glory))
        .text("blame", res("res-blame", p.blame, ed))
        .text(
            "goods",
            list(vec![
                res("res-food", p.food, ed),
                res("res-wood", p.wood, ed),
                res("res-coins", p.coins, ed),
                res("res-favor", p.favor, ed),
            ]),
        )
        .text("dice", dice(p.dice, ed))
        .num("left", p.workers_left)
        .num("workers", p.workers)
        .num("destiny", p.destiny_count as i64)
        .str("more", if extras.is_empty() { "no" } else { "yes" })
        .text("extras", join(extras))
}

pub fn rune_state(rune: crate::games::midgard::Rune, used: bool, ed: Edition) -> Text {
    Text::new(if used { "rune-used" } else { "rune-ready" }).text("rune", name(rune.id(), ed))
}

/// How many enemies a player has beaten; with Hall of Fame, their colours too.
fn defeated(p: &PlayerView) -> Text {
    let Some(d) = &p.defeated else {
        return Text::new("board-player-defeated").num("count", p.defeated_count as i64);
    };
    let ids = d.draugr.iter().map(|c| c.id());
    let [red, yellow, blue] = colors(ids.chain(d.monsters.iter().map(|c| c.id())));
    Text::new("board-player-defeated-colors")
        .num("count", p.defeated_count as i64)
        .num("trolls", d.trolls.len() as i64)
        .num("red", red)
        .num("yellow", yellow)
        .num("blue", blue)
}

/// The rules in short and a quick reference of every location, for `edition`.
pub fn rules(edition: Edition) -> MessageView {
    let mut m = MessageView::new(ViewKind::Reply).line(Text::new("rules-summary"));
    for loc in Location::ALL {
        let short = loc.id().trim_start_matches("loc.");
        m.lines.push(
            Text::new("rules-location")
                .text("name", name(loc.id(), edition))
                .text(
                    "help",
                    Text::dynamic(format!("loc-help-{short}")).str("edition", edition.id()),
                ),
        );
    }
    m.filled("edition", edition.id())
}
