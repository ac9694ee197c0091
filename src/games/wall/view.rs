//! What a seat may see (R-INFO): the public board, plus its own secrets.

use serde::{Deserialize, Serialize};

use super::cards::Fort;
use super::state::{Card, Colour, Phase, State, Step, POSITIONS};
use crate::games::Seat;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClanView {
    pub colour: Colour,
    pub neutral: bool,
    pub held: Vec<Fort>,
    pub line: Vec<Card>,
    pub out: Vec<Card>,
    pub locked: bool,
    /// Face-down warriors still at the wall, one per unresolved position.
    pub face_down: u8,
}

/// A player's own secrets (R-INFO): the cards set aside, the discarded seventh, the orders.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Secrets {
    pub seat: Seat,
    pub aside: Vec<Card>,
    pub discard: Option<Card>,
    /// Face-down cards at each position not yet revealed.
    pub placed: [Option<Card>; POSITIONS],
    /// The answer given to a simultaneous step, not yet told.
    pub pick: Option<Card>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub turn: u8,
    pub round: u8,
    pub wall: [Option<Fort>; POSITIONS],
    pub deck: u8,
    pub discard: Vec<Fort>,
    pub clans: Vec<ClanView>,
    /// The step a round waits on, and who still must answer.
    pub step: Option<Step>,
    pub waiting: Vec<u8>,
    /// This round's revealed card per clan.
    pub revealed: Vec<Card>,
    pub over: bool,
    pub you: Option<Secrets>,
}

/// The public view (`None`) or `seat`'s.
pub fn view(state: &State, seat: Option<Seat>) -> View {
    let fight = state.fight();
    let face_down = match state.phase {
        Phase::Orders => POSITIONS as u8,
        _ => POSITIONS as u8 - state.round.min(POSITIONS as u8),
    };
    View {
        turn: state.turn,
        round: state.round,
        wall: state.wall,
        deck: state.deck.len() as u8,
        discard: state.discard.clone(),
        clans: state
            .clans
            .iter()
            .map(|c| ClanView {
                colour: c.colour,
                neutral: c.neutral,
                held: c.held.clone(),
                line: c.line.clone(),
                out: c.out.clone(),
                locked: c.orders.locked,
                face_down: if c.orders.locked || c.neutral {
                    face_down
                } else {
                    0
                },
            })
            .collect(),
        step: fight.and_then(|f| f.step),
        waiting: fight.map(|f| f.waiting.clone()).unwrap_or_default(),
        revealed: fight.map(|f| f.revealed.clone()).unwrap_or_default(),
        over: state.phase == Phase::Over,
        you: seat.and_then(|s| secrets(state, s)),
    }
}

fn secrets(state: &State, seat: Seat) -> Option<Secrets> {
    let clan = state.clans.get(usize::from(seat)).filter(|c| !c.neutral)?;
    let mut placed = clan.orders.placed;
    let revealed = match state.phase {
        Phase::Orders => 0,
        _ => usize::from(state.round).min(POSITIONS),
    };
    for slot in placed.iter_mut().take(revealed) {
        *slot = None;
    }
    Some(Secrets {
        seat,
        aside: clan.orders.aside.clone(),
        discard: clan.orders.discard,
        placed,
        pick: state
            .fight()
            .and_then(|f| f.picks.get(usize::from(seat)).copied().flatten()),
    })
}
