//! The end (R-END-1, R-ROUND-2): who won and how, and what was left standing.

use super::words::{player, side, tokens};
use crate::games::gods::{EndCause, Side, State, Token};
use crate::i18n::Text;
use crate::table::outbound::{Field, MessageView, ViewKind};

pub fn scoring(state: &State, names: &[String]) -> MessageView {
    let mut m = MessageView::titled(ViewKind::Scoring, Text::new("gods-scoring-title"));
    let Some(end) = state.end else {
        return m;
    };
    let cause = match end.cause {
        EndCause::LokiRemoved => "loki",
        EndCause::TreeRemoved => "tree",
        EndCause::Resignation => "resignation",
        EndCause::RoundLimit => "limit",
    };
    m.lines.push(match end.winner {
        Some(w) => Text::new("gods-scoring-winner")
            .text("player", player(state, names, w))
            .text("side", side(w))
            .str("cause", cause),
        None => Text::new("gods-scoring-draw").num("round", state.round),
    });
    m.lines
        .push(Text::new("gods-scoring-rounds").num("rounds", state.round));
    for s in Side::BOTH {
        let standing: Vec<Token> = Token::of(s)
            .filter(|&t| state.hex_of(t).is_some())
            .collect();
        let lost: Vec<Token> = state
            .removed
            .iter()
            .copied()
            .filter(|t| t.is_side(s))
            .collect();
        m.fields.push(Field {
            name: player(state, names, s),
            lines: vec![
                Text::new("gods-scoring-standing")
                    .num("count", standing.len() as i64)
                    .text("tokens", tokens(&standing)),
                Text::new("gods-scoring-lost")
                    .num("count", lost.len() as i64)
                    .text("tokens", tokens(&lost)),
            ],
        });
    }
    m
}

/// What an export's result adds (docs/export.md): the side that won (`draw` when none), why
/// the game ended, and the seat that played each side.
pub fn outcome_details(state: &State) -> Option<serde_json::Value> {
    let end = state.end?;
    Some(serde_json::json!({
        "side": end.winner.map_or("draw", Side::id),
        "cause": end.cause,
        "asgard": state.seat_of(Side::Asgard),
        "chaos": state.seat_of(Side::Chaos),
    }))
}
