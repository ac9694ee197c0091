//! The answers to every decision but the assignment (see `assignment`), each with what it does
//! now and its kind, and the runes usable at any time.

use super::facts::{blame_cost, destiny_now, enemy_facts, holdings, space_detail};
use super::fight;
use super::prompt::describe;
use super::words::{dice, journey, list, name, object, res, warriors, who};
use crate::games::midgard::cards::cards;
use crate::games::midgard::combat::fighting_dice;
use crate::games::midgard::placement::CHURCH_STEPS;
use crate::games::midgard::state::{Phase, Player, State};
use crate::games::midgard::{
    Action, Decision, DieKind, Face, Good, Leader, Location, RunePick, RuneUse, Seat, Space,
};
use crate::i18n::Text;
use crate::table::game::Offer;

fn is_anytime(a: &Action) -> bool {
    matches!(a, Action::UseRune { using } if using.is_anytime())
}

/// The answers to `d`: every legal one, except that a roll offers only its useful rerolls (the
/// others are picked die by die).
pub fn answers(
    state: &State,
    seat: Seat,
    d: &Decision,
    legal: &[Action],
    names: &[String],
) -> Vec<Offer<Action>> {
    let mut actions: Vec<Action> = match d {
        Decision::Roll => roll_choices(state, legal),
        _ => legal.iter().filter(|a| !is_anytime(a)).copied().collect(),
    };
    // Done trading first; then a long list kind by kind.
    actions.sort_by_key(|a| (!matches!(a, Action::EndTrades), group_rank(group(a))));
    actions
        .into_iter()
        .map(|a| offer(state, seat, d, a, names))
        .collect()
}

/// The order the kinds of places come in.
const PLACE_GROUPS: [&str; 5] = [
    "prompt-group-fights",
    "prompt-group-voyages",
    "prompt-group-warriors",
    "prompt-group-goods",
    "prompt-group-village",
];

fn group_rank(g: &str) -> usize {
    PLACE_GROUPS.iter().position(|x| *x == g).unwrap_or(0)
}

/// The runes `seat` may use whatever is being decided (R-RUNE).
pub fn anytime_runes(
    state: &State,
    seat: Seat,
    legal: &[Action],
    names: &[String],
) -> Vec<Offer<Action>> {
    legal
        .iter()
        .filter(|a| is_anytime(a))
        .map(|&a| {
            let group = match a {
                Action::UseRune {
                    using: RuneUse::Gifts { .. },
                } => "prompt-group-gifts",
                _ => "prompt-group-runes",
            };
            let o = Offer::one(describe(state, seat, &a, names), a).group(Text::new(group));
            match rune_detail(state, seat, &a) {
                Some(t) => o.detail(t),
                None => o,
            }
        })
        .collect()
}

fn offer(state: &State, seat: Seat, d: &Decision, a: Action, names: &[String]) -> Offer<Action> {
    let o = Offer::one(describe(state, seat, &a, names), a).group(Text::new(group(&a)));
    match detail(state, seat, d, &a, names) {
        Some(t) => o.detail(t),
        None => o,
    }
}

/// The choices for a roll: accept, the useful rerolls, and the runes that act on a roll.
fn roll_choices(state: &State, legal: &[Action]) -> Vec<Action> {
    let mut out = vec![Action::AcceptRoll];
    if let Some(f) = fight::current(state) {
        let mask = |keep: &dyn Fn(Face) -> bool| -> u16 {
            f.roll
                .iter()
                .enumerate()
                .filter(|(_, d)| keep(d.face))
                .fold(0, |m, (i, _)| m | (1 << i))
        };
        let blanks = mask(&|f| f == Face::Blank);
        let no_weapon = mask(&|f| matches!(f, Face::Blank | Face::Shield));
        let singles = (0..f.roll.len().min(8)).map(|i| 1u16 << i);
        for dice in [blanks, no_weapon].into_iter().chain(singles) {
            let a = Action::Reroll { dice };
            if dice != 0 && legal.contains(&a) && !out.contains(&a) {
                out.push(a);
            }
        }
    }
    out.extend(
        legal
            .iter()
            .filter(|a| matches!(a, Action::UseRune { .. }) && !is_anytime(a))
            .copied(),
    );
    out
}

/// The kind of answer `a` is, for a long list offered kind first.
fn group(a: &Action) -> &'static str {
    match a {
        Action::ChooseLeader { .. } => "prompt-group-leaders",
        Action::Place { space } => space_group(*space),
        Action::Trade { .. } | Action::EndTrades => "prompt-group-trades",
        Action::Church { .. } | Action::Alms { .. } => "prompt-group-favor",
        Action::Beg { .. } => "prompt-group-beg",
        Action::BuyShip { .. } => "prompt-group-ships",
        Action::Sail { .. } | Action::Peek { .. } => "prompt-group-lands",
        Action::TakeRune { .. } => "prompt-group-rune-carver",
        Action::KeepDestiny { .. } => "prompt-group-destiny",
        Action::KeepDice { .. } => "prompt-group-warriors",
        Action::AcceptRoll => "prompt-group-roll",
        Action::Reroll { .. } => "prompt-group-rerolls",
        Action::LoseDice { .. } | Action::ShipLoss { .. } => "prompt-group-losses",
        Action::Blame { .. } => "prompt-group-blame",
        Action::UseRune { .. } | Action::Pass => "prompt-group-runes",
        _ => "prompt-group-more",
    }
}

fn space_group(s: Space) -> &'static str {
    use Location::*;
    match s {
        Space::Stall(st) if st.is_military() => "prompt-group-warriors",
        Space::Stall(_) => "prompt-group-goods",
        Space::Loc(l) => match l {
            Troll | DraugrLeft | DraugrRight | HuntingGrounds => "prompt-group-fights",
            LongshipSmall | LongshipLarge | PrivateLongship | Shipwright => "prompt-group-voyages",
            Armorer | SpearMaker | Blacksmith | JarlsLonghouse => "prompt-group-warriors",
            Smokehouse | Market | MerchantShip | StaveChurch | Beggar => "prompt-group-goods",
            RuneCarver | ShamansHut | WorkersHuts => "prompt-group-village",
        },
    }
}

/// What an answer gives, costs or does now.
fn detail(state: &State, seat: Seat, d: &Decision, a: &Action, names: &[String]) -> Option<Text> {
    let ed = state.settings.edition;
    let p = state.player(seat)?;
    Some(match *a {
        Action::ChooseLeader { leader } => ability(leader, ed),
        Action::Place { space } => space_detail(state, seat, space, names),
        Action::Trade { give, take } => then(p, |g| g.add(give, -1).add(take, 1), ed),
        Action::EndTrades => Text::new("detail-keep-goods").text("goods", goods_of(p, ed)),
        Action::Church { favor } => church(p, favor, ed),
        Action::Alms { food } => Text::new("detail-then").text(
            "goods",
            list(vec![
                res("res-food", p.food.saturating_sub(food), ed),
                res("res-favor", p.favor.saturating_add(food), ed),
            ]),
        ),
        Action::Beg { take } => then(p, |g| g.add(take, 1), ed),
        Action::BuyShip { ship } => ship_detail(ship.0, ed)?,
        Action::Sail { land } => land_enemy(state, land),
        Action::TakeRune { pick } => take_rune(state, pick),
        Action::Peek { land } => peek(state, land, names),
        Action::KeepDestiny { card } => Text::new("detail-destiny")
            .text("condition", condition(card.id(), ed))
            .text("now", destiny_now(state, seat, card)),
        Action::KeepDice { dice: kept } => match d {
            Decision::KeepDice { offered } => {
                Text::new("detail-keep-dice").text("dice", dice(offered.minus(&kept), ed))
            }
            _ => return None,
        },
        Action::AcceptRoll => {
            let f = fight::current(state)?;
            fight::outcome(f, &fight::tally(state, f))
        }
        Action::Reroll { .. } => Text::new("detail-reroll")
            .text("cost", object(res("res-favor", 1, ed)))
            .text("favor", object(res("res-favor", p.favor, ed)))
            .str("asmundr", if p.is(Leader::Asmundr) { "yes" } else { "no" }),
        Action::LoseDice { dice: lost } => {
            let f = fight::current(state)?;
            let left = fighting_dice(state, f.seat, f.foe).minus(&lost);
            Text::new("detail-left-to-fight").text("dice", dice(left, ed))
        }
        Action::ShipLoss { dice: lost, food } => ship_left(state, seat, lost, food)?,
        Action::Blame { seat: to } => {
            let blame = state.player(to).map_or(0, |q| q.blame);
            Text::new("detail-blame")
                .str("name", who(names, to))
                .text("cost", blame_cost(blame, 1, ed))
        }
        Action::UseRune { using } => rune_use_detail(state, seat, using)?,
        Action::Pass => pass_detail(state, d)?,
        _ => return None,
    })
}

fn ability(leader: Leader, ed: crate::games::midgard::Edition) -> Text {
    Text::dynamic(format!(
        "leader-ability-{}",
        leader.id().trim_start_matches("leader.")
    ))
    .str("edition", ed.id())
}

fn condition(card_id: &str, ed: crate::games::midgard::Edition) -> Text {
    Text::dynamic(format!(
        "destiny-condition-{}",
        card_id.trim_start_matches("destiny.")
    ))
    .str("edition", ed.id())
}

pub fn rune_effect(rune: crate::games::midgard::Rune, ed: crate::games::midgard::Edition) -> Text {
    Text::dynamic(format!(
        "rune-effect-{}",
        rune.id().trim_start_matches("rune.")
    ))
    .str("edition", ed.id())
}

/// Food, wood and coins as a player would hold them.
#[derive(Clone, Copy)]
struct Goods(i16, i16, i16);

impl Goods {
    fn add(self, g: Good, n: i16) -> Goods {
        match g {
            Good::Food => Goods(self.0 + n, self.1, self.2),
            Good::Wood => Goods(self.0, self.1 + n, self.2),
            Good::Coins => Goods(self.0, self.1, self.2 + n),
        }
    }
}

fn goods_of(p: &Player, ed: crate::games::midgard::Edition) -> Text {
    holdings((p.food, p.wood, p.coins), ed)
}

/// "then: 0 food, 2 wood, 1 coin".
fn then(p: &Player, change: impl Fn(Goods) -> Goods, ed: crate::games::midgard::Edition) -> Text {
    let g = change(Goods(p.food.into(), p.wood.into(), p.coins.into()));
    let n = |x: i16| x.clamp(0, 255) as u8;
    Text::new("detail-then").text("goods", holdings((n(g.0), n(g.1), n(g.2)), ed))
}

fn church(p: &Player, favor: u8, ed: crate::games::midgard::Edition) -> Text {
    let price = CHURCH_STEPS
        .iter()
        .find(|(f, _)| *f == favor)
        .map_or(0, |s| s.1);
    Text::new("detail-then").text(
        "goods",
        list(vec![
            res("res-favor", p.favor.saturating_add(favor), ed),
            res("res-coins", p.coins.saturating_sub(price), ed),
        ]),
    )
}

fn ship_detail(index: u8, ed: crate::games::midgard::Edition) -> Option<Text> {
    let t = cards().ok()?.ships.get(index as usize)?;
    Some(
        Text::new("detail-ship")
            .text(
                "cost",
                list(vec![
                    res("res-coins", t.coins, ed),
                    res("res-wood", t.wood, ed),
                ]),
            )
            .num("capacity", t.capacity)
            .text("glory", Text::new("reward-glory").num("count", t.glory)),
    )
}

/// The monster waiting at a distant land, with its reward.
fn land_enemy(state: &State, land: u8) -> Text {
    let ed = state.settings.edition;
    state
        .board
        .lands
        .get(land as usize)
        .and_then(|l| l.monster.map(|m| enemy_facts(m.id(), l.monster_coins, ed)))
        .unwrap_or(Text::new("board-no-monster"))
}

fn take_rune(state: &State, pick: RunePick) -> Text {
    let ed = state.settings.edition;
    match pick {
        RunePick::Row(i) => match state.board.rune_row.get(i as usize).copied().flatten() {
            Some(r) => rune_effect(r, ed),
            None => Text::new("list-none"),
        },
        RunePick::Deck => Text::new("detail-rune-deck").num("deck", state.decks.runes.len() as i64),
    }
}

fn peek(state: &State, land: u8, names: &[String]) -> Text {
    let ed = state.settings.edition;
    let l = state.board.lands.get(land as usize);
    let ship = l
        .and_then(|l| l.voyage)
        .map_or(Text::new("board-no-ship"), |v| {
            Text::new("board-ship").str("name", who(names, v.seat))
        });
    let monster = l
        .and_then(|l| l.monster)
        .map_or(Text::new("board-no-monster"), |m| name(m.id(), ed));
    Text::new("detail-peek")
        .text("ship", ship)
        .text("monster", monster)
}

fn ship_left(
    state: &State,
    seat: Seat,
    lost: crate::games::midgard::Dice,
    food: u8,
) -> Option<Text> {
    let ed = state.settings.edition;
    let Phase::Resolution {
        stage: crate::games::midgard::state::Stage::Land { land, .. },
        ..
    } = state.phase
    else {
        return None;
    };
    let p = state.player(seat)?;
    let aboard = p.assigned[crate::games::midgard::Target::Land(land).index()].minus(&lost);
    let food_left = state
        .board
        .lands
        .get(land as usize)
        .and_then(|l| l.voyage)
        .map_or(0, |v| v.food.saturating_sub(food));
    Some(
        Text::new("detail-left-aboard")
            .text("warriors", warriors(aboard.total(), ed))
            .text("food", res("res-food", food_left, ed)),
    )
}

/// A rune used at its window: what it does here and now.
fn rune_use_detail(state: &State, seat: Seat, using: RuneUse) -> Option<Text> {
    let ed = state.settings.edition;
    Some(match using {
        RuneUse::Glory => {
            let f = fight::current(state)?;
            Text::new("detail-glory-rune").text(
                "glory",
                Text::new("reward-glory").num("count", fight::glory_bonus(f)),
            )
        }
        RuneUse::Retaliation => {
            let f = fight::current(state)?;
            let svanhildr = state.player(seat).is_some_and(|p| p.is(Leader::Svanhildr));
            let extra: u8 = f
                .roll
                .iter()
                .filter(|d| d.face == Face::Shield)
                .map(|d| 1 + u8::from(svanhildr && d.kind == DieKind::Swordsman))
                .sum();
            Text::new("detail-retaliation").num("damage", extra)
        }
        RuneUse::Potential => {
            let f = fight::current(state)?;
            let blanks = f.roll.iter().filter(|d| d.face == Face::Blank).count();
            Text::new("detail-potential").num("dice", blanks as i64)
        }
        other => rune_effect(other.rune(), ed),
    })
}

/// What declining does at this decision.
fn pass_detail(state: &State, d: &Decision) -> Option<Text> {
    let ed = state.settings.edition;
    Some(match d {
        Decision::TrueVision => Text::new("detail-pass-vision"),
        Decision::Victory => Text::new("detail-pass-glory"),
        Decision::JourneyRune => {
            let card = match state.phase {
                Phase::Resolution { journey, .. } => journey,
                _ => None,
            }?;
            Text::new("detail-pass-journey")
                .text("card", journey(card, ed))
                .text("effect", super::words::journey_effect(card))
        }
        Decision::FinalRunes => Text::new("detail-pass-final"),
        _ => return None,
    })
}

/// A rune usable at any time: what using it now brings.
fn rune_detail(state: &State, seat: Seat, a: &Action) -> Option<Text> {
    let ed = state.settings.edition;
    let p = state.player(seat)?;
    let Action::UseRune { using } = *a else {
        return None;
    };
    Some(match using {
        RuneUse::Wealth => object(
            Text::new("detail-wealth")
                .text("gain", res("res-coins", p.coins.min(5), ed))
                .text("have", res("res-coins", p.coins, ed)),
        ),
        RuneUse::Gifts { food, wood, coins } => then(
            p,
            |g| {
                g.add(Good::Food, food.into())
                    .add(Good::Wood, wood.into())
                    .add(Good::Coins, coins.into())
            },
            ed,
        ),
        RuneUse::Success { card } => {
            Text::new("detail-success").text("now", destiny_now(state, seat, card))
        }
        other => rune_effect(other.rune(), ed),
    })
}
