//! `skald play --board-png DIR`: the board's picture written to a folder whenever the game
//! moves to a new phase — `DIR/001.png`, `DIR/002.png`, … one per phase, and `DIR/board.png`,
//! always the newest, to keep open in an image viewer beside the terminal.

use std::path::PathBuf;

use crate::i18n::{render, Lang};
use crate::table::Picture;

#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error(transparent)]
    Render(#[from] crate::render::RenderError),
    #[error("cannot write {path}: {source}")]
    Write {
        path: String,
        source: std::io::Error,
    },
}

/// The folder the pictures go to, and which phase was drawn last.
#[derive(Debug)]
pub struct BoardPictures {
    dir: PathBuf,
    /// The last picture's description (it names the round and phase).
    last: Option<String>,
    written: usize,
}

impl BoardPictures {
    /// Pictures into `dir`, created if need be.
    pub fn new(dir: PathBuf) -> Result<BoardPictures, PictureError> {
        std::fs::create_dir_all(&dir).map_err(|source| PictureError::Write {
            path: dir.display().to_string(),
            source,
        })?;
        Ok(BoardPictures {
            dir,
            last: None,
            written: 0,
        })
    }

    /// Draws `picture` when it shows a phase not drawn yet; returns the file written.
    pub fn offer(
        &mut self,
        picture: &Picture,
        lang: Lang,
    ) -> Result<Option<PathBuf>, PictureError> {
        let phase = render(&picture.alt, lang);
        if self.last.as_ref() == Some(&phase) {
            return Ok(None);
        }
        let png = crate::render::board_png(&picture.svg)?;
        self.written += 1;
        let numbered = self.dir.join(format!("{:03}.png", self.written));
        for path in [&numbered, &self.dir.join("board.png")] {
            std::fs::write(path, &png).map_err(|source| PictureError::Write {
                path: path.display().to_string(),
                source,
            })?;
        }
        self.last = Some(phase);
        Ok(Some(numbered))
    }
}
