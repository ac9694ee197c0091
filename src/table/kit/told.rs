//! What a message, a prompt or a picture tells, as lines to compare between two worlds.

use crate::i18n::{render, Lang, Text};
use crate::table::game::{Prompt, TableGame};
use crate::table::outbound::MessageView;
use crate::table::seen::Seen;

/// Where a check of the secrets stands, for its failure message.
pub(super) struct At {
    pub game: &'static str,
    pub seed: u64,
    /// The state's index in the playout: the number of actions played before it.
    pub index: usize,
    pub action: String,
}

/// `real` and `twin` (from a world dealt anew) must read the same; else the first difference.
pub(super) fn same(at: &At, what: &str, real: &[String], twin: &[String]) {
    if real == twin {
        return;
    }
    let i = real.iter().zip(twin).take_while(|(a, b)| a == b).count();
    let (one, other) = (real.get(i), twin.get(i));
    let from = match (one, other) {
        (Some(a), Some(b)) => a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count(),
        _ => 0,
    };
    panic!(
        "{} seed {} at action {} ({}): {what} tells a secret:\n  real:       {}\n  dealt anew: {}",
        at.game,
        at.seed,
        at.index,
        at.action,
        around(one, from),
        around(other, from)
    );
}

/// A line, or the part of a long one (a picture's) around character `at`.
fn around(line: Option<&String>, at: usize) -> String {
    let Some(line) = line else {
        return "(nothing)".into();
    };
    if line.chars().count() <= 300 {
        return line.clone();
    }
    let part: String = line
        .chars()
        .skip(at.saturating_sub(120))
        .take(240)
        .collect();
    format!("…{part}…")
}

/// Texts rendered in every language, a line each.
pub(super) fn said<'a>(texts: impl IntoIterator<Item = &'a Text>) -> Vec<String> {
    let texts: Vec<&Text> = texts.into_iter().collect();
    Lang::ALL
        .iter()
        .flat_map(|&lang| {
            texts
                .iter()
                .map(move |t| format!("{lang}: {}", render(t, lang)))
        })
        .collect()
}

/// Every text of a message: title, lines, fields, choices, groups, pick and picture words.
fn message_texts(v: &MessageView) -> Vec<&Text> {
    let mut all: Vec<&Text> = v.title.iter().chain(&v.lines).collect();
    for f in &v.fields {
        all.push(&f.name);
        all.extend(&f.lines);
    }
    for c in &v.choices {
        all.push(&c.label);
        all.extend(&c.detail);
    }
    all.extend(&v.groups);
    if let Some((_, pick)) = &v.pick {
        all.push(&pick.prompt);
        all.extend(&pick.items);
    }
    if let Some(p) = &v.picture {
        all.push(&p.alt);
        all.extend(p.words.as_ref());
    }
    all
}

/// A message as read, and its picture's lines if it has one.
pub(super) fn shown(v: &MessageView) -> Vec<String> {
    let mut lines = said(message_texts(v));
    let svg = v.picture.iter().flat_map(|p| p.svg.lines());
    lines.extend(svg.map(String::from));
    lines
}

/// A prompt as its seat reads it: both lines, every choice with its actions, the pick.
pub(super) fn prompt_lines<A: std::fmt::Debug>(p: &Prompt<A>) -> Vec<String> {
    let mut texts = vec![&p.public, &p.personal];
    for o in &p.choices {
        texts.push(&o.label);
        texts.extend(o.detail.iter().chain(&o.group));
    }
    if let Some(pick) = &p.pick {
        texts.push(&pick.prompt);
        texts.extend(&pick.items);
    }
    let mut lines = said(texts);
    lines.extend(p.choices.iter().map(|o| format!("{:?}", o.actions)));
    lines.push(format!("private: {}", p.private));
    lines
}

/// The board's picture in every language, a line of SVG each.
pub(super) fn picture_lines<G: TableGame>(world: &Seen<G::State>, names: &[String]) -> Vec<String> {
    let pictures = Lang::ALL
        .iter()
        .flat_map(|&lang| G::picture(world, names, lang));
    pictures
        .flat_map(|svg| svg.lines().map(String::from).collect::<Vec<_>>())
        .collect()
}
