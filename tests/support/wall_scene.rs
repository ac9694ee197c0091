//! A scene builder: the state of a turn at the start of round `r`, set card by card, so each
//! test reads like the digest's examples. Ana, Bo and Cy are clans 0, 1 and 2.

use skald::games::wall::round::{self, Stage};
use skald::games::wall::state::Orders;
use skald::games::wall::{
    apply, default_action, new_game, pending, Action, Card, Decision, Event, Fort, Phase, Settings,
    State, Step,
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
        colours: [None; 4],
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

/// The events the table tells: the record events, kept for exports only, left out.
pub fn told(ev: Vec<Event>) -> Vec<Event> {
    ev.into_iter().filter(|e| !e.is_record()).collect()
}

/// Runs the game on from the reveal of the next round (R-ROUND-1); the events told.
pub fn go(s: &mut State) -> Vec<Event> {
    let mut ev = Vec::new();
    round::run(s, Stage::Reveal, &mut ev);
    told(ev)
}

/// Plays `a` for `seat`; the events told.
pub fn act(s: &mut State, seat: u8, a: Action) -> Vec<Event> {
    told(act_all(s, seat, a))
}

/// Plays `a` for `seat`; every event, the record ones included.
pub fn act_all(s: &mut State, seat: u8, a: Action) -> Vec<Event> {
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
