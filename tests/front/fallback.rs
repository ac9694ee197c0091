//! Interactions Skald cannot serve, checked against the commands as registered: the option a
//! member got wrong named in their language, commands this build lacks, autocompletes nobody
//! would answer (moved from the fallback module's own tests: these name a game's commands).

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use skald::discord::commands;
use skald::discord::fallback::{
    autocomplete_unanswered, command_path, leaf, option_name, option_problem, OptionSpec, Stray,
};
use skald::i18n::{Lang, Text};

fn data(options: Value) -> serenity::CommandData {
    serde_json::from_value(json!({
        "id": "1",
        "name": "midgard",
        "type": 1,
        "options": options,
    }))
    .expect("command data")
}

fn sub(name: &str, options: Value) -> serenity::CommandData {
    data(json!([{ "name": name, "type": 1, "options": options }]))
}

/// What the member is told about `/midgard <name> options`.
fn problem(d: &serenity::CommandData, lang: Lang) -> Option<Stray> {
    let all = commands::all();
    let (command, args) = leaf(&all, &d.name, d.options())?;
    Some(option_problem(command, &args, lang))
}

#[test]
fn the_bad_option_is_named_in_the_members_language() {
    // A required option left out.
    let d = sub("place", json!([]));
    assert_eq!(
        problem(&d, Lang::En),
        Some(Stray::Option("location".into()))
    );
    // A string where a number belongs, numbers out of range.
    for value in [
        json!({"type": 3, "value": "abc"}),
        json!({"type": 4, "value": 300}),
        json!({"type": 4, "value": -5}),
    ] {
        let mut o = value;
        o["name"] = json!("seat");
        let d = sub("kick", json!([o]));
        assert_eq!(
            problem(&d, Lang::En),
            Some(Stray::Option("seat".into())),
            "{d:?}"
        );
    }
    // A choice that does not exist; a string where a yes/no belongs.
    let d = sub("bot", json!([{"name": "action", "type": 4, "value": 7}]));
    let pl = problem(&d, Lang::Pl);
    assert!(matches!(&pl, Some(Stray::Option(_))), "{pl:?}");
    let d = sub(
        "new",
        json!([{"name": "hall_of_fame", "type": 3, "value": "yes"}]),
    );
    assert_eq!(
        problem(&d, Lang::En),
        Some(Stray::Option("hall_of_fame".into()))
    );
    let d = sub("new", json!([{"name": "hours", "type": 4, "value": -1}]));
    assert_eq!(problem(&d, Lang::En), Some(Stray::Option("hours".into())));
    // Good options: nothing to name, so the command itself is out of date.
    let d = sub("kick", json!([{"name": "seat", "type": 4, "value": 2}]));
    assert_eq!(problem(&d, Lang::En), Some(Stray::Command));
    let d = sub("bot", json!([{"name": "action", "type": 4, "value": 1}]));
    assert_eq!(problem(&d, Lang::En), Some(Stray::Command));
}

#[test]
fn polish_members_see_polish_option_names() {
    let all = commands::all();
    let (kick, _) = leaf(&all, "midgard", sub("kick", json!([])).options()).expect("kick");
    let seat = &kick.parameters[0];
    let pl = option_name(seat, Lang::Pl);
    let en = option_name(seat, Lang::En);
    assert_eq!(en, "seat");
    assert!(!pl.is_empty());
    let catalog = skald::i18n::Catalog::get().expect("the catalog");
    assert_eq!(
        pl,
        catalog.render(&Text::new("cmd-kick-seat-name"), Lang::Pl)
    );
}

#[test]
fn unknown_commands_and_subcommands_are_found_missing() {
    let all = commands::all();
    assert!(leaf(&all, "midgard", sub("nonexistent", json!([])).options()).is_none());
    assert!(leaf(&all, "oldgame", Vec::new()).is_none());
    let group = data(json!([{ "name": "old", "type": 2, "options": [
        { "name": "x", "type": 1, "options": [] }
    ]}]));
    assert!(leaf(&all, "midgard", group.options()).is_none());
    // `/midgard` alone reaches the parent, which only holds subcommands.
    let (parent, _) = leaf(&all, "midgard", Vec::new()).expect("the parent");
    assert!(!parent.subcommands.is_empty());
    assert_eq!(command_path(&sub("place", json!([]))), "midgard place");
}

#[test]
fn autocompletes_poise_would_leave_unanswered() {
    let all = commands::all();
    let focused = |name: &str, option: &str| {
        sub(
            name,
            json!([{ "name": option, "type": 3, "value": "", "focused": true }]),
        )
    };
    // Poise answers these (the callback, or on_error).
    assert!(!autocomplete_unanswered(
        &all,
        &focused("place", "location"),
        true
    ));
    assert!(!autocomplete_unanswered(
        &all,
        &focused("assign", "target"),
        true
    ));
    assert!(!autocomplete_unanswered(
        &all,
        &focused("nonexistent", "x"),
        true
    ));
    assert!(!autocomplete_unanswered(
        &all,
        &focused("place", "where"),
        true
    ));
    assert!(!autocomplete_unanswered(&all, &data(json!([])), true));
    // Nobody would: an option without suggestions, or none focused.
    assert!(autocomplete_unanswered(
        &all,
        &focused("rune", "rune"),
        true
    ));
    let unfocused = sub(
        "place",
        json!([{ "name": "location", "type": 3, "value": "x" }]),
    );
    assert!(autocomplete_unanswered(&all, &unfocused, true));
}

#[test]
fn option_specs_follow_the_registration() {
    let all = commands::all();
    let (kick, _) = leaf(&all, "midgard", sub("kick", json!([])).options()).expect("kick");
    let seat = OptionSpec::of(&kick.parameters[0]);
    assert_eq!((seat.kind, seat.required), (4, true));
    assert!(seat.min.is_some_and(|m| m >= 0.0), "{seat:?}");
    assert!(seat.max.is_some_and(|m| m <= 255.0), "{seat:?}");
    let (bot, _) = leaf(&all, "midgard", sub("bot", json!([])).options()).expect("bot");
    assert_eq!(OptionSpec::of(&bot.parameters[0]).choices, 2);
}
