//! The plain terminal: the story told line by line, in order, each decision with what its
//! answers do, a number typed to answer — for pipes, screen readers and tests.

use std::io::{BufRead, Write};
use std::time::Duration;

use super::story::{Decision, Kind, Sheet, Story};
use super::{Command, Front};
use crate::i18n::Text;

pub struct Plain<'a> {
    input: &'a mut dyn BufRead,
    out: &'a mut dyn Write,
    /// Whether the game needs its board in words before each decision (a map game).
    board_first: bool,
    /// The entries of the story printed so far.
    printed: usize,
    /// The boards printed so far (one a round).
    boards: u32,
    /// The board last printed before a decision.
    board_seen: Option<Sheet>,
    /// The decision last printed: its version and its answers.
    shown: Option<(i64, Vec<u16>)>,
    /// Whether the keys were explained yet.
    helped: bool,
    /// What the player asked to see, printed once the table has answered.
    asked: Option<Command>,
}

impl<'a> Plain<'a> {
    pub fn new(input: &'a mut dyn BufRead, out: &'a mut dyn Write, board_first: bool) -> Self {
        Plain {
            input,
            out,
            board_first,
            printed: 0,
            boards: 0,
            board_seen: None,
            shown: None,
            helped: false,
            asked: None,
        }
    }

    fn sheet(&mut self, sheet: &Sheet) -> std::io::Result<()> {
        writeln!(self.out, "\n═══ {} ═══", sheet.title)?;
        for (depth, line) in &sheet.lines {
            writeln!(self.out, "{}{line}", "    ".repeat(usize::from(*depth)))?;
        }
        Ok(())
    }

    fn decision(&mut self, story: &Story, decision: &Decision) -> std::io::Result<()> {
        if self.board_first && self.board_seen.as_ref() != Some(&story.board) {
            self.sheet(&story.board)?;
            self.board_seen = Some(story.board.clone());
        }
        writeln!(self.out, "\n{}", decision.ask)?;
        let mut group = None;
        for a in &decision.answers {
            if a.group != group {
                group = a.group;
                if let Some(name) = a.group.and_then(|g| decision.groups.get(g)) {
                    writeln!(self.out, "  {name}")?;
                }
            }
            let detail = a
                .detail
                .as_ref()
                .map(|d| format!(" — {d}"))
                .unwrap_or_default();
            writeln!(self.out, "  [{}] {}{detail}", a.index + 1, a.label)?;
        }
        if let Some(pick) = &decision.pick {
            writeln!(self.out, "  {}", pick.prompt)?;
            for (i, item) in pick.items.iter().enumerate() {
                writeln!(self.out, "    {} {item}", i + 1)?;
            }
        }
        if !self.helped {
            self.helped = true;
            self.say(story, Text::new("cli-help"))?;
        }
        if decision.pick.is_some() {
            self.say(story, Text::new("cli-help-pick"))?;
        }
        if decision.undo {
            self.say(story, Text::new("cli-help-undo"))?;
        }
        Ok(())
    }

    fn say(&mut self, story: &Story, text: Text) -> std::io::Result<()> {
        writeln!(self.out, "{}", story.words.say(&text))
    }
}

impl Front for Plain<'_> {
    fn show(&mut self, story: &mut Story) -> std::io::Result<()> {
        for entry in &story.entries[self.printed.min(story.entries.len())..] {
            match entry.kind {
                Kind::Heading => writeln!(self.out, "\n─── {} ───", entry.text)?,
                _ => writeln!(self.out, "{}", entry.text)?,
            }
        }
        self.printed = story.entries.len();
        match self.asked.take() {
            Some(Command::Hand) => self.sheet(&story.hand.clone())?,
            Some(Command::Board) => self.sheet(&story.board.clone())?,
            _ => {}
        }
        if story.boards != self.boards && story.scoring.is_none() {
            self.boards = story.boards;
            if !self.board_first {
                let board = story.board.clone();
                self.sheet(&board)?;
            }
        }
        if let Some(decision) = story.decision.clone() {
            let key = (
                decision.version,
                decision.answers.iter().map(|a| a.index).collect(),
            );
            if self.shown.as_ref() != Some(&key) {
                self.decision(story, &decision)?;
                self.shown = Some(key);
            }
        }
        self.out.flush()
    }

    fn wait(&mut self, _story: &mut Story, pause: Duration) -> std::io::Result<()> {
        std::thread::sleep(pause);
        Ok(())
    }

    fn ask(&mut self, story: &mut Story) -> std::io::Result<Option<Command>> {
        loop {
            write!(self.out, "> ")?;
            self.out.flush()?;
            let mut line = String::new();
            if self.input.read_line(&mut line)? == 0 {
                return Ok(None);
            }
            match parse(line.trim(), story.decision.as_ref()) {
                Some(command) => {
                    self.asked = Some(command.clone());
                    return Ok(Some(command));
                }
                None => self.say(story, Text::new("cli-unknown-input"))?,
            }
        }
    }

    fn pace(&self, alone: bool) -> Duration {
        Duration::from_millis(if alone { 0 } else { 300 })
    }

    fn end(&mut self, story: &mut Story) -> std::io::Result<()> {
        self.show(story)
    }

    fn whole_board(&self) -> bool {
        false
    }
}

/// What the player typed: a letter for a table command, a choice's number, or `r` and the
/// numbers of the items to pick.
pub fn parse(line: &str, decision: Option<&Decision>) -> Option<Command> {
    match line {
        "q" | "quit" => return Some(Command::Quit),
        "h" | "hand" => return Some(Command::Hand),
        "b" | "board" => return Some(Command::Board),
        "u" | "undo" => return Some(Command::Undo),
        _ => {}
    }
    let decision = decision?;
    if let Some(rest) = line.strip_prefix('r') {
        decision.pick.as_ref()?;
        let mut mask = 0u16;
        for part in rest.split_whitespace() {
            let n: u16 = part.parse().ok()?;
            if !(1..=15).contains(&n) {
                return None;
            }
            mask |= 1 << (n - 1);
        }
        return (mask != 0).then_some(Command::Pick(mask));
    }
    let n: u16 = line.parse().ok()?;
    decision
        .answers
        .iter()
        .find(|a| a.index + 1 == n)
        .map(|a| Command::Choose {
            index: a.index,
            mark: a.mark,
        })
}
