//! Every destiny card's name, as a message must not show it while it is someone else's secret.
#![allow(dead_code)]

use skald::games::midgard::cards::cards;
use skald::games::midgard::Edition;
use skald::i18n::{render, Lang, Text};

/// A destiny card's name as the game writes it (its id, `destiny.x` → `destiny-x`).
pub fn destiny_name(id: &str, lang: Lang, edition: Edition) -> String {
    let t = Text::dynamic(id.replace('.', "-")).str("edition", edition.id());
    render(&t, lang)
}

/// Every destiny card name in both languages and editions, with its id.
pub fn destiny_names() -> Vec<(String, String)> {
    let c = cards().expect("card data loads");
    let mut out = Vec::new();
    for d in &c.destiny {
        for lang in Lang::ALL {
            for ed in [Edition::Revised, Edition::Classic] {
                out.push((d.id.clone(), destiny_name(&d.id, lang, ed)));
            }
        }
    }
    out
}
