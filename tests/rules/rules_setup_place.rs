//! Rules tests for setup (R-SETUP), the round structure (R-ROUND), preparation (R-PREP),
//! worker placement (R-PLACE) and every location (R-LOC), with the location-related leader
//! powers (R-LEADER: Dagrun, Gylfir). Rule ids refer to /work/shared/rules/midgard.md.

use crate::support;
use support::*;

use skald::games::midgard::cards::{MerchantId, ShipId};
use skald::games::midgard::event::{DeckKind, Goods};
use skald::games::midgard::setup::prepare_round;
use skald::games::midgard::state::{JourneyCard, Phase};
use skald::games::midgard::*;

// ---------------------------------------------------------------------------------------------
// Helpers local to this file.
// ---------------------------------------------------------------------------------------------

/// Leaders by seat for most tests: none of them acts at a location.
const PLAIN_LEADERS: [Leader; 4] = [
    Leader::Asmundr,
    Leader::Svanhildr,
    Leader::Ullr,
    Leader::Gylfir,
];

fn settings(seats: u8, edition: Edition, first: Seat) -> Settings {
    let mut s = Settings::new(seats);
    s.edition = edition;
    s.first_player = Some(first);
    s
}

/// A game at round 1's first placement, each seat having chosen `leaders[seat]` through the
/// engine.
fn game_leaders(settings: Settings, seed: u64, leaders: &[Leader]) -> State {
    let mut st = new_with(settings, seed);
    while matches!(st.phase, Phase::Leaders { .. }) {
        let seat = to_act(&st);
        play(
            &mut st,
            seat,
            Action::ChooseLeader {
                leader: leaders[seat as usize],
            },
        );
    }
    st
}

fn game_of(seats: u8, edition: Edition) -> State {
    game_leaders(settings(seats, edition, 0), 7, &PLAIN_LEADERS)
}

/// A revised game, seat 0 first, at round 1's first placement.
fn game(seats: u8) -> State {
    game_of(seats, Edition::Revised)
}

/// `seat` has exactly `n` workers left to place this round, nobody else has any, and it is
/// `seat`'s turn.
fn solo(st: &mut State, seat: Seat, n: u8) {
    for (i, p) in st.players.iter_mut().enumerate() {
        p.placed = if i as Seat == seat {
            p.workers - n
        } else {
            p.workers
        };
    }
    give_turn(st, seat);
}

fn goods(st: &mut State, seat: Seat, food: u8, wood: u8, coins: u8) {
    let p = &mut st.players[seat as usize];
    p.food = food;
    p.wood = wood;
    p.coins = coins;
}

/// Sets a player's dice, taking them from (or returning them to) the supply, so that the
/// number of dice in the game stays right.
fn set_dice(st: &mut State, seat: Seat, dice: Dice) {
    let old = st.players[seat as usize].dice;
    let supply = st.board.supply.plus(&old);
    assert!(dice.fits_in(&supply), "the supply lacks {dice:?}");
    st.board.supply = supply.minus(&dice);
    st.players[seat as usize].dice = dice;
}

/// Sets the dice waiting at the Armorer, Spear Maker and Blacksmith, through the supply.
fn set_shop(st: &mut State, dice: Dice) {
    let supply = st.board.supply.plus(&st.board.shop_dice);
    assert!(dice.fits_in(&supply), "the supply lacks {dice:?}");
    st.board.supply = supply.minus(&dice);
    st.board.shop_dice = dice;
}

fn decision(st: &State) -> (Seat, Decision) {
    let open = pending(st);
    assert_eq!(open.len(), 1, "one open decision expected: {open:?}");
    open[0].clone()
}

fn is_placing(st: &State, seat: Seat) -> bool {
    st.phase
        == Phase::Placement {
            turn: seat,
            sub: None,
        }
}

fn places(st: &State, seat: Seat) -> Vec<Space> {
    legal_actions(st, seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Place { space } => Some(space),
            _ => None,
        })
        .collect()
}

fn calm() -> JourneyCard {
    JourneyCard {
        kind: JourneyKind::Calm,
        copy: 0,
    }
}

fn ship(id: &str) -> ShipId {
    ShipId::from_id(id).expect("known ship")
}

fn merchant(id: &str) -> MerchantId {
    MerchantId::from_id(id).expect("known merchant card")
}

fn count<T>(v: &[T], f: impl Fn(&T) -> bool) -> usize {
    v.iter().filter(|x| f(x)).count()
}

/// Plays default answers until round `round`'s placement has begun (or the game ends).
fn to_round(st: &mut State, round: u8) -> Vec<Event> {
    let mut events = Vec::new();
    for _ in 0..10_000 {
        if st.phase == Phase::Finished
            || (st.round >= round && matches!(st.phase, Phase::Placement { .. }))
        {
            return events;
        }
        let seat = to_act(st);
        let a = default_action(st, seat).expect("a default");
        events.extend(play(st, seat, a));
    }
    panic!("round {round} never began");
}

/// Plays default answers until the next round's placement begins.
fn to_next_round(st: &mut State) -> Vec<Event> {
    let next = st.round + 1;
    to_round(st, next)
}

// ---------------------------------------------------------------------------------------------
// R-SETUP
// ---------------------------------------------------------------------------------------------

#[test]
fn setup_seat_count_and_round_counter() {
    // R-SETUP
    // R-SETUP-1: 2 to 4 seats; the round counter starts at 1.
    for seats in [0, 1, 5, 6] {
        let got = new_game(Settings::new(seats), 1).map(|_| ());
        assert!(
            matches!(got, Err(RuleError::InvalidSettings(_))),
            "{seats} seats: {got:?}"
        );
    }
    for seats in 2..=4 {
        let st = new_with(Settings::new(seats), 1);
        assert_eq!(st.seats(), seats);
        assert_eq!(st.round, 1);
        assert_eq!(st.phase, Phase::Leaders { index: 0 });
        let st = game(seats);
        assert_eq!(st.round, 1);
    }
}

#[test]
fn setup_market_stalls_by_seat_count() {
    // R-SETUP-2: 2 seats 1 military + 1 economic; 3 seats 1 + 2; 4 seats 2 + 2; drawn at random.
    for (seats, military, economic) in [(2u8, 1usize, 1usize), (3, 1, 2), (4, 2, 2)] {
        let mut seen = std::collections::HashSet::new();
        for seed in 0..30 {
            let st = new_with(Settings::new(seats), seed);
            let stalls = &st.board.stalls;
            assert_eq!(
                count(stalls, |s| s.is_military()),
                military,
                "{seats} seats"
            );
            assert_eq!(
                count(stalls, |s| !s.is_military()),
                economic,
                "{seats} seats"
            );
            let mut uniq = stalls.clone();
            uniq.sort();
            uniq.dedup();
            assert_eq!(uniq.len(), stalls.len(), "a stall drawn twice");
            seen.insert(uniq);
        }
        assert!(
            seen.len() > 3,
            "stalls are not drawn at random ({seats} seats)"
        );
    }
}

#[test]
fn setup_private_longships_by_seat_count() {
    // R-SETUP-3: tiles marked 3+ are removed with 2 seats, tiles marked 4+ with fewer than 4.
    let expect = |ids: &[&str]| ids.iter().map(|i| ship(i)).collect::<Vec<_>>();
    let st = new_with(Settings::new(2), 3);
    assert_eq!(st.board.ships, expect(&["ship.karvi", "ship.snekkja"]));
    let st = new_with(Settings::new(3), 3);
    assert_eq!(
        st.board.ships,
        expect(&["ship.karvi", "ship.snekkja", "ship.skeid"])
    );
    let st = new_with(Settings::new(4), 3);
    assert_eq!(
        st.board.ships,
        expect(&["ship.karvi", "ship.snekkja", "ship.skeid", "ship.drakkar"])
    );
    // The public longships: small (capacity 5, free) and large (capacity 10, 1 coin) are
    // checked in `longships_reserve_a_free_active_land` (R-LOC-LONGSHIP).
}

#[test]
fn setup_decks_sizes_by_edition_and_shuffled() {
    // R-SETUP-4: runes, destiny, merchant ships, trolls, draugr, journeys, monsters, shuffled
    // separately. Sizes: journeys 20 revised / 18 classic; merchants 10 / 8; destiny 13 / 12.
    for (edition, journeys, merchants, destiny) in [
        (Edition::Revised, 20usize, 10usize, 13usize),
        (Edition::Classic, 18, 8, 12),
    ] {
        for seats in 2..=4u8 {
            let st = new_with(settings(seats, edition, 0), 11);
            let d = &st.decks;
            assert_eq!(d.trolls.len(), 16);
            assert_eq!(d.draugr.len(), 21);
            assert_eq!(d.monsters.len(), 36);
            assert_eq!(d.runes.len(), 10);
            assert_eq!(d.journeys.len(), journeys, "{edition:?}");
            assert_eq!(d.merchants.len(), merchants, "{edition:?}");
            // Leaders are not chosen yet, so no destiny card is dealt (R-SETUP-9).
            assert_eq!(d.destiny.len(), destiny, "{edition:?} {seats}");
            assert!(st.players.iter().all(|p| p.destiny.is_empty()));
            assert!(d.troll_discard.is_empty() && d.draugr_discard.is_empty());
            assert!(d.journey_discard.is_empty() && d.merchant_discard.is_empty());
            // Calm seas: 8 classic, 10 revised.
            let calm = count(&d.journeys, |c| c.kind == JourneyKind::Calm);
            assert_eq!(calm, journeys - 10);
            for kind in [
                JourneyKind::Becalmed,
                JourneyKind::Kraken,
                JourneyKind::Storm,
                JourneyKind::Whirlpool,
                JourneyKind::Lost,
            ] {
                assert_eq!(count(&d.journeys, |c| c.kind == kind), 2, "{kind:?}");
            }
        }
    }
    // Classic: merchant ships 9 and 10 and the Despised destiny card are not in the game.
    let st = new_with(settings(4, Edition::Classic, 0), 5);
    for m in ["merchant.9", "merchant.10"] {
        assert!(!st.decks.merchants.contains(&merchant(m)));
    }
    let despised = destiny("destiny.despised");
    assert!(!st.decks.destiny.contains(&despised));
    assert!(st.players.iter().all(|p| !p.destiny.contains(&despised)));
    let st = new_with(settings(4, Edition::Revised, 0), 5);
    let all_destiny: Vec<_> = st
        .players
        .iter()
        .flat_map(|p| p.destiny.clone())
        .chain(st.decks.destiny.clone())
        .collect();
    assert!(all_destiny.contains(&despised));
    // Shuffled: two seeds give different orders of every deck.
    let a = new_with(Settings::new(3), 1);
    let b = new_with(Settings::new(3), 2);
    assert_ne!(a.decks.trolls, b.decks.trolls);
    assert_ne!(a.decks.draugr, b.decks.draugr);
    assert_ne!(a.decks.monsters, b.decks.monsters);
    assert_ne!(a.decks.runes, b.decks.runes);
    assert_ne!(a.decks.journeys, b.decks.journeys);
    assert_ne!(a.decks.merchants, b.decks.merchants);
    let mut sorted = a.decks.trolls.clone();
    sorted.sort();
    assert_ne!(a.decks.trolls, sorted, "the troll deck is not shuffled");
}

#[test]
fn setup_first_player_chosen_or_random() {
    // R-SETUP-5: the host may pick the first player; by default a random one.
    for first in 0..4 {
        let (st, events) = new_game(settings(4, Edition::Revised, first), 9).unwrap();
        assert_eq!(st.round_first, first);
        assert_eq!(st.marker, first);
        assert!(events.contains(&Event::GameStarted {
            first_player: first
        }));
        let st = game_leaders(settings(4, Edition::Revised, first), 9, &PLAIN_LEADERS);
        assert!(is_placing(&st, first), "the first player places first");
    }
    let mut bad = settings(3, Edition::Revised, 3);
    assert!(matches!(
        new_game(bad.clone(), 1),
        Err(RuleError::InvalidSettings(_))
    ));
    bad.first_player = None;
    let mut firsts = std::collections::HashSet::new();
    for seed in 0..40 {
        let st = new_with(bad.clone(), seed);
        assert!(st.round_first < 3);
        assert_eq!(st.marker, st.round_first);
        firsts.insert(st.round_first);
    }
    assert_eq!(
        firsts.len(),
        3,
        "a random first player should vary with the seed"
    );
}

#[test]
fn setup_leaders_chosen_counter_clockwise_first_player_last() {
    // R-SETUP-6: from the first player's right, counter-clockwise; each leader at most once.
    let mut st = new_with(settings(4, Edition::Revised, 2), 1);
    let mut order = Vec::new();
    let choices = [
        Leader::Dagrun,
        Leader::Ullr,
        Leader::Gylfir,
        Leader::Asmundr,
    ];
    for (i, &leader) in choices.iter().enumerate() {
        let (seat, d) = decision(&st);
        assert_eq!(d, Decision::Leader);
        order.push(seat);
        let legal = legal_actions(&st, seat);
        assert_eq!(legal.len(), 5 - i, "the leaders still free");
        if i > 0 {
            // A leader already taken is refused.
            refused(
                &mut st,
                seat,
                Action::ChooseLeader { leader: choices[0] },
                RuleError::LeaderTaken,
            );
            assert!(!legal.contains(&Action::ChooseLeader { leader: choices[0] }));
        }
        // Nobody else may choose now.
        let other = (seat + 1) % 4;
        refused(
            &mut st,
            other,
            Action::ChooseLeader { leader },
            RuleError::NotYourDecision,
        );
        play(&mut st, seat, Action::ChooseLeader { leader });
    }
    // Seat 2 is first: its right is seat 1, then 0, then 3, and seat 2 chooses last.
    assert_eq!(order, vec![1, 0, 3, 2]);
    for (seat, leader) in [(1, Leader::Dagrun), (0, Leader::Ullr), (3, Leader::Gylfir)] {
        assert_eq!(st.players[seat].leader, Some(leader));
    }
    assert_eq!(st.players[2].leader, Some(Leader::Asmundr));
    assert!(is_placing(&st, 2));

    // Three seats, seat 0 first: 2, 1, 0.
    let mut st = new_with(settings(3, Edition::Revised, 0), 1);
    let mut order = Vec::new();
    while matches!(st.phase, Phase::Leaders { .. }) {
        let seat = to_act(&st);
        order.push(seat);
        let a = default_action(&st, seat).unwrap();
        play(&mut st, seat, a);
    }
    assert_eq!(order, vec![2, 1, 0]);
}

#[test]
fn setup_starting_goods() {
    // R-SETUP-7: 1 food, 1 wood, 1 coin, 1 favor, 1 swordsman die, 0 glory (and no blame).
    for edition in [Edition::Revised, Edition::Classic] {
        for seats in 2..=4u8 {
            let st = new_with(settings(seats, edition, 0), 4);
            for p in &st.players {
                assert_eq!(
                    (p.food, p.wood, p.coins, p.favor, p.blame, p.glory),
                    (1, 1, 1, 1, 0, 0)
                );
                assert_eq!(p.dice, Dice::new(1, 0, 0));
                assert!(p.runes.is_empty() && p.ship.is_none());
            }
            // The dice in the box: 12 / 12 / 10, the players' swordsmen taken out.
            assert_eq!(st.board.supply, Dice::new(12 - seats, 12, 10));
            assert_invariants(&st);
        }
    }
}

#[test]
fn setup_workers_per_seat_count() {
    // R-SETUP-8: 3 workers (4 with 2 seats); one extra each waits at the Workers' Huts.
    for (seats, workers) in [(2u8, 4u8), (3, 3), (4, 3)] {
        let st = game(seats);
        for p in &st.players {
            assert_eq!(p.workers, workers, "{seats} seats");
            assert_eq!(p.placed, 0);
            assert!(!p.bought_worker);
        }
        // Every player can buy exactly one extra worker.
        let mut st = st;
        goods(&mut st, 0, 0, 0, 9);
        place(&mut st, 0, loc(Location::WorkersHuts));
        assert_eq!(st.players[0].workers, workers + 1);
    }
}

#[test]
fn setup_one_secret_destiny_card_each() {
    // R-SETUP-9: after all leaders are chosen (R-SETUP-6), every player draws 1 destiny card,
    // secret. Nobody holds or sees one while choosing a leader.
    let (mut st, events) = new_game(settings(4, Edition::Revised, 0), 8).unwrap();
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::DestinyDrawn { .. })));
    let deck = st.decks.destiny.len();
    let mut events = Vec::new();
    while matches!(st.phase, Phase::Leaders { .. }) {
        let (seat, d) = decision(&st);
        assert_eq!(d, Decision::Leader);
        for p in &st.players {
            assert!(p.destiny.is_empty(), "a destiny card before the leaders");
        }
        for viewer in (0..4).map(Viewer::Seat).chain([Viewer::Public]) {
            let v = view(&st, viewer);
            for pv in &v.players {
                assert_eq!(pv.destiny_count, 0);
                assert!(pv.destiny.as_ref().is_none_or(|d| d.is_empty()));
            }
            assert_eq!(v.board.destiny_deck, deck);
        }
        let a = default_action(&st, seat).unwrap();
        events.extend(play(&mut st, seat, a));
    }
    // The last leader chosen, then the cards dealt, then the first round.
    let last_leader = events
        .iter()
        .rposition(|e| matches!(e, Event::LeaderChosen { .. }))
        .unwrap();
    let first_draw = events
        .iter()
        .position(|e| matches!(e, Event::DestinyDrawn { .. }))
        .expect("destiny cards dealt");
    let round = events
        .iter()
        .position(|e| matches!(e, Event::RoundStarted { .. }))
        .unwrap();
    assert!(last_leader < first_draw && first_draw < round);
    assert_eq!(st.decks.destiny.len(), deck - 4);
    let mut dealt = Vec::new();
    for (seat, p) in st.players.iter().enumerate() {
        assert_eq!(p.destiny.len(), 1);
        assert!(!st.decks.destiny.contains(&p.destiny[0]));
        dealt.push(p.destiny[0]);
        let ev = Event::DestinyDrawn {
            seat: seat as Seat,
            cards: p.destiny.clone(),
        };
        assert!(events.contains(&ev));
        assert_eq!(ev.secret_for(), Some(seat as Seat));
        // Others see only how many.
        let other = view(&st, Viewer::Seat(((seat + 1) % 4) as Seat));
        assert_eq!(other.players[seat].destiny, None);
        assert_eq!(other.players[seat].destiny_count, 1);
        assert_eq!(view(&st, Viewer::Public).players[seat].destiny, None);
        let own = view(&st, Viewer::Seat(seat as Seat));
        assert_eq!(own.players[seat].destiny, Some(p.destiny.clone()));
    }
    dealt.sort();
    dealt.dedup();
    assert_eq!(dealt.len(), 4, "four different cards");
}

#[test]
fn setup_variants_off_by_default() {
    // R-SETUP-10: Hall of Fame makes defeated enemies public; Distrust starts everyone with
    // 1 blame. Both are off by default.
    let s = Settings::new(3);
    assert!(!s.hall_of_fame && !s.distrust);
    let st = new_with(s, 1);
    assert!(st.players.iter().all(|p| p.blame == 0));

    let mut s = Settings::new(3);
    s.distrust = true;
    let st = new_with(s, 1);
    assert!(st.players.iter().all(|p| p.blame == 1));

    for hall in [false, true] {
        let mut s = settings(3, Edition::Revised, 0);
        s.hall_of_fame = hall;
        let mut st = game_leaders(s, 1, &PLAIN_LEADERS);
        st.players[0].trolls.push(troll("troll.young_troll"));
        let other = view(&st, Viewer::Seat(1));
        assert_eq!(other.players[0].defeated_count, 1, "the count is public");
        assert_eq!(other.players[0].defeated.is_some(), hall);
        let own = view(&st, Viewer::Seat(0));
        assert!(own.players[0].defeated.is_some());
    }
}

// ---------------------------------------------------------------------------------------------
// R-ROUND
// ---------------------------------------------------------------------------------------------

#[test]
fn round_structure_eight_rounds_then_scoring() {
    // R-ROUND: eight rounds of preparation, placement, assignment, resolution, cleanup; then
    // final scoring after round 8's cleanup.
    let (mut st, mut events) = new_game(settings(2, Edition::Revised, 0), 21).unwrap();
    let mut steps = 0;
    while st.phase != Phase::Finished {
        let seat = to_act(&st);
        let a = default_action(&st, seat).unwrap();
        events.extend(play(&mut st, seat, a));
        steps += 1;
        assert!(steps < 5_000, "the game does not end");
    }
    assert_eq!(st.round, 8);
    assert!(skald::games::midgard::outcome(&st).is_some());
    assert!(pending(&st).is_empty());
    refused(
        &mut st,
        0,
        Action::Place {
            space: loc(Location::HuntingGrounds),
        },
        RuleError::GameOver,
    );
    let starts: Vec<(usize, u8)> = events
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match e {
            Event::RoundStarted { round, .. } => Some((i, *round)),
            _ => None,
        })
        .collect();
    assert_eq!(
        starts.iter().map(|&(_, r)| r).collect::<Vec<_>>(),
        (1..=8).collect::<Vec<u8>>()
    );
    assert!(matches!(events.last(), Some(Event::GameEnded { .. })));
    assert_eq!(count(&events, |e| matches!(e, Event::GameEnded { .. })), 1);
    let mut bounds: Vec<usize> = starts.iter().map(|&(i, _)| i).collect();
    bounds.push(events.len());
    for (r, w) in bounds.windows(2).enumerate() {
        let round = &events[w[0]..w[1]];
        let pos = |f: &dyn Fn(&Event) -> bool| round.iter().position(f);
        let rpos = |f: &dyn Fn(&Event) -> bool| round.iter().rposition(f);
        // Preparation, before any placement.
        let prep = pos(&|e| matches!(e, Event::ShopsRestocked { .. })).expect("preparation");
        let first_place = pos(&|e| matches!(e, Event::WorkerPlaced { .. })).unwrap();
        let last_place = rpos(&|e| matches!(e, Event::WorkerPlaced { .. })).unwrap();
        // Assignment ends once every worker is placed.
        let reveal = pos(&|e| matches!(e, Event::AssignmentsRevealed { .. })).unwrap();
        // Resolution: everyone hunted (the default placement).
        let hunt = pos(&|e| matches!(e, Event::FightStarted { .. })).unwrap();
        // Cleanup: the undefeated troll escapes.
        let clean = pos(&|e| matches!(e, Event::TrollEscaped { .. })).unwrap();
        assert!(
            prep < first_place && last_place < reveal && reveal < hunt && hunt < clean,
            "round {}: {prep} {first_place} {last_place} {reveal} {hunt} {clean}",
            r + 1
        );
        assert_eq!(
            count(round, |e| matches!(e, Event::WorkerPlaced { .. })),
            8,
            "2 seats × 4 workers"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// R-PREP
// ---------------------------------------------------------------------------------------------

#[test]
fn preparation_fills_the_board_for_round_one() {
    // R-PREP
    let (st0, _) = new_game(settings(3, Edition::Revised, 0), 13).unwrap();
    let troll_top = *st0.decks.trolls.last().unwrap();
    let n = st0.decks.draugr.len();
    let (draugr_l, draugr_r) = (st0.decks.draugr[n - 1], st0.decks.draugr[n - 2]);
    let merchant_top = *st0.decks.merchants.last().unwrap();
    let st = game_leaders(settings(3, Edition::Revised, 0), 13, &PLAIN_LEADERS);
    let b = &st.board;
    // R-PREP-1: the top troll card.
    assert_eq!(b.troll, Some(troll_top));
    // R-PREP-2: two draugr, left then right.
    assert_eq!(b.draugr, [Some(draugr_l), Some(draugr_r)]);
    // R-PREP-3: a face-down journey card on every active land, nobody has looked at it.
    for (i, land) in b.lands.iter().enumerate() {
        assert_eq!(land.journey.is_some(), land.active, "land {i}");
        assert_eq!(land.peeked, 0);
        // R-PREP-5: a monster on every active land.
        assert_eq!(land.monster.is_some(), land.active, "land {i}");
        assert!(land.voyage.is_none());
    }
    assert_eq!(st.decks.journeys.len(), 20 - 3);
    assert_eq!(st.decks.monsters.len(), 36 - 3);
    // R-PREP-4: three face-up runes.
    assert!(b.rune_row.iter().all(Option::is_some));
    assert_eq!(st.decks.runes.len(), 7);
    // R-PREP-6: the top merchant card.
    assert_eq!(b.merchant, Some(merchant_top));
    // R-PREP-7: one die of each kind at the shops and 1 food at the Smokehouse.
    assert_eq!(b.shop_dice, Dice::new(1, 1, 1));
    assert_eq!(b.smokehouse_food, 1);
    assert_eq!(b.supply, Dice::new(12 - 3 - 1, 11, 9));
    assert_invariants(&st);
}

#[test]
fn preparation_of_the_next_round() {
    // R-PREP-1 .. R-PREP-7 at round 2, after a round where everyone hunted.
    let mut st = game(3);
    let old_troll = st.board.troll.unwrap();
    let old_draugr = st.board.draugr;
    let troll_top = *st.decks.trolls.last().unwrap();
    let n = st.decks.draugr.len();
    let (draugr_l, draugr_r) = (st.decks.draugr[n - 1], st.decks.draugr[n - 2]);
    let journeys: Vec<_> = st.board.lands.iter().map(|l| l.journey).collect();
    let monsters: Vec<_> = st.board.lands.iter().map(|l| l.monster).collect();
    let runes = st.board.rune_row;
    let old_merchant = st.board.merchant.unwrap();
    let merchant_top = *st.decks.merchants.last().unwrap();
    let events = to_next_round(&mut st);
    assert_eq!(st.round, 2);
    let b = &st.board;
    // R-PREP-1: the escaped troll was discarded, the next one revealed.
    assert_eq!(b.troll, Some(troll_top));
    assert_eq!(st.decks.troll_discard, vec![old_troll]);
    assert!(events.contains(&Event::TrollRevealed { card: troll_top }));
    // R-PREP-2: two new draugr.
    assert_eq!(b.draugr, [Some(draugr_l), Some(draugr_r)]);
    for d in old_draugr {
        assert!(st.decks.draugr_discard.contains(&d.unwrap()));
    }
    // R-PREP-3: no ship sailed, so the face-down journey cards stayed and none was dealt.
    assert_eq!(
        b.lands.iter().map(|l| l.journey).collect::<Vec<_>>(),
        journeys
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::JourneyDealt { .. })));
    // R-PREP-5: the undefeated monsters stayed (with a coin each), none dealt.
    assert_eq!(
        b.lands.iter().map(|l| l.monster).collect::<Vec<_>>(),
        monsters
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::MonsterRevealed { .. })));
    // R-PREP-4: nobody took a rune, so the row is unchanged.
    assert_eq!(b.rune_row, runes);
    // R-PREP-6: a new merchant card on top; the old one is discarded.
    assert_eq!(b.merchant, Some(merchant_top));
    assert_eq!(st.decks.merchant_discard, vec![old_merchant]);
    // R-PREP-7: the untaken dice and food stay and one more of each is added.
    assert_eq!(b.shop_dice, Dice::new(2, 2, 2));
    assert_eq!(b.smokehouse_food, 2);
    assert_invariants(&st);
}

#[test]
fn preparation_refills_only_empty_spaces() {
    // R-PREP-3, R-PREP-4, R-PREP-5: only empty spaces are dealt, from the top of each deck.
    let mut st = game(3);
    st.board.lands[1].journey = None;
    st.board.lands[1].peeked = 0b111;
    st.board.lands[0].peeked = 0b001;
    st.board.lands[2].monster = None;
    st.board.lands[2].monster_coins = 3;
    st.board.rune_row[1] = None;
    let journey_top = *st.decks.journeys.last().unwrap();
    let monster_top = *st.decks.monsters.last().unwrap();
    let rune_top = *st.decks.runes.last().unwrap();
    let keep_journeys = [st.board.lands[0].journey, st.board.lands[2].journey];
    let keep_monsters = [st.board.lands[0].monster, st.board.lands[1].monster];
    let keep_runes = [st.board.rune_row[0], st.board.rune_row[2]];
    st.board.troll = None;
    st.board.draugr = [None, None];
    let mut events = Vec::new();
    prepare_round(&mut st, &mut events);
    let b = &st.board;
    assert_eq!(b.lands[1].journey, Some(journey_top));
    assert_eq!(b.lands[1].peeked, 0, "a new card is unseen");
    assert_eq!(b.lands[0].peeked, 0b001, "a card that stays stays known");
    assert_eq!([b.lands[0].journey, b.lands[2].journey], keep_journeys);
    assert!(b.lands[3].journey.is_none() && b.lands[3].monster.is_none());
    assert_eq!(b.lands[2].monster, Some(monster_top));
    assert_eq!(b.lands[2].monster_coins, 0);
    assert_eq!([b.lands[0].monster, b.lands[1].monster], keep_monsters);
    assert_eq!(b.rune_row[1], Some(rune_top));
    assert_eq!([b.rune_row[0], b.rune_row[2]], keep_runes);
    assert!(events.contains(&Event::JourneyDealt { land: 1 }));
    assert!(events.contains(&Event::RuneDealt {
        slot: 1,
        rune: rune_top
    }));
    assert_eq!(
        count(&events, |e| matches!(e, Event::JourneyDealt { .. })),
        1
    );
    assert_eq!(
        count(&events, |e| matches!(e, Event::MonsterRevealed { .. })),
        1
    );
}

#[test]
fn preparation_shop_dice_only_from_the_supply() {
    // R-PREP-7: one die of each kind and 1 food, whether or not the spaces are empty; a die the
    // supply lacks is not added.
    let mut st = game(3);
    st.board.smokehouse_food = 4;
    // Every spearman and axeman out of the supply: 8 spearmen to seat 1, the rest on the shops.
    set_dice(&mut st, 1, Dice::new(0, 8, 0));
    let (s, shop) = (st.board.supply, st.board.shop_dice);
    set_shop(
        &mut st,
        Dice::new(3, shop.spearman + s.spearman, shop.axeman + s.axeman),
    );
    assert_eq!(st.board.supply.spearman, 0);
    assert_eq!(st.board.supply.axeman, 0);
    let before = st.board.clone();
    let mut events = Vec::new();
    prepare_round(&mut st, &mut events);
    assert_eq!(
        st.board.shop_dice,
        before.shop_dice.plus(&Dice::new(1, 0, 0))
    );
    assert_eq!(st.board.supply.swordsman, before.supply.swordsman - 1);
    assert_eq!(st.board.smokehouse_food, 5);
    assert!(events.contains(&Event::ShopsRestocked {
        dice: Dice::new(1, 0, 0),
        food: 1
    }));
    assert_invariants(&st);
}

#[test]
fn distant_lands_by_edition_and_seats() {
    // R-PREP-8: lands 1–2 near, 3–4 far; the 4-seat land is land 4 (revised) or land 1
    // (classic), and gets no journey and no monster with fewer seats.
    for (edition, seats, active) in [
        (Edition::Revised, 2u8, [true, true, true, false]),
        (Edition::Revised, 3, [true, true, true, false]),
        (Edition::Revised, 4, [true; 4]),
        (Edition::Classic, 2, [false, true, true, true]),
        (Edition::Classic, 3, [false, true, true, true]),
        (Edition::Classic, 4, [true; 4]),
    ] {
        let st = game_of(seats, edition);
        let lands = &st.board.lands;
        for i in 0..4 {
            assert_eq!(lands[i].active, active[i], "{edition:?} {seats} land {i}");
            assert_eq!(lands[i].near, i < 2, "land {i}");
            assert_eq!(lands[i].journey.is_some(), active[i]);
            assert_eq!(lands[i].monster.is_some(), active[i]);
        }
        let journeys = if edition == Edition::Revised { 20 } else { 18 };
        let n_active = active.iter().filter(|&&a| a).count();
        assert_eq!(st.decks.journeys.len(), journeys - n_active);
        // A longship cannot sail to the unused land.
        if n_active == 3 {
            let unused = active.iter().position(|&a| !a).unwrap() as u8;
            let mut st = st.clone();
            place(&mut st, 0, loc(Location::LongshipSmall));
            assert!(!legal_actions(&st, 0).contains(&Action::Sail { land: unused }));
            refused(
                &mut st,
                0,
                Action::Sail { land: unused },
                RuleError::InvalidTarget,
            );
        }
    }
}

/// Seat 0 alone sails the small longship to `land` with `warriors` swordsmen and `food` food,
/// on a calm sea and against no monster; returns seat 0's dice after the voyage.
fn voyage_feeding(edition: Edition, land: u8, warriors: u8, food: u8) -> (Dice, Vec<Event>) {
    let mut st = game_of(3, edition);
    plain(&mut st, 0);
    set_dice(&mut st, 0, Dice::new(warriors, 0, 0));
    goods(&mut st, 0, food, 0, 0);
    st.board.lands[land as usize].journey = Some(calm());
    st.board.lands[land as usize].monster = None;
    solo(&mut st, 0, 1);
    place(&mut st, 0, loc(Location::LongshipSmall));
    play(&mut st, 0, Action::Sail { land });
    for _ in 0..warriors {
        play(
            &mut st,
            0,
            Action::AssignDie {
                target: Target::Land(land),
                kind: DieKind::Swordsman,
            },
        );
    }
    for _ in 0..food {
        play(&mut st, 0, Action::LoadFood { land });
    }
    let mut events = play(&mut st, 0, Action::ConfirmAssignment);
    // Everything after is automatic (a single kind of die: the starving are forced).
    events.extend(to_round(&mut st, 2));
    assert_eq!(
        st.round, 2,
        "everything after the confirmation is automatic"
    );
    // R-PREP-3: the revealed journey card was discarded and the land dealt a new one.
    assert!(st.decks.journey_discard.contains(&calm()));
    assert!(st.board.lands[land as usize].journey.is_some());
    assert!(events.contains(&Event::JourneyDealt { land }));
    assert_eq!(
        count(&events, |e| matches!(e, Event::JourneyDealt { .. })),
        1
    );
    let lost = events
        .iter()
        .find_map(|e| match e {
            Event::DiceLost { seat: 0, dice, .. } => Some(*dice),
            _ => None,
        })
        .unwrap_or(Dice::NONE);
    (Dice::new(warriors, 0, 0).minus(&lost), events)
}

#[test]
fn near_lands_feed_two_warriors_per_food_far_lands_one() {
    // R-PREP-8: near lands, 1 food feeds 2 warriors (rounded up); far lands, 1 per warrior.
    // Revised (2–3 seats): lands 1, 2 near and 3 far.
    let (kept, _) = voyage_feeding(Edition::Revised, 0, 2, 1);
    assert_eq!(kept, Dice::new(2, 0, 0), "near: 1 food feeds 2");
    let (kept, _) = voyage_feeding(Edition::Revised, 1, 3, 1);
    assert_eq!(kept, Dice::new(2, 0, 0), "near: 3 warriors need 2 food");
    let (kept, events) = voyage_feeding(Edition::Revised, 2, 2, 1);
    assert_eq!(kept, Dice::new(1, 0, 0), "far: 1 food feeds 1");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DiceLost {
            seat: 0,
            cause: event::LossCause::Starvation,
            ..
        }
    )));
    // Classic (2–3 seats): land 2 near, lands 3 and 4 far.
    let (kept, _) = voyage_feeding(Edition::Classic, 1, 2, 1);
    assert_eq!(kept, Dice::new(2, 0, 0), "classic land 2 is near");
    let (kept, _) = voyage_feeding(Edition::Classic, 3, 2, 1);
    assert_eq!(kept, Dice::new(1, 0, 0), "classic land 4 is far");
}

#[test]
fn empty_decks_reshuffle_their_discards() {
    // R-PREP-9: a deck that runs out is refilled by shuffling its discards; with no discards
    // either, what exists is drawn.
    let mut st = game(3);
    let discarded_trolls = vec![troll("troll.young_troll"), troll("troll.moss_troll")];
    st.decks.trolls.clear();
    st.decks.troll_discard = discarded_trolls.clone();
    st.board.troll = None;
    // Journeys: empty deck, two discards, one land to refill.
    let j = st.board.lands[0].journey.take().unwrap();
    let j2 = st.decks.journeys[0];
    st.decks.journeys.clear();
    st.decks.journey_discard = vec![j, j2];
    // Merchants: empty deck and empty discards; the card on the board is discarded first and
    // so comes back.
    let m = st.board.merchant.unwrap();
    st.decks.merchants.clear();
    st.decks.merchant_discard.clear();
    // Monsters and runes have no discards: empty decks leave the spaces empty.
    st.decks.monsters.clear();
    st.board.lands[1].monster = None;
    let last_rune = st.decks.runes[0];
    st.decks.runes = vec![last_rune];
    st.board.rune_row = [None, Some(st.board.rune_row[1].unwrap()), None];
    // Draugr: nothing anywhere.
    st.decks.draugr.clear();
    st.decks.draugr_discard.clear();
    st.board.draugr = [None, None];

    let mut events = Vec::new();
    prepare_round(&mut st, &mut events);
    let d = &st.decks;
    assert!(events.contains(&Event::DeckReshuffled {
        deck: DeckKind::Trolls
    }));
    let t = st
        .board
        .troll
        .expect("a troll from the reshuffled discards");
    assert!(discarded_trolls.contains(&t));
    assert_eq!(d.trolls.len(), 1);
    assert!(d.troll_discard.is_empty());
    assert!(events.contains(&Event::DeckReshuffled {
        deck: DeckKind::Journeys
    }));
    assert!([j, j2].contains(&st.board.lands[0].journey.unwrap()));
    assert_eq!(d.journeys.len(), 1);
    assert!(events.contains(&Event::DeckReshuffled {
        deck: DeckKind::Merchants
    }));
    assert_eq!(st.board.merchant, Some(m));
    assert!(st.board.lands[1].monster.is_none());
    assert_eq!(st.board.rune_row[0], Some(last_rune));
    assert!(st.board.rune_row[2].is_none());
    assert_eq!(st.board.draugr, [None, None]);

    // No troll and no draugr: their spaces cannot be taken.
    give_turn(&mut st, 0);
    for l in [Location::DraugrLeft, Location::DraugrRight] {
        refused(
            &mut st,
            0,
            Action::Place { space: loc(l) },
            RuleError::SpaceUnavailable,
        );
    }
    st.board.troll = None;
    refused(
        &mut st,
        0,
        Action::Place {
            space: loc(Location::Troll),
        },
        RuleError::SpaceUnavailable,
    );
    // The rune carver still has runes; with none left anywhere it closes (R-LOC-RUNE).
    st.board.rune_row = [None; 3];
    st.decks.runes.clear();
    refused(
        &mut st,
        0,
        Action::Place {
            space: loc(Location::RuneCarver),
        },
        RuleError::SpaceUnavailable,
    );
}

// ---------------------------------------------------------------------------------------------
// R-PLACE
// ---------------------------------------------------------------------------------------------

#[test]
fn placement_in_turn_order_from_the_first_player() {
    // R-PLACE
    // R-PLACE-1: from the first player clockwise, one worker each, until all are placed.
    let mut st = game_leaders(settings(3, Edition::Revised, 1), 5, &PLAIN_LEADERS);
    let mut order = Vec::new();
    while matches!(st.phase, Phase::Placement { .. }) {
        let seat = to_act(&st);
        order.push(seat);
        // Out of turn: refused.
        refused(
            &mut st,
            (seat + 1) % 3,
            Action::Place {
                space: loc(Location::HuntingGrounds),
            },
            RuleError::NotYourDecision,
        );
        place(&mut st, seat, loc(Location::HuntingGrounds));
    }
    assert_eq!(order, vec![1, 2, 0, 1, 2, 0, 1, 2, 0]);

    // 2 seats, 4 workers each.
    let mut st = game(2);
    let mut order = Vec::new();
    while matches!(st.phase, Phase::Placement { .. }) {
        let seat = to_act(&st);
        order.push(seat);
        place(&mut st, seat, loc(Location::HuntingGrounds));
    }
    assert_eq!(order, vec![0, 1, 0, 1, 0, 1, 0, 1]);
}

#[test]
fn placement_skips_players_without_workers() {
    // R-PLACE-1: a player with no workers left is skipped; an extra worker bought places at
    // the end alone.
    let mut st = game(3);
    goods(&mut st, 2, 0, 0, 5);
    let mut order = Vec::new();
    while matches!(st.phase, Phase::Placement { .. }) {
        let seat = to_act(&st);
        order.push(seat);
        let space = if seat == 2 && order.len() == 3 {
            loc(Location::WorkersHuts)
        } else {
            loc(Location::HuntingGrounds)
        };
        place(&mut st, seat, space);
    }
    assert_eq!(order, vec![0, 1, 2, 0, 1, 2, 0, 1, 2, 2]);
}

#[test]
fn placement_resolves_at_once() {
    // R-PLACE-1: the space is resolved as the worker is placed.
    let mut st = game(3);
    st.board.smokehouse_food = 3;
    let events = place(&mut st, 0, loc(Location::Smokehouse));
    assert_eq!(st.players[0].food, 4);
    assert_eq!(
        events,
        vec![
            Event::WorkerPlaced {
                seat: 0,
                space: loc(Location::Smokehouse)
            },
            Event::Gained {
                seat: 0,
                goods: Goods::good(Good::Food, 3)
            }
        ]
    );
    assert!(is_placing(&st, 1));
}

#[test]
fn one_worker_per_space_except_shared_spaces() {
    // R-PLACE-2: one worker per space per round, except the Hunting Grounds and the Beggar.
    let mut st = game(3);
    place(&mut st, 0, loc(Location::Smokehouse));
    refused(
        &mut st,
        1,
        Action::Place {
            space: loc(Location::Smokehouse),
        },
        RuleError::SpaceTaken,
    );
    assert!(!places(&st, 1).contains(&loc(Location::Smokehouse)));
    place(&mut st, 1, loc(Location::HuntingGrounds));
    place(&mut st, 2, loc(Location::HuntingGrounds));
    // The same player's own worker is refused too.
    refused(
        &mut st,
        0,
        Action::Place {
            space: loc(Location::Smokehouse),
        },
        RuleError::SpaceTaken,
    );
    place(&mut st, 0, loc(Location::HuntingGrounds));
    place(&mut st, 1, loc(Location::Beggar));
    play(&mut st, 1, Action::Beg { take: Good::Food });
    place(&mut st, 2, loc(Location::Beggar));
    play(&mut st, 2, Action::Beg { take: Good::Food });
    place(&mut st, 0, loc(Location::HuntingGrounds));
    place(&mut st, 1, loc(Location::Beggar));
    play(&mut st, 1, Action::Beg { take: Good::Food });
    let hunters = count(&st.board.workers, |&(s, _)| {
        s == loc(Location::HuntingGrounds)
    });
    assert_eq!(hunters, 4);
    assert_eq!(st.players[1].blame, 2, "seat 1 begged twice");
}

#[test]
fn spaces_free_again_next_round() {
    // R-PLACE-2: the limit is per round.
    let mut st = game(3);
    place(&mut st, 0, loc(Location::Smokehouse));
    to_next_round(&mut st);
    assert_eq!(st.round, 2);
    assert!(st.board.workers.is_empty());
    let first = st.round_first;
    assert!(places(&st, first).contains(&loc(Location::Smokehouse)));
    place(&mut st, first, loc(Location::Smokehouse));
}

#[test]
fn private_longship_takes_only_its_owners_worker() {
    // R-PLACE-2: a private longship takes only its owner's worker (each owner its own).
    let mut st = game(3);
    st.players[0].ship = Some(ship("ship.karvi"));
    st.board.ships.retain(|&s| s != ship("ship.karvi"));
    give_turn(&mut st, 1);
    refused(
        &mut st,
        1,
        Action::Place {
            space: loc(Location::PrivateLongship),
        },
        RuleError::SpaceUnavailable,
    );
    assert!(!places(&st, 1).contains(&loc(Location::PrivateLongship)));
    give_turn(&mut st, 0);
    assert!(places(&st, 0).contains(&loc(Location::PrivateLongship)));
    place(&mut st, 0, loc(Location::PrivateLongship));
    play(&mut st, 0, Action::Sail { land: 0 });
    // Seat 1 owns another ship: its own worker may go on it.
    st.players[1].ship = Some(ship("ship.snekkja"));
    assert!(is_placing(&st, 1));
    place(&mut st, 1, loc(Location::PrivateLongship));
    play(&mut st, 1, Action::Sail { land: 1 });
    // Seat 0 cannot put a second worker on its ship.
    give_turn(&mut st, 0);
    refused(
        &mut st,
        0,
        Action::Place {
            space: loc(Location::PrivateLongship),
        },
        RuleError::SpaceTaken,
    );
}

#[test]
fn the_player_on_your_left_is_the_next_seat() {
    // R-PLACE-2: "the player on your left" is the next seat clockwise (wrapping around).
    let mut st = game(3);
    st.marker = 2;
    give_turn(&mut st, 2);
    place(&mut st, 2, loc(Location::JarlsLonghouse));
    assert_eq!(st.marker, 0);
}

#[test]
fn legal_places_follow_costs() {
    // R-PLACE-3: spaces whose cost cannot be paid are not legal; free ones always are.
    let mut st = game(3);
    st.board.stalls = vec![
        Stall::RichStranger,
        Stall::Jomsvikings,
        Stall::Recruits,
        Stall::Varangians,
    ];
    // 1 food, 1 wood, 1 coin.
    let legal = places(&st, 0);
    for l in [
        Location::JarlsLonghouse,
        Location::ShamansHut,
        Location::Armorer,
        Location::SpearMaker,
        Location::Blacksmith,
        Location::Smokehouse,
        Location::Market,
        Location::MerchantShip,
        Location::RuneCarver,
        Location::StaveChurch,
        Location::LongshipSmall,
        Location::LongshipLarge,
        Location::Troll,
        Location::DraugrLeft,
        Location::DraugrRight,
        Location::HuntingGrounds,
        Location::Beggar,
    ] {
        assert!(legal.contains(&loc(l)), "{l:?} should be legal");
    }
    for s in [Stall::RichStranger, Stall::Recruits, Stall::Varangians] {
        assert!(legal.contains(&Space::Stall(s)), "{s:?}");
    }
    // Too dear: the huts (5), a ship (2 coins + 1 wood), the Jomsvikings (2); no ship of one's
    // own; stalls not in the game.
    for s in [
        loc(Location::WorkersHuts),
        loc(Location::Shipwright),
        loc(Location::PrivateLongship),
        Space::Stall(Stall::Jomsvikings),
        Space::Stall(Stall::Skald),
        Space::Stall(Stall::Alms),
    ] {
        assert!(!legal.contains(&s), "{s:?} should not be legal");
    }
    // A penniless player.
    goods(&mut st, 0, 0, 0, 0);
    let legal = places(&st, 0);
    for l in [
        Location::MerchantShip,
        Location::RuneCarver,
        Location::StaveChurch,
        Location::LongshipLarge,
    ] {
        assert!(!legal.contains(&loc(l)), "{l:?}");
        refused(
            &mut st,
            0,
            Action::Place { space: loc(l) },
            RuleError::CannotPay,
        );
    }
    for s in [Stall::Recruits, Stall::Varangians, Stall::Jomsvikings] {
        refused(
            &mut st,
            0,
            Action::Place {
                space: Space::Stall(s),
            },
            RuleError::CannotPay,
        );
    }
    refused(
        &mut st,
        0,
        Action::Place {
            space: Space::Stall(Stall::Skald),
        },
        RuleError::SpaceUnavailable,
    );
    assert!(legal.contains(&loc(Location::LongshipSmall)));
    assert!(legal.contains(&Space::Stall(Stall::RichStranger)));
    // Enough coins: the huts become legal.
    goods(&mut st, 0, 0, 0, 5);
    assert!(places(&st, 0).contains(&loc(Location::WorkersHuts)));
}

#[test]
fn spaces_that_yield_nothing_may_be_taken() {
    // R-PLACE-3: an empty Smokehouse or an empty shop may still be taken.
    let mut st = game(3);
    st.board.smokehouse_food = 0;
    set_shop(&mut st, Dice::NONE);
    let before = st.players[0].clone();
    place(&mut st, 0, loc(Location::Smokehouse));
    place(&mut st, 1, loc(Location::Armorer));
    assert_eq!(st.players[0].food, before.food);
    assert_eq!(st.players[1].dice, Dice::new(1, 0, 0));
}

#[test]
fn a_player_with_nothing_else_must_beg() {
    // R-PLACE-3: when no other space can be used, begging remains (revised: a board space).
    let mut st = game(3);
    goods(&mut st, 0, 0, 0, 0);
    let all: Vec<Space> = Location::ALL
        .iter()
        .map(|&l| loc(l))
        .chain(st.board.stalls.iter().map(|&s| Space::Stall(s)))
        .filter(|s| !s.is_shared())
        .collect();
    for s in all {
        st.board.workers.push((s, 1));
    }
    assert_eq!(
        places(&st, 0),
        vec![loc(Location::HuntingGrounds), loc(Location::Beggar)]
    );
    place(&mut st, 0, loc(Location::Beggar));
    play(&mut st, 0, Action::Beg { take: Good::Coins });
    assert_eq!((st.players[0].blame, st.players[0].coins), (1, 1));
}

#[test]
fn forbidden_spaces_by_their_own_rule() {
    // R-PLACE-3: a second private longship, a worker already bought, no free distant land.
    let mut st = game(3);
    goods(&mut st, 0, 0, 9, 20);
    place(&mut st, 0, loc(Location::WorkersHuts));
    place(&mut st, 1, loc(Location::HuntingGrounds));
    place(&mut st, 2, loc(Location::HuntingGrounds));
    st.board
        .workers
        .retain(|&(s, _)| s != loc(Location::WorkersHuts));
    refused(
        &mut st,
        0,
        Action::Place {
            space: loc(Location::WorkersHuts),
        },
        RuleError::AlreadyOwned,
    );
    place(&mut st, 0, loc(Location::Shipwright));
    play(
        &mut st,
        0,
        Action::BuyShip {
            ship: ship("ship.karvi"),
        },
    );
    place(&mut st, 1, loc(Location::LongshipSmall));
    play(&mut st, 1, Action::Sail { land: 0 });
    place(&mut st, 2, loc(Location::LongshipLarge));
    play(&mut st, 2, Action::Sail { land: 1 });
    assert!(is_placing(&st, 0));
    st.board
        .workers
        .retain(|&(s, _)| s != loc(Location::Shipwright));
    refused(
        &mut st,
        0,
        Action::Place {
            space: loc(Location::Shipwright),
        },
        RuleError::AlreadyOwned,
    );
    // Land 3 is the last free one: the private ship takes it (the only answer is played).
    place(&mut st, 0, loc(Location::PrivateLongship));
    assert_eq!(st.board.lands[2].voyage.map(|v| v.seat), Some(0));
    assert!(is_placing(&st, 1));
    st.board
        .workers
        .retain(|&(s, _)| s != loc(Location::LongshipSmall));
    refused(
        &mut st,
        1,
        Action::Place {
            space: loc(Location::LongshipSmall),
        },
        RuleError::SpaceUnavailable,
    );
}

#[test]
fn over_the_longhouse_limit_single_kind() {
    // R-PLACE-4: a gain beyond 8 dice: take what fits, the rest go back to the supply.
    let mut st = game(3);
    set_dice(&mut st, 0, Dice::new(6, 0, 0));
    set_shop(&mut st, Dice::new(4, 1, 1));
    let supply = st.board.supply;
    let events = place(&mut st, 0, loc(Location::Armorer));
    assert_eq!(st.players[0].dice, Dice::new(8, 0, 0));
    assert_eq!(st.board.shop_dice, Dice::new(0, 1, 1));
    assert_eq!(st.board.supply, supply.plus(&Dice::new(2, 0, 0)));
    assert!(events.contains(&Event::DiceReturned {
        seat: 0,
        dice: Dice::new(2, 0, 0)
    }));
    assert!(is_placing(&st, 1), "no question asked for a single kind");
    assert_invariants(&st);
}

#[test]
fn over_the_longhouse_limit_mixed_gain_player_chooses() {
    // R-PLACE-4: the cost is paid in full; the player chooses which kinds to keep of a mixed
    // gain; no voluntary discarding.
    let mut st = game(3);
    st.board.stalls = vec![Stall::Varangians, Stall::Skald];
    set_dice(&mut st, 0, Dice::new(5, 0, 2));
    goods(&mut st, 0, 0, 0, 3);
    let supply = st.board.supply;
    place(&mut st, 0, Space::Stall(Stall::Varangians));
    assert_eq!(st.players[0].coins, 2, "the cost is paid in full");
    assert_eq!(
        decision(&st),
        (
            0,
            Decision::KeepDice {
                offered: Dice::new(1, 1, 0)
            }
        )
    );
    let legal = legal_actions(&st, 0);
    assert_eq!(legal.len(), 2);
    for d in [Dice::new(1, 0, 0), Dice::new(0, 1, 0)] {
        assert!(legal.contains(&Action::KeepDice { dice: d }));
    }
    refused(
        &mut st,
        0,
        Action::KeepDice {
            dice: Dice::new(1, 1, 0),
        },
        RuleError::LonghouseFull,
    );
    refused(
        &mut st,
        0,
        Action::KeepDice { dice: Dice::NONE },
        RuleError::InvalidAmount,
    );
    refused(
        &mut st,
        0,
        Action::KeepDice {
            dice: Dice::new(0, 0, 1),
        },
        RuleError::NotEnough,
    );
    let events = play(
        &mut st,
        0,
        Action::KeepDice {
            dice: Dice::new(0, 1, 0),
        },
    );
    assert_eq!(st.players[0].dice, Dice::new(5, 1, 2));
    assert_eq!(st.board.supply, supply.minus(&Dice::new(0, 1, 0)));
    assert!(events.contains(&Event::DiceReturned {
        seat: 0,
        dice: Dice::new(1, 0, 0)
    }));
    assert!(is_placing(&st, 1));
    assert_invariants(&st);

    // With a full longhouse the coin is still paid and nothing is gained, without a question.
    give_turn(&mut st, 0);
    st.board.workers.clear();
    let before = st.players[0].dice;
    place(&mut st, 0, Space::Stall(Stall::Varangians));
    assert_eq!(st.players[0].coins, 1);
    assert_eq!(st.players[0].dice, before);
    assert!(is_placing(&st, 1));
}

#[test]
fn gaining_dice_the_supply_lacks() {
    // R-PLACE-4: gaining a kind of die the supply lacks: gain what exists.
    let mut st = game(3);
    st.board.stalls = vec![Stall::Recruits, Stall::Jomsvikings];
    // Move all swordsmen but one, and all axemen, out of the supply (to seat 1 and the shops).
    let s = st.board.supply;
    set_dice(&mut st, 1, Dice::new(s.swordsman, 0, 0));
    let axemen = s.axeman + st.board.shop_dice.axeman;
    set_shop(&mut st, Dice::new(1, 1, axemen));
    assert_eq!(st.board.supply.swordsman, 1);
    assert_eq!(st.board.supply.axeman, 0);
    goods(&mut st, 0, 1, 0, 2);
    place(&mut st, 0, Space::Stall(Stall::Recruits));
    assert_eq!(st.players[0].food, 0);
    assert_eq!(
        st.players[0].dice,
        Dice::new(2, 0, 0),
        "only one swordsman left"
    );
    give_turn(&mut st, 0);
    place(&mut st, 0, Space::Stall(Stall::Jomsvikings));
    assert_eq!(st.players[0].coins, 0, "the cost is paid in full");
    assert_eq!(st.players[0].dice, Dice::new(2, 0, 0), "no die was left");
    assert_invariants(&st);
}

#[test]
fn first_player_marker_taken_mid_round() {
    // R-PLACE-5: taking the marker mid-round does not change this round's order; the new first
    // player starts the next round.
    let mut st = game(3);
    place(&mut st, 0, loc(Location::HuntingGrounds));
    place(&mut st, 1, loc(Location::JarlsLonghouse));
    assert_eq!(st.marker, 1);
    assert_eq!(st.round_first, 0);
    let mut order = vec![0, 1];
    while matches!(st.phase, Phase::Placement { .. }) {
        let seat = to_act(&st);
        order.push(seat);
        place(&mut st, seat, loc(Location::HuntingGrounds));
    }
    assert_eq!(order, vec![0, 1, 2, 0, 1, 2, 0, 1, 2]);
    to_next_round(&mut st);
    assert_eq!(st.round, 2);
    assert_eq!(st.round_first, 1);
    assert!(is_placing(&st, 1));
}

// ---------------------------------------------------------------------------------------------
// R-LOC
// ---------------------------------------------------------------------------------------------

#[test]
fn workers_huts_revised_prices() {
    // R-LOC
    // R-LOC-HUTS: revised prices 5, 4, 3, 2, 1, falling with each purchase in the game; the
    // worker may be placed this same round; one per player.
    let mut st = game(4);
    for seat in 0..4 {
        goods(&mut st, seat, 0, 0, 9);
    }
    for (seat, price) in [(0u8, 5u8), (1, 4), (2, 3), (3, 2)] {
        assert_eq!(view(&st, Viewer::Public).board.huts_price, Some(price));
        let events = place(&mut st, seat, loc(Location::WorkersHuts));
        assert_eq!(st.players[seat as usize].coins, 9 - price);
        assert_eq!(st.players[seat as usize].workers, 4);
        assert_eq!(st.players[seat as usize].workers_left(), 3);
        assert!(events.contains(&Event::WorkerBought { seat, price }));
        give_turn(&mut st, (seat + 1) % 4);
        st.board.workers.clear();
    }
    assert_eq!(st.board.huts_sold, 4);
    // Price 1 follows in the revised edition (not reachable with 4 seats in a real game).
    st.players[0].bought_worker = false;
    goods(&mut st, 0, 0, 0, 1);
    give_turn(&mut st, 0);
    place(&mut st, 0, loc(Location::WorkersHuts));
    assert_eq!(st.players[0].coins, 0);
    assert_eq!(st.players[0].workers, 5);
}

#[test]
fn workers_huts_classic_prices() {
    // R-LOC-HUTS: classic prices 5, 4, 3, 2 (no fifth purchase).
    let mut st = game_of(4, Edition::Classic);
    for seat in 0..4 {
        goods(&mut st, seat, 0, 0, 9);
    }
    for (seat, price) in [(0u8, 5u8), (1, 4), (2, 3), (3, 2)] {
        place(&mut st, seat, loc(Location::WorkersHuts));
        assert_eq!(st.players[seat as usize].coins, 9 - price);
        give_turn(&mut st, (seat + 1) % 4);
        st.board.workers.clear();
    }
    assert_eq!(view(&st, Viewer::Public).board.huts_price, None);
    st.players[0].bought_worker = false;
    give_turn(&mut st, 0);
    refused(
        &mut st,
        0,
        Action::Place {
            space: loc(Location::WorkersHuts),
        },
        RuleError::SpaceUnavailable,
    );
}

#[test]
fn workers_huts_refusals() {
    // R-LOC-HUTS: the price must be paid; only one's own single extra worker.
    let mut st = game(3);
    goods(&mut st, 0, 0, 0, 4);
    refused(
        &mut st,
        0,
        Action::Place {
            space: loc(Location::WorkersHuts),
        },
        RuleError::CannotPay,
    );
    goods(&mut st, 0, 0, 0, 5);
    place(&mut st, 0, loc(Location::WorkersHuts));
    assert_eq!(st.players[0].coins, 0);
    // The new worker is placed in this round: seat 0 places 4 times.
    let mut placed0 = 1;
    while matches!(st.phase, Phase::Placement { .. }) {
        let seat = to_act(&st);
        if seat == 0 {
            placed0 += 1;
            goods(&mut st, 0, 0, 0, 9);
            st.board
                .workers
                .retain(|&(s, _)| s != loc(Location::WorkersHuts));
            refused(
                &mut st,
                0,
                Action::Place {
                    space: loc(Location::WorkersHuts),
                },
                RuleError::AlreadyOwned,
            );
        }
        place(&mut st, seat, loc(Location::HuntingGrounds));
    }
    assert_eq!(placed0, 4);
    // The bought worker stays: 4 workers in the following rounds too.
    to_next_round(&mut st);
    assert_eq!(st.players[0].workers, 4);
    assert_eq!(st.players[0].workers_left(), 4);
    assert!(st.players[0].bought_worker);
}

#[test]
fn jarls_longhouse_swordsman_and_marker() {
    // R-LOC-JARL: 1 swordsman and the first-player marker; the holder passes it to the left.
    let mut st = game(3);
    assert_eq!(st.marker, 0);
    let supply = st.board.supply;
    let events = place(&mut st, 0, loc(Location::JarlsLonghouse));
    assert_eq!(st.players[0].dice, Dice::new(2, 0, 0));
    assert_eq!(st.board.supply, supply.minus(&Dice::new(1, 0, 0)));
    assert_eq!(st.marker, 1, "the holder passes it to the left");
    assert!(events.contains(&Event::FirstPlayerMarker { seat: 1 }));

    let mut st = game(3);
    give_turn(&mut st, 2);
    place(&mut st, 2, loc(Location::JarlsLonghouse));
    assert_eq!(st.marker, 2, "a non-holder takes it");
    assert_eq!(st.players[2].dice, Dice::new(2, 0, 0));

    // With a full longhouse the marker still moves.
    let mut st = game(3);
    set_dice(&mut st, 1, Dice::new(0, 4, 4));
    give_turn(&mut st, 1);
    place(&mut st, 1, loc(Location::JarlsLonghouse));
    assert_eq!(st.players[1].dice, Dice::new(0, 4, 4));
    assert_eq!(st.marker, 1);
    assert_invariants(&st);

    // With no swordsman left in the supply the marker still moves (R-PLACE-4).
    let mut st = game(3);
    let shop = st.board.shop_dice;
    let all = st.board.supply.swordsman + shop.swordsman;
    set_shop(&mut st, Dice::new(all, shop.spearman, shop.axeman));
    assert_eq!(st.board.supply.swordsman, 0);
    give_turn(&mut st, 1);
    place(&mut st, 1, loc(Location::JarlsLonghouse));
    assert_eq!(st.players[1].dice, Dice::new(1, 0, 0));
    assert_eq!(st.marker, 1);
    assert_invariants(&st);
}

#[test]
fn shamans_hut_peek_then_draw() {
    // R-LOC-SHAMAN: look secretly at one face-down journey card, then draw 1 destiny card.
    let mut st = game(3);
    let top = *st.decks.destiny.last().unwrap();
    let deck = st.decks.destiny.len();
    place(&mut st, 0, loc(Location::ShamansHut));
    assert_eq!(decision(&st), (0, Decision::Peek));
    let legal = legal_actions(&st, 0);
    assert_eq!(
        legal,
        vec![
            Action::Peek { land: 0 },
            Action::Peek { land: 1 },
            Action::Peek { land: 2 }
        ]
    );
    refused(
        &mut st,
        0,
        Action::Peek { land: 3 },
        RuleError::InvalidTarget,
    );
    let card = st.board.lands[1].journey.unwrap();
    let events = play(&mut st, 0, Action::Peek { land: 1 });
    let peek = Event::Peeked {
        seat: 0,
        land: 1,
        card,
    };
    assert!(events.contains(&peek));
    assert_eq!(peek.secret_for(), Some(0));
    assert_eq!(
        view(&st, Viewer::Seat(0)).board.lands[1].known_journey,
        Some(card)
    );
    assert_eq!(
        view(&st, Viewer::Seat(1)).board.lands[1].known_journey,
        None
    );
    assert_eq!(view(&st, Viewer::Public).board.lands[1].known_journey, None);
    assert_eq!(
        view(&st, Viewer::Seat(0)).board.lands[0].known_journey,
        None
    );
    // The destiny card drawn is the top one, kept secretly.
    assert_eq!(st.players[0].destiny.len(), 2);
    assert_eq!(st.players[0].destiny[1], top);
    assert_eq!(st.decks.destiny.len(), deck - 1);
    let drawn = Event::DestinyDrawn {
        seat: 0,
        cards: vec![top],
    };
    assert!(events.contains(&drawn));
    assert_eq!(drawn.secret_for(), Some(0));
    assert!(is_placing(&st, 1));
}

#[test]
fn shamans_hut_with_an_empty_destiny_deck() {
    // R-LOC-SHAMAN with R-PREP-9: no discards for destiny, so an empty deck draws nothing.
    let mut st = game(3);
    st.decks.destiny.clear();
    for l in &mut st.board.lands {
        l.journey = None;
    }
    place(&mut st, 0, loc(Location::ShamansHut));
    assert_eq!(st.players[0].destiny.len(), 1);
    assert!(is_placing(&st, 1), "no peek and no draw to ask about");
}

#[test]
fn dagrun_draws_one_more_destiny_card() {
    // R-LEADER: Dagrun at the Shaman's Hut draws one extra destiny card, keeps one; the rest
    // go to the bottom of the destiny deck.
    let leaders = [Leader::Dagrun, Leader::Asmundr, Leader::Ullr];
    let mut st = game_leaders(settings(3, Edition::Revised, 0), 3, &leaders);
    assert_eq!(st.players[0].leader, Some(Leader::Dagrun));
    let n = st.decks.destiny.len();
    let (first, second) = (st.decks.destiny[n - 1], st.decks.destiny[n - 2]);
    place(&mut st, 0, loc(Location::ShamansHut));
    play(&mut st, 0, Action::Peek { land: 0 });
    assert_eq!(
        decision(&st),
        (
            0,
            Decision::KeepDestiny {
                drawn: vec![first, second]
            }
        )
    );
    // Others do not see which cards were drawn.
    let public = view(&st, Viewer::Seat(1));
    assert_eq!(
        public.pending,
        vec![(0, Decision::KeepDestiny { drawn: vec![] })]
    );
    let stranger = destiny("destiny.despised");
    if ![first, second].contains(&stranger) {
        refused(
            &mut st,
            0,
            Action::KeepDestiny { card: stranger },
            RuleError::UnknownCard,
        );
    }
    let events = play(&mut st, 0, Action::KeepDestiny { card: second });
    assert_eq!(st.players[0].destiny.len(), 2);
    assert_eq!(st.players[0].destiny[1], second);
    assert_eq!(st.decks.destiny.len(), n - 1);
    assert_eq!(
        st.decks.destiny[0], first,
        "the other card goes to the bottom"
    );
    assert!(events.contains(&Event::DestinyReturned { seat: 0, count: 1 }));

    // A non-Dagrun player draws only one (no choice).
    let mut st = game_leaders(settings(3, Edition::Revised, 0), 3, &leaders);
    give_turn(&mut st, 1);
    place(&mut st, 1, loc(Location::ShamansHut));
    play(&mut st, 1, Action::Peek { land: 0 });
    assert_eq!(st.players[1].destiny.len(), 2);
    assert_eq!(st.decks.destiny.len(), n - 1);

    // Dagrun with a single card left draws it without a question.
    let mut st = game_leaders(settings(3, Edition::Revised, 0), 3, &leaders);
    let last = st.decks.destiny[0];
    st.decks.destiny = vec![last];
    place(&mut st, 0, loc(Location::ShamansHut));
    play(&mut st, 0, Action::Peek { land: 2 });
    assert_eq!(st.players[0].destiny[1], last);
    assert!(st.decks.destiny.is_empty());
    assert!(is_placing(&st, 1));
}

#[test]
fn dagrun_with_true_vision_draws_four() {
    // R-LEADER: Dagrun with True Vision draws 4 and keeps 1; the rest go to the bottom.
    // R-LOC-SHAMAN: True Vision alone draws 3 and keeps 1.
    for (leader, drawn) in [(Leader::Dagrun, 4usize), (Leader::Asmundr, 3)] {
        let leaders = [leader, Leader::Ullr, Leader::Svanhildr];
        let mut st = game_leaders(settings(3, Edition::Revised, 0), 3, &leaders);
        st.decks.runes.retain(|&r| r != Rune::TrueVision);
        st.board.rune_row = st
            .board
            .rune_row
            .map(|r| r.filter(|&r| r != Rune::TrueVision));
        st.players[0].runes.push(state::OwnedRune {
            rune: Rune::TrueVision,
            used: false,
        });
        let n = st.decks.destiny.len();
        let top: Vec<_> = st.decks.destiny[n - drawn..]
            .iter()
            .rev()
            .copied()
            .collect();
        place(&mut st, 0, loc(Location::ShamansHut));
        play(&mut st, 0, Action::Peek { land: 0 });
        assert_eq!(decision(&st), (0, Decision::TrueVision));
        play(
            &mut st,
            0,
            Action::UseRune {
                using: RuneUse::TrueVision,
            },
        );
        assert!(st.players[0].runes[0].used);
        assert_eq!(
            decision(&st),
            (0, Decision::KeepDestiny { drawn: top.clone() }),
            "{leader:?}"
        );
        play(&mut st, 0, Action::KeepDestiny { card: top[2] });
        assert_eq!(st.players[0].destiny.len(), 2);
        assert_eq!(st.players[0].destiny[1], top[2]);
        assert_eq!(st.decks.destiny.len(), n - 1);
        let mut bottom: Vec<_> = st.decks.destiny[..drawn - 1].to_vec();
        let mut rest: Vec<_> = top.iter().copied().filter(|&c| c != top[2]).collect();
        bottom.sort();
        rest.sort();
        assert_eq!(bottom, rest, "the others lie at the bottom");
    }
}

#[test]
fn shops_give_all_their_dice() {
    // R-LOC-ARMORER, R-LOC-SPEAR, R-LOC-SMITH: take all dice of that kind on the space.
    let mut st = game(3);
    set_shop(&mut st, Dice::new(2, 3, 4));
    place(&mut st, 0, loc(Location::Armorer));
    assert_eq!(st.players[0].dice, Dice::new(3, 0, 0));
    assert_eq!(st.board.shop_dice, Dice::new(0, 3, 4));
    place(&mut st, 1, loc(Location::SpearMaker));
    assert_eq!(st.players[1].dice, Dice::new(1, 3, 0));
    assert_eq!(st.board.shop_dice, Dice::new(0, 0, 4));
    place(&mut st, 2, loc(Location::Blacksmith));
    assert_eq!(st.players[2].dice, Dice::new(1, 0, 4));
    assert_eq!(st.board.shop_dice, Dice::NONE);
    assert_invariants(&st);
}

#[test]
fn smokehouse_gives_all_its_food() {
    // R-LOC-SMOKE: take all food on the space.
    let mut st = game(3);
    st.board.smokehouse_food = 5;
    place(&mut st, 0, loc(Location::Smokehouse));
    assert_eq!(st.players[0].food, 6);
    assert_eq!(st.board.smokehouse_food, 0);
}

#[test]
fn market_exchanges() {
    // R-LOC-MARKET: any number of 1:1 exchanges among food, wood and coins.
    let mut st = game(3);
    goods(&mut st, 0, 3, 0, 1);
    place(&mut st, 0, loc(Location::Market));
    assert_eq!(decision(&st), (0, Decision::Market));
    // While the market is open, no worker may be placed and nobody else may act.
    refused(
        &mut st,
        0,
        Action::Place {
            space: loc(Location::HuntingGrounds),
        },
        RuleError::WrongDecision,
    );
    refused(&mut st, 1, Action::EndTrades, RuleError::NotYourDecision);
    let legal = legal_actions(&st, 0);
    assert!(legal.contains(&Action::EndTrades));
    assert!(legal.contains(&Action::Trade {
        give: Good::Food,
        take: Good::Wood
    }));
    assert!(!legal.contains(&Action::Trade {
        give: Good::Wood,
        take: Good::Food
    }));
    refused(
        &mut st,
        0,
        Action::Trade {
            give: Good::Wood,
            take: Good::Coins,
        },
        RuleError::CannotPay,
    );
    refused(
        &mut st,
        0,
        Action::Trade {
            give: Good::Food,
            take: Good::Food,
        },
        RuleError::InvalidAmount,
    );
    for (give, take) in [
        (Good::Food, Good::Wood),
        (Good::Food, Good::Wood),
        (Good::Coins, Good::Wood),
        (Good::Food, Good::Coins),
        (Good::Wood, Good::Food),
    ] {
        play(&mut st, 0, Action::Trade { give, take });
        assert_eq!(decision(&st), (0, Decision::Market), "still trading");
    }
    let p = &st.players[0];
    assert_eq!((p.food, p.wood, p.coins), (1, 2, 1));
    play(&mut st, 0, Action::EndTrades);
    assert!(is_placing(&st, 1));
}

#[test]
fn merchant_ship_costs_a_coin() {
    // R-LOC-MERCHANT: pay 1 coin, gain what the top merchant card shows.
    let mut st = game(3);
    st.board.merchant = Some(merchant("merchant.9"));
    goods(&mut st, 0, 1, 1, 1);
    place(&mut st, 0, loc(Location::MerchantShip));
    let p = &st.players[0];
    assert_eq!((p.food, p.wood, p.coins), (2, 2, 1));
    // Dice.
    st.board.merchant = Some(merchant("merchant.10"));
    goods(&mut st, 1, 0, 0, 2);
    refused(
        &mut st,
        1,
        Action::Place {
            space: loc(Location::MerchantShip),
        },
        RuleError::SpaceTaken,
    );
    // (The ship is taken for this round; a later round's visit, simulated.)
    st.board.workers.clear();
    place(&mut st, 1, loc(Location::MerchantShip));
    assert_eq!(st.players[1].coins, 1);
    assert_eq!(st.players[1].dice, Dice::new(2, 1, 0));
    // No coin: refused (Ullr is not Gylfir).
    goods(&mut st, 2, 5, 5, 0);
    st.board.workers.clear();
    refused(
        &mut st,
        2,
        Action::Place {
            space: loc(Location::MerchantShip),
        },
        RuleError::CannotPay,
    );
    assert!(!places(&st, 2).contains(&loc(Location::MerchantShip)));
    assert_invariants(&st);
}

#[test]
fn gylfir_sails_the_merchant_ship_for_free() {
    // R-LEADER: Gylfir's Merchant Ship costs no coin.
    let leaders = [Leader::Gylfir, Leader::Asmundr, Leader::Ullr];
    let mut st = game_leaders(settings(3, Edition::Revised, 0), 3, &leaders);
    st.board.merchant = Some(merchant("merchant.1"));
    goods(&mut st, 0, 0, 0, 0);
    assert!(places(&st, 0).contains(&loc(Location::MerchantShip)));
    place(&mut st, 0, loc(Location::MerchantShip));
    let p = &st.players[0];
    assert_eq!((p.food, p.wood, p.coins), (3, 0, 0));
    // With coins he keeps them.
    goods(&mut st, 0, 0, 0, 2);
    st.board.workers.clear();
    give_turn(&mut st, 0);
    place(&mut st, 0, loc(Location::MerchantShip));
    assert_eq!((st.players[0].food, st.players[0].coins), (3, 2));
}

#[test]
fn rune_carver_takes_a_face_up_rune_or_the_top_card() {
    // R-LOC-RUNE: pay 1 wood, take a face-up rune or the top card of the rune deck.
    let mut st = game(3);
    goods(&mut st, 0, 0, 2, 0);
    let row = st.board.rune_row;
    place(&mut st, 0, loc(Location::RuneCarver));
    assert_eq!(st.players[0].wood, 1);
    assert_eq!(decision(&st), (0, Decision::RuneCarver));
    assert_eq!(legal_actions(&st, 0).len(), 4);
    let events = play(
        &mut st,
        0,
        Action::TakeRune {
            pick: RunePick::Row(1),
        },
    );
    let rune = row[1].unwrap();
    assert_eq!(st.players[0].runes.len(), 1);
    assert_eq!(st.players[0].runes[0].rune, rune);
    assert!(!st.players[0].runes[0].used);
    assert!(st.board.rune_row[1].is_none());
    assert!(events.contains(&Event::RuneTaken { seat: 0, rune }));
    // Face up in front of the player: everyone sees it.
    assert_eq!(
        view(&st, Viewer::Seat(1)).players[0].runes,
        st.players[0].runes
    );
    // The top of the deck.
    let top = *st.decks.runes.last().unwrap();
    goods(&mut st, 1, 0, 1, 0);
    st.board.workers.clear();
    place(&mut st, 1, loc(Location::RuneCarver));
    refused(
        &mut st,
        1,
        Action::TakeRune {
            pick: RunePick::Row(1),
        },
        RuleError::UnknownCard,
    );
    play(
        &mut st,
        1,
        Action::TakeRune {
            pick: RunePick::Deck,
        },
    );
    assert_eq!(st.players[1].runes[0].rune, top);
    assert_eq!(st.players[1].wood, 0);
    assert_eq!(st.decks.runes.len(), 6);
    // No wood: refused.
    goods(&mut st, 2, 3, 0, 3);
    st.board.workers.clear();
    refused(
        &mut st,
        2,
        Action::Place {
            space: loc(Location::RuneCarver),
        },
        RuleError::CannotPay,
    );
    // Deck empty, the row still has runes: the deck choice is refused.
    st.decks.runes.clear();
    goods(&mut st, 2, 0, 1, 0);
    place(&mut st, 2, loc(Location::RuneCarver));
    assert!(!legal_actions(&st, 2).contains(&Action::TakeRune {
        pick: RunePick::Deck
    }));
    refused(
        &mut st,
        2,
        Action::TakeRune {
            pick: RunePick::Deck,
        },
        RuleError::UnknownCard,
    );
    play(
        &mut st,
        2,
        Action::TakeRune {
            pick: RunePick::Row(0),
        },
    );
    // Not available when no rune is left anywhere.
    st.board.rune_row = [None; 3];
    st.board.workers.clear();
    goods(&mut st, 0, 0, 5, 0);
    give_turn(&mut st, 0);
    refused(
        &mut st,
        0,
        Action::Place {
            space: loc(Location::RuneCarver),
        },
        RuleError::SpaceUnavailable,
    );
}

#[test]
fn stave_church_one_price_step() {
    // R-LOC-CHURCH: exactly one step, 1/3/6/10 coins for 1/2/3/4 favor.
    for (coins, favor, left) in [(10u8, 4u8, 0u8), (9, 3, 3), (5, 2, 2), (12, 1, 11)] {
        let mut st = game(3);
        goods(&mut st, 0, 0, 0, coins);
        place(&mut st, 0, loc(Location::StaveChurch));
        assert_eq!(decision(&st), (0, Decision::Church));
        play(&mut st, 0, Action::Church { favor });
        assert_eq!(st.players[0].coins, left, "{favor} favor");
        assert_eq!(st.players[0].favor, 1 + favor);
        assert!(is_placing(&st, 1));
    }
    let mut st = game(3);
    goods(&mut st, 0, 0, 0, 5);
    place(&mut st, 0, loc(Location::StaveChurch));
    let legal = legal_actions(&st, 0);
    assert_eq!(
        legal,
        vec![Action::Church { favor: 1 }, Action::Church { favor: 2 }]
    );
    refused(
        &mut st,
        0,
        Action::Church { favor: 3 },
        RuleError::CannotPay,
    );
    refused(
        &mut st,
        0,
        Action::Church { favor: 5 },
        RuleError::InvalidAmount,
    );
    refused(
        &mut st,
        0,
        Action::Church { favor: 0 },
        RuleError::InvalidAmount,
    );
    // With 1 or 2 coins only 1 favor is possible: no question is asked.
    let mut st = game(3);
    goods(&mut st, 0, 0, 0, 2);
    place(&mut st, 0, loc(Location::StaveChurch));
    assert_eq!((st.players[0].coins, st.players[0].favor), (1, 2));
    assert!(is_placing(&st, 1));
    // No coin: refused.
    goods(&mut st, 1, 3, 3, 0);
    st.board.workers.clear();
    refused(
        &mut st,
        1,
        Action::Place {
            space: loc(Location::StaveChurch),
        },
        RuleError::CannotPay,
    );
}

#[test]
fn shipwright_sells_one_private_longship() {
    // R-LOC-SHIPWRIGHT: one available private longship for its cost, one per player per game;
    // its owner may sail it the same round.
    let mut st = game(2);
    goods(&mut st, 0, 0, 3, 4);
    place(&mut st, 0, loc(Location::Shipwright));
    assert_eq!(decision(&st), (0, Decision::Shipwright));
    assert_eq!(
        legal_actions(&st, 0),
        vec![
            Action::BuyShip {
                ship: ship("ship.karvi")
            },
            Action::BuyShip {
                ship: ship("ship.snekkja")
            }
        ]
    );
    refused(
        &mut st,
        0,
        Action::BuyShip {
            ship: ship("ship.skeid"),
        },
        RuleError::UnknownCard,
    );
    let events = play(
        &mut st,
        0,
        Action::BuyShip {
            ship: ship("ship.snekkja"),
        },
    );
    assert!(events.contains(&Event::ShipBought {
        seat: 0,
        ship: ship("ship.snekkja")
    }));
    let p = &st.players[0];
    assert_eq!((p.coins, p.wood), (1, 1));
    assert_eq!(p.ship, Some(ship("ship.snekkja")));
    assert_eq!(st.board.ships, vec![ship("ship.karvi")]);
    // The Shipwright is taken for this round.
    goods(&mut st, 1, 5, 5, 5);
    refused(
        &mut st,
        1,
        Action::Place {
            space: loc(Location::Shipwright),
        },
        RuleError::SpaceTaken,
    );
    place(&mut st, 1, loc(Location::HuntingGrounds));
    // Seat 0 sails its own ship this same round: capacity 6, free.
    place(&mut st, 0, loc(Location::PrivateLongship));
    assert_eq!(
        decision(&st),
        (
            0,
            Decision::Sail {
                ship: ShipKind::Private
            }
        )
    );
    play(&mut st, 0, Action::Sail { land: 2 });
    let v = st.board.lands[2].voyage.unwrap();
    assert_eq!((v.seat, v.kind, v.capacity), (0, ShipKind::Private, 6));
    assert_eq!(st.players[0].coins, 1);
    // Next rounds: no second ship, and the space is refused for lack of money too.
    to_next_round(&mut st);
    let mut st2 = st.clone();
    goods(&mut st2, 0, 0, 9, 9);
    give_turn(&mut st2, 0);
    refused(
        &mut st2,
        0,
        Action::Place {
            space: loc(Location::Shipwright),
        },
        RuleError::AlreadyOwned,
    );
    goods(&mut st2, 1, 0, 1, 1);
    give_turn(&mut st2, 1);
    refused(
        &mut st2,
        1,
        Action::Place {
            space: loc(Location::Shipwright),
        },
        RuleError::CannotPay,
    );
    // With exactly enough for the karvi, the only answer is played at once.
    goods(&mut st2, 1, 0, 1, 2);
    place(&mut st2, 1, loc(Location::Shipwright));
    assert_eq!(st2.players[1].ship, Some(ship("ship.karvi")));
    assert_eq!((st2.players[1].coins, st2.players[1].wood), (0, 0));
    assert!(st2.board.ships.is_empty());
    // None left at the Shipwright.
    st2.board.workers.clear();
    goods(&mut st2, 0, 0, 9, 9);
    st2.players[0].ship = None;
    give_turn(&mut st2, 0);
    refused(
        &mut st2,
        0,
        Action::Place {
            space: loc(Location::Shipwright),
        },
        RuleError::SpaceUnavailable,
    );
    // Seat 0 still may sail its ship each round (it owns one in `st`).
    give_turn(&mut st, 0);
    assert!(places(&st, 0).contains(&loc(Location::PrivateLongship)));
}

#[test]
fn shipwright_in_a_four_seat_game() {
    // R-LOC-SHIPWRIGHT with R-SETUP-3: all four tiles, each its own cost.
    let mut st = game(4);
    goods(&mut st, 0, 0, 3, 6);
    place(&mut st, 0, loc(Location::Shipwright));
    assert_eq!(legal_actions(&st, 0).len(), 4);
    play(
        &mut st,
        0,
        Action::BuyShip {
            ship: ship("ship.drakkar"),
        },
    );
    assert_eq!((st.players[0].coins, st.players[0].wood), (0, 0));
    goods(&mut st, 1, 0, 2, 3);
    st.board.workers.clear();
    place(&mut st, 1, loc(Location::Shipwright));
    // Skeid (4 + 3) is too dear.
    refused(
        &mut st,
        1,
        Action::BuyShip {
            ship: ship("ship.skeid"),
        },
        RuleError::CannotPay,
    );
    refused(
        &mut st,
        1,
        Action::BuyShip {
            ship: ship("ship.drakkar"),
        },
        RuleError::UnknownCard,
    );
}

#[test]
fn longships_reserve_a_free_active_land() {
    // R-SETUP-3: the public longships, small (capacity 5, free) and large (capacity 10, 1 coin).
    // R-LOC-LONGSHIP: small (free, 5), large (1 coin, 10), private (free); choose an active land
    // whose journey space is not yet reserved.
    let mut st = game(4);
    goods(&mut st, 0, 0, 0, 0);
    place(&mut st, 0, loc(Location::LongshipSmall));
    assert_eq!(
        decision(&st),
        (
            0,
            Decision::Sail {
                ship: ShipKind::Small
            }
        )
    );
    assert_eq!(legal_actions(&st, 0).len(), 4);
    let events = play(&mut st, 0, Action::Sail { land: 3 });
    assert!(events.contains(&Event::Sailed {
        seat: 0,
        land: 3,
        ship: ShipKind::Small
    }));
    let v = st.board.lands[3].voyage.unwrap();
    assert_eq!(
        (v.seat, v.kind, v.capacity, v.food),
        (0, ShipKind::Small, 5, 0)
    );
    // Large: 1 coin.
    goods(&mut st, 1, 0, 0, 0);
    refused(
        &mut st,
        1,
        Action::Place {
            space: loc(Location::LongshipLarge),
        },
        RuleError::CannotPay,
    );
    goods(&mut st, 1, 0, 0, 2);
    place(&mut st, 1, loc(Location::LongshipLarge));
    assert_eq!(st.players[1].coins, 1);
    assert!(!legal_actions(&st, 1).contains(&Action::Sail { land: 3 }));
    refused(&mut st, 1, Action::Sail { land: 3 }, RuleError::SpaceTaken);
    refused(
        &mut st,
        1,
        Action::Sail { land: 4 },
        RuleError::InvalidTarget,
    );
    play(&mut st, 1, Action::Sail { land: 0 });
    let v = st.board.lands[0].voyage.unwrap();
    assert_eq!((v.seat, v.kind, v.capacity), (1, ShipKind::Large, 10));
    // Private: free, its own capacity.
    st.players[2].ship = Some(ship("ship.skeid"));
    goods(&mut st, 2, 0, 0, 0);
    place(&mut st, 2, loc(Location::PrivateLongship));
    play(&mut st, 2, Action::Sail { land: 1 });
    let v = st.board.lands[1].voyage.unwrap();
    assert_eq!((v.seat, v.kind, v.capacity), (2, ShipKind::Private, 8));
    // One land left: its reservation is the only answer and is played at once.
    st.players[3].ship = Some(ship("ship.karvi"));
    place(&mut st, 3, loc(Location::PrivateLongship));
    assert_eq!(st.board.lands[2].voyage.map(|v| v.seat), Some(3));
    // No free land: every longship space is closed.
    assert!(is_placing(&st, 0));
    st.players[0].ship = Some(ship("ship.snekkja"));
    goods(&mut st, 0, 0, 0, 3);
    st.board.workers.clear();
    for l in [
        Location::LongshipSmall,
        Location::LongshipLarge,
        Location::PrivateLongship,
    ] {
        refused(
            &mut st,
            0,
            Action::Place { space: loc(l) },
            RuleError::SpaceUnavailable,
        );
        assert!(!places(&st, 0).contains(&loc(l)));
    }
}

#[test]
fn troll_and_draugr_spaces_reserve_the_fight() {
    // R-LOC-TROLL, R-LOC-DRAUGR-L, R-LOC-DRAUGR-R: reserve the fight, no immediate effect.
    let mut st = game(3);
    st.board.troll = Some(troll("troll.young_troll"));
    st.board.draugr = [
        Some(draugr("draugr.barrow_wight")),
        Some(draugr("draugr.bog_corpse")),
    ];
    for seat in 0..3 {
        set_dice(&mut st, seat, Dice::new(2, 0, 0));
    }
    let before = st.clone();
    for (seat, l) in [
        (0u8, Location::Troll),
        (1, Location::DraugrLeft),
        (2, Location::DraugrRight),
    ] {
        let events = place(&mut st, seat, loc(l));
        assert_eq!(
            events,
            vec![Event::WorkerPlaced {
                seat,
                space: loc(l)
            }]
        );
        let mut p = st.players[seat as usize].clone();
        p.placed -= 1;
        assert_eq!(p, before.players[seat as usize], "no immediate effect");
    }
    assert_eq!(st.board.troll, before.board.troll);
    assert_eq!(st.board.draugr, before.board.draugr);
    // Everyone else hunts; then each assigns to their own fight only.
    while matches!(st.phase, Phase::Placement { .. }) {
        let seat = to_act(&st);
        place(&mut st, seat, loc(Location::HuntingGrounds));
    }
    let mut open: Vec<(Seat, Decision)> = pending(&st);
    open.sort_by_key(|(s, _)| *s);
    assert_eq!(
        open,
        vec![
            (0, Decision::Assign),
            (1, Decision::Assign),
            (2, Decision::Assign)
        ]
    );
    for (seat, target) in [
        (0u8, Target::Troll),
        (1, Target::DraugrLeft),
        (2, Target::DraugrRight),
    ] {
        let legal = legal_actions(&st, seat);
        assert!(legal.contains(&Action::AssignDie {
            target,
            kind: DieKind::Swordsman
        }));
        for other in [Target::Troll, Target::DraugrLeft, Target::DraugrRight] {
            if other != target {
                refused(
                    &mut st,
                    seat,
                    Action::AssignDie {
                        target: other,
                        kind: DieKind::Swordsman,
                    },
                    RuleError::InvalidTarget,
                );
            }
        }
    }
    // Seat 1 takes the left draugr: the fight follows in resolution (a fight is started for
    // the left draugr by seat 1).
    play(
        &mut st,
        1,
        Action::AssignDie {
            target: Target::DraugrLeft,
            kind: DieKind::Swordsman,
        },
    );
    for seat in 0..3 {
        plain(&mut st, seat);
    }
    let mut events = Vec::new();
    for seat in 0..3 {
        events.extend(play(&mut st, seat, Action::ConfirmAssignment));
    }
    events.extend(to_round(&mut st, 2));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::FightStarted {
            seat: 1,
            foe: state::Foe::Draugr { side: 0, .. },
            dice
        } if *dice == Dice::new(1, 0, 0)
    )));
}

#[test]
fn hunting_grounds_hunt_with_unassigned_dice_once() {
    // R-LOC-HUNT: hunt in the combat phase with every die left unassigned; one hunt per player
    // even with several workers there.
    let mut st = game(2);
    plain(&mut st, 0);
    plain(&mut st, 1);
    st.board.troll = Some(troll("troll.young_troll"));
    set_dice(&mut st, 0, Dice::new(3, 1, 0));
    solo(&mut st, 0, 3);
    place(&mut st, 0, loc(Location::HuntingGrounds));
    place(&mut st, 0, loc(Location::HuntingGrounds));
    place(&mut st, 0, loc(Location::Troll));
    assert_eq!(decision(&st), (0, Decision::Assign));
    play(
        &mut st,
        0,
        Action::AssignDie {
            target: Target::Troll,
            kind: DieKind::Swordsman,
        },
    );
    let mut events = play(&mut st, 0, Action::ConfirmAssignment);
    events.extend(to_round(&mut st, 2));
    let hunts: Vec<&Event> = events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::FightStarted {
                    foe: state::Foe::Hunt,
                    ..
                }
            )
        })
        .collect();
    assert_eq!(
        hunts,
        vec![&Event::FightStarted {
            seat: 0,
            foe: state::Foe::Hunt,
            dice: Dice::new(2, 1, 0)
        }]
    );
    assert_eq!(
        count(&events, |e| matches!(e, Event::Hunted { seat: 0, .. })),
        1
    );
    // The hunt comes before the troll.
    let hunt = events
        .iter()
        .position(|e| matches!(e, Event::Hunted { .. }))
        .unwrap();
    let troll_fight = events
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::FightStarted {
                    foe: state::Foe::Troll { .. },
                    ..
                }
            )
        })
        .unwrap();
    assert!(hunt < troll_fight);
}

#[test]
fn beggar_revised_blame_and_a_chosen_good() {
    // R-LOC-BEG (revised): a space with no limit; 1 blame and 1 food, wood or coin.
    for take in Good::ALL {
        let mut st = game(3);
        goods(&mut st, 0, 0, 0, 0);
        place(&mut st, 0, loc(Location::Beggar));
        assert_eq!(st.players[0].blame, 1, "the blame comes at once");
        assert_eq!(decision(&st), (0, Decision::Beg));
        assert_eq!(legal_actions(&st, 0).len(), 3);
        play(&mut st, 0, Action::Beg { take });
        let p = &st.players[0];
        let got = match take {
            Good::Food => p.food,
            Good::Wood => p.wood,
            Good::Coins => p.coins,
        };
        assert_eq!(got, 1);
        assert_eq!(p.food + p.wood + p.coins, 1);
        assert_eq!(p.blame, 1);
        assert!(is_placing(&st, 1));
    }
}

#[test]
fn beggar_classic_blame_and_a_coin() {
    // R-LOC-BEG (classic): the worker goes on the player's own board; 1 blame and 1 coin.
    let mut st = game_of(3, Edition::Classic);
    goods(&mut st, 0, 0, 0, 0);
    let events = place(&mut st, 0, loc(Location::Beggar));
    let p = &st.players[0];
    assert_eq!((p.blame, p.coins, p.food, p.wood), (1, 1, 0, 0));
    assert!(events.contains(&Event::Gained {
        seat: 0,
        goods: Goods {
            blame: 1,
            coins: 1,
            ..Goods::default()
        }
    }));
    assert!(is_placing(&st, 1), "no choice in the classic edition");
    // Several players, several times.
    place(&mut st, 1, loc(Location::Beggar));
    place(&mut st, 2, loc(Location::Beggar));
    place(&mut st, 0, loc(Location::Beggar));
    assert_eq!((st.players[0].blame, st.players[0].coins), (2, 2));
}

fn stall_game(stall: Stall) -> State {
    let mut st = game(3);
    st.board.stalls = vec![stall];
    st
}

/// Places seat 0 on `stall`, then checks that nobody else may use it this round.
fn use_stall(st: &mut State, stall: Stall) -> Vec<Event> {
    let events = place(st, 0, Space::Stall(stall));
    if st.players[1].workers_left() > 0 && is_placing(st, 1) {
        goods(st, 1, 9, 9, 9);
        refused(
            st,
            1,
            Action::Place {
                space: Space::Stall(stall),
            },
            RuleError::SpaceTaken,
        );
    }
    events
}

#[test]
fn stall_rich_stranger() {
    // R-LOC-STALL: Rich Stranger gives 2 coins, once per round.
    let mut st = stall_game(Stall::RichStranger);
    use_stall(&mut st, Stall::RichStranger);
    assert_eq!(st.players[0].coins, 3);
}

#[test]
fn stall_skald() {
    // R-LOC-STALL: Skald gives 2 glory.
    let mut st = stall_game(Stall::Skald);
    use_stall(&mut st, Stall::Skald);
    assert_eq!(st.players[0].glory, 2);
}

#[test]
fn stall_generous_merchant() {
    // R-LOC-STALL: Generous Merchant gives 1 wood and 1 food.
    let mut st = stall_game(Stall::GenerousMerchant);
    use_stall(&mut st, Stall::GenerousMerchant);
    let p = &st.players[0];
    assert_eq!((p.food, p.wood, p.coins), (2, 2, 1));
}

#[test]
fn stall_alms() {
    // R-LOC-STALL: Alms: give 1 food for 1 favor, up to 3 times.
    let mut st = stall_game(Stall::Alms);
    goods(&mut st, 0, 5, 0, 0);
    place(&mut st, 0, Space::Stall(Stall::Alms));
    assert_eq!(decision(&st), (0, Decision::Alms));
    assert_eq!(legal_actions(&st, 0).len(), 4, "0 to 3");
    refused(
        &mut st,
        0,
        Action::Alms { food: 4 },
        RuleError::InvalidAmount,
    );
    play(&mut st, 0, Action::Alms { food: 3 });
    assert_eq!((st.players[0].food, st.players[0].favor), (2, 4));
    goods(&mut st, 1, 9, 9, 9);
    refused(
        &mut st,
        1,
        Action::Place {
            space: Space::Stall(Stall::Alms),
        },
        RuleError::SpaceTaken,
    );
    // With 1 food, at most 1.
    let mut st = stall_game(Stall::Alms);
    goods(&mut st, 0, 1, 0, 0);
    place(&mut st, 0, Space::Stall(Stall::Alms));
    refused(&mut st, 0, Action::Alms { food: 2 }, RuleError::CannotPay);
    play(&mut st, 0, Action::Alms { food: 1 });
    assert_eq!((st.players[0].food, st.players[0].favor), (0, 2));
    // With no food the space yields nothing and asks nothing.
    let mut st = stall_game(Stall::Alms);
    goods(&mut st, 0, 0, 0, 0);
    place(&mut st, 0, Space::Stall(Stall::Alms));
    assert_eq!(st.players[0].favor, 1);
    assert!(is_placing(&st, 1));
}

#[test]
fn stall_varangians() {
    // R-LOC-STALL: Varangians: pay 1 coin for 1 swordsman + 1 spearman.
    let mut st = stall_game(Stall::Varangians);
    goods(&mut st, 0, 0, 0, 0);
    refused(
        &mut st,
        0,
        Action::Place {
            space: Space::Stall(Stall::Varangians),
        },
        RuleError::CannotPay,
    );
    goods(&mut st, 0, 0, 0, 2);
    use_stall(&mut st, Stall::Varangians);
    assert_eq!(st.players[0].coins, 1);
    assert_eq!(st.players[0].dice, Dice::new(2, 1, 0));
    assert_invariants(&st);
}

#[test]
fn stall_mercenaries() {
    // R-LOC-STALL: Mercenaries: pay 1 wood for 2 spearmen.
    let mut st = stall_game(Stall::Mercenaries);
    goods(&mut st, 0, 5, 0, 5);
    refused(
        &mut st,
        0,
        Action::Place {
            space: Space::Stall(Stall::Mercenaries),
        },
        RuleError::CannotPay,
    );
    goods(&mut st, 0, 0, 1, 0);
    use_stall(&mut st, Stall::Mercenaries);
    assert_eq!(st.players[0].wood, 0);
    assert_eq!(st.players[0].dice, Dice::new(1, 2, 0));
    assert_invariants(&st);
}

#[test]
fn stall_jomsvikings() {
    // R-LOC-STALL: Jomsvikings: pay 2 coins for 1 swordsman + 1 axeman.
    let mut st = stall_game(Stall::Jomsvikings);
    goods(&mut st, 0, 5, 5, 1);
    refused(
        &mut st,
        0,
        Action::Place {
            space: Space::Stall(Stall::Jomsvikings),
        },
        RuleError::CannotPay,
    );
    goods(&mut st, 0, 0, 0, 2);
    use_stall(&mut st, Stall::Jomsvikings);
    assert_eq!(st.players[0].coins, 0);
    assert_eq!(st.players[0].dice, Dice::new(2, 0, 1));
    assert_invariants(&st);
}

#[test]
fn stall_recruits() {
    // R-LOC-STALL: Recruits: pay 1 food for 2 swordsmen.
    let mut st = stall_game(Stall::Recruits);
    goods(&mut st, 0, 0, 5, 5);
    refused(
        &mut st,
        0,
        Action::Place {
            space: Space::Stall(Stall::Recruits),
        },
        RuleError::CannotPay,
    );
    goods(&mut st, 0, 2, 0, 0);
    use_stall(&mut st, Stall::Recruits);
    assert_eq!(st.players[0].food, 1);
    assert_eq!(st.players[0].dice, Dice::new(3, 0, 0));
    assert_invariants(&st);
}

#[test]
fn stalls_are_offered_only_when_in_play() {
    // R-LOC-STALL with R-SETUP-2: the legal places list exactly the stalls in play.
    let st = game(4);
    let in_play: Vec<Space> = places(&st, 0)
        .into_iter()
        .filter(|s| matches!(s, Space::Stall(_)))
        .collect();
    let affordable: Vec<Space> = st
        .board
        .stalls
        .iter()
        .filter(|&&s| s != Stall::Jomsvikings)
        .map(|&s| Space::Stall(s))
        .collect();
    assert_eq!(in_play, affordable);
}
