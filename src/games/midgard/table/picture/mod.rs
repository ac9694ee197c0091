//! The board as a picture, landscape and large enough to read where Discord shows it (about
//! half its width): the round and who acts; the troll, the draugr and the land monsters with
//! their strength, rewards and who takes them on; the village as a row of labels with the
//! workers on them; and a table of the players. Once the game is over, the final scoring as a
//! table instead. Drawn from the public view only (R-TABLE-2), so it cannot show a secret.
//!
//! Every text is at least [`MIN_FONT`] units high in a picture [`WIDTH`] units wide, and is
//! measured ([`measure`]) so that it fits its place. Colours: one per seat; dice in their game
//! colours (white swordsmen, red spearmen, black axemen).

mod cards;
mod icons;
mod scores;
mod table;
mod village;

use super::words::who;
use crate::games::midgard::state::{Foe, Phase, State};
use crate::games::midgard::view::{view, GameView, Viewer};
use crate::games::midgard::{outcome, Edition, Score, Seat, Target};
use crate::games::Outcome;
use crate::i18n::{render, Lang, Text};
use crate::render::measure::{self, Spot};
use crate::render::{Anchor, Font, Paint, Svg};

/// The picture's size in its own units: shown at about 520 px wide on Discord, drawn at twice
/// that.
pub const WIDTH: f32 = 1040.0;
pub const HEIGHT: f32 = 650.0;
/// The smallest font size drawn: 9 px high where the picture is shown at half its width.
pub const MIN_FONT: f32 = 18.0;
const MARGIN: f32 = 12.0;
const GAP: f32 = 8.0;
const HEADER: f32 = 72.0;
const INK: &str = "#2b2118";
const PAPER: &str = "#efe6d2";
const CARD: &str = "#fbf6ea";
const MUTED: &str = "#5f5242";
const GOLD: &str = "#f1c40f";
/// One colour per seat, told apart on a phone screen.
pub const SEAT_COLOURS: [&str; 4] = ["#2f6fd0", "#2e9e4f", "#8e44ad", "#e07b12"];

/// The public board of `state` as an SVG document, worded in `lang`.
pub fn picture(state: &State, names: &[String], lang: Lang) -> String {
    let v = view(state, Viewer::Public);
    let mut p = Painter {
        svg: Svg::new(WIDTH, HEIGHT, PAPER),
        lang,
        edition: v.edition,
        names,
        result: outcome(state),
    };
    p.header(&v, state);
    if v.finished {
        let end = p.scores(&v, HEADER + GAP);
        // Where everyone ended, under the scores when there is room.
        let plan = p.players(&v);
        if end + GAP + plan.height() <= HEIGHT - MARGIN {
            p.table(HEIGHT - MARGIN - plan.height(), &plan);
        }
    } else {
        let busy = super::fight::current(state).and_then(|f| f.foe.target().map(|t| (t, f.damage)));
        let plan = p.players(&v);
        // While leaders are chosen, the first round is not yet laid out.
        if matches!(state.phase, Phase::Leaders { .. }) {
            p.table(HEADER + GAP, &plan);
        } else {
            let table_top = HEIGHT - MARGIN - plan.height();
            let bottom = p.cards(&v, HEADER + GAP, busy);
            p.village(&v, bottom + GAP, table_top - GAP);
            p.table(table_top, &plan);
        }
    }
    p.svg.finish()
}

struct Painter<'a> {
    svg: Svg,
    lang: Lang,
    edition: Edition,
    names: &'a [String],
    /// The final scores, once the game is over.
    result: Option<Outcome<Score>>,
}

fn seat_colour(seat: Seat) -> &'static str {
    SEAT_COLOURS[seat as usize % SEAT_COLOURS.len()]
}

impl Painter<'_> {
    fn say(&self, mut t: Text) -> String {
        t.fill("edition", self.edition.id());
        render(&t, self.lang)
    }

    fn who(&self, seat: Seat) -> String {
        who(self.names, seat)
    }

    /// One line of `text` at `at` (see [`measure::line`]); returns how wide it was drawn.
    fn line(&mut self, at: Spot, font: Font, text: &str) -> f32 {
        measure::line(&mut self.svg, at, font, MIN_FONT, text)
    }

    /// Wrapped lines of `text` (see [`measure::lines`]); returns how many were drawn.
    fn lines(&mut self, at: Spot, font: Font, wrap: (usize, f32), text: &str) -> usize {
        measure::lines(&mut self.svg, at, font, MIN_FONT, wrap, text)
    }

    /// The round and phase, who holds the first-player marker, who is to act; the rounds as
    /// pips, the current one lit.
    fn header(&mut self, v: &GameView, state: &State) {
        self.svg
            .rect(0.0, 0.0, WIDTH, HEADER, 0.0, Paint::fill(INK));
        let pips = 8.0 * 32.0;
        let room = WIDTH - 2.0 * MARGIN - pips - GAP;
        let title = if v.finished {
            Text::new("board-title-final")
        } else {
            super::board::phase_title(state)
        };
        let title = self.say(title);
        let at = Spot {
            x: MARGIN,
            y: 31.0,
            room,
        };
        self.line(at, Font::new(26.0, "#ffffff").bold(), &title);
        let second = match (
            self.result.as_ref().map(|r| r.winners.clone()),
            self.fight_now(state),
        ) {
            (Some(winners), _) => self.winners(&winners),
            (None, Some(fight)) => fight,
            (None, None) => self.first_player(v, room),
        };
        let at = Spot {
            x: MARGIN,
            y: 61.0,
            room,
        };
        self.line(at, Font::new(21.0, PAPER), &second);
        self.pips(v.round);
    }

    fn pips(&mut self, round: u8) {
        for r in 1..=8u8 {
            let x = WIDTH - MARGIN - 14.0 - f32::from(8 - r) * 32.0;
            let (fill, ink) = match r.cmp(&round) {
                std::cmp::Ordering::Less => ("#8a7a5c", "#ffffff"),
                std::cmp::Ordering::Equal => (GOLD, INK),
                std::cmp::Ordering::Greater => (INK, "#bfb49c"),
            };
            self.svg
                .circle(x, 36.0, 14.0, Paint::fill(fill).outlined("#bfb49c", 1.5));
            let font = Font::new(MIN_FONT, ink).bold().anchor(Anchor::Middle);
            self.svg.text(x, 42.5, font, &r.to_string());
        }
    }

    /// Who holds the first-player marker (and who will next round, when it has moved), and who
    /// is to act now.
    fn first_player(&self, v: &GameView, room: f32) -> String {
        let first = self.say(Text::new("pic-first-player").str("name", self.who(v.first_player)));
        let next = self.say(Text::new("pic-marker-moved").str("name", self.who(v.marker)));
        let acting = acting(v);
        let names: Vec<String> = acting.iter().map(|&s| self.who(s)).collect();
        let now = match acting.len() {
            0 => None,
            n if n == v.players.len() && n > 1 => Some(self.say(Text::new("pic-acting-all"))),
            n => Some(
                self.say(
                    Text::new("pic-acting")
                        .num("count", n as i64)
                        .str("names", names.join(", ")),
                ),
            ),
        };
        let moved = v.marker != v.first_player;
        // The longest that fits: who acts matters more than who is first next round.
        let tries = [
            (true, moved, now.is_some()),
            (false, false, now.is_some()),
            (false, false, false),
        ];
        let words = |(first_too, next_too, now_too): (bool, bool, bool)| {
            let mut parts = Vec::new();
            match (first_too || now.is_none(), next_too) {
                (true, true) => parts.push(format!("{first} ({next})")),
                (true, false) => parts.push(first.clone()),
                _ => {}
            }
            if let Some(now) = now.as_ref().filter(|_| now_too) {
                parts.push(now.clone());
            }
            parts.join(" · ")
        };
        tries
            .into_iter()
            .map(words)
            .find(|t| measure::width(t, MIN_FONT, false) <= room)
            .unwrap_or_else(|| first.clone())
    }

    /// The fight under way, as the board message tells it: who fights what, and the damage
    /// dealt.
    fn fight_now(&self, state: &State) -> Option<String> {
        let f = super::fight::current(state)?;
        let t = match f.foe {
            Foe::Hunt => Text::new("board-hunt-now").str("name", self.who(f.seat)),
            foe => Text::new("board-fight-now")
                .str("name", self.who(f.seat))
                .text("foe", super::words::foe(foe, self.edition))
                .num("dealt", f.damage)
                .num("defense", f.defense),
        };
        Some(self.say(t))
    }

    /// Who won the finished game.
    fn winners(&self, winners: &[Seat]) -> String {
        let names: Vec<String> = winners.iter().map(|&w| self.who(w)).collect();
        self.say(
            Text::new("pic-winners")
                .num("count", winners.len() as i64)
                .str("names", names.join(", ")),
        )
    }
}

/// The seats a decision waits on, each once, in seat order.
fn acting(v: &GameView) -> Vec<Seat> {
    let mut seats: Vec<Seat> = v.pending.iter().map(|&(s, _)| s).collect();
    seats.sort_unstable();
    seats.dedup();
    seats
}

/// The target fought now, with the damage dealt to it so far.
type Busy = Option<(Target, u8)>;
