//! The end (R-END-3/4, R-COOP-3): each player's score by its parts, and who won.

use super::words::{character, seat_name};
use crate::games::joms::end::{score, winners};
use crate::games::joms::{data, query, Mode, State};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::outbound::{Field, MessageView, ViewKind};
use crate::table::words::list;

pub fn scoring(s: &State, names: &[String]) -> MessageView {
    let mut m = MessageView::titled(ViewKind::Scoring, Text::new("joms-scoring-title"));
    let Ok(d) = data() else { return m };
    let won = winners(s, d);
    let scores: Vec<u16> = (0..s.players.len() as Seat)
        .map(|x| score(s, d, x))
        .collect();
    m.lines.push(if s.settings.mode == Mode::Coop {
        let target = d
            .difficulties
            .iter()
            .find(|l| l.id == s.settings.difficulty)
            .map_or(0, |l| l.target);
        Text::new("joms-scoring-coop")
            .num("total", scores.iter().map(|&x| i64::from(x)).sum::<i64>())
            .num("needed", i64::from(target) * s.players.len() as i64)
            .str("won", if won.is_empty() { "no" } else { "yes" })
    } else {
        Text::new("joms-scoring-winners").text(
            "names",
            list(
                won.iter()
                    .map(|&x| Text::new("joms-name").str("name", seat_name(names, x)))
                    .collect(),
            ),
        )
    });
    for seat in 0..s.players.len() as Seat {
        let p = &s.players[usize::from(seat)];
        let gear: i64 = query::gear(d, p).map(|e| i64::from(e.glory)).sum();
        m.fields.push(Field {
            name: Text::new("joms-player")
                .str("name", seat_name(names, seat))
                .text(
                    "character",
                    p.character.map_or(Text::new("list-none"), character),
                ),
            lines: vec![Text::new("joms-scoring-line")
                .num("score", scores[usize::from(seat)])
                .num("glory", p.glory)
                .num("gullveig", p.gullveig)
                .num("thor", p.thor)
                .num("gear", gear)
                .num("kills", p.kills)],
        });
    }
    m
}

/// What an export's result adds (docs/export.md): for co-op, whether the players won, the
/// difficulty, its target per player, what the summed scores needed and what they reached.
pub fn outcome_details(s: &State) -> Option<serde_json::Value> {
    if s.settings.mode != Mode::Coop || s.phase != crate::games::joms::Phase::Over {
        return None;
    }
    let d = data().ok()?;
    let target = d
        .difficulties
        .iter()
        .find(|l| l.id == s.settings.difficulty)
        .map_or(0, |l| l.target);
    let players = s.players.len() as u16;
    let total: u16 = (0..s.players.len() as Seat).map(|x| score(s, d, x)).sum();
    Some(serde_json::json!({
        "mode": "coop",
        "won": !winners(s, d).is_empty(),
        "difficulty": s.settings.difficulty,
        "target": target,
        "needed": target * players,
        "total": total,
    }))
}
