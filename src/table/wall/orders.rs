//! `/wall orders`: a whole turn's orders typed at once — six warriors for positions 1 to 6,
//! the hand's last card discarded — checked against the hand and played all or none, locked.

use crate::games::wall::orders::complete;
use crate::games::wall::{warrior, Action, Card, Phase, State, Wall, Warrior, DECK};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::{Actor, ChannelKey, Op, Outbound, TableCommand, TableError, TableService};

/// A warrior's name as typed: its printed name without marks (`archr` for Arch'r).
pub fn typed_name(w: Warrior) -> &'static str {
    w.id().trim_start_matches("w.")
}

fn warrior_named(word: &str) -> Option<Warrior> {
    let word: String = word
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_ascii_lowercase();
    Warrior::ALL.into_iter().find(|w| typed_name(*w) == word)
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

fn hand_words(state: &State, seat: Seat) -> String {
    let names: Vec<&str> = hand(state, seat)
        .into_iter()
        .map(|c| typed_name(warrior(c)))
        .collect();
    names.join(" ")
}

fn refused(id: &'static str, state: &State, seat: Seat) -> Text {
    Text::new(id).str("hand", hand_words(state, seat))
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

/// The orders the rules' default would give the seat now, typed (positions 1 to 6), if it
/// is building orders.
pub fn suggestion(state: &State, seat: Seat) -> Option<String> {
    let clan = state.clan(seat)?;
    if !matches!(state.phase, Phase::Orders) || clan.orders.locked {
        return None;
    }
    let mut orders = clan.orders.clone();
    orders.discard = None;
    orders.placed = Default::default();
    complete(&mut orders, &state.wall);
    let names: Option<Vec<&str>> = orders
        .placed
        .iter()
        .map(|c| c.map(|c| typed_name(warrior(c))))
        .collect();
    names.map(|n| n.join(" "))
}

impl TableService<Wall> {
    /// Sets the actor's whole orders from `typed` and locks them; nothing changes if any
    /// step is refused.
    pub async fn orders(
        &self,
        channel: &ChannelKey,
        actor: &Actor,
        typed: &str,
    ) -> Result<Vec<Outbound>, TableError> {
        let table = self.active(channel).await?.ok_or(TableError::NoTable)?;
        let seat = table.seat_of(actor.user).ok_or(TableError::NotSeated)?;
        let state = table.game.as_ref().ok_or(TableError::NotRunning)?;
        let actions = parse(state, seat, typed).map_err(|text| TableError::Rule {
            code: "orders".into(),
            text,
        })?;
        self.handle(TableCommand {
            channel: channel.clone(),
            actor: actor.clone(),
            op: Op::Batch {
                actions,
                version: None,
            },
        })
        .await
    }
}
