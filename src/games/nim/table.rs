//! Nim at the table: its options, its bots and its words (`locales/<lang>/nim.ftl` beside
//! this file).

use crate::table::seen::Seen;
use serde::{Deserialize, Serialize};

use super::{best_move, Action, Event, Nim, NimError, Score, Settings, State};
use crate::games::{Rules, Seat};
use crate::i18n::Text;
use crate::table::export;
use crate::table::game::{Audience, Imported, Narration, Prompt, TableGame};
use crate::table::options::{flag, OptionSpec, FLAG};
use crate::table::{BotLevel, MessageView, Offer, Think, ViewKind};

/// The heaps a table may start with.
const HEAPS: &[&str] = &["3-4-5", "1-3-5-7"];

const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "heaps",
        values: HEAPS,
    },
    OptionSpec {
        key: "misere",
        values: FLAG,
    },
];

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct NimOptions {
    pub heaps: String,
    pub misere: bool,
}

impl Default for NimOptions {
    fn default() -> Self {
        NimOptions {
            heaps: HEAPS[0].to_string(),
            misere: false,
        }
    }
}

/// Heaps as typed (`3-4-5`).
fn heaps(typed: &str) -> Vec<u8> {
    typed.split('-').filter_map(|h| h.parse().ok()).collect()
}

fn stones(n: u8) -> String {
    "●".repeat(usize::from(n))
}

fn name(names: &[String], seat: Seat) -> String {
    names.get(usize::from(seat)).cloned().unwrap_or_default()
}

fn board(state: &State, names: &[String]) -> MessageView {
    let mut v = MessageView::titled(ViewKind::Board, Text::new("nim-title"));
    for (i, &h) in state.heaps.iter().enumerate() {
        v = v.line(
            Text::new("nim-heap")
                .num("heap", i as i64 + 1)
                .num("count", h)
                .str("stones", stones(h)),
        );
    }
    for seat in 0..2u8 {
        v = v.line(
            Text::new("nim-taken")
                .str("name", name(names, seat))
                .num("count", state.taken[usize::from(seat)]),
        );
    }
    v
}

fn took(names: &[String], seat: Seat, heap: u8, count: u8) -> Text {
    Text::new("nim-took")
        .str("name", name(names, seat))
        .num("count", count)
        .num("heap", i64::from(heap) + 1)
}

impl TableGame for Nim {
    const ID: &'static str = "nim";
    const MIN_SEATS: usize = 2;
    const MAX_SEATS: usize = 2;
    const DEFAULT_SEATS: usize = 2;

    type Options = NimOptions;

    fn option_specs() -> &'static [OptionSpec] {
        SPECS
    }

    fn set_option(o: &mut NimOptions, key: &str, value: &str) -> bool {
        match (key, flag(value)) {
            ("heaps", _) if HEAPS.contains(&value) => o.heaps = value.to_string(),
            ("misere", Some(b)) => o.misere = b,
            _ => return false,
        }
        true
    }

    fn option_lines(o: &NimOptions) -> Vec<Text> {
        vec![Text::new("nim-option-heaps")
            .str("heaps", o.heaps.clone())
            .str("misere", if o.misere { "yes" } else { "no" })]
    }

    fn game_settings(o: &NimOptions, _seats: u8) -> Settings {
        Settings {
            heaps: heaps(&o.heaps),
            misere: o.misere,
        }
    }

    fn bot_action(state: &State, seat: Seat, level: BotLevel, _think: Think) -> Option<Action> {
        let first = Nim::legal_actions(state, seat).into_iter().next();
        match level {
            BotLevel::Random => first,
            BotLevel::Heuristic | BotLevel::Hard => {
                best_move(state).filter(|_| state.turn == seat).or(first)
            }
        }
    }

    fn phase_key(state: &State) -> u32 {
        u32::from(state.winner.is_some())
    }

    fn is_over(state: &State) -> bool {
        state.winner.is_some()
    }

    fn round(_state: &State) -> u32 {
        1
    }

    fn phase_title(_state: &Seen<State>) -> Text {
        Text::new("nim-title")
    }

    fn board(state: &Seen<State>, names: &[String]) -> MessageView {
        board(state, names)
    }

    fn prompt(state: &Seen<State>, seat: Seat, names: &[String]) -> Prompt<Action> {
        let choices = Nim::legal_actions(state, seat)
            .into_iter()
            .map(|a| {
                let Action::Take { heap, count } = a;
                let label = Text::new("nim-take")
                    .num("count", count)
                    .num("heap", i64::from(heap) + 1);
                Offer::one(label, a)
            })
            .collect();
        Prompt {
            public: Text::new("nim-turn").str("name", name(names, seat)),
            personal: Text::new("nim-your-turn"),
            choices,
            pick: None,
            private: false,
        }
    }

    fn narrate(_state: &Seen<State>, events: &[Event], names: &[String]) -> Narration {
        let public = events
            .iter()
            .map(|e| match *e {
                Event::Took { seat, heap, count } => took(names, seat, heap, count),
                Event::Won { seat } => Text::new("nim-won").str("name", name(names, seat)),
            })
            .collect();
        Narration {
            public,
            private: Vec::new(),
        }
    }

    fn hand(state: &Seen<State>, _seat: Seat, names: &[String]) -> MessageView {
        let mut v = board(state, names);
        v.kind = ViewKind::Secret;
        v
    }

    fn scoring(state: &Seen<State>, names: &[String]) -> MessageView {
        let mut v = MessageView::titled(ViewKind::Scoring, Text::new("nim-title"));
        if let Some(seat) = state.winner {
            v = v.line(Text::new("nim-won").str("name", name(names, seat)));
        }
        v
    }

    fn describe_action(
        _state: &Seen<State>,
        seat: Seat,
        action: &Action,
        names: &[String],
        _audience: Audience,
    ) -> Text {
        let Action::Take { heap, count } = *action;
        took(names, seat, heap, count)
    }

    fn describe_error(error: &NimError) -> Text {
        Text::new("nim-error").str(
            "why",
            match error {
                NimError::Over => "over",
                NimError::NotYourTurn => "turn",
                NimError::NoSuchHeap => "heap",
                NimError::BadCount => "count",
                NimError::NoStones => "stones",
            },
        )
    }

    fn points(score: &Score) -> i64 {
        i64::from(score.won)
    }

    fn export(state: &State, log: &[(Seat, Action)]) -> serde_json::Value {
        export::export::<Self>(state, state.seed, &state.settings, log)
    }

    fn import(export: &serde_json::Value) -> Option<Imported<Self>> {
        export::import::<Self>(export)
    }

    #[cfg(feature = "kit")]
    fn kit() -> crate::table::kit::SetupOf<Self> {
        kit_setup()
    }
}

/// Both heaps, normal and misère play; Nim has no secrets, so the secrets and dealing
/// checks only see that nothing differs.
#[cfg(feature = "kit")]
fn kit_setup() -> crate::table::kit::Setup<NimOptions, State> {
    use crate::table::kit::{Cards, KitTable, Player, Setup, Told};
    let table = |i: u64, heaps: &str, misere| KitTable {
        options: NimOptions {
            heaps: heaps.to_string(),
            misere,
        },
        seats: vec![2],
        listed: (2, 3 + i),
        worded: 2,
        secrets: vec![
            (2, Player::Random, 40 + i),
            (2, Player::Bot(BotLevel::Heuristic), 41 + i),
        ],
    };
    Setup {
        tables: vec![table(0, HEAPS[0], false), table(1, HEAPS[1], true)],
        seeds: 4,
        listed_every: 1,
        listed_least: 20,
        secrets_every: 1,
        least: Told {
            states: 20,
            public: 10,
            ..Told::default()
        },
        cards: Some(Cards {
            census: |s| vec![format!("heaps {:?}, taken {:?}", s.heaps, s.taken)],
            secrets: |_| Vec::new(),
            invariants: |s| {
                let now: u32 = s.heaps.iter().map(|&h| u32::from(h)).sum();
                let dealt: u32 = s.settings.heaps.iter().map(|&h| u32::from(h)).sum();
                assert_eq!(
                    now + s.taken[0] + s.taken[1],
                    dealt,
                    "every stone is somewhere"
                );
            },
            games: vec![(2, 0), (2, 1)],
            seeds: 0..3,
            every: 1,
            play_every: 2,
            share: 0.0,
        }),
        digest: None,
    }
}
