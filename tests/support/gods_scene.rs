//! Scenes for the Viking Gods rules tests: positions with only the named tokens, dice known
//! in advance (by seeds searched for them), and small helpers to play and read events.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use skald::games::gods::dice::roll;
use skald::games::gods::*;

/// Asgard plays seat 0 and Chaos seat 1 in every scene.
pub const ASGARD: u8 = 0;
pub const CHAOS: u8 = 1;

pub fn hex(text: &str) -> Hex {
    text.parse()
        .unwrap_or_else(|e| panic!("a hex in a test: {e}"))
}

pub fn hexes(texts: &[&str]) -> Vec<Hex> {
    texts.iter().map(|t| hex(t)).collect()
}

/// The layout of `tokens` (Hela on E9 unless named) at the start of `phase` in `round`.
pub fn layout(tokens: &[(Token, &str)], round: u8, phase: Phase) -> Layout {
    let mut placed: Vec<(Token, Hex)> = tokens.iter().map(|&(t, h)| (t, hex(h))).collect();
    if !placed.iter().any(|(t, _)| *t == Token::Hela) {
        placed.push((Token::Hela, HEL_FIELD));
    }
    let mut l = Layout::new(&placed);
    l.round = round;
    l.phase = phase;
    l
}

/// The game at the start of `phase` (round 1) with only `tokens` on the board.
pub fn scene(tokens: &[(Token, &str)], phase: Phase) -> State {
    built(&layout(tokens, 1, phase))
}

/// The digest's printed strengths where the data file's balance changed them (R-SETUP-5):
/// the worked examples are computed with these.
pub const PRINTED: [(Token, u8); 2] = [(Token::Thor, 6), (Token::Yggdrasill, 8)];

/// The scene of `l`, its tokens at the digest's printed strengths.
pub fn built(l: &Layout) -> State {
    let mut state = from_layout(l)
        .unwrap_or_else(|e| panic!("a legal layout: {e}"))
        .0;
    state.strengths.extend(PRINTED);
    state
}

pub fn movement(side: Side) -> Phase {
    Phase::Movement { side }
}

pub fn attack(side: Side) -> Phase {
    Phase::Attack { side }
}

/// The first seed whose generator rolls `dice` first.
pub fn seed_rolling(dice: &[u8]) -> u64 {
    (0u64..50_000_000)
        .find(|&seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            dice.iter().all(|&d| roll(&mut rng) == d)
        })
        .expect("a seed for these dice")
}

/// The next dice of `state` will be `dice`.
pub fn with_dice(state: &mut State, dice: &[u8]) {
    state.rng = ChaCha8Rng::seed_from_u64(seed_rolling(dice));
}

/// Plays an action that must be accepted.
pub fn act(state: &mut State, seat: u8, action: Action) -> Vec<Event> {
    apply(state, seat, &action).unwrap_or_else(|e| panic!("{action:?} by {seat} refused: {e}"))
}

/// Plays an action that must be refused, leaving the state as it was.
pub fn refused(state: &State, seat: u8, action: Action) -> RuleError {
    let mut s = state.clone();
    let e = apply(&mut s, seat, &action).expect_err("the action is refused");
    assert_eq!(&s, state, "a refused {action:?} changed the game");
    e
}

pub fn mv(token: Token, to: &str) -> Action {
    Action::Move { token, to: hex(to) }
}

pub fn strike(defender: Token, attackers: &[Token]) -> Action {
    Action::Attack {
        defender,
        attackers: attackers.to_vec(),
    }
}

pub fn flee_to(token: Token, to: &str) -> Action {
    Action::Retreat { token, to: hex(to) }
}

/// The duel events.
pub fn duels(ev: &[Event]) -> Vec<Event> {
    ev.iter()
        .filter(|e| matches!(e, Event::Duel { .. }))
        .cloned()
        .collect()
}

/// The result of the only duel among `ev`.
pub fn duel_result(ev: &[Event]) -> (DuelResult, bool) {
    let d = duels(ev);
    assert_eq!(d.len(), 1, "one duel in {ev:?}");
    match &d[0] {
        Event::Duel {
            result, treedraw, ..
        } => (*result, *treedraw),
        _ => unreachable!(),
    }
}

/// The tokens removed among `ev`, with the cause.
pub fn removed(ev: &[Event]) -> Vec<(Token, Removal)> {
    ev.iter()
        .filter_map(|e| match e {
            Event::Removed { token, cause, .. } => Some((*token, *cause)),
            _ => None,
        })
        .collect()
}

/// Whether the winner decides a retreat now, and with which hexes for `token`.
pub fn retreat_choice(state: &State) -> Option<(u8, Token, Vec<Hex>)> {
    match pending(state).first() {
        Some((
            seat,
            Decision::Retreat {
                fugitive, hexes, ..
            },
        )) => Some((*seat, *fugitive, hexes.clone())),
        _ => None,
    }
}

pub fn at(state: &State, token: Token) -> Option<String> {
    state.hex_of(token).map(|h| h.to_string())
}

pub fn names(hexes: &[Hex]) -> Vec<String> {
    hexes.iter().map(Hex::to_string).collect()
}

/// Plays the pending seat's default.
pub fn step_default(s: &mut State) -> Vec<Event> {
    let (seat, _) = pending(s)[0].clone();
    let a = default_action(s, seat).expect("a pending seat has a default");
    act(s, seat, a)
}

/// Plays every decision by its default until the game is over; the events.
pub fn play_defaults(s: &mut State) -> Vec<Event> {
    let mut ev = Vec::new();
    let mut steps = 0;
    while let Some((seat, _)) = pending(s).first().cloned() {
        let a = default_action(s, seat).expect("a pending seat has a default");
        ev.extend(act(s, seat, a));
        steps += 1;
        assert!(steps < 100_000, "the game does not end");
    }
    ev
}
