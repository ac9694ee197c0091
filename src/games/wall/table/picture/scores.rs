//! The final board: the scoring as a table (R-END), one row per clan from the best, a column
//! per kind of fort with the points it brought, the tie-breaks (number of forts, then the
//! strongest forts) only when points are tied, and the total; the winners starred on a gold
//! row, neutrals left unranked beside two or more players (R-END-4), and each tie told under
//! the table.

use std::cmp::Reverse;

use super::wall::fort_kind;
use super::{clan_colour, value, Painter, Spot, GOLD, INK, MARGIN, MIN_FONT, MUTED, WIDTH};
use crate::games::wall::scoring::{score, Score};
use crate::games::wall::{outcome, Fort};
use crate::i18n::Text;
use crate::render::{Anchor, Font, Paint};

/// The kinds of fort, each a column, in the order of the rules (R-COMP-2).
const KINDS: [&str; 5] = ["niefort", "komfort", "fokus", "fortuna", "forteca"];
const ROW: f32 = 58.0;
const SIZE: f32 = 26.0;
const PAD: f32 = 10.0;
const HEAD_LINE: f32 = 23.0;
/// The clans' column keeps at least this much room for a name.
const NAME_ROOM: f32 = 250.0;
/// Where a name starts in its cell, after the colour and the star.
const NAME_AT: f32 = 52.0;

/// A clan's line of the table.
struct Line {
    clan: u8,
    /// Its place, if it is ranked.
    place: Option<usize>,
    score: Score,
    held: Vec<Fort>,
    winner: bool,
}

/// A column: its header's lines, its width, and a value per line.
struct Column {
    head: Vec<String>,
    width: f32,
    cells: Vec<(String, bool)>,
    /// The size of its values.
    size: f32,
}

/// The table measured, before it is drawn.
pub(super) struct Table {
    lines: Vec<Line>,
    cols: Vec<Column>,
    head_h: f32,
    ties: Vec<String>,
}

impl Table {
    pub fn height(&self) -> f32 {
        let ties = self.ties.len() as f32 * 30.0;
        self.head_h + self.lines.len() as f32 * ROW + if ties > 0.0 { ties + 8.0 } else { 0.0 }
    }
}

/// How a clan ranks: a FortHeca win first (R-END-1), then points, forts, strongest forts.
fn key(line: &Line, fortheca: Option<u8>) -> (bool, (i16, u8, &[i8])) {
    (fortheca == Some(line.clan), line.score.rank_key())
}

impl Painter<'_> {
    /// Each clan's score, ranked: players (and, in solo, the neutrals) by R-END-3, the
    /// neutrals beside two or more players after them, unranked.
    fn score_lines(&self) -> Vec<Line> {
        let state = self.state;
        let winners = outcome(state).map(|o| o.winners).unwrap_or_default();
        let ranked = |c: u8| state.players() == 1 || state.is_player(c);
        let mut lines: Vec<Line> = (0..state.clans.len() as u8)
            .map(|c| Line {
                clan: c,
                place: None,
                score: score(state, c),
                held: state.clan(c).map(|k| k.held.clone()).unwrap_or_default(),
                winner: winners.contains(&c),
            })
            .collect();
        let fortheca = state.fortheca_win;
        let places: Vec<Option<usize>> = lines
            .iter()
            .map(|l| {
                ranked(l.clan).then(|| {
                    let better = lines
                        .iter()
                        .filter(|o| ranked(o.clan) && key(o, fortheca) > key(l, fortheca));
                    better.count() + 1
                })
            })
            .collect();
        for (l, place) in lines.iter_mut().zip(places) {
            l.place = place;
        }
        lines.sort_by(|a, b| {
            (a.place.is_none(), Reverse(key(a, fortheca)), a.clan).cmp(&(
                b.place.is_none(),
                Reverse(key(b, fortheca)),
                b.clan,
            ))
        });
        lines
    }

    /// The scoring table, measured.
    pub(super) fn score_table(&self) -> Table {
        let lines = self.score_lines();
        let ranked: Vec<&Line> = lines.iter().filter(|l| l.place.is_some()).collect();
        let tied = |same: &dyn Fn(&Line, &Line) -> bool| {
            ranked
                .iter()
                .enumerate()
                .any(|(i, a)| ranked.iter().skip(i + 1).any(|b| same(a, b)))
        };
        let on_points = tied(&|a, b| a.score.points == b.score.points);
        let on_forts =
            tied(&|a, b| (a.score.points, a.score.forts) == (b.score.points, b.score.forts));
        let mut cols: Vec<Column> = KINDS
            .iter()
            .map(|&kind| {
                let head = self.say(Text::new("wall-picture-fort").str("fort", kind));
                let cells = lines.iter().map(|l| kind_points(&l.held, kind)).collect();
                Column::new(head, cells)
            })
            .collect();
        // The tie-breaks of R-END-3, only when they break (or fail to break) a tie.
        if on_points {
            let head = self.say(Text::new("wall-picture-col-forts"));
            let cells = lines
                .iter()
                .map(|l| (l.score.forts.to_string(), false))
                .collect();
            cols.push(Column::new(head, cells));
        }
        if on_forts {
            let head = self.say(Text::new("wall-picture-col-values"));
            let cells = lines.iter().map(|l| (values(&l.score), false)).collect();
            cols.push(Column::new(head, cells).small());
        }
        let head = self.say(Text::new("wall-picture-col-total"));
        let cells = lines
            .iter()
            .map(|l| (value(l.score.points.into()), true))
            .collect();
        cols.push(Column::new(head, cells));
        let room = WIDTH - 2.0 * MARGIN;
        if room - cols.iter().map(|c| c.width).sum::<f32>() < NAME_ROOM {
            for c in &mut cols {
                c.wrap();
            }
        }
        let rows = cols.iter().map(|c| c.head.len()).max().unwrap_or(1);
        let ties = self.ties(&ranked);
        Table {
            lines,
            cols,
            head_h: HEAD_LINE * rows as f32 + 14.0,
            ties,
        }
    }

    /// Every tie on points among the ranked clans, and how R-END-3 settles it.
    fn ties(&self, ranked: &[&Line]) -> Vec<String> {
        let mut totals: Vec<i16> = ranked.iter().map(|l| l.score.points).collect();
        totals.sort_unstable_by(|a, b| b.cmp(a));
        totals.dedup();
        totals
            .into_iter()
            .filter_map(|points| {
                let tied: Vec<&&Line> =
                    ranked.iter().filter(|l| l.score.points == points).collect();
                let first = tied.first()?;
                if tied.len() < 2 {
                    return None;
                }
                let same = |f: &dyn Fn(&Score) -> bool| tied.iter().all(|l| f(&l.score));
                let how = if !same(&|s| s.forts == first.score.forts) {
                    "forts"
                } else if !same(&|s| s.values == first.score.values) {
                    "values"
                } else {
                    "shared"
                };
                let names: Vec<String> = tied.iter().map(|l| self.clan_name(l.clan)).collect();
                let t = Text::new("wall-picture-tie")
                    .str("names", names.join(", "))
                    .num("points", points)
                    .str("how", how);
                Some(self.say(t))
            })
            .collect()
    }

    /// Draws the table from `top`.
    pub(super) fn scores(&mut self, table: &Table, top: f32) {
        let room = WIDTH - 2.0 * MARGIN;
        let others: f32 = table.cols.iter().map(|c| c.width).sum();
        let first = room - others;
        self.svg
            .rect(MARGIN, top, room, table.head_h, 6.0, Paint::fill(INK));
        let head = self.say(Text::new("wall-picture-col-clan"));
        let at = Spot {
            x: MARGIN + PAD,
            y: top + HEAD_LINE,
            room: first - 2.0 * PAD,
        };
        self.line(at, Font::new(MIN_FONT + 1.0, "#efe6d2").bold(), &head);
        let body = top + table.head_h;
        for (r, line) in table.lines.iter().enumerate() {
            self.score_row(line, (body + r as f32 * ROW, first), r);
        }
        let mut x = MARGIN + first;
        for col in &table.cols {
            for (i, l) in col.head.iter().enumerate() {
                let font = Font::new(MIN_FONT + 1.0, "#efe6d2")
                    .bold()
                    .anchor(Anchor::Middle);
                let y = top + HEAD_LINE * (i as f32 + 1.0);
                self.svg.text(x + col.width / 2.0, y, font, l);
            }
            for (r, (text, strong)) in col.cells.iter().enumerate() {
                let base = body + r as f32 * ROW + ROW / 2.0 + col.size * 0.36;
                let ink = if text.starts_with('−') {
                    "#b03a2e"
                } else {
                    INK
                };
                let font = Font::new(col.size, ink).anchor(Anchor::Middle);
                let font = if *strong { font.bold() } else { font };
                self.svg.text(x + col.width / 2.0, base, font, text);
            }
            x += col.width;
        }
        let bottom = body + table.lines.len() as f32 * ROW;
        let frame = Paint::fill("none").outlined("#b9a782", 1.5);
        self.svg.rect(MARGIN, top, room, bottom - top, 6.0, frame);
        for (i, tie) in table.ties.iter().enumerate() {
            let at = Spot {
                x: MARGIN,
                y: bottom + 30.0 + 30.0 * i as f32,
                room,
            };
            self.line(at, Font::new(20.0, INK), tie);
        }
    }

    /// A clan's row: gold for a winner; its colour, a star if it won, its place and name.
    fn score_row(&mut self, line: &Line, (y, first): (f32, f32), r: usize) {
        let fill = match (line.winner, r % 2) {
            (true, _) => "#f9e79f",
            (false, 0) => "#fbf6ea",
            (false, _) => "#f3ead6",
        };
        let room = WIDTH - 2.0 * MARGIN;
        self.svg.rect(MARGIN, y, room, ROW, 0.0, Paint::fill(fill));
        let colour = self
            .state
            .clan(line.clan)
            .map_or(INK, |k| clan_colour(k.colour).0);
        self.svg.rect(
            MARGIN + 6.0,
            y + 6.0,
            10.0,
            ROW - 12.0,
            2.0,
            Paint::fill(colour),
        );
        let mid = y + ROW / 2.0;
        if line.winner {
            self.star(MARGIN + 33.0, mid, 13.0);
        }
        let name = self.clan_name(line.clan);
        let text = match line.place {
            Some(place) => self.say(
                Text::new("wall-picture-place")
                    .num("place", place as i64)
                    .str("name", name),
            ),
            None => self.say(Text::new("wall-picture-unranked").str("name", name)),
        };
        let ink = if line.place.is_some() { INK } else { MUTED };
        self.name_in_row(&text, (MARGIN + NAME_AT, mid), first - NAME_AT - PAD, ink);
    }

    /// A ranked name on one line if it fits large enough, else on two; never cut short
    /// unless a single word is wider than its room.
    fn name_in_row(&mut self, text: &str, (x, mid): (f32, f32), room: f32, ink: &str) {
        if let Some(size) = super::measure::size_to_fit(text, room, 24.0, 19.0, true) {
            let font = Font::new(size, ink).bold();
            self.svg.text(x, mid + size * 0.36, font, text);
            return;
        }
        let (size, lines) = super::measure::wrap_to_fit(text, room, (22.0, MIN_FONT), 2, true);
        for (i, l) in lines.iter().enumerate() {
            let y = mid - 3.0 + (size + 3.0) * i as f32;
            self.svg.text(x, y, Font::new(size, ink).bold(), l);
        }
    }

    /// A five-pointed star centred on (`cx`, `cy`).
    fn star(&mut self, cx: f32, cy: f32, r: f32) {
        let points: Vec<(f32, f32)> = (0..10)
            .map(|i| {
                let a = std::f32::consts::PI * (i as f32) / 5.0 - std::f32::consts::FRAC_PI_2;
                let d = if i % 2 == 0 { r } else { r * 0.45 };
                (cx + d * a.cos(), cy + d * a.sin())
            })
            .collect();
        self.svg
            .polygon(&points, Paint::fill(GOLD).outlined(INK, 1.2));
    }
}

impl Column {
    fn new(head: String, cells: Vec<(String, bool)>) -> Column {
        let mut c = Column {
            head: vec![head],
            width: 0.0,
            cells,
            size: SIZE,
        };
        c.measure();
        c
    }

    /// Its values in a smaller size: a list of numbers.
    fn small(mut self) -> Column {
        self.size = 22.0;
        self.measure();
        self
    }

    /// Its width: the widest of its header's lines and its values, with padding.
    fn measure(&mut self) {
        let head = self
            .head
            .iter()
            .map(|l| super::measure::width(l, MIN_FONT + 1.0, true))
            .fold(0.0, f32::max);
        let cells = self
            .cells
            .iter()
            .map(|(t, strong)| super::measure::width(t, self.size, *strong))
            .fold(0.0, f32::max);
        self.width = head.max(cells) + 2.0 * PAD;
    }

    /// Its header word by word, when the table is too wide for the names.
    fn wrap(&mut self) {
        let words: String = self.head.join(" ");
        let widest = words
            .split(' ')
            .map(|w| super::measure::width(w, MIN_FONT + 1.0, true))
            .fold(0.0, f32::max);
        self.head = super::measure::wrap(&words, widest, MIN_FONT + 1.0, true);
        self.measure();
    }
}

/// The points forts of `kind` brought, or a dash when the clan holds none.
fn kind_points(held: &[Fort], kind: &str) -> (String, bool) {
    let of_kind: Vec<i64> = held
        .iter()
        .filter(|f| fort_kind(**f) == kind)
        .map(|f| i64::from(f.value()))
        .collect();
    if of_kind.is_empty() {
        ("—".to_string(), false)
    } else {
        (value(of_kind.iter().sum()), false)
    }
}

/// The held forts' values from the strongest, as R-END-3 compares them.
fn values(s: &Score) -> String {
    let v: Vec<String> = s.values.iter().map(|&v| value(v.into())).collect();
    if v.is_empty() {
        "—".to_string()
    } else {
        v.join(" ")
    }
}
