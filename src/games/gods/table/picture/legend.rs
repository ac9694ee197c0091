//! The key to the map's marks, set line by line as the room allows: the marks on tokens, the
//! ground, the arrows, and how Hela's die points.

use super::arrows::EARLIER;
use super::grid::corners;
use super::map::{terrain_fill, toward, VOID};
use super::tokens::{struck, STRUCK};
use super::{measure, Painter, EDGE, INK, MIN_FONT, PANEL};
use crate::games::gods::map::Direction;
use crate::games::gods::terrain::Terrain;
use crate::games::gods::token::Side;
use crate::games::gods::trail::{turns, TraceKind};
use crate::games::gods::view::View;
use crate::i18n::Text;
use crate::render::{Font, Paint};

/// An entry of the key: what its icon shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Key {
    Target,
    Pinned,
    Frozen,
    Ground(Terrain),
    Void,
    River,
    Arrow(TraceKind),
    /// An arrow of the other side's previous turn.
    Earlier,
    /// Which way each face of Hela's die points.
    Compass,
    /// A target that fell.
    Fallen,
    /// Where a token fell to an attack.
    Struck,
}

/// The key during play, most needed first.
const PLAY: [(Key, &str); 16] = [
    (Key::Target, "gods-picture-legend-target"),
    (Key::Pinned, "gods-picture-legend-pinned"),
    (Key::Frozen, "gods-picture-legend-frozen"),
    (Key::Arrow(TraceKind::Move), "gods-picture-legend-move"),
    (Key::Arrow(TraceKind::Attack), "gods-picture-legend-attack"),
    (
        Key::Arrow(TraceKind::Retreat),
        "gods-picture-legend-retreat",
    ),
    (Key::Struck, "gods-picture-legend-struck"),
    (Key::Earlier, "gods-picture-legend-earlier"),
    (Key::Ground(Terrain::Forest), "gods-picture-legend-forest"),
    (Key::Ground(Terrain::Hills), "gods-picture-legend-hills"),
    (Key::Ground(Terrain::Glacier), "gods-picture-legend-glacier"),
    (Key::River, "gods-picture-legend-river"),
    (Key::Ground(Terrain::Bridge), "gods-picture-legend-bridge"),
    (Key::Void, "gods-picture-legend-void"),
    (
        Key::Ground(Terrain::Helfield),
        "gods-picture-legend-helfield",
    ),
    (Key::Compass, "gods-picture-legend-compass"),
];

/// The key of the final board: what the last turns and the fall look like.
const END: [(Key, &str); 6] = [
    (Key::Fallen, "gods-picture-legend-fallen"),
    (Key::Struck, "gods-picture-legend-struck"),
    (Key::Arrow(TraceKind::Move), "gods-picture-legend-move"),
    (Key::Arrow(TraceKind::Attack), "gods-picture-legend-attack"),
    (
        Key::Arrow(TraceKind::Retreat),
        "gods-picture-legend-retreat",
    ),
    (Key::Earlier, "gods-picture-legend-earlier"),
];

/// The final key as far as the map shows it: the mark only where a target fell, an arrow's
/// entry only for arrows drawn, the faded turn only if there is one.
pub fn end_keys(v: &View) -> Vec<(Key, &'static str)> {
    let (earlier, _) = turns(&v.trail, v.turn_start);
    let drawn = |kind: TraceKind| {
        v.trail.iter().any(|t| match kind {
            // A jump is drawn as a move.
            TraceKind::Move => matches!(t.kind, TraceKind::Move | TraceKind::Jump),
            _ => t.kind == kind,
        })
    };
    END.iter()
        .copied()
        .filter(|&(key, _)| match key {
            Key::Fallen => super::fallen(v).is_some(),
            Key::Struck => !struck(v).is_empty(),
            Key::Arrow(kind) => drawn(kind),
            Key::Earlier => !earlier.is_empty(),
            _ => true,
        })
        .collect()
}

/// The key during play: the mark where a token fell only while one is shown.
fn play_keys(v: &View) -> Vec<(Key, &'static str)> {
    let any_struck = !struck(v).is_empty();
    PLAY.iter()
        .copied()
        .filter(|&(key, _)| key != Key::Struck || any_struck)
        .collect()
}

const LINE: f32 = 28.0;
const PAD: f32 = 8.0;
/// An icon's room, and the space after an entry.
const ICON: f32 = 28.0;
const SPACE: f32 = 14.0;

/// Entries set in lines within `room`: each line's entries with where each starts.
fn flow(words: &[(Key, String)], room: f32) -> Vec<Vec<(f32, Key, String)>> {
    let mut lines: Vec<Vec<(f32, Key, String)>> = Vec::new();
    let mut x = room;
    for (key, word) in words {
        let w = ICON + measure::width(word, MIN_FONT, false);
        if x > 0.0 && x + w > room {
            lines.push(Vec::new());
            x = 0.0;
        }
        if let Some(line) = lines.last_mut() {
            line.push((x, *key, word.clone()));
        }
        x += w + SPACE;
    }
    lines
}

impl Painter<'_> {
    /// The key in the box `(x, top, w)` down to `bottom`, set against its foot; the entries
    /// that do not fit are left out, the last first.
    pub(super) fn legend(&mut self, (x, top, w): (f32, f32, f32), bottom: f32) {
        self.key_box(&play_keys(self.v), (x, top, w), bottom);
    }

    pub(super) fn key_box(
        &mut self,
        keys: &[(Key, &'static str)],
        (x, top, w): (f32, f32, f32),
        bottom: f32,
    ) {
        let words: Vec<(Key, String)> = keys
            .iter()
            .map(|&(k, id)| (k, self.say(Text::new(id))))
            .collect();
        let room = w - 2.0 * PAD;
        let fits = |n: usize| {
            let h = flow(&words[..n], room).len() as f32 * LINE + 2.0 * PAD;
            top + h <= bottom
        };
        let Some(n) = (1..=words.len()).rev().find(|&n| fits(n)) else {
            return;
        };
        let lines = flow(&words[..n], room);
        let h = lines.len() as f32 * LINE + 2.0 * PAD - 4.0;
        let y0 = bottom - h;
        let frame = Paint::fill(PANEL).outlined(EDGE, 1.5);
        self.svg.rect(x, y0, w, h, 8.0, frame);
        for (i, line) in lines.iter().enumerate() {
            let base = y0 + PAD + LINE * i as f32 + 19.0;
            for (dx, key, word) in line {
                let left = x + PAD + dx;
                self.key((left + 12.0, base - 6.5), *key);
                let font = Font::new(MIN_FONT, INK);
                self.svg.text(left + ICON, base, font, word);
            }
        }
    }

    fn key(&mut self, c: (f32, f32), key: Key) {
        match key {
            Key::Target => self.ring(c, 8.0),
            Key::Pinned => self.pin(c, 6.0),
            Key::Frozen => self.snowflake(c, 9.0),
            Key::Ground(t) => self.swatch(c, t),
            Key::Void => {
                self.svg
                    .polygon(&corners(c, 12.0), Paint::fill(VOID).outlined(EDGE, 1.0));
            }
            Key::River => {
                let (a, b) = ((c.0 - 12.0, c.1), (c.0 + 12.0, c.1));
                self.svg.line(a, b, "#17426e", 7.0);
                self.svg.line(a, b, "#2f7fd0", 4.0);
            }
            Key::Arrow(kind) => self.arrow((c.0 - 12.0, c.1), (c.0 + 13.0, c.1), kind, 1.0),
            Key::Earlier => {
                self.svg.group(EARLIER);
                self.key(c, Key::Arrow(TraceKind::Move));
                self.svg.end_group();
            }
            Key::Compass => {
                self.swatch(c, Terrain::Helfield);
                let tip = toward(c, 10.0, Direction::from_number(1));
                self.arrow((c.0, c.1 + 7.0), tip, TraceKind::Move, 0.6);
            }
            Key::Fallen => self.fallen_mark(Some(Side::Chaos), c, 11.0),
            Key::Struck => {
                self.svg.group(STRUCK);
                self.fallen_mark(Some(Side::Asgard), c, 10.0);
                self.svg.end_group();
            }
        }
    }

    /// A small hex of terrain `t` with its mark.
    pub(super) fn swatch(&mut self, c: (f32, f32), t: Terrain) {
        let r = 12.0;
        let paint = Paint::fill(terrain_fill(t)).outlined(EDGE, 1.0);
        self.svg.polygon(&corners(c, r), paint);
        match t {
            Terrain::Forest => self.tree(c, 1.0),
            Terrain::Hills => self.hill(c, 1.0),
            Terrain::Glacier => self.crevasse(c, 1.0),
            Terrain::Bridge => self.rainbow((c.0, c.1 + 5.0), r),
            Terrain::Heimdall => self.heimdall_mark(c, r),
            Terrain::Helfield | Terrain::Plain => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_flow_into_lines_within_the_room() {
        let words: Vec<(Key, String)> = PLAY
            .iter()
            .map(|&(k, id)| (k, id.trim_start_matches("gods-picture-legend-").to_string()))
            .collect();
        let lines = flow(&words, 300.0);
        assert!(lines.len() > 1);
        assert_eq!(lines.iter().map(Vec::len).sum::<usize>(), PLAY.len());
        for line in &lines {
            for (x, _, w) in line {
                assert!(x + ICON + measure::width(w, MIN_FONT, false) <= 300.0 || *x == 0.0);
            }
        }
    }
}
