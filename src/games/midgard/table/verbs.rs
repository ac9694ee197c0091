//! Midgard's own commands (`place`, `assign`, `ready`, `turn-order`, `rune`): spaces, runes and
//! targets as members type them, what each means now, and the suggestions offered while they
//! type (only what the member may legally name now).

use super::assign::{steps, target};
use super::suggest;
use crate::games::midgard::state::State;
use crate::games::midgard::{Action, Dice, Rune, RuneUse, Space};
use crate::games::Seat;
use crate::i18n::{render, Lang, Text};
use crate::table::verbs::{refused, unknown_verb, Args, Meaning, Param, ParamKind, Verb};
use crate::table::TableError;

const fn count(name: &'static str) -> Param {
    Param {
        name,
        kind: ParamKind::Count,
        required: false,
    }
}

pub const VERBS: &[Verb] = &[
    Verb {
        name: "place",
        params: &[Param {
            name: "location",
            kind: ParamKind::Text { suggest: true },
            required: true,
        }],
    },
    Verb {
        name: "assign",
        params: &[
            Param {
                name: "target",
                kind: ParamKind::Text { suggest: true },
                required: true,
            },
            count("swordsmen"),
            count("spearmen"),
            count("axemen"),
            count("food"),
        ],
    },
    Verb {
        name: "ready",
        params: &[],
    },
    Verb {
        name: "turn-order",
        params: &[],
    },
    Verb {
        name: "rune",
        params: &[Param {
            name: "rune",
            kind: ParamKind::Text { suggest: false },
            required: true,
        }],
    },
];

/// What verb `name` with `args` means for `seat` now.
pub fn verb(
    state: &State,
    seat: Seat,
    name: &str,
    args: &Args,
) -> Result<Meaning<Action>, TableError> {
    let action = match name {
        "place" => space(args.required("location")?)
            .map(|space| Action::Place { space })
            .ok_or_else(|| refused("unknown-space", Text::new("discord-unknown-space")))?,
        "assign" => return assign(state, seat, args),
        "ready" => Action::ConfirmAssignment,
        "turn-order" => Action::DemandTurnOrder,
        "rune" => rune(args.required("rune")?)
            .ok_or_else(|| refused("rune-from-prompt", Text::new("discord-rune-from-prompt")))?,
        other => return Err(unknown_verb(other)),
    };
    Ok(Meaning::Act(action))
}

/// `assign`: one target's whole assignment, all or nothing.
fn assign(state: &State, seat: Seat, args: &Args) -> Result<Meaning<Action>, TableError> {
    let Some(target) = target(args.required("target")?) else {
        return Err(refused(
            "unknown-target",
            Text::new("discord-unknown-target"),
        ));
    };
    let dice = Dice::new(
        args.count("swordsmen")?,
        args.count("spearmen")?,
        args.count("axemen")?,
    );
    let actions = steps(state, seat, target, dice, args.count("food")?);
    if actions.is_empty() {
        return Err(refused(
            "nothing-to-assign",
            Text::new("error-nothing-to-assign"),
        ));
    }
    Ok(Meaning::Batch(actions))
}

/// A space from its id (as suggestions offer it: `loc.armorer`, `stall.alms`), its id
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
        .or_else(|| suggest::space_named(&lower))
}

/// `rune` for the runes whose use needs no further choice.
pub fn rune(input: &str) -> Option<Action> {
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
    Some(Action::UseRune { using })
}

/// What `seat` may name for `param` of `verb` now, in `lang`, filtered by what was typed
/// (matching the label or the id).
pub fn suggestions(
    state: &State,
    seat: Seat,
    (verb, param): (&str, &str),
    partial: &str,
    lang: Lang,
) -> Vec<(String, String)> {
    let options = match (verb, param) {
        ("place", "location") => suggest::spaces(state, seat),
        ("assign", "target") => suggest::targets(state, seat),
        _ => return Vec::new(),
    };
    let partial = partial.to_lowercase();
    options
        .into_iter()
        .map(|(label, value)| (render(&label, lang), value))
        .filter(|(label, value)| {
            partial.is_empty()
                || label.to_lowercase().contains(&partial)
                || value.contains(&partial)
        })
        .collect()
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
        use crate::games::midgard::table::suggest::spaces_all_names;
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
