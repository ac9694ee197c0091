//! Storm the Wall at the table: options, bots, and the game told in Fluent texts (every id
//! starts with `wall-`, in src/games/wall/locales/<lang>/).

mod board;
#[cfg(feature = "kit")]
pub mod kit;
mod narrate;
pub mod options;
pub mod orders;
pub mod picture;
pub mod prompt;
mod scoring;
pub mod verbs;
mod words;

use crate::games::wall::{ai, hard, Action, Event, Phase, RuleError, Score, Settings, State, Wall};
use crate::games::Seat;
use crate::i18n::{Lang, Text};
use crate::table::export;
use crate::table::game::{Audience, Imported, Narration, Prompt, TableGame};
use crate::table::model::BotLevel;
use crate::table::options::OptionSpec;
use crate::table::outbound::MessageView;
use crate::table::seen::Seen;
use crate::table::verbs::{Args, Meaning, Verb};
use crate::table::TableError;
use crate::table::Think;

/// The phase key of a finished game (see `phase_key`).
const OVER_KEY: u32 = 100;

impl TableGame for Wall {
    const ID: &'static str = "wall";
    const MIN_SEATS: usize = 1;
    const MAX_SEATS: usize = 4;
    const DEFAULT_SEATS: usize = 3;

    type Options = options::WallOptions;

    fn option_specs() -> &'static [OptionSpec] {
        options::SPECS
    }

    fn verbs() -> &'static [Verb] {
        verbs::VERBS
    }

    fn verb(
        state: &State,
        seat: Seat,
        name: &str,
        args: &Args,
    ) -> Result<Meaning<Action>, TableError> {
        verbs::verb(state, seat, name, args)
    }

    fn suggest(
        state: &Seen<State>,
        seat: Seat,
        verb: &str,
        _param: &str,
        partial: &str,
        lang: Lang,
    ) -> Vec<(String, String)> {
        match verb {
            "orders" => verbs::suggestions(state, seat, partial, lang),
            _ => Vec::new(),
        }
    }

    fn set_option(o: &mut Self::Options, key: &str, value: &str) -> bool {
        options::set(o, key, value)
    }

    fn option_lines(o: &Self::Options) -> Vec<Text> {
        options::lines(o)
    }

    fn game_settings(o: &Self::Options, seats: u8) -> Settings {
        options::settings(o, seats)
    }

    fn seat_option_specs() -> &'static [OptionSpec] {
        options::SEAT_SPECS
    }

    fn seat_settings(settings: &mut Settings, choices: &[Vec<(String, String)>]) {
        options::seat_settings(settings, choices)
    }

    fn seat_choice_line(key: &str, value: &str) -> Option<Text> {
        options::seat_choice_line(key, value)
    }

    fn seat_choice_help() -> Option<Text> {
        Some(Text::new("wall-colour-help"))
    }

    const SEARCH_BOT: bool = true;

    fn bot_action(state: &State, seat: Seat, level: BotLevel, think: Think) -> Option<Action> {
        match level {
            BotLevel::Random => ai::random(state, seat),
            BotLevel::Heuristic => ai::heuristic(state, seat),
            BotLevel::Hard => hard::choose(state, seat, think.budget().as_mut()),
        }
    }

    fn phase_key(state: &State) -> u32 {
        match state.phase {
            Phase::Orders => u32::from(state.turn) * 2,
            Phase::Fight(_) => u32::from(state.turn) * 2 + 1,
            Phase::Over => OVER_KEY,
        }
    }

    /// A turn's fight is its story: its log stays whole.
    fn keeps_log(phase_key: u32) -> bool {
        phase_key != OVER_KEY && phase_key % 2 == 1
    }

    fn is_over(state: &State) -> bool {
        state.phase == Phase::Over
    }

    fn round(state: &State) -> u32 {
        u32::from(state.turn)
    }

    fn round_words(turn: u32) -> Text {
        Text::new("wall-when").num("turn", i64::from(turn))
    }

    fn phase_title(state: &Seen<State>) -> Text {
        board::phase_title(state)
    }

    fn board(state: &Seen<State>, names: &[String]) -> MessageView {
        board::board(state, names)
    }

    fn picture(state: &Seen<State>, names: &[String], lang: Lang) -> Option<String> {
        Some(picture::picture(state, names, lang))
    }

    fn summary(state: &Seen<State>, names: &[String]) -> MessageView {
        board::summary(state, names)
    }

    fn prompt(state: &Seen<State>, seat: Seat, names: &[String]) -> Prompt<Action> {
        prompt::prompt(state, seat, names)
    }

    fn ask(state: &Seen<State>, seat: Seat) -> Option<Text> {
        prompt::placeholder(state, seat)
    }

    fn narrate(state: &Seen<State>, events: &[Event], names: &[String]) -> Narration {
        narrate::narrate(state, events, names)
    }

    fn hand(state: &Seen<State>, seat: Seat, names: &[String]) -> MessageView {
        board::hand(state, seat, names)
    }

    fn scoring(state: &Seen<State>, names: &[String]) -> MessageView {
        scoring::scoring(state, names)
    }

    fn describe_action(
        state: &Seen<State>,
        seat: Seat,
        action: &Action,
        names: &[String],
        audience: Audience,
    ) -> Text {
        prompt::describe(state, seat, action, names, audience)
    }

    fn describe_error(error: &RuleError) -> Text {
        words::rule_error(error)
    }

    fn points(score: &Score) -> i64 {
        i64::from(score.points)
    }

    fn breakdown(score: &Score) -> Vec<(&'static str, i64)> {
        score.lines()
    }

    fn outcome_details(state: &State) -> Option<serde_json::Value> {
        scoring::outcome_details(state)
    }

    fn export(state: &State, log: &[(Seat, Action)]) -> serde_json::Value {
        export::export::<Self>(state, state.seed, &state.settings, log)
    }

    fn import(export: &serde_json::Value) -> Option<Imported<Self>> {
        export::import::<Self>(export)
    }

    #[cfg(feature = "kit")]
    fn kit() -> crate::table::kit::SetupOf<Self> {
        kit::setup()
    }
}
