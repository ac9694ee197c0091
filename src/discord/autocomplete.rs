//! Autocomplete: only what the user may legally name now, in their language.

use super::{user_lang, Context};
use crate::games::midgard::state::State;
use crate::games::midgard::Midgard;
use crate::games::Seat;
use crate::i18n::{render, Lang, Text};
use crate::table::midgard::suggest;
use crate::table::{Table, UserId};

/// Discord shows at most this many suggestions.
const MAX_CHOICES: usize = 25;

/// `user`'s suggestions from `options`, rendered in `lang` and filtered by what they typed
/// (matching the label or the id).
fn matching(
    table: &Table<Midgard>,
    user: UserId,
    lang: Lang,
    partial: &str,
    options: fn(&State, Seat) -> Vec<(Text, String)>,
) -> Vec<(String, String)> {
    let (Some(seat), Some(state)) = (table.seat_of(user), table.game.as_ref()) else {
        return Vec::new();
    };
    let partial = partial.to_lowercase();
    options(state, seat)
        .into_iter()
        .map(|(label, value)| (render(&label, lang), value))
        .filter(|(label, value)| {
            partial.is_empty()
                || label.to_lowercase().contains(&partial)
                || value.contains(&partial)
        })
        .take(MAX_CHOICES)
        .collect()
}

/// (label, value) pairs of legal spaces for `user`, filtered by what they typed.
pub fn place_choices(
    table: &Table<Midgard>,
    user: UserId,
    lang: Lang,
    partial: &str,
) -> Vec<(String, String)> {
    matching(table, user, lang, partial, suggest::spaces)
}

/// (label, value) pairs of the fights and ships `user` holds this round.
pub fn target_choices(
    table: &Table<Midgard>,
    user: UserId,
    lang: Lang,
    partial: &str,
) -> Vec<(String, String)> {
    matching(table, user, lang, partial, suggest::targets)
}

/// A source of (label, value) suggestions for a user at a table.
pub type Chooser = fn(&Table<Midgard>, UserId, Lang, &str) -> Vec<(String, String)>;

/// Suggestions from `choices` for the invoking user at the channel's active table.
pub async fn suggest(ctx: Context<'_>, partial: &str, choices: Chooser) -> Vec<(String, String)> {
    let lang = user_lang(ctx).await;
    let channel = super::deliver::channel_key(ctx.channel_id());
    match ctx.data().tables.game::<Midgard>().active(&channel).await {
        Ok(Some(table)) => choices(&table, UserId(ctx.author().id.get()), lang, partial),
        _ => Vec::new(),
    }
}

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
