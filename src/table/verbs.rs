//! A game's own commands (Midgard's `place`, the Wall's `orders`), described as data: a
//! front end builds its commands from these [`Verb`]s (Discord a subcommand each, with its
//! options), collects what the member gave as [`Args`], and sends [`super::Op::Verb`]; the
//! game turns that into its actions against the table as it stands when the command's turn
//! comes. Names and descriptions come from the game's texts:
//! `cmd-<game>-<verb>-desc`, `cmd-<game>-<verb>-<param>-desc`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::error::TableError;
use crate::i18n::Text;

/// One command of a game's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verb {
    /// Its name as typed (`place`, `turn-order`).
    pub name: &'static str,
    /// What it takes, in the order a member fills it in.
    pub params: &'static [Param],
}

/// One thing a verb takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Param {
    /// Its name as typed (`location`, `swordsmen`).
    pub name: &'static str,
    pub kind: ParamKind,
    /// The command cannot be sent without it.
    pub required: bool,
}

/// What kind of value a parameter takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// Free text; `suggest` when the game offers suggestions while it is typed.
    Text { suggest: bool },
    /// A small count, 0 to 255.
    Count,
    /// Yes or no.
    Flag,
    /// One of these values.
    Choice(&'static [&'static str]),
}

/// What a verb means at the table now: actions for the member's own seat (one, or several
/// played all or none), or the member's console to decide there.
#[derive(Clone, Debug, PartialEq)]
pub enum Meaning<A> {
    Act(A),
    Batch(Vec<A>),
    Console,
}

/// One value a member gave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArgValue {
    /// Text, or the value of a choice.
    Text(String),
    Int(i64),
    Flag(bool),
}

/// What a member gave a verb, by parameter name; a parameter left out is absent.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Args(BTreeMap<String, ArgValue>);

impl Args {
    pub fn new() -> Self {
        Args::default()
    }

    /// The same, with `name` given as `value`.
    pub fn with(mut self, name: &str, value: ArgValue) -> Self {
        self.set(name, value);
        self
    }

    pub fn set(&mut self, name: &str, value: ArgValue) {
        self.0.insert(name.to_string(), value);
    }

    /// Text (or a choice's value) given as `name`.
    pub fn text(&self, name: &str) -> Option<&str> {
        match self.0.get(name)? {
            ArgValue::Text(s) => Some(s),
            _ => None,
        }
    }

    /// A count given as `name`, 0 when left out; refused when it is not one.
    pub fn count(&self, name: &str) -> Result<u8, TableError> {
        match self.0.get(name) {
            None => Ok(0),
            Some(ArgValue::Int(n)) => u8::try_from(*n).map_err(|_| bad_arg(name)),
            Some(_) => Err(bad_arg(name)),
        }
    }

    /// A yes or no given as `name`.
    pub fn flag(&self, name: &str) -> Option<bool> {
        match self.0.get(name)? {
            ArgValue::Flag(b) => Some(*b),
            _ => None,
        }
    }

    /// Text given as `name`, refused when it was left out.
    pub fn required(&self, name: &str) -> Result<&str, TableError> {
        self.text(name).ok_or_else(|| bad_arg(name))
    }
}

/// A value the command cannot take (a front end checks the kinds first; this is the rest).
pub fn bad_arg(name: &str) -> TableError {
    TableError::Rule {
        code: "bad-argument".into(),
        text: Text::new("error-bad-argument").str("name", name),
    }
}

/// A verb the game does not have (a command registered by an older build).
pub fn unknown_verb(name: &str) -> TableError {
    TableError::Rule {
        code: "unknown-verb".into(),
        text: Text::new("error-unknown-verb").str("name", name),
    }
}

/// A refusal in the game's own words, under `code`.
pub fn refused(code: &str, text: Text) -> TableError {
    TableError::Rule {
        code: code.into(),
        text,
    }
}
