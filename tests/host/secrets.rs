//! R-TABLE-2 over whole games: nobody is told another seat's secret, on any path a message takes
//! (events, prompts, boards, hands, status, deadline reminders and defaults, the move log).
//!
//! What is secret is derived from the game itself (tests/support/secrets.rs): each seat's own
//! view and pending decision against the public view, and `Action::hides_detail` for the moves
//! others may only hear of without their detail.

use crate::destiny;
use crate::memory_table;
use crate::secrets_support as secrets;
use crate::table_support as harness;
use skald::table::Seen;

use std::sync::Arc;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use secrets::{check_message, describe, rendered, Moves, Secrets};
use skald::games::midgard::ai::{BotInput, BotKind};
use skald::games::midgard::state::State;
use skald::games::midgard::{
    default_action, legal_actions, pending, Action, Decision, Edition, Event, Leader, Location,
    Midgard, RuneUse, Space,
};
use skald::games::{Rules, Seat};
use skald::i18n::{render, Lang};
use skald::table::logic::Effects;
use skald::table::Think;
use skald::table::{
    Actor, Audience, BotLevel, DeadlineMode, ManualClock, MessageView, Op, Outbound, Recipient,
    Status, Table, TableGame, TableSettings, ViewKind,
};

/// Games played in memory, and with the store.
const TABLE_GAMES: u64 = 160;
const LOGGED_GAMES: u64 = 6;

fn settings(seed: u64) -> TableSettings {
    let options = skald::games::midgard::table::options::MidgardOptions {
        edition: if seed % 3 == 0 {
            Edition::Classic
        } else {
            Edition::Revised
        },
        hall_of_fame: seed % 4 == 1,
        distrust: seed % 5 == 2,
    };
    TableSettings {
        lang: if seed % 2 == 0 { Lang::Pl } else { Lang::En },
        deadline: DeadlineMode::Auto,
        turn_seconds: 3600,
        idle_minutes: 3,
        ..TableSettings::default()
    }
    .with_options::<Midgard>(&options)
}

/// A person's move: what their bot would play, but keen on what makes secrets: Dagrun (two
/// destiny cards to choose from), the Shaman's Hut (peeks and destiny cards), True Vision.
fn person_move(state: &State, seat: Seat, kind: BotKind, rng: &mut ChaCha8Rng) -> Action {
    let legal = legal_actions(state, seat);
    let keen = [
        Action::ChooseLeader {
            leader: Leader::Dagrun,
        },
        Action::UseRune {
            using: RuneUse::TrueVision,
        },
    ];
    if let Some(a) = keen.iter().find(|a| legal.contains(a)) {
        return *a;
    }
    let hut = Action::Place {
        space: Space::Loc(Location::ShamansHut),
    };
    if legal.contains(&hut) && rng.random_bool(0.6) {
        return hut;
    }
    kind.choose(&mut BotInput::new(state, seat))
        .expect("a person always has a move")
}

/// How likely a person lets the clock run out instead of deciding.
fn patience(d: &Decision) -> f64 {
    match d {
        Decision::KeepDestiny { .. } => 0.5,
        Decision::Assign => 0.15,
        _ => 0.06,
    }
}

fn names(t: &Table<Midgard>) -> Vec<String> {
    t.seats.iter().map(|s| s.name.clone()).collect()
}

fn waiting_people(t: &Table<Midgard>) -> Vec<(Seat, Decision)> {
    let state = t.game.as_ref().expect("a running game");
    pending(state)
        .into_iter()
        .filter(|(s, _)| t.user_at(*s).is_some())
        .collect()
}

fn shown(view: &MessageView, lang: Lang) -> String {
    rendered(view, lang)
        .into_iter()
        .map(|r| r.text)
        .collect::<Vec<_>>()
        .join("\n")
}

#[derive(Default, Debug)]
struct Tally {
    games: u64,
    messages: usize,
    texts: usize,
    channel: usize,
    private: usize,
    hands: usize,
    statuses: usize,
    reminders: usize,
    defaults: usize,
    keep_destiny_defaults: usize,
    assign_defaults: usize,
    default_notices: usize,
    owner_notices: usize,
    hidden_moves: usize,
    secret_cards_seen: usize,
}

/// One game at a table in memory, checked message by message.
struct Game {
    seed: u64,
    secrets: Secrets,
    moves: Moves,
    step: usize,
    /// The lines each living message showed so far: an edit is checked for what it adds (a
    /// line told when it was public stays in the log after the fact it names is dealt again).
    shown: std::collections::HashMap<(String, String), Vec<skald::i18n::Text>>,
}

impl Game {
    /// Checks what one step said: `before` is the game as the step found it (`None` at the
    /// start). Records the step's moves first, so a secret told in the same step is caught.
    fn told(
        &mut self,
        t: &Table<Midgard>,
        before: Option<&State>,
        fx: &Effects<Action>,
        tally: &mut Tally,
    ) {
        self.step += 1;
        let state = t.game.as_ref().expect("a game");
        // The state before a step is the one after the previous step, already observed.
        self.secrets.observe(&[state]);
        let names = names(t);
        for (seat, action) in &fx.logged {
            self.moves
                .record(before.unwrap_or(state), *seat, action, &names);
        }
        for (to, view) in &fx.messages {
            let seat = match to {
                Recipient::Channel { channel } => {
                    assert_eq!(*channel, t.channel, "a message to another channel");
                    tally.channel += 1;
                    None
                }
                Recipient::Dm { user } | Recipient::Ephemeral { user } => {
                    tally.private += 1;
                    Some(
                        t.seat_of(*user)
                            .expect("private messages go to seated people"),
                    )
                }
            };
            let (seed, step) = (self.seed, self.step);
            let context = || format!("seed {seed}, step {step}, {:?} message", view.kind);
            let mut new = view.clone();
            if let Some(at) = view.place {
                let key = (format!("{to:?}"), at.slot.key());
                let before = self
                    .shown
                    .insert(key, view.lines.clone())
                    .unwrap_or_default();
                new.lines.retain(|t| !before.contains(t));
            }
            tally.texts += check_message(&self.secrets, &self.moves, seat, &new, &context);
            tally.messages += 1;
        }
    }

    /// The deadline passed: each default was told in the channel without its secret, and in
    /// full to its owner.
    fn defaults_told(
        &self,
        t: &Table<Midgard>,
        before: &State,
        fx: &Effects<Action>,
        tally: &mut Tally,
    ) {
        let names = names(t);
        let decisions = pending(before);
        for (seat, action) in &fx.logged {
            tally.defaults += 1;
            match decisions.iter().find(|(s, _)| s == seat).map(|(_, d)| d) {
                Some(Decision::KeepDestiny { .. }) => tally.keep_destiny_defaults += 1,
                Some(Decision::Assign) => tally.assign_defaults += 1,
                _ => {}
            }
            let others = describe(before, *seat, action, &names, Audience::Others);
            let owner = describe(before, *seat, action, &names, Audience::Owner);
            let user = t.user_at(*seat).expect("defaults are played for people");
            for (i, lang) in Lang::ALL.into_iter().enumerate() {
                let in_channel = fx.messages.iter().any(|(to, v)| {
                    matches!(to, Recipient::Channel { .. })
                        && rendered(v, lang).iter().any(|r| {
                            r.text.contains(&names[*seat as usize]) && r.text.contains(&others[i])
                        })
                });
                assert!(
                    in_channel,
                    "seed {}: the channel was not told that `{}` was played for seat {seat}",
                    self.seed, others[i]
                );
                let to_owner = fx.messages.iter().any(|(to, v)| {
                    *to == Recipient::Dm { user }
                        && rendered(v, lang).iter().any(|r| r.text.contains(&owner[i]))
                });
                assert!(
                    to_owner,
                    "seed {}: seat {seat} was not told `{}` was played for them",
                    self.seed, owner[i]
                );
            }
            tally.default_notices += 1;
            tally.owner_notices += 1;
        }
    }
}

/// A seat's hand names every destiny card its own view holds (the names checked for are the
/// ones the game writes, so the search for leaks looks for the right words).
fn hand_names_own_cards(t: &Table<Midgard>, seat: Seat, fx: &Effects<Action>, seed: u64) {
    let state = t.game.as_ref().expect("a game");
    let own = Midgard::view(state, Some(seat));
    let cards = own.me().and_then(|p| p.destiny.clone()).unwrap_or_default();
    assert_eq!(fx.messages.len(), 1, "one reply to a hand request");
    let (to, view) = &fx.messages[0];
    let user = t.user_at(seat).expect("a person");
    assert_eq!(*to, Recipient::Ephemeral { user });
    for lang in Lang::ALL {
        let text = shown(view, lang);
        for card in &cards {
            let name =
                destiny::destiny_name(card.id(), lang, t.settings.options::<Midgard>().edition);
            assert!(
                text.contains(&name),
                "seed {seed}: seat {seat}'s hand does not name its {card} ({name}):\n{text}"
            );
        }
    }
}

fn play_at_table(seed: u64, tally: &mut Tally) {
    let people = [
        memory_table::person(100, "Ingrid"),
        memory_table::person(101, "Leif"),
    ];
    let bots = (seed % 3) as usize;
    let level = if seed % 2 == 0 {
        BotLevel::Heuristic
    } else {
        BotLevel::Random
    };
    let mut t = memory_table::lobby(seed, settings(seed), &people, bots, level);
    let kinds = if seed % 2 == 0 {
        [BotKind::Heuristic, BotKind::Random]
    } else {
        [BotKind::Random, BotKind::Heuristic]
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let seats = t.seats.len();
    let mut game = Game {
        seed,
        secrets: Secrets::new(seats),
        moves: Moves::new(seats),
        step: 0,
        shown: Default::default(),
    };
    let mut now = 1_000;
    let fx = t
        .handle(&people[0], Op::Start, now)
        .expect("the game starts");
    game.told(&t, None, &fx, tally);
    let actor = |seat: Seat, t: &Table<Midgard>| -> Actor {
        let user = t.user_at(seat).expect("a person");
        people
            .iter()
            .find(|p| p.user == user)
            .expect("one of the people")
            .clone()
    };
    for _ in 0..50_000 {
        if t.status != Status::Running {
            break;
        }
        now += 1_000;
        let before = t.game.clone().expect("a game");
        if let Some(fx) = t.bot_step(now, Think::Iterations(16)).expect("a bot moves") {
            game.told(&t, Some(&before), &fx, tally);
            continue;
        }
        let waiting = waiting_people(&t);
        assert!(!waiting.is_empty(), "seed {seed}: nobody is left to move");
        // Now and then someone looks at their hand, or at the board.
        if rng.random_ratio(1, 10) {
            let seat = rng.random_range(0..2) as Seat;
            let fx = t.handle(&actor(seat, &t), Op::Hand, now).expect("a hand");
            hand_names_own_cards(&t, seat, &fx, seed);
            game.told(&t, Some(&before), &fx, tally);
            tally.hands += 1;
        }
        if rng.random_ratio(1, 25) {
            let seat = rng.random_range(0..2) as Seat;
            let fx = t
                .handle(&actor(seat, &t), Op::Status, now)
                .expect("a status");
            game.told(&t, Some(&before), &fx, tally);
            tally.statuses += 1;
        }
        let (seat, decision) = waiting[rng.random_range(0..waiting.len())].clone();
        if rng.random_bool(patience(&decision)) {
            // The person lets the clock run: a reminder at half time, then the defaults.
            let deadline = t.deadline.expect("auto deadlines are set");
            let fx = t.tick(deadline.half()).expect("a reminder");
            // The reminder is a line of the turn message.
            let reminded = fx.messages.iter().any(|(to, v)| {
                matches!(to, Recipient::Channel { .. })
                    && v.lines.iter().any(|t| t.id == "deadline-half")
            });
            assert!(reminded, "seed {seed}: no reminder at half time");
            assert!(fx.logged.is_empty(), "nothing is played at half time");
            tally.reminders += 1;
            game.told(&t, Some(&before), &fx, tally);
            let fx = t.tick(deadline.due).expect("the defaults");
            assert_eq!(
                fx.logged.len(),
                waiting.len(),
                "seed {seed}: a default for each person waiting"
            );
            game.told(&t, Some(&before), &fx, tally);
            game.defaults_told(&t, &before, &fx, tally);
            now = deadline.due;
        } else {
            let action = person_move(&before, seat, kinds[seat as usize], &mut rng);
            let op = Op::Act {
                action,
                version: None,
            };
            let fx = t
                .handle(&actor(seat, &t), op, now)
                .unwrap_or_else(|e| panic!("seed {seed}: {action:?} refused: {e}"));
            game.told(&t, Some(&before), &fx, tally);
        }
    }
    assert_eq!(t.status, Status::Finished, "seed {seed}: the game ends");
    tally.games += 1;
    tally.hidden_moves += game.moves.hidden_moves;
    tally.secret_cards_seen += game.secrets.seen_anywhere();
}

#[test]
fn no_message_tells_anyone_another_seats_secret_over_whole_games_with_deadlines() {
    // R-TABLE-2, R-TABLE-1, R-ASSIGN-5
    let started = std::time::Instant::now();
    let mut tally = Tally::default();
    for seed in 0..TABLE_GAMES {
        play_at_table(seed, &mut tally);
    }
    eprintln!("{tally:?} in {:.1?}", started.elapsed());
    assert_eq!(tally.games, TABLE_GAMES);
    assert!(tally.messages > 50_000, "{tally:?}");
    assert!(tally.hands > 1_000 && tally.statuses > 400, "{tally:?}");
    assert!(tally.reminders > 1_000, "{tally:?}");
    assert!(tally.keep_destiny_defaults >= 100, "{tally:?}");
    assert!(tally.assign_defaults >= 400, "{tally:?}");
    assert_eq!(tally.default_notices, tally.defaults, "{tally:?}");
    assert_eq!(tally.owner_notices, tally.defaults, "{tally:?}");
    assert!(tally.hidden_moves > 4_000, "{tally:?}");
}

#[test]
fn the_checks_find_what_a_careless_table_would_tell() {
    // The checks above could not fail if they looked for the wrong words: here the very texts
    // the game writes, told to the wrong people, are found.
    let (mut state, _) =
        Midgard::new_game(skald::games::midgard::Settings::new(3), 7).expect("a game");
    while let Some((seat, Decision::Leader)) = pending(&state).first().cloned() {
        let a = default_action(&state, seat).expect("a leader");
        Midgard::apply(&mut state, seat, &a).expect("a leader is chosen");
    }
    let names: Vec<String> = ["Ingrid", "Leif", "Astrid"].map(String::from).to_vec();
    let card = state.players[0].destiny[0];
    // Seat 0 looks at a face-down journey card.
    let land = (0..4u8)
        .find(|&l| state.board.lands[l as usize].journey.is_some())
        .expect("a face-down journey card");
    state.board.lands[land as usize].peeked |= 1;
    let journey = state.board.lands[land as usize].journey.expect("a card");
    let mut secrets = Secrets::new(3);
    secrets.observe(&[&state]);
    let mut moves = Moves::new(3);
    let told = |text| MessageView::new(ViewKind::Events).line(text);
    let leaks = |secrets: &Secrets, moves: &Moves, to: Option<Seat>, view: &MessageView| {
        secrets::leaks(secrets, moves, to, view).is_err()
    };

    // Seat 0's hand: to seat 0 only.
    let hand = Midgard::hand(&Seen::seat::<Midgard>(&state, 0), 0, &names);
    assert!(!leaks(&secrets, &moves, Some(0), &hand));
    assert!(leaks(&secrets, &moves, None, &hand));
    assert!(leaks(&secrets, &moves, Some(1), &hand));
    // The peek alone, as narrated to its owner.
    let peeked = Event::Peeked {
        seat: 0,
        land,
        card: journey,
    };
    let story = Midgard::narrate(&Seen::seat::<Midgard>(&state, 0), &[peeked], &names);
    let peek = told(story.private[0].1.clone());
    assert!(!leaks(&secrets, &moves, Some(0), &peek));
    assert!(leaks(&secrets, &moves, None, &peek));
    assert!(leaks(&secrets, &moves, Some(2), &peek));
    // A destiny card kept: its name to its owner only; to others, that a card was kept.
    let keep = Action::KeepDestiny { card };
    moves.record(&state, 0, &keep, &names);
    for (audience, secret) in [(Audience::Owner, true), (Audience::Others, false)] {
        let world = Seen::by::<Midgard>(&state, (audience == Audience::Owner).then_some(0));
        let view = told(Midgard::describe_action(&world, 0, &keep, &names, audience));
        assert_eq!(leaks(&secrets, &moves, None, &view), secret, "{audience:?}");
        assert_eq!(
            leaks(&secrets, &moves, Some(1), &view),
            secret,
            "{audience:?}"
        );
        assert!(!leaks(&secrets, &moves, Some(0), &view));
    }
    // An unconfirmed assignment step: its detail to its owner only.
    let assign = Action::AssignDie {
        target: skald::games::midgard::Target::Troll,
        kind: skald::games::midgard::DieKind::Axeman,
    };
    moves.record(&state, 0, &assign, &names);
    for (audience, secret) in [(Audience::Owner, true), (Audience::Others, false)] {
        let world = Seen::by::<Midgard>(&state, (audience == Audience::Owner).then_some(0));
        let view = told(Midgard::describe_action(
            &world, 0, &assign, &names, audience,
        ));
        assert_eq!(leaks(&secrets, &moves, None, &view), secret, "{audience:?}");
        assert_eq!(
            leaks(&secrets, &moves, Some(2), &view),
            secret,
            "{audience:?}"
        );
        assert!(!leaks(&secrets, &moves, Some(0), &view));
    }
    // Offered as a choice, the same words tell nothing of what anyone did.
    let mut offered = MessageView::new(ViewKind::Prompt);
    offered.choices.push(skald::table::Choice {
        seat: 1,
        index: 0,
        label: Midgard::describe_action(
            &Seen::seat::<Midgard>(&state, 1),
            1,
            &assign,
            &names,
            Audience::Owner,
        ),
        detail: None,
        group: None,
        mark: 0,
    });
    assert!(!leaks(&secrets, &moves, Some(1), &offered));
    // Once revealed (the Success rune), a destiny card is everyone's to hear of.
    state.players[0].revealed.push(card);
    secrets.observe(&[&state]);
    let kept = told(Midgard::describe_action(
        &Seen::seat::<Midgard>(&state, 0),
        0,
        &keep,
        &names,
        Audience::Owner,
    ));
    assert!(
        leaks(&secrets, &moves, None, &kept),
        "the move itself stays secret"
    );
    let mut after = Moves::new(3);
    after.record(&state, 1, &assign, &names);
    assert!(!leaks(&secrets, &after, None, &kept));
}

// ---------------------------------------------------------------------------------------------
// The move log, through the service and its SQLite store.

#[derive(Default, Debug)]
struct LogTally {
    games: u64,
    replies: usize,
    lines: usize,
    stranger_replies: usize,
    others_hidden_lines: usize,
    own_lines: usize,
    own_kept_destiny_named: usize,
    defaults: usize,
    outbound: usize,
}

/// Where a service game stands: its secrets so far and the log as described.
struct Logged {
    seed: u64,
    secrets: Secrets,
    moves: Moves,
    recorded: usize,
}

impl Logged {
    /// Observes the channel's table as stored now.
    async fn observe(&mut self, service: &harness::Service, ch: &skald::table::ChannelKey) {
        let table = service.latest(ch).await.expect("load").expect("a table");
        self.secrets
            .observe(&[table.game.as_ref().expect("a game")]);
    }

    /// Checks messages the service returned.
    fn check_outbound(&self, table: &Table<Midgard>, out: &[Outbound], tally: &mut LogTally) {
        for o in out {
            let seat = match o.to {
                Recipient::Channel { .. } => None,
                Recipient::Dm { user } | Recipient::Ephemeral { user } => table.seat_of(user),
            };
            let seed = self.seed;
            let context = || format!("seed {seed}, the service's {:?} message", o.view.kind);
            check_message(&self.secrets, &self.moves, seat, &o.view, &context);
            tally.outbound += 1;
        }
    }

    /// Every seated person and a stranger ask for the log; nobody hears another seat's secret,
    /// and each seat hears its own moves in full.
    async fn ask_log(
        &mut self,
        service: &harness::Service,
        ch: &skald::table::ChannelKey,
        askers: &[Actor],
        tally: &mut LogTally,
    ) {
        let table = service.latest(ch).await.expect("load").expect("a table");
        let state = table.game.as_ref().expect("a game");
        let names = names(&table);
        let log = service.log(table.id).await.expect("the log");
        for (seat, action) in &log[self.recorded..] {
            self.moves.record(state, *seat, action, &names);
        }
        self.recorded = log.len();
        let window = &log[log.len().saturating_sub(50)..];
        let edition = table.settings.options::<Midgard>().edition;
        for asker in askers {
            let reply = service.recent(ch, asker, 50).await.expect("the log");
            assert_eq!(reply.len(), 1, "one reply");
            assert_eq!(
                reply[0].to,
                Recipient::Ephemeral { user: asker.user },
                "the log goes to the one who asked only"
            );
            let view = &reply[0].view;
            let me = table.seat_of(asker.user);
            let seed = self.seed;
            let context = || format!("seed {seed}, the log for {}", asker.name);
            tally.lines += check_message(&self.secrets, &self.moves, me, view, &context);
            assert_eq!(view.lines.len(), window.len().max(1), "one line a move");
            for lang in Lang::ALL {
                let li = secrets::lang_index(lang);
                for ((seat, action), line) in window.iter().zip(&view.lines) {
                    let line = render(line, lang);
                    let owner = describe(state, *seat, action, &names, Audience::Owner);
                    if Some(*seat) == me {
                        assert!(
                            line.contains(&owner[li]),
                            "seed {seed}: seat {seat} is not told its own move `{}`: {line}",
                            owner[li]
                        );
                        tally.own_lines += 1;
                        if let Action::KeepDestiny { card } = action {
                            let name = destiny::destiny_name(card.id(), lang, edition);
                            assert!(
                                line.contains(&name),
                                "seed {seed}: seat {seat}'s kept {card} is not named: {line}"
                            );
                            tally.own_kept_destiny_named += 1;
                        }
                    } else if action.hides_detail() {
                        assert!(
                            !line.contains(&owner[li]),
                            "seed {seed}: {} is told seat {seat}'s secret move: {line}",
                            asker.name
                        );
                        let others = describe(state, *seat, action, &names, Audience::Others);
                        assert!(line.contains(&others[li]), "{line}");
                        tally.others_hidden_lines += 1;
                    }
                }
            }
            tally.replies += 1;
            if me.is_none() {
                tally.stranger_replies += 1;
            }
        }
    }
}

async fn play_logged(
    service: &harness::Service,
    clock: &ManualClock,
    seed: u64,
    tally: &mut LogTally,
) {
    let ch = harness::channel(&format!("secrets-{seed}"));
    let people = [harness::person(200, "Ingrid"), harness::person(201, "Leif")];
    let stranger = harness::person(299, "Gudrun");
    let askers = [people[0].clone(), people[1].clone(), stranger];
    let bots = 1 + (seed % 2) as usize;
    let out = harness::start_table(service, &ch, &people, bots, settings(seed), seed).await;
    let seats = people.len() + bots;
    let mut game = Logged {
        seed,
        secrets: Secrets::new(seats),
        moves: Moves::new(seats),
        recorded: 0,
    };
    game.observe(service, &ch).await;
    let table = service.active(&ch).await.expect("load").expect("a table");
    game.check_outbound(&table, &out, tally);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    for _ in 0..20_000 {
        // The bots, one move at a time, each state observed.
        while let Some(out) = service.step_bots(&ch).await.expect("a bot step") {
            game.observe(service, &ch).await;
            let table = service.latest(&ch).await.expect("load").expect("a table");
            game.check_outbound(&table, &out, tally);
        }
        let Some(table) = service.active(&ch).await.expect("load") else {
            break;
        };
        clock.advance(1_000);
        let waiting = waiting_people(&table);
        assert!(!waiting.is_empty(), "seed {seed}: nobody is left to move");
        let (seat, decision) = waiting[rng.random_range(0..waiting.len())].clone();
        let out = if rng.random_bool(patience(&decision)) {
            let deadline = table.deadline.expect("auto deadlines are set");
            clock.set(deadline.half());
            let mut out: Vec<Outbound> = Vec::new();
            for (_, o) in service.tick().await.expect("a reminder") {
                out.extend(o);
            }
            clock.set(deadline.due);
            for (_, o) in service.tick().await.expect("the defaults") {
                out.extend(o);
            }
            let after = service.latest(&ch).await.expect("load").expect("a table");
            assert_eq!(
                after.log_len,
                table.log_len + waiting.len() as i64,
                "seed {seed}: a default for each person waiting"
            );
            tally.defaults += waiting.len();
            out
        } else {
            let state = table.game.as_ref().expect("a game");
            let kind = [BotKind::Heuristic, BotKind::Random][seat as usize];
            let action = person_move(state, seat, kind, &mut rng);
            let user = table.user_at(seat).expect("a person");
            let actor = people.iter().find(|p| p.user == user).expect("a person");
            harness::send(
                service,
                &ch,
                actor,
                Op::Act {
                    action,
                    version: None,
                },
            )
            .await
            .unwrap_or_else(|e| panic!("seed {seed}: {action:?} refused: {e}"))
        };
        game.observe(service, &ch).await;
        let table = service.latest(&ch).await.expect("load").expect("a table");
        game.check_outbound(&table, &out, tally);
        game.ask_log(service, &ch, &askers, tally).await;
    }
    let table = service.latest(&ch).await.expect("load").expect("a table");
    assert_eq!(table.status, Status::Finished, "seed {seed}: the game ends");
    tally.games += 1;
}

#[tokio::test]
async fn the_move_log_tells_nobody_another_seats_secret() {
    // R-TABLE-2, R-ASSIGN-5
    let started = std::time::Instant::now();
    let dir = tempfile::tempdir().expect("a temp dir");
    let clock = Arc::new(ManualClock::new(1_000));
    let service = harness::open(&dir.path().join("secrets.db"), clock.clone()).await;
    let mut tally = LogTally::default();
    for seed in 0..LOGGED_GAMES {
        play_logged(&service, &clock, 1_000 + seed, &mut tally).await;
    }
    eprintln!("{tally:?} in {:.1?}", started.elapsed());
    assert_eq!(tally.games, LOGGED_GAMES);
    assert!(tally.stranger_replies * 3 == tally.replies, "{tally:?}");
    assert!(tally.others_hidden_lines > 1_000, "{tally:?}");
    assert!(tally.own_lines > 1_000, "{tally:?}");
    assert!(tally.own_kept_destiny_named >= 1, "{tally:?}");
    assert!(tally.defaults >= 10, "{tally:?}");
}
