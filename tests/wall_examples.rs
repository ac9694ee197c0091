//! The worked examples of the Storm the Wall digest (R-EX, `../shared/rules/wall.md`), each
//! with its alternatives, played through the engine. Ana, Bo and Cy are clans 0, 1 and 2; the
//! choices shown in the digest are the R-DECIDE defaults, so they are played as defaults.

/// A scene builder: the state of a turn at the start of round `r`, set card by card, so each
/// test reads like the digest's examples. Ana, Bo and Cy are clans 0, 1 and 2.
#[allow(dead_code)]
mod scene {
    use skald::games::wall::round::{self, Stage};
    use skald::games::wall::state::Orders;
    use skald::games::wall::{
        apply, default_action, new_game, pending, Action, Card, Decision, Event, Fort, Phase,
        Settings, State, Step,
    };

    pub const QWEEN: Card = 0;
    pub const DRUHID: Card = 1;
    pub const FILCHY: Card = 2;
    pub const FILCHY2: Card = 3;
    pub const AXX: Card = 4;
    pub const ARCHR: Card = 5;
    pub const SVORD: Card = 6;
    pub const HORSIE: Card = 7;
    pub const CHARIOTT: Card = 8;

    pub const N1: Fort = Fort::NieFort(1);
    pub const N3: Fort = Fort::NieFort(3);
    pub const N4: Fort = Fort::NieFort(4);
    pub const N5: Fort = Fort::NieFort(5);
    pub const N6: Fort = Fort::NieFort(6);
    pub const KOM: Fort = Fort::KomFort;
    pub const FOKUS: Fort = Fort::Fokus;
    pub const UNA: Fort = Fort::FortUna;
    pub const H1: Fort = Fort::FortHeca(1);
    pub const H2: Fort = Fort::FortHeca(2);
    pub const H3: Fort = Fort::FortHeca(3);

    /// Cards filling later positions are taken from the front (harmless Filchys first);
    /// cards already discarded earlier this turn from the back.
    const FILL: [Card; 9] = [
        FILCHY, FILCHY2, ARCHR, AXX, DRUHID, SVORD, HORSIE, CHARIOTT, QWEEN,
    ];

    /// A clan's part of a scene: its line from earlier rounds (in the order revealed), the
    /// card it reveals in round `r`, and its next face-down cards (the rest are filled in).
    pub struct Hand {
        line: Vec<Card>,
        now: Card,
        later: Vec<Card>,
    }

    pub fn hand(line: &[Card], now: Card, later: &[Card]) -> Hand {
        Hand {
            line: line.to_vec(),
            now,
            later: later.to_vec(),
        }
    }

    pub fn settings(players: u8, neutrals: u8) -> Settings {
        Settings {
            players,
            neutrals,
            tied_forts_stay: false,
            druhid_shift: false,
        }
    }

    /// The game just before round `r` is revealed: `forts` lie at positions r..=6, every clan
    /// has locked orders consistent with `hands`, nobody holds a fort, turn 1.
    pub fn scene(players: u8, neutrals: u8, r: u8, forts: &[Fort], hands: &[Hand]) -> State {
        let (mut s, _) = new_game(settings(players, neutrals), 7).expect("a legal line-up");
        assert_eq!(hands.len(), s.clans.len(), "one hand per clan");
        let r = usize::from(r);
        assert_eq!(forts.len(), 7 - r, "forts for positions r..=6");
        s.round = r as u8 - 1;
        s.phase = Phase::Orders;
        s.discard.clear();
        s.wall = [None; 6];
        for (i, f) in forts.iter().enumerate() {
            s.wall[r - 1 + i] = Some(*f);
        }
        for (clan, h) in s.clans.iter_mut().zip(hands) {
            let mut used = h.line.clone();
            used.push(h.now);
            used.extend(&h.later);
            let mut distinct = used.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(distinct.len(), used.len(), "a card twice in {used:?}");
            let mut free: Vec<Card> = FILL.iter().copied().filter(|c| !used.contains(c)).collect();
            assert!(h.line.len() < r && h.later.len() <= 6 - r, "too many cards");
            let mut later = h.later.clone();
            while later.len() < 6 - r {
                later.push(free.remove(0));
            }
            let mut earlier = h.line.clone();
            let mut gone = Vec::new();
            while earlier.len() < r - 1 {
                let c = free.pop().unwrap();
                earlier.push(c);
                gone.push(c);
            }
            let mut placed = [None; 6];
            let cards = earlier.iter().chain(std::iter::once(&h.now)).chain(&later);
            for (slot, &c) in placed.iter_mut().zip(cards) {
                *slot = Some(c);
            }
            assert_eq!(free.len(), 3);
            clan.orders = if clan.neutral {
                Orders {
                    aside: free,
                    discard: None,
                    placed,
                    locked: true,
                }
            } else {
                Orders {
                    aside: free[..2].to_vec(),
                    discard: Some(free[2]),
                    placed,
                    locked: true,
                }
            };
            clan.line = h.line.clone();
            clan.out = gone;
            clan.held.clear();
        }
        s
    }

    /// Runs the game on from the reveal of the next round (R-ROUND-1).
    pub fn go(s: &mut State) -> Vec<Event> {
        let mut ev = Vec::new();
        round::run(s, Stage::Reveal, &mut ev);
        ev
    }

    pub fn act(s: &mut State, seat: u8, a: Action) -> Vec<Event> {
        apply(s, seat, &a).unwrap_or_else(|e| panic!("{a:?} by {seat} refused: {e}"))
    }

    /// Plays `seat`'s default, which must be `expected`.
    pub fn by_default(s: &mut State, seat: u8, expected: Action) -> Vec<Event> {
        assert_eq!(
            default_action(s, seat),
            Some(expected),
            "the default of {seat}"
        );
        act(s, seat, expected)
    }

    pub fn asks(seat: u8, step: Step) -> Vec<(u8, Decision)> {
        vec![(seat, Decision::Step(step))]
    }

    /// The run stopped at the reveal of `round` because `clan`'s lone Qween must pick a target
    /// (the scenes' way of freezing the state of the round before).
    pub fn stopped(s: &State, round: u8, clan: u8) {
        assert_eq!(s.round, round, "the game stopped in another round");
        assert_eq!(
            pending(s),
            asks(clan, Step::Seduce),
            "not stopped by the Qween"
        );
    }

    /// A clan's line as the previous round left it, once `stopped` (without this round's card).
    pub fn settled(s: &State, clan: u8) -> Vec<Card> {
        let line = &s.clans[usize::from(clan)].line;
        line[..line.len() - 1].to_vec()
    }

    pub fn line(s: &State, clan: u8) -> Vec<Card> {
        s.clans[usize::from(clan)].line.clone()
    }

    /// The events of round `r` (from its reveal to the next reveal).
    pub fn in_round(ev: &[Event], r: u8) -> Vec<Event> {
        let mut now = None;
        let mut out = Vec::new();
        for e in ev {
            if let Event::Revealed { round, .. } = e {
                now = Some(*round);
            }
            if now == Some(r) {
                out.push(e.clone());
            }
        }
        out
    }

    /// The events before the next reveal (what an answer settles in the round at hand).
    pub fn this_round(ev: &[Event]) -> Vec<Event> {
        ev.iter()
            .take_while(|e| !matches!(e, Event::Revealed { .. }))
            .cloned()
            .collect()
    }

    pub fn totals(ev: &[Event]) -> Vec<Option<u16>> {
        ev.iter()
            .find_map(|e| match e {
                Event::Totals { totals } => Some(totals.clone()),
                _ => None,
            })
            .expect("a Totals event")
    }

    pub fn revealed_fort(ev: &[Event], r: u8) -> Fort {
        ev.iter()
            .find_map(|e| match e {
                Event::Revealed { round, fort, .. } if *round == r => Some(*fort),
                _ => None,
            })
            .unwrap_or_else(|| panic!("round {r} was not revealed"))
    }

    pub fn lost(ev: &[Event]) -> Vec<(u8, Card)> {
        ev.iter()
            .filter_map(|e| match e {
                Event::Lost { clan, card } => Some((*clan, *card)),
                _ => None,
            })
            .collect()
    }
}

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
