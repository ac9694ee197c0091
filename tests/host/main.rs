//! The table host with its store: tables, seats, living messages, delivery, leases, what each
//! player is told, words and options.
//!
//! One test binary for the area (`cargo test --release --test host`); each module is one
//! former test file and keeps its tests' names under its own path.

// Shared helpers, each compiled once for the whole binary.
#[path = "../support/backends.rs"]
mod backends;
#[path = "../support/destiny.rs"]
mod destiny;
#[path = "../support/memory_table.rs"]
mod memory_table;
#[path = "../support/secrets.rs"]
mod secrets_support;
#[path = "../support/mod.rs"]
mod support;
#[path = "../support/table.rs"]
mod table_support;

mod delivery;
mod export;
mod glossary;
mod gods_menus;
mod i18n;
mod leases;
mod living;
mod options;
mod presentation;
mod seat_choices;
mod secrets;
mod store;
mod table;
mod tables;
mod undo;
mod wall_menus;
