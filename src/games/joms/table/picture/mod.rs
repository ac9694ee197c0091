//! Jomsvikings as a picture, landscape and large enough to read where Discord shows it (about
//! half its width): a header with the saga, the round and the planet; while characters are
//! chosen and equipment, cards and monsters drafted, the three face-up rows, the Yggdrasil track
//! with the pawns, and a table of the players; during a fight, one row per player — HP, glory
//! and tokens, the battlefield with its fate against the player's limit and what the attack
//! would deal, and the monster fought with its damage, resistances and strikes; once the game
//! is over, the final scoring as a table.
//!
//! Drawn from the public view only (R-INFO): not the hands, the piles' contents or order, the
//! dealt characters, the bag's order nor the generator. Every text is at least [`MIN_FONT`]
//! units high in a picture [`WIDTH`] units wide, and is measured ([`measure`]) so that it fits
//! its place.

mod facts;
mod fights;
mod monster;
mod rows;
mod scores;
mod table;
mod track;

use super::board::phase_title;
use super::words::{name, planet, planet_full, seat_name};
use crate::games::joms::{data, outcome, view, JomsData, Mode, Phase, Score, State, View};
use crate::games::{Outcome, Seat};
use crate::i18n::{render, Lang, Text};
use crate::render::measure::{self, Spot};
use crate::render::{Anchor, Font, Paint, Svg};
use crate::table::words::list;

/// The picture's size in its own units: shown at about 520 px wide on Discord, drawn at twice
/// that.
pub const WIDTH: f32 = 1040.0;
pub const HEIGHT: f32 = 650.0;
/// The smallest font size drawn: 9 px high where the picture is shown at half its width.
pub const MIN_FONT: f32 = 18.0;
const MARGIN: f32 = 12.0;
const GAP: f32 = 8.0;
const HEADER: f32 = 72.0;
const INNER: f32 = WIDTH - 2.0 * MARGIN;

/// The seats' colours, in seat order.
pub const SEAT_COLOURS: [&str; 4] = ["#b03a2e", "#2c6fbb", "#1e7b4a", "#8e44ad"];

const INK: &str = "#2b2118";
const PAPER: &str = "#efe6d2";
const CARD: &str = "#fbf6ea";
const MUTED: &str = "#5f5242";
const HEADER_MUTED: &str = "#e6dcc4";
const GOLD: &str = "#e0ac12";
const HOLLOW: &str = "#e9e0cb";
const HOLLOW_EDGE: &str = "#cbbd9c";
const SAFE: &str = "#2e8b1e";
const DANGER: &str = "#c62828";

fn seat_colour(seat: Seat) -> &'static str {
    SEAT_COLOURS[usize::from(seat) % SEAT_COLOURS.len()]
}

/// The public board of `state` as an SVG document, worded in `lang`.
pub fn picture(state: &State, names: &[String], lang: Lang) -> String {
    let v = view(state, None);
    let Ok(d) = data() else {
        let mut svg = Svg::new(WIDTH, HEIGHT, PAPER);
        let title = render(&phase_title(state), lang);
        svg.text(MARGIN, 40.0, Font::new(26.0, INK).bold(), &title);
        return svg.finish();
    };
    let mut p = Painter {
        svg: Svg::new(WIDTH, HEIGHT, PAPER),
        lang,
        v: &v,
        d,
        state,
        names,
        result: outcome(state),
    };
    p.header();
    let top = HEADER + GAP;
    let bottom = match v.phase {
        Phase::Over => p.scores(top),
        Phase::Fight => p.fights(top),
        Phase::Setup | Phase::Preparation => {
            let plan = p.players();
            let table_top = HEIGHT - MARGIN - plan.height();
            let end = p.rows(top);
            if end + GAP + track::HEIGHT <= table_top - GAP {
                p.track(end + GAP);
            }
            p.table(table_top, &plan);
            HEIGHT
        }
    };
    // Where everyone stands on Yggdrasil, when there is room for it.
    if bottom + GAP + track::HEIGHT <= HEIGHT - MARGIN {
        p.track(bottom + GAP);
    }
    p.svg.finish()
}

struct Painter<'a> {
    svg: Svg,
    lang: Lang,
    v: &'a View,
    d: &'a JomsData,
    state: &'a State,
    names: &'a [String],
    /// The final scores, once the game is over.
    result: Option<Outcome<Score>>,
}

impl Painter<'_> {
    fn say(&self, t: Text) -> String {
        render(&t, self.lang)
    }

    fn who(&self, seat: Seat) -> String {
        seat_name(self.names, seat)
    }

    /// One line of `text` at `at` (see [`measure::line`]); returns how wide it was drawn.
    fn line(&mut self, at: Spot, font: Font, text: &str) -> f32 {
        measure::line(&mut self.svg, at, font, MIN_FONT, text)
    }

    /// The first of `tries` (from the most to the least said) that fits `at.room` at the
    /// smallest size, drawn with [`Painter::line`]; the last if none does.
    fn first_fit(&mut self, at: Spot, font: Font, tries: &[String]) -> f32 {
        let fits = |t: &&String| measure::width(t, MIN_FONT.min(font.size), false) <= at.room;
        let text = tries
            .iter()
            .find(fits)
            .or(tries.last())
            .cloned()
            .unwrap_or_default();
        self.line(at, font, &text)
    }

    /// The saga and round (or the end), then the planet, the hindrance and the first player —
    /// as much as fits — or who won; the three sagas as pips, the current one lit.
    fn header(&mut self) {
        self.svg
            .rect(0.0, 0.0, WIDTH, HEADER, 0.0, Paint::fill(INK));
        let pips = 3.0 * 36.0;
        let room = INNER - pips - GAP;
        let title = self.say(phase_title(self.state));
        let at = Spot {
            x: MARGIN,
            y: 31.0,
            room,
        };
        self.line(at, Font::new(26.0, "#ffffff").bold(), &title);
        let tries = match &self.result {
            Some(r) => vec![self.say(self.result_line(r))],
            None => self.facts(),
        };
        let at = Spot {
            x: MARGIN,
            y: 61.0,
            room,
        };
        self.first_fit(at, Font::new(20.0, HEADER_MUTED), &tries);
        self.pips();
    }

    fn pips(&mut self) {
        for (i, numeral) in ["I", "II", "III"].into_iter().enumerate() {
            let saga = i as u8 + 1;
            let x = WIDTH - MARGIN - 16.0 - (2 - i) as f32 * 36.0;
            let (fill, ink) = match saga.cmp(&self.v.saga) {
                std::cmp::Ordering::Less => ("#8a7a5c", "#ffffff"),
                std::cmp::Ordering::Equal => (GOLD, INK),
                std::cmp::Ordering::Greater => (INK, "#bfb49c"),
            };
            self.svg
                .circle(x, 36.0, 16.0, Paint::fill(fill).outlined("#bfb49c", 1.5));
            let font = Font::new(MIN_FONT, ink).bold().anchor(Anchor::Middle);
            self.svg.text(x, 42.5, font, numeral);
        }
    }

    /// The header's second line, from the most said to the least: the planet with its
    /// effect, this round's hindrance, the first player, who is to act.
    fn facts(&self) -> Vec<String> {
        let v = self.v;
        let planet_line = v.planet.map(|p| {
            (
                Text::new("joms-pic-planet").text("planet", planet_full(p)),
                Text::new("joms-pic-planet").text("planet", planet(p)),
            )
        });
        let hindrance = match (v.phase, v.hindrance_discard.last()) {
            (Phase::Fight, Some(&h)) => self
                .d
                .hindrances
                .get(usize::from(h))
                .map(|u| self.say(Text::new("joms-pic-hindrance").text("name", name(&u.id)))),
            _ => None,
        };
        let first = (v.phase != Phase::Setup)
            .then(|| self.say(Text::new("joms-pic-first").str("name", self.who(v.first))));
        let acting = self.acting_line();
        let (long, short) = match planet_line {
            Some((l, s)) => (Some(self.say(l)), Some(self.say(s))),
            None => (None, None),
        };
        let join = |parts: &[&Option<String>]| -> String {
            parts
                .iter()
                .filter_map(|p| p.as_ref())
                .cloned()
                .collect::<Vec<_>>()
                .join(" · ")
        };
        let mut tries = vec![
            join(&[&long, &hindrance, &first, &acting]),
            join(&[&long, &hindrance, &acting]),
            join(&[&long, &hindrance]),
            join(&[&short, &hindrance, &acting]),
            join(&[&short, &hindrance]),
            join(&[&short, &acting]),
            join(&[&short]),
        ];
        tries.retain(|t| !t.is_empty());
        if tries.is_empty() {
            tries.push(join(&[&first, &acting]));
            tries.push(join(&[&acting]));
        }
        tries
    }

    /// Who is to decide now, if anyone.
    fn acting_line(&self) -> Option<String> {
        let seats = acting(self.v);
        if seats.is_empty() {
            return None;
        }
        let names = seats
            .iter()
            .map(|&s| Text::new("joms-name").str("name", self.who(s)))
            .collect();
        Some(
            self.say(
                Text::new("joms-pic-acting")
                    .num("count", seats.len() as i64)
                    .text("names", list(names)),
            ),
        )
    }

    /// Who won (R-END-4), or whether the team did (R-COOP-3).
    fn result_line(&self, r: &Outcome<Score>) -> Text {
        if self.v.settings.mode == Mode::Coop {
            let total: i64 = r.scores.iter().map(|s| i64::from(s.points)).sum();
            return Text::new("joms-pic-team")
                .str("won", if r.winners.is_empty() { "no" } else { "yes" })
                .num("total", total)
                .num("target", facts::coop_target(self.d, self.v));
        }
        let who = r
            .winners
            .iter()
            .map(|&s| Text::new("joms-name").str("name", self.who(s)))
            .collect();
        Text::new("joms-pic-winners")
            .num("count", r.winners.len() as i64)
            .text("names", list(who))
    }
}

/// The seats a decision waits on, each once, in seat order.
fn acting(v: &View) -> Vec<Seat> {
    let mut seats: Vec<Seat> = v.prompts.iter().map(|p| p.seat).collect();
    seats.sort_unstable();
    seats.dedup();
    seats
}
