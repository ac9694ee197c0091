//! The final board: the result over the whole width, and the scoring as a table — one row per
//! player from the winner down, a column for each thing that decided the game (the target the
//! side guarded, its tokens left and lost, the result); the winner starred. A draw has no
//! tie-break (R-ROUND-2): both players share the first place, and the note under the table
//! says so.

use super::grid::{tenth, Grid, BAND};
use super::legend::end_keys;
use super::tokens::hex_of;
use super::{
    cause_id, guarded, measure, token_name, Painter, Spot, EDGE, FINAL_SIZES, GAP, GOLD, HEADER,
    HEADER_BG, HEADER_INK, HEADER_MUTED, HEIGHT, INK, MARGIN, MIN_FONT, MUTED, WIDTH,
};
use crate::games::gods::state::EndCause;
use crate::games::gods::token::{Side, Token};
use crate::i18n::Text;
use crate::render::{Anchor, Font, Paint};

/// A header line, and the room above and below the header's lines.
const HEAD_LINE: f32 = 22.0;
const HEAD_PAD: f32 = 12.0;
/// A name line, and the row around a player's name and side.
const NAME_LINE: f32 = 25.0;
const ROW_PAD: f32 = 20.0;
const PAD: f32 = 10.0;
/// Where a name starts in its cell, after the star.
const NAME_AT: f32 = 34.0;
/// The size a name is set at, shrunk to fit down to [`MIN_FONT`].
const NAME_FONT: f32 = 22.0;
/// A side's name starts this far after the name's start, past its chip.
const SIDE_AT: f32 = 22.0;
const TARGET_FONT: f32 = 20.0;
const NUMBER_FONT: f32 = 28.0;
const RESULT_FONT: f32 = 20.0;

/// One player's row.
struct Row {
    place: usize,
    side: Side,
    name: String,
    winner: bool,
    /// The target the side guarded, and whether it stands.
    target: (String, String),
    standing: usize,
    lost: usize,
    result: String,
}

/// The table measured: its rows, each column's header lines and width (the first, the
/// players', the least it needs).
pub(super) struct Plan {
    rows: Vec<Row>,
    heads: Vec<Vec<String>>,
    widths: Vec<f32>,
}

impl Plan {
    pub fn width(&self) -> f32 {
        self.widths.iter().sum()
    }

    fn head_h(&self) -> f32 {
        let lines = self.heads.iter().map(Vec::len).max().unwrap_or(1);
        HEAD_LINE * lines as f32 + HEAD_PAD
    }
}

/// The most the table may take: the width the map leaves at its smallest.
fn most_width() -> f32 {
    let map = Grid::at(0.0, 0.0, FINAL_SIZES.0).right() + BAND;
    WIDTH - 2.0 * MARGIN - GAP - map
}

/// The widest of `texts` in a font of `size`.
fn widest<'a>(texts: impl IntoIterator<Item = &'a str>, size: f32, bold: bool) -> f32 {
    texts
        .into_iter()
        .map(|t| measure::width(t, size, bold))
        .fold(0.0, f32::max)
}

/// A header on one line if it is no wider than its column's values, else word by word;
/// with the width it takes.
fn head_lines(head: &str, values: f32) -> (Vec<String>, f32) {
    let whole = measure::width(head, MIN_FONT, true);
    let lines = if whole <= values {
        vec![head.to_string()]
    } else {
        let word = widest(head.split(' '), MIN_FONT, true);
        measure::wrap(head, word.max(values), MIN_FONT, true)
    };
    let w = widest(lines.iter().map(String::as_str), MIN_FONT, true);
    (lines, w.max(values))
}

impl Painter<'_> {
    /// The game's end over the whole width: after which round, who won and how.
    pub(super) fn final_header(&mut self) {
        self.svg
            .rect(0.0, 0.0, WIDTH, HEADER, 0.0, Paint::fill(HEADER_BG));
        let title = self.say(Text::new("gods-picture-final").num("round", self.v.round));
        let at = Spot {
            x: MARGIN + 6.0,
            y: 33.0,
            room: WIDTH - 2.0 * MARGIN - 12.0,
        };
        self.line(at, Font::new(28.0, HEADER_INK).bold(), &title);
        let end = self.say(self.end_text());
        let at = Spot { y: 64.0, ..at };
        self.line(at, Font::new(22.0, HEADER_MUTED), &end);
    }

    /// The winner and how the game ended: where the target fell, or that a side resigned, or
    /// the draw.
    fn end_text(&self) -> Text {
        let Some(end) = self.v.end else {
            return Text::new("gods-picture-over");
        };
        let name = end.winner.map(|s| self.who(s)).unwrap_or_default();
        let fell = super::fallen(self.v).map(|(_, h)| h.to_string());
        Text::new("gods-picture-end")
            .str("cause", cause_id(end.cause))
            .str("side", end.winner.map_or("none", Side::id))
            .str("name", name)
            .str("hex", fell.unwrap_or_else(|| "none".into()))
    }

    /// The rows from the winner, and every column measured; the players' column as narrow
    /// as its longest word at the smallest size allows, its names wrapping.
    pub(super) fn score_plan(&self) -> Plan {
        let rows = self.rows();
        let say = |id: &'static str| self.say(Text::new(id));
        let placed: Vec<String> = rows.iter().map(|r| self.placed(r)).collect();
        let sides: Vec<String> = rows.iter().map(|r| self.side_name(r.side)).collect();
        let words = placed.iter().flat_map(|p| p.split(' '));
        let name = widest(words, MIN_FONT, true)
            .max(SIDE_AT + widest(sides.iter().map(String::as_str), MIN_FONT, false));
        let target = widest(rows.iter().map(|r| r.target.0.as_str()), TARGET_FONT, true).max(
            widest(rows.iter().map(|r| r.target.1.as_str()), MIN_FONT, false),
        );
        let counts: Vec<String> = rows
            .iter()
            .flat_map(|r| [r.standing.to_string(), r.lost.to_string()])
            .collect();
        let number = widest(counts.iter().map(String::as_str), NUMBER_FONT, true);
        let result = widest(rows.iter().map(|r| r.result.as_str()), RESULT_FONT, true);
        let cols = [
            (say("gods-picture-col-target"), target),
            (say("gods-picture-col-standing"), number),
            (say("gods-picture-col-lost"), number),
            (say("gods-picture-col-result"), result),
        ];
        let player = say("gods-picture-col-player");
        let mut heads = vec![vec![player.clone()]];
        let mut widths = vec![NAME_AT + name.max(measure::width(&player, MIN_FONT, true)) + PAD];
        for (head, values) in cols {
            let (lines, w) = head_lines(&head, values);
            heads.push(lines);
            widths.push(w + 2.0 * PAD);
        }
        // A name too long for the room the smallest map leaves is cut, not the map.
        let others: f32 = widths[1..].iter().sum();
        if let Some(first) = widths.first_mut() {
            *first = first.min(most_width() - others);
        }
        Plan {
            rows,
            heads,
            widths,
        }
    }

    /// Each side's row, the winner first; after a draw Asgard's first, both placed first.
    fn rows(&self) -> Vec<Row> {
        let v = self.v;
        let winner = v.end.and_then(|e| e.winner);
        let mut sides = Side::BOTH.to_vec();
        sides.sort_by_key(|&s| (winner.is_some_and(|w| w != s), s as u8));
        sides
            .into_iter()
            .map(|side| {
                let target = guarded(side);
                let state = match hex_of(v, target) {
                    Some(_) => Text::new("gods-picture-target-stands"),
                    None => Text::new("gods-picture-target-fell").str(
                        "hex",
                        super::fallen(v)
                            .filter(|&(t, _)| t == target)
                            .map(|(_, h)| h.to_string())
                            .unwrap_or_else(|| "none".into()),
                    ),
                };
                let result = match winner {
                    None => "draw",
                    Some(w) if w == side => "win",
                    Some(_) => "loss",
                };
                Row {
                    place: if winner.is_some_and(|w| w != side) {
                        2
                    } else {
                        1
                    },
                    side,
                    name: self.who(side),
                    winner: winner == Some(side),
                    target: (self.say(token_name(target)), self.say(state)),
                    standing: Token::of(side).filter(|&t| hex_of(v, t).is_some()).count(),
                    lost: v.removed.iter().filter(|t| t.is_side(side)).count(),
                    result: self.say(Text::new("gods-picture-result").str("result", result)),
                }
            })
            .collect()
    }

    fn placed(&self, r: &Row) -> String {
        self.say(
            Text::new("gods-picture-place")
                .num("place", r.place as i64)
                .str("name", r.name.clone()),
        )
    }

    fn side_name(&self, side: Side) -> String {
        self.say(Text::new("gods-picture-legend-side").str("side", side.id()))
    }

    /// The table in the box `(x, top, w)`, the notes under it, and the key at the foot.
    pub(super) fn scores(&mut self, plan: &Plan, (x, top, w): (f32, f32, f32)) {
        let mut widths = plan.widths.clone();
        if let Some(first) = widths.first_mut() {
            *first += (w - plan.width()).max(0.0);
        }
        let name_room = widths.first().map_or(0.0, |w| w - NAME_AT - PAD);
        let lines = plan
            .rows
            .iter()
            .map(|r| self.name_lines(r, name_room).1.len())
            .max()
            .unwrap_or(1);
        let row_h = NAME_LINE * (lines + 1) as f32 + ROW_PAD;
        let head_h = plan.head_h();
        self.svg
            .rect(x, top, w, head_h, 6.0, Paint::fill(HEADER_BG));
        for (r, row) in plan.rows.iter().enumerate() {
            let y = top + head_h + row_h * r as f32;
            let fill = match (row.winner, r % 2) {
                (true, _) => "#f9e79f",
                (false, 0) => "#fbf6ea",
                (false, _) => "#f3ead6",
            };
            self.svg.rect(x, y, w, row_h, 0.0, Paint::fill(fill));
        }
        let mut cx = x;
        for (k, head) in plan.heads.iter().enumerate() {
            let cw = widths[k];
            self.head((cx, top, cw), head, k == 0);
            for (r, row) in plan.rows.iter().enumerate() {
                let y = top + head_h + row_h * r as f32;
                self.score_cell(k, row, (cx, y, cw), row_h);
            }
            cx += cw;
        }
        let bottom = top + head_h + row_h * plan.rows.len() as f32;
        let frame = Paint::fill("none").outlined(EDGE, 1.5);
        self.svg.rect(x, top, w, bottom - top, 6.0, frame);
        let notes = self.notes((x, bottom + GAP, w));
        self.key_box(&end_keys(self.v), (x, notes + GAP, w), HEIGHT - MARGIN);
    }

    /// A column's header lines: the players' at the start, the others centred.
    fn head(&mut self, (x, top, w): (f32, f32, f32), lines: &[String], first: bool) {
        let font = Font::new(MIN_FONT, HEADER_INK).bold();
        for (i, l) in lines.iter().enumerate() {
            let y = top + HEAD_PAD / 2.0 + HEAD_LINE * (i + 1) as f32 - 5.0;
            match first {
                true => self.svg.text(x + PAD, y, font, l),
                false => self
                    .svg
                    .text(x + w / 2.0, y, font.anchor(Anchor::Middle), l),
            }
        }
    }

    /// The place and name in lines of `room` at the largest size that fits.
    fn name_lines(&self, row: &Row, room: f32) -> (f32, Vec<String>) {
        measure::wrap_to_fit(&self.placed(row), room, (NAME_FONT, MIN_FONT), 2, true)
    }

    fn score_cell(&mut self, k: usize, row: &Row, (x, top, w): (f32, f32, f32), h: f32) {
        let mid = top + h / 2.0;
        let centre = |size: f32| Font::new(size, INK).bold().anchor(Anchor::Middle);
        match k {
            0 => self.who_cell(row, (x, top, w)),
            1 => {
                let (name, state) = &row.target;
                self.svg
                    .text(x + w / 2.0, tenth(mid - 4.0), centre(TARGET_FONT), name);
                let font = Font::new(MIN_FONT, MUTED).anchor(Anchor::Middle);
                self.svg.text(x + w / 2.0, tenth(mid + 22.0), font, state);
            }
            2 | 3 => {
                let n = if k == 2 { row.standing } else { row.lost };
                self.svg.text(
                    x + w / 2.0,
                    tenth(mid + 10.0),
                    centre(NUMBER_FONT),
                    &n.to_string(),
                );
            }
            _ => {
                self.svg.text(
                    x + w / 2.0,
                    tenth(mid + 8.0),
                    centre(RESULT_FONT),
                    &row.result,
                );
            }
        }
    }

    /// The place and name (on two lines if need be), a star for the winner; the side under
    /// them.
    fn who_cell(&mut self, row: &Row, (x, top, w): (f32, f32, f32)) {
        let room = w - NAME_AT - PAD;
        let (size, lines) = self.name_lines(row, room);
        let first = top + ROW_PAD / 2.0 + NAME_LINE - 4.0;
        if row.winner {
            self.star((x + 18.0, first - 7.0), 11.0);
        }
        let font = Font::new(size, INK).bold();
        for (i, l) in lines.iter().enumerate() {
            self.svg
                .text(x + NAME_AT, tenth(first + NAME_LINE * i as f32), font, l);
        }
        let y = first + NAME_LINE * lines.len() as f32;
        self.side_chip(Some(row.side), (x + NAME_AT + 8.0, y - 6.0), 8.0);
        let side = self.side_name(row.side);
        let at = Spot {
            x: x + NAME_AT + SIDE_AT,
            y: tenth(y),
            room: room - SIDE_AT,
        };
        self.line(at, Font::new(MIN_FONT, MUTED), &side);
    }

    /// How long the game lasted, and for a draw that nothing breaks the tie; returns where
    /// the notes end.
    fn notes(&mut self, (x, y, w): (f32, f32, f32)) -> f32 {
        let v = self.v;
        let mut notes = vec![Text::new("gods-picture-rounds").num("rounds", v.round)];
        if v.end.is_some_and(|e| e.cause == EndCause::RoundLimit) {
            notes.push(Text::new("gods-picture-no-tie-break"));
        }
        let mut y = y;
        for t in notes {
            let words = self.say(t);
            let at = Spot {
                x: x + 4.0,
                y: y + 20.0,
                room: w - 8.0,
            };
            let n = self.lines(at, Font::new(20.0, INK), (2, 26.0), &words);
            y += 26.0 * n as f32 + 4.0;
        }
        y
    }

    /// A gold star around `(x, y)`.
    fn star(&mut self, (x, y): (f32, f32), r: f32) {
        let points: Vec<(f32, f32)> = (0..10)
            .map(|i| {
                let a = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
                let d = if i % 2 == 0 { r } else { r * 0.45 };
                (tenth(x + d * a.cos()), tenth(y + d * a.sin()))
            })
            .collect();
        self.svg
            .polygon(&points, Paint::fill(GOLD).outlined(INK, 1.2));
    }
}
