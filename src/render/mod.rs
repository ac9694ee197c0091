//! Pictures: a game draws its public view as an SVG document ([`Svg`]), and this module turns it
//! into a PNG with `resvg`, using only the fonts embedded in the binary, loaded once.

pub mod measure;
mod palette;
mod svg;

use std::sync::{Arc, LazyLock};

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{fontdb, Options, TextRendering, Tree};
use thiserror::Error;

pub use svg::{Anchor, Font, Paint, Svg};

/// The family every picture draws its text in (embedded, semi-condensed: full Latin, Polish
/// included).
pub const FONT: &str = "DejaVu Sans";

static FONTS: LazyLock<Arc<fontdb::Database>> = LazyLock::new(|| {
    let mut db = fontdb::Database::new();
    db.load_font_data(include_bytes!("../../assets/fonts/DejaVuSansCondensed.ttf").to_vec());
    db.load_font_data(include_bytes!("../../assets/fonts/DejaVuSansCondensed-Bold.ttf").to_vec());
    db.set_sans_serif_family(FONT);
    Arc::new(db)
});

#[derive(Debug, Error)]
pub enum RenderError {
    #[error("the picture is not valid SVG: {0}")]
    Svg(#[from] resvg::usvg::Error),
    #[error("a picture of {width}×{height} px cannot be drawn")]
    Size { width: u32, height: u32 },
    #[error("the picture could not be encoded as PNG: {0}")]
    Png(String),
}

/// The embedded fonts, as one shared database (built on first use, never again).
pub fn fonts() -> Arc<fontdb::Database> {
    Arc::clone(&FONTS)
}

/// The box a chat shows a picture in, in pixels (a desktop embed; a click opens the full size).
pub const DISPLAY_BOX: (f32, f32) = (520.0, 400.0);
/// How many pixels a board is drawn with for each one it is shown with: sharp when opened.
pub const ZOOM: f32 = 2.0;

/// Rasterizes an SVG document to a PNG `width` pixels wide (the height keeps the proportions).
pub fn png(svg: &str, width: u32) -> Result<Vec<u8>, RenderError> {
    let tree = parse(svg)?;
    draw(&tree, width, &palette::declared(svg))
}

/// Rasterizes a board to a PNG [`ZOOM`] times the size it is shown at when fitted into
/// [`DISPLAY_BOX`]: a wide board as wide as the box allows, a tall one narrower.
pub fn board_png(svg: &str) -> Result<Vec<u8>, RenderError> {
    let tree = parse(svg)?;
    let size = tree.size();
    let width = board_width(size.width(), size.height());
    draw(&tree, width, &palette::declared(svg))
}

/// How wide a board `width` × `height` (in its own units) is drawn, in pixels.
pub fn board_width(width: f32, height: f32) -> u32 {
    let (box_w, box_h) = DISPLAY_BOX;
    let shown = box_w.min(box_h * width / height.max(1.0));
    (ZOOM * shown).round().max(1.0) as u32
}

/// Text is drawn without anti-aliasing: a board is drawn at [`ZOOM`] times the size it is
/// shown at, so the chat's scaling down smooths its edges as anti-aliasing would, while the
/// file loses the shades of every letter's edge. A 3-seat Midgard game uploads about a third
/// fewer bytes (its pictures' text is most of their edges); shapes keep their smooth edges.
fn parse(svg: &str) -> Result<Tree, RenderError> {
    let opt = Options {
        font_family: FONT.to_string(),
        fontdb: fonts(),
        text_rendering: TextRendering::OptimizeSpeed,
        ..Options::default()
    };
    Ok(Tree::from_str(svg, &opt)?)
}

/// `declared`: the colours the document names, which the palette keeps exactly.
fn draw(tree: &Tree, width: u32, declared: &[u32]) -> Result<Vec<u8>, RenderError> {
    let size = tree.size();
    let scale = width as f32 / size.width();
    let height = (size.height() * scale).ceil() as u32;
    let mut pixmap = Pixmap::new(width, height).ok_or(RenderError::Size { width, height })?;
    resvg::render(
        tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    encode(&pixmap, declared)
}

/// The pixmap as an indexed PNG (a palette of at most 256 colours, see [`palette`]): a
/// picture always has an opaque background, so the alpha channel says nothing, and a board's
/// flat colours lose nothing a reader sees while the file is several times smaller.
fn encode(pixmap: &Pixmap, declared: &[u32]) -> Result<Vec<u8>, RenderError> {
    let image = palette::indexed(pixmap.data(), declared);
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(image.palette);
    encoder.set_compression(png::Compression::Balanced);
    encoder.set_filter(png::Filter::NoFilter);
    let mut writer = encoder
        .write_header()
        .map_err(|e| RenderError::Png(e.to_string()))?;
    writer
        .write_image_data(&image.indices)
        .map_err(|e| RenderError::Png(e.to_string()))?;
    writer
        .finish()
        .map_err(|e| RenderError::Png(e.to_string()))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polish_text_is_drawn_with_the_embedded_font() {
        let picture = |text: &str| {
            let mut s = Svg::new(200.0, 40.0, "#ffffff");
            s.text(10.0, 28.0, Font::new(20.0, "#000000"), text);
            png(&s.finish(), 200).expect("a picture")
        };
        let blank = png(&Svg::new(200.0, 40.0, "#ffffff").finish(), 200).expect("a picture");
        let polish = picture("Łódź żółć");
        assert!(polish.starts_with(b"\x89PNG"));
        assert_ne!(polish, blank, "the text left ink");
        assert_ne!(polish, picture("Lodz zolc"), "the diacritics are drawn");
        assert_eq!(fonts().faces().count(), 2, "only the embedded faces");
    }

    #[test]
    fn a_board_is_drawn_at_twice_the_box_it_is_shown_in() {
        let size = |w: f32, h: f32| {
            let bytes = board_png(&Svg::new(w, h, "#123456").finish()).expect("a picture");
            let img = Pixmap::decode_png(&bytes).expect("a PNG");
            (img.width(), img.height())
        };
        // Wide: as wide as the box (520 px shown, 1,040 drawn).
        assert_eq!(size(1040.0, 650.0), (1040, 650));
        assert_eq!(size(500.0, 250.0), (1040, 520));
        // Tall: as high as the box (400 px shown, 800 drawn), narrower.
        assert_eq!(size(800.0, 1000.0), (640, 800));
    }

    #[test]
    fn the_picture_scales_to_the_asked_width() {
        let s = Svg::new(100.0, 50.0, "#123456").finish();
        let bytes = png(&s, 300).expect("a picture");
        let img = Pixmap::decode_png(&bytes).expect("a PNG");
        assert_eq!((img.width(), img.height()), (300, 150));
    }
}
