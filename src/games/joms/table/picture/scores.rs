//! The final board: the scoring as a table (R-END-3), one row per player from the best, a
//! column per part of the score — glory, Gullveig, Thor, equipment — then the monsters slain
//! when they break a tie (R-END-4), and the total; the winners starred, and every tie on
//! points told under the table.

use super::table::{Cell, Column, Plan, Style};
use super::{measure, Painter, Spot, INK, INNER, MARGIN, MIN_FONT};
use crate::games::joms::{Mode, Score};
use crate::games::Seat;
use crate::i18n::Text;
use crate::render::Font;
use crate::table::words::list;

/// Each part's column, in the order of [`Score::lines`].
const PARTS: [&str; 4] = ["glory", "gullveig", "thor", "equipment"];

/// A player's rank: points first, then monsters defeated (R-END-4).
fn key(s: &Score) -> (u16, u8) {
    (s.points, s.kills)
}

/// The seats from the best, each with its place (players tied on both keys share one).
pub fn ranked(scores: &[Score]) -> Vec<(usize, Seat)> {
    let mut order: Vec<Seat> = (0..scores.len() as Seat).collect();
    let at = |s: Seat| &scores[usize::from(s)];
    order.sort_by_key(|&s| (std::cmp::Reverse(key(at(s))), s));
    order
        .iter()
        .map(|&s| {
            let better = scores.iter().filter(|o| key(o) > key(at(s))).count();
            (better + 1, s)
        })
        .collect()
}

/// The totals shared by two players or more, from the highest.
fn tied_totals(scores: &[Score]) -> Vec<u16> {
    let mut totals: Vec<u16> = scores.iter().map(|s| s.points).collect();
    totals.sort_unstable_by(|a, b| b.cmp(a));
    let mut tied: Vec<u16> = totals
        .windows(2)
        .filter(|w| w[0] == w[1])
        .map(|w| w[0])
        .collect();
    tied.dedup();
    tied
}

impl Painter<'_> {
    /// The scoring table from `top`, and the ties under it; returns where they end.
    pub(super) fn scores(&mut self, top: f32) -> f32 {
        let Some(result) = self.result.clone() else {
            return top;
        };
        let scores = &result.scores;
        let rows = ranked(scores);
        let competitive = self.v.settings.mode != Mode::Coop;
        let who = self.who_cells(&rows, &result.winners);
        let mut cols = vec![Column {
            head: self.say(Text::new("joms-pic-col-player")),
            cells: who,
        }];
        let score = |seat: Seat| &scores[usize::from(seat)];
        for (k, part) in PARTS.iter().enumerate() {
            cols.push(Column {
                head: self.say(Text::new("joms-pic-col").str("col", part.to_string())),
                cells: rows
                    .iter()
                    .map(|&(_, s)| {
                        let n = score(s).lines().get(k).map_or(0, |l| l.1);
                        Cell::Num(n.to_string())
                    })
                    .collect(),
            });
        }
        // Monsters slain rank only players tied on points: shown when they do.
        let ties = if competitive {
            tied_totals(scores)
        } else {
            Vec::new()
        };
        if !ties.is_empty() {
            cols.push(Column {
                head: self.say(Text::new("joms-pic-col").str("col", "slain")),
                cells: rows
                    .iter()
                    .map(|&(_, s)| Cell::Num(score(s).kills.to_string()))
                    .collect(),
            });
        }
        cols.push(Column {
            head: self.say(Text::new("joms-pic-col").str("col", "total")),
            cells: rows
                .iter()
                .map(|&(_, s)| Cell::Strong(score(s).points.to_string()))
                .collect(),
        });
        let style = Style {
            row: 56.0,
            size: 24.0,
            winners: true,
        };
        let y = self.table(top, &Plan::new(cols, style)) + 6.0;
        self.ties(y, scores, &rows, ties)
    }

    /// The player column: each player's place and name, with the character kept, the winners
    /// lit.
    fn who_cells(&self, rows: &[(usize, Seat)], winners: &[Seat]) -> Vec<Cell> {
        rows.iter()
            .map(|&(place, seat)| Cell::Who {
                seat,
                name: self.say(
                    Text::new("joms-pic-place-name")
                        .num("place", place as i64)
                        .str("name", self.who(seat)),
                ),
                note: self
                    .v
                    .players
                    .get(usize::from(seat))
                    .and_then(|p| p.character)
                    .map(|c| self.say(super::super::words::character(c))),
                lit: winners.contains(&seat),
            })
            .collect()
    }

    /// Each tie on points told under the table from `y`, wrapped; returns where they end.
    fn ties(
        &mut self,
        mut y: f32,
        scores: &[Score],
        rows: &[(usize, Seat)],
        ties: Vec<u16>,
    ) -> f32 {
        let score = |seat: Seat| &scores[usize::from(seat)];
        for total in ties {
            let tied: Vec<Seat> = rows
                .iter()
                .map(|&(_, s)| s)
                .filter(|&s| score(s).points == total)
                .collect();
            let t = self.say(self.tie(scores, &tied, total));
            for line in measure::wrap(&t, INNER - 8.0, MIN_FONT, false) {
                let at = Spot {
                    x: MARGIN + 4.0,
                    y: y + 22.0,
                    room: INNER - 8.0,
                };
                self.line(at, Font::new(MIN_FONT, INK), &line);
                y += 26.0;
            }
        }
        y
    }

    /// A tie on `total` points, and whether the monsters slain settle it (the table shows
    /// how many each slew).
    fn tie(&self, scores: &[Score], tied: &[Seat], total: u16) -> Text {
        let kills = |s: Seat| scores[usize::from(s)].kills;
        let names = list(
            tied.iter()
                .map(|&s| Text::new("joms-name").str("name", self.who(s)))
                .collect(),
        );
        let first = tied.first().map_or(0, |&s| kills(s));
        let shared = tied.iter().all(|&s| kills(s) == first);
        Text::new("joms-pic-tie")
            .num("points", total)
            .str("shared", if shared { "yes" } else { "no" })
            .text("names", names)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn score(points: u16, kills: u8) -> Score {
        Score {
            points,
            kills,
            glory: points,
            gullveig: 0,
            thor: 0,
            equipment: 0,
        }
    }

    #[test]
    fn the_most_points_rank_first_and_monsters_slain_break_a_tie() {
        let scores = [score(20, 1), score(31, 2), score(31, 3), score(20, 1)];
        assert_eq!(ranked(&scores), vec![(1, 2), (2, 1), (3, 0), (3, 3)]);
        assert_eq!(tied_totals(&scores), vec![31, 20]);
        assert!(tied_totals(&[score(3, 0), score(2, 0)]).is_empty());
    }
}
