//! Skald: a game master for Viking board games.

pub mod cli;
pub mod config;
pub mod discord;
pub mod games;
pub mod i18n;
pub mod registry;
pub mod render;
pub mod store;
pub mod table;
