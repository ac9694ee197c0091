//! Every `skald …` command that README.md and docs/ show still works. The commands of a ```sh
//! block are run as written, in order, in an empty folder (a server-only one with `--help`);
//! the ones quoted inline (`skald play --game gods`) must be accepted by the command line.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use clap::error::ErrorKind;
use clap::Parser;
use skald::cli::Cli;

/// README.md and every page under docs/.
fn pages() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut paths = vec![root.join("README.md")];
    let docs = std::fs::read_dir(root.join("docs")).expect("docs/ is readable");
    let mut pages: Vec<PathBuf> = docs
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    pages.sort();
    paths.extend(pages);
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("a page is readable");
            (p, text)
        })
        .collect()
}

/// The command lines of each ```sh block of `page`, a block each, comments left out.
fn sh_blocks(page: &str) -> Vec<Vec<String>> {
    let mut blocks = Vec::new();
    let mut open: Option<Vec<String>> = None;
    for line in page.lines() {
        let fence = line.trim_start();
        match (&mut open, fence.starts_with("```")) {
            (None, true) if fence == "```sh" => open = Some(Vec::new()),
            (Some(_), true) => blocks.extend(open.take()),
            (Some(block), false) => {
                let command = line.split(" #").next().unwrap_or("").trim();
                if !command.is_empty() && !command.starts_with('#') {
                    block.push(command.to_string());
                }
            }
            _ => {}
        }
    }
    blocks
}

/// The inline code spans of `page` outside its fenced blocks that quote a `skald` command.
fn inline_commands(page: &str) -> Vec<String> {
    let mut fenced = false;
    let mut found = Vec::new();
    for line in page.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        for (i, span) in line.split('`').enumerate() {
            if i % 2 == 1 && (span == "skald" || span.starts_with("skald ")) {
                found.push(span.to_string());
            }
        }
    }
    found
}

/// A command's arguments after the program: `skald …` or `cargo run --release [-- …]`;
/// `None` for another cargo command (the tests, a benchmark).
fn skald_args(command: &str) -> Option<Vec<String>> {
    let words: Vec<String> = command.split_whitespace().map(str::to_string).collect();
    match words.first().map(String::as_str) {
        Some("skald") => Some(words[1..].to_vec()),
        Some("cargo") if words.get(1).is_some_and(|w| w == "run") => {
            let after = words
                .iter()
                .position(|w| w == "--")
                .map_or(words.len(), |i| i + 1);
            Some(words[after..].to_vec())
        }
        _ => None,
    }
}

/// Whether the command line accepts `args` (asking for help counts).
fn parses(args: &[String]) -> Result<(), String> {
    let argv = std::iter::once("skald".to_string()).chain(args.iter().cloned());
    match Cli::try_parse_from(argv) {
        Ok(_) => Ok(()),
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => Ok(()),
        Err(e) => Err(e.to_string()),
    }
}

/// Runs `args` in `dir` as a reader would, with nothing typed and no token or database set.
fn run(dir: &Path, args: &[String]) -> Result<(), String> {
    let mut args = args.to_vec();
    if args.first().is_some_and(|a| a == "serve") {
        args.push("--help".to_string());
    }
    let out = Command::new(env!("CARGO_BIN_EXE_skald"))
        .args(&args)
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .stdin(Stdio::null())
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

#[test]
fn every_command_of_a_sh_block_runs_as_written() {
    let mut ran = 0;
    for (path, page) in pages() {
        for block in sh_blocks(&page) {
            let dir = tempfile::tempdir().expect("a folder to run in");
            for command in &block {
                let Some(args) = skald_args(command) else {
                    assert!(
                        command.starts_with("cargo "),
                        "{}: `{command}` is neither skald nor cargo",
                        path.display()
                    );
                    continue;
                };
                if let Err(e) = run(dir.path(), &args) {
                    panic!("{}: `{command}` failed:\n{e}", path.display());
                }
                ran += 1;
            }
        }
    }
    // The front page and the pages on bots, the terminal and exports show commands to run.
    assert!(ran >= 5, "only {ran} documented commands were found to run");
}

#[test]
fn every_command_quoted_inline_is_one_the_command_line_takes() {
    let mut quoted = 0;
    for (path, page) in pages() {
        for command in inline_commands(&page) {
            let args = skald_args(&command).unwrap_or_default();
            if let Err(e) = parses(&args) {
                panic!("{}: `{command}` is refused:\n{e}", path.display());
            }
            quoted += 1;
        }
    }
    assert!(quoted >= 10, "only {quoted} quoted commands were found");
}

#[test]
fn a_changed_flag_is_caught() {
    // What the two tests above rely on: a flag that does not exist is refused, and a block's
    // lines are read with their comments left out.
    assert!(parses(&["simulate".into(), "--no-such-flag".into()]).is_err());
    assert!(parses(&["simulate".into(), "--games".into(), "3".into()]).is_ok());
    let blocks = sh_blocks("text\n```sh\nskald simulate --games 3  # three games\n```\n");
    assert_eq!(blocks, vec![vec!["skald simulate --games 3".to_string()]]);
}
