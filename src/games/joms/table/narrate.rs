//! Jomsvikings' events in words. Secret events (R-INFO: dealt characters, drawn cards, a
//! pile search, a REWARD draw) are told to their one player; everything else to all.

use super::words::{
    attack, attack_kind, card, cards, character, character_full, gain, gear, hindrance_full,
    monster, monster_effect, planet_full, reveal, seat_name, stat, token,
};
use crate::games::joms::event::{Hurt, Slot};
use crate::games::joms::{Event, State};
use crate::i18n::Text;
use crate::table::game::Narration;
use crate::table::words::list;

pub fn narrate(_s: &State, events: &[Event], names: &[String]) -> Narration {
    let mut n = Narration::default();
    // Record events (deck orders, answers played without asking) are told to no one.
    for e in events.iter().filter(|e| !e.is_record()) {
        match (e.secret_to(), secret_line(e)) {
            (Some(seat), Some(line)) => n.private.push((seat, line)),
            _ => n.public.extend(public_line(e, names)),
        }
    }
    n
}

fn secret_line(e: &Event) -> Option<Text> {
    Some(match e {
        Event::Dealt { characters, .. } => Text::new("joms-ev-dealt").text(
            "characters",
            list(characters.iter().map(|&c| character_full(c)).collect()),
        ),
        Event::DrewCards { cards: cs, .. } => {
            Text::new("joms-ev-drew-cards").text("cards", cards(cs))
        }
        Event::Searched { cards: cs, .. } => Text::new("joms-ev-searched").text("cards", cards(cs)),
        Event::Drawn { tokens, .. } => Text::new("joms-ev-drawn")
            .text("tokens", list(tokens.iter().map(|&t| token(t)).collect())),
        _ => return None,
    })
}

fn slot_id(slot: Slot) -> &'static str {
    match slot {
        Slot::Field => "field",
        Slot::Round => "round",
        Slot::Healing => "healing",
        Slot::Divination => "divination",
        Slot::Precise => "precise",
    }
}

fn hurt_id(h: Hurt) -> &'static str {
    match h {
        Hurt::Monster => "monster",
        Hurt::Venom => "venom",
        Hurt::Card => "card",
        Hurt::Planet => "planet",
        Hurt::Aura => "aura",
        Hurt::Hindrance => "hindrance",
        Hurt::Pay => "pay",
    }
}

fn public_line(e: &Event, names: &[String]) -> Option<Text> {
    let who = |seat| seat_name(names, seat);
    let t = |id: &'static str, seat| Text::new(id).str("name", who(seat));
    Some(match e {
        Event::Chose { seat, character: c } => {
            t("joms-ev-chose", *seat).text("character", character(*c))
        }
        Event::Revealed { seat, equipment } => t("joms-ev-revealed", *seat)
            .text("gear", list(equipment.iter().map(|&g| gear(g)).collect())),
        Event::Rerolled { seat, row } => {
            t("joms-ev-rerolled", *seat).str("row", format!("{row:?}").to_lowercase())
        }
        Event::TookGear { seat, card: g } => t("joms-ev-took-gear", *seat).text("gear", gear(*g)),
        Event::Dropped { seat, card: g } => t("joms-ev-dropped", *seat).text("gear", gear(*g)),
        Event::TookCombat { seat, card: c } => t("joms-ev-took-card", *seat).text("card", card(*c)),
        Event::TookMonster { seat, monster: m } => {
            t("joms-ev-took-monster", *seat).text("monster", monster(*m))
        }
        Event::FirstPlayer { seat, reveals } => t("joms-ev-first", *seat)
            .str("tie", if reveals.is_empty() { "none" } else { "yes" })
            .text(
                "reveals",
                list(reveals.iter().map(|&(x, c)| reveal(who(x), c)).collect()),
            ),
        Event::Gathered => Text::new("joms-ev-gathered"),
        Event::Planet { planet } => {
            Text::new("joms-ev-planet").text("planet", planet_full(*planet))
        }
        Event::Moved { seat, space } => {
            t("joms-ev-moved", *seat).text("space", super::words::space(space))
        }
        Event::Removed { seat, card: c } => t("joms-ev-removed", *seat).text("card", card(*c)),
        Event::Kept { seat, token: k } => t("joms-ev-kept", *seat).text("token", token(*k)),
        Event::StatUp { seat, stat: st } => t("joms-ev-stat", *seat).text("stat", stat(*st)),
        Event::Gained { seat, token: g, n } => {
            t("joms-ev-gained", *seat).text("gain", gain(*g, *n))
        }
        Event::LostToken { seat, token: g, n } => {
            t("joms-ev-lost-token", *seat).text("gain", gain(*g, *n))
        }
        Event::Named { seat, attack: a } => t("joms-ev-named", *seat).text("attack", attack(*a)),
        Event::Drew { seat, n } => t("joms-ev-drew", *seat).num("n", *n),
        Event::Discarded { seat, cards: cs } => {
            t("joms-ev-discarded", *seat).text("cards", cards(cs))
        }
        Event::Placed {
            seat,
            card: c,
            slot,
        } => t("joms-ev-placed", *seat)
            .text("card", card(*c))
            .str("slot", slot_id(*slot)),
        Event::UsedGear {
            seat,
            card: g,
            destroyed,
        } => t("joms-ev-used-gear", *seat)
            .text("gear", gear(*g))
            .str("destroyed", if *destroyed { "yes" } else { "no" }),
        Event::UsedAbility { seat } => t("joms-ev-ability", *seat),
        Event::ThorSpent { seat, spend } => {
            t("joms-ev-thor", *seat).str("spend", format!("{spend:?}").to_lowercase())
        }
        Event::Passed { seat } => t("joms-ev-passed", *seat),
        Event::Hindrance { hindrance } => {
            Text::new("joms-ev-hindrance").text("hindrance", hindrance_full(*hindrance))
        }
        _ => return body_line(e, names),
    })
}

fn body_line(e: &Event, names: &[String]) -> Option<Text> {
    let who = |seat| seat_name(names, seat);
    let t = |id: &'static str, seat| Text::new(id).str("name", who(seat));
    Some(match e {
        Event::Healed { seat, n } => t("joms-ev-healed", *seat).num("n", *n),
        Event::LostHp { seat, n, why } => t("joms-ev-lost-hp", *seat)
            .num("n", *n)
            .str("why", hurt_id(*why)),
        Event::Venom { seat, n } => t("joms-ev-venom", *seat).num("n", *n),
        Event::VenomGone { seat } => t("joms-ev-venom-gone", *seat),
        Event::Fate { seat, on } => {
            t("joms-ev-fate", *seat).str("on", if *on { "yes" } else { "no" })
        }
        Event::Readied { seat } => t("joms-ev-readied", *seat),
        Event::ExhaustedGear { seat, card: g } => {
            t("joms-ev-exhausted", *seat).text("gear", gear(*g))
        }
        Event::ToHand { seat, card: c } => t("joms-ev-to-hand", *seat).text("card", card(*c)),
        Event::Struck {
            seat,
            t: tt,
            k,
            damage,
            critical,
            resisted,
        } => t("joms-ev-struck", *seat)
            .num("t", *tt)
            .num("k", *k)
            .num("damage", *damage)
            .str(
                "kind",
                if tt > k {
                    "over"
                } else if *critical {
                    "critical"
                } else if *resisted {
                    "resisted"
                } else if *damage == 0 {
                    "none"
                } else {
                    "lands"
                },
            ),
        Event::MonsterHurt { seat, n } => t("joms-ev-monster-hurt", *seat).num("n", *n),
        Event::Regenerated { seat, n } => t("joms-ev-regenerated", *seat).num("n", *n),
        Event::Defeated { seat, monster: m } => {
            t("joms-ev-defeated", *seat).text("monster", monster(*m))
        }
        Event::Attacked {
            seat,
            cards: cs,
            damage,
            dodged,
        } => t("joms-ev-attacked", *seat)
            .text("cards", list(cs.iter().map(|&k| attack_kind(k)).collect()))
            .num("damage", *damage)
            .str("dodged", if *dodged { "yes" } else { "no" }),
        Event::MonsterEffect { seat, effect } => {
            t("joms-ev-monster-effect", *seat).text("effect", monster_effect(*effect))
        }
        Event::HandShown { seat, cards: cs } => {
            t("joms-ev-hand-shown", *seat).text("cards", cards(cs))
        }
        Event::Died { seat } => t("joms-ev-died", *seat),
        Event::RoundOver { round } => Text::new("joms-ev-round-over").num("round", *round),
        Event::SagaOver { saga } => Text::new("joms-ev-saga-over").num("saga", *saga),
        Event::GameOver { .. } => Text::new("joms-ev-game-over"),
        _ => return None,
    })
}
