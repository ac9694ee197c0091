//! A table in memory (no store) played to its end: for tests of what the table says.
#![allow(dead_code)]

use skald::games::midgard::ai::{BotInput, BotKind};
use skald::games::midgard::{pending, Midgard};
use skald::games::Seat;
use skald::table::Think;
use skald::table::{
    Actor, BotLevel, ChannelKey, MessageView, Op, Recipient, SeatInfo, Status, Table, TableId,
    TableSettings, UserId,
};

pub type Messages = Vec<(Recipient, MessageView)>;

pub fn person(id: u64, name: &str) -> Actor {
    Actor {
        user: UserId(id),
        name: name.to_string(),
        manager: false,
        locale: None,
    }
}

/// A lobby: `people` in the first seats (the first one hosts), then `bots` bots of `level`.
pub fn lobby(
    seed: u64,
    settings: TableSettings,
    people: &[Actor],
    bots: usize,
    level: BotLevel,
) -> Table<Midgard> {
    let mut seats: Vec<SeatInfo> = people
        .iter()
        .map(|p| SeatInfo::human(p.user, p.name.clone()))
        .collect();
    for i in 0..bots {
        seats.push(SeatInfo::robot(level, format!("Bot{}", i + 1)));
    }
    Table {
        id: TableId(seed as i64 + 1),
        channel: ChannelKey(format!("discord:{}", seed + 1)),
        status: Status::Lobby,
        host: people[0].user,
        settings,
        seats,
        seed,
        game: None,
        version: 0,
        log_len: 0,
        deadline: None,
        live: Default::default(),
    }
}

/// Starts the game and plays it out: bots move by themselves, each person plays what
/// `choose(seat)`'s bot would; `after` runs after every person's move (to ask for a hand…).
pub fn play_out(
    t: &mut Table<Midgard>,
    people: &[Actor],
    choose: impl Fn(Seat) -> BotKind,
    mut after: impl FnMut(&mut Table<Midgard>, &mut Messages),
) -> Messages {
    let mut all = t.handle(&people[0], Op::Start, 0).unwrap().messages;
    for _ in 0..100_000 {
        if t.status != Status::Running {
            return all;
        }
        if let Some(fx) = t.bot_step(0, Think::Iterations(16)).unwrap() {
            all.extend(fx.messages);
            continue;
        }
        let state = t.game.as_ref().unwrap();
        let seat = pending(state)[0].0;
        let action = choose(seat)
            .choose(&mut BotInput::new(state, seat))
            .unwrap();
        let user = t.user_at(seat).unwrap();
        let actor = people.iter().find(|p| p.user == user).unwrap();
        let op = Op::Act {
            action,
            version: None,
        };
        all.extend(t.handle(actor, op, 0).unwrap().messages);
        after(t, &mut all);
    }
    panic!("the game does not end");
}
