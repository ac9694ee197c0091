//! R-TABLE-2 over whole games: no channel message, rendered in English or Polish, carries a
//! destiny card, a peeked journey card or another secret; every DM goes to the secret's owner.

#[path = "support/destiny.rs"]
mod destiny;
#[path = "support/memory_table.rs"]
mod memory_table;

use destiny::destiny_names;
use memory_table::{lobby, play_out};
use skald::games::midgard::ai::BotKind;
use skald::games::midgard::{Edition, Midgard};
use skald::i18n::{render, Arg, Lang, Text};
use skald::table::{Actor, BotLevel, MessageView, Op, Recipient, Table, TableSettings, UserId};

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
    // Seats 0 and 1 are people; the rest are bots.
    let bots = (seed % 3) as usize;
    lobby(
        seed,
        settings,
        &[person(0), person(1)],
        bots,
        BotLevel::Random,
    )
}

#[test]
fn no_channel_message_carries_a_secret_over_two_hundred_games() {
    // R-TABLE-2
    let names = destiny_names();
    let mut games = 0;
    let mut checked = 0usize;
    for seed in 0..200u64 {
        let mut table = new_table(seed);
        let people = [person(0), person(1)];
        let mut moves = 0;
        let kind = |seat| {
            if seat == 0 {
                BotKind::Heuristic
            } else {
                BotKind::Random
            }
        };
        let messages = play_out(&mut table, &people, kind, |t, all| {
            moves += 1;
            // Now and then someone asks for their hand: it must come back privately.
            if moves % 97 == 0 {
                let fx = t.handle(&person(1), Op::Hand, 0).unwrap();
                assert!(fx.messages.iter().all(
                    |(to, _)| matches!(to, Recipient::Ephemeral { user } if *user == person(1).user)
                ));
                all.extend(fx.messages);
            }
        });
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
