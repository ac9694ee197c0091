//! Interactions Skald cannot serve, answered all the same: a button or select that is not one
//! of ours (or malformed, or out of date beyond repair), a command or subcommand this build
//! does not know (a member's client still shows last week's definitions after a deploy), and
//! options that are missing, of the wrong type or out of range. Each gets a short ephemeral
//! answer in the member's language; an autocomplete gets an empty list. Whatever the member
//! sent is logged only cut short ([`for_log`]).
//!
//! The decisions are pure functions here, tested without Discord; `super::on_error` and
//! `super::press::on_component` send the answers.

use poise::serenity_prelude as serenity;

use super::render::{self, Rendered};
use crate::i18n::{Lang, Text};
use crate::table::{MessageView, Tables, UserId, ViewKind};

/// The most characters of a member's input that go into the log.
pub const LOG_MAX: usize = 120;

/// `s` for the log: control characters escaped, cut to [`LOG_MAX`] characters, and its full
/// length noted when cut.
pub fn for_log(s: &str) -> String {
    let escaped: String = s.chars().flat_map(char::escape_debug).collect();
    let n = escaped.chars().count();
    if n <= LOG_MAX {
        return escaped;
    }
    let head: String = escaped.chars().take(LOG_MAX).collect();
    format!("{head}… ({} bytes)", s.len())
}

/// Select values for the log: how many, and the first ones cut short.
pub fn values_for_log(values: &[String]) -> String {
    let shown: Vec<String> = values.iter().take(3).map(|v| for_log(v)).collect();
    for_log(&format!("{} value(s): {}", values.len(), shown.join(", ")))
}

/// Why an interaction cannot be served, and what the member is told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stray {
    /// A button or select that is not one of ours, or that can no longer be read.
    Component,
    /// A command or subcommand this build does not have.
    Command,
    /// A missing or unusable option, by its name in the member's language.
    Option(String),
    /// A command used where it cannot be (a server command in a DM, …).
    NotHere,
    /// Our fault.
    Internal,
}

impl Stray {
    pub fn text(&self) -> Text {
        match self {
            Stray::Component => Text::new("discord-unknown-component"),
            Stray::Command => Text::new("discord-unknown-command"),
            Stray::Option(name) => Text::new("discord-bad-option").str("option", name.clone()),
            Stray::NotHere => Text::new("discord-not-here"),
            Stray::Internal => Text::new("error-internal"),
        }
    }
}

/// The language of a member's Discord client: `pl…` is Polish, anything else English.
pub fn locale_lang(locale: &str) -> Lang {
    Lang::from_locale(locale).unwrap_or_default()
}

/// The member's language: the one they chose with `/midgard lang`, else their client's.
pub async fn member_lang(service: &Tables, user: u64, locale: &str) -> Lang {
    match service.user_lang(UserId(user)).await {
        Ok(Some(lang)) => lang,
        _ => locale_lang(locale),
    }
}

/// The ephemeral error message telling the member why.
pub fn rendered(stray: &Stray, lang: Lang) -> Rendered {
    let view = MessageView::new(ViewKind::Error).line(stray.text());
    render::render_view(&view, lang)
        .into_iter()
        .next()
        .unwrap_or_default()
}

/// An immediate ephemeral reply carrying `r`.
pub fn reply(r: &Rendered) -> serenity::CreateInteractionResponse {
    let mut m = serenity::CreateInteractionResponseMessage::new()
        .ephemeral(true)
        .embeds(r.embeds.iter().map(render::create_embed).collect());
    if let Some(c) = &r.content {
        m = m.content(c);
    }
    serenity::CreateInteractionResponse::Message(m)
}

/// The answer to an autocomplete that has nothing to offer.
pub fn no_choices() -> serenity::CreateInteractionResponse {
    serenity::CreateInteractionResponse::Autocomplete(serenity::CreateAutocompleteResponse::new())
}

/// What a command's option accepts, as registered with Discord.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionSpec {
    pub name: String,
    pub required: bool,
    /// Discord's option type: 3 string, 4 integer, 5 boolean, 10 number, …
    pub kind: u64,
    pub min: Option<f64>,
    pub max: Option<f64>,
    /// Integer choices (their values are 0..choices); 0: any value.
    pub choices: usize,
}

impl OptionSpec {
    /// The spec poise registers for `p`.
    pub fn of<U, E>(p: &poise::CommandParameter<U, E>) -> OptionSpec {
        let json = p
            .create_as_slash_command_option()
            .and_then(|o| serde_json::to_value(o).ok())
            .unwrap_or_default();
        OptionSpec {
            name: p.name.to_string(),
            required: p.required,
            kind: json["type"].as_u64().unwrap_or(3),
            min: json["min_value"].as_f64(),
            max: json["max_value"].as_f64(),
            choices: p.choices.len(),
        }
    }

    /// Whether `value` is one this option accepts.
    pub fn accepts(&self, value: &serenity::ResolvedValue<'_>) -> bool {
        use serenity::ResolvedValue as V;
        let in_range = |x: f64| {
            self.min.is_none_or(|m| x >= m) && self.max.is_none_or(|m| x <= m) && x.is_finite()
        };
        match (self.kind, value) {
            (_, V::Autocomplete { .. }) => true,
            (3, V::String(_)) | (5, V::Boolean(_)) => true,
            (4, V::Integer(i)) => {
                in_range(*i as f64)
                    && (self.choices == 0 || usize::try_from(*i).is_ok_and(|i| i < self.choices))
            }
            (10, V::Number(x)) => in_range(*x),
            (10, V::Integer(i)) => in_range(*i as f64),
            (3 | 4 | 5 | 10, _) => false,
            // Users, channels, roles, attachments: Discord resolves those itself.
            _ => true,
        }
    }
}

/// The first option that is missing or that Skald cannot use.
pub fn bad_option<'s>(
    specs: &'s [OptionSpec],
    args: &[serenity::ResolvedOption<'_>],
) -> Option<&'s OptionSpec> {
    specs
        .iter()
        .find(|spec| match args.iter().find(|a| a.name == spec.name) {
            None => spec.required,
            Some(a) => !spec.accepts(&a.value),
        })
}

/// An option's name as the member sees it in their client.
pub fn option_name<U, E>(p: &poise::CommandParameter<U, E>, lang: Lang) -> String {
    let localized = match lang {
        Lang::Pl => p
            .name_localizations
            .iter()
            .find(|(locale, _)| locale == "pl")
            .map(|(_, name)| name.to_string()),
        Lang::En => None,
    };
    localized.unwrap_or_else(|| p.name.to_string())
}

/// What to tell a member whose options `command` could not use.
pub fn option_problem<U, E>(
    command: &poise::Command<U, E>,
    args: &[serenity::ResolvedOption<'_>],
    lang: Lang,
) -> Stray {
    let specs: Vec<OptionSpec> = command.parameters.iter().map(OptionSpec::of).collect();
    match bad_option(&specs, args) {
        Some(spec) => command
            .parameters
            .iter()
            .find(|p| p.name == spec.name)
            .map_or(Stray::Command, |p| Stray::Option(option_name(p, lang))),
        // Every option we know of is fine: the member's client must be out of date.
        None => Stray::Command,
    }
}

/// The subcommands an interaction names, for the log: `midgard place`.
pub fn command_path(data: &serenity::CommandData) -> String {
    let mut path = vec![data.name.clone()];
    let mut options = data.options();
    loop {
        let next = options.into_iter().find_map(|o| match o.value {
            serenity::ResolvedValue::SubCommand(sub)
            | serenity::ResolvedValue::SubCommandGroup(sub) => Some((o.name.to_string(), sub)),
            _ => None,
        });
        match next {
            Some((name, sub)) => {
                path.push(name);
                options = sub;
            }
            None => return for_log(&path.join(" ")),
        }
    }
}

/// The command an interaction names, as poise finds it, and the options given to it; `None`
/// when this build has no such command.
pub fn leaf<'c, 'd, U, E>(
    commands: &'c [poise::Command<U, E>],
    name: &str,
    options: Vec<serenity::ResolvedOption<'d>>,
) -> Option<(&'c poise::Command<U, E>, Vec<serenity::ResolvedOption<'d>>)> {
    let command = commands
        .iter()
        .find(|c| c.name == name && c.slash_action.is_some())?;
    let sub = options.iter().find_map(|o| match &o.value {
        serenity::ResolvedValue::SubCommand(sub)
        | serenity::ResolvedValue::SubCommandGroup(sub) => Some((o.name, sub.clone())),
        _ => None,
    });
    match sub {
        Some((name, sub)) => leaf(&command.subcommands, name, sub),
        None => Some((command, options)),
    }
}

/// Whether an autocomplete would go unanswered: poise answers one for an unknown command or
/// option, or a failed check, through `on_error`, and one for an option with suggestions
/// itself, but says nothing when no option is focused or the focused one has no suggestions.
pub fn autocomplete_unanswered<U, E>(
    commands: &[poise::Command<U, E>],
    data: &serenity::CommandData,
    in_guild: bool,
) -> bool {
    let Some((command, args)) = leaf(commands, &data.name, data.options()) else {
        return false;
    };
    if !command.subcommands.is_empty() || (command.guild_only && !in_guild) {
        return false;
    }
    let focused = args.iter().find_map(|o| match o.value {
        serenity::ResolvedValue::Autocomplete { .. } => Some(o.name),
        _ => None,
    });
    match focused {
        None => true,
        Some(name) => command
            .parameters
            .iter()
            .find(|p| p.name == name)
            .is_some_and(|p| p.autocomplete_callback.is_none()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::mapping;

    #[test]
    fn logs_get_a_short_and_harmless_copy() {
        assert_eq!(for_log("skald:1:2:h"), "skald:1:2:h");
        let long = "x".repeat(10_000);
        let logged = for_log(&long);
        assert!(logged.chars().count() < LOG_MAX + 20, "{logged}");
        assert!(logged.ends_with("(10000 bytes)"), "{logged}");
        assert_eq!(for_log("a\nb\u{1b}[31m"), "a\\nb\\u{1b}[31m");
        let many: Vec<String> = (0..500).map(|_| "y".repeat(10_000)).collect();
        assert!(values_for_log(&many).chars().count() < LOG_MAX + 20);
    }

    #[test]
    fn a_member_hears_their_clients_language() {
        assert_eq!(locale_lang("pl"), Lang::Pl);
        assert_eq!(locale_lang("en-GB"), Lang::En);
        assert_eq!(locale_lang("de"), Lang::En);
        assert_eq!(locale_lang(""), Lang::En);
    }

    #[test]
    fn malformed_foreign_and_overlong_components_are_not_ours() {
        let ok = "skald:1:2:s0".to_string();
        let choice = "skald:1:2:c0.1".to_string();
        for (id, values) in [
            ("", vec![]),
            ("other:1:2:h", vec![]),
            ("skald:1:99999999999999999999999:h", vec![]),
            (&*"skald:1:2:h".repeat(20), vec![]),
            (&*ok, vec![]),
            (&*ok, vec!["foreign".to_string()]),
            (&*ok, vec!["x".repeat(10_000)]),
            (&*ok, vec![format!("{choice}{}", "9".repeat(10_000))]),
            ("skald:1:2:r0", vec![]),
            ("skald:1:2:r0", vec!["15".to_string()]),
            ("skald:1:2:r0", vec!["-1".to_string()]),
        ] {
            assert!(
                mapping::component(id, &values).is_none(),
                "{} {values:?}",
                for_log(id)
            );
        }
        assert!(mapping::component(&ok, std::slice::from_ref(&choice)).is_some());
    }

    #[test]
    fn every_stray_has_words_in_both_languages() {
        let catalog = crate::i18n::Catalog::get().expect("the catalog");
        for stray in [
            Stray::Component,
            Stray::Command,
            Stray::Option("seat".into()),
            Stray::NotHere,
            Stray::Internal,
        ] {
            for lang in Lang::ALL {
                assert!(
                    catalog.has(lang, stray.text().id.as_ref()),
                    "{stray:?} {lang}"
                );
                let r = rendered(&stray, lang);
                assert!(!r.embeds.is_empty() || r.content.is_some());
            }
        }
    }
}
