//! The board picture: drawn for every moment of whole games (both editions, 2–4 seats, both
//! languages), changed by a placed worker, and never showing a secret.

use regex::Regex;
use skald::games::midgard::ai::{BotInput, BotKind};
use skald::games::midgard::{apply, new_game, pending, Edition, Settings, State};
use skald::i18n::{render as say, Lang, Text};
use skald::render::png;
use skald::table::midgard::picture::picture;

fn names(n: usize) -> Vec<String> {
    ["Astrid", "Zbyszko", "Eirik", "Jadwiga"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// Every state of a whole game between heuristic bots, from the first to the last.
fn whole_game(seats: u8, edition: Edition, seed: u64) -> Vec<State> {
    let mut settings = Settings::new(seats);
    settings.edition = edition;
    let (mut state, _) = new_game(settings, seed).expect("a new game");
    let mut states = vec![state.clone()];
    while let Some(&(seat, _)) = pending(&state).first() {
        let action = BotKind::Heuristic
            .choose(&mut BotInput::new(&state, seat))
            .expect("a bot move");
        apply(&mut state, seat, &action).expect("a legal move");
        states.push(state.clone());
    }
    states
}

#[test]
fn every_board_of_whole_games_is_drawn_in_both_editions_and_languages() {
    for (seats, edition) in [
        (2, Edition::Revised),
        (3, Edition::Classic),
        (4, Edition::Revised),
    ] {
        let states = whole_game(seats, edition, u64::from(seats));
        let names = names(seats as usize);
        for (i, state) in states.iter().enumerate() {
            for lang in Lang::ALL {
                let svg = picture(state, &names, lang);
                assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
                // Every text was worded: no Fluent id or unfilled argument slipped through.
                assert!(!svg.contains("pic-") && !svg.contains('{'), "{svg}");
                // A sample is rasterized in full (every drawing parses and draws).
                if i % 60 == 0 || i + 1 == states.len() {
                    let bytes = png(&svg, 600).expect("a picture");
                    assert!(bytes.starts_with(b"\x89PNG"));
                }
            }
        }
    }
}

#[test]
fn a_placed_worker_changes_the_picture_in_that_player_s_colour() {
    let states = whole_game(3, Edition::Revised, 11);
    let names = names(3);
    let placed = states
        .windows(2)
        .find(|w| w[1].board.workers.len() > w[0].board.workers.len())
        .expect("a worker is placed");
    let before = picture(&placed[0], &names, Lang::En);
    let after = picture(&placed[1], &names, Lang::En);
    assert_ne!(before, after);
    let (_, seat) = *placed[1].board.workers.last().expect("the new worker");
    let colour = skald::table::midgard::picture::SEAT_COLOURS[seat as usize];
    let pawns = |svg: &str| svg.matches(&format!("fill=\"{colour}\" stroke")).count();
    assert!(pawns(&after) > pawns(&before), "a pawn more in {colour}");
}

/// The names of the destiny cards in hand that `state` keeps secret from the table (those not
/// revealed by the Success rune).
fn secrets(state: &State, lang: Lang) -> Vec<String> {
    let ed = state.settings.edition.id();
    let mut out = Vec::new();
    for p in &state.players {
        for d in &p.destiny {
            if !p.revealed.contains(d) {
                let id = d.id().replace('.', "-");
                out.push(say(&Text::dynamic(id).str("edition", ed), lang));
            }
        }
    }
    out
}

#[test]
fn the_picture_never_names_a_secret() {
    let mut checked = 0;
    for seed in 0..4u64 {
        let states = whole_game(3, Edition::Revised, 100 + seed);
        for state in states.iter().step_by(7) {
            for lang in Lang::ALL {
                let svg = picture(state, &names(3), lang);
                for secret in secrets(state, lang) {
                    let word =
                        Regex::new(&format!(r"\b{}\b", regex::escape(&secret))).expect("a pattern");
                    assert!(!word.is_match(&svg), "{lang}: `{secret}` is drawn");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100, "secrets were held and checked: {checked}");
}

/// A peeked journey card stays face down on the picture: its name is never drawn.
#[test]
fn a_peeked_journey_card_stays_face_down() {
    let mut checked = 0;
    for seed in 0..6u64 {
        for state in whole_game(3, Edition::Revised, 200 + seed) {
            for land in &state.board.lands {
                let Some(card) = land.journey.filter(|_| land.peeked != 0) else {
                    continue;
                };
                let id = format!("journey-{}", format!("{:?}", card.kind).to_lowercase());
                for lang in Lang::ALL {
                    let svg = picture(&state, &names(3), lang);
                    let name = say(&Text::dynamic(id.clone()).str("edition", "revised"), lang);
                    let drawn = Regex::new(&format!(r">[^<]*\b{}\b", regex::escape(&name)))
                        .expect("a pattern");
                    assert!(
                        !drawn.is_match(&svg),
                        "{lang}: the peeked `{name}` is shown"
                    );
                    let finished = state.phase == skald::games::midgard::state::Phase::Finished;
                    assert!(finished || svg.contains(">?<"), "face-down journey cards");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 0, "someone peeked in these games");
}

/// The first state of `states` that `is` picks.
fn first(states: &[State], is: impl Fn(&State) -> bool) -> &State {
    states.iter().find(|s| is(s)).expect("such a moment")
}

/// Issue 12: the picture, as an SVG document, at fixed moments of a fixed game — leaders being
/// chosen (the table just dealt), placement under way, a fight, the end — in both languages.
#[test]
fn the_picture_at_fixed_moments_in_both_languages() {
    use skald::games::midgard::state::Phase;
    let states = whole_game(3, Edition::Revised, 7);
    let names = names(3);
    let moments = [
        ("leaders", &states[0]),
        (
            "placement",
            first(&states, |s| {
                matches!(s.phase, Phase::Placement { .. })
                    && s.round == 2
                    && s.board.workers.len() >= 4
            }),
        ),
        (
            "fight",
            first(&states, |s| {
                matches!(s.phase, Phase::Resolution { fight: Some(_), .. }) && s.round >= 3
            }),
        ),
        ("end", states.last().expect("an end")),
    ];
    for (moment, state) in moments {
        for lang in Lang::ALL {
            // One element per line, so that a change reads as a short diff.
            let svg = picture(state, &names, lang).replace("><", ">\n<");
            insta::assert_snapshot!(format!("picture-{moment}-{lang}"), svg);
        }
    }
}
