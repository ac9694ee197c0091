//! Jomsvikings as a picture, drawn from the public view only (R-INFO): a header with the saga,
//! the round and the planet; while drafting, the three face-up rows; the Yggdrasil track with
//! every space's symbol, treasure and glory and the pawns; then a panel per player in its seat's
//! colour — HP, glory and tokens, the attack type, the battlefield with T against K, the slots,
//! the monster fought with its damage, and the equipment. Nothing secret is read: not the hands,
//! the piles' contents or order, the dealt characters, the bag's order nor the generator.

use super::words::{attack, character, gear, monster, name, planet_full, seat_name, traits};
use crate::games::joms::cards::{EquipmentType, Monster, Space, Symbol};
use crate::games::joms::effect::{Effect, Trait};
use crate::games::joms::query;
use crate::games::joms::state::Player;
use crate::games::joms::{data, view, Card, JomsData, Mode, Phase, PlayerView, State, View};
use crate::games::Seat;
use crate::i18n::{render, Lang, Text};
use crate::render::{Anchor, Font, Paint, Svg};
use crate::table::words::list;

/// The picture's width in its own units; the PNG may be drawn at any width.
pub const WIDTH: f32 = 800.0;
const MARGIN: f32 = 12.0;
const GAP: f32 = 8.0;
const INNER: f32 = WIDTH - 2.0 * MARGIN;

/// The seats' colours, in seat order, and the ink that reads on them.
pub const SEAT_COLOURS: [&str; 4] = ["#b03a2e", "#2c6fbb", "#1e7b4a", "#8e44ad"];
const ON_SEAT: &str = "#ffffff";

const INK: &str = "#2b2118";
const PAPER: &str = "#efe6d2";
const CARD: &str = "#fbf6ea";
const MUTED: &str = "#6f6250";
const HEADER_BG: &str = "#2b2118";
const HEADER_MUTED: &str = "#d9ccb0";
const GOLD: &str = "#e0ac12";
const DARK_GOLD: &str = "#8a6a00";
const HOLLOW: &str = "#e9e0cb";
const HOLLOW_EDGE: &str = "#d3c6a8";
const SAFE: &str = "#3a9d23";
const DANGER: &str = "#d62828";
const HP_FILL: &str = "#d35454";
const MONSTER_BG: &str = "#3b2f4a";
const TRACK_BG: &str = "#e4eadb";
const TRACK_EDGE: &str = "#6d8a5a";

/// Bold letters are wider: fit them as if a little larger.
const BOLD: f32 = 1.12;

// ---- The panels' geometry (from a panel's top) ----

const BAND: f32 = 24.0;
const STATS_Y: f32 = 32.0;
const STATS_H: f32 = 18.0;
const FIELD_Y: f32 = 58.0;
const FIELD_CARD_W: f32 = 56.0;
const FIELD_CARD_H: f32 = 54.0;
const FIELD_STEP: f32 = 60.0;
/// R-ACT-1: at most 7 cards on a battlefield.
const FIELD_CARDS: usize = 7;
const SLOTS_Y: f32 = 120.0;
const SLOT_H: f32 = 22.0;
const GEAR_Y: f32 = 150.0;
const CHIP_H: f32 = 20.0;
const CHIP_ROW: f32 = 24.0;
const LEFT_X: f32 = MARGIN + 10.0;
const MONSTER_W: f32 = 200.0;
const MONSTER_X: f32 = WIDTH - MARGIN - 10.0 - MONSTER_W;
const LEFT_W: f32 = MONSTER_X - 12.0 - LEFT_X;
/// A panel while characters are being chosen: its band and one line.
const CHOOSING_H: f32 = BAND + 34.0;

// ---- The track's geometry (from its panel's top) ----

const SPACE_W: f32 = 70.0;
const SPACE_H: f32 = 30.0;
const SPACE_STEP: f32 = 78.0;
const BRANCH_STEP: f32 = 42.0;
const BRANCH_TOP: f32 = 34.0;
const TRUNK_X: f32 = LEFT_X;
const BRANCH_LABEL_X: f32 = TRUNK_X + 4.0 * SPACE_STEP + 28.0;
const BRANCH_X: f32 = WIDTH - MARGIN - 10.0 - 4.0 * SPACE_STEP + (SPACE_STEP - SPACE_W);
const TRACK_H: f32 = BRANCH_TOP + 3.0 * BRANCH_STEP + 26.0;

// ---- The rows' geometry ----

const ROW_CARD_W: f32 = 80.0;
const ROW_CARD_H: f32 = 66.0;
const ROWS_H: f32 = 20.0 + ROW_CARD_H + 10.0;

/// The public board of `state` as an SVG document, worded in `lang`.
pub fn picture(state: &State, names: &[String], lang: Lang) -> String {
    draw(&view(state, None), names, lang)
}

/// Draws a view: nothing else of the game is read.
fn draw(v: &View, names: &[String], lang: Lang) -> String {
    let say = |t: Text| render(&t, lang);
    let Ok(d) = data() else {
        let mut p = Painter::new(v, lang, HEADER_TOP + MARGIN);
        p.header(&[say(title(v))]);
        return p.svg.finish();
    };
    let head = header_lines(d, v, names, &say);
    let header_h = header_height(&head);
    let rows_h = if v.phase == Phase::Preparation {
        ROWS_H + GAP
    } else {
        0.0
    };
    let panels: Vec<Panel> = (0..v.players.len())
        .map(|i| Panel::of(d, v, names, i as Seat, &say))
        .collect();
    let panels_h: f32 = panels.iter().map(|p| p.height + GAP).sum();
    let height = header_h + GAP + rows_h + TRACK_H + GAP + panels_h + MARGIN - GAP;
    let mut p = Painter::new(v, lang, height);
    p.header(&head);
    let mut y = header_h + GAP;
    if rows_h > 0.0 {
        p.rows(d, y);
        y += rows_h;
    }
    p.track(d, y);
    y += TRACK_H + GAP;
    for panel in &panels {
        p.panel(d, panel, y);
        y += panel.height + GAP;
    }
    p.svg.finish()
}

// ---- Text fitting ----

/// About how wide a text of `size` is (semi-condensed: a little under half an em a letter).
fn width(text: &str, size: f32) -> f32 {
    text.chars().count() as f32 * size * 0.5
}

/// A text cut to fit `room` units.
fn fit(text: &str, room: f32, size: f32) -> String {
    if width(text, size) <= room {
        return text.to_string();
    }
    let max = (room / (size * 0.5)).floor().max(1.0) as usize;
    let cut: String = text.chars().take(max.saturating_sub(1)).collect();
    format!("{}…", cut.trim_end())
}

/// A text broken into at most `lines` lines of `room` units, the last cut if need be.
fn wrap(text: &str, room: f32, size: f32, lines: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let longer = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if width(&longer, size) > room && !line.is_empty() && out.len() + 1 < lines {
            out.push(std::mem::take(&mut line));
            line = word.to_string();
        } else {
            line = longer;
        }
    }
    out.push(line);
    out.into_iter().map(|l| fit(&l, room, size)).collect()
}

// ---- The rules read off the view ----

/// The public part of a player, as the rules' queries take it: no hand, pile nor dealt
/// characters (R-INFO).
fn public_player(p: &PlayerView) -> Player {
    Player {
        character: p.character,
        battlefield: p.battlefield.clone(),
        gear: p.gear.clone(),
        ups: p.ups,
        round: p.round,
        ..Player::default()
    }
}

fn planet_effects<'d>(d: &'d JomsData, v: &View) -> &'d [Effect] {
    v.planet
        .and_then(|i| d.planets.get(usize::from(i)))
        .map_or(&[], |p| p.effects.as_slice())
}

/// A monster's HP with the planet's (p.jotunheim).
fn monster_hp(d: &JomsData, v: &View, m: &Monster) -> u8 {
    let plus: u8 = planet_effects(d, v)
        .iter()
        .map(|e| match e {
            Effect::MonsterHp { n } => *n,
            _ => 0,
        })
        .sum();
    m.hp.saturating_add(plus)
}

/// A monster's traits with the planet's and the round's (R-PLANET, u.szal_bestii).
fn monster_traits(d: &JomsData, v: &View, m: &Monster) -> Vec<Trait> {
    let mut out = m.traits.clone();
    for e in planet_effects(d, v) {
        if let Effect::MonstersGainTrait { gains } = e {
            out.push(*gains);
        }
    }
    if v.world.wild {
        out.push(Trait::Wild);
    }
    let mut seen = Vec::new();
    out.retain(|t| {
        let new = !seen.contains(t);
        seen.push(*t);
        new
    });
    out
}

/// R-END-3: glory, 1 per Gullveig and Thor, G of held equipment — all public.
fn score(d: &JomsData, p: &PlayerView) -> u16 {
    let gear: u16 = p
        .gear
        .iter()
        .filter_map(|g| d.equipment.get(usize::from(g.card)))
        .map(|e| u16::from(e.glory))
        .sum();
    p.glory + u16::from(p.gullveig) + u16::from(p.thor) + gear
}

/// The team's goal: players × the level's target (R-COOP-3).
fn coop_target(d: &JomsData, v: &View) -> u16 {
    let per = d
        .difficulties
        .iter()
        .find(|l| l.id == v.settings.difficulty)
        .map_or(0, |l| l.target);
    per * v.players.len() as u16
}

/// The winners once the game is over: the best score, then most monsters (R-END-4); in
/// co-op everyone or no one.
fn winners(d: &JomsData, v: &View) -> Vec<Seat> {
    if v.phase != Phase::Over {
        return Vec::new();
    }
    let seats = 0..v.players.len() as Seat;
    if v.settings.mode == Mode::Coop {
        let total: u16 = v.players.iter().map(|p| score(d, p)).sum();
        return if total >= coop_target(d, v) {
            seats.collect()
        } else {
            Vec::new()
        };
    }
    let key = |x: Seat| {
        let p = &v.players[usize::from(x)];
        (score(d, p), p.kills)
    };
    let best = seats.clone().map(key).max();
    seats.filter(|&x| Some(key(x)) == best).collect()
}

/// A combat card's short name: its own, or "basic".
fn short_name(d: &JomsData, c: Card) -> Text {
    match c {
        Card::Basic(_) => Text::new("joms-pic-basic"),
        Card::Combat(i) => d
            .combat
            .get(usize::from(i))
            .map_or(Text::new("list-none"), |k| name(&k.id)),
    }
}

/// "3/1": a card's L and D.
fn numbers(d: &JomsData, c: Card) -> Text {
    Text::new("joms-pic-ld")
        .num("fate", query::fate(d, c))
        .num("damage", query::damage(d, c))
}

fn phase_id(v: &View) -> &'static str {
    match v.phase {
        Phase::Setup => "setup",
        Phase::Preparation => "preparation",
        Phase::Fight if v.round == 0 => "fight-start",
        Phase::Fight => "fight",
        Phase::Over => "over",
    }
}

fn symbol_id(s: Symbol) -> &'static str {
    match s {
        Symbol::None => "none",
        Symbol::Either => "either",
        Symbol::Plus => "plus",
        Symbol::Reward => "reward",
    }
}

fn gear_type_id(t: EquipmentType) -> &'static str {
    match t {
        EquipmentType::Weapon => "weapon",
        EquipmentType::Armour => "armour",
        EquipmentType::Shield => "shield",
        EquipmentType::Implant => "implant",
        EquipmentType::Companion => "companion",
        EquipmentType::Artifact => "artifact",
    }
}

/// Whether characters are being chosen: the panels say only who has chosen.
fn choosing(v: &View) -> bool {
    v.prompts
        .iter()
        .any(|p| p.ask == crate::games::joms::Ask::Character)
}

// ---- The header ----

const HEADER_TOP: f32 = 36.0;
const HEADER_LINE: f32 = 18.0;

/// The title, then the planet (up to two lines) and the table's facts, each with its size.
fn header_lines(
    d: &JomsData,
    v: &View,
    names: &[String],
    say: &dyn Fn(Text) -> String,
) -> Vec<String> {
    let mut lines = vec![say(title(v))];
    let planet = match (v.planet, v.phase) {
        (Some(p), _) => Some(Text::new("joms-pic-planet").text("planet", planet_full(p))),
        (None, Phase::Over) => None,
        (None, _) => Some(Text::new("joms-pic-no-planet")),
    };
    if let Some(planet) = planet {
        lines.extend(wrap(&say(planet), INNER - 8.0, 13.0, 2));
    }
    if v.phase == Phase::Over {
        lines.push(fit(&say(result(d, v, names)), INNER - 8.0, 13.0));
    }
    lines.push(fit(&say(facts(d, v, names)), INNER - 8.0, 13.0));
    lines
}

/// The saga and round, as the board's title words them.
fn title(v: &View) -> Text {
    Text::new("joms-title")
        .str("phase", phase_id(v))
        .num("saga", v.saga)
        .num("round", v.round)
}

/// Who won (R-END-4), or whether the team did (R-COOP-3).
fn result(d: &JomsData, v: &View, names: &[String]) -> Text {
    let won = winners(d, v);
    if v.settings.mode == Mode::Coop {
        let total: u16 = v.players.iter().map(|p| score(d, p)).sum();
        return Text::new("joms-pic-team")
            .str("won", if won.is_empty() { "no" } else { "yes" })
            .num("total", total)
            .num("target", coop_target(d, v));
    }
    let who = won
        .iter()
        .map(|&s| Text::new("joms-name").str("name", seat_name(names, s)));
    Text::new("joms-pic-winners")
        .num("count", won.len() as i64)
        .text("names", list(who.collect()))
}

/// The first player, co-op's level, the bag, the hindrance and whether a monster fell.
fn facts(d: &JomsData, v: &View, names: &[String]) -> Text {
    let mut parts = Vec::new();
    if v.phase != Phase::Setup {
        parts.push(Text::new("joms-pic-first").str("name", seat_name(names, v.first)));
    }
    if v.settings.mode == Mode::Coop {
        parts.push(Text::new("joms-pic-coop").str("level", v.settings.difficulty.clone()));
    }
    parts.push(Text::new("joms-pic-bag").num("count", v.bag.len() as i64));
    if let (Phase::Fight, Some(&h)) = (v.phase, v.hindrance_discard.last()) {
        let hindrance = d
            .hindrances
            .get(usize::from(h))
            .map_or(Text::new("list-none"), |u| name(&u.id));
        parts.push(Text::new("joms-pic-hindrance").text("name", hindrance));
    }
    if v.fallen {
        parts.push(Text::new("joms-pic-fallen"));
    }
    let mut it = parts.into_iter();
    let first = it.next().unwrap_or(Text::new("list-none"));
    it.fold(first, |acc, t| {
        Text::new("joms-pic-and").text("head", acc).text("tail", t)
    })
}

fn header_height(lines: &[String]) -> f32 {
    HEADER_TOP + HEADER_LINE * lines.len().saturating_sub(1) as f32 + 8.0
}

// ---- The players' panels ----

/// A player's panel, worded and measured before it is drawn.
struct Panel {
    seat: Seat,
    title: String,
    glory: String,
    /// The equipment chips laid out in rows: where each starts, its text, whether dimmed.
    gear: Vec<Vec<(f32, String, bool)>>,
    /// Only the band and whether the character is chosen (R-SETUP-5).
    choosing: bool,
    /// Framed in gold once the game is over.
    winner: bool,
    height: f32,
}

impl Panel {
    fn of(
        d: &JomsData,
        v: &View,
        names: &[String],
        seat: Seat,
        say: &dyn Fn(Text) -> String,
    ) -> Panel {
        let p = &v.players[usize::from(seat)];
        let who = seat_name(names, seat);
        let title = match p.character.filter(|_| !choosing(v)) {
            Some(c) => Text::new("joms-player")
                .str("name", who)
                .text("character", character(c)),
            None => Text::new("joms-player-plain").str("name", who),
        };
        let glory = if v.phase == Phase::Over {
            Text::new("joms-pic-points")
                .num("points", score(d, p))
                .num("kills", p.kills)
        } else {
            Text::new("joms-pic-glory")
                .num("glory", p.glory)
                .num("kills", p.kills)
        };
        let choosing = choosing(v) || p.character.is_none();
        let gear = flow(gear_chips(d, p, say), LEFT_X, LEFT_X + LEFT_W);
        let rows = gear.len().max(1) as f32;
        let height = if choosing {
            CHOOSING_H
        } else {
            GEAR_Y + CHIP_H + CHIP_ROW * (rows - 1.0) + 10.0
        };
        Panel {
            seat,
            title: say(title),
            glory: if choosing { String::new() } else { say(glory) },
            gear,
            choosing,
            winner: winners(d, v).contains(&seat),
            height,
        }
    }
}

/// The character's ⟳ first, then each piece of equipment; used ones dimmed.
fn gear_chips(d: &JomsData, p: &PlayerView, say: &dyn Fn(Text) -> String) -> Vec<(String, bool)> {
    let ability =
        Text::new("joms-pic-ability").str("ready", if p.exhausted { "no" } else { "yes" });
    let mut chips = vec![(say(ability), p.exhausted)];
    for g in &p.gear {
        let kind = d
            .equipment
            .get(usize::from(g.card))
            .map_or("artifact", |e| gear_type_id(e.kind));
        let t = Text::new("joms-pic-gear")
            .text("name", gear(g.card))
            .str("type", kind);
        chips.push((say(t), g.exhausted));
    }
    if p.gear.is_empty() {
        chips.push((say(Text::new("joms-pic-no-gear")), true));
    }
    chips
}

const CHIP_FONT: f32 = 11.0;

fn chip_width(text: &str) -> f32 {
    width(text, CHIP_FONT) + 12.0
}

/// Chips laid out left to right from `x`, wrapping at `end`.
fn flow(chips: Vec<(String, bool)>, x: f32, end: f32) -> Vec<Vec<(f32, String, bool)>> {
    let mut rows: Vec<Vec<(f32, String, bool)>> = vec![Vec::new()];
    let mut at = x;
    for (text, dim) in chips {
        let text = fit(&text, end - x - 12.0, CHIP_FONT);
        let w = chip_width(&text);
        if at + w > end && at > x {
            rows.push(Vec::new());
            at = x;
        }
        if let Some(row) = rows.last_mut() {
            row.push((at, text, dim));
        }
        at += w + 5.0;
    }
    rows
}

/// What T against K means: green while under, gold at a critical hit, red over.
fn gauge_colour(t: u8, k: u8) -> (&'static str, &'static str) {
    match t.cmp(&k) {
        std::cmp::Ordering::Less => (SAFE, "under"),
        std::cmp::Ordering::Equal => (GOLD, "equal"),
        std::cmp::Ordering::Greater => (DANGER, "over"),
    }
}

struct Painter<'a> {
    svg: Svg,
    v: &'a View,
    lang: Lang,
}

impl<'a> Painter<'a> {
    fn new(v: &'a View, lang: Lang, height: f32) -> Self {
        Painter {
            svg: Svg::new(WIDTH, height.ceil(), PAPER),
            v,
            lang,
        }
    }

    fn say(&self, t: Text) -> String {
        render(&t, self.lang)
    }

    /// A text fitted to `room` and drawn.
    fn label(&mut self, (x, y): (f32, f32), font: Font, text: &str, room: f32) {
        let size = if font.bold {
            font.size * BOLD
        } else {
            font.size
        };
        self.svg.text(x, y, font, &fit(text, room, size));
    }

    fn header(&mut self, lines: &[String]) {
        let h = header_height(lines);
        self.svg
            .rect(0.0, 0.0, WIDTH, h, 0.0, Paint::fill(HEADER_BG));
        let mut it = lines.iter();
        if let Some(title) = it.next() {
            let font = Font::new(20.0, "#ffffff").bold();
            self.label((MARGIN, 27.0), font, title, INNER);
        }
        for (i, line) in it.enumerate() {
            let y = HEADER_TOP + 12.0 + HEADER_LINE * i as f32;
            self.svg
                .text(MARGIN, y, Font::new(13.0, HEADER_MUTED), line);
        }
    }

    // ---- The rows ----

    /// The three face-up rows while drafting: equipment, combat cards, monsters.
    fn rows(&mut self, d: &JomsData, top: f32) {
        let group = (INNER - 2.0 * GAP) / 3.0;
        let level = Text::new("joms-pic-row")
            .str("row", "monsters")
            .num("level", self.v.saga)
            .num("left", self.v.monsters_left as i64);
        let heads = [
            Text::new("joms-pic-row")
                .str("row", "equipment")
                .num("left", self.v.equipment_left as i64),
            Text::new("joms-pic-row")
                .str("row", "combat")
                .num("left", self.v.combat_left as i64),
            level,
        ];
        for (i, head) in heads.into_iter().enumerate() {
            let x = MARGIN + (group + GAP) * i as f32;
            let paint = Paint::fill(CARD).outlined(HOLLOW_EDGE, 1.5);
            self.svg.rect(x, top, group, ROWS_H, 6.0, paint);
            let head = self.say(head);
            self.label(
                (x + 8.0, top + 15.0),
                Font::new(12.0, INK).bold(),
                &head,
                group - 16.0,
            );
            let cards: Vec<(String, String)> = match i {
                0 => self.equipment_row(d),
                1 => self.combat_row(d),
                _ => self.monster_row(d),
            };
            for (j, card) in cards.iter().enumerate() {
                let cx = x + 4.0 + (ROW_CARD_W + 4.0) * j as f32;
                self.row_card((cx, top + 20.0), card);
            }
        }
    }

    fn equipment_row(&self, d: &JomsData) -> Vec<(String, String)> {
        self.v
            .equipment_row
            .iter()
            .filter_map(|&e| d.equipment.get(usize::from(e)).map(|eq| (e, eq)))
            .map(|(e, eq)| {
                let below = Text::new("joms-pic-gear-kind")
                    .str("type", gear_type_id(eq.kind))
                    .num("glory", eq.glory);
                (self.say(gear(e)), self.say(below))
            })
            .collect()
    }

    fn combat_row(&self, d: &JomsData) -> Vec<(String, String)> {
        self.v
            .combat_row
            .iter()
            .map(|&c| (self.say(short_name(d, c)), self.say(numbers(d, c))))
            .collect()
    }

    fn monster_row(&self, d: &JomsData) -> Vec<(String, String)> {
        self.v
            .monster_row
            .iter()
            .filter_map(|&m| d.monsters.get(usize::from(m)).map(|mo| (m, mo)))
            .map(|(m, mo)| {
                let below = Text::new("joms-pic-monster-short")
                    .num("hp", monster_hp(d, self.v, mo))
                    .num("basic", mo.damage.basic)
                    .num("special", mo.damage.special)
                    .num("critical", mo.damage.critical);
                (self.say(monster(m)), self.say(below))
            })
            .collect()
    }

    /// A face-up card of a row: its name on up to three lines, its numbers below.
    fn row_card(&mut self, (x, y): (f32, f32), (title, below): &(String, String)) {
        let paint = Paint::fill("#fffdf6").outlined(INK, 1.0);
        self.svg.rect(x, y, ROW_CARD_W, ROW_CARD_H, 5.0, paint);
        let font = Font::new(10.5, INK).bold().anchor(Anchor::Middle);
        let cx = x + ROW_CARD_W / 2.0;
        for (i, line) in wrap(title, ROW_CARD_W - 6.0, 10.5 * BOLD, 3)
            .iter()
            .enumerate()
        {
            self.svg.text(cx, y + 15.0 + 12.0 * i as f32, font, line);
        }
        let font = Font::new(10.0, MUTED).anchor(Anchor::Middle);
        self.label((cx, y + ROW_CARD_H - 9.0), font, below, ROW_CARD_W - 6.0);
    }

    // ---- The Yggdrasil track ----

    /// The trunk, the fork and the three branches, each space with its symbol, treasure and
    /// glory, the pawns on it, and a line saying what the symbols do.
    fn track(&mut self, d: &JomsData, top: f32) {
        let paint = Paint::fill(TRACK_BG).outlined(TRACK_EDGE, 1.5);
        self.svg.rect(MARGIN, top, INNER, TRACK_H, 6.0, paint);
        let title = self.say(Text::new("joms-pic-yggdrasil"));
        self.svg
            .text(LEFT_X, top + 20.0, Font::new(14.0, INK).bold(), &title);
        let mid = top + BRANCH_TOP + BRANCH_STEP;
        let trunk_end = TRUNK_X + 3.0 * SPACE_STEP + SPACE_W;
        for (i, b) in d.yggdrasil.branches.iter().enumerate().take(3) {
            let y = top + BRANCH_TOP + BRANCH_STEP * i as f32;
            self.svg.line(
                (trunk_end, mid + SPACE_H / 2.0),
                (BRANCH_LABEL_X - 6.0, y + SPACE_H / 2.0),
                TRACK_EDGE,
                2.0,
            );
            let branch = b.id.trim_start_matches("y.").to_string();
            let label = self.say(Text::new("joms-pic-branch").str("branch", branch));
            let font = Font::new(12.0, INK).bold();
            let room = BRANCH_X - BRANCH_LABEL_X - 8.0;
            self.label((BRANCH_LABEL_X, y + 20.0), font, &label, room);
            for (j, s) in b.spaces.iter().enumerate().take(4) {
                let x = BRANCH_X + SPACE_STEP * j as f32;
                self.space((x, y), s, Some(i as u8), j as u8);
            }
        }
        for (j, s) in d.yggdrasil.trunk.iter().enumerate().take(4) {
            let x = TRUNK_X + SPACE_STEP * j as f32;
            if j > 0 {
                self.svg.line(
                    (x - 8.0, mid + SPACE_H / 2.0),
                    (x, mid + SPACE_H / 2.0),
                    TRACK_EDGE,
                    2.0,
                );
            }
            self.space((x, mid), s, None, j as u8);
        }
        let legend = self.say(Text::new("joms-pic-legend"));
        let font = Font::new(10.5, MUTED);
        self.label((LEFT_X, top + TRACK_H - 9.0), font, &legend, INNER - 20.0);
    }

    /// A space: its symbol, its treasure and glory, and the pawns standing on it.
    fn space(&mut self, (x, y): (f32, f32), s: &Space, branch: Option<u8>, at: u8) {
        let paint = Paint::fill("#fffdf6").outlined(TRACK_EDGE, 1.2);
        self.svg.rect(x, y, SPACE_W, SPACE_H, 5.0, paint);
        let cx = x + SPACE_W / 2.0;
        let symbol = self.say(Text::new("joms-pic-symbol").str("symbol", symbol_id(s.main)));
        let font = Font::new(10.0, INK).bold().anchor(Anchor::Middle);
        self.label((cx, y + 13.0), font, &symbol, SPACE_W - 4.0);
        let mut extras = Vec::new();
        if s.treasure {
            extras.push(self.say(Text::new("joms-pic-treasure")));
        }
        if s.glory > 0 {
            extras.push(self.say(Text::new("joms-pic-space-glory").num("n", s.glory)));
        }
        let font = Font::new(9.5, DARK_GOLD).bold().anchor(Anchor::Middle);
        self.label((cx, y + 25.0), font, &extras.join(" "), SPACE_W - 4.0);
        let here: Vec<usize> = (0..self.v.players.len())
            .filter(|&i| {
                let pawn = self.v.players[i].pawn;
                pawn.branch == branch && pawn.space == at
            })
            .collect();
        let first = cx - 6.0 * (here.len() as f32 - 1.0);
        for (k, &seat) in here.iter().enumerate() {
            let colour = SEAT_COLOURS[seat % SEAT_COLOURS.len()];
            let paint = Paint::fill(colour).outlined("#ffffff", 1.5);
            self.svg.circle(first + 12.0 * k as f32, y, 5.5, paint);
        }
    }

    // ---- A player's panel ----

    fn panel(&mut self, d: &JomsData, panel: &Panel, top: f32) {
        let colour = SEAT_COLOURS[usize::from(panel.seat) % SEAT_COLOURS.len()];
        self.panel_band(panel, colour, top);
        let Some(p) = self.v.players.get(usize::from(panel.seat)) else {
            return;
        };
        if panel.choosing {
            let chosen = if p.character.is_some() { "yes" } else { "no" };
            let t = self.say(Text::new("joms-pic-choosing").str("chosen", chosen));
            let font = Font::new(13.0, MUTED);
            self.svg.text(LEFT_X, top + BAND + 22.0, font, &t);
            return;
        }
        let me = public_player(p);
        self.stats(d, p, &me, top + STATS_Y);
        self.battlefield(d, p, colour, top + FIELD_Y);
        if p.fight.is_some() {
            self.gauge(d, &me, top + FIELD_Y);
        }
        self.slots(d, p, colour, top + SLOTS_Y);
        self.gear_row(panel, colour, top + GEAR_Y);
        self.monster_card(d, p, top + STATS_Y);
    }

    /// The panel's frame (gold for a winner) and its band in the seat's colour: the player
    /// and character, and glory (points once the game is over).
    fn panel_band(&mut self, panel: &Panel, colour: &str, top: f32) {
        let edge = if panel.winner {
            (GOLD, 4.0)
        } else {
            (colour, 2.0)
        };
        let frame = Paint::fill(CARD).outlined(edge.0, edge.1);
        self.svg.rect(MARGIN, top, INNER, panel.height, 7.0, frame);
        let band = Paint::fill(colour);
        self.svg.rect(MARGIN, top, INNER, BAND, 7.0, band);
        self.svg
            .rect(MARGIN, top + BAND - 8.0, INNER, 8.0, 0.0, band);
        let glory_w = width(&panel.glory, 14.0 * BOLD);
        let font = Font::new(14.0, ON_SEAT).bold().anchor(Anchor::End);
        let right = WIDTH - MARGIN - 10.0;
        self.svg.text(right, top + 17.5, font, &panel.glory);
        let font = Font::new(14.0, ON_SEAT).bold();
        let room = INNER - glory_w - 36.0;
        self.label((LEFT_X, top + 17.5), font, &panel.title, room);
    }

    /// HP as a bar, the tokens, the attack type, and how many cards in hand and pile.
    fn stats(&mut self, d: &JomsData, p: &PlayerView, me: &Player, y: f32) {
        let max = query::max_hp(d, me);
        let bar_w = 130.0;
        self.bar((LEFT_X, y, bar_w), (p.hp, max), HP_FILL);
        let hp = self.say(Text::new("joms-pic-hp").num("hp", p.hp).num("max", max));
        let font = Font::new(11.0, INK).bold().anchor(Anchor::Middle);
        self.svg.text(LEFT_X + bar_w / 2.0, y + 13.0, font, &hp);
        let mut chips: Vec<(String, &str)> = vec![
            (self.token("gullveig", p.gullveig), "#6c3483"),
            (self.token("thor", p.thor), "#1f618d"),
        ];
        if p.venom > 0 {
            chips.push((self.token("venom", p.venom), "#1e8449"));
        }
        if p.fate {
            chips.push((self.token("fate", 1), "#7b241c"));
        }
        if p.damage_up > 0 {
            chips.push((self.token("damage-up", p.damage_up), "#b9770e"));
        }
        let attack_t = match p.attack {
            Some(a) => Text::new("joms-pic-attack").text("attack", attack(a)),
            None => Text::new("joms-pic-no-attack"),
        };
        chips.push((self.say(attack_t), INK));
        let cards = Text::new("joms-pic-cards")
            .num("hand", p.hand_size as i64)
            .num("pile", p.pile_size as i64);
        let cards = self.say(cards);
        let end = LEFT_X + LEFT_W;
        let room = end - width(&cards, 11.0) - 8.0;
        let mut x = LEFT_X + bar_w + 6.0;
        for (text, colour) in chips {
            let w = chip_width(&text);
            if x + w > room {
                break;
            }
            let paint = Paint::fill(colour);
            self.svg.rect(x, y, w, STATS_H, 9.0, paint);
            self.svg
                .text(x + 6.0, y + 13.0, Font::new(CHIP_FONT, "#ffffff"), &text);
            x += w + 4.0;
        }
        let font = Font::new(11.0, MUTED).anchor(Anchor::End);
        self.svg.text(end, y + 13.0, font, &cards);
    }

    fn token(&self, token: &'static str, n: u8) -> String {
        self.say(Text::new("joms-pic-token").str("token", token).num("n", n))
    }

    /// A bar of `of` filled to `n`, outlined.
    fn bar(&mut self, (x, y, w): (f32, f32, f32), (n, of): (u8, u8), fill: &str) {
        self.svg.rect(
            x,
            y,
            w,
            STATS_H,
            4.0,
            Paint::fill(HOLLOW).outlined(HOLLOW_EDGE, 1.0),
        );
        if of > 0 && n > 0 {
            let part = (f32::from(n.min(of)) / f32::from(of) * w).max(4.0);
            self.svg.rect(x, y, part, STATS_H, 4.0, Paint::fill(fill));
        }
        self.svg.rect(
            x,
            y,
            w,
            STATS_H,
            4.0,
            Paint::fill("none").outlined(INK, 1.0),
        );
    }

    /// The battlefield, left to right, and its empty places up to 7.
    fn battlefield(&mut self, d: &JomsData, p: &PlayerView, colour: &str, y: f32) {
        for i in 0..FIELD_CARDS {
            let x = LEFT_X + FIELD_STEP * i as f32;
            match p.battlefield.get(i) {
                Some(&c) => self.field_card((x, y), d, c, colour),
                None => {
                    let paint = Paint::fill(HOLLOW).outlined(HOLLOW_EDGE, 1.2);
                    self.svg.rect(x, y, FIELD_CARD_W, FIELD_CARD_H, 5.0, paint);
                }
            }
        }
    }

    /// A card on a battlefield or in a slot: L/D large, its short name below.
    fn field_card(&mut self, (x, y): (f32, f32), d: &JomsData, c: Card, colour: &str) {
        let paint = Paint::fill("#fffdf6").outlined(colour, 2.0);
        self.svg.rect(x, y, FIELD_CARD_W, FIELD_CARD_H, 5.0, paint);
        let cx = x + FIELD_CARD_W / 2.0;
        let ld = self.say(numbers(d, c));
        let font = Font::new(17.0, INK).bold().anchor(Anchor::Middle);
        self.label((cx, y + 21.0), font, &ld, FIELD_CARD_W - 4.0);
        let short = self.say(short_name(d, c));
        let font = Font::new(9.0, MUTED).anchor(Anchor::Middle);
        for (i, line) in wrap(&short, FIELD_CARD_W - 4.0, 9.0, 2).iter().enumerate() {
            self.svg.text(cx, y + 35.0 + 10.5 * i as f32, font, line);
        }
    }

    /// T against K: a bar as long as the larger, filled to T, K marked.
    fn gauge(&mut self, d: &JomsData, me: &Player, y: f32) {
        let (t, k) = (query::t(d, me), query::k(d, me));
        let x = LEFT_X + FIELD_STEP * FIELD_CARDS as f32 + 6.0;
        let w = LEFT_X + LEFT_W - x;
        let (colour, state) = gauge_colour(t, k);
        let head = self.say(Text::new("joms-pic-gauge").num("t", t).num("k", k));
        self.label((x, y + 12.0), Font::new(13.0, INK).bold(), &head, w);
        let scale = f32::from(t.max(k).max(1));
        self.svg.rect(
            x,
            y + 20.0,
            w,
            14.0,
            3.0,
            Paint::fill(HOLLOW).outlined(HOLLOW_EDGE, 1.0),
        );
        if t > 0 {
            let part = (f32::from(t) / scale * w).max(3.0);
            self.svg
                .rect(x, y + 20.0, part, 14.0, 3.0, Paint::fill(colour));
        }
        let kx = x + f32::from(k) / scale * w;
        self.svg.line((kx, y + 16.0), (kx, y + 38.0), INK, 2.0);
        let word = self.say(Text::new("joms-pic-gauge-state").str("state", state));
        let font = Font::new(11.0, colour).bold();
        self.label((x, y + 51.0), font, &word, w);
    }

    /// The current-round, healing, divination and precise slots, filled or empty.
    fn slots(&mut self, d: &JomsData, p: &PlayerView, colour: &str, y: f32) {
        let slots: [(&str, Vec<Card>); 4] = [
            ("round", p.round_slot.into_iter().collect()),
            ("healing", p.healing.clone()),
            ("divination", p.divination.into_iter().collect()),
            ("precise", p.precise.into_iter().collect()),
        ];
        let w = (LEFT_W - 3.0 * 6.0) / 4.0;
        for (i, (slot, cards)) in slots.into_iter().enumerate() {
            let x = LEFT_X + (w + 6.0) * i as f32;
            let label = self.say(Text::new("joms-pic-slot").str("slot", slot));
            let filled = !cards.is_empty();
            let what = if filled {
                let names = cards
                    .iter()
                    .map(|&c| {
                        Text::new("joms-pic-slot-card")
                            .text("name", short_name(d, c))
                            .text("numbers", numbers(d, c))
                    })
                    .collect();
                self.say(list(names))
            } else {
                self.say(Text::new("joms-pic-empty"))
            };
            let (paint, ink) = if filled {
                (Paint::fill("#fffdf6").outlined(colour, 2.0), INK)
            } else {
                (Paint::fill(HOLLOW).outlined(HOLLOW_EDGE, 1.2), MUTED)
            };
            self.svg.rect(x, y, w, SLOT_H, 5.0, paint);
            let text = format!("{label}: {what}");
            self.label((x + 6.0, y + 15.0), Font::new(10.5, ink), &text, w - 10.0);
        }
    }

    /// The character's ⟳ and the equipment, used ones dimmed.
    fn gear_row(&mut self, panel: &Panel, colour: &str, y: f32) {
        for (r, row) in panel.gear.iter().enumerate() {
            let cy = y + CHIP_ROW * r as f32;
            for (x, text, dim) in row {
                if *dim {
                    self.svg.group(0.4);
                }
                let paint = Paint::fill("#fffdf6").outlined(colour, 1.5);
                self.svg.rect(*x, cy, chip_width(text), CHIP_H, 5.0, paint);
                self.svg
                    .text(*x + 6.0, cy + 14.0, Font::new(CHIP_FONT, INK), text);
                if *dim {
                    self.svg.end_group();
                }
            }
        }
    }

    /// The monster fought: its name, damage against HP, resistances, traits, attacks, and
    /// whether it is defeated or its fighter fell.
    fn monster_card(&mut self, d: &JomsData, p: &PlayerView, y: f32) {
        let x = MONSTER_X;
        let h = GEAR_Y + CHIP_H - STATS_Y;
        let fight = p
            .fight
            .and_then(|f| d.monsters.get(usize::from(f.monster)).map(|m| (f, m)));
        let Some((f, m)) = fight else {
            let paint = Paint::fill(HOLLOW).outlined(HOLLOW_EDGE, 1.5);
            self.svg.rect(x, y, MONSTER_W, h, 6.0, paint);
            let word = self.say(Text::new("joms-pic-no-monster"));
            let font = Font::new(12.0, MUTED).bold().anchor(Anchor::Middle);
            self.label(
                (x + MONSTER_W / 2.0, y + h / 2.0 + 4.0),
                font,
                &word,
                MONSTER_W - 10.0,
            );
            return;
        };
        let paint = Paint::fill("#f6f1fa").outlined(MONSTER_BG, 2.0);
        self.svg.rect(x, y, MONSTER_W, h, 6.0, paint);
        self.svg
            .rect(x, y, MONSTER_W, 22.0, 6.0, Paint::fill(MONSTER_BG));
        let title = self.say(monster(f.monster));
        let font = Font::new(12.5, "#ffffff").bold();
        self.label((x + 7.0, y + 16.0), font, &title, MONSTER_W - 14.0);
        let hp = monster_hp(d, self.v, m);
        self.bar(
            (x + 7.0, y + 28.0, MONSTER_W - 14.0),
            (f.damage, hp),
            "#7d3c98",
        );
        let dmg = self.say(
            Text::new("joms-pic-monster-damage")
                .num("damage", f.damage)
                .num("hp", hp),
        );
        let font = Font::new(11.0, INK).bold().anchor(Anchor::Middle);
        self.svg.text(x + MONSTER_W / 2.0, y + 41.0, font, &dmg);
        self.monster_lines(d, m, (x + 7.0, y + 62.0));
        self.monster_mark(p, f.won, (x, y + h));
    }

    /// Resistances, traits, the B/S/C attacks and the regeneration, a line each.
    fn monster_lines(&mut self, d: &JomsData, m: &Monster, (x, y): (f32, f32)) {
        let resists = Text::new("joms-pic-resists")
            .num("count", m.resists.len() as i64)
            .text(
                "attacks",
                list(m.resists.iter().map(|&a| attack(a)).collect()),
            );
        let ts = monster_traits(d, self.v, m);
        let traits_t = Text::new("joms-pic-traits")
            .num("count", ts.len() as i64)
            .text("traits", traits(&ts));
        let attacks = Text::new("joms-pic-attacks")
            .num(
                "basic",
                m.damage.basic.saturating_add(self.v.world.attack_plus),
            )
            .num(
                "special",
                m.damage.special.saturating_add(self.v.world.attack_plus),
            )
            .num(
                "critical",
                m.damage.critical.saturating_add(self.v.world.attack_plus),
            );
        let regen = m
            .regeneration
            .saturating_add(self.v.world.regeneration_plus);
        let mut lines = vec![resists, traits_t, attacks];
        if regen > 0 {
            lines.push(Text::new("joms-pic-regeneration").num("n", regen));
        }
        for (i, t) in lines.into_iter().enumerate() {
            let text = self.say(t);
            let font = if i == 2 {
                Font::new(11.0, INK).bold()
            } else {
                Font::new(11.0, INK)
            };
            self.label((x, y + 15.0 * i as f32), font, &text, MONSTER_W - 14.0);
        }
    }

    /// A stamp at the card's foot: defeated (green) or its fighter fell (red).
    fn monster_mark(&mut self, p: &PlayerView, won: bool, (x, bottom): (f32, f32)) {
        let mark = if won {
            Some(("defeated", SAFE))
        } else if p.died {
            Some(("died", DANGER))
        } else {
            None
        };
        let Some((id, colour)) = mark else { return };
        let word = self.say(Text::new("joms-pic-mark").str("mark", id));
        let (w, h) = (MONSTER_W - 40.0, 20.0);
        let (sx, sy) = (x + 20.0, bottom - h - 6.0);
        self.svg
            .rect(sx, sy, w, h, 4.0, Paint::fill(colour).outlined(INK, 1.0));
        let font = Font::new(12.0, "#ffffff").bold().anchor(Anchor::Middle);
        self.label((sx + w / 2.0, sy + 14.5), font, &word, w - 6.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_is_cut_to_its_room() {
        let cut = fit("a very long name indeed", 40.0, 10.0);
        assert!(cut.ends_with('…'));
        assert!(width(&cut, 10.0) <= 40.0 + 5.0);
        assert_eq!(fit("short", 100.0, 10.0), "short");
    }

    #[test]
    fn a_wrapped_text_keeps_to_its_lines() {
        let lines = wrap("one two three four five six seven", 50.0, 10.0, 2);
        assert_eq!(lines.len(), 2);
        assert_eq!(wrap("one", 50.0, 10.0, 2), vec!["one".to_string()]);
    }

    #[test]
    fn the_gauge_is_green_under_gold_at_and_red_over_k() {
        assert_eq!(gauge_colour(3, 9).0, SAFE);
        assert_eq!(gauge_colour(9, 9).0, GOLD);
        assert_eq!(gauge_colour(10, 9).0, DANGER);
    }
}
