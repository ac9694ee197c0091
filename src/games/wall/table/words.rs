//! The Wall's names and small phrases: warriors, forts, clans and positions as Fluent texts.

use crate::games::wall::{warrior, Card, Fort, RuleError, State, DECK};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::words::{list, who};

/// "Horseman 7".
pub fn card(card: Card) -> Text {
    let w = warrior(card);
    let name = Text::new("wall-picture-warrior").str("card", w.id().trim_start_matches("w."));
    Text::new("wall-warrior")
        .text("name", name)
        .num("strength", w.strength())
}

/// A card of the hand or of the cards set aside, told apart from its twin on the other side:
/// "Thief 3 (one of your two)" set aside, "Thief 3 (your other one)" still in hand.
pub fn own_card(c: Card, other_side: &[Card], aside: bool) -> Text {
    let twin = other_side
        .iter()
        .any(|&o| o != c && warrior(o) == warrior(c));
    match (twin, aside) {
        (true, true) => Text::new("wall-card-one-of-two").text("card", card(c)),
        (true, false) => Text::new("wall-card-the-other").text("card", card(c)),
        (false, _) => card(c),
    }
}

/// The cards set aside this turn, each told apart from a twin left in the hand.
pub fn aside_cards(aside: &[Card]) -> Text {
    let hand: Vec<Card> = (0..DECK.len() as Card)
        .filter(|c| !aside.contains(c))
        .collect();
    list(aside.iter().map(|&c| own_card(c, &hand, true)).collect())
}

/// "FortUna 8", "FortHeca −2".
pub fn fort(f: Fort) -> Text {
    let kind = match f {
        Fort::NieFort(_) => "niefort",
        Fort::KomFort => "komfort",
        Fort::Fokus => "fokus",
        Fort::FortUna => "fortuna",
        Fort::FortHeca(_) => "forteca",
    };
    Text::new("wall-fort")
        .str("fort", kind)
        .num("value", f.value())
}

/// A clan by its player's name and colour, or as a neutral clan.
pub fn clan(state: &State, names: &[String], c: u8) -> Text {
    let id = state.clan(c).map_or("green", |k| k.colour.id());
    let colour = Text::new("wall-colour").str("colour", id);
    if state.is_player(c) {
        Text::new("wall-clan-player")
            .str("name", who(names, c as Seat))
            .text("colour", colour)
    } else {
        Text::new("wall-clan-neutral").text("colour", colour)
    }
}

/// "position 3 (KomFort 2)".
pub fn position(state: &State, p: u8) -> Text {
    let at = state
        .wall
        .get(usize::from(p).wrapping_sub(1))
        .copied()
        .flatten();
    match at {
        Some(f) => Text::new("wall-position")
            .num("position", p)
            .text("fort", fort(f)),
        None => Text::new("wall-position-empty").num("position", p),
    }
}

pub fn rule_error(e: &RuleError) -> Text {
    let id = match e {
        RuleError::GameOver => "wall-error-over",
        RuleError::NotYourDecision => "wall-error-not-yours",
        RuleError::WrongDecision => "wall-error-wrong",
        RuleError::NotInHand => "wall-error-not-in-hand",
        RuleError::BadPosition => "wall-error-position",
        RuleError::BadWarrior => "wall-error-warrior",
        RuleError::BadTarget => "wall-error-target",
        RuleError::BadFort => "wall-error-fort",
        RuleError::BadLineUp { .. } => "wall-error-line-up",
    };
    Text::new(id)
}
