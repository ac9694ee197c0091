//! A state a seat cannot tell from the real one (R-INFO): every face-down deck reshuffled,
//! the others' hands dealt anew from their own hidden cards, their unchosen characters and
//! REWARD draws redrawn, the viewer's own pile reordered, and the generator reseeded.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::flow::{Ask, Prompt};
use super::state::State;
use super::view::sees_hand;
use crate::games::Seat;

pub fn determinize<R: Rng>(s: &State, viewer: Option<Seat>, rng: &mut R) -> State {
    let mut s = s.clone();
    s.rng = ChaCha8Rng::seed_from_u64(rng.random());
    s.equipment.draw.shuffle(rng);
    s.combat.draw.shuffle(rng);
    s.monsters.iter_mut().for_each(|m| m.draw.shuffle(rng));
    s.monster_combat.draw.shuffle(rng);
    s.planets.shuffle(rng);
    s.hindrances.shuffle(rng);
    for seat in 0..s.players.len() as Seat {
        redeal_cards(&mut s, viewer, seat, rng);
    }
    redraw_rewards(&mut s, viewer, rng);
    redeal_characters(&mut s, viewer, rng);
    s
}

/// How many top pile cards `seat`'s own pending search holds.
fn searched(s: &State, seat: Seat) -> usize {
    s.prompts
        .iter()
        .filter(|p| p.seat == seat)
        .map(|p| match &p.ask {
            Ask::Order { cards } | Ask::LookTake { cards } => cards.len(),
            _ => 0,
        })
        .sum()
}

fn redeal_cards<R: Rng>(s: &mut State, viewer: Option<Seat>, seat: Seat, rng: &mut R) {
    let searched = searched(s, seat);
    let own = viewer == Some(seat);
    let hand_seen = sees_hand(s, viewer, seat);
    let p = &mut s.players[usize::from(seat)];
    if own || hand_seen {
        let keep = p.pile.len().saturating_sub(if own { searched } else { 0 });
        p.pile[..keep].shuffle(rng);
        if !own {
            p.pile.shuffle(rng);
        }
    } else {
        let hand = p.hand.len();
        let mut all: Vec<_> = p.hand.drain(..).chain(p.pile.drain(..)).collect();
        all.shuffle(rng);
        p.pile = all.split_off(hand);
        p.hand = all;
    }
    if !own {
        let top: Vec<_> = s.players[usize::from(seat)]
            .pile
            .iter()
            .rev()
            .copied()
            .collect();
        for prompt in s.prompts.iter_mut().filter(|p| p.seat == seat) {
            if let Ask::Order { cards } | Ask::LookTake { cards } = &mut prompt.ask {
                let n = cards.len();
                *cards = top.iter().take(n).copied().collect();
            }
        }
    }
}

fn redraw_rewards<R: Rng>(s: &mut State, viewer: Option<Seat>, rng: &mut R) {
    for Prompt { seat, ask } in s.prompts.iter_mut() {
        if Some(*seat) == viewer {
            continue;
        }
        if let Ask::Reward { tokens } = ask {
            let n = tokens.len();
            s.bag.append(tokens);
            s.bag.shuffle(rng);
            let keep = s.bag.len() - n;
            *tokens = s.bag.split_off(keep);
        }
    }
    s.bag.shuffle(rng);
}

/// The others' unchosen characters (never shown), and their choices while still secret.
fn redeal_characters<R: Rng>(s: &mut State, viewer: Option<Seat>, rng: &mut R) {
    let choosing = s.prompts.iter().any(|p| p.ask == Ask::Character);
    let total = s.players.iter().map(|p| p.dealt.len()).sum::<usize>();
    let all: u8 = super::data::data().map_or(total as u8, |d| d.characters.len() as u8);
    let known = |seat: usize, p: &super::state::Player| -> Vec<u8> {
        if Some(seat as Seat) == viewer {
            p.dealt.clone()
        } else if choosing {
            vec![]
        } else {
            p.character.into_iter().collect()
        }
    };
    let seen: Vec<u8> = s
        .players
        .iter()
        .enumerate()
        .flat_map(|(i, p)| known(i, p))
        .collect();
    let mut pool: Vec<u8> = (0..all).filter(|c| !seen.contains(c)).collect();
    pool.shuffle(rng);
    for (i, p) in s.players.iter_mut().enumerate() {
        if Some(i as Seat) == viewer {
            continue;
        }
        let mut dealt = known(i, p);
        while dealt.len() < p.dealt.len() {
            match pool.pop() {
                Some(c) => dealt.push(c),
                None => break,
            }
        }
        dealt.shuffle(rng);
        if choosing && p.character.is_some() {
            p.character = dealt.first().copied();
        }
        p.dealt = dealt;
    }
}
