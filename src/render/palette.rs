//! A picture's colours cut down to a palette of at most 256, so that its PNG is small: a board
//! is flat colours, lines and anti-aliased text, which lose nothing a reader sees.

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
/// Slots in the cache of colours already mapped to the palette (a power of two).
const CACHE_SLOTS: usize = 1 << 16;

/// An image as palette indices: `palette` holds RGB triples, `indices` one byte per pixel.
pub struct Indexed {
    pub palette: Vec<u8>,
    pub indices: Vec<u8>,
}

/// `rgba` (premultiplied, opaque) as an indexed image: its exact colours when they are at most
/// 256, else the 32 that NeuQuant learns from it, each pixel mapped to the nearest.
pub fn indexed(rgba: &[u8]) -> Indexed {
    exact(rgba).unwrap_or_else(|| learned(rgba))
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

/// [`MAX`] colours learned from the picture, every pixel mapped to the nearest of them. A colour's
/// nearest entry is remembered in a small direct-mapped cache, so that each distinct colour is
/// searched for about once.
fn learned(rgba: &[u8]) -> Indexed {
    let quant = NeuQuant::new(SAMPLING, MAX, rgba);
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
            let i = u8::try_from(quant.index_of(&[px[0], px[1], px[2], 255])).unwrap_or(u8::MAX);
            cache[slot] = Some((c, i));
            i
        })
        .collect();
    Indexed {
        palette: quant.color_map_rgb(),
        indices,
    }
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
        let out = indexed(&image);
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
        let out = indexed(&rgba(&colours));
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
}
