//! Setting up the box (R-SETUP-1..5): every deck shuffled and its row dealt, the bag, each
//! player's basic pile, and three characters dealt to each player in secret.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

use super::cards::AttackKind;
use super::data::{data, DataError, JomsData};
use super::event::{top_first, DeckCards, Event};
use super::flow::Job;
use super::state::{BagToken, Card, Deck, Mode, Phase, Player, Settings, State};
use crate::games::Seat;

/// A row's face-up cards (R-SETUP-2).
pub const ROW: usize = 3;
/// Characters dealt to each player (R-SETUP-5).
pub const DEALT: usize = 3;

/// Why a game cannot be set up.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("Jomsvikings seats 1 to 4 players, not {0}")]
    Seats(u8),
    #[error("a competitive game needs 2 players or more")]
    Alone,
    #[error("no co-op level `{0}`")]
    Difficulty(String),
    #[error(transparent)]
    Data(#[from] DataError),
}

/// A new game, shuffled by `seed`: the decks, rows and bag ready and every player's three
/// characters dealt, none yet chosen.
pub fn new_game(settings: Settings, seed: u64) -> Result<State, SetupError> {
    deal_game(settings, seed).map(|(state, _)| state)
}

/// [`new_game`] with its events: every shuffle and row dealt (for the record), and each
/// player's dealt characters, told to them alone.
pub fn deal_game(settings: Settings, seed: u64) -> Result<(State, Vec<Event>), SetupError> {
    let d = data()?;
    check(&settings, d)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut ev = Vec::new();
    let coop = settings.mode == Mode::Coop;
    let monsters = [0, 1, 2].map(|i| {
        let ids = indices(d.monsters.iter().map(|m| usize::from(m.level) == i + 1));
        let row = if i == 0 { ROW } else { 0 };
        deck(ids, row, &mut rng, &DeckCards::monsters(i), &mut ev)
    });
    let equipment = indices(d.equipment.iter().map(|e| !(coop && e.competitive_only)));
    let equipment = deck(equipment, ROW, &mut rng, &DeckCards::equipment, &mut ev);
    let combat = deck(
        combat_cards(d, coop),
        ROW,
        &mut rng,
        &DeckCards::combat,
        &mut ev,
    );
    let monster_combat = deck(
        monster_combat(d),
        0,
        &mut rng,
        &DeckCards::monster_combat,
        &mut ev,
    );
    let planets = shuffled(indices(d.planets.iter().map(|_| true)), &mut rng);
    ev.push(shuffle(DeckCards::Planets {
        cards: top_first(&planets),
    }));
    let hindrances = if coop {
        let h = shuffled(indices(d.hindrances.iter().map(|_| true)), &mut rng);
        ev.push(shuffle(DeckCards::Hindrances {
            cards: top_first(&h),
        }));
        h
    } else {
        Vec::new()
    };
    let mut state = State {
        equipment,
        combat,
        monster_combat,
        planets,
        planet: None,
        hindrance_discard: Vec::new(),
        phase: Phase::Setup,
        first: 0,
        round: 0,
        fallen: false,
        world: Default::default(),
        jobs: [Job::Choose].into(),
        prompts: Vec::new(),
        fought: Vec::new(),
        hindrances,
        bag: bag(settings.players),
        players: Vec::new(),
        saga: 1,
        monsters,
        settings,
        seed,
        rng,
    };
    deal(&mut state, d, &mut ev);
    super::flow::advance(&mut state, d, &mut ev);
    Ok((state, ev))
}

fn shuffle(deck: DeckCards) -> Event {
    Event::Shuffled { deck }
}

fn check(settings: &Settings, d: &JomsData) -> Result<(), SetupError> {
    if !(1..=4).contains(&settings.players) {
        return Err(SetupError::Seats(settings.players));
    }
    if settings.mode == Mode::Competitive && settings.players < 2 {
        return Err(SetupError::Alone);
    }
    if !d.difficulties.iter().any(|l| l.id == settings.difficulty) {
        return Err(SetupError::Difficulty(settings.difficulty.clone()));
    }
    Ok(())
}

/// The positions of the items `keep` marks, as data indices.
fn indices(keep: impl Iterator<Item = bool>) -> Vec<u8> {
    keep.enumerate()
        .filter(|(_, k)| *k)
        .map(|(i, _)| i as u8)
        .collect()
}

fn shuffled<T>(mut items: Vec<T>, rng: &mut ChaCha8Rng) -> Vec<T> {
    items.shuffle(rng);
    items
}

/// A shuffled deck with `row` cards dealt face up from its top; `name` names its cards for
/// the record of the shuffle and the row.
fn deck<T: Copy>(
    items: Vec<T>,
    row: usize,
    rng: &mut ChaCha8Rng,
    name: &impl Fn(Vec<T>) -> DeckCards,
    ev: &mut Vec<Event>,
) -> Deck<T> {
    let mut draw = shuffled(items, rng);
    ev.push(shuffle(name(top_first(&draw))));
    let row = draw.split_off(draw.len().saturating_sub(row));
    if !row.is_empty() {
        ev.push(Event::Refilled {
            deck: name(row.clone()),
        });
    }
    Deck {
        draw,
        row,
        discard: Vec::new(),
    }
}

/// Every copy of every combat card; co-op leaves out the † ones (R-COOP-2).
fn combat_cards(d: &JomsData, coop: bool) -> Vec<Card> {
    let mut cards = Vec::new();
    for (i, c) in d.combat.iter().enumerate() {
        if !(coop && c.competitive_only) {
            cards.extend(std::iter::repeat_n(
                Card::Combat(i as u8),
                usize::from(c.copies),
            ));
        }
    }
    cards
}

fn monster_combat(d: &JomsData) -> Vec<AttackKind> {
    d.monster_combat
        .iter()
        .flat_map(|c| std::iter::repeat_n(c.attack, usize::from(c.copies)))
        .collect()
}

/// R-SETUP-3: `players` of each kind.
fn bag(players: u8) -> Vec<BagToken> {
    [
        BagToken::Thor,
        BagToken::Gullveig,
        BagToken::DamageUp,
        BagToken::StatUp,
    ]
    .into_iter()
    .flat_map(|t| std::iter::repeat_n(t, usize::from(players)))
    .collect()
}

/// R-SETUP-4/5: each player's 12 basic cards shuffled into a pile, and 3 characters dealt
/// (told to each player alone).
fn deal(state: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    let mut characters = shuffled(indices(d.characters.iter().map(|_| true)), &mut state.rng);
    ev.push(shuffle(DeckCards::Characters {
        cards: top_first(&characters),
    }));
    let basic: Vec<Card> = d
        .basic
        .iter()
        .enumerate()
        .flat_map(|(i, b)| std::iter::repeat_n(Card::Basic(i as u8), usize::from(b.copies)))
        .collect();
    for seat in 0..state.settings.players {
        let dealt = characters.split_off(characters.len().saturating_sub(DEALT));
        let pile = shuffled(basic.clone(), &mut state.rng);
        ev.push(shuffle(DeckCards::Pile {
            seat,
            cards: top_first(&pile),
        }));
        state.players.push(Player {
            dealt,
            pile,
            ..Player::default()
        });
    }
    ev.extend(
        state
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| Event::Dealt {
                seat: seat as Seat,
                characters: p.dealt.clone(),
            }),
    );
}
