//! Viking Gods at the table: options, sides, bots, and the game told in Fluent texts (every
//! id starts with `gods-`, in src/games/gods/locales/<lang>/). Nothing is secret (R-INFO-1).

mod board;
mod bots;
#[cfg(feature = "kit")]
pub mod kit;
mod narrate;
pub mod options;
pub mod picture;
mod prompt;
mod scoring;
pub mod typed;
pub mod verbs;
pub mod words;

use crate::games::gods::token::Side;
use crate::games::gods::{Action, Event, Gods, Phase, RuleError, Score, Settings, State};
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

pub use board::ascii_map;

/// A phase's place in the round (R-ROUND-1).
fn phase_index(phase: Phase) -> u32 {
    match phase {
        Phase::Deploy { side } => side as u32,
        Phase::Movement { side } => 2 + 2 * side as u32,
        Phase::Attack { side } => 3 + 2 * side as u32,
        Phase::Hela => 6,
        Phase::Bridge => 7,
        Phase::Over => 8,
    }
}

impl TableGame for Gods {
    const ID: &'static str = "gods";
    const MIN_SEATS: usize = 2;
    const MAX_SEATS: usize = 2;
    const DEFAULT_SEATS: usize = 2;
    const UNDO: bool = true;
    const BOARD_BEFORE_DECISIONS: bool = true;

    type Options = options::GodsOptions;

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
        verbs::suggestions(state, seat, verb, partial, lang)
    }

    fn set_option(o: &mut Self::Options, key: &str, value: &str) -> bool {
        options::set(o, key, value)
    }

    fn option_lines(o: &Self::Options) -> Vec<Text> {
        options::lines(o)
    }

    fn game_settings(o: &Self::Options, _seats: u8) -> Settings {
        options::settings(o)
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
        Some(Text::new("gods-side-help"))
    }

    fn bot_action(state: &State, seat: Seat, level: BotLevel, _think: Think) -> Option<Action> {
        bots::play(state, seat, level)
    }

    fn phase_key(state: &State) -> u32 {
        u32::from(state.round) * 10 + phase_index(state.phase)
    }

    /// Attacks are the story of a round: their log stays whole.
    fn keeps_log(phase_key: u32) -> bool {
        [Side::Asgard, Side::Chaos]
            .iter()
            .any(|&side| phase_key % 10 == phase_index(Phase::Attack { side }))
    }

    /// A movement phase folds into its moves ("Loki I4 → H3, Fenris E3 → E4"); the title
    /// names the side.
    fn summary_item(line: &Text) -> Option<(Option<Text>, Text)> {
        ["gods-ev-moved", "gods-ev-jumped"]
            .contains(&line.id.as_ref())
            .then(|| (None, line.clone()))
    }

    fn is_over(state: &State) -> bool {
        state.is_over()
    }

    fn round(state: &State) -> u32 {
        u32::from(state.round)
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
        prompt::ask(state, seat)
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
        _seat: Seat,
        action: &Action,
        _names: &[String],
        _audience: Audience,
    ) -> Text {
        prompt::describe(state, action)
    }

    fn describe_error(error: &RuleError) -> Text {
        words::rule_error(error)
    }

    fn side_result(state: &State) -> Option<&'static str> {
        let end = state.end?;
        Some(end.winner.map_or("draw", |w| w.id()))
    }

    fn points(score: &Score) -> i64 {
        i64::from(score.points)
    }

    fn breakdown(score: &Score) -> Vec<(&'static str, i64)> {
        vec![("result", Self::points(score))]
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
