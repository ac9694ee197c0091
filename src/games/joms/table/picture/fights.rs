//! The fight: one row per player in its seat's colour. On the left who it is, HP, glory and
//! tokens; in the middle the battlefield — each card's fate over its damage — with the fate
//! total against the player's limit and what the attack would deal now; on the right the
//! monster fought ([`super::monster`]).

use super::facts::public_player;
use super::{
    measure, seat_colour, Painter, Spot, CARD, DANGER, GAP, GOLD, HEIGHT, HOLLOW, HOLLOW_EDGE, INK,
    MARGIN, MIN_FONT, MUTED, SAFE, WIDTH,
};
use crate::games::joms::damage::{strike, Strike};
use crate::games::joms::{query, Card, PlayerView};
use crate::games::Seat;
use crate::i18n::Text;
use crate::render::{Anchor, Font, Paint};

/// A row is at most this tall, and needs this much; with [`GEAR_LINE`] more it shows the
/// equipment too.
const ROW_MAX: f32 = 172.0;
const ROW_MIN: f32 = 130.0;
const GEAR_LINE: f32 = 34.0;
const LEFT: f32 = MARGIN + 18.0;
const LEFT_ROOM: f32 = 312.0;
const MID: f32 = 350.0;
const MID_ROOM: f32 = 350.0;
pub const MONSTER_X: f32 = 712.0;
pub const MONSTER_W: f32 = WIDTH - MARGIN - 8.0 - MONSTER_X;
/// R-ACT-1: at most 7 cards on a battlefield.
const FIELD_CARDS: usize = 7;
const FIELD_CARD_H: f32 = 52.0;
const CHIP_H: f32 = 24.0;
const HP_BAR: f32 = 130.0;
const HP_FILL: &str = "#d35454";
const DAMAGE_BAND: &str = "#b03a2e";

impl Painter<'_> {
    /// A row per player from `top`; returns where they end.
    pub(super) fn fights(&mut self, top: f32) -> f32 {
        let n = self.v.players.len().max(1);
        let room = HEIGHT - MARGIN - top - GAP * (n as f32 - 1.0);
        let h = (room / n as f32).floor().clamp(ROW_MIN, ROW_MAX);
        for seat in 0..self.v.players.len() {
            let y = top + (h + GAP) * seat as f32;
            self.fight_row(seat as Seat, y, h);
        }
        top + (h + GAP) * n as f32 - GAP
    }

    fn fight_row(&mut self, seat: Seat, y: f32, h: f32) {
        let Some(p) = self.v.players.get(usize::from(seat)) else {
            return;
        };
        let colour = seat_colour(seat);
        let lit = super::acting(self.v).contains(&seat);
        let edge = if lit { (GOLD, 4.0) } else { (colour, 2.0) };
        let frame = Paint::fill(CARD).outlined(edge.0, edge.1);
        self.svg
            .rect(MARGIN, y, WIDTH - 2.0 * MARGIN, h, 8.0, frame);
        self.svg.rect(MARGIN, y, 10.0, h, 4.0, Paint::fill(colour));
        let gear = h >= ROW_MIN + GEAR_LINE;
        let content = if gear { ROW_MIN + GEAR_LINE } else { ROW_MIN };
        // The row's contents centred in a taller row.
        let y = y + ((h - content) / 2.0).max(0.0);
        self.who_block(seat, p, y);
        self.field_block(seat, p, y);
        if gear {
            self.gear_chips(p, colour, y + ROW_MIN);
        }
        self.monster(p, (MONSTER_X, y + 4.0, MONSTER_W, content - 8.0));
    }

    /// The character's ability and each piece of equipment as chips, used ones dimmed, from
    /// `top`; those that do not fit are counted in a last chip.
    fn gear_chips(&mut self, p: &PlayerView, colour: &str, top: f32) {
        let ready = if p.exhausted { "no" } else { "yes" };
        let mut chips = vec![(
            self.say(Text::new("joms-pic-ability").str("ready", ready)),
            p.exhausted,
        )];
        for g in &p.gear {
            chips.push((self.say(super::super::words::gear(g.card)), g.exhausted));
        }
        let end = MID + MID_ROOM;
        let width = |t: &str| measure::width(t, MIN_FONT, false) + 16.0;
        let mut x = LEFT;
        for (i, (text, dim)) in chips.iter().enumerate() {
            let left = chips.len() - i - 1;
            let more = self.say(Text::new("joms-pic-more").num("n", left as i64 + 1));
            // Room for this chip, and for the count of the rest if any follow.
            let after = if left > 0 { width(&more) + 6.0 } else { 0.0 };
            if x + width(text) + after > end {
                self.chip((x, top), &more, colour, false);
                break;
            }
            x += self.chip((x, top), text, colour, *dim) + 6.0;
        }
    }

    /// A chip outlined in `colour` with `text`, dimmed if `dim`; returns its width.
    fn chip(&mut self, (x, top): (f32, f32), text: &str, colour: &str, dim: bool) -> f32 {
        let w = measure::width(text, MIN_FONT, false) + 16.0;
        if dim {
            self.svg.group(0.45);
        }
        let paint = Paint::fill("#fffdf6").outlined(colour, 1.5);
        self.svg.rect(x, top, w, CHIP_H + 2.0, 6.0, paint);
        self.svg
            .text(x + 8.0, top + 19.0, Font::new(MIN_FONT, INK), text);
        if dim {
            self.svg.end_group();
        }
        w
    }

    /// Name and character, HP as a bar and in numbers, glory and the tokens held.
    fn who_block(&mut self, seat: Seat, p: &PlayerView, y: f32) {
        let name = self.who(seat);
        let at = Spot {
            x: LEFT,
            y: y + 26.0,
            room: LEFT_ROOM,
        };
        let used = self.line(at, Font::new(22.0, INK).bold(), &name);
        if let Some(c) = p.character {
            let note = self.say(super::super::words::character(c));
            let x = LEFT + used + 10.0;
            if measure::width(&note, MIN_FONT, false) <= LEFT + LEFT_ROOM - x {
                self.svg
                    .text(x, y + 26.0, Font::new(MIN_FONT, MUTED), &note);
            }
        }
        let me = public_player(p);
        let max = query::max_hp(self.d, &me);
        self.bar((LEFT, y + 38.0, HP_BAR, 22.0), (p.hp, max), HP_FILL);
        let hp = self.say(Text::new("joms-pic-hp").num("hp", p.hp).num("max", max));
        let at = Spot {
            x: LEFT + HP_BAR + 10.0,
            y: y + 56.0,
            room: LEFT_ROOM - HP_BAR - 10.0,
        };
        self.line(at, Font::new(20.0, INK).bold(), &hp);
        let glory = self.say(Text::new("joms-pic-glory").num("glory", p.glory));
        let at = Spot {
            x: LEFT,
            y: y + 90.0,
            room: LEFT_ROOM,
        };
        let used = self.line(at, Font::new(20.0, INK).bold(), &glory);
        let chips = self.token_chips(p);
        self.chips(&chips, (LEFT + used + 10.0, y + 72.0), y + 102.0);
    }

    /// The tokens a player holds, each as a chip with its colour; none for a count of 0.
    fn token_chips(&self, p: &PlayerView) -> Vec<(String, &'static str)> {
        let token = |id: &str, n: u8| {
            self.say(
                Text::new("joms-pic-token")
                    .str("token", id.to_string())
                    .num("n", n),
            )
        };
        let mut chips = Vec::new();
        if p.gullveig > 0 {
            chips.push((token("gullveig", p.gullveig), "#6c3483"));
        }
        if p.thor > 0 {
            chips.push((token("thor", p.thor), "#1f618d"));
        }
        if p.venom > 0 {
            chips.push((token("venom", p.venom), "#1e8449"));
        }
        if p.fate {
            chips.push((token("fate", 1), "#7b241c"));
        }
        if p.damage_up > 0 {
            chips.push((token("damage-up", p.damage_up), "#9a6408"));
        }
        chips
    }

    /// Chips from `x` on the line whose top is `first`, then from the left on the line whose
    /// top is `second`; a chip that fits on neither is left out.
    fn chips(&mut self, chips: &[(String, &str)], (mut x, mut top): (f32, f32), second: f32) {
        let end = LEFT + LEFT_ROOM;
        for (text, colour) in chips {
            let w = measure::width(text, MIN_FONT, false) + 16.0;
            if x + w > end && top < second {
                x = LEFT;
                top = second;
            }
            if x + w > end {
                break;
            }
            self.svg.rect(x, top, w, CHIP_H, 12.0, Paint::fill(colour));
            let font = Font::new(MIN_FONT, "#ffffff");
            self.svg.text(x + 8.0, top + 18.0, font, text);
            x += w + 6.0;
        }
    }

    /// A bar of `of` filled to `n`, outlined.
    pub(super) fn bar(
        &mut self,
        (x, y, w, h): (f32, f32, f32, f32),
        (n, of): (u8, u8),
        fill: &str,
    ) {
        let hollow = Paint::fill(HOLLOW).outlined(HOLLOW_EDGE, 1.0);
        self.svg.rect(x, y, w, h, 4.0, hollow);
        if of > 0 && n > 0 {
            let part = (f32::from(n.min(of)) / f32::from(of) * w).max(4.0);
            self.svg.rect(x, y, part, h, 4.0, Paint::fill(fill));
        }
        let edge = Paint::fill("none").outlined(INK, 1.0);
        self.svg.rect(x, y, w, h, 4.0, edge);
    }

    /// The attack type and fate against the limit, the battlefield, a gauge, and what the
    /// attack would deal now.
    fn field_block(&mut self, seat: Seat, p: &PlayerView, y: f32) {
        if p.fight.is_none() {
            return;
        }
        let hit = strike(self.d, self.state, seat);
        let head = match p.attack {
            Some(a) => {
                let attack = self.say(
                    Text::new("joms-pic-attack").text("attack", super::super::words::attack(a)),
                );
                let gauge = self.say(Text::new("joms-pic-gauge").num("t", hit.t).num("k", hit.k));
                vec![format!("{attack} · {gauge}"), gauge]
            }
            None => vec![self.say(Text::new("joms-pic-no-attack"))],
        };
        let at = Spot {
            x: MID,
            y: y + 26.0,
            room: MID_ROOM,
        };
        self.first_fit(at, Font::new(20.0, INK).bold(), &head);
        let step = (MID_ROOM + 4.0) / FIELD_CARDS as f32;
        for i in 0..FIELD_CARDS {
            let x = MID + step * i as f32;
            match p.battlefield.get(i) {
                Some(&c) => self.field_card((x, y + 36.0, step - 4.0), c),
                None => {
                    let paint = Paint::fill(HOLLOW).outlined(HOLLOW_EDGE, 1.2);
                    self.svg
                        .rect(x, y + 36.0, step - 4.0, FIELD_CARD_H, 5.0, paint);
                }
            }
        }
        if p.attack.is_some() {
            self.gauge(&hit, y + 96.0);
            self.result(&hit, p, y + 127.0);
        }
    }

    /// A battlefield card: its fate large on top, its damage on a red band below.
    fn field_card(&mut self, (x, y, w): (f32, f32, f32), c: Card) {
        let paint = Paint::fill("#fffdf6").outlined(INK, 1.2);
        self.svg.rect(x, y, w, FIELD_CARD_H, 5.0, paint);
        self.svg.rect(
            x,
            y + 28.0,
            w,
            FIELD_CARD_H - 28.0,
            5.0,
            Paint::fill(DAMAGE_BAND),
        );
        self.svg
            .rect(x, y + 28.0, w, 6.0, 0.0, Paint::fill(DAMAGE_BAND));
        let cx = x + w / 2.0;
        let fate = query::fate(self.d, c).to_string();
        let font = Font::new(22.0, INK).bold().anchor(Anchor::Middle);
        self.svg.text(cx, y + 23.0, font, &fate);
        let damage = query::damage(self.d, c).to_string();
        let font = Font::new(MIN_FONT, "#ffffff").bold().anchor(Anchor::Middle);
        self.svg.text(cx, y + 47.0, font, &damage);
    }

    /// Fate against the limit: a bar as long as the larger, filled to the fate, the limit
    /// marked.
    fn gauge(&mut self, hit: &Strike, y: f32) {
        let (t, k) = (hit.t, hit.k);
        let (colour, _) = gauge_colour(t, k);
        let scale = f32::from(t.max(k).max(1));
        let hollow = Paint::fill(HOLLOW).outlined(HOLLOW_EDGE, 1.0);
        self.svg.rect(MID, y, MID_ROOM, 10.0, 3.0, hollow);
        if t > 0 {
            let part = (f32::from(t) / scale * MID_ROOM).max(3.0);
            self.svg.rect(MID, y, part, 10.0, 3.0, Paint::fill(colour));
        }
        let kx = MID + f32::from(k) / scale * MID_ROOM;
        self.svg.line((kx, y - 4.0), (kx, y + 14.0), INK, 3.0);
    }

    /// What the attack would deal now, in the gauge's colour; the cards in hand and pile
    /// after it when they fit.
    fn result(&mut self, hit: &Strike, p: &PlayerView, y: f32) {
        let kind = if p.battlefield.is_empty() {
            "empty"
        } else {
            gauge_colour(hit.t, hit.k).1
        };
        let kind = if kind == "under" && hit.resisted {
            "resisted"
        } else {
            kind
        };
        let colour = match kind {
            "empty" => MUTED,
            "over" | "resisted" => DANGER,
            "equal" => "#9a6408",
            _ => SAFE,
        };
        let text = self.say(
            Text::new("joms-pic-outcome")
                .str("kind", kind)
                .num("damage", hit.damage),
        );
        let at = Spot {
            x: MID,
            y,
            room: MID_ROOM,
        };
        let used = self.line(at, Font::new(20.0, colour).bold(), &text);
        let cards = self.say(
            Text::new("joms-pic-cards")
                .num("hand", p.hand_size as i64)
                .num("pile", p.pile_size as i64),
        );
        if used + 14.0 + measure::width(&cards, MIN_FONT, false) <= MID_ROOM {
            let font = Font::new(MIN_FONT, MUTED).anchor(Anchor::End);
            self.svg.text(MID + MID_ROOM, y, font, &cards);
        }
    }
}

/// What fate against the limit means: green while under, gold at a critical hit, red over.
fn gauge_colour(t: u8, k: u8) -> (&'static str, &'static str) {
    match t.cmp(&k) {
        std::cmp::Ordering::Less => (SAFE, "under"),
        std::cmp::Ordering::Equal => (GOLD, "equal"),
        std::cmp::Ordering::Greater => (DANGER, "over"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gauge_is_green_under_gold_at_and_red_over_the_limit() {
        assert_eq!(gauge_colour(3, 9).0, SAFE);
        assert_eq!(gauge_colour(9, 9).0, GOLD);
        assert_eq!(gauge_colour(10, 9).0, DANGER);
    }
}
