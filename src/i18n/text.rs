//! A piece of user-facing text: a Fluent message id and its arguments, rendered in the
//! recipient's language at the edge.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    pub id: Cow<'static, str>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

/// An argument: a number (drives plural forms), a verbatim string (a player's name), or
/// another text rendered in the same language first (a card name).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    Num(i64),
    Str(String),
    Text(Box<Text>),
}

impl Text {
    pub fn new(id: &'static str) -> Self {
        Text {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }

    /// A text whose id is built at run time (card names: `troll-young_troll`).
    pub fn dynamic(id: String) -> Self {
        Text {
            id: Cow::Owned(id),
            args: Vec::new(),
        }
    }

    pub fn num(mut self, name: &'static str, n: impl Into<i64>) -> Self {
        self.args.push((Cow::Borrowed(name), Arg::Num(n.into())));
        self
    }

    pub fn str(mut self, name: &'static str, s: impl Into<String>) -> Self {
        self.args.push((Cow::Borrowed(name), Arg::Str(s.into())));
        self
    }

    /// Gives `name = value` to this text and every text inside it that lacks that argument:
    /// a context every message of a game may select on (the edition, for its glossary words).
    pub fn fill(&mut self, name: &'static str, value: &str) {
        if !self.args.iter().any(|(n, _)| n == name) {
            self.args
                .push((Cow::Borrowed(name), Arg::Str(value.to_string())));
        }
        for (_, arg) in &mut self.args {
            if let Arg::Text(inner) = arg {
                inner.fill(name, value);
            }
        }
    }

    pub fn text(mut self, name: &'static str, t: Text) -> Self {
        self.args
            .push((Cow::Borrowed(name), Arg::Text(Box::new(t))));
        self
    }

    /// The argument called `name`, if it was given.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }
}
