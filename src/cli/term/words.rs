//! The table's texts as the terminal tells them: to the player at the keyboard in the second
//! person, in the terminal's own wording where a message has one (no slash commands), and
//! without Discord's markup.

use crate::i18n::{render_to, Lang, Reader, Text};

/// How the terminal words a table's texts for its player.
#[derive(Clone, Debug)]
pub struct Words {
    pub lang: Lang,
    reader: Reader,
}

impl Words {
    /// Texts for the player seated as `name` (none: a watcher), in `lang`.
    pub fn new(lang: Lang, name: Option<&str>) -> Words {
        Words {
            lang,
            reader: Reader {
                name: name.map(str::to_string),
                surface: Some("term"),
            },
        }
    }

    /// One text, worded for the player and cleaned of markup.
    pub fn say(&self, text: &Text) -> String {
        plain(&render_to(text, self.lang, &self.reader))
    }
}

/// `s` without Discord's markup: bold and code marks, the lock that marks a private line in
/// a channel (everything the terminal shows its player is theirs to see), and the emoji
/// presentation selector, whose width terminals disagree on.
pub fn plain(s: &str) -> String {
    let mut out = s.replace("**", "").replace(['`', '\u{fe0f}'], "");
    while let Some(rest) = out.strip_prefix("🔒 ") {
        out = rest.to_string();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_and_locks_are_left_out() {
        assert_eq!(plain("🔒 🔒 **Astrid** wins ⚔️"), "Astrid wins ⚔");
        assert_eq!(plain("see `/game log`"), "see /game log");
    }

    #[test]
    fn the_player_is_addressed_in_their_language() {
        let back = Text::new("turn-taken-back")
            .str("name", "Ola")
            .str("action", "A");
        assert_eq!(
            Words::new(Lang::Pl, Some("Ola")).say(&back),
            "↩ Cofasz ruch: A"
        );
        assert_eq!(Words::new(Lang::En, None).say(&back), "↩ Ola takes back: A");
    }
}
