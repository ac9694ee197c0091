//! Typed table options and seat choices read from what members type, against the games that
//! offer them (moved from the mapping module's own tests: these name games).

use skald::discord::mapping::{option, option_choices, seat_choice, seat_choices};
use skald::i18n::Lang;
use skald::table::{Game, SettingChange};

fn game(id: &str) -> &'static dyn Game {
    skald::registry::game(id).expect("a game of this build")
}

#[test]
fn an_option_is_read_as_key_and_value() {
    for typed in ["neutrals=2", " neutrals: 2 ", "NEUTRALS 2"] {
        let SettingChange::Option { key, value } = option(typed) else {
            panic!("{typed}");
        };
        assert_eq!((key.as_str(), value.as_str()), ("neutrals", "2"), "{typed}");
    }
    assert!(option_choices(game("wall"), "neutr")
        .iter()
        .any(|(_, v)| v == "neutrals=3"));
    assert!(option_choices(game("midgard"), "")
        .iter()
        .any(|(_, v)| v == "edition=classic"));
    assert!(skald::registry::game("chess").is_none());
}

#[test]
fn a_seat_choice_is_read_with_or_without_its_key() {
    for typed in ["colour=gold", " COLOUR: gold", "gold", " Gold "] {
        let SettingChange::Seat { key, value } = seat_choice(game("wall"), typed) else {
            panic!("{typed}");
        };
        assert_eq!(
            (key.as_str(), value.as_str()),
            ("colour", "gold"),
            "{typed}"
        );
    }
    // An unknown word keeps the game's first seat choice as its key, to be refused there.
    let SettingChange::Seat { key, value } = seat_choice(game("wall"), "purple") else {
        panic!("purple");
    };
    assert_eq!((key.as_str(), value.as_str()), ("colour", "purple"));
    let polish = seat_choices(game("wall"), "zł", Lang::Pl);
    assert_eq!(polish.len(), 1, "{polish:?}");
    assert_eq!(polish[0].1, "colour=gold");
    assert!(polish[0].0.contains("złot"), "{polish:?}");
    assert_eq!(seat_choices(game("wall"), "", Lang::En).len(), 4);
    assert!(seat_choices(game("midgard"), "", Lang::En).is_empty());
}
