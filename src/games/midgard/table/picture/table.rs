//! Tables of the players: during the game, one row per player with glory, blame, goods,
//! warriors and workers left (cards and runes are told by `/midgard status`); the final
//! scoring uses the same drawing.

use super::icons::{dice_width, Good};
use super::{measure, seat_colour, Painter, Spot, GOLD, INK, MARGIN, MIN_FONT, MUTED, WIDTH};
use crate::games::midgard::view::{GameView, PlayerView};
use crate::games::midgard::{Dice, Seat};
use crate::i18n::Text;
use crate::render::{Anchor, Font, Paint};

const HEAD_LINE: f32 = 22.0;
const CELL_PAD: f32 = 6.0;
/// The player column keeps at least this much room for a name.
const NAME_ROOM: f32 = 170.0;
const ROW: f32 = 34.0;
/// Rows this tall hold a note under the name.
const TWO_LINES: f32 = 60.0;
/// Where a name starts in its cell, after the colour and the mark.
const NAME_AT: f32 = 38.0;
/// A pawn's room after a name.
const PAWN: f32 = 18.0;
/// The room a header's token takes.
const ICON: f32 = 24.0;

/// What a cell holds.
pub enum Cell {
    Num(String),
    Strong(String),
    Dice(Dice),
    /// A player: colour, name, and a note after it (the leader) if it fits; `lit` marks the
    /// players to act now, or the winners.
    Who {
        seat: Seat,
        name: String,
        note: Option<String>,
        lit: bool,
        /// Workers still to place, drawn as pawns after the name.
        workers: u8,
    },
}

pub struct Column {
    pub head: String,
    /// A token before the header: the key to the tokens the cards show.
    pub icon: Option<Good>,
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
        let room = WIDTH - 2.0 * MARGIN;
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
        if room - heads.iter().map(|h| h.1).sum::<f32>() < NAME_ROOM {
            heads = fit(true);
        }
        let others: f32 = heads.iter().map(|h| h.1).sum();
        if let Some(first) = heads.first_mut() {
            first.1 = room - others;
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
        Cell::Dice(d) => dice_width(*d, true),
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
    let icon = if col.icon.is_some() { ICON } else { 0.0 };
    let head = lines
        .iter()
        .map(|l| measure::width(l, MIN_FONT, true))
        .fold(0.0, f32::max);
    (lines, (icon + head).max(values) + 2.0 * CELL_PAD)
}

impl Painter<'_> {
    /// Draws a measured table from `top` across the picture; returns where it ends.
    pub(super) fn table(&mut self, top: f32, plan: &Plan) -> f32 {
        let room = WIDTH - 2.0 * MARGIN;
        let style = plan.style;
        self.svg
            .rect(MARGIN, top, room, plan.head_h, 6.0, Paint::fill(INK));
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
                .rect(MARGIN, y, room, style.row, 0.0, Paint::fill(fill));
        }
        let mut x = MARGIN;
        for (k, (col, (lines, w))) in plan.cols.iter().zip(&plan.heads).enumerate() {
            self.head((x, top, *w), lines, col.icon, k == 0);
            for (r, cell) in col.cells.iter().enumerate() {
                let mid = top + plan.head_h + r as f32 * style.row + style.row / 2.0;
                self.cell((x, mid, *w), cell, style);
            }
            x += w;
        }
        let bottom = top + plan.height();
        let frame = Paint::fill("none").outlined("#b9a782", 1.5);
        self.svg.rect(MARGIN, top, room, bottom - top, 6.0, frame);
        bottom
    }

    /// A column's header: its lines centred (the players' at the start), after its token.
    fn head(
        &mut self,
        (x, top, w): (f32, f32, f32),
        lines: &[String],
        icon: Option<Good>,
        first: bool,
    ) {
        let widest = lines
            .iter()
            .map(|l| measure::width(l, MIN_FONT, true))
            .fold(0.0, f32::max);
        let shift = if icon.is_some() { ICON / 2.0 } else { 0.0 };
        if let Some(g) = icon {
            let ix = x + w / 2.0 - widest / 2.0 - shift + 10.0;
            self.token(g, ix, top + 5.0 + HEAD_LINE / 2.0 + 1.0);
        }
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
                self.svg.text(x + w / 2.0 + shift, y, font, l);
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
            Cell::Dice(d) => {
                let dx = x + (w - dice_width(*d, true) + 4.0) / 2.0;
                self.dice(dx, mid, *d, true);
            }
            Cell::Who {
                seat,
                name,
                note,
                lit,
                workers,
            } => {
                // Pawns close up, overlapping, rather than the name cut.
                let n = f32::from(*workers);
                let name_w = measure::width(name, style.size, true);
                let free = w - NAME_AT - CELL_PAD - name_w - 14.0;
                let step = (free / n.max(1.0)).clamp(PAWN / 2.0, PAWN);
                let room = (x, mid, w - 6.0 - step * n);
                let end = self.who_cell(room, *seat, (name, note.as_deref()), *lit, style);
                for k in 0..*workers {
                    self.pawn(end + 14.0 + step * f32::from(k), mid + 11.0, *seat);
                }
            }
        }
    }

    /// A player's colour, name and note; a gold arrow before those who act now.
    fn who_cell(
        &mut self,
        (x, mid, w): (f32, f32, f32),
        seat: Seat,
        (name, note): (&str, Option<&str>),
        lit: bool,
        style: Style,
    ) -> f32 {
        let h = style.row - 8.0;
        self.svg.rect(
            x + 4.0,
            mid - h / 2.0,
            8.0,
            h,
            2.0,
            Paint::fill(seat_colour(seat)),
        );
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
        let mut end = nx + used;
        if let Some(note) = note.filter(|_| style.row >= TWO_LINES) {
            // A tall row: the note under the name, if it fits whole.
            if measure::width(note, MIN_FONT, false) <= room {
                let font = Font::new(MIN_FONT, MUTED);
                self.svg.text(nx, base + 24.0, font, note);
            }
        } else if let Some(note) = note {
            let w = measure::width(note, MIN_FONT, false);
            if w <= room - used - 10.0 {
                let font = Font::new(MIN_FONT, MUTED);
                self.svg.text(end + 10.0, mid + 6.5, font, note);
                end += 10.0 + w;
            }
        }
        end
    }

    /// The players' table during the game, measured.
    pub(super) fn players(&self, v: &GameView) -> Plan {
        let acting = super::acting(v);
        let ed = self.edition;
        let who = v
            .players
            .iter()
            .map(|p| Cell::Who {
                seat: p.seat,
                name: self.who(p.seat),
                note: p
                    .leader
                    .map(|l| self.say(super::super::words::name(l.id(), ed))),
                workers: if v.finished { 0 } else { p.workers_left },
                lit: acting.contains(&p.seat),
            })
            .collect();
        let col = |head: Text, icon: Option<Good>, f: &dyn Fn(&PlayerView) -> Cell| Column {
            head: self.say(head),
            icon,
            cells: v.players.iter().map(f).collect(),
        };
        let num = |n: i64| Cell::Num(n.to_string());
        let cols = vec![
            Column {
                head: self.say(Text::new("pic-col-player")),
                icon: None,
                cells: who,
            },
            col(Text::new("res-glory-name"), Some(Good::Glory), &|p| {
                Cell::Strong(p.glory.to_string())
            }),
            col(Text::new("res-blame-name"), None, &|p| {
                Cell::Strong(p.blame.to_string())
            }),
            col(Text::new("res-food-name"), Some(Good::Food), &|p| {
                num(p.food.into())
            }),
            col(Text::new("res-wood-name"), Some(Good::Wood), &|p| {
                num(p.wood.into())
            }),
            col(Text::new("res-coins-name"), Some(Good::Coins), &|p| {
                num(p.coins.into())
            }),
            col(Text::new("res-favor-name"), Some(Good::Favor), &|p| {
                num(p.favor.into())
            }),
            col(Text::new("pic-col-warriors"), None, &|p| Cell::Dice(p.dice)),
        ];
        let style = Style {
            row: ROW,
            size: 22.0,
            winners: false,
        };
        Plan::new(cols, style)
    }
}
