//! Property tests: any sequence of actions, legal or not, from any seat never panics, a refused
//! action changes nothing, the invariants hold after every step, and `legal_actions` agrees with
//! what `apply` accepts.

use crate::support;

use std::collections::HashMap;

use proptest::prelude::*;
use skald::games::midgard::cards::{DestinyId, ShipId};
use skald::games::midgard::state::Phase;
use skald::games::midgard::*;
use support::*;

/// A wide set of actions, most of them illegal at any given moment.
fn universe() -> Vec<Action> {
    let mut v = Vec::new();
    for &leader in Leader::ALL {
        v.push(Action::ChooseLeader { leader });
    }
    for &l in Location::ALL {
        v.push(Action::Place {
            space: Space::Loc(l),
        });
    }
    for &s in Stall::ALL {
        v.push(Action::Place {
            space: Space::Stall(s),
        });
    }
    for give in Good::ALL {
        for take in Good::ALL {
            v.push(Action::Trade { give, take });
        }
        v.push(Action::Beg { take: give });
    }
    v.push(Action::EndTrades);
    for n in 0..6 {
        v.push(Action::Church { favor: n });
        v.push(Action::Alms { food: n });
        v.push(Action::Sail { land: n });
        v.push(Action::Peek { land: n });
        v.push(Action::LoadFood { land: n });
        v.push(Action::UnloadFood { land: n });
        v.push(Action::Blame { seat: n });
        v.push(Action::TakeRune {
            pick: RunePick::Row(n),
        });
    }
    v.push(Action::TakeRune {
        pick: RunePick::Deck,
    });
    for i in 0..5 {
        v.push(Action::BuyShip { ship: ShipId(i) });
    }
    for i in 0..14 {
        v.push(Action::KeepDestiny { card: DestinyId(i) });
        v.push(Action::UseRune {
            using: RuneUse::Success { card: DestinyId(i) },
        });
    }
    for s in 0..4 {
        for p in 0..4 {
            for a in 0..4 {
                let dice = Dice::new(s, p, a);
                v.push(Action::KeepDice { dice });
                v.push(Action::LoseDice { dice });
                for food in 0..3 {
                    v.push(Action::ShipLoss { dice, food });
                }
            }
        }
    }
    for i in 0..Target::COUNT {
        let target = Target::from_index(i);
        for kind in DieKind::ALL {
            v.push(Action::AssignDie { target, kind });
            v.push(Action::UnassignDie { target, kind });
        }
    }
    v.push(Action::AssignDie {
        target: Target::Land(7),
        kind: DieKind::Axeman,
    });
    v.push(Action::ConfirmAssignment);
    v.push(Action::DemandTurnOrder);
    for dice in [0u16, 1, 2, 3, 5, 7, 15, 31, 63, 127, 255, 256, 511, 1023] {
        v.push(Action::Reroll { dice });
    }
    v.push(Action::AcceptRoll);
    v.push(Action::Pass);
    for using in [
        RuneUse::Wealth,
        RuneUse::Knowledge,
        RuneUse::Potential,
        RuneUse::Retaliation,
        RuneUse::Healing,
        RuneUse::Glory,
        RuneUse::Journey,
        RuneUse::TrueVision,
        RuneUse::Gifts {
            food: 4,
            wood: 0,
            coins: 0,
        },
        RuneUse::Gifts {
            food: 1,
            wood: 1,
            coins: 2,
        },
        RuneUse::Gifts {
            food: 5,
            wood: 0,
            coins: 0,
        },
    ] {
        v.push(Action::UseRune { using });
    }
    v
}

/// Every card is in exactly one place.
fn assert_cards_in_one_place(state: &State) {
    let c = data();
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut add = |id: String| *seen.entry(id).or_default() += 1;
    let d = &state.decks;
    let b = &state.board;
    for t in d
        .trolls
        .iter()
        .chain(&d.troll_discard)
        .chain(b.troll.iter())
    {
        add(t.id().to_string());
    }
    for x in d
        .draugr
        .iter()
        .chain(&d.draugr_discard)
        .chain(b.draugr.iter().flatten())
    {
        add(x.id().to_string());
    }
    for m in d
        .monsters
        .iter()
        .chain(b.lands.iter().filter_map(|l| l.monster.as_ref()))
    {
        add(m.id().to_string());
    }
    for r in d.runes.iter().chain(b.rune_row.iter().flatten()) {
        add(r.id().to_string());
    }
    for x in d.destiny.iter() {
        add(x.id().to_string());
    }
    if let Phase::Placement {
        sub: Some(state::Sub::KeepDestiny { drawn }),
        ..
    } = &state.phase
    {
        for x in drawn {
            add(x.id().to_string());
        }
    }
    for x in d
        .merchants
        .iter()
        .chain(&d.merchant_discard)
        .chain(b.merchant.iter())
    {
        add(x.id().to_string());
    }
    for s in &b.ships {
        add(s.id().to_string());
    }
    let mut journeys: Vec<_> = d
        .journeys
        .iter()
        .chain(&d.journey_discard)
        .copied()
        .collect();
    journeys.extend(b.lands.iter().filter_map(|l| l.journey));
    if let Phase::Resolution {
        journey: Some(j), ..
    } = &state.phase
    {
        journeys.push(*j);
    }
    for j in &journeys {
        add(format!("journey.{:?}.{}", j.kind, j.copy));
    }
    for p in &state.players {
        for t in &p.trolls {
            add(t.id().to_string());
        }
        for x in &p.draugr {
            add(x.id().to_string());
        }
        for m in &p.monsters {
            add(m.id().to_string());
        }
        for r in &p.runes {
            add(r.rune.id().to_string());
        }
        for x in &p.destiny {
            add(x.id().to_string());
        }
        if let Some(s) = p.ship {
            add(s.id().to_string());
        }
    }
    let twice: Vec<_> = seen.iter().filter(|(_, &n)| n > 1).collect();
    assert!(twice.is_empty(), "cards in two places: {twice:?}");
    let edition = state.settings.edition;
    let journey_count: usize = c
        .journeys
        .iter()
        .filter(|j| j.editions.contains(&edition))
        .map(|j| j.count as usize)
        .sum();
    assert_eq!(journeys.len(), journey_count, "journey cards lost or made");
    assert_eq!(
        seen.keys().filter(|k| k.starts_with("troll.")).count(),
        c.trolls.len()
    );
    assert_eq!(
        seen.keys().filter(|k| k.starts_with("draugr.")).count(),
        c.draugr.len()
    );
    assert_eq!(
        seen.keys().filter(|k| k.starts_with("monster.")).count(),
        c.monsters.len()
    );
    assert_eq!(seen.keys().filter(|k| k.starts_with("rune.")).count(), 10);
}

fn check_step(state: &State) {
    assert_invariants(state);
    assert_cards_in_one_place(state);
    // R-PLACE-1: by the time warriors are assigned, every worker has been placed.
    if matches!(state.phase, Phase::Assignment { .. }) {
        for p in &state.players {
            assert_eq!(p.placed, p.workers, "a worker was not placed this round");
        }
    }
}

fn settings_from(seats: u8, classic: bool, hof: bool, distrust: bool) -> Settings {
    let mut s = Settings::new(seats);
    if classic {
        s.edition = Edition::Classic;
    }
    s.hall_of_fame = hof;
    s.distrust = distrust;
    s
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn any_actions_keep_the_invariants(
        seed in any::<u64>(),
        seats in 2u8..=4,
        classic in any::<bool>(),
        hof in any::<bool>(),
        distrust in any::<bool>(),
        steps in prop::collection::vec((any::<u16>(), 0u8..4, any::<u8>()), 200..700),
    ) {
        let universe = universe();
        let (mut state, _) = new_game(settings_from(seats, classic, hof, distrust), seed).unwrap();
        for (pick, kind, who) in steps {
            if state.phase == Phase::Finished {
                break;
            }
            let open = pending(&state);
            let (seat, action) = if kind == 0 {
                // Any action from any seat, usually refused.
                (who % 5, universe[pick as usize % universe.len()])
            } else {
                let seat = open[who as usize % open.len()].0;
                let legal = legal_actions(&state, seat);
                prop_assert!(!legal.is_empty(), "a pending seat with no legal action");
                (seat, legal[pick as usize % legal.len()])
            };
            let legal = legal_actions(&state, seat);
            let before = state.clone();
            match apply(&mut state, seat, &action) {
                Ok(_) => prop_assert!(legal.contains(&action), "accepted but not listed: {action:?}"),
                Err(_) => {
                    prop_assert!(!legal.contains(&action), "listed but refused: {action:?}");
                    prop_assert_eq!(&state, &before, "a refused action changed the state");
                }
            }
            check_step(&state);
        }
    }
}

#[test]
fn every_listed_action_is_accepted_over_whole_games() {
    for seed in 0..6u64 {
        let seats = 2 + (seed % 3) as u8;
        let mut state = new_with(settings_from(seats, seed % 2 == 1, false, false), seed);
        let mut steps = 0;
        while state.phase != Phase::Finished {
            let open = pending(&state);
            for seat in 0..seats {
                let deciding = open.iter().any(|(s, _)| *s == seat);
                for a in legal_actions(&state, seat) {
                    let mut copy = state.clone();
                    assert!(
                        apply(&mut copy, seat, &a).is_ok(),
                        "{a:?} listed but refused"
                    );
                    // R-RUNE: a seat with nothing to decide may only use a rune usable at any
                    // time, and that leaves every pending decision as it was.
                    if !deciding {
                        assert!(
                            matches!(a, Action::UseRune { using } if using.is_anytime()),
                            "{a:?} listed for seat {seat}, which has nothing to decide"
                        );
                        assert_eq!(pending(&copy), open, "{a:?} disturbed the pending seats");
                    }
                }
            }
            let seat = to_act(&state);
            let mut input = ai::BotInput::new(&state, seat);
            let a = ai::BotKind::Random.choose(&mut input).unwrap();
            play(&mut state, seat, a);
            steps += 1;
            assert!(steps < 5000);
        }
    }
}

#[test]
fn nobody_can_act_after_the_game_ends() {
    let mut state = started(3, 11);
    defaults_until(&mut state, |_| false);
    assert_eq!(state.phase, Phase::Finished);
    assert!(pending(&state).is_empty());
    for seat in 0..3 {
        assert!(legal_actions(&state, seat).is_empty());
        refused(
            &mut state,
            seat,
            Action::Place {
                space: Space::Loc(Location::Market),
            },
            RuleError::GameOver,
        );
    }
    assert!(outcome(&state).is_some());
}
