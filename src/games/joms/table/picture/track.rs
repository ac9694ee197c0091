//! The Yggdrasil track (R-YGG): the trunk, the fork and the three branches, each space with
//! its symbol, treasure and glory, and the players' pawns in their seats' colours; a legend of
//! the symbols in the room the trunk leaves.

use super::{measure, seat_colour, Painter, Spot, INK, MARGIN, MIN_FONT, MUTED, WIDTH};
use crate::games::joms::cards::{Space, Symbol};
use crate::games::Seat;
use crate::i18n::Text;
use crate::render::{Anchor, Font, Paint};

/// The panel's height.
pub const HEIGHT: f32 = 160.0;
const TRACK_BG: &str = "#e4eadb";
const TRACK_EDGE: &str = "#6d8a5a";
const TREASURE: &str = "#c79a00";
const GLORY: &str = "#7a5a00";
const SPACE_W: f32 = 100.0;
const SPACE_H: f32 = 44.0;
const STEP: f32 = 108.0;
const ROW_STEP: f32 = 50.0;
const TRUNK_X: f32 = MARGIN + 10.0;
const BRANCH_X: f32 = WIDTH - MARGIN - 10.0 - 3.0 * STEP - SPACE_W;
const LABEL_X: f32 = TRUNK_X + 3.0 * STEP + SPACE_W + 12.0;
/// The legend's room: the trunk's width.
const LEGEND_ROOM: f32 = 3.0 * STEP + SPACE_W;

fn symbol_id(s: Symbol) -> &'static str {
    match s {
        Symbol::None => "none",
        Symbol::Either => "either",
        Symbol::Plus => "plus",
        Symbol::Reward => "reward",
    }
}

impl Painter<'_> {
    /// The track from `top`.
    pub(super) fn track(&mut self, top: f32) {
        let paint = Paint::fill(TRACK_BG).outlined(TRACK_EDGE, 1.5);
        self.svg
            .rect(MARGIN, top, WIDTH - 2.0 * MARGIN, HEIGHT, 6.0, paint);
        let rows = [top + 8.0, top + 8.0 + ROW_STEP, top + 8.0 + 2.0 * ROW_STEP];
        let mid = rows[1];
        let trunk_end = TRUNK_X + 3.0 * STEP + SPACE_W;
        let d = self.d;
        for (i, b) in d.yggdrasil.branches.iter().enumerate().take(3) {
            let y = rows[i];
            self.svg.line(
                (trunk_end, mid + SPACE_H / 2.0),
                (LABEL_X - 4.0, y + SPACE_H / 2.0),
                TRACK_EDGE,
                2.5,
            );
            let branch = b.id.trim_start_matches("y.").to_string();
            let label = self.say(Text::new("joms-pic-branch").str("branch", branch));
            let at = Spot {
                x: LABEL_X,
                y: y + 29.0,
                room: BRANCH_X - LABEL_X - 8.0,
            };
            self.line(at, Font::new(20.0, INK).bold(), &label);
            for (j, s) in b.spaces.iter().enumerate().take(4) {
                let x = BRANCH_X + STEP * j as f32;
                self.space((x, y), s, Some(i as u8), j as u8);
            }
        }
        for (j, s) in d.yggdrasil.trunk.iter().enumerate().take(4) {
            let x = TRUNK_X + STEP * j as f32;
            if j > 0 {
                let y = mid + SPACE_H / 2.0;
                self.svg
                    .line((x - STEP + SPACE_W, y), (x, y), TRACK_EDGE, 2.5);
            }
            self.space((x, mid), s, None, j as u8);
        }
        self.legend(top);
    }

    /// The title and what the symbols do, above and below the trunk.
    fn legend(&mut self, top: f32) {
        let title = self.say(Text::new("joms-pic-yggdrasil"));
        let at = Spot {
            x: TRUNK_X,
            y: top + 24.0,
            room: LEGEND_ROOM,
        };
        self.line(at, Font::new(20.0, INK).bold(), &title);
        let lines = [
            ("joms-pic-legend-either", top + 45.0),
            ("joms-pic-legend-plus", top + 128.0),
            ("joms-pic-legend-treasure", top + 151.0),
        ];
        for (id, y) in lines {
            let text = self.say(Text::new(id));
            let mut x = TRUNK_X;
            if id == "joms-pic-legend-treasure" {
                self.treasure(x, y - 13.0);
                x += 20.0;
            }
            let at = Spot {
                x,
                y,
                room: LEGEND_ROOM - (x - TRUNK_X),
            };
            self.line(at, Font::new(MIN_FONT, MUTED), &text);
        }
    }

    /// A treasure: a small gold chest, its top left at (`x`, `y`).
    fn treasure(&mut self, x: f32, y: f32) {
        let paint = Paint::fill(TREASURE).outlined(INK, 1.0);
        self.svg.rect(x, y, 15.0, 13.0, 2.0, paint);
        self.svg.line((x, y + 5.0), (x + 15.0, y + 5.0), INK, 1.0);
    }

    /// A space: its symbol, its treasure and glory, and the pawns standing on it.
    fn space(&mut self, (x, y): (f32, f32), s: &Space, branch: Option<u8>, at: u8) {
        let paint = Paint::fill("#fffdf6").outlined(TRACK_EDGE, 1.2);
        self.svg.rect(x, y, SPACE_W, SPACE_H, 5.0, paint);
        let cx = x + SPACE_W / 2.0;
        let symbol = self.say(Text::new("joms-pic-symbol").str("symbol", symbol_id(s.main)));
        let spot = Spot {
            x: cx,
            y: y + 20.0,
            room: SPACE_W - 6.0,
        };
        let font = Font::new(MIN_FONT, INK).bold().anchor(Anchor::Middle);
        self.line(spot, font, &symbol);
        let glory = if s.glory > 0 {
            self.say(Text::new("joms-pic-space-glory").num("n", s.glory))
        } else {
            String::new()
        };
        let chest = if s.treasure { 19.0 } else { 0.0 };
        let w = chest + measure::width(&glory, MIN_FONT, true);
        let mut gx = cx - w / 2.0;
        if s.treasure {
            self.treasure(gx, y + 27.0);
            gx += chest;
        }
        if !glory.is_empty() {
            let font = Font::new(MIN_FONT, GLORY).bold();
            self.svg.text(gx, y + 40.0, font, &glory);
        }
        let here: Vec<Seat> = (0..self.v.players.len() as Seat)
            .filter(|&i| {
                let pawn = self.v.players[usize::from(i)].pawn;
                pawn.branch == branch && pawn.space == at
            })
            .collect();
        // On the space's top edge, clear of its symbol.
        let first = cx - 8.0 * (here.len() as f32 - 1.0);
        for (k, &seat) in here.iter().enumerate() {
            let paint = Paint::fill(seat_colour(seat)).outlined("#ffffff", 2.0);
            self.svg
                .circle(first + 16.0 * k as f32, y - 1.0, 7.0, paint);
        }
    }
}
