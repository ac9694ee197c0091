//! `skald play` and `skald export` as a person uses them: a whole game in the terminal in either
//! language, and a killed process that resumes to exactly the same game.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

fn skald() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_skald"));
    c.env_remove("DISCORD_TOKEN").env_remove("DATABASE_URL");
    c
}

fn export(db: &std::path::Path) -> serde_json::Value {
    let out = skald()
        .args(["export", "--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Whether the table stored in `db` has a game with at least one move played.
fn under_way(db: &std::path::Path) -> bool {
    let Ok(out) = skald()
        .args(["export", "--db", db.to_str().unwrap_or_default()])
        .output()
    else {
        return false;
    };
    let export: serde_json::Value = match serde_json::from_slice(&out.stdout) {
        Ok(v) if out.status.success() => v,
        _ => return false,
    };
    export["actions"].as_array().is_some_and(|a| !a.is_empty())
}

fn play_with_answers(db: &std::path::Path, lang: &str) -> String {
    // Always the first choice; `h` and `b` along the way.
    let answers = String::from("h\nb\nnonsense\n") + &"1\n".repeat(3000);
    let args = ["play", "--players", "2", "--bots", "1", "--seed", "11"];
    typed(
        &[&args[..], &["--bot-delay", "0", "--lang", lang]].concat(),
        db,
        &answers,
    )
}

/// Runs `skald` with `args` and `--db db`, `answers` typed; what it printed.
fn typed(args: &[&str], db: &std::path::Path, answers: &str) -> String {
    let mut child = skald()
        .args(args)
        .arg("--db")
        .arg(db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.as_mut().unwrap().write_all(answers.as_bytes());
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn a_person_plays_a_whole_game_in_the_terminal_in_english_and_polish() {
    let dir = tempfile::tempdir().unwrap();
    for (lang, scoring, hand) in [
        ("en", "Final scoring", "Your hand"),
        ("pl", "Punktacja końcowa", ""),
    ] {
        let db = dir.path().join(format!("{lang}.db"));
        let text = play_with_answers(&db, lang);
        assert!(
            text.contains(scoring),
            "{lang}: no final scoring in:\n{}",
            &text[text.len().saturating_sub(2000)..]
        );
        if !hand.is_empty() {
            assert!(text.contains(hand));
        }
        assert!(text.contains("[1]"), "choices are numbered");
        let export = export(&db);
        assert_eq!(export["finished"], true);
        assert_eq!(export["players"].as_array().unwrap().len(), 2);
    }
}

#[test]
fn a_killed_bot_table_resumes_and_ends_exactly_as_without_the_stop() {
    let dir = tempfile::tempdir().unwrap();
    let straight = dir.path().join("straight.db");
    let args = [
        "play",
        "--players",
        "4",
        "--bots",
        "4",
        "--seed",
        "2024",
        "--db",
    ];
    let out = skald().args(args).arg(&straight).output().unwrap();
    assert!(out.status.success());
    let expected = export(&straight);
    assert_eq!(expected["finished"], true);

    let killed = dir.path().join("killed.db");
    let mut child = skald()
        .args(args)
        .arg(&killed)
        .args(["--bot-delay", "10"])
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    // Stopped once the game is stored and under way, however slow the machine is today.
    let started = std::time::Instant::now();
    while !under_way(&killed) && started.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(50));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    let midway = export(&killed);
    assert_eq!(
        midway["finished"], false,
        "the game should have been stopped midway"
    );
    let out = skald().args(args).arg(&killed).output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("Resuming"));
    assert_eq!(export(&killed), expected);
}

#[test]
fn too_many_people_for_one_terminal_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let out = skald()
        .args(["play", "--players", "3", "--bots", "1", "--db"])
        .arg(dir.path().join("x.db"))
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("one person at most"));
}

#[test]
fn a_missing_or_invalid_token_is_a_clear_error_not_a_panic() {
    let out = skald().arg("serve").output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("DISCORD_TOKEN is not set"));
    let out = skald()
        .env("DISCORD_TOKEN", "not-a-token")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not a valid bot token"), "{err}");
    assert!(!err.contains("panicked"));
}

/// Issue 12: `skald play --board-png DIR` writes the board's picture at every new phase,
/// numbered in order, and keeps `board.png` as the newest.
#[test]
fn board_png_writes_a_picture_per_phase() {
    let dir = tempfile::tempdir().unwrap();
    let pictures = dir.path().join("pictures");
    let out = skald()
        .args(["play", "--players", "2", "--bots", "2", "--seed", "5"])
        .arg("--db")
        .arg(dir.path().join("game.db"))
        .arg("--board-png")
        .arg(&pictures)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut numbered: Vec<_> = std::fs::read_dir(&pictures)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().is_some_and(|n| n != "board.png"))
        .collect();
    numbered.sort();
    // Eight rounds of at least placement and assignment, the leaders and the end.
    assert!(numbered.len() >= 18, "{} pictures", numbered.len());
    let read = |p: &std::path::Path| std::fs::read(p).unwrap();
    for (i, p) in numbered.iter().enumerate() {
        assert_eq!(
            p.file_name().unwrap().to_string_lossy(),
            format!("{:03}.png", i + 1)
        );
        assert!(read(p).starts_with(b"\x89PNG"), "{}", p.display());
    }
    for pair in numbered.windows(2) {
        assert_ne!(read(&pair[0]), read(&pair[1]), "a new phase, a new picture");
    }
    let last = numbered.last().unwrap();
    assert_eq!(read(&pictures.join("board.png")), read(last));
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains(&last.display().to_string()),
        "the terminal says where it drew"
    );
}

/// A Viking Gods game in the terminal against a bot, seed 3 (you play Asgard), with
/// `answers` typed.
fn play_gods(db: &std::path::Path, answers: &str) -> String {
    let args = ["play", "--game", "gods", "--players", "2", "--seed", "3"];
    typed(&[&args[..], &["--bot-delay", "0"]].concat(), db, answers)
}

/// The column header of the Viking Gods map in words.
const MAP_HEADER: &str = "   A     B     C";

/// Each board printed in words, from its map to the end of its message, without the lock
/// of a private message.
fn boards_in(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text
        .lines()
        .map(|l| l.trim_start_matches("> ").trim_start_matches("🔒 "))
        .collect();
    lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.starts_with(MAP_HEADER))
        .map(|(i, _)| {
            let rest = lines[i..].iter().take_while(|l| !l.is_empty());
            rest.copied().collect::<Vec<_>>().join("\n")
        })
        .collect()
}

#[test]
fn a_gods_player_sees_the_map_before_each_decision_once_per_change() {
    let dir = tempfile::tempdir().unwrap();
    // Move Odin (the second choice), then end a few phases.
    let text = play_gods(&dir.path().join("gods.db"), "2\n1\n1\n1\n1\nq\n");
    let first = text
        .find("  [1] End the movement")
        .expect("a first decision");
    let typed = first + text[first..].find("> ").expect("a prompt");
    let second = typed + text[typed..].find("  [1] ").expect("a second decision");
    let between = &text[typed..second];
    let map = between
        .find(MAP_HEADER)
        .expect("the map before the second decision");
    assert!(
        between[map..].contains("Odin (OD, 5) A3"),
        "the map shows the move:\n{between}"
    );
    let boards = boards_in(&text);
    assert!(boards.len() >= 3, "{} boards in:\n{text}", boards.len());
    for pair in boards.windows(2) {
        assert_ne!(pair[0], pair[1], "the same board twice in a row:\n{text}");
    }
}

/// Issue 14: `skald play --level hard` seats hard bots (here thinking 5 ms a move) that play
/// the game to its end; a game without a search bot refuses the level in words, and a
/// bad thinking time in the environment is a clear error.
#[test]
fn hard_bots_play_in_the_terminal_and_a_game_without_one_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("hard.db");
    let args = ["play", "--players", "2", "--bots", "2", "--seed", "3"];
    let shown = typed(
        &[&args[..], &["--level", "hard", "--think-ms", "5"]].concat(),
        &db,
        "",
    );
    let export = export(&db);
    assert_eq!(export["finished"], true, "{shown}");
    assert!(
        shown.contains("hard bot"),
        "the lobby names the hard bots: {shown}"
    );
    let gods = dir.path().join("gods.db");
    let args = ["play", "--game", "gods", "--players", "2", "--bots", "2"];
    let out = skald()
        .args([&args[..], &["--level", "hard", "--db"]].concat())
        .arg(&gods)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("no hard bot"), "{said}");
    let out = skald()
        .env("SKALD_BOT_THINK_MS", "soon")
        .env("DISCORD_TOKEN", "not-a-token")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("SKALD_BOT_THINK_MS"));
}
