//! The table host with its store: tables, seats, living messages, delivery, leases, what each
//! player is told, words and options.
//!
//! One test binary for the area (`cargo test --release --test host`); each module is one
//! former test file and keeps its tests' names under its own path.

mod delivery;
mod export;
mod glossary;
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
