//! What the table says, to whom: channel messages, DMs and ephemeral replies. A view is made of
//! texts (Fluent ids + arguments) and choices, rendered in the recipient's language at the edge.

use serde::{Deserialize, Serialize};

use super::ids::{ChannelKey, TableId, UserId};
use super::live::Place;
use crate::games::Seat;
use crate::i18n::{Lang, Text};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ViewKind {
    /// The public board summary, after every phase.
    Board,
    /// Who must act and what.
    Prompt,
    /// What just happened.
    Events,
    /// A secret for one player.
    Secret,
    /// The lobby.
    Lobby,
    /// Final scoring.
    Scoring,
    /// An answer to the one who asked.
    Reply,
    /// A refusal.
    Error,
    /// A deadline reminder or a default played.
    Deadline,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Field {
    pub name: Text,
    pub lines: Vec<Text>,
}

/// One answer a player can pick from a prompt: choice `index` of `seat`'s list at `version`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub seat: Seat,
    pub index: u16,
    pub label: Text,
    /// What the choice does now (shown beside its label where there is room).
    #[serde(default)]
    pub detail: Option<Text>,
    /// Its kind, as a position in the view's `groups`.
    #[serde(default)]
    pub group: Option<u16>,
    /// A fingerprint of what it does (its actions, and the seat's moves so far): a press
    /// from an older message still counts when the same answer is offered now.
    #[serde(default)]
    pub mark: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MessageView {
    pub kind: ViewKind,
    pub table: Option<TableId>,
    /// The table version the choices belong to.
    pub version: i64,
    pub title: Option<Text>,
    pub lines: Vec<Text>,
    pub fields: Vec<Field>,
    pub choices: Vec<Choice>,
    /// What the choices answer, short (said on their menu: "Your move: place a worker").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ask: Option<Text>,
    /// The kinds of the choices, for a list too long to offer at once.
    #[serde(default)]
    pub groups: Vec<Text>,
    /// Items `seat` may pick several of at once (positions 0..), beside the choices.
    pub pick: Option<(Seat, Pick)>,
    /// Table commands offered as buttons (join, start, my hand …).
    #[serde(default)]
    pub buttons: Vec<Button>,
    /// People this message calls by name, so that they are notified (an async turn).
    #[serde(default)]
    pub mentions: Vec<UserId>,
    /// The living message this view is shown in, if any: it replaces what that message showed.
    #[serde(default)]
    pub place: Option<Place>,
    /// A picture shown with the message (the board), drawn when the message is sent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub picture: Option<Picture>,
}

/// A picture for a message: an SVG document made by the game with [`crate::render`],
/// rasterized at the edge, after the acknowledgement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Picture {
    /// The file name it is attached under (`board.png`).
    pub name: String,
    pub svg: String,
    /// What it shows, for those who cannot see it (the image's description).
    pub alt: Text,
    /// Where the same board is told in words (the message's footer); none on the final
    /// scoring, which is the whole story already (nor on a message stored before pictures
    /// said it).
    #[serde(default)]
    pub words: Option<Text>,
}

/// Several items a seat may pick at once (the dice of a roll to reroll), and what picking does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pick {
    /// What picking does and costs (a select's placeholder).
    pub prompt: Text,
    pub items: Vec<Text>,
}

/// A table command offered as a button.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Button {
    Join,
    Leave,
    AddBot,
    /// A bot of [`super::BotLevel::Hard`], in games that have one.
    AddHardBot,
    Start,
    /// The presser's own hand and controls, privately.
    Hand,
    /// Take back the presser's latest move.
    Undo,
}

impl MessageView {
    pub fn new(kind: ViewKind) -> Self {
        MessageView {
            kind,
            table: None,
            version: 0,
            title: None,
            lines: Vec::new(),
            fields: Vec::new(),
            choices: Vec::new(),
            ask: None,
            groups: Vec::new(),
            pick: None,
            buttons: Vec::new(),
            mentions: Vec::new(),
            place: None,
            picture: None,
        }
    }

    pub fn titled(kind: ViewKind, title: Text) -> Self {
        let mut v = MessageView::new(kind);
        v.title = Some(title);
        v
    }

    pub fn line(mut self, t: Text) -> Self {
        self.lines.push(t);
        self
    }

    /// Every text in the view (title, lines, fields, choice labels, the picture's description).
    pub fn texts(&self) -> impl Iterator<Item = &Text> {
        self.title
            .iter()
            .chain(self.lines.iter())
            .chain(
                self.fields
                    .iter()
                    .flat_map(|f| std::iter::once(&f.name).chain(f.lines.iter())),
            )
            .chain(
                self.choices
                    .iter()
                    .flat_map(|c| std::iter::once(&c.label).chain(c.detail.iter())),
            )
            .chain(self.groups.iter())
            .chain(
                self.pick
                    .iter()
                    .flat_map(|(_, p)| std::iter::once(&p.prompt).chain(&p.items)),
            )
            .chain(
                self.picture
                    .iter()
                    .flat_map(|p| std::iter::once(&p.alt).chain(p.words.as_ref())),
            )
    }

    /// Every text in the view, to be completed in place (see [`Text::fill`]).
    pub fn texts_mut(&mut self) -> impl Iterator<Item = &mut Text> {
        self.title
            .iter_mut()
            .chain(self.lines.iter_mut())
            .chain(
                self.fields
                    .iter_mut()
                    .flat_map(|f| std::iter::once(&mut f.name).chain(f.lines.iter_mut())),
            )
            .chain(
                self.choices
                    .iter_mut()
                    .flat_map(|c| std::iter::once(&mut c.label).chain(c.detail.iter_mut())),
            )
            .chain(self.groups.iter_mut())
            .chain(
                self.pick
                    .iter_mut()
                    .flat_map(|(_, p)| std::iter::once(&mut p.prompt).chain(&mut p.items)),
            )
            .chain(
                self.picture
                    .iter_mut()
                    .flat_map(|p| std::iter::once(&mut p.alt).chain(p.words.as_mut())),
            )
    }

    /// The view with `name = value` given to every text that lacks it.
    pub fn filled(mut self, name: &'static str, value: &str) -> Self {
        self.texts_mut().for_each(|t| t.fill(name, value));
        self
    }
}

/// Who receives a message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "to")]
pub enum Recipient {
    Channel {
        channel: ChannelKey,
    },
    /// A direct message to one user.
    Dm {
        user: UserId,
    },
    /// Seen only by the user who invoked the command.
    Ephemeral {
        user: UserId,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outbound {
    pub to: Recipient,
    pub lang: Lang,
    pub view: MessageView,
}

impl Outbound {
    pub fn is_channel(&self) -> bool {
        matches!(self.to, Recipient::Channel { .. })
    }
}
