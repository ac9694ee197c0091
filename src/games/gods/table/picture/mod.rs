//! The Viking Gods board as a picture, landscape and large enough to read where Discord shows
//! it (about half its width), drawn from the public view only (R-INFO-1).
//!
//! During play the hex map fills the picture's height on the left: the terrain, the river
//! Nordkapp and the Rainbow Bridge (covered hexes dark), every empty hex named ("E5"), every
//! token in its side's colour and shape — Asgard round and light, Chaos square and dark, Hela a
//! grey-violet diamond — with its code and strength, the two targets ringed, pins and the
//! freeze marked, and the trail as arrows (this turn's in full colour, the other side's turn
//! before it faded), a struck-out grey mark where an attack's defender fell. Beside it: the round and who is to play, each side's player with the
//! tokens left and lost and the target they guard, the bridge, the freeze and Hela, and a key.
//!
//! Once the game is over: the result, the map where it ended with the fallen target marked,
//! and the scoring as a table, one row per player.
//!
//! Every text is at least [`MIN_FONT`] units high in a picture [`WIDTH`] units wide, and is
//! measured ([`measure`]) so that it fits its place.

mod arrows;
mod grid;
mod legend;
mod map;
mod panel;
mod scores;
#[cfg(test)]
mod tests;
mod tokens;

use grid::{Grid, BAND};

use crate::games::gods::state::{EndCause, Phase, State};
use crate::games::gods::token::{Side, Token};
use crate::games::gods::view::{view, View};
use crate::games::Seat;
use crate::i18n::{render, Lang, Text};
use crate::render::measure::{self, Spot};
use crate::render::{Font, Svg};

/// The picture's size in its own units: shown at about 520 px wide on Discord, drawn at twice
/// that.
pub const WIDTH: f32 = 1040.0;
pub const HEIGHT: f32 = 650.0;
/// The smallest font size drawn: 9 px high where the picture is shown at half its width.
pub const MIN_FONT: f32 = 18.0;
const MARGIN: f32 = 8.0;
const GAP: f32 = 10.0;
/// The final board's header.
const HEADER: f32 = 76.0;
/// The final board's hexes: as large as the scoring table leaves room for, within these.
const FINAL_SIZES: (f32, f32) = (22.0, 30.0);

const INK: &str = "#1e2530";
const PAPER: &str = "#f3efe2";
const PANEL: &str = "#faf7ee";
const MUTED: &str = "#4f4a3e";
const HEADER_BG: &str = "#22313f";
const HEADER_INK: &str = "#ffffff";
const HEADER_MUTED: &str = "#d5dde6";
const EDGE: &str = "#8d8a6c";
const GOLD: &str = "#f1c40f";

/// The public board of `state` as an SVG document, worded in `lang`.
pub fn picture(state: &State, names: &[String], lang: Lang) -> String {
    draw(&view(state, None), names, lang)
}

/// Draws a view: nothing else of the game is read.
fn draw(v: &View, names: &[String], lang: Lang) -> String {
    let mut p = Painter {
        svg: Svg::new(WIDTH, HEIGHT, PAPER),
        v,
        names,
        lang,
        grid: play_grid(),
    };
    if v.end.is_some() {
        p.final_board();
    } else {
        p.board();
        p.panel(p.grid.right() + BAND + GAP);
    }
    p.svg.finish()
}

/// The map during play: as tall as the picture allows, on the left.
fn play_grid() -> Grid {
    let size = Grid::size_to_fit(WIDTH, HEIGHT - 2.0 * MARGIN);
    Grid::at(MARGIN, MARGIN, size)
}

struct Painter<'a> {
    svg: Svg,
    v: &'a View,
    names: &'a [String],
    lang: Lang,
    /// Where the map is drawn.
    grid: Grid,
}

impl Painter<'_> {
    fn say(&self, t: Text) -> String {
        render(&t, self.lang)
    }

    fn who(&self, side: Side) -> String {
        crate::table::words::who(self.names, seat_of(self.v, side))
    }

    /// The map with everything on it, in the painter's grid.
    fn board(&mut self) {
        self.map();
        self.river();
        self.coordinates();
        self.struck_marks();
        self.labels();
        self.earlier_arrows();
        self.tokens();
        self.fallen();
        self.arrows();
    }

    /// The final board: the result over the whole width, the map where the game ended on the
    /// left, the scoring table beside it.
    fn final_board(&mut self) {
        self.final_header();
        let plan = self.score_plan();
        let top = HEADER + GAP;
        let room = WIDTH - 2.0 * MARGIN - GAP - plan.width();
        let size =
            Grid::size_to_fit(room, HEIGHT - MARGIN - top).clamp(FINAL_SIZES.0, FINAL_SIZES.1);
        self.grid = Grid::at(MARGIN, top, size);
        self.board();
        let x = self.grid.right() + BAND + GAP;
        self.scores(&plan, (x, top, WIDTH - MARGIN - x));
    }

    /// One line of `text` at `at` (see [`measure::line`]); returns how wide it was drawn.
    fn line(&mut self, at: Spot, font: Font, text: &str) -> f32 {
        measure::line(&mut self.svg, at, font, MIN_FONT, text)
    }

    /// Wrapped lines of `text` (see [`measure::lines`]); returns how many were drawn.
    fn lines(&mut self, at: Spot, font: Font, wrap: (usize, f32), text: &str) -> usize {
        measure::lines(&mut self.svg, at, font, MIN_FONT, wrap, text)
    }
}

// ---- Words ----

/// The seat playing `side`: Asgard's is in the view, Chaos has the other.
fn seat_of(v: &View, side: Side) -> Seat {
    match side {
        Side::Asgard => v.asgard,
        Side::Chaos => 1 - v.asgard.min(1),
    }
}

/// The side that must answer now: the mover, the attacker, the winner of a duel moving a
/// fugitive, Chaos for Hela's roll and the bridge; none once the game is over.
fn side_to_act(v: &View) -> Option<Side> {
    match v.phase {
        Phase::Deploy { side } | Phase::Movement { side } => Some(side),
        Phase::Attack { side } => Some(v.flight.as_ref().map_or(side, |f| f.winner)),
        Phase::Hela | Phase::Bridge => Some(Side::Chaos),
        Phase::Over => None,
    }
}

fn cause_id(cause: EndCause) -> &'static str {
    match cause {
        EndCause::LokiRemoved => "loki_removed",
        EndCause::TreeRemoved => "tree_removed",
        EndCause::Resignation => "resignation",
        EndCause::RoundLimit => "round_limit",
    }
}

/// A token's name in the game's own words.
fn token_name(token: Token) -> Text {
    Text::new("gods-token").str("token", token.id())
}

/// The target a side guards: Asgard the tree, Chaos Loki (R-END-1).
fn guarded(side: Side) -> Token {
    match side {
        Side::Asgard => Token::Yggdrasill,
        Side::Chaos => Token::Loki,
    }
}

/// The target whose fall ended the game, and where it fell.
fn fallen(v: &View) -> Option<(Token, crate::games::gods::map::Hex)> {
    let end = v.end?;
    let token = match end.cause {
        EndCause::LokiRemoved => Token::Loki,
        EndCause::TreeRemoved => Token::Yggdrasill,
        EndCause::Resignation | EndCause::RoundLimit => return None,
    };
    Some((token, end.at?))
}
