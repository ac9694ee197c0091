//! The bots of every game: what they decide from, and how strong they are.
//!
//! One test binary for the area (`cargo test --release --test bots`); each module is one
//! former test file and keeps its tests' names under its own path.

// Shared helpers, each compiled once for the whole binary.
#[path = "../support/table.rs"]
mod table;

mod gods_bots;
mod joms_bots;
mod search_bot;
