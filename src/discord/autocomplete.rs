//! Autocomplete shared by every game: only what the user may legally answer now, in their
//! language. A game's own suggestions live with its commands.

use super::{user_lang, Context};
use crate::i18n::render;
use crate::table::UserId;

/// Discord shows at most this many suggestions.
pub const MAX_CHOICES: usize = 25;

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
            (clip(&label), super::mapping::choice_value(c))
        })
        .filter(|(label, _)| partial.is_empty() || label.to_lowercase().contains(&partial))
        .take(MAX_CHOICES)
        .collect()
}

/// Discord takes at most 100 characters for a suggestion's name.
fn clip(label: &str) -> String {
    if label.chars().count() <= 100 {
        return label.to_string();
    }
    let mut out: String = label.chars().take(99).collect();
    out.push('…');
    out
}
