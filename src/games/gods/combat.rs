//! Attacks (R-FIGHT-1/2/5): who may attack whom, and a duel fought out. The numbers are
//! `odds.rs`, the flights `retreat.rs`.

use super::ability::{can_attack, range};
use super::dice::roll;
use super::end::{check, remove_all};
use super::event::{Event, Removal};
use super::odds::{duel, DuelResult};
use super::retreat::flee;
use super::state::{Phase, State};
use super::token::{Side, Token};
use super::trail::{leave, TraceKind};

/// R-FIGHT-2: the tokens that may attack `defender` now, in roster order: its enemies on the
/// board but Yggdrasill, next to it (Uller within 2), not yet used in this attack phase.
/// Empty for Hela, who cannot be attacked.
pub fn eligible_attackers(state: &State, defender: Token) -> Vec<Token> {
    let Some(at) = state.hex_of(defender).filter(|_| defender != Token::Hela) else {
        return Vec::new();
    };
    let used = |t: Token| match state.phase {
        Phase::Attack { side } => t.is_side(side) && state.acted.contains(&t),
        _ => false,
    };
    state
        .enemies_of(defender)
        .filter(|&(t, h)| can_attack(t) && at.distance(h) <= range(t) && !used(t))
        .map(|(t, _)| t)
        .collect()
}

/// The enemies `side`'s unused tokens could attack now, in roster order.
pub fn defenders(state: &State, side: Side) -> Vec<Token> {
    state
        .board
        .keys()
        .copied()
        .filter(|t| t.is_side(side.other()))
        .filter(|&t| !eligible_attackers(state, t).is_empty())
        .collect()
}

/// Every nonempty subset of `pool`, each in `pool`'s order; subsets of the first tokens
/// first (binary counting).
pub fn subsets(pool: &[Token]) -> Vec<Vec<Token>> {
    let n = pool.len().min(16);
    (1u32..(1 << n))
        .map(|mask| {
            (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| pool[i])
                .collect()
        })
        .collect()
}

/// Leaves a trace from each attacker to the defender, at the declaration.
fn strikes(state: &mut State, defender: Token, attackers: &[Token]) {
    let Some(to) = state.hex_of(defender) else {
        return;
    };
    for &a in attackers {
        if let (Some(side), Some(from)) = (a.side(), state.hex_of(a)) {
            leave(state, side, from, to, TraceKind::Attack);
        }
    }
}

/// Fights a declared duel, already checked legal: marks the attackers used and leaves their
/// traces, rolls, applies the result (R-FIGHT-5). Flights are set up for `retreat.rs`.
pub fn fight(state: &mut State, defender: Token, attackers: &[Token], ev: &mut Vec<Event>) {
    state.acted.extend_from_slice(attackers);
    strikes(state, defender, attackers);
    let odds = duel(state, attackers, defender);
    let die = roll(&mut state.rng);
    let result = odds.outcomes[usize::from(die.clamp(1, 6) - 1)];
    let treedraw = odds.tree && result == DuelResult::DefenderFlees;
    ev.push(Event::Duel {
        attackers: attackers.to_vec(),
        defender,
        attack: odds.attack.total,
        defence: odds.defence.total,
        difference: odds.difference,
        die,
        result,
        treedraw,
    });
    match result {
        DuelResult::DefenderBeaten => {
            remove_all(state, &[defender], Removal::Beaten, ev);
            check(state, ev);
        }
        DuelResult::AttackerBeaten => {
            remove_all(state, attackers, Removal::AttackBeaten, ev);
            check(state, ev);
        }
        DuelResult::Draw => {}
        DuelResult::DefenderFlees if treedraw => {}
        DuelResult::DefenderFlees => flee(state, vec![defender], ev),
        DuelResult::AttackerFlees => flee(state, attackers.to_vec(), ev),
    }
}
