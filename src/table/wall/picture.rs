//! The Wall as a picture, drawn from the public view only (R-INFO): this turn's six forts, the
//! fight under way, and a panel per clan in its colour — the forts it holds, a warrior per
//! position (face-down backs with their numbers, this round's card face up) and its line.
//! Nothing secret is read: not the hands, the cards set aside, what the backs hide, nor the
//! answers not yet told.

use super::board::phase_title;
use super::words::{clan, fort};
use crate::games::wall::scoring::solo;
use crate::games::wall::state::POSITIONS;
use crate::games::wall::view::ClanView;
use crate::games::wall::{outcome, view, warrior, Card, Colour, Fort, Solo, State, Step, View};
use crate::i18n::{render, Lang, Text};
use crate::render::{Anchor, Font, Paint, Svg};
use crate::table::words::list;

/// The picture's width in its own units; the PNG may be drawn at any width.
pub const WIDTH: f32 = 600.0;
const MARGIN: f32 = 12.0;
const GAP: f32 = 8.0;
const HEADER: f32 = 64.0;
/// A position's column: its fort on the wall, each clan's warrior for it in the panels.
const COLUMN: f32 = (WIDTH - 2.0 * MARGIN) / POSITIONS as f32;
const NUMBERS: f32 = 30.0;
const TILE_H: f32 = 86.0;
const BAND: f32 = 28.0;
const SLOT_H: f32 = 66.0;
const ROW_H: f32 = 26.0;
const CHIP_H: f32 = 20.0;
const INK: &str = "#2b2118";
const PAPER: &str = "#efe6d2";
const CARD: &str = "#fbf6ea";
const MUTED: &str = "#6f6250";
const GOLD: &str = "#f1c40f";
const HOLLOW: &str = "#e9e0cb";
const HOLLOW_EDGE: &str = "#d3c6a8";

/// A clan's colour on the picture, and the ink that reads on it.
pub fn clan_colour(c: Colour) -> (&'static str, &'static str) {
    match c {
        Colour::Green => ("#2e8b47", "#ffffff"),
        Colour::Red => ("#c0392b", "#ffffff"),
        Colour::Gold => ("#e0ac12", INK),
        Colour::Blue => ("#2c6fbb", "#ffffff"),
    }
}

/// A fort's colour by its kind: stone, brick, slate, purple, and black for FortHeca.
fn fort_colour(f: Fort) -> &'static str {
    match f {
        Fort::NieFort(_) => "#7a6e5f",
        Fort::KomFort => "#a0522d",
        Fort::Fokus => "#3d5566",
        Fort::FortUna => "#7d3c98",
        Fort::FortHeca(_) => "#1f1f1f",
    }
}

fn fort_kind(f: Fort) -> &'static str {
    match f {
        Fort::NieFort(_) => "niefort",
        Fort::KomFort => "komfort",
        Fort::Fokus => "fokus",
        Fort::FortUna => "fortuna",
        Fort::FortHeca(_) => "forteca",
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

/// What befell a card revealed this round, as everyone saw it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tag {
    Crashed,
    Seduced,
    Out,
    Captures,
    Seduces,
}

impl Tag {
    fn id(self) -> &'static str {
        match self {
            Tag::Crashed => "crashed",
            Tag::Seduced => "seduced",
            Tag::Out => "out",
            Tag::Captures => "captures",
            Tag::Seduces => "seduces",
        }
    }

    fn colour(self) -> &'static str {
        match self {
            Tag::Crashed => "#b03a2e",
            Tag::Seduced | Tag::Seduces => "#c2185b",
            Tag::Out => MUTED,
            Tag::Captures => "#1e8449",
        }
    }
}

/// The public facts of the fight under way (R-INFO): crashes, the seduction, withdrawals and
/// the capture. The view lends the cards revealed; the answers not yet told are never read.
struct Fought {
    round: u8,
    /// The fort fought for: the one captured, else the one still at the position.
    fort: Option<Fort>,
    crashed: Vec<u8>,
    seduction: Option<(u8, u8)>,
    withdrawn: Vec<u8>,
    winner: Option<u8>,
    /// The outcome is known (only the Qween's choice comes before it).
    decided: bool,
}

impl Fought {
    fn of(state: &State, v: &View) -> Option<Fought> {
        let f = state.fight()?;
        let at = usize::from(v.round)
            .checked_sub(1)
            .and_then(|i| v.wall.get(i).copied().flatten());
        Some(Fought {
            round: v.round,
            fort: f.captured.or(at),
            crashed: f.crashed.clone(),
            seduction: f.seduction,
            withdrawn: f.withdrawn.clone(),
            winner: f.winner,
            decided: v.step != Some(Step::Seduce),
        })
    }

    fn tag(&self, clan: u8) -> Option<Tag> {
        if self.crashed.contains(&clan) {
            Some(Tag::Crashed)
        } else if self.seduction.is_some_and(|(_, t)| t == clan) {
            Some(Tag::Seduced)
        } else if self.withdrawn.contains(&clan) {
            Some(Tag::Out)
        } else if self.winner == Some(clan) {
            Some(Tag::Captures)
        } else if self.seduction.is_some_and(|(q, _)| q == clan) {
            Some(Tag::Seduces)
        } else {
            None
        }
    }
}

/// A boxed word in a row: a warrior of a line, a fort held.
struct Chip {
    text: String,
    fill: &'static str,
    ink: &'static str,
    edge: &'static str,
}

/// Chips laid out in rows, each chip with where it starts.
type Rows = Vec<Vec<(f32, Chip)>>;

/// A clan's panel, worded and laid out before it is drawn (its height depends on its rows).
struct Panel {
    clan: u8,
    colour: Colour,
    name: String,
    points: String,
    /// The label column and the rows of chips beside it: the line (while playing), the forts.
    rows: Vec<(String, Rows)>,
    winner: bool,
}

impl Panel {
    fn height(&self, slots: bool) -> f32 {
        let rows: usize = self.rows.iter().map(|(_, r)| r.len().max(1)).sum();
        let slots = if slots { SLOT_H + 8.0 } else { 0.0 };
        BAND + 8.0 + slots + rows as f32 * ROW_H + 2.0
    }
}

/// Bold letters are wider: fit them as if a little larger.
const BOLD: f32 = 1.12;

/// About how wide a text of `size` is (semi-condensed: a little under half an em a letter).
fn width(text: &str, size: f32) -> f32 {
    text.chars().count() as f32 * size * 0.47
}

/// A text cut to fit `room` units.
fn fit(text: &str, room: f32, size: f32) -> String {
    if width(text, size) <= room {
        return text.to_string();
    }
    let max = (room / (size * 0.47)).floor().max(1.0) as usize;
    let cut: String = text.chars().take(max.saturating_sub(1)).collect();
    format!("{}…", cut.trim_end())
}

/// A text broken into at most two lines of `room` units, the second cut if need be.
fn wrap(text: &str, room: f32, size: f32) -> Vec<String> {
    if width(text, size) <= room {
        return vec![text.to_string()];
    }
    let mut first = String::new();
    let mut words = text.split(' ').peekable();
    while let Some(w) = words.peek() {
        let longer = if first.is_empty() {
            w.to_string()
        } else {
            format!("{first} {w}")
        };
        if width(&longer, size) > room && !first.is_empty() {
            break;
        }
        first = longer;
        words.next();
    }
    let rest: Vec<&str> = words.collect();
    vec![fit(&first, room, size), fit(&rest.join(" "), room, size)]
}

/// The banner's room for a line, and its fonts: the headline bold, the rest plain.
const BANNER_ROOM: f32 = WIDTH - 2.0 * MARGIN - 20.0;

fn banner_size(bold: bool) -> (Font<'static>, f32) {
    if bold {
        (Font::new(15.5, INK).bold(), 15.5 * BOLD)
    } else {
        (Font::new(14.5, INK), 14.5)
    }
}

/// Chips laid out left to right from `x`, wrapping at `end`: rows of (x, chip).
fn flow(chips: Vec<Chip>, x: f32, end: f32) -> Rows {
    let mut rows: Rows = vec![Vec::new()];
    let mut at = x;
    for chip in chips {
        let w = chip_width(&chip);
        if at + w > end && at > x {
            rows.push(Vec::new());
            at = x;
        }
        if let Some(row) = rows.last_mut() {
            row.push((at, chip));
        }
        at += w + 5.0;
    }
    rows
}

/// A chip's width: its text (capitals and digits run a little wide) and the padding.
fn chip_width(chip: &Chip) -> f32 {
    width(&chip.text, 13.0) * 1.15 + 12.0
}

/// The public board of `state` as an SVG document, worded in `lang`.
pub fn picture(state: &State, names: &[String], lang: Lang) -> String {
    let v = view(state, None);
    let fought = Fought::of(state, &v);
    let say = |t: Text| render(&t, lang);
    let winners = outcome(state).map(|o| o.winners).unwrap_or_default();
    let panels: Vec<Panel> = (0..v.clans.len() as u8)
        .filter_map(|c| panel(&v, state, names, c, &say, winners.contains(&c)))
        .collect();
    let slots = !v.over;
    let banner: Vec<(String, bool)> = banner_lines(&v, state, names, fought.as_ref(), &say)
        .into_iter()
        .flat_map(|(text, bold)| {
            let lines = wrap(&text, BANNER_ROOM, banner_size(bold).1);
            lines.into_iter().map(move |line| (line, bold))
        })
        .collect();
    let wall_h = if v.over { 0.0 } else { NUMBERS + TILE_H + GAP };
    let banner_h = 14.0 + 22.0 * banner.len() as f32;
    let panels_top = HEADER + GAP + wall_h + banner_h + GAP;
    let panels_h: f32 = panels.iter().map(|p| p.height(slots) + GAP).sum();
    let height = panels_top + panels_h - GAP + MARGIN;
    let mut p = Painter {
        svg: Svg::new(WIDTH, height, PAPER),
        lang,
    };
    p.header(&v, state);
    if !v.over {
        p.wall(&v, fought.as_ref(), HEADER + GAP);
    }
    p.banner(&banner, HEADER + GAP + wall_h, banner_h);
    let mut y = panels_top;
    for panel in &panels {
        p.panel(&v, fought.as_ref(), panel, y);
        y += panel.height(slots) + GAP;
    }
    p.svg.finish()
}

/// A clan's panel in words: its name, points, forts held and, during a fight, its line.
fn panel(
    v: &View,
    state: &State,
    names: &[String],
    c: u8,
    say: &dyn Fn(Text) -> String,
    winner: bool,
) -> Option<Panel> {
    let k = v.clans.get(usize::from(c))?;
    let points: i64 = k.held.iter().map(|f| i64::from(f.value())).sum();
    let strength: i64 = k
        .line
        .iter()
        .map(|&card| i64::from(warrior(card).strength()))
        .sum();
    let line = say(Text::new("wall-picture-line").num("strength", strength));
    let held = say(Text::new("wall-picture-held"));
    let room = width(&line, 13.0 * BOLD).max(width(&held, 13.0 * BOLD));
    let (x, end) = (MARGIN + 22.0 + room, WIDTH - MARGIN - 10.0);
    let mut rows = Vec::new();
    // Lines are empty until the first reveal of a turn, and no longer matter once it is over.
    if state.fight().is_some() {
        rows.push((line, flow(line_chips(k, say), x, end)));
    }
    rows.push((held, flow(held_chips(k, say), x, end)));
    Some(Panel {
        clan: c,
        colour: k.colour,
        name: say(clan(state, names, c)),
        points: say(Text::new("wall-picture-points").num("points", points)),
        rows,
        winner,
    })
}

/// The warriors face up in the line, then how many were discarded this turn.
fn line_chips(k: &ClanView, say: &dyn Fn(Text) -> String) -> Vec<Chip> {
    let (colour, _) = clan_colour(k.colour);
    let mut chips: Vec<Chip> = k
        .line
        .iter()
        .map(|&c| Chip {
            text: say(super::words::card(c)),
            fill: "#fffdf6",
            ink: INK,
            edge: colour,
        })
        .collect();
    if chips.is_empty() {
        chips.push(none(say));
    }
    if !k.out.is_empty() {
        chips.push(Chip {
            text: say(Text::new("wall-picture-out").num("count", k.out.len() as i64)),
            fill: HOLLOW,
            ink: MUTED,
            edge: HOLLOW_EDGE,
        });
    }
    chips
}

/// The forts held, in the order taken, each in its kind's colour.
fn held_chips(k: &ClanView, say: &dyn Fn(Text) -> String) -> Vec<Chip> {
    if k.held.is_empty() {
        return vec![none(say)];
    }
    k.held
        .iter()
        .map(|&f| Chip {
            text: say(fort(f)),
            fill: fort_colour(f),
            ink: "#ffffff",
            edge: fort_colour(f),
        })
        .collect()
}

fn none(say: &dyn Fn(Text) -> String) -> Chip {
    Chip {
        text: say(Text::new("wall-picture-none")),
        fill: PAPER,
        ink: MUTED,
        edge: PAPER,
    }
}

/// The banner under the wall: who is giving orders, the fight and who waits, or the result.
fn banner_lines(
    v: &View,
    state: &State,
    names: &[String],
    fought: Option<&Fought>,
    say: &dyn Fn(Text) -> String,
) -> Vec<(String, bool)> {
    let who = |clans: &[u8]| list(clans.iter().map(|&c| clan(state, names, c)).collect());
    if v.over {
        return vec![(say(result(state, names)), true)];
    }
    let Some(f) = fought else {
        let mut lines = vec![(
            say(Text::new("wall-picture-orders").num("turn", v.turn)),
            true,
        )];
        let open: Vec<u8> = (0..v.clans.len() as u8)
            .filter(|&c| v.clans.get(usize::from(c)).is_some_and(|k| !k.locked))
            .collect();
        if !open.is_empty() {
            let t = Text::new("wall-picture-orders-left").text("clans", who(&open));
            lines.push((say(t), false));
        }
        return lines;
    };
    let head = match (f.decided, f.winner, f.fort) {
        (true, Some(w), Some(at)) => Text::new("wall-picture-captured")
            .text("clan", clan(state, names, w))
            .text("fort", fort(at)),
        (false, _, Some(at)) => Text::new("wall-picture-fight").text("fort", fort(at)),
        _ => Text::new("wall-picture-stalemate"),
    };
    let mut lines = vec![(say(head.num("round", f.round)), true)];
    if let (Some(step), false) = (v.step, v.waiting.is_empty()) {
        let t = Text::new("wall-picture-waiting")
            .text("clans", who(&v.waiting))
            .str("step", step_id(step));
        lines.push((say(t), false));
    }
    lines
}

/// Who won the finished game (R-END): a FortHeca win, solo's result, or the winners.
fn result(state: &State, names: &[String]) -> Text {
    let winners = outcome(state).map(|o| o.winners).unwrap_or_default();
    match (state.fortheca_win, solo(state)) {
        (Some(w), _) => Text::new("wall-picture-fortheca").text("clan", clan(state, names, w)),
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
            .text(
                "names",
                list(winners.iter().map(|&w| clan(state, names, w)).collect()),
            ),
    }
}

/// What a clan shows at a position.
enum Slot {
    /// A warrior face down, its position number on its back.
    Back,
    /// This round's card, face up, with what befell it.
    Face(Card, Option<Tag>),
    /// A resolved position, or one with no orders yet.
    Hollow,
}

fn slot(v: &View, fought: Option<&Fought>, k: &ClanView, c: u8, p: u8) -> Slot {
    let Some(f) = fought else {
        return if usize::from(k.face_down) >= POSITIONS {
            Slot::Back
        } else {
            Slot::Hollow
        };
    };
    if p == f.round {
        return match v.revealed.get(usize::from(c)) {
            Some(&card) => Slot::Face(card, f.tag(c)),
            None => Slot::Hollow,
        };
    }
    match p.checked_sub(f.round + 1) {
        Some(i) if i < k.face_down => Slot::Back,
        _ => Slot::Hollow,
    }
}

struct Painter {
    svg: Svg,
    lang: Lang,
}

impl Painter {
    fn say(&self, t: Text) -> String {
        render(&t, self.lang)
    }

    fn header(&mut self, v: &View, state: &State) {
        self.svg
            .rect(0.0, 0.0, WIDTH, HEADER, 0.0, Paint::fill(INK));
        let title = fit(
            &self.say(phase_title(state)),
            WIDTH - 2.0 * MARGIN,
            20.0 * BOLD,
        );
        self.svg
            .text(MARGIN, 28.0, Font::new(20.0, "#ffffff").bold(), &title);
        let deck = self.say(
            Text::new("wall-picture-deck")
                .num("deck", v.deck)
                .num("discard", v.discard.len() as i64),
        );
        let deck = fit(&deck, WIDTH - 2.0 * MARGIN, 14.5);
        self.svg
            .text(MARGIN, 52.0, Font::new(14.5, "#d9ccb0"), &deck);
    }

    /// The column of position `p` (1–6): where it starts.
    fn column(p: u8) -> f32 {
        MARGIN + f32::from(p.saturating_sub(1)) * COLUMN
    }

    /// The six positions: numbered markers (the round fought lit), then each fort.
    fn wall(&mut self, v: &View, fought: Option<&Fought>, top: f32) {
        let stone = Paint::fill("#cbbfa6");
        self.svg.rect(
            MARGIN,
            top + NUMBERS + 12.0,
            WIDTH - 2.0 * MARGIN,
            TILE_H - 12.0,
            4.0,
            stone,
        );
        let round = fought.map_or(0, |f| f.round);
        for p in 1..=POSITIONS as u8 {
            let x = Self::column(p);
            self.marker(x + COLUMN / 2.0, top + 13.0, p, round);
            let tile = (x + 4.0, top + NUMBERS, COLUMN - 8.0);
            let now = fought.filter(|f| f.round == p);
            match (now, v.wall[usize::from(p) - 1]) {
                (Some(f), _) if f.decided => self.fought_tile(tile, f, v),
                (Some(_), Some(at)) => self.fort_tile(tile, at, (GOLD, 4.5), None),
                (_, Some(at)) => self.fort_tile(tile, at, (fort_colour(at), 2.0), None),
                (_, None) => self.hollow(tile, TILE_H, None),
            }
        }
    }

    /// A round marker: resolved ones dim, the one fought lit, the rest to come.
    fn marker(&mut self, cx: f32, cy: f32, p: u8, round: u8) {
        let (fill, ink) = match p.cmp(&round) {
            std::cmp::Ordering::Less => ("#a89a7c", "#ffffff"),
            std::cmp::Ordering::Equal => (GOLD, INK),
            std::cmp::Ordering::Greater => (CARD, INK),
        };
        self.svg
            .circle(cx, cy, 12.0, Paint::fill(fill).outlined(INK, 1.5));
        let font = Font::new(15.0, ink).bold().anchor(Anchor::Middle);
        self.svg.text(cx, cy + 5.5, font, &p.to_string());
    }

    /// The fort fought for once the outcome is known: taken under its captor's flag, or a tie.
    fn fought_tile(&mut self, tile: (f32, f32, f32), f: &Fought, v: &View) {
        let taken = f.winner.zip(f.fort).and_then(|(w, at)| {
            let k = v.clans.get(usize::from(w))?;
            Some((at, clan_colour(k.colour).0))
        });
        match taken {
            Some((at, colour)) => self.fort_tile(tile, at, (colour, 5.0), Some(colour)),
            None => {
                let tie = self.say(Text::new("wall-picture-no-capture"));
                self.hollow(tile, TILE_H, Some(&tie));
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
        self.svg.rect(
            x,
            y,
            w,
            TILE_H,
            7.0,
            Paint::fill(CARD).outlined(edge.0, edge.1),
        );
        self.svg.rect(x, y, w, 26.0, 7.0, Paint::fill(kind));
        self.svg.rect(x, y + 18.0, w, 8.0, 0.0, Paint::fill(kind));
        let name = self.say(Text::new("wall-picture-fort").str("fort", fort_kind(f)));
        let name = fit(&name, w - 6.0, 13.5 * BOLD);
        let font = Font::new(13.5, "#ffffff").bold().anchor(Anchor::Middle);
        self.svg.text(x + w / 2.0, y + 18.0, font, &name);
        let ink = if f.value() < 0 { "#b03a2e" } else { INK };
        let font = Font::new(34.0, ink).bold().anchor(Anchor::Middle);
        self.svg
            .text(x + w / 2.0, y + 70.0, font, &value(i64::from(f.value())));
        if let Some(colour) = flag {
            self.flag(x + w - 22.0, y + TILE_H - 8.0, colour);
        }
    }

    /// A captor's flag on a pole standing on `y`.
    fn flag(&mut self, x: f32, y: f32, colour: &str) {
        self.svg.line((x, y), (x, y - 34.0), INK, 2.0);
        let cloth = [(x, y - 34.0), (x + 16.0, y - 28.0), (x, y - 21.0)];
        self.svg
            .polygon(&cloth, Paint::fill(colour).outlined(INK, 1.0));
    }

    /// An empty place: a resolved position, or no orders yet; a word in it if given.
    fn hollow(&mut self, (x, y, w): (f32, f32, f32), h: f32, word: Option<&str>) {
        let paint = Paint::fill(HOLLOW).outlined(HOLLOW_EDGE, 1.5);
        self.svg.rect(x, y, w, h, 7.0, paint);
        if let Some(word) = word {
            let font = Font::new(13.5, MUTED).bold().anchor(Anchor::Middle);
            let lines = wrap(word, w - 8.0, 13.5 * BOLD);
            let first = y + h / 2.0 + 5.0 - 8.0 * (lines.len() as f32 - 1.0);
            for (i, line) in lines.iter().enumerate() {
                self.svg
                    .text(x + w / 2.0, first + 16.0 * i as f32, font, line);
            }
        }
    }

    fn banner(&mut self, lines: &[(String, bool)], top: f32, h: f32) {
        let paint = Paint::fill(CARD).outlined("#c9a227", 2.0);
        self.svg
            .rect(MARGIN, top, WIDTH - 2.0 * MARGIN, h, 6.0, paint);
        for (i, (line, bold)) in lines.iter().enumerate() {
            let y = top + 26.0 + 22.0 * i as f32;
            let (font, size) = banner_size(*bold);
            self.svg
                .text(MARGIN + 10.0, y, font, &fit(line, BANNER_ROOM, size));
        }
    }

    /// A clan's panel: its band, its warriors at the positions, then its rows of chips.
    fn panel(&mut self, v: &View, fought: Option<&Fought>, p: &Panel, top: f32) {
        self.panel_band(p, top, p.height(!v.over));
        let mut y = top + BAND + 8.0;
        if !v.over {
            if let Some(k) = v.clans.get(usize::from(p.clan)) {
                self.slots(v, fought, k, p.clan, y);
            }
            y += SLOT_H + 8.0;
        }
        for (label, rows) in &p.rows {
            self.svg
                .text(MARGIN + 12.0, y + 15.0, Font::new(13.0, INK).bold(), label);
            for row in rows {
                for (x, chip) in row {
                    self.chip(*x, y + 1.0, chip);
                }
                y += ROW_H;
            }
            if rows.is_empty() {
                y += ROW_H;
            }
        }
    }

    /// The panel's frame (gold for a winner) and its band in the clan's colour: name, points.
    fn panel_band(&mut self, p: &Panel, top: f32, h: f32) {
        let (colour, on) = clan_colour(p.colour);
        let w = WIDTH - 2.0 * MARGIN;
        let edge = if p.winner { (GOLD, 4.0) } else { (colour, 2.0) };
        let frame = Paint::fill(CARD).outlined(edge.0, edge.1);
        self.svg.rect(MARGIN, top, w, h, 7.0, frame);
        self.svg
            .rect(MARGIN, top, w, BAND, 7.0, Paint::fill(colour));
        self.svg
            .rect(MARGIN, top + BAND - 8.0, w, 8.0, 0.0, Paint::fill(colour));
        let points = fit(&p.points, w * 0.3, 15.0 * BOLD);
        let name = fit(&p.name, w - 30.0 - width(&points, 15.0 * BOLD), 15.0 * BOLD);
        self.svg
            .text(MARGIN + 10.0, top + 19.5, Font::new(15.0, on).bold(), &name);
        let font = Font::new(15.0, on).bold().anchor(Anchor::End);
        self.svg
            .text(WIDTH - MARGIN - 10.0, top + 19.5, font, &points);
    }

    /// A clan's warrior at each position, in the columns of the wall's forts; a clan still
    /// giving its orders shows one empty bar saying so.
    fn slots(&mut self, v: &View, fought: Option<&Fought>, k: &ClanView, c: u8, y: f32) {
        if fought.is_none() && !k.locked {
            let word = self.say(Text::new("wall-picture-giving-orders"));
            let bar = (MARGIN + 6.0, y, WIDTH - 2.0 * MARGIN - 12.0);
            self.hollow(bar, SLOT_H, Some(&word));
            return;
        }
        let (colour, on) = clan_colour(k.colour);
        for p in 1..=POSITIONS as u8 {
            let at = (Self::column(p) + 6.0, y, COLUMN - 12.0);
            match slot(v, fought, k, c, p) {
                Slot::Back => self.back(at, p, (colour, on)),
                Slot::Face(card, tag) => self.face(at, card, tag, colour),
                Slot::Hollow => self.hollow(at, SLOT_H, None),
            }
        }
    }

    /// A warrior face down: the clan's colour, its position number large.
    fn back(&mut self, (x, y, w): (f32, f32, f32), p: u8, (colour, on): (&str, &str)) {
        self.svg
            .rect(x, y, w, SLOT_H, 7.0, Paint::fill(colour).outlined(INK, 1.0));
        let inner = Paint::fill("none").outlined(on, 1.2);
        self.svg
            .rect(x + 5.0, y + 5.0, w - 10.0, SLOT_H - 10.0, 4.0, inner);
        let font = Font::new(28.0, on).bold().anchor(Anchor::Middle);
        self.svg
            .text(x + w / 2.0, y + SLOT_H / 2.0 + 10.0, font, &p.to_string());
    }

    /// This round's card face up: its name, its strength large, and what befell it.
    fn face(&mut self, (x, y, w): (f32, f32, f32), card: Card, tag: Option<Tag>, colour: &str) {
        let edge = match tag {
            Some(Tag::Captures) => Paint::fill("#fffdf6").outlined(GOLD, 4.5),
            _ => Paint::fill("#fffdf6").outlined(colour, 3.0),
        };
        self.svg.rect(x, y, w, SLOT_H, 7.0, edge);
        let wr = warrior(card);
        let name = self
            .say(Text::new("wall-picture-warrior").str("card", wr.id().trim_start_matches("w.")));
        let font = Font::new(13.5, INK).bold().anchor(Anchor::Middle);
        self.svg.text(
            x + w / 2.0,
            y + 18.0,
            font,
            &fit(&name, w - 6.0, 13.5 * BOLD),
        );
        let dim = matches!(tag, Some(Tag::Crashed | Tag::Seduced | Tag::Out));
        let ink = if dim { "#a89a7c" } else { INK };
        let font = Font::new(24.0, ink).bold().anchor(Anchor::Middle);
        self.svg
            .text(x + w / 2.0, y + 44.0, font, &wr.strength().to_string());
        if let Some(tag) = tag {
            let word = self.say(Text::new("wall-picture-tag").str("tag", tag.id()));
            let font = Font::new(11.5, tag.colour()).bold().anchor(Anchor::Middle);
            self.svg.text(
                x + w / 2.0,
                y + 59.0,
                font,
                &fit(&word, w - 4.0, 11.5 * BOLD),
            );
        }
    }

    fn chip(&mut self, x: f32, y: f32, chip: &Chip) {
        let w = chip_width(chip);
        let paint = Paint::fill(chip.fill).outlined(chip.edge, 1.5);
        self.svg.rect(x, y, w, CHIP_H, 5.0, paint);
        self.svg
            .text(x + 6.0, y + 14.5, Font::new(13.0, chip.ink), &chip.text);
    }
}
