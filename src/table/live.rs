//! Living messages: the few messages a table keeps and edits in place — the lobby, the board,
//! the turn message and each player's private console — what each shows now, and when one is
//! posted anew. Everything here is rebuilt from the stored table, so a restart keeps editing
//! the same messages and shows the same thing.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::deadline::Millis;
use crate::games::Seat;
use crate::i18n::Text;

/// A living message of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    Lobby,
    Board,
    /// The phase being played (live) or the current turn (async), with its controls.
    Turn,
    /// One player's private console, in their DMs.
    Console(Seat),
}

impl Slot {
    /// The slot's name in the store.
    pub fn key(self) -> String {
        match self {
            Slot::Lobby => "lobby".into(),
            Slot::Board => "board".into(),
            Slot::Turn => "turn".into(),
            Slot::Console(seat) => format!("console:{seat}"),
        }
    }
}

/// What becomes of a slot's previous message when a new one is posted below.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Retire {
    /// It stays, as its last edit left it (a finished phase, an answered turn).
    #[default]
    Keep,
    /// It goes: the new message replaces it (the board of a new round, a turn moved down).
    Delete,
}

/// Where a view is shown: generation `gen` of `slot`. A new generation is a new message, and
/// `retire` says what becomes of the previous one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    pub slot: Slot,
    pub gen: u32,
    pub retire: Retire,
}

/// How a table is played: everyone at once, or turn by turn over hours or days.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pace {
    /// Everyone is at the table now: one message per phase, a nudge after a few idle minutes.
    Live,
    /// Turns take hours: each human turn is its own message and pings its player.
    Async,
}

/// The turn message's log is started anew past this many lines or characters, well inside
/// Discord's 4096-character description.
pub const LOG_LINES: usize = 30;
pub const LOG_CHARS: usize = 3000;

/// The console shows this many of the latest secrets learned in the round.
pub const NEWS_KEPT: usize = 3;

/// What the living messages show and which message generation each is at.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Live {
    /// Each slot's generation (absent: never shown).
    #[serde(default)]
    pub gens: BTreeMap<String, u32>,
    /// What the next generation of a slot does with the previous message.
    #[serde(default)]
    pub retire: BTreeMap<String, Retire>,
    /// A fingerprint of what each slot shows now: an unchanged view is not sent again.
    #[serde(default)]
    pub shown: BTreeMap<String, u64>,
    /// The latest lobby news (who joined, what changed).
    #[serde(default)]
    pub lobby_news: Option<Text>,
    /// The turn message: its title and what happened in it so far.
    #[serde(default)]
    pub title: Option<Text>,
    #[serde(default)]
    pub log: Vec<Text>,
    /// How many of `log`'s lines the turn message has been sent with: once its phase is
    /// over, those fold into one line (the rest, from the step that ended it, stay).
    #[serde(default)]
    pub log_shown: usize,
    /// The phase the turn message was started in (live pace).
    #[serde(default)]
    pub phase: Option<u32>,
    /// The humans whose decision was pending after the last change, with that decision, and
    /// the phase then: a human who joins them, or who waits on into a new phase, starts a
    /// turn of their own (async pace).
    #[serde(default)]
    pub waiting: Vec<(Seat, String)>,
    #[serde(default)]
    pub waiting_phase: Option<u32>,
    /// The seat whose latest moves may be taken back, and how many (the run of its actions
    /// the game calls undoable at the end of the log).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub takeback: Option<(Seat, u16)>,
    /// The seats the turn message calls by name.
    #[serde(default)]
    pub mentioned: Vec<Seat>,
    /// The round the board message belongs to.
    #[serde(default)]
    pub board_round: Option<u32>,
    /// The round each console message belongs to.
    #[serde(default)]
    pub console_round: BTreeMap<Seat, u32>,
    /// Secrets learned since each console message was posted, newest last.
    #[serde(default)]
    pub news: BTreeMap<Seat, Vec<Text>>,
    /// Secrets of a round the seat's console has not reached yet (told by the move that
    /// began it, or before the first console): they go to the new console, not to the old
    /// one that keeps its round's.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub coming: BTreeMap<Seat, Vec<Text>>,
    /// Seats with news not yet shown in a message of their own (a new DM notifies; an edit
    /// does not).
    #[serde(default)]
    pub fresh: Vec<Seat>,
    /// When the waiting players are nudged (live pace).
    #[serde(default)]
    pub nudge_at: Option<Millis>,
}

impl Live {
    pub fn gen(&self, slot: Slot) -> u32 {
        self.gens.get(&slot.key()).copied().unwrap_or(0)
    }

    /// The next message of `slot` is a new one; the current one is kept or deleted.
    pub fn renew(&mut self, slot: Slot, retire: Retire) {
        let key = slot.key();
        *self.gens.entry(key.clone()).or_insert(0) += 1;
        self.retire.insert(key.clone(), retire);
        self.shown.remove(&key);
    }

    pub fn place(&self, slot: Slot) -> Place {
        Place {
            slot,
            gen: self.gen(slot).max(1),
            retire: self.retire.get(&slot.key()).copied().unwrap_or_default(),
        }
    }

    /// Records what `slot` shows; false when it showed exactly that already.
    pub fn show(&mut self, slot: Slot, fingerprint: u64) -> bool {
        let key = slot.key();
        if !self.gens.contains_key(&key) {
            self.gens.insert(key.clone(), 1);
        }
        self.shown.insert(key, fingerprint) != Some(fingerprint)
    }

    /// Starts the turn message anew with an empty log.
    pub fn new_turn(&mut self, retire: Retire, title: Text, phase: u32) {
        self.renew(Slot::Turn, retire);
        self.log.clear();
        self.log_shown = 0;
        self.title = Some(title);
        self.phase = Some(phase);
    }

    /// A secret for one seat's console (the latest few are kept); `notify`: it is worth a new
    /// message, which Discord announces (an edit it does not).
    pub fn tell(
        &mut self,
        seat: Seat,
        text: Text,
        notify: bool,
        round: u32,
        restated: impl Fn(&Text) -> bool,
    ) {
        let later = self.console_round.get(&seat) != Some(&round);
        let kept = if later {
            &mut self.coming
        } else {
            &mut self.news
        };
        let news = kept.entry(seat).or_default();
        news.retain(|old| !restated(old));
        news.push(text);
        if news.len() > NEWS_KEPT {
            news.remove(0);
        }
        if notify && !self.fresh.contains(&seat) {
            self.fresh.push(seat);
        }
    }
}

/// A short fingerprint of serializable content (FNV-1a over its JSON).
pub fn fingerprint<T: Serialize>(value: &T) -> u64 {
    let json = serde_json::to_string(value).unwrap_or_default();
    json.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    // A secret told by the move that begins a new round belongs to the console of that
    // round: the old console, collapsed, keeps only its own round's.
    #[test]
    fn a_secret_of_a_round_the_console_has_not_reached_waits_for_the_new_console() {
        let mut live = Live::default();
        let ids = |texts: &[Text]| texts.iter().map(|t| t.id.to_string()).collect::<Vec<_>>();
        live.tell(0, Text::new("pings-on"), false, 1, |_| false);
        assert_eq!(ids(&live.coming[&0]), ["pings-on"], "for the first console");
        live.coming.remove(&0);
        live.console_round.insert(0, 1);
        live.tell(0, Text::new("pings-off"), true, 1, |_| false);
        live.tell(0, Text::new("console-moved"), true, 2, |_| false);
        assert_eq!(ids(&live.news[&0]), ["pings-off"]);
        assert_eq!(ids(&live.coming[&0]), ["console-moved"]);
        assert_eq!(live.fresh, vec![0], "the news is worth a message");
        // A line that restates an earlier one replaces it; the others stay.
        let restates = |old: &Text| old.id == "pings-off";
        live.tell(0, Text::new("pings-on"), false, 1, restates);
        assert_eq!(ids(&live.news[&0]), ["pings-on"]);
        live.tell(0, Text::new("pings-off"), false, 1, restates);
        assert_eq!(ids(&live.news[&0]), ["pings-on", "pings-off"]);
    }
}
