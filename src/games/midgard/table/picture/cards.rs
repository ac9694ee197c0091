//! The enemies at stake this round, as one row of cards: the troll, the two draugr, then the
//! distant lands. Each card: where it is, the enemy's name, attack (sword) and defense
//! (shield), the warriors barred, the reward as tokens, and who takes it on, with their
//! warriors once those are public. The card fought now is outlined in gold (the header tells
//! the damage dealt).

use super::super::facts::enemy;
use super::super::words::{land, name, res};
use super::icons::{dice_width, goods_rows, Good};
use super::{measure, Busy, Painter, Spot, CARD, GOLD, INK, MARGIN, MIN_FONT, MUTED, WIDTH};
use crate::games::midgard::types::Color;
use crate::games::midgard::view::{GameView, LandView};
use crate::games::midgard::{Dice, DieKind, Location, Seat, Space, Target};
use crate::i18n::Text;
use crate::render::{Anchor, Font, Paint};

const STRIP: f32 = 32.0;
/// Between two cards, and more between the fights and the lands.
const SPACE: f32 = 6.0;
const SEA: f32 = 10.0;
const PAD: f32 = 6.0;
const NAME: f32 = 21.0;
const NAME_STEP: f32 = 22.0;
const REWARD_STEP: f32 = 21.0;
const GOODS_STEP: f32 = 26.0;
const STRENGTH: f32 = 31.0;
/// The crew's room at the bottom: who, then their warriors and food (a line of dice).
const CREW: f32 = 58.0;
const DICE_LINE: f32 = 26.0;

fn enemy_colour(color: Option<Color>) -> &'static str {
    match color {
        Some(Color::Red) => "#c0392b",
        Some(Color::Yellow) => "#b7860b",
        Some(Color::Blue) => "#2e86c1",
        None => "#5d6d4e",
    }
}

/// One card, worded and measured before it is drawn.
struct Face {
    target: Target,
    strip: &'static str,
    label: String,
    /// Said under the label: a land's distance.
    sub: Option<String>,
    journey: bool,
    /// The enemy's name in lines, at a size.
    name: (Font<'static>, Vec<String>),
    strength: Option<(u8, u8, Option<DieKind>)>,
    reward: Vec<(Good, u8)>,
    holder: Option<Seat>,
    /// Someone sails here: the ship is drawn before the pawn.
    sails: bool,
    reward_rows: usize,
}

impl Face {
    fn body(&self) -> f32 {
        let sub = if self.sub.is_some() { REWARD_STEP } else { 0.0 };
        let strength = if self.strength.is_some() {
            STRENGTH
        } else {
            0.0
        };
        sub + 6.0
            + NAME_STEP * self.name.1.len() as f32
            + strength
            + GOODS_STEP * self.reward_rows as f32
    }
}

impl Painter<'_> {
    /// The row of cards from `top`; returns where it ends.
    pub(super) fn cards(&mut self, v: &GameView, top: f32, busy: Busy) -> f32 {
        let lands: Vec<(usize, &LandView)> = v
            .board
            .lands
            .iter()
            .enumerate()
            .filter(|(_, l)| l.active)
            .collect();
        let n = 3 + lands.len();
        // A wider gap between the fights in the village and the lands over the sea.
        let w = (WIDTH - 2.0 * MARGIN - (n as f32 - 1.0) * SPACE - SEA) / n as f32;
        let room = w - 2.0 * PAD;
        let mut faces = self.fight_faces(v, room);
        faces.extend(lands.iter().map(|&(i, l)| self.land_face(i, l, room)));
        let body = faces.iter().map(Face::body).fold(0.0, f32::max);
        let crew = if faces.iter().any(|f| self.crew_of(v, f).is_some()) {
            CREW
        } else {
            CREW - DICE_LINE
        };
        let h = STRIP + body + crew + PAD;
        for (k, face) in faces.iter().enumerate() {
            let extra = if k >= 3 { SEA } else { 0.0 };
            let x = MARGIN + k as f32 * (w + SPACE) + extra;
            self.card(v, (x, top, w, h), face, busy);
        }
        top + h
    }

    fn fight_faces(&self, v: &GameView, room: f32) -> Vec<Face> {
        let b = &v.board;
        [
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
        ]
        .into_iter()
        .map(|(loc, target, card)| {
            let label = self.say(Text::new(match loc {
                Location::Troll => "pic-troll",
                Location::DraugrLeft => "pic-draugr-left",
                _ => "pic-draugr-right",
            }));
            let holder = b
                .workers
                .iter()
                .find(|(s, _)| *s == Space::Loc(loc))
                .map(|&(_, seat)| seat);
            let mut face = self.face(target, card, 0, room);
            face.label = label;
            face.holder = holder;
            face
        })
        .collect()
    }

    fn land_face(&self, i: usize, l: &LandView, room: f32) -> Face {
        let mut face = self.face(
            Target::Land(i as u8),
            l.monster.map(|m| m.id()),
            l.monster_coins,
            room,
        );
        face.label = self.say(land(i as u8));
        face.sub = Some(self.say(Text::new(if l.near { "pic-near" } else { "pic-far" })));
        face.journey = l.journey;
        face.holder = l.voyage.map(|s| s.seat);
        face.sails = l.voyage.is_some();
        face
    }

    /// A card's enemy, worded and wrapped to `room`.
    fn face(&self, target: Target, card: Option<&str>, coins_on: u8, room: f32) -> Face {
        let e = card.and_then(enemy);
        let title = match card {
            Some(id) => self.say(name(id, self.edition)),
            None => self.say(Text::new("board-no-monster")),
        };
        let prize: Vec<(Good, u8)> = e.map_or(Vec::new(), |e| {
            [
                (Good::Glory, e.glory),
                (Good::Wood, e.wood),
                (Good::Favor, e.favor),
                (Good::Coins, e.coins.saturating_add(coins_on)),
            ]
            .into_iter()
            .filter(|&(_, n)| n > 0)
            .collect()
        });
        Face {
            target,
            strip: e.map_or("#5d6d4e", |e| enemy_colour(e.color)),
            label: String::new(),
            sub: None,
            journey: false,
            name: name_lines(&title, room),
            strength: e.map(|e| (e.attack, e.defense, e.barred)),
            reward_rows: if prize.is_empty() {
                0
            } else {
                goods_rows(&prize, room)
            },
            reward: prize,
            holder: None,
            sails: false,
        }
    }

    fn card(&mut self, v: &GameView, (x, y, w, h): (f32, f32, f32, f32), f: &Face, busy: Busy) {
        let lit = busy.is_some_and(|(t, _)| t == f.target);
        let paint = if lit {
            Paint::fill(CARD).outlined(GOLD, 5.0)
        } else {
            Paint::fill(CARD).outlined(f.strip, 2.0)
        };
        self.svg.rect(x, y, w, h, 8.0, paint);
        self.svg.rect(x, y, w, STRIP, 8.0, Paint::fill(f.strip));
        self.svg
            .rect(x, y + STRIP - 8.0, w, 8.0, 0.0, Paint::fill(f.strip));
        let room = w - 2.0 * PAD;
        let strip_room = room - if f.journey { 28.0 } else { 0.0 };
        let at = Spot {
            x: x + PAD,
            y: y + 23.0,
            room: strip_room,
        };
        self.line(at, Font::new(20.0, "#ffffff").bold(), &f.label);
        if f.journey {
            self.journey(x + w - PAD - 22.0, y + 4.0);
        }
        let mut cy = y + STRIP;
        if let Some(sub) = &f.sub {
            let at = Spot {
                x: x + PAD,
                y: cy + 18.0,
                room,
            };
            self.line(at, Font::new(MIN_FONT, MUTED), sub);
            cy += REWARD_STEP;
        }
        cy += 6.0;
        let (font, lines) = &f.name;
        for l in lines {
            self.svg.text(x + PAD, cy + 18.0, *font, l);
            cy += NAME_STEP;
        }
        if let Some(s) = f.strength {
            self.strength((x + PAD, cy + 15.0, room), s);
            cy += STRENGTH;
        }
        if !f.reward.is_empty() {
            self.goods((x + PAD, cy + 12.0, room), GOODS_STEP, &f.reward);
        }
        if let Some(seat) = f.holder {
            let dice = self.crew_of(v, f);
            let top = y + h - PAD - CREW + if dice.is_some() { 0.0 } else { DICE_LINE };
            self.crew((x + PAD, top, room), seat, f);
            if let Some(c) = dice {
                self.crew_line(x + PAD, top + 44.0, room, c, f);
            }
        }
    }

    /// Attack and defense, large (a little less if the room is short), with the warriors the
    /// enemy bars; `mid` is the line's middle.
    fn strength(&mut self, (x, mid, room): (f32, f32, f32), s: (u8, u8, Option<DieKind>)) {
        let size = if strength_width(s, 24.0) <= room {
            24.0
        } else {
            20.0
        };
        let (attack, defense, barred) = s;
        let font = Font::new(size, INK).bold();
        self.sword(x + 10.0, mid);
        let a = attack.to_string();
        self.svg.text(x + 22.0, mid + size * 0.36, font, &a);
        let sx = x + 22.0 + measure::width(&a, size, true) + 12.0;
        self.shield(sx, mid);
        let d = defense.to_string();
        self.svg.text(sx + 12.0, mid + size * 0.36, font, &d);
        if let Some(k) = barred {
            let bx = sx + 12.0 + measure::width(&d, size, true) + 6.0;
            self.barred(bx, mid, k);
        }
    }

    /// Who takes the card on: the pawn (and ship) and name.
    fn crew(&mut self, (x, top, room): (f32, f32, f32), seat: Seat, f: &Face) {
        let mut nx = x;
        if f.sails {
            self.ship(nx, top + 25.0, seat);
            nx += 30.0;
        }
        self.pawn(nx + 8.0, top + 25.0, seat);
        nx += 20.0;
        let who = self.who(seat);
        let at = Spot {
            x: nx,
            y: top + 22.0,
            room: x + room - nx,
        };
        self.line(at, Font::new(20.0, INK).bold(), &who);
    }

    /// The warriors and food the card's holder sends, once public.
    fn crew_of(&self, v: &GameView, f: &Face) -> Option<(Dice, u8)> {
        let seat = f.holder?;
        let assigned = v.players.get(seat as usize)?.assigned.as_ref()?;
        assigned
            .iter()
            .find(|(at, _, _)| *at == f.target)
            .map(|&(_, d, food)| (d, food))
    }

    /// The dice (their counts short where room is) and, sailing, the food aboard where it fits.
    fn crew_line(&mut self, x: f32, mid: f32, room: f32, (d, food): (Dice, u8), f: &Face) {
        let compact = dice_width(d, false) > room;
        let end = self.dice(x, mid, d, compact);
        if matches!(f.target, Target::Land(_)) && food > 0 {
            let t = self.say(res("res-food", food, self.edition));
            if measure::width(&t, MIN_FONT, false) <= x + room - end {
                let font = Font::new(MIN_FONT, INK).anchor(Anchor::End);
                self.svg.text(x + room, mid + 6.5, font, &t);
            }
        }
    }
}

/// How wide [`Painter::strength`] draws at `size`.
fn strength_width((attack, defense, barred): (u8, u8, Option<DieKind>), size: f32) -> f32 {
    let a = measure::width(&attack.to_string(), size, true);
    let d = measure::width(&defense.to_string(), size, true);
    let b = if barred.is_some() { 6.0 + 24.0 } else { 0.0 };
    22.0 + a + 12.0 + 9.0 + 3.0 + d + b
}

/// An enemy's name in at most two lines of `room`: bold, or regular where a long word needs it.
fn name_lines(title: &str, room: f32) -> (Font<'static>, Vec<String>) {
    let (size, lines) = measure::wrap_to_fit(title, room, (NAME, MIN_FONT), 2, true);
    if lines.iter().any(|l| l.ends_with('…')) {
        let (size, lines) = measure::wrap_to_fit(title, room, (MIN_FONT, MIN_FONT), 2, false);
        return (Font::new(size, INK), lines);
    }
    (Font::new(size, INK).bold(), lines)
}
