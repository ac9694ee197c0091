//! A scripted player at the terminal table, for the tests that play whole games through its
//! front-end interface without a screen: the player looks at the story and answers.

use std::time::Duration;

use skald::cli::play::{run_with, PlayArgs};
use skald::cli::term::story::Story;
use skald::cli::term::{Command, Front};

/// What a scripted player does with the story.
pub trait Script {
    /// Sees the story as it stands (after every change, and before each answer).
    fn look(&mut self, story: &Story);
    /// Answers the decision at hand; `None` stops the game there.
    fn answer(&mut self, story: &Story) -> Option<Command>;
}

/// A front end that plays `S` at once: no pauses, the whole board in words.
struct Scripted<'a, S>(&'a mut S);

impl<S: Script> Front for Scripted<'_, S> {
    fn show(&mut self, story: &mut Story) -> std::io::Result<()> {
        self.0.look(story);
        Ok(())
    }

    fn wait(&mut self, _story: &mut Story, _pause: Duration) -> std::io::Result<()> {
        Ok(())
    }

    fn ask(&mut self, story: &mut Story) -> std::io::Result<Option<Command>> {
        self.0.look(story);
        Ok(self.0.answer(story))
    }

    fn pace(&self, _alone: bool) -> Duration {
        Duration::ZERO
    }

    fn end(&mut self, story: &mut Story) -> std::io::Result<()> {
        self.show(story)
    }

    fn whole_board(&self) -> bool {
        true
    }
}

/// Plays a whole game of `game` in `lang` from `seed` against bots, seated as `name`.
pub fn play(script: &mut impl Script, game: &str, lang: &str, seed: u64, name: &str) {
    let dir = tempfile::tempdir().unwrap();
    let mut args = PlayArgs::default_args();
    args.game = Some(game.to_string());
    args.lang = Some(lang.to_string());
    args.seed = Some(seed);
    args.bot_delay = Some(0);
    args.name = name.to_string();
    args.db = Some(dir.path().join("t.db").display().to_string());
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(run_with(&args, &mut Scripted(script))).unwrap();
}
