//! The wall: the fort deck on the left, then the six positions, each fort with its name on a
//! band of its kind's colour and its value large; the fort fought for lit, or under its
//! captor's flag once taken; the positions already fought empty.

use super::fight::Fought;
use super::{
    clan_colour, value, Painter, Spot, CARD, GAP, GOLD, HOLLOW, HOLLOW_EDGE, INK, LEFT, MARGIN,
    MIN_FONT, MUTED, WALL_H, WIDTH,
};
use crate::games::wall::state::POSITIONS;
use crate::games::wall::{Fort, View};
use crate::i18n::Text;
use crate::render::{Anchor, Font, Paint};

/// A position's column: its fort on the wall, each clan's warrior for it in the rows.
pub const COLUMN: f32 = (WIDTH - MARGIN - (MARGIN + LEFT + GAP)) / POSITIONS as f32;
/// A fort's band, with its name.
const BAND: f32 = 32.0;

/// Where the column of position `p` (1–6) starts.
pub fn column_x(p: u8) -> f32 {
    MARGIN + LEFT + GAP + f32::from(p.saturating_sub(1)) * COLUMN
}

/// A fort's colour by its kind: stone, brown, teal, purple, and black for FortHeca — none
/// of them a clan's colour.
pub fn fort_colour(f: Fort) -> &'static str {
    match f {
        Fort::NieFort(_) => "#7a6e5f",
        Fort::KomFort => "#8a5a2b",
        Fort::Fokus => "#1f7a7a",
        Fort::FortUna => "#7d3c98",
        Fort::FortHeca(_) => "#1f1f1f",
    }
}

pub fn fort_kind(f: Fort) -> &'static str {
    match f {
        Fort::NieFort(_) => "niefort",
        Fort::KomFort => "komfort",
        Fort::Fokus => "fokus",
        Fort::FortUna => "fortuna",
        Fort::FortHeca(_) => "forteca",
    }
}

impl Painter<'_> {
    /// The column of the round fought, lit from the wall down to `bottom`.
    pub(super) fn lit_column(&mut self, round: u8, bottom: f32) {
        let top = super::HEADER + GAP - 4.0;
        let x = column_x(round);
        let paint = Paint::fill("#f6e3a1").outlined("#d4ac0d", 2.0);
        self.svg.rect(x, top, COLUMN, bottom - top, 9.0, paint);
    }

    /// The deck's count on the left, then the six positions.
    pub(super) fn wall(&mut self, v: &View, fought: Option<&Fought>, top: f32) {
        self.deck(v, top);
        for p in 1..=POSITIONS as u8 {
            let tile = (column_x(p) + 5.0, top, COLUMN - 10.0);
            let now = fought.filter(|f| f.round == p);
            match (now, v.wall[usize::from(p) - 1]) {
                (Some(f), _) if f.decided => self.fought_tile(tile, f, v),
                (Some(_), Some(at)) => self.fort_tile(tile, at, (GOLD, 5.0), None),
                (_, Some(at)) => self.fort_tile(tile, at, (fort_colour(at), 2.0), None),
                (_, None) => self.fought_before(tile, p),
            }
        }
    }

    /// The forts left in the deck and discarded, left of the wall.
    fn deck(&mut self, v: &View, top: f32) {
        let paint = Paint::fill(HOLLOW).outlined(HOLLOW_EDGE, 1.5);
        self.svg.rect(MARGIN, top, LEFT, WALL_H, 7.0, paint);
        let room = LEFT - 24.0;
        let lines = [
            (Text::new("wall-picture-wall"), 22.0, true, INK),
            (
                Text::new("wall-picture-deck").num("deck", v.deck),
                20.0,
                false,
                MUTED,
            ),
            (
                Text::new("wall-picture-discarded").num("discard", v.discard.len() as i64),
                20.0,
                false,
                MUTED,
            ),
        ];
        for (i, (t, size, bold, ink)) in lines.into_iter().enumerate() {
            let text = self.say(t);
            let font = Font::new(size, ink);
            let font = if bold { font.bold() } else { font };
            let at = Spot {
                x: MARGIN + 12.0,
                y: top + 34.0 + 31.0 * i as f32,
                room,
            };
            self.line(at, font, &text);
        }
    }

    /// A position fought in an earlier round: empty, its number dim.
    fn fought_before(&mut self, tile: (f32, f32, f32), p: u8) {
        let (x, y, w) = tile;
        self.hollow(tile, WALL_H, None);
        let font = Font::new(40.0, HOLLOW_EDGE).bold().anchor(Anchor::Middle);
        self.svg
            .text(x + w / 2.0, y + WALL_H / 2.0 + 14.0, font, &p.to_string());
    }

    /// The fort fought for once the outcome is known: taken under its captor's flag, or a tie.
    fn fought_tile(&mut self, tile: (f32, f32, f32), f: &Fought, v: &View) {
        let taken = f.winner.zip(f.fort).and_then(|(w, at)| {
            let k = v.clans.get(usize::from(w))?;
            Some((at, clan_colour(k.colour).0))
        });
        match taken {
            Some((at, colour)) => self.fort_tile(tile, at, (colour, 6.0), Some(colour)),
            None => {
                let tie = self.say(Text::new("wall-picture-no-capture"));
                self.hollow(tile, WALL_H, Some(&tie));
            }
        }
    }

    /// A fort: its name on a band of its kind's colour, its value large, a flag if taken.
    fn fort_tile(
        &mut self,
        (x, y, w): (f32, f32, f32),
        f: Fort,
        edge: (&str, f32),
        flag: Option<&str>,
    ) {
        let kind = fort_colour(f);
        let frame = Paint::fill(CARD).outlined(edge.0, edge.1);
        self.svg.rect(x, y, w, WALL_H, 8.0, frame);
        self.svg.rect(x, y, w, BAND, 8.0, Paint::fill(kind));
        self.svg
            .rect(x, y + BAND - 8.0, w, 8.0, 0.0, Paint::fill(kind));
        let name = self.say(Text::new("wall-picture-fort").str("fort", fort_kind(f)));
        let at = Spot {
            x: x + w / 2.0,
            y: y + 23.0,
            room: w - 10.0,
        };
        let font = Font::new(20.0, "#ffffff").bold().anchor(Anchor::Middle);
        self.line(at, font, &name);
        let ink = if f.value() < 0 { "#b03a2e" } else { INK };
        let font = Font::new(50.0, ink).bold().anchor(Anchor::Middle);
        let cx = if flag.is_some() {
            x + w / 2.0 - 14.0
        } else {
            x + w / 2.0
        };
        self.svg
            .text(cx, y + BAND + 58.0, font, &value(i64::from(f.value())));
        if let Some(colour) = flag {
            self.flag(x + w - 26.0, y + WALL_H - 10.0, colour);
        }
    }

    /// A captor's flag on a pole standing on `y`.
    fn flag(&mut self, x: f32, y: f32, colour: &str) {
        self.svg.line((x, y), (x, y - 50.0), INK, 2.5);
        let cloth = [(x, y - 50.0), (x + 20.0, y - 42.0), (x, y - 33.0)];
        self.svg
            .polygon(&cloth, Paint::fill(colour).outlined(INK, 1.0));
    }

    /// An empty place (a position fought, a warrior gone), a word in it if given.
    pub(super) fn hollow(&mut self, (x, y, w): (f32, f32, f32), h: f32, word: Option<&str>) {
        let paint = Paint::fill(HOLLOW).outlined(HOLLOW_EDGE, 1.5);
        self.svg.rect(x, y, w, h, 8.0, paint);
        let Some(word) = word else { return };
        let room = w - 10.0;
        let (size, lines) = super::measure::wrap_to_fit(word, room, (22.0, MIN_FONT), 2, true);
        let step = size + 4.0;
        let first = y + h / 2.0 + size * 0.36 - step * (lines.len() as f32 - 1.0) / 2.0;
        for (i, l) in lines.iter().enumerate() {
            let font = Font::new(size, MUTED).bold().anchor(Anchor::Middle);
            self.svg.text(x + w / 2.0, first + step * i as f32, font, l);
        }
    }
}
