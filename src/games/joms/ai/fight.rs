//! The fight turn (R-FIGHT-3/4, R-TABLE-3): draw first when the hand is thin, build the
//! battlefield by the planner, then Thor, support plays and the pass.

use super::plan::{Planner, Step};
use super::support;
use super::Ctx;
use crate::games::joms::action::{Action, Play, Source, ThorUse};
use crate::games::joms::effect::Effect;

pub fn turn(c: &Ctx, legal: &[Action]) -> Option<Action> {
    if let Some(a) = early_draw(c, legal) {
        return Some(a);
    }
    let mut planner = Planner::new(c);
    let from = match planner.step(c) {
        Step::Top => Some(Source::Top),
        Step::Hand(card) => Some(Source::Hand(card)),
        Step::Stop => None,
    };
    if let Some(from) = from {
        let a = Action::Play {
            play: Play::Field { from },
        };
        if legal.contains(&a) {
            return Some(a);
        }
    }
    finish(c, &planner, legal)
}

/// The battlefield is done: Thor for a critical hit's extras, the best support play, Thor
/// for a kill, or the pass.
fn finish(c: &Ctx, planner: &Planner, legal: &[Action]) -> Option<Action> {
    let hit = c.strike();
    let thor = |spend| Action::Thor { spend };
    if c.p.fate && hit.critical && legal.contains(&thor(ThorUse::Unfate)) {
        return Some(thor(ThorUse::Unfate));
    }
    if let Some(a) = support::best(c, planner, legal) {
        return Some(a);
    }
    let left = c.monster_left();
    let lands = hit.damage > 0 && hit.damage < left;
    if lands && left - hit.damage <= c.p.thor.min(2) && legal.contains(&thor(ThorUse::Bonus)) {
        return Some(thor(ThorUse::Bonus));
    }
    Some(Action::Pass)
}

/// A ready equipment draw (e.hugin, e.munin) while the hand is thin and the field open.
fn early_draw(c: &Ctx, legal: &[Action]) -> Option<Action> {
    if c.p.hand.len() > 3 || !c.p.battlefield.is_empty() {
        return None;
    }
    legal
        .iter()
        .find(|a| match a {
            Action::Play {
                play:
                    Play::Gear {
                        index,
                        destroy: false,
                        ..
                    },
            } => c.p.gear.get(usize::from(*index)).is_some_and(|g| {
                c.d.equipment[usize::from(g.card)]
                    .exhaust
                    .iter()
                    .any(|e| matches!(e, Effect::Draw { .. } | Effect::LookTopTake { .. }))
            }),
            _ => false,
        })
        .cloned()
}
