//! Viking Gods' board picture reads where Discord shows it (issue 33): landscape, no text
//! smaller than 9 px once the picture is shown 520 px wide, no text cut short, on top of
//! another or off the picture; every hex a move names is named on the map; the final board
//! scores every player in every category, ranked, and marks where the fallen target fell.

use resvg::usvg::{Node, Options, Tree};
use skald::games::gods::table::picture::picture;
use skald::games::gods::{ai, apply, new_game, pending, EndCause, Settings, State};
use skald::i18n::{render as say, Lang, Text};
use skald::render::{fonts, FONT};

const SHORT: [&str; 2] = ["Astrid", "Zbyszko"];
const LONG: [&str; 2] = ["Ragnhild Sigurdsdottir", "Zbyszko Wielkopolski"];

fn names(n: [&str; 2]) -> Vec<String> {
    n.iter().map(|s| s.to_string()).collect()
}

/// Every state of a whole game between heuristic bots.
fn whole_game(seed: u64, round_limit: u8) -> Vec<State> {
    let settings = Settings {
        round_limit,
        ..Settings::default()
    };
    let (mut state, _) = new_game(settings, seed).expect("a new game");
    let mut states = vec![state.clone()];
    while let Some(&(seat, _)) = pending(&state).first() {
        let action = ai::heuristic(&state, seat).expect("a bot move");
        apply(&mut state, seat, &action).expect("a legal move");
        states.push(state.clone());
    }
    states
}

/// Games that end each way: Loki falls, the tree falls, a draw at the round limit.
fn games() -> Vec<Vec<State>> {
    let mut out = Vec::new();
    for cause in [EndCause::LokiRemoved, EndCause::TreeRemoved] {
        let game = (1..40)
            .map(|seed| whole_game(seed, 20))
            .find(|g| {
                g.last()
                    .and_then(|s| s.end)
                    .is_some_and(|e| e.cause == cause)
            })
            .expect("a game that ends so");
        out.push(game);
    }
    out.push(whole_game(3, 2));
    out
}

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

/// The texts of a picture with their boxes, as the renderer lays them out.
fn text_boxes(svg: &str) -> Vec<(String, [f32; 4])> {
    let opt = Options {
        font_family: FONT.to_string(),
        fontdb: fonts(),
        ..Options::default()
    };
    let tree = Tree::from_str(svg, &opt).expect("a picture");
    let texts = regex::Regex::new(r">([^<]+)</text>").expect("a pattern");
    let words: Vec<String> = texts.captures_iter(svg).map(|c| c[1].to_string()).collect();
    let boxes: Vec<[f32; 4]> = tree
        .root()
        .children()
        .iter()
        .filter_map(|n| match n {
            Node::Text(t) => {
                let b = t.abs_bounding_box();
                Some([b.left(), b.top(), b.right(), b.bottom()])
            }
            _ => None,
        })
        .collect();
    assert_eq!(words.len(), boxes.len(), "every text is laid out");
    words.into_iter().zip(boxes).collect()
}

/// Landscape, at most 1040 wide, and every text at least 18 units high: 9 px at 520 px.
#[test]
fn every_text_is_large_enough_in_a_landscape_picture() {
    for game in games() {
        for state in game.iter().step_by(7).chain(game.last()) {
            for lang in Lang::ALL {
                let svg = picture(state, &names(LONG), lang);
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

/// No text is cut short, none lies on another, none leaves the picture.
#[test]
fn no_text_is_cut_overlaps_another_or_leaves_the_picture() {
    let mut checked = 0;
    for game in games() {
        for state in game.iter().step_by(13).chain(game.last()) {
            for (lang, who) in [(Lang::En, LONG), (Lang::Pl, LONG), (Lang::Pl, SHORT)] {
                let svg = picture(state, &names(who), lang);
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
    assert!(checked > 30, "pictures checked: {checked}");
}

/// Every hex a prompt may name can be found on the map: each empty hex carries its name, and
/// the column letters and row numbers stand around the map.
#[test]
fn every_empty_hex_is_named() {
    let game = &games()[0];
    let state = &game[game.len() / 2];
    let svg = picture(state, &names(SHORT), Lang::En);
    for hex in skald::games::gods::Hex::all() {
        let named = svg.contains(&format!(">{hex}<"));
        assert_eq!(named, state.token_at(hex).is_none(), "{hex}");
    }
    for c in 'A'..='I' {
        assert_eq!(svg.matches(&format!(">{c}<")).count(), 2, "column {c}");
    }
}

/// The final board is the scoring table: every category's header, every player ranked with
/// their numbers and result, the winner starred; a draw shares the first place and says that
/// nothing breaks the tie.
#[test]
fn the_final_board_scores_every_category_for_every_player() {
    for game in games() {
        let end = game.last().expect("an end");
        let outcome = end.end.expect("a finished game");
        for lang in Lang::ALL {
            let svg = picture(end, &names(SHORT), lang);
            for id in [
                "gods-picture-col-player",
                "gods-picture-col-target",
                "gods-picture-col-standing",
                "gods-picture-col-lost",
                "gods-picture-col-result",
            ] {
                let head = say(&Text::new(id), lang);
                let shown = head
                    .split(' ')
                    .all(|w| svg.contains(&format!(">{w}<")) || svg.contains(&format!(">{head}<")));
                assert!(shown, "{lang}: the column `{head}`");
            }
            let boxes = text_boxes(&svg);
            let row_of = |text: &str| {
                boxes
                    .iter()
                    .find(|(t, _)| t == text)
                    .map(|(_, b)| b[1])
                    .unwrap_or_else(|| panic!("{lang}: `{text}` is shown"))
            };
            let mut rows = Vec::new();
            for side in skald::games::gods::Side::BOTH {
                let seat = end.seat_of(side);
                let name = SHORT[usize::from(seat)];
                let place = match outcome.winner {
                    Some(w) if w != side => 2,
                    _ => 1,
                };
                let y = row_of(&format!("{place}. {name}"));
                let result = match outcome.winner {
                    None => "draw",
                    Some(w) if w == side => "win",
                    Some(_) => "loss",
                };
                let result = say(
                    &Text::new("gods-picture-result").str("result", result),
                    lang,
                );
                let beside = boxes
                    .iter()
                    .any(|(t, b)| *t == result && (b[1] - y).abs() < 40.0);
                assert!(beside, "{lang}: {name}'s result in their row");
                let standing = skald::games::gods::Token::of(side)
                    .filter(|&t| end.hex_of(t).is_some())
                    .count();
                let lost = end.removed.iter().filter(|t| t.is_side(side)).count();
                for n in [standing, lost] {
                    assert!(svg.contains(&format!(">{n}<")), "{lang}: {name}'s {n}");
                }
                rows.push((place, y));
            }
            rows.sort_by(|a, b| a.1.total_cmp(&b.1));
            assert!(
                rows[0].0 <= rows[1].0,
                "{lang}: the winner's row comes first"
            );
            let stars = svg.matches(r##"fill="#f1c40f" stroke="##).count();
            let draw = outcome.winner.is_none();
            assert_eq!(stars, usize::from(!draw), "{lang}: the winner is starred");
            let note = say(&Text::new("gods-picture-no-tie-break"), lang);
            let words: Vec<&str> = note.split(' ').take(3).collect();
            let told = svg.contains(&format!(">{}", words.join(" ")));
            assert_eq!(told, draw, "{lang}: a draw says nothing breaks it");
        }
    }
}

/// Where the target fell, the map shows its chip struck out with its code instead of the
/// hex's name, the key says what the mark means, and the heading names the hex. A draw has
/// no such mark, and its key does not offer one.
#[test]
fn the_final_board_marks_where_the_target_fell() {
    let games = games();
    for game in &games[..2] {
        let end = game.last().expect("an end");
        let e = end.end.expect("a finished game");
        let at = e.at.expect("where the target fell");
        let code = match e.cause {
            EndCause::LokiRemoved => "lo",
            _ => "YG",
        };
        for lang in Lang::ALL {
            let svg = picture(end, &names(LONG), lang);
            assert!(
                svg.contains(&format!(">{code}<")),
                "{lang}: the struck-out chip"
            );
            assert!(
                !svg.contains(&format!(">{at}<")),
                "{lang}: the mark stands on {at}"
            );
            let key = say(&Text::new("gods-picture-legend-fallen"), lang);
            assert!(
                svg.contains(&format!(">{key}<")),
                "{lang}: the key tells the mark"
            );
            assert!(
                svg.contains(&format!(" {at}: ")),
                "{lang}: the heading names {at}"
            );
        }
    }
    let draw = games[2].last().expect("an end");
    for lang in Lang::ALL {
        let svg = picture(draw, &names(LONG), lang);
        let key = say(&Text::new("gods-picture-legend-fallen"), lang);
        assert!(!svg.contains(&format!(">{key}<")), "{lang}: nothing fell");
    }
}

/// The same state gives the same picture, byte for byte.
#[test]
fn the_picture_is_deterministic() {
    let game = whole_game(9, 20);
    for state in game.iter().step_by(40) {
        let a = picture(state, &names(LONG), Lang::Pl);
        assert_eq!(a, picture(state, &names(LONG), Lang::Pl));
    }
}

/// Pictures to look at, as Discord shows them once fitted into 520×400: the middle of a game
/// in both languages, and the final boards of a win each way and of a draw.
#[test]
fn pictures_to_look_at_are_saved() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let save = |svg: &str, file: &str| {
        let png = skald::render::board_png(svg).expect("the picture draws");
        std::fs::write(dir.join(file), png).expect("the picture is written");
    };
    let games = games();
    let middle = &games[0][games[0].len() / 2];
    for lang in Lang::ALL {
        save(
            &picture(middle, &names(LONG), lang),
            &format!("gods-middle-{lang}.png"),
        );
    }
    for (game, file) in games.iter().zip(["loki", "tree", "draw"]) {
        let end = game.last().expect("an end");
        save(
            &picture(end, &names(LONG), Lang::En),
            &format!("gods-final-{file}.png"),
        );
    }
    let draw = games[2].last().expect("an end");
    save(
        &picture(draw, &names(SHORT), Lang::Pl),
        "gods-final-draw-pl.png",
    );
}

/// The hexes an attack arrow of `state`'s trail points at with nothing there now: no token,
/// no flight leaving it, not where the target that ended the game fell.
fn emptied(state: &State) -> Vec<skald::games::gods::Hex> {
    use skald::games::gods::trail::TraceKind;
    let fell = state.end.and_then(|e| e.at);
    let mut out = Vec::new();
    for (i, t) in state.trail.iter().enumerate() {
        let fled = state.trail[i + 1..]
            .iter()
            .any(|r| r.kind == TraceKind::Retreat && r.from == t.to);
        if t.kind == TraceKind::Attack
            && state.token_at(t.to).is_none()
            && fell != Some(t.to)
            && !fled
            && !out.contains(&t.to)
        {
            out.push(t.to);
        }
    }
    out
}

/// No attack arrow points at an empty hex with nothing to say what happened there: where the
/// defender fell, a greyed shape struck out stands under the hex's name (and where the target
/// fell, its own mark), during play and on the final board; the key tells the mark.
#[test]
fn where_a_defender_fell_to_an_attack_is_marked() {
    let ghost = r##"fill="#e9e2d2""##;
    let mut marked = 0;
    for game in games() {
        for state in game.iter().chain(game.last()) {
            let hexes = emptied(state);
            let fell = usize::from(state.end.and_then(|e| e.at).is_some());
            for lang in Lang::ALL {
                let svg = picture(state, &names(LONG), lang);
                let ghosts = svg.matches(ghost).count();
                // The map's marks, and the key's icon of each kind of mark shown.
                let least = hexes.len() + 2 * fell;
                assert!(ghosts >= least, "{lang}: {ghosts} marks for {hexes:?}");
                let key = say(&Text::new("gods-picture-legend-struck"), lang);
                let keyed = svg.contains(&format!(">{key}<"));
                if hexes.is_empty() {
                    assert!(!keyed, "{lang}: no mark, no key");
                    assert_eq!(ghosts, 2 * fell, "{lang}: a mark with nothing fallen");
                }
                if state.end.is_some() {
                    assert_eq!(keyed, !hexes.is_empty(), "{lang}: the key tells the mark");
                }
                for hex in &hexes {
                    assert!(svg.contains(&format!(">{hex}<")), "{lang}: {hex} is named");
                }
            }
            marked += hexes.len();
        }
    }
    assert!(marked > 5, "hexes marked: {marked}");
}
