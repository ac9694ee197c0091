//! The worked examples of the Jomsvikings digest (`../shared/rules/jomsvikings.md`, R-EX), each
//! a test of its own with the digest's numbers: Ana (Gunnar, K 12, HP 16), Bo (Astrid, K 11),
//! Cy (Ragna); seats Ana, Bo, Cy; Ana first; competitive; no planet unless named.

use crate::joms_scene as scene;

use scene::*;
use skald::games::joms::cards::AttackKind::{Basic, Critical, Special};
use skald::games::joms::effect::AttackType::{Mag, Mel, Rng};
use skald::games::joms::event::{Hurt, Slot};
use skald::games::joms::*;

fn trio() -> State {
    scene(&["ch.gunnar", "ch.astrid", "ch.ragna"])
}

fn hand_len(s: &State, seat: u8) -> usize {
    p(s, seat).hand.len()
}

#[test]
fn r_ex_1_critical_arithmetic() {
    // R-EX-1: Ana (mel) vs m.draugr: b.5_1, b.3_1, b.2_1, b.1_0 make T 11 < 12: 3 damage.
    let mut base = trio();
    fights(&mut base, ANA, "m.draugr", Mel);
    basic_attacks(&mut base);
    field(&mut base, ANA, &["b.5_1", "b.3_1", "b.2_1", "b.1_0"]);
    at_turns(&mut base);

    let mut s = base.clone();
    let ev = pass_round(&mut s);
    assert_eq!(struck(&ev, ANA), Some((3, false)));
    assert_eq!(damage_on(&s, ANA), 3);
    assert_eq!(p(&s, ANA).glory, 0);

    // (a) She adds b.1_1: T 12 = K: 4 + 1 = 5 damage, +1 glory, draw 1.
    let mut s = base.clone();
    hand(&mut s, ANA, &["b.1_1"]);
    put(&mut s, ANA, "b.1_1");
    assert_eq!(hand_len(&s, ANA), 0);
    let ev = pass_round(&mut s);
    assert_eq!(struck(&ev, ANA), Some((5, true)));
    assert_eq!(damage_on(&s, ANA), 5);
    assert_eq!(p(&s, ANA).glory, 1);
    assert_eq!(
        hand_len(&s, ANA),
        2,
        "the critical's card and the round end's"
    );

    // (b) She spends a Thor (+1) and adds b.2_0 instead: T 13 > 12: 0 damage; the Thor is lost.
    let mut s = base.clone();
    hand(&mut s, ANA, &["b.2_0"]);
    pm(&mut s, ANA).thor = 1;
    act(
        &mut s,
        ANA,
        Action::Thor {
            spend: ThorUse::Bonus,
        },
    );
    put(&mut s, ANA, "b.2_0");
    let ev = pass_round(&mut s);
    assert_eq!(struck(&ev, ANA), Some((0, false)));
    assert_eq!(damage_on(&s, ANA), 0);
    assert_eq!(p(&s, ANA).thor, 0);
}

#[test]
fn r_ex_2_over_k_and_divination() {
    // R-EX-2: Bo (mag) has [b.3_1, b.5_1, b.2_0, b.2_1], T 12 > 11: action A is refused. She
    // puts b.4_1 on divination (L 4) and drops the second-to-last, b.2_0: T 10. Next turn b.1_1:
    // T 11 = K: 4 + 1 = 5 damage. Divination stays used all saga.
    let mut s = trio();
    fights(&mut s, BO, "m.draugr", Mag);
    basic_attacks(&mut s);
    field(&mut s, BO, &["b.3_1", "b.5_1", "b.2_0", "b.2_1"]);
    hand(&mut s, BO, &["b.4_1", "b.1_1"]);
    at_turns(&mut s);
    assert_eq!(asked(&s), BO);
    let one = Play::Field {
        from: Source::Hand(card("b.1_1")),
    };
    refused(
        &mut s,
        BO,
        Action::Play { play: one.clone() },
        JomsError::OverK,
    );
    let top = Play::Field { from: Source::Top };
    refused(&mut s, BO, Action::Play { play: top }, JomsError::OverK);
    let reach_three = Play::Divine {
        card: card("b.4_1"),
        drop: Some(1),
    };
    assert!(!legal_actions(&s, BO).contains(&Action::Play { play: reach_three }));
    play(
        &mut s,
        BO,
        Play::Divine {
            card: card("b.4_1"),
            drop: Some(2),
        },
    );
    assert_eq!(ids_of(&p(&s, BO).battlefield), ["b.3_1", "b.5_1", "b.2_1"]);
    assert_eq!(asked(&s), BO, "her next turn");
    play(&mut s, BO, one);
    let ev = pass_round(&mut s);
    assert_eq!(struck(&ev, BO), Some((5, true)));
    assert_eq!(damage_on(&s, BO), 5);
    assert_eq!(p(&s, BO).divination, Some(card("b.4_1")));
    assert_eq!(s.round, 2);
    hand(&mut s, BO, &["b.1_0"]);
    let divine = legal_actions(&s, BO).into_iter().any(|a| {
        matches!(
            a,
            Action::Play {
                play: Play::Divine { .. }
            }
        )
    });
    assert!(!divine, "divination is used for the saga");
}

#[test]
fn r_ex_3_resistance() {
    // R-EX-3: Bo (mag) vs m.troll_gorski (resists mag, R1; its attacks are basic).
    let mut s = trio();
    fights(&mut s, BO, "m.troll_gorski", Mag);
    basic_attacks(&mut s);
    // Round 1: T 9, D 4: 0.
    field(&mut s, BO, &["b.3_2", "b.2_1", "b.3_1", "b.1_0"]);
    at_turns(&mut s);
    let ev = pass_round(&mut s);
    assert_eq!(struck(&ev, BO), Some((0, false)));
    assert_eq!(damage_on(&s, BO), 0);
    // Round 2: b.4_1 on precise, T 9, D 4: 4 + 1 = 5; regeneration leaves 4.
    field(&mut s, BO, &["b.3_2", "b.2_1", "b.3_1", "b.1_0"]);
    hand(&mut s, BO, &["b.4_1"]);
    play(
        &mut s,
        BO,
        Play::Precise {
            card: card("b.4_1"),
        },
    );
    let ev = pass_round(&mut s);
    assert_eq!(struck(&ev, BO), Some((5, false)));
    assert_eq!(damage_on(&s, BO), 4);
    // Round 3, no piercing: T 11 = K, D 3: the critical ignores resistance: 3 + 1 = 4 (+1
    // glory, draw 1); total 8, regeneration leaves 7.
    field(&mut s, BO, &["b.5_1", "b.3_1", "b.2_1", "b.1_0"]);
    let cards_before = hand_len(&s, BO);
    let ev = pass_round(&mut s);
    assert_eq!(struck(&ev, BO), Some((4, true)));
    assert_eq!(damage_on(&s, BO), 7);
    assert_eq!(p(&s, BO).glory, 1);
    assert_eq!(hand_len(&s, BO), cards_before + 2);
}

#[test]
fn r_ex_4_fate() {
    // R-EX-4: Ana is fated (Astrid's ⟳) and reaches T 12 = K with D 4: the fate goes; 4
    // damage, no glory, no card; a monster resisting mel still takes the 4.
    let mut base = trio();
    fights(&mut base, ANA, "m.nokk", Mel);
    fights(&mut base, BO, "m.draugr", Mag);
    basic_attacks(&mut base);
    field(&mut base, ANA, &["b.5_1", "b.3_2", "b.3_1"]);
    hand(&mut base, ANA, &["b.1_0"]);
    at_turns(&mut base);
    act(&mut base, ANA, Action::Pass);
    assert_eq!(asked(&base), BO);
    let fate_ana = Choice {
        targets: vec![ANA],
        ..Choice::default()
    };
    play(&mut base, BO, Play::Ability { choice: fate_ana });
    assert!(p(&base, ANA).fate);
    assert!(p(&base, BO).exhausted);

    let mut s = base.clone();
    put(&mut s, ANA, "b.1_0");
    let ev = pass_round(&mut s);
    assert_eq!(struck(&ev, ANA), Some((4, true)));
    assert_eq!(damage_on(&s, ANA), 4);
    assert!(!p(&s, ANA).fate);
    assert_eq!(p(&s, ANA).glory, 0);
    assert_eq!(hand_len(&s, ANA), 1, "only the round end's card");

    // Had she spent a Thor on her turn to drop the fate: 5 damage, +1 glory, draw 1.
    let mut s = base.clone();
    pm(&mut s, ANA).thor = 1;
    act(
        &mut s,
        ANA,
        Action::Thor {
            spend: ThorUse::Unfate,
        },
    );
    assert!(!p(&s, ANA).fate);
    put(&mut s, ANA, "b.1_0");
    let ev = pass_round(&mut s);
    assert_eq!(struck(&ev, ANA), Some((5, true)));
    assert_eq!(p(&s, ANA).glory, 1);
    assert_eq!(hand_len(&s, ANA), 2);
}

/// Cy (HP 9) against `monster`, alone in the fight, with three hand cards.
fn cy_vs(monster: &str) -> State {
    let mut s = trio();
    fights(&mut s, CY, monster, Mel);
    pm(&mut s, CY).hp = 9;
    hand(&mut s, CY, &["b.1_0", "b.2_0", "b.3_1"]);
    at_turns(&mut s);
    s
}

#[test]
fn r_ex_5_reductions_and_venomous() {
    // R-EX-5: Cy (HP 9) vs m.lindworm used e.kolczuga (-2) on her turn. Critical card:
    // 3 - 2 - 1 (Ragna) = 0: no HP lost, no venom, but h2: she discards 2 hand cards.
    let mut s = cy_vs("m.lindworm");
    give(&mut s, CY, "e.kolczuga");
    attacks_come(&mut s, &[Critical, Basic]);
    let gear = Play::Gear {
        index: 0,
        destroy: false,
        choice: Choice::default(),
    };
    play(&mut s, CY, gear.clone());
    act(&mut s, CY, Action::Pass);
    assert_eq!(ask_now(&s), Ask::Discard { n: 2 });
    act(
        &mut s,
        CY,
        Action::Discard {
            card: card("b.1_0"),
        },
    );
    act(
        &mut s,
        CY,
        Action::Discard {
            card: card("b.2_0"),
        },
    );
    assert!(
        p(&s, CY).discard.contains(&card("b.1_0")) && p(&s, CY).discard.contains(&card("b.2_0"))
    );
    assert_eq!(p(&s, CY).hp, 9);
    assert_eq!(p(&s, CY).venom, 0);

    // Special instead: 0 damage, effect v: +1 venom; at round end HP 8.
    let mut s = cy_vs("m.lindworm");
    give(&mut s, CY, "e.kolczuga");
    attacks_come(&mut s, &[Special, Basic]);
    play(&mut s, CY, gear);
    let ev = act(&mut s, CY, Action::Pass);
    assert!(ev.contains(&Event::Venom { seat: CY, n: 1 }));
    assert!(ev.contains(&Event::LostHp {
        seat: CY,
        n: 1,
        why: Hurt::Venom
    }));
    assert_eq!(p(&s, CY).hp, 8);
    assert_eq!(p(&s, CY).venom, 1);

    // Against m.wilk_cienia (Wild) neither e.okragla_tarcza nor c.unik can be used;
    // e.svalin gives -4 instead.
    let mut s = cy_vs("m.wilk_cienia");
    give(&mut s, CY, "e.okragla_tarcza");
    give(&mut s, CY, "e.svalin");
    hand(&mut s, CY, &["c.unik"]);
    attacks_come(&mut s, &[Critical, Basic]);
    let round = Play::Round {
        card: card("c.unik"),
        choice: Choice::default(),
    };
    let shield = Play::Gear {
        index: 0,
        destroy: false,
        choice: Choice::default(),
    };
    for no in [round, shield] {
        assert!(!legal_actions(&s, CY).contains(&Action::Play { play: no.clone() }));
        refused(&mut s, CY, Action::Play { play: no }, JomsError::WildDodge);
    }
    play(
        &mut s,
        CY,
        Play::Gear {
            index: 1,
            destroy: false,
            choice: Choice::default(),
        },
    );
    let ev = act(&mut s, CY, Action::Pass);
    let attacked = ev.iter().find_map(|e| match e {
        Event::Attacked {
            seat: CY,
            damage,
            dodged,
            ..
        } => Some((*damage, *dodged)),
        _ => None,
    });
    assert_eq!(attacked, Some((0, false)), "3 - 4 - 1: not a dodge");
    assert_eq!(p(&s, CY).hp, 9);
    assert!(p(&s, CY).hand.len() == 1 && p(&s, CY).discard.contains(&card("c.unik")));
}

#[test]
fn r_ex_6_extra_card_and_death() {
    // R-EX-6: Cy (HP 5) vs m.nidhogg: a special card (4, mc) adds a critical card (4, nid).
    // 8 - 1 (Ragna) = 7 ≥ 5: Cy dies; venom and nid are skipped; she gains 1 Gullveig and 1
    // Thor, sits out the saga and is at HP 17 after the end phase. Nidhogg gives no one glory.
    let mut s = trio();
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, CY, "m.nidhogg", Mel);
    pm(&mut s, CY).hp = 5;
    hand(&mut s, CY, &["b.1_0"]);
    attacks_come(&mut s, &[Basic, Special, Critical, Basic, Basic]);
    at_turns(&mut s);
    let ev = pass_round(&mut s);
    let cy_attack = ev.iter().find_map(|e| match e {
        Event::Attacked {
            seat: CY,
            cards,
            damage,
            ..
        } => Some((cards.clone(), *damage)),
        _ => None,
    });
    assert_eq!(cy_attack, Some((vec![Special, Critical], 7)));
    assert!(ev.contains(&Event::Died { seat: CY }));
    let cy = p(&s, CY);
    assert!(cy.died && !cy.active());
    assert_eq!((cy.hp, cy.venom, cy.fate), (0, 0, false));
    assert_eq!(ids_of(&cy.hand), ["b.1_0"], "nid skipped");
    assert_eq!((cy.gullveig, cy.thor), (1, 1));
    assert!(!ev.iter().any(|e| matches!(e, Event::Defeated { .. })));
    assert_eq!(p(&s, ANA).glory + p(&s, BO).glory + p(&s, CY).glory, 0);
    // She sits out: round 2's turns skip her.
    assert_eq!(s.round, 2);
    hand(&mut s, CY, &["b.1_0"]);
    act(&mut s, ANA, Action::Pass);
    assert_eq!(s.round, 3, "Ana's pass alone ends the turns");
    // After the end phase: HP 17.
    run(&mut s, &[Job::EndPhase]);
    assert_eq!(p(&s, CY).hp, 17);
    assert!(!p(&s, CY).died);
}

#[test]
fn r_ex_7_kill_order() {
    // R-EX-7: Saga II, round 2, no monster has fallen. Ana's m.nidhogg (HP 14) has 9 and takes
    // 5; Bo's m.jarl_draugrow (HP 15, R1) has 11 and takes 4. Both die before regeneration.
    let mut base = trio();
    base.saga = 2;
    base.round = 2;
    fights(&mut base, ANA, "m.nidhogg", Mel);
    fights(&mut base, BO, "m.jarl_draugrow", Mag);
    fights(&mut base, CY, "m.draugr", Mel);
    pm(&mut base, ANA).fight.as_mut().expect("a fight").damage = 9;
    pm(&mut base, BO).fight.as_mut().expect("a fight").damage = 11;
    pm(&mut base, ANA).pawn.space = 2;
    field(&mut base, ANA, &["b.3_2", "b.2_1", "b.1_1", "b.3_1"]);
    field(&mut base, BO, &["b.3_2", "b.2_1", "b.1_1"]);
    basic_attacks(&mut base);
    at_turns(&mut base);

    let mut s = base.clone();
    let gear_before = p(&s, BO).gear.len();
    let pile_before = p(&s, ANA).pile.len();
    let mut ev = pass_round(&mut s);
    assert_eq!(struck(&ev, ANA), Some((5, false)));
    assert_eq!(struck(&ev, BO), Some((4, false)));
    // Ana: +8, +2, Guardian: y.2 → y.3 (PLUS: take a card, remove a card; +1 glory).
    assert_eq!(p(&s, ANA).pawn.space, 3);
    assert_eq!(asked(&s), ANA);
    assert!(matches!(ask_now(&s), Ask::Row { to_pile: true, .. }));
    ev.extend(act(&mut s, ANA, Action::Take { index: 0 }));
    assert_eq!(ask_now(&s), Ask::Remove);
    ev.extend(act(
        &mut s,
        ANA,
        Action::Remove {
            card: card("b.1_0"),
        },
    ));
    assert_eq!(p(&s, ANA).pile.len(), pile_before);
    assert_eq!(p(&s, ANA).glory, 8 + 2 + 1);
    // Bo: +7, +2, Treasure: 1 face-up equipment.
    assert_eq!(
        (asked(&s), ask_now(&s)),
        (
            BO,
            Ask::Row {
                row: skald::games::joms::Row::Equipment,
                to_pile: false
            }
        )
    );
    ev.extend(act(&mut s, BO, Action::Take { index: 0 }));
    assert_eq!(p(&s, BO).glory, 7 + 2);
    assert_eq!(p(&s, BO).gear.len(), gear_before + 1);
    assert!(p(&s, ANA).fight.expect("fight").won && p(&s, BO).fight.expect("fight").won);
    // Only Cy is attacked.
    let attacked: Vec<u8> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Attacked { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(attacked, [CY]);
    assert!(!ev.iter().any(|e| matches!(e, Event::Regenerated { .. })));

    // Had Bo's monster died in round 1, Ana gets no +2.
    let mut s = base.clone();
    s.fallen = true;
    pm(&mut s, BO).fight.as_mut().expect("a fight").won = true;
    pass_round(&mut s);
    act(&mut s, ANA, Action::Take { index: 0 });
    act(
        &mut s,
        ANA,
        Action::Remove {
            card: card("b.1_0"),
        },
    );
    assert_eq!(p(&s, ANA).glory, 8 + 1);
}

#[test]
fn r_ex_8_round_end() {
    // R-EX-8: p.muspelheim. Cy (HP 6, 2 venom) vs m.troll_lodowy (7 damage, R2); Bo vs
    // m.ognisty_olbrzym (Aura); Ana active. Venom: Cy 4. Troll: 5. Planet: all -1 (Cy 3);
    // Aura: all -1 (Cy 2). Battlefields clear; Cy's c.miod_poezji (J) is set aside; all draw
    // 1; Cy's healing card stays.
    let mut s = trio();
    s.planet = Some(planet("p.muspelheim"));
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.ognisty_olbrzym", Mag);
    fights(&mut s, CY, "m.troll_lodowy", Mel);
    pm(&mut s, CY).hp = 6;
    pm(&mut s, CY).venom = 2;
    pm(&mut s, CY).fight.as_mut().expect("a fight").damage = 7;
    pm(&mut s, CY).round_slot = Some(card("c.miod_poezji"));
    pm(&mut s, CY).healing = vec![card("b.2_0")];
    for seat in [ANA, BO, CY] {
        field(&mut s, seat, &["b.1_0", "b.2_1"]);
    }
    let ev = run(&mut s, &[Job::RoundEnd]);
    let at = |want: &Event| {
        ev.iter()
            .position(|e| e == want)
            .unwrap_or_else(|| panic!("no {want:?}"))
    };
    let venom = at(&Event::LostHp {
        seat: CY,
        n: 2,
        why: Hurt::Venom,
    });
    let troll = at(&Event::Regenerated { seat: CY, n: 2 });
    let planet = at(&Event::LostHp {
        seat: CY,
        n: 1,
        why: Hurt::Planet,
    });
    let aura = at(&Event::LostHp {
        seat: CY,
        n: 1,
        why: Hurt::Aura,
    });
    assert!(venom < troll && troll < planet && planet < aura);
    assert_eq!(p(&s, CY).hp, 2);
    assert_eq!(damage_on(&s, CY), 5);
    assert_eq!(p(&s, ANA).hp, 16 - 2);
    assert_eq!(p(&s, BO).hp, 13 - 2);
    for seat in [ANA, BO, CY] {
        assert!(p(&s, seat).battlefield.is_empty());
        assert_eq!(p(&s, seat).hand.len(), 1, "each draws 1");
    }
    assert_eq!(p(&s, CY).round_slot, None);
    assert_eq!(p(&s, CY).aside, [card("c.miod_poezji")]);
    assert!(!p(&s, CY).discard.contains(&card("c.miod_poezji")));
    assert_eq!(p(&s, CY).healing, [card("b.2_0")]);
    assert_eq!(s.round, 2);
}

#[test]
fn r_ex_9_passing() {
    // R-EX-9: Ana passes, Bo plays, Cy passes, Ana plays, Bo passes, Cy passes, Ana passes:
    // three in a row, so damage follows; Ana's first pass did not end her turns.
    let mut s = trio();
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    fights(&mut s, CY, "m.draugr", Rng);
    basic_attacks(&mut s);
    for seat in [ANA, BO, CY] {
        hand(&mut s, seat, &["b.1_0"]);
    }
    at_turns(&mut s);
    let order: [(u8, bool); 6] = [
        (ANA, false),
        (BO, true),
        (CY, false),
        (ANA, true),
        (BO, false),
        (CY, false),
    ];
    for (seat, plays) in order {
        assert_eq!(asked(&s), seat);
        let ev = if plays {
            put(&mut s, seat, "b.1_0")
        } else {
            act(&mut s, seat, Action::Pass)
        };
        assert!(struck(&ev, ANA).is_none(), "no damage yet");
        assert_eq!(s.round, 1);
    }
    assert_eq!(asked(&s), ANA);
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(struck(&ev, ANA), Some((0, false)));
    assert_eq!(struck(&ev, BO), Some((0, false)));
    assert_eq!(s.round, 2);
}

#[test]
fn r_ex_10_seventh_card() {
    // R-EX-10: Ana has 6 cards (the six lowest basics: T 9, D 2) and plays her top pile card:
    // b.3_2, T 12 = K, and she draws 1 for the 7th card; damage 4 + 1 = 5.
    let six = ["b.1_0", "b.1_0", "b.1_1", "b.2_0", "b.2_0", "b.2_1"];
    let mut base = trio();
    fights(&mut base, ANA, "m.draugr", Mel);
    basic_attacks(&mut base);
    field(&mut base, ANA, &six);
    at_turns(&mut base);

    let mut s = base.clone();
    pile(&mut s, ANA, &["b.5_1", "b.4_1", "b.3_2"]);
    let ev = play(&mut s, ANA, Play::Field { from: Source::Top });
    assert!(ev.contains(&Event::Placed {
        seat: ANA,
        card: card("b.3_2"),
        slot: Slot::Field
    }));
    assert!(ev.contains(&Event::Drew { seat: ANA, n: 1 }));
    assert_eq!(ids_of(&p(&s, ANA).hand), ["b.4_1"]);
    let ev = pass_round(&mut s);
    assert_eq!(struck(&ev, ANA), Some((5, true)));

    // Had it been b.5_1: T 14 > 12, the draw still happens; with only basic cards in hand,
    // only divination can save this round.
    let mut s = base.clone();
    pile(&mut s, ANA, &["b.3_2", "b.4_1", "b.5_1"]);
    let ev = play(&mut s, ANA, Play::Field { from: Source::Top });
    assert!(ev.contains(&Event::Drew { seat: ANA, n: 1 }));
    assert_eq!(p(&s, ANA).battlefield.len(), 7);
    let legal = legal_actions(&s, ANA);
    assert!(!legal.iter().any(|a| matches!(
        a,
        Action::Play {
            play: Play::Field { .. }
        }
    )));
    let save = Play::Divine {
        card: card("b.4_1"),
        drop: Some(6),
    };
    assert!(legal.contains(&Action::Play { play: save.clone() }));
    // Only a divination lowers T: every other play leaves it at 14.
    for a in legal
        .into_iter()
        .filter(|a| matches!(a, Action::Play { .. }))
    {
        let mut t = s.clone();
        act(&mut t, ANA, a.clone());
        let field_t: u8 = p(&t, ANA)
            .battlefield
            .iter()
            .map(|&c| skald::games::joms::query::fate(d(), c))
            .sum();
        let divines = matches!(
            a,
            Action::Play {
                play: Play::Divine { drop: Some(_), .. }
            }
        );
        assert_eq!(field_t <= 12, divines, "{a:?}");
    }
    play(&mut s, ANA, save);
    let ev = pass_round(&mut s);
    assert_eq!(struck(&ev, ANA), Some((2, false)), "T 9, D 2");
}
