//! A view's picture drawn for Discord: rasterized off the async runtime when the message is
//! sent (after the interaction was acknowledged), a few at a time, attached as a PNG file and
//! shown as the embed's image.

use sha2::{Digest, Sha256};

use super::render::{File, Rendered};
use crate::i18n::{render, Lang};
use crate::table::{MessageView, Picture};

/// Changes whenever the same drawing would give other bytes (size, zoom, encoding), so that
/// a board drawn before such a change is uploaded again.
const DRAWING: &str = "board-png/2x-520x400/indexed";

/// What a picture's file will hold, in a few bytes: the same for the same drawing at the
/// same size and description, whatever else the message says (the drawing is deterministic).
pub fn fingerprint(picture: &Picture, lang: Lang) -> String {
    let mut hash = Sha256::new();
    hash.update(DRAWING.as_bytes());
    for part in [&picture.name, &render(&picture.alt, lang), &picture.svg] {
        hash.update((part.len() as u64).to_le_bytes());
        hash.update(part.as_bytes());
    }
    format!("{:x}", hash.finalize())
}

/// Attaches the picture of `view` to `message` (its first part), and says whether it did. A
/// picture that cannot be drawn is logged and left out: the message still says what it has to
/// say.
pub async fn attach(view: &MessageView, lang: Lang, message: &mut Rendered) -> bool {
    let Some(picture) = &view.picture else {
        return false;
    };
    let svg = picture.svg.clone();
    let drawn = {
        let _turn = drawing().acquire().await;
        tokio::task::spawn_blocking(move || crate::render::board_png(&svg)).await
    };
    match drawn {
        Ok(Ok(data)) => {
            message.files.push(File {
                name: picture.name.clone(),
                description: render(&picture.alt, lang),
                data,
            });
            return true;
        }
        Ok(Err(e)) => {
            tracing::error!(table = ?view.table, error = %e, "a picture could not be drawn");
        }
        Err(e) => {
            tracing::error!(table = ?view.table, error = %e, "drawing a picture failed");
        }
    }
    drop_images(message);
    false
}

/// Pictures drawn at once: one core fewer than there are, so that drawing boards for many
/// tables never takes the core that answers members' presses.
fn drawing() -> &'static tokio::sync::Semaphore {
    static DRAWING: std::sync::OnceLock<tokio::sync::Semaphore> = std::sync::OnceLock::new();
    DRAWING.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        tokio::sync::Semaphore::new(cores.saturating_sub(1).max(1))
    })
}

fn drop_images(message: &mut Rendered) {
    for e in &mut message.embeds {
        e.image = None;
    }
}
