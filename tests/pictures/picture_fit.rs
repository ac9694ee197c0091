//! A game's board picture reads where Discord shows it (issue 33, item 6): drawn at many
//! moments of seeded random games, in both languages, with the longest names a member can
//! have, no text is under 9 px once the picture is fitted into the 520×400 box, none leaves the
//! picture or the panel it stands in, and none lies on another text. The renderer's own layout
//! says where each text is (`usvg` measures every text node). A contact sheet of one moment per
//! game is kept in target/tmp/picture-contact-sheet.png to look at. Every game is checked.

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use resvg::tiny_skia::{Pixmap, PixmapPaint, Transform};
use resvg::usvg::{Node, Options, Rect, Tree};
use skald::games::gods::Gods;
use skald::games::joms::Joms;
use skald::games::midgard::Midgard;
use skald::games::wall::Wall;
use skald::i18n::Lang;
use skald::render::{board_png, board_width, fonts, FONT, ZOOM};
use skald::table::Seen;
use skald::table::TableGame;

/// Moments drawn per game (each in both languages).
const MOMENTS: usize = 200;
/// The smallest text a reader is asked to read, in pixels as shown.
const MIN_PX: f32 = 9.0;
/// How far a text may reach past its panel or into another text (rounding, antialiasing).
const SLACK: f32 = 1.0;
/// How far the boxes of two lines of text may overlap in height: a text's box runs from the
/// font's ascent to its descent, which stacked lines share.
const LINE_SLACK: f32 = 4.0;

/// Names as long as Discord allows (32 characters), with Polish letters and wide capitals.
fn names(seats: usize) -> Vec<String> {
    let all = [
        "Świętosława Wojciechowska-Żółć M",
        "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
        "Ragnhild Sigurdsdottir z Gniezna",
        "Bartłomiej Grzegorzewski-Łęcki B",
        "Åsa Þórhallsdóttir av Trondheims",
        "Zbigniew Przybyszewski-Ściegień",
    ];
    all.iter()
        .cycle()
        .take(seats)
        .map(|s| s.to_string())
        .collect()
}

/// The states of seeded random games of `G`, every seat count in turn, until `MOMENTS` are
/// picked: every few states of each game, and its end.
fn moments<G: TableGame>() -> Vec<(G::State, usize)> {
    let mut picked = Vec::new();
    let seat_counts: Vec<usize> = (G::MIN_SEATS..=G::MAX_SEATS).collect();
    let options = G::Options::default();
    for seed in 0u64.. {
        if picked.len() >= MOMENTS {
            break;
        }
        let seats = seat_counts[seed as usize % seat_counts.len()];
        let settings = G::game_settings(&options, seats as u8);
        // A seat count the default options do not allow (a solo game needs its own mode).
        let Ok((mut state, _)) = G::new_game(settings, seed) else {
            continue;
        };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut states = vec![state.clone()];
        while G::outcome(&state).is_none() {
            let Some(&(seat, _)) = G::pending(&state).first() else {
                break;
            };
            let actions = G::legal_actions(&state, seat);
            let action = actions.choose(&mut rng).expect("a legal action").clone();
            G::apply(&mut state, seat, &action).expect("a legal action is accepted");
            states.push(state.clone());
        }
        let step = (states.len() / 40).max(1);
        let end = states.last().cloned();
        picked.extend(states.into_iter().step_by(step).map(|s| (s, seats)));
        picked.extend(end.map(|s| (s, seats)));
    }
    picked
}

/// A text as laid out: what it says, its box and its font size, in picture units.
struct Laid {
    words: String,
    rect: Rect,
    size: f32,
}

/// The texts of a picture and the boxes of its shapes, as the renderer lays them out.
fn layout(svg: &str) -> (Tree, Vec<Laid>, Vec<Rect>) {
    let opt = Options {
        font_family: FONT.to_string(),
        fontdb: fonts(),
        ..Options::default()
    };
    let tree = Tree::from_str(svg, &opt).expect("the picture parses");
    let mut texts = Vec::new();
    let mut shapes = Vec::new();
    collect(tree.root().children(), &mut texts, &mut shapes);
    (tree, texts, shapes)
}

fn collect(nodes: &[Node], texts: &mut Vec<Laid>, shapes: &mut Vec<Rect>) {
    for node in nodes {
        match node {
            Node::Group(g) => collect(g.children(), texts, shapes),
            Node::Text(t) => {
                let spans = t.chunks().iter().flat_map(|c| c.spans());
                let size = spans.map(|s| s.font_size().get()).fold(f32::MAX, f32::min);
                let words = t.chunks().iter().map(|c| c.text()).collect();
                texts.push(Laid {
                    words,
                    rect: t.abs_bounding_box(),
                    size,
                });
            }
            // A `<line>` gets SVG's default black fill from usvg, but one straight segment
            // has no inside for it to paint: a line (an arrow's shaft, a cross) is no panel.
            Node::Path(p) if p.fill().is_some() && p.data().points().len() > 2 => {
                shapes.push(p.abs_bounding_box())
            }
            _ => {}
        }
    }
}

fn contains(outer: &Rect, inner: &Rect) -> bool {
    inner.left() >= outer.left() - SLACK
        && inner.top() >= outer.top() - SLACK
        && inner.right() <= outer.right() + SLACK
        && inner.bottom() <= outer.bottom() + SLACK
}

fn area(r: &Rect) -> f32 {
    r.width() * r.height()
}

/// The panels a text stands in: for its start, middle and end, the smallest filled shape
/// there at least as tall as the text (a chip, a card, a row, the paper; not an icon beside
/// it). A text that fits lies wholly in each.
fn panels<'a>(text: &Rect, shapes: &'a [Rect]) -> Vec<&'a Rect> {
    let y = text.top() + text.height() / 2.0;
    let points = [
        text.left() + 1.0,
        text.left() + text.width() / 2.0,
        text.right() - 1.0,
    ];
    points
        .iter()
        .filter_map(|&x| {
            shapes
                .iter()
                .filter(|s| s.left() <= x && x <= s.right() && s.top() <= y && y <= s.bottom())
                .filter(|s| s.height() >= text.height() - SLACK)
                .min_by(|a, b| area(a).total_cmp(&area(b)))
        })
        .collect()
}

/// What is wrong with one picture, in words (empty: nothing).
fn problems(svg: &str) -> Vec<String> {
    let (tree, texts, shapes) = layout(svg);
    let (w, h) = (tree.size().width(), tree.size().height());
    let shown = board_width(w, h) as f32 / ZOOM / w;
    let canvas = Rect::from_xywh(0.0, 0.0, w, h).expect("a picture has a size");
    let mut out = Vec::new();
    for (i, t) in texts.iter().enumerate() {
        if t.size * shown < MIN_PX {
            let px = t.size * shown;
            out.push(format!("`{}` is {px:.1} px high as shown", t.words));
        }
        if !contains(&canvas, &t.rect) {
            out.push(format!("`{}` leaves the picture", t.words));
        }
        if let Some(p) = panels(&t.rect, &shapes)
            .into_iter()
            .find(|p| !contains(p, &t.rect))
        {
            out.push(format!("`{}` spills out of its panel {p:?}", t.words));
        }
        for other in &texts[i + 1..] {
            let x = t.rect.right().min(other.rect.right()) - t.rect.left().max(other.rect.left());
            let y = t.rect.bottom().min(other.rect.bottom()) - t.rect.top().max(other.rect.top());
            if x > SLACK && y > LINE_SLACK {
                out.push(format!("`{}` lies on `{}`", t.words, other.words));
            }
        }
    }
    out
}

/// Draws `G`'s moments in both languages and fails with every problem found (the first few
/// pictures' problems are shown).
fn check<G: TableGame>() {
    let moments = moments::<G>();
    assert!(
        moments.len() >= MOMENTS,
        "{}: {} moments",
        G::ID,
        moments.len()
    );
    let mut failures = Vec::new();
    for (n, (state, seats)) in moments.iter().enumerate() {
        for lang in Lang::ALL {
            let Some(svg) = G::picture(&Seen::channel::<G>(state), &names(*seats), lang) else {
                panic!("{} draws its board", G::ID);
            };
            let found = problems(&svg);
            if !found.is_empty() {
                failures.push(format!("moment {n} ({lang}): {}", found.join("; ")));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{}: {} of {} pictures do not fit:\n{}",
        G::ID,
        failures.len(),
        2 * moments.len(),
        failures[..failures.len().min(12)].join("\n")
    );
}

/// One moment of a random game of `G`, in Polish (its middle), for the contact sheet.
fn sample<G: TableGame>() -> String {
    let seats = G::DEFAULT_SEATS;
    let settings = G::game_settings(&G::Options::default(), seats as u8);
    let (mut state, _) = G::new_game(settings, 7).expect("a new game");
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..60 {
        let Some(&(seat, _)) = G::pending(&state).first() else {
            break;
        };
        let actions = G::legal_actions(&state, seat);
        let action = actions.choose(&mut rng).expect("a legal action").clone();
        G::apply(&mut state, seat, &action).expect("a legal action is accepted");
    }
    G::picture(&Seen::channel::<G>(&state), &names(seats), Lang::Pl).expect("a picture")
}

/// The pictures side by side, two to a row, at the size the bot sends them.
fn contact_sheet(svgs: &[String]) -> Pixmap {
    let drawn: Vec<Pixmap> = svgs
        .iter()
        .map(|svg| {
            let png = board_png(svg).expect("the picture draws");
            Pixmap::decode_png(&png).expect("a PNG")
        })
        .collect();
    let cell_w = drawn.iter().map(Pixmap::width).max().unwrap_or(1);
    let cell_h = drawn.iter().map(Pixmap::height).max().unwrap_or(1);
    let rows = drawn.len().div_ceil(2) as u32;
    let mut sheet = Pixmap::new(2 * cell_w, rows * cell_h).expect("a sheet");
    for (i, p) in drawn.iter().enumerate() {
        let (x, y) = ((i as u32 % 2) * cell_w, (i as u32 / 2) * cell_h);
        let paint = PixmapPaint::default();
        sheet.draw_pixmap(
            x as i32,
            y as i32,
            p.as_ref(),
            &paint,
            Transform::identity(),
            None,
        );
    }
    sheet
}

#[test]
fn the_check_finds_a_small_a_spilt_and_an_overlapping_text() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="1040" height="650" viewBox="0 0 1040 650">
        <rect x="0" y="0" width="1040" height="650" fill="#fff"/>
        <rect x="10" y="10" width="60" height="40" fill="#ccc"/>
        <text x="14" y="40" font-size="24" font-family="DejaVu Sans">spills far out</text>
        <text x="300" y="100" font-size="10" font-family="DejaVu Sans">tiny</text>
        <text x="300" y="300" font-size="24" font-family="DejaVu Sans">one</text>
        <text x="305" y="305" font-size="24" font-family="DejaVu Sans">two</text>
        <text x="600" y="500" font-size="24" font-family="DejaVu Sans">fine</text>
    </svg>"##;
    let found = problems(svg).join("\n");
    assert!(found.contains("`spills far out` spills out"), "{found}");
    assert!(found.contains("`tiny` is 5.0 px"), "{found}");
    assert!(found.contains("`one` lies on `two`"), "{found}");
    assert!(!found.contains("fine"), "{found}");
}

#[test]
fn midgards_board_fits_where_discord_shows_it() {
    check::<Midgard>();
}

#[test]
fn jomsvikings_board_fits_where_discord_shows_it() {
    check::<Joms>();
}

#[test]
fn storm_the_walls_board_fits_where_discord_shows_it() {
    check::<Wall>();
}

#[test]
fn viking_gods_board_fits_where_discord_shows_it() {
    check::<Gods>();
}

#[test]
fn a_contact_sheet_of_every_game_is_kept() {
    let sheet = contact_sheet(&[
        sample::<Midgard>(),
        sample::<Wall>(),
        sample::<Gods>(),
        sample::<Joms>(),
    ]);
    assert!(sheet.width() >= 2 * 520 && sheet.height() >= 2 * 260);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    sheet
        .save_png(dir.join("picture-contact-sheet.png"))
        .expect("the contact sheet is written");
}
