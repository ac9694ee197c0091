//! The heuristic bot: values each space in glory, takes fights it expects to win, gives them the
//! dice and food they need, keeps favor for rerolls that matter, and chases its destiny.

use super::BotInput;
use crate::games::midgard::action::{Action, RunePick, RuneUse};
use crate::games::midgard::cards::{cards, Cards, Enemy};
use crate::games::midgard::decision::Decision;
use crate::games::midgard::effects::{expected_damage, expected_shields, LONGHOUSE};
use crate::games::midgard::state::JourneyCard;
use crate::games::midgard::types::{
    Color, Dice, DieKind, Face, Good, JourneyKind, Leader, Location, Rune, Seat, Space, Stall,
    Target,
};
use crate::games::midgard::view::{GameView, PlayerView};

/// Glory-equivalent worth of a coin, for valuing spaces.
const COIN: f32 = 0.45;
/// Glory-equivalent worth of a wood, for valuing spaces.
const WOOD: f32 = 0.35;

/// Leaders from the strongest for this bot.
const LEADERS: [Leader; 5] = [
    Leader::Svanhildr,
    Leader::Ullr,
    Leader::Asmundr,
    Leader::Gylfir,
    Leader::Dagrun,
];

pub fn choose(input: &mut BotInput<'_>) -> Option<Action> {
    let legal = input.legal();
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let Ok(c) = cards() else {
        return input.default_action();
    };
    let v = input.view();
    let seat = input.seat();
    let me = v.me()?;
    let decision = v.pending.iter().find(|(s, _)| *s == seat)?.1.clone();
    let ctx = Ctx { c, v, me, seat };
    let is_legal = |a: &Action| legal.contains(a);

    if let Some(rune) = ctx.anytime_rune(&decision).filter(|a| is_legal(a)) {
        return Some(rune);
    }
    let pick = match &decision {
        Decision::Leader => LEADERS
            .iter()
            .map(|&leader| Action::ChooseLeader { leader })
            .find(|a| is_legal(a)),
        Decision::Place => best_by(legal, |a| match a {
            Action::Place { space } => Some(ctx.space_value(*space)),
            _ => None,
        }),
        Decision::Market => ctx.market().filter(|a| is_legal(a)),
        Decision::Church => best_by(legal, |a| match a {
            Action::Church { favor } => Some(f32::from(*favor)),
            _ => None,
        }),
        Decision::Alms => ctx.alms(legal),
        Decision::Beg => Some(Action::Beg { take: Good::Coins }),
        Decision::Shipwright => best_by(legal, |a| match a {
            Action::BuyShip { ship } => c.ships.get(ship.0 as usize).map(|t| f32::from(t.glory)),
            _ => None,
        }),
        Decision::Sail { .. } => ctx.sail(legal),
        Decision::RuneCarver => ctx.rune_carver(legal),
        Decision::Peek => ctx.peek().filter(|a| is_legal(a)),
        Decision::TrueVision => Some(Action::UseRune {
            using: RuneUse::TrueVision,
        }),
        Decision::KeepDestiny { drawn } => drawn
            .iter()
            .max_by(|a, b| ctx.destiny_hope(**a).total_cmp(&ctx.destiny_hope(**b)))
            .map(|&card| Action::KeepDestiny { card }),
        Decision::Assign => Some(ctx.assign_step()),
        Decision::Roll => ctx.roll(),
        Decision::Losses { count } => {
            let healing = Action::UseRune {
                using: RuneUse::Healing,
            };
            (*count >= 2 && is_legal(&healing)).then_some(healing)
        }
        Decision::Victory => ctx.glory_rune(),
        Decision::Blame => ctx.blame(),
        Decision::JourneyRune => ctx.journey_rune(),
        // The runes worth using were used above (`anytime_rune`); then be done.
        Decision::FinalRunes => Some(Action::Pass),
        Decision::KeepDice { .. } | Decision::ShipLoss { .. } => None,
    };
    pick.filter(|a| is_legal(a))
        .or_else(|| input.default_action())
        .or_else(|| legal.first().copied())
}

/// The action of `legal` with the highest value, the first among equals; None if none has one.
fn best_by(legal: &[Action], mut value: impl FnMut(&Action) -> Option<f32>) -> Option<Action> {
    let mut best: Option<(f32, Action)> = None;
    for a in legal {
        if let Some(x) = value(a) {
            if best.as_ref().is_none_or(|(b, _)| x > *b) {
                best = Some((x, *a));
            }
        }
    }
    best.map(|(_, a)| a)
}

struct Ctx<'a> {
    c: &'a Cards,
    v: &'a GameView,
    me: &'a PlayerView,
    seat: Seat,
}

/// A fight the bot holds or considers.
#[derive(Clone, Copy)]
struct Job {
    target: Target,
    attack: u8,
    defense: u8,
    barred: Option<DieKind>,
    /// For ships: capacity, and whether the land is near.
    ship: Option<(u8, bool)>,
}

impl Ctx<'_> {
    fn rounds_left(&self) -> f32 {
        f32::from(9u8.saturating_sub(self.v.round).max(1))
    }

    fn die_value(&self) -> f32 {
        (0.35 * self.rounds_left()).min(1.6)
    }

    fn leader(&self) -> Option<Leader> {
        self.me.leader
    }

    fn strength_order(&self) -> [DieKind; 3] {
        let mut k = DieKind::ALL;
        k.sort_by_key(|&k| std::cmp::Reverse(expected_damage(k, self.leader())));
        k
    }

    /// Expected outcome of a fight: does it win within three rounds, and how many dice die.
    fn estimate(&self, dice: Dice, attack: u8, defense: u8) -> (bool, f32) {
        let leader = self.leader();
        let mut counts = [
            f32::from(dice.swordsman),
            f32::from(dice.spearman),
            f32::from(dice.axeman),
        ];
        let order = {
            let mut k = DieKind::ALL;
            k.sort_by_key(|&k| (expected_damage(k, leader), expected_shields(k)));
            k
        };
        let mut damage = 0.0;
        let mut lost = 0.0;
        for _ in 0..3 {
            let n: f32 = counts.iter().sum();
            if n < 0.5 {
                break;
            }
            let e: f32 = DieKind::ALL
                .iter()
                .map(|&k| counts[k.index()] * f32::from(expected_damage(k, leader)) / 6.0)
                .sum();
            let s: f32 = DieKind::ALL
                .iter()
                .map(|&k| counts[k.index()] * f32::from(expected_shields(k)) / 6.0)
                .sum();
            damage += e * 0.9;
            let mut losses = (f32::from(attack) - s).max(0.0).min(n);
            lost += losses;
            if damage >= f32::from(defense) {
                return (true, lost);
            }
            for k in order {
                let take = counts[k.index()].min(losses);
                counts[k.index()] -= take;
                losses -= take;
            }
        }
        (false, lost)
    }

    fn enemy_job(&self, target: Target) -> Option<(Job, &Enemy)> {
        let b = &self.v.board;
        let (enemy, ship) = match target {
            Target::Troll => (self.c.trolls.get(b.troll?.0 as usize)?, None),
            Target::DraugrLeft => (self.c.draugr.get(b.draugr[0]?.0 as usize)?, None),
            Target::DraugrRight => (self.c.draugr.get(b.draugr[1]?.0 as usize)?, None),
            Target::Land(l) => {
                let land = b.lands.get(l as usize)?;
                let m = self.c.monsters.get(land.monster?.0 as usize)?;
                let cap = land.voyage.map_or(5, |v| v.capacity);
                (m, Some((cap, land.near)))
            }
        };
        Some((
            Job {
                target,
                attack: enemy.attack,
                defense: enemy.defense,
                barred: enemy.barred,
                ship,
            },
            enemy,
        ))
    }

    /// Picks dice (and food for ships) for a fight out of `pool`; nothing if it cannot win.
    fn allot(&self, job: &Job, pool: &Dice, food: u8) -> Option<(Dice, u8, f32)> {
        let mut chosen = Dice::NONE;
        let order = self.strength_order();
        loop {
            let (win, lost) = self.estimate(chosen, job.attack, job.defense);
            let fed = match job.ship {
                Some((cap, near)) => {
                    let w = chosen.total();
                    let need = if near { w.div_ceil(2) } else { w };
                    if need > food || w + need > cap {
                        return None;
                    }
                    need
                }
                None => 0,
            };
            if win {
                // One spare die where it fits, against bad luck.
                let spare = order
                    .iter()
                    .copied()
                    .find(|&k| Some(k) != job.barred && pool.get(k) > chosen.get(k));
                if let Some(k) = spare {
                    let mut more = chosen;
                    more.add(k, 1);
                    let ok = match job.ship {
                        Some((cap, near)) => {
                            let w = more.total();
                            let need = if near { w.div_ceil(2) } else { w };
                            need <= food && w + need <= cap
                        }
                        None => true,
                    };
                    if ok {
                        let need = job.ship.map_or(0, |(_, near)| {
                            if near {
                                more.total().div_ceil(2)
                            } else {
                                more.total()
                            }
                        });
                        return Some((more, need, lost));
                    }
                }
                return Some((chosen, fed, lost));
            }
            let next = order
                .iter()
                .copied()
                .find(|&k| Some(k) != job.barred && pool.get(k) > chosen.get(k))?;
            chosen.add(next, 1);
        }
    }

    /// Targets held this round and the plan for them: (target, dice, food).
    fn plan(&self) -> Vec<(Target, Dice, u8)> {
        let mut jobs: Vec<(f32, Job)> = self
            .held_targets()
            .into_iter()
            .filter_map(|t| self.enemy_job(t))
            .map(|(job, e)| (reward(e), job))
            .collect();
        jobs.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut pool = self.me.dice;
        let mut food = self.me.food;
        let mut out = Vec::new();
        for (_, job) in jobs {
            if let Some((dice, f, _)) = self.allot(&job, &pool, food) {
                pool = pool.minus(&dice);
                food -= f;
                out.push((job.target, dice, f));
            }
        }
        out
    }

    fn held_targets(&self) -> Vec<Target> {
        let b = &self.v.board;
        let mut t = Vec::new();
        for &(space, seat) in &b.workers {
            if seat != self.seat {
                continue;
            }
            match space {
                Space::Loc(Location::Troll) => t.push(Target::Troll),
                Space::Loc(Location::DraugrLeft) => t.push(Target::DraugrLeft),
                Space::Loc(Location::DraugrRight) => t.push(Target::DraugrRight),
                _ => {}
            }
        }
        for (i, l) in b.lands.iter().enumerate() {
            if l.voyage.is_some_and(|v| v.seat == self.seat) {
                t.push(Target::Land(i as u8));
            }
        }
        t
    }

    /// Dice not needed by the fights already held.
    fn spare_dice(&self) -> Dice {
        self.plan()
            .iter()
            .fold(self.me.dice, |acc, (_, d, _)| acc.minus(d))
    }

    fn food_needed(&self) -> u8 {
        self.plan().iter().map(|(_, _, f)| f).sum()
    }

    fn capacity_for_decision(&self) -> u8 {
        match self.v.pending.iter().find(|(s, _)| *s == self.seat) {
            Some((_, Decision::Sail { ship })) => match ship {
                crate::games::midgard::types::ShipKind::Small => 5,
                crate::games::midgard::types::ShipKind::Large => 10,
                crate::games::midgard::types::ShipKind::Private => self
                    .me
                    .ship
                    .and_then(|s| self.c.ships.get(s.0 as usize))
                    .map_or(5, |t| t.capacity),
            },
            _ => 5,
        }
    }

    /// Worth of sailing to `land` with `pool` dice on a ship of `capacity`.
    fn land_value(&self, land: u8, capacity: u8, pool: &Dice) -> f32 {
        let Some(l) = self.v.board.lands.get(land as usize) else {
            return f32::MIN;
        };
        if !l.active || l.voyage.is_some() {
            return f32::MIN;
        }
        let Some(m) = l.monster.and_then(|m| self.c.monsters.get(m.0 as usize)) else {
            return -1.0;
        };
        let job = Job {
            target: Target::Land(land),
            attack: m.attack,
            defense: m.defense,
            barred: m.barred,
            ship: Some((capacity, l.near)),
        };
        // Food still to come this round counts a little: hunting and the smokehouse.
        let food = self.me.food.saturating_sub(self.food_needed()) + 1;
        match self.allot(&job, pool, food) {
            Some((_, f, lost)) => {
                let mut value = reward(m) + f32::from(l.monster_coins) / 3.0 + self.set_bonus(m);
                value -= lost * self.die_value() + f32::from(f) * 0.4;
                if let Some(JourneyCard { kind, .. }) = l.known_journey {
                    value -= match kind {
                        JourneyKind::Kraken => 1.0,
                        JourneyKind::Lost => 1.5,
                        JourneyKind::Storm | JourneyKind::Whirlpool => 0.8,
                        _ => 0.0,
                    };
                }
                value - 0.8
            }
            None => f32::MIN,
        }
    }

    fn set_bonus(&self, e: &Enemy) -> f32 {
        match e.color {
            Some(_) => 1.5,
            None => 0.0,
        }
    }

    fn fight_value(&self, target: Target) -> f32 {
        let Some((job, e)) = self.enemy_job(target) else {
            return f32::MIN;
        };
        let pool = self.spare_dice();
        match self.allot(&job, &pool, 0) {
            Some((_, _, lost)) => {
                let blame = if target == Target::Troll { 2.0 } else { 0.0 };
                reward(e) + self.set_bonus(e) + blame - lost * self.die_value()
            }
            None => f32::MIN,
        }
    }

    fn dice_value(&self, dice: Dice) -> f32 {
        let room = LONGHOUSE.saturating_sub(self.me.dice.total());
        f32::from(dice.total().min(room)) * self.die_value()
    }

    fn food_value(&self) -> f32 {
        if self.v.round >= 8 {
            0.1
        } else {
            0.45
        }
    }

    fn space_value(&self, space: Space) -> f32 {
        match space {
            Space::Loc(loc) => self.location_value(loc),
            Space::Stall(stall) => self.stall_value(stall),
        }
    }

    /// Worth of a worker on a location, in glory.
    fn location_value(&self, loc: Location) -> f32 {
        let me = self.me;
        let b = &self.v.board;
        match loc {
            Location::WorkersHuts => {
                let price = f32::from(b.huts_price.unwrap_or(9));
                1.6 * (self.rounds_left() - 1.0) - price * COIN
            }
            Location::JarlsLonghouse => self.dice_value(Dice::one(DieKind::Swordsman)) + 0.2,
            Location::ShamansHut => {
                if self.rounds_left() < 2.0 {
                    1.0
                } else {
                    2.5
                }
            }
            Location::Armorer | Location::SpearMaker | Location::Blacksmith => self.shop_value(loc),
            Location::Smokehouse => f32::from(b.smokehouse_food) * self.food_value(),
            Location::Market => 0.0,
            Location::MerchantShip => self.merchant_value(),
            Location::RuneCarver => {
                let best = b
                    .rune_row
                    .iter()
                    .flatten()
                    .map(|&r| f32::from(self.c.rune_glory(r)))
                    .fold(2.0, f32::max);
                best + 0.4 - WOOD
            }
            Location::StaveChurch => {
                let steps = [(4u8, 10u8), (3, 6), (2, 3), (1, 1)];
                steps
                    .iter()
                    .find(|(_, c)| me.coins >= *c)
                    .map_or(f32::MIN, |&(f, c)| 2.0 * f32::from(f) - f32::from(c) * 0.4)
            }
            Location::Shipwright => self.shipwright_value(),
            Location::LongshipSmall | Location::LongshipLarge | Location::PrivateLongship => {
                self.longship_value(loc)
            }
            Location::Troll => self.fight_value(Target::Troll),
            Location::DraugrLeft => self.fight_value(Target::DraugrLeft),
            Location::DraugrRight => self.fight_value(Target::DraugrRight),
            Location::HuntingGrounds => self.hunting_value(),
            Location::Beggar => {
                let worse =
                    crate::games::midgard::scoring::blame_penalty(
                        me.blame.saturating_add(1),
                        self.v.edition,
                    ) - crate::games::midgard::scoring::blame_penalty(me.blame, self.v.edition);
                COIN + worse as f32
            }
        }
    }

    /// Worth of the dice waiting at the Armorer, Spear Maker or Blacksmith.
    fn shop_value(&self, loc: Location) -> f32 {
        let kind = match loc {
            Location::Armorer => DieKind::Swordsman,
            Location::SpearMaker => DieKind::Spearman,
            _ => DieKind::Axeman,
        };
        let mut d = Dice::NONE;
        d.add(kind, self.v.board.shop_dice.get(kind));
        let quality = f32::from(expected_damage(kind, self.me.leader)) / 4.0;
        self.dice_value(d) * quality
    }

    /// Worth of the merchant card's goods and dice, less the fee.
    fn merchant_value(&self) -> f32 {
        let cost = if self.me.leader == Some(Leader::Gylfir) {
            0.0
        } else {
            COIN
        };
        self.v
            .board
            .merchant
            .and_then(|m| self.c.merchants.get(m.0 as usize))
            .map_or(0.0, |m| {
                self.dice_value(Dice::new(m.swordsmen, m.spearmen, m.axemen))
                    + f32::from(m.food) * self.food_value()
                    + f32::from(m.wood) * WOOD
                    + f32::from(m.coins) * COIN
                    - cost
            })
    }

    /// Worth of the best affordable private longship, while enough rounds are left to use it.
    fn shipwright_value(&self) -> f32 {
        if self.rounds_left() < 4.0 {
            return 0.0;
        }
        let me = self.me;
        self.v
            .board
            .ships
            .iter()
            .filter_map(|s| self.c.ships.get(s.0 as usize))
            .filter(|t| me.coins >= t.coins && me.wood >= t.wood)
            .map(|t| {
                f32::from(t.glory) + 1.5 - f32::from(t.coins) * COIN - f32::from(t.wood) * WOOD
            })
            .fold(f32::MIN, f32::max)
    }

    /// Worth of the best voyage on a longship, less its fare.
    fn longship_value(&self, loc: Location) -> f32 {
        let capacity = match loc {
            Location::LongshipSmall => 5,
            Location::LongshipLarge => 10,
            _ => self
                .me
                .ship
                .and_then(|s| self.c.ships.get(s.0 as usize))
                .map_or(0, |t| t.capacity),
        };
        let pool = self.spare_dice();
        let best = (0..4u8)
            .map(|l| self.land_value(l, capacity, &pool))
            .fold(f32::MIN, f32::max);
        let cost = if loc == Location::LongshipLarge {
            COIN
        } else {
            0.0
        };
        best - cost
    }

    /// Worth of the food a hunt with the spare dice should bring; low if already hunting.
    fn hunting_value(&self) -> f32 {
        let space = Space::Loc(Location::HuntingGrounds);
        let hunting = self
            .v
            .board
            .workers
            .iter()
            .any(|&(s, p)| s == space && p == self.seat);
        if hunting {
            return -0.5;
        }
        let dice = self.spare_dice();
        let e: f32 = DieKind::ALL
            .iter()
            .map(|&k| f32::from(dice.get(k)) * f32::from(expected_damage(k, self.me.leader)))
            .sum::<f32>()
            / 6.0;
        e.min(6.0) * self.food_value()
    }

    /// Worth of a worker on a market stall, in glory.
    fn stall_value(&self, stall: Stall) -> f32 {
        let me = self.me;
        match stall {
            Stall::RichStranger => 2.0 * COIN,
            Stall::Skald => 2.0,
            Stall::GenerousMerchant => WOOD + self.food_value(),
            Stall::Alms => {
                2.0 * f32::from(me.food.min(3)) - self.food_value() * f32::from(me.food.min(3))
            }
            Stall::Varangians => self.dice_value(Dice::new(1, 1, 0)) - COIN,
            Stall::Mercenaries => self.dice_value(Dice::new(0, 2, 0)) - WOOD,
            Stall::Jomsvikings => self.dice_value(Dice::new(1, 0, 1)) * 1.1 - 2.0 * COIN,
            Stall::Recruits => self.dice_value(Dice::new(2, 0, 0)) * 0.8 - self.food_value(),
        }
    }

    fn market(&self) -> Option<Action> {
        let need = self.food_needed();
        if self.me.food < need {
            if self.me.wood > 1 {
                return Some(Action::Trade {
                    give: Good::Wood,
                    take: Good::Food,
                });
            }
            if self.me.coins > 1 {
                return Some(Action::Trade {
                    give: Good::Coins,
                    take: Good::Food,
                });
            }
        }
        if self.me.wood > 2 {
            return Some(Action::Trade {
                give: Good::Wood,
                take: Good::Coins,
            });
        }
        Some(Action::EndTrades)
    }

    /// The next step towards the planned assignment, or confirmation once it is reached.
    fn assign_step(&self) -> Action {
        let current = self.me.assigned.clone().unwrap_or_default();
        let plan = self.plan();
        for target in self.held_targets() {
            let (dice, food) = plan
                .iter()
                .find(|(t, _, _)| *t == target)
                .map_or((Dice::NONE, 0), |(_, d, f)| (*d, *f));
            let (have, have_food) = current
                .iter()
                .find(|(t, _, _)| *t == target)
                .map_or((Dice::NONE, 0), |(_, d, f)| (*d, *f));
            for kind in DieKind::ALL {
                if have.get(kind) > dice.get(kind) {
                    return Action::UnassignDie { target, kind };
                }
            }
            if let Target::Land(land) = target {
                if have_food > food {
                    return Action::UnloadFood { land };
                }
            }
            for kind in DieKind::ALL {
                if have.get(kind) < dice.get(kind) {
                    return Action::AssignDie { target, kind };
                }
            }
            if let Target::Land(land) = target {
                if have_food < food {
                    return Action::LoadFood { land };
                }
            }
        }
        Action::ConfirmAssignment
    }

    fn roll(&self) -> Option<Action> {
        let f = self.v.fight.as_ref()?;
        let leader = self.leader();
        let damage: u8 = f
            .roll
            .iter()
            .map(|&d| crate::games::midgard::combat::die_damage(d, leader, f.retaliation))
            .sum();
        let blanks: u16 = f
            .roll
            .iter()
            .enumerate()
            .filter(|(_, d)| d.face == Face::Blank)
            .fold(0, |m, (i, _)| m | (1 << i));
        let shields = f.roll.iter().filter(|d| d.face == Face::Shield).count() as u8;
        let hunting = f.defense == 0;
        let wins = hunting || f.damage.saturating_add(damage) >= f.defense;
        if wins && (!hunting || damage >= 6) {
            return Some(Action::AcceptRoll);
        }
        if blanks.count_ones() >= 2
            && self
                .me
                .runes
                .iter()
                .any(|r| r.rune == Rune::Potential && !r.used)
        {
            return Some(Action::UseRune {
                using: RuneUse::Potential,
            });
        }
        if shields >= 2
            && !f.retaliation
            && self
                .me
                .runes
                .iter()
                .any(|r| r.rune == Rune::Retaliation && !r.used)
        {
            return Some(Action::UseRune {
                using: RuneUse::Retaliation,
            });
        }
        let free_rerolls = leader == Some(Leader::Asmundr);
        let worth = !hunting && (blanks.count_ones() >= 2 || free_rerolls);
        if self.me.favor > 0 && blanks != 0 && worth {
            return Some(Action::Reroll { dice: blanks });
        }
        Some(Action::AcceptRoll)
    }

    /// How promising a destiny card looks from what everyone shows.
    fn destiny_hope(&self, card: crate::games::midgard::cards::DestinyId) -> f32 {
        use crate::games::midgard::cards::Measure;
        let Some(d) = self.c.destiny.get(card.0 as usize) else {
            return 0.0;
        };
        let of = |p: &PlayerView| -> f32 {
            match d.measure {
                Measure::Wood => f32::from(p.wood),
                Measure::Dice => f32::from(p.dice.total()),
                Measure::Favor => f32::from(p.favor),
                Measure::Food => f32::from(p.food),
                Measure::Coins => f32::from(p.coins),
                Measure::Runes => p.runes.len() as f32,
                Measure::Blame => -f32::from(p.blame),
                _ => p.defeated_count as f32 / 3.0,
            }
        };
        let mine = of(self.me);
        let best_other = self
            .v
            .players
            .iter()
            .filter(|p| p.seat != self.seat)
            .map(of)
            .fold(f32::MIN, f32::max);
        f32::from(d.high) * (1.0 + (mine - best_other).clamp(-3.0, 3.0) / 3.0)
    }

    /// Runes usable at any time, used at the bot's own decisions: Gifts at once, Wealth when it
    /// pays most, Success at the end; in the last window only what gains points or coins.
    fn anytime_rune(&self, decision: &Decision) -> Option<Action> {
        let has = |r: Rune| self.me.runes.iter().any(|o| o.rune == r && !o.used);
        if matches!(decision, Decision::Roll | Decision::Losses { .. }) {
            return None;
        }
        if *decision == Decision::FinalRunes {
            return self.final_rune();
        }
        if has(Rune::Gifts) {
            return Some(Action::UseRune {
                using: RuneUse::Gifts {
                    food: 2,
                    wood: 0,
                    coins: 2,
                },
            });
        }
        if has(Rune::Wealth) && (self.me.coins >= 5 || self.v.round >= 8) && self.me.coins > 0 {
            return Some(Action::UseRune {
                using: RuneUse::Wealth,
            });
        }
        if has(Rune::Success) && self.v.round >= 8 {
            let card = self
                .me
                .destiny
                .as_ref()?
                .iter()
                .find(|c| !self.me.revealed_destiny.contains(c))?;
            return Some(Action::UseRune {
                using: RuneUse::Success { card: *card },
            });
        }
        None
    }
}

/// Answers to single decisions, as `choose` asks them.
impl Ctx<'_> {
    /// Alms: as much food as the held fights can spare.
    fn alms(&self, legal: &[Action]) -> Option<Action> {
        let spare = self.me.food.saturating_sub(self.food_needed());
        best_by(legal, |a| match a {
            Action::Alms { food } if *food <= spare => Some(f32::from(*food)),
            _ => None,
        })
    }

    /// Sail: the land most worth a voyage with the spare dice.
    fn sail(&self, legal: &[Action]) -> Option<Action> {
        let capacity = self.capacity_for_decision();
        best_by(legal, |a| match a {
            Action::Sail { land } => Some(self.land_value(*land, capacity, &self.spare_dice())),
            _ => None,
        })
    }

    /// Rune Carver: the most glorious rune of the row, or the deck's unknown one.
    fn rune_carver(&self, legal: &[Action]) -> Option<Action> {
        best_by(legal, |a| match a {
            Action::TakeRune {
                pick: RunePick::Row(i),
            } => self
                .v
                .board
                .rune_row
                .get(*i as usize)
                .copied()
                .flatten()
                .map(|r| f32::from(self.c.rune_glory(r))),
            Action::TakeRune {
                pick: RunePick::Deck,
            } => Some(2.0),
            _ => None,
        })
    }

    /// Shaman's Hut: a look at the journey of the land the bot sails to.
    fn peek(&self) -> Option<Action> {
        let mine = self
            .v
            .board
            .lands
            .iter()
            .position(|l| l.voyage.is_some_and(|s| s.seat == self.seat));
        mine.map(|land| Action::Peek { land: land as u8 })
    }

    /// After a victory: the Glory rune, on a fight worth 4 glory or more.
    fn glory_rune(&self) -> Option<Action> {
        self.v
            .fight
            .as_ref()
            .filter(|f| f.glory >= 4)
            .map(|_| Action::UseRune {
                using: RuneUse::Glory,
            })
    }

    /// Blame goes to the other player with the most glory.
    fn blame(&self) -> Option<Action> {
        self.v
            .players
            .iter()
            .filter(|p| p.seat != self.seat)
            .max_by_key(|p| p.glory)
            .map(|p| Action::Blame { seat: p.seat })
    }

    /// The Journey rune, against any journey but a calm one.
    fn journey_rune(&self) -> Option<Action> {
        self.v
            .journey
            .filter(|j| j.kind != JourneyKind::Calm)
            .map(|_| Action::UseRune {
                using: RuneUse::Journey,
            })
    }
}

impl Ctx<'_> {
    /// The last window before final scoring: Gifts as coins, then Wealth, while they add coins;
    /// then Success on the destiny card that looks best, if it looks like scoring at all.
    /// Knowledge gains nothing at the end.
    fn final_rune(&self) -> Option<Action> {
        let has = |r: Rune| self.me.runes.iter().any(|o| o.rune == r && !o.used);
        if has(Rune::Gifts) {
            return Some(Action::UseRune {
                using: RuneUse::Gifts {
                    food: 0,
                    wood: 0,
                    coins: 4,
                },
            });
        }
        if has(Rune::Wealth) && self.me.coins > 0 {
            return Some(Action::UseRune {
                using: RuneUse::Wealth,
            });
        }
        if !has(Rune::Success) {
            return None;
        }
        self.me
            .destiny
            .as_ref()?
            .iter()
            .filter(|c| !self.me.revealed_destiny.contains(c))
            .filter(|c| self.destiny_may_score(**c))
            .max_by(|a, b| self.destiny_hope(**a).total_cmp(&self.destiny_hope(**b)))
            .map(|&card| Action::UseRune {
                using: RuneUse::Success { card },
            })
    }

    /// Could this destiny card score now, from what the bot's view shows? It must have some of
    /// the component and, where the others' amounts are public, at least as much as each.
    fn destiny_may_score(&self, card: crate::games::midgard::cards::DestinyId) -> bool {
        use crate::games::midgard::cards::Measure;
        let Some(d) = self.c.destiny.get(card.0 as usize) else {
            return false;
        };
        let enemies = |p: &PlayerView| -> Option<u32> {
            let def = p.defeated.as_ref()?;
            let color = |want| {
                let draugr = def
                    .draugr
                    .iter()
                    .filter_map(|x| self.c.draugr.get(x.0 as usize))
                    .filter(|e| e.color == Some(want))
                    .count();
                let monsters = def
                    .monsters
                    .iter()
                    .filter_map(|x| self.c.monsters.get(x.0 as usize))
                    .filter(|e| e.color == Some(want))
                    .count();
                (draugr + monsters) as u32
            };
            Some(match d.measure {
                Measure::BlueEnemies => color(Color::Blue),
                Measure::YellowEnemies => color(Color::Yellow),
                Measure::RedEnemies => color(Color::Red),
                Measure::Monsters => def.monsters.len() as u32,
                Measure::Draugr => def.draugr.len() as u32,
                Measure::Trolls => def.trolls.len() as u32,
                _ => return None,
            })
        };
        // None: not shown to this bot (another player's defeated enemies, without Hall of Fame).
        let of = |p: &PlayerView| -> Option<u32> {
            match d.measure {
                Measure::Wood => Some(p.wood.into()),
                Measure::Dice => Some(p.dice.total().into()),
                Measure::Favor => Some(p.favor.into()),
                Measure::Food => Some(p.food.into()),
                Measure::Coins => Some(p.coins.into()),
                Measure::Runes => Some(p.runes.len() as u32),
                Measure::Blame => Some(p.blame.into()),
                _ => enemies(p),
            }
        };
        let Some(mine) = of(self.me) else {
            return false;
        };
        mine > 0
            && self
                .v
                .players
                .iter()
                .filter(|p| p.seat != self.seat)
                .filter_map(of)
                .all(|theirs| theirs <= mine)
    }
}

/// Glory-equivalent reward of defeating an enemy.
fn reward(e: &Enemy) -> f32 {
    f32::from(e.glory)
        + f32::from(e.wood) * 0.35
        + f32::from(e.coins) * 0.45
        + f32::from(e.favor) * 2.0
}
