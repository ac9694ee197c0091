//! Dealing a game (R-SETUP) and each turn's wall and hands (R-WALL, R-ORDER-1, R-ORDER-4).

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::build::build_order;
use super::cards::{fort_deck, Fort, DECK};
use super::error::RuleError;
use super::event::Event;
use super::state::{Card, Clan, Colour, Orders, Phase, Settings, State, MAX_CLANS, POSITIONS};

/// Deals a game: each player takes the colour they chose, then the players without one and the
/// neutrals take the free ones (R-DECIDE 1). Two players choosing one colour is a bad line-up.
pub fn new_game(settings: Settings, seed: u64) -> Result<(State, Vec<Event>), RuleError> {
    let bad = RuleError::BadLineUp {
        players: settings.players,
        neutrals: settings.neutrals,
    };
    let lone_without_rival = settings.players == 1 && settings.neutrals == 0;
    if settings.players == 0 || settings.clans() > MAX_CLANS || lone_without_rival {
        return Err(bad);
    }
    let colours = colours(&settings).ok_or(bad)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut deck = fort_deck();
    deck.shuffle(&mut rng);
    let shuffled = Event::FortsShuffled {
        forts: deck.iter().rev().copied().collect(),
    };
    let clans = colours
        .into_iter()
        .enumerate()
        .map(|(i, colour)| Clan::new(colour, i >= usize::from(settings.players)))
        .collect();
    let mut state = State {
        settings,
        seed,
        rng,
        turn: 0,
        round: 0,
        wall: [None; POSITIONS],
        deck,
        discard: Vec::new(),
        clans,
        phase: Phase::Orders,
        fortheca_win: None,
        seq: 0,
    };
    let mut events = vec![shuffled];
    begin_turn(&mut state, &mut events);
    Ok((state, events))
}

/// Every clan's colour in seat order (R-DECIDE 1): a player's own choice, else the first free
/// of green, red, gold, blue; `None` when two players chose the same colour.
fn colours(settings: &Settings) -> Option<Vec<Colour>> {
    let players = usize::from(settings.players);
    let chosen: Vec<Option<Colour>> = (0..settings.clans())
        .map(|i| {
            settings
                .colours
                .get(i)
                .copied()
                .flatten()
                .filter(|_| i < players)
        })
        .collect();
    let twice = chosen
        .iter()
        .enumerate()
        .any(|(i, c)| c.is_some() && chosen[..i].contains(c));
    if twice {
        return None;
    }
    let mut free = Colour::ALL
        .into_iter()
        .filter(|c| !chosen.contains(&Some(*c)));
    chosen.iter().map(|c| c.or_else(|| free.next())).collect()
}

/// A new turn: every warrior back (R-TURN-2), a new wall, new hands.
pub fn begin_turn(state: &mut State, events: &mut Vec<Event>) {
    state.turn += 1;
    state.round = 0;
    state.phase = Phase::Orders;
    build_wall(state, events);
    for clan in 0..state.clans.len() {
        deal(state, clan as u8, events);
    }
}

/// R-WALL-1/2: six forts, lowest positive first, highest positive last.
fn build_wall(state: &mut State, events: &mut Vec<Event>) {
    let mut drawn = [Fort::NieFort(1); POSITIONS];
    for slot in drawn.iter_mut() {
        // 18 of the 20 forts are ever drawn (R-COMP-3).
        *slot = state.deck.pop().unwrap_or(Fort::NieFort(1));
    }
    let order = build_order(&drawn);
    for (slot, &i) in state.wall.iter_mut().zip(&order) {
        *slot = Some(drawn[i]);
    }
    events.push(Event::FortsDrawn {
        turn: state.turn,
        forts: drawn.to_vec(),
    });
    events.push(Event::WallBuilt {
        turn: state.turn,
        forts: order.iter().map(|&i| drawn[i]).collect(),
    });
}

/// R-ORDER-1 for a player: two cards aside. R-ORDER-4 for a neutral: six placed at random.
fn deal(state: &mut State, clan: u8, events: &mut Vec<Event>) {
    let mut cards: Vec<Card> = (0..DECK.len() as Card).collect();
    cards.shuffle(&mut state.rng);
    events.push(Event::HandShuffled {
        clan,
        cards: cards.clone(),
    });
    let neutral = !state.is_player(clan);
    let Some(c) = state.clans.get_mut(usize::from(clan)) else {
        return;
    };
    c.line.clear();
    c.out.clear();
    c.orders = Orders::default();
    if neutral {
        for (slot, &card) in c.orders.placed.iter_mut().zip(&cards) {
            *slot = Some(card);
        }
        c.orders.aside = cards[POSITIONS..].to_vec();
        c.orders.locked = true;
        events.push(Event::NeutralOrders {
            clan,
            placed: cards[..POSITIONS].to_vec(),
            aside: c.orders.aside.clone(),
        });
    } else {
        let mut aside = cards[..2].to_vec();
        aside.sort_unstable();
        c.orders.aside = aside.clone();
        events.push(Event::SetAside { clan, cards: aside });
    }
}
