//! Every destiny card's name, as a channel must not show it while it is secret.

use skald::games::midgard::cards::cards;
use skald::games::midgard::Edition;
use skald::i18n::{render, Lang, Text};

/// Every destiny card name in both languages and editions, with its id.
pub fn destiny_names() -> Vec<(String, String)> {
    let c = cards().expect("card data loads");
    let mut out = Vec::new();
    for d in &c.destiny {
        for lang in Lang::ALL {
            for ed in [Edition::Revised, Edition::Classic] {
                let t = Text::dynamic(d.id.replace('.', "-")).str("edition", ed.id());
                out.push((d.id.clone(), render(&t, lang)));
            }
        }
    }
    out
}
