//! The Wall's events in words: what everyone sees, and the secrets told to their owner only
//! (R-INFO, R-INFO-1).

use super::words::{aside_cards, card, clan, fort};
use crate::games::wall::{Event, State};
use crate::i18n::Text;
use crate::table::game::Narration;
use crate::table::words::list;

pub fn narrate(state: &State, events: &[Event], names: &[String]) -> Narration {
    let mut n = Narration::default();
    for e in events {
        let line = match e {
            Event::SetAside { clan: c, cards } => {
                let secret = Text::new("wall-ev-aside").text("cards", aside_cards(cards));
                n.private.push((*c, secret));
                None
            }
            Event::WallBuilt { .. }
            | Event::Locked { .. }
            | Event::Rearranged { .. }
            | Event::TurnEnded { .. }
            | Event::GameOver => turn_line(state, e, names),
            Event::Revealed { .. }
            | Event::Crashed { .. }
            | Event::Seduced { .. }
            | Event::QweensCancel
            | Event::Withdrew { .. }
            | Event::Totals { .. } => fight_line(state, e, names),
            Event::Captured { .. }
            | Event::Stalemate { .. }
            | Event::PushedOff { .. }
            | Event::Lost { .. }
            | Event::Took { .. }
            | Event::LineCleared { .. }
            | Event::SeducedLost { .. }
            | Event::FortDropped { .. }
            | Event::ForthecaWin { .. } => outcome_line(state, e, names),
            // Kept for the export only: the deck's and hands' orders, the neutrals' orders,
            // what a lock filled in and answers played without asking are told to no one.
            Event::FortsShuffled { .. }
            | Event::FortsDrawn { .. }
            | Event::HandShuffled { .. }
            | Event::NeutralOrders { .. }
            | Event::OrdersLocked { .. }
            | Event::Forced { .. }
            | Event::Random { .. } => None,
        };
        n.public.extend(line);
    }
    n
}

/// A turn's public steps: the wall built, the orders locked and rearranged, the turn's end and
/// the game's; `None` for any other event.
fn turn_line(state: &State, e: &Event, names: &[String]) -> Option<Text> {
    let who = |c: u8| clan(state, names, c);
    Some(match e {
        Event::WallBuilt { turn, forts } => Text::new("wall-ev-built")
            .num("turn", *turn)
            .text("forts", list(forts.iter().map(|&f| fort(f)).collect())),
        Event::Locked { clan: c } => Text::new("wall-ev-locked").text("clan", who(*c)),
        Event::Rearranged { clan: c } => Text::new("wall-ev-rearranged").text("clan", who(*c)),
        Event::TurnEnded { turn } => Text::new("wall-ev-turn-ended").num("turn", *turn),
        Event::GameOver => Text::new("wall-ev-over"),
        _ => return None,
    })
}

/// A round's fight at a fort (R-ROUND-1..5): the cards revealed, crashes, seductions,
/// withdrawals and the totals; `None` for any other event.
fn fight_line(state: &State, e: &Event, names: &[String]) -> Option<Text> {
    let who = |c: u8| clan(state, names, c);
    Some(match e {
        Event::Revealed {
            round,
            fort: f,
            cards,
        } => Text::new("wall-ev-revealed")
            .num("round", *round)
            .text("fort", fort(*f))
            .text(
                "cards",
                list(
                    cards
                        .iter()
                        .enumerate()
                        .map(|(c, &x)| {
                            Text::new("wall-clan-card")
                                .text("clan", who(c as u8))
                                .text("card", card(x))
                        })
                        .collect(),
                ),
            ),
        Event::Crashed { clans } => Text::new("wall-ev-crashed")
            .text("clans", list(clans.iter().map(|&c| who(c)).collect())),
        Event::Seduced {
            qween,
            target,
            card: x,
        } => Text::new("wall-ev-seduced")
            .text("qween", who(*qween))
            .text("target", who(*target))
            .text("card", card(*x)),
        Event::QweensCancel => Text::new("wall-ev-qweens-cancel"),
        Event::Withdrew { clan: c } => Text::new("wall-ev-withdrew").text("clan", who(*c)),
        Event::Totals { totals } => Text::new("wall-ev-totals").text(
            "totals",
            list(
                totals
                    .iter()
                    .enumerate()
                    .map(|(c, t)| match t {
                        Some(t) => Text::new("wall-clan-total")
                            .text("clan", who(c as u8))
                            .num("total", *t),
                        None => Text::new("wall-clan-out").text("clan", who(c as u8)),
                    })
                    .collect(),
            ),
        ),
        _ => return None,
    })
}

/// What a round's fight leaves (R-ROUND-6..9, R-FORT): the fort captured or not, the warriors
/// lost and kept, the forts dropped and a FortHeca win; `None` for any other event.
fn outcome_line(state: &State, e: &Event, names: &[String]) -> Option<Text> {
    let who = |c: u8| clan(state, names, c);
    Some(match e {
        Event::Captured {
            clan: c,
            fort: f,
            archer,
        } => Text::new("wall-ev-captured")
            .text("clan", who(*c))
            .text("fort", fort(*f))
            .str("archer", if *archer { "yes" } else { "no" }),
        Event::Stalemate { fort: f, stays } => Text::new("wall-ev-stalemate")
            .text("fort", fort(*f))
            .str("stays", if *stays { "yes" } else { "no" }),
        Event::PushedOff { fort: f } => Text::new("wall-ev-pushed-off").text("fort", fort(*f)),
        Event::Lost { clan: c, card: x } => Text::new("wall-ev-lost")
            .text("clan", who(*c))
            .text("card", card(*x)),
        Event::Took {
            clan: c,
            position,
            fort: f,
        } => Text::new("wall-ev-took")
            .text("clan", who(*c))
            .num("position", *position)
            .text("fort", fort(*f)),
        Event::LineCleared {
            clan: c,
            lost,
            kept,
        } => Text::new("wall-ev-cleared")
            .text("clan", who(*c))
            .text("lost", list(lost.iter().map(|&x| card(x)).collect()))
            .num("kept_count", kept.len() as i64)
            .text("kept", list(kept.iter().map(|&x| card(x)).collect())),
        Event::SeducedLost { clan: c, card: x } => Text::new("wall-ev-seduced-lost")
            .text("clan", who(*c))
            .text("card", card(*x)),
        Event::FortDropped { clan: c, fort: f } => Text::new("wall-ev-fort-dropped")
            .text("clan", who(*c))
            .text("fort", fort(*f)),
        Event::ForthecaWin { clan: c } => Text::new("wall-ev-fortheca-win").text("clan", who(*c)),
        _ => return None,
    })
}
