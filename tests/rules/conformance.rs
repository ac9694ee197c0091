//! The conformance kit (issue 13): what every game at Skald's table must pass, written once
//! over `TableGame` and run for each registered game. Seeded random and bot playouts end for
//! every seat count and option set; every listed legal action is accepted and every unlisted
//! one refused without a change; the same seed and actions give the same game byte for byte;
//! a deadline's default is always legal; every action has a public wording in both languages;
//! and nothing told to the channel or to a seat tells it another seat's secret: whatever it is
//! told reads the same in a world `Rules::determinize` dealt anew for it (indistinguishability).

use std::collections::HashSet;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use skald::games::gods::Gods;
use skald::games::joms::{Joms, Mode};
use skald::games::midgard::{Edition, Midgard};
use skald::games::wall::Wall;
use skald::games::Seat;
use skald::i18n::{render, Catalog, Lang, Text};
use skald::table::game::{Narration, Prompt};
use skald::table::gods::options::GodsOptions;
use skald::table::joms::options::JomsOptions;
use skald::table::midgard::options::MidgardOptions;
use skald::table::wall::options::WallOptions;
use skald::table::Think;
use skald::table::{Audience, BotLevel, MessageView, TableGame};

/// More actions than any game of these rules can take: a playout that needs them is stuck.
const ACTION_CAP: usize = 50_000;

/// How a playout picks an action for a seat that must decide.
#[derive(Clone, Copy, Debug)]
enum Player {
    /// Uniform over the listed legal actions, from the kit's own seeded generator.
    Random,
    Bot(BotLevel),
}

/// A whole game: the states after each action, and the actions.
struct Playout<G: TableGame> {
    states: Vec<G::State>,
    log: Vec<(Seat, G::Action)>,
}

fn playout<G: TableGame>(options: &G::Options, seats: u8, seed: u64, player: Player) -> Playout<G> {
    let settings = G::game_settings(options, seats);
    let Ok((mut state, _)) = G::new_game(settings, seed) else {
        panic!("{} deals a game for {seats} seats", G::ID);
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut states = vec![state.clone()];
    let mut log = Vec::new();
    while G::outcome(&state).is_none() {
        assert!(log.len() < ACTION_CAP, "{}: seed {seed} never ends", G::ID);
        let Some(&(seat, _)) = G::pending(&state).first() else {
            panic!("{}: seed {seed}: not over, yet nobody decides", G::ID);
        };
        let action = match player {
            Player::Random => G::legal_actions(&state, seat)
                .choose(&mut rng)
                .cloned()
                .expect("a seat that must decide has a legal action"),
            Player::Bot(level) => {
                G::bot_action(&state, seat, level, Think::Iterations(1)).expect("the bot moves")
            }
        };
        if let Err(e) = G::apply(&mut state, seat, &action) {
            panic!(
                "{}: seed {seed}: {player:?} played {action:?}, refused: {e}",
                G::ID
            );
        }
        log.push((seat, action));
        states.push(state.clone());
    }
    Playout { states, log }
}

/// Every player kind, seat count and option set plays to the end; the same seed and actions
/// replay to the same game, byte for byte.
fn playouts_end_and_replay<G: TableGame>(options: &[G::Options], seats: &[u8], seeds: u64) {
    for o in options {
        for &n in seats {
            for seed in 0..seeds {
                for player in [
                    Player::Random,
                    Player::Bot(BotLevel::Random),
                    Player::Bot(BotLevel::Heuristic),
                ] {
                    let game = playout::<G>(o, n, seed, player);
                    assert!(G::outcome(game.states.last().unwrap()).is_some());
                    let (mut again, _) = G::new_game(G::game_settings(o, n), seed).unwrap();
                    for (seat, action) in &game.log {
                        G::apply(&mut again, *seat, action).unwrap();
                    }
                    let json = |s: &G::State| serde_json::to_string(s).unwrap();
                    assert_eq!(json(&again), json(game.states.last().unwrap()));
                }
            }
        }
    }
}

/// Along whole games: every listed action of every seat applies, every action seen
/// anywhere in the game but not listed now is refused and changes nothing, and a deadline's
/// default is one of the listed actions.
fn only_listed_actions_apply<G: TableGame>(
    options: &G::Options,
    seats: u8,
    seed: u64,
    every: usize,
) {
    let game = playout::<G>(options, seats, seed, Player::Random);
    let seen: Vec<G::Action> = {
        let mut seen = Vec::new();
        for (_, a) in &game.log {
            if !seen.contains(a) {
                seen.push(a.clone());
            }
        }
        seen
    };
    let (mut accepted, mut refused) = (0, 0);
    for state in game.states.iter().step_by(every) {
        let deciding: HashSet<Seat> = G::pending(state).iter().map(|(s, _)| *s).collect();
        for seat in 0..seats {
            let legal = G::legal_actions(state, seat);
            for action in &legal {
                let mut s = state.clone();
                assert!(
                    G::apply(&mut s, seat, action).is_ok(),
                    "{action:?} is listed"
                );
                accepted += 1;
            }
            for action in seen.iter().filter(|a| !legal.contains(a)) {
                let mut s = state.clone();
                assert!(
                    G::apply(&mut s, seat, action).is_err(),
                    "{action:?} is not listed"
                );
                assert!(s == *state, "a refused {action:?} changed the game");
                refused += 1;
            }
            if deciding.contains(&seat) {
                let default = G::default_action(state, seat).expect("a default");
                assert!(
                    legal.contains(&default),
                    "default {default:?} is not listed"
                );
            } else {
                assert!(G::default_action(state, seat).is_none_or(|d| legal.contains(&d)));
            }
        }
    }
    assert!(
        accepted > 100 && refused > 100,
        "checked {accepted} and {refused}"
    );
}

/// Every action played in a whole game has a wording for the channel, complete in both
/// languages.
fn every_action_has_a_public_wording<G: TableGame>(options: &G::Options, seats: u8, seed: u64) {
    let catalog = Catalog::get().expect("the catalog");
    let game = playout::<G>(options, seats, seed, Player::Bot(BotLevel::Heuristic));
    let names: Vec<String> = (0..seats).map(|i| format!("Seat{i}")).collect();
    for ((seat, action), state) in game.log.iter().zip(&game.states) {
        let told = G::describe_action(state, *seat, action, &names, Audience::Others);
        for lang in Lang::ALL {
            let said = catalog.try_render(&told, lang);
            assert!(said.is_ok_and(|s| !s.is_empty()), "{action:?} in {lang}");
        }
    }
}

/// Where a check of the secrets stands, for its failure message.
struct At {
    game: &'static str,
    seed: u64,
    /// The state's index in the playout: the number of actions played before it.
    index: usize,
    action: String,
}

/// `real` and `twin` (from a world dealt anew) must read the same; else the first difference.
fn same(at: &At, what: &str, real: &[String], twin: &[String]) {
    if real == twin {
        return;
    }
    let i = real.iter().zip(twin).take_while(|(a, b)| a == b).count();
    let (one, other) = (real.get(i), twin.get(i));
    let from = match (one, other) {
        (Some(a), Some(b)) => a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count(),
        _ => 0,
    };
    panic!(
        "{} seed {} at action {} ({}): {what} tells a secret:\n  real:       {}\n  dealt anew: {}",
        at.game,
        at.seed,
        at.index,
        at.action,
        around(one, from),
        around(other, from)
    );
}

/// A line, or the part of a long one (a picture's) around character `at`.
fn around(line: Option<&String>, at: usize) -> String {
    let Some(line) = line else {
        return "(nothing)".into();
    };
    if line.chars().count() <= 300 {
        return line.clone();
    }
    let part: String = line
        .chars()
        .skip(at.saturating_sub(120))
        .take(240)
        .collect();
    format!("…{part}…")
}

/// Texts rendered in both languages, a line each.
fn said<'a>(texts: impl IntoIterator<Item = &'a Text>) -> Vec<String> {
    let texts: Vec<&Text> = texts.into_iter().collect();
    Lang::ALL
        .iter()
        .flat_map(|&lang| {
            texts
                .iter()
                .map(move |t| format!("{lang}: {}", render(t, lang)))
        })
        .collect()
}

/// Every text of a message: title, lines, fields, choices, groups, pick and picture words.
fn message_texts(v: &MessageView) -> Vec<&Text> {
    let mut all: Vec<&Text> = v.title.iter().chain(&v.lines).collect();
    for f in &v.fields {
        all.push(&f.name);
        all.extend(&f.lines);
    }
    for c in &v.choices {
        all.push(&c.label);
        all.extend(&c.detail);
    }
    all.extend(&v.groups);
    if let Some((_, pick)) = &v.pick {
        all.push(&pick.prompt);
        all.extend(&pick.items);
    }
    if let Some(p) = &v.picture {
        all.push(&p.alt);
        all.extend(p.words.as_ref());
    }
    all
}

/// A message as read, and its picture's lines if it has one.
fn shown(v: &MessageView) -> Vec<String> {
    let mut lines = said(message_texts(v));
    let svg = v.picture.iter().flat_map(|p| p.svg.lines());
    lines.extend(svg.map(String::from));
    lines
}

/// A prompt as its seat reads it: both lines, every choice with its actions, the pick.
fn prompt_lines<A: std::fmt::Debug>(p: &Prompt<A>) -> Vec<String> {
    let mut texts = vec![&p.public, &p.personal];
    for o in &p.choices {
        texts.push(&o.label);
        texts.extend(o.detail.iter().chain(&o.group));
    }
    if let Some(pick) = &p.pick {
        texts.push(&pick.prompt);
        texts.extend(&pick.items);
    }
    let mut lines = said(texts);
    lines.extend(p.choices.iter().map(|o| format!("{:?}", o.actions)));
    lines.push(format!("private: {}", p.private));
    lines
}

/// The board's picture in both languages, a line of SVG each.
fn picture_lines<G: TableGame>(state: &G::State, names: &[String]) -> Vec<String> {
    let pictures = Lang::ALL
        .iter()
        .flat_map(|&lang| G::picture(state, names, lang));
    pictures
        .flat_map(|svg| svg.lines().map(String::from).collect::<Vec<_>>())
        .collect()
}

/// The channel is shown the same of `state` and of `twin`, a world dealt anew for it: the
/// board, its summary, title and picture, the scoring once over, the pending seats' public
/// prompt lines, and the action played told to the others.
fn channel_cannot_tell<G: TableGame>(
    state: &G::State,
    twin: &G::State,
    played: Option<&(Seat, G::Action)>,
    names: &[String],
    at: &At,
) {
    let board = |s: &G::State| shown(&G::board(s, names));
    same(at, "the board", &board(state), &board(twin));
    let summary = |s: &G::State| shown(&G::summary(s, names));
    same(at, "the summary", &summary(state), &summary(twin));
    let title = |s: &G::State| said([&G::phase_title(s)]);
    same(at, "the phase title", &title(state), &title(twin));
    let picture = |s: &G::State| picture_lines::<G>(s, names);
    same(at, "the picture", &picture(state), &picture(twin));
    if G::is_over(state) {
        let scoring = |s: &G::State| shown(&G::scoring(s, names));
        same(at, "the scoring", &scoring(state), &scoring(twin));
    }
    for (seat, _) in G::pending(state) {
        let public = |s: &G::State| said([&G::prompt(s, seat, names).public]);
        let what = format!("seat {seat}'s public prompt");
        same(at, &what, &public(state), &public(twin));
    }
    if let Some((seat, action)) = played {
        let told = |s: &G::State| {
            said([&G::describe_action(
                s,
                *seat,
                action,
                names,
                Audience::Others,
            )])
        };
        same(
            at,
            "the action told to the others",
            &told(state),
            &told(twin),
        );
    }
}

/// `seat` is shown the same of `state` and of `twin`, a world dealt anew for it: its hand,
/// and its prompt when it must decide.
fn seat_cannot_tell<G: TableGame>(
    state: &G::State,
    twin: &G::State,
    seat: Seat,
    names: &[String],
    at: &At,
) {
    let hand = |s: &G::State| shown(&G::hand(s, seat, names));
    same(
        at,
        &format!("seat {seat}'s hand"),
        &hand(state),
        &hand(twin),
    );
    if G::pending(state).iter().any(|(s, _)| *s == seat) {
        let prompt = |s: &G::State| prompt_lines(&G::prompt(s, seat, names));
        same(
            at,
            &format!("seat {seat}'s prompt"),
            &prompt(state),
            &prompt(twin),
        );
    }
}

/// A copy of `twin` with `state`'s generator, so that chance deals alike in both and only
/// the secrets differ (every engine keeps its generator in the state, as `rng`).
fn same_chance<G: TableGame>(state: &G::State, twin: &G::State) -> G::State {
    let (Ok(real), Ok(mut copy)) = (serde_json::to_value(state), serde_json::to_value(twin)) else {
        panic!("{}: a state serializes", G::ID);
    };
    if let (Some(rng), Some(slot)) = (real.get("rng"), copy.get_mut("rng")) {
        *slot = rng.clone();
    }
    serde_json::from_value(copy).expect("a state reads back")
}

/// What the channel knows after a move: the public view, and the scoring once over.
fn channel_knows<G: TableGame>(state: &G::State, names: &[String]) -> (G::View, Vec<String>) {
    let scoring = if G::is_over(state) {
        shown(&G::scoring(state, names))
    } else {
        Vec::new()
    };
    (G::view(state, None), scoring)
}

/// How much the check compared, to be sure it compares enough.
#[derive(Default, Debug)]
struct Told {
    /// States whose board, hands and prompts were compared with worlds dealt anew.
    states: usize,
    /// Public narrations that told something, compared.
    public: usize,
    /// Private narrations that told something, compared.
    private: usize,
    /// Moves told to the others beside the same kind of move with other secrets.
    moves: usize,
    /// Moves told beside another move that shows the channel nothing either.
    beside: usize,
}

impl Told {
    fn add(&mut self, t: Told) {
        self.states += t.states;
        self.public += t.public;
        self.private += t.private;
        self.moves += t.moves;
        self.beside += t.beside;
    }
}

/// A move played in a world: the world before and after, what the others are told of the
/// move, and the narration of its events.
struct Play<'a, G: TableGame> {
    before: &'a G::State,
    after: G::State,
    move_told: Vec<String>,
    story: Narration,
}

fn play<'a, G: TableGame>(
    before: &'a G::State,
    (seat, action): (Seat, G::Action),
    names: &[String],
    at: &At,
) -> Play<'a, G> {
    let mut after = before.clone();
    let events = match G::apply(&mut after, seat, &action) {
        Ok(events) => events,
        Err(e) => panic!(
            "{} seed {} at action {}: {action:?} is refused in a world its seat cannot tell \
             apart: {e}",
            at.game, at.seed, at.index
        ),
    };
    let story = G::narrate(&after, &events, names);
    let told = G::describe_action(before, seat, &action, names, Audience::Others);
    Play {
        before,
        after,
        move_told: said([&told]),
        story,
    }
}

/// Two plays the channel cannot tell apart once made (the same public view, the same scoring)
/// are told to it alike; and each seat that could not tell them apart before nor after is
/// told the same private lines.
fn plays_alike<G: TableGame>(
    what: &str,
    (one, other): (&Play<G>, &Play<G>),
    names: &[String],
    at: &At,
    told: &mut Told,
) {
    if channel_knows::<G>(&one.after, names) == channel_knows::<G>(&other.after, names) {
        let moved = format!("{what}: the move told to the others");
        same(at, &moved, &one.move_told, &other.move_told);
        let lines = said(&one.story.public);
        let story = format!("{what}: the public narration");
        same(at, &story, &lines, &said(&other.story.public));
        told.public += usize::from(!lines.is_empty());
    }
    for t in 0..names.len() as Seat {
        let knew = G::view(one.before, Some(t)) == G::view(other.before, Some(t));
        if knew && G::view(&one.after, Some(t)) == G::view(&other.after, Some(t)) {
            let to =
                |n: &Narration| said(n.private.iter().filter(|(p, _)| *p == t).map(|(_, x)| x));
            let lines = to(&one.story);
            let story = format!("{what}: the narration to seat {t}");
            same(at, &story, &lines, &to(&other.story));
            told.private += usize::from(!lines.is_empty());
        }
    }
}

/// The move played by `seat`, in `state` and in a world dealt anew for its seat (which plays
/// it there as well): told alike wherever the channel or a seat cannot tell the two apart.
/// Chance stays the same in both: a die rolled in the open and forgotten by the view at once
/// (a fight won on a reroll) would else tell the two worlds apart.
fn move_in_a_twin<G: TableGame>(
    real: &Play<G>,
    played: (Seat, G::Action),
    names: &[String],
    at: &At,
    rng: &mut ChaCha8Rng,
    told: &mut Told,
) {
    let twin = G::determinize(real.before, Some(played.0), rng);
    let twin = same_chance::<G>(real.before, &twin);
    let there = play::<G>(&twin, played, names, at);
    let what = "in a world dealt anew for its seat";
    plays_alike(what, (real, &there), names, at, told);
}

/// The move played by `seat` beside the move at the same place of its list in a world dealt
/// anew for the channel — the same kind of move with other secrets (another card kept or
/// placed) — told alike to the others when the channel sees the same after both.
fn move_with_other_secrets<G: TableGame>(
    real: &Play<G>,
    (seat, action): (Seat, G::Action),
    names: &[String],
    at: &At,
    rng: &mut ChaCha8Rng,
    told: &mut Told,
) {
    let legal = G::legal_actions(real.before, seat);
    let twin = same_chance::<G>(real.before, &G::determinize(real.before, None, rng));
    let theirs = G::legal_actions(&twin, seat);
    let (Some(k), true) = (
        legal.iter().position(|a| *a == action),
        theirs.len() == legal.len(),
    ) else {
        return;
    };
    let other = play::<G>(&twin, (seat, theirs[k].clone()), names, at);
    if G::view(&real.after, None) == G::view(&other.after, None) {
        let what = format!("beside {:?} in a world dealt anew", theirs[k]);
        same(at, &what, &real.move_told, &other.move_told);
        told.moves += usize::from(theirs[k] != action);
    }
}

/// When the move played shows the channel nothing, every other move of its seat's that shows
/// it nothing either is told alike.
fn quiet_moves_alike<G: TableGame>(
    real: &Play<G>,
    (seat, action): (Seat, G::Action),
    names: &[String],
    at: &At,
    told: &mut Told,
) {
    let seen = G::view(real.before, None);
    let quiet = |p: &Play<G>| G::view(&p.after, None) == seen;
    if !quiet(real) {
        return;
    }
    let others = G::legal_actions(real.before, seat);
    for other in others.into_iter().filter(|a| *a != action) {
        let instead = play::<G>(real.before, (seat, other.clone()), names, at);
        if quiet(&instead) {
            let what = format!("beside {other:?}");
            plays_alike(&what, (real, &instead), names, at, told);
            told.beside += 1;
        }
    }
}

/// Along a seeded playout, every `every`th state: the channel and each seat are shown the
/// same of it as of a world dealt anew for them, and the move played there is told alike
/// wherever it cannot be told apart.
fn nothing_tells_another_seats_secret<G: TableGame>(
    options: &G::Options,
    seats: u8,
    seed: u64,
    player: Player,
    every: usize,
) -> Told {
    let game = playout::<G>(options, seats, seed, player);
    let names: Vec<String> = (0..seats).map(|i| format!("Seat{i}")).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5ec2e7);
    let mut told = Told::default();
    for (index, state) in game.states.iter().enumerate().step_by(every) {
        let played = game.log.get(index);
        let at = At {
            game: G::ID,
            seed,
            index,
            action: played.map_or("none".into(), |p| format!("{p:?}")),
        };
        let twin = G::determinize(state, None, &mut rng);
        channel_cannot_tell::<G>(state, &twin, played, &names, &at);
        for seat in 0..seats {
            let twin = G::determinize(state, Some(seat), &mut rng);
            seat_cannot_tell::<G>(state, &twin, seat, &names, &at);
        }
        told.states += 1;
        let Some(played) = played else { continue };
        let real = play::<G>(state, played.clone(), &names, &at);
        move_in_a_twin::<G>(&real, played.clone(), &names, &at, &mut rng, &mut told);
        move_with_other_secrets::<G>(&real, played.clone(), &names, &at, &mut rng, &mut told);
        quiet_moves_alike::<G>(&real, played.clone(), &names, &at, &mut told);
    }
    told
}

fn midgard_options() -> Vec<MidgardOptions> {
    vec![
        MidgardOptions::default(),
        MidgardOptions {
            edition: Edition::Classic,
            hall_of_fame: true,
            distrust: true,
        },
    ]
}

#[test]
fn midgard_playouts_end_and_replay_for_every_seat_count() {
    playouts_end_and_replay::<Midgard>(&midgard_options(), &[2, 3, 4], 2);
}

#[test]
fn midgard_accepts_exactly_its_listed_actions() {
    for (i, o) in midgard_options().iter().enumerate() {
        only_listed_actions_apply::<Midgard>(o, 2 + i as u8, 7 + i as u64, 9);
    }
}

#[test]
fn midgard_tells_every_action_in_public_words() {
    for o in midgard_options() {
        every_action_has_a_public_wording::<Midgard>(&o, 3, 5);
    }
}

fn wall_options() -> Vec<WallOptions> {
    vec![
        WallOptions::default(),
        WallOptions {
            neutrals: 1,
            tied_forts_stay: true,
            druhid_shift: true,
        },
    ]
}

#[test]
fn wall_playouts_end_and_replay_for_every_seat_count() {
    playouts_end_and_replay::<Wall>(&wall_options(), &[1, 2, 3, 4], 2);
}

#[test]
fn wall_accepts_exactly_its_listed_actions() {
    for (i, o) in wall_options().iter().enumerate() {
        only_listed_actions_apply::<Wall>(o, 2 + i as u8, 3 + i as u64, 3);
    }
}

#[test]
fn wall_tells_every_action_in_public_words() {
    for o in wall_options() {
        every_action_has_a_public_wording::<Wall>(&o, 3, 5);
    }
}

fn gods_options() -> Vec<GodsOptions> {
    vec![
        GodsOptions::default(),
        GodsOptions {
            free_deploy: true,
            round_limit: 6,
        },
    ]
}

#[test]
fn gods_playouts_end_and_replay() {
    playouts_end_and_replay::<Gods>(&gods_options(), &[2], 3);
}

#[test]
fn gods_accepts_exactly_its_listed_actions() {
    for (i, o) in gods_options().iter().enumerate() {
        only_listed_actions_apply::<Gods>(o, 2, 5 + i as u64, 3);
    }
}

#[test]
fn gods_tells_every_action_in_public_words() {
    for o in gods_options() {
        every_action_has_a_public_wording::<Gods>(&o, 2, 5);
    }
}

#[test]
fn gods_tells_everyone_the_same() {
    // R-INFO-1: all is public; a world dealt anew changes only future dice, so nothing told
    // may differ between a game and its twin.
    let mut told = Told::default();
    for o in gods_options() {
        for player in [Player::Random, Player::Bot(BotLevel::Random)] {
            told.add(nothing_tells_another_seats_secret::<Gods>(
                &o, 2, 44, player, 2,
            ));
        }
    }
    eprintln!("gods compared {told:?}");
    assert!(told.states > 100 && told.public > 50, "compared {told:?}");
}

/// Seat counts and players the secrets are checked with.
const SECRET_TABLES: [(u8, Player); 4] = [
    (1, Player::Bot(BotLevel::Heuristic)),
    (2, Player::Random),
    (3, Player::Bot(BotLevel::Heuristic)),
    (4, Player::Bot(BotLevel::Random)),
];

#[test]
fn midgard_tells_nobody_another_seats_secret() {
    let mut told = Told::default();
    for (i, o) in midgard_options().iter().enumerate() {
        for &(seats, player) in &SECRET_TABLES[1..] {
            for seed in [40, 41] {
                let seed = seed + 10 * i as u64;
                told.add(nothing_tells_another_seats_secret::<Midgard>(
                    o, seats, seed, player, 3,
                ));
            }
        }
    }
    eprintln!("midgard compared {told:?}");
    assert!(
        told.states > 500 && told.public > 300 && told.private > 100,
        "compared {told:?}"
    );
    assert!(told.moves > 10 && told.beside > 100, "compared {told:?}");
}

#[test]
fn wall_tells_nobody_another_seats_secret() {
    let mut told = Told::default();
    for (i, o) in wall_options().iter().enumerate() {
        for &(seats, player) in &SECRET_TABLES {
            for seed in [40, 41, 42] {
                let seed = seed + 10 * i as u64;
                told.add(nothing_tells_another_seats_secret::<Wall>(
                    o, seats, seed, player, 1,
                ));
            }
        }
    }
    eprintln!("wall compared {told:?}");
    assert!(told.states > 500 && told.public > 50, "compared {told:?}");
    assert!(told.moves > 100 && told.beside > 100, "compared {told:?}");
}

fn joms_options() -> Vec<JomsOptions> {
    vec![
        JomsOptions::default(),
        JomsOptions {
            mode: Mode::Coop,
            difficulty: "legendary".into(),
            ygg_everyone: true,
            ..JomsOptions::default()
        },
    ]
}

#[test]
fn joms_playouts_end_and_replay_for_every_seat_count() {
    playouts_end_and_replay::<Joms>(&joms_options()[..1], &[2, 3, 4], 2);
    playouts_end_and_replay::<Joms>(&joms_options()[1..], &[1, 2, 4], 2);
}

#[test]
fn joms_accepts_exactly_its_listed_actions() {
    for (i, o) in joms_options().iter().enumerate() {
        only_listed_actions_apply::<Joms>(o, 2 + i as u8, 7 + i as u64, 3);
    }
}

#[test]
fn joms_tells_every_action_in_public_words() {
    for o in joms_options() {
        every_action_has_a_public_wording::<Joms>(&o, 3, 5);
    }
}

#[test]
fn joms_tells_nobody_another_seats_secret() {
    // R-INFO: hands, pile order, dealt characters, searches and REWARD draws are secret; a
    // world dealt anew for the channel or a seat changes nothing it is told.
    let mut told = Told::default();
    for (i, o) in joms_options().iter().enumerate() {
        let tables: &[(u8, Player)] = if i == 0 {
            &SECRET_TABLES[1..]
        } else {
            &SECRET_TABLES[..3]
        };
        for &(seats, player) in tables {
            let seed = 60 + 10 * i as u64 + u64::from(seats);
            told.add(nothing_tells_another_seats_secret::<Joms>(
                o, seats, seed, player, 5,
            ));
        }
    }
    eprintln!("joms compared {told:?}");
    // Nearly every move shows the channel something (a card placed, a prompt answered), so
    // few moves are quiet or can be told beside another; the states and what they tell are
    // the check here.
    assert!(told.states > 200 && told.public > 100, "compared {told:?}");
}
