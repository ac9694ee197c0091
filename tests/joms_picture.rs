//! The Jomsvikings board picture: drawn at every moment of whole random games (1–4 players,
//! both modes, both languages), a valid SVG that rasterizes, byte-identical whatever the
//! hidden information (R-INFO), and worded only with `joms-pic-` ids both languages hold.
//! A few moments are written as PNGs to target/tmp/joms-picture/ to be looked at.

use std::collections::BTreeSet;
use std::path::PathBuf;

use fluent_syntax::ast::Entry;
use fluent_syntax::parser::parse;
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use regex::Regex;
use skald::games::joms::{Joms, Mode, Phase, Settings, State};
use skald::games::Rules;
use skald::i18n::{Catalog, Lang};
use skald::render::png;
use skald::table::joms::picture::{picture, SEAT_COLOURS};

fn settings(players: u8, mode: Mode) -> Settings {
    Settings {
        players,
        mode,
        difficulty: "expert".into(),
        ygg_saga1_only: false,
        ygg_everyone: players > 2,
        open_hands: false,
    }
}

fn names(n: u8) -> Vec<String> {
    ["Astrid", "Zbyszko", "Eirik", "Jadwiga"][..usize::from(n)]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// Every state of a game played to its end with random legal answers.
fn random_game(players: u8, mode: Mode, seed: u64) -> Vec<State> {
    let (mut s, _) = Joms::new_game(settings(players, mode), seed).expect("a game");
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x91c7);
    let mut states = vec![s.clone()];
    while Joms::outcome(&s).is_none() {
        let Some((seat, _)) = Joms::pending(&s).first().cloned() else {
            break;
        };
        let legal = Joms::legal_actions(&s, seat);
        let action = legal.choose(&mut rng).expect("a legal answer").clone();
        Joms::apply(&mut s, seat, &action).unwrap_or_else(|e| panic!("{action:?}: {e}"));
        states.push(s.clone());
        assert!(states.len() < 20_000, "the game does not end");
    }
    states
}

/// The games drawn: each size, co-op alone and with others, competitive.
fn games() -> Vec<(u8, Vec<State>)> {
    [
        (1, Mode::Coop, 1),
        (2, Mode::Competitive, 2),
        (3, Mode::Coop, 3),
        (4, Mode::Competitive, 4),
    ]
    .into_iter()
    .map(|(players, mode, seed)| (players, random_game(players, mode, seed)))
    .collect()
}

/// Whether the picture's words are in the catalogue yet (the lead registers the files).
fn registered() -> bool {
    Catalog::get().is_ok_and(|c| c.has(Lang::En, "joms-pic-hp") && c.has(Lang::Pl, "joms-pic-hp"))
}

fn check_document(svg: &str) {
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    assert!(!svg.contains('{'), "an argument was not filled");
    if registered() {
        assert!(!svg.contains("joms-pic-"), "a word is missing");
    }
}

#[test]
fn every_moment_of_whole_games_is_drawn_in_both_languages() {
    let mut rasterized = 0;
    for (players, states) in games() {
        let names = names(players);
        let phases: BTreeSet<String> = states.iter().map(|s| format!("{:?}", s.phase)).collect();
        assert_eq!(phases.len(), 4, "every phase is drawn: {phases:?}");
        for (i, state) in states.iter().enumerate() {
            for lang in Lang::ALL {
                let svg = picture(state, &names, lang);
                check_document(&svg);
                if i % 97 == 0 || i + 1 == states.len() {
                    let bytes = png(&svg, 800).expect("the picture rasterizes");
                    assert!(bytes.starts_with(b"\x89PNG"));
                    rasterized += 1;
                }
            }
        }
    }
    assert!(rasterized > 20, "{rasterized} pictures rasterized");
}

#[test]
fn the_picture_is_the_same_whatever_is_hidden() {
    let mut rng = ChaCha8Rng::seed_from_u64(77);
    let mut checked = 0;
    for (players, states) in games() {
        let names = names(players);
        for state in states.iter().step_by(13) {
            let shown = picture(state, &names, Lang::En);
            for _ in 0..2 {
                let other = Joms::determinize(state, None, &mut rng);
                assert_eq!(
                    picture(&other, &names, Lang::En),
                    shown,
                    "a secret shows at {:?}, saga {} round {}",
                    state.phase,
                    state.saga,
                    state.round
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked} swaps checked");
}

#[test]
fn each_player_has_a_panel_in_its_seat_s_colour() {
    for (players, states) in games() {
        let Some(fight) = states
            .iter()
            .find(|s| s.phase == Phase::Fight && s.round > 0)
        else {
            panic!("a fight in a {players}-player game");
        };
        let svg = picture(fight, &names(players), Lang::En);
        for (seat, colour) in SEAT_COLOURS.iter().enumerate() {
            let drawn = svg.contains(&format!("fill=\"{colour}\""));
            assert_eq!(drawn, seat < usize::from(players), "seat {seat}'s {colour}");
        }
    }
}

fn ftl_ids(lang: &str) -> BTreeSet<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang)
        .join("joms/picture.ftl");
    let text = std::fs::read_to_string(&path).expect("the file is there");
    let res = parse(text.as_str()).expect("the file parses");
    res.body
        .iter()
        .filter_map(|e| match e {
            Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

#[test]
fn every_word_of_the_picture_is_in_both_languages() {
    let (en, pl) = (ftl_ids("en"), ftl_ids("pl"));
    assert_eq!(en, pl, "English and Polish hold the same ids");
    assert!(en.iter().all(|id| id.starts_with("joms-pic-")), "{en:?}");
    let source = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/table/joms/picture.rs"),
    )
    .expect("the source");
    let used: BTreeSet<String> = Regex::new(r#""(joms-pic-[a-z-]+)""#)
        .expect("a pattern")
        .captures_iter(&source)
        .map(|c| c[1].to_string())
        .collect();
    assert!(used.len() > 20, "{used:?}");
    let missing: Vec<&String> = used.difference(&en).collect();
    assert!(missing.is_empty(), "not in the files: {missing:?}");
    let unused: Vec<&String> = en.difference(&used).collect();
    assert!(unused.is_empty(), "never used: {unused:?}");
}

/// Moments worth looking at: choosing, drafting, a fight with full battlefields, the end.
#[test]
fn a_few_moments_are_written_as_pngs() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/tmp/joms-picture");
    std::fs::create_dir_all(&dir).expect("a folder");
    for (players, states) in games() {
        let names = names(players);
        let fullest = states
            .iter()
            .filter(|s| s.phase == Phase::Fight)
            .max_by_key(|s| s.players.iter().map(|p| p.battlefield.len()).sum::<usize>());
        let moments = [
            ("setup", states.first()),
            (
                "prep",
                states
                    .iter()
                    .find(|s| s.phase == Phase::Preparation && s.saga == 2),
            ),
            ("fight", fullest),
            ("over", states.last()),
        ];
        for (what, state) in moments {
            let Some(state) = state else { continue };
            for lang in Lang::ALL {
                let bytes = png(&picture(state, &names, lang), 800).expect("a picture");
                let file = dir.join(format!("{players}p-{what}-{lang}.png"));
                std::fs::write(file, bytes).expect("written");
            }
        }
    }
}

/// How long a picture takes: the SVG, then the 800 px PNG, of the fullest 4-player fight
/// (printed; run with `--nocapture`).
#[test]
fn the_render_time_is_measured() {
    let Some((players, states)) = games().into_iter().find(|(n, _)| *n == 4) else {
        panic!("a 4-player game");
    };
    let names = names(players);
    let Some(fight) = states
        .iter()
        .filter(|s| s.phase == Phase::Fight)
        .max_by_key(|s| s.players.iter().map(|p| p.battlefield.len()).sum::<usize>())
    else {
        panic!("a fight");
    };
    let runs = 20;
    let start = std::time::Instant::now();
    for _ in 0..runs {
        std::hint::black_box(picture(fight, &names, Lang::Pl));
    }
    let svg_ms = start.elapsed().as_secs_f64() * 1e3 / f64::from(runs);
    let svg = picture(fight, &names, Lang::Pl);
    let start = std::time::Instant::now();
    for _ in 0..runs {
        std::hint::black_box(png(&svg, 800).expect("a picture"));
    }
    let png_ms = start.elapsed().as_secs_f64() * 1e3 / f64::from(runs);
    println!(
        "joms picture: svg {svg_ms:.2} ms, png 800 px {png_ms:.1} ms, {} KB of SVG",
        svg.len() / 1024
    );
}
