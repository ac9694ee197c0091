//! What the terminal's player has seen of the table, rebuilt from the table's messages: the
//! story in the order things happened, the board and their own hand as they stand, and the
//! decision before them with what each answer does. The full screen and the plain mode both
//! show this; neither reads a living message itself.

use crate::games::Seat;
use crate::i18n::Text;
use crate::table::{Button, Game, MessageView, Outbound, Recipient, Slot, UserId, ViewKind};

use super::words::Words;

/// What kind of line of the story an entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A new phase or round begins.
    Heading,
    /// Something happened at the table.
    Event,
    /// Something only the player learnt (a card drawn, a peek).
    Private,
    /// The table's answer to what the player asked (a refusal, a note).
    Notice,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub kind: Kind,
    pub text: String,
}

/// A board, a hand or the final scoring in words: a title and its lines, a field's name a
/// line of its own with its lines indented under it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    pub title: String,
    pub lines: Vec<(u8, String)>,
}

/// One answer to the decision at hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// Its index in the table's list of choices.
    pub index: u16,
    pub label: String,
    /// What it gives, costs or risks now.
    pub detail: Option<String>,
    /// Its kind, as a position in the decision's groups.
    pub group: Option<usize>,
    pub mark: u32,
}

/// Items the player may pick several of at once (dice to reroll).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picking {
    pub prompt: String,
    pub items: Vec<String>,
}

/// Where the decision came from: a message that no longer offers it takes it away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Turn,
    Console,
    Reply,
}

/// The decision before the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub seat: Seat,
    /// The table version the answers belong to.
    pub version: i64,
    /// What is asked ("Your move: place a worker").
    pub ask: String,
    pub answers: Vec<Answer>,
    /// The kinds of the answers, for a long list.
    pub groups: Vec<String>,
    pub pick: Option<Picking>,
    /// The player may take their latest move back.
    pub undo: bool,
    pub source: Source,
}

/// Everything the terminal shows, kept up to date from the table's messages.
#[derive(Debug)]
pub struct Story {
    pub words: Words,
    me: UserId,
    pub entries: Vec<Entry>,
    /// The board in words, as it stands.
    pub board: Sheet,
    /// Whether the board message showed only a summary (the game draws its board): the whole
    /// board in words must be asked for.
    pub board_stale: bool,
    /// How many boards the table has posted (a new one each round).
    pub boards: u32,
    board_gen: Option<u32>,
    /// The player's own hand: resources, secrets, "if the game ended now".
    pub hand: Sheet,
    pub decision: Option<Decision>,
    /// Who the table waits on, when it is not the player ("⏳ Astrid must…").
    pub waiting: Option<String>,
    /// The phase being played.
    pub phase: String,
    /// The final scoring, once the game is over.
    pub scoring: Option<Sheet>,
    /// The game's name.
    pub game: String,
    /// The game's rules in short, for the help.
    pub rules: Option<Sheet>,
    /// The board is a map, drawn in lines that must not wrap.
    pub map: bool,
    turn: Told,
    console: Told,
    /// Whether the table's seats were told.
    introduced: bool,
}

/// How far the story has told one living message: its generation, its title and how many of
/// its lines.
#[derive(Debug, Default)]
struct Told {
    gen: Option<u32>,
    title: Option<String>,
    lines: Vec<String>,
}

impl Told {
    /// Follows the living message to generation `gen` (a new message starts untold);
    /// `false` for an older generation, which has nothing left to tell.
    fn reach(&mut self, gen: u32) -> bool {
        if self.gen.is_some_and(|g| gen < g) {
            return false;
        }
        if self.gen != Some(gen) {
            *self = Told {
                gen: Some(gen),
                ..Told::default()
            };
        }
        true
    }
}

/// The lobby's lines that say who sits at the table.
const SEATS: [&str; 4] = [
    "lobby-seat-human",
    "lobby-seat-bot",
    "lobby-seat-bot-random",
    "lobby-seat-bot-hard",
];
/// The turn message's lines that say who is awaited rather than what happened.
const STATUS_LINES: [&str; 2] = ["turn-waiting", "turn-deciding"];
/// The lines a finished phase folds its log into: what they stand for was told already.
const FOLDS: [&str; 2] = ["turn-folded", "turn-folded-summary"];

impl Story {
    pub fn new(words: Words, me: UserId) -> Story {
        Story {
            words,
            me,
            entries: Vec::new(),
            board: Sheet::default(),
            board_stale: false,
            boards: 0,
            board_gen: None,
            hand: Sheet::default(),
            decision: None,
            waiting: None,
            phase: String::new(),
            scoring: None,
            game: String::new(),
            rules: None,
            map: false,
            turn: Told::default(),
            console: Told::default(),
            introduced: false,
        }
    }

    /// Takes in what one command made the table say, in the order it happened: the last look
    /// of a finished phase's message (the events that ended it) before the board of the next.
    pub fn feed(&mut self, messages: &[Outbound]) {
        let mut order: Vec<&Outbound> = messages.iter().filter(|m| self.sees(m)).collect();
        let current = self.turn.gen;
        order.sort_by_key(|m| {
            let edit = m
                .view
                .place
                .is_some_and(|p| p.slot == Slot::Turn && Some(p.gen) == current);
            !edit
        });
        for m in order {
            self.take(&m.view);
        }
    }

    /// A message to the channel, or to the player alone.
    fn sees(&self, m: &Outbound) -> bool {
        match m.to {
            Recipient::Channel { .. } => true,
            Recipient::Dm { user } | Recipient::Ephemeral { user } => user == self.me,
        }
    }

    fn take(&mut self, view: &MessageView) {
        match view.place.map(|p| (p.slot, p.gen)) {
            Some((Slot::Lobby, _)) => self.lobby_view(view),
            Some((Slot::Board, gen)) => self.board_view(view, gen),
            Some((Slot::Turn, gen)) => self.turn_view(view, gen),
            Some((Slot::Console(_), gen)) => self.console_view(view, gen),
            None => self.reply(view),
        }
    }

    /// Once the game begins, who sits at the table and with which rules, told once.
    fn lobby_view(&mut self, view: &MessageView) {
        if self.introduced || !view.buttons.is_empty() {
            return;
        }
        self.introduced = true;
        self.push(Kind::Heading, self.game.clone());
        // The seats and the game's options; not the news, nor the host, pace or language of a
        // Discord table.
        let told = view.lines.iter().filter(|t| {
            let id = t.id.as_ref();
            id != "game-started" && (SEATS.contains(&id) || !id.starts_with("lobby"))
        });
        for line in told {
            let text = self.words.say(line);
            self.push(Kind::Event, text);
        }
    }

    /// A one-off message: the player's hand or the board they asked for, a refusal, the final
    /// scoring.
    fn reply(&mut self, view: &MessageView) {
        match view.kind {
            ViewKind::Secret => {
                self.hand = self.sheet(view);
                self.offer(view, Source::Reply);
            }
            ViewKind::Board => {
                self.board = self.sheet(view);
                self.board_stale = false;
                self.offer(view, Source::Reply);
            }
            ViewKind::Scoring => self.score(view),
            ViewKind::Lobby => {}
            _ => {
                for line in &view.lines {
                    let text = self.words.say(line);
                    self.push(Kind::Notice, text);
                }
            }
        }
    }

    fn board_view(&mut self, view: &MessageView, gen: u32) {
        if view.kind == ViewKind::Scoring {
            return self.score(view);
        }
        if self.board_gen != Some(gen) {
            self.board_gen = Some(gen);
            self.boards += 1;
        }
        self.board = self.sheet(view);
        self.board_stale = view.picture.is_some();
    }

    fn score(&mut self, view: &MessageView) {
        let sheet = self.sheet(view);
        if self.scoring.as_ref() == Some(&sheet) {
            return;
        }
        self.push(Kind::Heading, sheet.title.clone());
        for (_, line) in &sheet.lines {
            self.push(Kind::Event, line.clone());
        }
        self.scoring = Some(sheet);
        self.decision = None;
        self.waiting = None;
    }

    fn turn_view(&mut self, view: &MessageView, gen: u32) {
        if !self.turn.reach(gen) {
            return;
        }
        let title = view.title.as_ref().map(|t| self.words.say(t));
        if title.is_some() && title != self.turn.title {
            if let Some(title) = &title {
                self.phase = title.clone();
                self.push(Kind::Heading, title.clone());
            }
            self.turn.title = title;
        }
        self.turn_log(view);
        let status = view
            .lines
            .iter()
            .rfind(|t| STATUS_LINES.contains(&t.id.as_ref()));
        self.waiting = status.map(|t| self.words.say(t));
        self.offer(view, Source::Turn);
    }

    /// Tells the lines of the turn message's log not told yet. A finished phase's log folded
    /// into one line keeps after it only lines nobody has seen.
    fn turn_log(&mut self, view: &MessageView) {
        let role = |t: &Text| {
            (
                STATUS_LINES.contains(&t.id.as_ref()),
                FOLDS.contains(&t.id.as_ref()),
            )
        };
        let folded = view.lines.iter().any(|t| role(t).1);
        let log: Vec<String> = view
            .lines
            .iter()
            .filter(|t| role(t) == (false, false))
            .map(|t| self.words.say(t))
            .collect();
        let told = if folded {
            0
        } else {
            let told = &self.turn.lines;
            told.iter().zip(&log).take_while(|(a, b)| a == b).count()
        };
        for line in &log[told..] {
            self.push(Kind::Event, line.clone());
        }
        if !folded {
            self.turn.lines = log;
        }
    }

    fn console_view(&mut self, view: &MessageView, gen: u32) {
        if !self.console.reach(gen) {
            return;
        }
        for line in view.lines.iter().filter(|t| t.id == "console-news") {
            let text = self.words.say(line);
            if !self.console.lines.contains(&text) {
                self.console.lines.push(text.clone());
                self.push(Kind::Private, text);
            }
        }
        let mut hand = view.clone();
        hand.lines
            .retain(|t| t.id != "console-news" && t.id != "console-yours");
        self.hand = self.sheet(&hand);
        self.offer(view, Source::Console);
    }

    /// The decision `view` offers the player, if any; a view from where the decision came
    /// that offers none takes it away.
    fn offer(&mut self, view: &MessageView, source: Source) {
        // Only the terminal's player is ever offered choices here: the others are bots.
        let Some(first) = view.choices.first() else {
            if self.decision.as_ref().is_some_and(|d| d.source == source) {
                self.decision = None;
            }
            return;
        };
        let ask = view
            .ask
            .as_ref()
            .or_else(|| {
                view.lines
                    .iter()
                    .find(|t| STATUS_LINES.contains(&t.id.as_ref()))
            })
            .map(|t| self.words.say(t))
            .unwrap_or_default();
        self.decision = Some(Decision {
            seat: first.seat,
            version: view.version,
            ask,
            answers: view
                .choices
                .iter()
                .map(|c| Answer {
                    index: c.index,
                    label: self.words.say(&c.label),
                    detail: c.detail.as_ref().map(|d| self.words.say(d)),
                    group: c.group.map(usize::from),
                    mark: c.mark,
                })
                .collect(),
            groups: view.groups.iter().map(|g| self.words.say(g)).collect(),
            pick: view.pick.as_ref().map(|(_, p)| Picking {
                prompt: self.words.say(&p.prompt),
                items: p.items.iter().map(|i| self.words.say(i)).collect(),
            }),
            undo: view.buttons.contains(&Button::Undo),
            source,
        });
    }

    fn sheet(&self, view: &MessageView) -> Sheet {
        let mut lines = Vec::new();
        let mut add = |depth: u8, text: &Text| {
            let said = self.words.say(text);
            lines.extend(
                said.lines()
                    .filter(|l| !l.trim().is_empty())
                    .map(|l| (depth, l.to_string())),
            );
        };
        for line in &view.lines {
            add(0, line);
        }
        for field in &view.fields {
            add(0, &field.name);
            for line in &field.lines {
                add(1, line);
            }
        }
        Sheet {
            title: view
                .title
                .as_ref()
                .map(|t| self.words.say(t))
                .unwrap_or_default(),
            lines,
        }
    }

    fn push(&mut self, kind: Kind, text: String) {
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            self.entries.push(Entry {
                kind,
                text: line.to_string(),
            });
        }
    }

    /// The game played and its rules in short.
    pub fn set_game(&mut self, game: &dyn Game, rules: Option<&MessageView>) {
        self.game = self.words.say(&game.name());
        self.map = game.board_before_decisions();
        self.rules = rules.map(|r| self.sheet(r));
    }

    /// Tells the player something of the terminal's own (a refusal of what they typed).
    pub fn note(&mut self, text: String) {
        self.push(Kind::Notice, text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::table::{ChannelKey, Choice, Place, Retire};

    const ME: UserId = UserId(1);

    fn story() -> Story {
        Story::new(Words::new(Lang::En, Some("Ola")), ME)
    }

    fn at(slot: Slot, gen: u32, mut view: MessageView) -> Outbound {
        view.place = Some(Place {
            slot,
            gen,
            retire: Retire::Keep,
        });
        let to = match slot {
            Slot::Console(_) => Recipient::Dm { user: ME },
            _ => Recipient::Channel {
                channel: ChannelKey("terminal:t".into()),
            },
        };
        Outbound {
            to,
            lang: Lang::En,
            view,
        }
    }

    /// "↩ <name> takes back: <what>".
    fn said(what: &'static str, name: &str) -> Text {
        Text::new("turn-taken-back")
            .str("name", name.to_string())
            .str("action", what)
    }

    /// A turn message titled "Round <title's length>", with `lines`.
    fn turn(title: &'static str, lines: &[Text]) -> MessageView {
        let round = Text::new("round-words").num("round", title.len() as i64);
        let mut view = MessageView::titled(ViewKind::Events, round);
        view.lines = lines.to_vec();
        view
    }

    fn texts(story: &Story) -> Vec<String> {
        story.entries.iter().map(|e| e.text.clone()).collect()
    }

    #[test]
    fn the_events_that_end_a_phase_come_before_the_next_phase() {
        let mut story = story();
        story.feed(&[at(Slot::Turn, 1, turn("a", &[said("A", "Bo")]))]);
        // The table sends the new round's board first, then the last look of the old phase.
        story.feed(&[
            at(Slot::Board, 2, MessageView::new(ViewKind::Board)),
            at(Slot::Turn, 2, turn("bb", &[said("C", "Bo")])),
            at(
                Slot::Turn,
                1,
                turn("a", &[said("A", "Bo"), said("B", "Ola")]),
            ),
        ]);
        assert_eq!(
            texts(&story),
            [
                "Round 1",
                "↩ Bo takes back: A",
                "↩ You take back: B",
                "Round 2",
                "↩ Bo takes back: C"
            ]
        );
    }

    #[test]
    fn a_folded_phase_tells_only_what_was_not_told() {
        let mut story = story();
        story.feed(&[at(Slot::Turn, 1, turn("a", &[said("A", "Bo")]))]);
        let fold = Text::new("turn-folded").num("count", 1).str("root", "game");
        story.feed(&[at(Slot::Turn, 1, turn("a", &[fold, said("B", "Bo")]))]);
        assert_eq!(
            texts(&story),
            ["Round 1", "↩ Bo takes back: A", "↩ Bo takes back: B"]
        );
    }

    #[test]
    fn a_secret_learnt_is_told_once_and_only_to_its_player() {
        let mut story = story();
        let mut hand = MessageView::new(ViewKind::Secret);
        hand.lines = vec![Text::new("console-news").text("what", said("D", "Ola"))];
        story.feed(&[at(Slot::Console(0), 1, hand.clone())]);
        story.feed(&[at(Slot::Console(0), 1, hand.clone())]);
        assert_eq!(texts(&story), ["↩ You take back: D"]);
        assert_eq!(story.entries[0].kind, Kind::Private);
        let mut other = at(Slot::Console(1), 1, hand);
        other.to = Recipient::Dm { user: UserId(2) };
        story.feed(&[other]);
        assert_eq!(story.entries.len(), 1);
    }

    #[test]
    fn a_decision_goes_when_the_message_that_offered_it_no_longer_does() {
        let mut story = story();
        let mut offer = turn("a", &[]);
        offer.choices = vec![Choice {
            seat: 0,
            index: 0,
            label: said("E", "Bo"),
            detail: Some(said("F", "Ola")),
            group: None,
            mark: 7,
        }];
        offer.version = 4;
        story.feed(&[at(Slot::Turn, 1, offer)]);
        let decision = story.decision.clone().expect("a decision");
        assert_eq!(decision.version, 4);
        assert_eq!(decision.answers[0].label, "↩ Bo takes back: E");
        assert_eq!(
            decision.answers[0].detail.as_deref(),
            Some("↩ You take back: F")
        );
        story.feed(&[at(Slot::Turn, 1, turn("a", &[said("E", "Bo")]))]);
        assert!(story.decision.is_none());
    }
}
