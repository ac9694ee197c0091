//! Midgard's typed input on Discord: spaces, runes and assignment targets as members type
//! them, and the suggestions autocomplete offers (only what the member may legally name now).

use crate::discord::{user_lang, Context};
use crate::games::midgard::state::State;
use crate::games::midgard::{Action, Midgard, Rune, RuneUse, Space};
use crate::games::Seat;
use crate::i18n::{render, Lang, Text};
use crate::table::midgard::suggest;
use crate::table::{Op, Table, UserId};

use crate::discord::autocomplete::MAX_CHOICES;

/// A space from its id (as autocomplete offers it: `loc.armorer`, `stall.alms`), its id
/// without the prefix (`armorer`, `alms`), or its name in either language and edition. Nothing
/// looser: a stray letter must not place a worker.
pub fn space(input: &str) -> Option<Space> {
    let s = input.trim();
    if s.is_empty() {
        return None;
    }
    let lower = s.to_lowercase();
    lower
        .parse::<Space>()
        .ok()
        .or_else(|| format!("loc.{lower}").parse().ok())
        .or_else(|| format!("stall.{lower}").parse().ok())
        .or_else(|| crate::table::midgard::suggest::space_named(&lower))
}

pub fn place(input: &str, version: Option<i64>) -> Option<Op<Action>> {
    space(input).map(|space| Op::Act {
        action: Action::Place { space },
        version,
    })
}

/// `/midgard rune` for the runes whose use needs no further choice.
pub fn rune(input: &str) -> Option<Op<Action>> {
    let rune: Rune = input.parse().ok().or_else(|| {
        format!("rune.{}", input.trim().to_ascii_lowercase())
            .parse()
            .ok()
    })?;
    let using = match rune {
        Rune::Wealth => RuneUse::Wealth,
        Rune::Knowledge => RuneUse::Knowledge,
        Rune::Potential => RuneUse::Potential,
        Rune::Retaliation => RuneUse::Retaliation,
        Rune::Healing => RuneUse::Healing,
        Rune::Glory => RuneUse::Glory,
        Rune::Journey => RuneUse::Journey,
        Rune::TrueVision => RuneUse::TrueVision,
        Rune::Gifts | Rune::Success => return None,
    };
    Some(Op::Act {
        action: Action::UseRune { using },
        version: None,
    })
}

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
    let channel = crate::discord::deliver::channel_key(ctx.channel_id());
    match ctx.data().tables.game::<Midgard>().active(&channel).await {
        Ok(Some(table)) => choices(&table, UserId(ctx.author().id.get()), lang, partial),
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::midgard::{Location, Stall};

    #[test]
    fn only_exact_ids_or_names_name_a_space() {
        // Issue 10, item 10: " ", "s" and "t" once placed workers on market stalls.
        for loose in [
            "", " ", "s", "t", "a", "ms", "stall.", "loc.", "ranger", "xyz",
        ] {
            assert_eq!(space(loose), None, "{loose:?}");
        }
        let armorer = Some(Space::Loc(Location::Armorer));
        for exact in ["loc.armorer", "armorer", "ARMORER", " Armorer "] {
            assert_eq!(space(exact), armorer, "{exact:?}");
        }
        assert_eq!(space("stall.alms"), Some(Space::Stall(Stall::Alms)));
        assert_eq!(space("alms"), Some(Space::Stall(Stall::Alms)));
    }

    #[test]
    fn spaces_are_named_in_both_languages() {
        use crate::i18n::{render, Lang};
        use crate::table::midgard::suggest::spaces_all_names;
        let all = spaces_all_names();
        let mut ambiguous = 0;
        for (space_id, text) in &all {
            for lang in Lang::ALL {
                let name = render(text, lang);
                let owners = all
                    .iter()
                    .filter(|(id, t)| id != space_id && render(t, lang) == name)
                    .count();
                // A name that means another space in the other edition names none.
                let expected = (owners == 0).then_some(*space_id);
                ambiguous += usize::from(owners > 0);
                assert_eq!(space(&name).map(|s| s.id()), expected, "{name} ({lang:?})");
            }
        }
        assert!(ambiguous < all.len() / 4, "{ambiguous} ambiguous names");
    }
}
