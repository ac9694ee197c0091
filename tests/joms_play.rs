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

/// Every decision's menu says what it asks for (issue 33), in both languages — never the
/// bare "Choose…" (a long turn's kinds and each kind's own menu are worded by the table).
#[test]
fn every_menu_says_what_to_choose() {
    use skald::i18n::{render, Lang};
    use skald::table::joms::prompt::placeholder;
    let (mut s, _) = Joms::new_game(settings(3, Mode::Competitive), 5).expect("a game");
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut seen = std::collections::BTreeSet::new();
    while Joms::outcome(&s).is_none() {
        let (seat, _) = Joms::pending(&s)
            .first()
            .cloned()
            .expect("someone is asked");
        for lang in Lang::ALL {
            let asked = render(&placeholder(&s, seat).expect("a placeholder"), lang);
            assert!(
                asked.chars().count() > 12 && !asked.contains("joms-"),
                "{asked}"
            );
            assert!(
                asked.chars().count() <= 150,
                "a placeholder holds 150: {asked}"
            );
            seen.insert(asked);
        }
        let legal = Joms::legal_actions(&s, seat);
        let action = legal.choose(&mut rng).expect("a legal answer").clone();
        Joms::apply(&mut s, seat, &action).expect("a legal answer");
    }
    assert!(seen.len() >= 8, "decisions are worded apart: {seen:?}");
}
