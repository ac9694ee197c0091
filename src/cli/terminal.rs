//! Renders the table's messages as plain text for a terminal.

use crate::i18n::{render, Lang};
use crate::table::{Choice, MessageView, Outbound, Recipient, UserId, ViewKind};

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
    out += &choices_text(&view.choices, lang);
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
