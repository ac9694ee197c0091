//! How wide a text is drawn: each letter's advance in the embedded fonts, measured once by
//! laying the letters out with the renderer itself, so that every game's picture can fit, wrap
//! and place its texts without guessing.

use std::collections::HashMap;
use std::sync::LazyLock;

use resvg::usvg::{Node, Options, Tree};

use super::{fonts, Font, Svg, FONT};

/// The size the letters are measured at; widths scale with the font size.
const AT: f32 = 100.0;
/// A letter the table does not hold is taken as this wide (in ems): wider than most.
const UNKNOWN: f32 = 0.7;
/// Room kept on top of the sum of the advances, for kerning and rounding (in ems).
const SLACK: f32 = 0.1;
/// And in proportion to it: a long line is laid out up to about 1 % wider than its letters'
/// advances add up to.
const SPREAD: f32 = 1.015;

/// Every letter the picture's words are made of: Latin, Polish, Nordic names, signs.
const LETTERS: &str = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`\
abcdefghijklmnopqrstuvwxyz{|}~ąćęłńóśźżĄĆĘŁŃÓŚŹŻäöüÄÖÜåÅæÆøØéÉáÁíÍúÚýÝðÐþÞ·—–…×’‘“”„→«»−±↑▸★⟳✖";

struct Table {
    regular: HashMap<char, f32>,
    bold: HashMap<char, f32>,
}

static TABLE: LazyLock<Table> = LazyLock::new(|| Table {
    regular: advances(false),
    bold: advances(true),
});

/// Each letter's advance at [`AT`]: the width of `x?x` less that of `xx`, so that spaces count.
fn advances(bold: bool) -> HashMap<char, f32> {
    let font = |f: Font<'static>| if bold { f.bold() } else { f };
    let mut svg = Svg::new(100.0, 100.0, "#ffffff");
    svg.text(0.0, 50.0, font(Font::new(AT, "#000000")), "xx");
    for c in LETTERS.chars() {
        svg.text(0.0, 50.0, font(Font::new(AT, "#000000")), &format!("x{c}x"));
    }
    let opt = Options {
        font_family: FONT.to_string(),
        fontdb: fonts(),
        ..Options::default()
    };
    let Ok(tree) = Tree::from_str(&svg.finish(), &opt) else {
        return HashMap::new();
    };
    let widths: Vec<f32> = tree
        .root()
        .children()
        .iter()
        .filter_map(|n| match n {
            Node::Text(t) => Some(t.bounding_box().width()),
            _ => None,
        })
        .collect();
    let Some((&xx, rest)) = widths.split_first() else {
        return HashMap::new();
    };
    LETTERS
        .chars()
        .zip(rest)
        .map(|(c, w)| (c, (w - xx).max(0.0)))
        .collect()
}

/// How wide `text` is drawn in `font`'s size and weight.
pub fn width(text: &str, size: f32, bold: bool) -> f32 {
    let t = &*TABLE;
    let table = if bold { &t.bold } else { &t.regular };
    let ems: f32 = text
        .chars()
        .map(|c| table.get(&c).map_or(UNKNOWN, |w| w / AT))
        .sum();
    (ems * SPREAD + SLACK) * size
}

/// The largest size from `max` down to `min` (in steps of one) at which `text` fits `room`;
/// `None` if it does not fit even at `min`.
pub fn size_to_fit(text: &str, room: f32, max: f32, min: f32, bold: bool) -> Option<f32> {
    let mut size = max;
    while size >= min {
        if width(text, size, bold) <= room {
            return Some(size);
        }
        size -= 1.0;
    }
    None
}

/// `text` cut to fit `room` with an ellipsis (the last resort, for a name too long to show).
pub fn cut(text: &str, room: f32, size: f32, bold: bool) -> String {
    if width(text, size, bold) <= room {
        return text.to_string();
    }
    let mut s: String = text.to_string();
    while !s.is_empty() {
        s.pop();
        let candidate = format!("{}…", s.trim_end());
        if width(&candidate, size, bold) <= room {
            return candidate;
        }
    }
    "…".to_string()
}

/// `text` broken into lines of at most `room`, at spaces; a word wider than `room` stays whole
/// on its own line (the caller checks [`width`] of the lines it gets).
pub fn wrap(text: &str, room: f32, size: f32, bold: bool) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        match out.last_mut() {
            Some(line) if width(&format!("{line} {word}"), size, bold) <= room => {
                line.push(' ');
                line.push_str(word);
            }
            _ => out.push(word.to_string()),
        }
    }
    out
}

/// The largest size from `max` down to `min` at which `text` wraps into at most `lines` lines
/// each within `room`, with those lines; at `min` the lines as they fall, cut to `lines`.
pub fn wrap_to_fit(
    text: &str,
    room: f32,
    (max, min): (f32, f32),
    lines: usize,
    bold: bool,
) -> (f32, Vec<String>) {
    let mut size = max;
    while size > min {
        let l = wrap(text, room, size, bold);
        if l.len() <= lines && l.iter().all(|s| width(s, size, bold) <= room) {
            return (size, l);
        }
        size -= 1.0;
    }
    let mut l = wrap(text, room, min, bold);
    if l.len() > lines {
        let rest = l.split_off(lines.saturating_sub(1)).join(" ");
        l.push(rest);
    }
    let l = l.iter().map(|s| cut(s, room, min, bold)).collect();
    (min, l)
}

/// A text's place: where it starts (or is anchored), its baseline, and the room it may take.
#[derive(Clone, Copy, Debug)]
pub struct Spot {
    pub x: f32,
    pub y: f32,
    pub room: f32,
}

/// One line of `text` at `at`, in `font` shrunk (not below `min`) to fit its room, in regular
/// letters when bold is too wide, cut only if even that is too wide; returns how wide it was
/// drawn.
pub fn line(svg: &mut Svg, at: Spot, font: Font, min: f32, text: &str) -> f32 {
    let min = min.min(font.size);
    let fits = |bold: bool| size_to_fit(text, at.room, font.size, min, bold);
    let (font, text) = match (fits(font.bold), fits(false)) {
        (Some(size), _) => (Font { size, ..font }, text.to_string()),
        (None, Some(size)) => (
            Font {
                size,
                bold: false,
                ..font
            },
            text.to_string(),
        ),
        (None, None) => {
            let font = Font {
                size: min,
                bold: false,
                ..font
            };
            (font, cut(text, at.room, min, false))
        }
    };
    svg.text(at.x, at.y, font, &text);
    width(&text, font.size, font.bold)
}

/// Lines of `text` from baseline `at.y`, `step` apart, wrapped into at most `lines` in `font`
/// shrunk (not below `min`) to fit; returns how many were drawn.
pub fn lines(
    svg: &mut Svg,
    at: Spot,
    font: Font,
    min: f32,
    (lines, step): (usize, f32),
    text: &str,
) -> usize {
    let min = min.min(font.size);
    let (size, drawn) = wrap_to_fit(text, at.room, (font.size, min), lines, font.bold);
    for (k, l) in drawn.iter().enumerate() {
        svg.text(at.x, at.y + step * k as f32, Font { size, ..font }, l);
    }
    drawn.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_are_measured_from_the_font() {
        let (i, m) = (width("i", 100.0, false), width("m", 100.0, false));
        assert!(m > 2.0 * i, "an m is wider than two i's: {m} {i}");
        assert!(width("Ż", 20.0, true) > width("Ż", 20.0, false));
        assert!(width(" ", 100.0, false) > 20.0, "a space has width");
    }

    #[test]
    fn a_cut_text_fits_and_ends_with_an_ellipsis() {
        let s = cut("Svanhildr the Swordmaiden", 100.0, 18.0, false);
        assert!(s.ends_with('…') && width(&s, 18.0, false) <= 100.0, "{s}");
    }

    #[test]
    fn wrapping_keeps_every_word() {
        let (size, lines) =
            wrap_to_fit("16 glory, 3 favor, 2 coins", 120.0, (20.0, 18.0), 3, false);
        assert!(size >= 18.0);
        assert_eq!(lines.join(" "), "16 glory, 3 favor, 2 coins");
        assert!(lines.iter().all(|l| width(l, size, false) <= 120.0));
    }
}
