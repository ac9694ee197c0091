//! The Fluent catalogues: English and Polish hold the same ids, every id the code uses exists,
//! every message formats in both languages, and Polish plurals are right.

use std::collections::BTreeSet;
use std::path::Path;

use crate::memory_table;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser::parse;
use memory_table::{lobby, person, play_out};
use skald::games::midgard::ai::BotKind;
use skald::games::midgard::cards::cards;
use skald::games::midgard::{Leader, Location, Rune, Stall};
use skald::i18n::{render, Catalog, Lang, Text, FILES};
use skald::table::{BotLevel, Op, TableSettings};

fn ids(lang: Lang, file: &str) -> BTreeSet<String> {
    let (_, _, text) = FILES
        .iter()
        .find(|(l, f, _)| *l == lang && *f == file)
        .expect("the file is embedded");
    let res = parse(*text).expect("the file parses");
    res.body
        .iter()
        .filter_map(|e| match e {
            Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

#[test]
fn english_and_polish_have_the_same_ids() {
    // Every file of either language, every game's included, has its twin with the same ids.
    let files: BTreeSet<&str> = FILES.iter().map(|(_, f, _)| *f).collect();
    assert!(files.len() >= 5, "{files:?}");
    for lang in Lang::ALL {
        let have: BTreeSet<&str> = FILES
            .iter()
            .filter(|(l, _, _)| *l == lang)
            .map(|(_, f, _)| *f)
            .collect();
        assert_eq!(have, files, "{lang} lacks a file");
    }
    for file in files {
        let en = ids(Lang::En, file);
        let pl = ids(Lang::Pl, file);
        let only_en: Vec<_> = en.difference(&pl).collect();
        let only_pl: Vec<_> = pl.difference(&en).collect();
        assert!(
            only_en.is_empty() && only_pl.is_empty(),
            "{file}: only in en {only_en:?}, only in pl {only_pl:?}"
        );
        assert!(!en.is_empty());
    }
}

/// `Text::new("…")` literals in the source.
fn ids_in_code() -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let src = std::fs::read_to_string(&path).unwrap();
                for part in src.split("Text::new(\"").skip(1) {
                    if let Some(end) = part.find('"') {
                        found.insert(part[..end].to_string());
                    }
                }
                // Ids chosen by a match and passed on: `"ev-lost-fight" =>`-style literals.
                for part in src.split('"').skip(1).step_by(2) {
                    let looks_like_id = part.contains('-')
                        && part.chars().all(|c| {
                            c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_'
                        })
                        && [
                            "ev-",
                            "act-",
                            "board-",
                            "decision-",
                            "rule-error-",
                            "error-",
                            "lobby-",
                            "deadline-",
                            "phase-",
                            "face-",
                            "target-",
                            "deck-",
                            "ship-kind-",
                            "scoring-",
                            "hand-",
                            "prompt-",
                            "cli-",
                            "table-",
                            "res-",
                            "dice-",
                            "die-",
                            "journey-",
                            "edition-",
                            "variant-",
                        ]
                        .iter()
                        .any(|p| part.starts_with(p));
                    if looks_like_id {
                        found.insert(part.to_string());
                    }
                }
            }
        }
    }
    found
}

/// Ids built at run time from card ids.
fn dynamic_ids() -> BTreeSet<String> {
    let c = cards().unwrap();
    let mut ids: Vec<String> = Vec::new();
    for id in c
        .trolls
        .iter()
        .chain(&c.draugr)
        .chain(&c.monsters)
        .map(|e| e.id.clone())
        .chain(c.destiny.iter().map(|d| d.id.clone()))
        .chain(c.merchants.iter().map(|m| m.id.clone()))
        .chain(c.ships.iter().map(|s| s.id.clone()))
        .chain(Leader::ALL.iter().map(|l| l.id().to_string()))
        .chain(Rune::ALL.iter().map(|r| r.id().to_string()))
        .chain(Stall::ALL.iter().map(|s| s.id().to_string()))
        .chain(Location::ALL.iter().map(|l| l.id().to_string()))
    {
        ids.push(id.replace('.', "-"));
    }
    for d in &c.destiny {
        ids.push(format!(
            "destiny-condition-{}",
            d.id.trim_start_matches("destiny.")
        ));
    }
    for r in Rune::ALL {
        ids.push(format!(
            "rune-effect-{}",
            r.id().trim_start_matches("rune.")
        ));
    }
    for l in Leader::ALL {
        ids.push(format!(
            "leader-ability-{}",
            l.id().trim_start_matches("leader.")
        ));
    }
    ids.into_iter().collect()
}

#[test]
fn every_id_the_code_uses_exists_in_both_languages() {
    let catalog = Catalog::get().expect("the catalogue loads");
    let mut used = ids_in_code();
    used.extend(dynamic_ids());
    assert!(used.len() > 300, "found only {} ids", used.len());
    for lang in Lang::ALL {
        let missing: Vec<_> = used.iter().filter(|id| !catalog.has(lang, id)).collect();
        assert!(missing.is_empty(), "missing in {lang}: {missing:?}");
    }
}

fn variables(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                variables(&v.value, out);
            }
        }
        Expression::Inline(i) => inline_vars(i, out),
    }
}

fn inline_vars(i: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, out),
        // A glossary word (`{ ship.gen }`) is worded by the edition of the caller's game.
        InlineExpression::MessageReference { .. } => {
            out.insert("edition".to_string());
        }
        _ => {}
    }
}

#[test]
fn every_message_formats_with_its_arguments_in_both_languages() {
    let catalog = Catalog::get().unwrap();
    for &(lang, file, text) in FILES {
        let res = parse(text).unwrap();
        for entry in &res.body {
            let Entry::Message(m) = entry else { continue };
            let Some(value) = &m.value else {
                panic!("{lang}/{file}: `{}` has no value", m.id.name)
            };
            let mut vars = BTreeSet::new();
            variables(value, &mut vars);
            for n in [0i64, 1, 2, 5, 12, 22] {
                for edition in ["revised", "classic"] {
                    let mut t = Text::dynamic(m.id.name.to_string());
                    for v in &vars {
                        t = if v == "edition" {
                            t.str("edition", edition)
                        } else if v == "name" || v == "from" || v == "to" || v == "lang" {
                            t.str(leak(v), "Sigrun")
                        } else {
                            t.num(leak(v), n)
                        };
                    }
                    let shown = catalog
                        .try_render(&t, lang)
                        .unwrap_or_else(|e| panic!("{lang}/{file}: {e}"));
                    assert!(
                        !shown.trim().is_empty(),
                        "{lang}/{file}: `{}` is empty",
                        m.id.name
                    );
                }
            }
        }
    }
}

fn leak(s: &str) -> &'static str {
    Box::leak(s.to_string().into_boxed_str())
}

#[test]
fn polish_plurals() {
    // Counted words carry their case: nominative, or accusative as a verb's object.
    let coins = |n: i64| {
        let t = Text::new("res-coins").num("count", n).str("case", "nom");
        render(&t, Lang::Pl)
    };
    let paid = |n: i64| {
        let t = Text::new("res-coins").num("count", n).str("case", "acc");
        render(&t, Lang::Pl)
    };
    assert_eq!(paid(1), "1 Monetę");
    assert_eq!(paid(3), "3 Monety");
    assert_eq!(coins(1), "1 Moneta");
    assert_eq!(coins(2), "2 Monety");
    assert_eq!(coins(5), "5 Monet");
    assert_eq!(coins(12), "12 Monet");
    assert_eq!(coins(22), "22 Monety");
    let en = |n: i64| render(&Text::new("res-coins").num("count", n), Lang::En);
    assert_eq!(en(1), "1 coin");
    assert_eq!(en(5), "5 coins");
}

#[test]
fn polish_uses_each_editions_names() {
    let smokehouse = |ed: &str| render(&Text::new("loc-smokehouse").str("edition", ed), Lang::Pl);
    assert_eq!(smokehouse("revised"), "Wędzarnia");
    assert_eq!(smokehouse("classic"), "Rzeźnik");
}

#[test]
fn every_text_of_a_whole_game_renders_in_both_languages() {
    let catalog = Catalog::get().unwrap();
    for seed in 0..3u64 {
        let me = person(1, "Ása");
        let mut table = lobby(
            seed,
            TableSettings::default(),
            std::slice::from_ref(&me),
            2,
            BotLevel::Random,
        );
        let views = play_out(
            &mut table,
            std::slice::from_ref(&me),
            |_| BotKind::Random,
            |t, all| {
                all.extend(t.handle(&me, Op::Hand, 0).unwrap().messages);
            },
        );
        for (_, view) in &views {
            for t in view.texts() {
                for lang in Lang::ALL {
                    let shown = catalog
                        .try_render(t, lang)
                        .unwrap_or_else(|e| panic!("{e}"));
                    assert!(!shown.contains('{'), "{lang}: unformatted `{shown}`");
                }
            }
        }
    }
}

// The line an old hand keeps names its round as each game counts: Jomsvikings by saga and
// round of the fight, Storm the Wall by turn, the others by round.
#[test]
fn each_game_names_the_round_an_old_hand_belongs_to() {
    use skald::games::joms::Joms;
    use skald::games::midgard::Midgard;
    use skald::games::wall::Wall;
    use skald::table::TableGame;
    let both = |t: Text| (render(&t, Lang::En), render(&t, Lang::Pl));
    let round = |key| Text::new("console-moved-round").text("when", Joms::round_words(key));
    assert!(
        both(round(100)).0.starts_with("Saga 1 — your hand"),
        "{:?}",
        both(round(100))
    );
    assert_eq!(
        both(Joms::round_words(201)),
        ("Saga 2, round 1".into(), "Saga 2, runda 1".into())
    );
    assert_eq!(
        both(Wall::round_words(2)),
        ("Turn 2".into(), "Tura 2".into())
    );
    assert_eq!(
        both(Midgard::round_words(3)),
        ("Round 3".into(), "Runda 3".into())
    );
}
