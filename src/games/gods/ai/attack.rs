//! The attack phase (R-FIGHT-1): of every duel the side may declare, the one worth most at
//! its exact odds, else the end of the phase.

use super::eval::duel_value;
use crate::games::gods::combat::subsets;
use crate::games::gods::{eligible_attackers, Action, Side, State, Token};

/// Below this a duel is not worth its risk.
const WORTH_FIGHTING: f32 = 0.2;

pub fn choose(state: &State, side: Side) -> Action {
    let mut best = (WORTH_FIGHTING, Action::Done);
    for defender in Token::of(side.other()) {
        for attackers in subsets(&eligible_attackers(state, defender)) {
            let v = duel_value(state, &attackers, defender);
            if v > best.0 {
                best = (
                    v,
                    Action::Attack {
                        defender,
                        attackers,
                    },
                );
            }
        }
    }
    best.1
}
