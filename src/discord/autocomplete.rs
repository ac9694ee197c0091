//! Autocomplete: only the spaces the user may legally take now, in their language.

use super::{user_lang, Context};
use crate::games::midgard::Midgard;
use crate::games::midgard::{legal_actions, Action};
use crate::i18n::{render, Lang, Text};
use crate::table::{Table, UserId};

/// (label, value) pairs of legal spaces for `user`, filtered by what they typed.
pub fn place_choices(
    table: &Table<Midgard>,
    user: UserId,
    lang: Lang,
    partial: &str,
) -> Vec<(String, String)> {
    let (Some(seat), Some(state)) = (table.seat_of(user), table.game.as_ref()) else {
        return Vec::new();
    };
    let ed = state.settings.edition;
    let partial = partial.to_lowercase();
    legal_actions(state, seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::Place { space } => {
                let label = render(
                    &Text::dynamic(space.id().replace('.', "-")).str("edition", ed.id()),
                    lang,
                );
                Some((label, space.id().to_string()))
            }
            _ => None,
        })
        .filter(|(label, value)| {
            partial.is_empty()
                || label.to_lowercase().contains(&partial)
                || value.contains(&partial)
        })
        .take(25)
        .collect()
}

/// A source of (label, value) suggestions for a user at a table.
pub type Chooser = fn(&Table<Midgard>, UserId, Lang, &str) -> Vec<(String, String)>;

/// Suggestions from `choices` for the invoking user at the channel's active table.
pub async fn suggest(ctx: Context<'_>, partial: &str, choices: Chooser) -> Vec<(String, String)> {
    let lang = user_lang(ctx).await;
    let channel = super::deliver::channel_key(ctx.channel_id());
    match ctx.data().service.active(&channel).await {
        Ok(Some(table)) => choices(&table, UserId(ctx.author().id.get()), lang, partial),
        _ => Vec::new(),
    }
}

/// (label, value) pairs of the fights and ships `user` holds this round.
pub fn target_choices(
    table: &Table<Midgard>,
    user: UserId,
    lang: Lang,
    partial: &str,
) -> Vec<(String, String)> {
    let (Some(seat), Some(state)) = (table.seat_of(user), table.game.as_ref()) else {
        return Vec::new();
    };
    let partial = partial.to_lowercase();
    crate::games::midgard::assignment::targets(state, seat)
        .map(|t| {
            let label = match t {
                crate::games::midgard::Target::Troll => Text::new("target-troll"),
                crate::games::midgard::Target::DraugrLeft => Text::new("target-draugr-left"),
                crate::games::midgard::Target::DraugrRight => Text::new("target-draugr-right"),
                crate::games::midgard::Target::Land(l) => Text::new("target-ship")
                    .text("land", Text::new("land").num("number", i64::from(l) + 1)),
            };
            (
                render(&label, lang),
                crate::table::midgard::assign::target_name(t),
            )
        })
        .filter(|(label, value)| {
            partial.is_empty()
                || label.to_lowercase().contains(&partial)
                || value.contains(&partial)
        })
        .collect()
}
