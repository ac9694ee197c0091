//! Helpers for the table tests: a service on a real database (a SQLite file in a temp dir by
//! default), with a manual clock, and players that answer with the heuristic bot's choice.
#![allow(dead_code)]

use skald::registry::GAMES;
use std::path::Path;
use std::sync::Arc;

use skald::games::midgard::ai::{BotInput, BotKind};
use skald::games::midgard::{Action, Midgard};
use skald::store::Store;
use skald::table::{
    Actor, BotLevel, ChannelKey, ManualClock, Op, Outbound, Table, TableCommand, TableError,
    TableService, TableSettings, UserId,
};

pub type Service = TableService<Midgard>;

pub async fn open(path: &Path, clock: Arc<ManualClock>) -> Service {
    open_url(&format!("sqlite://{}", path.display()), clock).await
}

/// A service on the database `url` names (SQLite or PostgreSQL).
pub async fn open_url(url: &str, clock: Arc<ManualClock>) -> Service {
    let store = Store::open(url).await.expect("the store opens");
    TableService::new(store, clock, GAMES)
}

pub fn person(id: u64, name: &str) -> Actor {
    Actor {
        user: UserId(id),
        name: name.to_string(),
        manager: false,
        locale: None,
    }
}

pub fn channel(name: &str) -> ChannelKey {
    ChannelKey(format!("test:{name}"))
}

pub async fn send(
    service: &Service,
    channel: &ChannelKey,
    actor: &Actor,
    op: Op<Action>,
) -> Result<Vec<Outbound>, TableError> {
    service
        .handle(TableCommand {
            channel: channel.clone(),
            actor: actor.clone(),
            op,
        })
        .await
}

/// Creates a table hosted by `people[0]`, seats everyone, adds `bots`, and starts.
pub async fn start_table(
    service: &Service,
    channel: &ChannelKey,
    people: &[Actor],
    bots: usize,
    settings: TableSettings,
    seed: u64,
) -> Vec<Outbound> {
    let mut out = send(
        service,
        channel,
        &people[0],
        Op::Create {
            settings,
            seed: Some(seed),
            join: true,
        },
    )
    .await
    .expect("create");
    for p in &people[1..] {
        out.extend(send(service, channel, p, Op::Join).await.expect("join"));
    }
    for _ in 0..bots {
        out.extend(
            send(
                service,
                channel,
                &people[0],
                Op::AddBot {
                    level: BotLevel::Heuristic,
                },
            )
            .await
            .expect("add bot"),
        );
    }
    out.extend(
        send(service, channel, &people[0], Op::Start)
            .await
            .expect("start"),
    );
    out
}

/// Lets the bots play until a person must decide (or the game ends).
pub async fn bots(service: &Service, channel: &ChannelKey, out: &mut Vec<Outbound>) {
    while let Some(more) = service.step_bots(channel).await.expect("bot step") {
        out.extend(more);
    }
}

/// The heuristic bot's move for a person's seat, from what that seat may see.
pub fn suggestion(table: &Table<Midgard>, seat: u8) -> Option<Action> {
    let state = table.game.as_ref()?;
    BotKind::Heuristic.choose(&mut BotInput::new(state, seat))
}

/// One person's move (the first pending person); false when nobody is waiting.
pub async fn one_person_move(
    service: &Service,
    channel: &ChannelKey,
    people: &[Actor],
    out: &mut Vec<Outbound>,
) -> bool {
    let Some(table) = service.active(channel).await.expect("load") else {
        return false;
    };
    let state = table.game.as_ref().expect("a running game");
    let pending = skald::games::midgard::pending(state);
    for (seat, _) in pending {
        let Some(user) = table.user_at(seat) else {
            continue;
        };
        let actor = people
            .iter()
            .find(|p| p.user == user)
            .expect("a known person");
        let action = suggestion(&table, seat).expect("a move");
        out.extend(
            send(
                service,
                channel,
                actor,
                Op::Act {
                    action,
                    version: table.game.as_ref().map(|g| table.seat_key(g, seat)),
                },
            )
            .await
            .expect("a legal move is accepted"),
        );
        return true;
    }
    false
}

/// Plays to the end: bots, then people, until no table is active in the channel.
pub async fn play_out(
    service: &Service,
    channel: &ChannelKey,
    people: &[Actor],
    max_moves: usize,
) -> (Vec<Outbound>, usize) {
    let mut out = Vec::new();
    let mut moves = 0;
    loop {
        bots(service, channel, &mut out).await;
        if moves >= max_moves || !one_person_move(service, channel, people, &mut out).await {
            return (out, moves);
        }
        moves += 1;
    }
}
