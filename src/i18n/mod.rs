//! Every user-facing string lives in locales/{en,pl}/*.ftl (Fluent), embedded at build time.
//! Text is rendered per recipient: their own language, else the table's, else English.

mod reader;
mod text;

use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use thiserror::Error;
use unic_langid::{langid, LanguageIdentifier};

pub use reader::{render_to, Reader};
pub use text::{Arg, Text};

/// The languages Skald speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lang {
    #[default]
    En,
    Pl,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Pl];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pl => "pl",
        }
    }

    fn langid(self) -> LanguageIdentifier {
        match self {
            Lang::En => langid!("en"),
            Lang::Pl => langid!("pl"),
        }
    }

    /// A language from a locale tag such as Discord's `pl` or `en-GB`.
    pub fn from_locale(tag: &str) -> Option<Lang> {
        let lower = tag.to_ascii_lowercase();
        if lower == "pl" || lower.starts_with("pl-") {
            Some(Lang::Pl)
        } else if lower == "en" || lower.starts_with("en-") {
            Some(Lang::En)
        } else {
            None
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Lang::from_locale(s).ok_or_else(|| format!("unknown language `{s}` (en or pl)"))
    }
}

/// The embedded Fluent files, by language: the table's and Discord's, and each game's in its
/// own folder, every `.ftl` under `locales/<lang>/` (the build lists them). All of a
/// language's files form one bundle, so an id defined twice fails the load (and every test):
/// a game's ids must not collide with another's or the table's.
pub use files::FILES;

mod files {
    use super::Lang;
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

#[derive(Debug, Clone, Error)]
pub enum I18nError {
    #[error("{lang}/{file}: {message}")]
    Load {
        lang: Lang,
        file: &'static str,
        message: String,
    },
}

pub struct Catalog {
    en: FluentBundle<FluentResource>,
    pl: FluentBundle<FluentResource>,
}

/// One language's bundle of `files`; an id defined twice is an error.
fn bundle(
    lang: Lang,
    files: &[(Lang, &'static str, &'static str)],
) -> Result<FluentBundle<FluentResource>, I18nError> {
    let mut b = FluentBundle::new_concurrent(vec![lang.langid()]);
    b.set_use_isolating(false);
    for &(l, file, text) in files.iter().filter(|(l, _, _)| *l == lang) {
        let res =
            FluentResource::try_new(text.to_string()).map_err(|(_, errs)| I18nError::Load {
                lang: l,
                file,
                message: format!("{errs:?}"),
            })?;
        b.add_resource(res).map_err(|errs| I18nError::Load {
            lang: l,
            file,
            message: format!("{errs:?}"),
        })?;
    }
    Ok(b)
}

static CATALOG: LazyLock<Result<Catalog, I18nError>> = LazyLock::new(Catalog::load);

impl Catalog {
    fn load() -> Result<Catalog, I18nError> {
        Ok(Catalog {
            en: bundle(Lang::En, FILES)?,
            pl: bundle(Lang::Pl, FILES)?,
        })
    }

    /// The catalog, or why the embedded files are unusable.
    pub fn get() -> Result<&'static Catalog, I18nError> {
        CATALOG.as_ref().map_err(Clone::clone)
    }

    fn bundle(&self, lang: Lang) -> &FluentBundle<FluentResource> {
        match lang {
            Lang::En => &self.en,
            Lang::Pl => &self.pl,
        }
    }

    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundle(lang).has_message(id)
    }

    /// Renders a text; a missing message falls back to English, then to its id.
    pub fn render(&self, text: &Text, lang: Lang) -> String {
        match self.try_render(text, lang) {
            Ok(s) => s,
            Err(_) if lang != Lang::En => self
                .try_render(text, Lang::En)
                .unwrap_or_else(|_| text.id.to_string()),
            Err(_) => text.id.to_string(),
        }
    }

    /// Renders a text, failing on a missing message or a formatting error.
    pub fn try_render(&self, text: &Text, lang: Lang) -> Result<String, String> {
        self.format(&text.id, text, lang, &mut |t| self.try_render(t, lang))
    }

    /// Formats message `id` with the arguments of `text`, its inner texts rendered by `inner`.
    fn format(
        &self,
        id: &str,
        text: &Text,
        lang: Lang,
        inner: &mut dyn FnMut(&Text) -> Result<String, String>,
    ) -> Result<String, String> {
        let bundle = self.bundle(lang);
        let msg = bundle
            .get_message(id)
            .ok_or_else(|| format!("no message `{id}` in {lang}"))?;
        let pattern = msg
            .value()
            .ok_or_else(|| format!("message `{id}` has no value"))?;
        let mut args = FluentArgs::new();
        for (name, arg) in &text.args {
            let value = match arg {
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Str(s) => FluentValue::from(s.clone()),
                Arg::Text(t) => FluentValue::from(inner(t)?),
            };
            args.set(name.clone(), value);
        }
        let mut errors = Vec::new();
        let out = bundle.format_pattern(pattern, Some(&args), &mut errors);
        if errors.is_empty() {
            Ok(out.into_owned())
        } else {
            Err(format!("`{id}` in {lang}: {errors:?}"))
        }
    }
}

/// Renders `text` in `lang` with the embedded catalog.
pub fn render(text: &Text, lang: Lang) -> String {
    match Catalog::get() {
        Ok(c) => c.render(text, lang),
        Err(_) => text.id.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_defined_in_two_files_fails_the_load() {
        let files = [
            (Lang::En, "a/game.ftl", "round = Round\n"),
            (Lang::En, "b/game.ftl", "round = Another round\n"),
        ];
        let Err(I18nError::Load { file, .. }) = bundle(Lang::En, &files) else {
            panic!("a collision must not load");
        };
        assert_eq!(file, "b/game.ftl");
        assert!(bundle(Lang::En, &files[..1]).is_ok());
    }

    #[test]
    fn the_embedded_files_load() {
        assert!(Catalog::get().is_ok());
    }
}
