//! Runes usable at any time (R-RUNE, DECIDED): Wealth, Gifts, Knowledge, Success. Their holder
//! may use them whenever they wish while the game runs, also while others decide, and once
//! more in the last window before final scoring. The others are offered at their windows by
//! placement, combat and resolution.

use super::action::{Action, RuneUse};
use super::cards::Cards;
use super::effects::{gain, glory, player_mut};
use super::error::RuleError;
use super::event::{Event, Goods};
use super::scoring::destiny_value;
use super::state::State;
use super::types::{Rune, Seat};

pub fn candidates(state: &State, seat: Seat) -> Vec<Action> {
    let Some(p) = state.player(seat) else {
        return Vec::new();
    };
    let mut v = Vec::new();
    let using = |using| Action::UseRune { using };
    if p.has_rune(Rune::Wealth) {
        v.push(using(RuneUse::Wealth));
    }
    if p.has_rune(Rune::Knowledge) {
        v.push(using(RuneUse::Knowledge));
    }
    if p.has_rune(Rune::Gifts) {
        for food in 0..=4 {
            for wood in 0..=4 - food {
                v.push(using(RuneUse::Gifts {
                    food,
                    wood,
                    coins: 4 - food - wood,
                }));
            }
        }
    }
    if p.has_rune(Rune::Success) {
        for &card in &p.destiny {
            v.push(using(RuneUse::Success { card }));
        }
    }
    v
}

/// The uses of runes usable at any time that `seat` may make now.
pub fn usable(state: &State, seat: Seat) -> Vec<Action> {
    candidates(state, seat)
        .into_iter()
        .filter(|a| match a {
            Action::UseRune { using } => check(state, seat, *using).is_ok(),
            _ => false,
        })
        .collect()
}

/// May `seat` use this rune usable at any time now? (Whose decision is open does not matter.)
pub fn check(state: &State, seat: Seat, using: RuneUse) -> Result<(), RuleError> {
    if !using.is_anytime() {
        return Err(RuleError::WrongDecision);
    }
    let p = state.player(seat).ok_or(RuleError::UnknownSeat)?;
    if !p.has_rune(using.rune()) {
        return Err(RuleError::RuneUnavailable);
    }
    match using {
        RuneUse::Gifts { food, wood, coins } => {
            if u16::from(food) + u16::from(wood) + u16::from(coins) == 4 {
                Ok(())
            } else {
                Err(RuleError::InvalidAmount)
            }
        }
        RuneUse::Success { card } => {
            if !p.destiny.contains(&card) {
                Err(RuleError::UnknownCard)
            } else if p.revealed.contains(&card) {
                Err(RuleError::AlreadyOwned)
            } else {
                Ok(())
            }
        }
        RuneUse::Knowledge => {
            if state.board.lands.iter().any(|l| l.journey.is_some()) {
                Ok(())
            } else {
                Err(RuleError::NotEnough)
            }
        }
        _ => Ok(()),
    }
}

pub fn exec(state: &mut State, cards: &Cards, seat: Seat, using: RuneUse, events: &mut Vec<Event>) {
    player_mut(state, seat).use_rune(using.rune());
    events.push(Event::RuneUsed { seat, using });
    match using {
        RuneUse::Wealth => {
            let coins = player_mut(state, seat).coins.min(5);
            gain(
                state,
                seat,
                Goods {
                    coins,
                    ..Goods::default()
                },
                events,
            );
        }
        RuneUse::Gifts { food, wood, coins } => gain(
            state,
            seat,
            Goods {
                food,
                wood,
                coins,
                ..Goods::default()
            },
            events,
        ),
        RuneUse::Knowledge => {
            for (i, land) in state.board.lands.iter_mut().enumerate() {
                if let Some(card) = land.journey {
                    land.peeked |= 1 << seat;
                    events.push(Event::Peeked {
                        seat,
                        land: i as u8,
                        card,
                    });
                }
            }
        }
        RuneUse::Success { card } => {
            let value = destiny_value(state, cards, seat, card);
            player_mut(state, seat).revealed.push(card);
            events.push(Event::DestinyRevealed {
                seat,
                card,
                glory: value,
            });
            glory(state, seat, value, events);
        }
        _ => {}
    }
}
