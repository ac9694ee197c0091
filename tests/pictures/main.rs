//! Every game's board picture: drawn at every moment of whole games and readable where Discord
//! shows it.
//!
//! One test binary for the area (`cargo test --release --test pictures`); each module is one
//! former test file and keeps its tests' names under its own path.

mod gods_picture;
mod joms_picture;
mod midgard_picture;
mod picture;
mod picture_fit;
mod wall_picture;
