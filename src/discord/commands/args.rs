//! What a member gave a command, as Discord resolved it, turned into the table's terms: a
//! game's options for `new` and a verb's [`Args`]. A value of the wrong kind (a command
//! registered by an older build) is refused, never guessed at.

use poise::serenity_prelude::{ResolvedOption, ResolvedValue};

use crate::table::options::{OptionMap, OptionSpec, FLAG};
use crate::table::verbs::{bad_arg, ArgValue, Args, Param, ParamKind};
use crate::table::{Game, TableError};

/// The value `args` holds under `name`, if any.
fn find<'a>(args: &'a [ResolvedOption<'a>], name: &str) -> Option<&'a ResolvedValue<'a>> {
    args.iter().find(|a| a.name == name).map(|a| &a.value)
}

/// Whether option `spec` is a yes or no (a Discord boolean); any other is a choice of its
/// values (a Discord choice, sent as the value's position).
pub fn is_flag(spec: &OptionSpec) -> bool {
    spec.values == FLAG
}

/// `game`'s options for a new table: its defaults, with what the member chose.
pub fn options(game: &dyn Game, args: &[ResolvedOption<'_>]) -> Result<OptionMap, TableError> {
    let mut map = game.default_options();
    for spec in game.option_specs() {
        let value = match find(args, spec.key) {
            None => continue,
            Some(ResolvedValue::Boolean(b)) if is_flag(spec) => FLAG[usize::from(!*b)],
            Some(ResolvedValue::Integer(i)) if !is_flag(spec) => usize::try_from(*i)
                .ok()
                .and_then(|i| spec.values.get(i).copied())
                .ok_or_else(|| bad_arg(spec.key))?,
            Some(_) => return Err(bad_arg(spec.key)),
        };
        if !game.set_option(&mut map, spec.key, value) {
            return Err(bad_arg(spec.key));
        }
    }
    Ok(map)
}

/// A verb's arguments from what the member gave, each checked against its parameter's kind.
pub fn verb_args(params: &[Param], args: &[ResolvedOption<'_>]) -> Result<Args, TableError> {
    let mut out = Args::new();
    for param in params {
        let value = match (param.kind, find(args, param.name)) {
            (_, None) if param.required => return Err(bad_arg(param.name)),
            (_, None) => continue,
            (ParamKind::Text { .. }, Some(ResolvedValue::String(s))) => {
                ArgValue::Text(s.to_string())
            }
            (ParamKind::Count, Some(ResolvedValue::Integer(i))) if u8::try_from(*i).is_ok() => {
                ArgValue::Int(*i)
            }
            (ParamKind::Flag, Some(ResolvedValue::Boolean(b))) => ArgValue::Flag(*b),
            (ParamKind::Choice(values), Some(ResolvedValue::Integer(i))) => usize::try_from(*i)
                .ok()
                .and_then(|i| values.get(i))
                .map(|v| ArgValue::Text(v.to_string()))
                .ok_or_else(|| bad_arg(param.name))?,
            _ => return Err(bad_arg(param.name)),
        };
        out.set(param.name, value);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry;
    use poise::serenity_prelude as serenity;
    use serde_json::{json, Value};

    /// The options of `/<root> <sub> options` as Discord resolves them.
    fn given(options: Value) -> serenity::CommandData {
        serde_json::from_value(json!({
            "id": "1", "name": "any", "type": 1, "options": options,
        }))
        .expect("command data")
    }

    const PARAMS: &[Param] = &[
        Param {
            name: "where",
            kind: ParamKind::Text { suggest: true },
            required: true,
        },
        Param {
            name: "how_many",
            kind: ParamKind::Count,
            required: false,
        },
        Param {
            name: "sure",
            kind: ParamKind::Flag,
            required: false,
        },
        Param {
            name: "answer",
            kind: ParamKind::Choice(&["keep", "plus"]),
            required: false,
        },
    ];

    #[test]
    fn a_verbs_arguments_keep_their_kinds_and_choices_become_their_values() {
        let data = given(json!([
            {"name": "where", "type": 3, "value": "troll"},
            {"name": "how_many", "type": 4, "value": 3},
            {"name": "sure", "type": 5, "value": true},
            {"name": "answer", "type": 4, "value": 1},
        ]));
        let args = verb_args(PARAMS, &data.options()).expect("all usable");
        assert_eq!(args.text("where"), Some("troll"));
        assert_eq!(args.count("how_many").ok(), Some(3));
        assert_eq!(args.flag("sure"), Some(true));
        assert_eq!(args.text("answer"), Some("plus"));
        // Left out: absent, a count reads as none.
        let data = given(json!([{"name": "where", "type": 3, "value": "x"}]));
        let args = verb_args(PARAMS, &data.options()).expect("usable");
        assert_eq!(
            (args.flag("sure"), args.count("how_many").ok()),
            (None, Some(0))
        );
    }

    #[test]
    fn values_a_verb_cannot_take_are_refused() {
        for bad in [
            json!([]),
            json!([{"name": "where", "type": 4, "value": 1}]),
            json!([{"name": "where", "type": 3, "value": "x"}, {"name": "how_many", "type": 4, "value": 256}]),
            json!([{"name": "where", "type": 3, "value": "x"}, {"name": "how_many", "type": 4, "value": -1}]),
            json!([{"name": "where", "type": 3, "value": "x"}, {"name": "answer", "type": 4, "value": 2}]),
            json!([{"name": "where", "type": 3, "value": "x"}, {"name": "sure", "type": 3, "value": "yes"}]),
        ] {
            let data = given(bad.clone());
            assert!(verb_args(PARAMS, &data.options()).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_new_tables_options_start_from_the_games_defaults() {
        for game in registry::GAMES {
            let none = options(*game, &[]).expect("no options");
            assert_eq!(none, game.default_options(), "{}", game.id());
            for spec in game.option_specs() {
                // The last value of each option, as Discord sends it.
                let last = spec.values.len() - 1;
                let value = if is_flag(spec) {
                    json!(spec.values[last] == "on")
                } else {
                    json!(last)
                };
                let kind = if is_flag(spec) { 5 } else { 4 };
                let data = given(json!([{"name": spec.key, "type": kind, "value": value}]));
                let chosen = options(*game, &data.options()).expect("a value it takes");
                let mut expected = game.default_options();
                assert!(game.set_option(&mut expected, spec.key, spec.values[last]));
                assert_eq!(chosen, expected, "{} {}", game.id(), spec.key);
                let data = given(json!([{"name": spec.key, "type": 3, "value": "x"}]));
                assert!(options(*game, &data.options()).is_err());
            }
        }
    }
}
