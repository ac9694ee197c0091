//! What a bot may look at: its seat's legal actions and view, never the whole state.

use std::cell::OnceCell;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::games::midgard::action::Action;
use crate::games::midgard::decision::{default_action, legal_actions};
use crate::games::midgard::state::State;
use crate::games::midgard::view::{view, GameView, Viewer};
use crate::games::Seat;

pub struct BotInput<'a> {
    state: &'a State,
    seat: Seat,
    legal: OnceCell<Vec<Action>>,
    view: OnceCell<GameView>,
}

impl<'a> BotInput<'a> {
    pub fn new(state: &'a State, seat: Seat) -> Self {
        BotInput {
            state,
            seat,
            legal: OnceCell::new(),
            view: OnceCell::new(),
        }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn legal(&self) -> &[Action] {
        self.legal
            .get_or_init(|| legal_actions(self.state, self.seat))
    }

    /// The seat's own view (built on first use).
    pub fn view(&self) -> &GameView {
        self.view
            .get_or_init(|| view(self.state, Viewer::Seat(self.seat)))
    }

    /// The answer a deadline would apply for this seat.
    pub fn default_action(&self) -> Option<Action> {
        default_action(self.state, self.seat)
    }

    /// Randomness derived from the game's seed, the seat and the move number only.
    pub fn rng(&self) -> ChaCha8Rng {
        let mix = self
            .state
            .seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(u64::from(self.state.seq) << 8)
            .wrapping_add(u64::from(self.seat));
        ChaCha8Rng::seed_from_u64(mix)
    }
}
