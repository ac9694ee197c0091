//! A game's table options on the command line: `--option key=value`, with `--edition E` and
//! `--variant V` as shorthands for `edition=E` and `V=on`. The game validates them.

use clap::Args;

use crate::table::options::OptionMap;
use crate::table::Game;

#[derive(Clone, Debug, Default, Args)]
pub struct OptionArgs {
    /// A table option of the game, `key=value` (repeatable).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Shorthand for `--option edition=E`.
    #[arg(long)]
    pub edition: Option<String>,
    /// Shorthand for `--option V=on` (repeatable).
    #[arg(long = "variant")]
    pub variants: Vec<String>,
}

/// The game's options from the command line, as stored, or what is wrong with them.
pub fn game_options(game: &dyn Game, args: &OptionArgs) -> Result<OptionMap, String> {
    let mut pairs: Vec<(String, String)> = Vec::new();
    if let Some(e) = &args.edition {
        pairs.push(("edition".into(), e.clone()));
    }
    pairs.extend(
        args.variants
            .iter()
            .map(|v| (v.replace('-', "_"), "on".into())),
    );
    for o in &args.options {
        let Some((k, v)) = o.split_once('=') else {
            return Err(format!("`{o}` is not KEY=VALUE"));
        };
        pairs.push((k.trim().replace('-', "_"), v.trim().to_string()));
    }
    let mut options = OptionMap::new();
    for (key, value) in pairs {
        if !game.set_option(&mut options, &key, &value) {
            let specs = game.option_specs();
            let known = match specs.iter().find(|s| s.key == key) {
                Some(spec) => format!("{key} takes {}", spec.values.join(", ")),
                None => format!(
                    "{} has the options {}",
                    game.id(),
                    specs.iter().map(|s| s.key).collect::<Vec<_>>().join(", ")
                ),
            };
            return Err(format!("option {key}={value} refused: {known}"));
        }
    }
    Ok(options)
}
