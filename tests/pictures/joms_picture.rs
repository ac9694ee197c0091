//! The Jomsvikings board picture: drawn at every moment of whole random games (1–4 players,
//! both modes, both languages), a valid SVG that rasterizes, byte-identical whatever the
//! hidden information (R-INFO), and worded only with `joms-pic-` ids both languages hold. It
//! reads where Discord shows it (issue 33): landscape, no text smaller than 9 px once the
//! picture is shown 520 px wide, no text cut short, on top of another or off the picture, and
//! the final board scores every part of the score for every player, ranked.
//! A few moments are written as PNGs to target/tmp/joms-picture/ to be looked at.

use std::collections::BTreeSet;
use std::path::PathBuf;

use fluent_syntax::ast::Entry;
use fluent_syntax::parser::parse;
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use regex::Regex;
use resvg::usvg::{Group, Node, Options, Tree};
use skald::games::joms::table::picture::{picture, SEAT_COLOURS};
use skald::games::joms::{outcome, Joms, Mode, Phase, Settings, State};
use skald::games::Rules;
use skald::i18n::{render as say, Catalog, Lang, Text};
use skald::render::{fonts, png, FONT};

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
        .join("src/games/joms/locales")
        .join(lang)
        .join("picture.ftl");
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
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/games/joms/table/picture");
    let mut source = String::new();
    for entry in std::fs::read_dir(dir).expect("the picture's modules") {
        let path = entry.expect("a module").path();
        source.push_str(&std::fs::read_to_string(path).expect("the source"));
    }
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
    let runs = 5;
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

/// The longest names a table is likely to see.
fn long_names(n: u8) -> Vec<String> {
    [
        "Ragnhild Sigurdsdottir",
        "Zbyszko z Bogdańca",
        "Thorfinn Karlsefni",
        "Świętosława Jadwiga",
    ][..usize::from(n)]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// The numbers of an attribute, in document order.
fn attr(svg: &str, name: &str) -> Vec<f32> {
    let pattern = Regex::new(&format!(r#"\s{name}="([0-9.]+)""#)).expect("a pattern");
    pattern
        .captures_iter(svg)
        .filter_map(|c| c[1].parse().ok())
        .collect()
}

fn view_box(svg: &str) -> (f32, f32) {
    let pattern = Regex::new(r#"viewBox="0 0 ([0-9.]+) ([0-9.]+)""#).expect("a pattern");
    let c = pattern.captures(svg).expect("a viewBox");
    (
        c[1].parse().expect("a width"),
        c[2].parse().expect("a height"),
    )
}

/// Landscape, at most 1040 wide, and every text at least 18 units high: 9 px at 520 px.
#[test]
fn every_text_is_large_enough_in_a_landscape_picture() {
    let mut checked = 0;
    for (players, states) in games() {
        let names = long_names(players);
        for state in states.iter().step_by(17).chain(states.last()) {
            for lang in Lang::ALL {
                let svg = picture(state, &names, lang);
                let (w, h) = view_box(&svg);
                assert!(
                    w <= 1040.0 && w / h >= 1.6,
                    "{w}×{h} is not landscape 16:10"
                );
                let sizes = attr(&svg, "font-size");
                assert_eq!(sizes.len(), svg.matches("<text").count());
                let small = sizes.iter().copied().fold(f32::MAX, f32::min);
                assert!(small >= 18.0 * w / 1040.0, "{lang}: a text of {small}");
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "pictures checked: {checked}");
}

/// The boxes of the texts of a picture, as the renderer lays them out.
fn text_boxes(svg: &str) -> Vec<(String, [f32; 4])> {
    let opt = Options {
        font_family: FONT.to_string(),
        fontdb: fonts(),
        ..Options::default()
    };
    let tree = Tree::from_str(svg, &opt).expect("a picture");
    let texts = Regex::new(r">([^<]+)</text>").expect("a pattern");
    let words: Vec<String> = texts.captures_iter(svg).map(|c| c[1].to_string()).collect();
    let mut boxes = Vec::new();
    collect_boxes(tree.root(), &mut boxes);
    assert_eq!(words.len(), boxes.len(), "every text is laid out");
    words.into_iter().zip(boxes).collect()
}

/// The boxes of the texts in `group`, in document order (a dimmed chip is a group).
fn collect_boxes(group: &Group, out: &mut Vec<[f32; 4]>) {
    for n in group.children() {
        match n {
            Node::Text(t) => {
                let b = t.abs_bounding_box();
                out.push([b.left(), b.top(), b.right(), b.bottom()]);
            }
            Node::Group(g) => collect_boxes(g, out),
            _ => {}
        }
    }
}

/// No text is cut short, none lies on another, none leaves the picture — with the longest
/// names, in both languages.
#[test]
fn no_text_is_cut_overlaps_another_or_leaves_the_picture() {
    let mut checked = 0;
    for (players, states) in games() {
        let names = long_names(players);
        for state in states.iter().step_by(29).chain(states.last()) {
            for lang in Lang::ALL {
                let svg = picture(state, &names, lang);
                let cut: Vec<&str> = svg.split("</text>").filter(|t| t.ends_with('…')).collect();
                assert!(cut.is_empty(), "{lang}: texts are cut: {cut:?}");
                let (w, h) = view_box(&svg);
                let boxes = text_boxes(&svg);
                for (i, (a, p)) in boxes.iter().enumerate() {
                    assert!(
                        p[0] >= 0.0 && p[1] >= 0.0 && p[2] <= w && p[3] <= h,
                        "{lang}: `{a}` leaves the picture"
                    );
                    for (b, q) in &boxes[i + 1..] {
                        // Line boxes hold the ascent and descent: allow a sliver between rows.
                        let x = p[2].min(q[2]) - p[0].max(q[0]);
                        let y = p[3].min(q[3]) - p[1].max(q[1]);
                        assert!(x <= 1.0 || y <= 4.0, "{lang}: `{a}` lies on `{b}`");
                    }
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 40, "pictures checked: {checked}");
}

/// The final board is the scoring table: every part's header, every player ranked with each
/// part and the total, the ranks by points then monsters slain (R-END-4), the winners named.
#[test]
fn the_final_board_scores_every_part_for_every_player_ranked() {
    let ranks = Regex::new(r">(\d)\. ").expect("a pattern");
    for (players, states) in games() {
        let names = long_names(players);
        let end = states.last().expect("an end");
        let result = outcome(end).expect("a finished game");
        for lang in Lang::ALL {
            let svg = picture(end, &names, lang);
            for col in ["glory", "gullveig", "thor", "equipment", "total"] {
                let head = say(&Text::new("joms-pic-col").str("col", col), lang);
                assert!(
                    svg.contains(&format!(">{head}<")),
                    "{lang}: the column `{head}`"
                );
            }
            let key = |s: usize| (result.scores[s].points, result.scores[s].kills);
            for (seat, s) in result.scores.iter().enumerate() {
                let name = &names[seat];
                let place = 1
                    + (0..result.scores.len())
                        .filter(|&o| key(o) > key(seat))
                        .count();
                assert!(
                    svg.contains(&format!(">{place}. {name}<")),
                    "{lang}: {name} is ranked {place}"
                );
                for (_, points) in s.lines() {
                    assert!(
                        svg.contains(&format!(">{points}<")),
                        "{lang}: {name}'s {points}"
                    );
                }
                assert!(
                    svg.contains(&format!(">{}<", s.points)),
                    "{lang}: {name}'s total"
                );
            }
            let order: Vec<usize> = ranks
                .captures_iter(&svg)
                .filter_map(|c| c[1].parse().ok())
                .collect();
            assert!(order.windows(2).all(|w| w[0] <= w[1]), "ranked: {order:?}");
            assert_eq!(order.len(), usize::from(players));
            if end.settings.mode == Mode::Competitive {
                let winners: Vec<Text> = result
                    .winners
                    .iter()
                    .map(|&w| Text::new("joms-name").str("name", names[usize::from(w)].clone()))
                    .collect();
                let t = Text::new("joms-pic-winners")
                    .num("count", winners.len() as i64)
                    .text("names", skald::table::words::list(winners));
                assert!(
                    svg.contains(&say(&t, lang)),
                    "{lang}: the winners are named"
                );
            }
        }
    }
}

/// A tie on points adds the monsters slain, and says how it is settled; without a tie there is
/// no such column.
#[test]
fn a_tie_on_points_shows_the_monsters_slain() {
    let (_, states) = games()
        .into_iter()
        .find(|(n, _)| *n == 2)
        .expect("a 2-player game");
    let mut end = states.last().expect("an end").clone();
    let slain = say(&Text::new("joms-pic-col").str("col", "slain"), Lang::En);
    let svg = picture(&end, &names(2), Lang::En);
    let tied = |s: &State| {
        let r = outcome(s).expect("an outcome");
        r.scores[0].points == r.scores[1].points
    };
    assert_eq!(svg.contains(&slain), tied(&end));
    // The same points, different monsters slain.
    let r = outcome(&end).expect("an outcome");
    let (a, b) = (r.scores[0].points, r.scores[1].points);
    end.players[1].glory += a.saturating_sub(b);
    end.players[0].glory += b.saturating_sub(a);
    end.players[0].kills = 4;
    end.players[1].kills = 2;
    assert!(tied(&end), "tied on points");
    let svg = picture(&end, &names(2), Lang::En);
    assert!(svg.contains(&format!(">{slain}<")), "the tie-break column");
    assert!(svg.contains(">1. Astrid<") && svg.contains(">2. Zbyszko<"));
}

/// The same state gives the same picture, byte for byte.
#[test]
fn the_picture_is_deterministic() {
    for (players, states) in games() {
        for state in states.iter().step_by(101) {
            let a = picture(state, &names(players), Lang::Pl);
            assert_eq!(a, picture(state, &names(players), Lang::Pl));
        }
    }
}
