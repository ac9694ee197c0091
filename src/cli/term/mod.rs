//! The terminal table's front ends: the story a player sees ([`story`]), worded for them
//! ([`words`]), told line by line ([`plain`]) or on a full screen.

pub mod choice;
pub mod plain;
pub mod screen;
pub mod story;
pub mod words;

use std::time::Duration;

use story::Story;

/// What the player asks of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Answer `index` of the decision at hand (`mark` fingerprints what it does).
    Choose { index: u16, mark: u32 },
    /// Pick these items at once (a bit set of positions: dice to reroll).
    Pick(u16),
    /// The player's hand anew.
    Hand,
    /// The whole board in words anew.
    Board,
    /// Take the latest move back.
    Undo,
    /// Stop here; the game is saved.
    Quit,
}

/// A way of showing the story and asking the player.
pub trait Front {
    /// Shows what is new in the story.
    fn show(&mut self, story: &mut Story) -> std::io::Result<()>;
    /// Lets `pause` pass (the bots' pace), the story still shown.
    fn wait(&mut self, story: &mut Story, pause: Duration) -> std::io::Result<()>;
    /// The player's next command about the decision at hand; `None` when input has ended.
    fn ask(&mut self, story: &mut Story) -> std::io::Result<Option<Command>>;
    /// How long each bot move stays on its own before the next, so that a person can
    /// follow; `alone` when no person is seated (the bots play by themselves).
    fn pace(&self, alone: bool) -> Duration;
    /// The game is over: the final scoring stays shown until the player is done with it.
    fn end(&mut self, story: &mut Story) -> std::io::Result<()>;
    /// Whether this front end shows the whole board in words at all times (else the board
    /// message's own summary is enough).
    fn whole_board(&self) -> bool;
}
