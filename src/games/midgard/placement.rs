//! Worker placement (R-PLACE) and every location's effect and sub-choices (R-LOC).

use super::action::{Action, RunePick, RuneUse};
use super::cards::{Cards, DestinyId, ShipId};
use super::effects::{gain, gain_dice, pay, player_mut, take_dice};
use super::error::RuleError;
use super::event::{Event, Goods};
use super::state::{Phase, Player, State, Sub, Voyage};
use super::types::{
    Dice, DieKind, Edition, Good, Leader, Location, Rune, Seat, ShipKind, Space, Stall,
};

/// Workers' Huts prices, falling with each purchase in the game (R-LOC-HUTS).
pub fn huts_price(state: &State) -> Option<u8> {
    let prices: &[u8] = match state.settings.edition {
        Edition::Revised => &[5, 4, 3, 2, 1],
        Edition::Classic => &[5, 4, 3, 2],
    };
    prices.get(state.board.huts_sold as usize).copied()
}

/// Stave Church steps: (favor, coins) (R-LOC-CHURCH).
pub const CHURCH_STEPS: [(u8, u8); 4] = [(1, 1), (2, 3), (3, 6), (4, 10)];

pub fn merchant_cost(state: &State, seat: Seat) -> u8 {
    match state.player(seat) {
        Some(p) if p.is(Leader::Gylfir) => 0,
        _ => 1,
    }
}

/// Active lands whose journey space no ship has reserved yet.
pub fn free_lands(state: &State) -> impl Iterator<Item = u8> + '_ {
    state
        .board
        .lands
        .iter()
        .enumerate()
        .filter(|(_, l)| l.active && l.voyage.is_none())
        .map(|(i, _)| i as u8)
}

fn ship_cost(cards: &Cards, ship: ShipId) -> Option<(u8, u8)> {
    cards.ships.get(ship.0 as usize).map(|t| (t.coins, t.wood))
}

/// Every space a worker may go to, for legal-action enumeration.
pub fn all_spaces(state: &State) -> impl Iterator<Item = Space> + '_ {
    Location::ALL
        .iter()
        .map(|&l| Space::Loc(l))
        .chain(state.board.stalls.iter().map(|&s| Space::Stall(s)))
}

/// Who stands where, looked up once for many spaces: a bit per space ([`space_bit`]).
#[derive(Clone, Copy, Debug)]
pub struct Occupancy {
    any: u64,
    mine: u64,
}

const _: () = assert!(Location::ALL.len() + Stall::ALL.len() <= 64);

fn space_bit(space: Space) -> u64 {
    let i = match space {
        Space::Loc(l) => l as usize,
        Space::Stall(s) => Location::ALL.len() + s as usize,
    };
    1 << i
}

impl Occupancy {
    pub fn of(state: &State, seat: Seat) -> Self {
        let mut o = Occupancy { any: 0, mine: 0 };
        for &(space, s) in &state.board.workers {
            o.any |= space_bit(space);
            if s == seat {
                o.mine |= space_bit(space);
            }
        }
        o
    }
}

/// Every space `seat` may put a worker on now, in [`all_spaces`]' order, as actions.
pub fn legal_places(state: &State, cards: &Cards, seat: Seat) -> Vec<Action> {
    let occupied = Occupancy::of(state, seat);
    all_spaces(state)
        .filter(|&space| check_place_in(state, cards, seat, space, occupied).is_ok())
        .map(|space| Action::Place { space })
        .collect()
}

/// R-PLACE-2, R-PLACE-3: may `seat` put a worker on `space` now?
pub fn check_place(
    state: &State,
    cards: &Cards,
    seat: Seat,
    space: Space,
) -> Result<(), RuleError> {
    check_place_in(state, cards, seat, space, Occupancy::of(state, seat))
}

fn check_place_in(
    state: &State,
    cards: &Cards,
    seat: Seat,
    space: Space,
    occupied: Occupancy,
) -> Result<(), RuleError> {
    let p = state.player(seat).ok_or(RuleError::UnknownSeat)?;
    if p.workers_left() == 0 {
        return Err(RuleError::NoWorkersLeft);
    }
    let b = &state.board;
    if let Space::Stall(stall) = space {
        if !b.stalls.contains(&stall) {
            return Err(RuleError::SpaceUnavailable);
        }
    }
    if space == Space::Loc(Location::PrivateLongship) {
        if p.ship.is_none() {
            return Err(RuleError::SpaceUnavailable);
        }
        if occupied.mine & space_bit(space) != 0 {
            return Err(RuleError::SpaceTaken);
        }
    } else if !space.is_shared() && occupied.any & space_bit(space) != 0 {
        return Err(RuleError::SpaceTaken);
    }
    match space {
        Space::Loc(loc) => check_location(state, cards, seat, p, loc),
        Space::Stall(stall) => match stall {
            Stall::Varangians => need(p.coins >= 1),
            Stall::Mercenaries => need(p.wood >= 1),
            Stall::Jomsvikings => need(p.coins >= 2),
            Stall::Recruits => need(p.food >= 1),
            _ => Ok(()),
        },
    }
}

/// Ok when the player can afford the space, `CannotPay` otherwise.
fn need(ok: bool) -> Result<(), RuleError> {
    if ok {
        Ok(())
    } else {
        Err(RuleError::CannotPay)
    }
}

/// Whether the location is open to `p` (seated at `seat`) and affordable, once it is known free.
fn check_location(
    state: &State,
    cards: &Cards,
    seat: Seat,
    p: &Player,
    loc: Location,
) -> Result<(), RuleError> {
    let b = &state.board;
    match loc {
        Location::WorkersHuts => {
            if p.bought_worker {
                return Err(RuleError::AlreadyOwned);
            }
            let price = huts_price(state).ok_or(RuleError::SpaceUnavailable)?;
            need(p.coins >= price)
        }
        Location::MerchantShip => {
            if b.merchant.is_none() {
                return Err(RuleError::SpaceUnavailable);
            }
            need(p.coins >= merchant_cost(state, seat))
        }
        Location::RuneCarver => {
            if b.rune_row.iter().all(Option::is_none) && state.decks.runes.is_empty() {
                return Err(RuleError::SpaceUnavailable);
            }
            need(p.wood >= 1)
        }
        Location::StaveChurch => need(p.coins >= CHURCH_STEPS[0].1),
        Location::Shipwright => {
            if p.ship.is_some() {
                return Err(RuleError::AlreadyOwned);
            }
            if b.ships.is_empty() {
                return Err(RuleError::SpaceUnavailable);
            }
            need(
                b.ships.iter().any(|&s| {
                    ship_cost(cards, s).is_some_and(|(c, w)| p.coins >= c && p.wood >= w)
                }),
            )
        }
        Location::LongshipSmall | Location::LongshipLarge | Location::PrivateLongship => {
            if free_lands(state).next().is_none() {
                return Err(RuleError::SpaceUnavailable);
            }
            need(loc != Location::LongshipLarge || p.coins >= 1)
        }
        Location::Troll => b.troll.map(|_| ()).ok_or(RuleError::SpaceUnavailable),
        Location::DraugrLeft => b.draugr[0].map(|_| ()).ok_or(RuleError::SpaceUnavailable),
        Location::DraugrRight => b.draugr[1].map(|_| ()).ok_or(RuleError::SpaceUnavailable),
        _ => Ok(()),
    }
}

fn set_sub(state: &mut State, sub: Option<Sub>) {
    if let Phase::Placement { sub: s, .. } = &mut state.phase {
        *s = sub;
    }
}

/// Puts the worker down and resolves the space at once (R-PLACE-1).
pub fn place(state: &mut State, cards: &Cards, seat: Seat, space: Space, events: &mut Vec<Event>) {
    state.board.workers.push((space, seat));
    player_mut(state, seat).placed += 1;
    events.push(Event::WorkerPlaced { seat, space });
    let sub = match space {
        Space::Loc(loc) => place_location(state, cards, seat, loc, events),
        Space::Stall(stall) => place_stall(state, seat, stall, events),
    };
    set_sub(state, sub);
}

fn place_location(
    state: &mut State,
    cards: &Cards,
    seat: Seat,
    loc: Location,
    events: &mut Vec<Event>,
) -> Option<Sub> {
    match loc {
        Location::WorkersHuts => {
            buy_worker(state, seat, events);
            None
        }
        Location::JarlsLonghouse => {
            let kept = gain_dice(state, seat, Dice::one(DieKind::Swordsman), events);
            state.marker = if state.marker == seat {
                state.left_of(seat, 1)
            } else {
                seat
            };
            events.push(Event::FirstPlayerMarker { seat: state.marker });
            kept.map(|offered| Sub::KeepDice { offered })
        }
        Location::ShamansHut => {
            if state.board.lands.iter().any(|l| l.journey.is_some()) {
                Some(Sub::Peek)
            } else {
                shaman_draw_step(state, seat, events)
            }
        }
        Location::Armorer | Location::SpearMaker | Location::Blacksmith => {
            take_shop_dice(state, seat, loc, events)
        }
        Location::Smokehouse => {
            let food = std::mem::take(&mut state.board.smokehouse_food);
            gain(state, seat, Goods::good(Good::Food, food), events);
            None
        }
        Location::Market => Some(Sub::Market),
        Location::MerchantShip => trade_with_merchant(state, cards, seat, events),
        Location::RuneCarver => {
            pay(
                state,
                seat,
                Goods {
                    wood: 1,
                    ..Goods::default()
                },
                events,
            );
            Some(Sub::RuneCarver)
        }
        Location::StaveChurch => Some(Sub::Church),
        Location::Shipwright => Some(Sub::Shipwright),
        Location::LongshipSmall => Some(Sub::Sail {
            ship: ShipKind::Small,
        }),
        Location::LongshipLarge => {
            pay(state, seat, Goods::coins(1), events);
            Some(Sub::Sail {
                ship: ShipKind::Large,
            })
        }
        Location::PrivateLongship => Some(Sub::Sail {
            ship: ShipKind::Private,
        }),
        Location::Troll
        | Location::DraugrLeft
        | Location::DraugrRight
        | Location::HuntingGrounds => None,
        Location::Beggar => beg(state, seat, events),
    }
}

/// R-LOC-HUTS: pays the current price for one more worker.
fn buy_worker(state: &mut State, seat: Seat, events: &mut Vec<Event>) {
    let price = huts_price(state).unwrap_or(0);
    pay(state, seat, Goods::coins(price), events);
    state.board.huts_sold += 1;
    let p = player_mut(state, seat);
    p.bought_worker = true;
    p.workers += 1;
    events.push(Event::WorkerBought { seat, price });
}

/// Armorer, Spear Maker, Blacksmith: takes every die waiting at the shop.
fn take_shop_dice(
    state: &mut State,
    seat: Seat,
    loc: Location,
    events: &mut Vec<Event>,
) -> Option<Sub> {
    let kind = match loc {
        Location::Armorer => DieKind::Swordsman,
        Location::SpearMaker => DieKind::Spearman,
        _ => DieKind::Axeman,
    };
    let n = state.board.shop_dice.get(kind);
    state.board.shop_dice.remove(kind, n);
    state.board.supply.add(kind, n);
    let mut wanted = Dice::NONE;
    wanted.add(kind, n);
    gain_dice(state, seat, wanted, events).map(|offered| Sub::KeepDice { offered })
}

/// Merchant Ship: pays the fee and takes the goods and dice of the merchant card.
fn trade_with_merchant(
    state: &mut State,
    cards: &Cards,
    seat: Seat,
    events: &mut Vec<Event>,
) -> Option<Sub> {
    pay(
        state,
        seat,
        Goods::coins(merchant_cost(state, seat)),
        events,
    );
    let card = state
        .board
        .merchant
        .and_then(|m| cards.merchants.get(m.0 as usize));
    let card = card?;
    let goods = Goods {
        food: card.food,
        wood: card.wood,
        coins: card.coins,
        ..Goods::default()
    };
    let dice = Dice::new(card.swordsmen, card.spearmen, card.axemen);
    gain(state, seat, goods, events);
    gain_dice(state, seat, dice, events).map(|offered| Sub::KeepDice { offered })
}

/// Beggar: a blame, then a good of choice (revised) or a coin (classic).
fn beg(state: &mut State, seat: Seat, events: &mut Vec<Event>) -> Option<Sub> {
    match state.settings.edition {
        Edition::Revised => {
            gain(state, seat, Goods::blame(1), events);
            Some(Sub::Beg)
        }
        Edition::Classic => {
            gain(
                state,
                seat,
                Goods {
                    blame: 1,
                    coins: 1,
                    ..Goods::default()
                },
                events,
            );
            None
        }
    }
}

fn place_stall(
    state: &mut State,
    seat: Seat,
    stall: Stall,
    events: &mut Vec<Event>,
) -> Option<Sub> {
    let (cost, goods, dice) = match stall {
        Stall::RichStranger => (Goods::default(), Goods::coins(2), Dice::NONE),
        Stall::Skald => (Goods::default(), Goods::glory(2), Dice::NONE),
        Stall::GenerousMerchant => (
            Goods::default(),
            Goods {
                wood: 1,
                food: 1,
                ..Goods::default()
            },
            Dice::NONE,
        ),
        Stall::Alms => return Some(Sub::Alms),
        Stall::Varangians => (Goods::coins(1), Goods::default(), Dice::new(1, 1, 0)),
        Stall::Mercenaries => (
            Goods::good(Good::Wood, 1),
            Goods::default(),
            Dice::new(0, 2, 0),
        ),
        Stall::Jomsvikings => (Goods::coins(2), Goods::default(), Dice::new(1, 0, 1)),
        Stall::Recruits => (
            Goods::good(Good::Food, 1),
            Goods::default(),
            Dice::new(2, 0, 0),
        ),
    };
    pay(state, seat, cost, events);
    gain(state, seat, goods, events);
    gain_dice(state, seat, dice, events).map(|offered| Sub::KeepDice { offered })
}

/// After the Shaman's peek: offer True Vision, or draw.
fn shaman_draw_step(state: &mut State, seat: Seat, events: &mut Vec<Event>) -> Option<Sub> {
    let p = player_mut(state, seat);
    if p.has_rune(Rune::TrueVision) {
        return Some(Sub::TrueVision);
    }
    shaman_draw(state, seat, false, events)
}

/// R-LOC-SHAMAN with Dagrun and True Vision: draw, then keep one.
fn shaman_draw(
    state: &mut State,
    seat: Seat,
    true_vision: bool,
    events: &mut Vec<Event>,
) -> Option<Sub> {
    let dagrun = player_mut(state, seat).is(Leader::Dagrun);
    let n = 1 + usize::from(dagrun) + if true_vision { 2 } else { 0 };
    let mut drawn = Vec::new();
    for _ in 0..n {
        if let Some(card) = state.decks.destiny.pop() {
            drawn.push(card);
        }
    }
    if drawn.len() <= 1 {
        keep_destiny(state, seat, drawn, None, events);
        None
    } else {
        Some(Sub::KeepDestiny { drawn })
    }
}

fn keep_destiny(
    state: &mut State,
    seat: Seat,
    drawn: Vec<DestinyId>,
    keep: Option<DestinyId>,
    events: &mut Vec<Event>,
) {
    let keep = keep.or_else(|| drawn.first().copied());
    let mut returned = Vec::new();
    for card in drawn {
        if Some(card) == keep {
            player_mut(state, seat).destiny.push(card);
            events.push(Event::DestinyDrawn {
                seat,
                cards: vec![card],
            });
        } else {
            state.decks.destiny.insert(0, card);
            returned.push(card);
        }
    }
    if !returned.is_empty() {
        events.push(Event::DestinyReturned {
            seat,
            count: returned.len() as u8,
        });
        events.push(Event::DestinyPutBack {
            seat,
            cards: returned,
        });
    }
}

/// Every answer to a location's sub-choice that may be legal (checked by `check_sub`).
pub fn sub_candidates(state: &State, cards: &Cards, seat: Seat, sub: &Sub) -> Vec<Action> {
    let _ = cards;
    match sub {
        Sub::Market => {
            let mut v = vec![Action::EndTrades];
            for give in Good::ALL {
                for take in Good::ALL {
                    if give != take {
                        v.push(Action::Trade { give, take });
                    }
                }
            }
            v
        }
        Sub::Church => (1..=4).map(|favor| Action::Church { favor }).collect(),
        Sub::Alms => (0..=3).map(|food| Action::Alms { food }).collect(),
        Sub::Beg => Good::ALL.iter().map(|&take| Action::Beg { take }).collect(),
        Sub::Shipwright => state
            .board
            .ships
            .iter()
            .map(|&ship| Action::BuyShip { ship })
            .collect(),
        Sub::Sail { .. } => (0..4).map(|land| Action::Sail { land }).collect(),
        Sub::RuneCarver => (0..3)
            .map(|i| Action::TakeRune {
                pick: RunePick::Row(i),
            })
            .chain(std::iter::once(Action::TakeRune {
                pick: RunePick::Deck,
            }))
            .collect(),
        Sub::Peek => (0..4).map(|land| Action::Peek { land }).collect(),
        Sub::TrueVision => vec![
            Action::UseRune {
                using: RuneUse::TrueVision,
            },
            Action::Pass,
        ],
        Sub::KeepDestiny { drawn } => drawn
            .iter()
            .map(|&card| Action::KeepDestiny { card })
            .collect(),
        Sub::KeepDice { offered } => {
            let room = super::effects::LONGHOUSE
                .saturating_sub(state.player(seat).map_or(0, |p| p.dice.total()));
            offered
                .choices(room)
                .into_iter()
                .map(|dice| Action::KeepDice { dice })
                .collect()
        }
    }
}

/// Is `action` a legal answer to the sub-choice?
pub fn check_sub(
    state: &State,
    cards: &Cards,
    seat: Seat,
    sub: &Sub,
    action: &Action,
) -> Result<(), RuleError> {
    let p = state.player(seat).ok_or(RuleError::UnknownSeat)?;
    let b = &state.board;
    match (sub, action) {
        (Sub::Market, Action::EndTrades) => Ok(()),
        (Sub::Market, Action::Trade { give, take }) => check_trade(p, *give, *take),
        (Sub::Church, Action::Church { favor }) => check_church(p, *favor),
        (Sub::Alms, Action::Alms { food }) => {
            if *food > 3 {
                Err(RuleError::InvalidAmount)
            } else if *food > p.food {
                Err(RuleError::CannotPay)
            } else {
                Ok(())
            }
        }
        (Sub::Beg, Action::Beg { .. }) => Ok(()),
        (Sub::Shipwright, Action::BuyShip { ship }) => check_ship_purchase(state, cards, p, *ship),
        (Sub::Sail { .. }, Action::Sail { land }) => check_sail(state, *land),
        (Sub::RuneCarver, Action::TakeRune { pick }) => check_rune_pick(state, *pick),
        (Sub::Peek, Action::Peek { land }) => b
            .lands
            .get(*land as usize)
            .and_then(|l| l.journey)
            .map(|_| ())
            .ok_or(RuleError::InvalidTarget),
        (
            Sub::TrueVision,
            Action::UseRune {
                using: RuneUse::TrueVision,
            },
        ) => {
            if p.has_rune(Rune::TrueVision) {
                Ok(())
            } else {
                Err(RuleError::RuneUnavailable)
            }
        }
        (Sub::TrueVision, Action::Pass) => Ok(()),
        (Sub::KeepDestiny { drawn }, Action::KeepDestiny { card }) => {
            if drawn.contains(card) {
                Ok(())
            } else {
                Err(RuleError::UnknownCard)
            }
        }
        (Sub::KeepDice { offered }, Action::KeepDice { dice }) => check_keep_dice(p, offered, dice),
        _ => Err(RuleError::WrongDecision),
    }
}

/// Market: a trade gives one good the player has for another.
fn check_trade(p: &Player, give: Good, take: Good) -> Result<(), RuleError> {
    if give == take {
        return Err(RuleError::InvalidAmount);
    }
    let have = match give {
        Good::Food => p.food,
        Good::Wood => p.wood,
        Good::Coins => p.coins,
    };
    if have == 0 {
        Err(RuleError::CannotPay)
    } else {
        Ok(())
    }
}

/// Stave Church: the favor must be one of the steps, and its price affordable.
fn check_church(p: &Player, favor: u8) -> Result<(), RuleError> {
    let (_, price) = CHURCH_STEPS
        .iter()
        .find(|(f, _)| *f == favor)
        .ok_or(RuleError::InvalidAmount)?;
    if p.coins >= *price {
        Ok(())
    } else {
        Err(RuleError::CannotPay)
    }
}

/// Shipwright: the ship must be on offer and affordable.
fn check_ship_purchase(
    state: &State,
    cards: &Cards,
    p: &Player,
    ship: ShipId,
) -> Result<(), RuleError> {
    if !state.board.ships.contains(&ship) {
        return Err(RuleError::UnknownCard);
    }
    let (c, w) = ship_cost(cards, ship).ok_or(RuleError::UnknownCard)?;
    if p.coins >= c && p.wood >= w {
        Ok(())
    } else {
        Err(RuleError::CannotPay)
    }
}

/// A ship may sail to an active land no other ship has reserved.
fn check_sail(state: &State, land: u8) -> Result<(), RuleError> {
    let l = state
        .board
        .lands
        .get(land as usize)
        .ok_or(RuleError::InvalidTarget)?;
    if !l.active {
        Err(RuleError::InvalidTarget)
    } else if l.voyage.is_some() {
        Err(RuleError::SpaceTaken)
    } else {
        Ok(())
    }
}

/// Rune Carver: the picked row slot must hold a rune, or the deck must not be empty.
fn check_rune_pick(state: &State, pick: RunePick) -> Result<(), RuleError> {
    match pick {
        RunePick::Row(i) => state
            .board
            .rune_row
            .get(i as usize)
            .copied()
            .flatten()
            .map(|_| ())
            .ok_or(RuleError::UnknownCard),
        RunePick::Deck => {
            if state.decks.runes.is_empty() {
                Err(RuleError::UnknownCard)
            } else {
                Ok(())
            }
        }
    }
}

/// The kept dice must come from the offer and fill the longhouse as far as the offer allows.
fn check_keep_dice(p: &Player, offered: &Dice, dice: &Dice) -> Result<(), RuleError> {
    let room = super::effects::LONGHOUSE.saturating_sub(p.dice.total());
    if !dice.fits_in(offered) {
        Err(RuleError::NotEnough)
    } else if dice.total() > room {
        Err(RuleError::LonghouseFull)
    } else if dice.total() < room.min(offered.total()) {
        Err(RuleError::InvalidAmount)
    } else {
        Ok(())
    }
}

/// Carries out a checked answer to a sub-choice.
pub fn exec_sub(
    state: &mut State,
    cards: &Cards,
    seat: Seat,
    sub: Sub,
    action: &Action,
    events: &mut Vec<Event>,
) {
    let next = match (sub, action) {
        (Sub::Market, Action::Trade { give, take }) => {
            trade(state, seat, *give, *take, events);
            Some(Sub::Market)
        }
        (Sub::Market, Action::EndTrades) => None,
        (Sub::Church, Action::Church { favor }) => {
            let price = CHURCH_STEPS
                .iter()
                .find(|(f, _)| f == favor)
                .map_or(0, |s| s.1);
            pay(state, seat, Goods::coins(price), events);
            gain(state, seat, Goods::favor(*favor), events);
            None
        }
        (Sub::Alms, Action::Alms { food }) => {
            pay(state, seat, Goods::good(Good::Food, *food), events);
            gain(state, seat, Goods::favor(*food), events);
            None
        }
        (Sub::Beg, Action::Beg { take }) => {
            gain(state, seat, Goods::good(*take, 1), events);
            None
        }
        (Sub::Shipwright, Action::BuyShip { ship }) => {
            buy_ship(state, cards, seat, *ship, events);
            None
        }
        (Sub::Sail { ship }, Action::Sail { land }) => {
            sail(state, cards, seat, ship, *land, events);
            None
        }
        (Sub::RuneCarver, Action::TakeRune { pick }) => {
            take_rune(state, seat, *pick, events);
            None
        }
        (Sub::Peek, Action::Peek { land }) => {
            peek(state, seat, *land, events);
            shaman_draw_step(state, seat, events)
        }
        (Sub::TrueVision, Action::UseRune { using }) => {
            player_mut(state, seat).use_rune(Rune::TrueVision);
            events.push(Event::RuneUsed {
                seat,
                using: *using,
            });
            shaman_draw(state, seat, true, events)
        }
        (Sub::TrueVision, _) => shaman_draw(state, seat, false, events),
        (Sub::KeepDestiny { drawn }, Action::KeepDestiny { card }) => {
            keep_destiny(state, seat, drawn, Some(*card), events);
            None
        }
        (Sub::KeepDice { offered }, Action::KeepDice { dice }) => {
            keep_dice(state, seat, &offered, dice, events);
            None
        }
        (sub, _) => Some(sub),
    };
    set_sub(state, next);
}

/// Market: one good given for another.
fn trade(state: &mut State, seat: Seat, give: Good, take: Good, events: &mut Vec<Event>) {
    pay(state, seat, Goods::good(give, 1), events);
    gain(state, seat, Goods::good(take, 1), events);
    events.push(Event::Traded { seat, give, take });
}

/// Shipwright: pays for the private longship and takes it.
fn buy_ship(state: &mut State, cards: &Cards, seat: Seat, ship: ShipId, events: &mut Vec<Event>) {
    let (c, w) = ship_cost(cards, ship).unwrap_or((0, 0));
    pay(
        state,
        seat,
        Goods {
            coins: c,
            wood: w,
            ..Goods::default()
        },
        events,
    );
    state.board.ships.retain(|s| *s != ship);
    player_mut(state, seat).ship = Some(ship);
    events.push(Event::ShipBought { seat, ship });
}

/// Reserves the land's journey space for a voyage on the ship.
fn sail(
    state: &mut State,
    cards: &Cards,
    seat: Seat,
    ship: ShipKind,
    land: u8,
    events: &mut Vec<Event>,
) {
    let capacity = match ship {
        ShipKind::Small => 5,
        ShipKind::Large => 10,
        ShipKind::Private => state
            .player(seat)
            .and_then(|p| p.ship)
            .and_then(|s| cards.ships.get(s.0 as usize))
            .map_or(0, |t| t.capacity),
    };
    if let Some(l) = state.board.lands.get_mut(land as usize) {
        l.voyage = Some(Voyage {
            seat,
            kind: ship,
            capacity,
            food: 0,
        });
    }
    events.push(Event::Sailed { seat, land, ship });
}

/// Rune Carver: takes the rune from the row slot or the top of the deck.
fn take_rune(state: &mut State, seat: Seat, pick: RunePick, events: &mut Vec<Event>) {
    let rune = match pick {
        RunePick::Row(i) => state
            .board
            .rune_row
            .get_mut(i as usize)
            .and_then(Option::take),
        RunePick::Deck => state.decks.runes.pop(),
    };
    if let Some(rune) = rune {
        player_mut(state, seat)
            .runes
            .push(super::state::OwnedRune { rune, used: false });
        events.push(Event::RuneTaken { seat, rune });
    }
}

/// Shaman's Hut: looks at the land's face-down journey card.
fn peek(state: &mut State, seat: Seat, land: u8, events: &mut Vec<Event>) {
    if let Some(l) = state.board.lands.get_mut(land as usize) {
        l.peeked |= 1 << seat;
        if let Some(card) = l.journey {
            events.push(Event::Peeked { seat, land, card });
        }
    }
}

/// Keeps the chosen dice and returns the rest of the offer.
fn keep_dice(state: &mut State, seat: Seat, offered: &Dice, dice: &Dice, events: &mut Vec<Event>) {
    take_dice(state, seat, *dice, events);
    let returned = offered.minus(dice);
    if !returned.is_empty() {
        events.push(Event::DiceReturned {
            seat,
            dice: returned,
        });
    }
}

/// Hands the turn to the next seat clockwise with a worker left (R-PLACE-1).
/// Returns false when every worker is placed.
pub fn next_turn(state: &mut State) -> bool {
    let Phase::Placement { turn, .. } = state.phase else {
        return false;
    };
    for i in 1..=state.seats() {
        let seat = state.left_of(turn, i);
        if state.player(seat).is_some_and(|p| p.workers_left() > 0) {
            state.phase = Phase::Placement {
                turn: seat,
                sub: None,
            };
            return true;
        }
    }
    false
}
