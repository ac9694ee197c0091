//! One glossary of game terms per language (src/games/midgard/locales/*/glossary.ftl): the other files never word
//! those terms themselves, and whole games, told in both languages and both editions, use only
//! the glossary's forms — the right word for the edition, in the right case after a verb.

use std::path::Path;
use std::sync::LazyLock;

use crate::memory_table;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser::parse;
use memory_table::{lobby, person, play_out};
use regex::Regex;
use skald::games::midgard::ai::BotKind;
use skald::games::midgard::{Edition, Midgard};
use skald::i18n::{Catalog, Lang, FILES};
use skald::table::{BotLevel, Op, TableSettings};

/// The literal wording of a pattern: its text and the text of its select variants, without
/// the placeables that refer to the glossary or to variables.
fn literal_text(p: &Pattern<&str>, out: &mut String) {
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => match expression {
                Expression::Select { variants, .. } => {
                    for v in variants {
                        out.push(' ');
                        literal_text(&v.value, out);
                    }
                }
                Expression::Inline(InlineExpression::StringLiteral { value }) => {
                    out.push_str(value)
                }
                Expression::Inline(_) => out.push_str(" · "),
            },
        }
    }
}

/// Every message of `file` in `lang` with its literal wording (attributes included).
fn wordings(lang: Lang, file: &str) -> Vec<(String, String)> {
    let (_, _, text) = FILES
        .iter()
        .find(|(l, f, _)| *l == lang && *f == file)
        .expect("the file is embedded");
    let res = parse(*text).expect("the file parses");
    res.body
        .iter()
        .filter_map(|e| match e {
            Entry::Message(m) => {
                let mut s = String::new();
                if let Some(v) = &m.value {
                    literal_text(v, &mut s);
                }
                for a in &m.attributes {
                    s.push(' ');
                    literal_text(&a.value, &mut s);
                }
                Some((m.id.name.to_string(), s))
            }
            _ => None,
        })
        .collect()
}

/// Terms the glossary words, as the other files must never spell them: the ship and the
/// favor of the gods in any form. Card and place names (names.ftl) are proper names of the
/// components and keep their printed wording.
fn glossary_terms(lang: Lang) -> Regex {
    match lang {
        Lang::Pl => Regex::new(
            r"(?i)\b(łód|łodz|łodzi|łodzią|langskip\w*|przysług\w*|łask[aięą] bogów|przychylno\w*)",
        ),
        Lang::En => Regex::new(r"(?i)\b(long)?ships?\b|\bfavou?rs?\b"),
    }
    .expect("a valid pattern")
}

#[test]
fn only_the_glossary_words_the_ship_and_the_favor_of_the_gods() {
    for lang in Lang::ALL {
        let terms = glossary_terms(lang);
        for file in ["midgard/game.ftl", "table.ftl", "discord.ftl"] {
            for (id, words) in wordings(lang, file) {
                // The merchant ships are a place and a deck of their own, not a player's ship.
                let words = words
                    .replace("Merchant Ship", "")
                    .replace("merchant ship", "");
                assert!(
                    !terms.is_match(&words),
                    "{lang}/{file}: `{id}` words a glossary term itself: {words}"
                );
            }
        }
    }
}

#[test]
fn the_glossary_is_referred_to_from_the_game_s_texts() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/midgard/locales");
    for lang in Lang::ALL {
        let game = std::fs::read_to_string(dir.join(lang.code()).join("game.ftl")).unwrap();
        for word in ["{ ship }", "{ ship.title }", "{ favor }", "{ favor.one }"] {
            assert!(game.contains(word), "{lang}: game.ftl never uses {word}");
        }
    }
}

/// Wordings that must never reach a player, per language and edition.
fn wrong_forms(lang: Lang, edition: Edition) -> Vec<(&'static str, Regex)> {
    let re = |s: &str| Regex::new(s).expect("a valid pattern");
    let mut wrong = match lang {
        Lang::Pl => vec![
            // Another name for the favor of the gods, or an everyday word for food.
            ("favor synonym", re(r"(?i)przychylno|żeton Bogów")),
            ("food synonym", re(r"(?i)\bjedzeni")),
            // A counted warrior after a verb takes the genitive: "otrzymuje 2 Mieczników".
            (
                "nominative plural after a verb",
                re(
                    r"(otrzymuje|traci|bierze|dostaje|wysyła|odsyła|ładuje|zabierając|Wyślij|Wycofaj|Zatrzymaj|Poświęć|weź)[^.:;·—]*?\b\d+ (Miecznicy|Włócznicy|Topornicy|Wojownicy|Fechmistrze)\b",
                ),
            ),
        ],
        Lang::En => vec![
            ("`a` before a vowel", re(r"\b[Aa] [AEIOUaeiou]\w")),
            (
                "an empty list after `with` or `carries`",
                re(r"\b(with|carries) none\b"),
            ),
            ("the hunt as a foe", re(r"fights the hunt")),
            ("a bar that bars nothing", re(r"barred: none")),
        ],
    };
    let edition_words = match (lang, edition) {
        (Lang::Pl, Edition::Revised) => Some(re(r"(?i)\b(łód|łodz|łodzi|przysług)")),
        (Lang::Pl, Edition::Classic) => Some(re(r"(?i)\b(langskip|łask[aięą] bogów)")),
        (Lang::En, _) => None,
    };
    if let Some(r) = edition_words {
        wrong.push(("the other edition's word", r));
    }
    wrong
}

#[test]
fn whole_games_use_only_the_glossary_s_forms_in_both_languages_and_editions() {
    let catalog = Catalog::get().expect("the catalog");
    for edition in [Edition::Revised, Edition::Classic] {
        for seed in 0..2u64 {
            let me = person(1, "Ása");
            let options = skald::games::midgard::table::options::MidgardOptions {
                edition,
                ..Default::default()
            };
            let settings = TableSettings::default().with_options::<Midgard>(&options);
            let mut table = lobby(
                seed,
                settings,
                std::slice::from_ref(&me),
                2,
                BotLevel::Random,
            );
            let views = play_out(
                &mut table,
                std::slice::from_ref(&me),
                |_| BotKind::Heuristic,
                |t, all| all.extend(t.handle(&me, Op::Hand, 0).unwrap().messages),
            );
            let wrong: Vec<_> = Lang::ALL
                .iter()
                .map(|&lang| wrong_forms(lang, edition))
                .collect();
            let mut told = 0;
            for (_, view) in &views {
                for t in view.texts() {
                    for (lang, wrong) in Lang::ALL.into_iter().zip(&wrong) {
                        let shown = catalog.try_render(t, lang).expect("every text renders");
                        check_no_repeat(&shown, lang);
                        for (what, wrong) in wrong {
                            assert!(
                                !wrong.is_match(&shown),
                                "{lang} {edition:?}: {what} in `{shown}`"
                            );
                        }
                        told += 1;
                    }
                }
            }
            assert!(told > 1000, "a whole game tells much: {told}");
        }
    }
}

/// "food: 0 food" says its word twice; "Warriors: 2 swordsmen" does not.
fn check_no_repeat(shown: &str, lang: Lang) {
    static LABEL: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\b(\w+): \d+ (\w+)").expect("a valid pattern"));
    for c in LABEL.captures_iter(shown) {
        assert_ne!(
            c[1].to_lowercase(),
            c[2].to_lowercase(),
            "{lang}: a word repeated after its count in `{shown}`"
        );
    }
}

/// Storm the Wall's warriors are named in its glossary only (issue 33): English names a
/// player reads as meant, the Polish cards' puns in Polish; the game's other texts refer to
/// the glossary (a typed example of `/wall orders` is lowercase and not a name).
#[test]
fn only_the_wall_s_glossary_names_the_warriors() {
    let names = |lang| {
        match lang {
        Lang::En => Regex::new(
            r"\b(Queens?|Druids?|Thie(f|ves)|Axem[ae]n|Archers?|Swordsm[ae]n|Horsem[ae]n|Chariots?)\b",
        ),
        Lang::Pl => Regex::new(r"Qween|Dru'hid|Filchy|\bAxx\b|Arch'r|Svord|Horsie|Ch'ariott"),
    }
    .expect("a valid pattern")
    };
    let ids = [
        "qween", "druhid", "filchy", "axx", "archr", "svord", "horsie", "chariott",
    ];
    for lang in Lang::ALL {
        let glossary: Vec<String> = wordings(lang, "wall/glossary.ftl")
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        for id in ids {
            let id = format!("wall-name-{id}");
            assert!(glossary.contains(&id), "{lang}: the glossary names {id}");
        }
        for file in ["wall/game.ftl", "wall/commands.ftl"] {
            for (id, words) in wordings(lang, file) {
                assert!(
                    !names(lang).is_match(&words),
                    "{lang}/{file}: `{id}` names a warrior itself: {words}"
                );
            }
        }
    }
    // An English player reads the names as words, not as typos of them.
    let english = Catalog::get().expect("the catalog");
    for id in ids {
        let text = skald::i18n::Text::dynamic(format!("wall-name-{id}"));
        let name = english.try_render(&text, Lang::En).expect("a name");
        assert!(
            name.chars().all(|c| c.is_ascii_alphabetic()),
            "`{name}` is a plain English word"
        );
    }
}
