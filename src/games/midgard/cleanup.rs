//! Cleanup (R-CLEAN): the board is cleared, escaped enemies punished, and the next round or the
//! final scoring begins (after the last window for the runes usable at any time, R-RUNE).

use super::cards::Cards;
use super::effects::gain;
use super::event::{Event, Goods};
use super::runes::usable;
use super::scoring::{score, winners};
use super::setup::prepare_round;
use super::state::{Phase, State};
use super::types::Seat;

pub const ROUNDS: u8 = 8;

pub fn end_round(state: &mut State, cards: &Cards, events: &mut Vec<Event>) {
    // R-CLEAN-2: an undefeated troll shames everyone.
    if let Some(card) = state.board.troll.take() {
        state.decks.troll_discard.push(card);
        events.push(Event::TrollEscaped { card });
        for seat in 0..state.seats() {
            gain(state, seat, Goods::blame(1), events);
        }
    }
    // R-CLEAN-3.
    for side in 0..2 {
        if let Some(card) = state.board.draugr[side].take() {
            state.decks.draugr_discard.push(card);
            events.push(Event::DraugrDiscarded { card });
        }
    }
    // R-CLEAN-5 (R-CLEAN-4 happened as each journey card was resolved).
    for (i, land) in state.board.lands.iter_mut().enumerate() {
        if land.active && land.monster.is_some() {
            land.monster_coins = land.monster_coins.saturating_add(1);
            events.push(Event::MonsterCoins {
                land: i as u8,
                coins: land.monster_coins,
            });
        }
    }
    // R-CLEAN-1.
    state.board.workers.clear();
    for land in &mut state.board.lands {
        land.voyage = None;
    }
    for p in &mut state.players {
        p.placed = 0;
        p.assigned = Default::default();
        p.ship_food = [0; 4];
        p.confirmed = false;
    }
    // R-CLEAN-6.
    if state.round >= ROUNDS {
        // R-RUNE (DECIDED): a last window for the runes usable at any time, skipped when
        // nobody holds one they can use.
        let waiting: Vec<Seat> = state
            .turn_order()
            .filter(|&seat| !usable(state, seat).is_empty())
            .collect();
        if waiting.is_empty() {
            finish(state, cards, events);
        } else {
            state.phase = Phase::FinalRunes { waiting };
        }
    } else {
        state.round += 1;
        start_round(state, events);
    }
}

/// `seat` is done with the last window; final scoring once every holder is.
pub fn pass_final(state: &mut State, cards: &Cards, seat: Seat, events: &mut Vec<Event>) {
    if let Phase::FinalRunes { waiting } = &mut state.phase {
        waiting.retain(|&s| s != seat);
        if waiting.is_empty() {
            finish(state, cards, events);
        }
    }
}

/// R-SCORE: final scoring, and the game is over.
fn finish(state: &mut State, cards: &Cards, events: &mut Vec<Event>) {
    let scores: Vec<_> = (0..state.seats()).map(|s| score(state, cards, s)).collect();
    let winners = winners(state, &scores);
    state.phase = Phase::Finished;
    events.push(Event::GameEnded { scores, winners });
}

/// R-PLACE-5: the marker's holder starts the new round.
pub fn start_round(state: &mut State, events: &mut Vec<Event>) {
    state.round_first = state.marker;
    events.push(Event::RoundStarted {
        round: state.round,
        first_player: state.round_first,
    });
    prepare_round(state, events);
    state.phase = Phase::Placement {
        turn: state.round_first,
        sub: None,
    };
}
