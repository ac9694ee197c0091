//! The decisions: who is asked what (`pending`), every legal answer, applying one (refused
//! answers change nothing), and each decision's default (R-DECIDE).

use super::action::{Action, Play};
use super::cards::AttackKind;
use super::data::{data, JomsData};
use super::error::JomsError;
use super::event::{Event, Hurt};
use super::flow::{advance, then, Ask, Job};
use super::legal::{self, ask_of};
use super::state::{Card, Phase, State};
use super::{attack, fight, ops, play, prep, query, ygg};
use crate::games::Seat;

/// A decision awaited: what is asked.
pub type Decision = Ask;

pub fn pending(s: &State) -> Vec<(Seat, Decision)> {
    s.prompts.iter().map(|p| (p.seat, p.ask.clone())).collect()
}

pub fn legal_actions(s: &State, seat: Seat) -> Vec<Action> {
    data().map_or_else(|_| vec![], |d| legal_actions_with(s, d, seat))
}

pub fn legal_actions_with(s: &State, d: &JomsData, seat: Seat) -> Vec<Action> {
    legal::legal(s, d, seat)
}

pub fn apply(s: &mut State, seat: Seat, action: &Action) -> Result<Vec<Event>, JomsError> {
    let d = data()?;
    if s.phase == Phase::Over {
        return Err(JomsError::GameOver);
    }
    let Some(i) = s.prompts.iter().position(|p| p.seat == seat) else {
        return Err(JomsError::NotYourDecision);
    };
    if !legal::legal(s, d, seat).contains(action) {
        return Err(refusal(s, d, seat, action));
    }
    let prompt = s.prompts.remove(i);
    let mut ev = Vec::new();
    answer(s, d, seat, prompt.ask, action, &mut ev);
    advance(s, d, &mut ev);
    Ok(ev)
}

/// Why an illegal answer is refused, as precisely as can be said.
fn refusal(s: &State, d: &JomsData, seat: Seat, action: &Action) -> JomsError {
    let p = &s.players[usize::from(seat)];
    let turn = matches!(ask_of(s, seat), Some(Ask::Turn { .. }));
    match action {
        Action::Thor { .. } | Action::Play { .. } | Action::Pass if !turn => {
            JomsError::WrongDecision
        }
        Action::Thor { .. } if p.thor == 0 => JomsError::NoTokens,
        Action::Reroll if p.gullveig == 0 => JomsError::NoTokens,
        Action::Play { play } => play_refusal(s, d, seat, play),
        _ => JomsError::BadChoice,
    }
}

fn play_refusal(s: &State, d: &JomsData, seat: Seat, play: &Play) -> JomsError {
    let p = &s.players[usize::from(seat)];
    let card = match play {
        Play::Field {
            from: super::action::Source::Hand(c),
        }
        | Play::Round { card: c, .. }
        | Play::Heal { card: c }
        | Play::Divine { card: c, .. }
        | Play::Precise { card: c } => Some(*c),
        _ => None,
    };
    if card.is_some_and(|c| !p.hand.contains(&c)) {
        return JomsError::NotInHand;
    }
    match play {
        Play::Field { .. } if p.battlefield.len() >= play::FIELD => JomsError::FieldFull,
        Play::Field { .. } if query::t(d, p) > query::k(d, p) => JomsError::OverK,
        Play::Round { .. } if s.world.no_round_slot => JomsError::NoRoundSlot,
        Play::Round { .. } if p.round_slot.is_some() => JomsError::SlotUsed,
        Play::Round { card, .. } if query::text(d, *card).is_empty() => JomsError::NoText,
        Play::Heal { .. } if !p.healing.is_empty() => JomsError::SlotUsed,
        Play::Divine { .. } if p.divination.is_some() => JomsError::SlotUsed,
        Play::Precise { .. } if p.precise.is_some() => JomsError::SlotUsed,
        Play::Ability { .. } if p.exhausted => JomsError::Exhausted,
        Play::Gear {
            index,
            destroy: false,
            ..
        } if p.gear.get(usize::from(*index)).is_some_and(|g| g.exhausted) => JomsError::Exhausted,
        _ if query::wild_for(d, s, seat) => JomsError::WildDodge,
        _ => JomsError::BadChoice,
    }
}

/// Applies a legal answer to `ask`.
pub fn answer(
    s: &mut State,
    d: &JomsData,
    seat: Seat,
    ask: Ask,
    action: &Action,
    ev: &mut Vec<Event>,
) {
    let me = usize::from(seat);
    match (ask, action) {
        (Ask::Character, Action::Character { index }) => character(s, d, seat, *index, ev),
        (Ask::Row { row, to_pile }, Action::Reroll) => {
            prep::reroll(s, seat, row, ev);
            super::flow::ask(s, seat, Ask::Row { row, to_pile });
        }
        (Ask::Row { row, to_pile }, Action::Take { index }) => {
            prep::took(s, d, seat, row, to_pile, *index, ev)
        }
        (Ask::Keep { old, new }, Action::Keep { new: keep_new }) => {
            prep::keep(s, d, seat, if *keep_new { old } else { new }, ev)
        }
        (Ask::Branch, Action::Branch { index }) => ygg::branch(s, d, seat, *index, ev),
        (Ask::Either, Action::Either { take }) => {
            ev.push(Event::EitherChosen { seat, take: *take });
            ygg::either(s, seat, *take)
        }
        (Ask::Remove, Action::Remove { card }) => remove(s, seat, *card, ev),
        (Ask::Reward { tokens }, Action::Token { token }) => {
            ygg::kept(s, seat, &tokens, *token, ev)
        }
        (Ask::StatUp, Action::Stat { stat }) => stat_up(s, seat, *stat, ev),
        (Ask::Attack, Action::Attack { attack }) => {
            s.players[me].attack = Some(*attack);
            ev.push(Event::Named {
                seat,
                attack: *attack,
            });
        }
        (Ask::Discard { n }, Action::Discard { card }) => {
            ops::discard_from_hand(s, seat, &[*card], ev);
            if n > 1 {
                fight::discard(s, d, seat, n - 1, false, ev);
            }
        }
        (Ask::Exhaust, Action::Exhaust { gear }) => fight::exhaust_gear(s, seat, *gear, ev),
        (Ask::Turn { passes }, action) => turn(s, d, seat, passes, action, ev),
        (Ask::Pay, Action::Pay { pay: true }) => {
            ops::lose_hp(s, d, seat, 1, Hurt::Pay, ev);
            ops::draw(s, seat, 1, ev);
        }
        (Ask::Pay, Action::Pay { pay: false }) => ev.push(Event::Declined { seat }),
        (Ask::Pick { victim }, Action::Pick { card }) => {
            ops::discard_from_hand(s, victim, &[*card], ev)
        }
        (Ask::AttackCard { cards }, Action::AttackCard { index }) => {
            attack_card(s, d, seat, cards, *index, ev)
        }
        (Ask::Plunder, Action::Plunder { token }) => fight::lose_token(s, seat, *token, ev),
        (Ask::Order { cards }, Action::Order { cards: order }) => {
            put_back(s, seat, cards.len(), order, ev)
        }
        (Ask::LookTake { cards }, Action::LookTake { card, order }) => {
            look_take(s, seat, cards.len(), *card, order, ev)
        }
        _ => {}
    }
}

/// R-SETUP-5: the dealt character kept; once all have chosen, the preparation goes on.
fn character(s: &mut State, d: &JomsData, seat: Seat, index: u8, ev: &mut Vec<Event>) {
    let p = &mut s.players[usize::from(seat)];
    p.character = p.dealt.get(usize::from(index)).copied();
    if let Some(character) = p.character {
        ev.push(Event::CharacterKept { seat, character });
    }
    if !s.prompts.iter().any(|p| p.ask == Ask::Character) {
        prep::all_chosen(s, d, ev);
    }
}

/// A pile card removed to the box, the pile then shuffled.
fn remove(s: &mut State, seat: Seat, card: Card, ev: &mut Vec<Event>) {
    let pile = &mut s.players[usize::from(seat)].pile;
    if let Some(i) = pile.iter().position(|c| *c == card) {
        pile.remove(i);
        ev.push(Event::Removed { seat, card });
        ops::shuffle_pile(s, seat, ev);
    }
}

/// c.podstep: one of the two attack cards used, the other discarded.
fn attack_card(
    s: &mut State,
    d: &JomsData,
    seat: Seat,
    cards: [AttackKind; 2],
    index: u8,
    ev: &mut Vec<Event>,
) {
    let i = usize::from(index).min(1);
    s.monster_combat.discard.push(cards[1 - i]);
    ev.push(Event::AttackCardChosen {
        seat,
        used: cards[i],
        discarded: cards[1 - i],
    });
    attack::resolve(s, d, seat, cards[i], ev);
}

/// e.munin: the `n` looked-at cards back but for `card`, drawn to hand.
fn look_take(s: &mut State, seat: Seat, n: usize, card: Card, order: &[Card], ev: &mut Vec<Event>) {
    put_back(s, seat, n, order, ev);
    s.players[usize::from(seat)].hand.push(card);
    ev.push(Event::Drew { seat, n: 1 });
    ev.push(Event::DrewCards {
        seat,
        cards: vec![card],
    });
}

fn stat_up(s: &mut State, seat: Seat, stat: super::effect::Stat, ev: &mut Vec<Event>) {
    use super::effect::Stat;
    let p = &mut s.players[usize::from(seat)];
    match stat {
        Stat::Rng => p.ups.rng += 1,
        Stat::Mag => p.ups.mag += 1,
        Stat::Mel => p.ups.mel += 1,
        Stat::K => p.ups.k += 1,
        Stat::MaxHp => {
            p.ups.max_hp += 1;
            p.hp += 1;
        }
    }
    ev.push(Event::StatUp { seat, stat });
}

/// The looked-at top cards replaced, `order` top first.
fn put_back(s: &mut State, seat: Seat, n: usize, order: &[Card], ev: &mut Vec<Event>) {
    let pile = &mut s.players[usize::from(seat)].pile;
    pile.truncate(pile.len().saturating_sub(n));
    pile.extend(order.iter().rev().copied());
    if !order.is_empty() {
        ev.push(Event::PutBack {
            seat,
            cards: order.to_vec(),
        });
    }
}

/// R-FIGHT-3/4: a Thor spend keeps the turn; a play or pass hands it on.
fn turn(s: &mut State, d: &JomsData, seat: Seat, passes: u8, action: &Action, ev: &mut Vec<Event>) {
    let next = query::next_seat(s, seat);
    match action {
        Action::Thor { spend } => {
            play::thor(s, seat, *spend, ev);
            super::flow::ask(s, seat, Ask::Turn { passes });
        }
        Action::Pass => {
            ev.push(Event::Passed { seat });
            then(
                s,
                [Job::Turn {
                    seat: next,
                    passes: passes + 1,
                }],
            );
        }
        Action::Play { play } => {
            then(
                s,
                [Job::Turn {
                    seat: next,
                    passes: 0,
                }],
            );
            play::play(s, d, seat, play, ev);
        }
        _ => {}
    }
}
