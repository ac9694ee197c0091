//! Rules tests of Jomsvikings' co-op (R-COOP), what each seat sees (R-INFO, R-VAR-3), the
//! decisions' defaults (R-DECIDE) and the engine side of the digital table (R-TABLE) against
//! `../shared/rules/jomsvikings.md`.

use crate::joms_scene as scene;

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use scene::*;
use skald::games::joms::cards::AttackKind::{Basic, Critical, Special};
use skald::games::joms::effect::AttackType::{Mag, Mel};
use skald::games::joms::*;
use skald::games::Rules;

fn coop(level: &str, chars: &[&str]) -> State {
    let mut set = settings(chars.len() as u8, Mode::Coop);
    set.difficulty = level.into();
    scene_with(set, chars)
}

#[test]
fn co_op_wins_or_loses_together_against_the_level_target() {
    // R-COOP-1: all win or lose together. R-COOP-3: win if the summed final scores reach
    // N × target (easy 35, legendary 50).
    for (level, glory, win) in [
        ("easy", 35, true),
        ("easy", 34, false),
        ("legendary", 49, false),
    ] {
        let mut s = coop(level, &["ch.gunnar", "ch.astrid"]);
        s.saga = 3;
        pm(&mut s, ANA).glory = 2 * glory - 10;
        pm(&mut s, BO).glory = 10;
        run(&mut s, &[Job::EndPhase]);
        let winners = outcome(&s).expect("over").winners;
        let want: Vec<u8> = if win { vec![ANA, BO] } else { vec![] };
        assert_eq!(winners, want, "{level} {glory}");
    }
}

#[test]
fn hindrances_come_after_the_first_draw_of_round_one() {
    // R-COOP-4: revealed at the start of a round (round 1: after the draw), acting at once or
    // for the round, then discarded; easy: 1 at round 1 of each saga; legendary: 2 every round,
    // one after the other; the deck reshuffles when empty. R-COOP-3: the level's count.
    let mut s = coop("easy", &["ch.gunnar", "ch.astrid"]);
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    s.hindrances = vec![hindrance("u.zapomnienie")];
    let ev = run(&mut s, &[Job::FirstDraw, Job::Round]);
    let drew = ev
        .iter()
        .position(|e| matches!(e, Event::Drew { .. }))
        .expect("a draw");
    let shown = ev
        .iter()
        .position(|e| matches!(e, Event::Hindrance { .. }))
        .expect("a hindrance");
    assert!(drew < shown);
    assert_eq!(s.hindrance_discard, [hindrance("u.zapomnienie")]);
    // u.zapomnienie: each discards 1 of choice (Ana first).
    assert_eq!((asked(&s), ask_now(&s)), (ANA, Ask::Discard { n: 1 }));
    defaults_until(&mut s, |s| matches!(ask_now(s), Ask::Turn { .. }));
    assert_eq!((p(&s, ANA).hand.len(), p(&s, BO).hand.len()), (3, 4));
    // Round 2 on easy: none.
    basic_attacks(&mut s);
    let ev = pass_round(&mut s);
    assert!(!ev.iter().any(|e| matches!(e, Event::Hindrance { .. })));
    // Legendary: two a round, the deck reshuffled from its discard.
    let mut s = coop("legendary", &["ch.gunnar", "ch.astrid"]);
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    s.round = 1;
    s.hindrances = vec![hindrance("u.furia")];
    s.hindrance_discard = vec![hindrance("u.szal_bestii")];
    let ev = run(&mut s, &[Job::Round]);
    let shown: Vec<u8> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Hindrance { hindrance } => Some(*hindrance),
            _ => None,
        })
        .collect();
    assert_eq!(shown.len(), 2);
    assert_eq!(shown[0], hindrance("u.furia"));
    assert_eq!((s.hindrances.len(), s.hindrance_discard.len()), (1, 1));
    assert!(s.world.attack_plus >= 1);
    assert_eq!(s.round, 2);
}

#[test]
fn hindrance_effects() {
    // R-COOP-4 hindrances: u.zamiec all K -1; u.opary all +1 venom; u.wyrok all fate; u.rany
    // all lose 2 HP; u.milczenie no current-round slot; u.rdza all exhaust 1 ready equipment;
    // u.grabiez all lose 1 Gullveig or Thor (choice), with neither 1 glory; u.krew_trolli
    // R-EOR-2 +3; u.zacmienie the worse of two.
    let mut s = coop("advanced", &["ch.gunnar", "ch.astrid"]);
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    give(&mut s, ANA, "e.blaster");
    pm(&mut s, ANA).gullveig = 1;
    pm(&mut s, ANA).thor = 1;
    pm(&mut s, BO).glory = 2;
    s.hindrances = vec![hindrance("u.grabiez"), hindrance("u.rdza")];
    run(&mut s, &[Job::Hindrance, Job::Hindrance]);
    assert!(p(&s, ANA).gear[0].exhausted);
    assert_eq!((asked(&s), ask_now(&s)), (ANA, Ask::Plunder));
    act(
        &mut s,
        ANA,
        Action::Plunder {
            token: skald::games::joms::effect::Gain::Thor,
        },
    );
    assert_eq!((p(&s, ANA).gullveig, p(&s, ANA).thor), (1, 0));
    assert_eq!(p(&s, BO).glory, 1);
    let mut s = coop("advanced", &["ch.gunnar", "ch.astrid"]);
    fights(&mut s, ANA, "m.draugr", Mel);
    fights(&mut s, BO, "m.draugr", Mag);
    s.hindrances = [
        "u.zacmienie",
        "u.krew_trolli",
        "u.milczenie",
        "u.rany",
        "u.wyrok",
        "u.opary",
        "u.zamiec",
    ]
    .map(hindrance)
    .to_vec();
    run(&mut s, &vec![Job::Hindrance; 7]);
    for seat in [ANA, BO] {
        let x = p(&s, seat);
        assert_eq!((x.round.k_change, x.venom, x.fate), (-1, 1, true));
    }
    assert_eq!((p(&s, ANA).hp, p(&s, BO).hp), (14, 11));
    assert!(s.world.no_round_slot && s.world.worse_of_two);
    assert_eq!(s.world.regeneration_plus, 3);
    assert_eq!(query::k(d(), p(&s, ANA)), 11);
}

#[test]
fn solo_finds_no_other_target() {
    // R-COOP-5: solo is co-op with N = 1: texts naming another find no target; kr: 1 random
    // card goes. R-COOP-2 leaves the † cards out of the box (joms_setup.rs).
    let mut s = coop("easy", &["ch.astrid"]);
    fights(&mut s, ANA, "m.widmowy_kraken", Mag);
    hand(&mut s, ANA, &["c.zew", "b.1_0", "b.2_0"]);
    attacks_come(&mut s, &[Critical, Basic]);
    at_turns(&mut s);
    let astrid: Vec<Action> = legal_actions(&s, ANA)
        .into_iter()
        .filter(|a| {
            matches!(
                a,
                Action::Play {
                    play: Play::Ability { .. }
                }
            )
        })
        .collect();
    assert_eq!(
        astrid,
        [Action::Play {
            play: Play::Ability {
                choice: Choice::default()
            }
        }],
        "usable, with no target"
    );
    round_card(&mut s, ANA, "c.zew", Choice::default());
    assert_eq!(asked(&s), ANA, "no one else to pay");
    let ev = act(&mut s, ANA, Action::Pass);
    let gone = ev.iter().find_map(|e| match e {
        Event::Discarded { seat: ANA, cards } => Some(cards.len()),
        _ => None,
    });
    assert_eq!(gone, Some(1));
}

#[test]
fn each_seat_sees_its_own_hand_unless_hands_are_open() {
    // R-INFO: a hand is its owner's (R-TABLE-2: never shown to another seat or the channel);
    // dealt characters are the owner's while choosing; piles are sizes only (contents to the
    // owner, unordered). R-VAR-3 `open_hands` (co-op only): every hand shown to all.
    let mut s = game(2, Mode::Competitive, 3);
    let v = view(&s, Some(BO));
    assert!(v.players[0].dealt.is_empty() && v.players[1].dealt.len() == 3);
    hand(&mut s, ANA, &["b.1_0"]);
    let v = view(&s, Some(BO));
    assert_eq!(v.players[0].hand, None);
    assert_eq!(v.players[0].hand_size, 1);
    assert_eq!(v.players[0].pile, None);
    assert_eq!(view(&s, None).players[0].hand, None);
    let own = view(&s, Some(ANA));
    assert_eq!(own.players[0].hand, Some(cards(&["b.1_0"])));
    let mut sorted = p(&s, ANA).pile.clone();
    sorted.sort();
    assert_eq!(own.players[0].pile, Some(sorted));
    for (mode, open, shown) in [
        (Mode::Coop, true, true),
        (Mode::Coop, false, false),
        (Mode::Competitive, true, false),
    ] {
        let mut set = settings(2, mode);
        set.open_hands = open;
        let mut s = scene_with(set, &["ch.gunnar", "ch.astrid"]);
        hand(&mut s, ANA, &["b.1_0"]);
        assert_eq!(view(&s, Some(BO)).players[0].hand.is_some(), shown);
    }
}

#[test]
fn defaults_follow_the_decision_table() {
    // R-DECIDE: 1 highest HP + K; 3 equipment highest G, combat highest D then lowest L,
    // monster lowest HP; 6 EITHER removes while a b.1_0 or b.2_0 is in the pile; 7 b.1_0
    // first; 8 damage-up first, stat-up K; 9 the largest unresisted hand, Speed's highest L;
    // 10 pass; 14 lowest D then highest L; 16 c.podstep basic first; 17 Gullveig.
    let def = |s: &State, seat| defaults::default_action(s, seat).expect("a default");
    let mut s = game(2, Mode::Competitive, 4);
    s.players[0].dealt = ["ch.frida", "ch.ragna", "ch.astrid"]
        .map(character)
        .to_vec();
    assert_eq!(def(&s, ANA), Action::Character { index: 1 });
    let mut s = scene(&["ch.gunnar", "ch.astrid"]);
    let ask = |s: &mut State, ask: Ask| {
        s.prompts = vec![Prompt { seat: ANA, ask }];
    };
    s.equipment.row = ["e.kolczuga", "e.gungnir", "e.brisingamen"]
        .map(equipment)
        .to_vec();
    ask(
        &mut s,
        Ask::Row {
            row: Row::Equipment,
            to_pile: false,
        },
    );
    assert_eq!(def(&s, ANA), Action::Take { index: 2 });
    s.combat.row = cards(&["c.unik", "c.gniew_thora", "c.szarza"]);
    ask(
        &mut s,
        Ask::Row {
            row: Row::Combat,
            to_pile: false,
        },
    );
    assert_eq!(def(&s, ANA), Action::Take { index: 2 });
    s.monsters[0].row = ["m.draugr", "m.wilk_cienia", "m.pajak"]
        .map(monster)
        .to_vec();
    ask(
        &mut s,
        Ask::Row {
            row: Row::Monster,
            to_pile: false,
        },
    );
    assert_eq!(def(&s, ANA), Action::Take { index: 1 });
    pile(&mut s, ANA, &["b.3_1", "b.2_0", "b.1_0"]);
    ask(&mut s, Ask::Either);
    assert_eq!(def(&s, ANA), Action::Either { take: false });
    ask(&mut s, Ask::Remove);
    assert_eq!(
        def(&s, ANA),
        Action::Remove {
            card: card("b.1_0")
        }
    );
    pile(&mut s, ANA, &["b.3_1", "b.5_1"]);
    ask(&mut s, Ask::Either);
    assert_eq!(def(&s, ANA), Action::Either { take: true });
    ask(
        &mut s,
        Ask::Reward {
            tokens: vec![BagToken::Thor, BagToken::StatUp, BagToken::DamageUp],
        },
    );
    assert_eq!(
        def(&s, ANA),
        Action::Token {
            token: BagToken::DamageUp
        }
    );
    fights(&mut s, ANA, "m.nokk", Mel);
    ask(&mut s, Ask::Attack);
    assert_eq!(
        def(&s, ANA),
        Action::Attack {
            attack: skald::games::joms::effect::AttackType::Rng
        },
        "Gunnar rng 4 = mel 4, but the nokk resists mel"
    );
    hand(&mut s, ANA, &["b.3_2", "b.5_1", "b.1_0", "b.2_0"]);
    s.round = 1;
    ask(&mut s, Ask::Discard { n: 1 });
    assert_eq!(
        def(&s, ANA),
        Action::Discard {
            card: card("b.2_0")
        }
    );
    s.round = 0;
    assert_eq!(
        def(&s, ANA),
        Action::Discard {
            card: card("b.5_1")
        }
    );
    ask(&mut s, Ask::Turn { passes: 0 });
    assert_eq!(def(&s, ANA), Action::Pass);
    ask(
        &mut s,
        Ask::AttackCard {
            cards: [Special, Basic],
        },
    );
    assert_eq!(def(&s, ANA), Action::AttackCard { index: 1 });
    ask(&mut s, Ask::Plunder);
    assert_eq!(
        def(&s, ANA),
        Action::Plunder {
            token: skald::games::joms::effect::Gain::Gullveig
        }
    );
}

#[test]
fn every_decision_has_a_legal_default_and_a_game_replays_from_its_seed() {
    // R-TABLE-1: on expiry the R-DECIDE default is applied: every pending decision has a
    // legal one, and defaults alone finish a game. R-TABLE-4: seed + actions replay the
    // game. R-TABLE-3: a bot sees only its seat's view: a determinized state keeps what the
    // seat knows (its hand, every public thing).
    let (mut s, _) = Joms::new_game(settings(3, Mode::Competitive), 77).expect("a game");
    let start = s.clone();
    let mut log = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for step in 0..100_000 {
        if Joms::outcome(&s).is_some() {
            break;
        }
        assert!(step < 99_999, "the game ends");
        let (seat, _) = Joms::pending(&s)[0].clone();
        let a = Joms::default_action(&s, seat).expect("a default");
        assert!(Joms::legal_actions(&s, seat).contains(&a));
        if step % 50 == 0 && s.phase == Phase::Fight {
            let guess = Joms::determinize(&s, Some(seat), &mut rng);
            assert_eq!(
                view(&guess, Some(seat)).players,
                view(&s, Some(seat)).players
            );
        }
        Joms::apply(&mut s, seat, &a).expect("the default is accepted");
        log.push((seat, a));
    }
    assert_eq!(s.phase, Phase::Over);
    let mut again = start;
    for (seat, a) in &log {
        Joms::apply(&mut again, *seat, a).expect("replayed");
    }
    assert_eq!(again, s);
    // Random legal answers too.
    let (mut r, _) = Joms::new_game(settings(2, Mode::Competitive), 8).expect("a game");
    for _ in 0..300 {
        if Joms::outcome(&r).is_some() {
            break;
        }
        let (seat, _) = Joms::pending(&r)[0].clone();
        let a = Joms::legal_actions(&r, seat)
            .choose(&mut rng)
            .expect("legal")
            .clone();
        Joms::apply(&mut r, seat, &a).expect("accepted");
    }
}

#[test]
fn a_fate_is_one_and_tokens_have_no_limit() {
    // R-COMP-2: a character holds at most 1 fate, a further fate does nothing; token supplies
    // are unlimited (more Thor than the box's 15).
    let mut s = scene(&["ch.gunnar", "ch.astrid", "ch.ragna"]);
    for (seat, t) in [(ANA, Mel), (BO, Mag), (CY, Mel)] {
        fights(&mut s, seat, "m.draugr", t);
    }
    pm(&mut s, BO).fate = true;
    pm(&mut s, ANA).thor = 15;
    hand(&mut s, ANA, &["c.fatum", "c.blogoslawienstwo"]);
    basic_attacks(&mut s);
    at_turns(&mut s);
    let ev = round_card(
        &mut s,
        ANA,
        "c.fatum",
        Choice {
            targets: vec![BO],
            ..Choice::default()
        },
    );
    assert!(p(&s, BO).fate);
    assert!(!ev.iter().any(|e| matches!(e, Event::Fate { .. })));
    pass_round(&mut s);
    round_card(&mut s, ANA, "c.blogoslawienstwo", Choice::default());
    assert_eq!(p(&s, ANA).thor, 16);
}
