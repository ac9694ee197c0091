//! Storm the Wall's board picture reads where Discord shows it (issue 33): landscape, no text
//! smaller than 9 px once the picture is shown 520 px wide, no text cut short, on top of
//! another or off the picture, even with the longest names; and the final board is the
//! scoring table — every clan in its rank, every kind of fort, the tie-breaks when they count.

use regex::Regex;
use resvg::usvg::{Node, Options, Tree};
use skald::games::wall::scoring::score;
use skald::games::wall::table::picture::picture;
use skald::games::wall::{ai, apply, new_game, outcome, pending, Fort, Phase, Settings, State};
use skald::i18n::{render as say, Lang, Text};
use skald::render::{board_png, fonts, FONT};

const LONG: [&str; 4] = [
    "Ragnhild Sigurdsdottir",
    "Zbyszko z Bogdańca",
    "Eirik Blood-Axe Haraldsson",
    "Jadwiga Andegaweńska",
];
const SHORT: [&str; 4] = ["Astrid", "Zbyszko", "Eirik", "Jadwiga"];

fn names(from: [&str; 4], n: u8) -> Vec<String> {
    from[..usize::from(n)]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fn settings(players: u8, neutrals: u8, variants: bool) -> Settings {
    Settings {
        neutrals,
        tied_forts_stay: variants,
        druhid_shift: variants,
        ..Settings::new(players)
    }
}

/// Every state of a whole game: even seats play the heuristic bot, odd seats the random one.
fn whole_game(settings: Settings, seed: u64) -> Vec<State> {
    let (mut state, _) = new_game(settings, seed).expect("a new game");
    let mut states = vec![state.clone()];
    while let Some(&(seat, _)) = pending(&state).first() {
        let action = if seat % 2 == 0 {
            ai::heuristic(&state, seat)
        } else {
            ai::random(&state, seat)
        }
        .expect("a bot move");
        apply(&mut state, seat, &action).expect("a legal move");
        states.push(state.clone());
    }
    assert_eq!(state.phase, Phase::Over, "the game ran to its end");
    states
}

/// Line-ups: solo against one and three neutrals, 2 (+1), 3 and 4 clans, variants on in some.
const LINE_UPS: [(u8, u8, bool); 5] = [
    (1, 3, true),
    (2, 0, false),
    (2, 1, true),
    (3, 0, false),
    (4, 0, true),
];

/// The moments of a game worth a look: one in `every`, and the end.
fn moments(states: &[State], every: usize) -> impl Iterator<Item = &State> {
    states.iter().step_by(every).chain(states.last())
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

/// Landscape, 1040 wide, and every text at least 18 units high: 9 px at 520 px.
#[test]
fn every_text_is_large_enough_in_a_landscape_picture() {
    let mut checked = 0;
    for (i, &(players, neutrals, variants)) in LINE_UPS.iter().enumerate() {
        let states = whole_game(settings(players, neutrals, variants), 60 + i as u64);
        for state in moments(&states, 2) {
            for lang in Lang::ALL {
                let svg = picture(state, &names(LONG, players), lang);
                let (w, h) = view_box(&svg);
                assert!(
                    w == 1040.0 && w / h >= 1.6,
                    "{w}×{h} is not landscape 16:10"
                );
                let sizes = attr(&svg, "font-size");
                assert_eq!(sizes.len(), svg.matches("<text").count());
                let small = sizes.iter().copied().fold(f32::MAX, f32::min);
                assert!(small >= 18.0, "{lang}: a text of {small}");
                checked += 1;
            }
        }
    }
    assert!(checked > 300, "pictures checked: {checked}");
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
    let boxes = tree.root().children().iter().filter_map(|n| match n {
        Node::Text(t) => {
            let b = t.abs_bounding_box();
            Some([b.left(), b.top(), b.right(), b.bottom()])
        }
        _ => None,
    });
    words.into_iter().zip(boxes).collect()
}

/// No text is cut short, none lies on another, none leaves the picture — with the longest
/// names, in both languages.
#[test]
fn no_text_is_cut_overlaps_another_or_leaves_the_picture() {
    let mut checked = 0;
    for (i, &(players, neutrals, variants)) in LINE_UPS.iter().enumerate() {
        let states = whole_game(settings(players, neutrals, variants), 70 + i as u64);
        for state in moments(&states, 5) {
            for lang in Lang::ALL {
                let svg = picture(state, &names(LONG, players), lang);
                let cut: Vec<&str> = svg.split("</text>").filter(|t| t.ends_with('…')).collect();
                assert!(cut.is_empty(), "{lang}: texts are cut: {cut:?}");
                let (w, h) = view_box(&svg);
                let boxes = text_boxes(&svg);
                assert_eq!(boxes.len(), svg.matches("<text").count());
                for (i, (a, p)) in boxes.iter().enumerate() {
                    assert!(
                        p[0] >= 0.0 && p[1] >= 0.0 && p[2] <= w && p[3] <= h,
                        "{lang}: `{a}` leaves the picture: {p:?} in {w}×{h}"
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
    assert!(checked > 100, "pictures checked: {checked}");
}

/// A text of the picture with its baseline.
fn texts(svg: &str) -> Vec<(f32, String)> {
    let pattern =
        Regex::new(r#"<text x="[0-9.]+" y="([0-9.]+)"[^>]*>([^<]+)</text>"#).expect("a pattern");
    pattern
        .captures_iter(svg)
        .filter_map(|c| Some((c[1].parse().ok()?, c[2].to_string())))
        .collect()
}

/// The kinds of fort, as the table's columns name them.
const KINDS: [&str; 5] = ["niefort", "komfort", "fokus", "fortuna", "forteca"];

fn kind(f: Fort) -> &'static str {
    match f {
        Fort::NieFort(_) => "niefort",
        Fort::KomFort => "komfort",
        Fort::Fokus => "fokus",
        Fort::FortUna => "fortuna",
        Fort::FortHeca(_) => "forteca",
    }
}

/// A number as the picture writes it, with a true minus sign.
fn shown(v: i64) -> String {
    if v < 0 {
        format!("−{}", -v)
    } else {
        v.to_string()
    }
}

/// The ranked clans from the best, with their places (R-END-3, R-END-4, a FortHeca win first).
fn expected_places(state: &State) -> Vec<(u8, usize)> {
    let ranked: Vec<u8> = (0..state.clans.len() as u8)
        .filter(|&c| state.players() == 1 || state.is_player(c))
        .collect();
    let key = |c: u8| {
        let s = score(state, c);
        (state.fortheca_win == Some(c), s.points, s.forts, s.values)
    };
    let mut places: Vec<(u8, usize)> = ranked
        .iter()
        .map(|&c| {
            let better = ranked.iter().filter(|&&o| key(o) > key(c)).count();
            (c, better + 1)
        })
        .collect();
    places.sort_by_key(|&(c, place)| (place, c));
    places
}

/// Whether two ranked clans have the same points.
fn tied_on_points(state: &State) -> bool {
    let points: Vec<i16> = expected_places(state)
        .iter()
        .map(|&(c, _)| score(state, c).points)
        .collect();
    points
        .iter()
        .enumerate()
        .any(|(i, p)| points[i + 1..].contains(p))
}

/// The final board of one game: every kind of fort a column, each clan on its row with its
/// points per kind and its total, in rank order; the tie-break column when points tie.
fn check_final_board(state: &State, players: u8, lang: Lang) {
    let names = names(SHORT, players);
    let svg = picture(state, &names, lang);
    let all = texts(&svg);
    let has = |t: &str| all.iter().any(|(_, s)| s == t);
    for k in KINDS {
        let head = say(&Text::new("wall-picture-fort").str("fort", k), lang);
        let words = head.split(' ').all(has) || has(&head);
        assert!(words, "{lang}: the column {head}");
    }
    let total = say(&Text::new("wall-picture-col-total"), lang);
    assert!(has(&total), "{lang}: the column {total}");
    let forts = say(&Text::new("wall-picture-col-forts"), lang);
    let forts_shown = has(&forts) || forts.split(' ').all(has);
    assert_eq!(
        forts_shown,
        tied_on_points(state),
        "{lang}: the forts held are a column only when points tie"
    );
    let mut last_row = 0.0;
    for (c, place) in expected_places(state) {
        let name = match names.get(usize::from(c)) {
            Some(player) => player.clone(),
            None => {
                let colour = state.clan(c).map_or("green", |k| k.colour.id());
                say(
                    &Text::new("wall-picture-neutral").str("colour", colour),
                    lang,
                )
            }
        };
        let label = say(
            &Text::new("wall-picture-place")
                .num("place", place as i64)
                .str("name", name.as_str()),
            lang,
        );
        // A name too long for its cell is on two lines, one text after the other.
        let at = (0..all.len()).find(|&i| {
            all[i].1 == label
                || all
                    .get(i + 1)
                    .is_some_and(|next| format!("{} {}", all[i].1, next.1) == label)
        });
        let at = at.unwrap_or_else(|| panic!("{lang}: `{label}` is on the board: {all:?}"));
        let y = &all[at].0;
        assert!(
            *y > last_row,
            "{lang}: {label} is below the clans ranked above"
        );
        last_row = *y;
        let row: Vec<&str> = all
            .iter()
            .filter(|(ty, _)| (ty - y).abs() < 20.0)
            .map(|(_, s)| s.as_str())
            .collect();
        let held = state.clan(c).map(|k| k.held.clone()).unwrap_or_default();
        for k in KINDS {
            let of_kind: Vec<i64> = held
                .iter()
                .filter(|f| kind(**f) == k)
                .map(|f| i64::from(f.value()))
                .collect();
            let cell = match of_kind.is_empty() {
                true => "—".to_string(),
                false => shown(of_kind.iter().sum()),
            };
            assert!(
                row.contains(&cell.as_str()),
                "{lang}: {name}'s {k} {cell} in {row:?}"
            );
        }
        let points = shown(score(state, c).points.into());
        assert!(
            row.contains(&points.as_str()),
            "{lang}: {name}'s total {points}"
        );
    }
    let result = outcome(state).expect("a finished game");
    let stars = svg.matches("<polygon").count();
    assert_eq!(stars, result.winners.len(), "{lang}: a star per winner");
}

#[test]
fn the_final_board_ranks_every_clan_with_every_kind_of_fort() {
    let mut ties = 0;
    for seed in 0..12u64 {
        let (players, neutrals, variants) = LINE_UPS[seed as usize % LINE_UPS.len()];
        let states = whole_game(settings(players, neutrals, variants), 200 + seed);
        let end = states.last().expect("an end");
        for lang in Lang::ALL {
            check_final_board(end, players, lang);
        }
        ties += usize::from(tied_on_points(end));
    }
    assert!(ties > 0, "no game with a tie on points was checked");
}

/// The same state gives the same picture, byte for byte.
#[test]
fn the_picture_is_deterministic() {
    let states = whole_game(settings(3, 0, false), 9);
    for state in states.iter().step_by(17) {
        let a = picture(state, &names(LONG, 3), Lang::Pl);
        assert_eq!(a, picture(state, &names(LONG, 3), Lang::Pl));
    }
}

/// Boards as the bot draws them, written to target/tmp to be looked at: in each language a
/// fight of four, the orders of a solo game against three neutrals, a capture of two, and
/// the final scoring of four and of the solo game.
#[test]
fn sample_boards_are_written_for_a_look() {
    let four = whole_game(settings(4, 0, false), 3);
    let solo = whole_game(settings(1, 3, true), 4);
    let two = whole_game(settings(2, 0, false), 5);
    let fight = four
        .iter()
        .rev()
        .find(|s| s.turn == 2 && s.round >= 3 && s.fight().is_some())
        .expect("a fight in turn 2");
    let orders = solo
        .iter()
        .find(|s| s.turn == 2 && s.phase == Phase::Orders)
        .expect("the orders of turn 2");
    let capture = two
        .iter()
        .find(|s| s.turn == 1 && s.round >= 2 && s.fight().is_some_and(|f| f.winner.is_some()))
        .expect("a capture in turn 1");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/tmp");
    std::fs::create_dir_all(&dir).expect("target/tmp");
    let ends = (four.last(), solo.last());
    let moments = [
        ("fight", fight, 4),
        ("orders-solo", orders, 1),
        ("capture", capture, 2),
        ("end", ends.0.expect("an end"), 4),
        ("end-solo", ends.1.expect("an end"), 1),
    ];
    for lang in Lang::ALL {
        for (moment, state, players) in moments {
            let svg = picture(state, &names(LONG, players), lang);
            let bytes = board_png(&svg).expect("a picture");
            let file = dir.join(format!("wall-{moment}-{lang}.png"));
            std::fs::write(file, bytes).expect("written");
        }
    }
}
