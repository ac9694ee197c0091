//! Whether an action answers the decision at hand, and if not, why (a typed refusal). Agrees
//! with `legal_actions` exactly; the tests hold both to it.

use super::ability::is_mobile;
use super::action::Action;
use super::bridge;
use super::combat::eligible_attackers;
use super::decide::{may_place, Decision};
use super::error::RuleError;
use super::map::Hex;
use super::movement::{destinations, freeze_targets, jump_targets};
use super::retreat::retreat_hexes;
use super::state::{Phase, State};
use super::token::{Side, Token};

/// `Ok` when `action` is a legal answer to `d`.
pub fn check(state: &State, d: &Decision, action: &Action) -> Result<(), RuleError> {
    match (d, action) {
        (Decision::Deploy, Action::Place { token, hex }) => placing(state, *token, *hex),
        (Decision::Deploy | Decision::Move | Decision::Attack, Action::Done) => Ok(()),
        (Decision::Move, Action::Move { token, to }) => moving(state, *token, *to),
        (Decision::Move, Action::Jump { to }) => jumping(state, *to),
        (Decision::Move, Action::Freeze { target }) => freezing(state, *target),
        (
            Decision::Attack,
            Action::Attack {
                defender,
                attackers,
            },
        ) => attacking(state, *defender, attackers),
        (Decision::Retreat { .. }, Action::Retreat { token, to }) => retreating(state, *token, *to),
        (Decision::Hela { .. }, Action::Hela { .. }) => Ok(()),
        (Decision::Void { .. }, Action::Void { hexes }) => {
            ok_if(bridge::is_choice(state, hexes), RuleError::BadVoid)
        }
        _ => Err(RuleError::WrongDecision),
    }
}

fn ok_if(condition: bool, refusal: RuleError) -> Result<(), RuleError> {
    if condition {
        Ok(())
    } else {
        Err(refusal)
    }
}

/// The side whose movement or attack phase it is.
fn mover(state: &State) -> Option<Side> {
    match state.phase {
        Phase::Movement { side } | Phase::Attack { side } => Some(side),
        _ => None,
    }
}

fn placing(state: &State, token: Token, hex: Hex) -> Result<(), RuleError> {
    let Phase::Deploy { side } = state.phase else {
        return Err(RuleError::WrongDecision);
    };
    let waiting = token.is_side(side) && super::deploy::unplaced(state, side).contains(&token);
    ok_if(waiting, RuleError::NotYourToken)?;
    ok_if(may_place(state, token, hex), RuleError::BadHex)
}

/// R-MOVE-1/2: the side's token, mobile, on the board, not acted, not frozen, not pinned;
/// then a destination.
fn own_unused(state: &State, token: Token) -> Result<(), RuleError> {
    let own = mover(state).is_some_and(|s| token.is_side(s)) && state.hex_of(token).is_some();
    ok_if(own, RuleError::NotYourToken)?;
    ok_if(!state.acted.contains(&token), RuleError::AlreadyActed)
}

fn moving(state: &State, token: Token, to: Hex) -> Result<(), RuleError> {
    own_unused(state, token)?;
    ok_if(is_mobile(token), RuleError::Immobile)?;
    ok_if(state.frozen != Some(token), RuleError::Frozen)?;
    ok_if(!state.is_pinned(token), RuleError::Pinned)?;
    ok_if(destinations(state, token).contains(&to), RuleError::BadHex)
}

fn jumping(state: &State, to: Hex) -> Result<(), RuleError> {
    own_unused(state, Token::Freke)?;
    ok_if(!state.is_pinned(Token::Freke), RuleError::Pinned)?;
    ok_if(jump_targets(state).contains(&to), RuleError::BadHex)
}

fn freezing(state: &State, target: Token) -> Result<(), RuleError> {
    own_unused(state, Token::Frey)?;
    ok_if(
        freeze_targets(state).contains(&target),
        RuleError::BadTarget,
    )
}

/// R-FIGHT-1/2: an enemy on the board (not Hela), attackers eligible, in roster order.
fn attacking(state: &State, defender: Token, attackers: &[Token]) -> Result<(), RuleError> {
    let side = mover(state).ok_or(RuleError::WrongDecision)?;
    let target = defender.is_side(side.other()) && state.hex_of(defender).is_some();
    ok_if(target, RuleError::BadTarget)?;
    let eligible = eligible_attackers(state, defender);
    let ordered = attackers.windows(2).all(|w| w[0] < w[1]);
    let fit = !attackers.is_empty() && ordered && attackers.iter().all(|a| eligible.contains(a));
    ok_if(fit, RuleError::BadAttackers)
}

fn retreating(state: &State, token: Token, to: Hex) -> Result<(), RuleError> {
    let fleeing = state
        .flight
        .as_ref()
        .is_some_and(|f| f.fugitives.contains(&token));
    ok_if(fleeing, RuleError::NotYourToken)?;
    ok_if(retreat_hexes(state, token).contains(&to), RuleError::BadHex)
}
