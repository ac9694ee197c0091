//! Jomsvikings at the table: options, bots, the board and the private console, and the game
//! told in Fluent texts (every id starts with `joms-`, in src/games/joms/locales/<lang>/). Hands,
//! dealt characters, pile searches and REWARD draws are secret (R-INFO, R-TABLE-2).

mod board;
mod bots;
#[cfg(feature = "kit")]
pub mod kit;
mod narrate;
pub mod options;
pub mod picture;
pub mod prompt;
mod scoring;
mod stats;
pub mod words;

use crate::games::joms::{Action, Event, Joms, JomsError, Phase, Score, Settings, State};
use crate::games::Seat;
use crate::i18n::{Lang, Text};
use crate::table::export;
use crate::table::game::{Audience, Imported, Narration, Prompt, TableGame, Tally};
use crate::table::model::BotLevel;
use crate::table::options::OptionSpec;
use crate::table::outbound::MessageView;
use crate::table::seen::Seen;
use crate::table::Think;

pub use board::{board, hand, summary};

fn phase_index(phase: Phase) -> u32 {
    match phase {
        Phase::Setup => 0,
        Phase::Preparation => 1,
        Phase::Fight => 2,
        Phase::Over => 3,
    }
}

impl TableGame for Joms {
    const ID: &'static str = "joms";
    const MIN_SEATS: usize = 1;
    const MAX_SEATS: usize = 4;
    const DEFAULT_SEATS: usize = 3;
    /// Passes in a row end the fight's turns (R-FIGHT-3): told as one line that counts them.
    const RUNS: &'static [(&'static str, &'static str)] =
        &[("joms-ev-passed", "joms-ev-passed-run")];

    type Options = options::JomsOptions;

    fn option_specs() -> &'static [OptionSpec] {
        options::SPECS
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

    fn bot_action(state: &State, seat: Seat, level: BotLevel, _think: Think) -> Option<Action> {
        bots::play(state, seat, level)
    }

    /// Each round of a fight is a phase of its own: its turn message folds its plays once the
    /// round is over, and keeps how the round ended.
    fn phase_key(state: &State) -> u32 {
        (u32::from(state.saga) * 100 + u32::from(state.round)) * 10 + phase_index(state.phase)
    }

    /// A round folds into the cards each player put down; a saga's preparation into the
    /// attack each chose.
    fn summary_item(line: &Text) -> Option<(Option<Text>, Text)> {
        let what = match line.id.as_ref() {
            "joms-ev-placed" => "card",
            "joms-ev-named" => "attack",
            _ => return None,
        };
        crate::table::words::named_item(line, what)
    }

    fn is_over(state: &State) -> bool {
        state.phase == Phase::Over
    }

    fn round(state: &State) -> u32 {
        u32::from(state.saga) * 100 + u32::from(state.round)
    }

    fn round_words(round: u32) -> Text {
        Text::new("joms-when")
            .num("saga", i64::from(round / 100))
            .num("round", i64::from(round % 100))
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

    fn describe_error(error: &JomsError) -> Text {
        words::rule_error(error)
    }

    fn tallies(state: &State) -> Vec<Tally> {
        stats::tallies(state)
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
