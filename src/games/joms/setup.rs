//! Setting up the box (R-SETUP-1..5): every deck shuffled and its row dealt, the bag, each
//! player's basic pile, and three characters dealt to each player in secret.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

use super::cards::AttackKind;
use super::data::{data, DataError, JomsData};
use super::flow::Job;
use super::state::{BagToken, Card, Deck, Mode, Phase, Player, Settings, State};

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
    let d = data()?;
    check(&settings, d)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let coop = settings.mode == Mode::Coop;
    let monsters = [1, 2, 3].map(|level| {
        let ids = indices(d.monsters.iter().map(|m| m.level == level));
        deck(ids, if level == 1 { ROW } else { 0 }, &mut rng)
    });
    let equipment = indices(d.equipment.iter().map(|e| !(coop && e.competitive_only)));
    let combat = combat_cards(d, coop);
    let mut state = State {
        equipment: deck(equipment, ROW, &mut rng),
        combat: deck(combat, ROW, &mut rng),
        monster_combat: deck(monster_combat(d), 0, &mut rng),
        planets: shuffled(indices(d.planets.iter().map(|_| true)), &mut rng),
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
        hindrances: if coop {
            shuffled(indices(d.hindrances.iter().map(|_| true)), &mut rng)
        } else {
            Vec::new()
        },
        bag: bag(settings.players),
        players: Vec::new(),
        saga: 1,
        monsters,
        settings,
        seed,
        rng,
    };
    deal(&mut state, d);
    super::flow::advance(&mut state, d, &mut Vec::new());
    Ok(state)
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

/// A shuffled deck with `row` cards dealt face up from its top.
fn deck<T>(items: Vec<T>, row: usize, rng: &mut ChaCha8Rng) -> Deck<T> {
    let mut draw = shuffled(items, rng);
    let row = draw.split_off(draw.len().saturating_sub(row));
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

/// R-SETUP-4/5: each player's 12 basic cards shuffled into a pile, and 3 characters dealt.
fn deal(state: &mut State, d: &JomsData) {
    let mut characters = shuffled(indices(d.characters.iter().map(|_| true)), &mut state.rng);
    let basic: Vec<Card> = d
        .basic
        .iter()
        .enumerate()
        .flat_map(|(i, b)| std::iter::repeat_n(Card::Basic(i as u8), usize::from(b.copies)))
        .collect();
    for _ in 0..state.settings.players {
        let dealt = characters.split_off(characters.len().saturating_sub(DEALT));
        let pile = shuffled(basic.clone(), &mut state.rng);
        state.players.push(Player {
            dealt,
            pile,
            ..Player::default()
        });
    }
}
