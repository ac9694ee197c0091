//! An attack round in the exact order of R-ROUND: each stage either settles by itself or
//! waits for players; the game runs on stage by stage until someone must decide.

use rand::Rng;

use super::action::Action;
use super::cards::{Fort, Warrior};
use super::event::Event;
use super::picks;
use super::setup::begin_turn;
use super::state::{warrior, Card, Fight, Phase, State, Step, POSITIONS, TURNS};

/// Where an attack round goes on from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    Reveal,
    Seduce,
    Outcome,
    Horsie,
    Druhid,
    KeepAxx,
    KeepWeakest,
    Cleanup,
    Effect,
    Svord,
    End,
}

impl Stage {
    /// The stage that asks `step`.
    fn asking(step: Step) -> Stage {
        match step {
            Step::Seduce => Stage::Seduce,
            Step::Horsie => Stage::Horsie,
            Step::Druhid => Stage::Druhid,
            Step::KeepAxx => Stage::KeepAxx,
            Step::KeepWeakest => Stage::KeepWeakest,
            Step::FortUna | Step::Fokus => Stage::Effect,
            Step::Svord => Stage::Svord,
        }
    }

    /// The stage after a decision step is settled.
    pub fn after(step: Step) -> Stage {
        Stage::asking(step).next()
    }

    /// The next stage in R-ROUND order; the end of a round leads to the next reveal.
    fn next(self) -> Stage {
        match self {
            Stage::Reveal => Stage::Seduce,
            Stage::Seduce => Stage::Outcome,
            Stage::Outcome => Stage::Horsie,
            Stage::Horsie => Stage::Druhid,
            Stage::Druhid => Stage::KeepAxx,
            Stage::KeepAxx => Stage::KeepWeakest,
            Stage::KeepWeakest => Stage::Cleanup,
            Stage::Cleanup => Stage::Effect,
            Stage::Effect => Stage::Svord,
            Stage::Svord => Stage::End,
            Stage::End => Stage::Reveal,
        }
    }
}

/// Runs the game on from `stage` until a player must decide or the game is over.
pub fn run(state: &mut State, mut stage: Stage, ev: &mut Vec<Event>) {
    loop {
        let waits = match stage {
            Stage::Reveal => {
                reveal(state, ev);
                false
            }
            Stage::Seduce => seduce(state, ev),
            Stage::Outcome => {
                outcome(state, ev);
                false
            }
            Stage::Horsie => picks::horsie(state, ev),
            Stage::Druhid => druhid(state),
            Stage::KeepAxx => keep_axx(state),
            Stage::KeepWeakest => keep_weakest(state),
            Stage::Cleanup => {
                cleanup(state, ev);
                false
            }
            Stage::Effect => effect(state, ev),
            Stage::Svord => svord(state),
            // A new turn waits for orders.
            Stage::End => !end(state, ev),
        };
        if waits || state.phase == Phase::Over {
            return;
        }
        stage = stage.next();
    }
}

pub fn fight_mut(state: &mut State) -> Option<&mut Fight> {
    match &mut state.phase {
        Phase::Fight(f) => Some(f),
        _ => None,
    }
}

/// Marks the fight as waiting on `clans` at `step`; false (nothing to wait for) if empty.
pub fn wait(state: &mut State, step: Step, clans: Vec<u8>) -> bool {
    let Some(f) = fight_mut(state) else {
        return false;
    };
    if clans.is_empty() {
        return false;
    }
    f.step = Some(step);
    f.waiting = clans;
    true
}

/// R-ROUND-1 (and R-ROUND-12 before it): the next round's warriors turn over.
fn reveal(state: &mut State, ev: &mut Vec<Event>) {
    state.round += 1;
    let r = usize::from(state.round) - 1;
    let cards: Vec<Card> = state
        .clans
        .iter()
        .map(|c| c.orders.placed[r].unwrap_or(0))
        .collect();
    for (clan, &card) in state.clans.iter_mut().zip(&cards) {
        clan.line.push(card);
    }
    let fort = state.fort_at_stake().unwrap_or(Fort::NieFort(1));
    ev.push(Event::Revealed {
        round: state.round,
        fort,
        cards: cards.clone(),
    });
    state.phase = Phase::Fight(Fight::new(cards));
    crash(state, ev);
}

/// R-ROUND-2: two or more Ch'ariotts all crash.
fn crash(state: &mut State, ev: &mut Vec<Event>) {
    let Some(f) = state.fight() else { return };
    let chariotts: Vec<u8> = clans_revealing(f, Warrior::Chariott);
    if chariotts.len() < 2 {
        return;
    }
    let cards: Vec<Card> = chariotts
        .iter()
        .map(|&c| f.revealed[usize::from(c)])
        .collect();
    for (&c, card) in chariotts.iter().zip(cards) {
        state.clans[usize::from(c)].lose(card);
    }
    if let Some(f) = fight_mut(state) {
        f.crashed = chariotts.clone();
    }
    ev.push(Event::Crashed { clans: chariotts });
}

fn clans_revealing(f: &Fight, w: Warrior) -> Vec<u8> {
    (0..f.revealed.len() as u8)
        .filter(|&c| warrior(f.revealed[usize::from(c)]) == w)
        .collect()
}

/// The clans the lone Qween of `qween` may seduce: another clan's warrior revealed this round
/// and still in its line.
pub fn targets(state: &State, qween: u8) -> Vec<u8> {
    let Some(f) = state.fight() else {
        return Vec::new();
    };
    (0..state.clans.len() as u8)
        .filter(|&t| t != qween && !f.crashed.contains(&t))
        .collect()
}

/// R-ROUND-3: a lone player's Qween seduces; with two or more targets its player picks.
fn seduce(state: &mut State, ev: &mut Vec<Event>) -> bool {
    let Some(f) = state.fight() else { return false };
    let qweens = clans_revealing(f, Warrior::Qween);
    if qweens.len() > 1 {
        ev.push(Event::QweensCancel);
        return false;
    }
    let Some(&q) = qweens.first() else {
        return false;
    };
    if !state.is_player(q) {
        return false;
    }
    match targets(state, q).as_slice() {
        [] => false,
        [t] => {
            ev.push(Event::Forced {
                clan: q,
                action: Action::Seduce { clan: *t },
            });
            seduce_target(state, q, *t, ev);
            false
        }
        _ => wait(state, Step::Seduce, vec![q]),
    }
}

pub fn seduce_target(state: &mut State, qween: u8, target: u8, ev: &mut Vec<Event>) {
    let Some(f) = fight_mut(state) else { return };
    f.seduction = Some((qween, target));
    let card = f.revealed[usize::from(target)];
    ev.push(Event::Seduced {
        qween,
        target,
        card,
    });
}

/// R-ROUND-4 to 6: withdrawals, totals and who captures.
fn outcome(state: &mut State, ev: &mut Vec<Event>) {
    let Some(f) = state.fight() else { return };
    let withdrawn: Vec<u8> = (0..f.revealed.len() as u8)
        .filter(|&c| f.active(c) == Some(Warrior::Filchy))
        .collect();
    let totals: Vec<Option<u16>> = (0..state.clans.len() as u8)
        .map(|c| (!withdrawn.contains(&c)).then(|| total(state, f, c)))
        .collect();
    let top = totals.iter().flatten().max().copied();
    let tied: Vec<u8> = (0..totals.len() as u8)
        .filter(|&c| top.is_some() && totals[usize::from(c)] == top)
        .collect();
    let archers: Vec<u8> = tied
        .iter()
        .copied()
        .filter(|&c| f.active(c) == Some(Warrior::Archr))
        .collect();
    let winner = match (tied.as_slice(), archers.as_slice()) {
        ([one], _) => Some((*one, false)),
        (_, [archer]) => Some((*archer, true)),
        _ => None,
    };
    ev.extend(withdrawn.iter().map(|&clan| Event::Withdrew { clan }));
    ev.push(Event::Totals { totals });
    if let Some(f) = fight_mut(state) {
        f.withdrawn = withdrawn;
    }
    match winner {
        Some((clan, archer)) => capture(state, clan, archer, ev),
        None => stalemate(state, ev),
    }
}

/// R-ROUND-5: the strengths of `clan`'s line, the seduced warrior counting for the Qween.
fn total(state: &State, f: &Fight, clan: u8) -> u16 {
    let seduced = f.seduced();
    let own: u16 = state.clans[usize::from(clan)]
        .line
        .iter()
        .filter(|&&card| seduced != Some((clan, card)))
        .map(|&c| u16::from(warrior(c).strength()))
        .sum();
    let stolen = match (f.seduction, seduced) {
        (Some((q, _)), Some((_, card))) if q == clan => u16::from(warrior(card).strength()),
        _ => 0,
    };
    own + stolen
}

fn capture(state: &mut State, clan: u8, archer: bool, ev: &mut Vec<Event>) {
    let r = usize::from(state.round) - 1;
    let Some(fort) = state.wall[r].take() else {
        return;
    };
    if let Some(f) = fight_mut(state) {
        f.winner = Some(clan);
        f.captured = Some(fort);
    }
    ev.push(Event::Captured { clan, fort, archer });
}

/// R-ROUND-6 stalemate: the fort is discarded, or under R-VAR-1 the wall moves right.
fn stalemate(state: &mut State, ev: &mut Vec<Event>) {
    let r = usize::from(state.round);
    let stays = state.settings.tied_forts_stay && r < POSITIONS;
    let Some(fort) = state.wall[r - 1] else {
        return;
    };
    ev.push(Event::Stalemate { fort, stays });
    if !stays {
        state.wall[r - 1] = None;
        state.discard.push(fort);
        return;
    }
    if let Some(pushed) = state.wall[POSITIONS - 1].take() {
        state.discard.push(pushed);
        ev.push(Event::PushedOff { fort: pushed });
    }
    for i in (r..POSITIONS).rev() {
        state.wall[i] = state.wall[i - 1].take();
    }
}

/// R-ROUND-8: a player's Dru'hid winner picks among this fort and the unresolved ones.
fn druhid(state: &mut State) -> bool {
    let Some(f) = state.fight() else { return false };
    let Some(w) = f.winner else { return false };
    let picks = state.is_player(w)
        && f.active(w) == Some(Warrior::Druhid)
        && state.unresolved().next().is_some();
    picks && wait(state, Step::Druhid, vec![w])
}

/// The Dru'hid winner takes the fort at `position` instead; the fort fought for moves there
/// (R-ROUND-8) or pushes the forts between one place right (R-VAR-2).
pub fn take(state: &mut State, position: u8, ev: &mut Vec<Event>) {
    let r = usize::from(state.round);
    let k = usize::from(position);
    if k == r || k > POSITIONS {
        return;
    }
    let Some(f) = state.fight() else { return };
    let (Some(clan), Some(fought)) = (f.winner, f.captured) else {
        return;
    };
    let Some(taken) = state.wall[k - 1] else {
        return;
    };
    if state.settings.druhid_shift {
        state.wall[r - 1] = Some(fought);
        for i in (r..k).rev() {
            state.wall[i] = state.wall[i - 1].take();
        }
    } else {
        state.wall[k - 1] = Some(fought);
    }
    if let Some(f) = fight_mut(state) {
        f.captured = Some(taken);
    }
    ev.push(Event::Took {
        clan,
        position,
        fort: taken,
    });
}

/// R-ROUND-9: a player's winner with an unseduced Axx revealed now may keep it.
fn keep_axx(state: &mut State) -> bool {
    let Some(f) = state.fight() else { return false };
    let Some(w) = f.winner else { return false };
    let asks = state.is_player(w) && f.active(w) == Some(Warrior::Axx);
    asks && wait(state, Step::KeepAxx, vec![w])
}

/// The warrior a KomFort winner may keep: the weakest of its line but a kept Axx (ties: the
/// earliest revealed).
pub fn weakest_keepable(state: &State) -> Option<Card> {
    let f = state.fight()?;
    let w = f.winner?;
    if f.captured != Some(Fort::KomFort) || !state.is_player(w) {
        return None;
    }
    let axx = f.kept_axx.then(|| f.revealed[usize::from(w)]);
    state.clans[usize::from(w)]
        .line
        .iter()
        .copied()
        .filter(|&c| Some(c) != axx)
        .min_by_key(|&c| warrior(c).strength())
}

/// R-ROUND-9 / R-FORT-1: the KomFort winner keeps its weakest warrior or not.
fn keep_weakest(state: &mut State) -> bool {
    let Some(w) = state.fight().and_then(|f| f.winner) else {
        return false;
    };
    weakest_keepable(state).is_some() && wait(state, Step::KeepWeakest, vec![w])
}

/// R-ROUND-9: the winner's line goes but for what it keeps; a seduced warrior goes with the
/// Qween's capture.
fn cleanup(state: &mut State, ev: &mut Vec<Event>) {
    let Some(f) = state.fight() else { return };
    let Some(w) = f.winner else { return };
    let mut kept: Vec<Card> = Vec::new();
    if f.kept_axx {
        kept.push(f.revealed[usize::from(w)]);
    }
    if let Some(card) = f.picks[usize::from(w)] {
        kept.push(card);
    }
    let seduced = f
        .seduction
        .filter(|&(q, _)| q == w)
        .and_then(|_| f.seduced());
    let clan = &mut state.clans[usize::from(w)];
    let lost: Vec<Card> = clan
        .line
        .iter()
        .copied()
        .filter(|c| !kept.contains(c))
        .collect();
    for &c in &lost {
        clan.lose(c);
    }
    kept.retain(|c| clan.line.contains(c));
    if let Some(f) = fight_mut(state) {
        f.picks[usize::from(w)] = None;
    }
    let clan = &state.clans[usize::from(w)];
    kept.sort_by_key(|c| clan.line.iter().position(|x| x == c));
    ev.push(Event::LineCleared {
        clan: w,
        lost,
        kept,
    });
    if let Some((target, card)) = seduced {
        if state.clans[usize::from(target)].lose(card) {
            ev.push(Event::SeducedLost { clan: target, card });
        }
    }
}

/// R-ROUND-10: the captured fort joins the winner's held forts, its effect, then the
/// FortHeca check. True when the game is over or a choice waits.
fn effect(state: &mut State, ev: &mut Vec<Event>) -> bool {
    let Some(f) = state.fight() else { return false };
    let (Some(w), Some(fort)) = (f.winner, f.captured) else {
        return false;
    };
    state.clans[usize::from(w)].held.push(fort);
    let waits = match fort {
        Fort::FortUna => picks::fortuna(state, w, ev),
        Fort::Fokus => picks::fokus(state, ev),
        _ => false,
    };
    waits || fortheca_check(state, ev)
}

/// R-FORT-4: a player holding three FortHeca wins at once. True when the game ended.
pub fn fortheca_check(state: &mut State, ev: &mut Vec<Event>) -> bool {
    let Some(w) = state.fight().and_then(|f| f.winner) else {
        return false;
    };
    let heca = state.clans[usize::from(w)]
        .held
        .iter()
        .filter(|f| f.is_fortheca())
        .count();
    if !state.is_player(w) || heca < 3 {
        return false;
    }
    state.fortheca_win = Some(w);
    state.phase = Phase::Over;
    ev.push(Event::ForthecaWin { clan: w });
    ev.push(Event::GameOver);
    true
}

/// R-ROUND-11: players who revealed an unseduced Svord, with two face-down warriors or more.
fn svord(state: &mut State) -> bool {
    let Some(f) = state.fight() else { return false };
    let face_down = POSITIONS - usize::from(state.round);
    let owners: Vec<u8> = (0..state.players())
        .filter(|&c| face_down >= 2 && f.active(c) == Some(Warrior::Svord))
        .collect();
    wait(state, Step::Svord, owners)
}

/// R-ROUND-12: the next round, the next turn or the end. False when the game is over.
fn end(state: &mut State, ev: &mut Vec<Event>) -> bool {
    if usize::from(state.round) < POSITIONS {
        return true;
    }
    ev.push(Event::TurnEnded { turn: state.turn });
    if state.turn >= TURNS {
        state.phase = Phase::Over;
        ev.push(Event::GameOver);
        return false;
    }
    begin_turn(state, ev);
    false
}

/// A uniform pick of the seeded generator, for a neutral (R-NEUTRAL-1).
pub fn random_pick<T: Copy>(state: &mut State, from: &[T]) -> Option<T> {
    if from.is_empty() {
        return None;
    }
    let i = state.rng.random_range(0..from.len());
    from.get(i).copied()
}
