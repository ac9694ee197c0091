//! Texts worded for one reader: a front end that shows a table to one player (the terminal)
//! addresses them in the second person ("You lead as…", "Prowadzisz…") instead of telling
//! them about a player of their name, and may word a message for itself (no slash commands).
//!
//! A message `id` whose argument `arg` is the reader's name is read from `id--you` when `arg`
//! is `name`, else from `id--you-<arg>`; a message told on the reader's front end is read
//! from `id--<surface>` when there is one. Without such a variant, the message as it is.

use super::{Arg, Catalog, Lang, Text};

/// Who reads, and where.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reader {
    /// The reader's name at the table, when they sit at it.
    pub name: Option<String>,
    /// The front end's own variants (`term`: `id--term`), if it has any.
    pub surface: Option<&'static str>,
}

impl Reader {
    /// The message id `text` is read from, and whether it names the reader without a
    /// variant addressed to them. An argument names the reader when it is their name, or a
    /// text whose own argument is their name (a player's name in a game's words for one:
    /// "the green clan of Ola"): the outer message may then speak to them as a whole.
    fn id_of(&self, catalog: &Catalog, text: &Text, lang: Lang) -> (String, bool) {
        let Some(me) = self.name.as_deref() else {
            return (self.surface_id(catalog, text, lang), false);
        };
        let is_me = |a: &Arg| matches!(a, Arg::Str(s) if s == me);
        let direct = text.args.iter().find(|(_, a)| is_me(a)).map(|(n, _)| n);
        let inner = text
            .args
            .iter()
            .find(|(_, a)| matches!(a, Arg::Text(t) if t.args.iter().any(|(_, a)| is_me(a))))
            .map(|(n, _)| n);
        for arg in direct.into_iter().chain(inner) {
            let id = match arg.as_ref() {
                "name" => format!("{}--you", text.id),
                other => format!("{}--you-{other}", text.id),
            };
            if catalog.has(lang, &id) {
                return (id, false);
            }
        }
        (self.surface_id(catalog, text, lang), direct.is_some())
    }

    /// The front end's own wording of `text`, if it has one, else the message itself.
    fn surface_id(&self, catalog: &Catalog, text: &Text, lang: Lang) -> String {
        if let Some(surface) = self.surface {
            let id = format!("{}--{surface}", text.id);
            if catalog.has(lang, &id) {
                return id;
            }
        }
        text.id.to_string()
    }

    fn try_render(&self, catalog: &Catalog, text: &Text, lang: Lang) -> Result<String, String> {
        let (id, _) = self.id_of(catalog, text, lang);
        catalog.format(&id, text, lang, &mut |t| self.try_render(catalog, t, lang))
    }

    /// The ids of `text` and the texts inside it that name the reader but have no variant
    /// addressed to them (what a complete wording for this reader lacks).
    pub fn unaddressed(&self, text: &Text, lang: Lang) -> Vec<String> {
        let Ok(catalog) = Catalog::get() else {
            return Vec::new();
        };
        let mut missing = Vec::new();
        self.collect_unaddressed(catalog, text, lang, &mut missing);
        missing
    }

    fn collect_unaddressed(
        &self,
        catalog: &Catalog,
        text: &Text,
        lang: Lang,
        missing: &mut Vec<String>,
    ) {
        if self.id_of(catalog, text, lang).1 {
            missing.push(text.id.to_string());
        }
        for (_, arg) in &text.args {
            if let Arg::Text(inner) = arg {
                self.collect_unaddressed(catalog, inner, lang, missing);
            }
        }
    }
}

/// Renders `text` in `lang` for `reader`; a missing message falls back to English, then to
/// its id.
pub fn render_to(text: &Text, lang: Lang, reader: &Reader) -> String {
    let Ok(catalog) = Catalog::get() else {
        return text.id.to_string();
    };
    match reader.try_render(catalog, text, lang) {
        Ok(s) => s,
        Err(_) if lang != Lang::En => reader
            .try_render(catalog, text, Lang::En)
            .unwrap_or_else(|_| text.id.to_string()),
        Err(_) => text.id.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn me() -> Reader {
        Reader {
            name: Some("Ola".into()),
            surface: Some("term"),
        }
    }

    fn taken_back(name: &str) -> Text {
        Text::new("turn-taken-back")
            .str("name", name.to_string())
            .str("action", "A")
    }

    #[test]
    fn a_message_naming_the_reader_takes_their_variant() {
        assert_eq!(
            render_to(&taken_back("Ola"), Lang::En, &me()),
            "↩️ You take back: A"
        );
        assert_eq!(
            render_to(&taken_back("Ola"), Lang::Pl, &me()),
            "↩️ Cofasz ruch: A"
        );
        assert!(me().unaddressed(&taken_back("Ola"), Lang::En).is_empty());
        assert_eq!(
            render_to(&taken_back("Bo"), Lang::En, &me()),
            "↩️ Bo takes back: A"
        );
        let grouped = Text::new("summary-group")
            .str("who", "Ola")
            .str("items", "x");
        assert_eq!(render_to(&grouped, Lang::En, &me()), "You: x");
    }

    #[test]
    fn a_reader_named_in_an_inner_text_is_addressed_there() {
        let text = Text::new("turn-waiting").text("what", taken_back("Ola"));
        assert_eq!(render_to(&text, Lang::En, &me()), "⏳ ↩️ You take back: A");
    }

    #[test]
    fn a_message_naming_the_reader_through_an_inner_name_may_speak_to_them() {
        let grouped = Text::new("summary-group")
            .text("who", Text::new("player-name").str("name", "Ola"))
            .str("items", "x");
        assert_eq!(render_to(&grouped, Lang::Pl, &me()), "Ty: x");
        // The inner name says itself where the outer message has no variant.
        let listed = Text::new("list-more")
            .text("head", Text::new("player-name").str("name", "Ola"))
            .str("tail", "Bo");
        assert_eq!(render_to(&listed, Lang::En, &me()), "you, Bo");
        assert!(me().unaddressed(&listed, Lang::En).is_empty());
    }

    #[test]
    fn a_message_without_a_variant_for_the_reader_is_reported() {
        let text = Text::new("list-more").str("head", "Ola").str("tail", "x");
        assert_eq!(
            me().unaddressed(&text, Lang::En),
            vec!["list-more".to_string()]
        );
        let elsewhere = Reader::default();
        assert!(elsewhere.unaddressed(&text, Lang::En).is_empty());
        let other = Text::new("list-more").str("head", "Bo").str("tail", "x");
        assert!(me().unaddressed(&other, Lang::En).is_empty());
    }

    #[test]
    fn the_surface_has_its_own_wording_and_others_keep_theirs() {
        let text = Text::new("turn-folded").num("count", 3).str("root", "game");
        assert!(render_to(&text, Lang::En, &Reader::default()).contains("/game log"));
        for lang in Lang::ALL {
            assert!(!render_to(&text, lang, &me()).contains('/'));
        }
    }
}
