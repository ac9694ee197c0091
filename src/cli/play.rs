//! `skald play`: a table in the terminal over the same table layer and store as Discord.
//! One human seat against bots, or bots only; a stopped game resumes from the database.

use crate::registry::GAMES;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use clap::Args;

use super::options::{game_options, OptionArgs};
use super::pictures::{BoardPictures, PictureError};
use super::term::plain::Plain;
use super::term::screen::Screen;
use super::term::story::Story;
use super::term::words::Words;
use super::term::{Command, Front};
use crate::config::{database_url_of, Config};
use crate::games::Seat;
use crate::i18n::{Lang, Text};
use crate::registry;
use crate::store::Store;
use crate::table::Think;
use crate::table::{
    Actor, BotLevel, ChannelKey, DeadlineMode, Game, NoAction, Op, Outbound, SystemClock,
    TableCommand, TableError, TableSettings, Tables, UserId,
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
    /// Milliseconds between bot moves (default 700 on the full screen; in the plain mode 0
    /// with no person seated, else 300).
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
    /// Tell the game line by line instead of on the full screen (the default when input or
    /// output is not a terminal): for pipes, screen readers and scripts.
    #[arg(long)]
    pub plain: bool,
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
            plain: false,
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

struct Terminal {
    game: &'static dyn Game,
    service: Tables,
    channel: ChannelKey,
    me: Actor,
    story: Story,
    /// Where the board's pictures go, when asked for.
    pictures: Option<BoardPictures>,
}

impl Terminal {
    /// Takes in what the table said and shows it.
    async fn show(
        &mut self,
        front: &mut dyn Front,
        messages: &[Outbound],
    ) -> Result<(), PlayError> {
        self.draw_pictures(messages)?;
        self.story.feed(messages);
        let wanted = front.whole_board() || self.game.board_before_decisions();
        if self.story.board_stale && wanted && self.story.scoring.is_none() {
            self.ask_table(Op::Status).await?;
        }
        front.show(&mut self.story)?;
        Ok(())
    }

    fn draw_pictures(&mut self, messages: &[Outbound]) -> Result<(), PlayError> {
        let Some(pictures) = &mut self.pictures else {
            return Ok(());
        };
        for m in messages {
            if let Some(picture) = &m.view.picture {
                if let Some(path) = pictures.offer(picture, m.lang)? {
                    let said = Text::new("cli-picture").str("path", path.display().to_string());
                    let said = self.story.words.say(&said);
                    self.story.note(said);
                }
            }
        }
        Ok(())
    }

    /// Sends `op` and takes in the answer without showing it yet.
    async fn ask_table(&mut self, op: Op<NoAction>) -> Result<(), PlayError> {
        let out = self.service.handle(self.game, self.command(op)).await?;
        self.story.feed(&out);
        Ok(())
    }

    fn command(&self, op: Op<NoAction>) -> TableCommand<NoAction> {
        TableCommand {
            channel: self.channel.clone(),
            actor: self.me.clone(),
            op,
        }
    }

    /// Plays `op`: the table's answer, or its refusal, is shown.
    async fn send(&mut self, front: &mut dyn Front, op: Op<NoAction>) -> Result<(), PlayError> {
        match self.service.handle(self.game, self.command(op)).await {
            Ok(out) => self.show(front, &out).await,
            Err(e) => match self.service.refusal(&self.me, &e).await {
                Some(refusal) => self.show(front, &[refusal]).await,
                None => Err(e.into()),
            },
        }
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
    let (game, store) = open(args).await?;
    let terminal = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    if terminal && !args.plain {
        let mut screen = Screen::open()?;
        return drive(game, args, store, &mut screen).await;
    }
    let mut front = Plain::new(input, out, game.board_before_decisions());
    drive(game, args, store, &mut front).await
}

/// [`run`] with another front end.
pub async fn run_with(args: &PlayArgs, front: &mut dyn Front) -> Result<(), PlayError> {
    let (game, store) = open(args).await?;
    drive(game, args, store, front).await
}

/// The game to play, checked, and the store it is kept in.
async fn open(args: &PlayArgs) -> Result<(&'static dyn Game, Store), PlayError> {
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
    Ok((game, store))
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

/// Plays the table with `front` until the game ends or the player stops.
async fn drive(
    game: &'static dyn Game,
    args: &PlayArgs,
    store: Store,
    front: &mut dyn Front,
) -> Result<(), PlayError> {
    let (bots, humans) = seating(game, args)?;
    let lang = language(args)?;
    let delay = match args.bot_delay {
        Some(ms) => Duration::from_millis(ms),
        None => front.pace(humans == 0),
    };
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
        story: Story::new(Words::new(lang, Some(&args.name)), TERMINAL_USER),
        pictures: args.board_png.clone().map(BoardPictures::new).transpose()?,
    };
    term.open(front, args, bots, humans > 0).await?;
    loop {
        term.bots_move(front, delay).await?;
        let Some(seat) = term.my_seat(front).await? else {
            if term.story.scoring.is_some() {
                front.end(&mut term.story)?;
            }
            return Ok(());
        };
        let command = front.ask(&mut term.story)?;
        if !term.answer(front, command, seat).await? {
            let said = term.story.words.say(&Text::new("cli-saved"));
            term.story.note(said);
            front.show(&mut term.story)?;
            return Ok(());
        }
    }
}

impl Terminal {
    /// Resumes the table left in this channel, or sets up a new one and starts it.
    async fn open(
        &mut self,
        front: &mut dyn Front,
        args: &PlayArgs,
        bots: u8,
        join: bool,
    ) -> Result<(), PlayError> {
        if let Some(table) = self.service.active_table(&self.channel).await? {
            let lang = table.settings().lang;
            let name = table
                .seat_of(TERMINAL_USER)
                .map(|seat| table.name_at(seat))
                .unwrap_or_else(|| self.me.name.clone());
            self.story.words = Words::new(lang, Some(&name));
            let rules = self.game.rules(&table.settings().options);
            self.story.set_game(self.game, rules.as_ref());
            let said = self
                .story
                .words
                .say(&Text::new("cli-resume").num("table", table.id().0));
            self.story.note(said);
            self.send(front, Op::Status).await?;
            return Ok(());
        }
        let options = game_options(self.game, &args.options).map_err(PlayError::Args)?;
        let rules = self.game.rules(&options);
        self.story.set_game(self.game, rules.as_ref());
        let settings = TableSettings {
            options,
            deadline: DeadlineMode::Off,
            lang: self.story.words.lang,
            ..TableSettings::default()
        };
        self.send(
            front,
            Op::Create {
                settings,
                seed: args.seed,
                join,
            },
        )
        .await?;
        for _ in 0..bots {
            self.send(front, Op::AddBot { level: args.level }).await?;
        }
        self.send(front, Op::Start).await?;
        Ok(())
    }

    /// Bots play until a person must decide or the game ends, at the pace asked for.
    async fn bots_move(&mut self, front: &mut dyn Front, delay: Duration) -> Result<(), PlayError> {
        while let Some(messages) = self.service.step_bots(&self.channel).await? {
            self.show(front, &messages).await?;
            if !delay.is_zero() {
                front.wait(&mut self.story, delay)?;
            }
        }
        Ok(())
    }

    /// The terminal player's seat while the game runs, with the decision at hand current;
    /// `None` once there is nothing left to play here.
    async fn my_seat(&mut self, front: &mut dyn Front) -> Result<Option<Seat>, PlayError> {
        let Some(table) = self.service.active_table(&self.channel).await? else {
            return Ok(None);
        };
        let Some(seat) = table.seat_of(TERMINAL_USER) else {
            return Ok(None);
        };
        // The decision shown is current while the seat's key is the one it was made for.
        let key = table.seat_key(seat);
        let current = self
            .story
            .decision
            .as_ref()
            .is_some_and(|d| Some(d.version) == key && d.seat == seat);
        if !current {
            self.send(front, Op::Hand).await?;
        }
        Ok(Some(seat))
    }

    /// Plays what the player asked for; false when they stop.
    async fn answer(
        &mut self,
        front: &mut dyn Front,
        command: Option<Command>,
        seat: Seat,
    ) -> Result<bool, PlayError> {
        let version = self.story.decision.as_ref().map_or(-1, |d| d.version);
        let op = match command {
            None | Some(Command::Quit) => return Ok(false),
            Some(Command::Hand) => Op::Hand,
            Some(Command::Board) => Op::Status,
            Some(Command::Undo) => Op::Undo,
            Some(Command::Choose { index, mark }) => Op::Choose {
                seat,
                index,
                version,
                mark: Some(mark),
            },
            Some(Command::Pick(items)) => Op::Pick {
                seat,
                items,
                version,
            },
        };
        self.send(front, op).await?;
        Ok(true)
    }
}
