//! The worlds the search weighs its orders in, and what a finished turn is worth.

use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

use super::super::determinize::determinize;
use super::super::plan::plan_with;
use super::super::scoring::{outcome, score};
use super::super::state::{Orders, Phase, State};
use crate::games::search::{game_worth, margin_worth};
use crate::games::Seat;

/// Points of lead (or lag) that make a turn about three quarters as good as a clear win.
const MARGIN_SCALE: f64 = 8.0;

/// Orders the heuristic gives each rival player, each from a world dealt anew: the first
/// [`BOOK`] worlds plan them (the costly part), later worlds draw from what was planned.
const BOOK: usize = 24;

/// The rival players' likely orders, gathered as worlds are drawn.
pub struct Rivals {
    seat: Seat,
    books: Vec<(Seat, Vec<Orders>)>,
}

impl Rivals {
    pub fn new(state: &State, seat: Seat) -> Self {
        let books = (0..state.players())
            .filter(|&s| s != seat)
            .map(|s| (s, Vec::new()))
            .collect();
        Rivals { seat, books }
    }

    /// A world the seat cannot tell from `state`, every rival player's orders given as the
    /// heuristic would give them (the neutrals' stay as dealt: they order at random).
    pub fn world(&mut self, state: &State, rng: &mut ChaCha8Rng) -> State {
        let mut world = determinize(state, Some(self.seat), rng);
        for (rival, book) in &mut self.books {
            let orders = if book.len() < BOOK {
                let planned = plan_with(&world, *rival, rng);
                book.extend(planned.clone());
                planned
            } else {
                book.choose(rng).cloned()
            };
            if let Some(mut orders) = orders {
                orders.locked = true;
                world.clans[usize::from(*rival)].orders = orders;
            }
        }
        world
    }
}

/// What `state`, at the end of a turn or of the game, is worth to `seat`, from 0 to 1: a
/// FortHeca win is everything; at the end, winning and the margin over the best rival;
/// before it, the margin alone.
pub fn standing(state: &State, seat: Seat) -> f64 {
    if let Some(winner) = state.fortheca_win {
        return if winner == seat { 1.0 } else { 0.0 };
    }
    let margin = f64::from(margin(state, seat));
    if state.phase != Phase::Over {
        return margin_worth(margin, MARGIN_SCALE);
    }
    let won = outcome(state).map_or(0.0, |end| {
        if end.winners.contains(&seat) {
            1.0 / end.winners.len() as f64
        } else {
            0.0
        }
    });
    game_worth(won, margin, MARGIN_SCALE)
}

/// `seat`'s points less the best rival's: the other players', or in solo the neutrals'.
fn margin(state: &State, seat: Seat) -> i16 {
    let points = |c: u8| score(state, c).points;
    let clans = state.clans.len() as u8;
    let solo = state.players() < 2;
    let best = (0..clans)
        .filter(|&c| c != seat && (solo || state.is_player(c)))
        .map(points)
        .max()
        .unwrap_or(0);
    points(seat) - best
}
