//! The board's geometry (R-MAP-1..3): hexes A1–I9, their neighbours in the six directions,
//! distances, banks and board order. Terrain and the river are data (`terrain.rs`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

/// Columns A–I and rows 1–9 (R-MAP-1).
pub const COLUMNS: u8 = 9;
pub const ROWS: u8 = 9;
/// Hexes on the board.
pub const HEXES: usize = (COLUMNS as usize) * (ROWS as usize);

/// Hel's Field, E9: Hela's home (R-MAP-4, R-HELA-5).
pub const HEL_FIELD: Hex = Hex { col: 4, row: 9 };
/// Heimdall's hex, C5 (R-MAP-4, R-SETUP-3).
pub const HEIMDALL_HEX: Hex = Hex { col: 2, row: 5 };

/// One hex of the board. Ordered in board order: A1, A2 … A9, B1 … I9.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hex {
    /// 0 (A) to 8 (I).
    col: u8,
    /// 1 to 9.
    row: u8,
}

/// A text that names no hex of the board.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{0}` is no hex of the board (A1–I9)")]
pub struct BadHex(pub String);

impl Hex {
    /// The hex at column `col` (0 = A … 8 = I) and row `row` (1–9), if on the board.
    pub const fn new(col: u8, row: u8) -> Option<Hex> {
        if col < COLUMNS && row >= 1 && row <= ROWS {
            Some(Hex { col, row })
        } else {
            None
        }
    }

    /// Column index, 0 (A) to 8 (I).
    pub fn col(self) -> u8 {
        self.col
    }

    /// Row, 1 to 9.
    pub fn row(self) -> u8 {
        self.row
    }

    /// The column's letter, `A`–`I`.
    pub fn letter(self) -> char {
        char::from(b'A' + self.col)
    }

    /// 0 (A1) to 80 (I9), in board order.
    pub fn index(self) -> usize {
        usize::from(self.col) * usize::from(ROWS) + usize::from(self.row) - 1
    }

    /// Every hex in board order.
    pub fn all() -> impl Iterator<Item = Hex> {
        (0..COLUMNS).flat_map(|col| (1..=ROWS).map(move |row| Hex { col, row }))
    }

    /// B, D, F and H sit half a hex lower (R-MAP-1).
    fn is_low(self) -> bool {
        self.col % 2 == 1
    }

    /// The neighbour in direction `d` (R-MAP-2), if on the board.
    pub fn step(self, d: Direction) -> Option<Hex> {
        let (c, r) = (i16::from(self.col), i16::from(self.row));
        let low = i16::from(self.is_low());
        let (c, r) = match d {
            Direction::N => (c, r - 1),
            Direction::NE => (c + 1, r - 1 + low),
            Direction::SE => (c + 1, r + low),
            Direction::S => (c, r + 1),
            Direction::SW => (c - 1, r + low),
            Direction::NW => (c - 1, r - 1 + low),
        };
        let col = u8::try_from(c).ok()?;
        let row = u8::try_from(r).ok()?;
        Hex::new(col, row)
    }

    /// The neighbours on the board, in direction order 1–6.
    pub fn neighbours(self) -> impl Iterator<Item = Hex> {
        Direction::ALL.into_iter().filter_map(move |d| self.step(d))
    }

    /// Whether `other` shares an edge with this hex (R-MAP-1).
    pub fn is_adjacent(self, other: Hex) -> bool {
        self.distance(other) == 1
    }

    /// Axial coordinates (q, r) of R-MAP-3.
    pub fn axial(self) -> (i16, i16) {
        let q = i16::from(self.col);
        (q, i16::from(self.row) - 1 - q / 2)
    }

    /// Hexes between, ignoring terrain and tokens (R-MAP-3).
    pub fn distance(self, other: Hex) -> u8 {
        let (q1, r1) = self.axial();
        let (q2, r2) = other.axial();
        let (dq, dr) = (q2 - q1, r2 - r1);
        let d = (dq.abs() + dr.abs() + (dq + dr).abs()) / 2;
        u8::try_from(d).unwrap_or(u8::MAX)
    }

    /// West (A–D) or east (E–I) of the river.
    pub fn bank(self) -> Bank {
        if self.col <= 3 {
            Bank::West
        } else {
            Bank::East
        }
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.letter(), self.row)
    }
}

impl fmt::Debug for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl FromStr for Hex {
    type Err = BadHex;

    /// `E5` or `e5`, surrounding spaces allowed.
    fn from_str(s: &str) -> Result<Hex, BadHex> {
        let bad = || BadHex(s.to_string());
        let t = s.trim().as_bytes();
        let [c, r] = t else { return Err(bad()) };
        let col = c.to_ascii_uppercase().checked_sub(b'A').ok_or_else(bad)?;
        let row = r.checked_sub(b'0').ok_or_else(bad)?;
        Hex::new(col, row).ok_or_else(bad)
    }
}

impl Serialize for Hex {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Hex {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Hex, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A side of the river Nordkapp (R-MAP-5): Asgard's land west, columns A–D.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Bank {
    West,
    East,
}

/// The six directions, clockwise from north, numbered 1–6 (R-MAP-2): Hela's compass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    N,
    NE,
    SE,
    S,
    SW,
    NW,
}

impl Direction {
    /// Direction order, 1 to 6.
    pub const ALL: [Direction; 6] = [
        Direction::N,
        Direction::NE,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::NW,
    ];

    /// 1 (N) to 6 (NW).
    pub fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The direction a die face names; faces outside 1–6 wrap around.
    pub fn from_number(n: u8) -> Direction {
        Direction::ALL[usize::from((n % 6 + 5) % 6)]
    }

    /// One further clockwise (6 + 1 = 1) or anticlockwise (1 − 1 = 6), R-HELA-3.
    pub fn turned(self, clockwise: bool) -> Direction {
        let n = self.number();
        Direction::from_number(if clockwise { n + 1 } else { n + 5 })
    }
}
