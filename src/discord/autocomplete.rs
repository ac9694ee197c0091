//! Autocomplete shared by every game: only what the user may legally answer now, in their
//! language. A game's own suggestions live with its commands.

use super::{user_lang, Context};
use crate::i18n::render;
use crate::table::UserId;

/// Discord shows at most this many suggestions.
pub const MAX_CHOICES: usize = 25;
/// Discord takes at most this many characters in a suggestion's name, and in its value.
pub const MAX_CHOICE_CHARS: usize = 100;

/// `/… choose`: the answers the invoking member's prompt offers now, in their language,
/// filtered by what they typed.
pub async fn choices(ctx: Context<'_>, partial: &str) -> Vec<(String, String)> {
    let lang = user_lang(ctx).await;
    let channel = super::deliver::channel_key(ctx.channel_id());
    let user = UserId(ctx.author().id.get());
    let Ok(offered) = ctx.data().tables.choices(&channel, user).await else {
        return Vec::new();
    };
    let partial = partial.to_lowercase();
    offered
        .iter()
        .map(|c| {
            let mut label = render(&c.label, lang);
            if let Some(detail) = &c.detail {
                label = format!("{label} — {}", render(detail, lang));
            }
            (label, super::mapping::choice_value(c))
        })
        .filter(|(label, _)| partial.is_empty() || label.to_lowercase().contains(&partial))
        .take(MAX_CHOICES)
        .collect()
}

/// Suggestions as Discord takes them, whatever was typed: at most 25, each name 1 to 100
/// characters (a longer one is cut with an ellipsis) and each value at most 100 (a suggestion
/// whose value is longer, such as typed text echoed back, is left out: cut, it would name
/// something else).
pub fn fit(choices: Vec<(String, String)>) -> Vec<(String, String)> {
    choices
        .into_iter()
        .filter(|(name, value)| {
            !name.trim().is_empty() && value.chars().count() <= MAX_CHOICE_CHARS
        })
        .map(|(name, value)| (clip(&name), value))
        .take(MAX_CHOICES)
        .collect()
}

/// A name cut to Discord's length.
fn clip(label: &str) -> String {
    if label.chars().count() <= MAX_CHOICE_CHARS {
        return label.to_string();
    }
    let mut out: String = label.chars().take(MAX_CHOICE_CHARS - 1).collect();
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions_keep_discords_limits_whatever_was_typed() {
        let long = "ż🐺".repeat(3000);
        let choices: Vec<(String, String)> = (0..40)
            .map(|i| (format!("{long}{i}"), format!("v{i}")))
            .chain([
                (format!("{long} x"), long.clone()),
                (" ".into(), "blank".into()),
            ])
            .collect();
        let fitted = fit(choices);
        assert_eq!(fitted.len(), MAX_CHOICES);
        for (name, value) in &fitted {
            assert_eq!(name.chars().count(), MAX_CHOICE_CHARS, "{name}");
            assert!(name.ends_with('…'));
            assert!(
                value.starts_with('v'),
                "an echoed value is left out: {value}"
            );
        }
        assert_eq!(
            fit(vec![("Armorer".into(), "loc.armorer".into())]),
            vec![("Armorer".to_string(), "loc.armorer".to_string())]
        );
    }
}
