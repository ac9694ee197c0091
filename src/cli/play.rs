//! `skald play`: a table in the terminal over the same table layer and store as Discord.
//! One human seat against bots, or bots only; a stopped game resumes from the database.

use crate::registry::GAMES;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use clap::Args;

use super::options::{game_options, OptionArgs};
use super::pictures::{BoardPictures, PictureError};
use super::terminal::{body_text, outbound_text, Screen};
use crate::config::{database_url_of, Config};
use crate::games::Seat;
use crate::i18n::{render, Lang, Text};
use crate::registry;
use crate::store::Store;
use crate::table::Think;
use crate::table::{
    Actor, BotLevel, ChannelKey, Choice, DeadlineMode, Game, NoAction, Op, Outbound, Recipient,
    SystemClock, TableCommand, TableError, TableSettings, Tables, UserId, ViewKind,
};

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game, by its id (default: the first game Skald lists). Without it, a table left
    /// unfinished resumes whatever its game; with it, only a table of that game resumes.
    #[arg(long)]
    pub game: Option<String>,
    /// Seats at the table (default: the game's own, 2 for Viking Gods and 3 for the others).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=4))]
    pub players: Option<u8>,
    /// How many seats are bots (default: all but yours).
    #[arg(long)]
    pub bots: Option<u8>,
    /// How the bots play: heuristic, hard (searches ahead; Midgard and the Wall) or random.
    #[arg(long, default_value = "heuristic", value_parser = bot_level)]
    pub level: BotLevel,
    /// How long a hard bot thinks over each decision, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    pub think_ms: u64,
    #[arg(long)]
    pub seed: Option<u64>,
    /// The database: a SQLite file or a postgres:// URL (default: DATABASE_URL, else skald.db).
    #[arg(long)]
    pub db: Option<String>,
    #[arg(long)]
    pub lang: Option<String>,
    /// Milliseconds between bot moves (default 0 with no human seated, else 300).
    #[arg(long)]
    pub bot_delay: Option<u64>,
    #[command(flatten)]
    pub options: OptionArgs,
    /// Your name at the table.
    #[arg(long, default_value = "You")]
    pub name: String,
    /// The terminal table's name (a table per name).
    #[arg(long, default_value = "local")]
    pub table: String,
    /// Write the board's picture into this folder at every new phase (board.png is the newest).
    #[arg(long, value_name = "DIR")]
    pub board_png: Option<PathBuf>,
}

impl PlayArgs {
    /// `skald` with no command: three seats, you and two bots.
    pub fn default_args() -> PlayArgs {
        PlayArgs {
            game: None,
            players: None,
            bots: None,
            level: BotLevel::Heuristic,
            think_ms: 1000,
            seed: None,
            db: None,
            lang: None,
            bot_delay: None,
            options: OptionArgs::default(),
            name: "You".into(),
            table: "local".into(),
            board_png: None,
        }
    }
}

/// A bot level as typed: `heuristic`, `hard` or `random`.
fn bot_level(s: &str) -> Result<BotLevel, String> {
    BotLevel::from_id(s)
        .ok_or_else(|| format!("unknown bot level `{s}` (heuristic, hard or random)"))
}

#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error("{0}")]
    Args(String),
    #[error(transparent)]
    Table(#[from] TableError),
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
    #[error("terminal: {0}")]
    Io(#[from] std::io::Error),
    #[error(transparent)]
    Picture(#[from] PictureError),
    #[error(
        "the table `{table}` holds an unfinished game of {found} (table {id}): resume it with \
         `skald play --table {table}`, or start {asked} at another table with \
         `skald play --game {asked} --table {asked}`"
    )]
    OtherGame {
        table: String,
        id: i64,
        found: String,
        asked: String,
    },
}

/// The terminal's own user.
pub const TERMINAL_USER: UserId = UserId(1);

pub fn channel_key(name: &str) -> ChannelKey {
    if name.contains(':') {
        ChannelKey(name.to_string())
    } else {
        ChannelKey(format!("terminal:{name}"))
    }
}

pub fn database_url(db: &Option<String>) -> String {
    match db {
        Some(db) => database_url_of(db),
        None => Config::from_env()
            .map(|c| c.database_url)
            .unwrap_or_else(|_| crate::config::DEFAULT_DATABASE_URL.to_string()),
    }
}

struct Terminal<'a> {
    game: &'static dyn Game,
    service: Tables,
    channel: ChannelKey,
    me: Actor,
    lang: Lang,
    out: &'a mut dyn Write,
    /// The newest choices offered to the terminal's player.
    choices: Vec<Choice>,
    version: i64,
    screen: Screen,
    /// Where the board's pictures go, when asked for.
    pictures: Option<BoardPictures>,
    /// The newest choices come with items to pick several of at once.
    pick: bool,
    /// What the player last saw of the board in words, for a game that shows it before
    /// decisions: the text of the last board or hand printed for them (a hand may hold the
    /// whole board).
    words_seen: String,
}

impl Terminal<'_> {
    async fn show(&mut self, messages: &[Outbound]) -> Result<(), PlayError> {
        let board_first = self.game.board_before_decisions();
        for m in in_order(messages, board_first) {
            if board_first && offers_choices_beside_the_board(m) {
                self.board_if_changed().await?;
            }
            self.print(m)?;
        }
        self.out.flush()?;
        Ok(())
    }

    fn print(&mut self, m: &Outbound) -> Result<(), PlayError> {
        // Only the terminal's player is ever offered choices here.
        if !m.view.choices.is_empty() {
            self.choices = m.view.choices.clone();
            self.version = m.view.version;
            self.pick = m.view.pick.is_some();
        }
        if let (Some(picture), Some(pictures)) = (&m.view.picture, &mut self.pictures) {
            if let Some(path) = pictures.offer(picture, m.lang)? {
                let said = Text::new("cli-picture").str("path", path.display().to_string());
                writeln!(self.out, "{}", render(&said, self.lang))?;
            }
        }
        if let Some(text) = self.screen.text(m, self.me.user) {
            writeln!(self.out, "{text}")?;
            if self.game.board_before_decisions() && is_words_for(m, self.me.user) {
                self.words_seen = body_text(&m.view, m.lang);
            }
        }
        Ok(())
    }

    /// Prints the board in words (what `b` prints, but for the choices that follow it) unless
    /// the player has seen it in words since it last changed.
    async fn board_if_changed(&mut self) -> Result<(), PlayError> {
        let cmd = TableCommand {
            channel: self.channel.clone(),
            actor: self.me.clone(),
            op: Op::<NoAction>::Status,
        };
        let out = self.service.handle(self.game, cmd).await?;
        let Some(mut board) = out.into_iter().find(|m| m.view.kind == ViewKind::Board) else {
            return Ok(());
        };
        let words = body_text(&board.view, board.lang);
        if self.words_seen.contains(&words) {
            return Ok(());
        }
        board.view.choices.clear();
        if let Some(text) = outbound_text(&board, self.me.user) {
            writeln!(self.out, "{text}")?;
        }
        self.words_seen = words;
        Ok(())
    }

    async fn send(&mut self, op: Op<NoAction>) -> Result<bool, PlayError> {
        let cmd = TableCommand {
            channel: self.channel.clone(),
            actor: self.me.clone(),
            op,
        };
        match self.service.handle(self.game, cmd).await {
            Ok(out) => {
                self.show(&out).await?;
                Ok(true)
            }
            Err(e) => match self.service.refusal(&self.me, &e).await {
                Some(refusal) => {
                    self.show(&[refusal]).await?;
                    Ok(false)
                }
                None => Err(e.into()),
            },
        }
    }

    fn say(&mut self, text: Text) -> Result<(), PlayError> {
        writeln!(self.out, "{}", render(&text, self.lang))?;
        Ok(())
    }
}

/// Runs the terminal table until the game ends, the player quits, or input ends: the table
/// left unfinished in this channel (if it is of the game asked for), else a new one. What was
/// typed is checked before the database is opened, so a mistake creates no file.
pub async fn run(
    args: &PlayArgs,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), PlayError> {
    let asked = super::simulate::game_of(args.game.as_deref())
        .map_err(|e| PlayError::Args(e.to_string()))?;
    language(args)?;
    check(asked, args)?;
    let store = Store::open(&database_url(&args.db)).await?;
    let resumed = store.active(&channel_key(&args.table).0).await?;
    let game = match (resumed, &args.game) {
        (Some(row), Some(asked)) if &row.game != asked => {
            return Err(PlayError::OtherGame {
                table: args.table.clone(),
                id: row.id,
                found: row.game,
                asked: asked.clone(),
            })
        }
        (Some(row), _) => registry::game(&row.game).ok_or_else(|| unknown_game(&row.game))?,
        (None, _) => asked,
    };
    play(game, args, store, input, out).await
}

fn unknown_game(game: &str) -> PlayError {
    PlayError::Args(super::simulate::SimulateError::UnknownGame(game.to_string()).to_string())
}

/// The language asked for (English by default).
fn language(args: &PlayArgs) -> Result<Lang, PlayError> {
    match &args.lang {
        Some(l) => l.parse().map_err(PlayError::Args),
        None => Ok(Lang::En),
    }
}

/// Checks what was typed for a new table of the game: its seats and its bots' level.
fn check(game: &dyn Game, args: &PlayArgs) -> Result<(), PlayError> {
    seating(game, args)?;
    if args.level == BotLevel::Hard && !game.search_bot() {
        let refused = super::simulate::SimulateError::NoHardBot {
            game: game.id().to_string(),
        };
        return Err(PlayError::Args(refused.to_string()));
    }
    Ok(())
}

/// Bots and people at the table: the terminal seats one person at most.
fn seating(game: &dyn Game, args: &PlayArgs) -> Result<(u8, u8), PlayError> {
    let players = args.players.unwrap_or(game.default_seats() as u8);
    let bots = args.bots.unwrap_or(players.saturating_sub(1));
    if bots > players || players - bots > 1 {
        return Err(PlayError::Args(format!(
            "{players} players with {bots} bots: the terminal seats one person at most"
        )));
    }
    super::simulate::seats_of(game, players).map_err(|e| PlayError::Args(e.to_string()))?;
    Ok((bots, players - bots))
}

async fn play(
    game: &'static dyn Game,
    args: &PlayArgs,
    store: Store,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(), PlayError> {
    let (bots, humans) = seating(game, args)?;
    let lang = language(args)?;
    let delay = Duration::from_millis(args.bot_delay.unwrap_or(if humans == 0 { 0 } else { 300 }));
    let mut term = Terminal {
        game,
        service: Tables::new(store, Arc::new(SystemClock), GAMES)
            .with_think(Think::Millis(args.think_ms)),
        channel: channel_key(&args.table),
        me: Actor {
            user: TERMINAL_USER,
            name: args.name.clone(),
            manager: true,
            locale: Some(lang),
        },
        lang,
        out,
        choices: Vec::new(),
        version: -1,
        screen: Screen::default(),
        pictures: args.board_png.clone().map(BoardPictures::new).transpose()?,
        pick: false,
        words_seen: String::new(),
    };
    term.open(args, bots, humans > 0).await?;
    loop {
        term.bots_move(delay).await?;
        let Some(seat) = term.my_seat().await? else {
            return Ok(());
        };
        write!(term.out, "> ")?;
        term.out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 || !term.answer(line.trim(), seat).await? {
            term.say(Text::new("cli-saved"))?;
            return Ok(());
        }
    }
}

impl Terminal<'_> {
    /// Resumes the table left in this channel, or sets up a new one and starts it.
    async fn open(&mut self, args: &PlayArgs, bots: u8, join: bool) -> Result<(), PlayError> {
        if let Some(table) = self.service.active_table(&self.channel).await? {
            self.lang = table.settings().lang;
            self.say(Text::new("cli-resume").num("table", table.id().0))?;
            self.send(Op::Status).await?;
            return Ok(());
        }
        let options = game_options(self.game, &args.options).map_err(PlayError::Args)?;
        let settings = TableSettings {
            options,
            deadline: DeadlineMode::Off,
            lang: self.lang,
            ..TableSettings::default()
        };
        self.send(Op::Create {
            settings,
            seed: args.seed,
            join,
        })
        .await?;
        for _ in 0..bots {
            self.send(Op::AddBot { level: args.level }).await?;
        }
        self.send(Op::Start).await?;
        Ok(())
    }

    /// Bots play until a person must decide or the game ends.
    async fn bots_move(&mut self, delay: Duration) -> Result<(), PlayError> {
        while let Some(messages) = self.service.step_bots(&self.channel).await? {
            self.show(&messages).await?;
            if !delay.is_zero() {
                tokio::time::sleep(delay).await;
            }
        }
        Ok(())
    }

    /// The terminal player's seat while the game runs, with current choices and the help
    /// shown; `None` once there is nothing left to play here.
    async fn my_seat(&mut self) -> Result<Option<Seat>, PlayError> {
        let Some(table) = self.service.active_table(&self.channel).await? else {
            return Ok(None);
        };
        let Some(seat) = table.seat_of(TERMINAL_USER) else {
            return Ok(None);
        };
        // The choices shown are current while the seat's key is the one they were made for.
        let key = table.seat_key(seat);
        if key != Some(self.version) || self.choices.iter().any(|c| c.seat != seat) {
            self.choices.clear();
            self.send(Op::Hand).await?;
        }
        self.say(Text::new("cli-help"))?;
        if self.pick {
            self.say(Text::new("cli-help-pick"))?;
        }
        Ok(Some(seat))
    }

    /// Plays what the player typed; false when they stop.
    async fn answer(&mut self, line: &str, seat: Seat) -> Result<bool, PlayError> {
        match line {
            "q" | "quit" => return Ok(false),
            "h" | "hand" => {
                self.send(Op::Hand).await?;
            }
            "b" | "board" => {
                self.send(Op::Status).await?;
            }
            _ => match parse_input(line, &self.choices) {
                Some(Input::Choice(index)) => {
                    let mark = self
                        .choices
                        .iter()
                        .find(|c| c.index == index)
                        .map(|c| c.mark);
                    let version = self.version;
                    self.send(Op::Choose {
                        seat,
                        index,
                        version,
                        mark,
                    })
                    .await?;
                }
                Some(Input::Pick(items)) => {
                    let version = self.version;
                    self.send(Op::Pick {
                        seat,
                        items,
                        version,
                    })
                    .await?;
                }
                None => self.say(Text::new("cli-unknown-input"))?,
            },
        }
        Ok(true)
    }
}

/// The messages in the order printed: where the board comes before decisions, the choices
/// last, so that a hand shown with them (which may hold the board) comes first.
fn in_order(messages: &[Outbound], board_first: bool) -> Vec<&Outbound> {
    let mut order: Vec<&Outbound> = messages.iter().collect();
    if board_first {
        order.sort_by_key(|m| !m.view.choices.is_empty());
    }
    order
}

/// Whether `m` offers choices without being the board or a hand in words itself.
fn offers_choices_beside_the_board(m: &Outbound) -> bool {
    !m.view.choices.is_empty() && !matches!(m.view.kind, ViewKind::Board | ViewKind::Secret)
}

/// Whether `m` is the board or a hand in words for `me` alone.
fn is_words_for(m: &Outbound, me: UserId) -> bool {
    let mine = matches!(m.to, Recipient::Dm { user } | Recipient::Ephemeral { user } if user == me);
    mine && matches!(m.view.kind, ViewKind::Board | ViewKind::Secret)
}

#[derive(Debug, PartialEq, Eq)]
pub enum Input {
    /// A choice by its index in the list.
    Choice(u16),
    /// `r 1 3`: pick the items at those positions (reroll those dice of the roll).
    Pick(u16),
}

pub fn parse_input(line: &str, choices: &[Choice]) -> Option<Input> {
    if let Some(rest) = line.strip_prefix('r') {
        let mut mask = 0u16;
        for part in rest.split_whitespace() {
            let n: u16 = part.parse().ok()?;
            if !(1..=15).contains(&n) {
                return None;
            }
            mask |= 1 << (n - 1);
        }
        return (mask != 0).then_some(Input::Pick(mask));
    }
    let n: u16 = line.parse().ok()?;
    choices
        .iter()
        .find(|c| c.index + 1 == n)
        .map(|c| Input::Choice(c.index))
}
