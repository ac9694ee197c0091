//! Rules tests of the Jomsvikings fight against `../shared/rules/jomsvikings.md`: the round
//! (R-FIGHT), the actions (R-ACT), damage (R-DMG), kills (R-KILL), monster attacks (R-MATK),
//! death (R-DEATH) and the round end (R-EOR). Scenes are set by the ids of the digest.

use crate::joms_scene as scene;

use scene::*;
use skald::games::joms::cards::AttackKind::{Basic, Critical, Special};
use skald::games::joms::effect::AttackType::{Mag, Mel, Rng};
use skald::games::joms::event::Hurt;
use skald::games::joms::*;

fn duo() -> State {
    scene(&["ch.gunnar", "ch.astrid"])
}

/// Ana (Gunnar, mel) alone fighting `monster`, basic attacks, at her turn.
fn ana_vs(monster: &str) -> State {
    let mut s = duo();
    fights(&mut s, ANA, monster, Mel);
    basic_attacks(&mut s);
    at_turns(&mut s);
    s
}

fn gear_use(index: u8) -> Play {
    Play::Gear {
        index,
        destroy: false,
        choice: Choice::default(),
    }
}

fn has_play(s: &State, seat: u8, want: impl Fn(&Play) -> bool) -> bool {
    legal_actions(s, seat).iter().any(|a| match a {
        Action::Play { play } => want(play),
        _ => false,
    })
}

#[test]
fn the_attack_type_is_named_in_turn_order_and_sets_the_first_draw() {
    // R-FIGHT-1: each names rng, mag or mel in turn order, then all draw that many (+ Speed,
    // Midgard). R-CHAR: Eyvind has Speed: the first draw 1 larger, then discard 1; Speed counts
    // once however many sources (e.odruchy too).
    let mut s = scene(&["ch.gunnar", "ch.eyvind"]);
    s.phase = Phase::Preparation;
    s.first = BO;
    give(&mut s, BO, "e.odruchy");
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mel);
    for seat in [ANA, BO] {
        pm(&mut s, seat).attack = None;
    }
    run(
        &mut s,
        &[
            Job::Name { seat: BO },
            Job::Name { seat: ANA },
            Job::FirstDraw,
            Job::Round,
        ],
    );
    assert_eq!((asked(&s), ask_now(&s)), (BO, Ask::Attack), "Bo is first");
    act(&mut s, BO, Action::Attack { attack: Rng });
    assert_eq!(asked(&s), ANA);
    assert!(
        p(&s, BO).hand.is_empty(),
        "no one draws before all have named"
    );
    act(&mut s, ANA, Action::Attack { attack: Mel });
    assert_eq!(p(&s, ANA).hand.len(), 4);
    assert_eq!(
        p(&s, BO).hand.len(),
        5 + 1,
        "Speed once, though two sources"
    );
    assert_eq!((asked(&s), ask_now(&s)), (BO, Ask::Discard { n: 1 }));
    let gone = p(&s, BO).hand[0];
    act(&mut s, BO, Action::Discard { card: gone });
    assert_eq!(p(&s, BO).hand.len(), 5);
    assert_eq!(s.phase, Phase::Fight);
    assert_eq!(s.round, 1);
    assert_eq!(ask_now(&s), Ask::Turn { passes: 0 });
}

#[test]
fn midgard_adds_a_card_to_the_first_draw_without_a_discard() {
    // R-PLANET: p.midgard: the saga's first draw +1 (no discard).
    let mut s = duo();
    s.planet = Some(planet("p.midgard"));
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    run(&mut s, &[Job::FirstDraw, Job::Round]);
    assert_eq!(p(&s, ANA).hand.len(), 4 + 1);
    assert_eq!(p(&s, BO).hand.len(), 5 + 1);
    assert_eq!(ask_now(&s), Ask::Turn { passes: 0 });
}

#[test]
fn a_round_runs_turns_damage_kills_attacks_then_round_end() {
    // R-FIGHT-2: step by step: turns, damage, kills, monster attacks, round end; rounds go on
    // until no one is active, then the end phase.
    let mut s = duo();
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    pm(&mut s, ANA).fight.as_mut().expect("fight").damage = 8;
    field(&mut s, ANA, &["b.1_1"]);
    basic_attacks(&mut s);
    at_turns(&mut s);
    let ev = pass_round(&mut s);
    let at = |f: &dyn Fn(&Event) -> bool| ev.iter().position(f).expect("an event");
    let struck = at(&|e| matches!(e, Event::Struck { .. }));
    let kill = at(&|e| matches!(e, Event::Defeated { seat: ANA, .. }));
    let attack = at(&|e| matches!(e, Event::Attacked { seat: BO, .. }));
    let end = at(&|e| matches!(e, Event::RoundOver { round: 1 }));
    assert!(struck < kill && kill < attack && attack < end);
    assert!(!ev
        .iter()
        .any(|e| matches!(e, Event::Attacked { seat: ANA, .. })));
    assert_eq!(s.round, 2);
    assert_eq!(asked(&s), BO, "only Bo is still active");
    // Bo's fight ends: the end phase follows, saga II begins.
    pm(&mut s, BO).hp = 1;
    let ev = pass_round(&mut s);
    assert!(ev.contains(&Event::Died { seat: BO }));
    assert!(ev.contains(&Event::SagaOver { saga: 1 }));
    assert_eq!(s.saga, 2);
    assert_eq!(s.phase, Phase::Preparation);
}

#[test]
fn a_pass_is_not_final_and_inactive_players_get_no_turn() {
    // R-FIGHT-3: turns go round the active players; a pass is not final; turns end when
    // every active player has passed in a row.
    let mut s = scene(&["ch.gunnar", "ch.astrid", "ch.ragna"]);
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, CY, "m.draugr", Mel);
    hand(&mut s, CY, &["b.1_0"]);
    basic_attacks(&mut s);
    at_turns(&mut s);
    act(&mut s, ANA, Action::Pass);
    assert_eq!(asked(&s), CY, "Bo has no fight: skipped");
    put(&mut s, CY, "b.1_0");
    assert_eq!(asked(&s), ANA);
    act(&mut s, ANA, Action::Pass);
    assert_eq!((asked(&s), s.round), (CY, 1));
    act(&mut s, CY, Action::Pass);
    assert_eq!(s.round, 2);
}

#[test]
fn thor_spends_are_free_before_the_action() {
    // R-FIGHT-4: on your turn, before your action or pass, any number: a Thor removes your
    // fate, gives +1 this round, or draws 1. The turn stays yours.
    let mut s = ana_vs("m.draugr");
    pm(&mut s, ANA).thor = 3;
    pm(&mut s, ANA).fate = true;
    field(&mut s, ANA, &["b.3_1"]);
    let spends = |s: &State| {
        legal_actions(s, ANA)
            .into_iter()
            .filter(|a| matches!(a, Action::Thor { .. }))
            .count()
    };
    assert_eq!(spends(&s), 3);
    act(
        &mut s,
        ANA,
        Action::Thor {
            spend: ThorUse::Unfate,
        },
    );
    assert!(!p(&s, ANA).fate);
    assert_eq!(spends(&s), 2, "no fate left to remove");
    act(
        &mut s,
        ANA,
        Action::Thor {
            spend: ThorUse::Bonus,
        },
    );
    act(
        &mut s,
        ANA,
        Action::Thor {
            spend: ThorUse::Draw,
        },
    );
    assert_eq!(p(&s, ANA).thor, 0);
    assert_eq!(p(&s, ANA).hand.len(), 1);
    assert_eq!(asked(&s), ANA);
    refused(
        &mut s,
        ANA,
        Action::Thor {
            spend: ThorUse::Bonus,
        },
        JomsError::NoTokens,
    );
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(struck(&ev, ANA), Some((1 + 1, false)));
}

#[test]
fn battlefield_plays_stop_at_seven_cards_or_over_k() {
    // R-ACT-1: a hand card or the unseen top pile card, last on the battlefield; not with 7
    // cards there or with T > K; placing the 7th card draws 1.
    let mut s = ana_vs("m.draugr");
    hand(&mut s, ANA, &["b.1_0", "b.1_1"]);
    pile(&mut s, ANA, &["b.2_0", "b.1_0"]);
    field(&mut s, ANA, &["b.1_0"; 5]);
    put(&mut s, ANA, "b.1_1");
    assert_eq!(p(&s, ANA).battlefield.last(), Some(&card("b.1_1")));
    assert_eq!(p(&s, ANA).hand.len(), 1);
    let ev = play(&mut s, ANA, Play::Field { from: Source::Top });
    assert_eq!(p(&s, ANA).battlefield.len(), 7);
    assert!(ev.contains(&Event::Drew { seat: ANA, n: 1 }));
    assert_eq!(p(&s, ANA).hand.len(), 2, "the 7th card's draw");
    assert!(p(&s, ANA).pile.is_empty());
    refused(
        &mut s,
        ANA,
        Action::Play {
            play: Play::Field {
                from: Source::Hand(card("b.1_0")),
            },
        },
        JomsError::FieldFull,
    );
    refused(
        &mut s,
        ANA,
        Action::Play {
            play: Play::Field {
                from: Source::Hand(card("b.5_1")),
            },
        },
        JomsError::NotInHand,
    );
}

#[test]
fn the_current_round_slot_acts_and_empties_at_round_end() {
    // R-ACT-2: a hand card with text into the empty current-round slot: its text acts; at
    // round end it goes to the discard, a J card set aside; one a round; basic cards have no
    // text. R-CARD: c.gniew_thora +2, c.kruki_odyna (J) draw 3.
    let mut s = ana_vs("m.draugr");
    hand(&mut s, ANA, &["c.gniew_thora", "c.kruki_odyna", "b.3_1"]);
    pile(&mut s, ANA, &["b.1_0"; 6]);
    field(&mut s, ANA, &["b.3_1"]);
    refused(
        &mut s,
        ANA,
        Action::Play {
            play: Play::Round {
                card: card("b.3_1"),
                choice: Choice::default(),
            },
        },
        JomsError::NoText,
    );
    round_card(&mut s, ANA, "c.gniew_thora", Choice::default());
    refused(
        &mut s,
        ANA,
        Action::Play {
            play: Play::Round {
                card: card("c.kruki_odyna"),
                choice: Choice::default(),
            },
        },
        JomsError::SlotUsed,
    );
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(struck(&ev, ANA), Some((1 + 2, false)));
    assert!(p(&s, ANA).discard.contains(&card("c.gniew_thora")));
    assert_eq!(p(&s, ANA).round_slot, None);
    // Round 2: the J card draws 3, then is set aside at round end.
    let before = p(&s, ANA).hand.len();
    round_card(&mut s, ANA, "c.kruki_odyna", Choice::default());
    assert_eq!(p(&s, ANA).hand.len(), before - 1 + 3);
    act(&mut s, ANA, Action::Pass);
    assert_eq!(p(&s, ANA).aside, [card("c.kruki_odyna")]);
    assert!(!p(&s, ANA).discard.contains(&card("c.kruki_odyna")));
}

#[test]
fn equipment_uses_exhaust_or_destroy() {
    // R-ACT-3: one equipment card: a ready ⟳ use (then exhausted) or a ✖ use (to the box).
    // R-EQ: e.blaster ⟳ +2; e.fehu ✖ +3 Gullveig.
    let mut s = ana_vs("m.draugr");
    give(&mut s, ANA, "e.blaster");
    give(&mut s, ANA, "e.fehu");
    field(&mut s, ANA, &["b.2_1"]);
    play(&mut s, ANA, gear_use(0));
    assert!(p(&s, ANA).gear[0].exhausted);
    refused(
        &mut s,
        ANA,
        Action::Play { play: gear_use(0) },
        JomsError::Exhausted,
    );
    play(
        &mut s,
        ANA,
        Play::Gear {
            index: 1,
            destroy: true,
            choice: Choice::default(),
        },
    );
    assert_eq!(p(&s, ANA).gullveig, 3);
    assert_eq!(p(&s, ANA).gear.len(), 1, "e.fehu is gone");
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(struck(&ev, ANA), Some((1 + 2, false)));
    assert!(p(&s, ANA).gear[0].exhausted, "exhaustion stays (R-EOR-4)");
}

#[test]
fn a_character_ability_is_a_once_ready_use() {
    // R-ACT-4: your character's ⟳. R-CHAR: Hilda: you or another heals 3.
    let mut s = scene(&["ch.hilda", "ch.gunnar"]);
    fights(&mut s, ANA, "m.draugr", Mag);
    fights(&mut s, BO, "m.draugr", Mel);
    pm(&mut s, BO).hp = 10;
    at_turns(&mut s);
    let heal_bo = Choice {
        targets: vec![BO],
        ..Choice::default()
    };
    play(
        &mut s,
        ANA,
        Play::Ability {
            choice: heal_bo.clone(),
        },
    );
    assert_eq!(p(&s, BO).hp, 13);
    assert!(p(&s, ANA).exhausted);
    act(&mut s, BO, Action::Pass);
    refused(
        &mut s,
        ANA,
        Action::Play {
            play: Play::Ability { choice: heal_bo },
        },
        JomsError::Exhausted,
    );
}

#[test]
fn the_healing_slot_heals_l_once_a_saga() {
    // R-ACT-5: heal L, once a saga; nothing under nh (Terms, R-MON). R-PLANET: p.wanaheim
    // heals L + 2.
    let mut s = ana_vs("m.draugr");
    pm(&mut s, ANA).hp = 5;
    hand(&mut s, ANA, &["b.4_1", "b.3_1"]);
    play(
        &mut s,
        ANA,
        Play::Heal {
            card: card("b.4_1"),
        },
    );
    assert_eq!(p(&s, ANA).hp, 9);
    refused(
        &mut s,
        ANA,
        Action::Play {
            play: Play::Heal {
                card: card("b.3_1"),
            },
        },
        JomsError::SlotUsed,
    );
    let mut s = ana_vs("m.draugr");
    s.planet = Some(planet("p.wanaheim"));
    pm(&mut s, ANA).hp = 5;
    hand(&mut s, ANA, &["b.4_1"]);
    play(
        &mut s,
        ANA,
        Play::Heal {
            card: card("b.4_1"),
        },
    );
    assert_eq!(p(&s, ANA).hp, 11);
    let mut s = ana_vs("m.draugr");
    pm(&mut s, ANA).hp = 5;
    pm(&mut s, ANA).no_heal = true;
    hand(&mut s, ANA, &["b.4_1"]);
    play(
        &mut s,
        ANA,
        Play::Heal {
            card: card("b.4_1"),
        },
    );
    assert_eq!(p(&s, ANA).hp, 5);
    assert_eq!(
        p(&s, ANA).healing,
        [card("b.4_1")],
        "the slot is used all the same"
    );
}

#[test]
fn divination_reaches_by_its_l_and_anywhere_on_alfheim() {
    // R-ACT-6: L 1–3: the last battlefield card may go; L ≥ 4: the last or second-to-last.
    // R-PLANET: p.alfheim: any battlefield card.
    let drops = |s: &State, id: &str| -> Vec<Option<u8>> {
        legal_actions(s, ANA)
            .into_iter()
            .filter_map(|a| match a {
                Action::Play {
                    play: Play::Divine { card: c, drop },
                } if c == card(id) => Some(drop),
                _ => None,
            })
            .collect()
    };
    let mut s = ana_vs("m.draugr");
    field(&mut s, ANA, &["b.1_0", "b.2_0", "b.3_1", "b.4_1"]);
    hand(&mut s, ANA, &["b.3_2", "b.4_1"]);
    assert_eq!(drops(&s, "b.3_2"), [None, Some(3)]);
    assert_eq!(drops(&s, "b.4_1"), [None, Some(2), Some(3)]);
    s.planet = Some(planet("p.alfheim"));
    assert_eq!(
        drops(&s, "b.3_2"),
        [None, Some(0), Some(1), Some(2), Some(3)]
    );
    play(
        &mut s,
        ANA,
        Play::Divine {
            card: card("b.3_2"),
            drop: Some(0),
        },
    );
    assert_eq!(ids_of(&p(&s, ANA).battlefield), ["b.2_0", "b.3_1", "b.4_1"]);
    assert!(p(&s, ANA).discard.contains(&card("b.1_0")));
}

#[test]
fn the_precise_slot_pierces_and_adds_one_from_l_four() {
    // R-ACT-7: piercing this round; L ≥ 4 also +1.
    for (id, want) in [("b.3_1", 2), ("b.4_1", 3)] {
        let mut s = ana_vs("m.nokk");
        field(&mut s, ANA, &["b.3_2"]);
        hand(&mut s, ANA, &[id]);
        play(&mut s, ANA, Play::Precise { card: card(id) });
        let ev = act(&mut s, ANA, Action::Pass);
        assert_eq!(struck(&ev, ANA), Some((want, false)), "{id}");
        assert_eq!(p(&s, ANA).precise, Some(card(id)));
    }
}

#[test]
fn slot_cards_stay_until_the_end_phase_and_monsters_may_overfill_healing() {
    // R-ACT-8: slot cards of E–G stay until the end phase; a full slot takes no card except
    // those monster effects put there. R-MON: hs puts the top pile card on healing, even if
    // full, without healing.
    let mut s = ana_vs("m.wiedzma");
    pm(&mut s, ANA).hp = 10;
    pm(&mut s, ANA).healing = vec![card("b.2_0")];
    pm(&mut s, ANA).precise = Some(card("b.1_0"));
    pile(&mut s, ANA, &["b.1_0", "b.5_1"]);
    attacks_come(&mut s, &[Critical, Basic, Basic]);
    act(&mut s, ANA, Action::Pass);
    assert_eq!(p(&s, ANA).healing, cards(&["b.2_0", "b.5_1"]));
    assert_eq!(p(&s, ANA).hp, 10 - 4, "no heal from hs");
    assert_eq!(p(&s, ANA).precise, Some(card("b.1_0")));
    run(&mut s, &[Job::EndPhase]);
    assert!(p(&s, ANA).healing.is_empty() && p(&s, ANA).precise.is_none());
}

#[test]
fn defences_set_on_your_turn_add_up_for_this_round_only() {
    // R-ACT-9: reductions set up on your turns cover this round's attack and add up; spent
    // even if your monster dies. R-CARD: c.lipowa_tarcza -3. R-EQ: e.kolczuga -2.
    let mut s = scene(&["ch.gunnar", "ch.ragna"]);
    fights(&mut s, BO, "m.dzik", Mel);
    give(&mut s, BO, "e.kolczuga");
    hand(&mut s, BO, &["c.lipowa_tarcza"]);
    attacks_come(&mut s, &[Critical, Critical, Basic]);
    pm(&mut s, BO).hp = 10;
    at_turns(&mut s);
    round_card(&mut s, BO, "c.lipowa_tarcza", Choice::default());
    play(&mut s, BO, gear_use(0));
    act(&mut s, BO, Action::Pass);
    // 4 - 3 - 2 - 1 (Ragna) = 0; h1 of an empty hand does nothing.
    assert_eq!(p(&s, BO).hp, 10);
    act(&mut s, BO, Action::Pass);
    assert_eq!(p(&s, BO).hp, 10 - 3, "round 2: only Ragna's -1");
    // A defence is spent even when the monster falls.
    let mut s = scene(&["ch.gunnar", "ch.ragna"]);
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mel);
    pm(&mut s, BO).fight.as_mut().expect("fight").damage = 8;
    give(&mut s, BO, "e.kolczuga");
    field(&mut s, BO, &["b.2_1"]);
    basic_attacks(&mut s);
    at_turns(&mut s);
    act(&mut s, ANA, Action::Pass);
    play(&mut s, BO, gear_use(0));
    act(&mut s, ANA, Action::Pass);
    let ev = act(&mut s, BO, Action::Pass);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Defeated { seat: BO, .. })));
    assert!(p(&s, BO).gear[0].exhausted);
}

#[test]
fn over_k_or_resisted_attacks_deal_nothing() {
    // R-DMG-1: T > K: 0, every bonus void; resisted and no piercing (T < K): 0. Terms: the
    // battlefield must not be empty: bonuses alone deal nothing.
    let mut s = ana_vs("m.draugr");
    field(&mut s, ANA, &["b.5_1", "b.4_1", "b.3_2", "b.1_0"]);
    pm(&mut s, ANA).damage_up = 2;
    hand(&mut s, ANA, &["c.gniew_thora"]);
    round_card(&mut s, ANA, "c.gniew_thora", Choice::default());
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(struck(&ev, ANA), Some((0, false)), "T 13 > 12");
    let mut s = ana_vs("m.nokk");
    field(&mut s, ANA, &["b.5_1", "b.3_2"]);
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(struck(&ev, ANA), Some((0, false)), "resisted");
    let mut s = ana_vs("m.nokk");
    hand(&mut s, ANA, &["c.celny_rzut"]);
    field(&mut s, ANA, &["b.5_1", "b.3_2"]);
    round_card(&mut s, ANA, "c.celny_rzut", Choice::default());
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(struck(&ev, ANA), Some((3, false)), "piercing lands");
    let mut s = ana_vs("m.draugr");
    pm(&mut s, ANA).damage_up = 3;
    pm(&mut s, ANA).thor = 1;
    act(
        &mut s,
        ANA,
        Action::Thor {
            spend: ThorUse::Bonus,
        },
    );
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(struck(&ev, ANA), Some((0, false)), "an empty battlefield");
}

#[test]
fn a_critical_hit_adds_one_glory_and_a_card_and_ignores_resistance() {
    // R-DMG-2: T < K: D + bonuses; T = K: D + 1 + bonuses, +1 glory, draw 1, resistance
    // ignored.
    let mut s = ana_vs("m.nokk");
    field(&mut s, ANA, &["b.5_1", "b.4_1", "b.3_2"]);
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(struck(&ev, ANA), Some((4 + 1, true)));
    assert_eq!(p(&s, ANA).glory, 1);
    assert_eq!(p(&s, ANA).hand.len(), 2);
}

#[test]
fn bonuses_and_k_changes_add_up() {
    // R-DMG-3: precise, Thor, damage-up, cards, equipment, abilities add up; K = printed +
    // stat-ups + implants + this round's changes. R-CHAR: Björn mel lands +1. R-EQ: e.topor
    // mel lands +1, e.megingjord any lands +1, e.oko_odyna K +1. R-CARD: c.nici_norn K ±1.
    let mut s = scene(&["ch.bjorn", "ch.astrid"]);
    fights(&mut s, ANA, "m.mlody_jotun", Mel);
    basic_attacks(&mut s);
    give(&mut s, ANA, "e.topor");
    give(&mut s, ANA, "e.megingjord");
    give(&mut s, ANA, "e.oko_odyna");
    pm(&mut s, ANA).ups.k = 1;
    pm(&mut s, ANA).damage_up = 1;
    pm(&mut s, ANA).thor = 1;
    at_turns(&mut s);
    hand(&mut s, ANA, &["c.nici_norn", "b.4_1", "b.1_0"]);
    // K = 12 + 1 (stat-up) + 1 (e.oko_odyna) + 1 (c.nici_norn) = 15.
    field(&mut s, ANA, &["b.5_1", "b.5_1", "b.3_2"]);
    round_card(&mut s, ANA, "c.nici_norn", Choice::default());
    assert_eq!(query::k(d(), p(&s, ANA)), 15);
    act(
        &mut s,
        ANA,
        Action::Thor {
            spend: ThorUse::Bonus,
        },
    );
    play(
        &mut s,
        ANA,
        Play::Precise {
            card: card("b.4_1"),
        },
    );
    put(&mut s, ANA, "b.1_0");
    // T 14 < 15: D 4 + precise 1 + Thor 1 + damage-up 1 + Björn 1 + axe 1 + belt 1 = 10.
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(struck(&ev, ANA), Some((10, false)));
    // The K change was this round's: back to 14.
    assert_eq!(query::k(d(), p(&s, ANA)), 14);
    let minus = Choice {
        minus: true,
        ..Choice::default()
    };
    hand(&mut s, ANA, &["c.nici_norn"]);
    round_card(&mut s, ANA, "c.nici_norn", minus);
    assert_eq!(query::k(d(), p(&s, ANA)), 13);
}

#[test]
fn fate_takes_the_criticals_extras_and_with_bonuses_texts() {
    // R-DMG-4: a critical hit by a fated character removes the fate instead of its +1, glory
    // and card; only a crit without fate is with bonuses (R-CHAR Kari, p.asgard, e.amulet).
    let kari = |fated: bool| {
        let mut s = scene(&["ch.kari", "ch.astrid"]);
        s.planet = Some(planet("p.asgard"));
        fights(&mut s, ANA, "m.nokk", Mel);
        basic_attacks(&mut s);
        give(&mut s, ANA, "e.amulet");
        pm(&mut s, ANA).fate = fated;
        field(&mut s, ANA, &["b.5_1", "b.4_1", "b.3_2"]);
        at_turns(&mut s);
        let ev = act(&mut s, ANA, Action::Pass);
        (s, ev)
    };
    let (s, ev) = kari(false);
    assert_eq!(struck(&ev, ANA), Some((5, true)));
    assert_eq!(p(&s, ANA).glory, 1 + 1 + 1, "crit, Kari, p.asgard");
    assert_eq!(p(&s, ANA).thor, 1, "e.amulet");
    let (s, ev) = kari(true);
    assert_eq!(
        struck(&ev, ANA),
        Some((4, true)),
        "resistance still ignored"
    );
    assert_eq!((p(&s, ANA).glory, p(&s, ANA).thor), (0, 0));
    assert!(!p(&s, ANA).fate);
}

#[test]
fn kills_reward_in_order_and_the_first_kill_gives_the_saga_number() {
    // R-KILL-1: damage ≥ HP (effect damage included) defeats; glory, + saga if first this
    // saga, e.skald and p.helheim glory, Treasure (p.swartalfheim gives it to all), Guardian.
    // R-CARD: c.ogien_muspelu deals 1 now. R-PLANET: p.jotunheim +3 HP.
    let mut s = duo();
    s.planet = Some(planet("p.helheim"));
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    give(&mut s, ANA, "e.skald");
    pm(&mut s, ANA).fight.as_mut().expect("fight").damage = 8;
    hand(&mut s, ANA, &["c.ogien_muspelu"]);
    basic_attacks(&mut s);
    at_turns(&mut s);
    round_card(&mut s, ANA, "c.ogien_muspelu", Choice::default());
    assert_eq!(damage_on(&s, ANA), 9);
    let ev = pass_round(&mut s);
    assert!(ev.contains(&Event::Defeated {
        seat: ANA,
        monster: monster("m.draugr")
    }));
    assert_eq!(p(&s, ANA).glory, 4 + 1 + 1 + 2);
    assert_eq!(p(&s, ANA).kills, 1);
    assert!(s.fallen);
    // A later kill this saga: no saga bonus. p.swartalfheim: Treasure for every monster.
    let mut s = duo();
    s.planet = Some(planet("p.swartalfheim"));
    s.fallen = true;
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    pm(&mut s, ANA).fight.as_mut().expect("fight").damage = 9;
    basic_attacks(&mut s);
    at_turns(&mut s);
    pass_round(&mut s);
    assert_eq!(p(&s, ANA).glory, 4);
    assert!(matches!(ask_now(&s), Ask::Row { .. }));
    // p.jotunheim: 9 damage does not fell a 9 HP monster.
    let mut s = duo();
    s.planet = Some(planet("p.jotunheim"));
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    pm(&mut s, ANA).fight.as_mut().expect("fight").damage = 9;
    basic_attacks(&mut s);
    at_turns(&mut s);
    let ev = pass_round(&mut s);
    assert!(!ev.iter().any(|e| matches!(e, Event::Defeated { .. })));
}

#[test]
fn an_extra_card_an_eclipse_and_a_ruse() {
    // R-MATK-1: the top monster combat card picks B, S or C; an mc adds one card unless
    // effects are ignored; u.zacmienie: 2 cards, the worse used; c.podstep: 2 cards, you pick
    // (it beats u.zacmienie); c.runa_isa: basic. R-MON: mc's own mc does nothing.
    let base = |monster: &str, kinds: &[skald::games::joms::cards::AttackKind]| {
        let mut s = ana_vs(monster);
        attacks_come(&mut s, kinds);
        s
    };
    let attacked = |ev: &[Event]| {
        ev.iter().find_map(|e| match e {
            Event::Attacked { cards, damage, .. } => Some((cards.clone(), *damage)),
            _ => None,
        })
    };
    // m.smok_pustki: 4/4/5, f / mc: a critical adds the next card (special: 4 + f).
    let mut s = base("m.smok_pustki", &[Critical, Special, Critical, Basic]);
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(attacked(&ev), Some((vec![Critical, Special], 9)));
    assert!(p(&s, ANA).fate);
    let mut s = base("m.smok_pustki", &[Critical, Critical, Basic]);
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(
        attacked(&ev),
        Some((vec![Critical, Critical], 10)),
        "no third"
    );
    // Ignored effects: no mc.
    let mut s = base("m.smok_pustki", &[Critical, Special, Basic]);
    hand(&mut s, ANA, &["c.skora_trolla"]);
    round_card(&mut s, ANA, "c.skora_trolla", Choice::default());
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(attacked(&ev), Some((vec![Critical], 5)));
    // c.runa_isa: every card basic.
    let mut s = base("m.smok_pustki", &[Critical, Special, Basic]);
    hand(&mut s, ANA, &["c.runa_isa"]);
    round_card(&mut s, ANA, "c.runa_isa", Choice::default());
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(attacked(&ev), Some((vec![Critical], 4)));
    assert!(!p(&s, ANA).fate);
    // u.zacmienie: the worse of two.
    let mut s = base("m.draugr", &[Basic, Critical, Basic]);
    s.world.worse_of_two = true;
    let ev = act(&mut s, ANA, Action::Pass);
    assert_eq!(attacked(&ev), Some((vec![Critical], 3)));
    assert_eq!(s.monster_combat.discard.len(), 2);
    // c.podstep under u.zacmienie: she picks.
    let mut s = base("m.draugr", &[Basic, Critical, Basic]);
    s.world.worse_of_two = true;
    hand(&mut s, ANA, &["c.podstep"]);
    round_card(&mut s, ANA, "c.podstep", Choice::default());
    act(&mut s, ANA, Action::Pass);
    assert_eq!(
        ask_now(&s),
        Ask::AttackCard {
            cards: [Basic, Critical]
        }
    );
    let ev = act(&mut s, ANA, Action::AttackCard { index: 0 });
    assert_eq!(attacked(&ev), Some((vec![Basic], 2)));
    assert!(!p(&s, ANA).fate);
}

#[test]
fn attack_damage_venom_then_effects() {
    // R-MATK-2: lose max(0, damage + u.furia − reductions); ≥ 1 and Venomous: +1 venom; then
    // the effects, first card first, unless ignored or the character died; used cards to the
    // monster combat discard. R-PLANET: p.niflheim makes every monster Venomous. R-EQ:
    // e.wilcza_skora: this attack gives no venom (trait or v).
    let mut s = ana_vs("m.draugr");
    s.world.attack_plus = 1;
    attacks_come(&mut s, &[Critical, Basic]);
    hand(&mut s, ANA, &["b.1_0", "b.2_0"]);
    act(&mut s, ANA, Action::Pass);
    assert_eq!(p(&s, ANA).hp, 16 - 4);
    assert!(p(&s, ANA).fate);
    assert_eq!(s.monster_combat.discard, [Critical]);
    assert_eq!(p(&s, ANA).venom, 0);
    let mut s = ana_vs("m.draugr");
    s.planet = Some(planet("p.niflheim"));
    act(&mut s, ANA, Action::Pass);
    assert_eq!(p(&s, ANA).venom, 1);
    // m.skrzydlaty_waz (V, C: v ex): with e.wilcza_skora no venom at all.
    let mut s = ana_vs("m.skrzydlaty_waz");
    give(&mut s, ANA, "e.wilcza_skora");
    attacks_come(&mut s, &[Critical, Basic]);
    play(&mut s, ANA, gear_use(0));
    act(&mut s, ANA, Action::Pass);
    assert_eq!(p(&s, ANA).venom, 0);
    assert_eq!(
        p(&s, ANA).hp,
        16 - 2 - 1,
        "4 - 2, and ex with no ready gear: 1 HP"
    );
    let mut s = ana_vs("m.skrzydlaty_waz");
    attacks_come(&mut s, &[Critical, Basic]);
    act(&mut s, ANA, Action::Pass);
    assert_eq!(p(&s, ANA).venom, 2, "the trait's and v's");
    assert_eq!(
        p(&s, ANA).hp,
        16 - 4 - 1 - 2,
        "attack, ex, then 2 venom at round end"
    );
}

#[test]
fn monster_effect_codes() {
    // R-MON: h1/h2 discards of your choice (all if fewer); ex (none: 1 HP); nh; r2; a1; g1;
    // nid with fewer than 2 cards: all, venom and fate; kr: the others pick from your hand.
    let mut s = scene(&["ch.gunnar", "ch.astrid", "ch.ragna"]);
    fights(&mut s, ANA, "m.nidhogg", Mel);
    fights(&mut s, BO, "m.ognik", Rng);
    fights(&mut s, CY, "m.widmowy_kraken", Mel);
    hand(&mut s, ANA, &["b.1_0"]);
    hand(&mut s, CY, &["b.1_0", "b.5_1", "b.3_2"]);
    attacks_come(&mut s, &[Critical, Special, Critical, Basic]);
    at_turns(&mut s);
    let ev = pass_round(&mut s);
    // Ana: nid with one card: it goes, +1 venom (and Venomous +1), fate.
    assert!(p(&s, ANA).fate);
    assert_eq!(p(&s, ANA).discard, [card("b.1_0")]);
    assert!(ev.contains(&Event::MonsterEffect {
        seat: BO,
        effect: skald::games::joms::effect::MonsterEffect::A1
    }));
    // Bo's a1 hurt Ana and Cy 1 each.
    assert!(ev.contains(&Event::LostHp {
        seat: CY,
        n: 1,
        why: Hurt::Monster
    }));
    // Cy: kr: Ana then Bo pick from her revealed hand.
    assert_eq!((asked(&s), ask_now(&s)), (ANA, Ask::Pick { victim: CY }));
    act(
        &mut s,
        ANA,
        Action::Pick {
            card: card("b.5_1"),
        },
    );
    assert_eq!((asked(&s), ask_now(&s)), (BO, Ask::Pick { victim: CY }));
    act(
        &mut s,
        BO,
        Action::Pick {
            card: card("b.3_2"),
        },
    );
    assert!(p(&s, CY).discard.contains(&card("b.5_1")));
    assert_eq!(p(&s, ANA).venom, 2);
    assert_eq!(p(&s, ANA).hp, 16 - 4 - 1 - 2, "attack, a1, venom");
    // nh (m.widmowy_kraken's special) and g1 (m.mlody_jotun's critical).
    let mut s = ana_vs("m.widmowy_kraken");
    attacks_come(&mut s, &[Special, Basic]);
    act(&mut s, ANA, Action::Pass);
    assert!(p(&s, ANA).no_heal);
    let mut s = ana_vs("m.mlody_jotun");
    pm(&mut s, ANA).glory = 3;
    attacks_come(&mut s, &[Critical, Basic]);
    act(&mut s, ANA, Action::Pass);
    assert_eq!(p(&s, ANA).glory, 2);
    // r2: m.troll_gorski's special heals it 2 (then R1 at round end).
    let mut s = ana_vs("m.troll_gorski");
    pm(&mut s, ANA).fight.as_mut().expect("fight").damage = 5;
    attacks_come(&mut s, &[Special, Basic]);
    act(&mut s, ANA, Action::Pass);
    assert_eq!(damage_on(&s, ANA), 5 - 2 - 1);
    // ex with a ready equipment: exhausted, no HP lost; h2 asks for two.
    let mut s = ana_vs("m.jotun_mrozu");
    give(&mut s, ANA, "e.kolczuga");
    attacks_come(&mut s, &[Special, Critical, Basic]);
    act(&mut s, ANA, Action::Pass);
    assert!(p(&s, ANA).gear[0].exhausted);
    assert_eq!(p(&s, ANA).hp, 16 - 4);
}

#[test]
fn death_from_any_source_pays_one_gullveig_and_one_thor() {
    // R-DEATH: at 0 HP from any source: no longer active, keeps everything, +1 Gullveig and
    // +1 Thor, max HP after the end phase; its monster gives no one anything. R-PLANET:
    // p.helheim: no compensation. R-EOR-1: venom each round.
    for (planet_id, pay) in [(None, 1), (Some("p.helheim"), 0)] {
        let mut s = duo();
        s.planet = planet_id.map(planet);
        fights(&mut s, ANA, "m.draugr", Mel);
        fights(&mut s, BO, "m.draugr", Mag);
        // Bo: 5 HP, 3 venom: the attack leaves 3, the venom takes them at round end.
        pm(&mut s, BO).hp = 5;
        pm(&mut s, BO).venom = 3;
        give(&mut s, BO, "e.brisingamen");
        basic_attacks(&mut s);
        at_turns(&mut s);
        let ev = pass_round(&mut s);
        assert!(ev.contains(&Event::LostHp {
            seat: BO,
            n: 3,
            why: Hurt::Venom
        }));
        assert!(ev.contains(&Event::Died { seat: BO }));
        let bo = p(&s, BO);
        assert!(!bo.active());
        assert_eq!((bo.gullveig, bo.thor), (pay, pay));
        assert_eq!(bo.gear.len(), 1, "keeps everything");
        assert_eq!(s.round, 2);
        run(&mut s, &[Job::EndPhase]);
        assert_eq!(p(&s, BO).hp, 13);
    }
}

#[test]
fn round_end_order_venom_regeneration_planet_auras_frenzy() {
    // R-EOR-1: venom; R-EOR-2: Rn, +3 under u.krew_trolli, none after c.ogien_muspelu;
    // R-EOR-3: planet, Auras, then c.szal in turn order (R-CARD: +3, others lose 1).
    let mut s = scene(&["ch.gunnar", "ch.astrid", "ch.ragna"]);
    fights(&mut s, ANA, "m.hafgufa", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    fights(&mut s, CY, "m.sluga_hel", Mel);
    s.world.regeneration_plus = 3;
    for seat in [ANA, BO, CY] {
        pm(&mut s, seat).fight.as_mut().expect("fight").damage = 6;
    }
    pm(&mut s, CY).round.no_regeneration = true;
    pm(&mut s, BO).round.others_lose_at_end = 1;
    run(&mut s, &[Job::RoundEnd]);
    assert_eq!(damage_on(&s, ANA), 6 - 1 - 3);
    assert_eq!(damage_on(&s, BO), 6 - 3);
    assert_eq!(damage_on(&s, CY), 6);
    assert_eq!(
        (p(&s, ANA).hp, p(&s, BO).hp, p(&s, CY).hp),
        (15, 13, 16),
        "c.szal: the others lose 1"
    );
}

#[test]
fn round_end_clears_fields_and_draws() {
    // R-EOR-4: battlefields and current-round slots to the discard (J aside); the round's
    // effects end; each active player draws 1; slots E–G, exhaustion, fate, venom stay.
    let mut s = duo();
    fights(&mut s, ANA, "m.draugr", Mel);
    field(&mut s, ANA, &["b.1_0", "c.miod_poezji"]);
    pm(&mut s, ANA).round_slot = Some(card("c.gniew_thora"));
    pm(&mut s, ANA).round.bonus = 2;
    pm(&mut s, ANA).round.k_change = 1;
    pm(&mut s, ANA).divination = Some(card("b.2_0"));
    pm(&mut s, ANA).exhausted = true;
    pm(&mut s, ANA).fate = true;
    pm(&mut s, ANA).venom = 1;
    pm(&mut s, BO).battlefield = cards(&["b.1_1"]);
    s.world.no_round_slot = true;
    run(&mut s, &[Job::RoundEnd]);
    let a = p(&s, ANA);
    assert!(a.battlefield.is_empty() && a.round_slot.is_none());
    assert_eq!(a.discard, cards(&["b.1_0", "c.gniew_thora"]));
    assert_eq!(a.aside, cards(&["c.miod_poezji"]));
    assert_eq!(a.round, Default::default());
    assert!(!s.world.no_round_slot);
    assert_eq!(a.hand.len(), 1);
    assert!(a.exhausted && a.fate && a.venom == 1 && a.divination.is_some());
    assert_eq!(p(&s, BO).hand.len(), 0, "Bo is not active: no draw");
    assert_eq!(p(&s, BO).discard, cards(&["b.1_1"]));
}

#[test]
fn after_round_twelve_every_active_character_dies() {
    // R-EOR-5: the engine's guard against an endless fight.
    let mut s = duo();
    fights(&mut s, ANA, "m.draugr", Mel);
    s.round = 11;
    run(&mut s, &[Job::RoundEnd]);
    assert!(p(&s, ANA).active());
    assert_eq!(s.round, 12);
    let ev = run(&mut s, &[Job::RoundEnd]);
    assert!(ev.contains(&Event::Died { seat: ANA }));
    assert!(ev.contains(&Event::SagaOver { saga: 1 }));
}

#[test]
fn combat_card_texts() {
    // R-CARD: c.zew draws 1 and lets each other active player pay 1 HP to draw 1;
    // c.odwrot takes a battlefield card back; c.rzut_run discards the last or second-to-last;
    // c.przepowiednia orders the top 3; c.trucizny gives another 2 venom; c.ekstrakt passes
    // your venom and heals 1; c.wizje: another discards 2 random; c.fatum; c.podszepty.
    let mut s = scene(&["ch.gunnar", "ch.astrid", "ch.ragna"]);
    for (seat, t) in [(ANA, Mel), (BO, Mag), (CY, Rng)] {
        fights(&mut s, seat, "m.draugr", t);
    }
    pm(&mut s, CY).hp = 1;
    hand(&mut s, ANA, &["c.zew", "c.odwrot", "c.ekstrakt"]);
    at_turns(&mut s);
    round_card(&mut s, ANA, "c.zew", Choice::default());
    assert_eq!(p(&s, ANA).hand.len(), 3);
    assert_eq!(
        (asked(&s), ask_now(&s)),
        (BO, Ask::Pay),
        "Cy has 1 HP: not asked"
    );
    act(&mut s, BO, Action::Pay { pay: true });
    assert_eq!((p(&s, BO).hp, p(&s, BO).hand.len()), (12, 1));
    assert_eq!(asked(&s), BO, "then Bo's own turn");

    let mut s = ana_vs("m.draugr");
    field(&mut s, ANA, &["b.1_0", "b.2_0", "b.3_1"]);
    hand(&mut s, ANA, &["c.odwrot", "c.rzut_run", "c.przepowiednia"]);
    pile(
        &mut s,
        ANA,
        &["b.1_0", "b.2_0", "b.5_1", "b.4_1", "b.3_2", "b.1_1"],
    );
    round_card(
        &mut s,
        ANA,
        "c.odwrot",
        Choice {
            position: Some(0),
            ..Choice::default()
        },
    );
    assert_eq!(ids_of(&p(&s, ANA).battlefield), ["b.2_0", "b.3_1"]);
    assert!(p(&s, ANA).hand.contains(&card("b.1_0")));
    act(&mut s, ANA, Action::Pass);
    field(&mut s, ANA, &["b.1_0", "b.2_0", "b.3_1"]);
    let reach: Vec<Option<u8>> = legal_actions(&s, ANA)
        .into_iter()
        .filter_map(|a| match a {
            Action::Play {
                play: Play::Round { card: c, choice },
            } if c == card("c.rzut_run") => Some(choice.position),
            _ => None,
        })
        .collect();
    assert_eq!(reach, [Some(1), Some(2)]);
    act(&mut s, ANA, Action::Pass);
    let pile_before = p(&s, ANA).pile.clone();
    round_card(&mut s, ANA, "c.przepowiednia", Choice::default());
    let top3: Vec<Card> = pile_before.iter().rev().take(3).copied().collect();
    assert_eq!(
        ask_now(&s),
        Ask::Order {
            cards: top3.clone()
        }
    );
    let order = vec![top3[2], top3[0], top3[1]];
    act(
        &mut s,
        ANA,
        Action::Order {
            cards: order.clone(),
        },
    );
    let now: Vec<Card> = p(&s, ANA).pile.iter().rev().take(3).copied().collect();
    assert_eq!(now, order);

    let mut s = duo();
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    pm(&mut s, ANA).venom = 2;
    pm(&mut s, ANA).hp = 10;
    hand(
        &mut s,
        ANA,
        &["c.ekstrakt", "c.trucizny", "c.wizje", "c.fatum"],
    );
    hand(&mut s, BO, &["b.1_0", "b.2_0", "b.3_1"]);
    field(&mut s, BO, &["b.1_1", "b.4_1"]);
    at_turns(&mut s);
    let bo = Choice {
        targets: vec![BO],
        ..Choice::default()
    };
    round_card(&mut s, ANA, "c.ekstrakt", bo.clone());
    assert_eq!(
        (p(&s, ANA).venom, p(&s, BO).venom, p(&s, ANA).hp),
        (0, 2, 11)
    );
    act(&mut s, BO, Action::Pass);
    let mut t = s.clone();
    t.players[0].round_slot = None;
    round_card(&mut t, ANA, "c.trucizny", bo.clone());
    assert_eq!(p(&t, BO).venom, 4);
    let mut t = s.clone();
    t.players[0].round_slot = None;
    round_card(&mut t, ANA, "c.wizje", bo.clone());
    assert_eq!(p(&t, BO).hand.len(), 1);
    assert_eq!(p(&t, ANA).hand.len(), 2 + 1);
    let mut t = s.clone();
    t.players[0].round_slot = None;
    round_card(&mut t, ANA, "c.fatum", bo);
    assert!(p(&t, BO).fate);
}

#[test]
fn equipment_texts() {
    // R-EQ: e.tarcza_energetyczna -2 for you and -2 for another; e.munin: 1 of the top 3 to
    // hand; e.brokk recharges W/A/S; e.gjallarhorn ✖ every active draws 2; e.kly_fenrisa:
    // another loses 2, you heal 2; e.miotacz_hel +3, the others lose 1; e.zlote_jablko ✖ heals
    // to max and clears venom; e.koty_freyi cleanses.
    let mut s = duo();
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    for id in [
        "e.tarcza_energetyczna",
        "e.munin",
        "e.brokk",
        "e.gjallarhorn",
        "e.kly_fenrisa",
    ] {
        give(&mut s, ANA, id);
    }
    pile(&mut s, ANA, &["b.1_0", "b.2_0", "b.3_1", "b.5_1"]);
    attacks_come(&mut s, &[Critical, Critical, Basic]);
    pm(&mut s, ANA).hp = 10;
    at_turns(&mut s);
    let bo = Choice {
        targets: vec![BO],
        ..Choice::default()
    };
    play(
        &mut s,
        ANA,
        Play::Gear {
            index: 0,
            destroy: false,
            choice: bo.clone(),
        },
    );
    assert_eq!(
        (p(&s, ANA).round.reduction, p(&s, BO).round.reduction),
        (2, 2)
    );
    act(&mut s, BO, Action::Pass);
    play(&mut s, ANA, gear_use(1));
    assert_eq!(
        ask_now(&s),
        Ask::LookTake {
            cards: cards(&["b.5_1", "b.3_1", "b.2_0"])
        }
    );
    act(
        &mut s,
        ANA,
        Action::LookTake {
            card: card("b.5_1"),
            order: cards(&["b.2_0", "b.3_1"]),
        },
    );
    assert_eq!(p(&s, ANA).hand, cards(&["b.5_1"]));
    assert_eq!(p(&s, ANA).pile, cards(&["b.1_0", "b.3_1", "b.2_0"]));
    act(&mut s, BO, Action::Pass);
    let brokk = Choice {
        recharge: Some(Ready::Gear(0)),
        ..Choice::default()
    };
    play(
        &mut s,
        ANA,
        Play::Gear {
            index: 2,
            destroy: false,
            choice: brokk,
        },
    );
    assert!(!p(&s, ANA).gear[0].exhausted, "the shield is ready again");
    act(&mut s, BO, Action::Pass);
    play(
        &mut s,
        ANA,
        Play::Gear {
            index: 3,
            destroy: true,
            choice: Choice::default(),
        },
    );
    assert_eq!((p(&s, ANA).hand.len(), p(&s, BO).hand.len()), (3, 2));
    act(&mut s, BO, Action::Pass);
    play(
        &mut s,
        ANA,
        Play::Gear {
            index: 3,
            destroy: false,
            choice: bo,
        },
    );
    assert_eq!((p(&s, ANA).hp, p(&s, BO).hp), (12, 11));

    let mut s = duo();
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    for id in ["e.miotacz_hel", "e.zlote_jablko", "e.koty_freyi"] {
        give(&mut s, ANA, id);
    }
    pm(&mut s, ANA).hp = 3;
    pm(&mut s, ANA).venom = 2;
    pm(&mut s, BO).fate = true;
    pm(&mut s, BO).venom = 1;
    at_turns(&mut s);
    play(&mut s, ANA, gear_use(0));
    assert_eq!((p(&s, ANA).round.bonus, p(&s, BO).hp), (3, 12));
    act(&mut s, BO, Action::Pass);
    play(
        &mut s,
        ANA,
        Play::Gear {
            index: 1,
            destroy: true,
            choice: Choice::default(),
        },
    );
    assert_eq!((p(&s, ANA).hp, p(&s, ANA).venom), (16, 0));
    act(&mut s, BO, Action::Pass);
    play(
        &mut s,
        ANA,
        Play::Gear {
            index: 1,
            destroy: false,
            choice: Choice {
                targets: vec![BO],
                ..Choice::default()
            },
        },
    );
    assert!(!p(&s, BO).fate && p(&s, BO).venom == 0);
}

#[test]
fn character_abilities() {
    // R-CHAR: Astrid: fate on up to 2 unfated others or 1 fate off; Ulf ⟳ dodge (not
    // against Wild); Ragna -1 on every attack; Frida ⟳ piercing; Leif recharges equipment.
    let mut s = scene(&["ch.astrid", "ch.gunnar", "ch.ragna"]);
    for (seat, t) in [(ANA, Mag), (BO, Mel), (CY, Mel)] {
        fights(&mut s, seat, "m.draugr", t);
    }
    pm(&mut s, CY).fate = true;
    at_turns(&mut s);
    let choices: Vec<Choice> = legal_actions(&s, ANA)
        .into_iter()
        .filter_map(|a| match a {
            Action::Play {
                play: Play::Ability { choice },
            } => Some(choice),
            _ => None,
        })
        .collect();
    let targets: Vec<(Vec<u8>, bool)> = choices
        .iter()
        .map(|c| (c.targets.clone(), c.unfate))
        .collect();
    assert_eq!(targets, [(vec![BO], false), (vec![CY], true)]);

    let mut s = scene(&["ch.ulf", "ch.frida"]);
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.nokk", Mel);
    attacks_come(&mut s, &[Critical, Basic, Basic]);
    field(&mut s, BO, &["b.5_1"]);
    at_turns(&mut s);
    play(
        &mut s,
        ANA,
        Play::Ability {
            choice: Choice::default(),
        },
    );
    play(
        &mut s,
        BO,
        Play::Ability {
            choice: Choice::default(),
        },
    );
    act(&mut s, ANA, Action::Pass);
    let ev = act(&mut s, BO, Action::Pass);
    assert_eq!(struck(&ev, BO), Some((1, false)), "Frida pierces the nokk");
    assert_eq!(p(&s, ANA).hp, 16, "Ulf dodged");
    assert!(!p(&s, ANA).fate);
    let mut s = scene(&["ch.ulf", "ch.frida"]);
    fights(&mut s, ANA, "m.dzik", Mel);
    at_turns(&mut s);
    assert!(!has_play(&s, ANA, |p| matches!(p, Play::Ability { .. })));

    let mut s = scene(&["ch.leif", "ch.frida"]);
    fights(&mut s, ANA, "m.draugr", Mel);
    give(&mut s, ANA, "e.blaster");
    pm(&mut s, ANA).gear[0].exhausted = true;
    at_turns(&mut s);
    play(
        &mut s,
        ANA,
        Play::Ability {
            choice: Choice {
                recharge: Some(Ready::Gear(0)),
                ..Choice::default()
            },
        },
    );
    assert!(!p(&s, ANA).gear[0].exhausted && p(&s, ANA).exhausted);
}

#[test]
fn spend_gain_token_texts() {
    // R-CARD: c.lza_gullveig +1 Gullveig, c.blogoslawienstwo +1 Thor, c.piesn_skalda +1 glory;
    // c.kuznia recharges your character. R-EQ: e.tanngrisnir +1 Thor.
    let mut s = ana_vs("m.draugr");
    give(&mut s, ANA, "e.tanngrisnir");
    pm(&mut s, ANA).exhausted = true;
    hand(
        &mut s,
        ANA,
        &[
            "c.lza_gullveig",
            "c.blogoslawienstwo",
            "c.piesn_skalda",
            "c.kuznia",
        ],
    );
    for (id, choice) in [
        ("c.lza_gullveig", Choice::default()),
        ("c.blogoslawienstwo", Choice::default()),
        ("c.piesn_skalda", Choice::default()),
        (
            "c.kuznia",
            Choice {
                recharge: Some(Ready::Character),
                ..Choice::default()
            },
        ),
    ] {
        round_card(&mut s, ANA, id, choice);
        act(&mut s, ANA, Action::Pass);
    }
    play(&mut s, ANA, gear_use(0));
    let a = p(&s, ANA);
    assert_eq!((a.gullveig, a.thor, a.glory), (1, 2, 1));
    assert!(!a.exhausted);
}
