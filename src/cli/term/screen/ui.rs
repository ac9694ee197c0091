//! What the player does on the full screen: moving through the decision's list, typing to
//! filter it, scrolling the story, switching the side pane. Keys in, commands out; no drawing.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseEvent, MouseEventKind,
};
use ratatui::layout::Rect;

use super::super::choice::{items, numbered, selectable, Item, Narrowing};
use super::super::story::{Decision, Story};
use super::super::Command;

/// What the side pane shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Pane {
    #[default]
    Board,
    Hand,
    Help,
}

impl Pane {
    fn next(self) -> Pane {
        match self {
            Pane::Board => Pane::Hand,
            Pane::Hand => Pane::Help,
            Pane::Help => Pane::Board,
        }
    }
}

/// The screen's own state: everything the story does not hold.
#[derive(Clone, Debug, Default)]
pub struct Ui {
    pub pane: Pane,
    /// Story lines scrolled back from the newest (0: the newest shown).
    pub back: usize,
    pub narrow: Narrowing,
    /// The highlighted line of the decision's list.
    pub cursor: usize,
    /// The decision the list was narrowed for: a new one starts afresh.
    decision: Option<(i64, Vec<u16>)>,
    /// Where the list and the story were last drawn, for mouse clicks and wheels.
    pub list_area: Rect,
    pub story_area: Rect,
    /// The first item the list showed when last drawn.
    pub list_top: usize,
    /// The cursor last moved up.
    up: bool,
    /// The game is over: the screen waits for a key to close.
    pub over: bool,
}

impl Ui {
    /// Starts afresh when the decision at hand is a new one.
    pub fn follow(&mut self, story: &Story) {
        let key = story
            .decision
            .as_ref()
            .map(|d| (d.version, d.answers.iter().map(|a| a.index).collect()));
        if key != self.decision {
            self.decision = key;
            self.narrow = Narrowing::default();
            self.cursor = 0;
        }
    }

    /// Takes one terminal event; a command for the table when the player gave one.
    pub fn event(&mut self, event: &Event, story: &Story) -> Option<Command> {
        match event {
            Event::Key(key) if key.kind != KeyEventKind::Release => self.key(key, story),
            Event::Mouse(mouse) => self.mouse(mouse, story),
            _ => None,
        }
    }

    fn key(&mut self, key: &KeyEvent, story: &Story) -> Option<Command> {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match key.code {
            KeyCode::Char('c' | 'q') if ctrl => return Some(Command::Quit),
            KeyCode::Char('u' | 'z') if ctrl => return Some(Command::Undo),
            KeyCode::Tab => self.pane = self.pane.next(),
            KeyCode::Char('?') => self.pane = Pane::Help,
            KeyCode::PageUp => self.back += 5,
            KeyCode::PageDown => self.back = self.back.saturating_sub(5),
            KeyCode::Home if ctrl => self.back = usize::MAX / 2,
            KeyCode::End => self.back = 0,
            KeyCode::Up => self.step(true),
            KeyCode::Down => self.step(false),
            KeyCode::Esc => self.escape(),
            KeyCode::Backspace => {
                self.narrow.filter.pop();
                self.cursor = 0;
            }
            KeyCode::Enter => return self.enter(story.decision.as_ref()),
            KeyCode::Char(c) if !ctrl => {
                self.narrow.filter.push(c);
                self.cursor = 0;
            }
            _ => {}
        }
        None
    }

    fn step(&mut self, up: bool) {
        self.up = up;
        self.cursor = if up {
            self.cursor.saturating_sub(1)
        } else {
            self.cursor + 1
        };
    }

    /// Keeps the cursor on a line of `list` it may stand on, moving on the way it went.
    pub fn settle(&mut self, list: &[Item]) {
        self.cursor = self.cursor.min(list.len().saturating_sub(1));
        let fits = |i: usize| list.get(i).copied().is_some_and(selectable);
        if fits(self.cursor) {
            return;
        }
        let below = (self.cursor..list.len()).find(|&i| fits(i));
        let above = (0..self.cursor).rev().find(|&i| fits(i));
        let found = if self.up {
            above.or(below)
        } else {
            below.or(above)
        };
        self.cursor = found.unwrap_or(0);
    }

    fn escape(&mut self) {
        if !self.narrow.filter.is_empty() {
            self.narrow.filter.clear();
        } else {
            self.narrow.group = None;
        }
        self.cursor = 0;
    }

    /// Enter: the answer whose number was typed, else the highlighted line.
    fn enter(&mut self, decision: Option<&Decision>) -> Option<Command> {
        let decision = decision?;
        if let Some(i) = numbered(decision, &self.narrow) {
            return Some(choose(decision, i));
        }
        let list = items(decision, &self.narrow);
        self.settle(&list);
        let item = *list.get(self.cursor)?;
        self.activate(decision, item)
    }

    fn activate(&mut self, decision: &Decision, item: Item) -> Option<Command> {
        match item {
            Item::Group(g) => {
                self.narrow.group = Some(g);
                self.narrow.filter.clear();
                self.cursor = 0;
                None
            }
            Item::Answer(i) => Some(choose(decision, i)),
            Item::Pick(i) => {
                self.narrow.picked ^= 1 << i;
                None
            }
            Item::PickDone => {
                (self.narrow.picked != 0).then_some(Command::Pick(self.narrow.picked))
            }
            Item::Heading(_) => None,
        }
    }

    fn mouse(&mut self, mouse: &MouseEvent, story: &Story) -> Option<Command> {
        let inside = |r: Rect| {
            mouse.column >= r.x
                && mouse.column < r.x + r.width
                && mouse.row >= r.y
                && mouse.row < r.y + r.height
        };
        match mouse.kind {
            MouseEventKind::ScrollUp if inside(self.story_area) => self.back += 3,
            MouseEventKind::ScrollDown if inside(self.story_area) => {
                self.back = self.back.saturating_sub(3)
            }
            MouseEventKind::ScrollUp if inside(self.list_area) => self.step(true),
            MouseEventKind::ScrollDown if inside(self.list_area) => self.step(false),
            MouseEventKind::Down(_) if inside(self.list_area) => {
                let decision = story.decision.as_ref()?;
                let row = usize::from(mouse.row - self.list_area.y);
                let list = items(decision, &self.narrow);
                let at = self.list_top + row;
                let item = *list.get(at).filter(|&&i| selectable(i))?;
                self.cursor = at;
                return self.activate(decision, item);
            }
            _ => {}
        }
        None
    }
}

fn choose(decision: &Decision, i: usize) -> Command {
    let a = &decision.answers[i];
    Command::Choose {
        index: a.index,
        mark: a.mark,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::term::story::{Answer, Source};
    use crate::cli::term::words::Words;
    use crate::i18n::Lang;
    use crate::table::UserId;
    use ratatui::crossterm::event::{KeyEventState, MouseButton};

    fn story(answers: u16) -> Story {
        let mut story = Story::new(Words::new(Lang::En, Some("Ola")), UserId(1));
        story.decision = Some(Decision {
            seat: 0,
            version: 3,
            ask: "Your move".into(),
            answers: (0..answers)
                .map(|i| Answer {
                    index: i,
                    label: format!("space {i}"),
                    detail: None,
                    group: None,
                    mark: u32::from(i) * 10,
                })
                .collect(),
            groups: Vec::new(),
            pick: None,
            undo: true,
            source: Source::Turn,
        });
        story
    }

    fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
        Event::Key(KeyEvent {
            code,
            modifiers,
            kind: KeyEventKind::Press,
            state: KeyEventState::NONE,
        })
    }

    fn press(ui: &mut Ui, story: &Story, code: KeyCode) -> Option<Command> {
        ui.event(&key(code, KeyModifiers::NONE), story)
    }

    #[test]
    fn arrows_and_enter_choose_the_highlighted_answer() {
        let story = story(4);
        let mut ui = Ui::default();
        ui.follow(&story);
        press(&mut ui, &story, KeyCode::Down);
        press(&mut ui, &story, KeyCode::Down);
        press(&mut ui, &story, KeyCode::Up);
        let chosen = press(&mut ui, &story, KeyCode::Enter);
        assert_eq!(chosen, Some(Command::Choose { index: 1, mark: 10 }));
    }

    #[test]
    fn a_typed_number_chooses_that_answer() {
        let story = story(12);
        let mut ui = Ui::default();
        ui.follow(&story);
        press(&mut ui, &story, KeyCode::Char('1'));
        press(&mut ui, &story, KeyCode::Char('1'));
        let chosen = press(&mut ui, &story, KeyCode::Enter);
        assert_eq!(
            chosen,
            Some(Command::Choose {
                index: 10,
                mark: 100
            })
        );
    }

    #[test]
    fn a_click_on_an_answer_chooses_it_and_the_wheel_scrolls_the_story() {
        let story = story(6);
        let mut ui = Ui::default();
        ui.follow(&story);
        ui.list_area = Rect::new(2, 5, 30, 6);
        ui.story_area = Rect::new(2, 12, 30, 6);
        let at = |kind, row| {
            Event::Mouse(MouseEvent {
                kind,
                column: 4,
                row,
                modifiers: KeyModifiers::NONE,
            })
        };
        let click = MouseEventKind::Down(MouseButton::Left);
        assert_eq!(
            ui.event(&at(click, 8), &story),
            Some(Command::Choose { index: 3, mark: 30 })
        );
        assert_eq!(ui.event(&at(MouseEventKind::ScrollUp, 14), &story), None);
        assert_eq!(ui.back, 3);
        // A click outside the list chooses nothing.
        assert_eq!(ui.event(&at(click, 2), &story), None);
    }

    #[test]
    fn control_keys_stop_and_take_back_and_letters_only_filter() {
        let story = story(3);
        let mut ui = Ui::default();
        ui.follow(&story);
        let ctrl = KeyModifiers::CONTROL;
        assert_eq!(
            ui.event(&key(KeyCode::Char('c'), ctrl), &story),
            Some(Command::Quit)
        );
        assert_eq!(
            ui.event(&key(KeyCode::Char('u'), ctrl), &story),
            Some(Command::Undo)
        );
        assert_eq!(press(&mut ui, &story, KeyCode::Char('q')), None);
        assert_eq!(ui.narrow.filter, "q");
        // Nothing matches "q": Enter chooses nothing.
        assert_eq!(press(&mut ui, &story, KeyCode::Enter), None);
        press(&mut ui, &story, KeyCode::Esc);
        assert_eq!(
            press(&mut ui, &story, KeyCode::Enter),
            Some(Command::Choose { index: 0, mark: 0 })
        );
    }
}
