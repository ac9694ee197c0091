//! Viking Gods' events in words, each die with its use (R-TABLE-2). Everything is public
//! (R-INFO-1): no line is private.

use super::board::phase_title;
use super::words::{hex, player, result, side, signed, token, tokens};
use crate::games::gods::{EndCause, Event, Phase, Removal, State};
use crate::i18n::Text;
use crate::table::game::Narration;

pub fn narrate(state: &State, events: &[Event], names: &[String]) -> Narration {
    let mut n = Narration::default();
    for e in events {
        if let Some(line) = line(state, e, names) {
            n.public.push(line);
        }
    }
    n
}

fn removal_id(cause: Removal) -> &'static str {
    match cause {
        Removal::Beaten => "beaten",
        Removal::AttackBeaten => "attack-beaten",
        Removal::Cornered => "cornered",
        Removal::HelField => "helfield",
        Removal::Hela => "hela",
        Removal::Void => "void",
    }
}

fn cause_id(cause: EndCause) -> &'static str {
    match cause {
        EndCause::LokiRemoved => "loki",
        EndCause::TreeRemoved => "tree",
        EndCause::Resignation => "resignation",
        EndCause::RoundLimit => "limit",
    }
}

/// One event's line; `None` for what the board and prompts already say (a token placed by
/// the standard setup, a phase ending).
fn line(state: &State, e: &Event, names: &[String]) -> Option<Text> {
    Some(match e {
        Event::Seated {
            asgard,
            chaos,
            drawn,
        } => Text::new("gods-ev-seated")
            .str("asgard", crate::table::words::who(names, *asgard))
            .str("chaos", crate::table::words::who(names, *chaos))
            .str("drawn", if *drawn { "yes" } else { "no" }),
        Event::Placed { token: t, hex: h } if matches!(state.phase, Phase::Deploy { .. }) => {
            Text::new("gods-ev-placed")
                .text("token", token(*t))
                .text("hex", hex(*h))
        }
        Event::Placed { .. } | Event::PhaseEnds { .. } => return None,
        Event::PhaseBegins { round, phase } => phase_line(state, *round, *phase)?,
        Event::Moved { .. }
        | Event::Jumped { .. }
        | Event::Frozen { .. }
        | Event::Thawed { .. } => return move_line(e),
        Event::Duel { .. } | Event::Retreated { .. } | Event::Removed { .. } => {
            return fight_line(e)
        }
        Event::HelaRoll { .. }
        | Event::HelaAdjusted { .. }
        | Event::HelaBarred { .. }
        | Event::HelaStep { .. }
        | Event::HelaHome { .. }
        | Event::Voided { .. } => return hela_line(e),
        Event::Resigned { side: s } => {
            Text::new("gods-ev-resigned").text("player", player(state, names, *s))
        }
        Event::Won { side: s, cause } => Text::new("gods-ev-won")
            .text("player", player(state, names, *s))
            .text("side", side(*s))
            .str("cause", cause_id(*cause)),
        Event::Drawn { round } => Text::new("gods-ev-drawn").num("round", *round),
        // Kept for the export only: what the engine played without asking is told by the
        // events it caused.
        Event::Forced { .. } | Event::Filled { .. } => return None,
    })
}

/// A new phase: the round's heading when a round begins, the phase's name otherwise.
fn phase_line(state: &State, round: u8, phase: Phase) -> Option<Text> {
    if matches!(phase, Phase::Over) {
        return None;
    }
    let mut at = state.clone();
    at.round = round;
    at.phase = phase;
    Some(Text::new("gods-ev-phase").text("title", phase_title(&at)))
}

/// A token moved, jumped (R-MOVE, R-ABIL-6), frozen or thawed (R-ABIL-7); `None` for any other
/// event.
fn move_line(e: &Event) -> Option<Text> {
    Some(match e {
        Event::Moved { token: t, from, to } => Text::new("gods-ev-moved")
            .text("token", token(*t))
            .text("from", hex(*from))
            .text("to", hex(*to)),
        Event::Jumped { token: t, from, to } => Text::new("gods-ev-jumped")
            .text("token", token(*t))
            .text("from", hex(*from))
            .text("to", hex(*to)),
        Event::Frozen { by, target } => Text::new("gods-ev-frozen")
            .text("by", token(*by))
            .text("target", token(*target)),
        Event::Thawed { token: t } => Text::new("gods-ev-thawed").text("token", token(*t)),
        _ => return None,
    })
}

/// A duel (R-FIGHT-3/4/5), a fugitive's retreat (R-FIGHT-6) and a token removed; `None` for any
/// other event.
fn fight_line(e: &Event) -> Option<Text> {
    Some(match e {
        Event::Duel {
            attackers,
            defender,
            attack,
            defence,
            difference,
            die,
            result: r,
            treedraw,
        } => Text::new("gods-ev-duel")
            .text("attackers", tokens(attackers))
            .text("defender", token(*defender))
            .num("attack", *attack)
            .num("defence", *defence)
            .str("difference", signed(i64::from(*difference)))
            .num("die", *die)
            .text("result", result(*r))
            .str("tree", if *treedraw { "yes" } else { "no" }),
        Event::Retreated { token: t, from, to } => Text::new("gods-ev-retreated")
            .text("token", token(*t))
            .text("from", hex(*from))
            .text("to", hex(*to)),
        Event::Removed {
            token: t,
            hex: h,
            cause,
        } => Text::new("gods-ev-removed")
            .text("token", token(*t))
            .text("hex", hex(*h))
            .str("cause", removal_id(*cause)),
        _ => return None,
    })
}

/// Hela's walk (R-HELA) and a bridge hex covered (R-BRIDGE-1); `None` for any other event.
fn hela_line(e: &Event) -> Option<Text> {
    Some(match e {
        Event::HelaRoll {
            step,
            die,
            direction,
        } => Text::new("gods-ev-hela-roll")
            .num("step", *step)
            .num("die", *die)
            .num("direction", direction.number()),
        Event::HelaAdjusted { answer, from, to } => Text::new("gods-ev-hela-adjusted")
            .str(
                "answer",
                match answer {
                    crate::games::gods::HelaAnswer::Plus => "plus",
                    _ => "minus",
                },
            )
            .num("from", from.number())
            .num("to", to.number()),
        Event::HelaBarred {
            direction,
            token: t,
        } => Text::new("gods-ev-hela-barred")
            .num("direction", direction.number())
            .text("token", token(*t)),
        Event::HelaStep { from, to } => Text::new("gods-ev-hela-step")
            .text("from", hex(*from))
            .text("to", hex(*to)),
        Event::HelaHome { from } => Text::new("gods-ev-hela-home").text("from", hex(*from)),
        Event::Voided { hex: h } => Text::new("gods-ev-voided").text("hex", hex(*h)),
        _ => return None,
    })
}
