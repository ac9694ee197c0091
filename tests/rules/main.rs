//! Rules of the four games against their digests: setup, turns, fights, scoring, worked examples,
//! determinism and the conformance kit every game passes.
//!
//! One test binary for the area (`cargo test --release --test rules`); each module is one
//! former test file and keeps its tests' names under its own path.

// Shared helpers, each compiled once for the whole binary.
#[path = "../support/gods_scene.rs"]
#[allow(dead_code)]
mod gods_scene;
#[path = "../support/mod.rs"]
mod support;
#[path = "../support/wall_scene.rs"]
#[allow(dead_code)]
mod wall_scene;

mod conformance;
mod determinize;
mod gods_rules;
mod joms_data;
mod joms_play;
mod joms_setup;
mod properties;
mod replay;
mod rule_ids;
mod rules_fight_score;
mod rules_setup_place;
mod wall_examples;
mod wall_rules;
