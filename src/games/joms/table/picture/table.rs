//! Tables of the players: while characters are chosen and the saga prepared, one row per
//! player with HP, glory, tokens, equipment, monsters slain and the place on Yggdrasil; the
//! final scoring uses the same drawing.

use super::facts::public_player;
use super::{measure, seat_colour, Painter, Spot, GOLD, INK, INNER, MARGIN, MIN_FONT, MUTED};
use crate::games::joms::{query, Phase, PlayerView};
use crate::games::Seat;
use crate::i18n::Text;
use crate::render::{Anchor, Font, Paint};

const HEAD_LINE: f32 = 22.0;
const CELL_PAD: f32 = 8.0;
/// The player column keeps at least this much room for a name.
const NAME_ROOM: f32 = 220.0;
const ROW: f32 = 30.0;
/// Rows this tall hold a note under the name.
const TWO_LINES: f32 = 56.0;

/// What a cell holds.
pub enum Cell {
    Num(String),
    Strong(String),
    /// A player: colour, name, and a note (the character) after or under it if it fits;
    /// `lit` marks the players to act now, or the winners.
    Who {
        seat: Seat,
        name: String,
        note: Option<String>,
        lit: bool,
    },
}

pub struct Column {
    pub head: String,
    pub cells: Vec<Cell>,
}

/// How a table is set: row height, the values' font size, and whether its lit players are
/// winners (a star and a gold row) or those to act (an arrow).
#[derive(Clone, Copy)]
pub struct Style {
    pub row: f32,
    pub size: f32,
    pub winners: bool,
}

/// A table measured: its columns with their header lines and widths.
pub struct Plan {
    cols: Vec<Column>,
    heads: Vec<(Vec<String>, f32)>,
    head_h: f32,
    style: Style,
}

impl Plan {
    /// Measures `cols` (the first holds the players, and takes the room the others leave):
    /// headers on one line if they fit, else word by word.
    pub fn new(cols: Vec<Column>, style: Style) -> Plan {
        let fit = |wrap: bool| -> Vec<(Vec<String>, f32)> {
            cols.iter()
                .enumerate()
                .map(|(k, c)| {
                    if k == 0 {
                        (vec![c.head.clone()], 0.0)
                    } else {
                        head_lines(c, style, wrap)
                    }
                })
                .collect()
        };
        let mut heads = fit(false);
        if INNER - heads.iter().map(|h| h.1).sum::<f32>() < NAME_ROOM {
            heads = fit(true);
        }
        let others: f32 = heads.iter().map(|h| h.1).sum();
        if let Some(first) = heads.first_mut() {
            first.1 = INNER - others;
        }
        let lines = heads.iter().map(|h| h.0.len()).max().unwrap_or(1).max(1);
        Plan {
            head_h: HEAD_LINE * lines as f32 + 10.0,
            cols,
            heads,
            style,
        }
    }

    pub fn height(&self) -> f32 {
        let rows = self.cols.first().map_or(0, |c| c.cells.len());
        self.head_h + rows as f32 * self.style.row
    }
}

fn cell_width(c: &Cell, size: f32) -> f32 {
    match c {
        Cell::Num(s) => measure::width(s, size, false),
        Cell::Strong(s) => measure::width(s, size, true),
        Cell::Who { .. } => 0.0,
    }
}

fn is_lit(c: &Cell) -> bool {
    matches!(c, Cell::Who { lit: true, .. })
}

/// A column's header lines and width: on one line if `wrap` is false, else word by word.
fn head_lines(col: &Column, style: Style, wrap: bool) -> (Vec<String>, f32) {
    let values = col
        .cells
        .iter()
        .map(|c| cell_width(c, style.size))
        .fold(0.0, f32::max);
    let lines = if wrap {
        let widest = col
            .head
            .split(' ')
            .map(|w| measure::width(w, MIN_FONT, true))
            .fold(0.0, f32::max);
        measure::wrap(&col.head, widest.max(values), MIN_FONT, true)
    } else {
        vec![col.head.clone()]
    };
    let head = lines
        .iter()
        .map(|l| measure::width(l, MIN_FONT, true))
        .fold(0.0, f32::max);
    (lines, head.max(values) + 2.0 * CELL_PAD)
}

impl Painter<'_> {
    /// Draws a measured table from `top` across the picture; returns where it ends.
    pub(super) fn table(&mut self, top: f32, plan: &Plan) -> f32 {
        let style = plan.style;
        self.svg
            .rect(MARGIN, top, INNER, plan.head_h, 6.0, Paint::fill(INK));
        let rows = plan.cols.first().map_or(0, |c| c.cells.len());
        for r in 0..rows {
            let y = top + plan.head_h + r as f32 * style.row;
            let gold = style.winners
                && plan
                    .cols
                    .first()
                    .and_then(|c| c.cells.get(r))
                    .is_some_and(is_lit);
            let fill = match (gold, r % 2) {
                (true, _) => "#f9e79f",
                (false, 0) => "#fbf6ea",
                (false, _) => "#f3ead6",
            };
            self.svg
                .rect(MARGIN, y, INNER, style.row, 0.0, Paint::fill(fill));
        }
        let mut x = MARGIN;
        for (k, (col, (lines, w))) in plan.cols.iter().zip(&plan.heads).enumerate() {
            self.head((x, top, *w), lines, k == 0);
            for (r, cell) in col.cells.iter().enumerate() {
                let mid = top + plan.head_h + r as f32 * style.row + style.row / 2.0;
                self.cell((x, mid, *w), cell, style);
            }
            x += w;
        }
        let bottom = top + plan.height();
        let frame = Paint::fill("none").outlined("#b9a782", 1.5);
        self.svg.rect(MARGIN, top, INNER, bottom - top, 6.0, frame);
        bottom
    }

    /// A column's header: its lines centred (the players' at the start).
    fn head(&mut self, (x, top, w): (f32, f32, f32), lines: &[String], first: bool) {
        for (i, l) in lines.iter().enumerate() {
            let y = top + 5.0 + HEAD_LINE * (i as f32 + 1.0) - 4.0;
            if first {
                let at = Spot {
                    x: x + CELL_PAD,
                    y,
                    room: w - 2.0 * CELL_PAD,
                };
                self.line(at, Font::new(MIN_FONT, "#efe6d2").bold(), l);
            } else {
                let font = Font::new(MIN_FONT, "#efe6d2").bold().anchor(Anchor::Middle);
                self.svg.text(x + w / 2.0, y, font, l);
            }
        }
    }

    fn cell(&mut self, (x, mid, w): (f32, f32, f32), cell: &Cell, style: Style) {
        let base = mid + style.size * 0.36;
        match cell {
            Cell::Num(s) => {
                let font = Font::new(style.size, INK).anchor(Anchor::Middle);
                self.svg.text(x + w / 2.0, base, font, s);
            }
            Cell::Strong(s) => {
                let font = Font::new(style.size, INK).bold().anchor(Anchor::Middle);
                self.svg.text(x + w / 2.0, base, font, s);
            }
            Cell::Who {
                seat,
                name,
                note,
                lit,
            } => self.who_cell((x, mid, w), *seat, (name, note.as_deref()), *lit, style),
        }
    }

    /// A player's colour, name and note; a gold arrow before those who act now, a star
    /// before the winners.
    fn who_cell(
        &mut self,
        (x, mid, w): (f32, f32, f32),
        seat: Seat,
        (name, note): (&str, Option<&str>),
        lit: bool,
        style: Style,
    ) {
        let h = style.row - 8.0;
        let bar = Paint::fill(seat_colour(seat));
        self.svg.rect(x + 4.0, mid - h / 2.0, 8.0, h, 2.0, bar);
        let nx = x + 20.0;
        let nx = match (lit, style.winners) {
            (true, true) => {
                self.star(nx + 10.0, mid, 11.0);
                nx + 26.0
            }
            (true, false) => {
                let arrow = [(nx, mid - 8.0), (nx + 12.0, mid), (nx, mid + 8.0)];
                self.svg
                    .polygon(&arrow, Paint::fill(GOLD).outlined(INK, 1.0));
                nx + 18.0
            }
            (false, true) => nx + 26.0,
            (false, false) => nx + 18.0,
        };
        let room = x + w - CELL_PAD - nx;
        let two = note.is_some() && style.row >= TWO_LINES;
        let base = mid + style.size * 0.36 - if two { 12.0 } else { 0.0 };
        let at = Spot {
            x: nx,
            y: base,
            room,
        };
        let used = self.line(at, Font::new(style.size, INK).bold(), name);
        let Some(note) = note else { return };
        let nw = measure::width(note, MIN_FONT, false);
        if two && nw <= room {
            let font = Font::new(MIN_FONT, MUTED);
            self.svg.text(nx, base + 24.0, font, note);
        } else if !two && nw <= room - used - 10.0 {
            let font = Font::new(MIN_FONT, MUTED);
            self.svg.text(nx + used + 10.0, mid + 6.5, font, note);
        }
    }

    /// A five-pointed star centred on (`cx`, `cy`).
    fn star(&mut self, cx: f32, cy: f32, r: f32) {
        let points: Vec<(f32, f32)> = (0..10)
            .map(|i| {
                let a = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
                let rr = if i % 2 == 0 { r } else { r * 0.45 };
                (cx + rr * a.cos(), cy + rr * a.sin())
            })
            .collect();
        self.svg
            .polygon(&points, Paint::fill(GOLD).outlined(INK, 1.0));
    }

    /// The players' table while characters are chosen and the saga prepared, measured.
    pub(super) fn players(&self) -> Plan {
        let acting = super::acting(self.v);
        let choosing = self.v.phase == Phase::Setup
            || self
                .v
                .prompts
                .iter()
                .any(|p| p.ask == crate::games::joms::Ask::Character);
        let who = self
            .v
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let seat = i as Seat;
                let note = match p.character {
                    Some(c) if !choosing => Some(self.say(super::super::words::character(c))),
                    chosen if choosing => Some(
                        self.say(
                            Text::new("joms-pic-choosing")
                                .str("chosen", if chosen.is_some() { "yes" } else { "no" }),
                        ),
                    ),
                    _ => None,
                };
                Cell::Who {
                    seat,
                    name: self.who(seat),
                    note,
                    lit: acting.contains(&seat),
                }
            })
            .collect();
        let mut cols = vec![Column {
            head: self.say(Text::new("joms-pic-col-player")),
            cells: who,
        }];
        let col = |id: &str, f: &dyn Fn(&PlayerView) -> Cell| Column {
            head: self.say(Text::new("joms-pic-col").str("col", id.to_string())),
            cells: self.v.players.iter().map(f).collect(),
        };
        let num = |n: i64| Cell::Num(n.to_string());
        let d = self.d;
        cols.push(col("hp", &|p| match p.character {
            Some(_) if !choosing => {
                Cell::Num(format!("{}/{}", p.hp, query::max_hp(d, &public_player(p))))
            }
            _ => Cell::Num("–".into()),
        }));
        cols.push(col("glory", &|p| Cell::Strong(p.glory.to_string())));
        cols.push(col("gullveig", &|p| num(p.gullveig.into())));
        cols.push(col("thor", &|p| num(p.thor.into())));
        cols.push(col("equipment", &|p| num(p.gear.len() as i64)));
        cols.push(col("slain", &|p| num(p.kills.into())));
        cols.push(col("yggdrasil", &|p| Cell::Num(self.place(p))));
        let style = Style {
            row: ROW,
            size: 20.0,
            winners: false,
        };
        Plan::new(cols, style)
    }

    /// Where a pawn stands on Yggdrasil, shortly: "start", "trunk 2", "Urd 3".
    fn place(&self, p: &PlayerView) -> String {
        let branch = p
            .pawn
            .branch
            .and_then(|b| self.d.yggdrasil.branches.get(usize::from(b)))
            .map_or("trunk".to_string(), |b| {
                b.id.trim_start_matches("y.").to_string()
            });
        let branch = if branch == "trunk" && p.pawn.space == 0 {
            "start".to_string()
        } else {
            branch
        };
        // A branch's spaces count from 1 (y.urd.1), the trunk's from 0 (y.0).
        let n = p.pawn.space + u8::from(p.pawn.branch.is_some());
        self.say(
            Text::new("joms-pic-place")
                .str("branch", branch)
                .num("n", n),
        )
    }
}
