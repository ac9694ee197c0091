//! What the table layer needs from a game besides its rules: bots and presentation.

use super::error::TableError;
use super::ids::BotLevel;
use super::options::OptionSpec;
use super::outbound::{MessageView, Pick};
use super::seen::Seen;
use super::verbs::{Args, Meaning, Verb};
use crate::games::{Rules, Seat};
use crate::i18n::{Lang, Text};
use crate::table::Think;

/// One answer offered to a seat: what it is called, what it does now, and the actions it
/// plays (several at once for a whole step, e.g. three warriors sent to one fight).
#[derive(Clone, Debug, PartialEq)]
pub struct Offer<A> {
    pub label: Text,
    /// What it gives, costs or does now, in a short sentence (a select option's description).
    pub detail: Option<Text>,
    /// The kind of answer it is: a long list is offered kind first, then the answers of that
    /// kind.
    pub group: Option<Text>,
    /// What the menu of its kind asks ("Where does Loki go?"), when the game can say it
    /// better than the kind's name does.
    pub group_ask: Option<Text>,
    /// Played in order, all or none; never empty.
    pub actions: Vec<A>,
}

impl<A> Offer<A> {
    pub fn one(label: Text, action: A) -> Self {
        Offer {
            label,
            detail: None,
            group: None,
            group_ask: None,
            actions: vec![action],
        }
    }

    pub fn detail(mut self, detail: Text) -> Self {
        self.detail = Some(detail);
        self
    }

    pub fn group(mut self, group: Text) -> Self {
        self.group = Some(group);
        self
    }

    /// Its kind, and the question the kind's own menu asks.
    pub fn group_asking(mut self, group: Text, ask: Text) -> Self {
        self.group = Some(group);
        self.group_ask = Some(ask);
        self
    }
}

/// A prompt for one seat: a public line naming who must do what, and the choices offered.
pub struct Prompt<A> {
    pub public: Text,
    /// The same, addressed to the player themself.
    pub personal: Text,
    pub choices: Vec<Offer<A>>,
    /// Several items the player may pick at once (the dice of a roll to reroll), by position.
    pub pick: Option<Pick>,
    /// The choices reveal secrets (drawn destiny cards, an unconfirmed assignment): send them
    /// privately.
    pub private: bool,
}

/// What a batch of events means for the table.
#[derive(Default)]
pub struct Narration {
    pub public: Vec<Text>,
    pub private: Vec<(Seat, Text)>,
}

/// Who an action is told to. The game decides what the others may learn of it: a kept destiny
/// card or an unconfirmed assignment is told to its owner only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Audience {
    /// The player who played it.
    Owner,
    /// The channel and every other player.
    Others,
}

pub trait TableGame: Rules + Clone + std::fmt::Debug + PartialEq + Sized + 'static {
    /// The game's id in the store and in exports (`midgard`).
    const ID: &'static str;
    const MIN_SEATS: usize;
    const MAX_SEATS: usize;
    /// The seats of a table when nobody says how many (`skald play`: you and the bots).
    const DEFAULT_SEATS: usize;
    /// Whether players may take moves back (`/<id> undo` and its button): the game calls
    /// some actions [`crate::games::Rules::undoable`].
    const UNDO: bool = false;
    /// Whether a player in the terminal needs the board in words before each decision: a map
    /// game, whose picture the terminal cannot show. The terminal prints it (what `b` prints)
    /// before the choices whenever it changed since the player last saw it in words.
    const BOARD_BEFORE_DECISIONS: bool = false;
    /// Whether the game has a search bot for [`BotLevel::Hard`] (others refuse that level).
    const SEARCH_BOT: bool = false;
    /// Lines that, told one after another for different players, read as one: each line's
    /// id (its player the `name` argument) with the id of the line of their run, which is
    /// given `names` (a list) and `count` ("Ana passes. Bo passes." → "Ana and Bo pass.").
    const RUNS: &'static [(&'static str, &'static str)] = &[];

    /// The game's table options, typed (stored with the table; see [`super::options`]).
    type Options: Default
        + Clone
        + Send
        + Sync
        + std::fmt::Debug
        + PartialEq
        + serde::Serialize
        + serde::de::DeserializeOwned;
    /// The game's name, from its `<id>-game-name` text.
    fn name() -> Text {
        Text::dynamic(format!("{}-game-name", Self::ID))
    }
    /// The options a table of this game offers, in the order the lobby lists them.
    fn option_specs() -> &'static [OptionSpec];
    /// Sets option `key` to `value` (one of its spec's values, as typed); `false` when the
    /// game has no such option or the value is not one it takes.
    fn set_option(options: &mut Self::Options, key: &str, value: &str) -> bool;
    /// The options as the lobby shows them, a line each.
    fn option_lines(options: &Self::Options) -> Vec<Text>;
    fn game_settings(options: &Self::Options, seats: u8) -> Self::Settings;
    /// What each player may choose for their own seat in the lobby (a colour, a side), in the
    /// order the lobby shows them. No two seated players hold the same value of one.
    fn seat_option_specs() -> &'static [OptionSpec] {
        &[]
    }
    /// Puts the players' own choices into the settings at the start: `choices` holds one
    /// entry per seat in seat order, that seat's `(key, value)` pairs (each a value its spec
    /// takes, none taken by an earlier seat; none for a bot or a player who chose nothing).
    fn seat_settings(_settings: &mut Self::Settings, _choices: &[Vec<(String, String)>]) {}
    /// A seat's choice in words for the lobby (`green`); `None` shows the value as typed.
    fn seat_choice_line(_key: &str, _value: &str) -> Option<Text> {
        None
    }
    /// The lobby's line telling players what they may choose for their seat and how.
    fn seat_choice_help() -> Option<Text> {
        None
    }
    /// The game's own commands (see [`super::verbs`]), in the order a member scans them.
    fn verbs() -> &'static [Verb] {
        &[]
    }
    /// What verb `name` with `args` means for `seat` now, or a refusal saying what was
    /// wrong (nothing changes then).
    fn verb(
        _state: &Self::State,
        _seat: Seat,
        name: &str,
        _args: &Args,
    ) -> Result<Meaning<Self::Action>, TableError> {
        Err(super::verbs::unknown_verb(name))
    }
    /// What `seat` may give parameter `param` of verb `verb` now, as (label, value) pairs
    /// in `lang` matching what was typed so far (`partial`), all of them: the front end keeps
    /// as many as it can show.
    fn suggest(
        _world: &Seen<Self::State>,
        _seat: Seat,
        _verb: &str,
        _param: &str,
        _partial: &str,
        _lang: Lang,
    ) -> Vec<(String, String)> {
        Vec::new()
    }
    /// A short summary of the rules for a table with `options`, if the game has one.
    fn rules(_options: &Self::Options) -> Option<MessageView> {
        None
    }
    /// The move of a bot of `level` at `seat`; a `Hard` one thinks for `think`.
    fn bot_action(
        state: &Self::State,
        seat: Seat,
        level: BotLevel,
        think: Think,
    ) -> Option<Self::Action>;
    /// Changes whenever the game enters a new phase (a board summary is posted then).
    fn phase_key(state: &Self::State) -> u32;
    /// Whether the phase of `phase_key` tells a story worth keeping whole once it is over
    /// (its fights): the log of any other finished phase folds into one line.
    fn keeps_log(_phase_key: u32) -> bool {
        false
    }
    /// What a line of a finished phase's log adds to the one line the phase folds into: whom
    /// it is about (None: the phase's title says it) and what they did, in a few words
    /// ("Astrid", "the Market"). None: the line adds nothing; a phase none of whose lines add
    /// anything folds into a count of its lines. A move the table may take back gives at most
    /// one item: taking it back takes back the latest item.
    fn summary_item(_line: &Text) -> Option<(Option<Text>, Text)> {
        None
    }
    /// Whether a secret line `new` told to a seat says again, up to date, what the earlier
    /// line `old` of the same hand said (a warrior assignment changed before it is locked):
    /// the hand then keeps only the new one.
    fn restates(_new: &Text, _old: &Text) -> bool {
        false
    }
    fn is_over(state: &Self::State) -> bool;
    /// The round now played: the board is posted anew when it changes.
    fn round(state: &Self::State) -> u32;
    /// A value of [`TableGame::round`] in words ("Round 3"; "Saga 2, round 1"), for the
    /// line a player's old hand keeps once a new one is posted.
    fn round_words(round: u32) -> Text {
        Text::new("round-words").num("round", i64::from(round))
    }
    /// The round and phase in words (the title of the phase's message).
    fn phase_title(world: &Seen<Self::State>) -> Text;
    /// The public board in words; `names` are the seats' display names.
    fn board(world: &Seen<Self::State>, names: &[String]) -> MessageView;
    /// The public board as a picture: an SVG document drawn with [`crate::render`] from the
    /// public view only, worded in `lang`. A game without one shows its board in words.
    fn picture(_world: &Seen<Self::State>, _names: &[String], _lang: Lang) -> Option<String> {
        None
    }
    /// What the board message says beside the picture: the few facts people look for first
    /// (the whole board in words stays one command away).
    fn summary(world: &Seen<Self::State>, names: &[String]) -> MessageView {
        Self::board(world, names)
    }
    fn prompt(world: &Seen<Self::State>, seat: Seat, names: &[String]) -> Prompt<Self::Action>;
    /// What `seat`'s choices answer, short enough for the menu that lists them ("Your move:
    /// place a worker"); `None` says the prompt's personal line there.
    fn ask(_world: &Seen<Self::State>, _seat: Seat) -> Option<Text> {
        None
    }
    /// What picking `items` (a bit set of positions) of the prompt's [`Pick`] plays, if the
    /// game offers a pick now.
    fn picked(_state: &Self::State, _seat: Seat, _items: u16) -> Option<Self::Action> {
        None
    }
    fn narrate(world: &Seen<Self::State>, events: &[Self::Event], names: &[String]) -> Narration;
    /// Everything one seat may know, secrets included (for a DM or an ephemeral reply).
    fn hand(world: &Seen<Self::State>, seat: Seat, names: &[String]) -> MessageView;
    fn scoring(world: &Seen<Self::State>, names: &[String]) -> MessageView;
    /// An action in words for `audience`: never a secret of `seat`'s when told to others.
    fn describe_action(
        world: &Seen<Self::State>,
        seat: Seat,
        action: &Self::Action,
        names: &[String],
        audience: Audience,
    ) -> Text;
    fn describe_error(error: &Self::Error) -> Text;
    /// For a game of sides, which side won a finished game (`asgard`), or `draw`: the
    /// statistics count games by it. `None` for a game without sides.
    fn side_result(_state: &Self::State) -> Option<&'static str> {
        None
    }
    /// A finished game's own statistics (the characters played and whether they won, the
    /// monsters fought and whether they fell), summed over many games by `skald simulate`.
    fn tallies(_state: &Self::State) -> Vec<Tally> {
        Vec::new()
    }
    /// A score as one number, for statistics over many games.
    fn points(score: &Self::Score) -> i64;
    /// A score by scoring category, in the order the rules count them: `(category, points)`
    /// pairs that sum to [`TableGame::points`]. Exports and `skald simulate --per-game` tell
    /// it.
    fn breakdown(score: &Self::Score) -> Vec<(&'static str, i64)> {
        vec![("points", Self::points(score))]
    }
    /// What a finished game's result says besides scores and winners (a co-op game's outcome,
    /// its difficulty and target), as JSON; `None` when there is nothing more.
    fn outcome_details(_state: &Self::State) -> Option<serde_json::Value> {
        None
    }
    /// The game's export (docs/export.md) as JSON: the envelope of [`super::export`], which
    /// replays `log` to find each step's events.
    fn export(state: &Self::State, log: &[(Seat, Self::Action)]) -> serde_json::Value;
    /// An export read back into what replays it; `None` when it is not this game's.
    fn import(export: &serde_json::Value) -> Option<Imported<Self>>;

    /// How the conformance kit plays this game (built with the `kit` feature, for tests).
    #[cfg(feature = "kit")]
    fn kit() -> super::kit::setup::Setup<Self::Options, Self::State>;
}

/// One statistic of a finished game for `skald simulate`: in table `table` (`kills_by_monster`),
/// `key` (a monster's id) had `trials` more tries (fights), `successes` of them successful
/// (kills).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    pub table: &'static str,
    pub key: String,
    pub trials: u64,
    pub successes: u64,
}

/// What replays an export: the game's settings, its seed and every action in order.
pub struct Imported<G: TableGame> {
    pub settings: G::Settings,
    pub seed: u64,
    pub actions: Vec<(Seat, G::Action)>,
}
