//! The table's rules: lobby, seats, permissions, turns, bots and deadlines. Pure: it changes a
//! `Table` in memory and says what to tell whom; the service commits before anyone is told.

use super::command::{Actor, Op, SettingChange};
use super::deadline::{Deadline, DeadlineMode, Millis};
use super::error::TableError;
use super::game::{Audience, TableGame};
use super::live::Pace;
use super::model::{BotLevel, Occupant, SeatInfo, Status, Table, TableSettings, UserId};
use super::outbound::{Choice, MessageView, Picture, Recipient, ViewKind};
use super::seen::Seen;
use super::verbs::{Args, Meaning};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::Think;

/// What a command did: messages to send once committed, and the game actions to log.
pub struct Effects<A> {
    pub messages: Vec<(Recipient, MessageView)>,
    pub logged: Vec<(Seat, A)>,
    /// A move of this seat was taken back: the log gets an undo entry.
    pub undo: Option<Seat>,
    /// The table changed and must be committed.
    pub changed: bool,
}

impl<A> Default for Effects<A> {
    fn default() -> Self {
        Effects {
            messages: Vec::new(),
            logged: Vec::new(),
            undo: None,
            changed: false,
        }
    }
}

const BOT_NAMES: [&str; 4] = ["Astrid", "Bjorn", "Sigrid", "Ragnar"];

impl<G: TableGame> Table<G> {
    pub(super) fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    fn channel(&self) -> Recipient {
        Recipient::Channel {
            channel: self.channel.clone(),
        }
    }

    fn is_admin(&self, actor: &Actor) -> bool {
        actor.user == self.host || actor.manager
    }

    fn stamp(&self, mut view: MessageView) -> MessageView {
        view.table = Some(self.id);
        view.version = self.version;
        view
    }

    fn say(&self, fx: &mut Effects<G::Action>, to: Recipient, view: MessageView) {
        let view = self.stamp(view);
        fx.messages.push((to, view));
    }

    /// A view whose choices belong to `seat`: stamped with that seat's key, not the table's
    /// version, so another seat's move never makes them stale.
    fn say_choices(
        &self,
        fx: &mut Effects<G::Action>,
        to: Recipient,
        view: MessageView,
        seat: Seat,
    ) {
        let mut view = self.stamp(view);
        if let Some(state) = &self.game {
            view.version = self.seat_key(state, seat);
        }
        fx.messages.push((to, view));
    }

    /// What `seat`'s controls were made for: its own moves so far, its decision and the
    /// choices offered. A press is current while this is unchanged, whatever others do.
    pub fn seat_key(&self, state: &G::State, seat: Seat) -> i64 {
        let moves = self.seats.get(seat as usize).map_or(0, |s| s.moves);
        let decision = G::pending(state)
            .into_iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, d)| format!("{d:?}"))
            .unwrap_or_default();
        let world = Seen::seat::<G>(state, seat);
        let choices: Vec<Vec<G::Action>> = G::prompt(&world, seat, &self.names())
            .choices
            .into_iter()
            .map(|o| o.actions)
            .collect();
        let choices = serde_json::to_string(&choices).unwrap_or_default();
        let hash = fnv(&[
            moves.to_string().as_bytes(),
            decision.as_bytes(),
            choices.as_bytes(),
        ]);
        // Folded to 48 bits so it stays a short, positive number in a custom id.
        (hash & 0xffff_ffff_ffff) as i64
    }

    /// Refuses a press made for controls `seat` no longer has.
    fn check_key(&self, seat: Seat, key: Option<i64>) -> Result<(), TableError> {
        let state = self.game.as_ref().ok_or(TableError::NotRunning)?;
        match key {
            Some(k) if k != self.seat_key(state, seat) => Err(TableError::Stale),
            _ => Ok(()),
        }
    }

    /// The lobby as everyone sees it.
    pub fn lobby_view(&self) -> MessageView {
        let mut v = MessageView::titled(
            ViewKind::Lobby,
            Text::new("lobby-title").text("game", G::name()),
        );
        if let Some(seat) = self.seat_of(self.host) {
            v.lines
                .push(Text::new("lobby-host").str("name", self.name_at(seat)));
        }
        for (i, s) in self.seats.iter().enumerate() {
            let id = match s.occupant {
                Occupant::Human { .. } => "lobby-seat-human",
                Occupant::Bot {
                    level: BotLevel::Random,
                } => "lobby-seat-bot-random",
                Occupant::Bot {
                    level: BotLevel::Heuristic,
                } => "lobby-seat-bot",
                Occupant::Bot {
                    level: BotLevel::Hard,
                } => "lobby-seat-bot-hard",
            };
            let line = Text::new(id)
                .num("seat", i as i64 + 1)
                .str("name", s.name.clone());
            v.lines.push(self.with_seat_choices(line, s));
        }
        if self.status == Status::Lobby {
            v.lines.extend(G::seat_choice_help());
        }
        let st = &self.settings;
        v.lines.extend(G::option_lines(&st.options::<G>()));
        v.lines.push(Text::new("lobby-language").text(
            "lang",
            Text::new(match st.lang {
                crate::i18n::Lang::En => "language-en",
                crate::i18n::Lang::Pl => "language-pl",
            }),
        ));
        v.lines.push(match st.pace() {
            Pace::Live => Text::new("lobby-pace-live").num("minutes", i64::from(st.idle_minutes)),
            Pace::Async => Text::new("lobby-pace-async")
                .text("time", duration(st.turn_seconds))
                .text("deadline", Text::new(deadline_id(st.deadline))),
        });
        v.lines
            .push(Text::new("lobby-help").num("min", G::MIN_SEATS as i64));
        v
    }

    /// A new table's first message: the lobby, with `news` on top.
    pub fn opened(&mut self, news: Text) -> Effects<G::Action> {
        let mut fx = Effects::default();
        self.live.lobby_news = Some(news);
        self.refresh(&mut fx);
        fx
    }

    /// Handles one command. On error the table is unchanged (the caller works on a copy).
    pub fn handle(
        &mut self,
        actor: &Actor,
        op: Op<G::Action>,
        now: Millis,
    ) -> Result<Effects<G::Action>, TableError> {
        let op = match op {
            Op::Verb { name, args } => self.verb(actor, &name, &args)?,
            op => op,
        };
        let mut fx = Effects::default();
        if !matches!(
            op,
            Op::Hand | Op::Status | Op::Options { .. } | Op::Language { .. } | Op::Pings { .. }
        ) {
            // Messages about this change carry the version it will be committed as.
            self.version += 1;
        }
        match op {
            Op::Create { .. } => {
                return Err(TableError::TableExists {
                    game: G::ID.to_string(),
                })
            }
            Op::Join => self.join(actor, &mut fx)?,
            Op::Leave => self.leave(actor, &mut fx)?,
            Op::AddBot { level } => self.add_bot(actor, level, &mut fx)?,
            Op::RemoveBot { seat } => self.remove_bot(actor, seat, &mut fx)?,
            Op::Configure { change } => self.configure(actor, change, now, &mut fx)?,
            Op::Start => self.start(actor, now, &mut fx)?,
            Op::Act { action, version } => self.act(actor, vec![action], version, now, &mut fx)?,
            Op::Batch { actions, version } => self.act(actor, actions, version, now, &mut fx)?,
            Op::Choose {
                seat,
                index,
                version,
                mark,
            } => {
                self.own_controls(actor, seat, None)?;
                let actions = self.chosen(seat, index, version, mark)?;
                self.play_all(seat, actions, now, &mut fx)?;
            }
            Op::Pick {
                seat,
                items,
                version,
            } => {
                self.own_controls(actor, seat, Some(version))?;
                let state = self.game.as_ref().ok_or(TableError::NotRunning)?;
                let action = G::picked(state, seat, items).ok_or(TableError::NoSuchChoice)?;
                self.play_all(seat, vec![action], now, &mut fx)?;
            }
            Op::Options {
                seat,
                group,
                version,
            } => self.options_for(actor, seat, group, version, &mut fx)?,
            Op::Abandon => self.abandon(actor, &mut fx)?,
            Op::Kick { seat } => self.kick(actor, seat, now, &mut fx)?,
            Op::Replace { seat } => self.replace_seat(actor, seat, now, &mut fx)?,
            Op::Host { seat } => self.hand_host(actor, seat, &mut fx)?,
            Op::Hand => self.hand_for(actor, &mut fx)?,
            Op::Status => self.status_for(actor, &mut fx),
            // Taking back needs the log: the service calls `take_back` with it.
            Op::Undo => return Err(TableError::Engine("undo without the log".into())),
            Op::Language { .. } | Op::Pings { .. } => {}
            // A verb means another command, never a verb again.
            Op::Verb { name, .. } => return Err(super::verbs::unknown_verb(&name)),
        }
        if fx.changed {
            self.refresh(&mut fx);
        }
        Ok(fx)
    }

    /// What the game's verb `name` means for the actor's seat now.
    fn verb(&self, actor: &Actor, name: &str, args: &Args) -> Result<Op<G::Action>, TableError> {
        if !G::verbs().iter().any(|v| v.name == name) {
            return Err(super::verbs::unknown_verb(name));
        }
        let seat = self.seat_of(actor.user).ok_or(TableError::NotSeated)?;
        let state = self.game.as_ref().ok_or(TableError::NotRunning)?;
        Ok(match G::verb(state, seat, name, args)? {
            Meaning::Act(action) => Op::Act {
                action,
                version: None,
            },
            Meaning::Batch(actions) => Op::Batch {
                actions,
                version: None,
            },
            Meaning::Console => Op::Hand,
        })
    }

    /// The actor's own actions, played in order on their seat.
    fn act(
        &mut self,
        actor: &Actor,
        actions: Vec<G::Action>,
        version: Option<i64>,
        now: Millis,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        let seat = self.seat_of(actor.user).ok_or(TableError::NotSeated)?;
        self.own_controls(actor, seat, version)?;
        self.play_all(seat, actions, now, fx)
    }

    /// The actor's console with their choices, to them alone.
    fn hand_for(&mut self, actor: &Actor, fx: &mut Effects<G::Action>) -> Result<(), TableError> {
        let seat = self.seat_of(actor.user).ok_or(TableError::NotSeated)?;
        let state = self.game.as_ref().ok_or(TableError::NotRunning)?;
        let mut view = G::hand(&Seen::seat::<G>(state, seat), seat, &self.names());
        self.add_choices(state, seat, &mut view);
        let me = Recipient::Ephemeral { user: actor.user };
        self.say_choices(fx, me, view, seat);
        Ok(())
    }

    fn join(&mut self, actor: &Actor, fx: &mut Effects<G::Action>) -> Result<(), TableError> {
        if self.seat_of(actor.user).is_some() {
            return Err(TableError::AlreadySeated);
        }
        self.in_lobby()?;
        if self.seats.len() >= G::MAX_SEATS {
            return Err(TableError::TableFull);
        }
        self.seats
            .push(SeatInfo::human(actor.user, actor.name.clone()));
        self.lobby_changed(
            fx,
            Text::new("lobby-joined").str("name", actor.name.clone()),
        );
        Ok(())
    }

    fn leave(&mut self, actor: &Actor, fx: &mut Effects<G::Action>) -> Result<(), TableError> {
        let seat = self.seat_of(actor.user).ok_or(TableError::NotSeated)?;
        if self.status == Status::Running {
            return Err(TableError::CannotLeaveRunning);
        }
        self.in_lobby()?;
        if actor.user == self.host {
            return Err(TableError::HostCannotLeave);
        }
        self.seats.remove(seat as usize);
        self.settings.seat_choices.forget(actor.user);
        self.lobby_changed(fx, Text::new("lobby-left").str("name", actor.name.clone()));
        Ok(())
    }

    fn add_bot(
        &mut self,
        actor: &Actor,
        level: BotLevel,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        self.admin(actor)?;
        self.in_lobby()?;
        if self.seats.len() >= G::MAX_SEATS {
            return Err(TableError::TableFull);
        }
        if level == BotLevel::Hard && !G::SEARCH_BOT {
            return Err(TableError::NoHardBot);
        }
        let taken: Vec<&str> = self.seats.iter().map(|s| s.name.as_str()).collect();
        let name = BOT_NAMES.iter().find(|n| !taken.contains(n)).map_or_else(
            || format!("Bot {}", self.seats.len() + 1),
            |n| n.to_string(),
        );
        self.seats.push(SeatInfo::robot(level, name.clone()));
        self.lobby_changed(fx, Text::new("lobby-bot-added").str("name", name));
        Ok(())
    }

    fn remove_bot(
        &mut self,
        actor: &Actor,
        seat: Seat,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        self.admin(actor)?;
        self.in_lobby()?;
        let info = self
            .seats
            .get(seat as usize)
            .ok_or(TableError::NoSuchSeat)?;
        if info.bot().is_none() {
            return Err(TableError::NotABot);
        }
        let name = info.name.clone();
        self.seats.remove(seat as usize);
        self.lobby_changed(fx, Text::new("lobby-bot-removed").str("name", name));
        Ok(())
    }

    fn configure(
        &mut self,
        actor: &Actor,
        change: SettingChange,
        now: Millis,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        match change {
            SettingChange::Seat { key, value } => self.choose_for_seat(actor, &key, &value, fx),
            SettingChange::Option { key, value } => self.set_game_option(actor, key, value, fx),
            SettingChange::Deadline(m) => self.set_setting(actor, now, fx, |st| st.deadline = m),
            SettingChange::TurnSeconds(s) => {
                self.set_setting(actor, now, fx, |st| st.turn_seconds = s.max(60))
            }
            SettingChange::IdleMinutes(m) => self.set_setting(actor, now, fx, |st| {
                st.idle_minutes = m.clamp(1, 24 * 60);
            }),
            SettingChange::Lang(l) => self.set_setting(actor, now, fx, |st| st.lang = l),
        }
    }

    /// One of the game's options, by the host in the lobby.
    fn set_game_option(
        &mut self,
        actor: &Actor,
        key: String,
        value: String,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        self.admin(actor)?;
        self.in_lobby()?;
        let mut options = self.settings.options::<G>();
        if !G::set_option(&mut options, &key, &value) {
            return Err(bad_option::<G>(key, value));
        }
        self.settings.options = super::options::write(&options);
        self.lobby_changed(fx, Text::new("lobby-settings-changed"));
        Ok(())
    }

    /// One of the table's own settings, by the host before or during the game (a running
    /// turn's deadline starts anew).
    fn set_setting(
        &mut self,
        actor: &Actor,
        now: Millis,
        fx: &mut Effects<G::Action>,
        change: impl FnOnce(&mut TableSettings),
    ) -> Result<(), TableError> {
        self.admin(actor)?;
        if !self.status.is_active() {
            return Err(TableError::NotRunning);
        }
        change(&mut self.settings);
        if self.status == Status::Running {
            self.deadline = Some(Deadline::new(now, self.settings.turn_seconds));
        }
        self.lobby_changed(fx, Text::new("lobby-settings-changed"));
        Ok(())
    }

    fn start(
        &mut self,
        actor: &Actor,
        now: Millis,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        self.admin(actor)?;
        self.in_lobby()?;
        if self.seats.len() < G::MIN_SEATS {
            return Err(TableError::TooFewSeats { min: G::MIN_SEATS });
        }
        let (state, events) = G::new_game(self.game_settings(), self.seed)
            .map_err(|e| TableError::Engine(e.to_string()))?;
        self.game = Some(state);
        self.status = Status::Running;
        fx.changed = true;
        self.live.lobby_news = Some(Text::new("game-started"));
        self.tell(&events, None);
        self.after_play(now, fx);
        Ok(())
    }

    fn abandon(&mut self, actor: &Actor, fx: &mut Effects<G::Action>) -> Result<(), TableError> {
        self.admin(actor)?;
        if !self.status.is_active() {
            return Err(TableError::NotRunning);
        }
        self.status = Status::Abandoned;
        self.deadline = None;
        self.live.nudge_at = None;
        fx.changed = true;
        self.note(Text::new("table-abandoned-by").str("name", actor.name.clone()));
        Ok(())
    }

    /// The name of the person at `seat`, when `actor` may take the seat from them (never the
    /// host's).
    fn person_to_remove(&self, actor: &Actor, seat: Seat) -> Result<String, TableError> {
        self.admin(actor)?;
        let info = self
            .seats
            .get(seat as usize)
            .ok_or(TableError::NoSuchSeat)?;
        let user = info.user().ok_or(TableError::NotAPerson)?;
        if user == self.host {
            return Err(TableError::HostCannotLeave);
        }
        Ok(info.name.clone())
    }

    fn kick(
        &mut self,
        actor: &Actor,
        seat: Seat,
        now: Millis,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        let name = self.person_to_remove(actor, seat)?;
        if self.status == Status::Lobby {
            if let Some(user) = self.user_at(seat) {
                self.settings.seat_choices.forget(user);
            }
            self.seats.remove(seat as usize);
            self.lobby_changed(fx, Text::new("lobby-kicked").str("name", name));
        } else {
            self.replace(seat, now, fx, Text::new("table-kicked").str("name", name))?;
        }
        Ok(())
    }

    fn replace_seat(
        &mut self,
        actor: &Actor,
        seat: Seat,
        now: Millis,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        let name = self.person_to_remove(actor, seat)?;
        self.running()?;
        self.replace(seat, now, fx, Text::new("table-replaced").str("name", name))?;
        Ok(())
    }

    fn hand_host(
        &mut self,
        actor: &Actor,
        seat: Seat,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        self.admin(actor)?;
        if !self.status.is_active() {
            return Err(TableError::NotRunning);
        }
        let info = self
            .seats
            .get(seat as usize)
            .ok_or(TableError::NoSuchSeat)?;
        let user = info.user().ok_or(TableError::NotAPerson)?;
        self.host = user;
        let name = info.name.clone();
        fx.changed = true;
        self.note(Text::new("table-new-host").str("name", name));
        Ok(())
    }

    /// One kind of `seat`'s answers, for its player only.
    fn options_for(
        &self,
        actor: &Actor,
        seat: Seat,
        group: u16,
        version: i64,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        self.own_controls(actor, seat, Some(version))?;
        let state = self.game.as_ref().ok_or(TableError::NotRunning)?;
        let prompt = G::prompt(&Seen::seat::<G>(state, seat), seat, &self.names());
        let mut view = MessageView::new(ViewKind::Prompt).line(prompt.personal.clone());
        // The questions the game gives its kinds' own menus, by kind.
        let asks: Vec<(Text, Text)> = (prompt.choices.iter())
            .filter_map(|o| Some((o.group.clone()?, o.group_ask.clone()?)))
            .collect();
        self.place_choices(&mut view, seat, prompt.choices, &prompt.personal);
        view.choices.retain(|c| c.group == Some(group));
        if view.choices.is_empty() {
            return Err(TableError::NoSuchChoice);
        }
        let kind = view.groups.get(group as usize).cloned();
        view.groups.clear();
        // The kind's own menu says what it asks: the game's question, else the kind's name.
        view.ask = kind.as_ref().map(|k| {
            let asked = asks.iter().find(|(g, _)| g == k).map(|(_, a)| a.clone());
            asked.unwrap_or_else(|| Text::new("choose-group").text("group", k.clone()))
        });
        view.title = kind;
        let me = Recipient::Ephemeral { user: actor.user };
        self.say_choices(fx, me, view, seat);
        Ok(())
    }

    /// The table as it stands, for the one who asked only: the board (and the final scoring
    /// once the game is over) with their own choices, or the lobby.
    fn status_for(&self, actor: &Actor, fx: &mut Effects<G::Action>) {
        let me = Recipient::Ephemeral { user: actor.user };
        let Some(state) = &self.game else {
            self.say(fx, me, self.lobby_view());
            return;
        };
        let mut board = G::board(&Seen::channel::<G>(state), &self.names());
        let seat = self.seat_of(actor.user);
        match seat {
            Some(seat) if self.status == Status::Running => {
                self.add_choices(state, seat, &mut board);
                self.say_choices(fx, me.clone(), board, seat);
            }
            _ => self.say(fx, me.clone(), board),
        }
        if self.status == Status::Finished {
            self.say(
                fx,
                me,
                G::scoring(&Seen::channel::<G>(state), &self.names()),
            );
        }
    }

    pub(super) fn in_lobby(&self) -> Result<(), TableError> {
        match self.status {
            Status::Lobby => Ok(()),
            Status::Running => Err(TableError::NotInLobby),
            _ => Err(TableError::NotRunning),
        }
    }

    fn running(&self) -> Result<(), TableError> {
        if self.status == Status::Running {
            Ok(())
        } else {
            Err(TableError::NotRunning)
        }
    }

    fn admin(&self, actor: &Actor) -> Result<(), TableError> {
        if self.is_admin(actor) {
            Ok(())
        } else {
            Err(TableError::NotHost)
        }
    }

    pub(super) fn lobby_changed(&mut self, fx: &mut Effects<G::Action>, what: Text) {
        fx.changed = true;
        self.note(what);
    }

    /// A line for everyone: in the lobby message before the game, in the turn message after.
    pub(super) fn note(&mut self, what: Text) {
        if self.game.is_some() {
            self.live.log.push(what);
        } else {
            self.live.lobby_news = Some(what);
        }
    }

    fn replace(
        &mut self,
        seat: Seat,
        now: Millis,
        fx: &mut Effects<G::Action>,
        what: Text,
    ) -> Result<(), TableError> {
        if let Some(info) = self.seats.get_mut(seat as usize) {
            info.occupant = Occupant::Bot {
                level: BotLevel::Heuristic,
            };
        }
        fx.changed = true;
        self.note(what);
        self.after_play(now, fx);
        Ok(())
    }

    /// Refuses a press unless `actor` sits at `seat` of a running game and pressed controls
    /// the seat still has.
    fn own_controls(&self, actor: &Actor, seat: Seat, key: Option<i64>) -> Result<(), TableError> {
        let mine = self.seat_of(actor.user).ok_or(TableError::NotSeated)?;
        self.running()?;
        if seat != mine {
            return Err(TableError::NotYourSeat);
        }
        self.check_key(seat, key)
    }

    /// What choice `index` of `seat`'s prompt at `version` does. When the seat's prompt has
    /// changed since, the press still counts if the same answer (by its `mark`) is offered now:
    /// a player is refused only when what they pressed no longer means what it said.
    fn chosen(
        &self,
        seat: Seat,
        index: u16,
        version: i64,
        mark: Option<u32>,
    ) -> Result<Vec<G::Action>, TableError> {
        let state = self.game.as_ref().ok_or(TableError::NotRunning)?;
        let world = Seen::seat::<G>(state, seat);
        let mut choices = G::prompt(&world, seat, &self.names()).choices.into_iter();
        if self.check_key(seat, Some(version)).is_ok() {
            return choices
                .nth(index as usize)
                .map(|o| o.actions)
                .ok_or(TableError::NoSuchChoice);
        }
        let mark = mark.ok_or(TableError::Stale)?;
        choices
            .find(|o| self.mark(seat, &o.actions) == mark)
            .map(|o| o.actions)
            .ok_or(TableError::Stale)
    }

    /// Plays several actions of one seat in order, all or none (the caller works on a copy).
    fn play_all(
        &mut self,
        seat: Seat,
        actions: Vec<G::Action>,
        now: Millis,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        if actions.is_empty() {
            return Err(TableError::NoSuchChoice);
        }
        for action in actions {
            self.play(seat, action, now, fx)?;
        }
        Ok(())
    }

    /// Applies one seat's action, lets the bots answer, and says what happened.
    fn play(
        &mut self,
        seat: Seat,
        action: G::Action,
        now: Millis,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        let state = self.game.as_mut().ok_or(TableError::NotRunning)?;
        let deciding = G::pending(state).iter().any(|(s, _)| *s == seat);
        let undoable = G::undoable(state, seat, &action);
        let events = G::apply(state, seat, &action).map_err(|e| TableError::Rule {
            code: format!("{e:?}"),
            text: G::describe_error(&e),
        })?;
        fx.changed = true;
        fx.logged.push((seat, action));
        self.count_takeback(seat, undoable);
        if let Some(info) = self.seats.get_mut(seat as usize) {
            info.moves += 1;
        }
        self.tell(&events, Some(seat));
        if deciding {
            self.after_play(now, fx);
        }
        // A move made while others decide (a rune usable at any time) leaves their turn,
        // prompts and deadline as they were.
        Ok(())
    }

    /// The first bot seat the running game waits for, with its level.
    pub fn bot_to_move(&self) -> Option<(u8, BotLevel)> {
        if self.status != Status::Running {
            return None;
        }
        G::pending(self.game.as_ref()?)
            .into_iter()
            .find_map(|(seat, _)| {
                self.seats
                    .get(seat as usize)
                    .and_then(SeatInfo::bot)
                    .map(|level| (seat, level))
            })
    }

    /// One move of a bot whose decision is pending, if any. Bots never wait for deadlines.
    pub fn bot_step(
        &mut self,
        now: Millis,
        think: Think,
    ) -> Result<Option<Effects<G::Action>>, TableError> {
        let (Some(state), Some((seat, level))) = (self.game.as_ref(), self.bot_to_move()) else {
            return Ok(None);
        };
        let action = G::bot_action(state, seat, level, think)
            .ok_or_else(|| TableError::Engine(format!("the bot at seat {seat} found no move")))?;
        self.version += 1;
        let mut fx = Effects::default();
        self.play(seat, action, now, &mut fx)
            .map_err(|e| TableError::Engine(format!("a bot move was refused: {e}")))?;
        self.refresh(&mut fx);
        Ok(Some(fx))
    }

    /// Public events to the turn message, secrets to their owner's console only. The channel's
    /// lines are worded from the channel's world, each secret from its owner's. A secret
    /// that comes of the player's own move is shown in their console by an edit (they are
    /// looking); any other is news worth a message of its own.
    fn tell(&mut self, events: &[G::Event], by: Option<Seat>) {
        let Some(state) = &self.game else { return };
        let names = self.names();
        let round = G::round(state);
        let story = G::narrate(&Seen::channel::<G>(state), events, &names);
        for line in story.public {
            super::words::add_to_run(&mut self.live.log, line, G::RUNS);
        }
        let mut owners: Vec<Seat> = story.private.iter().map(|(seat, _)| *seat).collect();
        owners.sort_unstable();
        owners.dedup();
        owners.retain(|&seat| self.user_at(seat).is_some());
        let told: Vec<(Seat, Text)> = owners
            .into_iter()
            .flat_map(|seat| {
                let own = G::narrate(&Seen::seat::<G>(state, seat), events, &names).private;
                own.into_iter().filter(move |(s, _)| *s == seat)
            })
            .collect();
        for (seat, text) in told {
            let restated = |old: &Text| G::restates(&text, old);
            self.live
                .tell(seat, text.clone(), by != Some(seat), round, restated);
        }
    }

    /// After play: final scoring once the game is over, else the deadline and the nudge.
    fn after_play(&mut self, now: Millis, fx: &mut Effects<G::Action>) {
        let Some(state) = &self.game else { return };
        if G::is_over(state) {
            self.status = Status::Finished;
            self.deadline = None;
            self.live.nudge_at = None;
            let mut scoring = G::scoring(&Seen::channel::<G>(state), &self.names());
            // The final scoring is the whole story: no pointer to the board in words.
            scoring.picture = self.picture(state).map(|p| Picture { words: None, ..p });
            self.say(fx, self.channel(), scoring);
            return;
        }
        self.deadline = Some(Deadline::new(now, self.settings.turn_seconds));
        let idle = Millis::from(self.settings.idle_minutes.max(1)) * 60_000;
        self.live.nudge_at = (self.settings.pace() == Pace::Live
            && !self.waiting_humans().is_empty())
        .then_some(now + idle);
    }

    /// Puts `offers` on `view` as `seat`'s choices, as [`Self::place_choices`] does; answers
    /// of different kinds that read the same say their kind.
    pub(super) fn offer(
        &self,
        view: &mut MessageView,
        seat: Seat,
        offers: Vec<super::game::Offer<G::Action>>,
        personal: &Text,
    ) {
        self.place_choices(view, seat, offers, personal);
        tell_apart(&mut view.choices, &view.groups);
    }

    /// Puts `offers` on `view` as `seat`'s choices, each marked with what it does, under the
    /// question they answer (the game's short one, else `personal`).
    fn place_choices(
        &self,
        view: &mut MessageView,
        seat: Seat,
        offers: Vec<super::game::Offer<G::Action>>,
        personal: &Text,
    ) {
        let short = (self.game.as_ref()).and_then(|s| G::ask(&Seen::seat::<G>(s, seat), seat));
        view.ask = Some(short.unwrap_or_else(|| personal.clone()));
        view.groups.clear();
        view.choices = offers
            .into_iter()
            .enumerate()
            .map(|(i, o)| {
                let group = o.group.map(|g| {
                    let at = view.groups.iter().position(|k| *k == g).unwrap_or_else(|| {
                        view.groups.push(g);
                        view.groups.len() - 1
                    });
                    at as u16
                });
                Choice {
                    seat,
                    index: i as u16,
                    mark: self.mark(seat, &o.actions),
                    label: o.label,
                    detail: o.detail,
                    group,
                }
            })
            .collect();
    }

    /// A fingerprint of what a choice does for `seat`: its actions, and how many moves the
    /// seat had made (so a second press of the same button after a move is not taken for a
    /// new one). 32 bits are plenty to tell apart the answers of one prompt.
    fn mark(&self, seat: Seat, actions: &[G::Action]) -> u32 {
        let moves = self.seats.get(seat as usize).map_or(0, |s| s.moves);
        let json = serde_json::to_string(actions).unwrap_or_default();
        (fnv(&[moves.to_string().as_bytes(), json.as_bytes()]) & 0xffff_ffff) as u32
    }

    /// The choices `user`'s seat has now, as its prompt offers them (none if not seated).
    pub fn choices_of(&self, user: UserId) -> Vec<Choice> {
        let (Some(seat), Some(state)) = (self.seat_of(user), self.game.as_ref()) else {
            return Vec::new();
        };
        let mut view = MessageView::new(ViewKind::Reply);
        self.add_choices(state, seat, &mut view);
        view.choices
    }

    /// The seat's choices now: its decision's, or what it may do while others decide.
    fn add_choices(&self, state: &G::State, seat: Seat, view: &mut MessageView) {
        let prompt = G::prompt(&Seen::seat::<G>(state, seat), seat, &self.names());
        self.offer(view, seat, prompt.choices, &prompt.personal);
        self.offer_undo(view, seat);
    }

    /// When the next timed thing happens: a nudge or the deadline's next step.
    pub fn next_wake(&self) -> Option<Millis> {
        let deadline = self
            .deadline
            .and_then(|d| d.next_at(self.settings.deadline));
        match (deadline, self.live.nudge_at) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Timed things: the nudge of a live table, deadline reminders, and in `auto` mode the
    /// defaults for whoever has not decided.
    pub fn tick(&mut self, now: Millis) -> Result<Effects<G::Action>, TableError> {
        let mut fx = Effects::default();
        if self.status != Status::Running {
            return Ok(fx);
        }
        if self.live.nudge_at.is_some_and(|at| now >= at) {
            self.version += 1;
            self.live.nudge_at = None;
            fx.changed = true;
            self.nudge(&mut fx);
            return Ok(fx);
        }
        let Some(mut deadline) = self.deadline else {
            return Ok(fx);
        };
        let mode = self.settings.deadline;
        if deadline.next_at(mode).is_none_or(|at| now < at) {
            return Ok(fx);
        }
        self.version += 1;
        fx.changed = true;
        if !deadline.reminded {
            deadline.reminded = true;
            self.deadline = Some(deadline);
            let id = if mode == DeadlineMode::Auto {
                "deadline-half"
            } else {
                "deadline-passed"
            };
            for seat in self.waiting_humans() {
                let name = self.name_at(seat);
                self.note(Text::new(id).str("name", name));
            }
        } else {
            self.play_defaults(now, &mut fx)?;
        }
        self.refresh(&mut fx);
        Ok(fx)
    }

    /// Auto mode, time is up: the default for each waiting person (R-TABLE-1).
    fn play_defaults(
        &mut self,
        now: Millis,
        fx: &mut Effects<G::Action>,
    ) -> Result<(), TableError> {
        let names = self.names();
        for seat in self.waiting_humans() {
            let Some(state) = self.game.as_mut() else {
                break;
            };
            if !G::pending(state).iter().any(|(s, _)| *s == seat) {
                continue;
            }
            let Some(action) = G::default_action(state, seat) else {
                continue;
            };
            let told = |audience| {
                let world = Seen::telling::<G>(state, seat, audience);
                G::describe_action(&world, seat, &action, &names, audience)
            };
            let (public, own) = (told(Audience::Others), told(Audience::Owner));
            let round = G::round(state);
            let events = G::apply(state, seat, &action)
                .map_err(|e| TableError::Engine(format!("default refused: {e}")))?;
            fx.logged.push((seat, action));
            self.live.takeback = None;
            if let Some(info) = self.seats.get_mut(seat as usize) {
                info.moves += 1;
            }
            let name = names.get(seat as usize).cloned().unwrap_or_default();
            self.note(
                Text::new("deadline-default")
                    .str("name", name)
                    .text("action", public),
            );
            self.live.tell(
                seat,
                Text::new("deadline-default-yours").text("action", own),
                true,
                round,
                |_| false,
            );
            self.tell(&events, None);
        }
        self.after_play(now, fx);
        Ok(())
    }

    /// The user of the seat allowed to act on `seat`'s behalf.
    pub fn owner(&self, seat: Seat) -> Option<UserId> {
        self.user_at(seat)
    }
}

/// Refuses option `key` = `value`, saying what the game would take.
/// Answers of different kinds that read the same ("Send 1 swordsman" to two fights) are
/// labelled with their kind as well.
fn tell_apart(choices: &mut [Choice], groups: &[Text]) {
    let twins: Vec<bool> = choices
        .iter()
        .map(|c| {
            choices
                .iter()
                .any(|d| d.label == c.label && d.group != c.group)
        })
        .collect();
    for (c, twin) in choices.iter_mut().zip(twins) {
        let kind = c.group.and_then(|g| groups.get(g as usize));
        if let (true, Some(kind)) = (twin, kind) {
            c.label = Text::new("choice-in-group")
                .text("group", kind.clone())
                .text("label", c.label.clone());
        }
    }
}

fn bad_option<G: TableGame>(key: String, value: String) -> TableError {
    let specs = G::option_specs();
    let allowed = match specs.iter().find(|s| s.key == key) {
        Some(spec) => spec.values.join(", "),
        None => specs.iter().map(|s| s.key).collect::<Vec<_>>().join(", "),
    };
    TableError::BadOption {
        key,
        value,
        allowed,
    }
}

/// A turn time in words: hours, minutes, or both.
pub fn duration(seconds: u32) -> Text {
    let (hours, minutes) = (i64::from(seconds / 3600), i64::from(seconds % 3600 / 60));
    match (hours, minutes) {
        (0, m) => Text::new("duration-minutes").num("minutes", m),
        (h, 0) => Text::new("duration-hours").num("hours", h),
        (h, m) => Text::new("duration-hours-minutes")
            .num("hours", h)
            .num("minutes", m),
    }
}

pub fn deadline_id(m: DeadlineMode) -> &'static str {
    match m {
        DeadlineMode::Off => "deadline-mode-off",
        DeadlineMode::Advisory => "deadline-mode-advisory",
        DeadlineMode::Auto => "deadline-mode-auto",
    }
}

/// FNV-1a over `parts`, each followed by a separator byte.
fn fnv(parts: &[&[u8]]) -> u64 {
    parts
        .iter()
        .flat_map(|part| part.iter().chain(std::iter::once(&0xff)))
        .fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(index: u16, label: &'static str, group: Option<u16>) -> Choice {
        Choice {
            seat: 0,
            index,
            label: Text::new(label),
            detail: None,
            group,
            mark: 0,
        }
    }

    /// Issue 33: two fights each offered "Send 1 swordsman" read the same in one list; each
    /// says its fight. Answers unique in the list, or twins of one kind, are left as they are.
    #[test]
    fn answers_of_different_kinds_that_read_the_same_say_their_kind() {
        let groups = [
            Text::dynamic("troll".into()),
            Text::dynamic("draugr".into()),
        ];
        let mut choices = vec![
            choice(0, "send-one", Some(0)),
            choice(1, "send-all", Some(0)),
            choice(2, "send-one", Some(1)),
            choice(3, "done", None),
            choice(4, "back", Some(1)),
            choice(5, "back", Some(1)),
        ];
        tell_apart(&mut choices, &groups);
        let in_group = |g: &Text, l: &'static str| {
            Text::new("choice-in-group")
                .text("group", g.clone())
                .text("label", Text::new(l))
        };
        assert_eq!(choices[0].label, in_group(&groups[0], "send-one"));
        assert_eq!(choices[2].label, in_group(&groups[1], "send-one"));
        for (i, plain) in [(1, "send-all"), (3, "done"), (4, "back"), (5, "back")] {
            assert_eq!(choices[i].label, Text::new(plain), "{i}");
        }
    }
}
