//! A fight (R-COMBAT), a hunt (R-RESOLVE-1) and the leaders' and runes' effects on rolls.

use rand::Rng;

use super::action::{Action, RuneUse};
use super::cards::Cards;
use super::effects::{default_losses, gain, glory, lose_dice, pay, player_mut};
use super::error::RuleError;
use super::event::{Event, Goods, LossCause};
use super::state::{Fight, FightWait, Foe, Phase, ResolveWait, Rolled, State};
use super::types::{Dice, DieKind, Face, Leader, Rune, Seat};

pub fn fight(state: &State) -> Option<&Fight> {
    match &state.phase {
        Phase::Resolution { fight, .. } => fight.as_ref(),
        _ => None,
    }
}

fn fight_mut(state: &mut State) -> Option<&mut Fight> {
    match &mut state.phase {
        Phase::Resolution { fight, .. } => fight.as_mut(),
        _ => None,
    }
}

fn set_fight(state: &mut State, new: Option<Fight>) {
    if let Phase::Resolution { fight, .. } = &mut state.phase {
        *fight = new;
    }
}

/// The dice fighting: a hunt uses every unassigned die.
pub fn fighting_dice(state: &State, seat: Seat, foe: Foe) -> Dice {
    let Some(p) = state.player(seat) else {
        return Dice::NONE;
    };
    match foe.target() {
        None => p.free_dice(),
        Some(t) => p.assigned[t.index()],
    }
}

/// Attack, defense and printed glory of a foe.
fn stats(state: &State, cards: &Cards, foe: Foe) -> (u8, u8, u8) {
    let enemy = match foe {
        Foe::Hunt => return (0, 0, 0),
        Foe::Kraken { .. } => {
            return (
                cards.kraken.attack,
                cards.kraken.defense,
                cards.kraken.glory,
            )
        }
        Foe::Troll { card } => cards.trolls.get(card.0 as usize),
        Foe::Draugr { card, .. } => cards.draugr.get(card.0 as usize),
        Foe::Monster { card, .. } => cards.monsters.get(card.0 as usize),
    };
    let _ = state;
    enemy.map_or((0, 1, 0), |e| (e.attack, e.defense, e.glory))
}

/// Starts a fight and makes its first roll.
pub fn start(state: &mut State, cards: &Cards, seat: Seat, foe: Foe, events: &mut Vec<Event>) {
    let (attack, defense, glory) = stats(state, cards, foe);
    let dice = fighting_dice(state, seat, foe);
    events.push(Event::FightStarted { seat, foe, dice });
    set_fight(
        state,
        Some(Fight {
            seat,
            foe,
            attack,
            defense,
            glory,
            damage: 0,
            roll: Vec::new(),
            retaliation: false,
            wait: FightWait::Roll,
        }),
    );
    roll_all(state, cards, events);
}

fn roll_die(state: &mut State, cards: &Cards, kind: DieKind) -> Face {
    let i = state.rng.random_range(0..6usize);
    cards.faces[kind.index()][i]
}

/// R-COMBAT-2: roll every die in the fight.
fn roll_all(state: &mut State, cards: &Cards, events: &mut Vec<Event>) {
    let Some(f) = fight(state) else { return };
    let (seat, foe) = (f.seat, f.foe);
    let dice = fighting_dice(state, seat, foe);
    let mut roll = Vec::with_capacity(dice.total() as usize);
    for kind in DieKind::ALL {
        for _ in 0..dice.get(kind) {
            let face = roll_die(state, cards, kind);
            roll.push(Rolled { kind, face });
        }
    }
    events.push(Event::Rolled {
        seat,
        roll: roll.clone(),
    });
    if let Some(f) = fight_mut(state) {
        f.roll = roll;
        f.retaliation = false;
        f.wait = FightWait::Roll;
    }
}

fn reroll(state: &mut State, cards: &Cards, mask: u16, events: &mut Vec<Event>) {
    let Some(f) = fight(state) else { return };
    let seat = f.seat;
    let mut roll = f.roll.clone();
    for (i, die) in roll.iter_mut().enumerate() {
        if mask & (1 << i) != 0 {
            die.face = roll_die(state, cards, die.kind);
        }
    }
    events.push(Event::Rerolled {
        seat,
        dice: mask,
        roll: roll.clone(),
    });
    if let Some(f) = fight_mut(state) {
        f.roll = roll;
    }
}

/// What the fight's roll counts now: its damage and its shields (R-COMBAT-3).
pub fn roll_count(state: &State, f: &Fight) -> (u8, u8) {
    let leader = state.player(f.seat).and_then(|p| p.leader);
    let damage = f
        .roll
        .iter()
        .map(|&d| die_damage(d, leader, f.retaliation))
        .sum();
    let shields = f.roll.iter().filter(|d| d.face == Face::Shield).count() as u8;
    (damage, shields)
}

/// Damage of one die for a leader, with Retaliation's shields (R-LEADER Svanhildr, R-RUNE).
pub fn die_damage(die: Rolled, leader: Option<Leader>, retaliation: bool) -> u8 {
    let svanhildr = leader == Some(Leader::Svanhildr) && die.kind == DieKind::Swordsman;
    match (die.face, svanhildr) {
        (Face::Weapon, false) => 1,
        (Face::Weapon, true) => 2,
        (Face::Double, false) => 2,
        (Face::Double, true) => 3,
        (Face::Shield, s) if retaliation => 1 + u8::from(s),
        _ => 0,
    }
}

pub fn candidates(state: &State) -> Vec<Action> {
    let Some(f) = fight(state) else {
        return Vec::new();
    };
    match f.wait {
        FightWait::Roll => {
            let mut v = vec![
                Action::AcceptRoll,
                Action::UseRune {
                    using: RuneUse::Potential,
                },
                Action::UseRune {
                    using: RuneUse::Retaliation,
                },
            ];
            if state.player(f.seat).is_some_and(|p| p.favor > 0) {
                let n = f.roll.len().min(15);
                v.extend((1..(1u16 << n)).map(|dice| Action::Reroll { dice }));
            }
            v
        }
        FightWait::Losses { count } => {
            let dice = fighting_dice(state, f.seat, f.foe);
            let mut v: Vec<Action> = dice
                .choices(count)
                .into_iter()
                .map(|dice| Action::LoseDice { dice })
                .collect();
            v.push(Action::UseRune {
                using: RuneUse::Healing,
            });
            v
        }
        FightWait::Victory => vec![
            Action::UseRune {
                using: RuneUse::Glory,
            },
            Action::Pass,
        ],
    }
}

pub fn check(state: &State, action: &Action) -> Result<(), RuleError> {
    let f = fight(state).ok_or(RuleError::WrongDecision)?;
    let p = state.player(f.seat).ok_or(RuleError::UnknownSeat)?;
    let rune = |r: Rune| {
        if p.has_rune(r) {
            Ok(())
        } else {
            Err(RuleError::RuneUnavailable)
        }
    };
    match (f.wait, action) {
        (FightWait::Roll, Action::AcceptRoll) => Ok(()),
        (FightWait::Roll, Action::Reroll { dice }) => {
            if p.favor == 0 {
                Err(RuleError::CannotPay)
            } else if *dice == 0 || (*dice as u32) >= (1u32 << f.roll.len()) {
                Err(RuleError::InvalidAmount)
            } else {
                Ok(())
            }
        }
        (
            FightWait::Roll,
            Action::UseRune {
                using: RuneUse::Potential,
            },
        ) => rune(Rune::Potential),
        (
            FightWait::Roll,
            Action::UseRune {
                using: RuneUse::Retaliation,
            },
        ) => rune(Rune::Retaliation),
        (FightWait::Losses { count }, Action::LoseDice { dice }) => {
            let have = fighting_dice(state, f.seat, f.foe);
            if !dice.fits_in(&have) {
                Err(RuleError::NotEnough)
            } else if dice.total() != count.min(have.total()) {
                Err(RuleError::InvalidAmount)
            } else {
                Ok(())
            }
        }
        (
            FightWait::Losses { .. },
            Action::UseRune {
                using: RuneUse::Healing,
            },
        ) => rune(Rune::Healing),
        (
            FightWait::Victory,
            Action::UseRune {
                using: RuneUse::Glory,
            },
        ) => rune(Rune::Glory),
        (FightWait::Victory, Action::Pass) => Ok(()),
        _ => Err(RuleError::WrongDecision),
    }
}

pub fn default_action(state: &State) -> Option<Action> {
    let f = fight(state)?;
    Some(match f.wait {
        FightWait::Roll => Action::AcceptRoll,
        FightWait::Losses { count } => {
            let leader = state.player(f.seat).and_then(|p| p.leader);
            Action::LoseDice {
                dice: default_losses(fighting_dice(state, f.seat, f.foe), count, leader),
            }
        }
        FightWait::Victory => Action::Pass,
    })
}

pub fn exec(state: &mut State, cards: &Cards, action: &Action, events: &mut Vec<Event>) {
    let Some(f) = fight(state) else { return };
    let (seat, foe) = (f.seat, f.foe);
    match action {
        Action::AcceptRoll => resolve_roll(state, cards, events),
        Action::Reroll { dice } => {
            pay(state, seat, Goods::favor(1), events);
            if player_mut(state, seat).is(Leader::Asmundr) {
                glory(state, seat, 2, events);
            }
            reroll(state, cards, *dice, events);
        }
        Action::UseRune { using } => {
            player_mut(state, seat).use_rune(using.rune());
            events.push(Event::RuneUsed {
                seat,
                using: *using,
            });
            match using {
                RuneUse::Potential => {
                    let mask = fight(state).map_or(0, |f| {
                        f.roll
                            .iter()
                            .enumerate()
                            .filter(|(_, d)| d.face == Face::Blank)
                            .fold(0u16, |m, (i, _)| m | (1 << i))
                    });
                    if mask != 0 {
                        reroll(state, cards, mask, events);
                    }
                }
                RuneUse::Retaliation => {
                    if let Some(f) = fight_mut(state) {
                        f.retaliation = true;
                    }
                }
                RuneUse::Healing => after_losses(state, cards, events),
                RuneUse::Glory => {
                    let bonus = fight(state).map_or(0, |f| f.glory / 2);
                    glory(state, seat, bonus, events);
                    finish_victory(state, seat, foe, events);
                }
                _ => {}
            }
        }
        Action::LoseDice { dice } => {
            lose_dice(state, seat, foe.target(), *dice, LossCause::Fight, events);
            after_losses(state, cards, events);
        }
        Action::Pass => finish_victory(state, seat, foe, events),
        _ => {}
    }
}

/// R-COMBAT-3..5: count the roll, take the losses, see who won.
fn resolve_roll(state: &mut State, cards: &Cards, events: &mut Vec<Event>) {
    let Some(f) = fight(state) else { return };
    let (seat, foe) = (f.seat, f.foe);
    let leader = state.player(seat).and_then(|p| p.leader);
    let (damage, shields) = roll_count(state, f);
    let doubles = f.roll.iter().any(|d| d.face == Face::Double);
    let attack = f.attack;
    let dice = f.roll.len() as u8;
    if foe == Foe::Hunt {
        let food = damage.min(6);
        gain(
            state,
            seat,
            Goods::good(super::types::Good::Food, food),
            events,
        );
        events.push(Event::Hunted { seat, food });
        set_fight(state, None);
        return;
    }
    if doubles && leader == Some(Leader::Ullr) {
        glory(state, seat, 1, events);
    }
    let losses = attack.saturating_sub(shields).min(dice);
    let (total, defense) = match fight_mut(state) {
        Some(f) => {
            f.damage = f.damage.saturating_add(damage);
            (f.damage, f.defense)
        }
        None => return,
    };
    events.push(Event::CombatRound {
        seat,
        damage,
        shields,
        losses,
        total_damage: total,
        defense,
    });
    if losses > 0 {
        if let Some(f) = fight_mut(state) {
            f.wait = FightWait::Losses { count: losses };
        }
    } else {
        after_losses(state, cards, events);
    }
}

fn after_losses(state: &mut State, cards: &Cards, events: &mut Vec<Event>) {
    let Some(f) = fight(state) else { return };
    let (seat, foe) = (f.seat, f.foe);
    if f.damage >= f.defense {
        victory(state, cards, seat, foe, events);
    } else if !fighting_dice(state, seat, foe).is_empty() {
        roll_all(state, cards, events);
    } else {
        events.push(Event::Defeat { seat, foe });
        set_fight(state, None);
    }
}

/// R-COMBAT-5, R-COMBAT-6: take the card and the reward.
fn victory(state: &mut State, cards: &Cards, seat: Seat, foe: Foe, events: &mut Vec<Event>) {
    events.push(Event::Victory { seat, foe });
    let reward = match foe {
        Foe::Hunt => Goods::default(),
        Foe::Troll { card } => {
            state.board.troll = None;
            player_mut(state, seat).trolls.push(card);
            let e = cards.trolls.get(card.0 as usize);
            Goods {
                glory: e.map_or(0, |e| e.glory),
                wood: e.map_or(0, |e| e.wood),
                ..Goods::default()
            }
        }
        Foe::Draugr { side, card } => {
            state.board.draugr[side as usize & 1] = None;
            player_mut(state, seat).draugr.push(card);
            let e = cards.draugr.get(card.0 as usize);
            Goods {
                glory: e.map_or(0, |e| e.glory),
                coins: e.map_or(0, |e| e.coins),
                ..Goods::default()
            }
        }
        Foe::Kraken { .. } => {
            let p = player_mut(state, seat);
            p.krakens = p.krakens.saturating_add(1);
            Goods {
                glory: cards.kraken.glory,
                ..Goods::default()
            }
        }
        Foe::Monster { land, card } => {
            let mut coins = 0;
            if let Some(l) = state.board.lands.get_mut(land as usize) {
                l.monster = None;
                coins = std::mem::take(&mut l.monster_coins);
            }
            player_mut(state, seat).monsters.push(card);
            let e = cards.monsters.get(card.0 as usize);
            Goods {
                glory: e.map_or(0, |e| e.glory),
                favor: e.map_or(0, |e| e.favor),
                coins,
                ..Goods::default()
            }
        }
    };
    gain(state, seat, reward, events);
    if player_mut(state, seat).has_rune(Rune::Glory) {
        if let Some(f) = fight_mut(state) {
            f.wait = FightWait::Victory;
        }
    } else {
        finish_victory(state, seat, foe, events);
    }
}

/// The fight is over; a troll's victor returns a blame and names who takes one (R-RESOLVE-2).
fn finish_victory(state: &mut State, seat: Seat, foe: Foe, events: &mut Vec<Event>) {
    set_fight(state, None);
    if let Foe::Troll { .. } = foe {
        if player_mut(state, seat).blame > 0 {
            pay(state, seat, Goods::blame(1), events);
        }
        if let Phase::Resolution { wait, .. } = &mut state.phase {
            *wait = Some(ResolveWait::Blame { seat });
        }
    }
}
