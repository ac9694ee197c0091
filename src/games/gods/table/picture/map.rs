//! The ground: each hex in its terrain's colour with its marks, covered bridge hexes dark,
//! the river Nordkapp, the coordinates around the map and the name of every empty hex.

use super::grid::{corners, draws_edge, polar, tenth, EDGE_CORNERS};
use super::{Painter, EDGE, MIN_FONT, MUTED};
use crate::games::gods::map::{Direction, Hex};
use crate::games::gods::terrain::{terrain, Terrain};
use crate::render::{Anchor, Font, Paint};

const PLAIN: &str = "#dfe7b9";
const FOREST: &str = "#9fc487";
const FOREST_MARK: &str = "#3d6b33";
const HILLS: &str = "#e3c891";
const HILLS_MARK: &str = "#8a5a2b";
const GLACIER: &str = "#eef6fb";
const GLACIER_MARK: &str = "#6fa6c6";
pub const BRIDGE: &str = "#efe8f6";
const RAINBOW: [&str; 3] = ["#e0483e", "#f0b92d", "#3f8fd8"];
pub const VOID: &str = "#211d2b";
const VOID_INK: &str = "#c9c3dc";
const HEIMDALL_MARK: &str = "#c8961a";
const HELFIELD: &str = "#c9b8d8";
const HELFIELD_INK: &str = "#45305e";
const RIVER: &str = "#2f7fd0";
const RIVER_BANK: &str = "#17426e";

pub fn terrain_fill(t: Terrain) -> &'static str {
    match t {
        Terrain::Plain | Terrain::Heimdall => PLAIN,
        Terrain::Forest => FOREST,
        Terrain::Hills => HILLS,
        Terrain::Glacier => GLACIER,
        Terrain::Bridge => BRIDGE,
        Terrain::Helfield => HELFIELD,
    }
}

impl Painter<'_> {
    /// The cells, then the grid over them, each edge once (lines draw faster than outlines).
    pub(super) fn map(&mut self) {
        for hex in Hex::all() {
            self.cell(hex);
        }
        for hex in Hex::all() {
            let c = self.grid.cell(hex);
            for (k, d) in EDGE_CORNERS.iter().zip(Direction::ALL) {
                if draws_edge(hex, d) {
                    self.svg.line(c[k.0], c[k.1], EDGE, 1.0);
                }
            }
        }
    }

    /// A hex in its terrain's colour with its marks; covered bridge hexes dark.
    fn cell(&mut self, hex: Hex) {
        let g = self.grid;
        let c = g.centre(hex);
        let t = terrain(hex);
        let void = self.v.voids.contains(&hex);
        let fill = if void { VOID } else { terrain_fill(t) };
        self.svg.polygon(&g.cell(hex), Paint::fill(fill));
        if void {
            // Dark, under its name: nothing else stands there.
            return;
        }
        match t {
            Terrain::Forest => g.spots(c).into_iter().for_each(|s| self.tree(s, g.scale())),
            Terrain::Hills => g.spots(c).into_iter().for_each(|s| self.hill(s, g.scale())),
            Terrain::Glacier => g
                .spots(c)
                .into_iter()
                .for_each(|s| self.crevasse(s, g.scale())),
            Terrain::Bridge => self.rainbow(c, g.size),
            Terrain::Heimdall => self.heimdall_mark(c, g.size),
            Terrain::Helfield | Terrain::Plain => {}
        }
    }

    pub(super) fn tree(&mut self, (x, y): (f32, f32), k: f32) {
        let tri = [
            (tenth(x - 5.0 * k), tenth(y + 5.0 * k)),
            (tenth(x + 5.0 * k), tenth(y + 5.0 * k)),
            (tenth(x), tenth(y - 7.0 * k)),
        ];
        self.svg.polygon(&tri, Paint::fill(FOREST_MARK));
    }

    pub(super) fn hill(&mut self, (x, y): (f32, f32), k: f32) {
        let top = (tenth(x), tenth(y - 3.0 * k));
        let w = 2.0 * k.max(0.6);
        self.svg
            .line((tenth(x - 6.0 * k), tenth(y + 4.0 * k)), top, HILLS_MARK, w);
        self.svg
            .line(top, (tenth(x + 6.0 * k), tenth(y + 4.0 * k)), HILLS_MARK, w);
    }

    pub(super) fn crevasse(&mut self, (x, y): (f32, f32), k: f32) {
        let zig = [(-6.0, -2.0), (-2.0, 2.0), (2.0, -2.0), (6.0, 2.0)]
            .map(|(dx, dy)| (tenth(x + dx * k), tenth(y + dy * k)));
        for pair in zig.windows(2) {
            self.svg
                .line(pair[0], pair[1], GLACIER_MARK, 1.6 * k.max(0.6));
        }
    }

    /// The Rainbow Bridge's three bands across the top of a hex of radius `r` around `c`,
    /// clear of the hex's name.
    pub(super) fn rainbow(&mut self, (x, y): (f32, f32), r: f32) {
        for (k, colour) in RAINBOW.iter().enumerate() {
            let dy = -0.62 * r + k as f32 * 0.15 * r;
            let half = r - dy.abs() / 1.732 - 0.12 * r;
            self.svg.line(
                (tenth(x - half), tenth(y + dy)),
                (tenth(x + half), tenth(y + dy)),
                colour,
                tenth(0.11 * r),
            );
        }
    }

    /// Heimdall's start mark: a golden hexagon inside his hex.
    pub(super) fn heimdall_mark(&mut self, c: (f32, f32), r: f32) {
        let paint = Paint::fill("none").outlined(HEIMDALL_MARK, tenth(0.075 * r));
        self.svg.polygon(&corners(c, 0.82 * r), paint);
    }

    /// The river as a blue line with dark banks, its bends rounded.
    pub(super) fn river(&mut self) {
        let edges = self.grid.river_edges();
        let mut bends: Vec<(f32, f32)> = Vec::new();
        for &(x, y) in edges.iter().flat_map(|(p, q)| [p, q]) {
            if !bends
                .iter()
                .any(|b| (b.0 - x).abs() + (b.1 - y).abs() < 0.5)
            {
                bends.push((x, y));
            }
        }
        let k = self.grid.scale();
        for (colour, width) in [(RIVER_BANK, tenth(8.0 * k)), (RIVER, tenth(5.0 * k))] {
            for &(p, q) in &edges {
                self.svg.line(p, q, colour, width);
            }
            for &(x, y) in &bends {
                self.svg.circle(x, y, width / 2.0, Paint::fill(colour));
            }
        }
    }

    /// Column letters above and below, row numbers left and right (beside columns A and I,
    /// whose rows they name).
    pub(super) fn coordinates(&mut self) {
        let g = self.grid;
        let font = Font::new(20.0, MUTED).bold().anchor(Anchor::Middle);
        for hex in Hex::all().filter(|h| h.row() == 1) {
            let (x, _) = g.centre(hex);
            let letter = hex.letter().to_string();
            self.svg.text(x, g.top - 6.0, font, &letter);
            self.svg.text(x, g.bottom() + 21.0, font, &letter);
        }
        for hex in Hex::all().filter(|h| h.col() == 0) {
            let (_, y) = g.centre(hex);
            let row = hex.row().to_string();
            self.svg.text(g.left - 13.0, y + 7.0, font, &row);
            self.svg.text(g.right() + 13.0, y + 7.0, font, &row);
        }
    }

    /// The name of every hex no token stands on, where a move or a void would name it.
    pub(super) fn labels(&mut self) {
        let g = self.grid;
        let occupied: Vec<Hex> = self.v.board.values().copied().collect();
        let fell = super::fallen(self.v).map(|(_, h)| h);
        for hex in Hex::all() {
            if occupied.contains(&hex) || fell == Some(hex) {
                continue;
            }
            let ink = match (self.v.voids.contains(&hex), terrain(hex)) {
                (true, _) => VOID_INK,
                (false, Terrain::Helfield) => HELFIELD_INK,
                (false, _) => MUTED,
            };
            let (x, y) = g.centre(hex);
            let font = Font::new(MIN_FONT, ink).anchor(Anchor::Middle);
            self.svg.text(x, tenth(y + 6.5), font, &hex.to_string());
        }
    }
}

/// The direction of a die face on Hel's Field: 1 north, then clockwise.
pub fn bearing(d: Direction) -> f32 {
    -90.0 + 60.0 * f32::from(d.number() - 1)
}

/// The point a die face points to from `c`.
pub fn toward(c: (f32, f32), r: f32, d: Direction) -> (f32, f32) {
    polar(c, r, bearing(d))
}
