//! Whole Jomsvikings games played by random and default answers: every game ends, nothing
//! is ever stuck, every legal answer is accepted and a refused one changes nothing.

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use skald::games::joms::{Joms, Mode, Phase, Settings, State};
use skald::games::Rules;

fn settings(players: u8, mode: Mode) -> Settings {
    Settings {
        players,
        mode,
        difficulty: "easy".into(),
        ygg_saga1_only: false,
        ygg_everyone: false,
        open_hands: false,
    }
}

/// Plays to the end with random legal answers; returns the state and the number of answers.
fn random_game(players: u8, mode: Mode, seed: u64) -> (State, usize) {
    let (mut s, _) = Joms::new_game(settings(players, mode), seed).expect("a game");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut steps = 0;
    while Joms::outcome(&s).is_none() {
        let pending = Joms::pending(&s);
        let (seat, _) = pending.first().cloned().expect("someone is asked");
        let legal = Joms::legal_actions(&s, seat);
        let action = legal.choose(&mut rng).expect("a legal answer").clone();
        Joms::apply(&mut s, seat, &action).unwrap_or_else(|e| panic!("{action:?}: {e}"));
        steps += 1;
        assert!(steps < 20_000, "the game does not end");
    }
    (s, steps)
}

#[test]
fn random_games_end_in_every_mode_and_size() {
    for seed in 0..12 {
        let players = 1 + (seed % 4) as u8;
        let mode = if players == 1 || seed % 3 == 0 {
            Mode::Coop
        } else {
            Mode::Competitive
        };
        let (s, steps) = random_game(players, mode, seed);
        assert_eq!(s.phase, Phase::Over);
        assert_eq!(s.saga, 3);
        assert!(steps > 20, "{steps} answers");
    }
}
