//! A new game (R-SETUP): sides, the standard setup or free deployment; and positions built
//! token by token (puzzles, tests, bots), checked before they are played.

use std::collections::BTreeMap;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::ability::spared_by_hela;
use super::data::{data, GodsData};
use super::deploy::place;
use super::error::RuleError;
use super::event::Event;
use super::map::{Hex, HEIMDALL_HEX, HEL_FIELD};
use super::round::{run, Stage};
use super::state::{Phase, Settings, State};
use super::terrain::{terrain, Terrain};
use super::token::{Side, Token};
use crate::games::Seat;

/// Deals a game: R-SETUP-1 sides (drawn from the seed unless set), then the standard setup
/// (R-SETUP-2) and round 1, or free deployment (R-SETUP-3).
pub fn new_game(settings: Settings, seed: u64) -> Result<(State, Vec<Event>), RuleError> {
    let d = data()?;
    if let Some(seat) = settings.asgard.filter(|&s| s > 1) {
        return Err(RuleError::BadSeat(seat));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let asgard = match settings.asgard {
        Some(seat) => seat,
        None => rng.random_range(0..2),
    };
    let mut state = blank(settings, seed, rng, asgard, d);
    let mut ev = vec![Event::Seated {
        asgard,
        chaos: 1 - asgard,
        drawn: settings.asgard.is_none(),
    }];
    if settings.free_deploy {
        place(&mut state, Token::Heimdall, HEIMDALL_HEX, &mut ev);
        place(&mut state, Token::Hela, HEL_FIELD, &mut ev);
        let chaos_first = Phase::Deploy { side: Side::Chaos };
        run(&mut state, Stage::Begin(chaos_first), &mut ev);
    } else {
        for &(token, hex) in &d.standard {
            place(&mut state, token, hex, &mut ev);
        }
        state.round = 1;
        let first = Phase::Movement { side: Side::Chaos };
        run(&mut state, Stage::Begin(first), &mut ev);
    }
    Ok((state, ev))
}

/// An empty board before round 1, strengths from the data.
fn blank(settings: Settings, seed: u64, rng: ChaCha8Rng, asgard: Seat, d: &GodsData) -> State {
    let strengths: BTreeMap<Token, u8> = d
        .tokens
        .iter()
        .filter_map(|i| Some((i.token, i.strength?)))
        .collect();
    State {
        settings,
        seed,
        rng,
        asgard,
        round: 0,
        phase: Phase::Deploy { side: Side::Chaos },
        board: BTreeMap::new(),
        strengths,
        voids: Vec::new(),
        frozen: None,
        acted: Vec::new(),
        flight: None,
        hela: None,
        plus_minus_used: false,
        removed: Vec::new(),
        end: None,
        seq: 0,
        trail: Vec::new(),
        turn_start: 0,
    }
}

/// A position to play from, given token by token: only the tokens listed stand on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layout {
    pub settings: Settings,
    pub seed: u64,
    pub asgard: Seat,
    /// 1 or more.
    pub round: u8,
    /// The phase that begins: movement, attack, Hela or bridge.
    pub phase: Phase,
    /// Loki, Yggdrasill and Hela must be among them.
    pub tokens: Vec<(Token, Hex)>,
    /// Covered bridge hexes.
    pub voids: Vec<Hex>,
    /// A Chaos token frozen by Frey.
    pub frozen: Option<Token>,
}

impl Layout {
    /// Round 1's Chaos movement with `tokens`, Asgard on seat 0, seed 0.
    pub fn new(tokens: &[(Token, Hex)]) -> Layout {
        Layout {
            settings: Settings::default(),
            seed: 0,
            asgard: 0,
            round: 1,
            phase: Phase::Movement { side: Side::Chaos },
            tokens: tokens.to_vec(),
            voids: Vec::new(),
            frozen: None,
        }
    }
}

/// The game at the start of `layout.phase`, once the layout is checked to be a position the
/// rules allow: tokens and hexes once each, both targets and Hela on the board, voids on the
/// bridge and empty, nobody on Hel's Field or next to Hela but Loki and Yggdrasill.
pub fn from_layout(layout: &Layout) -> Result<(State, Vec<Event>), RuleError> {
    let d = data()?;
    check_layout(layout)?;
    let rng = ChaCha8Rng::seed_from_u64(layout.seed);
    let mut state = blank(layout.settings, layout.seed, rng, layout.asgard, d);
    state.board = layout.tokens.iter().copied().collect();
    state.voids = layout.voids.clone();
    state.frozen = layout.frozen;
    state.round = layout.round;
    state.removed = Token::ALL
        .into_iter()
        .filter(|t| !state.board.contains_key(t))
        .collect();
    let mut ev = Vec::new();
    run(&mut state, Stage::Begin(layout.phase), &mut ev);
    Ok((state, ev))
}

fn check_layout(layout: &Layout) -> Result<(), RuleError> {
    let bad = |why: &str| Err(RuleError::BadLayout(why.to_string()));
    let tokens = &layout.tokens;
    let twice = |i: usize| {
        tokens[..i]
            .iter()
            .any(|&(t, h)| t == tokens[i].0 || h == tokens[i].1)
    };
    if (0..tokens.len()).any(twice) {
        return bad("a token or a hex is listed twice");
    }
    let at = |token: Token| tokens.iter().find(|(t, _)| *t == token).map(|&(_, h)| h);
    let Some(hela) = at(Token::Hela) else {
        return bad("Hela is not on the board");
    };
    if at(Token::Loki).is_none() || at(Token::Yggdrasill).is_none() {
        return bad("Loki and Yggdrasill must stand");
    }
    let near_hela =
        |&(t, h): &(Token, Hex)| !spared_by_hela(t) && (h.is_adjacent(hela) || h == HEL_FIELD);
    if tokens.iter().any(near_hela) {
        return bad("a token stands on Hel's Field or next to Hela");
    }
    let void_ok = |(i, h): (usize, &Hex)| {
        terrain(*h) == Terrain::Bridge && !layout.voids[..i].contains(h) && no_token_on(tokens, *h)
    };
    if !layout.voids.iter().enumerate().all(void_ok) {
        return bad("a void is off the bridge, twice, or under a token");
    }
    let phase_ok = matches!(
        layout.phase,
        Phase::Movement { .. } | Phase::Attack { .. } | Phase::Hela | Phase::Bridge
    );
    let frozen_ok = layout
        .frozen
        .is_none_or(|t| t.is_side(Side::Chaos) && at(t).is_some());
    if !phase_ok || layout.round == 0 || layout.asgard > 1 || !frozen_ok {
        return bad("the phase, round, seat or freeze is not one to play from");
    }
    Ok(())
}

/// Whether no token stands on `hex`.
fn no_token_on(tokens: &[(Token, Hex)], hex: Hex) -> bool {
    tokens.iter().all(|&(_, h)| h != hex)
}
