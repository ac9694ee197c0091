//! What the bot sends to Discord, checked against Discord's own OpenAPI v10 spec
//! (tests/data/discord-openapi.json, MIT): the command registration, channel messages and DMs,
//! prompt edits, ephemeral follow-ups and autocomplete answers.

use crate::discord_spec;
use crate::memory_table;

use memory_table::{lobby, person, play_out};
use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use skald::discord::commands;
use skald::discord::render::{
    create_embed, create_message, create_rows, edit_message, render_one, render_view,
};
use skald::games::midgard::ai::BotKind;
use skald::i18n::Lang;
use skald::table::{Actor, BotLevel, Op, TableSettings};

fn spec() -> Value {
    discord_spec::load()
}

fn validator(spec: &Value, path: &str, method: &str) -> jsonschema::Validator {
    discord_spec::validator(spec, path, method)
        .unwrap_or_else(|| panic!("no JSON body for {method} {path} in the spec"))
}

fn check(v: &jsonschema::Validator, route: &str, body: &Value) {
    let errors = discord_spec::errors(v, body);
    assert!(
        errors.is_empty(),
        "{route} body does not match the spec: {errors:?}\n{body}"
    );
}

#[test]
fn the_command_registration_matches_the_spec() {
    let spec = spec();
    let v = validator(
        &spec,
        "/applications/{application_id}/guilds/{guild_id}/commands",
        "put",
    );
    let body = serde_json::to_value(poise::builtins::create_application_commands(
        &commands::all(),
    ))
    .unwrap();
    let roots = body.as_array().map_or(0, Vec::len);
    assert_eq!(roots, skald::registry::GAMES.len(), "a root per game");
    check(
        &v,
        "PUT /applications/{application_id}/guilds/{guild_id}/commands",
        &body,
    );
    let v = validator(&spec, "/applications/{application_id}/commands", "put");
    check(&v, "PUT /applications/{application_id}/commands", &body);
}

fn me() -> Actor {
    person(1, "Sigrun")
}

#[test]
fn every_message_of_whole_games_matches_the_spec() {
    let spec = spec();
    let post = validator(&spec, "/channels/{channel_id}/messages", "post");
    let edit = validator(
        &spec,
        "/channels/{channel_id}/messages/{message_id}",
        "patch",
    );
    let followup = validator(&spec, "/webhooks/{webhook_id}/{webhook_token}", "post");
    let mut sent = 0;
    let mut edited = 0;
    for seed in 0..4u64 {
        let mut t = lobby(
            seed,
            TableSettings::default(),
            &[me()],
            1,
            BotLevel::Heuristic,
        );
        let mut views = vec![t.lobby_view()];
        let played = play_out(&mut t, &[me()], |_| BotKind::Random, |_, _| {});
        views.extend(played.into_iter().map(|(_, v)| v));
        views.extend(
            t.handle(&me(), Op::Status, 0)
                .unwrap()
                .messages
                .into_iter()
                .map(|(_, v)| v),
        );
        for view in &views {
            for lang in Lang::ALL {
                if view.place.is_some() {
                    // A living message is edited in place as one message.
                    let one = render_one(view, lang);
                    let body = serde_json::to_value(edit_message(&one)).unwrap();
                    check(
                        &edit,
                        "PATCH /channels/{channel_id}/messages/{message_id}",
                        &body,
                    );
                    edited += 1;
                }
                for r in render_view(view, lang) {
                    let body = serde_json::to_value(create_message(&r)).unwrap();
                    check(&post, "POST /channels/{channel_id}/messages", &body);
                    let mut f = serenity::CreateInteractionResponseFollowup::new()
                        .ephemeral(true)
                        .embeds(r.embeds.iter().map(create_embed).collect())
                        .components(create_rows(&r.rows));
                    if let Some(c) = &r.content {
                        f = f.content(c);
                    }
                    check(
                        &followup,
                        "POST /webhooks/{webhook_id}/{webhook_token}",
                        &serde_json::to_value(f).unwrap(),
                    );
                    sent += 1;
                }
            }
        }
    }
    assert!(sent > 1000, "only {sent} messages checked");
    assert!(edited > 1000, "only {edited} edits checked");
}

#[test]
fn a_body_that_breaks_the_spec_is_caught() {
    let spec = spec();
    let post = validator(&spec, "/channels/{channel_id}/messages", "post");
    // The spec allows 4000 characters of content.
    let too_long = json!({ "content": "x".repeat(4001) });
    assert!(
        post.iter_errors(&too_long).next().is_some(),
        "4001 characters of content must fail"
    );
    let not_text = json!({ "content": 5 });
    assert!(post.iter_errors(&not_text).next().is_some());
    let bad_embed = json!({ "embeds": [{ "title": 5 }] });
    assert!(post.iter_errors(&bad_embed).next().is_some());
}
