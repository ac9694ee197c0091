//! Rules tests for warrior assignment, combat resolution, fights, journeys, leaders, runes,
//! cleanup, final scoring and the digital-table guarantees; rule ids are those of midgard.md.

use crate::support;
use support::*;

use skald::games::midgard::ai::{play_game, BotInput, BotKind};
use skald::games::midgard::cards::ShipId;
use skald::games::midgard::combat;
use skald::games::midgard::event::{Goods, LossCause};
use skald::games::midgard::scoring::{blame_penalty, destiny_value, score, winners};
use skald::games::midgard::state::{Fight, Foe, JourneyCard, OwnedRune, Phase, Sub};
use skald::games::midgard::*;

const SW: DieKind = DieKind::Swordsman;
const SP: DieKind = DieKind::Spearman;
const AX: DieKind = DieKind::Axeman;
use Face::{Blank, Double, Shield, Weapon};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// A journey card made for a test (copy 99 is never dealt from a real deck).
fn card(kind: JourneyKind) -> JourneyCard {
    JourneyCard { kind, copy: 99 }
}

/// Gives `seat` exactly these dice, moving the difference to or from the supply.
fn set_dice(s: &mut State, seat: Seat, dice: Dice) {
    let old = s.players[seat as usize].dice;
    let supply = s.board.supply.plus(&old);
    assert!(dice.fits_in(&supply), "the supply lacks {dice:?}");
    s.board.supply = supply.minus(&dice);
    s.players[seat as usize].dice = dice;
}

fn rune(r: Rune) -> OwnedRune {
    OwnedRune {
        rune: r,
        used: false,
    }
}

/// A revised game at round 1's placement with every player plain (no favor, runes, dice,
/// food, wood or coins), the neutral leader Gylfir, and known unbarred enemies and calm seas.
fn arena(seats: u8, first: Seat) -> State {
    let mut settings = Settings::new(seats);
    settings.first_player = Some(first);
    arena_with(settings)
}

fn arena_with(settings: Settings) -> State {
    let mut s = started_with(settings, 11);
    for seat in 0..s.seats() {
        plain(&mut s, seat);
        set_dice(&mut s, seat, Dice::NONE);
        let p = &mut s.players[seat as usize];
        p.leader = Some(Leader::Gylfir);
        p.food = 0;
        p.wood = 0;
        p.coins = 0;
        p.blame = 0;
    }
    s.board.troll = Some(troll("troll.young_troll"));
    s.board.draugr = [
        Some(draugr("draugr.barrow_wight")),
        Some(draugr("draugr.bog_corpse")),
    ];
    let monsters = [
        "monster.nokken",
        "monster.lindworm",
        "monster.fire_wyrm",
        "monster.sea_serpent",
    ];
    for (i, land) in s.board.lands.iter_mut().enumerate() {
        if land.active {
            land.journey = Some(card(JourneyKind::Calm));
            land.monster = Some(monster(monsters[i]));
            land.monster_coins = 0;
        }
    }
    s
}

#[derive(Clone, Copy)]
enum Spot {
    At(Location),
    /// A longship (small, large or private) sailing to a land.
    Ship(Location, u8),
}
use Location::{
    DraugrLeft, DraugrRight, HuntingGrounds, LongshipLarge, LongshipSmall, PrivateLongship,
    ShamansHut, Smokehouse, Troll,
};
use Spot::{At, Ship};

/// Every worker of the round: each seat places exactly these, in this order.
fn setup(s: &mut State, spots: &[(Seat, Spot)]) -> Vec<Event> {
    let round = s.round;
    for p in &mut s.players {
        p.workers = 0;
        p.placed = 0;
    }
    for &(seat, _) in spots {
        s.players[seat as usize].workers += 1;
    }
    let mut events = Vec::new();
    for &(seat, spot) in spots {
        give_turn(s, seat);
        match spot {
            At(l) => events.extend(place(s, seat, loc(l))),
            Ship(l, land) => {
                if l == LongshipLarge {
                    s.players[seat as usize].coins += 1;
                }
                events.extend(place(s, seat, loc(l)));
                if matches!(
                    s.phase,
                    Phase::Placement {
                        sub: Some(Sub::Sail { .. }),
                        ..
                    }
                ) {
                    events.extend(play(s, seat, Action::Sail { land }));
                }
                assert!(
                    events.iter().any(|e| matches!(
                        e,
                        Event::Sailed { seat: who, land: to, .. } if *who == seat && *to == land
                    )),
                    "seat {seat} sails to land {land}"
                );
            }
        }
    }
    assert!(
        !matches!(s.phase, Phase::Placement { .. }) || s.round != round,
        "placement should be over"
    );
    events
}

fn assign(s: &mut State, seat: Seat, target: Target, dice: Dice) {
    for kind in DieKind::ALL {
        for _ in 0..dice.get(kind) {
            play(s, seat, Action::AssignDie { target, kind });
        }
    }
}

fn load(s: &mut State, seat: Seat, land: u8, food: u8) {
    for _ in 0..food {
        play(s, seat, Action::LoadFood { land });
    }
}

fn confirm(s: &mut State, seat: Seat) -> Vec<Event> {
    play(s, seat, Action::ConfirmAssignment)
}

/// One seat alone sails the large longship (capacity 10) to `land` with these dice and food
/// (all aboard) and confirms.
fn voyage(s: &mut State, seat: Seat, land: u8, dice: Dice, food: u8) -> Vec<Event> {
    set_dice(s, seat, dice);
    s.players[seat as usize].food = food;
    setup(s, &[(seat, Ship(LongshipLarge, land))]);
    assign(s, seat, Target::Land(land), dice);
    load(s, seat, land, food);
    confirm(s, seat)
}

/// One seat alone fights the troll with these dice (favor 1 so each roll waits).
fn troll_fight(s: &mut State, seat: Seat, troll_id: &str, dice: Dice) -> Vec<Event> {
    s.board.troll = Some(troll(troll_id));
    set_dice(s, seat, dice);
    if s.players[seat as usize].favor == 0 {
        s.players[seat as usize].favor = 1;
    }
    setup(s, &[(seat, At(Troll))]);
    assign(s, seat, Target::Troll, dice);
    confirm(s, seat)
}

/// R-TABLE-1: every open decision's default is one of its legal answers.
fn defaults_are_legal(s: &State) {
    let open = pending(s);
    assert!(!open.is_empty(), "someone must be deciding");
    for (seat, d) in open {
        let a = default_action(s, seat).unwrap_or_else(|| panic!("no default for {d:?}"));
        assert!(
            legal_actions(s, seat).contains(&a),
            "default {a:?} for {d:?} is not legal"
        );
    }
}

fn fight_now(s: &State) -> Fight {
    combat::fight(s).cloned().expect("a fight in progress")
}

/// Forces the faces of the waiting roll and accepts it.
fn roll(s: &mut State, faces: &[(DieKind, Face)]) -> Vec<Event> {
    let seat = fight_now(s).seat;
    set_roll(s, faces);
    play(s, seat, Action::AcceptRoll)
}

fn seats_pending(s: &State) -> Vec<Seat> {
    pending(s).into_iter().map(|(seat, _)| seat).collect()
}

fn fights(events: &[Event]) -> Vec<(Seat, Foe)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::FightStarted { seat, foe, .. } => Some((*seat, *foe)),
            _ => None,
        })
        .collect()
}

/// (damage, shields, losses, total damage) of every combat round.
fn rounds(events: &[Event]) -> Vec<(u8, u8, u8, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CombatRound {
                damage,
                shields,
                losses,
                total_damage,
                ..
            } => Some((*damage, *shields, *losses, *total_damage)),
            _ => None,
        })
        .collect()
}

fn lost(events: &[Event]) -> Vec<(Seat, Dice, LossCause)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::DiceLost { seat, dice, cause } => Some((*seat, *dice, *cause)),
            _ => None,
        })
        .collect()
}

fn food_lost(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::FoodLost { food, .. } => Some(*food),
            _ => None,
        })
        .collect()
}

fn position(events: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    events
        .iter()
        .position(pred)
        .expect("the expected event happened")
}

fn is_monster(foe: Foe) -> bool {
    matches!(foe, Foe::Monster { .. })
}

// ---------------------------------------------------------------------------------------------
// Warrior assignment
// ---------------------------------------------------------------------------------------------

#[test]
fn assign_only_holders_assign_capacity_is_dice_plus_food_and_zero_dice_is_allowed() {
    // R-ASSIGN-1
    let mut s = arena(3, 0);
    set_dice(&mut s, 0, Dice::new(2, 0, 0));
    set_dice(&mut s, 1, Dice::new(1, 0, 0));
    set_dice(&mut s, 2, Dice::new(0, 0, 6));
    s.players[2].food = 3;
    setup(
        &mut s,
        &[
            (0, At(Troll)),
            (1, At(HuntingGrounds)),
            (2, Ship(LongshipSmall, 0)),
        ],
    );
    // Only the troll's and the ship's holders assign; the hunter does not.
    assert_eq!(seats_pending(&s), vec![0, 2]);
    assert!(pending(&s).iter().all(|(_, d)| *d == Decision::Assign));
    refused(
        &mut s,
        1,
        Action::AssignDie {
            target: Target::Troll,
            kind: SW,
        },
        RuleError::NotYourDecision,
    );
    refused(
        &mut s,
        0,
        Action::AssignDie {
            target: Target::Land(0),
            kind: SW,
        },
        RuleError::InvalidTarget,
    );
    refused(
        &mut s,
        0,
        Action::AssignDie {
            target: Target::Troll,
            kind: AX,
        },
        RuleError::NotEnough,
    );
    // The small longship holds 5: dice and food together.
    assign(&mut s, 2, Target::Land(0), Dice::new(0, 0, 4));
    load(&mut s, 2, 0, 1);
    refused(
        &mut s,
        2,
        Action::AssignDie {
            target: Target::Land(0),
            kind: AX,
        },
        RuleError::OverCapacity,
    );
    refused(
        &mut s,
        2,
        Action::LoadFood { land: 0 },
        RuleError::OverCapacity,
    );
    play(&mut s, 2, Action::UnloadFood { land: 0 });
    play(
        &mut s,
        2,
        Action::AssignDie {
            target: Target::Land(0),
            kind: AX,
        },
    );
    assert_eq!(s.players[2].assigned[Target::Land(0).index()].total(), 5);
    refused(
        &mut s,
        2,
        Action::LoadFood { land: 0 },
        RuleError::OverCapacity,
    );
    play(
        &mut s,
        2,
        Action::UnassignDie {
            target: Target::Land(0),
            kind: AX,
        },
    );
    load(&mut s, 2, 0, 1);
    confirm(&mut s, 2);
    // Seat 0 confirms with no die on the troll: allowed, and the troll is not fought.
    let ev = confirm(&mut s, 0);
    assert!(
        !fights(&ev)
            .iter()
            .any(|(_, f)| matches!(f, Foe::Troll { .. })),
        "a troll with no dice assigned is not fought: {ev:?}"
    );
    assert!(ev.iter().any(|e| matches!(e, Event::TrollEscaped { .. })));
    assert_eq!(s.players[0].dice, Dice::new(2, 0, 0), "seat 0 lost nothing");
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::AssignmentsRevealed { assignments }
            if assignments.contains(&(2, Target::Land(0), Dice::new(0, 0, 4), 1))
                && assignments.contains(&(0, Target::Troll, Dice::NONE, 0))
    )));
}

#[test]
fn assign_simultaneous_then_turn_order_on_demand_with_locked_confirmations() {
    // R-ASSIGN-2
    let mut s = arena(3, 1);
    for seat in 0..3 {
        set_dice(&mut s, seat, Dice::new(2, 0, 0));
    }
    setup(
        &mut s,
        &[(1, At(Troll)), (2, At(DraugrLeft)), (0, At(DraugrRight))],
    );
    // Simultaneous: everyone holding a fight may act, listed from the first player.
    assert_eq!(seats_pending(&s), vec![1, 2, 0]);
    assign(&mut s, 0, Target::DraugrRight, Dice::new(1, 0, 0));
    confirm(&mut s, 0);
    assign(&mut s, 2, Target::DraugrLeft, Dice::new(1, 0, 0));
    let ev = play(&mut s, 2, Action::DemandTurnOrder);
    assert!(ev.contains(&Event::TurnOrderDemanded { seat: 2 }));
    // Turn order from the first player (seat 1); seat 0 confirmed before the demand: locked.
    assert_eq!(seats_pending(&s), vec![1]);
    refused(
        &mut s,
        2,
        Action::AssignDie {
            target: Target::DraugrLeft,
            kind: SW,
        },
        RuleError::NotYourDecision,
    );
    refused(
        &mut s,
        0,
        Action::UnassignDie {
            target: Target::DraugrRight,
            kind: SW,
        },
        RuleError::NotYourDecision,
    );
    refused(&mut s, 1, Action::DemandTurnOrder, RuleError::WrongDecision);
    assign(&mut s, 1, Target::Troll, Dice::new(2, 0, 0));
    confirm(&mut s, 1);
    assert_eq!(seats_pending(&s), vec![2]);
    // Seat 2 now assigns after seeing seat 1's confirmed assignment.
    let v = view(&s, Viewer::Seat(2));
    assert_eq!(
        v.players[1].assigned,
        Some(vec![(Target::Troll, Dice::new(2, 0, 0), 0)])
    );
    assert!(v.assigning_in_turn_order);
    // Seat 2's choice made before the demand is kept.
    assert_eq!(
        s.players[2].assigned[Target::DraugrLeft.index()],
        Dice::new(1, 0, 0)
    );
    let ev = confirm(&mut s, 2);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::AssignmentsRevealed { assignments }
            if assignments.contains(&(0, Target::DraugrRight, Dice::new(1, 0, 0), 0))
                && assignments.contains(&(1, Target::Troll, Dice::new(2, 0, 0), 0))
                && assignments.contains(&(2, Target::DraugrLeft, Dice::new(1, 0, 0), 0))
    )));
}

#[test]
fn assign_barred_kind_is_refused_on_trolls_and_draugr() {
    // R-ASSIGN-3
    let mut s = arena(2, 0);
    s.board.troll = Some(troll("troll.river_troll")); // bars spearmen
    s.board.draugr[0] = Some(draugr("draugr.mound_dweller")); // bars axemen
    set_dice(&mut s, 0, Dice::new(1, 1, 1));
    setup(&mut s, &[(0, At(Troll)), (0, At(DraugrLeft))]);
    refused(
        &mut s,
        0,
        Action::AssignDie {
            target: Target::Troll,
            kind: SP,
        },
        RuleError::BarredDieKind,
    );
    refused(
        &mut s,
        0,
        Action::AssignDie {
            target: Target::DraugrLeft,
            kind: AX,
        },
        RuleError::BarredDieKind,
    );
    assert!(!legal_actions(&s, 0).contains(&Action::AssignDie {
        target: Target::Troll,
        kind: SP
    }));
    play(
        &mut s,
        0,
        Action::AssignDie {
            target: Target::Troll,
            kind: AX,
        },
    );
    play(
        &mut s,
        0,
        Action::AssignDie {
            target: Target::DraugrLeft,
            kind: SP,
        },
    );
    assert_eq!(s.players[0].assigned[0], Dice::new(0, 0, 1));
    assert_eq!(s.players[0].assigned[1], Dice::new(0, 1, 0));
}

#[test]
fn assign_barred_kind_sails_absorbs_journey_losses_is_fed_then_dies_before_the_monster() {
    // R-ASSIGN-3, R-RESOLVE-4 (c)
    let mut s = arena(2, 0);
    s.board.lands[0].monster = Some(monster("monster.fenris_cubs")); // bars swordsmen
    s.board.lands[0].journey = Some(card(JourneyKind::Whirlpool));
    s.players[0].favor = 1;
    s.players[0].runes = vec![rune(Rune::Healing)];
    let ev1 = voyage(&mut s, 0, 0, Dice::new(2, 0, 2), 2);
    // The ship carried swordsmen: the whirlpool asks which warrior to lose.
    assert_eq!(
        pending(&s),
        vec![(
            0,
            Decision::ShipLoss {
                count: 1,
                food: false
            }
        )]
    );
    let ev2 = play(
        &mut s,
        0,
        Action::ShipLoss {
            dice: Dice::new(1, 0, 0),
            food: 0,
        },
    );
    let ev: Vec<Event> = ev1.into_iter().chain(ev2).collect();
    // 3 warriors on a near land eat 2 food: all fed; then the barred swordsman dies.
    assert_eq!(
        lost(&ev),
        vec![
            (0, Dice::new(1, 0, 0), LossCause::Journey),
            (0, Dice::new(1, 0, 0), LossCause::Barred)
        ]
    );
    let feed = position(&ev, |e| matches!(e, Event::FoodLost { food: 2, .. }));
    let barred = position(&ev, |e| {
        matches!(
            e,
            Event::DiceLost {
                cause: LossCause::Barred,
                ..
            }
        )
    });
    let fight = position(&ev, |e| matches!(e, Event::FightStarted { .. }));
    assert!(feed < barred && barred < fight);
    let f = fight_now(&s);
    assert!(is_monster(f.foe));
    assert_eq!(f.roll.len(), 2);
    assert!(f.roll.iter().all(|d| d.kind == AX));
    assert_eq!(s.players[0].dice, Dice::new(0, 0, 2));
    // R-RUNE Healing is never offered for journey or barred-dice deaths.
    assert!(!s.players[0].runes[0].used);
}

#[test]
fn assign_unassigned_dice_hunt_only_with_a_worker_on_the_hunting_grounds() {
    // R-ASSIGN-4
    let mut s = arena(2, 0);
    set_dice(&mut s, 0, Dice::new(0, 0, 3));
    set_dice(&mut s, 1, Dice::new(2, 0, 0));
    s.players[0].favor = 1;
    setup(
        &mut s,
        &[(0, At(Troll)), (0, At(HuntingGrounds)), (1, At(Smokehouse))],
    );
    assign(&mut s, 0, Target::Troll, Dice::new(0, 0, 2));
    let ev = confirm(&mut s, 0);
    assert_eq!(fights(&ev), vec![(0, Foe::Hunt)]);
    assert!(ev.contains(&Event::FightStarted {
        seat: 0,
        foe: Foe::Hunt,
        dice: Dice::new(0, 0, 1)
    }));
    let food = s.players[0].food;
    let ev = roll(&mut s, &[(AX, Double)]);
    assert!(ev.contains(&Event::Hunted { seat: 0, food: 2 }));
    assert_eq!(s.players[0].food, food + 2);
    // Seat 1 kept two dice at home but has no worker hunting: no hunt.
    assert!(!fights(&ev).iter().any(|(seat, _)| *seat == 1));
    let f = fight_now(&s);
    assert!(matches!(f.foe, Foe::Troll { .. }));
    assert_eq!(f.roll.len(), 2);
}

#[test]
fn assign_unconfirmed_assignments_are_secret_until_everyone_confirmed() {
    // R-ASSIGN-5, R-TABLE-2 (unconfirmed assignments hidden from others)
    let mut s = arena(2, 0);
    set_dice(&mut s, 0, Dice::new(2, 0, 0));
    set_dice(&mut s, 1, Dice::new(1, 0, 0));
    s.players[0].favor = 1;
    setup(&mut s, &[(0, At(Troll)), (1, At(DraugrLeft))]);
    let ev = play(
        &mut s,
        0,
        Action::AssignDie {
            target: Target::Troll,
            kind: SW,
        },
    );
    let assigned = ev
        .iter()
        .find(|e| matches!(e, Event::Assigned { .. }))
        .expect("an assignment event");
    assert_eq!(
        *assigned,
        Event::Assigned {
            seat: 0,
            target: Target::Troll,
            dice: Dice::new(1, 0, 0),
            food: 0,
            secret: true
        }
    );
    assert_eq!(assigned.secret_for(), Some(0));
    let mine = Some(vec![(Target::Troll, Dice::new(1, 0, 0), 0)]);
    assert_eq!(view(&s, Viewer::Seat(0)).players[0].assigned, mine);
    assert_eq!(view(&s, Viewer::Seat(1)).players[0].assigned, None);
    assert_eq!(view(&s, Viewer::Public).players[0].assigned, None);
    confirm(&mut s, 0);
    // Confirmed, but not everyone has: still hidden.
    assert_eq!(view(&s, Viewer::Seat(1)).players[0].assigned, None);
    assign(&mut s, 1, Target::DraugrLeft, Dice::new(1, 0, 0));
    let ev = confirm(&mut s, 1);
    let revealed = ev
        .iter()
        .find(|e| matches!(e, Event::AssignmentsRevealed { .. }))
        .expect("assignments revealed");
    assert_eq!(revealed.secret_for(), None);
    assert_eq!(
        *revealed,
        Event::AssignmentsRevealed {
            assignments: vec![
                (0, Target::Troll, Dice::new(1, 0, 0), 0),
                (1, Target::DraugrLeft, Dice::new(1, 0, 0), 0)
            ]
        }
    );
    // The troll fight waits on seat 0's roll: assignments are now public.
    assert!(matches!(fight_now(&s).foe, Foe::Troll { .. }));
    assert_eq!(view(&s, Viewer::Seat(1)).players[0].assigned, mine);
    assert_eq!(view(&s, Viewer::Public).players[0].assigned, mine);
}

/// Which seats' assignments `viewer` sees.
fn sees_assignments(s: &State, viewer: Viewer) -> Vec<Seat> {
    view(s, viewer)
        .players
        .iter()
        .filter(|p| p.assigned.is_some())
        .map(|p| p.seat)
        .collect()
}

#[test]
fn assign_in_turn_order_each_sees_only_earlier_and_locked_assignments() {
    // R-ASSIGN-5, R-ASSIGN-2, R-TABLE-2: after a demand for turn order, an unconfirmed
    // assignment made in secret stays its owner's until that owner's turn comes.
    let mut s = arena(4, 0);
    for seat in 0..4 {
        set_dice(&mut s, seat, Dice::new(2, 0, 0));
    }
    s.players[0].favor = 1;
    setup(
        &mut s,
        &[
            (0, At(Troll)),
            (1, At(DraugrLeft)),
            (2, At(DraugrRight)),
            (3, Ship(LongshipSmall, 0)),
        ],
    );
    // Seat 3 assigns in secret and does not confirm; seat 2 confirms (locked); seat 1 demands.
    assign(&mut s, 3, Target::Land(0), Dice::new(2, 0, 0));
    assign(&mut s, 2, Target::DraugrRight, Dice::new(1, 0, 0));
    confirm(&mut s, 2);
    assign(&mut s, 1, Target::DraugrLeft, Dice::new(1, 0, 0));
    for seat in 0..4 {
        assert_eq!(sees_assignments(&s, Viewer::Seat(seat)), vec![seat]);
    }
    assert_eq!(sees_assignments(&s, Viewer::Public), Vec::<Seat>::new());
    play(&mut s, 1, Action::DemandTurnOrder);
    // Seat 0 holds the marker and assigns first, in the open: everyone sees its assignment
    // and the locked one of seat 2; seats 1 and 3 (not yet their turn) only their own.
    assert_eq!(seats_pending(&s), vec![0]);
    assert_eq!(sees_assignments(&s, Viewer::Public), vec![0, 2]);
    assert_eq!(sees_assignments(&s, Viewer::Seat(0)), vec![0, 2]);
    assert_eq!(sees_assignments(&s, Viewer::Seat(1)), vec![0, 1, 2]);
    assert_eq!(sees_assignments(&s, Viewer::Seat(2)), vec![0, 2]);
    assert_eq!(sees_assignments(&s, Viewer::Seat(3)), vec![0, 2, 3]);
    assign(&mut s, 0, Target::Troll, Dice::new(2, 0, 0));
    confirm(&mut s, 0);
    // Seat 1's turn: seat 3 still hidden from everyone but itself.
    assert_eq!(seats_pending(&s), vec![1]);
    assert_eq!(sees_assignments(&s, Viewer::Public), vec![0, 1, 2]);
    for seat in 0..3 {
        assert_eq!(sees_assignments(&s, Viewer::Seat(seat)), vec![0, 1, 2]);
    }
    assert_eq!(sees_assignments(&s, Viewer::Seat(3)), vec![0, 1, 2, 3]);
    assert_eq!(
        view(&s, Viewer::Seat(1)).players[3].assigned,
        None,
        "seat 3's secret dice stay secret"
    );
    confirm(&mut s, 1);
    // Seat 3's turn comes (seat 2 is locked): now it assigns in the open.
    assert_eq!(seats_pending(&s), vec![3]);
    for viewer in (0..4).map(Viewer::Seat).chain([Viewer::Public]) {
        assert_eq!(sees_assignments(&s, viewer), vec![0, 1, 2, 3], "{viewer:?}");
    }
}

#[test]
fn assign_turn_order_starts_from_whoever_holds_the_marker_now() {
    // R-ASSIGN-2: the marker taken at the Jarl's Longhouse this round; R-PLACE-5 keeps this
    // round's placement order, but turn-order assignment starts from the new holder.
    let mut s = arena(3, 0);
    for seat in 0..3 {
        set_dice(&mut s, seat, Dice::new(1, 0, 0));
    }
    setup(
        &mut s,
        &[
            (0, At(Troll)),
            (1, At(DraugrLeft)),
            (2, At(Location::JarlsLonghouse)),
            (2, At(DraugrRight)),
        ],
    );
    assert_eq!((s.round_first, s.marker), (0, 2));
    play(&mut s, 0, Action::DemandTurnOrder);
    assert_eq!(seats_pending(&s), vec![2]);
    refused(
        &mut s,
        0,
        Action::ConfirmAssignment,
        RuleError::NotYourDecision,
    );
    confirm(&mut s, 2);
    assert_eq!(seats_pending(&s), vec![0]);
    confirm(&mut s, 0);
    assert_eq!(seats_pending(&s), vec![1]);
    confirm(&mut s, 1);
    assert!(matches!(
        s.phase,
        Phase::Resolution { .. } | Phase::Placement { .. }
    ));
}

// ---------------------------------------------------------------------------------------------
// Combat resolution
// ---------------------------------------------------------------------------------------------

#[test]
fn resolve_hunt_gains_damage_as_food_capped_at_six_with_favor_rerolls() {
    // R-RESOLVE-1
    let mut s = arena(2, 0);
    set_dice(&mut s, 0, Dice::new(0, 0, 4));
    s.players[0].favor = 2;
    setup(&mut s, &[(0, At(HuntingGrounds))]);
    let f = fight_now(&s);
    assert_eq!((f.seat, f.foe, f.roll.len()), (0, Foe::Hunt, 4));
    set_roll(&mut s, &[(AX, Blank); 4]);
    let ev = play(&mut s, 0, Action::Reroll { dice: 0b0011 });
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Rerolled { dice: 3, .. })));
    assert_eq!(s.players[0].favor, 1);
    let f = fight_now(&s);
    assert_eq!(f.roll[2].face, Blank);
    assert_eq!(f.roll[3].face, Blank);
    let ev = roll(&mut s, &[(AX, Double); 4]);
    assert!(ev.contains(&Event::Hunted { seat: 0, food: 6 }));
    assert_eq!(s.players[0].food, 6, "8 damage is capped at 6 food");
    assert!(rounds(&ev).is_empty(), "a hunt is not a combat round");
    assert_eq!(
        s.players[0].dice,
        Dice::new(0, 0, 4),
        "hunters lose no dice"
    );
}

#[test]
fn resolve_troll_victor_returns_a_blame_and_names_who_takes_one() {
    // R-RESOLVE-2
    let mut s = arena(3, 0);
    s.players[0].blame = 2;
    troll_fight(&mut s, 0, "troll.young_troll", Dice::new(0, 0, 2));
    let ev = roll(&mut s, &[(AX, Double), (AX, Double)]);
    assert_eq!(rounds(&ev), vec![(4, 0, 1, 4)]);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Victory { seat: 0, .. })));
    let p = &s.players[0];
    assert_eq!((p.glory, p.wood, p.blame), (3, 1, 1));
    assert_eq!(p.trolls, vec![troll("troll.young_troll")]);
    assert_eq!(s.board.troll, None);
    assert_eq!(pending(&s), vec![(0, Decision::Blame)]);
    defaults_are_legal(&s);
    // The default on timeout is the next seat clockwise.
    assert_eq!(default_action(&s, 0), Some(Action::Blame { seat: 1 }));
    refused(
        &mut s,
        0,
        Action::Blame { seat: 0 },
        RuleError::InvalidTarget,
    );
    refused(
        &mut s,
        0,
        Action::Blame { seat: 3 },
        RuleError::InvalidTarget,
    );
    let ev = play(&mut s, 0, Action::Blame { seat: 2 });
    assert!(ev.contains(&Event::BlameGiven { from: 0, to: 2 }));
    // A defeated troll does not shame the table at cleanup.
    assert!(!ev.iter().any(|e| matches!(e, Event::TrollEscaped { .. })));
    assert_eq!(
        s.players.iter().map(|p| p.blame).collect::<Vec<_>>(),
        vec![1, 0, 1]
    );
    assert_eq!(s.round, 2);
}

#[test]
fn resolve_troll_victor_without_blame_names_the_only_other_player_automatically() {
    // R-RESOLVE-2 (two seats: the only possible answer is played)
    let mut s = arena(2, 0);
    troll_fight(&mut s, 0, "troll.young_troll", Dice::new(0, 0, 3));
    let ev = roll(&mut s, &[(AX, Double), (AX, Double), (AX, Blank)]);
    assert!(ev.contains(&Event::BlameGiven { from: 0, to: 1 }));
    assert_eq!(s.players[0].blame, 0, "no blame to return stays at 0");
    assert_eq!(s.players[1].blame, 1);
}

#[test]
fn resolve_order_hunts_troll_left_draugr_right_draugr_then_lands_left_to_right() {
    // R-RESOLVE (section), R-RESOLVE-3, R-RESOLVE-4
    let mut s = arena(3, 0);
    for seat in 0..3 {
        set_dice(&mut s, seat, Dice::new(0, 0, 2));
        s.players[seat as usize].food = 1;
    }
    setup(
        &mut s,
        &[
            (1, Ship(LongshipSmall, 2)),
            (2, Ship(LongshipLarge, 0)),
            (1, At(DraugrRight)),
            (2, At(DraugrLeft)),
            (0, At(Troll)),
            (0, At(HuntingGrounds)),
        ],
    );
    assign(&mut s, 0, Target::Troll, Dice::new(0, 0, 1));
    assign(&mut s, 1, Target::DraugrRight, Dice::new(0, 0, 1));
    assign(&mut s, 1, Target::Land(2), Dice::new(0, 0, 1));
    load(&mut s, 1, 2, 1);
    assign(&mut s, 2, Target::DraugrLeft, Dice::new(0, 0, 1));
    assign(&mut s, 2, Target::Land(0), Dice::new(0, 0, 1));
    load(&mut s, 2, 0, 1);
    confirm(&mut s, 0);
    confirm(&mut s, 1);
    let ev = confirm(&mut s, 2);
    let order: Vec<(Seat, Foe)> = fights(&ev);
    let troll_card = troll("troll.young_troll");
    assert_eq!(
        order,
        vec![
            (0, Foe::Hunt),
            (0, Foe::Troll { card: troll_card }),
            (
                2,
                Foe::Draugr {
                    side: 0,
                    card: draugr("draugr.barrow_wight")
                }
            ),
            (
                1,
                Foe::Draugr {
                    side: 1,
                    card: draugr("draugr.bog_corpse")
                }
            ),
            (
                2,
                Foe::Monster {
                    land: 0,
                    card: monster("monster.nokken")
                }
            ),
            (
                1,
                Foe::Monster {
                    land: 2,
                    card: monster("monster.fire_wyrm")
                }
            ),
        ]
    );
    // Land 1 is fully resolved (journey, feeding, monster) before land 3's card is revealed.
    let reveal0 = position(&ev, |e| matches!(e, Event::JourneyRevealed { land: 0, .. }));
    let monster0 = position(&ev, |e| {
        matches!(
            e,
            Event::FightStarted {
                foe: Foe::Monster { land: 0, .. },
                ..
            }
        )
    });
    let reveal2 = position(&ev, |e| matches!(e, Event::JourneyRevealed { land: 2, .. }));
    let draugr_right = position(&ev, |e| {
        matches!(
            e,
            Event::FightStarted {
                foe: Foe::Draugr { side: 1, .. },
                ..
            }
        )
    });
    assert!(draugr_right < reveal0 && reveal0 < monster0 && monster0 < reveal2);
}

#[test]
fn resolve_ship_without_warriors_reveals_and_discards_its_card_without_effect() {
    // R-RESOLVE-4 (a)
    let mut s = arena(2, 0);
    s.board.lands[0].journey = Some(card(JourneyKind::Lost));
    set_dice(&mut s, 0, Dice::new(0, 0, 1));
    s.players[0].food = 2;
    setup(&mut s, &[(0, Ship(LongshipSmall, 0))]);
    load(&mut s, 0, 0, 2);
    let ev = confirm(&mut s, 0);
    assert!(ev.contains(&Event::JourneyRevealed {
        land: 0,
        card: card(JourneyKind::Lost)
    }));
    assert!(s.decks.journey_discard.contains(&card(JourneyKind::Lost)));
    assert!(fights(&ev).is_empty(), "no warriors: no monster fight");
    assert!(lost(&ev).is_empty());
    assert_eq!(
        food_lost(&ev),
        vec![2],
        "the food aboard returns to the supply"
    );
    assert_eq!(s.players[0].food, 0);
    assert_eq!(s.players[0].dice, Dice::new(0, 0, 1));
}

#[test]
fn resolve_feeding_near_land_one_food_per_two_warriors_owner_picks_the_starving() {
    // R-RESOLVE-4 (b), R-COMBAT-3 (default loss order)
    let mut s = arena(2, 0);
    s.players[0].favor = 1;
    let ev = voyage(&mut s, 0, 0, Dice::new(1, 1, 1), 1);
    assert_eq!(food_lost(&ev), vec![1]);
    defaults_are_legal(&s);
    assert_eq!(
        pending(&s),
        vec![(
            0,
            Decision::ShipLoss {
                count: 1,
                food: false
            }
        )]
    );
    // Default: the die with the lowest expected damage (a swordsman).
    assert_eq!(
        default_action(&s, 0),
        Some(Action::ShipLoss {
            dice: Dice::new(1, 0, 0),
            food: 0
        })
    );
    refused(
        &mut s,
        0,
        Action::ShipLoss {
            dice: Dice::NONE,
            food: 1,
        },
        RuleError::NotEnough,
    );
    refused(
        &mut s,
        0,
        Action::ShipLoss {
            dice: Dice::new(0, 0, 2),
            food: 0,
        },
        RuleError::NotEnough,
    );
    refused(
        &mut s,
        0,
        Action::ShipLoss {
            dice: Dice::new(1, 1, 0),
            food: 0,
        },
        RuleError::InvalidAmount,
    );
    let ev = play(
        &mut s,
        0,
        Action::ShipLoss {
            dice: Dice::new(0, 0, 1),
            food: 0,
        },
    );
    assert_eq!(
        lost(&ev),
        vec![(0, Dice::new(0, 0, 1), LossCause::Starvation)]
    );
    let f = fight_now(&s);
    assert!(is_monster(f.foe));
    assert_eq!(
        f.roll.iter().map(|d| d.kind).collect::<Vec<_>>(),
        vec![SW, SP]
    );
}

#[test]
fn resolve_feeding_far_land_one_food_per_warrior_and_all_food_returns() {
    // R-RESOLVE-4 (b), R-PREP-8 (land 3 is far)
    let mut s = arena(2, 0);
    assert!(!s.board.lands[2].near);
    s.players[0].favor = 1;
    let ev = voyage(&mut s, 0, 2, Dice::new(0, 0, 3), 2);
    assert_eq!(food_lost(&ev), vec![2]);
    assert_eq!(
        lost(&ev),
        vec![(0, Dice::new(0, 0, 1), LossCause::Starvation)]
    );
    assert_eq!(fight_now(&s).roll.len(), 2);

    // Near land, surplus food: every food aboard goes back to the supply.
    let mut s = arena(2, 0);
    s.players[0].favor = 1;
    set_dice(&mut s, 0, Dice::new(0, 0, 2));
    s.players[0].food = 5;
    setup(&mut s, &[(0, Ship(LongshipSmall, 1))]);
    assign(&mut s, 0, Target::Land(1), Dice::new(0, 0, 2));
    load(&mut s, 0, 1, 3);
    let ev = confirm(&mut s, 0);
    assert_eq!(food_lost(&ev), vec![3]);
    assert!(lost(&ev).is_empty());
    assert_eq!(s.players[0].food, 2);
    assert_eq!(fight_now(&s).roll.len(), 2);
}

#[test]
fn resolve_several_hunters_in_turn_order_from_the_first_player() {
    // R-RESOLVE-5
    let mut s = arena(3, 1);
    for seat in 0..3 {
        set_dice(&mut s, seat, Dice::new(0, 0, 1));
    }
    let ev = setup(
        &mut s,
        &[
            (0, At(HuntingGrounds)),
            (2, At(HuntingGrounds)),
            (1, At(HuntingGrounds)),
        ],
    );
    let hunters: Vec<Seat> = ev
        .iter()
        .filter_map(|e| match e {
            Event::Hunted { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(hunters, vec![1, 2, 0]);
}

// ---------------------------------------------------------------------------------------------
// A fight
// ---------------------------------------------------------------------------------------------

#[test]
fn combat_damage_accumulates_over_the_rounds_of_one_fight() {
    // R-COMBAT (section), R-COMBAT-1
    let mut s = arena(2, 0);
    troll_fight(&mut s, 0, "troll.young_troll", Dice::new(3, 0, 0)); // attack 1, defense 4
    let f = fight_now(&s);
    assert_eq!((f.attack, f.defense), (1, 4));
    let ev = roll(&mut s, &[(SW, Shield), (SW, Weapon), (SW, Double)]);
    assert_eq!(rounds(&ev), vec![(3, 1, 0, 3)]);
    assert_eq!(fight_now(&s).damage, 3);
    let ev = roll(&mut s, &[(SW, Shield), (SW, Weapon), (SW, Blank)]);
    assert_eq!(rounds(&ev), vec![(1, 1, 0, 4)]);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Victory { seat: 0, .. })));
    assert_eq!(s.players[0].glory, 3);
    assert_eq!(s.players[0].dice, Dice::new(3, 0, 0));
}

#[test]
fn combat_rerolls_cost_one_favor_each_and_touch_only_the_chosen_dice() {
    // R-COMBAT-2, R-TABLE-3 (rerolls come from the seeded generator)
    let mut s = arena(2, 0);
    s.players[0].favor = 3;
    troll_fight(&mut s, 0, "troll.troll_hag", Dice::new(2, 0, 0));
    set_roll(&mut s, &[(SW, Blank), (SW, Blank)]);
    refused(
        &mut s,
        0,
        Action::Reroll { dice: 0 },
        RuleError::InvalidAmount,
    );
    refused(
        &mut s,
        0,
        Action::Reroll { dice: 0b100 },
        RuleError::InvalidAmount,
    );
    refused(&mut s, 1, Action::AcceptRoll, RuleError::NotYourDecision);
    let mut twin = s.clone();
    let ev = play(&mut s, 0, Action::Reroll { dice: 0b10 });
    assert_eq!(play(&mut twin, 0, Action::Reroll { dice: 0b10 }), ev);
    assert_eq!(twin, s, "same state, same reroll");
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Rerolled { dice: 2, .. })));
    assert_eq!(s.players[0].favor, 2);
    assert_eq!(
        s.players[0].glory, 0,
        "only Asmundr earns glory by rerolling"
    );
    assert_eq!(fight_now(&s).roll[0].face, Blank, "die 0 was not rerolled");
    // Repeatedly: a second reroll costs a second favor.
    play(&mut s, 0, Action::Reroll { dice: 0b11 });
    assert_eq!(s.players[0].favor, 1);
    assert_eq!(pending(&s), vec![(0, Decision::Roll)]);
    s.players[0].favor = 0;
    refused(&mut s, 0, Action::Reroll { dice: 1 }, RuleError::CannotPay);
}

#[test]
fn combat_weapons_shields_losses_and_the_owners_choice_of_dice() {
    // R-COMBAT-3, R-COMBAT-4
    let mut s = arena(2, 0);
    troll_fight(&mut s, 0, "troll.troll_hag", Dice::new(1, 1, 2)); // attack 3, defense 6
    let ev = roll(
        &mut s,
        &[(SW, Shield), (SP, Weapon), (AX, Double), (AX, Blank)],
    );
    assert_eq!(rounds(&ev), vec![(3, 1, 2, 3)]);
    assert_eq!(pending(&s), vec![(0, Decision::Losses { count: 2 })]);
    assert_eq!(
        default_action(&s, 0),
        Some(Action::LoseDice {
            dice: Dice::new(1, 1, 0)
        }),
        "the default loses the dice with the lowest expected damage"
    );
    defaults_are_legal(&s);
    refused(
        &mut s,
        0,
        Action::LoseDice {
            dice: Dice::new(0, 0, 1),
        },
        RuleError::InvalidAmount,
    );
    refused(
        &mut s,
        0,
        Action::LoseDice {
            dice: Dice::new(2, 0, 0),
        },
        RuleError::NotEnough,
    );
    let axes_in_supply = s.board.supply.axeman;
    let ev = play(
        &mut s,
        0,
        Action::LoseDice {
            dice: Dice::new(0, 0, 2),
        },
    );
    assert_eq!(lost(&ev), vec![(0, Dice::new(0, 0, 2), LossCause::Fight)]);
    assert_eq!(s.board.supply.axeman, axes_in_supply + 2);
    assert_eq!(s.players[0].dice, Dice::new(1, 1, 0));
    assert_eq!(fight_now(&s).roll.len(), 2);
    // A lethal round still costs dice: 4 more damage kills the hag, and 3 losses take both.
    let ev = roll(&mut s, &[(SW, Double), (SP, Double)]);
    assert_eq!(rounds(&ev), vec![(4, 0, 2, 7)]);
    let lose = position(&ev, |e| matches!(e, Event::DiceLost { .. }));
    let win = position(&ev, |e| matches!(e, Event::Victory { .. }));
    assert!(lose < win);
    let p = &s.players[0];
    assert_eq!((p.glory, p.wood, p.dice), (7, 3, Dice::NONE));
    assert_eq!(p.trolls, vec![troll("troll.troll_hag")]);
}

#[test]
fn combat_lethal_round_still_costs_dice() {
    // R-COMBAT-4
    let mut s = arena(2, 0);
    troll_fight(&mut s, 0, "troll.bridge_troll", Dice::new(0, 0, 2)); // attack 2, defense 4
    let ev = roll(&mut s, &[(AX, Double), (AX, Double)]);
    assert_eq!(rounds(&ev), vec![(4, 0, 2, 4)]);
    assert_eq!(lost(&ev), vec![(0, Dice::new(0, 0, 2), LossCause::Fight)]);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Victory { seat: 0, .. })));
    assert_eq!(s.players[0].dice, Dice::NONE);
    assert_eq!(s.players[0].trolls, vec![troll("troll.bridge_troll")]);
    assert_eq!(s.players[0].glory, 4);
}

#[test]
fn combat_draugr_victory_pays_glory_and_coins_defeat_pays_nothing_and_the_enemy_stays() {
    // R-COMBAT-5
    let mut s = arena(2, 0);
    s.board.draugr[1] = Some(draugr("draugr.gold_hoarder")); // 2/4, 3 glory, 3 coins
    set_dice(&mut s, 0, Dice::new(0, 0, 3));
    set_dice(&mut s, 1, Dice::new(1, 0, 0));
    s.players[0].favor = 1;
    s.players[1].favor = 1;
    setup(&mut s, &[(1, At(DraugrLeft)), (0, At(DraugrRight))]);
    assign(&mut s, 0, Target::DraugrRight, Dice::new(0, 0, 3));
    assign(&mut s, 1, Target::DraugrLeft, Dice::new(1, 0, 0));
    confirm(&mut s, 0);
    confirm(&mut s, 1);
    // Seat 1 fights the left draugr (1/3) and loses its only die.
    assert_eq!(fight_now(&s).seat, 1);
    let ev = roll(&mut s, &[(SW, Blank)]);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Defeat { seat: 1, .. })));
    let p1 = &s.players[1];
    assert_eq!((p1.glory, p1.coins, p1.dice), (0, 0, Dice::NONE));
    assert!(p1.draugr.is_empty());
    assert_eq!(s.board.draugr[0], Some(draugr("draugr.barrow_wight")));
    // Seat 0 beats the right one: the card, 3 glory, 3 coins; the surviving axe goes home.
    assert_eq!(fight_now(&s).seat, 0);
    let ev = roll(&mut s, &[(AX, Double), (AX, Double), (AX, Blank)]);
    assert!(ev.contains(&Event::Gained {
        seat: 0,
        goods: Goods {
            glory: 3,
            coins: 3,
            ..Goods::default()
        }
    }));
    let p0 = &s.players[0];
    assert_eq!((p0.glory, p0.coins), (3, 3));
    assert_eq!(p0.draugr, vec![draugr("draugr.gold_hoarder")]);
    assert_eq!(p0.dice, Dice::new(0, 0, 1));
    assert_eq!(p0.assigned_total(), Dice::NONE, "survivors are back home");
}

#[test]
fn combat_monster_defeat_leaves_it_with_a_coin_and_a_later_victory_takes_reward_and_coins() {
    // R-COMBAT-5, R-CLEAN-5
    let mut s = arena(2, 0);
    s.players[0].favor = 1;
    voyage(&mut s, 0, 0, Dice::new(0, 0, 2), 1);
    let f = fight_now(&s);
    assert_eq!((f.attack, f.defense), (2, 6)); // the Nokken
    let ev = roll(&mut s, &[(AX, Double), (AX, Weapon)]);
    assert_eq!(rounds(&ev), vec![(3, 0, 2, 3)]);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Defeat { seat: 0, .. })));
    assert!(ev.contains(&Event::MonsterCoins { land: 0, coins: 1 }));
    assert_eq!(s.round, 2);
    assert_eq!(s.board.lands[0].monster, Some(monster("monster.nokken")));
    assert_eq!(s.board.lands[0].monster_coins, 1);
    assert_eq!((s.players[0].glory, s.players[0].favor), (0, 1));

    // Round 2: the damage of round 1 is gone.
    s.board.lands[0].journey = Some(card(JourneyKind::Calm));
    s.players[0].favor = 1;
    voyage(&mut s, 0, 0, Dice::new(0, 0, 4), 2);
    assert_eq!(fight_now(&s).damage, 0);
    let ev = roll(
        &mut s,
        &[(AX, Double), (AX, Double), (AX, Blank), (AX, Blank)],
    );
    assert_eq!(rounds(&ev), vec![(4, 0, 2, 4)]);
    let ev = roll(&mut s, &[(AX, Double), (AX, Double)]);
    assert!(ev.contains(&Event::Gained {
        seat: 0,
        goods: Goods {
            glory: 5,
            favor: 1,
            coins: 1,
            ..Goods::default()
        }
    }));
    let p = &s.players[0];
    assert_eq!((p.glory, p.favor, p.coins), (5, 2, 1));
    assert_eq!(p.monsters, vec![monster("monster.nokken")]);
}

#[test]
fn combat_kraken_is_fought_first_and_survivors_go_on_to_the_monster() {
    // R-COMBAT-6, R-JOURNEY (kraken)
    let mut s = arena(2, 0);
    s.board.lands[0].journey = Some(card(JourneyKind::Kraken));
    s.players[0].favor = 1;
    let ev = voyage(&mut s, 0, 0, Dice::new(0, 0, 3), 2);
    assert_eq!(fights(&ev), vec![(0, Foe::Kraken { land: 0 })]);
    let f = fight_now(&s);
    assert_eq!((f.attack, f.defense), (2, 5));
    let ev = roll(&mut s, &[(AX, Double), (AX, Double), (AX, Weapon)]);
    assert_eq!(rounds(&ev), vec![(5, 0, 2, 5)]);
    assert!(ev.contains(&Event::Gained {
        seat: 0,
        goods: Goods {
            glory: 3,
            ..Goods::default()
        }
    }));
    assert_eq!(s.players[0].krakens, 1);
    // Fed (1 axe, 2 food) and on to the monster.
    assert_eq!(food_lost(&ev), vec![2]);
    let f = fight_now(&s);
    assert!(is_monster(f.foe));
    assert_eq!(f.roll.len(), 1);
    // The Kraken card is a discarded journey card, not a defeated enemy.
    assert!(s.decks.journey_discard.contains(&card(JourneyKind::Kraken)));
    assert_eq!(s.players[0].defeated_count(), 0);
}

#[test]
fn combat_losing_to_the_kraken_leaves_no_one_for_the_monster() {
    // R-COMBAT-6
    let mut s = arena(2, 0);
    s.board.lands[0].journey = Some(card(JourneyKind::Kraken));
    s.players[0].favor = 1;
    voyage(&mut s, 0, 0, Dice::new(0, 0, 1), 1);
    let ev = roll(&mut s, &[(AX, Weapon)]);
    assert_eq!(rounds(&ev), vec![(1, 0, 1, 1)]);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Defeat {
            foe: Foe::Kraken { .. },
            ..
        }
    )));
    assert!(fights(&ev).is_empty(), "no monster fight");
    assert_eq!(s.players[0].glory, 0);
    assert_eq!(s.board.lands[0].monster, Some(monster("monster.nokken")));
}

// ---------------------------------------------------------------------------------------------
// Journey cards
// ---------------------------------------------------------------------------------------------

#[test]
fn journey_calm_seas_change_nothing() {
    // R-JOURNEY (calm)
    let mut s = arena(2, 0);
    s.players[0].favor = 1;
    let ev = voyage(&mut s, 0, 0, Dice::new(0, 0, 2), 1);
    assert!(ev.contains(&Event::JourneyRevealed {
        land: 0,
        card: card(JourneyKind::Calm)
    }));
    assert!(lost(&ev).is_empty());
    assert_eq!(food_lost(&ev), vec![1], "only the feeding used food");
    assert_eq!(fight_now(&s).roll.len(), 2);
}

#[test]
fn journey_becalmed_costs_one_food_before_feeding() {
    // R-JOURNEY (becalmed)
    let mut s = arena(2, 0);
    s.board.lands[0].journey = Some(card(JourneyKind::Becalmed));
    s.players[0].favor = 1;
    let ev = voyage(&mut s, 0, 0, Dice::new(0, 0, 2), 2);
    assert_eq!(food_lost(&ev), vec![1, 1]);
    assert!(
        lost(&ev).is_empty(),
        "one food left feeds two warriors near"
    );
    assert_eq!(fight_now(&s).roll.len(), 2);

    // With no food aboard there is nothing to lose; the warriors then starve.
    let mut s = arena(2, 0);
    s.board.lands[0].journey = Some(card(JourneyKind::Becalmed));
    let ev = voyage(&mut s, 0, 0, Dice::new(0, 0, 2), 0);
    assert!(food_lost(&ev).is_empty());
    assert_eq!(
        lost(&ev),
        vec![(0, Dice::new(0, 0, 2), LossCause::Starvation)]
    );
    assert!(fights(&ev).is_empty());
}

#[test]
fn journey_storm_takes_a_warrior_or_a_food_at_the_owners_choice() {
    // R-JOURNEY (storm)
    let mut s = arena(2, 0);
    s.board.lands[0].journey = Some(card(JourneyKind::Storm));
    s.players[0].favor = 1;
    voyage(&mut s, 0, 0, Dice::new(0, 0, 2), 2);
    assert_eq!(
        pending(&s),
        vec![(
            0,
            Decision::ShipLoss {
                count: 1,
                food: true
            }
        )]
    );
    defaults_are_legal(&s);
    // The default keeps the strongest fed crew: losing a food leaves both warriors fed.
    assert_eq!(
        default_action(&s, 0),
        Some(Action::ShipLoss {
            dice: Dice::NONE,
            food: 1
        })
    );
    let legal = legal_actions(&s, 0);
    assert!(legal.contains(&Action::ShipLoss {
        dice: Dice::NONE,
        food: 1
    }));
    assert!(legal.contains(&Action::ShipLoss {
        dice: Dice::new(0, 0, 1),
        food: 0
    }));
    refused(
        &mut s,
        0,
        Action::ShipLoss {
            dice: Dice::new(0, 0, 1),
            food: 1,
        },
        RuleError::InvalidAmount,
    );
    refused(
        &mut s,
        0,
        Action::ShipLoss {
            dice: Dice::NONE,
            food: 0,
        },
        RuleError::InvalidAmount,
    );
    let ev = play(
        &mut s,
        0,
        Action::ShipLoss {
            dice: Dice::new(0, 0, 1),
            food: 0,
        },
    );
    assert_eq!(lost(&ev), vec![(0, Dice::new(0, 0, 1), LossCause::Journey)]);
    assert_eq!(food_lost(&ev), vec![2], "both food reach the feeding");
    assert_eq!(fight_now(&s).roll.len(), 1);

    // Choosing the food instead keeps both warriors.
    let mut s = arena(2, 0);
    s.board.lands[0].journey = Some(card(JourneyKind::Storm));
    s.players[0].favor = 1;
    voyage(&mut s, 0, 0, Dice::new(0, 0, 2), 2);
    let ev = play(
        &mut s,
        0,
        Action::ShipLoss {
            dice: Dice::NONE,
            food: 1,
        },
    );
    assert_eq!(food_lost(&ev), vec![1, 1]);
    assert!(lost(&ev).is_empty());
    assert_eq!(fight_now(&s).roll.len(), 2);
}

#[test]
fn journey_whirlpool_takes_a_warrior_never_food() {
    // R-JOURNEY (whirlpool)
    let mut s = arena(2, 0);
    s.board.lands[0].journey = Some(card(JourneyKind::Whirlpool));
    s.players[0].favor = 1;
    s.players[0].runes = vec![rune(Rune::Healing)];
    voyage(&mut s, 0, 0, Dice::new(1, 0, 1), 1);
    assert_eq!(
        pending(&s),
        vec![(
            0,
            Decision::ShipLoss {
                count: 1,
                food: false
            }
        )]
    );
    refused(
        &mut s,
        0,
        Action::ShipLoss {
            dice: Dice::NONE,
            food: 1,
        },
        RuleError::NotEnough,
    );
    // R-RUNE Healing does not cover journey losses.
    refused(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Healing,
        },
        RuleError::WrongDecision,
    );
    let ev = play(
        &mut s,
        0,
        Action::ShipLoss {
            dice: Dice::new(1, 0, 0),
            food: 0,
        },
    );
    assert_eq!(lost(&ev), vec![(0, Dice::new(1, 0, 0), LossCause::Journey)]);
    assert_eq!(food_lost(&ev), vec![1]);
    let f = fight_now(&s);
    assert_eq!(f.roll.len(), 1);
    assert_eq!(f.roll[0].kind, AX);
}

#[test]
fn journey_lost_takes_two_items_in_any_mix() {
    // R-JOURNEY (lost)
    let mut s = arena(2, 0);
    s.board.lands[0].journey = Some(card(JourneyKind::Lost));
    s.players[0].favor = 1;
    voyage(&mut s, 0, 0, Dice::new(1, 0, 2), 3);
    assert_eq!(
        pending(&s),
        vec![(
            0,
            Decision::ShipLoss {
                count: 2,
                food: true
            }
        )]
    );
    refused(
        &mut s,
        0,
        Action::ShipLoss {
            dice: Dice::new(1, 0, 0),
            food: 0,
        },
        RuleError::InvalidAmount,
    );
    let ev = play(
        &mut s,
        0,
        Action::ShipLoss {
            dice: Dice::new(1, 0, 0),
            food: 1,
        },
    );
    assert_eq!(lost(&ev), vec![(0, Dice::new(1, 0, 0), LossCause::Journey)]);
    assert_eq!(food_lost(&ev), vec![1, 2]);
    assert_eq!(fight_now(&s).roll.len(), 2);
}

#[test]
fn journey_partial_losses_take_what_is_there_and_ignore_the_rest() {
    // R-JOURNEY (partial losses)
    // Lost with one warrior and no food: only the warrior can be lost.
    let mut s = arena(2, 0);
    s.board.lands[0].journey = Some(card(JourneyKind::Lost));
    let ev = voyage(&mut s, 0, 0, Dice::new(0, 0, 1), 0);
    assert_eq!(lost(&ev), vec![(0, Dice::new(0, 0, 1), LossCause::Journey)]);
    assert!(fights(&ev).is_empty());
    assert_eq!(s.players[0].dice, Dice::NONE);

    // Lost with one warrior and one food: both go.
    let mut s = arena(2, 0);
    s.board.lands[0].journey = Some(card(JourneyKind::Lost));
    let ev = voyage(&mut s, 0, 0, Dice::new(0, 0, 1), 1);
    assert_eq!(lost(&ev), vec![(0, Dice::new(0, 0, 1), LossCause::Journey)]);
    assert_eq!(food_lost(&ev), vec![1]);
    assert!(fights(&ev).is_empty());

    // Storm with one warrior and no food: the warrior goes.
    let mut s = arena(2, 0);
    s.board.lands[0].journey = Some(card(JourneyKind::Storm));
    let ev = voyage(&mut s, 0, 0, Dice::new(0, 0, 1), 0);
    assert_eq!(lost(&ev), vec![(0, Dice::new(0, 0, 1), LossCause::Journey)]);
    assert!(fights(&ev).is_empty());
}

// ---------------------------------------------------------------------------------------------
// Leaders
// ---------------------------------------------------------------------------------------------

#[test]
fn leader_asmundr_gains_two_glory_per_favor_spent_on_rerolls() {
    // R-LEADER (Asmundr)
    let mut s = arena(2, 0);
    s.players[0].leader = Some(Leader::Asmundr);
    s.players[0].favor = 3;
    troll_fight(&mut s, 0, "troll.troll_hag", Dice::new(2, 0, 0));
    let ev = play(&mut s, 0, Action::Reroll { dice: 0b01 });
    assert!(ev.contains(&Event::Gained {
        seat: 0,
        goods: Goods {
            glory: 2,
            ..Goods::default()
        }
    }));
    play(&mut s, 0, Action::Reroll { dice: 0b11 });
    assert_eq!((s.players[0].glory, s.players[0].favor), (4, 1));
}

#[test]
fn leader_svanhildr_swordsmen_hit_harder_in_fights_and_hunts() {
    // R-LEADER (Svanhildr, incl. hunting)
    use skald::games::midgard::state::Rolled;
    let sv = Some(Leader::Svanhildr);
    let d = |kind, face| Rolled { kind, face };
    assert_eq!(combat::die_damage(d(SW, Weapon), sv, false), 2);
    assert_eq!(combat::die_damage(d(SW, Double), sv, false), 3);
    assert_eq!(combat::die_damage(d(SP, Weapon), sv, false), 1);
    assert_eq!(combat::die_damage(d(AX, Double), sv, false), 2);
    assert_eq!(combat::die_damage(d(SW, Double), None, false), 2);

    let mut s = arena(2, 0);
    s.players[0].leader = sv;
    troll_fight(&mut s, 0, "troll.hill_troll", Dice::new(2, 1, 0)); // 2/5
    let ev = roll(&mut s, &[(SW, Weapon), (SW, Double), (SP, Blank)]);
    assert_eq!(rounds(&ev), vec![(5, 0, 2, 5)], "2 + 3 damage");
    assert_eq!(pending(&s), vec![(0, Decision::Losses { count: 2 })]);
    let ev = play(
        &mut s,
        0,
        Action::LoseDice {
            dice: Dice::new(1, 1, 0),
        },
    );
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Victory { seat: 0, .. })));
    assert_eq!(s.players[0].glory, 5);

    // Hunting: 2 + 3 = 5 food; and at most 6.
    let mut s = arena(2, 0);
    s.players[0].leader = sv;
    s.players[0].favor = 1;
    set_dice(&mut s, 0, Dice::new(3, 0, 0));
    setup(&mut s, &[(0, At(HuntingGrounds))]);
    let ev = roll(&mut s, &[(SW, Weapon), (SW, Double), (SW, Blank)]);
    assert!(ev.contains(&Event::Hunted { seat: 0, food: 5 }));
    let mut s = arena(2, 0);
    s.players[0].leader = sv;
    s.players[0].favor = 1;
    set_dice(&mut s, 0, Dice::new(3, 0, 0));
    setup(&mut s, &[(0, At(HuntingGrounds))]);
    let ev = roll(&mut s, &[(SW, Double), (SW, Double), (SW, Double)]);
    assert!(ev.contains(&Event::Hunted { seat: 0, food: 6 }));
}

#[test]
fn leader_svanhildr_default_losses_keep_her_swordsmen_over_spearmen() {
    // R-LEADER (Svanhildr), R-COMBAT-3 (default for that leader)
    // One loss out of a swordsman and a spearman: Svanhildr loses the spearman, others the
    // swordsman.
    for (leader, expected) in [
        (Leader::Svanhildr, Dice::new(0, 1, 0)),
        (Leader::Gylfir, Dice::new(1, 0, 0)),
    ] {
        let mut s = arena(2, 0);
        s.players[0].leader = Some(leader);
        troll_fight(&mut s, 0, "troll.troll_hag", Dice::new(1, 1, 0)); // attack 3
        roll(&mut s, &[(SW, Shield), (SP, Shield)]);
        assert_eq!(pending(&s), vec![(0, Decision::Losses { count: 1 })]);
        assert_eq!(
            default_action(&s, 0),
            Some(Action::LoseDice { dice: expected }),
            "{leader:?}"
        );
    }
}

#[test]
fn leader_ullr_gains_one_glory_per_round_with_a_double_kraken_counts_hunts_do_not() {
    // R-LEADER (Ullr)
    let mut s = arena(2, 0);
    s.players[0].leader = Some(Leader::Ullr);
    troll_fight(&mut s, 0, "troll.troll_hag", Dice::new(3, 0, 0)); // 3/6
    let ev = roll(&mut s, &[(SW, Double), (SW, Double), (SW, Shield)]);
    assert_eq!(rounds(&ev), vec![(4, 1, 2, 4)]);
    assert_eq!(s.players[0].glory, 1, "two doubles, one glory");
    let ev = roll(&mut s, &[(SW, Weapon)]);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Defeat { seat: 0, .. })));
    assert_eq!(s.players[0].glory, 1, "no double, no glory");

    // A Kraken round counts.
    let mut s = arena(2, 0);
    s.players[0].leader = Some(Leader::Ullr);
    s.players[0].favor = 1;
    s.board.lands[0].journey = Some(card(JourneyKind::Kraken));
    voyage(&mut s, 0, 0, Dice::new(0, 0, 3), 2);
    roll(&mut s, &[(AX, Double), (AX, Double), (AX, Weapon)]);
    assert_eq!(s.players[0].glory, 1 + 3);

    // A hunt is not a combat round.
    let mut s = arena(2, 0);
    s.players[0].leader = Some(Leader::Ullr);
    s.players[0].favor = 1;
    set_dice(&mut s, 0, Dice::new(0, 0, 2));
    setup(&mut s, &[(0, At(HuntingGrounds))]);
    let ev = roll(&mut s, &[(AX, Double), (AX, Double)]);
    assert!(ev.contains(&Event::Hunted { seat: 0, food: 4 }));
    assert_eq!(s.players[0].glory, 0);
}

// ---------------------------------------------------------------------------------------------
// Runes
// ---------------------------------------------------------------------------------------------

#[test]
fn rune_wealth_doubles_coins_gaining_at_most_five() {
    // R-RUNE (section), R-RUNE Wealth
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Wealth)];
    s.players[1].runes = vec![rune(Rune::Wealth)];
    s.players[0].coins = 3;
    s.players[1].coins = 2;
    // "Any time": seat 1 is not deciding (seat 0 places) and still uses its Wealth; seat 0's
    // decision stays as it was.
    assert_eq!(pending(&s), vec![(0, Decision::Place)]);
    let wealth = Action::UseRune {
        using: RuneUse::Wealth,
    };
    assert_eq!(legal_actions(&s, 1), vec![wealth]);
    let ev = play(&mut s, 1, wealth);
    assert!(ev.contains(&Event::RuneUsed {
        seat: 1,
        using: RuneUse::Wealth
    }));
    assert_eq!(s.players[1].coins, 4);
    assert_eq!(pending(&s), vec![(0, Decision::Place)]);
    assert!(legal_actions(&s, 1).is_empty());
    refused(&mut s, 1, wealth, RuleError::RuneUnavailable);
    let ev = play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Wealth,
        },
    );
    assert!(ev.contains(&Event::RuneUsed {
        seat: 0,
        using: RuneUse::Wealth
    }));
    assert_eq!(s.players[0].coins, 6);
    assert!(s.players[0].runes[0].used);
    refused(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Wealth,
        },
        RuleError::RuneUnavailable,
    );
    // Still seat 0's turn to place: using a rune is not a turn.
    assert_eq!(pending(&s), vec![(0, Decision::Place)]);
    s.players[0].runes = vec![rune(Rune::Wealth)];
    s.players[0].coins = 7;
    play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Wealth,
        },
    );
    assert_eq!(s.players[0].coins, 12);
}

#[test]
fn rune_glory_adds_half_the_printed_glory_after_a_victory() {
    // R-RUNE Glory
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Glory)];
    troll_fight(&mut s, 0, "troll.troll_hag", Dice::new(0, 0, 4)); // 7 glory
    roll(
        &mut s,
        &[(AX, Double), (AX, Double), (AX, Double), (AX, Blank)],
    );
    assert_eq!(pending(&s), vec![(0, Decision::Victory)]);
    assert_eq!(s.players[0].glory, 7);
    defaults_are_legal(&s);
    assert_eq!(default_action(&s, 0), Some(Action::Pass));
    play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Glory,
        },
    );
    assert_eq!(s.players[0].glory, 7 + 3);
    assert!(s.players[0].runes[0].used);

    // The Kraken's 3 glory gives 1 more.
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Glory)];
    s.players[0].favor = 1;
    s.board.lands[0].journey = Some(card(JourneyKind::Kraken));
    voyage(&mut s, 0, 0, Dice::new(0, 0, 3), 2);
    roll(&mut s, &[(AX, Double), (AX, Double), (AX, Weapon)]);
    assert_eq!(pending(&s), vec![(0, Decision::Victory)]);
    play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Glory,
        },
    );
    assert_eq!(s.players[0].glory, 3 + 1);
    assert!(is_monster(fight_now(&s).foe));
}

#[test]
fn rune_gifts_gives_any_four_of_wood_food_and_coins() {
    // R-RUNE Gifts
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Gifts)];
    refused(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Gifts {
                food: 1,
                wood: 1,
                coins: 1,
            },
        },
        RuleError::InvalidAmount,
    );
    refused(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Gifts {
                food: 5,
                wood: 0,
                coins: 0,
            },
        },
        RuleError::InvalidAmount,
    );
    play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Gifts {
                food: 1,
                wood: 2,
                coins: 1,
            },
        },
    );
    let p = &s.players[0];
    assert_eq!((p.food, p.wood, p.coins), (1, 2, 1));
}

#[test]
fn rune_retaliation_makes_shields_deal_damage_for_one_roll() {
    // R-RUNE Retaliation
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Retaliation)];
    troll_fight(&mut s, 0, "troll.bridge_troll", Dice::new(2, 0, 0)); // 2/4
    set_roll(&mut s, &[(SW, Shield), (SW, Shield)]);
    play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Retaliation,
        },
    );
    assert!(s.players[0].runes[0].used);
    let ev = play(&mut s, 0, Action::AcceptRoll);
    assert_eq!(
        rounds(&ev),
        vec![(2, 2, 0, 2)],
        "shields hit and still block"
    );
    let ev = roll(&mut s, &[(SW, Shield), (SW, Shield)]);
    assert_eq!(
        rounds(&ev),
        vec![(0, 2, 0, 2)],
        "single use: the next roll is plain"
    );

    // Svanhildr's swordsman shields deal 2.
    let mut s = arena(2, 0);
    s.players[0].leader = Some(Leader::Svanhildr);
    s.players[0].runes = vec![rune(Rune::Retaliation)];
    troll_fight(&mut s, 0, "troll.bridge_troll", Dice::new(1, 1, 0));
    set_roll(&mut s, &[(SW, Shield), (SP, Shield)]);
    play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Retaliation,
        },
    );
    let ev = play(&mut s, 0, Action::AcceptRoll);
    assert_eq!(rounds(&ev), vec![(3, 2, 0, 3)]);

    // In a hunt too (no favor: once the rune is used the roll is accepted at once).
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Retaliation)];
    set_dice(&mut s, 0, Dice::new(2, 0, 0));
    setup(&mut s, &[(0, At(HuntingGrounds))]);
    assert_eq!(pending(&s), vec![(0, Decision::Roll)]);
    set_roll(&mut s, &[(SW, Shield), (SW, Weapon)]);
    let ev = play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Retaliation,
        },
    );
    assert!(ev.contains(&Event::Hunted { seat: 0, food: 2 }));
    assert_eq!(s.players[0].food, 2);
}

#[test]
fn rune_potential_rerolls_every_blank_die_and_favor_rerolls_remain() {
    // R-RUNE Potential
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Potential)];
    troll_fight(&mut s, 0, "troll.troll_hag", Dice::new(3, 0, 0));
    set_roll(&mut s, &[(SW, Blank), (SW, Weapon), (SW, Blank)]);
    let ev = play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Potential,
        },
    );
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Rerolled { dice: 0b101, .. })));
    assert_eq!(fight_now(&s).roll[1].face, Weapon);
    assert_eq!(s.players[0].favor, 1, "no favor spent");
    assert!(s.players[0].runes[0].used);
    assert_eq!(pending(&s), vec![(0, Decision::Roll)]);
    assert!(legal_actions(&s, 0).contains(&Action::Reroll { dice: 0b111 }));
    refused(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Potential,
        },
        RuleError::RuneUnavailable,
    );
}

#[test]
fn rune_true_vision_draws_two_extra_destiny_cards_and_keeps_one() {
    // R-RUNE True Vision
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::TrueVision)];
    let deck = s.decks.destiny.clone();
    let top3: Vec<_> = deck.iter().rev().take(3).copied().collect();
    give_turn(&mut s, 0);
    place(&mut s, 0, loc(ShamansHut));
    assert_eq!(pending(&s), vec![(0, Decision::Peek)]);
    play(&mut s, 0, Action::Peek { land: 1 });
    assert_eq!(pending(&s), vec![(0, Decision::TrueVision)]);
    defaults_are_legal(&s);
    play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::TrueVision,
        },
    );
    assert_eq!(
        pending(&s),
        vec![(
            0,
            Decision::KeepDestiny {
                drawn: top3.clone()
            }
        )]
    );
    defaults_are_legal(&s);
    let ev = play(&mut s, 0, Action::KeepDestiny { card: top3[1] });
    assert!(ev.contains(&Event::DestinyReturned { seat: 0, count: 2 }));
    assert_eq!(s.players[0].destiny.len(), 2);
    assert_eq!(s.players[0].destiny[1], top3[1]);
    assert_eq!(s.decks.destiny.len(), deck.len() - 1);
    let mut bottom = s.decks.destiny[..2].to_vec();
    bottom.sort();
    let mut returned = vec![top3[0], top3[2]];
    returned.sort();
    assert_eq!(bottom, returned, "the others go to the bottom of the deck");

    // Dagrun with True Vision draws 4.
    let mut s = arena(2, 0);
    s.players[0].leader = Some(Leader::Dagrun);
    s.players[0].runes = vec![rune(Rune::TrueVision)];
    give_turn(&mut s, 0);
    place(&mut s, 0, loc(ShamansHut));
    play(&mut s, 0, Action::Peek { land: 0 });
    play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::TrueVision,
        },
    );
    match &pending(&s)[0].1 {
        Decision::KeepDestiny { drawn } => assert_eq!(drawn.len(), 4),
        other => panic!("expected KeepDestiny, got {other:?}"),
    }
}

#[test]
fn rune_success_scores_a_destiny_card_now_reveals_it_and_it_scores_again() {
    // R-RUNE Success
    let mut s = arena(3, 0);
    let craftsman = destiny("destiny.craftsman"); // most wood: 5 / 2
    s.players[0].destiny = vec![craftsman];
    s.players[0].runes = vec![rune(Rune::Success)];
    s.players[0].wood = 4;
    s.players[1].wood = 2;
    refused(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Success {
                card: destiny("destiny.prepared"),
            },
        },
        RuleError::UnknownCard,
    );
    let ev = play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Success { card: craftsman },
        },
    );
    assert!(ev.contains(&Event::DestinyRevealed {
        seat: 0,
        card: craftsman,
        glory: 5
    }));
    assert_eq!(s.players[0].glory, 5);
    assert_eq!(s.players[0].revealed, vec![craftsman]);
    let other = view(&s, Viewer::Seat(1));
    assert_eq!(other.players[0].revealed_destiny, vec![craftsman]);
    assert_eq!(other.players[0].destiny, None);
    let sc = score(&s, data(), 0);
    assert_eq!((sc.track, sc.destiny), (5, 5), "scored again at the end");
}

#[test]
fn rune_healing_ignores_every_loss_of_one_combat_round() {
    // R-RUNE Healing
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Healing)];
    troll_fight(&mut s, 0, "troll.troll_hag", Dice::new(0, 0, 3)); // attack 3
    roll(&mut s, &[(AX, Blank), (AX, Blank), (AX, Weapon)]);
    assert_eq!(pending(&s), vec![(0, Decision::Losses { count: 3 })]);
    let ev = play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Healing,
        },
    );
    assert!(lost(&ev).is_empty());
    assert_eq!(s.players[0].dice, Dice::new(0, 0, 3));
    assert_eq!(pending(&s), vec![(0, Decision::Roll)]);
    assert_eq!(fight_now(&s).damage, 1);
    let ev = roll(&mut s, &[(AX, Blank), (AX, Blank), (AX, Blank)]);
    assert_eq!(lost(&ev), vec![(0, Dice::new(0, 0, 3), LossCause::Fight)]);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Defeat { seat: 0, .. })));
}

#[test]
fn rune_healing_is_not_offered_for_starvation() {
    // R-RUNE Healing (not starvation)
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Healing)];
    s.players[0].favor = 1;
    voyage(&mut s, 0, 2, Dice::new(2, 0, 1), 1);
    assert_eq!(
        pending(&s),
        vec![(
            0,
            Decision::ShipLoss {
                count: 2,
                food: false
            }
        )]
    );
    refused(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Healing,
        },
        RuleError::WrongDecision,
    );
}

#[test]
fn rune_journey_discards_the_revealed_card_and_resolves_the_next_one() {
    // R-RUNE Journey
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Journey)];
    s.players[0].favor = 1;
    s.board.lands[0].journey = Some(card(JourneyKind::Lost));
    s.decks.journeys.push(JourneyCard {
        kind: JourneyKind::Calm,
        copy: 98,
    });
    voyage(&mut s, 0, 0, Dice::new(0, 0, 2), 1);
    assert_eq!(pending(&s), vec![(0, Decision::JourneyRune)]);
    assert_eq!(default_action(&s, 0), Some(Action::Pass));
    defaults_are_legal(&s);
    let ev = play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Journey,
        },
    );
    assert!(ev.contains(&Event::JourneyRevealed {
        land: 0,
        card: JourneyCard {
            kind: JourneyKind::Calm,
            copy: 98
        }
    }));
    assert!(s.decks.journey_discard.contains(&card(JourneyKind::Lost)));
    assert!(lost(&ev).is_empty(), "the Lost card was not resolved");
    assert_eq!(fight_now(&s).roll.len(), 2);

    // Passing resolves the card as it is.
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Journey)];
    s.players[0].favor = 1;
    s.board.lands[0].journey = Some(card(JourneyKind::Whirlpool));
    voyage(&mut s, 0, 0, Dice::new(0, 0, 2), 1);
    let ev = play(&mut s, 0, Action::Pass);
    assert_eq!(lost(&ev), vec![(0, Dice::new(0, 0, 1), LossCause::Journey)]);
    assert!(!s.players[0].runes[0].used);
}

#[test]
fn rune_journey_with_an_empty_deck_never_brings_back_the_same_card() {
    // R-RUNE Journey, R-PREP-9: the replacement is drawn before the old card is discarded.
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Journey)];
    s.players[0].favor = 1;
    s.board.lands[0].journey = Some(card(JourneyKind::Lost));
    s.decks.journeys.clear();
    s.decks.journey_discard = vec![JourneyCard {
        kind: JourneyKind::Calm,
        copy: 97,
    }];
    voyage(&mut s, 0, 0, Dice::new(0, 0, 2), 1);
    let ev = play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Journey,
        },
    );
    assert!(ev.contains(&Event::JourneyRevealed {
        land: 0,
        card: JourneyCard {
            kind: JourneyKind::Calm,
            copy: 97
        }
    }));
    assert!(lost(&ev).is_empty(), "the Lost card came back");
    assert_eq!(
        s.decks.journey_discard,
        vec![
            card(JourneyKind::Lost),
            JourneyCard {
                kind: JourneyKind::Calm,
                copy: 97
            }
        ]
    );
}

#[test]
fn rune_knowledge_shows_every_face_down_journey_card_to_its_owner_only() {
    // R-RUNE Knowledge, R-TABLE-2 (Knowledge)
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Knowledge)];
    s.board.lands[1].journey = Some(card(JourneyKind::Storm));
    s.board.lands[2].journey = Some(card(JourneyKind::Kraken));
    let ev = play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Knowledge,
        },
    );
    let peeks: Vec<_> = ev
        .iter()
        .filter(|e| matches!(e, Event::Peeked { .. }))
        .collect();
    assert_eq!(peeks.len(), 3);
    assert!(peeks.iter().all(|e| e.secret_for() == Some(0)));
    let mine = view(&s, Viewer::Seat(0));
    let known: Vec<_> = mine.board.lands.iter().map(|l| l.known_journey).collect();
    assert_eq!(
        known,
        vec![
            Some(card(JourneyKind::Calm)),
            Some(card(JourneyKind::Storm)),
            Some(card(JourneyKind::Kraken)),
            None
        ]
    );
    for viewer in [Viewer::Seat(1), Viewer::Public] {
        assert!(view(&s, viewer)
            .board
            .lands
            .iter()
            .all(|l| l.known_journey.is_none()));
    }
    // With no face-down card left there is nothing to look at.
    let mut s = arena(2, 0);
    s.players[0].runes = vec![rune(Rune::Knowledge)];
    for land in &mut s.board.lands {
        land.journey = None;
    }
    refused(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Knowledge,
        },
        RuleError::NotEnough,
    );
}

#[test]
fn rune_anytime_runes_are_used_by_seats_not_deciding_without_disturbing_anyone() {
    // R-RUNE (section, DECIDED): Wealth, Gifts, Knowledge and Success whenever the player
    // wishes, also while other players are deciding.
    let mut s = arena(3, 0);
    set_dice(&mut s, 0, Dice::new(2, 0, 0));
    set_dice(&mut s, 1, Dice::new(2, 0, 0));
    s.players[0].favor = 1;
    s.players[2].runes = vec![rune(Rune::Gifts), rune(Rune::Knowledge)];
    setup(
        &mut s,
        &[(0, At(Troll)), (1, At(DraugrLeft)), (2, At(Smokehouse))],
    );
    // Seats 0 and 1 assign at the same time; seat 2 has nothing to decide.
    assign(&mut s, 0, Target::Troll, Dice::new(1, 0, 0));
    let open = pending(&s);
    assert_eq!(seats_pending(&s), vec![0, 1]);
    let legal = legal_actions(&s, 2);
    assert_eq!(legal.len(), 15 + 1, "every Gifts split and Knowledge");
    assert!(legal
        .iter()
        .all(|a| matches!(a, Action::UseRune { using } if using.is_anytime())));
    let phase = s.phase.clone();
    let food = s.players[2].food;
    play(
        &mut s,
        2,
        Action::UseRune {
            using: RuneUse::Gifts {
                food: 4,
                wood: 0,
                coins: 0,
            },
        },
    );
    assert_eq!(s.players[2].food, food + 4);
    assert_eq!(pending(&s), open, "the pending decisions stay as they were");
    assert_eq!(s.phase, phase);
    assert_eq!(
        s.players[0].assigned[Target::Troll.index()],
        Dice::new(1, 0, 0)
    );
    // Only the runes usable at any time; the others wait for their windows.
    s.players[2].runes.push(rune(Rune::Potential));
    refused(
        &mut s,
        2,
        Action::UseRune {
            using: RuneUse::Potential,
        },
        RuleError::NotYourDecision,
    );
    refused(
        &mut s,
        2,
        Action::ConfirmAssignment,
        RuleError::NotYourDecision,
    );
    confirm(&mut s, 0);
    confirm(&mut s, 1);

    // During someone else's fight.
    let f = fight_now(&s);
    assert_eq!(f.seat, 0);
    let ev = play(
        &mut s,
        2,
        Action::UseRune {
            using: RuneUse::Knowledge,
        },
    );
    assert!(ev
        .iter()
        .all(|e| e.secret_for() == Some(2) || matches!(e, Event::RuneUsed { seat: 2, .. })));
    assert_eq!(fight_now(&s), f);
    assert_eq!(pending(&s), vec![(0, Decision::Roll)]);
    assert!(legal_actions(&s, 2).is_empty());
}

/// Round 8 is played with every worker on the Smokehouse or the Hunting Grounds (no fights,
/// no troll to shame anyone), so that its cleanup comes next.
fn last_round(s: &mut State) -> Vec<Event> {
    s.round = 8;
    s.board.troll = None;
    let spots: Vec<(Seat, Spot)> = (0..s.seats())
        .map(|seat| {
            let spot = if seat == 0 {
                At(Smokehouse)
            } else {
                At(HuntingGrounds)
            };
            (seat, spot)
        })
        .collect();
    setup(s, &spots)
}

fn game_ended(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::GameEnded { .. }))
}

#[test]
fn rune_last_window_before_final_scoring_for_every_holder() {
    // R-RUNE (section, DECIDED), R-CLEAN-6, R-ROUND: after round 8's fights and cleanup, every
    // holder of an unused Wealth, Gifts, Knowledge or Success may use it before final scoring.
    let mut s = arena(4, 0);
    let craftsman = destiny("destiny.craftsman"); // most wood: 5 / 2
    s.players[0].runes = vec![rune(Rune::Wealth), rune(Rune::Success)];
    s.players[0].destiny = vec![craftsman];
    s.players[0].coins = 3;
    s.players[0].wood = 2;
    s.players[1].runes = vec![rune(Rune::Gifts)];
    // Runes of other kinds, or already used, give no window.
    s.players[2].runes = vec![rune(Rune::Glory), rune(Rune::Potential)];
    s.players[3].runes = vec![OwnedRune {
        rune: Rune::Wealth,
        used: true,
    }];
    let ev = last_round(&mut s);
    assert!(!game_ended(&ev), "final scoring waits for the window");
    assert!(outcome(&s).is_none());
    assert_ne!(s.phase, Phase::Finished);
    // Cleanup is done: workers home, the round counter still at 8.
    assert!(s.board.workers.is_empty());
    assert_eq!(s.round, 8);
    // Both holders decide at the same time.
    assert_eq!(seats_pending(&s), vec![0, 1]);
    defaults_are_legal(&s);
    assert_eq!(default_action(&s, 0), Some(Action::Pass));
    let legal = legal_actions(&s, 0);
    for a in [
        Action::Pass,
        Action::UseRune {
            using: RuneUse::Wealth,
        },
        Action::UseRune {
            using: RuneUse::Success { card: craftsman },
        },
    ] {
        assert!(legal.contains(&a), "{a:?}");
    }
    assert_eq!(legal.len(), 3);
    assert!(legal_actions(&s, 2).is_empty());
    assert!(legal_actions(&s, 3).is_empty());
    refused(&mut s, 2, Action::Pass, RuleError::NotYourDecision);
    refused(&mut s, 0, Action::EndTrades, RuleError::WrongDecision);

    // Seat 1 takes its gifts, seat 0 doubles its coins and reveals its destiny card.
    play(
        &mut s,
        1,
        Action::UseRune {
            using: RuneUse::Gifts {
                food: 0,
                wood: 0,
                coins: 4,
            },
        },
    );
    play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Wealth,
        },
    );
    assert_eq!(s.players[0].coins, 6);
    assert_eq!(seats_pending(&s), vec![0, 1], "using a rune is not done");
    let ev = play(
        &mut s,
        0,
        Action::UseRune {
            using: RuneUse::Success { card: craftsman },
        },
    );
    assert!(ev.contains(&Event::DestinyRevealed {
        seat: 0,
        card: craftsman,
        glory: 5
    }));
    // With nothing left to use, Pass is what remains; it must still be said.
    assert_eq!(legal_actions(&s, 0), vec![Action::Pass]);
    assert_eq!(seats_pending(&s), vec![0, 1]);
    let ev = play(&mut s, 0, Action::Pass);
    assert!(!game_ended(&ev));
    assert_eq!(seats_pending(&s), vec![1]);
    assert!(legal_actions(&s, 0).is_empty());
    // The last holder passes: final scoring.
    let ev = play(&mut s, 1, Action::Pass);
    assert!(game_ended(&ev));
    assert_eq!(s.phase, Phase::Finished);
    let o = outcome(&s).expect("scored");
    assert_eq!(o.scores[0].coins, 2, "6 coins after Wealth");
    assert_eq!(o.scores[1].coins, 1, "4 coins from Gifts");
    assert_eq!((o.scores[0].track, o.scores[0].destiny), (5, 5));
    // Nothing is offered once the game is over.
    s.players[2].runes = vec![rune(Rune::Wealth)];
    assert!(legal_actions(&s, 2).is_empty());
    refused(
        &mut s,
        2,
        Action::UseRune {
            using: RuneUse::Wealth,
        },
        RuleError::GameOver,
    );
}

#[test]
fn rune_last_window_is_skipped_when_nobody_holds_one() {
    // R-RUNE (section, DECIDED), R-CLEAN-6
    let mut s = arena(3, 0);
    s.players[1].runes = vec![rune(Rune::Healing), rune(Rune::Journey)];
    s.players[2].runes = vec![OwnedRune {
        rune: Rune::Gifts,
        used: true,
    }];
    let ev = last_round(&mut s);
    assert!(game_ended(&ev));
    assert_eq!(s.phase, Phase::Finished);
    assert!(pending(&s).is_empty());
}

#[test]
fn rune_last_window_is_answered_by_the_bots() {
    // R-RUNE (section, DECIDED), R-TABLE-1: the heuristic bot takes what gains points or coins,
    // then passes; the random bot and the default answer legally.
    let mut s = arena(3, 0);
    s.players[0].runes = vec![rune(Rune::Wealth), rune(Rune::Knowledge)];
    s.players[0].coins = 4;
    s.players[1].runes = vec![rune(Rune::Gifts)];
    s.players[2].runes = vec![rune(Rune::Success)];
    s.players[2].destiny = vec![destiny("destiny.craftsman")];
    s.players[2].wood = 3;
    last_round(&mut s);
    assert_eq!(seats_pending(&s), vec![0, 1, 2]);
    let bot = |s: &State, seat: Seat, kind: BotKind| {
        let a = kind
            .choose(&mut BotInput::new(s, seat))
            .expect("a bot move");
        assert!(legal_actions(s, seat).contains(&a), "{a:?}");
        a
    };
    let random = bot(&s, 1, BotKind::Random);
    assert!(matches!(
        random,
        Action::Pass
            | Action::UseRune {
                using: RuneUse::Gifts { .. }
            }
    ));
    // Heuristic: Wealth (coins), never Knowledge at the end, then Pass.
    let a = bot(&s, 0, BotKind::Heuristic);
    assert_eq!(
        a,
        Action::UseRune {
            using: RuneUse::Wealth
        }
    );
    play(&mut s, 0, a);
    assert_eq!(bot(&s, 0, BotKind::Heuristic), Action::Pass);
    play(&mut s, 0, Action::Pass);
    let a = bot(&s, 1, BotKind::Heuristic);
    assert!(matches!(
        a,
        Action::UseRune {
            using: RuneUse::Gifts { coins, .. }
        } if coins > 0
    ));
    play(&mut s, 1, a);
    assert_eq!(bot(&s, 1, BotKind::Heuristic), Action::Pass);
    play(&mut s, 1, Action::Pass);
    // Success scores the most wood now and again at the end.
    let a = bot(&s, 2, BotKind::Heuristic);
    assert!(matches!(
        a,
        Action::UseRune {
            using: RuneUse::Success { .. }
        }
    ));
    play(&mut s, 2, a);
    assert_eq!(s.players[2].glory, 5);
    assert_eq!(bot(&s, 2, BotKind::Heuristic), Action::Pass);
    play(&mut s, 2, Action::Pass);
    assert_eq!(s.phase, Phase::Finished);
}

// ---------------------------------------------------------------------------------------------
// Cleanup
// ---------------------------------------------------------------------------------------------

#[test]
fn clean_workers_and_public_ships_return_private_ship_stays_with_its_owner() {
    // R-CLEAN (section), R-CLEAN-1
    let mut s = arena(2, 0);
    let karvi = ShipId::from_id("ship.karvi").expect("known ship");
    s.players[0].ship = Some(karvi);
    s.board.ships.retain(|&x| x != karvi);
    set_dice(&mut s, 0, Dice::new(0, 0, 1));
    setup(
        &mut s,
        &[(0, Ship(PrivateLongship, 0)), (1, Ship(LongshipSmall, 1))],
    );
    let v = s.board.lands[0].voyage.expect("the private ship sails");
    assert_eq!((v.seat, v.kind, v.capacity), (0, ShipKind::Private, 4));
    let ev = confirm(&mut s, 0);
    assert!(ev.contains(&Event::RoundStarted {
        round: 2,
        first_player: 0
    }));
    assert!(s.board.workers.is_empty());
    assert!(s.board.lands.iter().all(|l| l.voyage.is_none()));
    assert!(s.players.iter().all(|p| p.placed == 0));
    assert_eq!(s.players[0].ship, Some(karvi));
    assert!(!s.board.ships.contains(&karvi));
    // The owner may sail it again in the new round.
    s.players[0].workers = 1;
    give_turn(&mut s, 0);
    place(&mut s, 0, loc(PrivateLongship));
}

#[test]
fn clean_an_undefeated_troll_shames_every_player() {
    // R-CLEAN-2
    let mut s = arena(3, 0);
    s.players[1].blame = 2;
    // Seat 0 fights the Troll Hag (3/6) with one axe: it cannot win.
    troll_fight(&mut s, 0, "troll.troll_hag", Dice::new(0, 0, 1));
    let ev = roll(&mut s, &[(AX, Double)]);
    assert!(ev
        .iter()
        .any(|e| matches!(e, Event::Defeat { seat: 0, .. })));
    let escaped = Event::TrollEscaped {
        card: troll("troll.troll_hag"),
    };
    assert!(ev.contains(&escaped));
    assert_eq!(escaped.secret_for(), None, "discards are public");
    assert_eq!(
        s.players.iter().map(|p| p.blame).collect::<Vec<_>>(),
        vec![1, 3, 1]
    );
    assert!(s.decks.troll_discard.contains(&troll("troll.troll_hag")));
    assert!(s.board.troll.is_some(), "a new troll for round 2");
    assert_eq!(s.round, 2);
}

#[test]
fn clean_undefeated_draugr_are_discarded_and_replaced() {
    // R-CLEAN-3
    let mut s = arena(2, 0);
    let ev = setup(&mut s, &[(0, At(Smokehouse))]);
    assert!(ev.contains(&Event::DraugrDiscarded {
        card: draugr("draugr.barrow_wight")
    }));
    assert!(ev.contains(&Event::DraugrDiscarded {
        card: draugr("draugr.bog_corpse")
    }));
    assert!(ev
        .iter()
        .filter(|e| matches!(e, Event::DraugrDiscarded { .. }))
        .all(|e| e.secret_for().is_none()));
    assert!(s
        .decks
        .draugr_discard
        .contains(&draugr("draugr.barrow_wight")));
    assert!(s
        .decks
        .draugr_discard
        .contains(&draugr("draugr.bog_corpse")));
    let revealed = ev
        .iter()
        .filter(|e| matches!(e, Event::DraugrRevealed { .. }))
        .count();
    assert_eq!(revealed, 2);
    assert!(s.board.draugr.iter().all(Option::is_some));
}

#[test]
fn clean_revealed_journey_cards_are_discarded_face_down_ones_stay() {
    // R-CLEAN-4
    let mut s = arena(2, 0);
    s.board.lands[1].journey = Some(card(JourneyKind::Storm));
    s.board.lands[1].peeked = 0b10;
    let ev = voyage(&mut s, 0, 0, Dice::new(0, 0, 1), 1);
    assert!(s.decks.journey_discard.contains(&card(JourneyKind::Calm)));
    assert!(ev.contains(&Event::JourneyDealt { land: 0 }));
    assert!(!ev.contains(&Event::JourneyDealt { land: 1 }));
    assert_ne!(s.board.lands[0].journey, Some(card(JourneyKind::Calm)));
    assert_eq!(s.board.lands[1].journey, Some(card(JourneyKind::Storm)));
    assert_eq!(
        view(&s, Viewer::Seat(1)).board.lands[1].known_journey,
        Some(card(JourneyKind::Storm)),
        "a peek at a card still face down stays valid"
    );
}

#[test]
fn clean_every_undefeated_monster_gains_a_coin_each_round() {
    // R-CLEAN-5
    let mut s = arena(2, 0);
    s.board.lands[2].monster_coins = 2;
    let ev = setup(&mut s, &[(0, At(Smokehouse))]);
    assert_eq!(
        s.board
            .lands
            .iter()
            .map(|l| l.monster_coins)
            .collect::<Vec<_>>(),
        vec![1, 1, 3, 0]
    );
    assert!(ev.contains(&Event::MonsterCoins { land: 2, coins: 3 }));
    assert!(!s.board.lands[3].active);
}

#[test]
fn clean_after_round_eight_the_game_is_scored_else_the_next_round_begins() {
    // R-CLEAN-6
    let mut s = arena(2, 0);
    let ev = setup(&mut s, &[(0, At(Smokehouse))]);
    assert_eq!(s.round, 2);
    assert!(ev.contains(&Event::RoundStarted {
        round: 2,
        first_player: 0
    }));
    assert!(matches!(s.phase, Phase::Placement { turn: 0, .. }));

    let mut s = arena(2, 0);
    s.round = 8;
    s.players[1].glory = 9;
    let ev = setup(&mut s, &[(0, At(Smokehouse))]);
    assert_eq!(s.phase, Phase::Finished);
    assert_eq!(s.round, 8);
    let expected: Vec<Score> = (0..2).map(|seat| score(&s, data(), seat)).collect();
    assert!(ev.contains(&Event::GameEnded {
        scores: expected.clone(),
        winners: vec![1]
    }));
    assert_eq!(
        outcome(&s).map(|o| (o.winners, o.scores)),
        Some((vec![1], expected))
    );
    refused(&mut s, 0, Action::AcceptRoll, RuleError::GameOver);
    assert!(pending(&s).is_empty());
}

// ---------------------------------------------------------------------------------------------
// Final scoring
// ---------------------------------------------------------------------------------------------

#[test]
fn score_destiny_alone_high_tied_low_none_never_counts() {
    // R-SCORE (section), R-SCORE-1
    let c = data();
    let mut s = arena(3, 0);
    let craftsman = destiny("destiny.craftsman"); // 5 / 2
    s.players[0].wood = 4;
    s.players[1].wood = 2;
    assert_eq!(destiny_value(&s, c, 0, craftsman), 5);
    assert_eq!(destiny_value(&s, c, 1, craftsman), 0);
    s.players[1].wood = 4;
    assert_eq!(destiny_value(&s, c, 0, craftsman), 2);
    assert_eq!(destiny_value(&s, c, 1, craftsman), 2);
    assert_eq!(destiny_value(&s, c, 2, craftsman), 0);
    // Everyone at zero: nobody meets the condition.
    for p in &mut s.players {
        p.wood = 0;
    }
    assert_eq!(destiny_value(&s, c, 0, craftsman), 0);
    // Colors count draugr and monsters; slayer of the undead counts draugr (7 / 3).
    s.players[2].draugr = vec![draugr("draugr.drowned_sailor")];
    s.players[2].monsters = vec![monster("monster.nokken")];
    s.players[1].monsters = vec![monster("monster.sea_serpent")];
    assert_eq!(
        destiny_value(&s, c, 2, destiny("destiny.crusher_of_ice")),
        6
    );
    assert_eq!(
        destiny_value(&s, c, 2, destiny("destiny.slayer_of_the_undead")),
        7
    );
    assert_eq!(
        destiny_value(&s, c, 1, destiny("destiny.monster_hunter")),
        2
    );
    // The score sums the hand.
    s.players[2].destiny = vec![
        destiny("destiny.crusher_of_ice"),
        destiny("destiny.slayer_of_the_undead"),
        destiny("destiny.craftsman"),
    ];
    assert_eq!(score(&s, c, 2).destiny, 13);
}

#[test]
fn score_sets_of_three_colors_are_worth_five_trolls_have_no_color() {
    // R-SCORE-2
    let c = data();
    let mut s = arena(2, 0);
    let p = &mut s.players[0];
    p.trolls = vec![troll("troll.young_troll"), troll("troll.hill_troll")];
    p.draugr = vec![draugr("draugr.barrow_wight"), draugr("draugr.bog_corpse")];
    p.monsters = vec![monster("monster.fire_wyrm")];
    assert_eq!(score(&s, c, 0).sets, 0, "no blue");
    s.players[0].monsters.push(monster("monster.nokken"));
    assert_eq!(score(&s, c, 0).sets, 5);
    s.players[0].monsters.push(monster("monster.lindworm"));
    assert_eq!(score(&s, c, 0).sets, 5, "2 red, 2 yellow, 1 blue");
    s.players[0].draugr.push(draugr("draugr.drowned_sailor"));
    assert_eq!(score(&s, c, 0).sets, 10);
}

#[test]
fn score_runes_used_or_not_and_private_longship_glory() {
    // R-SCORE-3
    let c = data();
    let mut s = arena(2, 0);
    s.players[0].runes = vec![
        OwnedRune {
            rune: Rune::Wealth,
            used: true,
        },
        rune(Rune::Knowledge),
        rune(Rune::Glory),
    ];
    s.players[0].ship = ShipId::from_id("ship.skeid");
    let sc = score(&s, c, 0);
    assert_eq!((sc.runes, sc.ship), (3 + 3 + 1, 6));
}

#[test]
fn score_favor_two_each_coins_one_per_three() {
    // R-SCORE-4
    let c = data();
    let mut s = arena(2, 0);
    s.players[0].favor = 3;
    s.players[0].coins = 8;
    s.players[1].coins = 2;
    let sc = score(&s, c, 0);
    assert_eq!((sc.favor, sc.coins), (6, 2));
    assert_eq!(score(&s, c, 1).coins, 0);
}

#[test]
fn score_blame_tables_of_both_editions() {
    // R-SCORE-5
    let common = [0, -1, -3, -6, -10, -15, -21];
    for (b, want) in common.iter().enumerate() {
        assert_eq!(
            blame_penalty(b as u8, Edition::Revised),
            *want,
            "revised {b}"
        );
        assert_eq!(
            blame_penalty(b as u8, Edition::Classic),
            *want,
            "classic {b}"
        );
    }
    assert_eq!(blame_penalty(7, Edition::Revised), -27);
    assert_eq!(blame_penalty(9, Edition::Revised), -39);
    assert_eq!(blame_penalty(7, Edition::Classic), -21);
    assert_eq!(blame_penalty(12, Edition::Classic), -21);
    // The score uses the game's edition.
    let mut settings = Settings::new(2);
    settings.edition = Edition::Classic;
    settings.first_player = Some(0);
    let mut classic = arena_with(settings);
    classic.players[0].blame = 8;
    assert_eq!(score(&classic, data(), 0).blame, -21);
    let mut revised = arena(2, 0);
    revised.players[0].blame = 8;
    assert_eq!(score(&revised, data(), 0).blame, -33);
}

#[test]
fn score_total_and_winners_with_the_enemies_tie_break() {
    // R-SCORE-6
    let c = data();
    let mut s = arena(3, 0);
    s.players[0].glory = 10;
    s.players[0].trolls = vec![troll("troll.young_troll"), troll("troll.hill_troll")];
    s.players[1].glory = 8;
    s.players[1].favor = 1;
    s.players[1].draugr = vec![draugr("draugr.bog_corpse")];
    s.players[1].krakens = 3;
    s.players[2].glory = 7;
    let scores: Vec<Score> = (0..3).map(|seat| score(&s, c, seat)).collect();
    assert_eq!(scores[1].total, 10);
    let sc = &scores[0];
    assert_eq!(
        sc.total,
        sc.track + sc.destiny + sc.sets + sc.runes + sc.ship + sc.favor + sc.coins + sc.blame
    );
    // Tied at 10: seat 0 defeated 2 enemies (trolls count), seat 1 only 1 (Krakens do not).
    assert_eq!(winners(&s, &scores), vec![0]);
    s.players[1].monsters = vec![monster("monster.nokken")];
    let scores: Vec<Score> = (0..3).map(|seat| score(&s, c, seat)).collect();
    assert_eq!(winners(&s, &scores), vec![0, 1], "still tied: shared");
    s.players[2].glory = 11;
    let scores: Vec<Score> = (0..3).map(|seat| score(&s, c, seat)).collect();
    assert_eq!(winners(&s, &scores), vec![2], "most glory wins outright");
}

// ---------------------------------------------------------------------------------------------
// Digital-table decisions
// ---------------------------------------------------------------------------------------------

#[test]
fn table_every_decision_has_a_legal_default() {
    // R-TABLE (section), R-TABLE-1
    let mut kinds = std::collections::BTreeSet::new();
    // The targeted tests also check defaults where bots rarely go (Victory, JourneyRune…).
    let mut configs = Vec::new();
    for seed in 1..=12u64 {
        let seats = 2 + (seed % 3) as u8;
        let edition = if seed % 2 == 0 {
            Edition::Classic
        } else {
            Edition::Revised
        };
        let bot = if seed % 4 == 0 {
            BotKind::Heuristic
        } else {
            BotKind::Random
        };
        configs.push((seats, edition, bot, seed));
    }
    for (seats, edition, bot, seed) in configs {
        let mut settings = Settings::new(seats);
        settings.edition = edition;
        let mut s = new_with(settings, seed);
        let mut steps = 0;
        while s.phase != Phase::Finished {
            let open = pending(&s);
            assert!(
                !open.is_empty(),
                "an unfinished game always waits on someone"
            );
            for (seat, d) in &open {
                let name = format!("{d:?}");
                kinds.insert(name.split([' ', '{']).next().unwrap_or("").to_string());
                let a = default_action(&s, *seat)
                    .unwrap_or_else(|| panic!("no default for {d:?} (seat {seat})"));
                assert!(
                    legal_actions(&s, *seat).contains(&a),
                    "default {a:?} for {d:?} is not legal"
                );
                let mut probe = s.clone();
                apply(&mut probe, *seat, &a).expect("the default applies");
            }
            let seat = open[0].0;
            let a = bot
                .choose(&mut BotInput::new(&s, seat))
                .expect("a bot move");
            play(&mut s, seat, a);
            steps += 1;
            assert!(steps < 20_000, "the game does not end");
        }
    }
    // R-RUNE: bots reach the last window before final scoring too.
    let expected = [
        "Leader", "Place", "Assign", "Roll", "Losses", "Blame", "ShipLoss", "Peek", "Sail",
    ];
    for k in expected.into_iter().chain(["FinalRunes"]) {
        assert!(kinds.contains(k), "{k} never came up: {kinds:?}");
    }
}

#[test]
fn table_destiny_cards_and_peeks_are_only_in_their_owners_view() {
    // R-TABLE-2 (destiny cards, peeks)
    // R-SETUP-9: the cards are dealt once the leaders are chosen.
    let (mut s, mut events) = new_game(
        Settings {
            first_player: Some(0),
            ..Settings::new(3)
        },
        5,
    )
    .expect("a game");
    while matches!(s.phase, Phase::Leaders { .. }) {
        let seat = pending(&s)[0].0;
        let a = default_action(&s, seat).expect("a leader");
        events.extend(play(&mut s, seat, a));
    }
    let mut drawn = 0;
    for e in &events {
        if let Event::DestinyDrawn { seat, .. } = e {
            assert_eq!(e.secret_for(), Some(*seat));
            drawn += 1;
        }
    }
    assert_eq!(drawn, 3);
    let own = view(&s, Viewer::Seat(0));
    assert_eq!(own.players[0].destiny, Some(s.players[0].destiny.clone()));
    assert_eq!(own.players[1].destiny, None);
    assert_eq!(view(&s, Viewer::Public).players[0].destiny, None);
    assert_eq!(view(&s, Viewer::Seat(2)).players[0].destiny_count, 1);

    // Dagrun's pending choice: the drawn cards are hidden from the others.
    let mut s = arena(3, 0);
    s.players[0].leader = Some(Leader::Dagrun);
    give_turn(&mut s, 0);
    place(&mut s, 0, loc(ShamansHut));
    let ev = play(&mut s, 0, Action::Peek { land: 1 });
    let peek = ev
        .iter()
        .find(|e| matches!(e, Event::Peeked { .. }))
        .expect("a peek");
    assert_eq!(peek.secret_for(), Some(0));
    assert_eq!(
        view(&s, Viewer::Seat(0)).board.lands[1].known_journey,
        Some(card(JourneyKind::Calm))
    );
    assert_eq!(view(&s, Viewer::Seat(1)).board.lands[1].known_journey, None);
    assert_eq!(view(&s, Viewer::Public).board.lands[1].known_journey, None);
    let Decision::KeepDestiny { drawn } = pending(&s)[0].1.clone() else {
        panic!("Dagrun keeps one of two");
    };
    assert_eq!(drawn.len(), 2);
    assert_eq!(
        view(&s, Viewer::Seat(0)).pending,
        vec![(0, Decision::KeepDestiny { drawn })]
    );
    assert_eq!(
        view(&s, Viewer::Seat(1)).pending,
        vec![(0, Decision::KeepDestiny { drawn: vec![] })]
    );
    assert!(legal_actions(&s, 1).is_empty());
}

#[test]
fn table_defeated_enemies_are_secret_without_hall_of_fame_and_public_with_it() {
    // R-TABLE-2 (defeated enemies), R-SETUP-10 Hall of Fame
    for hall_of_fame in [false, true] {
        let mut settings = Settings::new(2);
        settings.first_player = Some(0);
        settings.hall_of_fame = hall_of_fame;
        let mut s = arena_with(settings);
        troll_fight(&mut s, 0, "troll.young_troll", Dice::new(0, 0, 3));
        roll(&mut s, &[(AX, Double), (AX, Double), (AX, Blank)]);
        assert_eq!(s.players[0].trolls, vec![troll("troll.young_troll")]);
        let own = view(&s, Viewer::Seat(0));
        assert!(own.players[0].defeated.is_some());
        for viewer in [Viewer::Seat(1), Viewer::Public] {
            let v = view(&s, viewer);
            assert_eq!(v.players[0].defeated_count, 1, "the count is public");
            assert_eq!(
                v.players[0].defeated.is_some(),
                hall_of_fame,
                "kinds visible to {viewer:?} with hall_of_fame={hall_of_fame}"
            );
        }
    }
}

#[test]
fn table_same_seed_and_actions_give_the_same_game() {
    // R-TABLE-3
    let bots = [BotKind::Random, BotKind::Heuristic, BotKind::Random];
    let mut settings = Settings::new(3);
    settings.first_player = None;
    let (end, log) = play_game(settings.clone(), 77, &bots).expect("a full game");
    assert_eq!(end.phase, Phase::Finished);
    let replay = |log: &[_]| {
        let (mut s, mut all) = new_game(settings.clone(), 77).expect("a game");
        for entry in log {
            let skald::games::midgard::export::LoggedAction { seat, action } = entry;
            all.extend(play(&mut s, *seat, *action));
        }
        (s, all)
    };
    let (a, ev_a) = replay(&log);
    let (b, ev_b) = replay(&log);
    assert_eq!(a, end);
    assert_eq!(a, b);
    assert_eq!(ev_a, ev_b);
    // Same seed, same deal; another seed, another game.
    let other = new_with(settings.clone(), 78);
    assert_ne!(other.decks, new_with(settings, 77).decks);
}

// ---------------------------------------------------------------------------------------------
// Section markers for the phase as a whole
// ---------------------------------------------------------------------------------------------

#[test]
fn assignment_phase_is_skipped_when_nobody_holds_a_fight() {
    // R-ASSIGN (section): with nobody on a fight or ship, resolution follows at once.
    let mut s = arena(2, 0);
    set_dice(&mut s, 0, Dice::new(0, 0, 1));
    let ev = setup(&mut s, &[(0, At(Smokehouse)), (1, At(HuntingGrounds))]);
    assert!(ev.contains(&Event::AssignmentsRevealed {
        assignments: vec![]
    }));
    assert_eq!(s.round, 2);
}

/// R-SCORE: once the game is scored, a player's hand says their final score (not "if the
/// game ended now"), what each destiny card scored, and no workers left this round (issue
/// 33: the last hand read as a game still going), in both languages.
#[test]
fn the_hand_after_final_scoring_says_the_final_score() {
    use skald::i18n::{render, Lang};
    use skald::table::{Seen, TableGame};
    let bots = [BotKind::Heuristic; 3];
    let (state, _) = play_game(Settings::new(3), 11, &bots).expect("a whole game");
    assert_eq!(state.phase, Phase::Finished);
    let names: Vec<String> = ["Ana", "Bo", "Cy"].map(String::from).to_vec();
    for seat in 0..3u8 {
        let hand = Midgard::hand(&Seen::seat::<Midgard>(&state, seat), seat, &names);
        let texts: Vec<String> = hand
            .lines
            .iter()
            .chain(hand.fields.iter().flat_map(|f| &f.lines))
            .map(|t| render(t, Lang::En))
            .collect();
        let all = texts.join("\n");
        let total = score(&state, cards::cards().expect("cards"), seat).total;
        let final_line = format!("Final score: {total}");
        assert!(all.contains(&final_line), "{final_line} in\n{all}");
        for gone in [
            "If the game ended now",
            "Workers left",
            "nothing for you to decide",
        ] {
            assert!(!all.contains(gone), "{gone} in\n{all}");
        }
        let destiny = texts.iter().filter(|l| l.starts_with("Destiny "));
        assert!(destiny.clone().all(|l| l.contains(" — scored ")), "{all}");
        let polish: Vec<String> = hand
            .fields
            .iter()
            .flat_map(|f| &f.lines)
            .map(|t| render(t, Lang::Pl))
            .collect();
        assert!(
            polish.iter().any(|l| l.starts_with("Wynik końcowy")),
            "{polish:?}"
        );
    }
}
