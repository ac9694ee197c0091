//! `skald render --export FILE [--step N] [--out board.png]`: any moment of an exported game
//! as the board picture players see (for bug reports, and to look at the drawing).

use std::path::PathBuf;

use clap::Args;

use crate::i18n::{render as say, Lang, Text};
use crate::registry::picture;
use crate::render::{board_png, png, RenderError};
use crate::table::replay::ReplayError;

#[derive(Debug, Args)]
pub struct RenderArgs {
    /// The export file (JSON, from `skald export`).
    #[arg(long)]
    pub export: PathBuf,
    /// How many of its actions to play first (default: all of them).
    #[arg(long)]
    pub step: Option<usize>,
    /// Where to write the picture; a name ending in .svg gets the SVG document instead.
    #[arg(long, default_value = "board.png")]
    pub out: PathBuf,
    /// The language of the picture's words (en or pl).
    #[arg(long, default_value = "en")]
    pub lang: Lang,
    /// The PNG's width in pixels (default: as the bot sends it, twice the size a chat shows).
    #[arg(long)]
    pub width: Option<u32>,
    /// The players' names, in seat order, comma-separated (an export holds none).
    #[arg(long, value_delimiter = ',')]
    pub names: Vec<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum RenderCliError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: String,
        source: std::io::Error,
    },
    #[error("{path} is not an export: {source}")]
    Parse {
        path: String,
        source: serde_json::Error,
    },
    #[error(transparent)]
    Replay(#[from] ReplayError),
    #[error(transparent)]
    Render(#[from] RenderError),
    #[error("cannot write {path}: {source}")]
    Write {
        path: String,
        source: std::io::Error,
    },
    #[error("a picture between 200 and 4000 pixels wide, please (not {0})")]
    Width(u32),
    #[error("this game's board is told in words only: it has no picture")]
    NoPicture,
}

/// Draws the export's board and writes it; returns the path written.
pub fn run(args: &RenderArgs) -> Result<String, RenderCliError> {
    if let Some(width) = args.width.filter(|w| !(200..=4000).contains(w)) {
        return Err(RenderCliError::Width(width));
    }
    let shown = args.export.display().to_string();
    let text = std::fs::read_to_string(&args.export).map_err(|source| RenderCliError::Read {
        path: shown.clone(),
        source,
    })?;
    let export: serde_json::Value =
        serde_json::from_str(&text).map_err(|source| RenderCliError::Parse {
            path: shown,
            source,
        })?;
    // An export holds no names: every seat a table may have gets one.
    let names: Vec<String> = (0..crate::table::model::MAX_SEATS)
        .map(|i| {
            args.names.get(i).cloned().unwrap_or_else(|| {
                say(
                    &Text::new("render-seat").num("seat", i as i64 + 1),
                    args.lang,
                )
            })
        })
        .collect();
    let svg = picture(&export, args.step, &names, args.lang)?.ok_or(RenderCliError::NoPicture)?;
    let out = args.out.display().to_string();
    let bytes = if out.ends_with(".svg") {
        svg.into_bytes()
    } else {
        match args.width {
            Some(width) => png(&svg, width)?,
            None => board_png(&svg)?,
        }
    };
    std::fs::write(&args.out, bytes).map_err(|source| RenderCliError::Write {
        path: out.clone(),
        source,
    })?;
    Ok(out)
}
