//! A picture's colours cut down to a palette of at most 256, so that its PNG is small: a board
//! is flat colours, lines and anti-aliased text, which lose nothing a reader sees.

use std::collections::HashMap;

use color_quant::NeuQuant;

/// The most colours a palette holds. A board is a few flat colours and the edges of its
/// text and shapes: 32 keep every edge smooth at the size a chat shows it, and the file is
/// about a seventh smaller than with 256 (fewer shades to tell apart compress better).
const MAX: usize = 32;
/// The most colours a picture may have to be kept exactly (an 8-bit indexed PNG).
const EXACT: usize = 256;
/// NeuQuant's sampling factor: 1 learns from every pixel, 30 (its coarsest) from one in thirty.
/// A board's colours are few and repeat, so one in thirty teaches it enough: the colours drawn
/// are off by under one level per pixel on average, and learning takes a third of the time.
const SAMPLING: i32 = 30;
/// The most named colours kept exactly; the rest of the palette is learned for the edges.
const FLAT_MAX: usize = 24;
/// Slots in the cache of colours already mapped to the palette (a power of two).
const CACHE_SLOTS: usize = 1 << 16;

/// An image as palette indices: `palette` holds RGB triples, `indices` one byte per pixel.
pub struct Indexed {
    pub palette: Vec<u8>,
    pub indices: Vec<u8>,
}

/// `rgba` (premultiplied, opaque) as an indexed image: its exact colours when they are at most
/// 256, else a palette of 32 (its flat colours and some learned), each pixel mapped to the
/// nearest.
pub fn indexed(rgba: &[u8], declared: &[u32]) -> Indexed {
    exact(rgba).unwrap_or_else(|| learned(rgba, declared))
}

/// The colours an SVG document names (`#rrggbb`), each once, as [`colour`] numbers: its
/// fills, strokes and text, the colours a reader tells things apart by.
pub fn declared(svg: &str) -> Vec<u32> {
    let mut found = Vec::new();
    for (at, _) in svg.match_indices('#') {
        let Some(hex) = svg.get(at + 1..at + 7) else {
            continue;
        };
        let Ok(rgb) = u32::from_str_radix(hex, 16) else {
            continue;
        };
        let followed = svg[at + 7..].chars().next();
        if !hex.chars().all(|c| c.is_ascii_hexdigit())
            || followed.is_some_and(|c| c.is_ascii_alphanumeric())
        {
            continue;
        }
        let [b, g, r, _] = rgb.to_le_bytes();
        let c = u32::from_le_bytes([r, g, b, 0]);
        if !found.contains(&c) {
            found.push(c);
        }
    }
    found
}

/// A pixel's colour as one number (its alpha left out: pictures are opaque).
fn colour(px: &[u8]) -> u32 {
    u32::from_le_bytes([px[0], px[1], px[2], 0])
}

/// The picture's own colours, when they fit in a palette. Pixels come in runs of one colour,
/// so only a change of colour looks the colour up.
fn exact(rgba: &[u8]) -> Option<Indexed> {
    let mut seen: Vec<u32> = Vec::new();
    let mut palette = Vec::new();
    let mut indices = Vec::with_capacity(rgba.len() / 4);
    let mut last: Option<(u32, u8)> = None;
    for px in rgba.chunks_exact(4) {
        let c = colour(px);
        let i = match last {
            Some((lc, li)) if lc == c => li,
            _ => {
                let i = match seen.iter().position(|&s| s == c) {
                    Some(i) => i,
                    None if seen.len() == EXACT => return None,
                    None => {
                        seen.push(c);
                        palette.extend_from_slice(&px[..3]);
                        seen.len() - 1
                    }
                };
                let i = u8::try_from(i).ok()?;
                last = Some((c, i));
                i
            }
        };
        indices.push(i);
    }
    Some(Indexed { palette, indices })
}

/// A palette of [`MAX`] colours for a picture with more than 256: the colours its document
/// names exactly (panels, seat stripes, tokens, ink: those the picture shows, most pixels
/// first), and the rest learned by NeuQuant for the edges between them. Learned alone, two
/// seats' colours that cover little of the picture can fall into one entry, and two players
/// would look alike. Each pixel is mapped to the nearest
/// entry; a colour's entry is remembered in a small direct-mapped cache, so that each
/// distinct colour is searched for about once.
fn learned(rgba: &[u8], declared: &[u32]) -> Indexed {
    let mut palette = flat_colours(rgba, declared);
    let room = MAX - palette.len() / 3;
    if room > 0 {
        palette.extend(NeuQuant::new(SAMPLING, room, rgba).color_map_rgb());
    }
    let entries: Vec<[i32; 3]> = palette
        .chunks_exact(3)
        .map(|c| [i32::from(c[0]), i32::from(c[1]), i32::from(c[2])])
        .collect();
    // A slot holds a colour and its index, or None before any colour landed in it.
    let mut cache: Vec<Option<(u32, u8)>> = vec![None; CACHE_SLOTS];
    let indices = rgba
        .chunks_exact(4)
        .map(|px| {
            let c = colour(px);
            let slot = (c.wrapping_mul(0x9E37_79B1) >> 16) as usize % CACHE_SLOTS;
            if let Some((seen, i)) = cache[slot] {
                if seen == c {
                    return i;
                }
            }
            let i = nearest(&entries, px);
            cache[slot] = Some((c, i));
            i
        })
        .collect();
    Indexed { palette, indices }
}

/// The `declared` colours the picture shows, most pixels first, at most [`FLAT_MAX`], as
/// RGB triples.
fn flat_colours(rgba: &[u8], declared: &[u32]) -> Vec<u8> {
    let mut counts: HashMap<u32, usize> = HashMap::new();
    let mut run: Option<(u32, usize)> = None;
    for px in rgba.chunks_exact(4) {
        let c = colour(px);
        match &mut run {
            Some((rc, n)) if *rc == c => *n += 1,
            _ => {
                if let Some((rc, n)) = run {
                    *counts.entry(rc).or_default() += n;
                }
                run = Some((c, 1));
            }
        }
    }
    if let Some((rc, n)) = run {
        *counts.entry(rc).or_default() += n;
    }
    let mut flat: Vec<(u32, usize)> = counts
        .into_iter()
        .filter(|(c, _)| declared.contains(c))
        .collect();
    // Most common first; the colour's value breaks ties, so the palette is always the same.
    flat.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    flat.iter()
        .take(FLAT_MAX)
        .flat_map(|&(c, _)| {
            let [r, g, b, _] = c.to_le_bytes();
            [r, g, b]
        })
        .collect()
}

/// The index of the entry nearest to `px` (squared distance in RGB; the first of equals).
fn nearest(entries: &[[i32; 3]], px: &[u8]) -> u8 {
    let distance = |e: &[i32; 3]| -> i32 { (0..3).map(|k| (e[k] - i32::from(px[k])).pow(2)).sum() };
    let best = entries
        .iter()
        .enumerate()
        .min_by_key(|&(i, e)| (distance(e), i))
        .map_or(0, |(i, _)| i);
    u8::try_from(best).unwrap_or(u8::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rgba(colours: &[[u8; 3]]) -> Vec<u8> {
        colours
            .iter()
            .flat_map(|c| [c[0], c[1], c[2], 255])
            .collect()
    }

    #[test]
    fn few_colours_are_kept_exactly() {
        let image = rgba(&[[1, 2, 3], [200, 100, 50], [1, 2, 3]]);
        let out = indexed(&image, &[]);
        assert_eq!(out.palette, vec![1, 2, 3, 200, 100, 50]);
        assert_eq!(out.indices, vec![0, 1, 0]);
    }

    /// How far apart two colours are: the sum of the channels' differences.
    fn off(c: &[u8], p: &[u8]) -> i32 {
        (0..3)
            .map(|k| (i32::from(c[k]) - i32::from(p[k])).abs())
            .sum()
    }

    #[test]
    fn a_board_keeps_its_flat_colours_and_edges_stay_near() {
        // A board: paper, ink, a few flat panel colours in large areas, and the thousands of
        // shades their anti-aliased edges make.
        let flats: [[u8; 3]; 8] = [
            [245, 240, 225],
            [30, 30, 30],
            [255, 255, 255],
            [0, 0, 0],
            [200, 60, 50],
            [50, 110, 170],
            [200, 160, 40],
            [90, 150, 80],
        ];
        let mut colours: Vec<[u8; 3]> = Vec::new();
        for (i, f) in flats.iter().enumerate() {
            colours.extend(std::iter::repeat_n(*f, 3000 - 200 * i));
        }
        let edges: Vec<[u8; 3]> = (0..4096u32)
            .map(|i| [(i % 64 * 4) as u8, (i / 64 * 4) as u8, 128])
            .collect();
        colours.extend(&edges);
        let out = indexed(&rgba(&colours), &[]);
        assert_eq!(out.palette.len(), 3 * MAX);
        assert_eq!(out.indices.len(), colours.len());
        let drawn = |n: usize| {
            let i = usize::from(out.indices[n]);
            &out.palette[3 * i..3 * i + 3]
        };
        let flat_pixels = colours.len() - edges.len();
        for n in (0..flat_pixels).step_by(97) {
            let p = drawn(n);
            assert!(off(&colours[n], p) <= 12, "{:?} drawn as {p:?}", colours[n]);
        }
        let total: i32 = (flat_pixels..colours.len())
            .map(|n| off(&colours[n], drawn(n)))
            .sum();
        let mean = total as f64 / edges.len() as f64;
        assert!(mean <= 60.0, "edges off by {mean} on average");
    }

    #[test]
    fn two_seats_colours_that_cover_little_stay_apart_and_exact() {
        // A paper with its many edge shades, and two players' stripes of blue and green, each
        // a sliver of the picture: learned alone, they once became one teal. Named in the
        // document, they are kept.
        let (blue, green) = ([0x2c, 0x6f, 0xbb], [0x1e, 0x7b, 0x4a]);
        let mut colours: Vec<[u8; 3]> = vec![[0xef, 0xe6, 0xd2]; 200_000];
        colours.extend((0..20_000u32).map(|i| [(i % 97) as u8 + 120, (i % 89) as u8, 60]));
        colours.extend(std::iter::repeat_n(blue, 400));
        colours.extend(std::iter::repeat_n(green, 400));
        let svg = r##"<rect fill="#efe6d2"/><rect fill="#2c6fbb"/><rect fill="#1e7b4a"/>"##;
        let out = indexed(&rgba(&colours), &declared(svg));
        let drawn = |n: usize| {
            let i = usize::from(out.indices[n]);
            out.palette[3 * i..3 * i + 3].to_vec()
        };
        let last = colours.len() - 1;
        assert_eq!(drawn(last - 400), blue.to_vec());
        assert_eq!(drawn(last), green.to_vec());
        assert_eq!(drawn(0), vec![0xef, 0xe6, 0xd2]);
    }

    #[test]
    fn a_document_names_its_colours_once_each() {
        let svg = r##"<svg><rect fill="#2C6FBB" stroke="#2c6fbb"/><use href="#abcdef12"/><text fill="#0a0b0c">#fff</text></svg>"##;
        let rgb = |r: u8, g: u8, b: u8| u32::from_le_bytes([r, g, b, 0]);
        assert_eq!(
            declared(svg),
            vec![rgb(0x2c, 0x6f, 0xbb), rgb(0x0a, 0x0b, 0x0c)]
        );
    }
}
