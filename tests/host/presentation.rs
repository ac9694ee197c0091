//! What the game says at the table: the compact board, a player's console, the offers of a
//! prompt with what each does now, the narration and the final scoring — snapshots in English
//! and Polish, and checks over whole games that every legal answer is offered within Discord's
//! limits.

use crate::support;
use skald::table::Seen;
use support::*;

use std::collections::BTreeMap;

use skald::games::midgard::ai::{BotInput, BotKind};
use skald::games::midgard::state::{Phase, State};
use skald::games::midgard::*;
use skald::i18n::{render, Lang, Text};
use skald::table::game::Prompt;
use skald::table::{MessageView, TableGame};

/// Discord's limit on a select option's description.
const DETAIL_MAX: usize = 100;
/// A select holds this many options.
const GROUP_MAX: usize = 25;

fn names(seats: u8) -> Vec<String> {
    ["Sigrun", "Halvard", "Ragna", "Bogna"]
        .iter()
        .take(seats as usize)
        .map(|s| s.to_string())
        .collect()
}

fn r(t: &Text, lang: Lang) -> String {
    render(t, lang)
}

/// A view as plain text: title, lines, then each field with its lines.
fn shown(view: &MessageView, lang: Lang) -> String {
    let mut out = String::new();
    if let Some(t) = &view.title {
        out += &format!("# {}\n", r(t, lang));
    }
    for l in &view.lines {
        out += &format!("{}\n", r(l, lang));
    }
    for f in &view.fields {
        out += &format!("## {}\n", r(&f.name, lang));
        for l in &f.lines {
            out += &format!("  {}\n", r(l, lang));
        }
    }
    out
}

/// What a view counts towards an embed's characters.
fn chars(view: &MessageView, lang: Lang) -> usize {
    view.texts().map(|t| r(t, lang).chars().count()).sum()
}

/// A prompt's offers as plain text, grouped as the table shows a long list.
fn offers_text(p: &Prompt<Action>, lang: Lang) -> String {
    let mut out = format!("{}\n{}\n", r(&p.public, lang), r(&p.personal, lang));
    let mut group = None;
    for o in &p.choices {
        let g = o.group.as_ref().map(|g| r(g, lang));
        if g != group {
            out += &format!("[{}]\n", g.clone().unwrap_or_default());
            group = g;
        }
        out += &format!("  {}", r(&o.label, lang));
        if let Some(d) = &o.detail {
            out += &format!(" — {}", r(d, lang));
        }
        if o.actions.len() > 1 {
            out += &format!(" ({} steps)", o.actions.len());
        }
        out.push('\n');
    }
    if let Some(pick) = &p.pick {
        out += &format!("  pick ({}):\n", r(&pick.prompt, lang));
        for item in &pick.items {
            out += &format!("  pick: {}\n", r(item, lang));
        }
    }
    out
}

fn prompt(state: &State, seat: Seat) -> Prompt<Action> {
    <Midgard as TableGame>::prompt(
        &Seen::seat::<Midgard>(state, seat),
        seat,
        &names(state.seats()),
    )
}

fn board(state: &State) -> MessageView {
    <Midgard as TableGame>::board(&Seen::channel::<Midgard>(state), &names(state.seats()))
}

fn hand(state: &State, seat: Seat) -> MessageView {
    <Midgard as TableGame>::hand(
        &Seen::seat::<Midgard>(state, seat),
        seat,
        &names(state.seats()),
    )
}

/// A game of heuristic bots from `seed`, played until `done`.
fn game_until(seats: u8, seed: u64, done: impl FnMut(&State) -> bool) -> State {
    let mut state = started(seats, seed);
    bots_until(&mut state, BotKind::Heuristic, done);
    state
}

fn snapshot(name: &str, text: String) {
    insta::assert_snapshot!(name, text);
}

fn in_both(name: &str, text: impl Fn(Lang) -> String) {
    for lang in Lang::ALL {
        snapshot(&format!("{name}-{lang}"), text(lang));
    }
}

// ---------------------------------------------------------------------------------------------
// Snapshots

#[test]
fn the_compact_board_mid_game_with_three_and_four_seats() {
    // R-TABLE-2: the board is built from the public view.
    let three = game_until(3, 11, |s| {
        s.round == 3 && matches!(s.phase, Phase::Placement { .. }) && s.board.workers.len() >= 4
    });
    in_both("board-3-seats", |lang| shown(&board(&three), lang));
    let four = game_until(4, 3, |s| {
        s.round == 4 && matches!(s.phase, Phase::Resolution { .. })
    });
    in_both("board-4-seats", |lang| shown(&board(&four), lang));
    // One embed, comfortably: even four seats in Polish.
    for lang in Lang::ALL {
        let n = chars(&board(&four), lang);
        assert!(n < 2500, "{n} characters in {lang}");
    }
}

/// The first state of the first game from `seed` on where a seat assigns with three warriors
/// to a fight and a ship.
fn assigning(seats: u8, seed: u64) -> (State, Seat) {
    for seed in seed..seed + 50 {
        let mut found = None;
        let state = game_until(seats, seed, |s| {
            found = pending(s).into_iter().find_map(|(seat, d)| {
                let held: Vec<Target> = assignment::targets(s, seat).collect();
                let ship = held.iter().any(|t| matches!(t, Target::Land(_)));
                let dice = s.player(seat).map_or(0, |p| p.dice.total());
                (d == Decision::Assign && held.len() >= 2 && ship && dice >= 3).then_some(seat)
            });
            found.is_some()
        });
        if let Some(seat) = found {
            return (state, seat);
        }
    }
    panic!("nobody assigns to a fight and a ship");
}

#[test]
fn a_console_during_assignment_and_its_offers() {
    // R-ASSIGN-1, R-ASSIGN-3: the screen shows every fight and ship held, what it faces and
    // what is on it; the offers are whole steps, one group per target, confirm first.
    let (state, seat) = assigning(4, 5);
    in_both("console-assigning", |lang| shown(&hand(&state, seat), lang));
    let p = prompt(&state, seat);
    assert_eq!(p.choices[0].actions, [Action::ConfirmAssignment]);
    assert!(
        p.private,
        "a simultaneous assignment is secret (R-ASSIGN-5)"
    );
    in_both("offers-assigning", |lang| offers_text(&p, lang));
}

#[test]
fn a_console_with_destiny_cards_and_what_each_scores_now() {
    // R-SCORE-1: each destiny card with what it would score now.
    let state = game_until(3, 8, |s| {
        s.round == 6 && s.players.iter().any(|p| p.destiny.len() >= 2)
    });
    let seat = (0..3)
        .find(|&s| state.players[s as usize].destiny.len() >= 2)
        .expect("a seat with two destiny cards");
    in_both("console-destiny", |lang| shown(&hand(&state, seat), lang));
}

#[test]
fn a_placement_prompt_says_what_every_space_gives_now() {
    let state = game_until(4, 3, |s| {
        s.round == 2 && matches!(s.phase, Phase::Placement { sub: None, .. })
    });
    let seat = pending(&state)[0].0;
    let p = prompt(&state, seat);
    assert!(p.choices.iter().all(|o| o.detail.is_some()));
    in_both("offers-placement", |lang| offers_text(&p, lang));
}

#[test]
fn a_roll_prompt_shows_the_fight() {
    // R-COMBAT-3: attack against shields, the damage dealt and still needed.
    let state = game_until(3, 4, |s| {
        let fight = match &s.phase {
            Phase::Resolution { fight: Some(f), .. } => f.foe != state::Foe::Hunt,
            _ => false,
        };
        fight
            && pending(s)
                .first()
                .is_some_and(|(_, d)| *d == Decision::Roll)
    });
    let seat = pending(&state)[0].0;
    in_both("offers-roll", |lang| {
        offers_text(&prompt(&state, seat), lang)
    });
}

#[test]
fn a_round_told_with_its_causes() {
    // Every public line of round 2 of a game, as the channel reads it.
    let mut state = game_until(3, 12, |s| s.round == 2);
    let mut story = Vec::new();
    while state.round == 2 {
        let seat = pending(&state)[0].0;
        let a = BotKind::Heuristic
            .choose(&mut BotInput::new(&state, seat))
            .expect("a move");
        let events = apply(&mut state, seat, &a).expect("a legal move");
        story.push(
            <Midgard as TableGame>::narrate(&Seen::channel::<Midgard>(&state), &events, &names(3))
                .public,
        );
    }
    in_both("narration", |lang| {
        story.iter().flatten().map(|t| r(t, lang) + "\n").collect()
    });
}

#[test]
fn the_final_scoring_ranks_and_reveals() {
    // R-SCORE-1..6: places, destiny cards by name, the enemies of the sets, the tie-break.
    let state = game_until(4, 2, |_| false);
    assert_eq!(state.phase, Phase::Finished);
    let scoring = <Midgard as TableGame>::scoring(&Seen::channel::<Midgard>(&state), &names(4));
    in_both("scoring", |lang| shown(&scoring, lang));
}

/// Levels seat 0's points with seat 1's by their glory track alone.
fn level(state: &mut State) {
    let c = cards::cards().unwrap();
    let total = |s: &State, seat: Seat| scoring::score(s, c, seat).total;
    let diff = total(state, 1) - total(state, 0);
    let g0 = i32::from(state.players[0].glory) + diff;
    if g0 >= 0 {
        state.players[0].glory = g0 as u16;
    } else {
        state.players[1].glory += (-g0) as u16;
        state.players[0].glory = 0;
    }
    assert_eq!(total(state, 0), total(state, 1));
}

#[test]
fn a_tie_on_points_is_broken_by_enemies_defeated_or_shared() {
    // R-SCORE-6: most glory; then most enemies defeated; else a shared place.
    let mut state = game_until(3, 9, |_| false);
    let first_line = |s: &State| {
        let text = shown(
            &<Midgard as TableGame>::scoring(&Seen::channel::<Midgard>(s), &names(3)),
            Lang::En,
        );
        (
            text.lines()
                .find(|l| l.starts_with("## 1."))
                .unwrap()
                .to_string(),
            text,
        )
    };
    // Destiny cards and trolls of the two tied seats count for nothing but the tie-break.
    for p in &mut state.players[..2] {
        p.destiny.clear();
        p.revealed.clear();
    }
    state.players[2].glory += 200;
    state.players[0].trolls = state.players[1].trolls.clone();
    state.players[0].draugr = state.players[1].draugr.clone();
    state.players[0].monsters = state.players[1].monsters.clone();
    state.players[0].trolls.push(troll("troll.young_troll"));
    level(&mut state);
    let (first, text) = first_line(&state);
    assert!(
        text.contains("the most enemies defeated breaks the tie"),
        "{text}"
    );
    assert!(first.contains("Ragna"), "{text}");
    let second = text.lines().find(|l| l.starts_with("## 2.")).unwrap();
    assert!(second.contains("Sigrun"), "{text}");
    // The same number of enemies too: the place is shared.
    state.players[0].trolls.pop();
    level(&mut state);
    let (_, text) = first_line(&state);
    assert!(text.contains("they share the place"), "{text}");
    assert_eq!(text.matches("## 2.").count(), 2, "{text}");
}

// ---------------------------------------------------------------------------------------------
// Whole games

/// Every legal action of `seat` is offered on its own, or (a reroll) reachable by the pick.
fn covers_every_legal_action(state: &State, seat: Seat, p: &Prompt<Action>) {
    for a in legal_actions(state, seat) {
        let offered = p.choices.iter().any(|o| o.actions == [a]);
        let picked = p.pick.is_some() && matches!(a, Action::Reroll { .. });
        assert!(offered || picked, "{a:?} is not offered: {:?}", state.phase);
    }
}

/// Every offer plays legally, all of its actions in order.
fn every_offer_plays(state: &State, seat: Seat, p: &Prompt<Action>) {
    for o in &p.choices {
        assert!(!o.actions.is_empty());
        let mut s = state.clone();
        for a in &o.actions {
            apply(&mut s, seat, a).unwrap_or_else(|e| panic!("{:?}: {a:?} refused: {e}", o.label));
        }
    }
}

/// Groups hold at most a select's options; details and labels fit a select option.
fn fits_discord(p: &Prompt<Action>) {
    let mut groups: BTreeMap<String, usize> = BTreeMap::new();
    for o in &p.choices {
        let g = o.group.as_ref().expect("every offer has a kind");
        *groups.entry(r(g, Lang::En)).or_default() += 1;
        for lang in Lang::ALL {
            let label = r(&o.label, lang);
            assert!(label.chars().count() <= 100, "{lang}: label `{label}`");
            if let Some(d) = &o.detail {
                let d = r(d, lang);
                assert!(
                    d.chars().count() <= DETAIL_MAX,
                    "{lang}: detail `{d}` ({})",
                    d.chars().count()
                );
            }
            assert!(r(g, lang).chars().count() <= 100);
        }
    }
    for (g, n) in groups {
        assert!(n <= GROUP_MAX, "{n} offers in the group {g}");
    }
    // The catch-all is never needed: every answer has its proper kind.
    assert!(
        p.choices
            .iter()
            .all(|o| o.group != Some(Text::new("prompt-group-more"))),
        "an answer fell through to `More`"
    );
}

/// No line is told twice in a row (two combat rounds may each cost a swordsman, but one
/// event is never told twice).
fn no_line_twice(state: &State, events: &[Event]) {
    let n = <Midgard as TableGame>::narrate(
        &Seen::channel::<Midgard>(state),
        events,
        &names(state.seats()),
    );
    let lines: Vec<String> = n.public.iter().map(|t| r(t, Lang::En)).collect();
    for pair in lines.windows(2) {
        assert_ne!(pair[0], pair[1], "told twice in a row");
    }
    // R-COMBAT-3: a combat round is told against the enemy's defense, also when the fight
    // ends with this roll (the fight is gone from the state by then).
    for line in &lines {
        assert!(
            !line.contains(" of 0)"),
            "a fight against no defense: {line}"
        );
    }
}

fn check_everything(state: &State) {
    for seat in 0..state.seats() {
        let p = prompt(state, seat);
        covers_every_legal_action(state, seat, &p);
        every_offer_plays(state, seat, &p);
        fits_discord(&p);
    }
}

#[test]
fn no_prompt_of_whole_games_drops_a_legal_action_or_breaks_a_limit() {
    for (seats, seed) in [(2, 1), (3, 2), (4, 3), (2, 4), (3, 5), (4, 6), (4, 7)] {
        let mut settings = Settings::new(seats);
        settings.first_player = Some(0);
        if seed % 2 == 0 {
            settings.edition = Edition::Classic;
        }
        settings.hall_of_fame = seed % 3 == 0;
        let mut state = started_with(settings, seed);
        let mut boards = 0;
        for _ in 0..100_000 {
            if state.phase == Phase::Finished {
                break;
            }
            check_everything(&state);
            for lang in Lang::ALL {
                let n = chars(&board(&state), lang);
                assert!(
                    n <= 4000,
                    "seed {seed}: a board of {n} characters in {lang}"
                );
                boards += 1;
            }
            let seat = pending(&state)[0].0;
            // Random bots wander into more corners; heuristic ones play real games.
            let kind = if seed % 2 == 0 {
                BotKind::Random
            } else {
                BotKind::Heuristic
            };
            let a = kind
                .choose(&mut BotInput::new(&state, seat))
                .expect("a move");
            let events = apply(&mut state, seat, &a).expect("a legal move");
            no_line_twice(&state, &events);
        }
        assert_eq!(state.phase, Phase::Finished, "seed {seed}");
        assert!(boards > 100);
        for lang in Lang::ALL {
            let s =
                <Midgard as TableGame>::scoring(&Seen::channel::<Midgard>(&state), &names(seats));
            assert!(chars(&s, lang) <= 4000);
        }
    }
}

/// A world dealt fresh, on a thread that has dealt none before.
fn fresh_world(state: &State, viewer: Option<Seat>) -> State {
    let state = state.clone();
    std::thread::spawn(move || (*Seen::by::<Midgard>(&state, viewer)).clone())
        .join()
        .expect("the thread deals")
}

// Each audience's world is dealt once per state and then remembered: after a move, every
// audience sees the new state, dealt exactly as a fresh deal of it, never the world of the
// state before.
#[test]
fn a_remembered_world_follows_every_change_of_the_state() {
    let mut state = game_until(3, 7, |s| s.round == 2);
    for _ in 0..12 {
        for viewer in [None, Some(0), Some(2)] {
            let seen = Seen::by::<Midgard>(&state, viewer);
            assert_eq!(*seen, fresh_world(&state, viewer), "{viewer:?}");
            assert_eq!(
                *Seen::by::<Midgard>(&state, viewer),
                *seen,
                "the same again"
            );
            assert_eq!(seen.round, state.round);
            assert_eq!(seen.phase, state.phase);
        }
        let before = state.clone();
        bots_until(&mut state, BotKind::Heuristic, |s| *s != before);
        let old = Seen::channel::<Midgard>(&before);
        let new = Seen::channel::<Midgard>(&state);
        assert_eq!(*new, fresh_world(&state, None));
        assert_ne!(*old, *new, "a move changes what the channel sees");
    }
}
