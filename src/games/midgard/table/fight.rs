//! A fight in progress as its fighter weighs a roll: the enemy, the damage dealt so far, and what
//! accepting the roll on the table would bring (R-COMBAT-3, R-COMBAT-4).

use super::words::{die_name, foe};
use crate::games::midgard::combat::roll_count;
use crate::games::midgard::state::{Fight, FightWait, Foe, Phase, Rolled, State};
use crate::games::midgard::Face;
use crate::i18n::Text;

/// The fight waiting on a decision, if any.
pub fn current(state: &State) -> Option<&Fight> {
    match &state.phase {
        Phase::Resolution { fight: Some(f), .. } => Some(f),
        _ => None,
    }
}

/// What the roll on the table is worth (once accepted, its damage is in the fight's total).
pub struct Tally {
    pub damage: u8,
    pub shields: u8,
    pub losses: u8,
    /// Damage dealt in earlier rounds.
    pub before: u8,
    /// Damage dealt in earlier rounds plus this roll.
    pub total: u8,
}

pub fn tally(state: &State, f: &Fight) -> Tally {
    let (damage, shields) = roll_count(state, f);
    let accepted = f.wait != FightWait::Roll;
    let before = if accepted {
        f.damage.saturating_sub(damage)
    } else {
        f.damage
    };
    Tally {
        damage,
        shields,
        losses: f.attack.saturating_sub(shields).min(f.roll.len() as u8),
        before,
        total: before.saturating_add(damage),
    }
}

/// "Hill Troll (attack 2, defense 5): 1 damage dealt; this roll 3 damage, 1 shield → a win,
/// 1 warrior falls" — or, for a hunt, the food the roll brings.
pub fn status(state: &State, f: &Fight) -> Text {
    let ed = state.settings.edition;
    let t = tally(state, f);
    if f.foe == Foe::Hunt {
        return Text::new("fight-hunt-status")
            .text("food", super::words::res("res-food", t.damage.min(6), ed));
    }
    Text::new("fight-status")
        .text("foe", foe(f.foe, ed))
        .text("strength", super::facts::foe_strength(f.foe, ed))
        .num("dealt", t.before)
        .num("damage", t.damage)
        .num("shields", t.shields)
        .text("outcome", outcome(f, &t))
}

/// What accepting the roll brings: a win or the damage still needed, and the losses.
pub fn outcome(f: &Fight, t: &Tally) -> Text {
    if f.foe == Foe::Hunt {
        return Text::new("fight-outcome-hunt").num("food", t.damage.min(6));
    }
    let need = f.defense.saturating_sub(t.total);
    Text::new("fight-outcome")
        .num("need", need)
        .num("losses", t.losses)
}

/// A die of the roll with its face: "die 2 (Spearman: blank)".
pub fn die_at(i: usize, d: Rolled, ed: crate::games::midgard::Edition) -> Text {
    Text::new("die-at-face")
        .num("position", i as i64 + 1)
        .text("die", die_name(d.kind, ed))
        .text("face", face(d.face))
}

pub fn face(f: Face) -> Text {
    Text::new(match f {
        Face::Blank => "face-blank",
        Face::Shield => "face-shield",
        Face::Weapon => "face-weapon",
        Face::Double => "face-double",
    })
}

/// The Glory rune's bonus after this victory: half the enemy's printed glory.
pub fn glory_bonus(f: &Fight) -> u8 {
    f.glory / 2
}
