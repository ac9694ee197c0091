//! A clan's row: on the left its name (an arrow when it is waited for), its points and line
//! strength, and the forts it holds as chips of their kind's colour; then at each position its
//! warrior — face down with the position's number, face up in its line, this round's with what
//! befell it, or an empty place where a warrior has left.

use super::fight::{revealed_at, Fought, Tag};
use super::wall::{column_x, fort_colour, COLUMN};
use super::{
    clan_colour, value, Painter, Spot, CARD, GOLD, INK, LEFT, MARGIN, MIN_FONT, MUTED, ROW_H,
};
use crate::games::wall::state::POSITIONS;
use crate::games::wall::view::ClanView;
use crate::games::wall::{warrior, Card, Fort, State, View};
use crate::i18n::Text;
use crate::render::{Anchor, Font, Paint};

/// Where a clan's name starts, after its colour.
const NAME_AT: f32 = MARGIN + 22.0;
/// A held fort's chip: its height, the size of its value, the gap after it.
const CHIP_H: f32 = 28.0;
const CHIP_FONT: f32 = 19.0;
const CHIP_GAP: f32 = 4.0;

/// A chip's value: "5", or "5×2" for two of the same fort.
fn chip_text(&(f, n): &(Fort, usize)) -> String {
    match n {
        1 => value(f.value().into()),
        n => format!("{}×{n}", value(f.value().into())),
    }
}

/// A chip's width with the gap after it.
fn chip_width(chip: &(Fort, usize)) -> f32 {
    let text = super::measure::width(&chip_text(chip), CHIP_FONT, true);
    (text + 12.0).max(30.0) + CHIP_GAP
}

/// The same forts together, in the order the first of each was taken.
fn grouped(held: &[Fort]) -> Vec<(Fort, usize)> {
    let mut out: Vec<(Fort, usize)> = Vec::new();
    for &f in held {
        match out.iter_mut().find(|(g, _)| *g == f) {
            Some((_, n)) => *n += 1,
            None => out.push((f, 1)),
        }
    }
    out
}

/// What a clan shows at a position.
enum Slot {
    /// A warrior face down, its position number on its back.
    Back,
    /// A warrior face up: in the line, or revealed this round with what befell it.
    Face(Card, Option<Tag>),
    /// A position fought whose warrior has left the line, or one with no orders yet.
    Empty,
}

impl Painter<'_> {
    /// A clan's row from `top`: its cell, then its warriors at the six positions.
    pub(super) fn clan_row(&mut self, v: &View, fought: Option<&Fought>, c: u8, top: f32) {
        let Some(k) = v.clans.get(usize::from(c)) else {
            return;
        };
        let waited = match fought {
            Some(_) => v.waiting.contains(&c),
            None => !k.locked && !k.neutral,
        };
        self.clan_cell(k, c, top, (waited, fought.is_some()));
        if fought.is_none() && !k.locked && !k.neutral {
            let word = self.say(Text::new("wall-picture-giving-orders"));
            let x = column_x(1) + 5.0;
            let bar = (x, top, column_x(POSITIONS as u8) + COLUMN - 5.0 - x);
            self.hollow(bar, ROW_H, Some(&word));
            return;
        }
        let (colour, on) = clan_colour(k.colour);
        for p in 1..=POSITIONS as u8 {
            let at = (column_x(p) + 5.0, top, COLUMN - 10.0);
            match slot(self.state, v, fought, (k, c), p) {
                Slot::Back => self.back(at, p, (colour, on)),
                Slot::Face(card, tag) => self.face(at, card, tag, colour),
                Slot::Empty => self.hollow(at, ROW_H, None),
            }
        }
    }

    /// The clan's colour, name, points and line strength, and the forts it holds.
    fn clan_cell(&mut self, k: &ClanView, c: u8, top: f32, (waited, fighting): (bool, bool)) {
        let (colour, _) = clan_colour(k.colour);
        self.svg
            .rect(MARGIN, top, LEFT, ROW_H, 8.0, Paint::fill(colour));
        let inner = Paint::fill(CARD);
        self.svg.rect(
            MARGIN + 12.0,
            top + 2.5,
            LEFT - 14.5,
            ROW_H - 5.0,
            6.0,
            inner,
        );
        let mut x = NAME_AT;
        if waited {
            let (ax, ay) = (x, top + 21.0);
            let arrow = [(ax, ay - 9.0), (ax + 13.0, ay), (ax, ay + 9.0)];
            self.svg
                .polygon(&arrow, Paint::fill(GOLD).outlined(INK, 1.2));
            x += 18.0;
        }
        let end = MARGIN + LEFT - 10.0;
        let name = self.clan_name(c);
        let at = Spot {
            x,
            y: top + 29.0,
            room: end - x,
        };
        self.line(at, Font::new(22.0, INK).bold(), &name);
        let stats = self.stats(k, fighting);
        let at = Spot {
            x: NAME_AT,
            y: top + 56.0,
            room: end - NAME_AT,
        };
        self.line(at, Font::new(20.0, INK).bold(), &stats);
        self.held(&k.held, top + 66.0, end);
    }

    /// "12 points · line 9": the clan's points, and during a fight its line's strength (while
    /// orders are given the line is empty).
    fn stats(&self, k: &ClanView, fighting: bool) -> String {
        let points: i64 = k.held.iter().map(|f| i64::from(f.value())).sum();
        let strength: i64 = k
            .line
            .iter()
            .map(|&card| i64::from(warrior(card).strength()))
            .sum();
        let t = Text::new("wall-picture-stats")
            .num("points", points)
            .str("shown", value(points))
            .num("strength", strength)
            .str("fight", if fighting { "yes" } else { "no" });
        self.say(t)
    }

    /// The forts held, in the order taken: a chip of each kind's colour with its value; the
    /// same forts as one chip ("5×2") when they would not fit one by one, and only how many
    /// when even those would not.
    fn held(&mut self, held: &[Fort], y: f32, end: f32) {
        let room = end - NAME_AT;
        let singles: Vec<(Fort, usize)> = held.iter().map(|&f| (f, 1)).collect();
        let chips = [singles, grouped(held)]
            .into_iter()
            .find(|chips| chips.iter().map(chip_width).sum::<f32>() <= room);
        let Some(chips) = chips.filter(|c| !c.is_empty()) else {
            let t = match held.len() {
                0 => Text::new("wall-picture-no-forts"),
                n => Text::new("wall-picture-forts-count").num("count", n as i64),
            };
            let at = Spot {
                x: NAME_AT,
                y: y + 21.0,
                room,
            };
            let words = self.say(t);
            self.line(at, Font::new(MIN_FONT, MUTED), &words);
            return;
        };
        let mut x = NAME_AT;
        for chip in &chips {
            let w = chip_width(chip) - CHIP_GAP;
            let paint = Paint::fill(fort_colour(chip.0)).outlined(CARD, 1.5);
            self.svg.rect(x, y, w, CHIP_H, 5.0, paint);
            let font = Font::new(CHIP_FONT, "#ffffff")
                .bold()
                .anchor(Anchor::Middle);
            self.svg.text(x + w / 2.0, y + 21.0, font, &chip_text(chip));
            x += w + CHIP_GAP;
        }
    }

    /// A warrior face down: the clan's colour, its position number large.
    fn back(&mut self, (x, y, w): (f32, f32, f32), p: u8, (colour, on): (&str, &str)) {
        self.svg
            .rect(x, y, w, ROW_H, 8.0, Paint::fill(colour).outlined(INK, 1.0));
        let inner = Paint::fill("none").outlined(on, 1.5);
        self.svg
            .rect(x + 6.0, y + 6.0, w - 12.0, ROW_H - 12.0, 5.0, inner);
        let font = Font::new(40.0, on).bold().anchor(Anchor::Middle);
        self.svg
            .text(x + w / 2.0, y + ROW_H / 2.0 + 14.0, font, &p.to_string());
    }

    /// A warrior face up: its name, its strength large, and what befell it this round.
    fn face(&mut self, (x, y, w): (f32, f32, f32), card: Card, tag: Option<Tag>, colour: &str) {
        let edge = match tag {
            Some(Tag::Captures) => Paint::fill("#fffdf6").outlined(GOLD, 5.0),
            _ => Paint::fill("#fffdf6").outlined(colour, 3.0),
        };
        self.svg.rect(x, y, w, ROW_H, 8.0, edge);
        let wr = warrior(card);
        let id = wr.id().trim_start_matches("w.");
        let name = self.say(Text::new("wall-picture-warrior").str("card", id));
        let at = Spot {
            x: x + w / 2.0,
            y: y + 29.0,
            room: w - 10.0,
        };
        self.line(
            at,
            Font::new(20.0, INK).bold().anchor(Anchor::Middle),
            &name,
        );
        let dim = tag.is_some_and(Tag::dims);
        let ink = if dim { "#a89a7c" } else { INK };
        let (size, base) = if tag.is_some() {
            (34.0, 64.0)
        } else {
            (40.0, 78.0)
        };
        let font = Font::new(size, ink).bold().anchor(Anchor::Middle);
        self.svg
            .text(x + w / 2.0, y + base, font, &wr.strength().to_string());
        if let Some(tag) = tag {
            let word = self.say(Text::new("wall-picture-tag").str("tag", tag.id()));
            let at = Spot {
                x: x + w / 2.0,
                y: y + 91.0,
                room: w - 8.0,
            };
            let font = Font::new(MIN_FONT, tag.colour())
                .bold()
                .anchor(Anchor::Middle);
            self.line(at, font, &word);
        }
    }
}

/// What clan `c` shows at position `p`: its line's warriors at the positions fought, this
/// round's face up, the rest face down.
fn slot(state: &State, v: &View, fought: Option<&Fought>, (k, c): (&ClanView, u8), p: u8) -> Slot {
    let Some(f) = fought else {
        return if usize::from(k.face_down) >= POSITIONS {
            Slot::Back
        } else {
            Slot::Empty
        };
    };
    if p < f.round {
        return match revealed_at(state, c, p) {
            Some(card) if k.line.contains(&card) => Slot::Face(card, None),
            _ => Slot::Empty,
        };
    }
    if p == f.round {
        return match v.revealed.get(usize::from(c)) {
            Some(&card) => Slot::Face(card, f.tag(c)),
            None => Slot::Empty,
        };
    }
    match p.checked_sub(f.round + 1) {
        Some(i) if i < k.face_down => Slot::Back,
        _ => Slot::Empty,
    }
}
