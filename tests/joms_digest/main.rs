//! Jomsvikings against its digest's printed numbers: the worked examples (R-EX) and the rules
//! of preparation, the fight and co-op, each on the data as the digest prints it.
//!
//! Its own test binary (`cargo test --release --test joms_digest`): the scenes install the
//! printed data in place of the measured balance (`src/games/joms/data/*.toml`) for the whole process,
//! so no test of the embedded data may share it.

// Shared helpers, each compiled once for the whole binary.
#[path = "../support/joms_scene.rs"]
#[allow(dead_code)]
mod joms_scene;

mod joms_examples;
mod joms_rules_coop;
mod joms_rules_fight;
mod joms_rules_prep;
