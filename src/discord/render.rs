//! Outbound views rendered for Discord: embeds and components in the recipient's language,
//! always inside Discord's limits (long views are cut into several messages, never rejected).

use poise::serenity_prelude as serenity;
use serde::Serialize;

use super::custom_id::{Code, CustomId};
use crate::i18n::{render, Lang, Text};
use crate::table::{MessageView, ViewKind};

/// Discord's documented limits.
pub mod limits {
    pub const TITLE: usize = 256;
    pub const DESCRIPTION: usize = 4096;
    pub const FIELDS: usize = 25;
    pub const FIELD_NAME: usize = 256;
    pub const FIELD_VALUE: usize = 1024;
    pub const EMBED_TOTAL: usize = 6000;
    pub const EMBEDS: usize = 10;
    pub const CONTENT: usize = 2000;
    pub const ROWS: usize = 5;
    pub const BUTTONS_PER_ROW: usize = 5;
    pub const SELECT_OPTIONS: usize = 25;
    pub const BUTTON_LABEL: usize = 80;
    pub const OPTION_LABEL: usize = 100;
    pub const PLACEHOLDER: usize = 150;
    pub const CUSTOM_ID: usize = 100;
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Embed {
    pub title: Option<String>,
    pub description: Option<String>,
    pub fields: Vec<(String, String)>,
    pub color: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Component {
    Button {
        custom_id: String,
        label: String,
        primary: bool,
    },
    Select {
        custom_id: String,
        placeholder: String,
        options: Vec<(String, String)>,
    },
    /// Pick one or more options at once.
    MultiSelect {
        custom_id: String,
        placeholder: String,
        options: Vec<(String, String)>,
    },
}

/// One Discord message: content, embeds and rows of components.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Rendered {
    pub content: Option<String>,
    pub embeds: Vec<Embed>,
    pub rows: Vec<Vec<Component>>,
}

/// Cuts `s` to at most `max` characters, ending with an ellipsis when cut.
pub fn clip(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut out: String = s.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

fn color(kind: ViewKind) -> u32 {
    match kind {
        ViewKind::Board => 0x2E6F95,
        ViewKind::Prompt => 0xC9A227,
        ViewKind::Events => 0x5B6770,
        ViewKind::Secret => 0x7B3FA0,
        ViewKind::Lobby => 0x3C8D5A,
        ViewKind::Scoring => 0xB8860B,
        ViewKind::Reply => 0x5B6770,
        ViewKind::Error => 0xB03A2E,
        ViewKind::Deadline => 0xD2691E,
    }
}

/// Joins lines into chunks of at most `max` characters (a line longer than that is clipped).
fn chunks(lines: &[String], max: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for line in lines {
        let line = clip(line, max);
        if !cur.is_empty() && cur.chars().count() + 1 + line.chars().count() > max {
            out.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push('\n');
        }
        cur.push_str(&line);
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn text(t: &Text, lang: Lang) -> String {
    render(t, lang)
}

/// Renders a view; the result may be several messages when it is long.
pub fn render_view(view: &MessageView, lang: Lang) -> Vec<Rendered> {
    let title = view
        .title
        .as_ref()
        .map(|t| clip(&text(t, lang), limits::TITLE));
    let lines: Vec<String> = view.lines.iter().map(|t| text(t, lang)).collect();
    let mut fields: Vec<(String, String)> = Vec::new();
    for f in &view.fields {
        let name = clip(&text(&f.name, lang), limits::FIELD_NAME);
        let values: Vec<String> = f.lines.iter().map(|t| text(t, lang)).collect();
        for (i, value) in chunks(&values, limits::FIELD_VALUE).into_iter().enumerate() {
            let name = if i == 0 {
                name.clone()
            } else {
                clip(&format!("{name} …"), limits::FIELD_NAME)
            };
            fields.push((name, value));
        }
    }
    let mut embeds = Vec::new();
    let descriptions = chunks(&lines, limits::DESCRIPTION);
    let color = color(view.kind);
    let mut first = true;
    for d in descriptions.iter() {
        embeds.push(Embed {
            title: if first { title.clone() } else { None },
            description: Some(d.clone()),
            fields: Vec::new(),
            color,
        });
        first = false;
    }
    if embeds.is_empty() {
        embeds.push(Embed {
            title: title.clone(),
            description: None,
            fields: Vec::new(),
            color,
        });
    }
    for field in fields {
        let need_new = {
            let last = embeds.last().map_or(0, embed_size);
            let count = embeds.last().map_or(0, |e| e.fields.len());
            count >= limits::FIELDS
                || last + field.0.chars().count() + field.1.chars().count()
                    > limits::EMBED_TOTAL / 2
        };
        if need_new {
            embeds.push(Embed {
                title: None,
                description: None,
                fields: Vec::new(),
                color,
            });
        }
        if let Some(e) = embeds.last_mut() {
            e.fields.push(field);
        }
    }
    // Pack embeds into messages under the per-message total.
    let mut messages: Vec<Rendered> = Vec::new();
    let mut cur = Rendered::default();
    let mut total = 0;
    for e in embeds {
        let size = embed_size(&e);
        if !cur.embeds.is_empty()
            && (total + size > limits::EMBED_TOTAL || cur.embeds.len() >= limits::EMBEDS)
        {
            messages.push(std::mem::take(&mut cur));
            total = 0;
        }
        total += size;
        cur.embeds.push(e);
    }
    cur.rows = components(view, lang);
    messages.push(cur);
    messages
}

/// Characters an embed counts towards the per-message limit.
pub fn embed_size(e: &Embed) -> usize {
    e.title.as_deref().map_or(0, |t| t.chars().count())
        + e.description.as_deref().map_or(0, |d| d.chars().count())
        + e.fields
            .iter()
            .map(|(n, v)| n.chars().count() + v.chars().count())
            .sum::<usize>()
}

/// Choices as buttons (up to five) or a select menu (up to 25), plus the hand button.
fn components(view: &MessageView, lang: Lang) -> Vec<Vec<Component>> {
    let (Some(table), false) = (view.table, view.choices.is_empty()) else {
        return Vec::new();
    };
    let id = |code| {
        CustomId {
            table: table.0,
            version: view.version,
            code,
        }
        .to_string()
    };
    let mut rows = Vec::new();
    if view.choices.len() <= limits::BUTTONS_PER_ROW {
        rows.push(
            view.choices
                .iter()
                .enumerate()
                .map(|(i, c)| Component::Button {
                    custom_id: id(Code::Choice {
                        seat: c.seat,
                        index: c.index,
                    }),
                    label: clip(&text(&c.label, lang), limits::BUTTON_LABEL),
                    primary: i == 0,
                })
                .collect(),
        );
    } else {
        let seat = view.choices[0].seat;
        rows.push(vec![Component::Select {
            custom_id: id(Code::Select { seat }),
            placeholder: clip(
                &text(&Text::new("discord-choose"), lang),
                limits::PLACEHOLDER,
            ),
            options: view
                .choices
                .iter()
                .take(limits::SELECT_OPTIONS)
                .map(|c| {
                    (
                        clip(&text(&c.label, lang), limits::OPTION_LABEL),
                        id(Code::Choice {
                            seat: c.seat,
                            index: c.index,
                        }),
                    )
                })
                .collect(),
        }]);
    }
    if let Some((seat, items)) = &view.pick {
        let options: Vec<(String, String)> = items
            .iter()
            .take(limits::SELECT_OPTIONS)
            .enumerate()
            .map(|(i, t)| (clip(&text(t, lang), limits::OPTION_LABEL), i.to_string()))
            .collect();
        if !options.is_empty() {
            rows.push(vec![Component::MultiSelect {
                custom_id: id(Code::Reroll { seat: *seat }),
                placeholder: clip(
                    &text(&Text::new("discord-pick-reroll"), lang),
                    limits::PLACEHOLDER,
                ),
                options,
            }]);
        }
    }
    rows.push(vec![Component::Button {
        custom_id: id(Code::Hand),
        label: clip(
            &text(&Text::new("discord-hand-button"), lang),
            limits::BUTTON_LABEL,
        ),
        primary: false,
    }]);
    rows
}

/// The serenity embed of a rendered embed.
pub fn create_embed(e: &Embed) -> serenity::CreateEmbed {
    let mut b = serenity::CreateEmbed::new().color(e.color);
    if let Some(t) = &e.title {
        b = b.title(t);
    }
    if let Some(d) = &e.description {
        b = b.description(d);
    }
    for (name, value) in &e.fields {
        b = b.field(name, value, true);
    }
    b
}

fn select_menu(
    custom_id: &str,
    placeholder: &str,
    options: &[(String, String)],
) -> serenity::CreateSelectMenu {
    serenity::CreateSelectMenu::new(
        custom_id,
        serenity::CreateSelectMenuKind::String {
            options: options
                .iter()
                .map(|(label, value)| serenity::CreateSelectMenuOption::new(label, value))
                .collect(),
        },
    )
    .placeholder(placeholder)
}

/// The serenity action rows of rendered components.
pub fn create_rows(rows: &[Vec<Component>]) -> Vec<serenity::CreateActionRow> {
    rows.iter()
        .filter_map(|row| match row.first() {
            Some(Component::Select {
                custom_id,
                placeholder,
                options,
            }) => Some(serenity::CreateActionRow::SelectMenu(select_menu(
                custom_id,
                placeholder,
                options,
            ))),
            Some(Component::MultiSelect {
                custom_id,
                placeholder,
                options,
            }) => Some(serenity::CreateActionRow::SelectMenu(
                select_menu(custom_id, placeholder, options)
                    .min_values(1)
                    .max_values(options.len().min(limits::SELECT_OPTIONS) as u8),
            )),
            Some(Component::Button { .. }) => Some(serenity::CreateActionRow::Buttons(
                row.iter()
                    .filter_map(|c| match c {
                        Component::Button {
                            custom_id,
                            label,
                            primary,
                        } => Some(serenity::CreateButton::new(custom_id).label(label).style(
                            if *primary {
                                serenity::ButtonStyle::Primary
                            } else {
                                serenity::ButtonStyle::Secondary
                            },
                        )),
                        _ => None,
                    })
                    .collect(),
            )),
            None => None,
        })
        .collect()
}

/// A channel or DM message.
pub fn create_message(r: &Rendered) -> serenity::CreateMessage {
    let mut m = serenity::CreateMessage::new()
        .embeds(r.embeds.iter().map(create_embed).collect())
        .components(create_rows(&r.rows));
    if let Some(c) = &r.content {
        m = m.content(c);
    }
    m
}

/// A reply to an interaction (ephemeral when asked).
pub fn create_reply(r: &Rendered, ephemeral: bool) -> poise::CreateReply {
    let mut reply = poise::CreateReply::default().ephemeral(ephemeral);
    for e in &r.embeds {
        reply = reply.embed(create_embed(e));
    }
    reply = reply.components(create_rows(&r.rows));
    if let Some(c) = &r.content {
        reply = reply.content(c);
    }
    reply
}
