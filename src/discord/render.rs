//! Outbound views rendered for Discord: embeds and components in the recipient's language,
//! always inside Discord's limits (long views are cut into several messages, never rejected).

use poise::serenity_prelude as serenity;
use serde::Serialize;

use super::custom_id::{Code, CustomId};
use crate::i18n::{render, Lang, Text};
use crate::table::{Button, MessageView, ViewKind};

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
    pub const OPTION_DESCRIPTION: usize = 100;
    pub const PLACEHOLDER: usize = 150;
    pub const CUSTOM_ID: usize = 100;
    pub const ATTACHMENT_DESCRIPTION: usize = 1024;
    pub const FOOTER: usize = 2048;
}

fn is_false(b: &bool) -> bool {
    !b
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Embed {
    pub title: Option<String>,
    pub description: Option<String>,
    pub fields: Vec<(String, String)>,
    /// Whether the fields stand side by side (short facts) or each across the width (a
    /// player's private sheet, read top to bottom).
    #[serde(skip_serializing_if = "is_false")]
    pub stacked: bool,
    pub color: u32,
    /// The embed's image: `attachment://<name>` for a file sent with the message.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    /// Small print under the embed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub footer: Option<String>,
}

impl Embed {
    /// An embed with nothing in it yet.
    fn blank(stacked: bool, color: u32) -> Embed {
        Embed {
            title: None,
            description: None,
            fields: Vec::new(),
            stacked,
            color,
            image: None,
            footer: None,
        }
    }
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
        options: Vec<SelectOption>,
    },
    /// Pick one or more options at once.
    MultiSelect {
        custom_id: String,
        placeholder: String,
        options: Vec<SelectOption>,
    },
}

/// One option of a select menu: what it says, what it sends, and what it does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
}

/// One Discord message: content, embeds and rows of components.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Rendered {
    pub content: Option<String>,
    pub embeds: Vec<Embed>,
    pub rows: Vec<Vec<Component>>,
    /// The users the content calls by name and who may be notified; nobody else ever is.
    pub mentions: Vec<u64>,
    /// Files sent with the message (the board's picture); an edit replaces the old ones.
    #[serde(skip)]
    pub files: Vec<File>,
    /// On an edit: the attachment already on the message that stays (a picture that did not
    /// change is kept, not sent again).
    #[serde(skip)]
    pub keep: Option<u64>,
    /// Makes a post happen once however often it is sent: Discord answers a post whose nonce
    /// it has seen in the last minutes with the message it made then (`enforce_nonce`).
    #[serde(skip)]
    pub nonce: Option<String>,
}

impl Rendered {
    /// The custom ids of its controls, row by row.
    pub fn custom_ids(&self) -> Vec<String> {
        let controls = self.rows.iter().flatten();
        controls.map(|c| c.custom_id().to_string()).collect()
    }
}

impl Component {
    pub fn custom_id(&self) -> &str {
        match self {
            Component::Button { custom_id, .. }
            | Component::Select { custom_id, .. }
            | Component::MultiSelect { custom_id, .. } => custom_id,
        }
    }
}

/// A file attached to a message.
#[derive(Clone, PartialEq, Eq)]
pub struct File {
    pub name: String,
    /// What it shows, in words (an image's description).
    pub description: String,
    pub data: Vec<u8>,
}

impl std::fmt::Debug for File {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "File({}, {} bytes)", self.name, self.data.len())
    }
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
    let mut embeds = described(view, lang);
    let (stacked, color) = (view.kind == ViewKind::Secret, color(view.kind));
    for field in fields(view, lang) {
        let need_new = {
            let last = embeds.last().map_or(0, embed_size);
            let count = embeds.last().map_or(0, |e| e.fields.len());
            count >= limits::FIELDS
                || last + field.0.chars().count() + field.1.chars().count()
                    > limits::EMBED_TOTAL / 2
        };
        if need_new {
            embeds.push(Embed::blank(stacked, color));
        }
        if let Some(e) = embeds.last_mut() {
            e.fields.push(field);
        }
    }
    let mut messages = packed(embeds);
    if let Some(last) = messages.last_mut() {
        last.rows = components(view, lang);
    }
    if let Some(first) = messages.first_mut() {
        first.mentions = view.mentions.iter().map(|u| u.0).collect();
        if !first.mentions.is_empty() {
            let called: Vec<String> = first.mentions.iter().map(|u| format!("<@{u}>")).collect();
            first.content = Some(called.join(" "));
        }
    }
    messages
}

/// The view's fields, each value cut into pieces an embed field holds (the pieces after the
/// first named "… …").
fn fields(view: &MessageView, lang: Lang) -> Vec<(String, String)> {
    let mut fields = Vec::new();
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
    fields
}

/// The view's title and lines as embeds (at least one, titled), the first one showing its
/// picture.
fn described(view: &MessageView, lang: Lang) -> Vec<Embed> {
    let title = view
        .title
        .as_ref()
        .map(|t| clip(&text(t, lang), limits::TITLE));
    let lines: Vec<String> = view.lines.iter().map(|t| text(t, lang)).collect();
    let (stacked, color) = (view.kind == ViewKind::Secret, color(view.kind));
    let mut embeds: Vec<Embed> = chunks(&lines, limits::DESCRIPTION)
        .into_iter()
        .map(|d| Embed {
            description: Some(d),
            ..Embed::blank(stacked, color)
        })
        .collect();
    if embeds.is_empty() {
        embeds.push(Embed::blank(stacked, color));
    }
    if let Some(first) = embeds.first_mut() {
        first.title = title;
    }
    if let (Some(e), Some(p)) = (embeds.first_mut(), &view.picture) {
        e.image = Some(format!("attachment://{}", p.name));
        // Whoever cannot see the picture (or prefers words) is told where the words are.
        e.footer = p
            .words
            .as_ref()
            .map(|w| clip(&text(w, lang), limits::FOOTER));
    }
    embeds
}

/// Embeds packed into messages under the per-message total and count (at least one message).
fn packed(embeds: Vec<Embed>) -> Vec<Rendered> {
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
    messages.push(cur);
    messages
}

/// A view as exactly one message (a living message): what does not fit is left out, the
/// controls are kept.
pub fn render_one(view: &MessageView, lang: Lang) -> Rendered {
    let mut parts = render_view(view, lang);
    let rows = parts.last().map(|p| p.rows.clone()).unwrap_or_default();
    parts.truncate(1);
    let mut one = parts.pop().unwrap_or_default();
    one.rows = rows;
    one
}

/// Characters an embed counts towards the per-message limit.
pub fn embed_size(e: &Embed) -> usize {
    e.title.as_deref().map_or(0, |t| t.chars().count())
        + e.description.as_deref().map_or(0, |d| d.chars().count())
        + e.fields
            .iter()
            .map(|(n, v)| n.chars().count() + v.chars().count())
            .sum::<usize>()
        + e.footer.as_deref().map_or(0, |f| f.chars().count())
}

/// Choices as buttons (up to five) or a select menu (up to 25, or their kinds first when
/// there are more), the dice to pick, and the table's buttons.
fn components(view: &MessageView, lang: Lang) -> Vec<Vec<Component>> {
    let Some(table) = view.table else {
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
    if let Some(row) = choice_row(view, lang, &id) {
        rows.push(row);
    }
    if let Some((seat, pick)) = &view.pick {
        let options: Vec<SelectOption> = pick
            .items
            .iter()
            .take(limits::SELECT_OPTIONS)
            .enumerate()
            .map(|(i, t)| SelectOption {
                label: clip(&text(t, lang), limits::OPTION_LABEL),
                value: i.to_string(),
                description: None,
            })
            .collect();
        if !options.is_empty() {
            rows.push(vec![Component::MultiSelect {
                custom_id: id(Code::Pick { seat: *seat }),
                placeholder: clip(&text(&pick.prompt, lang), limits::PLACEHOLDER),
                options,
            }]);
        }
    }
    let buttons: Vec<Component> = view
        .buttons
        .iter()
        .take(limits::BUTTONS_PER_ROW)
        .map(|b| table_button(*b, lang, &id))
        .collect();
    if !buttons.is_empty() {
        rows.push(buttons);
    }
    rows
}

fn choice_row(
    view: &MessageView,
    lang: Lang,
    id: &dyn Fn(Code) -> String,
) -> Option<Vec<Component>> {
    let seat = view.choices.first()?.seat;
    let placeholder = |key| clip(&text(&Text::new(key), lang), limits::PLACEHOLDER);
    if view.choices.len() > limits::SELECT_OPTIONS && !view.groups.is_empty() {
        // Too many to list: the kind first, then the answers of that kind.
        let options = view
            .groups
            .iter()
            .enumerate()
            .take(limits::SELECT_OPTIONS)
            .map(|(g, t)| SelectOption {
                label: clip(&text(t, lang), limits::OPTION_LABEL),
                value: id(Code::Group {
                    seat,
                    group: g as u16,
                }),
                description: None,
            })
            .collect();
        // The game's question, answered a kind first (its own menu asks for the rest).
        let asked = view
            .ask
            .as_ref()
            .map(|a| clip(&text(a, lang), limits::PLACEHOLDER));
        return Some(vec![Component::Select {
            custom_id: id(Code::Select { seat }),
            placeholder: asked.unwrap_or_else(|| placeholder("discord-choose-kind")),
            options,
        }]);
    }
    let has_details = view.choices.iter().any(|c| c.detail.is_some());
    if view.choices.len() <= limits::BUTTONS_PER_ROW && !has_details {
        return Some(
            view.choices
                .iter()
                .enumerate()
                .map(|(i, c)| Component::Button {
                    custom_id: id(Code::Choice {
                        seat: c.seat,
                        index: c.index,
                        mark: Some(c.mark),
                    }),
                    label: clip(&text(&c.label, lang), limits::BUTTON_LABEL),
                    primary: i == 0,
                })
                .collect(),
        );
    }
    let options = view
        .choices
        .iter()
        .take(limits::SELECT_OPTIONS)
        .map(|c| SelectOption {
            label: clip(&text(&c.label, lang), limits::OPTION_LABEL),
            value: id(Code::Choice {
                seat: c.seat,
                index: c.index,
                mark: Some(c.mark),
            }),
            description: c
                .detail
                .as_ref()
                .map(|d| clip(&text(d, lang), limits::OPTION_DESCRIPTION)),
        })
        .collect();
    // The menu says what it answers; a bare "Choose…" only when the game said nothing.
    let asked = view
        .ask
        .as_ref()
        .map(|a| clip(&text(a, lang), limits::PLACEHOLDER));
    Some(vec![Component::Select {
        custom_id: id(Code::Select { seat }),
        placeholder: asked.unwrap_or_else(|| placeholder("discord-choose")),
        options,
    }])
}

fn table_button(b: Button, lang: Lang, id: &dyn Fn(Code) -> String) -> Component {
    let (code, key, primary) = match b {
        Button::Join => (Code::Join, "discord-button-join", true),
        Button::Leave => (Code::Leave, "discord-button-leave", false),
        Button::AddBot => (Code::AddBot, "discord-button-add-bot", false),
        Button::AddHardBot => (Code::AddHardBot, "discord-button-add-hard-bot", false),
        Button::Start => (Code::Start, "discord-button-start", false),
        Button::Hand => (Code::Hand, "discord-hand-button", false),
        Button::Undo => (Code::Undo, "discord-undo-button", false),
    };
    Component::Button {
        custom_id: id(code),
        label: clip(&text(&Text::new(key), lang), limits::BUTTON_LABEL),
        primary,
    }
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
        b = b.field(name, value, !e.stacked);
    }
    if let Some(url) = &e.image {
        b = b.image(url);
    }
    if let Some(t) = &e.footer {
        b = b.footer(serenity::CreateEmbedFooter::new(t));
    }
    b
}

fn attachment(f: &File) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(f.data.clone(), f.name.clone())
        .description(clip(&f.description, limits::ATTACHMENT_DESCRIPTION))
}

fn select_menu(
    custom_id: &str,
    placeholder: &str,
    options: &[SelectOption],
) -> serenity::CreateSelectMenu {
    serenity::CreateSelectMenu::new(
        custom_id,
        serenity::CreateSelectMenuKind::String {
            options: options
                .iter()
                .map(|o| {
                    let option = serenity::CreateSelectMenuOption::new(&o.label, &o.value);
                    match &o.description {
                        Some(d) => option.description(d),
                        None => option,
                    }
                })
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

/// Who a message may notify: exactly the users it calls, never roles or everyone.
pub fn allowed_mentions(r: &Rendered) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
        .all_users(false)
        .all_roles(false)
        .everyone(false)
        .users(r.mentions.iter().map(|&u| serenity::UserId::new(u.max(1))))
}

/// A channel or DM message.
pub fn create_message(r: &Rendered) -> serenity::CreateMessage {
    let mut m = serenity::CreateMessage::new()
        .embeds(r.embeds.iter().map(create_embed).collect())
        .components(create_rows(&r.rows))
        .allowed_mentions(allowed_mentions(r))
        .add_files(r.files.iter().map(attachment));
    if let Some(c) = &r.content {
        m = m.content(c);
    }
    if let Some(n) = &r.nonce {
        m = m
            .nonce(serenity::Nonce::String(n.clone()))
            .enforce_nonce(true);
    }
    m
}

/// A living message shown anew: everything replaced — content cleared when there is none, and
/// the files it carried replaced by the new ones (or removed).
pub fn edit_message(r: &Rendered) -> serenity::EditMessage {
    let kept = r
        .keep
        .iter()
        .fold(serenity::EditAttachments::new(), |a, &id| {
            a.keep(serenity::AttachmentId::new(id.max(1)))
        });
    let files = r.files.iter().fold(kept, |a, f| a.add(attachment(f)));
    serenity::EditMessage::new()
        .embeds(r.embeds.iter().map(create_embed).collect())
        .components(create_rows(&r.rows))
        .allowed_mentions(allowed_mentions(r))
        .content(r.content.clone().unwrap_or_default())
        .attachments(files)
}

/// A private menu shown anew in place, through the interaction pressed in it: words and
/// controls replaced, files added when the step has any.
pub fn edit_response(r: &Rendered) -> serenity::EditInteractionResponse {
    let mut edit = serenity::EditInteractionResponse::new()
        .embeds(r.embeds.iter().map(create_embed).collect())
        .components(create_rows(&r.rows))
        .content(r.content.clone().unwrap_or_default());
    for f in &r.files {
        edit = edit.new_attachment(attachment(f));
    }
    edit
}

/// A pressed message's new content, given in the press's own answer (UPDATE_MESSAGE).
pub fn update_message(r: &Rendered) -> serenity::CreateInteractionResponseMessage {
    let mut update = serenity::CreateInteractionResponseMessage::new()
        .embeds(r.embeds.iter().map(create_embed).collect())
        .components(create_rows(&r.rows))
        .content(r.content.clone().unwrap_or_default());
    for f in &r.files {
        update = update.add_file(attachment(f));
    }
    update
}

/// A reply to an interaction (ephemeral when asked).
pub fn create_reply(r: &Rendered, ephemeral: bool) -> poise::CreateReply {
    let mut reply = poise::CreateReply::default().ephemeral(ephemeral);
    for e in &r.embeds {
        reply = reply.embed(create_embed(e));
    }
    reply = reply.components(create_rows(&r.rows));
    for f in &r.files {
        reply = reply.attachment(attachment(f));
    }
    if let Some(c) = &r.content {
        reply = reply.content(c);
    }
    reply
}
