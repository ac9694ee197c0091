//! Where the hexes lie: a flat-topped map of nine columns (B, D, F and H half a hex lower,
//! R-MAP-1) at some size and place, with the band of coordinates around it.

use crate::games::gods::map::{Direction, Hex};
use crate::games::gods::terrain::crosses_river;

const SQRT3: f32 = 1.732_050_8;
/// The band around the map that holds the column letters and row numbers.
pub const BAND: f32 = 26.0;
/// The hex size the marks were designed at; they scale with the map.
const DESIGN: f32 = 41.0;

/// A map of hexes `size` (corner radius) whose top-left corner (inside the band) is at
/// `(left, top)`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Grid {
    pub left: f32,
    pub top: f32,
    pub size: f32,
}

impl Grid {
    /// The map whose band starts at `(x, y)`.
    pub fn at(x: f32, y: f32, size: f32) -> Grid {
        Grid {
            left: x + BAND,
            top: y + BAND,
            size,
        }
    }

    /// The largest size at which the map and its band fit `w` × `h`.
    pub fn size_to_fit(w: f32, h: f32) -> f32 {
        let by_width = (w - 2.0 * BAND) / 14.0;
        let by_height = (h - 2.0 * BAND) / (9.5 * SQRT3);
        by_width.min(by_height).floor()
    }

    pub fn hex_h(self) -> f32 {
        self.size * SQRT3
    }

    /// Nine columns 1.5 hexes apart, plus the last hex's width.
    pub fn width(self) -> f32 {
        14.0 * self.size
    }

    /// Nine rows, and the half row of the lower columns.
    pub fn height(self) -> f32 {
        9.5 * self.hex_h()
    }

    pub fn bottom(self) -> f32 {
        self.top + self.height()
    }

    pub fn right(self) -> f32 {
        self.left + self.width()
    }

    /// How much the marks drawn for a 41-unit hex are scaled.
    pub fn scale(self) -> f32 {
        self.size / DESIGN
    }

    /// A token chip's radius.
    pub fn chip(self) -> f32 {
        tenth(0.68 * self.size)
    }

    /// The centre of `hex`.
    pub fn centre(self, hex: Hex) -> (f32, f32) {
        let col = f32::from(hex.col());
        let low = if hex.col() % 2 == 1 { 0.5 } else { 0.0 };
        let row = f32::from(hex.row()) - 0.5 + low;
        (
            tenth(self.left + self.size + 1.5 * self.size * col),
            tenth(self.top + self.hex_h() * row),
        )
    }

    /// The corners of `hex`, east first, then clockwise.
    pub fn cell(self, hex: Hex) -> Vec<(f32, f32)> {
        corners(self.centre(hex), self.size)
    }

    /// The two ends of the edge between adjacent hexes `a` and `b`.
    pub fn edge(self, a: Hex, b: Hex) -> ((f32, f32), (f32, f32)) {
        let (ca, cb) = (self.centre(a), self.centre(b));
        let mid = ((ca.0 + cb.0) / 2.0, (ca.1 + cb.1) / 2.0);
        let (dx, dy) = (cb.0 - ca.0, cb.1 - ca.1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (px, py) = (-dy / len * self.size / 2.0, dx / len * self.size / 2.0);
        (
            (tenth(mid.0 + px), tenth(mid.1 + py)),
            (tenth(mid.0 - px), tenth(mid.1 - py)),
        )
    }

    /// The edges the river Nordkapp runs along (R-MAP-5), each once.
    pub fn river_edges(self) -> Vec<((f32, f32), (f32, f32))> {
        Hex::all()
            .flat_map(|a| {
                a.neighbours()
                    .filter(move |&b| a < b && crosses_river(a, b))
                    .map(move |b| self.edge(a, b))
            })
            .collect()
    }

    /// Six spots around a chip where terrain marks stay visible under a token.
    pub fn spots(self, (x, y): (f32, f32)) -> [(f32, f32); 6] {
        let k = self.scale();
        [
            (-30.0, 1.0),
            (30.0, 1.0),
            (-15.0, -27.0),
            (15.0, -27.0),
            (-15.0, 28.0),
            (15.0, 28.0),
        ]
        .map(|(dx, dy)| (tenth(x + k * dx), tenth(y + k * dy)))
    }
}

/// The corners ([`corners`] order: east, then clockwise) bounding the edge toward each
/// direction, in direction order (N, NE, SE, S, SW, NW).
pub const EDGE_CORNERS: [(usize, usize); 6] = [(4, 5), (5, 0), (0, 1), (1, 2), (2, 3), (3, 4)];

/// Each edge of the map once: the edge of `hex` toward `d` unless a neighbour draws it.
pub fn draws_edge(hex: Hex, d: Direction) -> bool {
    hex.step(d).is_none_or(|n| hex < n)
}

/// A coordinate rounded to a tenth, to keep the document small.
pub fn tenth(x: f32) -> f32 {
    (x * 10.0).round() / 10.0
}

/// The point `r` from `(x, y)` at `degrees` clockwise from east.
pub fn polar((x, y): (f32, f32), r: f32, degrees: f32) -> (f32, f32) {
    let a = degrees.to_radians();
    (tenth(x + r * a.cos()), tenth(y + r * a.sin()))
}

/// A flat-topped hexagon's corners around `c`.
pub fn corners(c: (f32, f32), r: f32) -> Vec<(f32, f32)> {
    (0..6).map(|k| polar(c, r, 60.0 * k as f32)).collect()
}

/// The stretch of `(a, b)` that starts `from` past `a` and stops `short` before `b`, with its
/// unit direction.
pub fn shortened(a: (f32, f32), b: (f32, f32), from: f32, short: f32) -> Option<[(f32, f32); 3]> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len <= from + short {
        return None;
    }
    let (ux, uy) = (dx / len, dy / len);
    let start = (a.0 + ux * from, a.1 + uy * from);
    let end = (b.0 - ux * short, b.1 - uy * short);
    Some([start, end, (ux, uy)])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(s: &str) -> Hex {
        s.parse().expect("a hex")
    }

    #[test]
    fn the_lower_columns_sit_half_a_hex_down() {
        let g = Grid::at(0.0, 0.0, 30.0);
        let (a, b) = (g.centre(hex("A1")), g.centre(hex("B1")));
        assert!((b.1 - a.1 - g.hex_h() / 2.0).abs() < 0.2);
        assert!((b.0 - a.0 - 45.0).abs() < 0.2);
    }

    #[test]
    fn the_map_fits_the_box_it_is_sized_for() {
        let size = Grid::size_to_fit(560.0, 634.0);
        let g = Grid::at(0.0, 0.0, size);
        assert!(g.right() + BAND <= 560.0 && g.bottom() + BAND <= 634.0);
        assert!(Grid::at(0.0, 0.0, size + 1.0).bottom() + BAND > 634.0);
    }

    #[test]
    fn the_river_has_seventeen_edges() {
        assert_eq!(Grid::at(0.0, 0.0, 30.0).river_edges().len(), 17);
    }
}
