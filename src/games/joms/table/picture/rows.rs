//! The three face-up rows while characters are chosen and the saga is prepared: equipment,
//! combat cards and this saga's monsters, each card with its name and the numbers a pick
//! depends on (its text is told by the console and `/joms status`).

use super::{Painter, Spot, CARD, GAP, HOLLOW_EDGE, INK, INNER, MARGIN, MIN_FONT, MUTED};
use crate::games::joms::table::words::{effects, gear, monster, name, resisted};
use crate::games::joms::{query, Card};
use crate::i18n::Text;
use crate::render::{Font, Paint};

const HEAD: f32 = 30.0;
const ENTRY: f32 = 58.0;
const ENTRY_STEP: f32 = 62.0;
const PAD: f32 = 8.0;
/// The rows' height: a header and three cards.
pub const HEIGHT: f32 = HEAD + 3.0 * ENTRY_STEP + 4.0;

/// A face-up card in words: its name, then what it gives, from the most said to the least.
type Entry = (String, Vec<String>);

impl Painter<'_> {
    /// The rows from `top`; returns where they end.
    pub(super) fn rows(&mut self, top: f32) -> f32 {
        let w = (INNER - 2.0 * GAP) / 3.0;
        let heads = [
            Text::new("joms-pic-row")
                .str("row", "equipment")
                .num("left", self.v.equipment_left as i64),
            Text::new("joms-pic-row")
                .str("row", "combat")
                .num("left", self.v.combat_left as i64),
            Text::new("joms-pic-row")
                .str("row", "monsters")
                .num("level", self.v.saga)
                .num("left", self.v.monsters_left as i64),
        ];
        let columns = [self.equipment_row(), self.combat_row(), self.monster_row()];
        for (i, (head, entries)) in heads.into_iter().zip(columns).enumerate() {
            let x = MARGIN + (w + GAP) * i as f32;
            let paint = Paint::fill("#e4dcc8").outlined(HOLLOW_EDGE, 1.5);
            self.svg.rect(x, top, w, HEIGHT, 6.0, paint);
            let head = self.say(head);
            let at = Spot {
                x: x + PAD,
                y: top + 22.0,
                room: w - 2.0 * PAD,
            };
            self.line(at, Font::new(20.0, INK).bold(), &head);
            for (j, entry) in entries.iter().enumerate() {
                let y = top + HEAD + ENTRY_STEP * j as f32;
                self.entry((x + 6.0, y, w - 12.0), entry);
            }
        }
        top + HEIGHT
    }

    fn entry(&mut self, (x, y, w): (f32, f32, f32), (title, below): &Entry) {
        let paint = Paint::fill(CARD).outlined(INK, 1.0);
        self.svg.rect(x, y, w, ENTRY, 5.0, paint);
        let room = w - 2.0 * PAD;
        let at = Spot {
            x: x + PAD,
            y: y + 23.0,
            room,
        };
        self.line(at, Font::new(20.0, INK).bold(), title);
        let at = Spot {
            x: x + PAD,
            y: y + 48.0,
            room,
        };
        self.first_fit(at, Font::new(MIN_FONT, MUTED), below);
    }

    fn equipment_row(&self) -> Vec<Entry> {
        self.v
            .equipment_row
            .iter()
            .filter_map(|&e| self.d.equipment.get(usize::from(e)).map(|eq| (e, eq)))
            .map(|(e, eq)| {
                let kind = Text::new("joms-pic-gear-kind")
                    .str("type", super::super::words::gear_type_id(eq.kind))
                    .num("glory", eq.glory);
                (self.say(gear(e)), vec![self.say(kind)])
            })
            .collect()
    }

    fn combat_row(&self) -> Vec<Entry> {
        self.v
            .combat_row
            .iter()
            .map(|&c| {
                let numbers = self.say(
                    Text::new("joms-pic-ld")
                        .num("fate", query::fate(self.d, c))
                        .num("damage", query::damage(self.d, c)),
                );
                let fx = query::text(self.d, c);
                let mut below = vec![numbers.clone()];
                if !fx.is_empty() {
                    let text = self.say(effects(fx));
                    below.insert(0, format!("{numbers} · {text}"));
                }
                (self.say(self.card_name(c)), below)
            })
            .collect()
    }

    /// A combat card's name: its own, or "basic card".
    fn card_name(&self, c: Card) -> Text {
        match c {
            Card::Basic(_) => Text::new("joms-pic-basic"),
            Card::Combat(i) => self
                .d
                .combat
                .get(usize::from(i))
                .map_or(Text::new("list-none"), |k| name(&k.id)),
        }
    }

    fn monster_row(&self) -> Vec<Entry> {
        self.v
            .monster_row
            .iter()
            .filter_map(|&m| self.d.monsters.get(usize::from(m)).map(|mo| (m, mo)))
            .map(|(m, mo)| {
                let plus = self.v.world.attack_plus;
                let hp = super::facts::monster_hp(self.d, self.v, mo);
                let base = self.say(
                    Text::new("joms-pic-monster-short")
                        .num("hp", hp)
                        .num("glory", mo.glory),
                );
                let low = mo.damage.basic.min(mo.damage.special).saturating_add(plus);
                let high = mo
                    .damage
                    .critical
                    .max(mo.damage.special)
                    .saturating_add(plus);
                let strikes = self.say(
                    Text::new("joms-pic-strikes-short")
                        .num("low", low)
                        .num("high", high)
                        .str("same", if low == high { "yes" } else { "no" }),
                );
                let resists = (!mo.resists.is_empty()).then(|| {
                    self.say(
                        Text::new("joms-pic-resists")
                            .num("count", mo.resists.len() as i64)
                            .text("attacks", resisted(&mo.resists)),
                    )
                });
                let mut below = vec![format!("{base} · {strikes}"), base.clone()];
                if let Some(r) = resists {
                    below.insert(0, format!("{base} · {strikes} · {r}"));
                }
                (self.say(monster(m)), below)
            })
            .collect()
    }
}
