//! The public facts of the fight under way (R-INFO): crashes, the seduction, withdrawals and
//! the capture, and which warrior each clan revealed at each position fought so far.

use super::MUTED;
use crate::games::wall::state::POSITIONS;
use crate::games::wall::{Card, Fort, Phase, State, Step, View};

/// What befell a card revealed this round, as everyone saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tag {
    Crashed,
    Seduced,
    Out,
    Captures,
    Seduces,
}

impl Tag {
    pub fn id(self) -> &'static str {
        match self {
            Tag::Crashed => "crashed",
            Tag::Seduced => "seduced",
            Tag::Out => "out",
            Tag::Captures => "captures",
            Tag::Seduces => "seduces",
        }
    }

    pub fn colour(self) -> &'static str {
        match self {
            Tag::Crashed => "#b03a2e",
            Tag::Seduced | Tag::Seduces => "#c2185b",
            Tag::Out => MUTED,
            Tag::Captures => "#1e8449",
        }
    }

    /// The card no longer counts for its clan this round.
    pub fn dims(self) -> bool {
        matches!(self, Tag::Crashed | Tag::Seduced | Tag::Out)
    }
}

/// The fight of this round. The view lends the cards revealed; the answers not yet told are
/// never read.
pub struct Fought {
    pub round: u8,
    /// The fort fought for: the one captured, else the one still at the position.
    pub fort: Option<Fort>,
    crashed: Vec<u8>,
    seduction: Option<(u8, u8)>,
    withdrawn: Vec<u8>,
    pub winner: Option<u8>,
    /// The outcome is known (only the Queen's choice comes before it).
    pub decided: bool,
}

impl Fought {
    pub fn of(state: &State, v: &View) -> Option<Fought> {
        let f = state.fight()?;
        let at = usize::from(v.round)
            .checked_sub(1)
            .and_then(|i| v.wall.get(i).copied().flatten());
        Some(Fought {
            round: v.round,
            fort: f.captured.or(at),
            crashed: f.crashed.clone(),
            seduction: f.seduction,
            withdrawn: f.withdrawn.clone(),
            winner: f.winner,
            decided: v.step != Some(Step::Seduce),
        })
    }

    pub fn tag(&self, clan: u8) -> Option<Tag> {
        if self.crashed.contains(&clan) {
            Some(Tag::Crashed)
        } else if self.seduction.is_some_and(|(_, t)| t == clan) {
            Some(Tag::Seduced)
        } else if self.withdrawn.contains(&clan) {
            Some(Tag::Out)
        } else if self.winner == Some(clan) && self.decided {
            Some(Tag::Captures)
        } else if self.seduction.is_some_and(|(q, _)| q == clan) {
            Some(Tag::Seduces)
        } else {
            None
        }
    }
}

/// The warrior `clan` revealed at position `p` this turn, once it is face up (rounds 1 to the
/// one fought): public from its reveal on, whatever became of it since.
pub fn revealed_at(state: &State, clan: u8, p: u8) -> Option<Card> {
    if !matches!(state.phase, Phase::Fight(_)) || p == 0 || p > state.round {
        return None;
    }
    let placed = state.clan(clan)?.orders.placed;
    placed
        .get(usize::from(p) - 1)
        .copied()
        .flatten()
        .filter(|_| usize::from(p) <= POSITIONS)
}
