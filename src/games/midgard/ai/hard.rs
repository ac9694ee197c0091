//! The `hard` bot: the search of [`crate::games::search`] over Midgard, with the heuristic
//! playing the sampled games out.

use super::{heuristic, BotInput};
use crate::games::midgard::action::Action;
use crate::games::midgard::decision::legal_actions;
use crate::games::midgard::state::State;
use crate::games::midgard::{outcome, Midgard};
use crate::games::search::{game_worth, search, Budget, Searchable};
use crate::games::Seat;

/// Points of lead (or lag) that make a game about three quarters as good as a clear win.
const MARGIN_SCALE: f64 = 10.0;

impl Searchable for Midgard {
    fn playout(state: &State, seat: Seat) -> Option<Action> {
        heuristic::choose(&mut BotInput::new(state, seat))
    }

    fn reward(state: &State, seat: Seat) -> f64 {
        let Some(end) = outcome(state) else {
            return 0.5;
        };
        let total = |s: Seat| end.scores.get(usize::from(s)).map_or(0, |x| x.total);
        let best_other = (0..state.seats())
            .filter(|&s| s != seat)
            .map(total)
            .max()
            .unwrap_or(0);
        let margin = f64::from(total(seat) - best_other);
        let won = if end.winners.contains(&seat) {
            1.0 / end.winners.len() as f64
        } else {
            0.0
        };
        game_worth(won, margin, MARGIN_SCALE)
    }

    /// Never a step back while assigning (unassigning a die, unloading food); at the Market
    /// only the heuristic's trade or the end of trading, so that trades never go round.
    fn choices(state: &State, seat: Seat) -> Vec<Action> {
        let mut legal = legal_actions(state, seat);
        legal.retain(|a| !matches!(a, Action::UnassignDie { .. } | Action::UnloadFood { .. }));
        if legal.iter().any(|a| matches!(a, Action::Trade { .. })) {
            let pick = Self::playout(state, seat);
            legal.retain(|a| !matches!(a, Action::Trade { .. }) || Some(*a) == pick);
        }
        legal
    }
}

/// The `hard` bot's move for `seat`, after thinking within `budget`.
pub fn choose(state: &State, seat: Seat, budget: &mut dyn Budget) -> Option<Action> {
    search::<Midgard>(state, seat, budget)
}
