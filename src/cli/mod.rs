//! The command line: `simulate` and `replay` (the terminal table and the bot come with the
//! table layer).

pub mod copy_db;
pub mod export;
pub mod migrate;
pub mod options;
pub mod pictures;
pub mod play;
pub mod render;
pub mod replay;
pub mod simulate;
pub mod term;
pub mod tournament;

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

#[derive(Debug, Parser)]
#[command(
    name = "skald",
    version,
    about = "A game master for Viking board games"
)]
pub struct Cli {
    /// Without a command: the Discord bot when DISCORD_TOKEN is set, else `play`.
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the Discord bot (needs DISCORD_TOKEN).
    Serve,
    /// Play at a table in the terminal against bots.
    Play(play::PlayArgs),
    /// Print the export (docs/export.md) of the latest table in a channel.
    Export {
        /// The database: a SQLite file or a postgres:// URL (default: DATABASE_URL, else skald.db).
        #[arg(long)]
        db: Option<String>,
        /// The channel: a terminal table's name, or a stored channel key.
        #[arg(long, default_value = "local")]
        channel: String,
    },
    /// Apply the database migrations and say which backend the database is.
    Migrate {
        /// The database: a SQLite file or a postgres:// URL (default: DATABASE_URL, else skald.db).
        #[arg(long)]
        db: Option<String>,
    },
    /// Copy every table and member's settings from one database into an empty one (SQLite to
    /// PostgreSQL or back).
    CopyDb {
        /// The database to copy: a SQLite file or a URL.
        #[arg(long)]
        from: String,
        /// The empty database to copy into: a SQLite file or a URL.
        #[arg(long)]
        to: String,
    },
    /// Play many games between bots and report statistics.
    Simulate(simulate::SimulateArgs),
    /// Bots of different levels play each other: wins with a 95 % interval, by bot.
    Tournament(tournament::TournamentArgs),
    /// Draw the board of an exported game, as it stood after a number of actions, as a PNG.
    Render(render::RenderArgs),
    /// Replay an export from its seed, settings and actions; print the export it produces.
    Replay {
        /// The export file (JSON).
        file: PathBuf,
        /// Exit non-zero when the replay differs from the file.
        #[arg(long)]
        check: bool,
    },
}

/// Which bots sit at a simulated table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum BotMix {
    Random,
    Heuristic,
    /// Heuristic and random bots alternate seats, and swap seats from game to game.
    Mixed,
}
