//! The worked examples of the Storm the Wall digest (R-EX, `../shared/rules/wall.md`), each
//! with its alternatives, played through the engine. Ana, Bo and Cy are clans 0, 1 and 2; the
//! choices shown in the digest are the R-DECIDE defaults, so they are played as defaults.

/// The scene builder both Wall test files use.
use crate::wall_scene as scene;

use scene::*;
use skald::games::wall::{legal_actions, outcome, pending, Action, Card, Event, Phase, Step};

#[test]
fn ex_1_ties_and_archr() {
    // R-EX, R-EX-1: round 1 a stalemate (Cy out, Ana and Bo tie without Arch'r); round 2 Ana's
    // Arch'r of this round wins the tie with Cy; her Axx from round 1 cannot stay; Cy may
    // rearrange positions 3–6.
    let mut s = scene(
        3,
        0,
        1,
        &[N1, N5, N3, N4, N6, UNA],
        &[
            hand(&[], AXX, &[ARCHR]),
            hand(&[], AXX, &[DRUHID]),
            hand(&[], FILCHY, &[SVORD]),
        ],
    );
    let ev = go(&mut s);
    let r1 = in_round(&ev, 1);
    assert!(r1.contains(&Event::Withdrew { clan: 2 }));
    assert_eq!(totals(&r1), vec![Some(4), Some(4), None]);
    assert!(r1.contains(&Event::Stalemate {
        fort: N1,
        stays: false
    }));
    assert!(!r1
        .iter()
        .any(|e| matches!(e, Event::Lost { .. } | Event::LineCleared { .. })));
    let r2 = in_round(&ev, 2);
    assert_eq!(totals(&r2), vec![Some(9), Some(6), Some(9)]);
    assert!(r2.contains(&Event::Captured {
        clan: 0,
        fort: N5,
        archer: true
    }));
    assert!(r2.contains(&Event::LineCleared {
        clan: 0,
        lost: vec![AXX, ARCHR],
        kept: vec![]
    }));
    assert_eq!(s.discard, vec![N1]);
    assert_eq!(s.clans[0].held, vec![N5]);
    assert_eq!(line(&s, 0), Vec::<Card>::new());
    assert_eq!(line(&s, 1), vec![AXX, DRUHID]);
    assert_eq!(line(&s, 2), vec![FILCHY, SVORD]);
    assert_eq!(pending(&s), asks(2, Step::Svord));
    let legal = legal_actions(&s, 2);
    assert!(legal.contains(&Action::Swap { a: 3, b: 6 }));
    assert!(!legal.contains(&Action::Swap { a: 2, b: 3 }));
    let ev = by_default(&mut s, 2, Action::Done);
    assert_eq!(ev[0], Event::Rearranged { clan: 2 });
}

#[test]
fn ex_1_alternative_two_archrs_tie_three_ways() {
    // R-EX-1 alternative: Bo reveals Arch'r instead; a three-way tie at 9 with two Arch'rs is
    // a stalemate; NieFort 5 is discarded, all lines stay, and Cy may still rearrange.
    let mut s = scene(
        3,
        0,
        1,
        &[N1, N5, N3, N4, N6, UNA],
        &[
            hand(&[], AXX, &[ARCHR]),
            hand(&[], AXX, &[ARCHR]),
            hand(&[], FILCHY, &[SVORD]),
        ],
    );
    let ev = go(&mut s);
    let r2 = in_round(&ev, 2);
    assert_eq!(totals(&r2), vec![Some(9), Some(9), Some(9)]);
    assert!(r2.contains(&Event::Stalemate {
        fort: N5,
        stays: false
    }));
    assert_eq!(s.discard, vec![N1, N5]);
    assert_eq!(line(&s, 0), vec![AXX, ARCHR]);
    assert_eq!(line(&s, 1), vec![AXX, ARCHR]);
    assert_eq!(line(&s, 2), vec![FILCHY, SVORD]);
    assert_eq!(pending(&s), asks(2, Step::Svord));
}

#[test]
fn ex_2a_both_chariotts_crash_and_qween_has_no_target() {
    // R-EX-2 (a): round 3, Fort Fokus; lines Ana [Svord], Bo [], Cy [Dru'hid].
    let mut s = scene(
        3,
        0,
        3,
        &[FOKUS, N1, N3, N4],
        &[
            hand(&[SVORD], CHARIOTT, &[QWEEN]),
            hand(&[], CHARIOTT, &[]),
            hand(&[DRUHID], QWEEN, &[]),
        ],
    );
    let ev = go(&mut s);
    assert!(ev.contains(&Event::Crashed { clans: vec![0, 1] }));
    assert!(!ev.iter().any(|e| matches!(e, Event::Seduced { .. })));
    assert_eq!(totals(&ev), vec![Some(6), Some(0), Some(3)]);
    assert!(ev.contains(&Event::Captured {
        clan: 0,
        fort: FOKUS,
        archer: false
    }));
    assert!(ev.contains(&Event::LineCleared {
        clan: 0,
        lost: vec![SVORD],
        kept: vec![]
    }));
    // Fort Fokus: only Cy has warriors to lose; the default drops Qween.
    assert_eq!(pending(&s), asks(2, Step::Fokus));
    assert_eq!(
        legal_actions(&s, 2),
        vec![Action::Lose { card: DRUHID }, Action::Lose { card: QWEEN }]
    );
    let ev = by_default(&mut s, 2, Action::Lose { card: QWEEN });
    assert_eq!(lost(&this_round(&ev)), vec![(2, QWEEN)]);
    stopped(&s, 4, 0);
    assert_eq!(settled(&s, 0), Vec::<Card>::new());
    assert_eq!(settled(&s, 1), Vec::<Card>::new());
    assert_eq!(settled(&s, 2), vec![DRUHID]);
    assert_eq!(s.clans[0].held, vec![FOKUS]);
}

#[test]
fn ex_2b_qween_seduces_the_chariott() {
    // R-EX-2 (b): no crash; Cy must seduce Ch'ariott or Arch'r and picks Ch'ariott; 2+1+8 = 11;
    // Cy captures, Ana's Ch'ariott goes too; Fort Fokus empties every line.
    let mut s = scene(
        3,
        0,
        3,
        &[FOKUS, N1, N3, N4],
        &[
            hand(&[SVORD], CHARIOTT, &[QWEEN]),
            hand(&[], ARCHR, &[]),
            hand(&[DRUHID], QWEEN, &[]),
        ],
    );
    let ev = go(&mut s);
    assert!(!ev.iter().any(|e| matches!(e, Event::Crashed { .. })));
    assert_eq!(pending(&s), asks(2, Step::Seduce));
    assert_eq!(
        legal_actions(&s, 2),
        vec![Action::Seduce { clan: 0 }, Action::Seduce { clan: 1 }]
    );
    let ev = by_default(&mut s, 2, Action::Seduce { clan: 0 });
    let r3 = this_round(&ev);
    assert_eq!(
        r3[0],
        Event::Seduced {
            qween: 2,
            target: 0,
            card: CHARIOTT
        }
    );
    assert_eq!(totals(&r3), vec![Some(6), Some(5), Some(11)]);
    assert!(r3.contains(&Event::Captured {
        clan: 2,
        fort: FOKUS,
        archer: false
    }));
    assert!(r3.contains(&Event::LineCleared {
        clan: 2,
        lost: vec![DRUHID, QWEEN],
        kept: vec![]
    }));
    assert!(r3.contains(&Event::SeducedLost {
        clan: 0,
        card: CHARIOTT
    }));
    assert_eq!(lost(&r3), vec![(0, SVORD), (1, ARCHR)]);
    stopped(&s, 4, 0);
    for clan in 0..3 {
        assert_eq!(settled(&s, clan), Vec::<Card>::new(), "clan {clan}");
    }
    assert_eq!(s.clans[2].held, vec![FOKUS]);
}

/// R-EX-3's scene: Ana and Bo, round 4 of the last turn.
fn ex_3_scene(shift: bool) -> skald::games::wall::State {
    let mut s = scene(
        2,
        0,
        4,
        &[H2, N6, UNA],
        &[
            hand(&[SVORD], DRUHID, &[FILCHY, FILCHY2]),
            hand(&[FILCHY], AXX, &[ARCHR, HORSIE]),
        ],
    );
    s.clans[0].held = vec![N3, H1];
    s.settings.druhid_shift = shift;
    s.turn = 3;
    s
}

#[test]
fn ex_3_druhid_takes_fortuna() {
    // R-EX-3: Ana's Dru'hid (8 against 7) takes FortUna; FortHeca −2 moves to position 6; she
    // drops FortHeca −1 for FortUna and holds NieFort 3 + FortUna = 11; Bo keeps [Filchy, Axx];
    // round 5 is for NieFort 6, round 6 for FortHeca −2.
    let mut s = ex_3_scene(false);
    let ev = go(&mut s);
    assert_eq!(totals(&ev), vec![Some(8), Some(7)]);
    assert_eq!(pending(&s), asks(0, Step::Druhid));
    assert_eq!(
        legal_actions(&s, 0),
        vec![
            Action::Take { position: 4 },
            Action::Take { position: 5 },
            Action::Take { position: 6 }
        ]
    );
    let ev = by_default(&mut s, 0, Action::Take { position: 6 });
    assert_eq!(
        ev[0],
        Event::Took {
            clan: 0,
            position: 6,
            fort: UNA
        }
    );
    assert!(ev.contains(&Event::LineCleared {
        clan: 0,
        lost: vec![SVORD, DRUHID],
        kept: vec![]
    }));
    assert_eq!(s.wall[4..], [Some(N6), Some(H2)]);
    assert_eq!(pending(&s), asks(0, Step::FortUna));
    assert_eq!(line(&s, 1), vec![FILCHY, AXX]);
    let ev = by_default(&mut s, 0, Action::DropFort { index: 1 });
    assert_eq!(ev[0], Event::FortDropped { clan: 0, fort: H1 });
    assert_eq!(revealed_fort(&ev, 5), N6);
    assert_eq!(revealed_fort(&ev, 6), H2);
    assert_eq!(s.phase, Phase::Over);
    assert_eq!(s.clans[0].held, vec![N3, UNA]);
    assert_eq!(s.clans[1].held, vec![N6, H2]);
    let out = outcome(&s).unwrap();
    assert_eq!(out.scores[0].points, 11);
    assert_eq!(out.winners, vec![0]);
}

#[test]
fn ex_3_with_druhid_shift() {
    // R-EX-3 with `druhid_shift` (R-VAR-2): FortHeca −2 and NieFort 6 each move one place
    // right, so round 5 fights for FortHeca −2 and round 6 for NieFort 6.
    let mut s = ex_3_scene(true);
    go(&mut s);
    by_default(&mut s, 0, Action::Take { position: 6 });
    assert_eq!(s.wall[4..], [Some(H2), Some(N6)]);
    let ev = by_default(&mut s, 0, Action::DropFort { index: 1 });
    assert_eq!(revealed_fort(&ev, 5), H2);
    assert_eq!(revealed_fort(&ev, 6), N6);
    assert_eq!(s.clans[0].held, vec![N3, UNA]);
    assert_eq!(s.clans[1].held, vec![H2, N6]);
}

#[test]
fn ex_4_the_rulebooks_own_example() {
    // R-EX-4: round 2, KomFort; both Ch'ariotts crash; Ana 5, Bo 2, Cy 5; only Cy's Arch'r is
    // revealed now, so Cy captures and, by KomFort, keeps Arch'r.
    let mut s = scene(
        3,
        0,
        2,
        &[KOM, N3, N4, N5, N6],
        &[
            hand(&[ARCHR], CHARIOTT, &[QWEEN]),
            hand(&[DRUHID], CHARIOTT, &[]),
            hand(&[], ARCHR, &[]),
        ],
    );
    s.clans[2].held = vec![N1];
    let ev = go(&mut s);
    assert!(ev.contains(&Event::Crashed { clans: vec![0, 1] }));
    assert_eq!(totals(&ev), vec![Some(5), Some(2), Some(5)]);
    assert!(ev.contains(&Event::Captured {
        clan: 2,
        fort: KOM,
        archer: true
    }));
    assert_eq!(pending(&s), asks(2, Step::KeepWeakest));
    let ev = by_default(&mut s, 2, Action::Keep { keep: true });
    assert!(ev.contains(&Event::LineCleared {
        clan: 2,
        lost: vec![],
        kept: vec![ARCHR]
    }));
    stopped(&s, 3, 0);
    assert_eq!(settled(&s, 0), vec![ARCHR]);
    assert_eq!(settled(&s, 1), vec![DRUHID]);
    assert_eq!(settled(&s, 2), vec![ARCHR]);
    assert_eq!(s.clans[2].held, vec![N1, KOM]);
}

/// R-EX-5's scene: the whole wall, round 1.
fn ex_5_scene(tied_forts_stay: bool) -> skald::games::wall::State {
    let mut s = scene(
        3,
        0,
        1,
        &[N1, KOM, N4, H1, N5, UNA],
        &[
            hand(&[], FILCHY, &[HORSIE, SVORD]),
            hand(&[], DRUHID, &[CHARIOTT, AXX]),
            hand(&[], AXX, &[FILCHY, ARCHR]),
        ],
    );
    s.settings.tied_forts_stay = tied_forts_stay;
    s
}

#[test]
fn ex_5_horsie_tied_forts_stay_and_axx_with_komfort() {
    // R-EX-5 with `tied_forts_stay` (R-VAR-1).
    let mut s = ex_5_scene(true);
    // Round 1: Cy captures NieFort 1 and keeps Axx.
    let ev = go(&mut s);
    assert!(ev.contains(&Event::Withdrew { clan: 0 }));
    assert_eq!(totals(&ev), vec![None, Some(2), Some(4)]);
    assert_eq!(pending(&s), asks(2, Step::KeepAxx));
    let ev = by_default(&mut s, 2, Action::Keep { keep: true });
    assert!(ev.contains(&Event::LineCleared {
        clan: 2,
        lost: vec![],
        kept: vec![AXX]
    }));
    // Round 2: 10 against 10, stalemate; Ana's Horsie costs her Filchy; the wall moves right
    // and FortUna is pushed off.
    let r2 = in_round(&ev, 2);
    assert_eq!(totals(&r2), vec![Some(10), Some(10), None]);
    assert!(r2.contains(&Event::Stalemate {
        fort: KOM,
        stays: true
    }));
    assert!(r2.contains(&Event::PushedOff { fort: UNA }));
    assert_eq!(lost(&r2), vec![(0, FILCHY)]);
    assert_eq!(s.discard, vec![UNA]);
    // Round 3: KomFort again; Bo captures with 14, keeps Axx and, by KomFort, Dru'hid.
    let r3 = in_round(&ev, 3);
    assert_eq!(revealed_fort(&r3, 3), KOM);
    assert_eq!(totals(&r3), vec![Some(13), Some(14), Some(12)]);
    assert!(r3.contains(&Event::Captured {
        clan: 1,
        fort: KOM,
        archer: false
    }));
    assert_eq!(pending(&s), asks(1, Step::KeepAxx));
    by_default(&mut s, 1, Action::Keep { keep: true });
    assert_eq!(pending(&s), asks(1, Step::KeepWeakest));
    let ev = by_default(&mut s, 1, Action::Keep { keep: true });
    assert!(ev.contains(&Event::LineCleared {
        clan: 1,
        lost: vec![CHARIOTT],
        kept: vec![DRUHID, AXX]
    }));
    assert_eq!(line(&s, 0), vec![HORSIE, SVORD]);
    assert_eq!(line(&s, 1), vec![DRUHID, AXX]);
    assert_eq!(line(&s, 2), vec![AXX, FILCHY, ARCHR]);
    assert_eq!(s.clans[1].held, vec![KOM]);
    assert_eq!(s.wall, [None, None, None, Some(N4), Some(H1), Some(N5)]);
    // Ana may rearrange positions 4–6; then round 4 fights NieFort 4.
    assert_eq!(pending(&s), asks(0, Step::Svord));
    assert_eq!(
        legal_actions(&s, 0),
        vec![
            Action::Swap { a: 4, b: 5 },
            Action::Swap { a: 4, b: 6 },
            Action::Swap { a: 5, b: 6 },
            Action::Done
        ]
    );
    let ev = by_default(&mut s, 0, Action::Done);
    assert_eq!(revealed_fort(&ev, 4), N4);
}

#[test]
fn ex_5_variant_off() {
    // R-EX-5 variant off: KomFort is discarded after round 2, round 3 is for NieFort 4, and Bo
    // captures it with the same cards, keeping only [Axx].
    let mut s = ex_5_scene(false);
    go(&mut s);
    let ev = by_default(&mut s, 2, Action::Keep { keep: true });
    let r2 = in_round(&ev, 2);
    assert!(r2.contains(&Event::Stalemate {
        fort: KOM,
        stays: false
    }));
    assert!(!r2.iter().any(|e| matches!(e, Event::PushedOff { .. })));
    assert_eq!(lost(&r2), vec![(0, FILCHY)]);
    assert_eq!(s.discard, vec![KOM]);
    let r3 = in_round(&ev, 3);
    assert_eq!(revealed_fort(&r3, 3), N4);
    assert_eq!(totals(&r3), vec![Some(13), Some(14), Some(12)]);
    assert_eq!(pending(&s), asks(1, Step::KeepAxx));
    let ev = by_default(&mut s, 1, Action::Keep { keep: true });
    assert!(ev.contains(&Event::LineCleared {
        clan: 1,
        lost: vec![DRUHID, CHARIOTT],
        kept: vec![AXX]
    }));
    assert_eq!(line(&s, 1), vec![AXX]);
    assert_eq!(s.clans[1].held, vec![N4]);
    assert_eq!(pending(&s), asks(0, Step::Svord));
}
