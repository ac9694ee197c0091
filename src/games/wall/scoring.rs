//! The end (R-END): scores, the ranking, and solo's result against the neutrals.

use serde::{Deserialize, Serialize};

use super::state::{Phase, State};
use crate::games::{Outcome, Seat};

/// A clan's score (R-END-2) with what breaks ties (R-END-3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub points: i16,
    pub forts: u8,
    /// Held fort values, high to low.
    pub values: Vec<i8>,
}

impl Score {
    /// Compares by points, then fort count, then fort values high to low (R-END-3).
    pub fn rank_key(&self) -> (i16, u8, &[i8]) {
        (self.points, self.forts, &self.values)
    }

    /// R-END-2 line by line: the positive forts, then the FortHeca (zero or negative).
    pub fn lines(&self) -> Vec<(&'static str, i64)> {
        let sum = |keep: fn(&i8) -> bool| {
            self.values
                .iter()
                .filter(|v| keep(v))
                .map(|&v| i64::from(v))
                .sum()
        };
        vec![("forts", sum(|v| *v > 0)), ("fortheca", sum(|v| *v < 0))]
    }
}

impl Solo {
    pub fn id(self) -> &'static str {
        match self {
            Solo::Win => "win",
            Solo::Draw => "draw",
            Solo::Loss => "loss",
        }
    }
}

pub fn score(state: &State, clan: u8) -> Score {
    let held = state.clan(clan).map_or(&[][..], |c| &c.held[..]);
    let mut values: Vec<i8> = held.iter().map(|f| f.value()).collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    Score {
        points: values.iter().map(|&v| i16::from(v)).sum(),
        forts: held.len() as u8,
        values,
    }
}

/// How a lone player's game against the neutrals ended (R-NEUTRAL-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solo {
    Win,
    Draw,
    Loss,
}

pub fn solo(state: &State) -> Option<Solo> {
    if state.phase != Phase::Over || state.players() != 1 {
        return None;
    }
    if state.fortheca_win == Some(0) {
        return Some(Solo::Win);
    }
    let me = score(state, 0);
    let neutrals: Vec<Score> = (1..state.clans.len() as u8)
        .map(|c| score(state, c))
        .collect();
    Some(if neutrals.iter().any(|n| n.rank_key() > me.rank_key()) {
        Solo::Loss
    } else if neutrals.iter().any(|n| n.rank_key() == me.rank_key()) {
        Solo::Draw
    } else {
        Solo::Win
    })
}

/// Scores of the players, and who won (R-END-1/3/4). A solo draw or loss has no winner.
pub fn outcome(state: &State) -> Option<Outcome<Score>> {
    if state.phase != Phase::Over {
        return None;
    }
    let scores: Vec<Score> = (0..state.players()).map(|s| score(state, s)).collect();
    let winners: Vec<Seat> = match (state.fortheca_win, solo(state)) {
        (Some(w), _) => vec![w],
        (None, Some(Solo::Win)) => vec![0],
        (None, Some(_)) => Vec::new(),
        (None, None) => {
            let best = scores.iter().map(Score::rank_key).max();
            (0..state.players())
                .filter(|&s| Some(scores[usize::from(s)].rank_key()) == best)
                .collect()
        }
    };
    Some(Outcome { winners, scores })
}
