//! Each player's own choice for their seat in the lobby (the Wall's colour, R-DECIDE row 1):
//! set by the seated player only, refused clearly when it cannot be had, kept by person,
//! shown beside the seat and dealt at the start.

use crate::table_support as harness;
use skald::registry::GAMES;

use std::sync::Arc;

use harness::{channel, person};
use skald::games::wall::{Action, Colour, Wall};
use skald::i18n::{render, Lang};
use skald::store::Store;
use skald::table::{
    Actor, BotLevel, ChannelKey, ManualClock, Op, SeatInfo, SettingChange, Status, Table,
    TableCommand, TableError, TableId, TableService, TableSettings, UserId,
};

type WallService = TableService<Wall>;

fn pick<A>(key: &str, value: &str) -> Op<A> {
    Op::Configure {
        change: SettingChange::Seat {
            key: key.into(),
            value: value.into(),
        },
    }
}

fn colour(value: &str) -> Op<Action> {
    pick("colour", value)
}

/// A Wall lobby in memory: `people` in the first seats (the first one hosts), then `bots`.
fn wall_lobby(people: &[Actor], bots: usize) -> Table<Wall> {
    let mut seats: Vec<SeatInfo> = people
        .iter()
        .map(|p| SeatInfo::human(p.user, p.name.clone()))
        .collect();
    for i in 0..bots {
        seats.push(SeatInfo::robot(
            BotLevel::Heuristic,
            format!("Bot{}", i + 1),
        ));
    }
    Table {
        id: TableId(1),
        channel: ChannelKey("test:wall".into()),
        status: Status::Lobby,
        host: people[0].user,
        settings: TableSettings::default(),
        seats,
        seed: 7,
        game: None,
        version: 0,
        log_len: 0,
        deadline: None,
        live: Default::default(),
    }
}

fn lobby_lines(t: &Table<Wall>, lang: Lang) -> Vec<String> {
    t.lobby_view()
        .lines
        .iter()
        .map(|l| render(l, lang))
        .collect()
}

fn refusal(e: &TableError, lang: Lang) -> String {
    render(&e.user_text().expect("a refusal for the user"), lang)
}

fn chosen(t: &Table<Wall>, user: u64) -> Option<&str> {
    t.settings.seat_choices.get(UserId(user), "colour")
}

#[test]
fn a_seated_player_picks_a_colour_and_the_lobby_shows_it_beside_their_seat() {
    let (ana, bo) = (person(1, "Ana"), person(2, "Bo"));
    let mut t = wall_lobby(&[ana.clone(), bo.clone()], 1);
    t.handle(&bo, colour("red"), 0).expect("a free colour");
    assert_eq!(chosen(&t, 2), Some("red"));
    assert_eq!(
        t.live
            .lobby_news
            .as_ref()
            .map(|n| render(n, Lang::En))
            .as_deref(),
        Some("Bo chooses red.")
    );
    let en = lobby_lines(&t, Lang::En);
    assert!(en.contains(&"Seat 2: Bo — red".to_string()), "{en:?}");
    assert!(en.contains(&"Seat 1: Ana".to_string()), "{en:?}");
    assert!(en.contains(&"Seat 3: Bot1 (bot)".to_string()), "{en:?}");
    let help = render(&skald::i18n::Text::new("wall-colour-help"), Lang::En);
    assert!(en.contains(&help), "the lobby says how to pick: {en:?}");
    let pl = lobby_lines(&t, Lang::Pl);
    assert!(
        pl.contains(&"Miejsce 2: Bo — czerwony".to_string()),
        "{pl:?}"
    );
    // A player may change their mind; the host's own pick is their own too.
    t.handle(&bo, colour("gold"), 0)
        .expect("another free colour");
    t.handle(&ana, colour("red"), 0).expect("red is free again");
    assert_eq!((chosen(&t, 1), chosen(&t, 2)), (Some("red"), Some("gold")));
}

#[test]
fn a_colour_another_seat_holds_is_refused_in_both_languages() {
    let (ana, bo) = (person(1, "Ana"), person(2, "Bo"));
    let mut t = wall_lobby(&[ana.clone(), bo.clone()], 0);
    t.handle(&ana, colour("green"), 0).unwrap();
    let before = t.settings.clone();
    let e = t
        .clone()
        .handle(&bo, colour("green"), 0)
        .err()
        .expect("taken");
    assert!(matches!(e, TableError::SeatChoiceTaken { .. }), "{e:?}");
    assert_eq!(
        refusal(&e, Lang::En),
        "Ana has already chosen green. Pick another."
    );
    assert_eq!(
        refusal(&e, Lang::Pl),
        "Ten wybór jest już zajęty (Ana: zielony). Wybierz coś innego."
    );
    assert_eq!(t.settings, before);
}

#[test]
fn wrong_seat_choices_are_refused_saying_what_would_do() {
    let (ana, stranger) = (person(1, "Ana"), person(9, "Cy"));
    let mut t = wall_lobby(std::slice::from_ref(&ana), 1);
    let e = t.clone().handle(&ana, colour("purple"), 0).err().unwrap();
    assert_eq!(
        refusal(&e, Lang::En),
        "There is no seat choice colour = purple. It takes: green, red, gold, blue."
    );
    assert_eq!(
        refusal(&e, Lang::Pl),
        "Nie ma takiego wyboru dla miejsca: colour = purple. Możliwe: green, red, gold, blue."
    );
    let e = t
        .clone()
        .handle(&ana, pick("side", "red"), 0)
        .err()
        .unwrap();
    assert_eq!(
        refusal(&e, Lang::En),
        "There is no seat choice side = red. It takes: colour."
    );
    let e = t.clone().handle(&stranger, colour("red"), 0).err().unwrap();
    assert!(matches!(e, TableError::NotSeated), "{e:?}");
    t.handle(&ana, Op::Start, 0).unwrap();
    let e = t.clone().handle(&ana, colour("red"), 0).err().unwrap();
    assert!(matches!(e, TableError::NotInLobby), "{e:?}");
    assert_eq!(refusal(&e, Lang::En), "The game has already started.");
}

#[test]
fn leaving_or_being_asked_to_leave_frees_the_colour() {
    let (ana, bo, cy) = (person(1, "Ana"), person(2, "Bo"), person(3, "Cy"));
    let mut t = wall_lobby(&[ana.clone(), bo.clone(), cy.clone()], 0);
    t.handle(&bo, colour("red"), 0).unwrap();
    t.handle(&bo, Op::Leave, 0).unwrap();
    assert_eq!(chosen(&t, 2), None);
    t.handle(&cy, colour("red"), 0)
        .expect("red is free once Bo left");
    t.handle(&bo, Op::Join, 0).unwrap();
    let en = lobby_lines(&t, Lang::En);
    assert!(
        en.contains(&"Seat 3: Bo".to_string()),
        "no colour back: {en:?}"
    );
    t.handle(&bo, colour("blue"), 0).unwrap();
    t.handle(&ana, Op::Kick { seat: 2 }, 0).unwrap();
    assert_eq!(chosen(&t, 2), None, "a kicked player's colour is dropped");
    assert!(t.settings.seat_choices.get(UserId(3), "colour").is_some());
}

#[test]
fn the_started_game_deals_the_chosen_colours_by_person() {
    let people = [person(1, "Ana"), person(2, "Bo"), person(3, "Cy")];
    let [ana, bo, cy] = people.clone();
    let mut t = wall_lobby(&people, 0);
    t.handle(
        &ana,
        Op::Configure {
            change: SettingChange::Option {
                key: "neutrals".into(),
                value: "1".into(),
            },
        },
        0,
    )
    .unwrap();
    t.handle(&bo, colour("green"), 0).unwrap();
    t.handle(&cy, colour("blue"), 0).unwrap();
    // Bo leaves: Cy moves up a seat and keeps blue; green is free again.
    t.handle(&bo, Op::Leave, 0).unwrap();
    t.handle(&ana, Op::Start, 0).unwrap();
    let state = t.game.as_ref().expect("started");
    assert_eq!(
        t.game_settings(),
        state.settings,
        "the stored table rebuilds the deal"
    );
    let help = render(&skald::i18n::Text::new("wall-colour-help"), Lang::En);
    assert!(
        !lobby_lines(&t, Lang::En).contains(&help),
        "no picking once the game runs"
    );
    let colours: Vec<(Colour, bool)> = state.clans.iter().map(|c| (c.colour, c.neutral)).collect();
    assert_eq!(
        colours,
        vec![
            (Colour::Green, false),
            (Colour::Blue, false),
            (Colour::Red, true)
        ]
    );
}

#[test]
fn a_midgard_lobby_refuses_any_seat_choice_cleanly() {
    let host = person(1, "Ása");
    let table = harness_lobby(&host);
    for op in [pick("colour", "red"), pick("anything", "")] {
        let mut t = table.clone();
        let e = t.handle(&host, op, 0).err().expect("refused");
        assert!(matches!(e, TableError::NoSeatChoices), "{e:?}");
        assert_eq!(
            refusal(&e, Lang::En),
            "In this game there is nothing to choose for your seat."
        );
        assert_eq!(
            refusal(&e, Lang::Pl),
            "W tej grze nie ma nic do wybrania dla twojego miejsca."
        );
        assert!(t.settings.seat_choices.is_empty());
    }
}

fn harness_lobby(host: &Actor) -> Table<skald::games::midgard::Midgard> {
    Table {
        id: TableId(2),
        channel: ChannelKey("test:midgard".into()),
        status: Status::Lobby,
        host: host.user,
        settings: TableSettings::default(),
        seats: vec![SeatInfo::human(host.user, host.name.clone())],
        seed: 3,
        game: None,
        version: 0,
        log_len: 0,
        deadline: None,
        live: Default::default(),
    }
}

// ---------------------------------------------------------------------------------------------
// Through the service and its store: a refusal commits nothing; choices survive a reload.

async fn open_wall(dir: &std::path::Path) -> WallService {
    let url = format!("sqlite://{}", dir.join("seats.db").display());
    let store = Store::open(&url).await.expect("the store opens");
    TableService::new(store, Arc::new(ManualClock::new(1_000)), GAMES)
}

async fn send(
    service: &WallService,
    ch: &ChannelKey,
    actor: &Actor,
    op: Op<Action>,
) -> Result<(), TableError> {
    let cmd = TableCommand {
        channel: ch.clone(),
        actor: actor.clone(),
        op,
    };
    service.handle(cmd).await.map(|_| ())
}

#[tokio::test]
async fn refusals_change_nothing_and_the_stored_table_deals_the_colours() {
    let dir = tempfile::tempdir().unwrap();
    let service = open_wall(dir.path()).await;
    let ch = channel("seats");
    let (ana, bo, cy) = (person(1, "Ana"), person(2, "Bo"), person(3, "Cy"));
    let create = Op::Create {
        settings: TableSettings::default(),
        seed: Some(5),
        join: true,
    };
    send(&service, &ch, &ana, create).await.unwrap();
    send(&service, &ch, &bo, Op::Join).await.unwrap();
    send(&service, &ch, &bo, colour("gold")).await.unwrap();
    let stored = service.active(&ch).await.unwrap().unwrap();
    assert_eq!(
        stored.settings.seat_choices.get(UserId(2), "colour"),
        Some("gold")
    );
    for (who, op) in [
        (&ana, colour("gold")),
        (&ana, colour("pink")),
        (&ana, pick("side", "gold")),
        (&cy, colour("red")),
    ] {
        let e = send(&service, &ch, who, op).await.expect_err("refused");
        assert!(e.user_text().is_some(), "{e:?} is told to the user");
        assert_eq!(service.active(&ch).await.unwrap().unwrap(), stored, "{e:?}");
    }
    send(&service, &ch, &ana, Op::Start).await.unwrap();
    let started = service.active(&ch).await.unwrap().unwrap();
    let colours: Vec<Colour> = started
        .game
        .as_ref()
        .unwrap()
        .clans
        .iter()
        .map(|c| c.colour)
        .collect();
    assert_eq!(colours, vec![Colour::Green, Colour::Gold]);
    let e = send(&service, &ch, &bo, colour("red")).await.err().unwrap();
    assert!(matches!(e, TableError::NotInLobby), "{e:?}");
}

#[test]
fn seat_choices_are_stored_by_person_beside_the_settings_and_only_when_made() {
    let plain = serde_json::to_value(TableSettings::default()).unwrap();
    assert!(plain.get("seat_choices").is_none(), "{plain}");
    let mut settings = TableSettings::default();
    settings.seat_choices.set(UserId(42), "colour", "blue");
    let json = serde_json::to_value(&settings).unwrap();
    assert_eq!(
        json["seat_choices"],
        serde_json::json!({"42": {"colour": "blue"}})
    );
    let back: TableSettings = serde_json::from_value(json).unwrap();
    assert_eq!(back, settings);
    assert_eq!(back.seat_choices.get(UserId(42), "colour"), Some("blue"));
}
