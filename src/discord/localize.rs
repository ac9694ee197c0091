//! Command names and descriptions for Discord's `pl`, `en-US` and `en-GB`, from Fluent:
//! `cmd-<command>-desc`, `cmd-<command>-name` (Polish name), and for options
//! `cmd-<command>-<option>-desc` / `-name`. A game's root is `cmd-<game>`, its own
//! subcommands `cmd-<game>-<sub>` (in the game's locale folder), the table's shared ones
//! `cmd-<sub>`.

use std::borrow::Cow;

use crate::i18n::{Catalog, Lang, Text};

const LOCALES: [(&str, Lang); 3] = [("pl", Lang::Pl), ("en-US", Lang::En), ("en-GB", Lang::En)];

fn get(catalog: &Catalog, lang: Lang, id: &str) -> Option<String> {
    catalog
        .has(lang, id)
        .then(|| catalog.render(&Text::dynamic(id.to_string()), lang))
}

fn key(name: &str) -> String {
    name.replace('-', "_")
}

pub fn localize<U, E>(commands: &mut [poise::Command<U, E>]) {
    let Ok(catalog) = Catalog::get() else { return };
    for cmd in commands {
        let base = format!("cmd-{}", key(&cmd.name));
        apply(catalog, &base, cmd);
        for sub in &mut cmd.subcommands {
            // A game's own subcommand is `cmd-<game>-<sub>`; a shared one `cmd-<sub>`.
            let own = format!("cmd-{}-{}", key(&cmd.name), key(&sub.name));
            let base = if catalog.has(Lang::En, &format!("{own}-desc")) {
                own
            } else {
                format!("cmd-{}", key(&sub.name))
            };
            apply(catalog, &base, sub);
        }
    }
}

fn apply<U, E>(catalog: &Catalog, base: &str, cmd: &mut poise::Command<U, E>) {
    for (locale, lang) in LOCALES {
        if let Some(desc) = get(catalog, lang, &format!("{base}-desc")) {
            cmd.description_localizations
                .to_mut()
                .push((Cow::Borrowed(locale), Cow::Owned(desc)));
        }
        if lang == Lang::Pl {
            if let Some(name) = get(catalog, lang, &format!("{base}-name")) {
                cmd.name_localizations
                    .to_mut()
                    .push((Cow::Borrowed(locale), Cow::Owned(name)));
            }
        }
        for p in &mut cmd.parameters {
            let pbase = format!("{base}-{}", key(&p.name));
            if let Some(desc) = get(catalog, lang, &format!("{pbase}-desc")) {
                p.description_localizations
                    .to_mut()
                    .push((Cow::Borrowed(locale), Cow::Owned(desc)));
            }
            if lang == Lang::Pl {
                if let Some(name) = get(catalog, lang, &format!("{pbase}-name")) {
                    p.name_localizations
                        .to_mut()
                        .push((Cow::Borrowed(locale), Cow::Owned(name)));
                }
            }
            for choice in p.choices.to_mut() {
                let ckey = format!("{pbase}-choice-{}", key(&choice.name));
                if let Some(name) = get(catalog, lang, &ckey) {
                    choice
                        .localizations
                        .to_mut()
                        .push((Cow::Borrowed(locale), Cow::Owned(name)));
                }
            }
        }
    }
}
