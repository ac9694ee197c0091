//! The command line: `simulate` and `replay` (the terminal table and the bot come with the
//! table layer).

pub mod replay;
pub mod simulate;

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

#[derive(Debug, Parser)]
#[command(
    name = "skald",
    version,
    about = "A game master for Viking board games"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play many games between bots and report statistics.
    Simulate(simulate::SimulateArgs),
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EditionArg {
    Revised,
    Classic,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum VariantArg {
    #[value(name = "hall_of_fame", alias = "hall-of-fame")]
    HallOfFame,
    Distrust,
}
