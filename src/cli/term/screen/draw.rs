//! The full screen drawn from the story and the screen's state: the decision with what each
//! answer does, the story so far (newest at the bottom), and the board, the player's hand or
//! the help beside them. From 80×24 up; wide screens show the story in a column of its own.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span, Text as Lines};
use ratatui::widgets::{Block, Borders, Paragraph, Tabs, Wrap};
use ratatui::Frame;

use super::super::choice::{items, Item};
use super::super::story::{Decision, Kind, Sheet, Story};
use super::ui::{Pane, Ui};
use crate::i18n::Text;

/// Wide enough for the story to have a column of its own.
const WIDE: u16 = 140;

pub fn draw(frame: &mut Frame, story: &Story, ui: &mut Ui) {
    let [header, body, footer] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(8),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    draw_header(frame, header, story);
    let (decision, story_area, side) = if body.width >= WIDE {
        let [s, d, p] = Layout::horizontal([
            Constraint::Percentage(36),
            Constraint::Percentage(32),
            Constraint::Percentage(32),
        ])
        .areas(body);
        (d, s, p)
    } else {
        // A map needs the room of its lines more than the decision does.
        let side_share = if story.map { 60 } else { 45 };
        let [left, side] = Layout::horizontal([
            Constraint::Percentage(100 - side_share),
            Constraint::Percentage(side_share),
        ])
        .areas(body);
        let [d, s] =
            Layout::vertical([Constraint::Percentage(60), Constraint::Percentage(40)]).areas(left);
        (d, s, side)
    };
    draw_decision(frame, decision, story, ui);
    draw_story(frame, story_area, story, ui);
    draw_side(frame, side, story, ui);
    let keys = story.words.say(&Text::new("term-keys"));
    frame.render_widget(
        Paragraph::new(keys).style(Style::new().fg(Color::Black).bg(Color::Gray)),
        footer,
    );
}

fn draw_header(frame: &mut Frame, area: Rect, story: &Story) {
    let line = Line::from(vec![
        Span::styled(
            format!(" {} ", story.game),
            Style::new().fg(Color::Black).bg(Color::Yellow).bold(),
        ),
        Span::raw(" "),
        Span::styled(story.phase.clone(), Style::new().bold()),
    ]);
    frame.render_widget(Paragraph::new(line), area);
}

fn block(title: String, focused: bool) -> Block<'static> {
    let style = if focused {
        Style::new().fg(Color::Yellow)
    } else {
        Style::new().fg(Color::DarkGray)
    };
    Block::new()
        .borders(Borders::ALL)
        .border_style(style)
        .title(Span::styled(title, Style::new().bold()))
}

fn draw_decision(frame: &mut Frame, area: Rect, story: &Story, ui: &mut Ui) {
    let Some(decision) = &story.decision else {
        let waiting = match (&story.scoring, &story.waiting) {
            (Some(_), _) => story.words.say(&Text::new("term-over")),
            (None, Some(waiting)) => waiting.clone(),
            (None, None) => story.words.say(&Text::new("term-nothing-to-decide")),
        };
        let title = story.words.say(&Text::new("term-pane-decision"));
        let text = Paragraph::new(waiting)
            .wrap(Wrap { trim: false })
            .block(block(title, false));
        frame.render_widget(text, area);
        ui.list_area = Rect::default();
        return;
    };
    let outer = block(decision.ask.clone(), true);
    let inner = outer.inner(area);
    frame.render_widget(outer, area);
    let list = items(decision, &ui.narrow);
    ui.settle(&list);
    let about = list.get(ui.cursor).and_then(|&i| about(decision, i));
    let about_height = about
        .as_ref()
        .map_or(0, |a| {
            Paragraph::new(a.clone())
                .wrap(Wrap { trim: false })
                .line_count(inner.width)
        })
        .min(usize::from(inner.height / 3)) as u16;
    let find_height = u16::from(!ui.narrow.filter.is_empty() || list.is_empty());
    let [find, rows, _gap, facts] = Layout::vertical([
        Constraint::Length(find_height),
        Constraint::Min(1),
        Constraint::Length(u16::from(about_height > 0)),
        Constraint::Length(about_height),
    ])
    .areas(inner);
    if find_height > 0 {
        let said = story
            .words
            .say(&Text::new("term-find").str("typed", ui.narrow.filter.clone()));
        let style = if list.is_empty() {
            Style::new().fg(Color::Red)
        } else {
            Style::new().fg(Color::Cyan)
        };
        frame.render_widget(Paragraph::new(said).style(style), find);
    }
    let height = usize::from(rows.height);
    let top = ui.cursor.saturating_sub(height.saturating_sub(1));
    ui.list_top = top;
    ui.list_area = rows;
    let lines: Vec<Line> = list
        .iter()
        .enumerate()
        .skip(top)
        .take(height)
        .map(|(n, &item)| item_line(decision, item, ui, n == ui.cursor, story))
        .collect();
    frame.render_widget(Paragraph::new(lines), rows);
    if let Some(about) = about {
        let text = Paragraph::new(about)
            .wrap(Wrap { trim: false })
            .style(Style::new().fg(Color::Cyan));
        frame.render_widget(text, facts);
    }
}

/// What the highlighted line does, in full (the list cuts long lines short).
fn about(decision: &Decision, item: Item) -> Option<String> {
    match item {
        Item::Answer(i) => {
            let a = &decision.answers[i];
            Some(match &a.detail {
                Some(d) => format!("{} — {d}", a.label),
                None => a.label.clone(),
            })
        }
        Item::Group(g) => decision.groups.get(g).cloned(),
        Item::Heading(_) => None,
        Item::Pick(_) | Item::PickDone => decision.pick.as_ref().map(|p| p.prompt.clone()),
    }
}

fn item_line<'a>(
    decision: &'a Decision,
    item: Item,
    ui: &Ui,
    highlighted: bool,
    story: &Story,
) -> Line<'a> {
    let mark = if highlighted { "▶ " } else { "  " };
    let mut spans = vec![Span::raw(mark)];
    match item {
        Item::Heading(g) => {
            let name = decision.groups.get(g).cloned().unwrap_or_default();
            return Line::styled(name, Style::new().fg(Color::Magenta).bold());
        }
        Item::Group(g) => {
            let count = decision
                .answers
                .iter()
                .filter(|a| a.group == Some(g))
                .count();
            let name = decision.groups.get(g).cloned().unwrap_or_default();
            spans.push(Span::styled(format!("{name} ›"), Style::new().bold()));
            spans.push(Span::styled(
                format!(" ({count})"),
                Style::new().fg(Color::DarkGray),
            ));
        }
        Item::Answer(i) => {
            let a = &decision.answers[i];
            spans.push(Span::styled(
                format!("{:>2} ", a.index + 1),
                Style::new().fg(Color::Yellow),
            ));
            spans.push(Span::styled(a.label.clone(), Style::new().bold()));
            if let Some(d) = &a.detail {
                spans.push(Span::styled(
                    format!(" — {d}"),
                    Style::new().fg(Color::DarkGray),
                ));
            }
        }
        Item::Pick(i) => {
            let on = ui.narrow.picked & (1 << i) != 0;
            let label = decision
                .pick
                .as_ref()
                .and_then(|p| p.items.get(i))
                .cloned()
                .unwrap_or_default();
            spans.push(Span::raw(if on { "[x] " } else { "[ ] " }));
            spans.push(Span::raw(label));
        }
        Item::PickDone => {
            let said = story.words.say(
                &Text::new("term-pick-done").num("count", i64::from(ui.narrow.picked.count_ones())),
            );
            spans.push(Span::styled(said, Style::new().bold()));
        }
    }
    let line = Line::from(spans);
    if highlighted {
        line.style(Style::new().bg(Color::Rgb(40, 40, 60)))
    } else {
        line
    }
}

fn draw_story(frame: &mut Frame, area: Rect, story: &Story, ui: &mut Ui) {
    ui.story_area = area;
    let title = story.words.say(&Text::new("term-pane-story"));
    let outer = block(title, false);
    let inner = outer.inner(area);
    frame.render_widget(outer, area);
    let lines: Vec<Line> = story
        .entries
        .iter()
        .map(|e| match e.kind {
            Kind::Heading => Line::styled(
                format!("── {} ──", e.text),
                Style::new().fg(Color::Yellow).bold(),
            ),
            Kind::Event => Line::raw(e.text.clone()),
            Kind::Private => Line::styled(
                format!("» {}", e.text),
                Style::new().fg(Color::Cyan).add_modifier(Modifier::ITALIC),
            ),
            Kind::Notice => Line::styled(e.text.clone(), Style::new().fg(Color::Magenta)),
        })
        .collect();
    let text = Paragraph::new(Lines::from(lines)).wrap(Wrap { trim: false });
    let total = text.line_count(inner.width);
    let height = usize::from(inner.height);
    let last_top = total.saturating_sub(height);
    ui.back = ui.back.min(last_top);
    let top = last_top - ui.back;
    let top = u16::try_from(top).unwrap_or(u16::MAX);
    frame.render_widget(text.scroll((top, 0)), inner);
}

fn draw_side(frame: &mut Frame, area: Rect, story: &Story, ui: &Ui) {
    let outer = Block::new()
        .borders(Borders::ALL)
        .border_style(Style::new().fg(Color::DarkGray));
    let inner = outer.inner(area);
    frame.render_widget(outer, area);
    let [tabs, body] = Layout::vertical([Constraint::Length(1), Constraint::Min(1)]).areas(inner);
    let names = ["term-pane-board", "term-pane-hand", "term-pane-help"]
        .map(|id| story.words.say(&Text::new(id)));
    let selected = match ui.pane {
        Pane::Board => 0,
        Pane::Hand => 1,
        Pane::Help => 2,
    };
    frame.render_widget(
        Tabs::new(names)
            .select(selected)
            .highlight_style(Style::new().fg(Color::Yellow).bold()),
        tabs,
    );
    let lines = match ui.pane {
        Pane::Board => sheet_lines(story.scoring.as_ref().unwrap_or(&story.board)),
        Pane::Hand => sheet_lines(&story.hand),
        Pane::Help => help_lines(story),
    };
    let text = Paragraph::new(lines);
    // A map keeps its lines whole (cut at the edge) rather than wrapped out of shape.
    let text = if story.map && ui.pane == Pane::Board {
        text
    } else {
        text.wrap(Wrap { trim: false })
    };
    frame.render_widget(text, body);
}

fn sheet_lines(sheet: &Sheet) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled(sheet.title.clone(), Style::new().bold())];
    for (depth, text) in &sheet.lines {
        let line = if *depth == 0 {
            Line::raw(text.clone())
        } else {
            Line::raw(format!("  {text}"))
        };
        lines.push(line);
    }
    lines
}

fn help_lines(story: &Story) -> Vec<Line<'static>> {
    let mut lines: Vec<Line> = story
        .words
        .say(&Text::new("term-help"))
        .lines()
        .map(|l| Line::raw(l.to_string()))
        .collect();
    if let Some(rules) = &story.rules {
        lines.push(Line::raw(""));
        lines.extend(sheet_lines(rules));
    }
    lines
}
