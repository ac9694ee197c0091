//! Storm the Wall's menus say what they ask (issue 33, items 12 and 15): through whole random
//! games of every size, every decision's menu has its own placeholder — never the bare
//! "Choose…" — in both languages; a button's label stays short even with the longest names,
//! and an option's description never repeats its label.

use skald::table::Seen;
use std::collections::BTreeSet;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use skald::games::wall::{Settings, State, Wall};
use skald::games::Rules;
use skald::i18n::{render, Lang, Text};
use skald::table::TableGame;

/// A button's label, at most (Discord cuts at 80; a long one crowds the row).
const BUTTON: usize = 40;
/// A select's placeholder, at most (Discord's limit).
const PLACEHOLDER: usize = 150;
/// Answers shown as buttons: at most this many, none with a description.
const BUTTONS: usize = 5;

/// Names as long as Discord allows.
fn names() -> Vec<String> {
    [
        "Świętosława Wojciechowska-Żółć M",
        "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
    ]
    .iter()
    .cycle()
    .take(4)
    .map(|s| s.to_string())
    .collect()
}

/// Solo against one and three neutrals, then 2, 3 and 4 players; the variants in some.
fn settings(game: u64) -> Settings {
    let (players, neutrals) = [(1, 1), (2, 0), (3, 0), (4, 0), (1, 3), (2, 1)][game as usize % 6];
    Settings {
        neutrals,
        tied_forts_stay: game % 2 == 1,
        druhid_shift: game % 3 == 1,
        ..Settings::new(players)
    }
}

/// Every decision of `state` checked: what is wrong is added to `wrong`, the placeholders
/// seen to `seen`.
fn check_menus(state: &State, seen: &mut BTreeSet<String>, wrong: &mut BTreeSet<String>) {
    let names = names();
    for (seat, _) in Wall::pending(state) {
        let world = Seen::seat::<Wall>(state, seat);
        let prompt = Wall::prompt(&world, seat, &names);
        let buttons =
            prompt.choices.len() <= BUTTONS && prompt.choices.iter().all(|c| c.detail.is_none());
        for lang in Lang::ALL {
            let bare = render(&Text::new("discord-choose"), lang);
            let Some(asked) = Wall::ask(&world, seat) else {
                wrong.insert(format!("{lang}: no placeholder for {:?}", prompt.personal));
                continue;
            };
            let asked = render(&asked, lang);
            let count = asked.chars().count();
            if asked == bare || count <= 12 || count > PLACEHOLDER || asked.contains("wall-") {
                wrong.insert(format!("{lang}: the placeholder `{asked}`"));
            }
            seen.insert(asked);
            for offer in &prompt.choices {
                let label = render(&offer.label, lang);
                if buttons && label.chars().count() > BUTTON {
                    let n = label.chars().count();
                    wrong.insert(format!("{lang}: a button `{label}` ({n} characters)"));
                }
                if let Some(detail) = &offer.detail {
                    let detail = render(detail, lang);
                    if detail.contains(&label) || label.contains(&detail) {
                        wrong.insert(format!("{lang}: `{label}` — `{detail}` says it twice"));
                    }
                }
            }
        }
    }
}

#[test]
fn every_decision_s_menu_says_what_to_choose() {
    let (mut seen, mut wrong) = (BTreeSet::new(), BTreeSet::new());
    let mut decisions = 0;
    for game in 0..12u64 {
        let (mut state, _) = Wall::new_game(settings(game), game).expect("a new game");
        let mut rng = ChaCha8Rng::seed_from_u64(game);
        while Wall::outcome(&state).is_none() {
            check_menus(&state, &mut seen, &mut wrong);
            decisions += 1;
            let Some(&(seat, _)) = Wall::pending(&state).first() else {
                break;
            };
            let legal = Wall::legal_actions(&state, seat);
            let action = legal.choose(&mut rng).expect("a legal answer");
            Wall::apply(&mut state, seat, action).expect("a legal answer is taken");
        }
    }
    let wrong: Vec<String> = wrong.into_iter().take(20).collect();
    assert!(wrong.is_empty(), "menus to fix:\n{}", wrong.join("\n"));
    assert!(decisions > 1000, "decisions checked: {decisions}");
    assert!(
        seen.len() >= 16,
        "the decisions are worded apart: {seen:#?}"
    );
}
