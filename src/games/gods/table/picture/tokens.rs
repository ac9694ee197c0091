//! The tokens: a chip in its side's colour and shape with its code and strength, the targets
//! ringed, pins and the freeze marked; and where a target fell, a mark that says so.

use super::grid::tenth;
use super::{Painter, INK, MIN_FONT};
use crate::games::gods::map::Hex;
use crate::games::gods::token::{Side, Token};
use crate::games::gods::trail::TraceKind;
use crate::games::gods::view::View;
use crate::render::{Anchor, Font, Paint};

const ASGARD: &str = "#f6d36b";
const ASGARD_EDGE: &str = "#7a5a10";
const ASGARD_INK: &str = "#2b2118";
const CHAOS: &str = "#7d1b1b";
const CHAOS_EDGE: &str = "#140707";
const CHAOS_INK: &str = "#ffffff";
const HELA: &str = "#5f5479";
const HELA_EDGE: &str = "#211a30";
const HELA_INK: &str = "#ffffff";
const TARGET: &str = "#ffc800";
pub const PIN: &str = "#e0262b";
pub const FROST: &str = "#38b6f0";
const HALO: &str = "#ffffff";
const GHOST: &str = "#e9e2d2";
const GHOST_EDGE: &str = "#8a8272";
const GHOST_INK: &str = "#4a4438";
pub const FALLEN: &str = "#a4161a";
/// How opaque the mark where a defender fell is, under its hex's name.
pub const STRUCK: f32 = 0.5;
/// A chip at least this large shows its strength under its code.
const ROOM_FOR_STRENGTH: f32 = 21.0;

/// A chip's fill, outline and ink: Asgard light, Chaos dark, Hela (no side) grey-violet.
pub fn chip_colours(side: Option<Side>) -> (&'static str, &'static str, &'static str) {
    match side {
        Some(Side::Asgard) => (ASGARD, ASGARD_EDGE, ASGARD_INK),
        Some(Side::Chaos) => (CHAOS, CHAOS_EDGE, CHAOS_INK),
        None => (HELA, HELA_EDGE, HELA_INK),
    }
}

impl Painter<'_> {
    /// A side's chip shape around `c`: Asgard round, Chaos square, Hela (no side) a diamond.
    pub(super) fn shape(&mut self, side: Option<Side>, (x, y): (f32, f32), r: f32, paint: Paint) {
        match side {
            Some(Side::Asgard) => self.svg.circle(x, y, r, paint),
            Some(Side::Chaos) => {
                let h = tenth(0.87 * r);
                self.svg
                    .rect(x - h, y - h, 2.0 * h, 2.0 * h, tenth(0.18 * r), paint);
            }
            None => {
                let diamond = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)];
                self.svg.polygon(&diamond, paint);
            }
        }
    }

    /// A side's chip as a small key, outlined to stand out on any ground.
    pub(super) fn side_chip(&mut self, side: Option<Side>, c: (f32, f32), r: f32) {
        let (fill, edge, _) = chip_colours(side);
        self.shape(side, c, r, Paint::fill(fill).outlined(edge, 1.5));
    }

    pub(super) fn tokens(&mut self) {
        let v = self.v;
        for (&token, &hex) in &v.board {
            self.token(token, self.grid.centre(hex));
        }
    }

    /// A chip with its code and strength, the targets ringed, pins and the freeze marked.
    fn token(&mut self, token: Token, c: (f32, f32)) {
        let side = token.side();
        let r = self.grid.chip();
        if matches!(token, Token::Yggdrasill | Token::Loki) {
            self.ring(c, r + 4.0);
        }
        let frozen = self.v.frozen == Some(token);
        let (fill, edge, ink) = chip_colours(side);
        let paint = match frozen {
            true => Paint::fill(fill).outlined(FROST, 4.0),
            false => Paint::fill(fill).outlined(edge, 2.0),
        };
        self.shape(side, c, r, paint);
        self.label(token, c, ink);
        let off = tenth(0.72 * r);
        if self.v.pinned.contains(&token) {
            self.pin((c.0 - off, c.1 - off), tenth(0.24 * r));
        }
        if frozen {
            self.snowflake((c.0 + off, c.1 - off), tenth(0.32 * r));
        }
    }

    /// The code, and below it the strength when the chip has room (Hela has none).
    fn label(&mut self, token: Token, (x, y): (f32, f32), ink: &str) {
        let strength = self
            .v
            .strengths
            .get(&token)
            .filter(|_| self.grid.chip() >= ROOM_FOR_STRENGTH);
        match strength {
            Some(s) => {
                let code = Font::new(20.0, ink).bold().anchor(Anchor::Middle);
                self.svg.text(x, tenth(y - 1.5), code, token.code());
                let small = Font::new(MIN_FONT, ink).anchor(Anchor::Middle);
                self.svg.text(x, tenth(y + 17.0), small, &s.to_string());
            }
            None => {
                let size = if self.grid.chip() >= 19.0 {
                    20.0
                } else {
                    MIN_FONT
                };
                let code = Font::new(size, ink).bold().anchor(Anchor::Middle);
                self.svg.text(x, tenth(y + 0.35 * size), code, token.code());
            }
        }
    }

    /// A target's ring: gold on a dark rim, seen on every terrain.
    pub(super) fn ring(&mut self, (x, y): (f32, f32), r: f32) {
        let none = Paint::fill("none");
        self.svg.circle(x, y, r, none.outlined(INK, tenth(0.2 * r)));
        self.svg
            .circle(x, y, r, none.outlined(TARGET, tenth(0.12 * r)));
    }

    pub(super) fn pin(&mut self, (x, y): (f32, f32), r: f32) {
        let paint = Paint::fill(PIN).outlined(HALO, tenth(0.3 * r));
        self.svg.circle(x, y, r, paint);
    }

    /// A six-armed ice star on a white disc.
    pub(super) fn snowflake(&mut self, c: (f32, f32), r: f32) {
        let disc = Paint::fill(HALO).outlined(FROST, tenth(0.2 * r));
        self.svg.circle(c.0, c.1, r, disc);
        for degrees in [30.0, 90.0, 150.0] {
            let a = super::grid::polar(c, 0.75 * r, degrees);
            let b = super::grid::polar(c, 0.75 * r, degrees + 180.0);
            self.svg.line(a, b, FROST, tenth(0.27 * r));
        }
    }

    /// Where the target that ended the game fell: its chip greyed with its code, struck out
    /// in red and ringed in red (the heading and the key say what it means).
    pub(super) fn fallen(&mut self) {
        let Some((token, hex)) = super::fallen(self.v) else {
            return;
        };
        let (x, y) = self.grid.centre(hex);
        let r = self.grid.chip();
        let none = Paint::fill("none");
        self.svg
            .circle(x, y, r + 4.0, none.outlined(FALLEN, tenth(0.14 * r)));
        self.fallen_mark(token.side(), (x, y), r);
        let code = Font::new(20.0, GHOST_INK).bold().anchor(Anchor::Middle);
        self.svg.text(x, tenth(y + 7.0), code, token.code());
    }

    /// A fallen token: its side's shape greyed under a red cross.
    pub(super) fn fallen_mark(&mut self, side: Option<Side>, (x, y): (f32, f32), r: f32) {
        let ghost = Paint::fill(GHOST).outlined(GHOST_EDGE, 2.0);
        self.shape(side, (x, y), r, ghost);
        let d = tenth(0.8 * r);
        let w = tenth(0.14 * r).max(2.0);
        self.svg.line((x - d, y - d), (x + d, y + d), FALLEN, w);
        self.svg.line((x - d, y + d), (x + d, y - d), FALLEN, w);
    }

    /// Where a defender fell to an attack the map shows: a smaller greyed shape of its side,
    /// struck out and faded, under the hex's name (drawn before the names, which stay legible).
    pub(super) fn struck_marks(&mut self) {
        let marks = struck(self.v);
        if marks.is_empty() {
            return;
        }
        let r = tenth(0.85 * self.grid.chip());
        self.svg.group(STRUCK);
        for (hex, side) in marks {
            self.fallen_mark(Some(side), self.grid.centre(hex), r);
        }
        self.svg.end_group();
    }
}

/// The hexes where a defender fell to an attack on the trail, with the side it fought for:
/// an attack arrow ends there, nothing stands there now, no flight leaves it, and it is not
/// where the target that ended the game fell (marked on its own). Without a mark such an
/// arrow would point at an empty hex.
pub fn struck(v: &View) -> Vec<(Hex, Side)> {
    let fell = super::fallen(v).map(|(_, h)| h);
    let mut out: Vec<(Hex, Side)> = Vec::new();
    for (i, t) in v.trail.iter().enumerate() {
        if t.kind != TraceKind::Attack
            || v.board.values().any(|&h| h == t.to)
            || fell == Some(t.to)
            || out.iter().any(|&(h, _)| h == t.to)
        {
            continue;
        }
        let fled = v.trail[i + 1..]
            .iter()
            .any(|r| r.kind == TraceKind::Retreat && r.from == t.to);
        if !fled {
            out.push((t.to, t.side.other()));
        }
    }
    out
}

/// The hex a token stands on, if any, in `board` order.
pub fn hex_of(v: &View, token: Token) -> Option<Hex> {
    v.board.get(&token).copied()
}
