//! Champions of Midgard at the table: bots, and the game told in Fluent texts.

pub mod assign;
mod assignment;
mod board;
mod console;
mod edition;
mod facts;
mod fight;
#[cfg(feature = "kit")]
pub mod kit;
mod narrate;
mod offers;
pub mod options;
pub mod picture;
mod prompt;
mod scoring;
pub mod suggest;
pub mod verbs;
mod words;

pub use board::rules;

use crate::games::midgard::ai::{self, BotInput, BotKind};
use crate::games::midgard::export::{self, Export, LoggedAction};
use crate::games::midgard::state::{Phase, State};
use crate::games::midgard::{Action, Event, Midgard, RuleError, Score, Settings};
use crate::games::record;
use crate::games::Seat;
use crate::i18n::{Lang, Text};
use crate::table::game::{Audience, Imported, Narration, Prompt, TableGame};
use crate::table::model::BotLevel;
use crate::table::options::OptionSpec;
use crate::table::outbound::MessageView;
use crate::table::seen::Seen;
use crate::table::verbs::{Args, Meaning, Verb};
use crate::table::TableError;
use crate::table::Think;
use serde::Deserialize;

/// The phase key's part for the fights of a round (see `phase_key`).
const RESOLUTION_KEY: u32 = 3;

impl TableGame for Midgard {
    const ID: &'static str = "midgard";
    const MIN_SEATS: usize = 2;
    const MAX_SEATS: usize = 4;
    const DEFAULT_SEATS: usize = 3;

    type Options = options::MidgardOptions;

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
        param: &str,
        partial: &str,
        lang: Lang,
    ) -> Vec<(String, String)> {
        verbs::suggestions(state, seat, (verb, param), partial, lang)
    }

    fn rules(options: &Self::Options) -> Option<MessageView> {
        Some(board::rules(options.edition))
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

    const SEARCH_BOT: bool = true;

    fn bot_action(state: &State, seat: Seat, level: BotLevel, think: Think) -> Option<Action> {
        let kind = match level {
            BotLevel::Random => BotKind::Random,
            BotLevel::Heuristic => BotKind::Heuristic,
            BotLevel::Hard => return ai::hard(state, seat, think.budget().as_mut()),
        };
        kind.choose(&mut BotInput::new(state, seat))
    }

    fn phase_key(state: &State) -> u32 {
        let phase = match state.phase {
            Phase::Leaders { .. } => 0,
            Phase::Placement { .. } => 1,
            Phase::Assignment { .. } => 2,
            Phase::Resolution { .. } => RESOLUTION_KEY,
            Phase::FinalRunes { .. } => 4,
            Phase::Finished => 5,
        };
        u32::from(state.round) * 8 + phase
    }

    /// The fights of a round are its story: their log stays whole.
    fn keeps_log(phase_key: u32) -> bool {
        phase_key % 8 == RESOLUTION_KEY
    }

    /// A placement phase folds into where each player's workers went.
    fn summary_item(line: &Text) -> Option<(Option<Text>, Text)> {
        (line.id == "ev-placed")
            .then(|| crate::table::words::named_item(line, "space"))
            .flatten()
    }

    /// An assignment to a fight or a longship, changed before it is locked, is told anew:
    /// the hand keeps the latest.
    fn restates(new: &Text, old: &Text) -> bool {
        let assigned = |t: &Text| t.id.starts_with("ev-assigned");
        assigned(new)
            && assigned(old)
            && ["name", "target", "land"]
                .iter()
                .all(|k| new.arg(k) == old.arg(k))
    }

    fn is_over(state: &State) -> bool {
        state.phase == Phase::Finished
    }

    fn round(state: &State) -> u32 {
        u32::from(state.round)
    }

    fn phase_title(state: &Seen<State>) -> Text {
        edition::text(state, board::phase_title(state))
    }

    fn board(state: &Seen<State>, names: &[String]) -> MessageView {
        edition::view(state, board::board(state, names))
    }

    fn picture(state: &Seen<State>, names: &[String], lang: Lang) -> Option<String> {
        Some(picture::picture(state, names, lang))
    }

    fn summary(state: &Seen<State>, names: &[String]) -> MessageView {
        edition::view(state, board::summary(state, names))
    }

    fn prompt(state: &Seen<State>, seat: Seat, names: &[String]) -> Prompt<Action> {
        edition::prompt(state, prompt::prompt(state, seat, names))
    }
    fn ask(state: &Seen<State>, seat: Seat) -> Option<Text> {
        prompt::ask(state, seat).map(|t| edition::text(state, t))
    }

    fn picked(_state: &State, _seat: Seat, items: u16) -> Option<Action> {
        // The only pick is the dice of a roll to reroll; the rules judge the rest.
        (items != 0).then_some(Action::Reroll { dice: items })
    }

    fn narrate(state: &Seen<State>, events: &[Event], names: &[String]) -> Narration {
        edition::narration(state, narrate::narrate(state, events, names))
    }

    fn hand(state: &Seen<State>, seat: Seat, names: &[String]) -> MessageView {
        edition::view(state, console::hand(state, seat, names))
    }

    fn scoring(state: &Seen<State>, names: &[String]) -> MessageView {
        edition::view(state, scoring::scoring(state, names))
    }

    fn describe_action(
        state: &Seen<State>,
        seat: Seat,
        action: &Action,
        names: &[String],
        audience: Audience,
    ) -> Text {
        let told = match audience {
            Audience::Others if action.hides_detail() => prompt::describe_hidden(action),
            _ => prompt::describe(state, seat, action, names),
        };
        edition::text(state, told)
    }

    fn describe_error(error: &RuleError) -> Text {
        words::rule_error(error)
    }

    fn points(score: &Score) -> i64 {
        i64::from(score.total)
    }

    fn breakdown(score: &Score) -> Vec<(&'static str, i64)> {
        score.lines()
    }

    fn export(state: &State, log: &[(Seat, Action)]) -> serde_json::Value {
        let log: Vec<LoggedAction> = log
            .iter()
            .map(|&(seat, action)| LoggedAction { seat, action })
            .collect();
        serde_json::to_value(Export::new(state, &log)).unwrap_or(serde_json::Value::Null)
    }

    fn import(export: &serde_json::Value) -> Option<Imported<Self>> {
        let export = Export::deserialize(export).ok()?;
        let ours = export.game == export::GAME && record::reads(export::GAME, Some(&export.format));
        ours.then(|| Imported {
            settings: export.settings,
            seed: export.seed,
            actions: export
                .actions
                .into_iter()
                .map(|l| (l.seat, l.action))
                .collect(),
        })
    }

    #[cfg(feature = "kit")]
    fn kit() -> crate::table::kit::SetupOf<Self> {
        kit::setup()
    }
}
