//! The numbers of a duel (R-FIGHT-3/4, R-ABIL-1..5): every term of attack and defence, the
//! difference and the combat table, so the table can show what made the difference and bots
//! can weigh a duel exactly.

use serde::{Deserialize, Serialize};

use super::ability::{bonus_against, difference_cap, giant_lord, is_protected};
use super::state::State;
use super::terrain::{terrain, Terrain};
use super::token::{Side, Token};

/// The combat table's outcomes (R-FIGHT-4), with the rulebook's Polish codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DuelResult {
    /// BP: the defender is removed.
    DefenderBeaten,
    /// BU: the defender flees.
    DefenderFlees,
    /// =: nothing happens.
    Draw,
    /// AU: the attackers flee.
    AttackerFlees,
    /// AP: the attackers are removed.
    AttackerBeaten,
}

impl DuelResult {
    /// The rulebook's code: BP, BU, =, AU, AP.
    pub fn code(self) -> &'static str {
        match self {
            DuelResult::DefenderBeaten => "BP",
            DuelResult::DefenderFlees => "BU",
            DuelResult::Draw => "=",
            DuelResult::AttackerFlees => "AU",
            DuelResult::AttackerBeaten => "AP",
        }
    }
}

/// R-FIGHT-4: the combat table at `difference` (−5…+5) for `die` (1–6): with
/// k = difference − die, k ≥ 0 BP, −1/−2 BU, −3/−4 draw, −5/−6 AU, ≤ −7 AP.
pub fn table(difference: i8, die: u8) -> DuelResult {
    let k = i16::from(difference.clamp(-5, 5)) - i16::from(die);
    match k {
        0.. => DuelResult::DefenderBeaten,
        -2..=-1 => DuelResult::DefenderFlees,
        -4..=-3 => DuelResult::Draw,
        -6..=-5 => DuelResult::AttackerFlees,
        _ => DuelResult::AttackerBeaten,
    }
}

/// What a term of a breakdown stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TermKind {
    /// The token's strength.
    Strength,
    /// R-ABIL-1: +1 against the named token.
    Bonus { against: Token },
    /// R-FIGHT-3: −1 for attacking from forest, hills or glacier.
    Terrain { terrain: Terrain },
    /// R-FIGHT-3, R-MAP-5: −1 for attacking across the river.
    River,
    /// R-ABIL-2: +1 by the named token's aura.
    Aura { of: Token },
    /// R-ABIL-3: −1 to attacks on the named token.
    Protection { of: Token },
}

/// One number of a side of a duel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Term {
    /// The token the term belongs to (the attacker or defender; the aura's or protection's
    /// owner for those).
    pub token: Token,
    #[serde(flatten)]
    pub kind: TermKind,
    pub value: i16,
}

/// A side's total and every term of it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Breakdown {
    pub terms: Vec<Term>,
    pub total: i16,
}

impl Breakdown {
    fn add(&mut self, token: Token, kind: TermKind, value: i16) {
        self.terms.push(Term { token, kind, value });
        self.total += value;
    }
}

/// The exact odds of a duel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelOdds {
    pub attack: Breakdown,
    pub defence: Breakdown,
    /// Attack − defence, before the clamp.
    pub raw: i16,
    /// After the clamp to −5…+5 and Sif's cap (R-FIGHT-4, R-ABIL-4): the table's column.
    pub difference: i8,
    /// Sif's cap lowered the difference.
    pub sif_cap: bool,
    /// The defender is Yggdrasill: a BU counts as a draw (R-FIGHT-5).
    pub tree: bool,
    /// The table's result for die 1 to 6.
    pub outcomes: [DuelResult; 6],
}

impl DuelOdds {
    /// What a die really does: the table's result, a tree's BU being a draw.
    pub fn effective(&self, die: u8) -> DuelResult {
        let r = table(self.difference, die);
        if self.tree && r == DuelResult::DefenderFlees {
            DuelResult::Draw
        } else {
            r
        }
    }

    /// How many of the 6 faces give `result`, as it really works out.
    pub fn chances(&self, result: DuelResult) -> u8 {
        (1..=6).filter(|&d| self.effective(d) == result).count() as u8
    }
}

/// The odds of `attackers` (in declaration order) attacking `defender` as the board stands.
/// Eligibility is not checked: bots may weigh duels of another phase.
pub fn duel(state: &State, attackers: &[Token], defender: Token) -> DuelOdds {
    let attack = attack(state, attackers, defender);
    let defence = defence(state, attackers, defender);
    let raw = attack.total - defence.total;
    let clamped = raw.clamp(-5, 5) as i8;
    let difference = clamped.min(difference_cap(defender));
    let outcomes = [1, 2, 3, 4, 5, 6].map(|d| table(difference, d));
    DuelOdds {
        attack,
        defence,
        raw,
        difference,
        sif_cap: difference < clamped,
        tree: defender == Token::Yggdrasill,
        outcomes,
    }
}

/// R-FIGHT-3: Σ (strength + own bonus − terrain) + auras − protection.
fn attack(state: &State, attackers: &[Token], defender: Token) -> Breakdown {
    let mut b = Breakdown::default();
    let target = state.hex_of(defender);
    for &a in attackers {
        b.add(a, TermKind::Strength, i16::from(state.strength(a)));
        if bonus_against(a) == Some(defender) {
            b.add(a, TermKind::Bonus { against: defender }, 1);
        }
        if let (Some(from), Some(to)) = (state.hex_of(a), target) {
            let ground = terrain(from);
            if ground.hampers_attacks() {
                b.add(a, TermKind::Terrain { terrain: ground }, -1);
            } else if from.bank() != to.bank() {
                b.add(a, TermKind::River, -1);
            }
        }
    }
    for lord in attack_auras(state, attackers) {
        b.add(lord, TermKind::Aura { of: lord }, 1);
    }
    if is_protected(defender) {
        b.add(defender, TermKind::Protection { of: defender }, -1);
    }
    b
}

/// R-ABIL-2: the auras an attack gets, once each: Odin's and Modi's for Asgard with an
/// attacker other than the lord next to him, Surtur's and Thyrm's for Chaos with one of
/// their giants attacking next to them.
fn attack_auras(state: &State, attackers: &[Token]) -> Vec<Token> {
    let side = attackers.first().and_then(|a| a.side());
    let lords = match side {
        Some(Side::Asgard) => [Token::Odin, Token::Modi],
        Some(Side::Chaos) => [Token::Surtur, Token::Thyrm],
        None => return Vec::new(),
    };
    lords
        .into_iter()
        .filter(|&lord| {
            let Some(at) = state.hex_of(lord) else {
                return false;
            };
            attackers.iter().any(|&a| {
                let serves = side == Some(Side::Asgard) || giant_lord(a) == Some(lord);
                a != lord && serves && state.hex_of(a).is_some_and(|h| h.is_adjacent(at))
            })
        })
        .collect()
}

/// R-FIGHT-3: strength + own bonus + Modi's aura; terrain never counts.
fn defence(state: &State, attackers: &[Token], defender: Token) -> Breakdown {
    let mut b = Breakdown::default();
    b.add(
        defender,
        TermKind::Strength,
        i16::from(state.strength(defender)),
    );
    if let Some(x) = bonus_against(defender).filter(|x| attackers.contains(x)) {
        b.add(defender, TermKind::Bonus { against: x }, 1);
    }
    let by_modi = match (state.hex_of(Token::Modi), state.hex_of(defender)) {
        (Some(m), Some(d)) => {
            defender != Token::Modi && defender.is_side(Side::Asgard) && m.is_adjacent(d)
        }
        _ => false,
    };
    if by_modi {
        b.add(Token::Modi, TermKind::Aura { of: Token::Modi }, 1);
    }
    b
}
