//! A game as the rest of Skald meets it at run time: one object per game, found once by its
//! id (the store's `game` column, a command's root, a `--game` flag, an export's `game`
//! field) in [`crate::registry::GAMES`], and asked for whatever that game does. Every
//! [`TableGame`] is one, by the blanket implementation below; its typed contract stays where
//! the types matter (rules, presentation), and nothing else picks a game again.

use std::ops::RangeInclusive;
use std::time::Duration;

use serde_json::Value;

use super::bout::{self, Bout, BoutError, Finished};
use super::error::TableError;
use super::game::TableGame;
use super::ids::BotLevel;
use super::loaded::Loaded;
use super::model::{ChannelKey, SeatInfo, Status, Table, TableId, TableSettings, UserId};
use super::options::{self, OptionMap, OptionSpec};
use super::outbound::MessageView;
use super::replay::{self, ReplayError, Replayed};
use super::verbs::Verb;
use crate::i18n::{Lang, Text};
use crate::store::TableRow;

/// One game, object-safe: what shared code asks of a game without knowing its types.
pub trait Game: Send + Sync + 'static {
    /// The game's id in the store, in exports and as its command root (`midgard`).
    fn id(&self) -> &'static str;
    /// The game's name, from its `<id>-game-name` text.
    fn name(&self) -> Text;
    /// How many seats a table of this game has.
    fn seats(&self) -> RangeInclusive<usize>;
    /// The seats a table has when nobody says.
    fn default_seats(&self) -> usize;
    /// The options a table of this game offers, in the order the lobby lists them.
    fn option_specs(&self) -> &'static [OptionSpec];
    /// Sets option `key` of stored `options` to `value`; `false` (and nothing changed) when
    /// the game has no such option or the value is not one it takes.
    fn set_option(&self, options: &mut OptionMap, key: &str, value: &str) -> bool;
    /// What each player may choose for their own seat in the lobby.
    fn seat_option_specs(&self) -> &'static [OptionSpec];
    /// A seat choice `key` = `value` in the game's words, if it has some.
    fn seat_choice_words(&self, key: &str, value: &str) -> Option<Text>;
    /// The options of a table when nobody chose any, as stored.
    fn default_options(&self) -> OptionMap;
    /// The game's own commands.
    fn verbs(&self) -> &'static [Verb];
    /// A short summary of the rules for a table with stored `options`, if the game has one.
    fn rules(&self, options: &OptionMap) -> Option<MessageView>;
    /// Whether players may take moves back.
    fn takes_back(&self) -> bool;
    /// Whether the game has a search bot for the `hard` level.
    fn search_bot(&self) -> bool;
    /// Whether a player reads the board before each decision (the terminal shows it first).
    fn board_before_decisions(&self) -> bool;
    /// A whole game between bots, told as data; `timed` hears how long each move took.
    fn bout(
        &self,
        bout: &Bout,
        timed: &mut dyn FnMut(BotLevel, Duration),
    ) -> Result<Finished, BoutError>;
    /// A stored table of this game, loaded; refused when the row is another game's or
    /// unreadable.
    fn load(&self, row: TableRow) -> Result<Box<dyn Loaded>, TableError>;
    /// A new lobby of this game in `channel`, hosted by `host`, with `seats` taken; not
    /// stored yet.
    fn lobby(
        &self,
        channel: ChannelKey,
        host: UserId,
        settings: TableSettings,
        seed: u64,
        seats: Vec<SeatInfo>,
    ) -> Box<dyn Loaded>;
    /// Plays `export` back from its seed, settings and actions; `None` when it is not this
    /// game's export.
    fn replay(&self, export: &Value) -> Option<Result<Replayed, ReplayError>>;
    /// The board picture (SVG) of `export` after its first `step` actions (all when `None`);
    /// `None` when it is not this game's export, `Ok(None)` when the game draws no picture.
    fn picture_at(
        &self,
        export: &Value,
        step: Option<usize>,
        names: &[String],
        lang: Lang,
    ) -> Option<Result<Option<String>, ReplayError>>;
    /// Runs one check of the conformance kit on this game (built with the `kit` feature, for
    /// tests); panics with what it found wrong.
    #[cfg(feature = "kit")]
    fn conform(&self, check: super::kit::Check);
    /// The game's rules digest and rule-id list, if it has a digest (with the `kit` feature).
    #[cfg(feature = "kit")]
    fn digest(&self) -> Option<super::kit::Digest>;
}

impl<G: TableGame + Send + Sync> Game for G
where
    G::State: Send + Sync,
    G::Options: Send + Sync,
{
    fn id(&self) -> &'static str {
        G::ID
    }

    fn name(&self) -> Text {
        G::name()
    }

    fn seats(&self) -> RangeInclusive<usize> {
        G::MIN_SEATS..=G::MAX_SEATS
    }

    fn default_seats(&self) -> usize {
        G::DEFAULT_SEATS
    }

    fn option_specs(&self) -> &'static [OptionSpec] {
        G::option_specs()
    }

    fn set_option(&self, stored: &mut OptionMap, key: &str, value: &str) -> bool {
        let mut typed: G::Options = options::read(stored);
        let taken = G::set_option(&mut typed, key, value);
        if taken {
            *stored = options::write(&typed);
        }
        taken
    }

    fn seat_option_specs(&self) -> &'static [OptionSpec] {
        G::seat_option_specs()
    }

    fn seat_choice_words(&self, key: &str, value: &str) -> Option<Text> {
        G::seat_choice_line(key, value)
    }

    fn default_options(&self) -> OptionMap {
        options::write(&G::Options::default())
    }

    fn verbs(&self) -> &'static [Verb] {
        G::verbs()
    }

    fn rules(&self, stored: &OptionMap) -> Option<MessageView> {
        G::rules(&options::read(stored))
    }

    fn takes_back(&self) -> bool {
        G::UNDO
    }

    fn search_bot(&self) -> bool {
        G::SEARCH_BOT
    }

    fn board_before_decisions(&self) -> bool {
        G::BOARD_BEFORE_DECISIONS
    }

    fn bout(
        &self,
        bout: &Bout,
        timed: &mut dyn FnMut(BotLevel, Duration),
    ) -> Result<Finished, BoutError> {
        bout::finish::<G>(bout, timed)
    }

    fn load(&self, row: TableRow) -> Result<Box<dyn Loaded>, TableError> {
        Ok(Box::new(Table::<G>::from_row(row)?))
    }

    fn lobby(
        &self,
        channel: ChannelKey,
        host: UserId,
        settings: TableSettings,
        seed: u64,
        seats: Vec<SeatInfo>,
    ) -> Box<dyn Loaded> {
        Box::new(Table::<G> {
            id: TableId(0),
            channel,
            status: Status::Lobby,
            host,
            settings,
            seats,
            seed,
            game: None,
            version: 0,
            log_len: 0,
            deadline: None,
            live: Default::default(),
        })
    }

    fn replay(&self, export: &Value) -> Option<Result<Replayed, ReplayError>> {
        replay::replay_as::<G>(export)
    }

    fn picture_at(
        &self,
        export: &Value,
        step: Option<usize>,
        names: &[String],
        lang: Lang,
    ) -> Option<Result<Option<String>, ReplayError>> {
        replay::picture_as::<G>(export, step, names, lang)
    }

    #[cfg(feature = "kit")]
    fn conform(&self, check: super::kit::Check) {
        super::kit::run::<G>(check);
    }

    #[cfg(feature = "kit")]
    fn digest(&self) -> Option<super::kit::Digest> {
        G::kit().digest
    }
}
