//! The final scoring (R-SCORE): players ranked by place with the tie-break applied and told,
//! every line of each score, the destiny cards revealed with what each scored, and the enemies
//! that made the sets.

use super::console::enemies;
use super::words::{list, name, res, who};
use crate::games::midgard::cards::cards;
use crate::games::midgard::scoring::{destiny_value, sets};
use crate::games::midgard::state::{Player, State};
use crate::games::midgard::{outcome, Score, Seat};
use crate::i18n::Text;
use crate::table::outbound::{Field, MessageView, ViewKind};

/// What ranks a player: points first, then enemies defeated (R-SCORE-6).
fn key(state: &State, s: &Score) -> (i32, usize) {
    let defeated = state.player(s.seat).map_or(0, Player::defeated_count);
    (s.total, defeated)
}

/// The scores from the best, each with its place (players tied on both keys share one).
fn ranked<'a>(state: &State, scores: &'a [Score]) -> Vec<(usize, &'a Score)> {
    let mut order: Vec<&Score> = scores.iter().collect();
    order.sort_by_key(|s| std::cmp::Reverse(key(state, s)));
    order
        .iter()
        .map(|s| {
            let better = order
                .iter()
                .filter(|o| key(state, o) > key(state, s))
                .count();
            (better + 1, *s)
        })
        .collect()
}

pub fn scoring(state: &State, names: &[String]) -> MessageView {
    let mut m = MessageView::titled(ViewKind::Scoring, Text::new("scoring-title"));
    let Some(result) = outcome(state) else {
        return m;
    };
    let winners: Vec<Text> = result
        .winners
        .iter()
        .map(|&w| Text::new("player-name").str("name", who(names, w)))
        .collect();
    m.lines.push(
        Text::new("scoring-winners")
            .num("count", winners.len() as i64)
            .text("names", list(winners)),
    );
    m.lines.extend(tie_breaks(state, &result.scores, names));
    for (place, s) in ranked(state, &result.scores) {
        m.fields.push(player_field(state, place, s, names));
    }
    m
}

/// Every tie on points, and how the enemies defeated settle it — or do not.
fn tie_breaks(state: &State, scores: &[Score], names: &[String]) -> Vec<Text> {
    let mut totals: Vec<i32> = scores.iter().map(|s| s.total).collect();
    totals.sort_unstable_by(|a, b| b.cmp(a));
    totals.dedup();
    totals
        .into_iter()
        .filter_map(|total| {
            let tied: Vec<&Score> = scores.iter().filter(|s| s.total == total).collect();
            (tied.len() > 1).then(|| tie_line(state, &tied, total, names))
        })
        .collect()
}

fn tie_line(state: &State, tied: &[&Score], total: i32, names: &[String]) -> Text {
    let beaten = |s: &Score| state.player(s.seat).map_or(0, Player::defeated_count) as i64;
    let all_names = list(
        tied.iter()
            .map(|s| Text::new("player-name").str("name", who(names, s.seat)))
            .collect(),
    );
    let counts = list(
        tied.iter()
            .map(|s| {
                Text::new("scoring-defeated-count")
                    .str("name", who(names, s.seat))
                    .num("count", beaten(s))
            })
            .collect(),
    );
    let same = tied.iter().all(|s| beaten(s) == beaten(tied[0]));
    Text::new(if same {
        "scoring-tie-shared"
    } else {
        "scoring-tie-broken"
    })
    .text("names", all_names)
    .num("points", total)
    .text("counts", counts)
}

fn player_field(state: &State, place: usize, s: &Score, names: &[String]) -> Field {
    let ed = state.settings.edition;
    let p = state.player(s.seat);
    let mut lines = vec![Text::new("scoring-track").num("points", s.track)];
    lines.push(Text::new("scoring-destiny").num("points", s.destiny).text(
        "cards",
        p.map_or(Text::new("list-none"), |p| destiny(state, s.seat, p)),
    ));
    lines.push(sets_line(state, s, p));
    lines.push(Text::new("scoring-runes").num("points", s.runes).text(
        "runes",
        p.map_or(Text::new("list-none"), |p| {
            list(p.runes.iter().map(|r| name(r.rune.id(), ed)).collect())
        }),
    ));
    if let Some(ship) = p.and_then(|p| p.ship) {
        lines.push(
            Text::new("scoring-ship")
                .num("points", s.ship)
                .text("ship", name(ship.id(), ed)),
        );
    }
    let (favor, coins, blame) = p.map_or((0, 0, 0), |p| (p.favor, p.coins, p.blame));
    lines.push(
        Text::new("scoring-favor")
            .num("points", s.favor)
            .text("favor", res("res-favor", favor, ed)),
    );
    lines.push(
        Text::new("scoring-coins")
            .num("points", s.coins)
            .text("coins", res("res-coins", coins, ed)),
    );
    lines.push(
        Text::new("scoring-blame")
            .num("points", s.blame)
            .text("blame", res("res-blame", blame, ed)),
    );
    Field {
        name: Text::new("scoring-player")
            .num("place", place as i64)
            .str("name", who(names, s.seat))
            .num("total", s.total),
        lines,
    }
}

/// Each destiny card by name, with what it scored.
fn destiny(state: &State, seat: Seat, p: &Player) -> Text {
    let ed = state.settings.edition;
    let Ok(c) = cards() else {
        return Text::new("list-none");
    };
    list(
        p.destiny
            .iter()
            .map(|&card| {
                Text::new("scoring-destiny-card")
                    .text("card", name(card.id(), ed))
                    .num("points", destiny_value(state, c, seat, card))
            })
            .collect(),
    )
}

/// The sets, and the enemy cards they were made of.
fn sets_line(state: &State, s: &Score, p: Option<&Player>) -> Text {
    let ed = state.settings.edition;
    let n = match (cards(), p) {
        (Ok(c), Some(p)) => sets(c, p),
        _ => 0,
    };
    Text::new("scoring-sets")
        .num("points", s.sets)
        .num("sets", n)
        .text(
            "enemies",
            p.map_or(Text::new("list-none"), |p| enemies(p, ed)),
        )
}
