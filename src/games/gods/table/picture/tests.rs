//! The picture's own checks: what it shows of a state, drawn from the view alone.

use super::arrows::{ATTACK, EARLIER, MOVE};
use super::map::{BRIDGE, VOID};
use super::tokens::{FALLEN, FROST, PIN};
use super::*;
use crate::games::gods::map::Hex;
use crate::games::gods::trail::{Trace, TraceKind};
use crate::games::gods::{
    apply, from_layout, legal_actions, new_game, pending, Action, Layout, Settings,
};
use crate::render::{board_png, png};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn names() -> Vec<String> {
    vec!["Astrid".to_string(), "Zbyszko".to_string()]
}

fn setup() -> State {
    new_game(Settings::default(), 7).expect("a new game").0
}

fn hex(s: &str) -> Hex {
    s.parse().expect("a hex")
}

/// Checks that the picture draws as a PNG (the pictures to look at are saved by the
/// `pictures` tests, outside the game's folder: the game does no I/O, not even in tests).
fn draws(svg: &str) {
    let bytes = board_png(svg).expect("the SVG parses and draws");
    assert!(bytes.starts_with(b"\x89PNG"));
}

/// A game between players who pick legal actions at random (rarely ending a phase early,
/// never resigning), each state with its trail.
fn random_game(seed: u64, steps: usize) -> Vec<State> {
    use rand::Rng;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut state = new_game(Settings::default(), seed).expect("a new game").0;
    let mut out = vec![state.clone()];
    for _ in 0..steps {
        let Some(&(seat, _)) = pending(&state).first() else {
            break;
        };
        let mut actions = legal_actions(&state, seat);
        actions.retain(|a| *a != Action::Resign);
        if actions.len() > 1 && rng.random_range(0..6) > 0 {
            actions.retain(|a| *a != Action::Done);
        }
        let action = actions[rng.random_range(0..actions.len())].clone();
        apply(&mut state, seat, &action).expect("a legal action");
        out.push(state.clone());
    }
    out
}

/// `state` with no trail.
fn untraced(state: &State) -> State {
    let mut s = state.clone();
    s.trail.clear();
    s.turn_start = 0;
    s
}

#[test]
fn the_standard_setup_is_drawn_and_saved() {
    let state = setup();
    for lang in Lang::ALL {
        let svg = picture(&state, &names(), lang);
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(
            !svg.contains("gods-picture-") && !svg.contains('{'),
            "{svg}"
        );
        draws(&svg);
    }
}

#[test]
fn every_token_on_the_board_appears_with_its_code_and_strength() {
    let state = setup();
    let svg = picture(&state, &names(), Lang::En);
    assert_eq!(state.board.len(), 28);
    for &token in state.board.keys() {
        assert!(
            svg.contains(&format!(">{}</text>", token.code())),
            "{token:?}"
        );
    }
    let thor = format!(">{}</text>", state.strength(Token::Thor));
    assert!(svg.contains(&thor));
}

#[test]
fn a_covered_bridge_hex_is_drawn_as_void() {
    let mut layout = Layout::new(&[
        (Token::Yggdrasill, hex("A5")),
        (Token::Loki, hex("I4")),
        (Token::Hela, hex("E9")),
        (Token::Fenris, hex("H5")),
    ]);
    layout.voids = vec![hex("F4"), hex("G4")];
    let state = from_layout(&layout).expect("a layout").0;
    let svg = picture(&state, &names(), Lang::En);
    let cell = |h: &str, fill: &str| {
        let pts: Vec<String> = play_grid()
            .cell(hex(h))
            .iter()
            .map(|(x, y)| format!("{x},{y}"))
            .collect();
        format!(r#"points="{}" fill="{fill}""#, pts.join(" "))
    };
    assert!(svg.contains(&cell("F4", VOID)));
    assert!(svg.contains(&cell("G4", VOID)));
    assert!(svg.contains(&cell("H4", BRIDGE)));
    assert!(!svg.contains(&cell("H4", VOID)));
    let before = svg.matches(VOID).count();
    let mut uncovered = state.clone();
    uncovered.voids.clear();
    let plain = picture(&uncovered, &names(), Lang::En);
    assert_eq!(plain.matches(VOID).count() + 2, before, "one dark hex each");
}

#[test]
fn only_the_public_view_is_drawn() {
    let state = setup();
    let mut other = state.clone();
    other.seed ^= 0xdead_beef;
    other.rng = ChaCha8Rng::seed_from_u64(other.seed);
    assert_ne!(state, other);
    let a = picture(&state, &names(), Lang::Pl);
    assert_eq!(a, picture(&other, &names(), Lang::Pl));
    assert_eq!(a, draw(&view(&state, Some(1)), &names(), Lang::Pl));
}

#[test]
fn whole_games_draw_in_both_languages_with_their_arrows() {
    let game = random_game(3, 400);
    let mut drew_arrows = false;
    for (i, state) in game.iter().enumerate() {
        for lang in Lang::ALL {
            let svg = picture(state, &names(), lang);
            assert!(
                !svg.contains("gods-picture-") && !svg.contains('{'),
                "{svg}"
            );
            if i % 50 == 0 {
                png(&svg, 640).expect("the SVG parses and draws");
            }
        }
        drew_arrows |= !state.trail.is_empty();
    }
    assert!(drew_arrows);
    let mid = game
        .iter()
        .rev()
        .find(|s| s.trail.len() >= 3 && s.turn_start > 0 && s.round >= 3)
        .or(game.last())
        .expect("a state");
    let svg = picture(mid, &names(), Lang::En);
    assert_ne!(svg, picture(&untraced(mid), &names(), Lang::En));
    draws(&svg);
}

#[test]
fn no_text_is_smaller_than_the_least_legible_size() {
    let state = random_game(5, 150).pop().expect("a state");
    let svg = picture(&state, &names(), Lang::Pl);
    let sizes: Vec<f32> = svg
        .split(r#"font-size=""#)
        .skip(1)
        .filter_map(|s| s.split('"').next()?.parse().ok())
        .collect();
    assert!(sizes.len() > 50);
    assert!(sizes.iter().all(|&s| s >= MIN_FONT), "{sizes:?}");
}

/// The shafts drawn in `colour`.
fn shafts(svg: &str, colour: &str) -> usize {
    svg.matches(&format!(r#"stroke="{colour}""#)).count()
}

#[test]
fn a_move_in_the_trail_is_drawn_as_an_arrow() {
    let layout = Layout::new(&[
        (Token::Yggdrasill, hex("A5")),
        (Token::Thor, hex("B3")),
        (Token::Loki, hex("I4")),
        (Token::Garm, hex("H7")),
        (Token::Hela, hex("E9")),
    ]);
    let mut state = from_layout(&layout).expect("a layout").0;
    let before = picture(&state, &names(), Lang::En);
    let garm = Action::Move {
        token: Token::Garm,
        to: hex("G7"),
    };
    let chaos = state.seat_of(Side::Chaos);
    apply(&mut state, chaos, &garm).expect("a legal move");
    assert_eq!(state.trail.len(), 1);
    let svg = picture(&state, &names(), Lang::En);
    // The shaft on its halo, and the head.
    assert_eq!(shafts(&svg, MOVE), shafts(&before, MOVE) + 1);
    let heads = |svg: &str| svg.matches(&format!(r#"fill="{MOVE}""#)).count();
    assert_eq!(heads(&svg), heads(&before) + 1);
    let faded = format!(r#"<g opacity="{EARLIER}">"#);
    let layers = |svg: &str| svg.matches(&faded).count();
    assert_eq!(
        layers(&svg),
        layers(&before),
        "this turn's move is not faded"
    );
    // When the turn passes to Asgard, the move stays in full until Asgard acts; then it
    // is the previous turn: faded.
    state.turn_start = state.trail.len();
    let passed = picture(&state, &names(), Lang::En);
    assert_eq!(
        layers(&passed),
        layers(&before),
        "shown in full at the turn's start"
    );
    let mut acted = state.trail[0];
    acted.side = Side::Asgard;
    state.trail.push(acted);
    let later = picture(&state, &names(), Lang::En);
    assert_eq!(layers(&later), layers(&before) + 1);
}

#[test]
fn pins_the_freeze_and_arrows_are_marked() {
    let mut layout = Layout::new(&[
        (Token::Yggdrasill, hex("A5")),
        (Token::Odin, hex("C4")),
        (Token::Tyr, hex("D4")),
        (Token::Uller, hex("C5")),
        (Token::Thor, hex("D5")),
        (Token::Jormungandr, hex("E5")),
        (Token::Garm, hex("G3")),
        (Token::Loki, hex("I4")),
        (Token::Hela, hex("F8")),
    ]);
    layout.phase = Phase::Attack { side: Side::Asgard };
    layout.frozen = Some(Token::Loki);
    let plain = from_layout(&layout).expect("a layout").0;
    let trace = |side, from: &str, to: &str, kind| Trace {
        side,
        from: hex(from),
        to: hex(to),
        kind,
    };
    let mut state = plain.clone();
    state.trail = vec![
        trace(Side::Chaos, "H3", "G3", TraceKind::Move),
        trace(Side::Asgard, "B4", "C4", TraceKind::Move),
        trace(Side::Asgard, "D5", "E5", TraceKind::Attack),
        trace(Side::Asgard, "D4", "E5", TraceKind::Attack),
        trace(Side::Asgard, "C5", "E5", TraceKind::Attack),
        trace(Side::Asgard, "F3", "G3", TraceKind::Retreat),
    ];
    state.turn_start = 1;
    let svg = picture(&state, &names(), Lang::En);
    let plain = picture(&plain, &names(), Lang::En);
    let pins = |svg: &str| svg.matches(&format!(r#"fill="{PIN}""#)).count();
    // Thor, Tyr and Jormungandr are pinned; the legend has one more dot.
    assert_eq!(pins(&plain), 4);
    let mut thawed = state.clone();
    thawed.frozen = None;
    let frost = |svg: &str| svg.matches(FROST).count();
    assert!(frost(&plain) > frost(&picture(&thawed, &names(), Lang::En)));
    assert_eq!(shafts(&svg, ATTACK), shafts(&plain, ATTACK) + 3);
    assert_eq!(shafts(&svg, MOVE), shafts(&plain, MOVE) + 2);
    draws(&svg);
}

/// The standard setup after Asgard took Loki on `at`, with one attack arrow into his hex.
fn loki_fallen(at: &str) -> State {
    let mut state = setup();
    state.board.remove(&Token::Loki);
    state.removed.push(Token::Loki);
    state.phase = Phase::Over;
    state.trail = vec![Trace {
        side: Side::Asgard,
        from: hex("H3"),
        to: hex(at),
        kind: TraceKind::Attack,
    }];
    state.end = Some(crate::games::gods::End {
        winner: Some(Side::Asgard),
        cause: EndCause::LokiRemoved,
        at: Some(hex(at)),
    });
    state
}

#[test]
fn the_end_is_told_in_the_header() {
    let state = loki_fallen("I4");
    let asgard = &names()[usize::from(state.seat_of(Side::Asgard))];
    let svg = picture(&state, &names(), Lang::En);
    assert!(svg.contains(&format!("Loki fell on I4: {asgard} wins for Asgard")));
    let svg = picture(&state, &names(), Lang::Pl);
    assert!(svg.contains(&format!("Loki poległ na I4: wygrywa {asgard}")));
}

#[test]
fn where_loki_fell_is_marked_on_the_map() {
    let state = loki_fallen("I4");
    let svg = picture(&state, &names(), Lang::En);
    // The arrow into the empty hex, and there his chip greyed, struck out and ringed in red.
    assert!(shafts(&svg, ATTACK) > 0, "the attack arrow stays");
    assert!(svg.contains(">lo<"), "the fallen chip keeps its code");
    let crosses = svg.matches(&format!(r#"stroke="{FALLEN}""#)).count();
    assert_eq!(
        crosses,
        3 + 2,
        "a ringed cross on the map and a cross in the key"
    );
    assert!(
        !svg.contains(">I4<"),
        "the mark, not the hex's name, stands there"
    );
    // A game that ended otherwise marks nothing, and its key tells no mark.
    let mut resigned = state.clone();
    resigned.board.insert(Token::Loki, hex("I4"));
    resigned.removed.clear();
    resigned.end = Some(crate::games::gods::End {
        winner: Some(Side::Chaos),
        cause: EndCause::Resignation,
        at: None,
    });
    let svg = picture(&resigned, &names(), Lang::En);
    assert_eq!(svg.matches(&format!(r#"stroke="{FALLEN}""#)).count(), 0);
    draws(&picture(&state, &names(), Lang::En));
}

#[test]
fn every_empty_hex_is_named_on_the_map() {
    let state = setup();
    let svg = picture(&state, &names(), Lang::En);
    let occupied: Vec<Hex> = state.board.values().copied().collect();
    for h in Hex::all() {
        let named = svg.contains(&format!(">{h}<"));
        assert_eq!(named, !occupied.contains(&h), "{h}");
    }
}

#[test]
fn the_header_follows_retreats_and_hela() {
    let mut state = setup();
    state.phase = Phase::Attack { side: Side::Chaos };
    state.flight = Some(crate::games::gods::Flight {
        winner: Side::Asgard,
        fugitives: vec![Token::Fenris, Token::Garm],
    });
    let asgard = &names()[usize::from(state.seat_of(Side::Asgard))];
    let svg = picture(&state, &names(), Lang::En);
    assert!(svg.contains("Retreat: Fenris, Garm"), "{svg}");
    assert!(svg.contains(&format!("{asgard} to play for Asgard")));
    state.flight = None;
    state.phase = Phase::Hela;
    state.hela = Some(crate::games::gods::HelaWalk { step: 2, roll: 5 });
    let svg = picture(&state, &names(), Lang::Pl);
    assert!(svg.contains("Hela, krok 2 z 3: na kostce 5"), "{svg}");
}

#[test]
fn the_header_names_the_player_to_act() {
    let state = setup();
    let chaos = state.seat_of(Side::Chaos);
    let svg = picture(&state, &names(), Lang::En);
    assert!(svg.contains(&names()[usize::from(chaos)]));
    assert!(svg.contains("Round 1 of 20"));
}
