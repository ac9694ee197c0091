//! Small drawings: pawns, dice, longships, a sword and a shield, a face-down card, a star.

use super::{measure, seat_colour, Painter, INK, MIN_FONT};
use crate::games::midgard::{Dice, DieKind, Seat};
use crate::render::{Anchor, Font, Paint};

/// A die's side.
pub const DIE: f32 = 20.0;

fn die_colours(k: DieKind) -> (&'static str, &'static str) {
    match k {
        DieKind::Swordsman => ("#ffffff", INK),
        DieKind::Spearman => ("#c0392b", "#ffffff"),
        DieKind::Axeman => ("#1e1e1e", "#ffffff"),
    }
}

/// How wide [`Painter::dice`] draws `d`.
pub fn dice_width(d: Dice, compact: bool) -> f32 {
    DieKind::ALL
        .iter()
        .filter(|&&k| d.get(k) > 0)
        .map(|&k| step(d.get(k), compact))
        .sum()
}

/// A die's count: "×2", or just "2" where room is short.
fn count(n: u8, compact: bool) -> String {
    if compact {
        n.to_string()
    } else {
        format!("×{n}")
    }
}

/// How far a die and its count take the row.
fn step(n: u8, compact: bool) -> f32 {
    let gap = if compact { 4.0 } else { 8.0 };
    DIE + 2.0 + measure::width(&count(n, compact), MIN_FONT, false) + gap
}

impl Painter<'_> {
    /// A die of `kind`, its top left at (`x`, `y`).
    pub fn die(&mut self, x: f32, y: f32, kind: DieKind) {
        let (fill, ink) = die_colours(kind);
        self.svg
            .rect(x, y, DIE, DIE, 4.0, Paint::fill(fill).outlined(INK, 1.5));
        self.svg
            .circle(x + DIE / 2.0, y + DIE / 2.0, 3.0, Paint::fill(ink));
    }

    /// Dice by kind with their counts, left to right from `x`, centred on `mid`; returns where
    /// the row ends.
    pub fn dice(&mut self, mut x: f32, mid: f32, d: Dice, compact: bool) -> f32 {
        for k in DieKind::ALL {
            let n = d.get(k);
            if n == 0 {
                continue;
            }
            self.die(x, mid - DIE / 2.0, k);
            let text = count(n, compact);
            self.svg
                .text(x + DIE + 2.0, mid + 6.5, Font::new(MIN_FONT, INK), &text);
            x += step(n, compact);
        }
        x
    }

    /// A worker of `seat`: a pawn in the seat's colour, 16 wide, standing on `y`.
    pub fn pawn(&mut self, x: f32, y: f32, seat: Seat) {
        let paint = Paint::fill(seat_colour(seat)).outlined(INK, 1.2);
        self.svg.circle(x, y - 15.0, 5.5, paint);
        self.svg.polygon(
            &[
                (x - 8.0, y),
                (x - 4.0, y - 9.0),
                (x + 4.0, y - 9.0),
                (x + 8.0, y),
            ],
            paint,
        );
    }

    /// A longship's hull and sail in its owner's colour, 26 wide, its keel on `y`.
    pub fn ship(&mut self, x: f32, y: f32, seat: Seat) {
        let hull = [
            (x, y - 8.0),
            (x + 26.0, y - 8.0),
            (x + 21.0, y),
            (x + 5.0, y),
        ];
        self.svg
            .polygon(&hull, Paint::fill("#8b5a2b").outlined(INK, 1.2));
        let sail = Paint::fill(seat_colour(seat)).outlined(INK, 1.2);
        self.svg.rect(x + 7.0, y - 21.0, 12.0, 12.0, 1.0, sail);
    }

    /// A sword, 20 wide, centred on (`x`, `y`): attack.
    pub fn sword(&mut self, x: f32, y: f32) {
        let steel = Paint::fill("#d5d8dc").outlined(INK, 1.2);
        self.svg.polygon(
            &[
                (x - 7.0, y + 5.0),
                (x + 6.0, y - 8.0),
                (x + 9.0, y - 9.0),
                (x + 8.0, y - 6.0),
                (x - 5.0, y + 7.0),
            ],
            steel,
        );
        self.svg
            .line((x - 9.0, y + 1.0), (x - 1.0, y + 9.0), INK, 3.0);
        self.svg
            .line((x - 6.0, y + 6.0), (x - 10.0, y + 10.0), "#8b5a2b", 3.0);
    }

    /// A shield, 18 wide, centred on (`x`, `y`): defense.
    pub fn shield(&mut self, x: f32, y: f32) {
        let paint = Paint::fill("#5d6d7e").outlined(INK, 1.2);
        self.svg.polygon(
            &[
                (x - 9.0, y - 10.0),
                (x + 9.0, y - 10.0),
                (x + 8.0, y + 2.0),
                (x, y + 10.0),
                (x - 8.0, y + 2.0),
            ],
            paint,
        );
        self.svg.line((x, y - 8.0), (x, y + 7.0), "#d5d8dc", 2.0);
    }

    /// A die of `kind` struck through: those warriors may not fight here; 24 wide.
    pub fn barred(&mut self, x: f32, mid: f32, kind: DieKind) {
        self.die(x + 2.0, mid - DIE / 2.0, kind);
        self.svg.line(
            (x, mid + DIE / 2.0 + 2.0),
            (x + DIE + 4.0, mid - DIE / 2.0 - 2.0),
            "#c0392b",
            3.5,
        );
    }

    /// A face-down journey card, 22 × 24, its top left at (`x`, `y`).
    pub fn journey(&mut self, x: f32, y: f32) {
        let paint = Paint::fill("#34495e").outlined("#ffffff", 1.5);
        self.svg.rect(x, y, 22.0, 24.0, 3.0, paint);
        let font = Font::new(MIN_FONT, "#ffffff").bold().anchor(Anchor::Middle);
        self.svg.text(x + 11.0, y + 18.5, font, "?");
    }

    /// A five-pointed star of radius `r` centred on (`x`, `y`): the winner.
    pub fn star(&mut self, x: f32, y: f32, r: f32) {
        let points: Vec<(f32, f32)> = (0..10)
            .map(|i| {
                let a = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
                let d = if i % 2 == 0 { r } else { r * 0.45 };
                (round(x + d * a.cos()), round(y + d * a.sin()))
            })
            .collect();
        self.svg
            .polygon(&points, Paint::fill(super::GOLD).outlined(INK, 1.2));
    }
}

/// Two decimals: the same bytes on every machine.
fn round(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

/// A resource, drawn as a token 20 wide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Good {
    Glory,
    Food,
    Wood,
    Coins,
    Favor,
}

/// How far a token and its count take a row.
pub fn good_width(n: u8) -> f32 {
    22.0 + measure::width(&n.to_string(), GOOD_FONT, true) + 8.0
}

/// The size of a token's count.
pub const GOOD_FONT: f32 = 20.0;

impl Painter<'_> {
    /// The token of `g`, centred on (`x`, `mid`).
    pub fn token(&mut self, g: Good, x: f32, mid: f32) {
        match g {
            Good::Glory => self.star(x, mid, 11.0),
            Good::Food => {
                let meat = Paint::fill("#b9552e").outlined(INK, 1.2);
                self.svg.circle(x - 2.0, mid + 1.0, 7.5, meat);
                self.svg
                    .line((x + 4.0, mid - 5.0), (x + 9.0, mid - 10.0), "#f5f0e1", 3.5);
            }
            Good::Wood => {
                let log = Paint::fill("#8b5a2b").outlined(INK, 1.2);
                self.svg.rect(x - 10.0, mid - 6.0, 20.0, 12.0, 3.0, log);
                self.svg
                    .circle(x + 6.0, mid, 3.5, Paint::fill("#d8b27a").outlined(INK, 1.0));
            }
            Good::Coins => {
                let gold = Paint::fill("#e5b421").outlined(INK, 1.2);
                self.svg.circle(x, mid, 9.0, gold);
                self.svg
                    .circle(x, mid, 5.0, Paint::fill("none").outlined("#a07a0c", 1.5));
            }
            Good::Favor => {
                let blue = Paint::fill("#5b7fd6").outlined(INK, 1.2);
                let diamond = [
                    (x, mid - 10.0),
                    (x + 8.0, mid),
                    (x, mid + 10.0),
                    (x - 8.0, mid),
                ];
                self.svg.polygon(&diamond, blue);
            }
        }
    }

    /// Tokens with their counts, from `x` on rows `step` apart from `mid`, wrapped to `room`;
    /// returns how many rows it took.
    pub fn goods(
        &mut self,
        (x, mid, room): (f32, f32, f32),
        step: f32,
        goods: &[(Good, u8)],
    ) -> usize {
        let mut rows = 1;
        let mut cx = x;
        for &(g, n) in goods {
            let w = good_width(n);
            if cx > x && cx - x + w - 8.0 > room {
                rows += 1;
                cx = x;
            }
            let y = mid + step * (rows - 1) as f32;
            self.token(g, cx + 10.0, y);
            let font = Font::new(GOOD_FONT, INK).bold();
            self.svg.text(cx + 22.0, y + 7.0, font, &n.to_string());
            cx += w;
        }
        rows
    }
}

/// How many rows [`Painter::goods`] takes.
pub fn goods_rows(goods: &[(Good, u8)], room: f32) -> usize {
    let mut rows = 1;
    let mut used = 0.0;
    for &(_, n) in goods {
        let w = good_width(n);
        if used > 0.0 && used + w - 8.0 > room {
            rows += 1;
            used = 0.0;
        }
        used += w;
    }
    rows
}
