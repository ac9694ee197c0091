//! Gaining, paying and losing: the bookkeeping every rule shares.

use super::event::{Event, Goods, LossCause};
use super::state::{Player, State};
use super::types::{Dice, DieKind, Leader, Seat, Target};

/// At most this many dice in a longhouse.
pub const LONGHOUSE: u8 = 8;

pub fn player_mut(state: &mut State, seat: Seat) -> &mut Player {
    let i = (seat as usize).min(state.players.len().saturating_sub(1));
    &mut state.players[i]
}

/// Adds goods other than dice (dice go through `gain_dice`).
pub fn gain(state: &mut State, seat: Seat, goods: Goods, events: &mut Vec<Event>) {
    if goods.is_empty() {
        return;
    }
    let p = player_mut(state, seat);
    p.food = p.food.saturating_add(goods.food);
    p.wood = p.wood.saturating_add(goods.wood);
    p.coins = p.coins.saturating_add(goods.coins);
    p.favor = p.favor.saturating_add(goods.favor);
    p.blame = p.blame.saturating_add(goods.blame);
    p.glory = p.glory.saturating_add(goods.glory as u16);
    events.push(Event::Gained { seat, goods });
}

pub fn pay(state: &mut State, seat: Seat, goods: Goods, events: &mut Vec<Event>) {
    if goods.is_empty() {
        return;
    }
    let p = player_mut(state, seat);
    p.food = p.food.saturating_sub(goods.food);
    p.wood = p.wood.saturating_sub(goods.wood);
    p.coins = p.coins.saturating_sub(goods.coins);
    p.favor = p.favor.saturating_sub(goods.favor);
    p.blame = p.blame.saturating_sub(goods.blame);
    events.push(Event::Paid { seat, goods });
}

pub fn glory(state: &mut State, seat: Seat, n: u8, events: &mut Vec<Event>) {
    gain(state, seat, Goods::glory(n), events);
}

/// Dice from the supply, as many as it holds (R-PLACE-4). Returns a mixed gain that does not
/// fit in the longhouse for the player to choose from; otherwise takes what fits.
pub fn gain_dice(
    state: &mut State,
    seat: Seat,
    wanted: Dice,
    events: &mut Vec<Event>,
) -> Option<Dice> {
    let mut offered = Dice::NONE;
    for kind in DieKind::ALL {
        offered.add(kind, wanted.get(kind).min(state.board.supply.get(kind)));
    }
    if offered.is_empty() {
        return None;
    }
    let room = LONGHOUSE.saturating_sub(player_mut(state, seat).dice.total());
    if offered.total() <= room {
        take_dice(state, seat, offered, events);
        return None;
    }
    if offered.kinds() > 1 && room > 0 {
        return Some(offered);
    }
    // One kind (or no room): take what fits; the rest stays in the supply.
    let mut kept = Dice::NONE;
    for kind in DieKind::ALL {
        kept.add(
            kind,
            offered.get(kind).min(room.saturating_sub(kept.total())),
        );
    }
    take_dice(state, seat, kept, events);
    let returned = offered.minus(&kept);
    if !returned.is_empty() {
        events.push(Event::DiceReturned {
            seat,
            dice: returned,
        });
    }
    None
}

/// Moves dice from the supply into a longhouse (the caller checked supply and room).
pub fn take_dice(state: &mut State, seat: Seat, dice: Dice, events: &mut Vec<Event>) {
    if dice.is_empty() {
        return;
    }
    state.board.supply = state.board.supply.minus(&dice);
    let p = player_mut(state, seat);
    p.dice = p.dice.plus(&dice);
    events.push(Event::Gained {
        seat,
        goods: Goods {
            dice,
            ..Goods::default()
        },
    });
}

/// Dice die: out of the player's longhouse (and their assignment) back to the supply.
pub fn lose_dice(
    state: &mut State,
    seat: Seat,
    target: Option<Target>,
    dice: Dice,
    cause: LossCause,
    events: &mut Vec<Event>,
) {
    if dice.is_empty() {
        return;
    }
    let p = player_mut(state, seat);
    let dice = if dice.fits_in(&p.dice) { dice } else { p.dice };
    p.dice = p.dice.minus(&dice);
    if let Some(t) = target {
        p.assigned[t.index()] = p.assigned[t.index()].minus(&dice);
    }
    state.board.supply = state.board.supply.plus(&dice);
    events.push(Event::DiceLost { seat, dice, cause });
}

/// Expected damage of a die kind for a leader, in sixths (R-COMBAT-3's default order).
pub fn expected_damage(kind: DieKind, leader: Option<Leader>) -> u8 {
    match (kind, leader) {
        (DieKind::Swordsman, Some(Leader::Svanhildr)) => 5,
        (DieKind::Swordsman, _) => 3,
        (DieKind::Spearman, _) => 4,
        (DieKind::Axeman, _) => 6,
    }
}

/// Expected shields of a die kind, in sixths.
pub fn expected_shields(kind: DieKind) -> u8 {
    match kind {
        DieKind::Swordsman => 2,
        DieKind::Spearman => 1,
        DieKind::Axeman => 0,
    }
}

/// Die kinds from the first to lose to the last: lowest expected damage, then fewest shields.
pub fn loss_order(leader: Option<Leader>) -> [DieKind; 3] {
    let mut kinds = DieKind::ALL;
    kinds.sort_by_key(|&k| (expected_damage(k, leader), expected_shields(k)));
    kinds
}

/// The default pick of `count` dice to lose out of `from` (R-COMBAT-3).
pub fn default_losses(from: Dice, count: u8, leader: Option<Leader>) -> Dice {
    let mut out = Dice::NONE;
    let mut left = count.min(from.total());
    for kind in loss_order(leader) {
        let n = from.get(kind).min(left);
        out.add(kind, n);
        left -= n;
    }
    out
}
