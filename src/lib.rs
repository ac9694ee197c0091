//! Skald: a game master for Viking board games.

pub mod cli;
pub mod games;
