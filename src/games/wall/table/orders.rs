//! `orders`: a whole turn's orders typed at once — six warriors for positions 1 to 6,
//! the hand's last card discarded — checked against the hand and played all or none, locked.

use crate::games::wall::orders::complete;
use crate::games::wall::{warrior, Action, Card, Phase, State, Warrior, DECK};
use crate::games::Seat;
use crate::i18n::{render, Lang, Text};
use crate::table::words::list;

/// A word as it is matched: its letters and digits only, in lower case (`Arch'r` → `archr`).
fn typed(word: &str) -> String {
    word.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// A warrior's name as typed in `lang`: its name in that language, without marks or capitals
/// (`archer` in English, `archr` in Polish).
pub fn typed_name(w: Warrior, lang: Lang) -> String {
    let id = w.id().trim_start_matches("w.");
    typed(&render(
        &Text::new("wall-picture-warrior").str("card", id),
        lang,
    ))
}

/// The warrior a typed word names: its name in any language, or its id (`archr`).
fn warrior_named(word: &str) -> Option<Warrior> {
    let word = typed(word);
    Warrior::ALL.into_iter().find(|&w| {
        w.id().trim_start_matches("w.") == word
            || Lang::ALL.iter().any(|&lang| typed_name(w, lang) == word)
    })
}

/// The seat's hand this turn: the nine warriors but the two set aside.
pub fn hand(state: &State, seat: Seat) -> Vec<Card> {
    let Some(clan) = state.clan(seat) else {
        return Vec::new();
    };
    (0..DECK.len() as Card)
        .filter(|c| !clan.orders.aside.contains(c))
        .collect()
}

/// A refusal, with the hand by the cards' names and strengths.
fn refused(id: &'static str, state: &State, seat: Seat) -> Text {
    let cards = hand(state, seat)
        .into_iter()
        .map(super::words::card)
        .collect();
    Text::new(id).text("hand", list(cards))
}

/// The actions that set `typed` as the seat's orders and lock them, or why not.
pub fn parse(state: &State, seat: Seat, typed: &str) -> Result<Vec<Action>, Text> {
    let Some(clan) = state.clan(seat) else {
        return Err(Text::new("wall-orders-not-now"));
    };
    if !matches!(state.phase, Phase::Orders) || clan.orders.locked {
        return Err(Text::new("wall-orders-not-now"));
    }
    let words: Vec<&str> = typed
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|w| !w.is_empty())
        .collect();
    if !(6..=7).contains(&words.len()) {
        return Err(refused("wall-orders-count", state, seat).num("count", words.len() as i64));
    }
    let mut left = hand(state, seat);
    let mut chosen = Vec::with_capacity(7);
    for word in &words {
        let Some(w) = warrior_named(word) else {
            return Err(refused("wall-orders-unknown", state, seat).str("word", *word));
        };
        let Some(at) = left.iter().position(|c| warrior(*c) == w) else {
            return Err(refused("wall-orders-not-in-hand", state, seat).str("word", *word));
        };
        chosen.push(left.remove(at));
    }
    let discard = match chosen.get(6) {
        Some(c) => *c,
        None => left
            .first()
            .copied()
            .ok_or(Text::new("wall-orders-not-now"))?,
    };
    let mut actions = Vec::with_capacity(9);
    let set = &clan.orders;
    if set.discard.is_some() || set.placed.iter().any(Option::is_some) {
        actions.push(Action::Clear);
    }
    actions.push(Action::Discard { card: discard });
    for (i, card) in chosen.iter().take(6).enumerate() {
        let position = i as u8 + 1;
        actions.push(Action::Place {
            card: *card,
            position,
        });
    }
    actions.push(Action::Lock);
    Ok(actions)
}

/// The orders the rules' default would give the seat now, typed in `lang` (positions 1 to
/// 6), if it is building orders.
pub fn suggestion(state: &State, seat: Seat, lang: Lang) -> Option<String> {
    let clan = state.clan(seat)?;
    if !matches!(state.phase, Phase::Orders) || clan.orders.locked {
        return None;
    }
    let mut orders = clan.orders.clone();
    orders.discard = None;
    orders.placed = Default::default();
    complete(&mut orders, &state.wall);
    let names: Option<Vec<String>> = orders
        .placed
        .iter()
        .map(|c| c.map(|c| typed_name(warrior(c), lang)))
        .collect();
    names.map(|n| n.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wall::{new_game, Settings};

    /// A fresh game of two, in its orders: seat 0's hand and the typed names of its cards.
    fn orders_of_two() -> (State, Vec<Card>) {
        let (state, _) = new_game(Settings::new(2), 5).expect("a new game");
        let hand = hand(&state, 0);
        (state, hand)
    }

    fn typed_hand(hand: &[Card], lang: Lang) -> String {
        let words: Vec<String> = hand.iter().map(|&c| typed_name(warrior(c), lang)).collect();
        words.join(" ")
    }

    #[test]
    fn english_names_polish_names_and_ids_all_name_the_warriors() {
        let (state, hand) = orders_of_two();
        let ids: Vec<&str> = hand
            .iter()
            .map(|&c| warrior(c).id().trim_start_matches("w."))
            .collect();
        for typed in [
            typed_hand(&hand, Lang::En),
            typed_hand(&hand, Lang::Pl),
            ids.join(" "),
        ] {
            let actions = parse(&state, 0, &typed).expect("orders taken");
            assert_eq!(actions.last(), Some(&Action::Lock), "{typed}");
        }
        assert_eq!(typed_name(Warrior::Archr, Lang::En), "archer");
        assert_eq!(typed_name(Warrior::Archr, Lang::Pl), "archr");
        assert_eq!(warrior_named("Arch'r"), Some(Warrior::Archr));
        assert_eq!(warrior_named("Swordsman"), Some(Warrior::Svord));
    }

    #[test]
    fn a_refusal_lists_the_hand_by_the_cards_names() {
        let (state, hand) = orders_of_two();
        let refusal = parse(&state, 0, "queen queen").expect_err("two are not orders");
        for lang in Lang::ALL {
            let said = render(&refusal, lang);
            for &c in &hand {
                let name = render(&super::super::words::card(c), lang);
                assert!(said.contains(&name), "{lang}: {name} in {said}");
            }
            let id = typed_name(warrior(hand[0]), lang);
            assert!(
                !said.contains(&format!(" {id}")),
                "{lang}: a lowercase token: {said}"
            );
        }
    }
}
