//! The battlefield planner (R-TABLE-3, improved): a few unseen top-pile cards first (their L
//! and D drawn from the pile's known contents, never its order), then a set of hand cards;
//! each outcome scored by the damage it deals (a critical hit's extras, a kill) less the
//! hand cards it spends. Its first step is the bot's field play, or none.

use std::collections::{BTreeMap, HashMap};

use super::value::{CARD, DAMAGE, KILL, POINT};
use super::Ctx;
use crate::games::joms::effect::{AttackType, Effect, Gain};
use crate::games::joms::play::FIELD;
use crate::games::joms::query;
use crate::games::joms::state::Card;

/// The field play to make now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Stop,
    Hand(Card),
    Top,
}

/// How deep the planner looks into the pile.
const TOP_DEPTH: u8 = 2;

/// A set of hand cards: its fate sum, damage sum, size, cost and first card.
#[derive(Clone, Copy)]
struct Set {
    fate: u8,
    damage: u8,
    size: u8,
    cost: i32,
    first: Option<Card>,
}

/// What an attack's outcome depends on this round.
pub struct Planner {
    sets: Vec<Set>,
    /// (L, D) of the next top card with its count.
    top: Vec<(u8, u8, u32)>,
    top_total: u32,
    pub bonus: u8,
    pub fate: bool,
    pub resisted: bool,
    /// The monster's HP still to take.
    pub left: u8,
    /// A critical hit's extra glory, Thor (Kari, p.asgard, e.amulet).
    crit_extra: i32,
    rescue: bool,
    memo: HashMap<(u8, u8, u8, u8), i32>,
}

impl Planner {
    pub fn new(c: &Ctx) -> Planner {
        let (d, p) = (c.d, c.p);
        let attack = p.attack;
        let hand = hand_kinds(c);
        let mut top_map: BTreeMap<(u8, u8), u32> = BTreeMap::new();
        let source = if p.pile.is_empty() {
            &p.discard
        } else {
            &p.pile
        };
        for &card in source {
            *top_map
                .entry((query::fate(d, card), query::damage(d, card)))
                .or_default() += 1;
        }
        let lands = attack.map_or(0, |a| query::lands_bonus(d, p, a));
        Planner {
            sets: sets(&hand),
            top_total: top_map.values().sum(),
            top: top_map.into_iter().map(|((l, dm), n)| (l, dm, n)).collect(),
            bonus: p.round.bonus + p.damage_up + lands,
            fate: p.fate,
            resisted: c.resisted_now() && !c.can_pierce(),
            left: c.monster_left(),
            crit_extra: crit_extra(c),
            rescue: p.divination.is_none() && p.hand.len() >= 2,
            memo: HashMap::new(),
        }
    }

    /// The value of stopping with `need` = K − T left and `dsum` damage on a battlefield
    /// that holds cards (`full`).
    pub fn outcome(&self, need: i16, dsum: u8, full: bool) -> i32 {
        if !full || need < 0 {
            return 0;
        }
        let crit = need == 0;
        let extra = crit && !self.fate;
        if !crit && self.resisted {
            return 0;
        }
        let dmg = dsum + self.bonus + u8::from(extra);
        let kill = if dmg >= self.left { KILL } else { 0 };
        let bonus = if extra {
            POINT + CARD + self.crit_extra
        } else {
            0
        };
        DAMAGE * i32::from(dmg.min(self.left)) + kill + bonus
    }

    /// The best hand set for what is left, its value and first card.
    fn best_set(&self, need: u8, dsum: u8, room: u8, full: bool) -> (i32, Option<Card>) {
        let mut best = (i32::MIN, None);
        for set in &self.sets {
            if set.fate > need || set.size > room {
                continue;
            }
            let v = self.outcome(
                i16::from(need - set.fate),
                dsum + set.damage,
                full || set.size > 0,
            ) - set.cost;
            if v > best.0 {
                best = (v, set.first);
            }
        }
        best
    }

    /// The expected value of drawing the top card and planning on.
    fn top_value(&mut self, need: u8, dsum: u8, room: u8, depth: u8, full: bool) -> i32 {
        if self.top_total == 0 || room == 0 || depth == 0 {
            return i32::MIN;
        }
        let bust = if self.rescue {
            self.outcome(i16::from(need), dsum, full) / 2 - CARD
        } else {
            0
        };
        let top = self.top.clone();
        let mut sum: i64 = 0;
        for (l, dm, n) in top {
            let v = if l > need {
                bust
            } else {
                self.value(need - l, dsum + dm, room - 1, depth - 1)
            };
            sum += i64::from(v) * i64::from(n);
        }
        (sum / i64::from(self.top_total)) as i32
    }

    /// The best value reachable from here (tops first, then a hand set).
    fn value(&mut self, need: u8, dsum: u8, room: u8, depth: u8) -> i32 {
        let key = (need, dsum, room, depth);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let (set, _) = self.best_set(need, dsum, room, true);
        let v = set.max(self.top_value(need, dsum, room, depth, true));
        self.memo.insert(key, v);
        v
    }

    /// The field play to make now.
    pub fn step(&mut self, c: &Ctx) -> Step {
        let (t, k) = (query::t(c.d, c.p), query::k(c.d, c.p));
        let len = c.p.battlefield.len();
        if t > k || len >= FIELD {
            return Step::Stop;
        }
        let (need, room, full) = (k - t, (FIELD - len) as u8, len > 0);
        let dsum: u8 = c.p.battlefield.iter().map(|&x| query::damage(c.d, x)).sum();
        let stop = self.outcome(i16::from(need), dsum, full);
        let (set, first) = self.best_set(need, dsum, room, full);
        let top = self.top_value(need, dsum, room, TOP_DEPTH, full);
        if top > set.max(stop) {
            Step::Top
        } else if set > stop {
            first.map_or(Step::Stop, Step::Hand)
        } else {
            Step::Stop
        }
    }
}

/// A critical hit's extras beyond +1, glory and a card.
fn crit_extra(c: &Ctx) -> i32 {
    let gains = |e: &Effect| match e {
        Effect::CriticalGain { token, n } => {
            let w = if *token == Gain::Glory { POINT } else { 8 };
            w * i32::from(*n)
        }
        _ => 0,
    };
    let own: i32 = query::passives(c.d, c.p).into_iter().map(gains).sum();
    let planet: i32 = c.s.planet.map_or(0, |i| {
        c.d.planets[usize::from(i)].effects.iter().map(gains).sum()
    });
    own + planet
}

/// The hand's kinds: (card, L, D, cost to spend, count), in card order.
fn hand_kinds(c: &Ctx) -> Vec<(Card, u8, u8, i32, u8)> {
    let mut counts: BTreeMap<Card, u8> = BTreeMap::new();
    for &card in &c.p.hand {
        *counts.entry(card).or_default() += 1;
    }
    counts
        .into_iter()
        .map(|(card, n)| {
            let cost = spend_cost(c, card, c.p.attack);
            (
                card,
                query::fate(c.d, card),
                query::damage(c.d, card),
                cost,
                n,
            )
        })
        .collect()
}

/// What spending a hand card on the battlefield costs: a card, and its text unused.
pub fn spend_cost(c: &Ctx, card: Card, attack: Option<AttackType>) -> i32 {
    let text: i32 = query::text(c.d, card)
        .iter()
        .map(|e| super::value::text_value(e, attack))
        .sum();
    CARD + text / 3
}

/// Every set of hand cards (by kind and count), with the card to play first: its highest D.
fn sets(hand: &[(Card, u8, u8, i32, u8)]) -> Vec<Set> {
    let mut out = vec![Set {
        fate: 0,
        damage: 0,
        size: 0,
        cost: 0,
        first: None,
    }];
    for &(card, l, dm, cost, n) in hand {
        let mut next = Vec::with_capacity(out.len() * (usize::from(n) + 1));
        for set in &out {
            for k in 0..=n {
                next.push(Set {
                    fate: set.fate + l * k,
                    damage: set.damage + dm * k,
                    size: set.size + k,
                    cost: set.cost + cost * i32::from(k),
                    first: if k > 0 && better_first(set.first, dm, hand) {
                        Some(card)
                    } else {
                        set.first
                    },
                });
            }
        }
        out = next;
    }
    out
}

/// Whether `card` (D `dm`) goes before the set's current first card: highest D first.
fn better_first(first: Option<Card>, dm: u8, hand: &[(Card, u8, u8, i32, u8)]) -> bool {
    match first {
        None => true,
        Some(f) => {
            let fd = hand.iter().find(|h| h.0 == f).map_or(0, |h| h.2);
            dm > fd
        }
    }
}
