//! Discord without Discord: every kind of message rendered to serenity builders (snapshots in
//! en and pl) within Discord's limits, component ids, autocomplete, the mapping of
//! interactions to table commands, the DM fallback, and localized commands.

use crate::memory_table;

use std::sync::Mutex;

use memory_table::{lobby, person, play_out};

use skald::discord::deliver::{deliver, Messenger, Posted, SendError};
use skald::discord::render::{
    create_message, embed_size, limits, render_view, Component, Rendered,
};
use skald::discord::{commands, mapping};
use skald::games::midgard::ai::BotKind;
use skald::games::midgard::table::verbs as midgard_input;
use skald::games::midgard::{legal_actions, pending, Action, Midgard};
use skald::i18n::{Lang, Text};
use skald::table::Loaded;
use skald::table::Think;
use skald::table::{
    Actor, BotLevel, ChannelKey, MessageView, Op, Outbound, Recipient, Table, TableId,
    TableSettings, UserId, ViewKind,
};

fn me() -> Actor {
    person(1, "Sigrun")
}

fn table(seed: u64, seats: usize) -> Table<Midgard> {
    let mut t = lobby(
        seed,
        TableSettings::default(),
        &[me()],
        seats - 1,
        BotLevel::Heuristic,
    );
    // The ids the snapshots were taken with.
    t.id = TableId(7);
    t.channel = ChannelKey("discord:123".into());
    t
}

/// Plays a game to its end, collecting every message with its recipient.
fn whole_game(seed: u64, seats: usize) -> Vec<(Recipient, MessageView)> {
    let mut t = table(seed, seats);
    let lobby = (
        Recipient::Channel {
            channel: t.channel.clone(),
        },
        t.lobby_view(),
    );
    let mut all = play_out(
        &mut t,
        &[me()],
        |_| BotKind::Random,
        |t, all| {
            if all.len() % 50 == 0 {
                all.extend(t.handle(&me(), Op::Hand, 0).unwrap().messages);
            }
        },
    );
    all.insert(0, lobby);
    all
}

fn check_limits(r: &Rendered) {
    assert!(r.embeds.len() <= limits::EMBEDS);
    let total: usize = r.embeds.iter().map(embed_size).sum();
    assert!(
        total <= limits::EMBED_TOTAL,
        "{total} characters in one message"
    );
    for e in &r.embeds {
        assert!(e.title.as_deref().map_or(0, |t| t.chars().count()) <= limits::TITLE);
        assert!(e.description.as_deref().map_or(0, |d| d.chars().count()) <= limits::DESCRIPTION);
        assert!(e.fields.len() <= limits::FIELDS);
        for (n, v) in &e.fields {
            assert!(n.chars().count() <= limits::FIELD_NAME && !n.is_empty());
            assert!(v.chars().count() <= limits::FIELD_VALUE && !v.is_empty());
        }
    }
    if let Some(c) = &r.content {
        assert!(c.chars().count() <= limits::CONTENT);
    }
    assert!(r.rows.len() <= limits::ROWS);
    for row in &r.rows {
        assert!(row.len() <= limits::BUTTONS_PER_ROW);
        for c in row {
            match c {
                Component::Button {
                    custom_id, label, ..
                } => {
                    assert!(custom_id.len() <= limits::CUSTOM_ID);
                    assert!(label.chars().count() <= limits::BUTTON_LABEL && !label.is_empty());
                }
                Component::Select {
                    custom_id,
                    placeholder,
                    options,
                }
                | Component::MultiSelect {
                    custom_id,
                    placeholder,
                    options,
                } => {
                    assert_eq!(row.len(), 1, "a select fills its row");
                    assert!(custom_id.len() <= limits::CUSTOM_ID);
                    assert!(placeholder.chars().count() <= limits::PLACEHOLDER);
                    assert!(!options.is_empty() && options.len() <= limits::SELECT_OPTIONS);
                    for o in options {
                        assert!(o.label.chars().count() <= limits::OPTION_LABEL);
                        assert!(o.value.len() <= 100);
                        assert!(o
                            .description
                            .as_ref()
                            .is_none_or(|d| d.chars().count() <= limits::OPTION_DESCRIPTION));
                    }
                }
            }
        }
    }
}

#[test]
fn every_message_of_many_games_stays_inside_discords_limits() {
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 0..12u64 {
        for (_, view) in whole_game(seed, 2 + (seed % 3) as usize) {
            kinds.insert(format!("{:?}", view.kind));
            for lang in Lang::ALL {
                for r in render_view(&view, lang) {
                    check_limits(&r);
                    // The serenity builder serializes (what the HTTP client sends).
                    serde_json::to_value(create_message(&r)).unwrap();
                }
            }
        }
    }
    for kind in ["Board", "Prompt", "Events", "Secret", "Lobby", "Scoring"] {
        assert!(kinds.contains(kind), "no {kind} message seen");
    }
}

#[test]
fn a_huge_view_is_split_not_rejected() {
    let mut v = MessageView::titled(ViewKind::Board, Text::new("hand-title"));
    v.table = Some(TableId(1));
    let long = "ᚠ".repeat(3000);
    for _ in 0..40 {
        v.lines
            .push(Text::new("player-name").str("name", long.clone()));
    }
    for i in 0..60 {
        v.fields.push(skald::table::outbound::Field {
            name: Text::new("player-name").str("name", format!("{i}{long}")),
            lines: (0..5)
                .map(|_| Text::new("player-name").str("name", long.clone()))
                .collect(),
        });
    }
    let parts = render_view(&v, Lang::En);
    assert!(parts.len() > 5);
    for r in &parts {
        check_limits(r);
    }
}

fn snapshot_views() -> Vec<(String, MessageView)> {
    let mut t = table(2026, 3);
    // The lobby as it is first posted, with its buttons.
    let opened = t.opened(
        Text::new("lobby-created")
            .str("name", "Sigrun")
            .str("root", "midgard"),
    );
    let mut out: Vec<(String, MessageView)> = opened
        .messages
        .into_iter()
        .map(|(_, v)| ("lobby".to_string(), v))
        .collect();
    let played = play_out(
        &mut t,
        &[me()],
        |_| BotKind::Heuristic,
        |t, all| {
            // In round 2, the hand, unless a secret was already shown.
            let secret_seen = all.iter().any(|(_, v)| v.kind == ViewKind::Secret);
            if t.game.as_ref().is_some_and(|g| g.round == 2) && !secret_seen {
                all.extend(t.handle(&me(), Op::Hand, 0).unwrap().messages);
            }
        },
    );
    // The first message of each kind (a prompt with a select counts as its own kind).
    let mut seen = std::collections::BTreeSet::from(["lobby".to_string()]);
    for (_, view) in played {
        // A living message is named after its slot (the lobby, the board, the turn message, a
        // player's console); anything else after its kind.
        let kind = match view.place.map(|at| at.slot) {
            Some(skald::table::Slot::Console(_)) => "console".to_string(),
            Some(slot) => slot.key(),
            None => format!("{:?}", view.kind).to_lowercase(),
        };
        let many = view.choices.len() > 5;
        let key = format!("{kind}{}", if many { "-select" } else { "" });
        if seen.insert(key.clone()) {
            out.push((key, view));
        }
    }
    let refusal = MessageView::new(ViewKind::Error).line(Text::new("error-stale"));
    out.push(("error".into(), refusal));
    let deadline =
        MessageView::new(ViewKind::Deadline).line(Text::new("deadline-half").str("name", "Sigrun"));
    out.push(("deadline".into(), deadline));
    out
}

#[test]
fn every_kind_of_message_as_serenity_builders_in_english_and_polish() {
    let views = snapshot_views();
    let names: Vec<&str> = views.iter().map(|(k, _)| k.as_str()).collect();
    for kind in [
        "lobby",
        "board",
        "turn",
        "turn-select",
        "console",
        "console-select",
        "scoring",
        "error",
        "deadline",
    ] {
        assert!(names.contains(&kind), "no {kind} view in {names:?}");
    }
    for (key, view) in &views {
        for lang in Lang::ALL {
            let built: Vec<serde_json::Value> = render_view(view, lang)
                .iter()
                .map(|r| serde_json::to_value(create_message(r)).unwrap())
                .collect();
            insta::assert_json_snapshot!(format!("{key}-{lang}"), built);
        }
    }
}

#[test]
fn place_autocomplete_lists_exactly_the_legal_spaces_in_the_users_language() {
    let mut t = table(5, 2);
    t.handle(&me(), Op::Start, 0).unwrap();
    // Bots and defaults until it is the person's turn to place.
    for _ in 0..500 {
        let state = t.game.as_ref().unwrap();
        let (seat, d) = pending(state)[0].clone();
        if seat == 0 && d == skald::games::midgard::Decision::Place {
            break;
        }
        let a = skald::games::midgard::default_action(state, seat).unwrap();
        if t.bot_step(0, Think::Iterations(16)).unwrap().is_none() {
            t.handle(
                &me(),
                Op::Act {
                    action: a,
                    version: None,
                },
                0,
            )
            .unwrap();
        }
    }
    let state = t.game.as_ref().unwrap();
    let legal: Vec<String> = legal_actions(state, 0)
        .into_iter()
        .filter_map(|a| match a {
            Action::Place { space } => Some(space.id().to_string()),
            _ => None,
        })
        .collect();
    assert!(!legal.is_empty());
    let en = t.suggest(UserId(1), "place", "location", "", Lang::En);
    let values: Vec<String> = en.iter().map(|(_, v)| v.clone()).collect();
    assert_eq!(values, legal);
    assert!(en.iter().any(|(l, _)| l == "Hunting Grounds"));
    let pl = t.suggest(UserId(1), "place", "location", "", Lang::Pl);
    assert!(pl.iter().any(|(l, _)| l == "Tereny Łowieckie"));
    let filtered = t.suggest(UserId(1), "place", "location", "hunt", Lang::En);
    assert_eq!(filtered.len(), 1);
    // Someone not at the table gets nothing.
    assert!(t
        .suggest(UserId(99), "place", "location", "", Lang::En)
        .is_empty());
}

#[test]
fn interactions_map_to_table_commands() {
    let member = mapping::Member {
        id: 42,
        name: "Ola",
        locale: "pl",
        manage_channels: true,
    };
    let actor = mapping::actor(&member);
    assert_eq!(actor.user, UserId(42));
    assert_eq!(actor.locale, Some(Lang::Pl));
    assert!(actor.manager);
    let midgard = skald::games::midgard::table::options::MidgardOptions {
        hall_of_fame: true,
        ..Default::default()
    };
    let options = skald::table::options::write(&midgard);
    match mapping::new_table(options, None, Some(2), None, "pl") {
        Op::Create { settings, join, .. } => {
            assert_eq!(settings.lang, Lang::Pl);
            let options = settings.options::<Midgard>();
            assert!(options.hall_of_fame && !options.distrust);
            assert_eq!(settings.turn_seconds, 7200);
            assert!(join);
        }
        other => panic!("{other:?}"),
    }
    for input in ["loc.market", "market", " Market "] {
        assert_eq!(
            midgard_input::space(input),
            Some(skald::games::midgard::Space::Loc(
                skald::games::midgard::Location::Market
            )),
            "{input}"
        );
    }
    assert!(midgard_input::space("stall.skald").is_some());
    assert!(midgard_input::space("nowhere").is_none());
    assert!(midgard_input::rune("wealth").is_some());
    assert!(
        midgard_input::rune("gifts").is_none(),
        "Gifts needs a choice: from the prompt"
    );
    assert!(matches!(
        mapping::bot(false, BotLevel::Random, Some(3)),
        Op::RemoveBot { seat: 2 }
    ));

    let (table, op) = mapping::component("skald:9:4:c1.3", &[]).unwrap();
    assert_eq!(table, 9);
    assert_eq!(
        op,
        Op::Choose {
            seat: 1,
            index: 3,
            version: 4,
            mark: None
        }
    );
    let (_, op) =
        mapping::component("skald:9:4:s1", &["skald:9:4:c1.7.4000000000".to_string()]).unwrap();
    assert_eq!(
        op,
        Op::Choose {
            seat: 1,
            index: 7,
            version: 4,
            mark: Some(4_000_000_000)
        }
    );
    let (_, op) = mapping::component("skald:9:4:r0", &["0".into(), "2".into()]).unwrap();
    assert_eq!(
        op,
        Op::Pick {
            seat: 0,
            items: 0b101,
            version: 4
        }
    );
    assert_eq!(mapping::component("skald:9:4:h", &[]).unwrap().1, Op::Hand);
    assert!(mapping::component("skald:9:4:r0", &["99".into()]).is_none());
    assert!(mapping::component("someone-elses:button", &[]).is_none());
}

/// A messenger that records what it sends and refuses DMs to some users (Discord 50007).
struct Fake {
    closed: Vec<UserId>,
    posts: Mutex<Vec<(ChannelKey, Rendered)>>,
    dms: Mutex<Vec<(UserId, Rendered)>>,
}

impl Messenger for Fake {
    async fn post(&self, channel: &ChannelKey, message: Rendered) -> Result<Posted, SendError> {
        let mut posts = self.posts.lock().unwrap();
        posts.push((channel.clone(), message));
        Ok(Posted {
            channel: 5,
            message: posts.len() as u64,
            attachment: None,
        })
    }
    async fn direct(
        &self,
        _table: &ChannelKey,
        user: UserId,
        message: Rendered,
    ) -> Result<Posted, SendError> {
        if self.closed.contains(&user) {
            return Err(SendError::DmClosed);
        }
        let mut dms = self.dms.lock().unwrap();
        dms.push((user, message));
        Ok(Posted {
            channel: user.0,
            message: dms.len() as u64,
            attachment: None,
        })
    }
    async fn edit(&self, _at: Posted, _message: Rendered) -> Result<Posted, SendError> {
        Err(SendError::Other("not used here".into()))
    }
    async fn delete(&self, _at: Posted) -> Result<(), SendError> {
        Err(SendError::Other("not used here".into()))
    }
}

#[tokio::test]
async fn a_closed_dm_is_announced_in_the_channel_without_the_secret() {
    let channel = ChannelKey("discord:5".into());
    let secret = MessageView::titled(ViewKind::Secret, Text::new("secret-title"))
        .line(Text::new("ev-destiny-drawn").text("cards", Text::new("destiny-troll_slayer")));
    let outbound = vec![
        Outbound {
            to: Recipient::Dm { user: UserId(7) },
            lang: Lang::En,
            view: secret.clone(),
        },
        Outbound {
            to: Recipient::Dm { user: UserId(8) },
            lang: Lang::Pl,
            view: secret.clone(),
        },
        Outbound {
            to: Recipient::Ephemeral { user: UserId(7) },
            lang: Lang::En,
            view: MessageView::new(ViewKind::Reply).line(Text::new("discord-done")),
        },
    ];
    let fake = Fake {
        closed: vec![UserId(7)],
        posts: Mutex::new(Vec::new()),
        dms: Mutex::new(Vec::new()),
    };
    let ephemeral = deliver(&fake, &channel, ("midgard", Lang::En), outbound)
        .await
        .unwrap();
    assert_eq!(
        ephemeral.len(),
        1,
        "the ephemeral reply goes back to the caller"
    );
    {
        let dms = fake.dms.lock().unwrap();
        assert_eq!(dms.len(), 1);
        assert_eq!(dms[0].0, UserId(8));
        let posts = fake.posts.lock().unwrap();
        assert_eq!(posts.len(), 1, "one notice in the channel");
        let json = serde_json::to_string(&create_message(&posts[0].1)).unwrap();
        assert!(json.contains("<@7>"), "{json}");
        assert!(json.contains("/midgard hand"));
        assert!(
            !json.contains("Troll Slayer"),
            "the secret stays secret: {json}"
        );
    }
}

#[test]
fn every_command_and_option_is_described_in_polish_and_english() {
    let cmds = commands::all();
    let roots: Vec<&str> = cmds.iter().map(|c| c.name.as_ref()).collect();
    assert_eq!(roots, skald::registry::ids(), "a root per game");
    for root in &cmds {
        // The table's shared subcommands and at least `new` (Jomsvikings has no other own
        // command: every decision is a console choice or `choose`).
        assert!(root.subcommands.len() >= 15, "/{}", root.name);
        described_in_polish_and_english(root);
    }
}

fn described_in_polish_and_english(root: &commands::Command) {
    let valid_name = |n: &str| {
        !n.is_empty()
            && n.chars().count() <= 32
            && n.chars()
                .all(|c| (c.is_alphanumeric() && !c.is_uppercase()) || c == '-' || c == '_')
    };
    for cmd in std::iter::once(root).chain(root.subcommands.iter()) {
        let locales: Vec<&str> = cmd
            .description_localizations
            .iter()
            .map(|(l, _)| l.as_ref())
            .collect();
        for l in ["pl", "en-US", "en-GB"] {
            assert!(locales.contains(&l), "/{} has no {l} description", cmd.name);
        }
        for (_, name) in cmd.name_localizations.iter() {
            assert!(valid_name(name), "bad command name `{name}`");
        }
        for p in &cmd.parameters {
            let locales: Vec<&str> = p
                .description_localizations
                .iter()
                .map(|(l, _)| l.as_ref())
                .collect();
            assert!(
                locales.contains(&"pl"),
                "/{} {} has no Polish description",
                cmd.name,
                p.name
            );
            for (_, name) in p.name_localizations.iter() {
                assert!(valid_name(name), "bad option name `{name}`");
            }
        }
    }
}

#[test]
fn a_roll_prompt_offers_a_multi_select_of_dice_to_reroll() {
    let mut found = None;
    for seed in 0..40u64 {
        let mut t = table(seed, 2);
        let played = play_out(&mut t, &[me()], |_| BotKind::Heuristic, |_, _| {});
        found = played
            .into_iter()
            .map(|(_, v)| v)
            .find(|v| v.pick.is_some());
        if found.is_some() {
            break;
        }
    }
    let view = found.expect("a roll with favor to spend");
    let (seat, pick) = view.pick.clone().unwrap();
    let dice = pick.items;
    for lang in Lang::ALL {
        let parts = render_view(&view, lang);
        let last = parts.last().unwrap();
        check_limits(last);
        let multi = last
            .rows
            .iter()
            .flatten()
            .find_map(|c| match c {
                Component::MultiSelect {
                    custom_id,
                    options,
                    placeholder,
                } => Some((custom_id.clone(), options.clone(), placeholder.clone())),
                _ => None,
            })
            .expect("a multi-select of dice");
        assert_eq!(multi.1.len(), dice.len());
        // The select says what picking costs, in the game's own words.
        assert_eq!(multi.2, skald::i18n::render(&pick.prompt, lang));
        // Picking the first and last die maps to one reroll of exactly those two.
        let picked = vec![
            multi.1[0].value.clone(),
            multi.1[dice.len() - 1].value.clone(),
        ];
        let (_, op) = mapping::component(&multi.0, &picked).unwrap();
        let mask = 1u16 | (1 << (dice.len() - 1));
        assert_eq!(
            op,
            Op::Pick {
                seat,
                items: mask,
                version: view.version
            }
        );
    }
}

#[test]
fn the_rules_reference_is_whole_in_both_languages_and_editions() {
    let catalog = skald::i18n::Catalog::get().expect("the catalog");
    for edition in [
        skald::games::midgard::Edition::Revised,
        skald::games::midgard::Edition::Classic,
    ] {
        let view = skald::games::midgard::table::rules(edition);
        assert!(view.lines.len() > 20, "every location is listed");
        for lang in Lang::ALL {
            // No line falls back to another language or to its id.
            for t in &view.lines {
                catalog
                    .try_render(t, lang)
                    .unwrap_or_else(|e| panic!("{edition:?} {lang:?}: {e}"));
            }
            // Nothing is cut: every line is in the rendered parts.
            let parts = render_view(&view, lang);
            let shown: String = parts
                .iter()
                .flat_map(|r| r.embeds.iter().filter_map(|e| e.description.clone()))
                .collect::<Vec<_>>()
                .join("\n");
            for t in &view.lines {
                let line = catalog.try_render(t, lang).unwrap();
                assert!(shown.contains(&line), "{lang:?}: missing {line}");
            }
        }
    }
}
