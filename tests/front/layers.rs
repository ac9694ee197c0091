//! The layers of the source, read from its text: the table host (`src/table/`) imports no
//! game and not the list of games; a game's engine imports no table; no game imports another
//! game, the list or a front end; and no shared source outside the games and the list names a
//! game by its id.

use std::path::{Path, PathBuf};

use skald::registry::GAMES;

/// Every `.rs` file under `dir` (relative to the repository), with its text.
fn rust_files(dir: &str) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join(dir)];
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            panic!("{} reads", dir.display());
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                files.push((path, text));
            }
        }
    }
    assert!(!files.is_empty(), "no source under {dir}");
    files
}

/// The game folders under `src/games/` (each a folder with a `mod.rs`).
fn game_folders() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
    let mut games: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .filter(|e| e.path().join("mod.rs").is_file())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    games.sort();
    games
}

/// The code of a file, its comments left out (a doc comment may point anywhere).
fn code(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Each of `paths` that `text`'s code names (`crate::table`, …).
fn names<'a>(text: &str, paths: &'a [String]) -> Vec<&'a str> {
    let code = code(text);
    paths
        .iter()
        .filter(|p| {
            code.match_indices(p.as_str()).any(|(i, _)| {
                let next = code[i + p.len()..].chars().next();
                !next.is_some_and(|c| c.is_alphanumeric() || c == '_')
            })
        })
        .map(String::as_str)
        .collect()
}

/// Every file of `files` that names one of `paths`, with the paths it names.
fn offenders(files: &[(PathBuf, String)], paths: &[String]) -> Vec<String> {
    files
        .iter()
        .filter_map(|(path, text)| {
            let named = names(text, paths);
            (!named.is_empty()).then(|| format!("{}: {named:?}", path.display()))
        })
        .collect()
}

#[test]
fn the_game_folders_are_the_listed_games() {
    let mut listed: Vec<String> = GAMES.iter().map(|g| g.id().to_string()).collect();
    listed.sort();
    assert_eq!(game_folders(), listed);
}

#[test]
fn the_table_host_imports_no_game_and_not_the_list() {
    let mut paths: Vec<String> = game_folders()
        .iter()
        .map(|g| format!("crate::games::{g}"))
        .collect();
    paths.push("crate::registry".into());
    let bad = offenders(&rust_files("src/table"), &paths);
    assert!(bad.is_empty(), "the host imports a game: {bad:#?}");
}

#[test]
fn a_game_imports_no_other_game_no_list_and_no_front_end() {
    let games = game_folders();
    assert!(games.len() >= 5, "{games:?}");
    for game in &games {
        let mut paths: Vec<String> = games
            .iter()
            .filter(|g| *g != game)
            .map(|g| format!("crate::games::{g}"))
            .collect();
        for front in ["registry", "discord", "cli", "store", "config"] {
            paths.push(format!("crate::{front}"));
        }
        let bad = offenders(&rust_files(&format!("src/games/{game}")), &paths);
        assert!(bad.is_empty(), "{game} reaches out of its folder: {bad:#?}");
    }
}

#[test]
fn a_game_s_engine_imports_no_table() {
    let paths = ["crate::table".to_string(), "super::table".to_string()];
    for game in game_folders() {
        let files = rust_files(&format!("src/games/{game}"));
        let engine: Vec<_> = files
            .into_iter()
            .filter(|(path, _)| {
                let inside = path.to_string_lossy().replace('\\', "/");
                !inside.contains(&format!("src/games/{game}/table"))
            })
            .collect();
        let bad = offenders(&engine, &paths);
        assert!(bad.is_empty(), "{game}'s engine uses the table: {bad:#?}");
    }
}

#[test]
fn no_shared_source_names_a_game() {
    let games = game_folders();
    let quoted: Vec<String> = games.iter().map(|g| format!("\"{g}\"")).collect();
    let mut shared = Vec::new();
    for dir in [
        "src/table",
        "src/discord",
        "src/cli",
        "src/store",
        "src/i18n",
        "src/render",
    ] {
        shared.extend(rust_files(dir));
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for file in [
        "main.rs",
        "lib.rs",
        "config.rs",
        "games/mod.rs",
        "games/record.rs",
        "games/search.rs",
    ] {
        let path = root.join(file);
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(!text.is_empty(), "{} reads", path.display());
        shared.push((path, text));
    }
    let bad: Vec<String> = shared
        .iter()
        .filter_map(|(path, text)| {
            let code = code(text);
            let named: Vec<&String> = quoted
                .iter()
                .filter(|q| code.contains(q.as_str()))
                .collect();
            (!named.is_empty()).then(|| format!("{}: {named:?}", path.display()))
        })
        .collect();
    assert!(bad.is_empty(), "shared source names a game: {bad:#?}");
}

#[test]
fn an_import_is_found_in_code_and_not_in_comments_or_longer_names() {
    let paths = vec![
        "crate::games::wall".to_string(),
        "crate::registry".to_string(),
    ];
    let text =
        "//! see crate::registry\nuse crate::games::wall::Wall;\nuse crate::games::wallpaper;";
    assert_eq!(names(text, &paths), vec!["crate::games::wall"]);
    assert!(names("use crate::games::wallpaper::X;", &paths).is_empty());
    assert_eq!(
        names("let g = crate::registry::GAMES;", &paths),
        vec!["crate::registry"]
    );
}
