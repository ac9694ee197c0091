//! Shared helpers for the rules tests: deal a game, drive it, and set up exact situations.
#![allow(dead_code)]

use skald::games::midgard::ai::{BotInput, BotKind};
use skald::games::midgard::cards::{cards, Cards, DestinyId, DraugrId, MonsterId, TrollId};
use skald::games::midgard::state::{FightWait, Phase, Rolled};
use skald::games::midgard::*;

pub fn data() -> &'static Cards {
    cards().expect("card data loads")
}

/// A new game with fixed settings; seat 0 is first player unless `first` says otherwise.
pub fn new_with(settings: Settings, seed: u64) -> State {
    new_game(settings, seed).expect("a valid game").0
}

/// A `seats`-seat revised game with seat 0 first, leaders chosen by default, at round 1's
/// first placement.
pub fn started(seats: u8, seed: u64) -> State {
    let mut s = Settings::new(seats);
    s.first_player = Some(0);
    started_with(s, seed)
}

pub fn started_with(settings: Settings, seed: u64) -> State {
    let mut state = new_with(settings, seed);
    while matches!(state.phase, Phase::Leaders { .. }) {
        let (seat, _) = pending(&state)[0].clone();
        let a = default_action(&state, seat).expect("a leader");
        play(&mut state, seat, a);
    }
    state
}

/// Applies an action that must be accepted.
pub fn play(state: &mut State, seat: Seat, action: Action) -> Vec<Event> {
    match apply(state, seat, &action) {
        Ok(events) => events,
        Err(e) => panic!(
            "{action:?} by seat {seat} refused: {e} (phase {:?})",
            state.phase
        ),
    }
}

/// Applies an action that must be refused with `expected`, and checks nothing changed.
pub fn refused(state: &mut State, seat: Seat, action: Action, expected: RuleError) {
    let before = state.clone();
    let got = apply(state, seat, &action);
    assert_eq!(got, Err(expected), "{action:?} by seat {seat}");
    assert_eq!(*state, before, "a refused action changed the state");
}

/// The seat that must act now (the first one when several may).
pub fn to_act(state: &State) -> Seat {
    pending(state).first().expect("someone must act").0
}

/// Plays default actions until `done` holds (or the game ends).
pub fn defaults_until(state: &mut State, mut done: impl FnMut(&State) -> bool) {
    for _ in 0..100_000 {
        if done(state) || state.phase == Phase::Finished {
            return;
        }
        let seat = to_act(state);
        let a = default_action(state, seat).expect("a default");
        play(state, seat, a);
    }
    panic!("defaults_until never reached its condition");
}

/// Plays bots of `kind` until `done` holds (or the game ends).
pub fn bots_until(state: &mut State, kind: BotKind, mut done: impl FnMut(&State) -> bool) {
    for _ in 0..100_000 {
        if done(state) || state.phase == Phase::Finished {
            return;
        }
        let seat = to_act(state);
        let a = kind
            .choose(&mut BotInput::new(state, seat))
            .expect("a bot move");
        play(state, seat, a);
    }
    panic!("bots_until never reached its condition");
}

/// Every worker placed by hunting, so the round moves on to assignment.
pub fn everyone_hunts(state: &mut State) {
    defaults_until(state, |s| !matches!(s.phase, Phase::Placement { .. }));
}

pub fn place(state: &mut State, seat: Seat, space: Space) -> Vec<Event> {
    play(state, seat, Action::Place { space })
}

pub fn loc(l: Location) -> Space {
    Space::Loc(l)
}

/// Makes `seat` the one to place now (placement phase, no sub-choice open).
pub fn give_turn(state: &mut State, seat: Seat) {
    state.phase = Phase::Placement {
        turn: seat,
        sub: None,
    };
}

pub fn troll(id: &str) -> TrollId {
    TrollId::from_id(id).expect("known troll")
}
pub fn draugr(id: &str) -> DraugrId {
    DraugrId::from_id(id).expect("known draugr")
}
pub fn monster(id: &str) -> MonsterId {
    MonsterId::from_id(id).expect("known monster")
}
pub fn destiny(id: &str) -> DestinyId {
    DestinyId::from_id(id).expect("known destiny card")
}

/// Replaces the dice of the fight waiting for a roll decision with these faces
/// (the kinds must match the dice in the fight, in swordsman, spearman, axeman order).
pub fn set_roll(state: &mut State, faces: &[(DieKind, Face)]) {
    match &mut state.phase {
        Phase::Resolution { fight: Some(f), .. } => {
            assert_eq!(
                f.wait,
                FightWait::Roll,
                "the fight is not waiting on a roll"
            );
            assert_eq!(f.roll.len(), faces.len(), "wrong number of dice");
            f.roll = faces
                .iter()
                .map(|&(kind, face)| Rolled { kind, face })
                .collect();
        }
        other => panic!("no fight in progress: {other:?}"),
    }
}

/// Gives a player no favor and no runes so that rolls are accepted without asking.
pub fn plain(state: &mut State, seat: Seat) {
    let p = &mut state.players[seat as usize];
    p.favor = 0;
    p.runes.clear();
}

/// Checks the invariants that must hold after every action.
pub fn assert_invariants(state: &State) {
    skald::games::midgard::table::kit::invariants(state);
}
