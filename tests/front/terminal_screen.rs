//! The full-screen terminal table drawn at several moments of a whole game of each game, in
//! both languages, at 80×24 (the smallest it supports) and 160×48: pinned screens.

use std::time::Duration;

use ratatui::backend::TestBackend;
use ratatui::Terminal;
use skald::cli::play::{run_with, PlayArgs};
use skald::cli::term::screen::draw::draw;
use skald::cli::term::screen::ui::Ui;
use skald::cli::term::story::Story;
use skald::cli::term::{Command, Front};

/// The sizes pinned.
const SIZES: [(u16, u16); 2] = [(80, 24), (160, 48)];
/// The decisions at which the screen is pinned (counted from 1).
const MOMENTS: [usize; 2] = [1, 9];

/// A player who always takes the first answer and draws the screen at the moments pinned
/// and once the game is over.
struct Shooter {
    decisions: usize,
    screens: Vec<(String, String)>,
    ui: Ui,
    /// The final screen was drawn.
    over: bool,
}

impl Shooter {
    fn shoot(&mut self, story: &Story, moment: &str) {
        for (w, h) in SIZES {
            let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
            let mut ui = self.ui.clone();
            ui.follow(story);
            terminal.draw(|f| draw(f, story, &mut ui)).unwrap();
            let screen = format!("{}", terminal.backend());
            self.screens.push((format!("{moment}-{w}x{h}"), screen));
        }
    }
}

impl Front for Shooter {
    fn show(&mut self, story: &mut Story) -> std::io::Result<()> {
        if story.scoring.is_some() && !self.over {
            self.over = true;
            self.shoot(story, "over");
        }
        Ok(())
    }

    fn wait(&mut self, _story: &mut Story, _pause: Duration) -> std::io::Result<()> {
        Ok(())
    }

    fn ask(&mut self, story: &mut Story) -> std::io::Result<Option<Command>> {
        self.decisions += 1;
        if MOMENTS.contains(&self.decisions) {
            self.shoot(story, &format!("decision-{}", self.decisions));
        }
        let Some(d) = &story.decision else {
            return Ok(Some(Command::Hand));
        };
        if self.decisions > 2000 {
            return Ok(None);
        }
        let a = &d.answers[0];
        Ok(Some(Command::Choose {
            index: a.index,
            mark: a.mark,
        }))
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

/// The screens of a whole game of `game` in `lang`, by moment and size.
fn screens(game: &str, lang: &str) -> Vec<(String, String)> {
    let dir = tempfile::tempdir().unwrap();
    let mut args = PlayArgs::default_args();
    args.game = Some(game.to_string());
    args.lang = Some(lang.to_string());
    args.seed = Some(7);
    args.bot_delay = Some(0);
    args.db = Some(dir.path().join("t.db").display().to_string());
    if lang == "pl" {
        args.name = "Ty".into();
    }
    let mut shooter = Shooter {
        decisions: 0,
        screens: Vec::new(),
        ui: Ui::default(),
        over: false,
    };
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(run_with(&args, &mut shooter)).unwrap();
    shooter.screens
}

fn pinned(game: &str) {
    for lang in ["en", "pl"] {
        let screens = screens(game, lang);
        let moments = MOMENTS.len() + 1;
        assert_eq!(screens.len(), moments * SIZES.len(), "{game} {lang}");
        for (moment, screen) in screens {
            insta::assert_snapshot!(format!("{game}-{lang}-{moment}"), screen);
        }
    }
}

#[test]
fn the_screens_of_a_midgard_game() {
    pinned("midgard");
}

#[test]
fn the_screens_of_a_storm_the_wall_game() {
    pinned("wall");
}

#[test]
fn the_screens_of_a_viking_gods_game() {
    pinned("gods");
}

#[test]
fn the_screens_of_a_jomsvikings_game() {
    pinned("joms");
}
