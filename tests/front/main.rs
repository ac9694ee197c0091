//! The front ends without a network: the terminal game, Discord's message builders and the Discord
//! API spec.
//!
//! One test binary for the area (`cargo test --release --test front`); each module is one
//! former test file and keeps its tests' names under its own path.

// Shared helpers, each compiled once for the whole binary.
#[path = "../support/discord_spec.rs"]
mod discord_spec;
#[path = "../support/memory_table.rs"]
mod memory_table;

mod cli_play;
mod discord;
mod documented;
mod fallback;
mod layers;
mod mapping;
mod spec;
mod terminal_player;
mod terminal_pty;
mod terminal_screen;
mod terminal_words;
