//! A game's table options (issue 13): stored with the table's settings as the game's own
//! typed options, changed in the lobby by key and value, refused clearly when wrong.

use crate::memory_table;

use memory_table::{lobby, person};
use skald::games::midgard::table::options::MidgardOptions;
use skald::games::midgard::{Edition, Midgard};
use skald::i18n::{render, Lang};
use skald::table::{BotLevel, Op, SettingChange, TableError, TableSettings};

fn option(key: &str, value: &str) -> Op<skald::games::midgard::Action> {
    Op::Configure {
        change: SettingChange::Option {
            key: key.into(),
            value: value.into(),
        },
    }
}

#[test]
fn options_are_stored_beside_the_table_s_settings_as_before() {
    let options = MidgardOptions {
        edition: Edition::Classic,
        hall_of_fame: true,
        distrust: false,
    };
    let settings = TableSettings::default().with_options::<Midgard>(&options);
    let json = serde_json::to_value(&settings).unwrap();
    // The stored shape of tables saved before options were the game's own.
    assert_eq!(json["edition"], "classic");
    assert_eq!(json["hall_of_fame"], true);
    assert_eq!(json["distrust"], false);
    let back: TableSettings = serde_json::from_value(json).unwrap();
    assert_eq!(back, settings);
    assert_eq!(back.options::<Midgard>(), options);
    // Settings saved without the game's options read as its defaults.
    let mut bare = serde_json::to_value(TableSettings::default()).unwrap();
    bare.as_object_mut().unwrap().remove("edition");
    let bare: TableSettings = serde_json::from_value(bare).unwrap();
    assert_eq!(bare.options::<Midgard>(), MidgardOptions::default());
}

#[test]
fn the_host_sets_an_option_in_the_lobby_and_the_lobby_shows_it() {
    let host = person(1, "Ása");
    let mut t = lobby(
        3,
        TableSettings::default(),
        std::slice::from_ref(&host),
        1,
        BotLevel::Random,
    );
    let fx = t.handle(&host, option("edition", "classic"), 0).unwrap();
    assert_eq!(t.settings.options::<Midgard>().edition, Edition::Classic);
    t.handle(&host, option("distrust", "on"), 0).unwrap();
    assert!(t.settings.options::<Midgard>().distrust);
    let lobby_text: Vec<String> = fx
        .messages
        .iter()
        .flat_map(|(_, view)| view.lines.iter().map(|l| render(l, Lang::En)))
        .collect();
    assert!(
        lobby_text.iter().any(|l| l == "Rules: Classic edition"),
        "{lobby_text:?}"
    );
}

#[test]
fn a_wrong_option_is_refused_with_what_would_do_and_changes_nothing() {
    let host = person(1, "Ása");
    let mut t = lobby(
        4,
        TableSettings::default(),
        std::slice::from_ref(&host),
        1,
        BotLevel::Random,
    );
    let before = t.clone();
    let Err(e) = t.handle(&host, option("edition", "deluxe"), 0) else {
        panic!("a wrong value is refused");
    };
    assert!(matches!(e, TableError::BadOption { .. }), "{e:?}");
    let said = render(&e.user_text().unwrap(), Lang::Pl);
    assert!(
        said.contains("edition = deluxe") && said.contains("revised, classic"),
        "{said}"
    );
    let Err(e) = t.handle(&host, option("colour", "red"), 0) else {
        panic!("a wrong key is refused");
    };
    let said = render(&e.user_text().unwrap(), Lang::En);
    assert!(said.contains("edition, hall_of_fame, distrust"), "{said}");
    // (The service commits nothing of a refused command; the table's options stand.)
    assert_eq!(t.settings, before.settings);
    // Only the host (or a channel manager) sets options, and only before the start.
    let guest = person(2, "Bo");
    assert!(matches!(
        t.handle(&guest, option("edition", "classic"), 0),
        Err(TableError::NotHost)
    ));
    t.handle(&host, Op::Start, 0).unwrap();
    assert!(matches!(
        t.handle(&host, option("edition", "classic"), 0),
        Err(TableError::NotInLobby)
    ));
}
