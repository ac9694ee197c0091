//! Events told in words. Secret events (R-TABLE-2) only ever go to their owner.

use super::words::{dice, foe, journey, land, list, name, object, res, space, target, who};
use crate::games::midgard::event::{DeckKind, Goods, LossCause, PhaseName};
use crate::games::midgard::state::{Rolled, State};
use crate::games::midgard::{Edition, Event, Face, ShipKind};
use crate::i18n::Text;
use crate::table::game::Narration;

pub fn goods_text(g: &Goods, ed: Edition) -> Text {
    let mut parts = Vec::new();
    for (id, n) in [
        ("res-food", g.food),
        ("res-wood", g.wood),
        ("res-coins", g.coins),
        ("res-favor", g.favor),
        ("res-blame", g.blame),
        ("res-glory", g.glory),
    ] {
        if n > 0 {
            parts.push(res(id, n, ed));
        }
    }
    if !g.dice.is_empty() {
        parts.push(dice(g.dice, ed));
    }
    list(parts)
}

fn roll_text(roll: &[Rolled], ed: Edition) -> Text {
    list(
        roll.iter()
            .map(|d| {
                Text::new("die-face")
                    .text("die", super::words::die_name(d.kind, ed))
                    .text(
                        "face",
                        Text::new(match d.face {
                            Face::Blank => "face-blank",
                            Face::Shield => "face-shield",
                            Face::Weapon => "face-weapon",
                            Face::Double => "face-double",
                        }),
                    )
            })
            .collect(),
    )
}

fn destiny_card(card: &crate::games::midgard::cards::DestinyId, ed: Edition) -> Text {
    let short = card.id().trim_start_matches("destiny.");
    Text::new("hand-destiny-card")
        .text("card", name(card.id(), ed))
        .text(
            "condition",
            Text::dynamic(format!("destiny-condition-{short}")).str("edition", ed.id()),
        )
}

pub fn narrate(state: &State, events: &[Event], names: &[String]) -> Narration {
    let ed = state.settings.edition;
    let mut n = Narration::default();
    for ev in events {
        let line = match ev {
            Event::DestinyDrawn { seat, cards } => {
                let cards = cards.iter().map(|c| destiny_card(c, ed)).collect();
                n.private.push((
                    *seat,
                    Text::new("ev-destiny-drawn").text("cards", list(cards)),
                ));
                None
            }
            Event::Peeked {
                seat,
                land: l,
                card,
            } => {
                n.private.push((
                    *seat,
                    Text::new("ev-peeked")
                        .text("land", land(*l))
                        .text("card", journey(*card, ed)),
                ));
                None
            }
            Event::Assigned {
                seat,
                target: t,
                dice: d,
                food,
                secret,
            } => {
                let text = Text::new("ev-assigned")
                    .str("name", who(names, *seat))
                    .text("target", target(*t))
                    .text("dice", dice(*d, ed))
                    .text("food", res("res-food", *food, ed));
                if *secret {
                    n.private.push((*seat, text));
                    None
                } else {
                    Some(text)
                }
            }
            Event::GameStarted { first_player } => {
                Some(Text::new("ev-game-started").str("name", who(names, *first_player)))
            }
            Event::DestinyReturned { seat, count } => Some(
                Text::new("ev-destiny-returned")
                    .str("name", who(names, *seat))
                    .num("count", *count),
            ),
            Event::LeaderChosen { seat, leader } => Some(
                Text::new("ev-leader")
                    .str("name", who(names, *seat))
                    .text("leader", name(leader.id(), ed)),
            ),
            Event::RoundStarted {
                round,
                first_player,
            } => Some(
                Text::new("ev-round")
                    .num("round", *round)
                    .str("name", who(names, *first_player)),
            ),
            Event::DeckReshuffled { deck } => Some(Text::new("ev-reshuffled").text(
                "deck",
                Text::new(match deck {
                    DeckKind::Trolls => "deck-trolls",
                    DeckKind::Draugr => "deck-draugr",
                    DeckKind::Journeys => "deck-journeys",
                    DeckKind::Merchants => "deck-merchants",
                }),
            )),
            Event::WorkerPlaced { seat, space: s } => Some(
                Text::new("ev-placed")
                    .str("name", who(names, *seat))
                    .text("space", space(*s, ed)),
            ),
            Event::Gained { seat, goods } => Some(
                Text::new("ev-gained")
                    .str("name", who(names, *seat))
                    .text("goods", object(goods_text(goods, ed))),
            ),
            Event::Paid { seat, goods } => Some(
                Text::new("ev-paid")
                    .str("name", who(names, *seat))
                    .text("goods", object(goods_text(goods, ed))),
            ),
            Event::DiceReturned { seat, dice: d } => Some(
                Text::new("ev-dice-returned")
                    .str("name", who(names, *seat))
                    .text("dice", object(dice(*d, ed))),
            ),
            Event::FirstPlayerMarker { seat } => {
                Some(Text::new("ev-marker").str("name", who(names, *seat)))
            }
            Event::WorkerBought { seat, .. } => {
                Some(Text::new("ev-worker-bought").str("name", who(names, *seat)))
            }
            Event::RuneTaken { seat, rune } => Some(
                Text::new("ev-rune-taken")
                    .str("name", who(names, *seat))
                    .text("rune", name(rune.id(), ed)),
            ),
            Event::ShipBought { seat, ship } => Some(
                Text::new("ev-ship-bought")
                    .str("name", who(names, *seat))
                    .text("ship", name(ship.id(), ed)),
            ),
            Event::Sailed {
                seat,
                land: l,
                ship,
            } => Some(
                Text::new("ev-sailed")
                    .str("name", who(names, *seat))
                    .text("land", land(*l))
                    .text(
                        "ship",
                        Text::new(match ship {
                            ShipKind::Small => "ship-kind-small",
                            ShipKind::Large => "ship-kind-large",
                            ShipKind::Private => "ship-kind-private",
                        })
                        .str("edition", ed.id()),
                    ),
            ),
            Event::AssignmentConfirmed { seat } => {
                Some(Text::new("ev-confirmed").str("name", who(names, *seat)))
            }
            Event::TurnOrderDemanded { seat } => {
                Some(Text::new("ev-turn-order").str("name", who(names, *seat)))
            }
            Event::AssignmentsRevealed { assignments } => {
                for (seat, t, d, food) in assignments {
                    n.public.push(
                        Text::new("ev-assigned")
                            .str("name", who(names, *seat))
                            .text("target", target(*t))
                            .text("dice", dice(*d, ed))
                            .text("food", res("res-food", *food, ed)),
                    );
                }
                None
            }
            Event::FightStarted {
                seat,
                foe: f,
                dice: d,
            } => Some(match f {
                // A hunt is no fight: it is said once, as a hunt.
                crate::games::midgard::state::Foe::Hunt => Text::new("ev-hunt-start")
                    .str("name", who(names, *seat))
                    .text("dice", object(dice(*d, ed))),
                _ => Text::new("ev-fight")
                    .str("name", who(names, *seat))
                    .text("foe", foe(*f, ed))
                    .text("dice", dice(*d, ed)),
            }),
            Event::Rolled { seat, roll } => Some(
                Text::new("ev-rolled")
                    .str("name", who(names, *seat))
                    .text("roll", roll_text(roll, ed)),
            ),
            Event::Rerolled { seat, roll, .. } => Some(
                Text::new("ev-rerolled")
                    .str("name", who(names, *seat))
                    .text("roll", roll_text(roll, ed)),
            ),
            Event::RuneUsed { seat, using } => Some(
                Text::new("ev-rune-used")
                    .str("name", who(names, *seat))
                    .text("rune", name(using.rune().id(), ed)),
            ),
            Event::CombatRound {
                damage,
                shields,
                losses,
                total_damage,
                ..
            } => Some(
                Text::new("ev-combat-round")
                    .num("damage", *damage)
                    .num("shields", *shields)
                    .num("losses", *losses)
                    .num("total", *total_damage),
            ),
            Event::DiceLost {
                seat,
                dice: d,
                cause,
            } => Some(
                Text::new(match cause {
                    LossCause::Fight => "ev-lost-fight",
                    LossCause::Journey => "ev-lost-journey",
                    LossCause::Starvation => "ev-lost-starvation",
                    LossCause::Barred => "ev-lost-barred",
                })
                .str("name", who(names, *seat))
                .text("dice", object(dice(*d, ed))),
            ),
            Event::Victory { seat, foe: f } => Some(
                Text::new("ev-victory")
                    .str("name", who(names, *seat))
                    .text("foe", foe(*f, ed)),
            ),
            Event::Defeat { seat, foe: f } => Some(
                Text::new("ev-defeat")
                    .str("name", who(names, *seat))
                    .text("foe", foe(*f, ed)),
            ),
            Event::Hunted { seat, food } => Some(
                Text::new("ev-hunted")
                    .str("name", who(names, *seat))
                    .text("food", res("res-food", *food, ed)),
            ),
            Event::BlameGiven { from, to } => Some(
                Text::new("ev-blame")
                    .str("from", who(names, *from))
                    .str("to", who(names, *to)),
            ),
            Event::JourneyRevealed { land: l, card } => Some(
                Text::new("ev-journey")
                    .text("land", land(*l))
                    .text("card", journey(*card, ed)),
            ),
            Event::FoodLost { seat, food, .. } => Some(
                Text::new("ev-food-lost")
                    .str("name", who(names, *seat))
                    .text("food", res("res-food", *food, ed)),
            ),
            Event::TrollEscaped { card } => {
                Some(Text::new("ev-troll-escaped").text("troll", name(card.id(), ed)))
            }
            Event::DraugrDiscarded { card } => {
                Some(Text::new("ev-draugr-gone").text("draugr", name(card.id(), ed)))
            }
            Event::DestinyRevealed { seat, card, glory } => Some(
                Text::new("ev-destiny-revealed")
                    .str("name", who(names, *seat))
                    .text("card", destiny_card(card, ed))
                    .text("glory", res("res-glory", *glory, ed)),
            ),
            Event::GameEnded { .. } => Some(Text::new("ev-game-ended")),
            Event::PhaseStarted { phase } => Some(Text::new(match phase {
                PhaseName::Assignment => "ev-phase-assignment",
                PhaseName::Resolution => "ev-phase-resolution",
            })),
            // Shown on the board summary of the new phase instead.
            Event::TrollRevealed { .. }
            | Event::DraugrRevealed { .. }
            | Event::MonsterRevealed { .. }
            | Event::JourneyDealt { .. }
            | Event::RuneDealt { .. }
            | Event::MerchantRevealed { .. }
            | Event::ShopsRestocked { .. }
            | Event::MonsterCoins { .. }
            | Event::Traded { .. } => None,
        };
        n.public.extend(line);
    }
    n
}
