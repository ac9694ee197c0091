//! Renders the table's messages as plain text for a terminal.

use std::collections::HashMap;

use crate::i18n::{render, Lang};
use crate::table::{Choice, MessageView, Outbound, Recipient, Slot, UserId, ViewKind};

/// A view as lines of text in `lang`; choices are numbered from 1.
pub fn view_text(view: &MessageView, lang: Lang) -> String {
    let mut out = String::new();
    if let Some(title) = &view.title {
        let t = render(title, lang);
        let bar = match view.kind {
            ViewKind::Board | ViewKind::Scoring => "═",
            _ => "─",
        };
        out += &format!("{} {t} {}\n", bar.repeat(3), bar.repeat(3));
    }
    out += &body_text(view, lang);
    out += &choices_text(&view.choices, lang);
    out
}

/// A view's lines and fields as plain text: what it says, without its title and choices.
pub fn body_text(view: &MessageView, lang: Lang) -> String {
    let mut out = String::new();
    for line in &view.lines {
        out += &render(line, lang);
        out.push('\n');
    }
    for field in &view.fields {
        out += &format!("▸ {}\n", render(&field.name, lang));
        for line in &field.lines {
            out += &format!("    {}\n", render(line, lang));
        }
    }
    out
}

pub fn choices_text(choices: &[Choice], lang: Lang) -> String {
    choices
        .iter()
        .map(|c| format!("  [{}] {}\n", c.index + 1, render(&c.label, lang)))
        .collect()
}

/// An outbound message for the terminal's user; others' private messages are not shown.
pub fn outbound_text(out: &Outbound, me: UserId) -> Option<String> {
    let text = view_text(&out.view, out.lang);
    match out.to {
        Recipient::Channel { .. } => Some(text),
        Recipient::Dm { user } | Recipient::Ephemeral { user } if user == me => {
            Some(text.lines().map(|l| format!("🔒 {l}\n")).collect())
        }
        _ => None,
    }
}

/// What the terminal printed of each living message, so that an edit prints only what is new:
/// the turn's new lines, the board once a round, the console when it offers something.
#[derive(Default)]
pub struct Screen {
    printed: HashMap<Slot, (u32, Vec<String>)>,
}

impl Screen {
    /// What to print for `out`, if anything.
    pub fn text(&mut self, out: &Outbound, me: UserId) -> Option<String> {
        let Some(at) = out.view.place else {
            return outbound_text(out, me);
        };
        let lines: Vec<String> = out.view.lines.iter().map(|t| render(t, out.lang)).collect();
        let before = self.printed.insert(at.slot, (at.gen, lines.clone()));
        let same_gen = before.as_ref().filter(|(gen, _)| *gen == at.gen);
        let changed = same_gen.is_none_or(|(_, old)| *old != lines);
        match at.slot {
            Slot::Turn => {
                let old = same_gen.map(|(_, l)| l.as_slice()).unwrap_or_default();
                let shared = old.iter().zip(&lines).take_while(|(a, b)| a == b).count();
                let mut text = String::new();
                if same_gen.is_none() {
                    if let Some(title) = &out.view.title {
                        text += &format!("─── {} ───\n", render(title, out.lang));
                    }
                }
                for line in &lines[shared..] {
                    text += line;
                    text.push('\n');
                }
                text += &choices_text(&out.view.choices, out.lang);
                (!text.is_empty()).then_some(text)
            }
            Slot::Board => same_gen.is_none().then(|| outbound_text(out, me)).flatten(),
            Slot::Console(_) => {
                let show = same_gen.is_none() || !out.view.choices.is_empty() && changed;
                show.then(|| outbound_text(out, me)).flatten()
            }
            Slot::Lobby => changed.then(|| outbound_text(out, me)).flatten(),
        }
    }
}
