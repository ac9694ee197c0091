//! Embeds every Fluent file under `locales/<lang>/` (the table's and Discord's texts at the
//! top, each game's in its own folder): the build writes the list, so a new game's texts
//! need no line anywhere else, and a file added or changed rebuilds the crate.

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

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo:rerun-if-changed=locales");
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR")?).join("locales");
    let mut list = String::from("pub const FILES: &[(Lang, &str, &str)] = &[\n");
    for (code, lang) in [("en", "Lang::En"), ("pl", "Lang::Pl")] {
        let dir = root.join(code);
        let mut files = Vec::new();
        ftl_files(&dir, Path::new(""), &mut files)?;
        files.sort();
        for rel in files {
            let name = rel.to_string_lossy().replace('\\', "/");
            let path = dir.join(&rel);
            writeln!(list, "    ({lang}, {name:?}, include_str!({path:?})),")?;
        }
    }
    list.push_str("];\n");
    let out = PathBuf::from(std::env::var("OUT_DIR")?).join("locales.rs");
    fs::write(out, list)?;
    Ok(())
}
