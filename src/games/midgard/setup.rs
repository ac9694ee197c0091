//! Setting up a game (R-SETUP) and preparing each round (R-PREP).

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::cards::{Cards, DestinyId, DraugrId, MerchantId, MonsterId, ShipId, TrollId};
use super::error::RuleError;
use super::event::{top_first, DeckKind, DeckOrder, Event};
use super::state::{Board, Decks, JourneyCard, Land, Phase, Player, Settings, State};
use super::types::{Dice, DieKind, Edition, Rune, Stall};

/// A card of a deck that is reshuffled from its discards, and how that deck's order is
/// recorded.
pub trait DeckCard: Copy {
    fn order(cards: Vec<Self>) -> DeckOrder;
}

impl DeckCard for TrollId {
    fn order(cards: Vec<Self>) -> DeckOrder {
        DeckOrder::Trolls(cards)
    }
}

impl DeckCard for DraugrId {
    fn order(cards: Vec<Self>) -> DeckOrder {
        DeckOrder::Draugr(cards)
    }
}

impl DeckCard for JourneyCard {
    fn order(cards: Vec<Self>) -> DeckOrder {
        DeckOrder::Journeys(cards)
    }
}

impl DeckCard for MerchantId {
    fn order(cards: Vec<Self>) -> DeckOrder {
        DeckOrder::Merchants(cards)
    }
}

/// Draws the top card, reshuffling the discards into a new deck when the deck is empty (R-PREP-9).
pub fn draw<T: DeckCard>(
    deck: &mut Vec<T>,
    discard: &mut Vec<T>,
    rng: &mut ChaCha8Rng,
    kind: DeckKind,
    events: &mut Vec<Event>,
) -> Option<T> {
    if deck.is_empty() && !discard.is_empty() {
        deck.append(discard);
        deck.shuffle(rng);
        events.push(Event::DeckReshuffled { deck: kind });
        events.push(Event::Shuffled {
            order: T::order(top_first(deck)),
        });
    }
    deck.pop()
}

fn ids<T>(n: usize, make: impl Fn(u8) -> T) -> Vec<T> {
    (0..n.min(u8::MAX as usize) as u8).map(make).collect()
}

/// Deals a new game. The first decision is the leader choice.
pub fn new_game(
    cards: &Cards,
    settings: Settings,
    seed: u64,
) -> Result<(State, Vec<Event>), RuleError> {
    if !(2..=4).contains(&settings.seats) {
        return Err(RuleError::InvalidSettings("a game needs 2 to 4 seats"));
    }
    if settings.first_player.is_some_and(|s| s >= settings.seats) {
        return Err(RuleError::InvalidSettings(
            "the first player must be seated",
        ));
    }
    let seats = settings.seats;
    let edition = settings.edition;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut events = Vec::new();

    let stalls = deal_stalls(cards, seats, &mut rng, &mut events);
    let ships = private_ships(cards, seats);
    let decks = shuffled_decks(cards, edition, &mut rng, &mut events);
    let lands = lands_in_play(seats, edition);

    // R-SETUP-5: the first player.
    let first = match settings.first_player {
        Some(s) => s,
        None => {
            let seat = rng.random_range(0..seats);
            events.push(Event::FirstPlayerDrawn { seat });
            seat
        }
    };

    // R-SETUP-7, R-SETUP-8, R-SETUP-10.
    let workers = if seats == 2 { 4 } else { 3 };
    let mut players: Vec<Player> = (0..seats).map(|_| Player::new(workers)).collect();
    if settings.distrust {
        for p in &mut players {
            p.blame = 1;
        }
    }
    let [s, p, a] = cards.dice_counts;
    let supply = Dice::new(s.saturating_sub(seats), p, a);

    events.push(Event::GameStarted {
        first_player: first,
    });
    // R-SETUP-9: the destiny cards are dealt once the leaders are chosen (`deal_destiny`).

    let state = State {
        settings,
        seed,
        rng,
        round: 1,
        round_first: first,
        marker: first,
        players,
        board: Board {
            stalls,
            workers: Vec::new(),
            troll: None,
            draugr: [None, None],
            lands,
            rune_row: [None; 3],
            merchant: None,
            shop_dice: Dice::NONE,
            smokehouse_food: 0,
            supply,
            ships,
            huts_sold: 0,
        },
        decks,
        phase: Phase::Leaders { index: 0 },
        seq: 0,
    };
    Ok((state, events))
}

/// R-SETUP-2: shuffles the military and economic stalls and keeps as many as the seat count
/// asks for.
fn deal_stalls(
    cards: &Cards,
    seats: u8,
    rng: &mut ChaCha8Rng,
    events: &mut Vec<Event>,
) -> Vec<Stall> {
    let (military, economic) = match seats {
        2 => (1, 1),
        3 => (1, 2),
        _ => (2, 2),
    };
    let mut mil = cards.military_stalls.clone();
    let mut eco = cards.economic_stalls.clone();
    mil.shuffle(rng);
    eco.shuffle(rng);
    events.extend(
        [
            DeckOrder::MilitaryStalls(mil.clone()),
            DeckOrder::EconomicStalls(eco.clone()),
        ]
        .map(|order| Event::Shuffled { order }),
    );
    let mut stalls: Vec<_> = mil.into_iter().take(military).collect();
    stalls.extend(eco.into_iter().take(economic));
    stalls
}

/// R-SETUP-3: private longships by seat count.
fn private_ships(cards: &Cards, seats: u8) -> Vec<ShipId> {
    ids(cards.ships.len(), ShipId)
        .into_iter()
        .filter(|s| {
            cards
                .ships
                .get(s.0 as usize)
                .is_some_and(|t| t.min_seats <= seats)
        })
        .collect()
}

/// One journey card per copy of each journey entry of the edition, copies numbered per kind.
fn journey_cards(cards: &Cards, edition: Edition) -> Vec<JourneyCard> {
    let mut journeys = Vec::new();
    for entry in cards
        .journeys
        .iter()
        .filter(|j| j.editions.contains(&edition))
    {
        for _ in 0..entry.count {
            let copy = journeys
                .iter()
                .filter(|c: &&JourneyCard| c.kind == entry.kind)
                .count() as u8;
            journeys.push(JourneyCard {
                kind: entry.kind,
                copy,
            });
        }
    }
    journeys
}

/// R-SETUP-4: the decks, shuffled in a fixed order, each order recorded.
fn shuffled_decks(
    cards: &Cards,
    edition: Edition,
    rng: &mut ChaCha8Rng,
    events: &mut Vec<Event>,
) -> Decks {
    let in_edition = |eds: &[Edition]| eds.contains(&edition);
    let mut trolls = ids(cards.trolls.len(), TrollId);
    let mut draugr = ids(cards.draugr.len(), DraugrId);
    let mut monsters = ids(cards.monsters.len(), MonsterId);
    let mut runes: Vec<Rune> = Rune::ALL.to_vec();
    let mut destiny: Vec<DestinyId> = ids(cards.destiny.len(), DestinyId)
        .into_iter()
        .filter(|d| in_edition(&cards.destiny[d.0 as usize].editions))
        .collect();
    let mut merchants: Vec<MerchantId> = ids(cards.merchants.len(), MerchantId)
        .into_iter()
        .filter(|m| in_edition(&cards.merchants[m.0 as usize].editions))
        .collect();
    let mut journeys = journey_cards(cards, edition);
    trolls.shuffle(rng);
    draugr.shuffle(rng);
    monsters.shuffle(rng);
    runes.shuffle(rng);
    destiny.shuffle(rng);
    merchants.shuffle(rng);
    journeys.shuffle(rng);
    events.extend(
        [
            DeckOrder::Trolls(top_first(&trolls)),
            DeckOrder::Draugr(top_first(&draugr)),
            DeckOrder::Monsters(top_first(&monsters)),
            DeckOrder::Runes(top_first(&runes)),
            DeckOrder::Destiny(top_first(&destiny)),
            DeckOrder::Merchants(top_first(&merchants)),
            DeckOrder::Journeys(top_first(&journeys)),
        ]
        .map(|order| Event::Shuffled { order }),
    );
    Decks {
        trolls,
        troll_discard: Vec::new(),
        draugr,
        draugr_discard: Vec::new(),
        journeys,
        journey_discard: Vec::new(),
        monsters,
        runes,
        destiny,
        merchants,
        merchant_discard: Vec::new(),
    }
}

/// R-PREP-8: which distant lands are in play.
fn lands_in_play(seats: u8, edition: Edition) -> [Land; 4] {
    let unused_land = match (seats, edition) {
        (4, _) => None,
        (_, Edition::Revised) => Some(3),
        (_, Edition::Classic) => Some(0),
    };
    std::array::from_fn(|i| Land {
        active: unused_land != Some(i),
        near: i < 2,
        journey: None,
        peeked: 0,
        monster: None,
        monster_coins: 0,
        voyage: None,
    })
}

/// R-SETUP-9: after all leaders are chosen, each player draws 1 secret destiny card from the
/// deck shuffled at setup.
pub fn deal_destiny(state: &mut State, events: &mut Vec<Event>) {
    for seat in 0..state.seats() {
        if let Some(card) = state.decks.destiny.pop() {
            if let Some(p) = state.players.get_mut(seat as usize) {
                p.destiny.push(card);
            }
            events.push(Event::DestinyDrawn {
                seat,
                cards: vec![card],
            });
        }
    }
}

/// The seat choosing the `index`-th leader: from the first player's right, counter-clockwise,
/// so the first player chooses last (R-SETUP-6).
pub fn leader_chooser(state: &State, index: u8) -> crate::games::midgard::Seat {
    let n = state.seats();
    state.left_of(
        state.round_first,
        n.saturating_sub(1).saturating_sub(index % n.max(1)),
    )
}

/// R-PREP-1..7: fill the board for a new round.
pub fn prepare_round(state: &mut State, events: &mut Vec<Event>) {
    let State {
        board, decks, rng, ..
    } = state;
    reveal_enemies(board, decks, rng, events);
    deal_journeys(board, decks, rng, events);
    for (slot, place) in board.rune_row.iter_mut().enumerate() {
        if place.is_none() {
            *place = decks.runes.pop();
            if let Some(rune) = *place {
                events.push(Event::RuneDealt {
                    slot: slot as u8,
                    rune,
                });
            }
        }
    }
    for (i, land) in board.lands.iter_mut().enumerate() {
        if land.active && land.monster.is_none() {
            land.monster = decks.monsters.pop();
            land.monster_coins = 0;
            if let Some(card) = land.monster {
                events.push(Event::MonsterRevealed {
                    land: i as u8,
                    card,
                });
            }
        }
    }
    if let Some(old) = board.merchant.take() {
        decks.merchant_discard.push(old);
    }
    board.merchant = draw(
        &mut decks.merchants,
        &mut decks.merchant_discard,
        rng,
        DeckKind::Merchants,
        events,
    );
    if let Some(card) = board.merchant {
        events.push(Event::MerchantRevealed { card });
    }
    restock_shops(board, events);
}

/// Reveals a troll and a draugr on each side where none is left from the last round.
fn reveal_enemies(
    board: &mut Board,
    decks: &mut Decks,
    rng: &mut ChaCha8Rng,
    events: &mut Vec<Event>,
) {
    if board.troll.is_none() {
        board.troll = draw(
            &mut decks.trolls,
            &mut decks.troll_discard,
            rng,
            DeckKind::Trolls,
            events,
        );
        if let Some(card) = board.troll {
            events.push(Event::TrollRevealed { card });
        }
    }
    for side in 0..2u8 {
        if board.draugr[side as usize].is_none() {
            let card = draw(
                &mut decks.draugr,
                &mut decks.draugr_discard,
                rng,
                DeckKind::Draugr,
                events,
            );
            board.draugr[side as usize] = card;
            if let Some(card) = card {
                events.push(Event::DraugrRevealed { side, card });
            }
        }
    }
}

/// Deals a face-down journey card to each land in play that has none.
fn deal_journeys(
    board: &mut Board,
    decks: &mut Decks,
    rng: &mut ChaCha8Rng,
    events: &mut Vec<Event>,
) {
    for (i, land) in board.lands.iter_mut().enumerate() {
        if !land.active {
            continue;
        }
        if land.journey.is_none() {
            land.journey = draw(
                &mut decks.journeys,
                &mut decks.journey_discard,
                rng,
                DeckKind::Journeys,
                events,
            );
            land.peeked = 0;
            if let Some(card) = land.journey {
                events.push(Event::JourneyDealt { land: i as u8 });
                events.push(Event::JourneyFaceDown {
                    land: i as u8,
                    card,
                });
            }
        }
    }
}

/// Moves one die of each kind left in the supply to the shops and adds a food to the
/// smokehouse.
fn restock_shops(board: &mut Board, events: &mut Vec<Event>) {
    let mut added = Dice::NONE;
    for kind in DieKind::ALL {
        if board.supply.get(kind) > 0 {
            board.supply.remove(kind, 1);
            board.shop_dice.add(kind, 1);
            added.add(kind, 1);
        }
    }
    board.smokehouse_food = board.smokehouse_food.saturating_add(1);
    events.push(Event::ShopsRestocked {
        dice: added,
        food: 1,
    });
}
