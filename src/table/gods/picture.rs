//! The Viking Gods board as a picture, drawn from the public view only (R-INFO-1): the hex
//! map with its terrain, the river Nordkapp and the Rainbow Bridge (covered hexes dark), the
//! coordinates on the edges, every token in its side's colour and shape — Asgard round and
//! light, Chaos square and dark, Hela a grey-violet diamond — with its code and strength, the
//! two targets ringed, pins and the freeze marked, and the trail as arrows: this turn's moves,
//! attacks and retreats in full colour, the other side's turn before it faded; a header says
//! the round, the phase and who is to play, a legend the rest.

use crate::games::gods::map::{Direction, Hex};
use crate::games::gods::state::{EndCause, Phase, State, HELA_STEPS};
use crate::games::gods::terrain::{bridge_hexes, crosses_river, terrain, Terrain};
use crate::games::gods::token::{Side, Token};
use crate::games::gods::trail::{turns, Trace, TraceKind};
use crate::games::gods::view::{view, View};
use crate::games::Seat;
use crate::i18n::{render, Lang, Text};
use crate::render::{Anchor, Font, Paint, Svg};
use crate::table::words::{list, who};

/// The picture's width in its own units; the PNG may be drawn at any width.
pub const WIDTH: f32 = 640.0;
const MARGIN: f32 = 12.0;
/// A hex's corner radius (flat-topped: 2 × SIZE wide, √3 × SIZE high).
const SIZE: f32 = 41.0;
const SQRT3: f32 = 1.732_050_8;
const HEX_H: f32 = SIZE * SQRT3;
const HEADER: f32 = 84.0;
/// The band of coordinates around the map.
const BAND: f32 = 22.0;
/// Nine columns 1.5 hexes apart, plus the last hex's width.
const MAP_LEFT: f32 = (WIDTH - 14.0 * SIZE) / 2.0;
const MAP_TOP: f32 = HEADER + BAND;
/// Nine rows, and the half row of the lower columns.
const MAP_H: f32 = 9.5 * HEX_H;
const LEGEND_TOP: f32 = MAP_TOP + MAP_H + BAND + 34.0;
const LEGEND_LINE: f32 = 20.0;
const LEGEND_LINES: f32 = 4.0;
const HEIGHT: f32 = LEGEND_TOP + LEGEND_LINES * LEGEND_LINE + MARGIN;
/// A token chip's radius.
const CHIP: f32 = 23.0;
/// Hela's diamond, corner to centre.
const HELA_R: f32 = 22.0;
const RING: f32 = CHIP + 7.0;

const INK: &str = "#1e2530";
const PAPER: &str = "#f3efe2";
const PANEL: &str = "#faf7ee";
const MUTED: &str = "#5f5a4c";
const HEADER_BG: &str = "#22313f";
const HEADER_INK: &str = "#ffffff";
const HEADER_MUTED: &str = "#c9d3dd";
const EDGE: &str = "#8d8a6c";
const PLAIN: &str = "#dfe7b9";
const FOREST: &str = "#9fc487";
const FOREST_MARK: &str = "#3d6b33";
const HILLS: &str = "#e3c891";
const HILLS_MARK: &str = "#8a5a2b";
const GLACIER: &str = "#eef6fb";
const GLACIER_MARK: &str = "#6fa6c6";
const BRIDGE: &str = "#efe8f6";
const RAINBOW: [&str; 3] = ["#e0483e", "#f0b92d", "#3f8fd8"];
const VOID: &str = "#211d2b";
const VOID_MARK: &str = "#6e6786";
const HEIMDALL_MARK: &str = "#c8961a";
const HELFIELD: &str = "#c9b8d8";
const HELFIELD_MARK: &str = "#45305e";
const RIVER: &str = "#2f7fd0";
const RIVER_BANK: &str = "#17426e";
const ASGARD: &str = "#f6d36b";
const ASGARD_EDGE: &str = "#7a5a10";
const ASGARD_INK: &str = "#2b2118";
const CHAOS: &str = "#7d1b1b";
const CHAOS_EDGE: &str = "#140707";
const CHAOS_INK: &str = "#ffffff";
const HELA: &str = "#5f5479";
const HELA_EDGE: &str = "#211a30";
const HELA_INK: &str = "#ffffff";
const TARGET: &str = "#ffc800";
const PIN: &str = "#e0262b";
const FROST: &str = "#38b6f0";
const MOVE: &str = "#1f3b73";
const ATTACK: &str = "#d62828";
const RETREAT: &str = "#e67e22";
const HALO: &str = "#ffffff";
/// How opaque the arrows of the other side's previous turn are.
const EARLIER: f32 = 0.4;

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
    };
    p.header();
    p.map();
    p.river();
    p.coordinates();
    p.earlier_arrows();
    p.tokens();
    p.arrows();
    p.legend();
    p.svg.finish()
}

struct Painter<'a> {
    svg: Svg,
    v: &'a View,
    names: &'a [String],
    lang: Lang,
}

// ---- Geometry ----

/// A coordinate rounded to a tenth, to keep the document small.
fn tenth(x: f32) -> f32 {
    (x * 10.0).round() / 10.0
}

/// The centre of `hex`: B, D, F and H sit half a hex lower (R-MAP-1).
fn centre(hex: Hex) -> (f32, f32) {
    let col = f32::from(hex.col());
    let low = if hex.col() % 2 == 1 { 0.5 } else { 0.0 };
    let row = f32::from(hex.row()) - 0.5 + low;
    (
        tenth(MAP_LEFT + SIZE + 1.5 * SIZE * col),
        tenth(MAP_TOP + HEX_H * row),
    )
}

/// The point `r` from `(x, y)` at `degrees` clockwise from east.
fn polar((x, y): (f32, f32), r: f32, degrees: f32) -> (f32, f32) {
    let a = degrees.to_radians();
    (tenth(x + r * a.cos()), tenth(y + r * a.sin()))
}

/// A flat-topped hexagon's corners around `c`.
fn corners(c: (f32, f32), r: f32) -> Vec<(f32, f32)> {
    (0..6).map(|k| polar(c, r, 60.0 * k as f32)).collect()
}

/// Half the hex's width at `dy` from its centre.
fn half_width(dy: f32) -> f32 {
    SIZE - dy.abs() / SQRT3
}

/// The corners ([`corners`] order: east, then clockwise) bounding the edge toward each
/// direction, in direction order (N, NE, SE, S, SW, NW).
const EDGE_CORNERS: [(usize, usize); 6] = [(4, 5), (5, 0), (0, 1), (1, 2), (2, 3), (3, 4)];

/// Six spots around a chip where terrain marks stay visible under a token.
fn spots((x, y): (f32, f32)) -> [(f32, f32); 6] {
    [
        (x - 30.0, y + 1.0),
        (x + 30.0, y + 1.0),
        (x - 15.0, y - 27.0),
        (x + 15.0, y - 27.0),
        (x - 15.0, y + 28.0),
        (x + 15.0, y + 28.0),
    ]
}

/// The direction of a die face on Hel's Field: 1 north, then clockwise.
fn bearing(d: Direction) -> f32 {
    -90.0 + 60.0 * f32::from(d.number() - 1)
}

/// The stretch of `(a, b)` that starts `from` past `a` and stops `short` before `b`.
fn shortened(a: (f32, f32), b: (f32, f32), from: f32, short: f32) -> Option<[(f32, f32); 3]> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len <= from + short {
        return None;
    }
    let (ux, uy) = (dx / len, dy / len);
    let start = (a.0 + ux * from, a.1 + uy * from);
    let end = (b.0 - ux * short, b.1 - uy * short);
    Some([start, end, (ux, uy)])
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

/// A text cut to fit `room` units of a `size` font (semi-condensed: about half an em a letter).
fn fit(text: &str, room: f32, size: f32) -> String {
    let max = (room / (size * 0.55)).floor().max(1.0) as usize;
    if text.chars().count() <= max {
        return text.to_string();
    }
    let cut: String = text.chars().take(max.saturating_sub(1)).collect();
    format!("{}…", cut.trim_end())
}

/// About how wide a text of a `size` font is.
fn width_of(text: &str, size: f32) -> f32 {
    text.chars().count() as f32 * size * 0.55
}

impl Painter<'_> {
    fn say(&self, t: Text) -> String {
        render(&t, self.lang)
    }

    // ---- Header ----

    fn header(&mut self) {
        self.svg
            .rect(0.0, 0.0, WIDTH, HEADER, 0.0, Paint::fill(HEADER_BG));
        let title = self.say(
            Text::new("gods-picture-title")
                .text("round", self.round_text())
                .text("phase", self.phase_text()),
        );
        let title = fit(&title, WIDTH - 2.0 * MARGIN, 20.0);
        let font = Font::new(20.0, HEADER_INK).bold();
        self.svg.text(MARGIN, 28.0, font, &title);
        self.actor_line(53.0);
        self.status_line(74.0);
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

    /// Who is to play, with their side's chip; or how the game ended.
    fn actor_line(&mut self, y: f32) {
        let (side, line) = self.actor_text();
        let mut x = MARGIN;
        if let Some(side) = side {
            let paint = Paint::fill(side_fill(side)).outlined(HEADER_INK, 1.5);
            self.shape(Some(side), (x + 8.0, y - 5.0), 8.0, paint);
            x += 22.0;
        }
        let line = fit(&line, WIDTH - x - MARGIN, 15.0);
        self.svg.text(x, y, Font::new(15.0, HEADER_INK), &line);
    }

    /// The side to play and its player; or the winner and how the game ended.
    fn actor_text(&self) -> (Option<Side>, String) {
        let v = self.v;
        match (side_to_act(v), v.end) {
            (Some(side), _) => {
                let t = Text::new("gods-picture-to-act")
                    .str("name", who(self.names, seat_of(v, side)))
                    .str("side", side.id());
                (Some(side), self.say(t))
            }
            (None, Some(end)) => {
                let name = end.winner.map(|s| who(self.names, seat_of(v, s)));
                let t = Text::new("gods-picture-end")
                    .str("cause", cause_id(end.cause))
                    .str("side", end.winner.map_or("none", Side::id))
                    .str("name", name.unwrap_or_default());
                (end.winner, self.say(t))
            }
            (None, None) => (None, self.say(Text::new("gods-picture-over"))),
        }
    }

    /// The losses of each side and what is left of the bridge.
    fn status_line(&mut self, y: f32) {
        let lost = |side: Side| self.v.removed.iter().filter(|t| t.is_side(side)).count();
        let lost = self.say(
            Text::new("gods-picture-lost")
                .num("asgard", lost(Side::Asgard) as i64)
                .num("chaos", lost(Side::Chaos) as i64),
        );
        let bridge = bridge_hexes();
        let left = bridge.iter().filter(|h| !self.v.voids.contains(h)).count();
        let bridge = self.say(
            Text::new("gods-picture-bridge-left")
                .num("left", left as i64)
                .num("total", bridge.len() as i64),
        );
        let font = Font::new(13.0, HEADER_MUTED);
        let half = WIDTH / 2.0 - MARGIN;
        self.svg.text(MARGIN, y, font, &fit(&lost, half, 13.0));
        let right = font.anchor(Anchor::End);
        self.svg
            .text(WIDTH - MARGIN, y, right, &fit(&bridge, half, 13.0));
    }
}

// ---- Colours and shapes ----

fn side_fill(side: Side) -> &'static str {
    match side {
        Side::Asgard => ASGARD,
        Side::Chaos => CHAOS,
    }
}

/// A chip's fill, outline and ink: Asgard light, Chaos dark, Hela (no side) grey-violet.
fn chip_colours(side: Option<Side>) -> (&'static str, &'static str, &'static str) {
    match side {
        Some(Side::Asgard) => (ASGARD, ASGARD_EDGE, ASGARD_INK),
        Some(Side::Chaos) => (CHAOS, CHAOS_EDGE, CHAOS_INK),
        None => (HELA, HELA_EDGE, HELA_INK),
    }
}

fn terrain_fill(t: Terrain) -> &'static str {
    match t {
        Terrain::Plain | Terrain::Heimdall => PLAIN,
        Terrain::Forest => FOREST,
        Terrain::Hills => HILLS,
        Terrain::Glacier => GLACIER,
        Terrain::Bridge => BRIDGE,
        Terrain::Helfield => HELFIELD,
    }
}

impl Painter<'_> {
    /// A side's chip shape around `c`: Asgard round, Chaos square, Hela (no side) a diamond.
    fn shape(&mut self, side: Option<Side>, (x, y): (f32, f32), r: f32, paint: Paint) {
        match side {
            Some(Side::Asgard) => self.svg.circle(x, y, r, paint),
            Some(Side::Chaos) => {
                let h = tenth(0.87 * r);
                self.svg
                    .rect(x - h, y - h, 2.0 * h, 2.0 * h, tenth(0.18 * r), paint);
            }
            None => {
                let diamond = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)];
                self.svg.polygon(&diamond, paint);
            }
        }
    }

    fn tree(&mut self, (x, y): (f32, f32)) {
        let tri = [(x - 5.0, y + 5.0), (x + 5.0, y + 5.0), (x, y - 7.0)];
        self.svg.polygon(&tri, Paint::fill(FOREST_MARK));
    }

    fn hill(&mut self, (x, y): (f32, f32)) {
        self.svg
            .line((x - 6.0, y + 4.0), (x, y - 3.0), HILLS_MARK, 2.0);
        self.svg
            .line((x, y - 3.0), (x + 6.0, y + 4.0), HILLS_MARK, 2.0);
    }

    fn crevasse(&mut self, (x, y): (f32, f32)) {
        let zig = [
            (x - 6.0, y - 2.0),
            (x - 2.0, y + 2.0),
            (x + 2.0, y - 2.0),
            (x + 6.0, y + 2.0),
        ];
        for pair in zig.windows(2) {
            self.svg.line(pair[0], pair[1], GLACIER_MARK, 1.6);
        }
    }

    /// The Rainbow Bridge's three bands across a hex of radius `r` around `c`.
    fn rainbow(&mut self, (x, y): (f32, f32), r: f32) {
        let scale = r / SIZE;
        for (k, colour) in RAINBOW.iter().enumerate() {
            let dy = (k as f32 - 1.0) * 8.0 * scale;
            let half = (half_width(dy / scale) - 4.0) * scale;
            self.svg.line(
                (tenth(x - half), tenth(y + dy)),
                (tenth(x + half), tenth(y + dy)),
                colour,
                4.5 * scale,
            );
        }
    }

    /// A covered bridge hex: a cross over the dark.
    fn void_mark(&mut self, (x, y): (f32, f32), r: f32) {
        let d = 0.35 * r;
        self.svg
            .line((x - d, y - d), (x + d, y + d), VOID_MARK, 0.08 * r);
        self.svg
            .line((x - d, y + d), (x + d, y - d), VOID_MARK, 0.08 * r);
    }

    /// Heimdall's start mark: a golden hexagon inside his hex.
    fn heimdall_mark(&mut self, c: (f32, f32), r: f32) {
        let paint = Paint::fill("none").outlined(HEIMDALL_MARK, 0.075 * r);
        self.svg.polygon(&corners(c, 0.82 * r), paint);
    }

    /// Hel's Field carries Hela's compass: the die faces 1–6 toward their directions.
    fn compass(&mut self, c: (f32, f32)) {
        let font = Font::new(11.0, HELFIELD_MARK).bold().anchor(Anchor::Middle);
        for d in Direction::ALL {
            let (x, y) = polar(c, 28.0, bearing(d));
            self.svg.text(x, y + 4.0, font, &d.number().to_string());
        }
    }
}

// ---- The map ----

/// The two ends of the edge between adjacent hexes `a` and `b`.
fn edge(a: Hex, b: Hex) -> ((f32, f32), (f32, f32)) {
    let (ca, cb) = (centre(a), centre(b));
    let mid = ((ca.0 + cb.0) / 2.0, (ca.1 + cb.1) / 2.0);
    let (dx, dy) = (cb.0 - ca.0, cb.1 - ca.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    let (px, py) = (-dy / len * SIZE / 2.0, dx / len * SIZE / 2.0);
    (
        (tenth(mid.0 + px), tenth(mid.1 + py)),
        (tenth(mid.0 - px), tenth(mid.1 - py)),
    )
}

/// The edges the river Nordkapp runs along (R-MAP-5), each once.
fn river_edges() -> Vec<((f32, f32), (f32, f32))> {
    Hex::all()
        .flat_map(|a| {
            a.neighbours()
                .filter(move |&b| a < b && crosses_river(a, b))
                .map(move |b| edge(a, b))
        })
        .collect()
}

impl Painter<'_> {
    /// The cells, then the grid over them, each edge once (lines draw faster than outlines).
    fn map(&mut self) {
        for hex in Hex::all() {
            self.cell(hex);
        }
        for hex in Hex::all() {
            let c = corners(centre(hex), SIZE);
            for (k, d) in EDGE_CORNERS.iter().zip(Direction::ALL) {
                if hex.step(d).is_none_or(|n| hex < n) {
                    self.svg.line(c[k.0], c[k.1], EDGE, 1.0);
                }
            }
        }
    }

    /// A hex in its terrain's colour with its marks; covered bridge hexes dark.
    fn cell(&mut self, hex: Hex) {
        let c = centre(hex);
        let t = terrain(hex);
        let void = self.v.voids.contains(&hex);
        let fill = if void { VOID } else { terrain_fill(t) };
        self.svg.polygon(&corners(c, SIZE), Paint::fill(fill));
        if void {
            self.void_mark(c, SIZE);
            return;
        }
        match t {
            Terrain::Forest => spots(c).into_iter().for_each(|s| self.tree(s)),
            Terrain::Hills => spots(c).into_iter().for_each(|s| self.hill(s)),
            Terrain::Glacier => spots(c).into_iter().for_each(|s| self.crevasse(s)),
            Terrain::Bridge => self.rainbow(c, SIZE),
            Terrain::Heimdall => self.heimdall_mark(c, SIZE),
            Terrain::Helfield => self.compass(c),
            Terrain::Plain => {}
        }
    }

    /// The river as a blue line with dark banks, its bends rounded.
    fn river(&mut self) {
        let edges = river_edges();
        let mut bends: Vec<(f32, f32)> = Vec::new();
        for &(x, y) in edges.iter().flat_map(|(p, q)| [p, q]) {
            if !bends
                .iter()
                .any(|b| (b.0 - x).abs() + (b.1 - y).abs() < 0.5)
            {
                bends.push((x, y));
            }
        }
        for (colour, width) in [(RIVER_BANK, 8.0), (RIVER, 5.0)] {
            for &(p, q) in &edges {
                self.svg.line(p, q, colour, width);
            }
            for &(x, y) in &bends {
                self.svg.circle(x, y, width / 2.0, Paint::fill(colour));
            }
        }
    }

    /// Column letters above and below, row numbers left and right.
    fn coordinates(&mut self) {
        let font = Font::new(13.0, MUTED).bold().anchor(Anchor::Middle);
        for hex in Hex::all().filter(|h| h.row() == 1) {
            let (x, _) = centre(hex);
            let letter = hex.letter().to_string();
            self.svg.text(x, MAP_TOP - 7.0, font, &letter);
            self.svg.text(x, MAP_TOP + MAP_H + 16.0, font, &letter);
        }
        for hex in Hex::all().filter(|h| h.col() == 0) {
            let (_, y) = centre(hex);
            let row = hex.row().to_string();
            self.svg.text(MAP_LEFT - 13.0, y + 4.5, font, &row);
            self.svg.text(WIDTH - MAP_LEFT + 13.0, y + 4.5, font, &row);
        }
    }

    // ---- Tokens ----

    fn tokens(&mut self) {
        let v = self.v;
        for (&token, &hex) in &v.board {
            self.token(token, centre(hex));
        }
    }

    /// A chip with its code and strength, the targets ringed, pins and the freeze marked.
    fn token(&mut self, token: Token, c: (f32, f32)) {
        let side = token.side();
        if matches!(token, Token::Yggdrasill | Token::Loki) {
            self.ring(c, RING);
        }
        let frozen = self.v.frozen == Some(token);
        let (fill, edge, ink) = chip_colours(side);
        let paint = match frozen {
            true => Paint::fill(fill).outlined(FROST, 4.0),
            false => Paint::fill(fill).outlined(edge, 2.0),
        };
        let r = if side.is_some() { CHIP } else { HELA_R };
        self.shape(side, c, r, paint);
        self.label(token, c, ink);
        if self.v.pinned.contains(&token) {
            self.pin((c.0 - 17.0, c.1 - 17.0), 5.5);
        }
        if frozen {
            self.snowflake((c.0 + 17.0, c.1 - 17.0), 7.5);
        }
    }

    /// The code, and below it the strength (Hela has none).
    fn label(&mut self, token: Token, (x, y): (f32, f32), ink: &str) {
        let code = Font::new(16.0, ink).bold().anchor(Anchor::Middle);
        match self.v.strengths.get(&token) {
            Some(s) => {
                self.svg.text(x, y - 1.0, code, token.code());
                let small = Font::new(12.0, ink).anchor(Anchor::Middle);
                self.svg.text(x, y + 13.0, small, &s.to_string());
            }
            None => self.svg.text(x, y + 5.5, code, token.code()),
        }
    }

    /// A target's ring: gold on a dark rim, seen on every terrain.
    fn ring(&mut self, (x, y): (f32, f32), r: f32) {
        let none = Paint::fill("none");
        self.svg.circle(x, y, r, none.outlined(INK, 0.2 * r));
        self.svg.circle(x, y, r, none.outlined(TARGET, 0.12 * r));
    }

    fn pin(&mut self, (x, y): (f32, f32), r: f32) {
        let paint = Paint::fill(PIN).outlined(HALO, 0.3 * r);
        self.svg.circle(x, y, r, paint);
    }

    /// A six-armed ice star on a white disc.
    fn snowflake(&mut self, c: (f32, f32), r: f32) {
        let disc = Paint::fill(HALO).outlined(FROST, 0.2 * r);
        self.svg.circle(c.0, c.1, r, disc);
        for degrees in [30.0, 90.0, 150.0] {
            let a = polar(c, 0.75 * r, degrees);
            let b = polar(c, 0.75 * r, degrees + 180.0);
            self.svg.line(a, b, FROST, 0.27 * r);
        }
    }

    // ---- Arrows ----

    /// The other side's previous turn, faded and under the tokens.
    fn earlier_arrows(&mut self) {
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
    fn arrows(&mut self) {
        let v = self.v;
        let (_, now) = turns(&v.trail, v.turn_start);
        now.iter().for_each(|t| self.trace(t));
    }

    /// One trace as an arrow between the chips it joins.
    fn trace(&mut self, t: &Trace) {
        let occupied = self.v.board.values().any(|&h| h == t.from);
        let (from_gap, to_gap) = match (t.kind, occupied) {
            // An attacker stays put: its arrow leaves from over its chip's rim, so that
            // one between neighbours still shows a shaft.
            (TraceKind::Attack, _) => (CHIP - 5.0, CHIP + 3.0),
            (_, true) => (CHIP + 3.0, CHIP + 4.0),
            (_, false) => (8.0, CHIP + 4.0),
        };
        let (from, to) = (centre(t.from), centre(t.to));
        if let Some([start, end, _]) = shortened(from, to, from_gap, to_gap) {
            self.arrow(start, end, t.kind);
        }
    }

    /// An arrow from `start` to the tip `end`, haloed in white: moves and jumps thin and
    /// navy, attacks thick and red, retreats orange with a bar at the tail.
    fn arrow(&mut self, start: (f32, f32), end: (f32, f32), kind: TraceKind) {
        let (colour, width, head) = match kind {
            TraceKind::Move | TraceKind::Jump => (MOVE, 3.5, 11.0),
            TraceKind::Attack => (ATTACK, 5.0, 13.0),
            TraceKind::Retreat => (RETREAT, 3.5, 11.0),
        };
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

// ---- Legend ----

/// An entry of the legend: what its icon shows.
#[derive(Clone, Copy)]
enum Key {
    Chip(Option<Side>),
    Target,
    Pinned,
    Frozen,
    Ground(Terrain),
    Void,
    River,
    Arrow(TraceKind),
    /// An arrow of the other side's previous turn.
    Earlier,
}

/// The legend, line by line: tokens and their marks; terrain; the special hexes; arrows.
const LEGEND: [&[(Key, &str)]; 4] = [
    &[
        (Key::Chip(Some(Side::Asgard)), "gods-picture-legend-asgard"),
        (Key::Chip(Some(Side::Chaos)), "gods-picture-legend-chaos"),
        (Key::Chip(None), "gods-picture-legend-hela"),
        (Key::Target, "gods-picture-legend-target"),
        (Key::Pinned, "gods-picture-legend-pinned"),
        (Key::Frozen, "gods-picture-legend-frozen"),
    ],
    &[
        (Key::Ground(Terrain::Plain), "gods-picture-legend-plain"),
        (Key::Ground(Terrain::Forest), "gods-picture-legend-forest"),
        (Key::Ground(Terrain::Hills), "gods-picture-legend-hills"),
        (Key::Ground(Terrain::Glacier), "gods-picture-legend-glacier"),
        (Key::River, "gods-picture-legend-river"),
    ],
    &[
        (Key::Ground(Terrain::Bridge), "gods-picture-legend-bridge"),
        (Key::Void, "gods-picture-legend-void"),
        (
            Key::Ground(Terrain::Heimdall),
            "gods-picture-legend-heimdall",
        ),
        (
            Key::Ground(Terrain::Helfield),
            "gods-picture-legend-helfield",
        ),
    ],
    &[
        (Key::Arrow(TraceKind::Move), "gods-picture-legend-move"),
        (Key::Arrow(TraceKind::Attack), "gods-picture-legend-attack"),
        (
            Key::Arrow(TraceKind::Retreat),
            "gods-picture-legend-retreat",
        ),
        (Key::Earlier, "gods-picture-legend-earlier"),
    ],
];

/// The legend's text size.
const LEGEND_FONT: f32 = 12.0;

impl Painter<'_> {
    fn legend(&mut self) {
        let top = LEGEND_TOP - LEGEND_LINE - 2.0;
        let panel = Paint::fill(PANEL).outlined(EDGE, 1.0);
        let h = HEIGHT - top - MARGIN / 2.0;
        self.svg
            .rect(MARGIN / 2.0, top, WIDTH - MARGIN, h, 6.0, panel);
        for (i, line) in LEGEND.iter().enumerate() {
            let y = LEGEND_TOP + LEGEND_LINE * i as f32;
            let mut x = MARGIN;
            for &(key, id) in line.iter() {
                self.key(key, (x + 10.0, y - 4.5));
                let word = self.say(Text::new(id));
                let font = Font::new(LEGEND_FONT, INK);
                self.svg.text(x + 25.0, y, font, &word);
                x += 25.0 + width_of(&word, LEGEND_FONT) + 16.0;
            }
        }
    }

    fn key(&mut self, key: Key, c: (f32, f32)) {
        match key {
            Key::Chip(side) => {
                let (fill, edge, _) = chip_colours(side);
                self.shape(side, c, 8.0, Paint::fill(fill).outlined(edge, 1.5));
            }
            Key::Target => self.ring(c, 7.0),
            Key::Pinned => self.pin(c, 5.0),
            Key::Frozen => self.snowflake(c, 7.0),
            Key::Ground(t) => self.swatch(c, t),
            Key::Void => {
                self.svg
                    .polygon(&corners(c, 10.0), Paint::fill(VOID).outlined(EDGE, 1.0));
                self.void_mark(c, 10.0);
            }
            Key::River => {
                let (a, b) = ((c.0 - 10.0, c.1), (c.0 + 10.0, c.1));
                self.svg.line(a, b, RIVER_BANK, 7.0);
                self.svg.line(a, b, RIVER, 4.0);
            }
            Key::Arrow(kind) => self.arrow((c.0 - 11.0, c.1), (c.0 + 12.0, c.1), kind),
            Key::Earlier => {
                self.svg.group(EARLIER);
                self.key(Key::Arrow(TraceKind::Move), c);
                self.svg.end_group();
            }
        }
    }

    /// A small hex of terrain `t` with its mark.
    fn swatch(&mut self, c: (f32, f32), t: Terrain) {
        let r = 10.0;
        let paint = Paint::fill(terrain_fill(t)).outlined(EDGE, 1.0);
        self.svg.polygon(&corners(c, r), paint);
        match t {
            Terrain::Forest => self.tree(c),
            Terrain::Hills => self.hill(c),
            Terrain::Glacier => self.crevasse(c),
            Terrain::Bridge => self.rainbow(c, r),
            Terrain::Heimdall => self.heimdall_mark(c, r),
            Terrain::Helfield | Terrain::Plain => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::gods::{
        apply, from_layout, legal_actions, new_game, pending, Action, Layout, Settings,
    };
    use crate::render::png;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn names() -> Vec<String> {
        vec!["Astrid".to_string(), "Zbyszko".to_string()]
    }

    fn setup() -> State {
        new_game(Settings::default(), 7).expect("a new game").0
    }

    fn hex(s: &str) -> Hex {
        s.parse().expect("a hex")
    }

    /// Writes a PNG under target/tmp for a human to look at.
    fn save(svg: &str, file: &str) {
        let bytes = png(svg, 800).expect("the SVG parses and draws");
        assert!(bytes.starts_with(b"\x89PNG"));
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/target/tmp");
        std::fs::create_dir_all(dir).expect("target/tmp");
        std::fs::write(format!("{dir}/{file}"), bytes).expect("the PNG is written");
    }

    /// A game between players who pick legal actions at random (rarely ending a phase early,
    /// never resigning), each state with its trail.
    fn random_game(seed: u64, steps: usize) -> Vec<State> {
        use rand::Rng;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut state = new_game(Settings::default(), seed).expect("a new game").0;
        let mut out = vec![state.clone()];
        for _ in 0..steps {
            let Some(&(seat, _)) = pending(&state).first() else {
                break;
            };
            let mut actions = legal_actions(&state, seat);
            actions.retain(|a| *a != Action::Resign);
            if actions.len() > 1 && rng.random_range(0..6) > 0 {
                actions.retain(|a| *a != Action::Done);
            }
            let action = actions[rng.random_range(0..actions.len())].clone();
            apply(&mut state, seat, &action).expect("a legal action");
            out.push(state.clone());
        }
        out
    }

    /// `state` with no trail.
    fn untraced(state: &State) -> State {
        let mut s = state.clone();
        s.trail.clear();
        s.turn_start = 0;
        s
    }

    #[test]
    fn the_standard_setup_is_drawn_and_saved() {
        let state = setup();
        for lang in Lang::ALL {
            let svg = picture(&state, &names(), lang);
            assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
            assert!(
                !svg.contains("gods-picture-") && !svg.contains('{'),
                "{svg}"
            );
            let file = format!(
                "gods-picture-setup{}.png",
                if lang == Lang::En { "" } else { "-pl" }
            );
            save(&svg, &file);
        }
    }

    #[test]
    fn every_token_on_the_board_appears_with_its_code_and_strength() {
        let state = setup();
        let svg = picture(&state, &names(), Lang::En);
        assert_eq!(state.board.len(), 28);
        for &token in state.board.keys() {
            assert!(
                svg.contains(&format!(">{}</text>", token.code())),
                "{token:?}"
            );
        }
        let thor = format!(">{}</text>", state.strength(Token::Thor));
        assert!(svg.contains(&thor));
    }

    #[test]
    fn a_covered_bridge_hex_is_drawn_as_void() {
        let mut layout = Layout::new(&[
            (Token::Yggdrasill, hex("A5")),
            (Token::Loki, hex("I4")),
            (Token::Hela, hex("E9")),
            (Token::Fenris, hex("H5")),
        ]);
        layout.voids = vec![hex("F4"), hex("G4")];
        let state = from_layout(&layout).expect("a layout").0;
        let svg = picture(&state, &names(), Lang::En);
        let cell = |h: &str, fill: &str| {
            let pts: Vec<String> = corners(centre(hex(h)), SIZE)
                .iter()
                .map(|(x, y)| format!("{x},{y}"))
                .collect();
            format!(r#"points="{}" fill="{fill}""#, pts.join(" "))
        };
        assert!(svg.contains(&cell("F4", VOID)));
        assert!(svg.contains(&cell("G4", VOID)));
        assert!(svg.contains(&cell("H4", BRIDGE)));
        assert!(!svg.contains(&cell("H4", VOID)));
        let before = svg.matches(VOID).count();
        let mut uncovered = state.clone();
        uncovered.voids.clear();
        let plain = picture(&uncovered, &names(), Lang::En);
        assert_eq!(plain.matches(VOID).count() + 2, before, "one dark hex each");
    }

    #[test]
    fn only_the_public_view_is_drawn() {
        let state = setup();
        let mut other = state.clone();
        other.seed ^= 0xdead_beef;
        other.rng = ChaCha8Rng::seed_from_u64(other.seed);
        assert_ne!(state, other);
        let a = picture(&state, &names(), Lang::Pl);
        assert_eq!(a, picture(&other, &names(), Lang::Pl));
        assert_eq!(a, draw(&view(&state, Some(1)), &names(), Lang::Pl));
    }

    #[test]
    fn whole_games_draw_in_both_languages_with_their_arrows() {
        let game = random_game(3, 400);
        let mut drew_arrows = false;
        for (i, state) in game.iter().enumerate() {
            for lang in Lang::ALL {
                let svg = picture(state, &names(), lang);
                assert!(
                    !svg.contains("gods-picture-") && !svg.contains('{'),
                    "{svg}"
                );
                if i % 50 == 0 {
                    png(&svg, 640).expect("the SVG parses and draws");
                }
            }
            drew_arrows |= !state.trail.is_empty();
        }
        assert!(drew_arrows);
        let mid = game
            .iter()
            .rev()
            .find(|s| s.trail.len() >= 3 && s.turn_start > 0 && s.round >= 3)
            .or(game.last())
            .expect("a state");
        let svg = picture(mid, &names(), Lang::En);
        assert_ne!(svg, picture(&untraced(mid), &names(), Lang::En));
        save(&svg, "gods-picture-midgame.png");
    }

    #[test]
    fn no_text_is_smaller_than_eleven_units() {
        let state = random_game(5, 150).pop().expect("a state");
        let svg = picture(&state, &names(), Lang::Pl);
        let sizes: Vec<f32> = svg
            .split(r#"font-size=""#)
            .skip(1)
            .filter_map(|s| s.split('"').next()?.parse().ok())
            .collect();
        assert!(sizes.len() > 50);
        assert!(sizes.iter().all(|&s| s >= 11.0), "{sizes:?}");
    }

    /// The shafts drawn in `colour`.
    fn shafts(svg: &str, colour: &str) -> usize {
        svg.matches(&format!(r#"stroke="{colour}""#)).count()
    }

    #[test]
    fn a_move_in_the_trail_is_drawn_as_an_arrow() {
        let layout = Layout::new(&[
            (Token::Yggdrasill, hex("A5")),
            (Token::Thor, hex("B3")),
            (Token::Loki, hex("I4")),
            (Token::Garm, hex("H7")),
            (Token::Hela, hex("E9")),
        ]);
        let mut state = from_layout(&layout).expect("a layout").0;
        let before = picture(&state, &names(), Lang::En);
        let garm = Action::Move {
            token: Token::Garm,
            to: hex("G7"),
        };
        let chaos = state.seat_of(Side::Chaos);
        apply(&mut state, chaos, &garm).expect("a legal move");
        assert_eq!(state.trail.len(), 1);
        let svg = picture(&state, &names(), Lang::En);
        // The shaft on its halo, and the head.
        assert_eq!(shafts(&svg, MOVE), shafts(&before, MOVE) + 1);
        let heads = |svg: &str| svg.matches(&format!(r#"fill="{MOVE}""#)).count();
        assert_eq!(heads(&svg), heads(&before) + 1);
        let faded = format!(r#"<g opacity="{EARLIER}">"#);
        let layers = |svg: &str| svg.matches(&faded).count();
        assert_eq!(
            layers(&svg),
            layers(&before),
            "this turn's move is not faded"
        );
        // When the turn passes to Asgard, the move stays in full until Asgard acts; then it
        // is the previous turn: faded.
        state.turn_start = state.trail.len();
        let passed = picture(&state, &names(), Lang::En);
        assert_eq!(
            layers(&passed),
            layers(&before),
            "shown in full at the turn's start"
        );
        let mut acted = state.trail[0];
        acted.side = Side::Asgard;
        state.trail.push(acted);
        let later = picture(&state, &names(), Lang::En);
        assert_eq!(layers(&later), layers(&before) + 1);
    }

    #[test]
    fn pins_the_freeze_and_arrows_are_marked() {
        let mut layout = Layout::new(&[
            (Token::Yggdrasill, hex("A5")),
            (Token::Odin, hex("C4")),
            (Token::Tyr, hex("D4")),
            (Token::Uller, hex("C5")),
            (Token::Thor, hex("D5")),
            (Token::Jormungandr, hex("E5")),
            (Token::Garm, hex("G3")),
            (Token::Loki, hex("I4")),
            (Token::Hela, hex("F8")),
        ]);
        layout.phase = Phase::Attack { side: Side::Asgard };
        layout.frozen = Some(Token::Loki);
        let plain = from_layout(&layout).expect("a layout").0;
        let trace = |side, from: &str, to: &str, kind| Trace {
            side,
            from: hex(from),
            to: hex(to),
            kind,
        };
        let mut state = plain.clone();
        state.trail = vec![
            trace(Side::Chaos, "H3", "G3", TraceKind::Move),
            trace(Side::Asgard, "B4", "C4", TraceKind::Move),
            trace(Side::Asgard, "D5", "E5", TraceKind::Attack),
            trace(Side::Asgard, "D4", "E5", TraceKind::Attack),
            trace(Side::Asgard, "C5", "E5", TraceKind::Attack),
            trace(Side::Asgard, "F3", "G3", TraceKind::Retreat),
        ];
        state.turn_start = 1;
        let svg = picture(&state, &names(), Lang::En);
        let plain = picture(&plain, &names(), Lang::En);
        let pins = |svg: &str| svg.matches(&format!(r#"fill="{PIN}""#)).count();
        // Thor, Tyr and Jormungandr are pinned; the legend has one more dot.
        assert_eq!(pins(&plain), 4);
        let mut thawed = state.clone();
        thawed.frozen = None;
        let frost = |svg: &str| svg.matches(FROST).count();
        assert!(frost(&plain) > frost(&picture(&thawed, &names(), Lang::En)));
        assert_eq!(shafts(&svg, ATTACK), shafts(&plain, ATTACK) + 3);
        assert_eq!(shafts(&svg, MOVE), shafts(&plain, MOVE) + 2);
        save(&svg, "gods-picture-marks.png");
    }

    #[test]
    fn the_end_is_told_in_the_header() {
        let mut state = setup();
        state.board.remove(&Token::Loki);
        state.phase = Phase::Over;
        state.end = Some(crate::games::gods::End {
            winner: Some(Side::Asgard),
            cause: EndCause::LokiRemoved,
        });
        let asgard = &names()[usize::from(state.seat_of(Side::Asgard))];
        let svg = picture(&state, &names(), Lang::En);
        assert!(svg.contains(&format!("Loki has fallen: {asgard} wins for Asgard")));
        let svg = picture(&state, &names(), Lang::Pl);
        assert!(svg.contains(&format!("Loki poległ: wygrywa {asgard}")));
    }

    #[test]
    fn the_header_follows_retreats_and_hela() {
        let mut state = setup();
        state.phase = Phase::Attack { side: Side::Chaos };
        state.flight = Some(crate::games::gods::Flight {
            winner: Side::Asgard,
            fugitives: vec![Token::Fenris, Token::Garm],
        });
        let asgard = &names()[usize::from(state.seat_of(Side::Asgard))];
        let svg = picture(&state, &names(), Lang::En);
        assert!(svg.contains("Retreat: Fenris, Garm"), "{svg}");
        assert!(svg.contains(&format!("{asgard} to play for Asgard")));
        state.flight = None;
        state.phase = Phase::Hela;
        state.hela = Some(crate::games::gods::HelaWalk { step: 2, roll: 5 });
        let svg = picture(&state, &names(), Lang::Pl);
        assert!(svg.contains("Hela, krok 2 z 3: na kostce 5"), "{svg}");
    }

    #[test]
    fn the_header_names_the_player_to_act() {
        let state = setup();
        let chaos = state.seat_of(Side::Chaos);
        let svg = picture(&state, &names(), Lang::En);
        assert!(svg.contains(&names()[usize::from(chaos)]));
        assert!(svg.contains("Round 1 of 20"));
    }
}
