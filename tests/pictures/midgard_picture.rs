//! Champions of Midgard's board picture reads where Discord shows it (issue 33): landscape,
//! no text smaller than 9 px once the picture is shown 520 px wide, no text cut short, on top
//! of another or off the picture, and the final board scores every category for every player.

use resvg::usvg::{Node, Options, Tree};
use skald::games::midgard::ai::{BotInput, BotKind};
use skald::games::midgard::table::picture::picture;
use skald::games::midgard::{apply, new_game, outcome, pending, Edition, Settings, State};
use skald::i18n::{render as say, Lang, Text};
use skald::render::{fonts, FONT};

fn names(n: usize) -> Vec<String> {
    ["Astrid", "Zbyszko", "Eirik", "Jadwiga"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// Every state of a whole game between heuristic bots.
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

const GAMES: [(u8, Edition, u64); 3] = [
    (2, Edition::Revised, 5),
    (3, Edition::Classic, 6),
    (4, Edition::Revised, 7),
];

/// The numbers of an attribute, in document order.
fn attr(svg: &str, name: &str) -> Vec<f32> {
    let pattern = regex::Regex::new(&format!(r#"\s{name}="([0-9.]+)""#)).expect("a pattern");
    pattern
        .captures_iter(svg)
        .filter_map(|c| c[1].parse().ok())
        .collect()
}

fn view_box(svg: &str) -> (f32, f32) {
    let pattern = regex::Regex::new(r#"viewBox="0 0 ([0-9.]+) ([0-9.]+)""#).expect("a pattern");
    let c = pattern.captures(svg).expect("a viewBox");
    (
        c[1].parse().expect("a width"),
        c[2].parse().expect("a height"),
    )
}

/// Landscape, at most 1040 wide, and every text at least 18 units high: 9 px at 520 px.
#[test]
fn every_text_is_large_enough_in_a_landscape_picture() {
    for (seats, edition, seed) in GAMES {
        let names = names(usize::from(seats));
        for state in whole_game(seats, edition, seed).iter().step_by(3) {
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
            }
        }
    }
}

/// The boxes of the texts of a picture, as the renderer lays them out.
fn text_boxes(svg: &str) -> Vec<(String, [f32; 4])> {
    let opt = Options {
        font_family: FONT.to_string(),
        fontdb: fonts(),
        ..Options::default()
    };
    let tree = Tree::from_str(svg, &opt).expect("a picture");
    let texts = regex::Regex::new(r">([^<]+)</text>").expect("a pattern");
    let words: Vec<String> = texts.captures_iter(svg).map(|c| c[1].to_string()).collect();
    let boxes = tree.root().children().iter().filter_map(|n| match n {
        Node::Text(t) => {
            let b = t.abs_bounding_box();
            Some([b.left(), b.top(), b.right(), b.bottom()])
        }
        _ => None,
    });
    words.into_iter().zip(boxes).collect()
}

/// No text is cut short, none lies on another, none leaves the picture.
#[test]
fn no_text_is_cut_overlaps_another_or_leaves_the_picture() {
    let mut checked = 0;
    for (seats, edition, seed) in GAMES {
        let names = names(usize::from(seats));
        let states = whole_game(seats, edition, seed);
        for state in states.iter().step_by(11).chain(states.last()) {
            for lang in Lang::ALL {
                let svg = picture(state, &names, lang);
                let cut: Vec<&str> = svg.split("</text>").filter(|t| t.ends_with('…')).collect();
                assert!(cut.is_empty(), "{lang}: texts are cut: {cut:?}");
                let (w, h) = view_box(&svg);
                let boxes = text_boxes(&svg);
                for (i, (a, p)) in boxes.iter().enumerate() {
                    assert!(
                        p[0] >= 0.0 && p[1] >= 0.0 && p[2] <= w && p[3] <= h,
                        "{a} leaves"
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
    assert!(checked > 20, "pictures checked: {checked}");
}

/// The final board is the scoring table: every category's header, every player's name and
/// total, and the winners named.
#[test]
fn the_final_board_scores_every_category_for_every_player() {
    for (seats, edition, seed) in GAMES {
        let names = names(usize::from(seats));
        let states = whole_game(seats, edition, seed);
        let end = states.last().expect("an end");
        let result = outcome(end).expect("a finished game");
        for lang in Lang::ALL {
            let svg = picture(end, &names, lang);
            for id in [
                "pic-score-track",
                "pic-score-destiny",
                "pic-score-sets",
                "pic-score-runes",
                "pic-score-ship",
                "pic-score-favor",
                "pic-score-coins",
                "pic-score-blame",
                "pic-score-total",
            ] {
                let t = Text::new(id).str("edition", edition.id());
                let head = say(&t, lang);
                let words = head
                    .split(' ')
                    .all(|w| svg.contains(&format!(">{w}<")) || svg.contains(&format!(">{head}<")));
                assert!(words, "{lang}: the column `{head}`");
            }
            for s in &result.scores {
                let name = &names[usize::from(s.seat)];
                assert!(
                    svg.contains(&format!(". {name}<")),
                    "{lang}: {name} is ranked"
                );
                assert!(
                    svg.contains(&format!(">{}<", s.total)),
                    "{lang}: {name}'s total"
                );
                for (_, points) in s.lines() {
                    assert!(
                        svg.contains(&format!(">{points}<")),
                        "{lang}: {name}'s {points}"
                    );
                }
            }
            let winners: Vec<String> = result
                .winners
                .iter()
                .map(|&w| names[usize::from(w)].clone())
                .collect();
            let t = Text::new("pic-winners")
                .num("count", winners.len() as i64)
                .str("names", winners.join(", "));
            assert!(
                svg.contains(&say(&t, lang)),
                "{lang}: the winners are named"
            );
        }
    }
}

/// The same state gives the same picture, byte for byte.
#[test]
fn the_picture_is_deterministic() {
    let states = whole_game(3, Edition::Revised, 9);
    for state in states.iter().step_by(40) {
        let a = picture(state, &names(3), Lang::Pl);
        assert_eq!(a, picture(state, &names(3), Lang::Pl));
    }
}
