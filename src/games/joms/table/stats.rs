//! A finished game's statistics for `skald simulate` (the balance bounds): each
//! character played and whether it won (`wins_by_character`), each monster fought and
//! whether it fell (`kills_by_monster`).

use crate::games::joms::{data, outcome, State};
use crate::games::Seat;
use crate::table::game::Tally;

pub fn tallies(s: &State) -> Vec<Tally> {
    let (Some(result), Ok(d)) = (outcome(s), data()) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (seat, p) in s.players.iter().enumerate() {
        let Some(c) = p.character else { continue };
        out.push(Tally {
            table: "wins_by_character",
            key: d.characters[usize::from(c)].id.clone(),
            trials: 1,
            successes: u64::from(result.winners.contains(&(seat as Seat))),
        });
    }
    for f in &s.fought {
        out.push(Tally {
            table: "kills_by_monster",
            key: d.monsters[usize::from(f.monster)].id.clone(),
            trials: 1,
            successes: u64::from(f.won),
        });
    }
    out
}
