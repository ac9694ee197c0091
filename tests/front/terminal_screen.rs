//! The full-screen terminal table drawn at several moments of a whole game of each game, in
//! both languages, at 80×24 (the smallest it supports) and 160×48: pinned screens.

use ratatui::backend::TestBackend;
use ratatui::Terminal;
use skald::cli::term::screen::draw::draw;
use skald::cli::term::screen::ui::Ui;
use skald::cli::term::story::Story;
use skald::cli::term::Command;

use super::terminal_player::{play, Script};

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

impl Script for Shooter {
    fn look(&mut self, story: &Story) {
        if story.scoring.is_some() && !self.over {
            self.over = true;
            self.shoot(story, "over");
        }
    }

    fn answer(&mut self, story: &Story) -> Option<Command> {
        self.decisions += 1;
        if MOMENTS.contains(&self.decisions) {
            self.shoot(story, &format!("decision-{}", self.decisions));
        }
        let Some(d) = &story.decision else {
            return Some(Command::Hand);
        };
        if self.decisions > 2000 {
            return None;
        }
        let a = &d.answers[0];
        Some(Command::Choose {
            index: a.index,
            mark: a.mark,
        })
    }
}

/// The screens of a whole game of `game` in `lang`, by moment and size.
fn screens(game: &str, lang: &str) -> Vec<(String, String)> {
    let mut shooter = Shooter {
        decisions: 0,
        screens: Vec::new(),
        ui: Ui::default(),
        over: false,
    };
    let name = if lang == "pl" { "Ty" } else { "You" };
    play(&mut shooter, game, lang, 7, name);
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
