//! The assignment screen (R-ASSIGN): every fight and ship a seat holds, what it may send, call
//! back, load or unload there — whole steps at once, one group per target — and the same screen
//! as lines of the seat's console.

use super::assign::steps;
use super::facts::{enemy, enemy_facts, enemy_strength, reward};
use super::prompt::describe;
use super::words::{dice, land, name, object, res, warriors};
use crate::games::midgard::assignment::{barred, targets};
use crate::games::midgard::cards::cards;
use crate::games::midgard::state::State;
use crate::games::midgard::{apply, Action, Dice, DieKind, Seat, Target};
use crate::i18n::Text;
use crate::table::game::Offer;

/// What one seat has put on one target, and what the target is.
struct Spot {
    target: Target,
    sent: Dice,
    food: u8,
    /// Room left on a ship (fights have no limit).
    room: u8,
    capacity: u8,
    near: bool,
    barred: Option<DieKind>,
}

fn spot(state: &State, seat: Seat, target: Target) -> Option<Spot> {
    let p = state.player(seat)?;
    let sent = p.assigned[target.index()];
    let c = cards().ok()?;
    let (food, capacity, near) = match target {
        Target::Land(l) => {
            let land = state.board.lands.get(l as usize)?;
            let cap = land.voyage.map_or(0, |v| v.capacity);
            (p.ship_food[l as usize & 3], cap, land.near)
        }
        _ => (0, u8::MAX, false),
    };
    let room = capacity.saturating_sub(sent.total().saturating_add(food));
    Some(Spot {
        target,
        sent,
        food,
        room,
        capacity,
        near,
        barred: barred(state, c, target),
    })
}

/// Food the warriors on a ship eat: near lands 1 per 2 warriors, far lands 1 each (R-RESOLVE-4b).
fn feeding(warriors: u8, near: bool) -> u8 {
    if near {
        warriors.div_ceil(2)
    } else {
        warriors
    }
}

/// Every answer of the assignment screen: confirm first (never cut), the demand for turn order,
/// then each target's steps.
pub fn offers(state: &State, seat: Seat, legal: &[Action], names: &[String]) -> Vec<Offer<Action>> {
    let mut out = vec![confirm(state, seat)];
    if legal.contains(&Action::DemandTurnOrder) {
        out.push(
            Offer::one(
                describe(state, seat, &Action::DemandTurnOrder, names),
                Action::DemandTurnOrder,
            )
            .detail(Text::new("act-demand-turn-order-detail"))
            .group(Text::new("prompt-group-assign-done")),
        );
    }
    for t in targets(state, seat) {
        if let Some(s) = spot(state, seat, t) {
            out.extend(target_offers(state, seat, &s));
        }
    }
    out
}

fn confirm(state: &State, seat: Seat) -> Offer<Action> {
    let ed = state.settings.edition;
    let (sent, food, home) = state.player(seat).map_or((0, 0, 0), |p| {
        let sent = p.assigned_total().total();
        let food: u8 = p.ship_food.iter().sum();
        (sent, food, p.free_dice().total())
    });
    Offer::one(Text::new("act-confirm"), Action::ConfirmAssignment)
        .detail(
            Text::new("act-confirm-detail")
                .text("sent", object(warriors(sent, ed)))
                .text("food", object(res("res-food", food, ed)))
                .text("home", warriors(home, ed)),
        )
        .group(Text::new("prompt-group-assign-done"))
}

/// The group a target's steps are offered in: "Fight: Hill Troll (5 glory, 1 wood)",
/// "Ship to Land 3: Frost Giant (…)".
pub fn target_group(state: &State, t: Target) -> Text {
    let ed = state.settings.edition;
    let b = &state.board;
    let with_reward = |id: &str, coins: u8| {
        Text::new("prompt-group-enemy")
            .text("name", name(id, ed))
            .text(
                "reward",
                enemy(id).map_or(Text::new("list-none"), |e| reward(e, coins, ed)),
            )
    };
    match t {
        Target::Troll => Text::new("prompt-group-fight").text(
            "enemy",
            b.troll
                .map_or(Text::new("list-none"), |c| with_reward(c.id(), 0)),
        ),
        Target::DraugrLeft | Target::DraugrRight => {
            let side = usize::from(t == Target::DraugrRight);
            Text::new("prompt-group-fight").text(
                "enemy",
                b.draugr[side].map_or(Text::new("list-none"), |c| with_reward(c.id(), 0)),
            )
        }
        Target::Land(l) => {
            let x = b.lands.get(l as usize);
            let enemy = x.and_then(|x| x.monster.map(|m| with_reward(m.id(), x.monster_coins)));
            Text::new("prompt-group-ship")
                .text("land", land(l))
                .text("enemy", enemy.unwrap_or(Text::new("board-no-monster")))
        }
    }
}

/// One candidate step: its label and the actions it plays.
struct Step {
    label: Text,
    actions: Vec<Action>,
}

fn send(kind: DieKind, n: u8, ed: crate::games::midgard::Edition, t: Target) -> Step {
    let mut d = Dice::NONE;
    d.add(kind, n);
    Step {
        label: Text::new("act-send").text("dice", object(dice(d, ed))),
        actions: vec![Action::AssignDie { target: t, kind }; n as usize],
    }
}

fn call_back(kind: DieKind, ed: crate::games::midgard::Edition, t: Target) -> Step {
    Step {
        label: Text::new("act-call-back").text("dice", object(dice(Dice::one(kind), ed))),
        actions: vec![Action::UnassignDie { target: t, kind }],
    }
}

/// The steps worth offering on one target: one die or every free die of a kind, every free
/// warrior, one back, all back, and food for a ship.
fn steps_for(state: &State, seat: Seat, s: &Spot) -> Vec<Step> {
    let ed = state.settings.edition;
    let Some(p) = state.player(seat) else {
        return Vec::new();
    };
    let free = p.free_dice();
    let t = s.target;
    let mut out = Vec::new();
    let mut all = Dice::NONE;
    for kind in DieKind::ALL {
        if s.barred == Some(kind) || free.get(kind) == 0 || s.room == 0 {
            continue;
        }
        let most = free.get(kind).min(s.room);
        out.push(send(kind, 1, ed, t));
        if most > 1 {
            out.push(send(kind, most, ed, t));
        }
        all.add(kind, free.get(kind));
    }
    if all.kinds() > 1 && all.total() <= s.room {
        out.push(Step {
            label: Text::new("act-send-all").text("dice", object(warriors(all.total(), ed))),
            actions: steps(state, seat, t, s.sent.plus(&all), s.food),
        });
    }
    for kind in DieKind::ALL {
        if s.sent.get(kind) > 0 {
            out.push(call_back(kind, ed, t));
        }
    }
    if s.sent.total() + s.food > 1 {
        out.push(Step {
            label: Text::new("act-call-all-back"),
            actions: steps(state, seat, t, Dice::NONE, 0),
        });
    }
    if let Target::Land(l) = t {
        out.extend(food_steps(state, seat, s, l));
    }
    out
}

fn food_steps(state: &State, seat: Seat, s: &Spot, l: u8) -> Vec<Step> {
    let ed = state.settings.edition;
    let free_food = state.player(seat).map_or(0, |p| p.free_food());
    let mut out = Vec::new();
    if free_food > 0 && s.room > 0 {
        out.push(Step {
            label: Text::new("act-load").text("food", object(res("res-food", 1, ed))),
            actions: vec![Action::LoadFood { land: l }],
        });
        let short = feeding(s.sent.total(), s.near).saturating_sub(s.food);
        let n = short.min(free_food).min(s.room);
        if n > 1 {
            out.push(Step {
                label: Text::new("act-load-to-feed").text("food", object(res("res-food", n, ed))),
                actions: vec![Action::LoadFood { land: l }; n as usize],
            });
        }
    }
    if s.food > 0 {
        out.push(Step {
            label: Text::new("act-unload").text("food", object(res("res-food", 1, ed))),
            actions: vec![Action::UnloadFood { land: l }],
        });
    }
    out
}

/// Plays `actions` on a copy: the state after, if every one of them is accepted.
fn after(state: &State, seat: Seat, actions: &[Action]) -> Option<State> {
    let mut s = state.clone();
    for a in actions {
        apply(&mut s, seat, a).ok()?;
    }
    Some(s)
}

fn target_offers(state: &State, seat: Seat, s: &Spot) -> Vec<Offer<Action>> {
    let group = target_group(state, s.target);
    steps_for(state, seat, s)
        .into_iter()
        .filter(|step| !step.actions.is_empty())
        .filter_map(|step| {
            let then = after(state, seat, &step.actions)?;
            let detail = spot(&then, seat, s.target).map(|x| then_detail(state, &x))?;
            Some(Offer {
                label: step.label,
                detail: Some(detail),
                group: Some(group.clone()),
                group_ask: None,
                actions: step.actions,
            })
        })
        .collect()
}

/// What a target would hold after a step, against what it faces.
fn then_detail(state: &State, s: &Spot) -> Text {
    let ed = state.settings.edition;
    match s.target {
        Target::Land(_) => Text::new("assign-then-ship")
            .text("warriors", warriors(s.sent.total(), ed))
            .text("food", res("res-food", s.food, ed))
            .num("load", s.sent.total() + s.food)
            .num("capacity", s.capacity)
            .text("need", res("res-food", feeding(s.sent.total(), s.near), ed)),
        _ => Text::new("assign-then-fight")
            .text("dice", dice(s.sent, ed))
            .text("enemy", fight_strength(state, s.target, s.barred)),
    }
}

fn fight_strength(state: &State, t: Target, barred: Option<DieKind>) -> Text {
    let ed = state.settings.edition;
    let b = &state.board;
    let card = match t {
        Target::Troll => b.troll.map(|c| c.id()),
        Target::DraugrLeft => b.draugr[0].map(|c| c.id()),
        Target::DraugrRight => b.draugr[1].map(|c| c.id()),
        Target::Land(_) => None,
    };
    let e = card.and_then(super::facts::enemy);
    enemy_strength(
        e.map_or(0, |e| e.attack),
        e.map_or(0, |e| e.defense),
        barred,
        ed,
    )
}

/// The console's assignment screen: free dice and food, then every fight and ship held with
/// what it faces and what is on it.
pub fn screen(state: &State, seat: Seat) -> Vec<Text> {
    let ed = state.settings.edition;
    let Some(p) = state.player(seat) else {
        return Vec::new();
    };
    let held: Vec<Target> = targets(state, seat).collect();
    if held.is_empty() {
        return Vec::new();
    }
    let mut out = vec![Text::new("hand-assign-free")
        .text("dice", dice(p.free_dice(), ed))
        .text("food", res("res-food", p.free_food(), ed))
        .str("confirmed", if p.confirmed { "yes" } else { "no" })];
    for t in held {
        if let Some(s) = spot(state, seat, t) {
            out.push(target_line(state, &s));
        }
    }
    out
}

/// A target as the console shows it: the enemy's facts and what is on it.
fn target_line(state: &State, s: &Spot) -> Text {
    let ed = state.settings.edition;
    let b = &state.board;
    match s.target {
        Target::Land(l) => {
            let monster = b
                .lands
                .get(l as usize)
                .and_then(|x| x.monster.map(|m| enemy_facts(m.id(), x.monster_coins, ed)));
            Text::new("hand-assign-ship")
                .text("land", land(l))
                .str("near", if s.near { "yes" } else { "no" })
                .num("capacity", s.capacity)
                .text("monster", monster.unwrap_or(Text::new("board-no-monster")))
                .text("dice", dice(s.sent, ed))
                .text("food", res("res-food", s.food, ed))
                .text("need", res("res-food", feeding(s.sent.total(), s.near), ed))
        }
        _ => {
            let card = match s.target {
                Target::Troll => b.troll.map(|c| c.id()),
                Target::DraugrLeft => b.draugr[0].map(|c| c.id()),
                _ => b.draugr[1].map(|c| c.id()),
            };
            Text::new("hand-assign-fight")
                .text(
                    "enemy",
                    card.map_or(Text::new("list-none"), |c| enemy_facts(c, 0, ed)),
                )
                .text("dice", dice(s.sent, ed))
        }
    }
}
