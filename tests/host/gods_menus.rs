//! Viking Gods' long lists are offered a kind first (a token's moves, a defender's attacks),
//! and each kind's own menu asks its own question (issue 33, item 12): "Where does Loki on I4
//! go?", never "Choose: Move Loki on I4". Through whole random games, in both languages.

use std::collections::BTreeSet;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use skald::games::gods::{Gods, Settings};
use skald::games::Rules;
use skald::i18n::{render, Lang, Text};
use skald::table::{Seen, TableGame};

/// A select's placeholder, at most (Discord's limit).
const PLACEHOLDER: usize = 150;

#[test]
fn every_kind_of_answer_asks_its_own_question() {
    let names: Vec<String> = vec!["Ana".into(), "Bo".into()];
    let (mut asked, mut wrong) = (BTreeSet::new(), BTreeSet::new());
    let mut kinds = 0;
    for game in 0..6u64 {
        let (mut state, _) = Gods::new_game(Settings::default(), game).expect("a new game");
        let mut rng = ChaCha8Rng::seed_from_u64(game);
        while Gods::outcome(&state).is_none() {
            let Some(&(seat, _)) = Gods::pending(&state).first() else {
                break;
            };
            let world = Seen::seat::<Gods>(&state, seat);
            let prompt = Gods::prompt(&world, seat, &names);
            for offer in prompt.choices.iter().filter(|o| o.group.is_some()) {
                kinds += 1;
                let Some(ask) = &offer.group_ask else {
                    wrong.insert(format!("no question for {:?}", offer.group));
                    continue;
                };
                for lang in Lang::ALL {
                    let said = render(ask, lang);
                    let group = offer.group.as_ref().map(|g| render(g, lang));
                    let generic = Text::new("choose-group").text("group", Text::new("x"));
                    let generic = render(&generic, lang).replace('x', "");
                    let n = said.chars().count();
                    if n > PLACEHOLDER || said.contains("gods-") || said.contains(generic.trim()) {
                        wrong.insert(format!("{lang}: `{said}`"));
                    }
                    if Some(&said) == group.as_ref() {
                        wrong.insert(format!("{lang}: `{said}` only repeats its kind"));
                    }
                    asked.insert(said);
                }
            }
            let legal = Gods::legal_actions(&state, seat);
            let action = legal.choose(&mut rng).expect("a legal answer");
            Gods::apply(&mut state, seat, action).expect("a legal answer is taken");
        }
    }
    let wrong: Vec<String> = wrong.into_iter().take(20).collect();
    assert!(wrong.is_empty(), "questions to fix:\n{}", wrong.join("\n"));
    assert!(kinds > 100, "answers of a kind seen: {kinds}");
    assert!(
        asked.len() >= 20,
        "the questions name their tokens: {asked:#?}"
    );
}
