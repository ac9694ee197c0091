//! What each player chooses for their own seat in the lobby (a colour, a side): set by the
//! seated player alone, never a value another seated player holds, shown beside the seat and
//! handed to the game at the start.

use super::command::Actor;
use super::error::TableError;
use super::game::TableGame;
use super::logic::Effects;
use super::model::{SeatInfo, Table, UserId};
use super::options::OptionSpec;
use crate::i18n::Text;

/// Each seat's choices, in seat order, as the game receives them.
pub type SeatChoiceList = Vec<Vec<(String, String)>>;

impl<G: TableGame> Table<G> {
    /// The actor's own `key` = `value` for their seat.
    pub(super) fn choose_for_seat(
        &mut self,
        actor: &Actor,
        key: &str,
        value: &str,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        if G::seat_option_specs().is_empty() {
            return Err(TableError::NoSeatChoices);
        }
        self.in_lobby()?;
        self.seat_of(actor.user).ok_or(TableError::NotSeated)?;
        seat_spec::<G>(key, value)?;
        if let Some(by) = self.holder(actor.user, key, value) {
            let choice = choice_words::<G>(key, value);
            return Err(TableError::SeatChoiceTaken { by, choice });
        }
        self.settings.seat_choices.set(actor.user, key, value);
        let news = Text::new("lobby-seat-chosen")
            .str("name", actor.name.clone())
            .text("choice", choice_words::<G>(key, value));
        self.lobby_changed(fx, news);
        Ok(())
    }

    /// The name of the seated player other than `me` who chose `key` = `value`, if any.
    fn holder(&self, me: UserId, key: &str, value: &str) -> Option<String> {
        let choices = &self.settings.seat_choices;
        self.seats
            .iter()
            .find(|s| {
                s.user()
                    .is_some_and(|u| u != me && choices.get(u, key) == Some(value))
            })
            .map(|s| s.name.clone())
    }

    /// A seat's lobby line with its player's choices beside it.
    pub(super) fn with_seat_choices(&self, line: Text, info: &SeatInfo) -> Text {
        let Some(user) = info.user() else {
            return line;
        };
        G::seat_option_specs()
            .iter()
            .filter_map(|spec| Some((spec.key, self.settings.seat_choices.get(user, spec.key)?)))
            .fold(line, |line, (key, value)| {
                Text::new("lobby-seat-choice")
                    .text("seat", line)
                    .text("choice", choice_words::<G>(key, value))
            })
    }

    /// The game's settings for the seats as they are now: the table's options and each
    /// player's own choices. The game is dealt from these and its seed.
    pub fn game_settings(&self) -> G::Settings {
        let mut settings = G::game_settings(&self.settings.options::<G>(), self.seats.len() as u8);
        G::seat_settings(&mut settings, &self.seat_choice_list());
        settings
    }

    /// Each seat's choices in seat order, for the start: values their specs take, none held
    /// by an earlier seat, none for a bot.
    fn seat_choice_list(&self) -> SeatChoiceList {
        let mut list = SeatChoiceList::new();
        for info in &self.seats {
            let mine = info
                .user()
                .map(|user| self.valid_choices(user, &list))
                .unwrap_or_default();
            list.push(mine);
        }
        list
    }

    fn valid_choices(&self, user: UserId, earlier: &SeatChoiceList) -> Vec<(String, String)> {
        let choices = &self.settings.seat_choices;
        G::seat_option_specs()
            .iter()
            .filter_map(|spec| {
                let value = choices.get(user, spec.key)?;
                let taken = earlier
                    .iter()
                    .flatten()
                    .any(|(k, v)| k == spec.key && v == value);
                (spec.takes(value) && !taken).then(|| (spec.key.to_string(), value.to_string()))
            })
            .collect()
    }
}

/// The seat option `key` when it takes `value`; else a refusal saying what would do.
fn seat_spec<G: TableGame>(key: &str, value: &str) -> Result<&'static OptionSpec, TableError> {
    let specs = G::seat_option_specs();
    let spec = specs.iter().find(|s| s.key == key);
    match spec {
        Some(spec) if spec.takes(value) => Ok(spec),
        _ => Err(TableError::BadSeatChoice {
            key: key.to_string(),
            value: value.to_string(),
            allowed: spec.map_or_else(
                || specs.iter().map(|s| s.key).collect::<Vec<_>>().join(", "),
                |s| s.values.join(", "),
            ),
        }),
    }
}

/// A choice in the game's words, or as typed.
fn choice_words<G: TableGame>(key: &str, value: &str) -> Text {
    G::seat_choice_line(key, value)
        .unwrap_or_else(|| Text::new("lobby-seat-choice-typed").str("value", value.to_string()))
}
