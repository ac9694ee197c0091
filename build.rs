//! Embeds every Fluent file under `locales/<lang>/` (the table's and Discord's texts at the
//! top, each game's in its own folder) and under a game folder's own `locales/<lang>/`
//! (`src/games/<game>/locales/`): the build writes the list, so a new game's texts need no
//! line anywhere else, and a file added or changed rebuilds the crate.

use std::error::Error;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// Every `.ftl` file under `dir`, as paths relative to it, sorted.
fn ftl_files(dir: &Path, under: &Path, out: &mut Vec<PathBuf>) -> Result<(), Box<dyn Error>> {
    for entry in fs::read_dir(dir.join(under))? {
        let entry = entry?;
        let rel = under.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            ftl_files(dir, &rel, out)?;
        } else if rel.extension().is_some_and(|e| e == "ftl") {
            out.push(rel);
        }
    }
    Ok(())
}

/// The `<lang>` folders of Fluent files and the prefix their files are named by: the shared
/// `locales/`, and each game folder's own `locales/` (its files named `<game>/<file>`).
fn roots(manifest: &Path) -> Result<Vec<(PathBuf, String)>, Box<dyn Error>> {
    let mut roots = vec![(manifest.join("locales"), String::new())];
    let games = manifest.join("src/games");
    let mut own = Vec::new();
    for entry in fs::read_dir(&games)? {
        let dir = entry?.path().join("locales");
        if dir.is_dir() {
            own.push(dir);
        }
    }
    own.sort();
    for dir in own {
        let game = dir.parent().and_then(Path::file_name);
        let game = game
            .map(|g| g.to_string_lossy().into_owned())
            .unwrap_or_default();
        roots.push((dir, format!("{game}/")));
    }
    Ok(roots)
}

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=src/games");
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR")?);
    let mut list = String::from("pub const FILES: &[(Lang, &str, &str)] = &[\n");
    for (root, prefix) in roots(&manifest)? {
        for (code, lang) in [("en", "Lang::En"), ("pl", "Lang::Pl")] {
            let dir = root.join(code);
            let mut files = Vec::new();
            ftl_files(&dir, Path::new(""), &mut files)?;
            files.sort();
            for rel in files {
                let name = format!("{prefix}{}", rel.to_string_lossy().replace('\\', "/"));
                let path = dir.join(&rel);
                writeln!(list, "    ({lang}, {name:?}, include_str!({path:?})),")?;
            }
        }
    }
    list.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR")?).join("locales.rs");
    fs::write(out, list)?;
    Ok(())
}
