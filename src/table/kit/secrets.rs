//! Nothing told to the channel or to a seat tells it another seat's secret: whatever it is
//! told reads the same in a world `Rules::determinize` dealt anew for it.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::told::{picture_lines, prompt_lines, said, same, shown, At};
use super::{names, playout, Player, SetupOf, Told};
use crate::games::Seat;
use crate::table::game::{Audience, Narration, Prompt, TableGame};
use crate::table::seen::Seen;

/// `state` itself, worded as `viewer` would be: the kit words real states and worlds dealt
/// anew alike.
fn real<G: TableGame>(state: &G::State, viewer: Option<Seat>) -> Seen<G::State> {
    Seen::real(state.clone(), viewer)
}

/// What the channel reads of a seat's prompt in the turn message: its public line, and its
/// choices with their actions unless they are private.
fn public_prompt<A: std::fmt::Debug>(p: &Prompt<A>) -> Vec<String> {
    if p.private {
        let mut lines = said([&p.public]);
        lines.push("private".into());
        lines
    } else {
        prompt_lines(p)
    }
}

/// Every table's secret games compared, and at least what the game's setup asks compared.
pub(super) fn nothing_tells_a_secret<G: TableGame>(setup: &SetupOf<G>) {
    let mut told = Told::default();
    for table in &setup.tables {
        for &(seats, player, seed) in &table.secrets {
            told.add(nothing_tells_another_seats_secret::<G>(
                &table.options,
                seats,
                seed,
                player,
                setup.secrets_every,
            ));
        }
    }
    eprintln!("{} compared {told:?}", G::ID);
    assert!(
        told.covers(&setup.least),
        "{} compared {told:?}, wanted {:?}",
        G::ID,
        setup.least
    );
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
    let (state, twin) = (&real::<G>(state, None), &real::<G>(twin, None));
    let board = |s: &Seen<G::State>| shown(&G::board(s, names));
    same(at, "the board", &board(state), &board(twin));
    let seen = Seen::channel::<G>(state);
    same(at, "the board the host words", &board(state), &board(&seen));
    let summary = |s: &Seen<G::State>| shown(&G::summary(s, names));
    same(at, "the summary", &summary(state), &summary(twin));
    let title = |s: &Seen<G::State>| said([&G::phase_title(s)]);
    same(at, "the phase title", &title(state), &title(twin));
    let picture = |s: &Seen<G::State>| picture_lines::<G>(s, names);
    same(at, "the picture", &picture(state), &picture(twin));
    if G::is_over(state) {
        let scoring = |s: &Seen<G::State>| shown(&G::scoring(s, names));
        same(at, "the scoring", &scoring(state), &scoring(twin));
    }
    for (seat, _) in G::pending(state) {
        let public = |s: &Seen<G::State>| public_prompt(&G::prompt(s, seat, names));
        let what = format!("seat {seat}'s prompt in the channel");
        same(at, &what, &public(state), &public(twin));
        same(at, &what, &public(state), &public(&seen));
    }
    if let Some((seat, action)) = played {
        let told = |s: &Seen<G::State>| {
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
    let (state, twin) = (&real::<G>(state, Some(seat)), &real::<G>(twin, Some(seat)));
    let hand = |s: &Seen<G::State>| shown(&G::hand(s, seat, names));
    same(
        at,
        &format!("seat {seat}'s hand"),
        &hand(state),
        &hand(twin),
    );
    if G::pending(state).iter().any(|(s, _)| *s == seat) {
        let prompt = |s: &Seen<G::State>| prompt_lines(&G::prompt(s, seat, names));
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
        shown(&G::scoring(&real::<G>(state, None), names))
    } else {
        Vec::new()
    };
    (G::view(state, None), scoring)
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
    let story = G::narrate(&real::<G>(&after, None), &events, names);
    let told = G::describe_action(
        &real::<G>(before, None),
        seat,
        &action,
        names,
        Audience::Others,
    );
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
    let names = names(seats);
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
