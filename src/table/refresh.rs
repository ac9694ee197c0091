//! After every change: what each living message shows now, and whether it is edited in place
//! or posted anew. Only a slot whose view changed is sent, so one command edits each message at
//! most once.

use super::game::TableGame;
use super::live::{fingerprint, Pace, Retire, Slot, LOG_CHARS, LOG_LINES};
use super::logic::Effects;
use super::model::{Status, Table};
use super::outbound::{Button, MessageView, Picture, Recipient, ViewKind};
use super::seen::Seen;
use super::undo::TAKEN_BACK;
use crate::games::Seat;
use crate::i18n::{render, Text};

/// A finished phase folds its log only when that saves lines: the fold is a line itself.
const FOLD_AT_LEAST: usize = 3;

impl<G: TableGame> Table<G> {
    /// Sends every living message whose view changed.
    pub(super) fn refresh(&mut self, fx: &mut Effects<G::Action>) {
        self.show_lobby(fx);
        if self.game.is_none() {
            return;
        }
        self.show_board(fx);
        self.show_turn(fx);
        for seat in 0..self.seats.len() as Seat {
            if self.user_at(seat).is_some() {
                self.show_console(seat, fx);
            }
        }
        self.live.waiting = self.waiting_decisions();
        self.live.waiting_phase = self.game.as_ref().map(G::phase_key);
    }

    /// The humans whose decision is pending, with that decision (as its debug text).
    fn waiting_decisions(&self) -> Vec<(Seat, String)> {
        let Some(state) = self
            .game
            .as_ref()
            .filter(|_| self.status == Status::Running)
        else {
            return Vec::new();
        };
        G::pending(state)
            .into_iter()
            .filter(|(s, _)| self.user_at(*s).is_some())
            .map(|(s, d)| (s, format!("{d:?}")))
            .collect()
    }

    /// Humans whose decision is pending.
    pub(super) fn waiting_humans(&self) -> Vec<Seat> {
        let Some(state) = &self.game else {
            return Vec::new();
        };
        if self.status != Status::Running {
            return Vec::new();
        }
        G::pending(state)
            .into_iter()
            .map(|(s, _)| s)
            .filter(|&s| self.user_at(s).is_some())
            .collect()
    }

    /// Shows `view` in `slot` unless it shows exactly that already.
    fn emit(
        &mut self,
        fx: &mut Effects<G::Action>,
        slot: Slot,
        to: Recipient,
        mut view: MessageView,
    ) {
        view.table = Some(self.id);
        if view.choices.is_empty() {
            // Only controls depend on the version; anything else is the same view.
            view.version = 0;
        }
        view.place = None;
        if !self.live.show(slot, fingerprint(&view)) {
            return;
        }
        view.place = Some(self.live.place(slot));
        if view.choices.is_empty() {
            view.version = self.version;
        }
        fx.messages.push((to, view));
    }

    fn show_lobby(&mut self, fx: &mut Effects<G::Action>) {
        let shown = self.live.gens.contains_key(&Slot::Lobby.key());
        if self.status != Status::Lobby && !shown {
            return;
        }
        let mut view = self.lobby_view();
        if let Some(news) = self.live.lobby_news.clone() {
            view.lines.insert(0, news);
        }
        if self.status == Status::Lobby {
            view.buttons = vec![Button::Join, Button::Leave, Button::AddBot];
            if G::SEARCH_BOT {
                view.buttons.push(Button::AddHardBot);
            }
            view.buttons.push(Button::Start);
        } else {
            // Started or abandoned: the lobby stays as a record, without its buttons.
            view.lines.retain(|t| t.id != "lobby-help");
        }
        let to = self.channel_to();
        self.emit(fx, Slot::Lobby, to, view);
    }

    fn show_board(&mut self, fx: &mut Effects<G::Action>) {
        let Some(state) = &self.game else { return };
        let round = G::round(state);
        // A game that draws itself shows the picture with a short summary; the whole board in
        // words stays one command away.
        let view = match self.picture(state) {
            Some(picture) => {
                let mut view = G::summary(&Seen::channel::<G>(state), &self.names());
                view.picture = Some(picture);
                view
            }
            None => G::board(&Seen::channel::<G>(state), &self.names()),
        };
        if self.live.board_round != Some(round) {
            if self.live.gens.contains_key(&Slot::Board.key()) {
                // A new round: the board moves to the bottom of the channel.
                self.live.renew(Slot::Board, Retire::Delete);
            }
            self.live.board_round = Some(round);
        }
        let to = self.channel_to();
        self.emit(fx, Slot::Board, to, view);
    }

    /// The board as a picture, when the game draws one; while the game runs, with a pointer to
    /// the whole board in words (once it is over, the final scoring says it all).
    pub(super) fn picture(&self, state: &G::State) -> Option<Picture> {
        let world = Seen::channel::<G>(state);
        let svg = G::picture(&world, &self.names(), self.settings.lang)?;
        Some(Picture {
            name: "board.png".into(),
            svg,
            alt: Text::new("picture-alt").text("what", G::phase_title(&world)),
            words: (!G::is_over(state)).then(|| Text::new("picture-in-words").str("root", G::ID)),
        })
    }

    /// Starts a new turn message when the game asks for one, after giving the current one its
    /// final look (its log, no controls).
    fn show_turn(&mut self, fx: &mut Effects<G::Action>) {
        let Some(state) = &self.game else { return };
        let phase = G::phase_key(state);
        let title = G::phase_title(&Seen::channel::<G>(state));
        let started = self.live.gens.contains_key(&Slot::Turn.key());
        // A human's turn starts when they come to wait, or wait on into a new phase; while
        // they go on deciding (their next decision follows their last), it is the same turn.
        let new_phase = self.live.waiting_phase != Some(phase);
        let newcomers: Vec<Seat> = self
            .waiting_decisions()
            .into_iter()
            .map(|(s, _)| s)
            .filter(|s| new_phase || !self.live.waiting.iter().any(|(w, _)| w == s))
            .collect();
        // Once the game is over, the last turn message is closed where it stands.
        let renew = !started
            || self.log_full()
            || self.status == Status::Running
                && match self.settings.pace() {
                    Pace::Live => self.live.phase != Some(phase),
                    Pace::Async => !newcomers.is_empty(),
                };
        // A live phase that told the channel nothing (a side with no attack to make) hands
        // its message to the next phase instead of standing as a message of its own.
        let idle = started
            && self.settings.pace() == Pace::Live
            && self.status == Status::Running
            && self.live.phase != Some(phase)
            && self.live.log_shown == 0
            && self.live.log.len() <= 1;
        if renew && idle {
            self.live.title = Some(title);
            self.live.phase = Some(phase);
        } else if renew {
            if started {
                let over = self.live.phase.filter(|&p| p != phase);
                let last = if over.is_some_and(|p| !G::keeps_log(p)) {
                    self.folded_view()
                } else {
                    self.turn_view(false)
                };
                let to = self.channel_to();
                self.emit(fx, Slot::Turn, to, last);
            }
            self.live.new_turn(Retire::Keep, title, phase);
            self.live.mentioned = match self.settings.pace() {
                Pace::Async => newcomers,
                Pace::Live => Vec::new(),
            };
        }
        let view = self.turn_view(self.status == Status::Running);
        let to = self.channel_to();
        self.emit(fx, Slot::Turn, to, view);
        self.live.log_shown = self.live.log.len();
    }

    /// A finished phase's turn message as it stays in the channel (issue 33): the lines the
    /// channel was already shown fold into one, and the lines of the step that ended the
    /// phase, which nobody has seen yet, stay as they are.
    fn folded_view(&self) -> MessageView {
        let mut view = self.turn_view(false);
        let shown = self.live.log_shown.min(view.lines.len());
        if shown >= FOLD_AT_LEAST {
            let rest = view.lines.split_off(shown);
            let line = match super::words::summary(summary_items::<G>(&view.lines)) {
                Some(summary) => Text::new("turn-folded-summary").text("summary", summary),
                None => Text::new("turn-folded").num("count", shown as i64),
            };
            view.lines = vec![line.str("root", G::ID)];
            view.lines.extend(rest);
        }
        view
    }

    /// The turn message moves to the bottom and calls the waiting players (live pace, after
    /// they were idle for a while).
    pub(super) fn nudge(&mut self, fx: &mut Effects<G::Action>) {
        let humans = self.waiting_humans();
        if humans.is_empty() {
            return;
        }
        let log = std::mem::take(&mut self.live.log);
        let title = self
            .live
            .title
            .clone()
            .unwrap_or_else(|| Text::new("turn-title"));
        let phase = self.live.phase.unwrap_or_default();
        self.live.new_turn(Retire::Delete, title, phase);
        self.live.log = log;
        self.live.mentioned = humans;
        self.refresh(fx);
    }

    fn log_full(&self) -> bool {
        let chars: usize = self
            .live
            .log
            .iter()
            .map(|t| render(t, self.settings.lang).chars().count() + 1)
            .sum();
        self.live.log.len() >= LOG_LINES || chars >= LOG_CHARS
    }

    /// The turn message: its log, then who is awaited and, when one person decides in the
    /// open, their controls.
    fn turn_view(&self, open: bool) -> MessageView {
        let mut view = MessageView::new(ViewKind::Events);
        view.title = self.live.title.clone();
        view.lines = self.live.log.clone();
        view.mentions = self
            .live
            .mentioned
            .iter()
            .filter_map(|&s| self.user_at(s))
            .collect();
        let Some(state) = self.game.as_ref().filter(|_| open) else {
            return view;
        };
        view.kind = ViewKind::Prompt;
        view.buttons = vec![Button::Hand];
        let humans = self.waiting_humans();
        let names = self.names();
        if humans.len() > 1 {
            let who: Vec<String> = humans.iter().map(|&s| self.name_at(s)).collect();
            view.lines
                .push(Text::new("turn-deciding").str("names", who.join(", ")));
            return view;
        }
        let Some(&seat) = humans.first() else {
            return view;
        };
        // The turn message is the channel's: its prompt is worded from the channel's world
        // (a prompt that is not private offers the same choices in every world).
        let prompt = G::prompt(&Seen::channel::<G>(state), seat, &names);
        view.lines
            .push(Text::new("turn-waiting").text("what", prompt.public));
        if !prompt.private {
            self.offer(&mut view, seat, prompt.choices, &prompt.personal);
            view.pick = prompt.pick.map(|p| (seat, p));
            view.version = self.seat_key(state, seat);
            self.offer_undo(&mut view, seat);
        }
        view
    }

    /// The undo button beside `seat`'s controls, while it may take a move back.
    pub(super) fn offer_undo(&self, view: &mut MessageView, seat: Seat) {
        if self.can_take_back(seat) && !view.buttons.contains(&Button::Undo) {
            view.buttons.push(Button::Undo);
        }
    }

    /// The seat's console: their hand and secrets, and their controls when they decide in
    /// private (or may use something while others decide).
    fn show_console(&mut self, seat: Seat, fx: &mut Effects<G::Action>) {
        let Some(state) = &self.game else { return };
        let Some(user) = self.user_at(seat) else {
            return;
        };
        let round = G::round(state);
        let slot = Slot::Console(seat);
        let shown = self.live.gens.contains_key(&slot.key());
        let new_round = self.live.console_round.get(&seat) != Some(&round);
        let fresh = self.live.fresh.contains(&seat);
        if shown && (new_round || fresh) {
            let last = self.moved_console(seat, new_round);
            self.emit(fx, slot, Recipient::Dm { user }, last);
            self.live.renew(slot, Retire::Keep);
        }
        if new_round {
            match self.live.coming.remove(&seat) {
                Some(coming) => self.live.news.insert(seat, coming),
                None => self.live.news.remove(&seat),
            };
        }
        self.live.console_round.insert(seat, round);
        self.live.fresh.retain(|&s| s != seat);
        let view = self.console_view(seat, self.status == Status::Running);
        self.emit(fx, slot, Recipient::Dm { user }, view);
    }

    /// What a console becomes when a new one is posted below it: one line saying where it
    /// went, so that a DM holds one live console (the new post still notifies the player),
    /// and, at a new round, the secrets it told in the last one, which belong to it (the new
    /// round's console starts without them: a land's card or a hand they spoke of may have
    /// changed since).
    fn moved_console(&self, seat: Seat, new_round: bool) -> MessageView {
        let mut view = MessageView::new(ViewKind::Secret);
        let line = match self.live.console_round.get(&seat) {
            Some(&round) => Text::new("console-moved-round").text("when", G::round_words(round)),
            None => Text::new("console-moved"),
        };
        view.lines.push(line);
        let news = self.live.news.get(&seat).filter(|_| new_round);
        for news in news.into_iter().flatten() {
            view.lines
                .push(Text::new("console-news").text("what", news.clone()));
        }
        view
    }

    fn console_view(&self, seat: Seat, open: bool) -> MessageView {
        let Some(state) = &self.game else {
            return MessageView::new(ViewKind::Secret);
        };
        let names = self.names();
        let world = Seen::seat::<G>(state, seat);
        let mut view = G::hand(&world, seat, &names);
        view.kind = ViewKind::Secret;
        if let Some(news) = self.live.news.get(&seat) {
            for (i, t) in news.iter().enumerate() {
                view.lines
                    .insert(i, Text::new("console-news").text("what", t.clone()));
            }
        }
        if !open {
            return view;
        }
        let humans = self.waiting_humans();
        let prompt = G::prompt(&world, seat, &names);
        let in_turn_message = humans == [seat] && !prompt.private;
        if !in_turn_message && !prompt.choices.is_empty() {
            // What the player must decide now comes first, above the news and their sheet.
            if humans.contains(&seat) {
                view.lines.insert(
                    0,
                    Text::new("console-yours").text("what", prompt.personal.clone()),
                );
            }
            self.offer(&mut view, seat, prompt.choices, &prompt.personal);
            view.pick = prompt.pick.map(|p| (seat, p));
            view.version = self.seat_key(state, seat);
            self.offer_undo(&mut view, seat);
        }
        view
    }

    pub(super) fn channel_to(&self) -> Recipient {
        Recipient::Channel {
            channel: self.channel.clone(),
        }
    }
}

/// What `lines` of a finished phase give its one-line summary ([`TableGame::summary_item`]);
/// a move taken back takes its item back with it.
fn summary_items<G: TableGame>(lines: &[Text]) -> Vec<(Option<Text>, Text)> {
    let mut items = Vec::new();
    for line in lines {
        if line.id == TAKEN_BACK {
            items.pop();
        } else if let Some(item) = G::summary_item(line) {
            items.push(item);
        }
    }
    items
}
