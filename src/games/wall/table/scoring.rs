//! The end (R-END): every clan's forts and points, the ranking and who won.

use super::words::{clan, fort};
use crate::games::wall::scoring::{score, solo, Score, Solo};
use crate::games::wall::State;
use crate::i18n::Text;
use crate::table::outbound::{Field, MessageView, ViewKind};
use crate::table::words::list;

pub fn scoring(state: &State, names: &[String]) -> MessageView {
    let mut m = MessageView::titled(ViewKind::Scoring, Text::new("wall-scoring-title"));
    let Some(result) = crate::games::wall::outcome(state) else {
        return m;
    };
    let winners: Vec<Text> = result
        .winners
        .iter()
        .map(|&w| clan(state, names, w))
        .collect();
    let headline = match (state.fortheca_win, solo(state)) {
        (Some(w), _) => Text::new("wall-scoring-fortheca").text("clan", clan(state, names, w)),
        (None, Some(Solo::Win)) => Text::new("wall-scoring-solo-win"),
        (None, Some(Solo::Draw)) => Text::new("wall-scoring-solo-draw"),
        (None, Some(Solo::Loss)) => Text::new("wall-scoring-solo-loss"),
        (None, None) => Text::new("wall-scoring-winners")
            .num("count", winners.len() as i64)
            .text("names", list(winners)),
    };
    m.lines.push(headline);
    let mut order: Vec<(u8, Score)> = (0..state.clans.len() as u8)
        .map(|c| (c, score(state, c)))
        .collect();
    order.sort_by(|a, b| b.1.rank_key().cmp(&a.1.rank_key()).then(a.0.cmp(&b.0)));
    // With two players or more the neutrals are shown but left out of the ranking (R-END-4).
    let ranked = |c: u8| state.players() == 1 || state.is_player(c);
    for (c, s) in &order {
        let place = 1 + order
            .iter()
            .filter(|(o, os)| ranked(*o) && os.rank_key() > s.rank_key())
            .count();
        let id = if ranked(*c) {
            "wall-scoring-clan"
        } else {
            "wall-scoring-neutral"
        };
        let held = state.clan(*c).map(|k| k.held.clone()).unwrap_or_default();
        m.fields.push(Field {
            name: Text::new(id)
                .num("place", place as i64)
                .text("clan", clan(state, names, *c))
                .num("points", s.points),
            lines: vec![Text::new("wall-scoring-forts")
                .num("count", s.forts)
                .text("forts", list(held.into_iter().map(fort).collect()))],
        });
    }
    m
}

/// What an export's result adds (docs/export.md): the clan that won by three FortHeca, a
/// lone player's result against the neutrals, and each neutral clan's points, in clan order.
pub fn outcome_details(state: &State) -> Option<serde_json::Value> {
    crate::games::wall::outcome(state)?;
    let neutrals: Vec<i16> = (state.players()..state.clans.len() as u8)
        .map(|c| score(state, c).points)
        .collect();
    Some(serde_json::json!({
        "fortheca_win": state.fortheca_win,
        "solo": solo(state).map(Solo::id),
        "neutrals": neutrals,
    }))
}
