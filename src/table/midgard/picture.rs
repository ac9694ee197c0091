//! The board as a picture: drawn from the public view only (R-TABLE-2), so it cannot show a
//! secret — the fights, the distant lands with their ships, the village with every worker and
//! what lies on each space, and a mat per player. Colours: one per seat; dice in their game
//! colours (white swordsmen, red spearmen, black axemen).

use super::facts::{enemy, reward};
use super::words::{land, name, res, space};
use crate::games::midgard::state::State;
use crate::games::midgard::view::{view, GameView, LandView, PlayerView, Viewer};
use crate::games::midgard::{
    outcome, Dice, DieKind, Edition, Location, Score, Seat, Space, Target,
};
use crate::games::Outcome;
use crate::i18n::{render, Lang, Text};
use crate::render::{Anchor, Font, Paint, Svg};

/// The picture's width in its own units; the PNG may be drawn at any width.
pub const WIDTH: f32 = 600.0;
const MARGIN: f32 = 12.0;
const GAP: f32 = 8.0;
const HEADER: f32 = 78.0;
const CARD_H: f32 = 134.0;
const TILE_H: f32 = 50.0;
const MAT_H: f32 = 74.0;
/// Village tiles per row.
const COLUMNS: usize = 3;
const INK: &str = "#2b2118";
const PAPER: &str = "#efe6d2";
const CARD: &str = "#fbf6ea";
const MUTED: &str = "#6f6250";
/// One colour per seat, told apart on a phone screen.
pub const SEAT_COLOURS: [&str; 4] = ["#2f6fd0", "#2e9e4f", "#8e44ad", "#e07b12"];

/// The public board of `state` as an SVG document, worded in `lang`.
pub fn picture(state: &State, names: &[String], lang: Lang) -> String {
    draw(&view(state, Viewer::Public), state, names, lang)
}

/// Draws a view; `state` only lends what is public: the phase title, the fight under way and,
/// once the game is over, the final scores.
fn draw(v: &GameView, state: &State, names: &[String], lang: Lang) -> String {
    let rows = village_spaces(v).len().div_ceil(COLUMNS) as f32;
    let village_top = HEADER + GAP + 2.0 * (CARD_H + GAP);
    let mats_top = if v.finished {
        HEADER + GAP
    } else {
        village_top + rows * (TILE_H + GAP) + GAP
    };
    let height = mats_top + v.players.len() as f32 * (MAT_H + GAP) + MARGIN - GAP;
    let mut p = Painter {
        svg: Svg::new(WIDTH, height, PAPER),
        lang,
        edition: v.edition,
        names,
        result: outcome(state),
    };
    p.header(v, state);
    if !v.finished {
        let busy = super::fight::current(state).and_then(|f| f.foe.target().map(|t| (t, f.damage)));
        p.fights(v, HEADER + GAP, busy);
        p.lands(v, HEADER + GAP + CARD_H + GAP, busy);
        p.village(v, village_top);
    }
    p.mats(v, mats_top);
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

/// A text broken into at most `lines` lines of about `room` units, the last one cut if need be.
fn wrap(text: &str, room: f32, size: f32, lines: usize) -> Vec<String> {
    let max = chars_in(room, size);
    let mut out: Vec<String> = Vec::new();
    for word in text.split(' ') {
        match out.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= max => {
                line.push(' ');
                line.push_str(word);
            }
            _ => out.push(word.to_string()),
        }
    }
    if out.len() > lines {
        let rest = out.split_off(lines.saturating_sub(1)).join(" ");
        out.push(fit(&rest, room, size));
    }
    out
}

/// Bold letters are wider: fit them as if a little larger.
const BOLD: f32 = 1.15;

/// How many letters of a `size` font fit in `room` units (semi-condensed: about half an em).
fn chars_in(room: f32, size: f32) -> usize {
    (room / (size * 0.5)).floor().max(1.0) as usize
}

/// A text cut to fit `room` units.
fn fit(text: &str, room: f32, size: f32) -> String {
    let max = chars_in(room, size);
    if text.chars().count() <= max {
        return text.to_string();
    }
    let cut: String = text.chars().take(max.saturating_sub(1)).collect();
    format!("{}…", cut.trim_end())
}

fn seat_colour(seat: Seat) -> &'static str {
    SEAT_COLOURS[seat as usize % SEAT_COLOURS.len()]
}

fn die_colours(k: DieKind) -> (&'static str, &'static str) {
    match k {
        DieKind::Swordsman => ("#ffffff", INK),
        DieKind::Spearman => ("#c0392b", "#ffffff"),
        DieKind::Axeman => ("#1e1e1e", "#ffffff"),
    }
}

fn enemy_colour(color: Option<crate::games::midgard::types::Color>) -> &'static str {
    use crate::games::midgard::types::Color;
    match color {
        Some(Color::Red) => "#c0392b",
        Some(Color::Yellow) => "#c99a06",
        Some(Color::Blue) => "#2e86c1",
        None => "#5d6d4e",
    }
}

impl Painter<'_> {
    fn say(&self, mut t: Text) -> String {
        t.fill("edition", self.edition.id());
        render(&t, self.lang)
    }

    fn who(&self, seat: Seat) -> String {
        super::words::who(self.names, seat)
    }

    fn header(&mut self, v: &GameView, state: &State) {
        self.svg
            .rect(0.0, 0.0, WIDTH, HEADER, 0.0, Paint::fill(INK));
        let title = if v.finished {
            Text::new("board-title-final")
        } else {
            super::board::phase_title(state)
        };
        let title = fit(&self.say(title), WIDTH - 2.0 * MARGIN, BOLD * 20.0);
        self.svg
            .text(MARGIN, 29.0, Font::new(20.0, "#ffffff").bold(), &title);
        for r in 1..=8u8 {
            let x = WIDTH - MARGIN - 11.0 - f32::from(8 - r) * 25.0;
            let (fill, ink) = match r.cmp(&v.round) {
                std::cmp::Ordering::Less => ("#8a7a5c", "#ffffff"),
                std::cmp::Ordering::Equal => ("#f1c40f", INK),
                std::cmp::Ordering::Greater => (INK, "#bfb49c"),
            };
            self.svg
                .circle(x, 56.0, 11.0, Paint::fill(fill).outlined("#bfb49c", 1.5));
            let font = Font::new(13.0, ink).bold().anchor(Anchor::Middle);
            self.svg.text(x, 60.5, font, &r.to_string());
        }
        let (seat, first) = match self.result.as_ref().map(|r| r.winners.clone()) {
            Some(winners) => (
                winners.first().copied().unwrap_or(0),
                self.winners(&winners),
            ),
            None => (v.first_player, self.first_player(v)),
        };
        let marker = Paint::fill(seat_colour(seat)).outlined("#ffffff", 2.0);
        self.svg.circle(MARGIN + 8.0, 56.0, 8.0, marker);
        let first = fit(&first, WIDTH - 2.0 * MARGIN - 230.0, 15.0);
        self.svg
            .text(MARGIN + 22.0, 61.0, Font::new(15.0, "#efe6d2"), &first);
    }

    /// Who holds the first-player marker, and who will next round when it has moved.
    fn first_player(&self, v: &GameView) -> String {
        let first = self.say(Text::new("pic-first-player").str("name", self.who(v.first_player)));
        if v.marker == v.first_player {
            return first;
        }
        let next = self.say(Text::new("pic-marker-moved").str("name", self.who(v.marker)));
        format!("{first} ({next})")
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

    /// A card with a title strip in its enemy's colour, outlined in gold while fought.
    fn card(&mut self, (x, y, w): (f32, f32, f32), strip: &str, title: &str, lit: bool) {
        let paint = if lit {
            Paint::fill(CARD).outlined("#f1c40f", 4.0)
        } else {
            Paint::fill(CARD).outlined(strip, 2.0)
        };
        self.svg.rect(x, y, w, CARD_H, 8.0, paint);
        self.svg.rect(x, y, w, 24.0, 8.0, Paint::fill(strip));
        self.svg.rect(x, y + 16.0, w, 8.0, 0.0, Paint::fill(strip));
        let title = fit(title, w - 12.0, BOLD * 14.0);
        self.svg
            .text(x + 6.0, y + 17.0, Font::new(14.0, "#ffffff").bold(), &title);
    }

    /// An enemy's name, strength and reward inside a card, from `top`; `w` leaves room on the
    /// right for the journey card.
    fn enemy_lines(&mut self, x: f32, top: f32, w: f32, id: &str, coins_on: u8) {
        let Some(e) = enemy(id) else { return };
        let title = fit(&self.say(name(id, self.edition)), w - 12.0, BOLD * 16.0);
        self.svg
            .text(x + 6.0, top + 18.0, Font::new(16.0, INK).bold(), &title);
        let strength = self.say(
            Text::new("pic-strength")
                .num("attack", e.attack)
                .num("defense", e.defense),
        );
        self.svg
            .text(x + 6.0, top + 37.0, Font::new(14.0, INK), &strength);
        if let Some(k) = e.barred {
            let bx = x + w - 26.0;
            self.die(bx, top + 24.0, k, None);
            self.svg.line(
                (bx - 3.0, top + 45.0),
                (bx + 21.0, top + 21.0),
                "#c0392b",
                3.0,
            );
        }
        let prize = self.say(reward(e, coins_on, self.edition));
        for (k, line) in wrap(&prize, w - 12.0, 13.0, 2).iter().enumerate() {
            let y = top + 55.0 + 15.0 * k as f32;
            self.svg.text(x + 6.0, y, Font::new(13.0, MUTED), line);
        }
    }

    /// A die of `kind` as an 18-unit square, with a count beside it; returns where it ends.
    fn die(&mut self, x: f32, y: f32, kind: DieKind, count: Option<u8>) -> f32 {
        let (fill, ink) = die_colours(kind);
        self.svg
            .rect(x, y, 18.0, 18.0, 4.0, Paint::fill(fill).outlined(INK, 1.5));
        self.svg.circle(x + 9.0, y + 9.0, 2.5, Paint::fill(ink));
        match count {
            Some(n) => {
                let n = format!("×{n}");
                self.svg.text(x + 20.0, y + 14.5, Font::new(14.0, INK), &n);
                x + 30.0 + 7.5 * n.chars().count() as f32
            }
            None => x + 22.0,
        }
    }

    /// Dice by kind, left to right from `x`; returns where the row ends.
    fn dice_row(&mut self, mut x: f32, y: f32, d: Dice) -> f32 {
        for k in DieKind::ALL {
            if d.get(k) > 0 {
                x = self.die(x, y, k, Some(d.get(k)));
            }
        }
        x
    }

    /// A worker of `seat`: a pawn in the seat's colour, standing on `y`.
    fn pawn(&mut self, x: f32, y: f32, seat: Seat) {
        let paint = Paint::fill(seat_colour(seat)).outlined(INK, 1.2);
        self.svg.circle(x, y - 13.0, 5.0, paint);
        self.svg.polygon(
            &[
                (x - 7.0, y),
                (x - 3.5, y - 8.0),
                (x + 3.5, y - 8.0),
                (x + 7.0, y),
            ],
            paint,
        );
    }

    /// Who holds a fight or sails to a land, with their dice once they are public.
    fn holder(&mut self, v: &GameView, (x, y, w): (f32, f32, f32), seat: Seat, t: Target) {
        self.pawn(x + 14.0, y + 6.0, seat);
        let who = fit(&self.who(seat), w * 0.4, BOLD * 14.0);
        self.svg
            .text(x + 26.0, y + 4.0, Font::new(14.0, INK).bold(), &who);
        let crew = v
            .players
            .get(seat as usize)
            .and_then(|p| p.assigned.as_ref())
            .and_then(|a| {
                a.iter()
                    .find(|(at, _, _)| *at == t)
                    .map(|&(_, d, f)| (d, f))
            });
        if let Some((d, food)) = crew {
            let start = x + 32.0 + 7.2 * who.chars().count() as f32;
            let end = self.dice_row(start, y - 9.0, d);
            if matches!(t, Target::Land(_)) && food > 0 {
                let f = self.say(res("res-food", food, self.edition));
                self.svg.text(end + 2.0, y + 4.0, Font::new(13.0, INK), &f);
            }
        }
    }

    fn fights(&mut self, v: &GameView, y: f32, busy: Option<(Target, u8)>) {
        let w = (WIDTH - 2.0 * MARGIN - 2.0 * GAP) / 3.0;
        let b = &v.board;
        let spots = [
            (Location::Troll, Target::Troll, b.troll.map(|c| c.id())),
            (
                Location::DraugrLeft,
                Target::DraugrLeft,
                b.draugr[0].map(|c| c.id()),
            ),
            (
                Location::DraugrRight,
                Target::DraugrRight,
                b.draugr[1].map(|c| c.id()),
            ),
        ];
        for (i, (loc, target, card)) in spots.into_iter().enumerate() {
            let x = MARGIN + i as f32 * (w + GAP);
            let strip = card
                .and_then(enemy)
                .map_or("#5d6d4e", |e| enemy_colour(e.color));
            let title = self.say(space(Space::Loc(loc), self.edition));
            self.card(
                (x, y, w),
                strip,
                &title,
                busy.is_some_and(|(t, _)| t == target),
            );
            match card {
                Some(id) => self.enemy_lines(x, y + 26.0, w, id, 0),
                None => self.nothing(x, y),
            }
            self.dealt(busy, target, x + w - 6.0, y + 26.0 + 18.0);
            let holder = b.workers.iter().find(|(s, _)| *s == Space::Loc(loc));
            if let Some(&(_, seat)) = holder {
                self.holder(v, (x, y + CARD_H - 10.0, w), seat, target);
            }
        }
    }

    fn nothing(&mut self, x: f32, y: f32) {
        let none = self.say(Text::new("board-no-monster"));
        self.svg
            .text(x + 6.0, y + 46.0, Font::new(14.0, MUTED), &none);
    }

    /// The damage dealt so far to the enemy fought now, on its card.
    fn dealt(&mut self, busy: Option<(Target, u8)>, target: Target, x: f32, y: f32) {
        if let Some((_, dealt)) = busy.filter(|(t, _)| *t == target) {
            let d = self.say(Text::new("pic-dealt").num("dealt", dealt));
            let font = Font::new(13.0, "#b03a2e").bold().anchor(Anchor::End);
            self.svg.text(x, y, font, &d);
        }
    }

    fn lands(&mut self, v: &GameView, y: f32, busy: Option<(Target, u8)>) {
        let active: Vec<(usize, &LandView)> = v
            .board
            .lands
            .iter()
            .enumerate()
            .filter(|(_, l)| l.active)
            .collect();
        let n = active.len().max(1) as f32;
        let w = (WIDTH - 2.0 * MARGIN - (n - 1.0) * GAP) / n;
        for (k, (i, l)) in active.into_iter().enumerate() {
            let x = MARGIN + k as f32 * (w + GAP);
            let target = Target::Land(i as u8);
            let strip = l
                .monster
                .and_then(|m| enemy(m.id()))
                .map_or("#34495e", |e| enemy_colour(e.color));
            let title = self.say(
                Text::new("pic-land")
                    .text("land", land(i as u8))
                    .str("near", if l.near { "yes" } else { "no" }),
            );
            self.card(
                (x, y, w),
                strip,
                &title,
                busy.is_some_and(|(t, _)| t == target),
            );
            match l.monster {
                Some(m) => self.enemy_lines(x, y + 26.0, w - 30.0, m.id(), l.monster_coins),
                None => self.nothing(x, y),
            }
            self.journey(x + w - 30.0, y + 32.0, l);
            self.dealt(busy, target, x + w - 6.0, y + CARD_H - 30.0);
            if let Some(s) = l.voyage {
                self.ship(x + 6.0, y + CARD_H - 6.0, seat_colour(s.seat));
                self.holder(v, (x + 30.0, y + CARD_H - 10.0, w - 30.0), s.seat, target);
            }
        }
    }

    /// The land's journey card, face down until a ship meets it.
    fn journey(&mut self, x: f32, y: f32, l: &LandView) {
        if !l.journey {
            return;
        }
        let paint = Paint::fill("#34495e").outlined("#ffffff", 1.5);
        self.svg.rect(x, y, 24.0, 34.0, 4.0, paint);
        let font = Font::new(15.0, "#ffffff").bold().anchor(Anchor::Middle);
        self.svg.text(x + 12.0, y + 23.0, font, "?");
    }

    /// A longship's hull and sail in its owner's colour, its keel on `y`.
    fn ship(&mut self, x: f32, y: f32, colour: &str) {
        let hull = [
            (x, y - 8.0),
            (x + 26.0, y - 8.0),
            (x + 21.0, y),
            (x + 5.0, y),
        ];
        self.svg
            .polygon(&hull, Paint::fill("#8b5a2b").outlined(INK, 1.2));
        let sail = Paint::fill(colour).outlined(INK, 1.2);
        self.svg.rect(x + 7.0, y - 21.0, 12.0, 12.0, 1.0, sail);
    }

    fn village(&mut self, v: &GameView, y: f32) {
        let w = (WIDTH - 2.0 * MARGIN - (COLUMNS as f32 - 1.0) * GAP) / COLUMNS as f32;
        for (i, s) in village_spaces(v).into_iter().enumerate() {
            let x = MARGIN + (i % COLUMNS) as f32 * (w + GAP);
            let ty = y + (i / COLUMNS) as f32 * (TILE_H + GAP);
            self.space_tile(v, (x, ty, w), s);
        }
    }

    fn space_tile(&mut self, v: &GameView, (x, y, w): (f32, f32, f32), s: Space) {
        let fill = if matches!(s, Space::Stall(_)) {
            "#f6e7c8"
        } else {
            CARD
        };
        let paint = Paint::fill(fill).outlined("#b9a782", 1.5);
        self.svg.rect(x, y, w, TILE_H, 6.0, paint);
        let workers: Vec<Seat> = v
            .board
            .workers
            .iter()
            .filter(|(at, _)| *at == s)
            .map(|&(_, seat)| seat)
            .collect();
        let room = w - 12.0 - 16.0 * workers.len() as f32;
        let title = fit(&self.say(space(s, self.edition)), room, BOLD * 13.0);
        self.svg
            .text(x + 6.0, y + 17.0, Font::new(13.0, INK).bold(), &title);
        for (k, &seat) in workers.iter().enumerate() {
            self.pawn(x + w - 10.0 - 16.0 * k as f32, y + 22.0, seat);
        }
        self.space_contents(v, (x + 6.0, y + 26.0, w - 12.0), s);
    }

    /// What lies on a space now: dice waiting, food, the merchant's goods, the runes offered,
    /// the huts' price, the longships for sale.
    fn space_contents(&mut self, v: &GameView, (x, y, w): (f32, f32, f32), s: Space) {
        let b = &v.board;
        let ed = self.edition;
        let shop = |k: DieKind| {
            let mut d = Dice::NONE;
            d.add(k, b.shop_dice.get(k));
            d
        };
        let line = match s {
            Space::Loc(Location::Armorer) => return self.waiting(x, y, shop(DieKind::Swordsman)),
            Space::Loc(Location::SpearMaker) => return self.waiting(x, y, shop(DieKind::Spearman)),
            Space::Loc(Location::Blacksmith) => return self.waiting(x, y, shop(DieKind::Axeman)),
            Space::Loc(Location::Smokehouse) => Some(res("res-food", b.smokehouse_food, ed)),
            Space::Loc(Location::WorkersHuts) => b.huts_price.map(|p| res("res-coins", p, ed)),
            Space::Loc(Location::MerchantShip) => {
                b.merchant.map(|m| super::facts::merchant_goods(m.0, ed))
            }
            Space::Loc(Location::RuneCarver) => {
                let runes = b.rune_row.iter().flatten().map(|r| name(r.id(), ed));
                Some(super::words::list(runes.collect()))
            }
            Space::Loc(Location::Shipwright) => {
                let ships = b.ships.iter().map(|s| name(s.id(), ed));
                Some(super::words::list(ships.collect()))
            }
            _ => None,
        };
        if let Some(t) = line {
            let text = fit(&self.say(t), w, 12.5);
            self.svg.text(x, y + 14.0, Font::new(12.5, MUTED), &text);
        }
    }

    fn waiting(&mut self, x: f32, y: f32, d: Dice) {
        if d.is_empty() {
            let none = self.say(Text::new("board-empty"));
            self.svg.text(x, y + 14.0, Font::new(12.5, MUTED), &none);
        } else {
            self.dice_row(x, y + 1.0, d);
        }
    }

    fn mats(&mut self, v: &GameView, y: f32) {
        for (i, pl) in v.players.iter().enumerate() {
            self.mat(pl, y + i as f32 * (MAT_H + GAP));
        }
    }

    /// A player's mat: leader, glory and blame; goods and dice; workers, cards and trophies.
    fn mat(&mut self, pl: &PlayerView, top: f32) {
        let ed = self.edition;
        let colour = seat_colour(pl.seat);
        let (x, w) = (MARGIN + 16.0, WIDTH - 2.0 * MARGIN - 24.0);
        let paint = Paint::fill(CARD).outlined(colour, 2.0);
        self.svg
            .rect(MARGIN, top, WIDTH - 2.0 * MARGIN, MAT_H, 6.0, paint);
        self.svg
            .rect(MARGIN, top, 9.0, MAT_H, 3.0, Paint::fill(colour));
        let leader = pl
            .leader
            .map_or(Text::new("board-no-leader"), |l| name(l.id(), ed));
        let head = self.say(
            Text::new("pic-player")
                .str("name", self.who(pl.seat))
                .text("leader", leader),
        );
        self.svg.text(
            x,
            top + 20.0,
            Font::new(15.0, INK).bold(),
            &fit(&head, w * 0.62, BOLD * 15.0),
        );
        let total = self
            .result
            .as_ref()
            .and_then(|r| r.scores.get(usize::from(pl.seat)));
        let fame = self.say(match total {
            Some(s) => Text::new("pic-final-score").num("points", s.total),
            None => Text::new("pic-fame")
                .num("glory", pl.glory)
                .num("blame", pl.blame),
        });
        let font = Font::new(14.0, INK).bold().anchor(Anchor::End);
        self.svg
            .text(x + w, top + 20.0, font, &fit(&fame, w * 0.36, BOLD * 14.0));
        let goods = self.say(
            Text::new("pic-goods")
                .text("food", res("res-food", pl.food, ed))
                .text("wood", res("res-wood", pl.wood, ed))
                .text("coins", res("res-coins", pl.coins, ed))
                .text("favor", res("res-favor", pl.favor, ed)),
        );
        let dice_at = x + w - 150.0;
        self.svg.text(
            x,
            top + 42.0,
            Font::new(13.5, INK),
            &fit(&goods, dice_at - x - 6.0, 13.5),
        );
        self.dice_row(dice_at, top + 28.0, pl.dice);
        let rest: Vec<String> = mat_extras(pl, ed)
            .into_iter()
            .map(|t| self.say(t))
            .collect();
        let rest = fit(&rest.join(" · "), w, 13.0);
        self.svg.text(x, top + 63.0, Font::new(13.0, MUTED), &rest);
    }
}

/// A mat's last line: workers, destiny cards, runes, the private longship, enemies defeated.
fn mat_extras(pl: &PlayerView, ed: Edition) -> Vec<Text> {
    let mut extra = vec![
        Text::new("pic-workers")
            .num("left", pl.workers_left)
            .num("total", pl.workers),
        Text::new("pic-destiny").num("count", pl.destiny_count as i64),
    ];
    if !pl.runes.is_empty() {
        let ready = pl.runes.iter().filter(|r| !r.used).count() as i64;
        extra.push(
            Text::new("pic-runes")
                .num("count", ready)
                .num("total", pl.runes.len() as i64),
        );
    }
    if let Some(s) = pl.ship {
        extra.push(Text::new("board-player-ship").text("ship", name(s.id(), ed)));
    }
    if pl.defeated_count > 0 {
        extra.push(Text::new("pic-defeated").num("count", pl.defeated_count as i64));
    }
    extra
}

/// The spaces of the village, in board order, then the stalls of this game.
fn village_spaces(v: &GameView) -> Vec<Space> {
    use Location::*;
    let mut s: Vec<Space> = [
        WorkersHuts,
        JarlsLonghouse,
        ShamansHut,
        Market,
        Armorer,
        SpearMaker,
        Blacksmith,
        Smokehouse,
        MerchantShip,
        RuneCarver,
        StaveChurch,
        Shipwright,
        LongshipSmall,
        LongshipLarge,
        HuntingGrounds,
        Beggar,
    ]
    .into_iter()
    .map(Space::Loc)
    .collect();
    if v.board
        .workers
        .iter()
        .any(|(at, _)| *at == Space::Loc(PrivateLongship))
    {
        s.push(Space::Loc(PrivateLongship));
    }
    s.extend(v.board.stalls.iter().map(|&st| Space::Stall(st)));
    s
}
