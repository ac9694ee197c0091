//! Rules tests of the Jomsvikings setup's start abilities and reshuffles (R-SETUP), preparation (R-PREP), Yggdrasil
//! (R-YGG), the end phase (R-END) and the variants (R-VAR) against
//! `../shared/rules/jomsvikings.md`.

use crate::joms_scene as scene;

use scene::*;
use skald::games::joms::cards::AttackKind::Basic;
use skald::games::joms::cards::EquipmentType;
use skald::games::joms::effect::AttackType::Mel;
use skald::games::joms::effect::Stat;
use skald::games::joms::*;

/// A 3-player game whose dealt characters are these, chosen.
fn chosen(chars: [&str; 3]) -> State {
    let mut s = game(3, Mode::Competitive, 21);
    for (seat, id) in chars.iter().enumerate() {
        s.players[seat].dealt = vec![character(id), character("ch.kari")];
    }
    s
}

#[test]
fn start_abilities_resolve_in_seat_order() {
    // R-SETUP-6: "Start:" abilities in seat order. R-CHAR: Gunnar reveals equipment until an
    // implant and takes it; Sigrun takes a face-up combat card into her pile (R-PREP-3 applies:
    // she may reroll); Thorvald takes 2 Thor. R-SETUP-5: stats, HP and Gv Gullveig set.
    let mut s = chosen(["ch.gunnar", "ch.sigrun", "ch.thorvald"]);
    for seat in [ANA, BO, CY] {
        act(&mut s, seat, Action::Character { index: 0 });
    }
    let gunnar = p(&s, ANA);
    assert_eq!(gunnar.gear.len(), 1);
    assert_eq!(
        d().equipment[usize::from(gunnar.gear[0].card)].kind,
        EquipmentType::Implant
    );
    assert_eq!((gunnar.gullveig, p(&s, BO).gullveig), (1, 2));
    assert!(s.equipment.draw.len() + s.equipment.row.len() == 45);
    assert_eq!(
        (asked(&s), ask_now(&s)),
        (
            BO,
            Ask::Row {
                row: Row::Combat,
                to_pile: true
            }
        )
    );
    assert_eq!(p(&s, CY).thor, 0, "Thorvald waits for Sigrun");
    assert!(legal_actions(&s, BO).contains(&Action::Reroll));
    let taken = s.combat.row[1];
    act(&mut s, BO, Action::Take { index: 1 });
    assert_eq!(p(&s, BO).pile.len(), 13);
    assert!(p(&s, BO).pile.contains(&taken));
    assert_eq!(s.combat.row.len(), 3, "the row refills (R-SETUP-7)");
    assert_eq!(p(&s, CY).thor, 2);
    assert_eq!(p(&s, CY).hp, 13);
}

#[test]
fn empty_piles_and_decks_take_in_their_discards() {
    // R-SETUP-7: an empty pile (or board deck) that must give or show a card first shuffles in
    // its discard; both empty: no card. R-CARD: c.przepowiednia shows the top 3.
    let mut s = scene(&["ch.gunnar", "ch.astrid"]);
    fights(&mut s, ANA, "m.draugr", Mel);
    pm(&mut s, ANA).pile.clear();
    pm(&mut s, ANA).discard = cards(&["b.1_0", "b.2_0"]);
    pm(&mut s, ANA).thor = 3;
    hand(&mut s, ANA, &["c.przepowiednia"]);
    s.monster_combat.draw.clear();
    s.monster_combat.discard = vec![Basic];
    at_turns(&mut s);
    round_card(&mut s, ANA, "c.przepowiednia", Choice::default());
    assert!(
        matches!(ask_now(&s), Ask::Order { cards } if cards.len() == 2),
        "the discard became the pile"
    );
    let order: Vec<Card> = p(&s, ANA).pile.iter().rev().copied().collect();
    act(&mut s, ANA, Action::Order { cards: order });
    act(
        &mut s,
        ANA,
        Action::Thor {
            spend: ThorUse::Draw,
        },
    );
    act(
        &mut s,
        ANA,
        Action::Thor {
            spend: ThorUse::Draw,
        },
    );
    assert_eq!(p(&s, ANA).hand.len(), 2);
    assert!(!legal_actions(&s, ANA).contains(&Action::Thor {
        spend: ThorUse::Draw
    }));
    let ev = act(&mut s, ANA, Action::Pass);
    assert!(ev.iter().any(|e| matches!(e, Event::Attacked { .. })));
    assert!(s.monster_combat.discard == [Basic]);
}

#[test]
fn the_first_player_has_most_gullveig_then_the_piles_decide() {
    // R-PREP-1: saga I most Gullveig; II–III least glory; the tied reveal their top pile
    // cards, highest L wins, the still tied their next ones; then the piles are shuffled.
    let mut s = scene(&["ch.gunnar", "ch.astrid", "ch.ragna"]);
    s.phase = Phase::Preparation;
    for (seat, g) in [(ANA, 2), (BO, 3), (CY, 3)] {
        pm(&mut s, seat).gullveig = g;
    }
    pile(&mut s, BO, &["b.1_0", "b.4_1", "b.3_1"]);
    pile(&mut s, CY, &["b.5_1", "b.2_0", "b.3_2"]);
    let ev = run(&mut s, &[Job::FirstPlayer]);
    assert_eq!(s.first, BO);
    let reveals = ev.iter().find_map(|e| match e {
        Event::FirstPlayer { seat, reveals } => Some((*seat, reveals.clone())),
        _ => None,
    });
    let want = vec![
        (BO, card("b.3_1")),
        (CY, card("b.3_2")),
        (BO, card("b.4_1")),
        (CY, card("b.2_0")),
    ];
    assert_eq!(reveals, Some((BO, want)));
    assert_eq!(
        p(&s, BO).pile.len(),
        3,
        "the revealed cards stay in the pile"
    );
    assert_eq!(asked(&s), BO, "step B from the first player");
    // Saga II: least glory.
    let mut s = scene(&["ch.gunnar", "ch.astrid", "ch.ragna"]);
    s.saga = 2;
    for (seat, g) in [(ANA, 5), (BO, 7), (CY, 2)] {
        pm(&mut s, seat).glory = g;
    }
    run(&mut s, &[Job::FirstPlayer]);
    assert_eq!(s.first, CY);
}

#[test]
fn preparation_runs_steps_b_to_f_from_the_first_player() {
    // R-PREP-2 (B) equipment, R-PREP-5 (C) three laps of combat cards then the piles gathered,
    // R-PREP-6 (D) a planet, R-PREP-7 (E) the first player moves 1, R-PREP-8 (F) a monster
    // each, then the attack types (R-FIGHT-1). Every step from the first player, clockwise.
    let mut s = chosen(["ch.ragna", "ch.bjorn", "ch.astrid"]);
    for seat in [ANA, BO, CY] {
        act(&mut s, seat, Action::Character { index: 0 });
    }
    let first = s.first;
    let order: Vec<u8> = (0..3).map(|i| (first + i) % 3).collect();
    let mut asks: Vec<(u8, Ask)> = Vec::new();
    while !matches!(s.prompts.first(), Some(p) if matches!(p.ask, Ask::Turn { .. })) {
        let seat = asked(&s);
        asks.push((seat, ask_now(&s)));
        let a = defaults::default_action(&s, seat).expect("a default");
        act(&mut s, seat, a);
    }
    let rows = |row: Row| -> Vec<u8> {
        asks.iter()
            .filter(|(_, a)| {
                *a == Ask::Row {
                    row,
                    to_pile: false,
                }
            })
            .map(|(x, _)| *x)
            .collect()
    };
    assert_eq!(rows(Row::Equipment), order);
    assert_eq!(
        rows(Row::Combat),
        [order.clone(), order.clone(), order.clone()].concat()
    );
    assert_eq!(rows(Row::Monster), order);
    let named: Vec<u8> = asks
        .iter()
        .filter(|(_, a)| *a == Ask::Attack)
        .map(|(x, _)| *x)
        .collect();
    assert_eq!(named, order);
    assert!(s.planet.is_some());
    assert_eq!(p(&s, first).pawn.space, 1);
    for seat in [ANA, BO, CY] {
        let q = p(&s, seat);
        assert_eq!(q.gear.len(), 1);
        assert!(q.fight.is_some());
        assert!(q.discard.is_empty(), "gathered into the pile");
        let owned = q.pile.len() + q.hand.len();
        if seat != first {
            assert_eq!(owned, 15);
        }
    }
}

#[test]
fn a_gullveig_buys_a_new_row() {
    // R-PREP-3: before a take, the taker may spend 1 Gullveig to discard the row and deal 3
    // new, again and again.
    let mut s = game(2, Mode::Competitive, 5);
    s.prompts = vec![Prompt {
        seat: ANA,
        ask: Ask::Row {
            row: Row::Equipment,
            to_pile: false,
        },
    }];
    pm(&mut s, ANA).gullveig = 1;
    let old = s.equipment.row.clone();
    act(&mut s, ANA, Action::Reroll);
    assert_eq!(s.equipment.discard, old);
    assert_eq!(s.equipment.row.len(), 3);
    assert_ne!(s.equipment.row, old);
    assert_eq!(p(&s, ANA).gullveig, 0);
    refused(&mut s, ANA, Action::Reroll, JomsError::NoTokens);
}

#[test]
fn a_second_weapon_armour_or_shield_keeps_one() {
    // R-PREP-4: keep one of the two; the other to the equipment discard; R-EQ: losing a
    // max-HP card lowers max and current HP (not below 1). R-DECIDE 4: higher G; tie: new.
    let mut s = game(2, Mode::Competitive, 5);
    s.phase = Phase::Preparation;
    pm(&mut s, ANA).character = Some(character("ch.gunnar"));
    pm(&mut s, ANA).hp = 16;
    give(&mut s, ANA, "e.zbroja_walkirii");
    pm(&mut s, ANA).hp = 18;
    s.equipment.row = vec![equipment("e.kolczuga"), equipment("e.gungnir")];
    s.prompts = vec![Prompt {
        seat: ANA,
        ask: Ask::Row {
            row: Row::Equipment,
            to_pile: false,
        },
    }];
    act(&mut s, ANA, Action::Take { index: 0 });
    let keep = Ask::Keep {
        old: equipment("e.zbroja_walkirii"),
        new: equipment("e.kolczuga"),
    };
    assert_eq!(ask_now(&s), keep);
    assert_eq!(
        defaults::default_action(&s, ANA),
        Some(Action::Keep { new: false }),
        "G 2 beats G 1"
    );
    act(&mut s, ANA, Action::Keep { new: true });
    assert_eq!(
        p(&s, ANA).gear.iter().map(|g| g.card).collect::<Vec<_>>(),
        [equipment("e.kolczuga")]
    );
    assert_eq!(s.equipment.discard, [equipment("e.zbroja_walkirii")]);
    assert_eq!(p(&s, ANA).hp, 16);
    // An implant is no second anything.
    let before = p(&s, ANA).gear.len();
    s.equipment.row = vec![equipment("e.oko_odyna")];
    s.prompts = vec![Prompt {
        seat: ANA,
        ask: Ask::Row {
            row: Row::Equipment,
            to_pile: false,
        },
    }];
    act(&mut s, ANA, Action::Take { index: 0 });
    assert_eq!(p(&s, ANA).gear.len(), before + 1);
}

#[test]
fn gathering_shuffles_every_combat_card_into_one_pile() {
    // R-PREP-5: pile, discard, set-aside J cards and new ones into one pile.
    let mut s = scene(&["ch.gunnar", "ch.astrid"]);
    pm(&mut s, ANA).discard = cards(&["c.unik", "b.1_0"]);
    pm(&mut s, ANA).aside = cards(&["c.miod_poezji"]);
    run(&mut s, &[Job::Gather]);
    let a = p(&s, ANA);
    assert_eq!(a.pile.len(), 15);
    assert!(a.discard.is_empty() && a.aside.is_empty());
    assert!(a.pile.contains(&card("c.miod_poezji")));
}

#[test]
fn the_planet_and_step_e_each_saga_with_the_variants() {
    // R-PREP-6: the top planet is revealed. R-PREP-7: the first player moves 1 every saga;
    // R-VAR-1 `ygg_saga1_only`: only in saga I; R-VAR-2 `ygg_everyone`: every player, in turn
    // order.
    let mut s = scene(&["ch.gunnar", "ch.astrid"]);
    let top = *s.planets.last().expect("planets");
    run(&mut s, &[Job::Planet]);
    assert_eq!(s.planet, Some(top));
    let step_e = |saga: u8, only1: bool, everyone: bool| {
        let mut set = settings(2, Mode::Competitive);
        set.ygg_saga1_only = only1;
        set.ygg_everyone = everyone;
        let mut s = scene_with(set, &["ch.gunnar", "ch.astrid"]);
        s.saga = saga;
        s.first = BO;
        run(&mut s, &[Job::StepE]);
        defaults_until(&mut s, |s| s.prompts.is_empty());
        (p(&s, ANA).pawn.space, p(&s, BO).pawn.space)
    };
    assert_eq!(step_e(2, false, false), (0, 1));
    assert_eq!(step_e(2, true, false), (0, 0));
    assert_eq!(step_e(1, true, false), (0, 1));
    assert_eq!(step_e(2, false, true), (1, 1));
}

#[test]
fn each_takes_a_face_up_monster() {
    // R-PREP-8 (F): 1 face-up monster each; the space refills.
    let mut s = scene(&["ch.gunnar", "ch.astrid"]);
    let row = s.monsters[0].row.clone();
    s.prompts = vec![Prompt {
        seat: ANA,
        ask: Ask::Row {
            row: Row::Monster,
            to_pile: false,
        },
    }];
    act(&mut s, ANA, Action::Take { index: 2 });
    assert_eq!(p(&s, ANA).fight.map(|f| f.monster), Some(row[2]));
    assert_eq!(s.monsters[0].row.len(), 3);
}

#[test]
fn the_track_forks_for_good_and_ends() {
    // R-YGG-1: y.3 then a branch of the owner's choice, for good; a move past space 4 does
    // nothing; a space resolves main symbol, treasure, glory. R-YGG-2: EITHER, PLUS, treasure.
    let mut s = scene(&["ch.gunnar", "ch.astrid"]);
    pm(&mut s, ANA).pawn.space = 3;
    run(&mut s, &[Job::Move { seat: ANA }]);
    assert_eq!(ask_now(&s), Ask::Branch);
    act(&mut s, ANA, Action::Branch { index: 1 });
    assert_eq!(p(&s, ANA).pawn.branch, Some(1));
    assert_eq!(p(&s, ANA).pawn.space, 0);
    assert!(
        matches!(ask_now(&s), Ask::Reward { .. }),
        "y.mimir.1: REWARD"
    );
    // y.mimir.3 → y.mimir.4: EITHER + treasure + 2 glory, in that order.
    let mut s = scene(&["ch.gunnar", "ch.astrid"]);
    pm(&mut s, ANA).pawn = skald::games::joms::state::Pawn {
        branch: Some(1),
        space: 2,
    };
    run(&mut s, &[Job::Move { seat: ANA }]);
    assert_eq!(ask_now(&s), Ask::Either);
    act(&mut s, ANA, Action::Either { take: false });
    assert_eq!(ask_now(&s), Ask::Remove);
    act(
        &mut s,
        ANA,
        Action::Remove {
            card: card("b.1_0"),
        },
    );
    assert_eq!(p(&s, ANA).pile.len(), 11);
    assert_eq!(p(&s, ANA).glory, 0, "glory after the treasure");
    assert!(matches!(
        ask_now(&s),
        Ask::Row {
            row: Row::Equipment,
            ..
        }
    ));
    act(&mut s, ANA, Action::Take { index: 0 });
    assert_eq!(p(&s, ANA).glory, 2);
    let ev = run(&mut s, &[Job::Move { seat: ANA }]);
    assert!(ev.is_empty() && s.prompts.is_empty());
    assert_eq!(p(&s, ANA).pawn.space, 3);
    // PLUS (y.3): take one into the pile, then remove one; +1 glory.
    let mut s = scene(&["ch.gunnar", "ch.astrid"]);
    pm(&mut s, ANA).pawn.space = 2;
    run(&mut s, &[Job::Move { seat: ANA }]);
    let taken = s.combat.row[0];
    act(&mut s, ANA, Action::Take { index: 0 });
    assert!(p(&s, ANA).pile.contains(&taken));
    act(
        &mut s,
        ANA,
        Action::Remove {
            card: card("b.1_0"),
        },
    );
    assert_eq!((p(&s, ANA).pile.len(), p(&s, ANA).glory), (12, 1));
}

#[test]
fn a_reward_keeps_one_of_three_bag_tokens() {
    // R-YGG-3: 3 tokens from the bag, keep 1, return the rest; damage-up +1 whenever your
    // attack lands; stat-up +1 to a stat (max HP raises current HP too).
    let mut s = scene(&["ch.gunnar", "ch.astrid"]);
    pm(&mut s, ANA).pawn.space = 1;
    let bag = s.bag.len();
    run(&mut s, &[Job::Move { seat: ANA }]);
    let Ask::Reward { tokens } = ask_now(&s) else {
        panic!("a REWARD")
    };
    assert_eq!(tokens.len(), 3);
    assert_eq!(s.bag.len(), bag - 3);
    assert_eq!(
        view(&s, Some(BO)).prompts[0].ask,
        Ask::Reward { tokens: vec![] },
        "R-INFO: the drawn tokens are the owner's"
    );
    let keep = if tokens.contains(&BagToken::StatUp) {
        BagToken::StatUp
    } else {
        tokens[0]
    };
    act(&mut s, ANA, Action::Token { token: keep });
    assert_eq!(s.bag.len(), bag - 1);
    if keep == BagToken::StatUp {
        act(&mut s, ANA, Action::Stat { stat: Stat::MaxHp });
        assert_eq!((p(&s, ANA).hp, query::max_hp(d(), p(&s, ANA))), (17, 17));
    }
}

#[test]
fn the_end_phase_clears_and_the_next_saga_deals_the_next_level() {
    // R-END-1: exhaustion, fate, venom off; nh ends; hands and slot cards to the discards (J
    // cards stay aside); HP to max; the monsters and the planet to the box. R-END-2: marker
    // +1; the old level leaves; level II dealt; rows redealt; e.draupnir +1 Gullveig.
    let mut s = scene(&["ch.gunnar", "ch.astrid"]);
    s.planet = Some(planet("p.asgard"));
    fights(&mut s, ANA, "m.draugr", Mel);
    pm(&mut s, ANA).died = true;
    give(&mut s, ANA, "e.draupnir");
    give(&mut s, ANA, "e.blaster");
    let a = pm(&mut s, ANA);
    a.gear[1].exhausted = true;
    a.exhausted = true;
    a.fate = true;
    a.venom = 2;
    a.no_heal = true;
    a.hp = 3;
    a.hand = cards(&["c.kruki_odyna", "b.1_0"]);
    a.healing = cards(&["b.2_0"]);
    a.precise = Some(card("b.4_1"));
    a.aside = cards(&["c.miod_poezji"]);
    let rows = (s.equipment.row.clone(), s.combat.row.clone());
    run(&mut s, &[Job::EndPhase]);
    let a = p(&s, ANA);
    assert!(!a.exhausted && !a.gear[1].exhausted && !a.fate && !a.no_heal);
    assert_eq!((a.venom, a.hp), (0, 16));
    assert!(a.hand.is_empty() && a.healing.is_empty() && a.precise.is_none());
    assert!(a.fight.is_none() && !a.died);
    assert_eq!(a.aside, cards(&["c.miod_poezji"]));
    assert!(a.discard.contains(&card("c.kruki_odyna")));
    assert_eq!(a.gullveig, 1, "e.draupnir");
    assert_eq!(s.saga, 2);
    assert_eq!(s.planet, None);
    assert!(s.monsters[0].row.is_empty() && s.monsters[0].draw.is_empty());
    assert_eq!(s.monsters[1].row.len(), 3);
    assert!(s.monsters[1]
        .row
        .iter()
        .all(|&m| d().monsters[usize::from(m)].level == 2));
    assert_ne!((s.equipment.row.clone(), s.combat.row.clone()), rows);
    assert_eq!(s.phase, Phase::Preparation);
}

#[test]
fn the_score_and_the_winner() {
    // R-END-3: glory + 1 per Gullveig + 1 per Thor + G of held equipment. R-END-4: most wins;
    // tie: most monsters defeated; then shared.
    let mut s = scene(&["ch.gunnar", "ch.astrid", "ch.ragna"]);
    s.saga = 3;
    pm(&mut s, ANA).glory = 20;
    pm(&mut s, ANA).gullveig = 2;
    pm(&mut s, ANA).thor = 1;
    give(&mut s, ANA, "e.brisingamen");
    pm(&mut s, BO).glory = 26;
    pm(&mut s, BO).kills = 2;
    pm(&mut s, CY).glory = 26;
    pm(&mut s, CY).kills = 3;
    run(&mut s, &[Job::EndPhase]);
    assert_eq!(s.phase, Phase::Over);
    let out = outcome(&s).expect("over");
    let points: Vec<u16> = out.scores.iter().map(|x| x.points).collect();
    assert_eq!(points, [26, 26, 26]);
    assert_eq!(out.winners, [CY]);
    pm(&mut s, BO).kills = 3;
    assert_eq!(outcome(&s).expect("over").winners, [BO, CY]);
}

#[test]
fn the_game_refuses_answers_once_over() {
    // R-END-3: after saga III the game is over.
    let mut s = scene(&["ch.gunnar", "ch.astrid"]);
    s.saga = 3;
    run(&mut s, &[Job::EndPhase]);
    assert_eq!(apply(&mut s, ANA, &Action::Pass), Err(JomsError::GameOver));
}
