//! The full-screen terminal table (ratatui over crossterm): what [`draw`] draws from the
//! story and the screen's state ([`ui`]), kept on screen while the bots move and redrawn at
//! every key, click and resize.

pub mod draw;
pub mod ui;

use std::io::Stdout;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{
    self, DisableMouseCapture, EnableMouseCapture, Event, KeyCode, KeyEventKind,
};
use ratatui::crossterm::execute;
use ratatui::prelude::CrosstermBackend;
use ratatui::Terminal;

use super::story::Story;
use super::{Command, Front};
use ui::Ui;

/// The full screen, taken over while it lives and given back when it goes.
pub struct Screen {
    terminal: Terminal<CrosstermBackend<Stdout>>,
    ui: Ui,
}

impl Screen {
    /// Takes over the terminal: the alternate screen, raw keys, mouse clicks.
    pub fn open() -> std::io::Result<Screen> {
        let terminal = ratatui::try_init()?;
        execute!(std::io::stdout(), EnableMouseCapture)?;
        Ok(Screen {
            terminal,
            ui: Ui::default(),
        })
    }

    fn draw(&mut self, story: &Story) -> std::io::Result<()> {
        self.ui.follow(story);
        let ui = &mut self.ui;
        self.terminal.draw(|frame| draw::draw(frame, story, ui))?;
        Ok(())
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        // Giving the terminal back cannot fail in a way worth more than trying.
        let _ = execute!(std::io::stdout(), DisableMouseCapture);
        ratatui::restore();
    }
}

impl Front for Screen {
    fn show(&mut self, story: &mut Story) -> std::io::Result<()> {
        self.draw(story)
    }

    fn wait(&mut self, story: &mut Story, pause: Duration) -> std::io::Result<()> {
        let until = Instant::now() + pause;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() || !event::poll(left)? {
                return Ok(());
            }
            // While the bots move, keys only look around: the story, the panes.
            let e = event::read()?;
            let _ = self.ui.event(&e, story);
            self.draw(story)?;
        }
    }

    fn ask(&mut self, story: &mut Story) -> std::io::Result<Option<Command>> {
        loop {
            self.draw(story)?;
            let e = event::read()?;
            if let Some(command) = self.ui.event(&e, story) {
                return Ok(Some(command));
            }
        }
    }

    fn pace(&self, _alone: bool) -> Duration {
        // Each bot move stays a moment in the story before the next comes.
        Duration::from_millis(700)
    }

    fn end(&mut self, story: &mut Story) -> std::io::Result<()> {
        // Any key (or a click) closes the screen; scrolling and the panes still work.
        self.ui.over = true;
        loop {
            self.draw(story)?;
            let e = event::read()?;
            let closes = matches!(&e, Event::Key(k) if k.kind == KeyEventKind::Press
                && !matches!(k.code, KeyCode::PageUp | KeyCode::PageDown | KeyCode::Tab | KeyCode::Char('?')));
            if closes {
                return Ok(());
            }
            let _ = self.ui.event(&e, story);
        }
    }

    fn whole_board(&self) -> bool {
        true
    }
}
