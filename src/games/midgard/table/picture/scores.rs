//! The final board: the scoring as a table, one row per player from the best, a column per
//! scoring line (R-SCORE), the enemies defeated when they break a tie (R-SCORE-6), and the
//! total; the winners starred, and every tie on points told under the table.

use super::super::words::{list, name};
use super::table::{Cell, Column, Plan, Style};
use super::{Painter, Spot, INK, MARGIN, WIDTH};
use crate::games::midgard::view::GameView;
use crate::games::midgard::Score;
use crate::i18n::Text;
use crate::render::Font;

/// Each scoring line's header, in the order of [`Score::lines`].
const LINES: [(&str, &str); 8] = [
    ("track", "pic-score-track"),
    ("destiny", "pic-score-destiny"),
    ("sets", "pic-score-sets"),
    ("runes", "pic-score-runes"),
    ("ship", "pic-score-ship"),
    ("favor", "pic-score-favor"),
    ("coins", "pic-score-coins"),
    ("blame", "pic-score-blame"),
];

/// A player's rank: points first, then enemies defeated (R-SCORE-6).
fn key(v: &GameView, s: &Score) -> (i32, usize) {
    let defeated = v
        .players
        .get(usize::from(s.seat))
        .map_or(0, |p| p.defeated_count);
    (s.total, defeated)
}

/// The scores from the best, each with its place (players tied on both keys share one).
fn ranked<'a>(v: &GameView, scores: &'a [Score]) -> Vec<(usize, &'a Score)> {
    let mut order: Vec<&Score> = scores.iter().collect();
    order.sort_by_key(|s| (std::cmp::Reverse(key(v, s)), s.seat));
    order
        .iter()
        .map(|s| {
            (
                order.iter().filter(|o| key(v, o) > key(v, s)).count() + 1,
                *s,
            )
        })
        .collect()
}

/// Whether two players have the same points.
fn tied(scores: &[Score]) -> bool {
    scores
        .iter()
        .enumerate()
        .any(|(i, a)| scores.iter().skip(i + 1).any(|b| b.total == a.total))
}

impl Painter<'_> {
    /// The scoring table from `top`, and the ties under it; returns where they end.
    pub(super) fn scores(&mut self, v: &GameView, top: f32) -> f32 {
        let Some(result) = self.result.clone() else {
            return top;
        };
        let rows = ranked(v, &result.scores);
        let ed = self.edition;
        let who = rows
            .iter()
            .map(|&(place, s)| Cell::Who {
                seat: s.seat,
                name: self.say(
                    Text::new("pic-place")
                        .num("place", place as i64)
                        .str("name", self.who(s.seat)),
                ),
                note: v
                    .players
                    .get(usize::from(s.seat))
                    .and_then(|p| p.leader)
                    .map(|l| self.say(name(l.id(), ed))),
                lit: result.winners.contains(&s.seat),
                workers: 0,
            })
            .collect();
        let mut cols = vec![Column {
            head: self.say(Text::new("pic-col-player")),
            icon: None,
            cells: who,
        }];
        for (k, (_, id)) in LINES.iter().enumerate() {
            cols.push(Column {
                head: self.say(Text::new(id)),
                icon: None,
                cells: rows
                    .iter()
                    .map(|(_, s)| Cell::Num(s.lines().get(k).map_or(0, |l| l.1).to_string()))
                    .collect(),
            });
        }
        // The enemies defeated rank only players tied on points: shown when they do.
        if tied(&result.scores) {
            cols.push(Column {
                head: self.say(Text::new("pic-col-defeated")),
                icon: None,
                cells: rows
                    .iter()
                    .map(|(_, s)| Cell::Num(key(v, s).1.to_string()))
                    .collect(),
            });
        }
        cols.push(Column {
            head: self.say(Text::new("pic-score-total")),
            icon: None,
            cells: rows
                .iter()
                .map(|(_, s)| Cell::Strong(s.total.to_string()))
                .collect(),
        });
        let style = Style {
            row: 64.0,
            size: 26.0,
            winners: true,
        };
        let bottom = self.table(top, &Plan::new(cols, style));
        self.ties(v, &result.scores, bottom + 8.0)
    }

    /// Every tie on points, and how the enemies defeated settle it — or do not, from `y`;
    /// returns where they end.
    fn ties(&mut self, v: &GameView, scores: &[Score], mut y: f32) -> f32 {
        let mut totals: Vec<i32> = scores.iter().map(|s| s.total).collect();
        totals.sort_unstable_by(|a, b| b.cmp(a));
        totals.dedup();
        for total in totals {
            let tied: Vec<&Score> = scores.iter().filter(|s| s.total == total).collect();
            if tied.len() < 2 {
                continue;
            }
            let t = self.say(self.tie(v, &tied, total));
            let at = Spot {
                x: MARGIN,
                y: y + 24.0,
                room: WIDTH - 2.0 * MARGIN,
            };
            let n = self.lines(at, Font::new(20.0, INK), (2, 26.0), &t);
            y += 26.0 * n as f32 + 6.0;
        }
        y
    }

    fn tie(&self, v: &GameView, tied: &[&Score], total: i32) -> Text {
        let beaten = |s: &Score| key(v, s).1 as i64;
        let names = list(
            tied.iter()
                .map(|s| Text::new("player-name").str("name", self.who(s.seat)))
                .collect(),
        );
        let counts = list(
            tied.iter()
                .map(|s| {
                    Text::new("scoring-defeated-count")
                        .str("name", self.who(s.seat))
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
        .text("names", names)
        .num("points", total)
        .text("counts", counts)
    }
}
