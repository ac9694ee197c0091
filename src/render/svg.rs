//! A small SVG document writer: the shapes and text a board picture is made of, with every
//! piece of text escaped.

use std::fmt::Write;

use super::FONT as FAMILY;

/// Where a text's x coordinate lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    fn attr(self) -> &'static str {
        match self {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        }
    }
}

/// How a text is set: size in px, colour, anchor and weight.
#[derive(Clone, Copy, Debug)]
pub struct Font<'a> {
    pub size: f32,
    pub fill: &'a str,
    pub anchor: Anchor,
    pub bold: bool,
}

impl<'a> Font<'a> {
    pub fn new(size: f32, fill: &'a str) -> Self {
        Font {
            size,
            fill,
            anchor: Anchor::Start,
            bold: false,
        }
    }

    pub fn bold(self) -> Self {
        Font { bold: true, ..self }
    }

    pub fn anchor(self, anchor: Anchor) -> Self {
        Font { anchor, ..self }
    }
}

/// How a shape is painted: its fill, and an outline if any.
#[derive(Clone, Copy, Debug)]
pub struct Paint<'a> {
    pub fill: &'a str,
    pub stroke: Option<(&'a str, f32)>,
}

impl<'a> Paint<'a> {
    pub fn fill(fill: &'a str) -> Self {
        Paint { fill, stroke: None }
    }

    pub fn outlined(self, colour: &'a str, width: f32) -> Self {
        Paint {
            stroke: Some((colour, width)),
            ..self
        }
    }

    fn attrs(&self) -> String {
        match self.stroke {
            Some((c, w)) => format!(r#"fill="{}" stroke="{c}" stroke-width="{w}""#, self.fill),
            None => format!(r#"fill="{}""#, self.fill),
        }
    }
}

/// An SVG document being written; [`Svg::finish`] closes it.
pub struct Svg {
    out: String,
}

impl Svg {
    pub fn new(width: f32, height: f32, background: &str) -> Self {
        let mut out = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">"#
        );
        let _ = write!(
            out,
            r#"<rect x="0" y="0" width="{width}" height="{height}" fill="{background}"/>"#
        );
        Svg { out }
    }

    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, radius: f32, paint: Paint) {
        let _ = write!(
            self.out,
            r#"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{radius}" {}/>"#,
            paint.attrs()
        );
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, paint: Paint) {
        let _ = write!(
            self.out,
            r#"<circle cx="{cx}" cy="{cy}" r="{r}" {}/>"#,
            paint.attrs()
        );
    }

    pub fn line(&mut self, (x1, y1): (f32, f32), (x2, y2): (f32, f32), colour: &str, width: f32) {
        let _ = write!(
            self.out,
            r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" stroke-width="{width}"/>"#
        );
    }

    /// A closed shape through `points`.
    pub fn polygon(&mut self, points: &[(f32, f32)], paint: Paint) {
        let pts: Vec<String> = points.iter().map(|(x, y)| format!("{x},{y}")).collect();
        let _ = write!(
            self.out,
            r#"<polygon points="{}" {}/>"#,
            pts.join(" "),
            paint.attrs()
        );
    }

    /// One line of text with its baseline at `y`.
    pub fn text(&mut self, x: f32, y: f32, font: Font, text: &str) {
        let weight = if font.bold { "bold" } else { "normal" };
        let _ = write!(
            self.out,
            r#"<text x="{x}" y="{y}" font-family="{FAMILY}" font-stretch="semi-condensed" font-size="{}" font-weight="{weight}" fill="{}" text-anchor="{}">{}</text>"#,
            font.size,
            font.fill,
            font.anchor.attr(),
            escape(text)
        );
    }

    /// Opens a group drawn at `opacity` (0–1) as one layer; [`Svg::end_group`] closes it.
    pub fn group(&mut self, opacity: f32) {
        let _ = write!(self.out, r#"<g opacity="{opacity}">"#);
    }

    pub fn end_group(&mut self) {
        self.out.push_str("</g>");
    }

    pub fn finish(mut self) -> String {
        self.out.push_str("</svg>");
        self.out
    }
}

/// Text as XML character data.
fn escape(text: &str) -> String {
    let mut s = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => s.push_str("&amp;"),
            '<' => s.push_str("&lt;"),
            '>' => s.push_str("&gt;"),
            '"' => s.push_str("&quot;"),
            c => s.push(c),
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped() {
        let mut s = Svg::new(10.0, 10.0, "#fff");
        s.text(0.0, 5.0, Font::new(5.0, "#000"), "<Ann & \"Bo\">");
        let doc = s.finish();
        assert!(doc.contains("&lt;Ann &amp; &quot;Bo&quot;&gt;"));
        assert!(!doc.contains("<Ann"));
    }
}
