//! The Wall as a picture, landscape and large enough to read where Discord shows it (about
//! half its width): this turn's six forts with their values, then a row per clan in its
//! colour — its name, points, line strength and the forts it holds, and a card at each
//! position: the warriors still face down, those face up in its line, and this round's with
//! what befell it. Once the game is over, the final scoring as a table instead.
//!
//! Drawn from the public view only (R-INFO): not the hands, the cards set aside, what the backs
//! hide, nor the answers not yet told. Every text is at least [`MIN_FONT`] units high in a
//! picture [`WIDTH`] units wide, and is measured ([`measure`]) so that it fits its place.

mod clans;
mod fight;
mod scores;
mod wall;

use self::fight::Fought;
use super::board::phase_title;
use super::words::fort;
use crate::games::wall::scoring::solo;
use crate::games::wall::{outcome, view, Colour, Solo, State, Step, View};
use crate::i18n::{render, Lang, Text};
use crate::render::measure::{self, Spot};
use crate::render::{Font, Paint, Svg};
use crate::table::words::who;

/// The picture's width in its own units: shown at about 520 px wide on Discord, drawn at
/// twice that.
pub const WIDTH: f32 = 1040.0;
/// The smallest font size drawn: 9 px high where the picture is shown at half its width.
pub const MIN_FONT: f32 = 18.0;
const MARGIN: f32 = 12.0;
const GAP: f32 = 8.0;
const HEADER: f32 = 72.0;
/// The clans' column, left of the positions: name, points, line, forts held.
const LEFT: f32 = 276.0;
/// The row of forts.
const WALL_H: f32 = 112.0;
/// A clan's row.
const ROW_H: f32 = 102.0;
const ROWS_TOP: f32 = HEADER + GAP + WALL_H + GAP;
const INK: &str = "#2b2118";
const PAPER: &str = "#efe6d2";
const CARD: &str = "#fbf6ea";
const MUTED: &str = "#5f5242";
const GOLD: &str = "#f1c40f";
const HOLLOW: &str = "#e9e0cb";
const HOLLOW_EDGE: &str = "#d3c6a8";

/// A clan's colour on the picture, and the ink that reads on it.
fn clan_colour(c: Colour) -> (&'static str, &'static str) {
    match c {
        Colour::Green => ("#2e8b47", "#ffffff"),
        Colour::Red => ("#c0392b", "#ffffff"),
        Colour::Gold => ("#e0ac12", INK),
        Colour::Blue => ("#2c6fbb", "#ffffff"),
    }
}

/// A printed value with a true minus sign.
fn value(v: i64) -> String {
    if v < 0 {
        format!("−{}", -v)
    } else {
        v.to_string()
    }
}

fn step_id(step: Step) -> &'static str {
    match step {
        Step::Seduce => "seduce",
        Step::Horsie => "horsie",
        Step::Druhid => "druhid",
        Step::KeepAxx => "keep-axx",
        Step::KeepWeakest => "keep-weakest",
        Step::FortUna => "fortuna",
        Step::Fokus => "fokus",
        Step::Svord => "svord",
    }
}

/// The public board of `state` as an SVG document, worded in `lang`.
pub fn picture(state: &State, names: &[String], lang: Lang) -> String {
    let v = view(state, None);
    let fought = Fought::of(state, &v);
    let mut p = Painter {
        svg: Svg::new(0.0, 0.0, PAPER),
        state,
        names,
        lang,
    };
    if v.over {
        let table = p.score_table();
        let height = (HEADER + GAP + table.height() + MARGIN).max(WIDTH / 3.0);
        p.svg = Svg::new(WIDTH, height, PAPER);
        p.header(&v, None);
        p.scores(&table, HEADER + GAP);
        return p.svg.finish();
    }
    let rows = v.clans.len().max(1) as f32;
    let height = ROWS_TOP + rows * (ROW_H + GAP) - GAP + MARGIN;
    p.svg = Svg::new(WIDTH, height, PAPER);
    p.header(&v, fought.as_ref());
    if let Some(f) = &fought {
        p.lit_column(f.round, height - MARGIN + 4.0);
    }
    p.wall(&v, fought.as_ref(), HEADER + GAP);
    for c in 0..v.clans.len() as u8 {
        let top = ROWS_TOP + f32::from(c) * (ROW_H + GAP);
        p.clan_row(&v, fought.as_ref(), c, top);
    }
    p.svg.finish()
}

struct Painter<'a> {
    svg: Svg,
    state: &'a State,
    names: &'a [String],
    lang: Lang,
}

impl Painter<'_> {
    fn say(&self, t: Text) -> String {
        render(&t, self.lang)
    }

    /// A clan as the picture names it: its player, or "Gold (neutral)"; its colour shows.
    fn clan_name(&self, c: u8) -> String {
        if self.state.is_player(c) {
            return who(self.names, c);
        }
        let colour = self.state.clan(c).map_or("green", |k| k.colour.id());
        self.say(Text::new("wall-picture-neutral").str("colour", colour))
    }

    fn clans(&self, clans: &[u8]) -> String {
        let names: Vec<String> = clans.iter().map(|&c| self.clan_name(c)).collect();
        names.join(", ")
    }

    /// One line of `text` at `at` (see [`measure::line`]); returns how wide it was drawn.
    fn line(&mut self, at: Spot, font: Font, text: &str) -> f32 {
        measure::line(&mut self.svg, at, font, MIN_FONT, text)
    }

    /// The phase on top, and under it what happens now: the fight and who is waited for, or
    /// who won.
    fn header(&mut self, v: &View, fought: Option<&Fought>) {
        self.svg
            .rect(0.0, 0.0, WIDTH, HEADER, 0.0, Paint::fill(INK));
        let room = WIDTH - 2.0 * MARGIN;
        let title = self.say(phase_title(self.state));
        let at = Spot {
            x: MARGIN,
            y: 31.0,
            room,
        };
        self.line(at, Font::new(26.0, "#ffffff").bold(), &title);
        let size = 21.0;
        let tries = if v.over {
            vec![self.say(self.result())]
        } else {
            self.news(v, fought)
        };
        // The longest that fits, a little smaller if need be: who is waited for matters less
        // than what happened.
        let second = tries
            .iter()
            .find(|t| measure::width(t, MIN_FONT + 1.0, false) <= room)
            .or(tries.last())
            .cloned()
            .unwrap_or_default();
        let at = Spot {
            x: MARGIN,
            y: 61.0,
            room,
        };
        self.line(at, Font::new(size, PAPER), &second);
    }

    /// What happens now, from the longest telling to the shortest.
    fn news(&self, v: &View, fought: Option<&Fought>) -> Vec<String> {
        let Some(f) = fought else {
            let head = self.say(Text::new("wall-picture-orders").num("turn", v.turn));
            let open: Vec<u8> = (0..v.clans.len() as u8)
                .filter(|&c| v.clans.get(usize::from(c)).is_some_and(|k| !k.locked))
                .collect();
            if open.is_empty() {
                return vec![head];
            }
            let left = Text::new("wall-picture-orders-left").str("clans", self.clans(&open));
            return vec![format!("{head} · {}", self.say(left)), head];
        };
        let head = match (f.decided, f.winner, f.fort) {
            (true, Some(w), Some(at)) => Text::new("wall-picture-captured")
                .str("clan", self.clan_name(w))
                .text("fort", fort(at)),
            (false, _, Some(at)) => Text::new("wall-picture-fight").text("fort", fort(at)),
            _ => Text::new("wall-picture-stalemate"),
        };
        let head = self.say(head.num("round", f.round));
        let Some(step) = v.step.filter(|_| !v.waiting.is_empty()) else {
            return vec![head];
        };
        let step = Text::new("wall-picture-step").str("step", step_id(step));
        let named = Text::new("wall-picture-waiting").str("clans", self.clans(&v.waiting));
        let named = self.say(named.text("step", step.clone()));
        let marked = self.say(Text::new("wall-picture-waiting-marked").text("step", step));
        // Without the fight's outcome, which the fort's flag and the cards' tags show too.
        vec![
            format!("{head} · {named}"),
            format!("{head} · {marked}"),
            named,
            marked,
            head,
        ]
    }

    /// Who won the finished game (R-END): a FortHeca win, solo's result, or the winners.
    fn result(&self) -> Text {
        let winners = outcome(self.state).map(|o| o.winners).unwrap_or_default();
        match (self.state.fortheca_win, solo(self.state)) {
            (Some(w), _) => Text::new("wall-picture-fortheca").str("clan", self.clan_name(w)),
            (None, Some(s)) => Text::new("wall-picture-solo").str(
                "result",
                match s {
                    Solo::Win => "win",
                    Solo::Draw => "draw",
                    Solo::Loss => "loss",
                },
            ),
            (None, None) => Text::new("wall-picture-winners")
                .num("count", winners.len() as i64)
                .str("names", self.clans(&winners)),
        }
    }
}
