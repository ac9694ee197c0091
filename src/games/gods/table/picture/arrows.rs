//! The trail as arrows: this turn's moves, attacks and retreats in full colour over the
//! tokens, the other side's turn before it faded under them.

use super::grid::{shortened, tenth};
use super::Painter;
use crate::games::gods::trail::{turns, Trace, TraceKind};
use crate::render::Paint;

pub const MOVE: &str = "#1f3b73";
pub const ATTACK: &str = "#d62828";
pub const RETREAT: &str = "#e67e22";
const HALO: &str = "#ffffff";
/// How opaque the arrows of the other side's previous turn are.
pub const EARLIER: f32 = 0.4;

impl Painter<'_> {
    /// The other side's previous turn, faded and under the tokens.
    pub(super) fn earlier_arrows(&mut self) {
        let v = self.v;
        let (earlier, _) = turns(&v.trail, v.turn_start);
        if earlier.is_empty() {
            return;
        }
        self.svg.group(EARLIER);
        earlier.iter().for_each(|t| self.trace(t));
        self.svg.end_group();
    }

    /// This turn's arrows, over the tokens.
    pub(super) fn arrows(&mut self) {
        let v = self.v;
        let (_, now) = turns(&v.trail, v.turn_start);
        now.iter().for_each(|t| self.trace(t));
    }

    /// One trace as an arrow between the chips it joins.
    fn trace(&mut self, t: &Trace) {
        let chip = self.grid.chip();
        let occupied = self.v.board.values().any(|&h| h == t.from);
        let (from_gap, to_gap) = match (t.kind, occupied) {
            // An attacker stays put: its arrow leaves from over its chip's rim, so that
            // one between neighbours still shows a shaft.
            (TraceKind::Attack, _) => (chip - 5.0, chip + 3.0),
            (_, true) => (chip + 3.0, chip + 4.0),
            // From an empty hex: from beside its name.
            (_, false) => (0.3 * chip, chip + 4.0),
        };
        let (from, to) = (self.grid.centre(t.from), self.grid.centre(t.to));
        if let Some([start, end, _]) = shortened(from, to, from_gap, to_gap) {
            let k = self.grid.scale().clamp(0.7, 1.0);
            self.arrow(start, end, t.kind, k);
        }
    }

    /// An arrow from `start` to the tip `end`, haloed in white, `k` times its full size:
    /// moves and jumps thin and navy, attacks thick and red, retreats orange with a bar at the
    /// tail.
    pub(super) fn arrow(&mut self, start: (f32, f32), end: (f32, f32), kind: TraceKind, k: f32) {
        let (colour, width, head) = match kind {
            TraceKind::Move | TraceKind::Jump => (MOVE, 3.5, 11.0),
            TraceKind::Attack => (ATTACK, 5.0, 13.0),
            TraceKind::Retreat => (RETREAT, 3.5, 11.0),
        };
        let (width, head) = (tenth(width * k), head * k);
        let Some([start, base, (ux, uy)]) = shortened(start, end, 0.0, head) else {
            return;
        };
        let t = |(x, y): (f32, f32)| (tenth(x), tenth(y));
        self.svg.line(t(start), t(base), HALO, width + 3.0);
        self.svg.line(t(start), t(base), colour, width);
        let (px, py) = (-uy * head * 0.6, ux * head * 0.6);
        let tip = [end, (base.0 + px, base.1 + py), (base.0 - px, base.1 - py)];
        let tip = tip.map(t);
        self.svg
            .polygon(&tip, Paint::fill(colour).outlined(HALO, 1.5));
        if kind == TraceKind::Retreat {
            let a = (start.0 + px, start.1 + py);
            let b = (start.0 - px, start.1 - py);
            self.svg.line(t(a), t(b), colour, 3.0);
        }
    }
}
