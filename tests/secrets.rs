//! R-TABLE-2 over whole games: no channel message, rendered in English or Polish, carries a
//! destiny card, a peeked journey card or another secret; every DM goes to the secret's owner.

use skald::games::midgard::ai::{BotInput, BotKind};
use skald::games::midgard::cards::cards;
use skald::games::midgard::{pending, Edition, Midgard};
use skald::i18n::{render, Arg, Lang, Text};
use skald::table::SeatInfo;
use skald::table::{
    Actor, BotLevel, ChannelKey, MessageView, Occupant, Op, Recipient, Status, Table, TableId,
    TableSettings, UserId,
};

/// Texts that only their owner may see.
const SECRET_IDS: [&str; 7] = [
    "ev-destiny-drawn",
    "ev-peeked",
    "hand-destiny",
    "hand-peeked",
    "hand-title",
    "act-keep-destiny",
    "act-rune-success",
];

fn walk<'a>(t: &'a Text, out: &mut Vec<&'a Text>) {
    out.push(t);
    for (_, arg) in &t.args {
        if let Arg::Text(inner) = arg {
            walk(inner, out);
        }
    }
}

fn all_texts(view: &MessageView) -> Vec<&Text> {
    let mut out = Vec::new();
    for t in view.texts() {
        walk(t, &mut out);
    }
    out
}

/// Every destiny card name in both languages and editions, with its id.
fn destiny_names() -> Vec<(String, String)> {
    let c = cards().unwrap();
    let mut out = Vec::new();
    for d in &c.destiny {
        for lang in Lang::ALL {
            for ed in [Edition::Revised, Edition::Classic] {
                let t = Text::dynamic(d.id.replace('.', "-")).str("edition", ed.id());
                out.push((d.id.clone(), render(&t, lang)));
            }
        }
    }
    out
}

fn person(seat: u64) -> Actor {
    Actor {
        user: UserId(100 + seat),
        name: format!("P{seat}"),
        manager: false,
        locale: None,
    }
}

fn new_table(seed: u64) -> Table<Midgard> {
    let settings = TableSettings {
        edition: if seed % 3 == 0 {
            Edition::Classic
        } else {
            Edition::Revised
        },
        hall_of_fame: seed % 4 == 1,
        distrust: seed % 5 == 2,
        lang: if seed % 2 == 0 { Lang::Pl } else { Lang::En },
        ..TableSettings::default()
    };
    let seats = 2 + (seed % 3) as usize;
    let mut table = Table::<Midgard> {
        id: TableId(seed as i64),
        channel: ChannelKey(format!("test:{seed}")),
        status: Status::Lobby,
        host: UserId(100),
        settings,
        seats: Vec::new(),
        seed,
        game: None,
        version: 0,
        log_len: 0,
        deadline: None,
    };
    for s in 0..seats {
        // Seats 0 and 1 are people; the rest are bots.
        let occupant = if s < 2 {
            Occupant::Human {
                user: person(s as u64).user,
            }
        } else {
            Occupant::Bot {
                level: BotLevel::Random,
            }
        };
        table.seats.push(SeatInfo {
            occupant,
            name: format!("P{s}"),
        });
    }
    table
}

#[test]
fn no_channel_message_carries_a_secret_over_two_hundred_games() {
    // R-TABLE-2
    let names = destiny_names();
    let mut games = 0;
    let mut checked = 0usize;
    for seed in 0..200u64 {
        let mut table = new_table(seed);
        let host = person(0);
        let mut messages = table.handle(&host, Op::Start, 0).unwrap().messages;
        let mut guard = 0;
        while table.status == Status::Running {
            guard += 1;
            assert!(guard < 20_000, "game {seed} does not end");
            if let Some(fx) = table.bot_step(0).unwrap() {
                messages.extend(fx.messages);
                continue;
            }
            let state = table.game.as_ref().unwrap();
            let (seat, _) = pending(state)[0].clone();
            let kind = if seat == 0 {
                BotKind::Heuristic
            } else {
                BotKind::Random
            };
            let action = kind.choose(&mut BotInput::new(state, seat)).unwrap();
            let fx = table
                .handle(
                    &person(u64::from(seat)),
                    Op::Act {
                        action,
                        version: None,
                    },
                    0,
                )
                .unwrap();
            messages.extend(fx.messages);
            // Now and then someone asks for their hand: it must come back privately.
            if guard % 97 == 0 {
                let fx = table.handle(&person(1), Op::Hand, 0).unwrap();
                assert!(fx.messages.iter().all(
                    |(to, _)| matches!(to, Recipient::Ephemeral { user } if *user == person(1).user)
                ));
                messages.extend(fx.messages);
            }
        }
        games += 1;
        let state = table.game.as_ref().unwrap();
        let revealed: Vec<String> = state
            .players
            .iter()
            .flat_map(|p| p.revealed.iter().map(|c| c.id().to_string()))
            .collect();
        for (to, view) in &messages {
            let texts = all_texts(view);
            match to {
                Recipient::Channel { .. } => {
                    for t in &texts {
                        assert!(
                            !SECRET_IDS.contains(&t.id.as_ref()),
                            "game {seed}: `{}` in a channel message",
                            t.id
                        );
                    }
                    for lang in Lang::ALL {
                        let shown: String = view
                            .texts()
                            .map(|t| render(t, lang))
                            .collect::<Vec<_>>()
                            .join("\n");
                        for (id, name) in &names {
                            if revealed.contains(id) {
                                continue;
                            }
                            assert!(
                                !shown.contains(name.as_str()),
                                "game {seed}: destiny card {id} ({name}) in a channel message:\n{shown}"
                            );
                        }
                        checked += 1;
                    }
                }
                Recipient::Dm { user } | Recipient::Ephemeral { user } => {
                    // A private message only names its recipient's own destiny cards.
                    let seat = table.seat_of(*user).expect("a DM to a seated person");
                    let own: Vec<String> = state.players[seat as usize]
                        .destiny
                        .iter()
                        .map(|c| c.id().to_string())
                        .collect();
                    for t in &texts {
                        if let Some(rest) = t.id.strip_prefix("destiny-") {
                            if rest.starts_with("condition-") {
                                continue;
                            }
                            let id = format!("destiny.{rest}");
                            // Cards drawn and still to be chosen from are offered as choices.
                            let drawn_and_returned = !view.choices.is_empty();
                            assert!(
                                own.contains(&id) || drawn_and_returned,
                                "game {seed}: seat {seat} was told of {id}"
                            );
                        }
                    }
                }
            }
        }
    }
    assert_eq!(games, 200);
    assert!(
        checked > 10_000,
        "only {checked} channel messages were checked"
    );
}
