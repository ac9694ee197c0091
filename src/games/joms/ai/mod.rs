//! The Jomsvikings bots (R-TABLE-3). The heuristic sees only its seat's view (R-INFO): its
//! hand, its pile's contents (never their order), everything public; it plans its battlefield
//! (`plan`), props it up with slots, equipment and Thor (`fight`, `support`), drafts by value
//! (`draft`, `value`) and answers every prompt (`prompts`). The random bot picks any legal
//! answer from a generator seeded by the position (`random`).

mod draft;
mod fight;
mod plan;
mod prompts;
mod random;
mod support;
mod value;

pub use random::random;

use super::cards::{AttackKind, Monster};
use super::damage::{strike, Strike};
use super::data::{data, JomsData};
use super::defaults;
use super::effect::{Effect, MonsterEffect, Trait};
use super::flow::Ask;
use super::legal::{self, ask_of};
use super::query;
use super::state::{Mode, Player, State};
use super::Action;
use crate::games::Seat;

/// The heuristic bot's answer to the decision awaiting `seat` (R-TABLE-3), always legal.
pub fn heuristic(state: &State, seat: Seat) -> Option<Action> {
    let d = data().ok()?;
    let ask = ask_of(state, seat)?;
    let legal = legal::legal(state, d, seat);
    let c = Ctx::new(state, d, seat);
    let pick = match ask {
        Ask::Turn { .. } => fight::turn(&c, &legal),
        Ask::Character
        | Ask::Row { .. }
        | Ask::Keep { .. }
        | Ask::Branch
        | Ask::Either
        | Ask::Remove
        | Ask::Reward { .. }
        | Ask::StatUp
        | Ask::Attack => draft::answer(&c, ask),
        _ => prompts::answer(&c, ask),
    };
    pick.filter(|a| legal.contains(a))
        .or_else(|| defaults::default_action(state, seat))
}

/// What every answer reads: the position, the data and the bot's own player.
pub struct Ctx<'a> {
    pub s: &'a State,
    pub d: &'a JomsData,
    pub seat: Seat,
    pub p: &'a Player,
    pub coop: bool,
}

impl<'a> Ctx<'a> {
    pub fn new(s: &'a State, d: &'a JomsData, seat: Seat) -> Ctx<'a> {
        Ctx {
            s,
            d,
            seat,
            p: &s.players[usize::from(seat)],
            coop: s.settings.mode == Mode::Coop,
        }
    }

    pub fn player(&self, seat: Seat) -> &'a Player {
        &self.s.players[usize::from(seat)]
    }

    pub fn monster(&self) -> Option<&'a Monster> {
        query::monster(self.d, self.p)
    }

    pub fn strike(&self) -> Strike {
        strike(self.d, self.s, self.seat)
    }

    /// The monster's HP still to take.
    pub fn monster_left(&self) -> u8 {
        match (self.p.fight, self.monster()) {
            (Some(f), Some(m)) => query::monster_hp(self.d, self.s, m).saturating_sub(f.damage),
            _ => 0,
        }
    }

    /// The attack as it stands kills the monster this round.
    pub fn kills_now(&self) -> bool {
        self.strike().damage >= self.monster_left()
    }

    /// The monster resists the named type and nothing pierces yet.
    pub fn resisted_now(&self) -> bool {
        let resists = match (self.monster(), self.p.attack) {
            (Some(m), Some(a)) => m.resists.contains(&a),
            _ => false,
        };
        resists && !self.p.round.piercing
    }

    /// Some piercing is still at hand this round: precise slot, a ready use, a slot card.
    pub fn can_pierce(&self) -> bool {
        let p = self.p;
        let pierces = |fx: &[Effect]| fx.contains(&Effect::Piercing);
        let precise = p.precise.is_none() && !p.hand.is_empty();
        let gear = p
            .gear
            .iter()
            .any(|g| !g.exhausted && pierces(&self.d.equipment[usize::from(g.card)].exhaust));
        let ability = !p.exhausted
            && query::character(self.d, p).is_some_and(|ch| {
                ch.ability.when == super::cards::Timing::Exhaust && pierces(&ch.ability.effects)
            });
        let slot = p.round_slot.is_none()
            && !self.s.world.no_round_slot
            && p.hand.iter().any(|&x| pierces(query::text(self.d, x)));
        precise || gear || ability || slot
    }

    /// The chances of a basic, special and critical monster card, in tenths, from the
    /// monster deck's known contents (R-MON-1: its discard is public).
    pub fn odds(&self) -> [(AttackKind, i32); 3] {
        let deck = &self.s.monster_combat;
        let source = if deck.draw.is_empty() {
            &deck.discard
        } else {
            &deck.draw
        };
        let count = |k| source.iter().filter(|&&x| x == k).count() as i32;
        let kinds = [AttackKind::Basic, AttackKind::Special, AttackKind::Critical];
        let total: i32 = kinds.iter().map(|&k| count(k)).sum();
        if total == 0 {
            return [(kinds[0], 5), (kinds[1], 3), (kinds[2], 2)];
        }
        kinds.map(|k| (k, 10 * count(k) / total))
    }

    /// The damage a monster card of `kind` would deal `seat` now, after its reductions.
    pub fn hit(&self, seat: Seat, kind: AttackKind, extra_reduction: u8) -> u8 {
        let p = self.player(seat);
        let Some(m) = query::monster(self.d, p) else {
            return 0;
        };
        let kind = if p.round.counts_basic {
            AttackKind::Basic
        } else {
            kind
        };
        let raw = match kind {
            AttackKind::Basic => m.damage.basic,
            AttackKind::Special => m.damage.special,
            AttackKind::Critical => m.damage.critical,
        } + self.s.world.attack_plus;
        let wild = query::has_trait(self.d, self.s, m, Trait::Wild);
        let red = p.round.reduction
            + query::passive_reduction(self.d, p)
            + if wild { p.round.reduction_if_wild } else { 0 }
            + extra_reduction;
        if p.round.dodge && !wild {
            0
        } else {
            raw.saturating_sub(red)
        }
    }

    /// The expected HP `seat` loses to this round's attack, in tenths, with `extra` more
    /// reduction (a dodge: everything).
    pub fn expected_hit(&self, seat: Seat, extra: u8) -> i32 {
        self.odds()
            .iter()
            .map(|&(k, w)| w * i32::from(self.hit(seat, k, extra)))
            .sum()
    }

    /// The worst hit `seat` can take this round.
    pub fn worst_hit(&self, seat: Seat) -> u8 {
        self.hit(seat, AttackKind::Critical, 0)
            .max(self.hit(seat, AttackKind::Special, 0))
    }

    /// What one HP of `seat` is worth now: more when low or in reach of the monster.
    pub fn hp_value(&self, seat: Seat) -> i32 {
        let p = self.player(seat);
        let max = query::max_hp(self.d, p);
        if self.worst_hit(seat) >= p.hp {
            8
        } else if 2 * p.hp < max {
            5
        } else if 3 * p.hp < 2 * max {
            2
        } else {
            1
        }
    }

    /// What an attack card's effects cost the one hit, roughly.
    pub fn effects_cost(&self, kind: AttackKind) -> i32 {
        let Some(m) = self.monster() else { return 0 };
        let fx = match kind {
            AttackKind::Basic => &[][..],
            AttackKind::Special => m.special.as_slice(),
            AttackKind::Critical => m.critical.as_slice(),
        };
        fx.iter().map(|&e| self.effect_cost(e)).sum()
    }

    fn effect_cost(&self, e: MonsterEffect) -> i32 {
        match e {
            MonsterEffect::H1 | MonsterEffect::Kr => 4,
            MonsterEffect::H2 | MonsterEffect::Nid => 8,
            MonsterEffect::V => 5,
            MonsterEffect::G1 => 10,
            MonsterEffect::Mc => 12,
            MonsterEffect::A1 if self.coop => 4,
            MonsterEffect::A1 => 0,
            _ => 3,
        }
    }
}
