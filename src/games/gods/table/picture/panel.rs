//! Beside the map during play: the round and who is to play; each side's player with the
//! tokens left and lost and the target they guard; the bridge, the freeze and Hela; the key.

use super::tokens::{chip_colours, hex_of};
use super::{
    guarded, seat_of, side_to_act, token_name, Painter, Spot, EDGE, GAP, GOLD, HEADER_BG,
    HEADER_INK, HEADER_MUTED, HEIGHT, INK, MARGIN, PANEL, WIDTH,
};
use crate::games::gods::state::{Phase, HELA_STEPS};
use crate::games::gods::terrain::{bridge_hexes, Terrain};
use crate::games::gods::token::{Side, Token};
use crate::i18n::Text;
use crate::render::{Font, Paint};
use crate::table::words::list;

/// The heading's height: the round, the phase, who plays.
const HEADING: f32 = 104.0;
/// A side's card: the player, the tokens, the target.
const CARD: f32 = 100.0;
/// A fact, and each line more it takes.
const FACT: f32 = 30.0;
const FACT_LINE: f32 = 23.0;
/// Where a line's text starts after its icon.
const TEXT_AT: f32 = 36.0;

impl Painter<'_> {
    /// The panel from `x` to the picture's right edge.
    pub(super) fn panel(&mut self, x: f32) {
        let w = WIDTH - MARGIN - x;
        let mut y = MARGIN;
        self.heading((x, y, w));
        y += HEADING + GAP;
        for side in Side::BOTH {
            self.side_card(side, (x, y, w));
            y += CARD + GAP;
        }
        let facts = self.facts((x, y - 4.0, w));
        self.legend((x, facts + GAP, w), HEIGHT - MARGIN);
    }

    /// The round, what happens now, and who is to play.
    fn heading(&mut self, (x, y, w): (f32, f32, f32)) {
        self.svg.rect(x, y, w, HEADING, 8.0, Paint::fill(HEADER_BG));
        let room = w - 28.0;
        let round = self.say(self.round_text());
        let at = Spot {
            x: x + 14.0,
            y: y + 33.0,
            room,
        };
        self.line(at, Font::new(28.0, HEADER_INK).bold(), &round);
        let phase = self.say(self.phase_text());
        let at = Spot { y: y + 63.0, ..at };
        self.line(at, Font::new(22.0, HEADER_INK).bold(), &phase);
        if let Some(side) = side_to_act(self.v) {
            let c = (x + 24.0, y + 86.0);
            let (fill, _, _) = chip_colours(Some(side));
            self.shape(
                Some(side),
                c,
                9.0,
                Paint::fill(fill).outlined(HEADER_INK, 1.5),
            );
            let t = Text::new("gods-picture-to-act")
                .str("name", self.who(side))
                .str("side", side.id());
            let words = self.say(t);
            let at = Spot {
                x: x + TEXT_AT + 2.0,
                y: y + 93.0,
                room: w - TEXT_AT - 16.0,
            };
            self.line(at, Font::new(20.0, HEADER_MUTED), &words);
        }
    }

    fn round_text(&self) -> Text {
        let v = self.v;
        match (v.round, v.settings.round_limit) {
            (0, _) => Text::new("gods-picture-deployment"),
            (r, 0) => Text::new("gods-picture-round-open").num("round", r),
            (r, limit) => Text::new("gods-picture-round")
                .num("round", r)
                .num("limit", limit),
        }
    }

    fn phase_text(&self) -> Text {
        let v = self.v;
        let with_side = |id, side: Side| Text::new(id).str("side", side.id());
        match v.phase {
            Phase::Deploy { side } => with_side("gods-picture-deploy", side),
            Phase::Movement { side } => with_side("gods-picture-movement", side),
            Phase::Attack { side } => match &v.flight {
                Some(f) => {
                    let names = f.fugitives.iter().map(|&t| token_name(t)).collect();
                    Text::new("gods-picture-retreat").text("tokens", list(names))
                }
                None => with_side("gods-picture-attack", side),
            },
            Phase::Hela => match v.hela {
                Some(w) => Text::new("gods-picture-hela-roll")
                    .num("step", w.step)
                    .num("steps", HELA_STEPS)
                    .num("roll", w.roll),
                None => Text::new("gods-picture-hela"),
            },
            Phase::Bridge => Text::new("gods-picture-bridge"),
            Phase::Over => Text::new("gods-picture-over"),
        }
    }

    /// A side's player, its tokens on the board and lost, and the target it guards; outlined
    /// in gold while it is to play.
    fn side_card(&mut self, side: Side, (x, y, w): (f32, f32, f32)) {
        let acting = side_to_act(self.v) == Some(side);
        let frame = match acting {
            true => Paint::fill(PANEL).outlined(GOLD, 4.0),
            false => Paint::fill(PANEL).outlined(EDGE, 1.5),
        };
        self.svg.rect(x, y, w, CARD, 8.0, frame);
        let c = (x + 20.0, y + 24.0);
        self.side_chip(Some(side), c, 11.0);
        let name = crate::table::words::who(self.names, seat_of(self.v, side));
        let at = Spot {
            x: x + TEXT_AT,
            y: y + 32.0,
            room: w - TEXT_AT - 12.0,
        };
        self.line(at, Font::new(24.0, INK).bold(), &name);
        let on_board = Token::of(side).filter(|&t| hex_of(self.v, t).is_some());
        let lost = self.v.removed.iter().filter(|t| t.is_side(side)).count();
        let t = Text::new("gods-picture-side-tokens")
            .str("side", side.id())
            .num("left", on_board.count() as i64)
            .num("lost", lost as i64);
        let words = self.say(t);
        let at = Spot {
            x: x + 14.0,
            y: y + 61.0,
            room: w - 26.0,
        };
        self.line(at, Font::new(20.0, INK), &words);
        self.guard_line(side, (x, y + 89.0, w));
    }

    /// The target a side guards: where it stands and whether it is pinned.
    fn guard_line(&mut self, side: Side, (x, y, w): (f32, f32, f32)) {
        let target = guarded(side);
        self.ring((x + 20.0, y - 7.0), 8.0);
        let t = match hex_of(self.v, target) {
            Some(hex) => Text::new("gods-picture-guards")
                .text("token", token_name(target))
                .str("hex", hex.to_string())
                .str(
                    "pinned",
                    if self.v.pinned.contains(&target) {
                        "yes"
                    } else {
                        "no"
                    },
                ),
            None => Text::new("gods-picture-guards-fallen").str("target", target.id()),
        };
        let words = self.say(t);
        let at = Spot {
            x: x + TEXT_AT,
            y,
            room: w - TEXT_AT - 12.0,
        };
        self.line(at, Font::new(20.0, INK), &words);
    }

    /// The bridge, the freeze and Hela from `y`, each on a line after its key; returns where
    /// they end.
    fn facts(&mut self, (x, mut y, w): (f32, f32, f32)) -> f32 {
        let icon = (x + 18.0, y + 15.0);
        let bridge = bridge_hexes();
        let left = bridge.iter().filter(|h| !self.v.voids.contains(h)).count();
        let words = self.say(
            Text::new("gods-picture-bridge-left")
                .num("left", left as i64)
                .num("total", bridge.len() as i64),
        );
        self.swatch(icon, Terrain::Bridge);
        y = self.fact((x, y, w), &words);
        if let Some(token) = self.v.frozen {
            self.snowflake((icon.0, y + 15.0), 9.0);
            let hex = hex_of(self.v, token).map(|h| h.to_string());
            let t = Text::new("gods-picture-frozen")
                .text("token", token_name(token))
                .str("hex", hex.unwrap_or_default());
            let words = self.say(t);
            y = self.fact((x, y, w), &words);
        }
        if let Some(hex) = hex_of(self.v, Token::Hela) {
            self.side_chip(None, (icon.0, y + 15.0), 10.0);
            let t = Text::new("gods-picture-hela-at")
                .str("hex", hex.to_string())
                .str("used", if self.v.plus_minus_used { "yes" } else { "no" });
            let words = self.say(t);
            y = self.fact((x, y, w), &words);
        }
        y
    }

    /// One fact after its icon, on two lines if need be; returns where it ends.
    fn fact(&mut self, (x, y, w): (f32, f32, f32), words: &str) -> f32 {
        let at = Spot {
            x: x + TEXT_AT,
            y: y + 22.0,
            room: w - TEXT_AT - 4.0,
        };
        let n = self.lines(at, Font::new(20.0, INK), (2, FACT_LINE), words);
        y + FACT + FACT_LINE * n.saturating_sub(1) as f32
    }
}
