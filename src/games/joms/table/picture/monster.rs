//! The monster a player fights: its name, the damage dealt against its HP as a bar and in
//! numbers, what it resists and its traits, how hard it strikes back and whether it heals; a
//! stamp once it is defeated or its fighter fell.

use super::facts::{monster_hp, monster_traits};
use super::{Painter, Spot, DANGER, INK, MIN_FONT, SAFE};
use crate::games::joms::cards::Monster;
use crate::games::joms::table::words::{monster, resisted, resisted_short, traits};
use crate::games::joms::PlayerView;
use crate::i18n::Text;
use crate::render::{Anchor, Font, Paint};

const MONSTER_BG: &str = "#3b2f4a";
const MONSTER_FILL: &str = "#7d3c98";
const BAND: f32 = 30.0;
const PAD: f32 = 8.0;

impl Painter<'_> {
    /// The monster card of `p`'s fight in the box (`x`, `y`, `w`, `h`): nothing without one.
    pub(super) fn monster(&mut self, p: &PlayerView, (x, y, w, h): (f32, f32, f32, f32)) {
        let fight = p
            .fight
            .and_then(|f| self.d.monsters.get(usize::from(f.monster)).map(|m| (f, m)));
        let Some((f, m)) = fight else {
            return;
        };
        let paint = Paint::fill("#f6f1fa").outlined(MONSTER_BG, 2.0);
        self.svg.rect(x, y, w, h, 6.0, paint);
        self.svg.rect(x, y, w, BAND, 6.0, Paint::fill(MONSTER_BG));
        let name = self.say(monster(f.monster));
        let room = w - 2.0 * PAD;
        let at = Spot {
            x: x + PAD,
            y: y + 22.0,
            room,
        };
        self.line(at, Font::new(20.0, "#ffffff").bold(), &name);
        let hp = monster_hp(self.d, self.v, m);
        self.bar(
            (x + PAD, y + 38.0, room, 12.0),
            (f.damage, hp),
            MONSTER_FILL,
        );
        let dealt = self.say(
            Text::new("joms-pic-monster-damage")
                .num("damage", f.damage)
                .num("hp", hp),
        );
        let at = Spot {
            x: x + PAD,
            y: y + 72.0,
            room,
        };
        self.line(at, Font::new(20.0, INK).bold(), &dealt);
        let mark = if f.won {
            Some(("defeated", SAFE))
        } else if p.died {
            Some(("died", DANGER))
        } else {
            None
        };
        match mark {
            Some((id, colour)) => self.stamp(id, colour, (x + PAD, y + 82.0, room)),
            None => self.monster_lines(m, (x + PAD, y, room)),
        }
    }

    /// Resistances and traits on one line, the strikes and the regeneration on the next, each
    /// saying as much as fits.
    fn monster_lines(&mut self, m: &Monster, (x, y, room): (f32, f32, f32)) {
        let resists = self.say(
            Text::new("joms-pic-resists")
                .num("count", m.resists.len() as i64)
                .text("attacks", resisted(&m.resists)),
        );
        let short = self.say(
            Text::new("joms-pic-resists-short")
                .num("count", m.resists.len() as i64)
                .text("attacks", resisted_short(&m.resists)),
        );
        let ts = monster_traits(self.d, self.v, m);
        let mut first = vec![resists.clone(), short];
        if !ts.is_empty() {
            let traits = self.say(traits(&ts));
            first.insert(0, format!("{resists} · {traits}"));
        }
        let at = Spot {
            x,
            y: y + 95.0,
            room,
        };
        self.first_fit(at, Font::new(MIN_FONT, INK), &first);
        let plus = self.v.world.attack_plus;
        let same = m.damage.basic == m.damage.special && m.damage.special == m.damage.critical;
        let strikes = self.say(
            Text::new("joms-pic-strikes")
                .str("same", if same { "yes" } else { "no" })
                .num("basic", m.damage.basic.saturating_add(plus))
                .num("special", m.damage.special.saturating_add(plus))
                .num("critical", m.damage.critical.saturating_add(plus)),
        );
        let regen = m
            .regeneration
            .saturating_add(self.v.world.regeneration_plus);
        let mut second = vec![strikes.clone()];
        if regen > 0 {
            let heals = self.say(Text::new("joms-pic-regeneration").num("n", regen));
            second.insert(0, format!("{strikes} · {heals}"));
        }
        let at = Spot {
            x,
            y: y + 117.0,
            room,
        };
        self.first_fit(at, Font::new(MIN_FONT, INK).bold(), &second);
    }

    /// A stamp across the card: defeated (green) or its fighter fell (red).
    fn stamp(&mut self, id: &str, colour: &str, (x, y, w): (f32, f32, f32)) {
        let word = self.say(Text::new("joms-pic-mark").str("mark", id.to_string()));
        self.svg
            .rect(x, y, w, 34.0, 4.0, Paint::fill(colour).outlined(INK, 1.0));
        let at = Spot {
            x: x + w / 2.0,
            y: y + 24.0,
            room: w - 12.0,
        };
        let font = Font::new(20.0, "#ffffff").bold().anchor(Anchor::Middle);
        self.line(at, font, &word);
    }
}
