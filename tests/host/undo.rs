//! Taking moves back (Viking Gods' R-TABLE-1, built in the table layer): a player takes back
//! moves of the movement phase under way until they end it or a die is rolled; the log
//! records each undo as an entry, so the log in force, the export and its replay stay exact.

use crate::table_support as harness;
use skald::registry::GAMES;

use std::sync::Arc;

use harness::{channel, person};
use skald::games::gods::{legal_actions, Action, Gods, Phase, Side};
use skald::i18n::{render, Lang};
use skald::store::Store;
use skald::table::outbound::Button;
use skald::table::{
    Actor, ChannelKey, ManualClock, Op, Outbound, SettingChange, TableCommand, TableError,
    TableService, TableSettings,
};

type Service = TableService<Gods>;

async fn open(dir: &std::path::Path) -> Service {
    let url = format!("sqlite://{}", dir.join("undo.db").display());
    let store = Store::open(&url).await.expect("the store opens");
    TableService::new(store, Arc::new(ManualClock::new(1_000)), GAMES)
}

async fn send(
    s: &Service,
    ch: &ChannelKey,
    actor: &Actor,
    op: Op<Action>,
) -> Result<Vec<Outbound>, TableError> {
    let cmd = TableCommand {
        channel: ch.clone(),
        actor: actor.clone(),
        op,
    };
    s.handle(cmd).await
}

fn act(action: Action) -> Op<Action> {
    Op::Act {
        action,
        version: None,
    }
}

/// Ana (Chaos, who moves first) and Bo (Asgard), started.
async fn started(s: &Service, ch: &ChannelKey, ana: &Actor, bo: &Actor) {
    let create = Op::Create {
        settings: TableSettings::default(),
        seed: Some(11),
        join: true,
    };
    send(s, ch, ana, create).await.unwrap();
    send(s, ch, bo, Op::Join).await.unwrap();
    let side = Op::Configure {
        change: SettingChange::Seat {
            key: "side".into(),
            value: "chaos".into(),
        },
    };
    send(s, ch, ana, side).await.unwrap();
    send(s, ch, ana, Op::Start).await.unwrap();
}

/// The first legal move of seat 0's that is a move.
fn a_move(state: &skald::games::gods::State) -> Action {
    legal_actions(state, 0)
        .into_iter()
        .find(|a| matches!(a, Action::Move { .. }))
        .expect("Chaos has a move in round 1")
}

fn offers_undo(out: &[Outbound]) -> bool {
    out.iter().any(|o| o.view.buttons.contains(&Button::Undo))
}

#[tokio::test]
async fn moves_are_taken_back_one_by_one_until_the_phase_ends() {
    // R-TABLE-1: moves may be undone until `done` or a roll.
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path()).await;
    let ch = channel("undo");
    let (ana, bo) = (person(1, "Ana"), person(2, "Bo"));
    started(&s, &ch, &ana, &bo).await;
    let start = s.active(&ch).await.unwrap().unwrap();
    let state0 = start.game.clone().unwrap();
    assert_eq!(state0.phase, Phase::Movement { side: Side::Chaos });
    assert_eq!(state0.side_of(0), Some(Side::Chaos), "Ana picked Chaos");
    let e = send(&s, &ch, &ana, Op::Undo).await.unwrap_err();
    assert!(matches!(e, TableError::NothingToUndo), "{e:?}");
    let first = a_move(&state0);
    let out = send(&s, &ch, &ana, act(first.clone())).await.unwrap();
    assert!(offers_undo(&out), "the mover is offered the undo button");
    let state1 = s.active(&ch).await.unwrap().unwrap().game.unwrap();
    let second = a_move(&state1);
    send(&s, &ch, &ana, act(second.clone())).await.unwrap();
    // Bo may not take back Ana's move.
    let e = send(&s, &ch, &bo, Op::Undo).await.unwrap_err();
    assert!(matches!(e, TableError::NothingToUndo), "{e:?}");
    assert_eq!(
        render(&e.user_text().unwrap(), Lang::Pl),
        "Nie masz teraz ruchu do cofnięcia: ruchy można cofać, dopóki nie zakończysz fazy albo nie padnie rzut kością."
    );
    send(&s, &ch, &ana, Op::Undo).await.unwrap();
    let table = s.active(&ch).await.unwrap().unwrap();
    assert_eq!(
        table.game.as_ref(),
        Some(&state1),
        "back to after the first move"
    );
    send(&s, &ch, &ana, Op::Undo).await.unwrap();
    let table = s.active(&ch).await.unwrap().unwrap();
    assert_eq!(table.game.as_ref(), Some(&state0), "back to the start");
    assert!(
        s.log(table.id).await.unwrap().is_empty(),
        "nothing in force"
    );
    let e = send(&s, &ch, &ana, Op::Undo).await.unwrap_err();
    assert!(matches!(e, TableError::NothingToUndo), "{e:?}");
    // Moves again, then the phase ends: nothing can be taken back any more.
    send(&s, &ch, &ana, act(first.clone())).await.unwrap();
    let out = send(&s, &ch, &ana, act(Action::Done)).await.unwrap();
    // Issue 33, item 15: the finished phase folds into the one move that stands; the two
    // taken back are not in its line.
    let folded: Vec<String> = out
        .iter()
        .flat_map(|o| &o.view.lines)
        .filter(|l| l.id == "turn-folded-summary")
        .map(|l| render(l, Lang::En))
        .collect();
    assert_eq!(folded.len(), 1, "{folded:?}");
    assert_eq!(folded[0].matches('→').count(), 1, "{folded:?}");
    let e = send(&s, &ch, &ana, Op::Undo).await.unwrap_err();
    assert!(matches!(e, TableError::NothingToUndo), "{e:?}");
    // The log in force is what was played; the export replays to the stored game exactly.
    let table = s.active(&ch).await.unwrap().unwrap();
    let log = s.log(table.id).await.unwrap();
    assert_eq!(log.first().map(|(_, a)| a), Some(&first));
    let export = s.export(&ch).await.unwrap().expect("an export");
    let replayed = skald::registry::replay(&export).expect("it replays");
    assert!(replayed.same, "the export replays byte for byte");
    assert_eq!(table.log_len, 6, "two moves, two undos, a move and done");
}

/// The turn messages `out` shows in the channel: their generation and title, in English.
fn turn_views(out: &[Outbound]) -> Vec<(u32, String)> {
    out.iter()
        .filter(|o| o.is_channel())
        .filter_map(|o| {
            let place = o
                .view
                .place
                .filter(|p| p.slot == skald::table::Slot::Turn)?;
            let title = o.view.title.as_ref().map(|t| render(t, Lang::En))?;
            Some((place.gen, title))
        })
        .collect()
}

#[tokio::test]
async fn a_live_phase_that_told_nothing_hands_its_message_to_the_next() {
    // Issue 33: a side that ends its attacks without one had its attack phase as a message of
    // its own, with one line: "— Asgard moves —". The message goes on as the next phase's.
    use skald::table::{model::BotLevel, TableGame, Think};
    let dir = tempfile::tempdir().unwrap();
    let s = open(dir.path()).await;
    let ch = channel("idle");
    let people = [person(1, "Ana"), person(2, "Bo")];
    let create = Op::Create {
        settings: TableSettings {
            deadline: skald::table::DeadlineMode::Off,
            ..TableSettings::default()
        },
        seed: Some(11),
        join: true,
    };
    send(&s, &ch, &people[0], create).await.unwrap();
    send(&s, &ch, &people[1], Op::Join).await.unwrap();
    send(&s, &ch, &people[0], Op::Start).await.unwrap();
    let mut gen = 0;
    for _ in 0..2_000 {
        let table = s.active(&ch).await.unwrap().expect("the game goes on");
        let state = table.game.clone().unwrap();
        let seat = skald::games::gods::pending(&state)[0].0;
        let actor = &people[usize::from(seat)];
        let attacking = matches!(state.phase, Phase::Attack { .. });
        let action = if attacking {
            Action::Done
        } else {
            Gods::bot_action(&state, seat, BotLevel::Heuristic, Think::default()).unwrap()
        };
        let out = send(&s, &ch, actor, act(action)).await.unwrap();
        let turns = turn_views(&out);
        let next = s.active(&ch).await.unwrap().unwrap().game.unwrap();
        if attacking && matches!(next.phase, Phase::Movement { .. }) {
            // Nothing was told in the attack phase: its message goes on as the movement's.
            assert!(
                turns.iter().all(|(g, _)| *g == gen),
                "{turns:?} after {gen}"
            );
            let (_, title) = turns.last().expect("the message goes on");
            assert!(title.contains("moves"), "{turns:?}");
            return;
        }
        gen = turns.last().map_or(gen, |(g, _)| *g);
    }
    panic!("no attack phase was ended without an attack");
}
