//! Rules tests of Storm the Wall (`skald::games::wall`) against the digest
//! `../shared/rules/wall.md`: each test names the rule ids it checks. The worked examples
//! (R-EX) are in `wall_examples.rs`. Ana, Bo and Cy are clans 0, 1 and 2, as in the digest.

/// The scene builder both Wall test files use.
use crate::wall_scene as scene;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use scene::*;
use skald::games::wall::cards::fort_deck;
use skald::games::wall::state::Colour;
use skald::games::wall::{
    apply, build_order, default_action, legal_actions, new_game, outcome, pending, scoring, view,
    warrior, Action, Card, Decision, Event, Fort, Phase, RuleError, Settings, Solo, State, Step,
    Warrior, DECK,
};

/// Plays every decision by its default until the game is over.
fn play_defaults(s: &mut State) -> Vec<Event> {
    let mut ev = Vec::new();
    let mut steps = 0;
    while let Some(&(seat, _)) = pending(s).first() {
        let a = default_action(s, seat).expect("a pending seat has a default");
        ev.extend(apply(s, seat, &a).expect("the default applies"));
        steps += 1;
        assert!(steps < 10_000, "the game does not end");
    }
    assert_eq!(s.phase, Phase::Over);
    ev
}

fn fort_counts(forts: &[Fort]) -> std::collections::BTreeMap<String, usize> {
    let mut m = std::collections::BTreeMap::new();
    for f in forts {
        *m.entry(f.id()).or_insert(0) += 1;
    }
    m
}

// ---------------------------------------------------------------------------------------------
// Components

#[test]
fn comp_each_clan_has_nine_warriors_of_the_digest() {
    // R-COMP, R-COMP-1: the 9-card deck, its copies and strengths.
    let table = [
        (Warrior::Qween, 1, "w.qween"),
        (Warrior::Druhid, 2, "w.druhid"),
        (Warrior::Filchy, 3, "w.filchy"),
        (Warrior::Filchy, 3, "w.filchy"),
        (Warrior::Axx, 4, "w.axx"),
        (Warrior::Archr, 5, "w.archr"),
        (Warrior::Svord, 6, "w.svord"),
        (Warrior::Horsie, 7, "w.horsie"),
        (Warrior::Chariott, 8, "w.chariott"),
    ];
    assert_eq!(DECK.len(), 9);
    for (i, (w, strength, id)) in table.into_iter().enumerate() {
        assert_eq!(DECK[i], w);
        assert_eq!(warrior(i as Card), w);
        assert_eq!(w.strength(), strength);
        assert_eq!(w.id(), id);
    }
    for w in Warrior::ALL {
        let copies = DECK.iter().filter(|&&d| d == w).count();
        assert_eq!(copies, if w == Warrior::Filchy { 2 } else { 1 }, "{w:?}");
    }
    // Strengths differ except for the twins.
    let mut s: Vec<u8> = Warrior::ALL.iter().map(|w| w.strength()).collect();
    s.dedup();
    assert_eq!(s, vec![1, 2, 3, 4, 5, 6, 7, 8]);
}

#[test]
fn comp_the_fort_deck_has_twenty_forts() {
    // R-COMP-2: 2 of each positive card, FortHeca −1/−2/−2/−3, and the printed values.
    let deck = fort_deck();
    assert_eq!(deck.len(), 20);
    let counts = fort_counts(&deck);
    for (id, n) in [
        ("f.niefort_1", 2),
        ("f.niefort_3", 2),
        ("f.niefort_4", 2),
        ("f.niefort_5", 2),
        ("f.niefort_6", 2),
        ("f.komfort", 2),
        ("f.fokus", 2),
        ("f.fortuna", 2),
        ("f.forteca_1", 1),
        ("f.forteca_2", 2),
        ("f.forteca_3", 1),
    ] {
        assert_eq!(counts.get(id), Some(&n), "{id}");
    }
    assert_eq!(counts.len(), 11);
    for (f, v) in [
        (N1, 1),
        (N3, 3),
        (N4, 4),
        (N5, 5),
        (N6, 6),
        (KOM, 2),
        (FOKUS, 4),
        (UNA, 8),
        (H1, -1),
        (H2, -2),
        (H3, -3),
    ] {
        assert_eq!(f.value(), v, "{f:?}");
        assert_eq!(f.is_fortheca(), v < 0);
    }
    // A new game holds all 20: 6 on the wall, 14 face down.
    let (s, _) = new_game(Settings::new(3), 11).unwrap();
    let mut all: Vec<Fort> = s.deck.clone();
    all.extend(s.wall.iter().flatten());
    assert_eq!(fort_counts(&all), counts);
}

#[test]
fn comp_forts_never_return_and_eighteen_are_drawn() {
    // R-COMP-3: discarded forts stay discarded; no reshuffle; 3 × 6 = 18 drawn, 2 unseen.
    let mut checked_full_games = 0;
    for seed in 1..=6 {
        let (mut s, mut ev) = new_game(Settings::new(3), seed).unwrap();
        let mut discard: Vec<Fort> = Vec::new();
        let mut deck_len = s.deck.len();
        assert_eq!(deck_len, 14);
        while let Some(&(seat, _)) = pending(&s).first() {
            let a = default_action(&s, seat).unwrap();
            let e = apply(&mut s, seat, &a).unwrap();
            // The discard only ever grows; the deck shrinks only by a new wall.
            assert!(
                s.discard.starts_with(&discard),
                "a discarded fort came back"
            );
            discard = s.discard.clone();
            let walls = e
                .iter()
                .filter(|e| matches!(e, Event::WallBuilt { .. }))
                .count();
            assert_eq!(s.deck.len(), deck_len - 6 * walls);
            deck_len = s.deck.len();
            ev.extend(e);
        }
        let drawn: Vec<Fort> = ev
            .iter()
            .filter_map(|e| match e {
                Event::WallBuilt { forts, .. } => Some(forts.clone()),
                _ => None,
            })
            .flatten()
            .collect();
        // Every fort drawn, held, discarded or still face down is one card of the 20.
        let mut all = drawn.clone();
        all.extend(&s.deck);
        assert_eq!(fort_counts(&all), fort_counts(&fort_deck()));
        let mut ends: Vec<Fort> = s.discard.clone();
        for c in &s.clans {
            ends.extend(&c.held);
        }
        if s.fortheca_win.is_none() {
            checked_full_games += 1;
            assert_eq!(drawn.len(), 18);
            assert_eq!(s.deck.len(), 2, "2 forts stay unseen");
            // After the last round every drawn fort is held or discarded.
            assert_eq!(fort_counts(&ends), fort_counts(&drawn));
        }
    }
    assert!(checked_full_games > 0);
}

#[test]
fn comp_an_ability_works_only_in_the_round_it_is_revealed() {
    // R-COMP-4: an Arch'r from round 1 breaks no tie in round 2, a Horsie from round 1 costs
    // nothing when its clan fails in round 2, a Filchy from round 1 does not withdraw.
    let mut s = scene(
        3,
        0,
        2,
        &[N5, N3, N4, N6, N1],
        &[
            hand(&[ARCHR], DRUHID, &[QWEEN]),
            hand(&[HORSIE], FILCHY, &[]),
            hand(&[FILCHY], AXX, &[]),
        ],
    );
    let ev = go(&mut s);
    let r2 = in_round(&ev, 2);
    assert_eq!(totals(&r2), vec![Some(7), None, Some(7)]);
    assert!(r2.contains(&Event::Stalemate {
        fort: N5,
        stays: false
    }));
    assert!(lost(&r2).is_empty(), "an old Horsie cost a warrior");
    stopped(&s, 3, 0);
    assert_eq!(settled(&s, 0), vec![ARCHR, DRUHID]);
    assert_eq!(settled(&s, 1), vec![HORSIE, FILCHY]);
    assert_eq!(settled(&s, 2), vec![FILCHY, AXX]);
}

// ---------------------------------------------------------------------------------------------
// Setup

#[test]
fn setup_line_ups_colours_and_refusals() {
    // R-SETUP, R-SETUP-1, R-SETUP-2: 1–4 players, up to 4 clans, a lone player needs a neutral;
    // players take the colours in join order, neutrals the free ones after them.
    for (players, neutrals) in [
        (1, 1),
        (1, 2),
        (1, 3),
        (2, 0),
        (2, 1),
        (2, 2),
        (3, 0),
        (3, 1),
        (4, 0),
    ] {
        let (s, _) = new_game(settings(players, neutrals), 5)
            .unwrap_or_else(|e| panic!("{players}+{neutrals} refused: {e}"));
        let n = usize::from(players + neutrals);
        assert_eq!(s.clans.len(), n);
        let colours: Vec<Colour> = s.clans.iter().map(|c| c.colour).collect();
        assert_eq!(colours, Colour::ALL[..n].to_vec(), "green, red, gold, blue");
        for (i, c) in s.clans.iter().enumerate() {
            assert_eq!(c.neutral, i >= usize::from(players));
        }
    }
    for (players, neutrals) in [
        (0, 0),
        (0, 2),
        (1, 0),
        (5, 0),
        (4, 1),
        (3, 2),
        (2, 3),
        (1, 4),
    ] {
        assert_eq!(
            new_game(settings(players, neutrals), 5).err(),
            Some(RuleError::BadLineUp { players, neutrals }),
            "{players}+{neutrals}"
        );
    }
    assert_eq!(Settings::new(1).neutrals, 1, "1 neutral by default in solo");
    for p in 2..=4 {
        assert_eq!(Settings::new(p).neutrals, 0);
    }
}

#[test]
fn setup_the_fort_deck_is_shuffled_by_the_seed_and_seats_go_players_first() {
    // R-SETUP-3: a shuffled fort deck (a seed decides it); seat order players then neutrals,
    // "next seat" wrapping round.
    let walls: std::collections::BTreeSet<Vec<String>> = (0..12)
        .map(|seed| {
            let (s, _) = new_game(Settings::new(2), seed).unwrap();
            s.wall.iter().flatten().map(|f| f.id()).collect()
        })
        .collect();
    assert!(walls.len() > 3, "the walls do not vary with the seed");
    let (a, _) = new_game(Settings::new(2), 99).unwrap();
    let (b, _) = new_game(Settings::new(2), 99).unwrap();
    assert_eq!(a, b);
    let (s, _) = new_game(settings(2, 2), 3).unwrap();
    assert_eq!(s.after(0).collect::<Vec<_>>(), vec![1, 2, 3, 0]);
    assert_eq!(s.after(3).collect::<Vec<_>>(), vec![0, 1, 2, 3]);
    assert!(s.is_player(1) && !s.is_player(2));
}

#[test]
fn setup_variants_and_neutrals_default_off() {
    // R-SETUP-4 and R-DECIDE row 0: variants off; 0 neutrals, 1 in solo.
    for p in 1..=4 {
        let s = Settings::new(p);
        assert!(!s.tied_forts_stay && !s.druhid_shift);
        assert_eq!(s.neutrals, u8::from(p == 1));
    }
}

#[test]
fn decide_row_1_colours_go_to_the_first_free() {
    // R-DECIDE row 1: a player's colour is the first free of green, red, gold, blue.
    let (s, _) = new_game(settings(3, 0), 1).unwrap();
    let ids: Vec<&str> = s.clans.iter().map(|c| c.colour.id()).collect();
    assert_eq!(ids, vec!["green", "red", "gold"]);
}

#[test]
fn decide_row_1_chosen_colours_are_honoured_and_the_first_free_fill_the_rest() {
    // R-DECIDE row 1: each player may take a free colour; whoever chose none, and every
    // neutral clan, takes the first free of green, red, gold, blue. No two players share one
    // (the table refuses a taken colour; the engine refuses a line-up that shares one).
    let ids = |s: &State| -> Vec<&'static str> { s.clans.iter().map(|c| c.colour.id()).collect() };
    let mut chosen = settings(3, 1);
    chosen.colours = [None, Some(Colour::Green), Some(Colour::Blue), None];
    let (s, _) = new_game(chosen, 1).unwrap();
    assert_eq!(ids(&s), vec!["red", "green", "blue", "gold"]);
    assert_eq!(
        s.clans.iter().map(|c| c.neutral).collect::<Vec<_>>(),
        vec![false, false, false, true]
    );
    let mut solo = settings(1, 2);
    solo.colours[0] = Some(Colour::Gold);
    let (s, _) = new_game(solo, 1).unwrap();
    assert_eq!(
        ids(&s),
        vec!["gold", "green", "red"],
        "neutrals take the free ones"
    );
    // A neutral's seat never holds a choice: a colour beyond the players is ignored.
    let mut beyond = settings(2, 1);
    beyond.colours = [None, None, Some(Colour::Green), None];
    let (s, _) = new_game(beyond, 1).unwrap();
    assert_eq!(ids(&s), vec!["green", "red", "gold"]);
    let mut twice = settings(2, 0);
    twice.colours = [Some(Colour::Red), Some(Colour::Red), None, None];
    assert_eq!(
        new_game(twice, 1).err(),
        Some(RuleError::BadLineUp {
            players: 2,
            neutrals: 0
        })
    );
    // Settings nobody chose a colour in are written as before, and read back.
    let plain = serde_json::to_value(settings(2, 0)).unwrap();
    assert!(plain.get("colours").is_none(), "{plain}");
    assert_eq!(
        serde_json::from_value::<Settings>(plain).unwrap(),
        settings(2, 0)
    );
    let mut one = settings(2, 0);
    one.colours[1] = Some(Colour::Gold);
    let json = serde_json::to_value(one).unwrap();
    assert_eq!(
        json["colours"],
        serde_json::json!([null, "gold", null, null])
    );
    assert_eq!(serde_json::from_value::<Settings>(json).unwrap(), one);
}

// ---------------------------------------------------------------------------------------------
// Turns and the wall

#[test]
fn turn_three_turns_of_six_rounds_each_with_a_new_wall_and_orders() {
    // R-TURN, R-TURN-1, R-TURN-2, R-ROUND-12, R-END-1: wall, orders, rounds 1–6, three times; every
    // clan starts each turn with all 9 warriors; the game ends after round 6 of turn 3.
    let mut full = 0;
    for seed in [2, 3, 4, 5] {
        let (mut s, first) = new_game(settings(2, 1), seed).unwrap();
        let first = told(first);
        assert!(matches!(first[0], Event::WallBuilt { turn: 1, .. }));
        assert_eq!(
            pending(&s),
            vec![(0, Decision::Orders), (1, Decision::Orders)]
        );
        let mut ev = first;
        while let Some(&(seat, _)) = pending(&s).first() {
            let a = default_action(&s, seat).unwrap();
            let e = apply(&mut s, seat, &a).unwrap();
            if let Some(turn) = e.iter().find_map(|e| match e {
                Event::WallBuilt { turn, .. } => Some(*turn),
                _ => None,
            }) {
                // R-ROUND-12 / R-TURN-2: all warriors back, a new hand, orders again.
                assert!(e.contains(&Event::TurnEnded { turn: turn - 1 }));
                assert_eq!(s.turn, turn);
                assert_eq!(s.round, 0);
                assert_eq!(s.phase, Phase::Orders);
                assert_eq!(
                    pending(&s),
                    vec![(0, Decision::Orders), (1, Decision::Orders)]
                );
                for c in &s.clans {
                    assert!(c.line.is_empty() && c.out.is_empty());
                    let mut cards: Vec<Card> = c.orders.aside.clone();
                    cards.extend(c.orders.placed.iter().flatten());
                    if c.neutral {
                        assert_eq!(c.orders.aside.len(), 3);
                        assert!(c.orders.placed.iter().all(Option::is_some));
                    } else {
                        assert_eq!(c.orders.aside.len(), 2);
                        assert!(c.orders.placed.iter().all(Option::is_none));
                        assert_eq!(c.orders.unplaced().count(), 7);
                        cards.extend(c.orders.unplaced());
                    }
                    cards.sort_unstable();
                    assert_eq!(cards, (0..9).collect::<Vec<Card>>(), "all 9 back");
                }
            }
            ev.extend(e);
        }
        let walls: Vec<u8> = ev
            .iter()
            .filter_map(|e| match e {
                Event::WallBuilt { turn, .. } => Some(*turn),
                _ => None,
            })
            .collect();
        let rounds: Vec<u8> = ev
            .iter()
            .filter_map(|e| match e {
                Event::Revealed { round, .. } => Some(*round),
                _ => None,
            })
            .collect();
        assert_eq!(ev.last(), Some(&Event::GameOver));
        if s.fortheca_win.is_none() {
            full += 1;
            assert_eq!(walls, vec![1, 2, 3]);
            assert_eq!(rounds, [1u8, 2, 3, 4, 5, 6].repeat(3));
            assert_eq!(s.turn, 3);
            assert!(ev.contains(&Event::TurnEnded { turn: 3 }));
        } else {
            // The FortHeca win ends the game at once (R-END-1).
            assert!(rounds.len() < 18);
        }
        assert!(outcome(&s).is_some());
    }
    assert!(full > 0, "no game went the full three turns");
}

#[test]
fn wall_six_forts_in_draw_order_then_lowest_first_and_highest_last() {
    // R-WALL, R-WALL-1, R-WALL-2: the six drawn forts in draw order, then the lowest positive
    // (ties: leftmost) to position 1 and the highest positive (ties: rightmost) to 6.
    for seed in 0..30 {
        let (s, all) = new_game(Settings::new(3), seed).unwrap();
        // The seeded shuffle of the 20 forts; the wall takes the top 6 in the order drawn.
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut deck = fort_deck();
        deck.shuffle(&mut rng);
        let in_draw_order: Vec<Fort> = deck.iter().rev().copied().collect();
        let mut drawn = [N1; 6];
        for slot in drawn.iter_mut() {
            *slot = deck.pop().unwrap();
        }
        assert_eq!(s.deck, deck);
        // R-TABLE-2: the shuffle and the draw are logged (for the export, told to no one).
        assert_eq!(
            all[0],
            Event::FortsShuffled {
                forts: in_draw_order
            }
        );
        assert!(all.contains(&Event::FortsDrawn {
            turn: 1,
            forts: drawn.to_vec()
        }));
        let ev = told(all);
        let wall: Vec<Fort> = build_order(&drawn).iter().map(|&i| drawn[i]).collect();
        assert_eq!(
            s.wall.to_vec(),
            wall.iter().copied().map(Some).collect::<Vec<_>>()
        );
        assert_eq!(
            ev[0],
            Event::WallBuilt {
                turn: 1,
                forts: wall.clone()
            }
        );
        let positive: Vec<i8> = wall.iter().map(|f| f.value()).filter(|&v| v > 0).collect();
        assert_eq!(wall[0].value(), *positive.iter().min().unwrap());
        assert_eq!(wall[5].value(), *positive.iter().max().unwrap());
    }
    // Ties: the leftmost lowest and the rightmost highest; FortHeca never count; the rest keep
    // their order.
    assert_eq!(build_order(&[N3, H3, N3, N6, N1, N6]), [4, 0, 1, 2, 3, 5]);
    assert_eq!(build_order(&[N6, N1, N6, H1, N1, N4]), [1, 0, 3, 4, 5, 2]);
    assert_eq!(build_order(&[H3, UNA, H2, KOM, H2, H1]), [3, 0, 2, 4, 5, 1]);
    assert_eq!(build_order(&[N1, N3, N4, N5, N6, UNA]), [0, 1, 2, 3, 4, 5]);
}

#[test]
fn wall_the_digest_example() {
    // R-WALL-3: [NieFort 5, FortHeca −2, NieFort 1, FortUna, NieFort 1, Fort Fokus] →
    // [NieFort 1 (3rd drawn), NieFort 5, FortHeca −2, NieFort 1, Fort Fokus, FortUna].
    let drawn = [N5, H2, N1, UNA, N1, FOKUS];
    let order = build_order(&drawn);
    assert_eq!(order, [2, 0, 1, 4, 5, 3]);
    let wall: Vec<Fort> = order.iter().map(|&i| drawn[i]).collect();
    assert_eq!(wall, vec![N1, N5, H2, N1, FOKUS, UNA]);
}

// ---------------------------------------------------------------------------------------------
// Orders

#[test]
fn order_two_cards_set_aside_told_only_to_the_owner() {
    // R-ORDER, R-ORDER-1, R-TABLE-1 (engine side): each player gets 2 random cards set aside,
    // told in a SetAside event naming that player only; the others' views never show them.
    // Delivering it by DM or `/wall hand` is the table's, covered by the e2e tests.
    let mut asides = std::collections::BTreeSet::new();
    for seed in 0..10 {
        let (s, ev) = new_game(settings(3, 1), seed).unwrap();
        let told: Vec<(u8, Vec<Card>)> = ev
            .iter()
            .filter_map(|e| match e {
                Event::SetAside { clan, cards } => Some((*clan, cards.clone())),
                _ => None,
            })
            .collect();
        assert_eq!(told.len(), 3, "one per player, none for the neutral");
        for (clan, cards) in told {
            let mine = &s.clans[usize::from(clan)].orders;
            assert_eq!(cards, mine.aside);
            assert_eq!(cards.len(), 2);
            assert_ne!(cards[0], cards[1]);
            assert_eq!(mine.unplaced().count(), 7, "a hand of 7");
            asides.insert(cards.clone());
            let own = view(&s, Some(clan)).you.unwrap();
            assert_eq!(own.aside, cards);
            for other in (0..3u8).filter(|&o| o != clan) {
                let theirs = view(&s, Some(other)).you.unwrap();
                assert_eq!(theirs.seat, other);
                assert_eq!(theirs.aside, s.clans[usize::from(other)].orders.aside);
            }
        }
        assert!(view(&s, None).you.is_none());
    }
    assert!(asides.len() > 5, "the set-aside cards are not random");
}

#[test]
fn order_discard_one_place_six_clear_and_lock() {
    // R-ORDER-2: discard 1 of the 7, place the other 6 one per position; Clear takes all back.
    let (mut s, _) = new_game(Settings::new(3), 3).unwrap();
    let hand: Vec<Card> = s.clans[0].orders.unplaced().collect();
    let aside = s.clans[0].orders.aside.clone();
    assert_eq!(hand.len(), 7);
    // 7 discards, 7 × 6 placements and Lock.
    assert_eq!(legal_actions(&s, 0).len(), 7 + 42 + 1);
    let before = s.clone();
    let refused = [
        (Action::Discard { card: aside[0] }, RuleError::NotInHand),
        (
            Action::Place {
                card: aside[1],
                position: 1,
            },
            RuleError::BadPosition,
        ),
        (
            Action::Place {
                card: hand[0],
                position: 0,
            },
            RuleError::BadPosition,
        ),
        (
            Action::Place {
                card: hand[0],
                position: 7,
            },
            RuleError::BadPosition,
        ),
        (Action::Seduce { clan: 1 }, RuleError::WrongDecision),
    ];
    for (a, e) in refused {
        assert_eq!(apply(&mut s, 0, &a), Err(e), "{a:?}");
        assert_eq!(s, before, "a refused action changed the state");
    }
    assert_eq!(
        act(
            &mut s,
            0,
            Action::Place {
                card: hand[0],
                position: 1
            }
        ),
        vec![]
    );
    // Exactly one per position, each card once.
    assert_eq!(
        apply(
            &mut s,
            0,
            &Action::Place {
                card: hand[1],
                position: 1
            }
        ),
        Err(RuleError::BadPosition)
    );
    assert_eq!(
        apply(
            &mut s,
            0,
            &Action::Place {
                card: hand[0],
                position: 2
            }
        ),
        Err(RuleError::BadPosition)
    );
    assert_eq!(
        apply(&mut s, 0, &Action::Discard { card: hand[0] }),
        Err(RuleError::NotInHand)
    );
    act(&mut s, 0, Action::Discard { card: hand[1] });
    act(&mut s, 0, Action::Discard { card: hand[2] });
    assert_eq!(
        s.clans[0].orders.discard,
        Some(hand[2]),
        "a new discard replaces the old"
    );
    act(
        &mut s,
        0,
        Action::Place {
            card: hand[1],
            position: 2,
        },
    );
    act(&mut s, 0, Action::Clear);
    assert_eq!(s.clans[0].orders.discard, None);
    assert_eq!(s.clans[0].orders.placed, [None; 6]);
    // Full orders by hand, then Lock keeps them as given.
    act(&mut s, 0, Action::Discard { card: hand[6] });
    for (i, &c) in hand[..6].iter().enumerate() {
        act(
            &mut s,
            0,
            Action::Place {
                card: c,
                position: 6 - i as u8,
            },
        );
    }
    assert_eq!(legal_actions(&s, 0), vec![Action::Clear, Action::Lock]);
    assert_eq!(
        act(&mut s, 0, Action::Lock),
        vec![Event::Locked { clan: 0 }]
    );
    let o = &s.clans[0].orders;
    assert!(o.locked && o.discard == Some(hand[6]));
    let expect: Vec<Option<Card>> = hand[..6].iter().rev().copied().map(Some).collect();
    assert_eq!(o.placed.to_vec(), expect);
    assert_eq!(
        apply(&mut s, 0, &Action::Clear),
        Err(RuleError::NotYourDecision),
        "locked orders are final"
    );
}

#[test]
fn order_a_lock_records_the_whole_orders_and_what_it_filled() {
    // R-ORDER-3, R-DECIDE 2, R-TABLE-2: what the lock sets is logged with the orders (for the
    // export; the table tells only `Locked`).
    let (mut s, dealt) = new_game(settings(2, 0), 12).unwrap();
    let hand: Vec<Card> = s.clans[0].orders.unplaced().collect();
    let shuffled = dealt.iter().find_map(|e| match e {
        Event::HandShuffled { clan: 0, cards } => Some(cards.clone()),
        _ => None,
    });
    let shuffled = shuffled.expect("the hand's shuffle is logged");
    assert_eq!(shuffled.len(), 9);
    assert!(
        hand.iter().all(|c| shuffled[2..].contains(c)),
        "two set aside"
    );
    act(
        &mut s,
        0,
        Action::Place {
            card: hand[0],
            position: 3,
        },
    );
    let ev = act_all(&mut s, 0, Action::Lock);
    assert_eq!(ev[0], Event::Locked { clan: 0 });
    let orders = &s.clans[0].orders;
    assert_eq!(
        ev[1],
        Event::OrdersLocked {
            clan: 0,
            placed: orders.placed.iter().flatten().copied().collect(),
            discard: orders.discard,
            filled: vec![1, 2, 4, 5, 6],
            discard_filled: true,
        }
    );
    assert_eq!(orders.placed[2], Some(hand[0]));
    assert_eq!(told(ev), vec![Event::Locked { clan: 0 }]);
}

#[test]
fn neutral_orders_and_picks_are_logged_as_drawn() {
    // R-ORDER-4, R-NEUTRAL-2, R-TABLE-2: a neutral's six random placements are logged, and
    // every answer played without asking is marked forced or random.
    let (mut s, dealt) = new_game(settings(1, 3), 5).unwrap();
    for clan in 1..4u8 {
        let placed: Vec<Card> = s.clans[usize::from(clan)]
            .orders
            .placed
            .iter()
            .flatten()
            .copied()
            .collect();
        assert!(dealt.iter().any(|e| matches!(e,
            Event::NeutralOrders { clan: c, placed: p, .. } if *c == clan && *p == placed)));
    }
    let mut marked = 0;
    while let Some(&(seat, _)) = pending(&s).first() {
        let a = default_action(&s, seat).unwrap();
        for e in act_all(&mut s, seat, a) {
            if let Event::Forced { clan, action } | Event::Random { clan, action } = &e {
                marked += 1;
                if matches!(e, Event::Random { .. }) {
                    assert!(!s.is_player(*clan), "only a neutral draws: {e:?}");
                }
                assert!(matches!(
                    action,
                    Action::Lose { .. } | Action::DropFort { .. } | Action::Seduce { .. }
                ));
            }
        }
    }
    assert!(marked > 0, "no answer was played without asking");
}

#[test]
fn order_the_attack_starts_only_when_every_player_has_locked() {
    // R-ORDER-3: simultaneous and secret; locked on confirm; the attack starts when all lock.
    let (mut s, _) = new_game(settings(3, 1), 8).unwrap();
    assert_eq!(
        act(&mut s, 1, Action::Lock),
        vec![Event::Locked { clan: 1 }]
    );
    assert_eq!(
        act(&mut s, 0, Action::Lock),
        vec![Event::Locked { clan: 0 }]
    );
    assert_eq!(s.phase, Phase::Orders);
    assert_eq!(pending(&s), vec![(2, Decision::Orders)]);
    let locked: Vec<bool> = view(&s, None).clans.iter().map(|c| c.locked).collect();
    assert_eq!(
        locked,
        vec![true, true, false, true],
        "who locked is public"
    );
    let ev = act(&mut s, 2, Action::Lock);
    assert_eq!(ev[0], Event::Locked { clan: 2 });
    assert!(matches!(ev[1], Event::Revealed { round: 1, .. }));
    assert!(s.round >= 1);
}

#[test]
fn order_lock_completes_open_orders_by_the_default() {
    // R-DECIDE row 2 (and R-ORDER-3's Lock): discard the weakest card but Qween; each Filchy on
    // a free FortHeca, most negative first; the rest strongest-first onto the forts by value
    // high to low (ties: leftmost).
    let wall = [N4, H2, KOM, H1, FOKUS, UNA].map(Some);
    // Hand without Dru'hid and Horsie: a Filchy is the weakest but Qween.
    let (mut s, _) = new_game(Settings::new(2), 1).unwrap();
    s.wall = wall;
    s.clans[0].orders.aside = vec![DRUHID, HORSIE];
    act(&mut s, 0, Action::Lock);
    let o = &s.clans[0].orders;
    assert_eq!(o.discard, Some(FILCHY));
    assert_eq!(
        o.placed,
        [SVORD, FILCHY2, AXX, QWEEN, ARCHR, CHARIOTT].map(Some),
        "Filchy on −2, Ch'ariott on 8, Svord on the leftmost 4, Arch'r on the other 4"
    );
    // Hand with both Filchys: Dru'hid is discarded, not Qween; the Filchys fill both FortHeca.
    let (mut s, _) = new_game(Settings::new(2), 1).unwrap();
    s.wall = wall;
    s.clans[1].orders.aside = vec![AXX, ARCHR];
    act(&mut s, 1, Action::Lock);
    let o = &s.clans[1].orders;
    assert_eq!(o.discard, Some(DRUHID));
    assert_eq!(
        o.placed,
        [HORSIE, FILCHY, QWEEN, FILCHY2, SVORD, CHARIOTT].map(Some)
    );
    // Orders half given keep what was given; the rest is filled in.
    let (mut s, _) = new_game(Settings::new(2), 1).unwrap();
    s.wall = wall;
    s.clans[0].orders.aside = vec![DRUHID, HORSIE];
    act(
        &mut s,
        0,
        Action::Place {
            card: QWEEN,
            position: 6,
        },
    );
    act(&mut s, 0, Action::Discard { card: CHARIOTT });
    act(&mut s, 0, Action::Lock);
    let o = &s.clans[0].orders;
    assert_eq!(o.discard, Some(CHARIOTT));
    assert_eq!(
        o.placed,
        [SVORD, FILCHY, AXX, FILCHY2, ARCHR, QWEEN].map(Some)
    );
}

#[test]
fn order_neutrals_place_six_of_nine_at_random_and_are_locked() {
    // R-ORDER-4, R-NEUTRAL-1: a neutral draws 6 of its 9 at random, one per position; the other
    // 3 are unused; it never has orders to give.
    let mut layouts = std::collections::BTreeSet::new();
    for seed in 0..10 {
        let (s, ev) = new_game(settings(1, 3), seed).unwrap();
        assert_eq!(pending(&s), vec![(0, Decision::Orders)]);
        for clan in 1..4u8 {
            let o = &s.clans[usize::from(clan)].orders;
            assert!(o.locked);
            assert_eq!(o.discard, None);
            assert_eq!(o.aside.len(), 3);
            let mut cards: Vec<Card> = o.placed.iter().flatten().copied().collect();
            assert_eq!(cards.len(), 6);
            layouts.insert(cards.clone());
            cards.extend(&o.aside);
            cards.sort_unstable();
            assert_eq!(cards, (0..9).collect::<Vec<Card>>());
            assert!(!ev
                .iter()
                .any(|e| matches!(e, Event::SetAside { clan: c, .. } if *c == clan)));
            assert!(
                view(&s, Some(clan)).you.is_none(),
                "nobody sees a neutral's orders"
            );
        }
    }
    assert!(layouts.len() > 10, "neutral placements are not random");
}

// ---------------------------------------------------------------------------------------------
// The attack round, step by step

#[test]
fn round_1_reveal_turns_over_each_clans_warrior_at_once() {
    // R-ROUND, R-ROUND-1: all clans turn over their warrior at position r; it joins the line.
    let mut s = scene(
        3,
        0,
        2,
        &[N5, N3, N4, N6, N1],
        &[
            hand(&[FILCHY], AXX, &[QWEEN]),
            hand(&[DRUHID], HORSIE, &[]),
            hand(&[], CHARIOTT, &[]),
        ],
    );
    let ev = go(&mut s);
    assert_eq!(
        ev[0],
        Event::Revealed {
            round: 2,
            fort: N5,
            cards: vec![AXX, HORSIE, CHARIOTT]
        }
    );
    assert_eq!(totals(&in_round(&ev, 2)), vec![Some(7), Some(9), Some(8)]);
    assert!(ev.contains(&Event::Revealed {
        round: 3,
        fort: N3,
        cards: vec![QWEEN, FILCHY, FILCHY]
    }));
    stopped(&s, 3, 0);
    assert_eq!(line(&s, 0), vec![FILCHY, AXX, QWEEN]);
    assert_eq!(
        settled(&s, 1),
        Vec::<Card>::new(),
        "Bo captured with Horsie"
    );
    assert_eq!(settled(&s, 2), vec![CHARIOTT]);
}

#[test]
fn round_2_two_chariotts_crash_and_a_lone_one_is_just_strength_8() {
    // R-ROUND-2 and R-ROUND-5 (an empty line counts 0 and still fights).
    let mut s = scene(
        3,
        0,
        1,
        &[N1, N3, N4, N5, N6, UNA],
        &[
            hand(&[], CHARIOTT, &[]),
            hand(&[], CHARIOTT, &[]),
            hand(&[], ARCHR, &[QWEEN]),
        ],
    );
    let ev = go(&mut s);
    let r1 = in_round(&ev, 1);
    assert!(r1.contains(&Event::Crashed { clans: vec![0, 1] }));
    assert_eq!(totals(&r1), vec![Some(0), Some(0), Some(5)]);
    assert!(r1.contains(&Event::Captured {
        clan: 2,
        fort: N1,
        archer: false
    }));
    assert_eq!(s.clans[0].out, vec![CHARIOTT]);
    assert_eq!(s.clans[1].out, vec![CHARIOTT]);
    stopped(&s, 2, 2);
    assert_eq!(settled(&s, 0), Vec::<Card>::new());
    assert_eq!(settled(&s, 1), Vec::<Card>::new());

    let mut s = scene(
        3,
        0,
        1,
        &[N1, N3, N4, N5, N6, UNA],
        &[
            hand(&[], CHARIOTT, &[]),
            hand(&[], HORSIE, &[]),
            hand(&[], ARCHR, &[QWEEN]),
        ],
    );
    let ev = go(&mut s);
    let r1 = in_round(&ev, 1);
    assert!(!r1.iter().any(|e| matches!(e, Event::Crashed { .. })));
    assert_eq!(totals(&r1), vec![Some(8), Some(7), Some(5)]);
    assert_eq!(s.clans[0].held, vec![N1]);
    // R-ROUND-7: Bo's Horsie failed alone in its line, so the Horsie goes.
    assert_eq!(lost(&r1), vec![(1, HORSIE)]);
    stopped(&s, 2, 2);
    assert_eq!(settled(&s, 1), Vec::<Card>::new());
}

#[test]
fn round_3_a_lone_qween_must_seduce_and_takes_the_targets_strength() {
    // R-ROUND-3: the player must pick among the warriors the other clans revealed this round;
    // the target counts for Qween's clan on top of her 1 and 0 for its owner. Qween's clan
    // does not capture, so the target stays in its owner's line and counts for it next round.
    // R-ROUND-5: totals sum the whole line, earlier rounds included.
    let mut s = scene(
        3,
        0,
        1,
        &[N1, N3, N4, N5, N6, UNA],
        &[
            hand(&[], QWEEN, &[ARCHR]),
            hand(&[], AXX, &[SVORD]),
            hand(&[], HORSIE, &[FILCHY]),
        ],
    );
    let ev = go(&mut s);
    assert!(
        !ev.iter().any(|e| matches!(e, Event::Totals { .. })),
        "waits first"
    );
    assert_eq!(pending(&s), asks(0, Step::Seduce));
    assert_eq!(
        legal_actions(&s, 0),
        vec![Action::Seduce { clan: 1 }, Action::Seduce { clan: 2 }]
    );
    let before = s.clone();
    assert_eq!(
        apply(&mut s, 0, &Action::Seduce { clan: 0 }),
        Err(RuleError::BadTarget)
    );
    assert_eq!(
        apply(&mut s, 0, &Action::Keep { keep: true }),
        Err(RuleError::WrongDecision)
    );
    assert_eq!(
        apply(&mut s, 1, &Action::Seduce { clan: 2 }),
        Err(RuleError::NotYourDecision)
    );
    assert_eq!(s, before);
    let ev = act(&mut s, 0, Action::Seduce { clan: 1 });
    let r1 = this_round(&ev);
    assert_eq!(
        r1[0],
        Event::Seduced {
            qween: 0,
            target: 1,
            card: AXX
        }
    );
    assert_eq!(totals(&r1), vec![Some(5), Some(0), Some(7)]);
    assert!(r1.contains(&Event::Captured {
        clan: 2,
        fort: N1,
        archer: false
    }));
    assert!(!r1.iter().any(|e| matches!(e, Event::SeducedLost { .. })));
    assert!(lost(&r1).is_empty(), "Cy's Horsie captured");
    // Round 2: Bo's Axx is his again: 4 + Svord 6.
    let r2 = in_round(&ev, 2);
    assert_eq!(totals(&r2), vec![Some(6), Some(10), None]);
    assert!(r2.contains(&Event::Captured {
        clan: 1,
        fort: N3,
        archer: false
    }));
    assert!(r2.contains(&Event::LineCleared {
        clan: 1,
        lost: vec![AXX, SVORD],
        kept: vec![]
    }));
    assert_eq!(pending(&s), asks(1, Step::Svord));
}

#[test]
fn round_3_a_seduced_filchy_neither_withdraws_nor_counts_for_its_owner() {
    // R-ROUND-3 (the target's ability does nothing; Qween's clan captures, so the target is
    // discarded from its owner's line), R-ROUND-9, R-COMP-4.
    let mut s = scene(
        3,
        0,
        1,
        &[N1, N3, N4, N5, N6, UNA],
        &[
            hand(&[], QWEEN, &[]),
            hand(&[], DRUHID, &[QWEEN]),
            hand(&[], FILCHY, &[]),
        ],
    );
    go(&mut s);
    let ev = by_default(&mut s, 0, Action::Seduce { clan: 2 });
    let r1 = this_round(&ev);
    assert!(!r1.iter().any(|e| matches!(e, Event::Withdrew { .. })));
    assert_eq!(totals(&r1), vec![Some(4), Some(2), Some(0)]);
    assert!(r1.contains(&Event::Captured {
        clan: 0,
        fort: N1,
        archer: false
    }));
    assert!(r1.contains(&Event::SeducedLost {
        clan: 2,
        card: FILCHY
    }));
    stopped(&s, 2, 1);
    assert_eq!(settled(&s, 0), Vec::<Card>::new());
    assert_eq!(settled(&s, 2), Vec::<Card>::new());
    assert_eq!(s.clans[2].out, vec![FILCHY]);
}

#[test]
fn round_3_a_seduced_archr_breaks_no_tie_and_stays_with_its_owner() {
    // R-ROUND-3, R-ROUND-6: Bo's Arch'r is seduced, so the tie Bo–Cy is a stalemate.
    let mut s = scene(
        3,
        0,
        2,
        &[N5, N3, N4, N6, N1],
        &[
            hand(&[], QWEEN, &[]),
            hand(&[HORSIE], ARCHR, &[QWEEN]),
            hand(&[FILCHY], AXX, &[]),
        ],
    );
    go(&mut s);
    let ev = by_default(&mut s, 0, Action::Seduce { clan: 1 });
    let r2 = this_round(&ev);
    assert_eq!(totals(&r2), vec![Some(6), Some(7), Some(7)]);
    assert!(r2.contains(&Event::Stalemate {
        fort: N5,
        stays: false
    }));
    assert!(lost(&r2).is_empty());
    stopped(&s, 3, 1);
    assert_eq!(settled(&s, 1), vec![HORSIE, ARCHR]);
    assert_eq!(settled(&s, 0), vec![QWEEN]);
}

#[test]
fn round_3_two_qweens_cancel_and_each_counts_1() {
    // R-ROUND-3: with 2+ Qweens none acts.
    let mut s = scene(
        3,
        0,
        1,
        &[N1, N3, N4, N5, N6, UNA],
        &[
            hand(&[], QWEEN, &[]),
            hand(&[], QWEEN, &[]),
            hand(&[], DRUHID, &[]),
        ],
    );
    let ev = go(&mut s);
    assert!(ev.contains(&Event::QweensCancel));
    assert!(!ev.iter().any(|e| matches!(e, Event::Seduced { .. })));
    assert_eq!(totals(&ev), vec![Some(1), Some(1), Some(2)]);
    assert_eq!(pending(&s), asks(2, Step::Druhid));
}

#[test]
fn round_3_a_lone_qween_with_one_target_seduces_it_unasked() {
    // R-ROUND-3 and R-DECIDE (a single option is applied automatically).
    let mut s = scene(
        2,
        0,
        1,
        &[N1, N3, N4, N5, N6, UNA],
        &[hand(&[], QWEEN, &[FILCHY]), hand(&[], AXX, &[DRUHID])],
    );
    let ev = go(&mut s);
    let r1 = in_round(&ev, 1);
    assert!(r1.contains(&Event::Seduced {
        qween: 0,
        target: 1,
        card: AXX
    }));
    assert_eq!(totals(&r1), vec![Some(5), Some(0)]);
    assert!(r1.contains(&Event::SeducedLost { clan: 1, card: AXX }));
    assert_eq!(s.clans[1].out, vec![AXX]);
    // Round 2: Ana's Filchy withdraws, Bo takes it with Dru'hid and may pick.
    assert_eq!(pending(&s), asks(1, Step::Druhid));
    assert_eq!(line(&s, 1), vec![DRUHID]);
}

#[test]
fn round_4_a_filchy_takes_its_clan_out_of_the_fight_but_its_line_stays() {
    // R-ROUND-4; R-ROUND-6: no clan left in the fight is a stalemate.
    let mut s = scene(
        3,
        0,
        2,
        &[N5, N3, N4, N6, N1],
        &[
            hand(&[CHARIOTT], FILCHY, &[]),
            hand(&[], ARCHR, &[]),
            hand(&[], DRUHID, &[QWEEN]),
        ],
    );
    let ev = go(&mut s);
    let r2 = in_round(&ev, 2);
    assert!(r2.contains(&Event::Withdrew { clan: 0 }));
    assert_eq!(totals(&r2), vec![None, Some(5), Some(2)]);
    assert!(r2.contains(&Event::Captured {
        clan: 1,
        fort: N5,
        archer: false
    }));
    stopped(&s, 3, 2);
    assert_eq!(settled(&s, 0), vec![CHARIOTT, FILCHY]);

    let mut s = scene(
        3,
        0,
        1,
        &[N1, N3, N4, N5, N6, UNA],
        &[
            hand(&[], FILCHY, &[QWEEN]),
            hand(&[], FILCHY2, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    let ev = go(&mut s);
    let r1 = in_round(&ev, 1);
    for clan in 0..3 {
        assert!(r1.contains(&Event::Withdrew { clan }));
    }
    assert_eq!(totals(&r1), vec![None, None, None]);
    assert!(r1.contains(&Event::Stalemate {
        fort: N1,
        stays: false
    }));
    assert_eq!(s.discard, vec![N1]);
    stopped(&s, 2, 0);
    assert_eq!(settled(&s, 1), vec![FILCHY2]);
}

#[test]
fn round_6_outcome_top_total_captures_ties_go_to_a_lone_archr_of_this_round() {
    // R-ROUND-6: a tie at the top goes to the one clan that revealed an unseduced Arch'r
    // now; two Arch'rs or none is a stalemate; lower totals never matter; after a stalemate
    // the fort is discarded and all lines stay.
    let forts = [N5, N3, N4, N6, N1];
    let mut s = scene(
        3,
        0,
        2,
        &forts,
        &[
            hand(&[DRUHID], ARCHR, &[]),
            hand(&[FILCHY], AXX, &[]),
            hand(&[], DRUHID, &[]),
        ],
    );
    let r2 = in_round(&go(&mut s), 2);
    assert_eq!(totals(&r2), vec![Some(7), Some(7), Some(2)]);
    assert!(r2.contains(&Event::Captured {
        clan: 0,
        fort: N5,
        archer: true
    }));

    let mut s = scene(
        3,
        0,
        2,
        &forts,
        &[
            hand(&[DRUHID], ARCHR, &[]),
            hand(&[DRUHID], ARCHR, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    let r2 = in_round(&go(&mut s), 2);
    assert_eq!(totals(&r2), vec![Some(7), Some(7), None]);
    assert!(r2.contains(&Event::Stalemate {
        fort: N5,
        stays: false
    }));

    // Cy's Arch'r is not at the top, so it breaks nothing.
    let mut s = scene(
        3,
        0,
        2,
        &forts,
        &[
            hand(&[SVORD], AXX, &[]),
            hand(&[CHARIOTT], DRUHID, &[]),
            hand(&[], ARCHR, &[QWEEN]),
        ],
    );
    let r2 = in_round(&go(&mut s), 2);
    assert_eq!(totals(&r2), vec![Some(10), Some(10), Some(5)]);
    assert!(r2.contains(&Event::Stalemate {
        fort: N5,
        stays: false
    }));
    assert!(!r2.iter().any(|e| matches!(e, Event::Captured { .. })));
    stopped(&s, 3, 2);
    assert_eq!(s.discard, vec![N5]);
    assert_eq!(s.wall[1], None);
    assert_eq!(settled(&s, 0), vec![SVORD, AXX]);
    assert_eq!(settled(&s, 1), vec![CHARIOTT, DRUHID]);
    assert_eq!(settled(&s, 2), vec![ARCHR]);
}

#[test]
fn round_7_a_failed_horsie_costs_an_earlier_warrior_of_its_choice() {
    // R-ROUND-7, R-DECIDE row 4: only warriors revealed earlier qualify.
    let mut s = scene(
        3,
        0,
        3,
        &[N4, N5, N6, N1],
        &[
            hand(&[DRUHID, FILCHY], HORSIE, &[]),
            hand(&[SVORD, AXX], CHARIOTT, &[]),
            hand(&[], ARCHR, &[QWEEN]),
        ],
    );
    go(&mut s);
    assert_eq!(pending(&s), asks(0, Step::Horsie));
    assert_eq!(
        legal_actions(&s, 0),
        vec![Action::Lose { card: DRUHID }, Action::Lose { card: FILCHY }]
    );
    assert_eq!(default_action(&s, 0), Some(Action::Lose { card: DRUHID }));
    assert_eq!(
        apply(&mut s, 0, &Action::Lose { card: HORSIE }),
        Err(RuleError::BadWarrior)
    );
    let ev = act(&mut s, 0, Action::Lose { card: FILCHY });
    assert_eq!(
        ev[0],
        Event::Lost {
            clan: 0,
            card: FILCHY
        }
    );
    stopped(&s, 4, 2);
    assert_eq!(settled(&s, 0), vec![DRUHID, HORSIE]);
    assert!(s.clans[0].out.contains(&FILCHY));

    // One earlier warrior (a kept Axx counts): lost without asking.
    let mut s = scene(
        3,
        0,
        2,
        &[N5, N3, N4, N6, N1],
        &[
            hand(&[AXX], HORSIE, &[QWEEN]),
            hand(&[SVORD], CHARIOTT, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    let ev = go(&mut s);
    assert_eq!(lost(&in_round(&ev, 2)), vec![(0, AXX)]);
    stopped(&s, 3, 0);
    assert_eq!(settled(&s, 0), vec![HORSIE]);

    // A seduced Horsie costs nothing (R-ROUND-3).
    let mut s = scene(
        3,
        0,
        2,
        &[N5, N3, N4, N6, N1],
        &[
            hand(&[], QWEEN, &[]),
            hand(&[SVORD], CHARIOTT, &[QWEEN]),
            hand(&[AXX], HORSIE, &[]),
        ],
    );
    go(&mut s);
    let ev = act(&mut s, 0, Action::Seduce { clan: 2 });
    let r2 = this_round(&ev);
    assert_eq!(totals(&r2), vec![Some(8), Some(14), Some(4)]);
    assert!(lost(&r2).is_empty());
    stopped(&s, 3, 1);
    assert_eq!(settled(&s, 2), vec![AXX, HORSIE]);
}

#[test]
fn round_8_druhid_takes_an_unresolved_fort_and_swaps() {
    // R-ROUND-8: the winner's unseduced Dru'hid may take any unresolved fort; the fort fought
    // for goes to its place; from then on the fort taken is "the captured fort" (KomFort).
    let mut s = scene(
        3,
        0,
        2,
        &[N3, KOM, UNA, N5, N1],
        &[
            hand(&[AXX], DRUHID, &[]),
            hand(&[], ARCHR, &[QWEEN]),
            hand(&[], FILCHY, &[]),
        ],
    );
    go(&mut s);
    assert_eq!(pending(&s), asks(0, Step::Druhid));
    let takes: Vec<Action> = (2..=6).map(|position| Action::Take { position }).collect();
    assert_eq!(legal_actions(&s, 0), takes);
    assert_eq!(
        apply(&mut s, 0, &Action::Take { position: 1 }),
        Err(RuleError::BadFort)
    );
    let ev = act(&mut s, 0, Action::Take { position: 3 });
    assert_eq!(
        ev,
        vec![Event::Took {
            clan: 0,
            position: 3,
            fort: KOM
        }]
    );
    assert_eq!(s.wall[2], Some(N3));
    // KomFort was taken, so the weakest may stay.
    assert_eq!(pending(&s), asks(0, Step::KeepWeakest));
    assert_eq!(
        skald::games::wall::round::weakest_keepable(&s),
        Some(DRUHID)
    );
    let ev = by_default(&mut s, 0, Action::Keep { keep: true });
    assert!(ev.contains(&Event::LineCleared {
        clan: 0,
        lost: vec![AXX],
        kept: vec![DRUHID]
    }));
    assert_eq!(revealed_fort(&ev, 3), N3);
    stopped(&s, 3, 1);
    assert_eq!(s.clans[0].held, vec![KOM]);
    assert_eq!(
        s.wall,
        [None, None, Some(N3), Some(UNA), Some(N5), Some(N1)]
    );
    assert_eq!(settled(&s, 0), vec![DRUHID]);
}

#[test]
fn round_8_druhid_in_round_6_has_no_choice() {
    // R-ROUND-8: in round 6 no fort is unresolved; R-END-1: round 6 of turn 3 ends the game.
    let mut s = scene(
        3,
        0,
        6,
        &[N5],
        &[
            hand(&[], DRUHID, &[]),
            hand(&[], FILCHY, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    s.turn = 3;
    let ev = go(&mut s);
    assert!(ev.contains(&Event::Captured {
        clan: 0,
        fort: N5,
        archer: false
    }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Took { .. })));
    assert_eq!(ev.last(), Some(&Event::GameOver));
    assert_eq!(s.phase, Phase::Over);
    assert_eq!(s.clans[0].held, vec![N5]);
}

#[test]
fn round_9_the_winner_may_keep_the_axx_it_revealed_now() {
    // R-ROUND-9, R-DECIDE row 6: keep or discard; the others keep their lines.
    for keep in [false, true] {
        let mut s = scene(
            3,
            0,
            2,
            &[N5, N3, N4, N6, N1],
            &[
                hand(&[FILCHY], AXX, &[QWEEN]),
                hand(&[], DRUHID, &[]),
                hand(&[], ARCHR, &[]),
            ],
        );
        go(&mut s);
        assert_eq!(pending(&s), asks(0, Step::KeepAxx));
        assert_eq!(
            legal_actions(&s, 0),
            vec![Action::Keep { keep: true }, Action::Keep { keep: false }]
        );
        assert_eq!(default_action(&s, 0), Some(Action::Keep { keep: true }));
        let ev = act(&mut s, 0, Action::Keep { keep });
        let (gone, kept) = if keep {
            (vec![FILCHY], vec![AXX])
        } else {
            (vec![FILCHY, AXX], vec![])
        };
        assert!(ev.contains(&Event::LineCleared {
            clan: 0,
            lost: gone,
            kept: kept.clone()
        }));
        stopped(&s, 3, 0);
        assert_eq!(settled(&s, 0), kept);
        assert_eq!(settled(&s, 1), vec![DRUHID]);
        assert_eq!(settled(&s, 2), vec![ARCHR]);
    }
}

#[test]
fn round_9_the_komfort_keep_is_separate_from_the_axx_keep() {
    // R-ROUND-9, R-FORT-1, R-DECIDE row 7: the Axx not kept, KomFort may keep the weakest of
    // the whole line, that Axx included; with only a kept Axx left there is nothing to ask.
    let mut s = scene(
        3,
        0,
        2,
        &[KOM, N3, N4, N6, N1],
        &[
            hand(&[SVORD], AXX, &[QWEEN]),
            hand(&[], DRUHID, &[]),
            hand(&[], ARCHR, &[]),
        ],
    );
    go(&mut s);
    act(&mut s, 0, Action::Keep { keep: false });
    assert_eq!(pending(&s), asks(0, Step::KeepWeakest));
    assert_eq!(skald::games::wall::round::weakest_keepable(&s), Some(AXX));
    let ev = by_default(&mut s, 0, Action::Keep { keep: true });
    assert!(ev.contains(&Event::LineCleared {
        clan: 0,
        lost: vec![SVORD],
        kept: vec![AXX]
    }));
    stopped(&s, 3, 0);
    assert_eq!(settled(&s, 0), vec![AXX]);

    let mut s = scene(
        3,
        0,
        2,
        &[KOM, N3, N4, N6, N1],
        &[
            hand(&[], AXX, &[QWEEN]),
            hand(&[], DRUHID, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    go(&mut s);
    let ev = act(&mut s, 0, Action::Keep { keep: true });
    assert!(ev.contains(&Event::LineCleared {
        clan: 0,
        lost: vec![],
        kept: vec![AXX]
    }));
    stopped(&s, 3, 0);
}

#[test]
fn round_10_a_fortheca_win_ends_the_game_at_once() {
    // R-ROUND-10, R-FORT-4, R-END-1: a player capturing a third FortHeca wins at once: no
    // Svord step (Bo revealed one), no further round; scores are still given.
    let mut s = scene(
        3,
        0,
        2,
        &[H3, N1, N3, N4, N5],
        &[
            hand(&[], CHARIOTT, &[]),
            hand(&[], SVORD, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    s.clans[0].held = vec![H1, H2];
    let ev = go(&mut s);
    assert!(ev.ends_with(&[Event::ForthecaWin { clan: 0 }, Event::GameOver]));
    assert!(!ev
        .iter()
        .any(|e| matches!(e, Event::Revealed { round: 3, .. })));
    assert_eq!(s.phase, Phase::Over);
    assert_eq!(s.fortheca_win, Some(0));
    assert!(pending(&s).is_empty());
    let out = outcome(&s).unwrap();
    assert_eq!(out.winners, vec![0]);
    assert_eq!(out.scores.len(), 3);
    assert_eq!(out.scores[0].points, -6);
    assert_eq!(apply(&mut s, 1, &Action::Done), Err(RuleError::GameOver));
}

#[test]
fn round_11_svord_rearranges_its_own_face_down_warriors_secretly() {
    // R-ROUND-11, R-DECIDE row 10, R-INFO: swaps among the unresolved positions only; others
    // learn that it happened, not the order; the next reveal shows the new order.
    let mut s = scene(
        3,
        0,
        2,
        &[N5, N1, N3, N4, N6],
        &[
            hand(&[], SVORD, &[AXX, ARCHR, HORSIE, CHARIOTT]),
            hand(&[], CHARIOTT, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    go(&mut s);
    assert_eq!(pending(&s), asks(0, Step::Svord));
    let mut swaps = Vec::new();
    for a in 3..=6 {
        for b in a + 1..=6 {
            swaps.push(Action::Swap { a, b });
        }
    }
    swaps.push(Action::Done);
    assert_eq!(legal_actions(&s, 0), swaps);
    for bad in [
        Action::Swap { a: 2, b: 3 },
        Action::Swap { a: 1, b: 2 },
        Action::Swap { a: 6, b: 7 },
    ] {
        assert_eq!(
            apply(&mut s, 0, &bad),
            Err(RuleError::BadPosition),
            "{bad:?}"
        );
    }
    let public = view(&s, None);
    let bo = view(&s, Some(1));
    assert_eq!(act(&mut s, 0, Action::Swap { a: 3, b: 6 }), vec![]);
    assert_eq!(view(&s, None), public, "the new order is secret");
    assert_eq!(view(&s, Some(1)), bo);
    assert_eq!(
        view(&s, Some(0)).you.unwrap().placed,
        [
            None,
            None,
            Some(CHARIOTT),
            Some(ARCHR),
            Some(HORSIE),
            Some(AXX)
        ]
    );
    assert_eq!(pending(&s), asks(0, Step::Svord));
    let ev = by_default(&mut s, 0, Action::Done);
    assert_eq!(ev[0], Event::Rearranged { clan: 0 });
    assert!(matches!(&ev[1], Event::Revealed { round: 3, cards, .. } if cards[0] == CHARIOTT));
}

#[test]
fn round_11_svord_works_after_its_capture_but_not_seduced_nor_with_one_face_down() {
    // R-ROUND-11: even if Svord was just discarded; not when seduced; only with 2+ face-down
    // warriors (round 4 yes, round 5 no); several Svord owners answer at once.
    let forts = [N5, N1, N3, N4, N6];
    let mut s = scene(
        3,
        0,
        2,
        &forts,
        &[
            hand(&[], SVORD, &[]),
            hand(&[], DRUHID, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    let ev = go(&mut s);
    assert!(ev.contains(&Event::LineCleared {
        clan: 0,
        lost: vec![SVORD],
        kept: vec![]
    }));
    assert_eq!(pending(&s), asks(0, Step::Svord));

    let mut s = scene(
        3,
        0,
        2,
        &forts,
        &[
            hand(&[], QWEEN, &[]),
            hand(&[], SVORD, &[]),
            hand(&[], AXX, &[]),
        ],
    );
    go(&mut s);
    let ev = by_default(&mut s, 0, Action::Seduce { clan: 1 });
    assert_eq!(totals(&ev), vec![Some(7), Some(0), Some(4)]);
    assert!(!ev.iter().any(|e| matches!(e, Event::Rearranged { .. })));
    assert!(
        ev.iter()
            .any(|e| matches!(e, Event::Revealed { round: 3, .. })),
        "a seduced Svord must not stop the game"
    );

    let mut s = scene(
        3,
        0,
        4,
        &[N4, N5, N6],
        &[
            hand(&[], SVORD, &[]),
            hand(&[], DRUHID, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    go(&mut s);
    assert_eq!(pending(&s), asks(0, Step::Svord));
    assert_eq!(
        legal_actions(&s, 0),
        vec![Action::Swap { a: 5, b: 6 }, Action::Done]
    );

    let mut s = scene(
        3,
        0,
        5,
        &[N5, N6],
        &[
            hand(&[], SVORD, &[]),
            hand(&[], DRUHID, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    let ev = go(&mut s);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Revealed { round: 6, .. })));

    let mut s = scene(
        3,
        0,
        2,
        &forts,
        &[
            hand(&[], SVORD, &[]),
            hand(&[], SVORD, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    go(&mut s);
    assert_eq!(
        pending(&s),
        vec![
            (0, Decision::Step(Step::Svord)),
            (1, Decision::Step(Step::Svord))
        ]
    );
    let mut ev = act(&mut s, 0, Action::Done);
    assert!(!ev.iter().any(|e| matches!(e, Event::Revealed { .. })));
    assert_eq!(pending(&s), asks(1, Step::Svord));
    assert_eq!(s.round, 2);
    ev.extend(act(&mut s, 1, Action::Done));
    // R-INFO: that each rearranged is told to everyone, before the next reveal.
    let next = ev
        .iter()
        .position(|e| matches!(e, Event::Revealed { round: 3, .. }))
        .expect("round 3 follows");
    for clan in [0, 1] {
        assert!(ev[..next].contains(&Event::Rearranged { clan }));
    }
}

#[test]
fn round_12_after_round_6_all_warriors_return_and_a_new_turn_begins() {
    // R-ROUND-12, R-TURN-2, R-COMP-3 (the stalemate fort stays discarded).
    let mut s = scene(
        3,
        0,
        6,
        &[N5],
        &[
            hand(&[AXX, SVORD], FILCHY, &[]),
            hand(&[CHARIOTT], FILCHY, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    let ev = go(&mut s);
    let end = ev
        .iter()
        .position(|e| *e == Event::TurnEnded { turn: 1 })
        .unwrap();
    assert!(matches!(ev[end + 1], Event::WallBuilt { turn: 2, .. }));
    assert_eq!((s.turn, s.round), (2, 0));
    assert_eq!(s.phase, Phase::Orders);
    assert_eq!(s.discard, vec![N5]);
    assert!(s.wall.iter().all(Option::is_some));
    for c in &s.clans {
        assert!(c.line.is_empty() && c.out.is_empty() && !c.orders.locked);
        assert_eq!(c.orders.unplaced().count(), 7);
    }
}

// ---------------------------------------------------------------------------------------------
// Fort effects

#[test]
fn fort_1_komfort_keeps_the_weakest_of_the_winners_own_never_the_seduced() {
    // R-FORT, R-FORT-1: Ana's Qween seduced Bo's Ch'ariott and takes KomFort; the warrior she
    // may keep is her own weakest (Qween), and Bo's Ch'ariott goes.
    let mut s = scene(
        3,
        0,
        2,
        &[KOM, N3, N4, N6, N1],
        &[
            hand(&[DRUHID], QWEEN, &[]),
            hand(&[], CHARIOTT, &[QWEEN]),
            hand(&[], FILCHY, &[]),
        ],
    );
    go(&mut s);
    let ev = by_default(&mut s, 0, Action::Seduce { clan: 1 });
    assert_eq!(totals(&ev), vec![Some(11), Some(0), None]);
    assert_eq!(pending(&s), asks(0, Step::KeepWeakest));
    assert_eq!(skald::games::wall::round::weakest_keepable(&s), Some(QWEEN));
    let ev = by_default(&mut s, 0, Action::Keep { keep: true });
    assert!(ev.contains(&Event::LineCleared {
        clan: 0,
        lost: vec![DRUHID],
        kept: vec![QWEEN]
    }));
    assert!(ev.contains(&Event::SeducedLost {
        clan: 1,
        card: CHARIOTT
    }));
    stopped(&s, 3, 1);
    assert_eq!(settled(&s, 0), vec![QWEEN]);
    assert_eq!(settled(&s, 1), Vec::<Card>::new());
    assert_eq!(s.clans[0].held, vec![KOM]);
}

#[test]
fn fort_2_fokus_every_clan_with_a_line_drops_exactly_one_at_the_same_time() {
    // R-FORT-2, R-INFO-1: after the cleanup each clan with 1+ warriors loses exactly one, the
    // capturer included (a kept Axx alone goes); choices are secret until all are in.
    let mut s = scene(
        3,
        0,
        2,
        &[FOKUS, N1, N3, N4, N5],
        &[
            hand(&[SVORD], AXX, &[QWEEN]),
            hand(&[DRUHID], ARCHR, &[]),
            hand(&[HORSIE], FILCHY, &[]),
        ],
    );
    go(&mut s);
    let ev = by_default(&mut s, 0, Action::Keep { keep: true });
    assert!(ev.contains(&Event::LineCleared {
        clan: 0,
        lost: vec![SVORD],
        kept: vec![AXX]
    }));
    assert!(
        lost(&ev).is_empty(),
        "nothing is told before all have chosen"
    );
    assert_eq!(
        pending(&s),
        vec![
            (1, Decision::Step(Step::Fokus)),
            (2, Decision::Step(Step::Fokus))
        ]
    );
    assert_eq!(
        legal_actions(&s, 1),
        vec![Action::Lose { card: DRUHID }, Action::Lose { card: ARCHR }]
    );
    let public = view(&s, None).clans;
    assert_eq!(act(&mut s, 1, Action::Lose { card: ARCHR }), vec![]);
    assert_eq!(view(&s, None).clans, public);
    assert_eq!(view(&s, Some(1)).you.unwrap().pick, Some(ARCHR));
    assert_eq!(view(&s, Some(2)).you.unwrap().pick, None);
    assert_eq!(line(&s, 0), vec![AXX]);
    assert_eq!(line(&s, 1), vec![DRUHID, ARCHR]);
    assert_eq!(pending(&s), asks(2, Step::Fokus));
    let ev = by_default(&mut s, 2, Action::Lose { card: FILCHY });
    assert_eq!(
        ev[..3],
        [
            Event::Lost { clan: 0, card: AXX },
            Event::Lost {
                clan: 1,
                card: ARCHR
            },
            Event::Lost {
                clan: 2,
                card: FILCHY
            },
        ]
    );
    stopped(&s, 3, 0);
    assert_eq!(settled(&s, 0), Vec::<Card>::new());
    assert_eq!(settled(&s, 1), vec![DRUHID]);
    assert_eq!(settled(&s, 2), vec![HORSIE]);
    assert_eq!(s.clans[0].held, vec![FOKUS]);
}

#[test]
fn fort_3_fortuna_drops_an_earlier_fort_or_itself() {
    // R-FORT-3, R-DECIDE row 8: the capturer drops one fort captured earlier (its choice when
    // 2+, a FortHeca allowed); with no earlier fort FortUna itself goes.
    let hands = || {
        [
            hand(&[], CHARIOTT, &[]),
            hand(&[], DRUHID, &[QWEEN]),
            hand(&[], FILCHY, &[]),
        ]
    };
    let forts = [UNA, N1, N3, N4, N5, N6];
    let mut s = scene(3, 0, 1, &forts, &hands());
    let ev = go(&mut s);
    assert!(ev.contains(&Event::FortDropped { clan: 0, fort: UNA }));
    assert!(s.clans[0].held.is_empty());
    assert_eq!(s.discard, vec![UNA]);
    stopped(&s, 2, 1);

    let mut s = scene(3, 0, 1, &forts, &hands());
    s.clans[0].held = vec![N6];
    let ev = go(&mut s);
    assert!(ev.contains(&Event::FortDropped { clan: 0, fort: N6 }));
    assert_eq!(s.clans[0].held, vec![UNA]);
    assert_eq!(s.discard, vec![N6]);
    stopped(&s, 2, 1);

    let mut s = scene(3, 0, 1, &forts, &hands());
    s.clans[0].held = vec![N1, H2, N6];
    go(&mut s);
    assert_eq!(pending(&s), asks(0, Step::FortUna));
    let drops: Vec<Action> = (0..3).map(|index| Action::DropFort { index }).collect();
    assert_eq!(legal_actions(&s, 0), drops);
    assert_eq!(
        apply(&mut s, 0, &Action::DropFort { index: 3 }),
        Err(RuleError::BadFort),
        "FortUna itself is not an earlier fort"
    );
    let ev = by_default(&mut s, 0, Action::DropFort { index: 1 });
    assert_eq!(ev[0], Event::FortDropped { clan: 0, fort: H2 });
    assert_eq!(s.clans[0].held, vec![N1, N6, UNA]);
    assert_eq!(s.discard, vec![H2]);
    stopped(&s, 2, 1);
}

#[test]
fn fort_4_a_neutral_holding_three_fortheca_gains_nothing() {
    // R-FORT-4, R-NEUTRAL-3: the check is for players only.
    let mut s = scene(
        2,
        1,
        2,
        &[H3, N1, N3, N4, N5],
        &[
            hand(&[], FILCHY, &[]),
            hand(&[], FILCHY, &[QWEEN]),
            hand(&[], CHARIOTT, &[]),
        ],
    );
    s.clans[2].held = vec![H1, H2];
    let ev = go(&mut s);
    assert!(ev.contains(&Event::Captured {
        clan: 2,
        fort: H3,
        archer: false
    }));
    assert!(!ev.iter().any(|e| matches!(e, Event::ForthecaWin { .. })));
    assert_eq!(s.fortheca_win, None);
    assert_eq!(s.clans[2].held, vec![H1, H2, H3]);
    stopped(&s, 3, 1);
}

#[test]
fn fort_4_fortheca_dropped_by_fortuna_do_not_count() {
    // R-FORT-4 with R-FORT-3: Ana drops FortHeca −1 for FortUna, then takes FortHeca −3: she
    // holds two, not three.
    let mut s = scene(
        3,
        0,
        2,
        &[UNA, H3, N3, N4, N5],
        &[
            hand(&[], ARCHR, &[CHARIOTT]),
            hand(&[], FILCHY, &[FILCHY2, QWEEN]),
            hand(&[], FILCHY, &[FILCHY2]),
        ],
    );
    s.clans[0].held = vec![H1, H2, N3];
    go(&mut s);
    assert_eq!(pending(&s), asks(0, Step::FortUna));
    let ev = act(&mut s, 0, Action::DropFort { index: 0 });
    assert_eq!(ev[0], Event::FortDropped { clan: 0, fort: H1 });
    assert!(ev.contains(&Event::Captured {
        clan: 0,
        fort: H3,
        archer: false
    }));
    assert!(!ev.iter().any(|e| matches!(e, Event::ForthecaWin { .. })));
    stopped(&s, 4, 1);
    assert_eq!(s.clans[0].held, vec![H2, N3, UNA, H3]);
    assert_eq!(s.fortheca_win, None);
}

#[test]
fn fort_5_niefort_is_points_only() {
    // R-FORT-5: no effect, no choice; just held.
    let mut s = scene(
        3,
        0,
        1,
        &[N6, N1, N3, N4, N5, UNA],
        &[
            hand(&[], CHARIOTT, &[]),
            hand(&[], DRUHID, &[QWEEN]),
            hand(&[], FILCHY, &[]),
        ],
    );
    let ev = go(&mut s);
    let r1 = in_round(&ev, 1);
    assert!(r1.iter().all(|e| matches!(
        e,
        Event::Revealed { .. }
            | Event::Withdrew { .. }
            | Event::Totals { .. }
            | Event::Captured { .. }
            | Event::LineCleared { .. }
    )));
    stopped(&s, 2, 1);
    assert_eq!(s.clans[0].held, vec![N6]);
    assert_eq!(scoring::score(&s, 0).points, 6);
}

// ---------------------------------------------------------------------------------------------
// The end

/// A finished game of `players` and `neutrals` with the held forts given, clan by clan.
fn finished(players: u8, neutrals: u8, held: &[&[Fort]]) -> State {
    let (mut s, _) = new_game(settings(players, neutrals), 1).unwrap();
    for (c, h) in s.clans.iter_mut().zip(held) {
        c.held = h.to_vec();
    }
    s.phase = Phase::Over;
    s
}

#[test]
fn end_2_score_is_the_sum_of_held_forts_negatives_included() {
    // R-END, R-END-2.
    let s = finished(2, 0, &[&[N6, H3, KOM], &[]]);
    let a = scoring::score(&s, 0);
    assert_eq!(
        (a.points, a.forts, a.values.clone()),
        (5, 3, vec![6, 2, -3])
    );
    let b = scoring::score(&s, 1);
    assert_eq!((b.points, b.forts), (0, 0));
}

#[test]
fn end_3_ranking_by_score_then_fort_count_then_values_high_to_low() {
    // R-END-3: points, then most forts (FortHeca count), then values high to low; equal → a
    // shared win.
    let cases: [(&[&[Fort]], Vec<u8>); 5] = [
        (&[&[N6], &[N5], &[N4]], vec![0]),
        (&[&[N5], &[N3, KOM], &[N4]], vec![1]),
        (&[&[N4, N1], &[N6, H1], &[]], vec![1]),
        (&[&[N6, N1, H2], &[N5], &[]], vec![0]),
        (&[&[N4, N1], &[N1, N4], &[N3]], vec![0, 1]),
    ];
    for (held, winners) in cases {
        let s = finished(3, 0, held);
        let out = outcome(&s).unwrap();
        assert_eq!(out.winners, winners, "{held:?}");
        assert_eq!(out.scores.len(), 3);
    }
    // R-END-1: a FortHeca winner wins alone whatever the scores.
    let mut s = finished(3, 0, &[&[N6], &[H1, H2, H3], &[]]);
    s.fortheca_win = Some(1);
    assert_eq!(outcome(&s).unwrap().winners, vec![1]);
    assert_eq!(outcome(&s).unwrap().scores[1].points, -6);
}

#[test]
fn end_4_neutrals_are_scored_but_never_win_with_two_players_or_more() {
    // R-END-4.
    let s = finished(2, 1, &[&[N3], &[N4], &[UNA, N6]]);
    let out = outcome(&s).unwrap();
    assert_eq!(out.winners, vec![1]);
    assert_eq!(out.scores.len(), 2, "neutrals are left out of the ranking");
    assert_eq!(scoring::score(&s, 2).points, 14, "but still scored");
    assert_eq!(scoring::solo(&s), None);
    assert_eq!(view(&s, None).clans[2].held, vec![UNA, N6]);
}

#[test]
fn neutral_4_solo_is_won_drawn_or_lost_against_the_neutrals() {
    // R-NEUTRAL-4: win by FortHeca or by ranking above every neutral; a full tie with one and
    // none above is a draw; otherwise a loss.
    let cases: [(&[&[Fort]], Solo); 6] = [
        (&[&[N6], &[N5], &[N4]], Solo::Win),
        (&[&[N6, N1], &[N5, KOM]], Solo::Win),
        (&[&[N5], &[N5], &[N1]], Solo::Draw),
        (&[&[N5], &[N3, KOM], &[N1]], Solo::Loss),
        (&[&[N5], &[N5], &[N6]], Solo::Loss),
        (&[&[N4, N1], &[N1, N4]], Solo::Draw),
    ];
    for (held, result) in cases {
        let s = finished(1, held.len() as u8 - 1, held);
        assert_eq!(scoring::solo(&s), Some(result), "{held:?}");
        let winners = outcome(&s).unwrap().winners;
        assert_eq!(winners, if result == Solo::Win { vec![0] } else { vec![] });
    }
    let mut s = finished(1, 2, &[&[H1, H2, H3], &[N6], &[N5]]);
    s.fortheca_win = Some(0);
    assert_eq!(scoring::solo(&s), Some(Solo::Win));
    assert_eq!(outcome(&s).unwrap().winners, vec![0]);
    let (s, _) = new_game(Settings::new(1), 1).unwrap();
    assert_eq!(scoring::solo(&s), None, "no result before the end");
}

// ---------------------------------------------------------------------------------------------
// Neutral clans

#[test]
fn neutral_1_never_decides_and_its_picks_come_from_the_seed() {
    // R-NEUTRAL, R-NEUTRAL-1: no decision is ever asked of a neutral; a whole solo game replays
    // identically from its seed.
    for (players, neutrals) in [(1, 1), (1, 3), (2, 2)] {
        for seed in 0..3 {
            let play = || {
                let (mut s, mut ev) = new_game(settings(players, neutrals), seed).unwrap();
                while let Some(&(seat, _)) = pending(&s).first() {
                    assert!(pending(&s).iter().all(|&(seat, _)| seat < players));
                    let a = default_action(&s, seat).unwrap();
                    ev.extend(apply(&mut s, seat, &a).unwrap());
                }
                (s, ev)
            };
            let (a, ea) = play();
            let (b, eb) = play();
            assert_eq!(a, b);
            assert_eq!(ea, eb);
            assert_eq!(a.phase, Phase::Over);
        }
    }
}

#[test]
fn neutral_2_optional_benefits_are_off() {
    // R-NEUTRAL-2 (off: Qween, Dru'hid, Svord, the Axx keep, the KomFort keep).
    let forts = [N1, N3, N4, N5, N6, UNA];
    // A neutral's lone Qween does nothing.
    let mut s = scene(
        2,
        1,
        1,
        &forts,
        &[
            hand(&[], ARCHR, &[]),
            hand(&[], DRUHID, &[]),
            hand(&[], QWEEN, &[]),
        ],
    );
    let r1 = in_round(&go(&mut s), 1);
    assert!(!r1.iter().any(|e| matches!(e, Event::Seduced { .. })));
    assert_eq!(totals(&r1), vec![Some(5), Some(2), Some(1)]);
    // Its Dru'hid takes only the fort fought for; its Svord rearranges nothing.
    for card in [DRUHID, SVORD] {
        let mut s = scene(
            2,
            1,
            1,
            &forts,
            &[
                hand(&[], FILCHY, &[]),
                hand(&[], FILCHY, &[]),
                hand(&[], card, &[]),
            ],
        );
        let ev = go(&mut s);
        let r1 = in_round(&ev, 1);
        assert!(r1.contains(&Event::Captured {
            clan: 2,
            fort: N1,
            archer: false
        }));
        assert!(!r1
            .iter()
            .any(|e| matches!(e, Event::Took { .. } | Event::Rearranged { .. })));
        assert!(ev
            .iter()
            .any(|e| matches!(e, Event::Revealed { round: 2, .. })));
    }
    // Its Axx and its weakest warrior never stay, even on KomFort.
    let mut s = scene(
        2,
        1,
        2,
        &[KOM, N3, N4, N5, N6],
        &[
            hand(&[], FILCHY, &[]),
            hand(&[], DRUHID, &[]),
            hand(&[DRUHID], AXX, &[]),
        ],
    );
    let r2 = in_round(&go(&mut s), 2);
    assert!(r2.contains(&Event::LineCleared {
        clan: 2,
        lost: vec![DRUHID, AXX],
        kept: vec![]
    }));
}

/// Runs a scene under several generator states; the neutral's picks must vary, stay among
/// `choices`, and repeat for the same generator.
fn neutral_picks(r: u8, make: impl Fn() -> State, choices: &[Card]) {
    let mut seen = std::collections::BTreeSet::new();
    for k in 0..24 {
        let run = || {
            let mut s = make();
            s.rng = ChaCha8Rng::seed_from_u64(k);
            let ev = go(&mut s);
            assert!(pending(&s).iter().all(|&(seat, _)| seat < 2));
            ev
        };
        let ev = run();
        assert_eq!(ev, run(), "same generator, same pick");
        let picks: Vec<Card> = lost(&in_round(&ev, r))
            .into_iter()
            .filter(|&(clan, _)| clan == 2)
            .map(|(_, c)| c)
            .collect();
        assert_eq!(picks.len(), 1, "exactly one warrior lost");
        assert!(choices.contains(&picks[0]));
        seen.insert(picks[0]);
    }
    assert_eq!(seen.len(), choices.len(), "the picks are not random");
}

#[test]
fn neutral_2_mandatory_picks_are_random() {
    // R-NEUTRAL-2 (random pick: Horsie, Fort Fokus, FortUna), R-NEUTRAL-1.
    neutral_picks(
        3,
        || {
            scene(
                2,
                1,
                3,
                &[N4, N5, N6, N1],
                &[
                    hand(&[SVORD], CHARIOTT, &[]),
                    hand(&[], FILCHY, &[]),
                    hand(&[DRUHID, FILCHY], HORSIE, &[]),
                ],
            )
        },
        &[DRUHID, FILCHY],
    );
    neutral_picks(
        2,
        || {
            scene(
                2,
                1,
                2,
                &[FOKUS, N3, N4, N5, N6],
                &[
                    hand(&[SVORD], CHARIOTT, &[]),
                    hand(&[], FILCHY, &[]),
                    hand(&[DRUHID], ARCHR, &[]),
                ],
            )
        },
        &[DRUHID, ARCHR],
    );
    let mut dropped = std::collections::BTreeSet::new();
    for k in 0..24 {
        let mut s = scene(
            2,
            1,
            1,
            &[UNA, N3, N4, N5, N6, N1],
            &[
                hand(&[], FILCHY, &[]),
                hand(&[], FILCHY, &[]),
                hand(&[], CHARIOTT, &[]),
            ],
        );
        s.clans[2].held = vec![N1, N3];
        s.rng = ChaCha8Rng::seed_from_u64(k);
        let ev = go(&mut s);
        let fort = ev
            .iter()
            .find_map(|e| match e {
                Event::FortDropped { clan: 2, fort } => Some(*fort),
                _ => None,
            })
            .expect("the neutral drops a fort");
        assert!(
            fort == N1 || fort == N3,
            "FortUna stays, an earlier fort goes"
        );
        assert!(s.clans[2].held.contains(&UNA));
        dropped.insert(fort.id());
    }
    assert_eq!(dropped.len(), 2);
}

#[test]
fn neutral_2_automatic_rules_apply_to_neutrals() {
    // R-NEUTRAL-2 (automatic: crash, Arch'r tie-break, Filchy; its Qweens and Ch'ariotts count
    // toward the 2+ rules).
    let forts = [N1, N3, N4, N5, N6, UNA];
    let mut s = scene(
        2,
        1,
        1,
        &forts,
        &[
            hand(&[], CHARIOTT, &[]),
            hand(&[], AXX, &[]),
            hand(&[], CHARIOTT, &[]),
        ],
    );
    let ev = go(&mut s);
    assert!(ev.contains(&Event::Crashed { clans: vec![0, 2] }));
    assert_eq!(pending(&s), asks(1, Step::KeepAxx));

    let mut s = scene(
        2,
        1,
        1,
        &forts,
        &[
            hand(&[], QWEEN, &[]),
            hand(&[], AXX, &[]),
            hand(&[], QWEEN, &[]),
        ],
    );
    let ev = go(&mut s);
    assert!(ev.contains(&Event::QweensCancel));
    assert_eq!(totals(&ev), vec![Some(1), Some(4), Some(1)]);
    assert_eq!(
        pending(&s),
        asks(1, Step::KeepAxx),
        "no seduction was asked"
    );

    let mut s = scene(
        2,
        1,
        1,
        &forts,
        &[
            hand(&[], ARCHR, &[]),
            hand(&[], DRUHID, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    let r1 = in_round(&go(&mut s), 1);
    assert!(r1.contains(&Event::Withdrew { clan: 2 }));
    assert_eq!(totals(&r1), vec![Some(5), Some(2), None]);

    let mut s = scene(
        2,
        1,
        2,
        &[N5, N3, N4, N6, N1],
        &[
            hand(&[FILCHY], AXX, &[]),
            hand(&[], DRUHID, &[]),
            hand(&[DRUHID], ARCHR, &[]),
        ],
    );
    let r2 = in_round(&go(&mut s), 2);
    assert_eq!(totals(&r2), vec![Some(7), Some(2), Some(7)]);
    assert!(r2.contains(&Event::Captured {
        clan: 2,
        fort: N5,
        archer: true
    }));
}

#[test]
fn neutral_3_neutrals_capture_tie_and_can_be_seduced_and_their_forts_are_public() {
    // R-NEUTRAL-3.
    let forts = [N5, N3, N4, N6, N1];
    let mut s = scene(
        2,
        1,
        2,
        &forts,
        &[
            hand(&[], QWEEN, &[]),
            hand(&[FILCHY], AXX, &[]),
            hand(&[DRUHID], SVORD, &[]),
        ],
    );
    go(&mut s);
    assert_eq!(pending(&s), asks(0, Step::Seduce));
    let ev = by_default(&mut s, 0, Action::Seduce { clan: 2 });
    assert_eq!(
        ev[0],
        Event::Seduced {
            qween: 0,
            target: 2,
            card: SVORD
        }
    );
    assert_eq!(totals(&ev), vec![Some(7), Some(7), Some(2)]);
    assert!(ev.contains(&Event::Stalemate {
        fort: N5,
        stays: false
    }));

    let mut s = scene(
        2,
        1,
        2,
        &forts,
        &[
            hand(&[SVORD], AXX, &[]),
            hand(&[], FILCHY, &[]),
            hand(&[CHARIOTT], DRUHID, &[]),
        ],
    );
    let r2 = in_round(&go(&mut s), 2);
    assert_eq!(totals(&r2), vec![Some(10), None, Some(10)]);
    assert!(r2.contains(&Event::Stalemate {
        fort: N5,
        stays: false
    }));

    let mut s = scene(
        2,
        1,
        1,
        &[N6, N3, N4, N5, N1, UNA],
        &[
            hand(&[], FILCHY, &[]),
            hand(&[], DRUHID, &[]),
            hand(&[], CHARIOTT, &[]),
        ],
    );
    let ev = go(&mut s);
    assert!(ev.contains(&Event::Captured {
        clan: 2,
        fort: N6,
        archer: false
    }));
    assert_eq!(view(&s, None).clans[2].held[0], N6);
    assert_eq!(view(&s, Some(0)).clans[2].held, s.clans[2].held);
}

// ---------------------------------------------------------------------------------------------
// Variants

#[test]
fn var_1_tied_forts_stay_and_move_one_position_right() {
    // R-VAR, R-VAR-1: after a stalemate in rounds 1–5 every fort still on the wall moves one
    // right; the one pushed past 6 is discarded; round 6 discards as usual; all-Filchy counts.
    let mut s = scene(
        3,
        0,
        2,
        &[N5, KOM, N4, H1, UNA],
        &[
            hand(&[], ARCHR, &[]),
            hand(&[], ARCHR, &[]),
            hand(&[], FILCHY, &[QWEEN]),
        ],
    );
    s.settings.tied_forts_stay = true;
    let ev = go(&mut s);
    let r2 = in_round(&ev, 2);
    assert!(r2.contains(&Event::Stalemate {
        fort: N5,
        stays: true
    }));
    assert!(r2.contains(&Event::PushedOff { fort: UNA }));
    assert_eq!(revealed_fort(&ev, 3), N5);
    stopped(&s, 3, 2);
    assert_eq!(
        s.wall,
        [None, None, Some(N5), Some(KOM), Some(N4), Some(H1)]
    );
    assert_eq!(s.discard, vec![UNA]);
    assert_eq!(settled(&s, 0), vec![ARCHR], "warriors stay");

    let mut s = scene(
        3,
        0,
        1,
        &[N1, N3, N4, N5, N6, UNA],
        &[
            hand(&[], FILCHY, &[QWEEN]),
            hand(&[], FILCHY, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    s.settings.tied_forts_stay = true;
    let ev = go(&mut s);
    assert!(ev.contains(&Event::Stalemate {
        fort: N1,
        stays: true
    }));
    stopped(&s, 2, 0);
    assert_eq!(
        s.wall,
        [None, Some(N1), Some(N3), Some(N4), Some(N5), Some(N6)]
    );
    assert_eq!(s.discard, vec![UNA]);

    let mut s = scene(
        3,
        0,
        6,
        &[N5],
        &[
            hand(&[], FILCHY, &[]),
            hand(&[], FILCHY, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    s.settings.tied_forts_stay = true;
    s.turn = 3;
    let ev = go(&mut s);
    assert!(ev.contains(&Event::Stalemate {
        fort: N5,
        stays: false
    }));
    assert!(!ev.iter().any(|e| matches!(e, Event::PushedOff { .. })));
    assert_eq!(s.discard, vec![N5]);
    assert_eq!(s.phase, Phase::Over);
}

#[test]
fn var_2_druhid_shift_pushes_the_forts_between_one_place_right() {
    // R-VAR-2 against R-ROUND-8's swap: Ana's Dru'hid takes NieFort 5 at position 5 in round 1.
    for shift in [true, false] {
        let mut s = scene(
            3,
            0,
            1,
            &[N1, N3, KOM, N4, N5, UNA],
            &[
                hand(&[], DRUHID, &[]),
                hand(&[], FILCHY, &[QWEEN]),
                hand(&[], FILCHY, &[]),
            ],
        );
        s.settings.druhid_shift = shift;
        go(&mut s);
        assert_eq!(pending(&s), asks(0, Step::Druhid));
        let ev = act(&mut s, 0, Action::Take { position: 5 });
        assert_eq!(
            ev[0],
            Event::Took {
                clan: 0,
                position: 5,
                fort: N5
            }
        );
        let wall = if shift {
            [None, Some(N1), Some(N3), Some(KOM), Some(N4), Some(UNA)]
        } else {
            [None, Some(N3), Some(KOM), Some(N4), Some(N1), Some(UNA)]
        };
        stopped(&s, 2, 1);
        assert_eq!(s.wall, wall, "shift {shift}");
        assert_eq!(revealed_fort(&ev, 2), wall[1].unwrap());
        assert_eq!(s.clans[0].held, vec![N5]);
    }
}

// ---------------------------------------------------------------------------------------------
// Public and secret

#[test]
fn info_views_show_each_seat_only_its_own_secrets() {
    // R-INFO, R-TABLE-1 (engine side; the table's DMs and ephemeral `/wall hand` are covered by
    // the e2e tests): the public view and other seats' views do not change with a seat's
    // set-aside cards, discard, face-down placements, or a neutral's placements.
    let (mut s, _) = new_game(settings(3, 1), 4).unwrap();
    let hand0: Vec<Card> = s.clans[0].orders.unplaced().collect();
    act(&mut s, 0, Action::Discard { card: hand0[0] });
    act(
        &mut s,
        0,
        Action::Place {
            card: hand0[1],
            position: 3,
        },
    );
    act(&mut s, 1, Action::Lock);
    let mine = view(&s, Some(0)).you.unwrap();
    assert_eq!(mine.aside, s.clans[0].orders.aside);
    assert_eq!(mine.discard, Some(hand0[0]));
    assert_eq!(mine.placed[2], Some(hand0[1]));
    assert!(view(&s, None).you.is_none());
    let json = serde_json::to_string(&view(&s, None)).unwrap();
    assert!(!json.contains("aside") && !json.contains("placed"));
    let mut t = s.clone();
    t.clans[0].orders.aside = vec![hand0[5], hand0[6]];
    t.clans[0].orders.discard = Some(hand0[2]);
    t.clans[0].orders.placed = [Some(hand0[3]), None, None, None, None, None];
    t.clans[1].orders.placed.reverse();
    t.clans[1].orders.aside.reverse();
    t.clans[3].orders.placed.reverse();
    assert_eq!(view(&s, None), view(&t, None));
    assert_eq!(view(&s, Some(2)), view(&t, Some(2)));
    assert_ne!(view(&s, Some(0)), view(&t, Some(0)));
    assert!(
        view(&s, Some(3)).you.is_none(),
        "nobody sees a neutral's cards"
    );

    // During a fight: only the unrevealed placements are secret, and only to the others.
    let mut s = scene(
        3,
        0,
        2,
        &[N5, N3, N4, N6, N1],
        &[
            hand(&[FILCHY], AXX, &[QWEEN]),
            hand(&[DRUHID], HORSIE, &[]),
            hand(&[], CHARIOTT, &[]),
        ],
    );
    go(&mut s);
    stopped(&s, 3, 0);
    let bo = view(&s, Some(1)).you.unwrap();
    assert_eq!(bo.placed[..3], [None, None, None]);
    assert_eq!(bo.placed[3..], s.clans[1].orders.placed[3..]);
    let mut t = s.clone();
    t.clans[1].orders.placed[3..].reverse();
    t.clans[1].orders.aside.reverse();
    assert_eq!(view(&s, None), view(&t, None));
    assert_eq!(view(&s, Some(0)), view(&t, Some(0)));
    assert_eq!(view(&s, None).clans[1].face_down, 3);
}

#[test]
fn info_1_simultaneous_horsie_choices_are_told_together() {
    // R-INFO-1: Ana's and Bo's Horsies both fail; their picks stay secret until both answered.
    let mut s = scene(
        3,
        0,
        3,
        &[N4, N5, N6, N1],
        &[
            hand(&[DRUHID, FILCHY], HORSIE, &[]),
            hand(&[AXX, FILCHY], HORSIE, &[]),
            hand(&[SVORD, ARCHR], CHARIOTT, &[]),
        ],
    );
    go(&mut s);
    assert_eq!(
        pending(&s),
        vec![
            (0, Decision::Step(Step::Horsie)),
            (1, Decision::Step(Step::Horsie))
        ]
    );
    let public = view(&s, None).clans;
    assert_eq!(act(&mut s, 0, Action::Lose { card: DRUHID }), vec![]);
    assert_eq!(view(&s, None).clans, public);
    assert_eq!(view(&s, Some(0)).you.unwrap().pick, Some(DRUHID));
    assert_eq!(view(&s, Some(1)).you.unwrap().pick, None);
    assert_eq!(line(&s, 0), vec![DRUHID, FILCHY, HORSIE]);
    assert_eq!(default_action(&s, 1), Some(Action::Lose { card: FILCHY }));
    let ev = act(&mut s, 1, Action::Lose { card: AXX });
    assert_eq!(
        ev[..2],
        [
            Event::Lost {
                clan: 0,
                card: DRUHID
            },
            Event::Lost { clan: 1, card: AXX },
        ]
    );
}

#[test]
fn info_1_set_aside_and_seventh_cards_never_show_in_public() {
    // R-INFO-1: through whole games, no player's set-aside or discarded seventh card is ever in
    // a public line or discard pile, and no event but the owner's SetAside names them.
    for seed in 0..4 {
        let (mut s, ev) = new_game(settings(3, 1), seed).unwrap();
        assert!(ev.iter().all(|e| match e {
            Event::SetAside { clan, cards } => *cards == s.clans[usize::from(*clan)].orders.aside,
            _ => true,
        }));
        while let Some(&(seat, _)) = pending(&s).first() {
            let a = default_action(&s, seat).unwrap();
            apply(&mut s, seat, &a).unwrap();
            let public = view(&s, None);
            for p in 0..3 {
                let o = &s.clans[p].orders;
                let secret: Vec<Card> = o.aside.iter().copied().chain(o.discard).collect();
                let c = &public.clans[p];
                assert!(
                    !secret
                        .iter()
                        .any(|x| c.line.contains(x) || c.out.contains(x)),
                    "a secret card of clan {p} went public"
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Decisions and their defaults

#[test]
fn decide_row_3_qween_default_target() {
    // R-DECIDE row 3: the strongest target; the weakest when fighting for a FortHeca; ties go
    // to the next seat after Qween's clan.
    let cases = [
        (N1, [QWEEN, CHARIOTT, FILCHY], 0, 1),
        (H2, [QWEEN, CHARIOTT, FILCHY], 0, 2),
        (N1, [FILCHY, QWEEN, FILCHY], 1, 2),
        (N1, [FILCHY, FILCHY, QWEEN], 2, 0),
    ];
    for (fort, cards, qween, target) in cases {
        let mut s = scene(
            3,
            0,
            1,
            &[fort, N3, N4, N5, N6, UNA],
            &cards.map(|c| hand(&[], c, &[])),
        );
        go(&mut s);
        assert_eq!(pending(&s), asks(qween, Step::Seduce));
        assert_eq!(
            default_action(&s, qween),
            Some(Action::Seduce { clan: target }),
            "{fort:?} {cards:?}"
        );
    }
}

#[test]
fn decide_row_4_and_9_weakest_warrior_ties_earliest_revealed() {
    // R-DECIDE rows 4 (Horsie) and 9 (Fort Fokus): the weakest; ties: the earliest revealed.
    for (earlier, weakest) in [([AXX, DRUHID], DRUHID), ([FILCHY2, FILCHY], FILCHY2)] {
        let mut s = scene(
            3,
            0,
            3,
            &[N4, N5, N6, N1],
            &[
                hand(&earlier, HORSIE, &[]),
                hand(&[SVORD, CHARIOTT], ARCHR, &[]),
                hand(&[], DRUHID, &[]),
            ],
        );
        go(&mut s);
        assert_eq!(pending(&s), asks(0, Step::Horsie));
        assert_eq!(default_action(&s, 0), Some(Action::Lose { card: weakest }));
    }
    let mut s = scene(
        3,
        0,
        3,
        &[FOKUS, N5, N6, N1],
        &[
            hand(&[SVORD], CHARIOTT, &[]),
            hand(&[FILCHY2], FILCHY, &[]),
            hand(&[AXX, DRUHID], ARCHR, &[]),
        ],
    );
    go(&mut s);
    assert_eq!(
        pending(&s),
        vec![
            (1, Decision::Step(Step::Fokus)),
            (2, Decision::Step(Step::Fokus))
        ]
    );
    assert_eq!(default_action(&s, 1), Some(Action::Lose { card: FILCHY2 }));
    assert_eq!(default_action(&s, 2), Some(Action::Lose { card: DRUHID }));
}

#[test]
fn decide_row_5_druhid_default_fort() {
    // R-DECIDE row 5: the highest value, FortUna worth 0 to a winner holding no fort; ties: the
    // fort fought for, else the leftmost.
    let cases: [([Fort; 5], &[Fort], u8); 4] = [
        ([N1, UNA, N5, N3, N4], &[], 4),
        ([N1, UNA, N5, N3, N4], &[N1], 3),
        ([N5, N3, N5, N4, N1], &[], 2),
        ([N1, N6, N3, N6, N4], &[], 3),
    ];
    for (forts, held, position) in cases {
        let mut s = scene(
            3,
            0,
            2,
            &forts,
            &[
                hand(&[], DRUHID, &[]),
                hand(&[], FILCHY, &[]),
                hand(&[], FILCHY, &[]),
            ],
        );
        s.clans[0].held = held.to_vec();
        go(&mut s);
        assert_eq!(pending(&s), asks(0, Step::Druhid));
        assert_eq!(
            default_action(&s, 0),
            Some(Action::Take { position }),
            "{forts:?} holding {held:?}"
        );
    }
    // Taking the fort fought for changes nothing on the wall.
    let mut s = scene(
        3,
        0,
        2,
        &[N5, N3, N5, N4, N1],
        &[
            hand(&[], DRUHID, &[]),
            hand(&[], FILCHY, &[QWEEN]),
            hand(&[], FILCHY, &[]),
        ],
    );
    go(&mut s);
    let ev = by_default(&mut s, 0, Action::Take { position: 2 });
    assert!(!ev.iter().any(|e| matches!(e, Event::Took { .. })));
    stopped(&s, 3, 1);
    assert_eq!(s.wall[2..], [Some(N3), Some(N5), Some(N4), Some(N1)]);
    assert_eq!(s.clans[0].held, vec![N5]);
}

#[test]
fn decide_row_8_fortuna_drops_the_lowest_earliest_first() {
    // R-DECIDE row 8: the lowest value; ties: the earliest captured.
    let mut s = scene(
        3,
        0,
        1,
        &[UNA, N1, N3, N4, N5, N6],
        &[
            hand(&[], CHARIOTT, &[]),
            hand(&[], DRUHID, &[]),
            hand(&[], FILCHY, &[]),
        ],
    );
    s.clans[0].held = vec![N3, N1, KOM, N1];
    go(&mut s);
    assert_eq!(pending(&s), asks(0, Step::FortUna));
    assert_eq!(default_action(&s, 0), Some(Action::DropFort { index: 1 }));
}

#[test]
fn decide_every_pending_seat_has_a_legal_default() {
    // R-DECIDE: a deadline never skips a seat: each pending seat has a default, and it is
    // legal; R-DECIDE row 2: the orders default is Lock (which completes the orders).
    for seed in 0..6 {
        let (mut s, _) = new_game(settings(3, 1), seed).unwrap();
        assert_eq!(default_action(&s, 0), Some(Action::Lock));
        while !pending(&s).is_empty() {
            for (seat, _) in pending(&s) {
                let d = default_action(&s, seat).expect("a default");
                assert!(legal_actions(&s, seat).contains(&d));
            }
            let (seat, _) = pending(&s)[0];
            let d = default_action(&s, seat).unwrap();
            apply(&mut s, seat, &d).unwrap();
        }
        assert_eq!(default_action(&s, 0), None);
    }
}

// ---------------------------------------------------------------------------------------------
// The digital table (engine side)

#[test]
fn table_2_seed_and_actions_replay_the_game_exactly() {
    // R-TABLE, R-TABLE-2: every random thing comes from the game's seeded generator; the same seed and
    // actions give the same state, byte for byte.
    for (players, neutrals, variants) in [(3, 0, false), (2, 1, true), (1, 3, false)] {
        for seed in [3u64, 77] {
            let mut setup = settings(players, neutrals);
            setup.tied_forts_stay = variants;
            setup.druhid_shift = variants;
            let (mut s, _) = new_game(setup, seed).unwrap();
            let mut log = Vec::new();
            let mut states = vec![serde_json::to_string(&s).unwrap()];
            while let Some(&(seat, _)) = pending(&s).first() {
                let a = skald::games::wall::ai::random(&s, seat).unwrap();
                apply(&mut s, seat, &a).unwrap();
                log.push((seat, a));
                states.push(serde_json::to_string(&s).unwrap());
            }
            let (mut r, _) = new_game(setup, seed).unwrap();
            assert_eq!(serde_json::to_string(&r).unwrap(), states[0]);
            for (i, (seat, a)) in log.iter().enumerate() {
                apply(&mut r, *seat, a).unwrap();
                assert_eq!(
                    serde_json::to_string(&r).unwrap(),
                    states[i + 1],
                    "step {i}"
                );
            }
            let back: State = serde_json::from_str(&states[states.len() - 1]).unwrap();
            assert_eq!(back, s);
        }
    }
}

#[test]
fn table_3_a_game_not_over_has_no_result() {
    // R-TABLE-3 (engine side): the table's `abandon` stops a game with no result and no
    // winner; the engine gives an outcome only once the game is over. The `/wall` commands
    // themselves are the table layer's, covered by the e2e tests.
    let (mut s, _) = new_game(Settings::new(2), 5).unwrap();
    assert!(outcome(&s).is_none());
    act(&mut s, 0, Action::Lock);
    act(&mut s, 1, Action::Lock);
    assert!(outcome(&s).is_none());
    play_defaults(&mut s);
    assert!(outcome(&s).is_some());
}

// ---------------------------------------------------------------------------------------------
// Properties

/// Every action shape, with values in and out of range.
fn every_action() -> Vec<Action> {
    let mut all = vec![
        Action::Clear,
        Action::Lock,
        Action::Done,
        Action::Keep { keep: true },
        Action::Keep { keep: false },
    ];
    for c in 0..10 {
        all.push(Action::Discard { card: c });
        all.push(Action::Lose { card: c });
        for position in 0..8 {
            all.push(Action::Place { card: c, position });
        }
    }
    for n in 0..8 {
        all.push(Action::Seduce { clan: n });
        all.push(Action::Take { position: n });
        all.push(Action::DropFort { index: n });
        for b in 0..8 {
            all.push(Action::Swap { a: n, b });
        }
    }
    all
}

#[test]
fn random_play_ends_and_legal_actions_agree_with_apply() {
    // R-DECIDE, R-TURN-1, R-END-1: random legal play always ends; a listed action applies, an
    // unlisted one is refused and changes nothing; seats not asked can do nothing.
    let universe = every_action();
    let line_ups = [(1, 1), (1, 3), (2, 0), (2, 2), (3, 0), (3, 1), (4, 0)];
    for seed in 0..28u64 {
        let (players, neutrals) = line_ups[seed as usize % line_ups.len()];
        let mut setup = settings(players, neutrals);
        setup.tied_forts_stay = seed % 2 == 1;
        setup.druhid_shift = seed % 3 == 1;
        let (mut s, _) = new_game(setup, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xabc);
        let mut steps = 0;
        while s.phase != Phase::Over {
            steps += 1;
            assert!(steps < 20_000, "seed {seed}: the game does not end");
            let asked = pending(&s);
            assert!(!asked.is_empty(), "seed {seed}: nobody to move");
            for seat in 0..players {
                if !asked.iter().any(|&(p, _)| p == seat) {
                    assert!(legal_actions(&s, seat).is_empty());
                    let a = universe[rng.random_range(0..universe.len())];
                    let before = s.clone();
                    assert_eq!(apply(&mut s, seat, &a), Err(RuleError::NotYourDecision));
                    assert_eq!(s, before);
                }
            }
            let (seat, decision) = asked[rng.random_range(0..asked.len())];
            let legal = legal_actions(&s, seat);
            assert!(!legal.is_empty());
            for _ in 0..4 {
                let a = universe[rng.random_range(0..universe.len())];
                if !legal.contains(&a) {
                    let before = s.clone();
                    assert!(apply(&mut s, seat, &a).is_err(), "{a:?} was not listed");
                    assert_eq!(s, before, "a refused {a:?} changed the state");
                }
            }
            if seed < 4 {
                for a in &legal {
                    let mut t = s.clone();
                    assert!(apply(&mut t, seat, a).is_ok(), "listed {a:?} refused");
                }
            }
            let finish = match decision {
                Decision::Orders => Some(Action::Lock),
                Decision::Step(Step::Svord) => Some(Action::Done),
                _ => None,
            };
            let a = match finish {
                Some(f) if rng.random_bool(0.25) => f,
                _ => legal[rng.random_range(0..legal.len())],
            };
            apply(&mut s, seat, &a).unwrap_or_else(|e| panic!("listed {a:?} refused: {e}"));
        }
        assert!(outcome(&s).is_some());
        if s.fortheca_win.is_none() {
            assert_eq!((s.turn, s.deck.len()), (3, 2));
            assert!(
                steps >= 3 * usize::from(players),
                "every player gives orders each turn"
            );
        }
    }
}
