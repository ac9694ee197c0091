//! A picture's colours cut down to a palette of at most 256, so that its PNG is small: a board
//! is flat colours, lines and anti-aliased text, which lose nothing a reader sees.

use std::collections::HashMap;

use color_quant::NeuQuant;

/// The most colours a palette holds (an 8-bit indexed PNG).
const MAX: usize = 256;
/// NeuQuant's sampling factor: 1 learns from every pixel, 30 from one in thirty. A board's
/// colours are few and repeat, so every tenth pixel teaches it enough.
const SAMPLING: i32 = 10;

/// An image as palette indices: `palette` holds RGB triples, `indices` one byte per pixel.
pub struct Indexed {
    pub palette: Vec<u8>,
    pub indices: Vec<u8>,
}

/// `rgba` (premultiplied, opaque) as an indexed image: its exact colours when they are at most
/// 256, else the 256 that NeuQuant learns from it, each pixel mapped to the nearest.
pub fn indexed(rgba: &[u8]) -> Indexed {
    exact(rgba).unwrap_or_else(|| learned(rgba))
}

/// The picture's own colours, when they fit in a palette.
fn exact(rgba: &[u8]) -> Option<Indexed> {
    let mut index: HashMap<[u8; 3], u8> = HashMap::new();
    let mut palette = Vec::new();
    let mut indices = Vec::with_capacity(rgba.len() / 4);
    for px in rgba.chunks_exact(4) {
        let colour = [px[0], px[1], px[2]];
        let i = match index.get(&colour) {
            Some(&i) => i,
            None => {
                let i = u8::try_from(index.len()).ok()?;
                index.insert(colour, i);
                palette.extend_from_slice(&colour);
                i
            }
        };
        indices.push(i);
    }
    Some(Indexed { palette, indices })
}

/// 256 colours learned from the picture, every pixel mapped to the nearest of them.
fn learned(rgba: &[u8]) -> Indexed {
    let opaque: Vec<u8> = rgba
        .chunks_exact(4)
        .flat_map(|px| [px[0], px[1], px[2], 255])
        .collect();
    let quant = NeuQuant::new(SAMPLING, MAX, &opaque);
    let mut cache: HashMap<[u8; 3], u8> = HashMap::new();
    let indices = opaque
        .chunks_exact(4)
        .map(|px| {
            *cache
                .entry([px[0], px[1], px[2]])
                .or_insert_with(|| quant.index_of(px) as u8)
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

    #[test]
    fn many_colours_become_a_palette_of_256_near_them() {
        let colours: Vec<[u8; 3]> = (0..4096u32)
            .map(|i| [(i % 64 * 4) as u8, (i / 64 * 4) as u8, 128])
            .collect();
        let out = indexed(&rgba(&colours));
        assert_eq!(out.palette.len(), 3 * MAX);
        assert_eq!(out.indices.len(), colours.len());
        let mut total = 0;
        for (c, &i) in colours.iter().zip(&out.indices) {
            let p = &out.palette[3 * usize::from(i)..3 * usize::from(i) + 3];
            let off: i32 = (0..3).map(|k| (i32::from(c[k]) - i32::from(p[k])).abs()).sum();
            assert!(off <= 96, "{c:?} drawn as {p:?}");
            total += off;
        }
        // 4,096 colours 4 apart in a 256 × 256 square, 256 kept: about 16 apart each way.
        let mean = total as f64 / colours.len() as f64;
        assert!(mean <= 24.0, "off by {mean} on average");
    }
}
