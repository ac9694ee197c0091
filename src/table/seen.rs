//! A game as one audience sees it. Everything the host words or draws for the channel is made
//! from [`Seen::channel`], and everything it shows one seat from [`Seen::seat`]: the game's
//! state with whatever that audience cannot see dealt anew by the game's own
//! [`Rules::determinize`] (others' hands, face-down cards, deck order, the generator). A
//! game's presentation reads it as a state (it derefs to one), but it is never handed the
//! real one: a secret it read would be one dealt at random, never the true card. This is the
//! model of boardgame.io's `playerView`, in the state's own shape.
//!
//! The worlds are dealt from one fixed seed, so the same table is always worded alike, and
//! because `determinize` deals from what the audience sees only (the conformance kit checks
//! it), two tables the audience cannot tell apart are shown the very same world.

use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::ops::Deref;
use std::sync::Arc;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::game::Audience;
use crate::games::{Rules, Seat};

/// The seed every seen world is dealt from.
const SEEN_SEED: u64 = 0x5eed;

/// The last world dealt for each game and audience on this thread, with the state it was
/// dealt from. One change is worded for the channel and every seat several times over (the
/// board, the turn message, each console), and a world is a pure function of the state and
/// the audience, so each audience's world is dealt once per state.
struct Remembered {
    game: TypeId,
    viewer: Option<Seat>,
    from: Box<dyn Any>,
    world: Box<dyn Any>,
}

thread_local! {
    static DEALT: RefCell<Vec<Remembered>> = const { RefCell::new(Vec::new()) };
}

/// The world last dealt on this thread for `viewer` from a state equal to `state`.
fn recall<S: PartialEq + Send + Sync + 'static>(state: &S, viewer: Option<Seat>) -> Option<Arc<S>> {
    DEALT.with_borrow(|dealt| {
        dealt
            .iter()
            .filter(|d| d.game == TypeId::of::<S>() && d.viewer == viewer)
            .find(|d| d.from.downcast_ref::<S>() == Some(state))
            .and_then(|d| d.world.downcast_ref::<Arc<S>>().cloned())
    })
}

/// Keeps `world` as the one dealt for `viewer` from `state` (in place of an older one).
fn keep<S: Clone + Send + Sync + 'static>(state: &S, viewer: Option<Seat>, world: &Arc<S>) {
    DEALT.with_borrow_mut(|dealt| {
        dealt.retain(|d| d.game != TypeId::of::<S>() || d.viewer != viewer);
        dealt.push(Remembered {
            game: TypeId::of::<S>(),
            viewer,
            from: Box::new(state.clone()),
            world: Box::new(world.clone()),
        });
    });
}

/// A world as the channel (`viewer` `None`) or one seat sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Seen<S> {
    world: Arc<S>,
    viewer: Option<Seat>,
}

impl<S: Clone + PartialEq + Send + Sync + 'static> Seen<S> {
    /// The world `viewer` sees of `state`.
    pub fn by<R: Rules<State = S>>(state: &S, viewer: Option<Seat>) -> Self {
        let world = recall(state, viewer).unwrap_or_else(|| {
            let mut rng = ChaCha8Rng::seed_from_u64(SEEN_SEED);
            let world = Arc::new(R::determinize(state, viewer, &mut rng));
            keep(state, viewer, &world);
            world
        });
        Seen { world, viewer }
    }

    /// The world the channel (and every onlooker) sees of `state`.
    pub fn channel<R: Rules<State = S>>(state: &S) -> Self {
        Self::by::<R>(state, None)
    }

    /// The world `seat` sees of `state`: its own secrets as they are, the others' dealt anew.
    pub fn seat<R: Rules<State = S>>(state: &S, seat: Seat) -> Self {
        Self::by::<R>(state, Some(seat))
    }

    /// The world a move of `seat` is told from to `audience`: its player's own, or the
    /// channel's for everyone else.
    pub fn telling<R: Rules<State = S>>(state: &S, seat: Seat, audience: Audience) -> Self {
        match audience {
            Audience::Owner => Self::seat::<R>(state, seat),
            Audience::Others => Self::channel::<R>(state),
        }
    }
}

impl<S> Seen<S> {
    /// Who sees this world: `None` for the channel.
    pub fn viewer(&self) -> Option<Seat> {
        self.viewer
    }

    /// The real state itself, as if `viewer` saw it: only for the conformance kit, which
    /// words real states and worlds dealt anew alike to check that nothing told depends on a
    /// secret.
    #[cfg(feature = "kit")]
    pub fn real(state: S, viewer: Option<Seat>) -> Self {
        Seen {
            world: Arc::new(state),
            viewer,
        }
    }
}

impl<S> Deref for Seen<S> {
    type Target = S;
    fn deref(&self) -> &S {
        &self.world
    }
}
