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

/// Runs `skald` with `args`, `--db db` appended; (succeeded, stdout, stderr).
fn run_db(args: &[&str], db: &std::path::Path) -> (bool, String, String) {
    let out = skald().args(args).arg("--db").arg(db).output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Issue 32, item 3: a file that is not a Skald database — not SQLite at all, SQLite with a
/// broken body, or another program's SQLite database — is refused by every command that
/// opens a database, at once, in one line naming the file, and is left as it was.
#[test]
fn a_file_that_is_not_a_skald_database_is_refused_at_once_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.db");
    std::fs::write(
        &junk,
        "this is a shopping list, not a database\n".repeat(200),
    )
    .unwrap();
    let broken = dir.path().join("broken.db");
    let mut bytes = b"SQLite format 3\0".to_vec();
    bytes.extend(std::iter::repeat_n(0xA5u8, 8192));
    std::fs::write(&broken, &bytes).unwrap();
    let foreign = dir.path().join("foreign.db");
    tokio::runtime::Runtime::new().unwrap().block_on(async {
        let url = format!("sqlite://{}?mode=rwc", foreign.display());
        let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
        sqlx::query("CREATE TABLE recipes (name TEXT)")
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    });
    let good = dir.path().join("good.db");
    let (ok, _, err) = run_db(&["migrate"], &good);
    assert!(ok, "{err}");
    for file in [&junk, &broken, &foreign] {
        let before = std::fs::read(file).unwrap();
        let shown = file.display().to_string();
        let fresh = dir.path().join("fresh.db");
        let commands: Vec<Vec<String>> = vec![
            vec!["export".into(), "--db".into(), shown.clone()],
            vec!["migrate".into(), "--db".into(), shown.clone()],
            vec![
                "play".into(),
                "--bots".into(),
                "2".into(),
                "--db".into(),
                shown.clone(),
            ],
            vec![
                "copy-db".into(),
                "--from".into(),
                shown.clone(),
                "--to".into(),
                fresh.display().to_string(),
            ],
            vec![
                "copy-db".into(),
                "--from".into(),
                good.display().to_string(),
                "--to".into(),
                shown.clone(),
            ],
        ];
        for args in commands {
            let started = std::time::Instant::now();
            let out = skald().args(&args).stdin(Stdio::null()).output().unwrap();
            let took = started.elapsed();
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
            assert_eq!(err.lines().count(), 1, "{args:?}: one line, not:\n{err}");
            assert!(
                err.contains(&shown) && err.contains("is not a Skald database"),
                "{args:?}: {err}"
            );
            // A pool retrying a bad file took 30 s; refusing it takes a few milliseconds.
            assert!(took < Duration::from_secs(10), "{args:?} took {took:?}");
            let _ = std::fs::remove_file(&fresh);
        }
        assert_eq!(std::fs::read(file).unwrap(), before, "{shown} untouched");
    }
}

/// Issue 32, item 4: a reader that stops reading (`skald export | head -1`) ends the command
/// quietly, with success and no panic.
#[test]
fn writing_to_a_closed_pipe_ends_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bots.db");
    let (ok, _, err) = run_db(
        &["play", "--players", "2", "--bots", "2", "--seed", "9"],
        &db,
    );
    assert!(ok, "{err}");
    let export_file = dir.path().join("export.json");
    std::fs::write(&export_file, serde_json::to_vec(&export(&db)).unwrap()).unwrap();
    let db = db.display().to_string();
    let exported = export_file.display().to_string();
    for args in [
        vec!["export", "--db", &db],
        vec!["replay", &exported],
        vec!["simulate", "--games", "3", "--json"],
    ] {
        let mut child = skald()
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The reader goes away before the command has written anything.
        drop(child.stdout.take());
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{args:?}: {:?} {err}", out.status);
        assert!(
            !err.contains("panicked") && !err.contains("Broken pipe"),
            "{args:?}: {err}"
        );
    }
}

/// Issue 32, item 5: a game never resumes a table of another game. `--game wall` where a
/// Midgard game is unfinished says which table holds what and how to go on, and changes
/// nothing; the Wall starts at the table it suggests; without `--game` the Midgard resumes.
#[test]
fn a_game_never_resumes_a_table_of_another_game() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("skald.db");
    let quit = |args: &[&str]| typed(&[args, &["--bot-delay", "0"]].concat(), &db, "q\n");
    quit(&["play", "--players", "2", "--seed", "4"]);
    let before = export(&db);
    assert_eq!(before["finished"], false);
    let (ok, _, err) = run_db(&["play", "--game", "wall"], &db);
    assert!(!ok);
    assert!(
        err.contains("`local`")
            && err.contains("midgard")
            && err.contains("skald play --table local")
            && err.contains("skald play --game wall --table wall"),
        "{err}"
    );
    assert_eq!(export(&db), before, "nothing changed");
    let wall = quit(&["play", "--game", "wall", "--table", "wall"]);
    assert!(!wall.contains("Resuming"), "{wall}");
    let again = quit(&["play", "--game", "midgard"]);
    assert!(again.contains("Resuming"), "{again}");
    let bare = quit(&["play"]);
    assert!(bare.contains("Resuming"), "{bare}");
    assert_eq!(export(&db)["actions"], before["actions"]);
}

/// Issue 32, item 6: every game has its own default seats (Viking Gods is played by two);
/// a level the game has no bot for and an unknown language are refused before any file is
/// made; `render --step` past the end of an export says so.
#[test]
fn each_game_seats_its_own_default_and_bad_flags_make_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let gods = dir.path().join("gods.db");
    let (ok, _, err) = run_db(
        &["play", "--game", "gods", "--bots", "2", "--seed", "8"],
        &gods,
    );
    assert!(ok, "{err}");
    let played = export(&gods);
    assert_eq!(played["game"], "gods");
    assert!(!played["actions"].as_array().unwrap().is_empty());
    let shown = typed(&["play", "--game", "gods", "--table", "mine"], &gods, "q\n");
    assert!(
        shown.contains("Asgard") || shown.contains("Chaos"),
        "{shown}"
    );

    for (args, says) in [
        (
            vec!["play", "--game", "gods", "--level", "hard"],
            "gods has no hard bot",
        ),
        (
            vec!["play", "--game", "joms", "--level", "hard"],
            "joms has no hard bot",
        ),
        (vec!["play", "--lang", "xx"], "xx"),
        (
            vec!["play", "--game", "gods", "--players", "3"],
            "gods is played by 2 players",
        ),
        (vec!["play", "--game", "chess"], "unknown game `chess`"),
    ] {
        let db = dir.path().join("never.db");
        let (ok, _, err) = run_db(&args, &db);
        assert!(!ok, "{args:?}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(!db.exists(), "{args:?} made {}", db.display());
    }

    let file = dir.path().join("gods.json");
    std::fs::write(&file, serde_json::to_vec(&played).unwrap()).unwrap();
    let steps = played["actions"].as_array().unwrap().len();
    let out_png = dir.path().join("b.png");
    let render = |step: usize| {
        skald()
            .args(["render", "--export"])
            .arg(&file)
            .args(["--step", &step.to_string(), "--out"])
            .arg(&out_png)
            .output()
            .unwrap()
    };
    assert!(render(steps).status.success());
    let past = render(steps + 1);
    let err = String::from_utf8_lossy(&past.stderr);
    assert!(!past.status.success());
    assert!(
        err.contains(&format!("step {} is past the end", steps + 1))
            && err.contains(&format!("holds {steps} actions")),
        "{err}"
    );
}

/// The latest migration's number in one backend's folder.
fn latest_migration(backend: &str) -> u32 {
    let dir = format!("{}/migrations/{backend}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.split('_').next()?.parse().ok()
        })
        .max()
        .unwrap()
}

/// Issue 32, item 6: what docs/scale.md says `skald migrate` prints is what it prints, and both
/// backends report the same schema version.
#[test]
fn the_readme_names_the_migration_the_binary_reports() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, said, err) = run_db(&["migrate"], &dir.path().join("m.db"));
    assert!(ok, "{err}");
    let latest = latest_migration("sqlite");
    assert_eq!(
        said.trim(),
        format!("SQLite: the schema is up to date (migration {latest})")
    );
    assert_eq!(
        latest_migration("postgres"),
        latest,
        "both backends at the same version"
    );
    let page = format!("{}/docs/scale.md", env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(page)
        .unwrap()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let expected = said.trim().replace("SQLite", "PostgreSQL");
    assert!(
        readme.contains(&format!("`{expected}`")),
        "docs/scale.md should say `{expected}`"
    );
}
