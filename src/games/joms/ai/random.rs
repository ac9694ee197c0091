//! The random bot: any legal answer, uniformly, from a generator seeded by the position (the
//! game's seed, the seat and what the table shows), so one position always gets one answer.

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::games::joms::cards::Timing;
use crate::games::joms::effect::Effect;
use crate::games::joms::state::State;
use crate::games::joms::{data, legal_actions, Action, Play, Ready};
use crate::games::Seat;

pub fn random(state: &State, seat: Seat) -> Option<Action> {
    let legal: Vec<Action> = legal_actions(state, seat)
        .into_iter()
        .filter(|a| !readies_a_recharge(state, seat, a))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(position_seed(state, seat, legal.len()));
    legal.choose(&mut rng).cloned()
}

/// A mix of the game's seed and the position's public counts.
fn position_seed(s: &State, seat: Seat, options: usize) -> u64 {
    let mut h = s.seed ^ 0x9e37_79b9_7f4a_7c15;
    let mut mix = |x: u64| {
        h ^= x;
        h = h.wrapping_mul(0x0100_0000_01b3).rotate_left(29);
    };
    mix(u64::from(seat));
    mix(options as u64);
    mix(u64::from(s.saga) << 8 | u64::from(s.round));
    mix(s.phase as u64);
    mix(s.monster_combat.discard.len() as u64);
    mix(s.combat.discard.len() as u64);
    for p in &s.players {
        mix(p.hand.len() as u64);
        mix(p.pile.len() as u64);
        mix(p.discard.len() as u64);
        mix(p.battlefield.len() as u64);
        mix(u64::from(p.hp) << 16 | u64::from(p.glory));
        mix(u64::from(p.gullveig) << 8 | u64::from(p.thor));
        mix(u64::from(p.round.bonus) << 8 | u64::from(p.exhausted));
    }
    h
}

/// A recharge of a card whose own use is only a recharge (Leif and e.rdzen readying each
/// other): the same position comes back, and a bot seeded by the position would loop.
fn readies_a_recharge(s: &State, seat: Seat, a: &Action) -> bool {
    let Action::Play { play } = a else {
        return false;
    };
    let choice = match play {
        Play::Ability { choice } | Play::Gear { choice, .. } | Play::Round { choice, .. } => choice,
        _ => return false,
    };
    let (Some(target), Ok(d)) = (choice.recharge, data()) else {
        return false;
    };
    let p = &s.players[usize::from(seat)];
    let uses: &[Effect] = match target {
        Ready::Character => match p.character.map(|c| &d.characters[usize::from(c)].ability) {
            Some(ab) if ab.when == Timing::Exhaust => &ab.effects,
            _ => &[],
        },
        Ready::Gear(i) => p
            .gear
            .get(usize::from(i))
            .map_or(&[][..], |g| &d.equipment[usize::from(g.card)].exhaust),
    };
    !uses.is_empty() && uses.iter().all(|e| matches!(e, Effect::Recharge { .. }))
}
