//! Determinism (R-TABLE-3) and the export: same seed and actions → the same game, byte for byte;
//! an export replays to itself; the command line's simulate and replay agree.

use std::process::Command;

use skald::games::midgard::ai::{play_game, BotKind};
use skald::games::midgard::export::{Export, ReplayError, FORMAT};
use skald::games::midgard::*;

fn game(seats: u8, seed: u64, edition: Edition, bots: &[BotKind]) -> Export {
    let mut s = Settings::new(seats);
    s.edition = edition;
    let (state, log) = play_game(s, seed, bots).expect("a full game");
    Export::new(&state, &log)
}

#[test]
fn the_same_seed_gives_a_byte_identical_export() {
    // R-TABLE-3
    for (seats, seed) in [(2, 1), (3, 99), (4, 12345)] {
        let bots = [
            BotKind::Heuristic,
            BotKind::Random,
            BotKind::Heuristic,
            BotKind::Random,
        ];
        let a = serde_json::to_string(&game(seats, seed, Edition::Revised, &bots)).unwrap();
        let b = serde_json::to_string(&game(seats, seed, Edition::Revised, &bots)).unwrap();
        assert_eq!(a, b);
        let other = serde_json::to_string(&game(seats, seed + 1, Edition::Revised, &bots)).unwrap();
        assert_ne!(a, other, "a different seed should give a different game");
    }
}

#[test]
fn an_export_replays_to_itself() {
    for (seats, seed, edition) in [
        (2, 5, Edition::Revised),
        (3, 6, Edition::Classic),
        (4, 7, Edition::Revised),
    ] {
        let export = game(seats, seed, edition, &[BotKind::Random; 4]);
        assert!(export.finished);
        assert_eq!(export.format, FORMAT);
        let json = serde_json::to_string_pretty(&export).unwrap();
        let parsed: Export = serde_json::from_str(&json).unwrap();
        let (state, replayed) = parsed.replay().expect("replays");
        assert_eq!(replayed, export);
        assert_eq!(serde_json::to_string_pretty(&replayed).unwrap(), json);
        assert!(outcome(&state).is_some());
    }
}

#[test]
fn export_scores_add_up_and_blame_is_never_positive() {
    let export = game(4, 21, Edition::Revised, &[BotKind::Random; 4]);
    let winners = export.players.iter().filter(|p| p.winner).count();
    assert!(winners >= 1);
    for p in &export.players {
        let s = p.score.as_ref().expect("a finished game has scores");
        assert!(s.blame <= 0);
        assert_eq!(s.track, i32::from(p.final_state.glory_track));
        assert_eq!(
            s.total,
            s.track + s.destiny + s.sets + s.runes + s.ship + s.favor + s.coins + s.blame
        );
        assert!(p.leader.is_some());
    }
}

#[test]
fn a_tampered_log_is_refused_with_its_position() {
    let mut export = game(2, 3, Edition::Revised, &[BotKind::Random; 2]);
    export.actions.insert(
        0,
        export::LoggedAction {
            seat: 1,
            action: Action::Place {
                space: Space::Loc(Location::Market),
            },
        },
    );
    match export.replay() {
        Err(ReplayError::Action { index: 0, .. }) => {}
        other => panic!("expected a refusal at action 0, got {other:?}"),
    }
    export.format = "something/2".into();
    assert!(matches!(export.replay(), Err(ReplayError::Format(_))));
}

fn skald(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_skald"))
        .args(args)
        .output()
        .expect("the skald binary runs")
}

#[test]
fn simulate_json_reports_and_exports_that_replay() {
    let dir = tempfile::tempdir().unwrap();
    let out = skald(&[
        "simulate",
        "--games",
        "4",
        "--players",
        "3",
        "--seed",
        "40",
        "--bots",
        "mixed",
        "--export-dir",
        dir.path().to_str().unwrap(),
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    for key in [
        "games",
        "players",
        "seconds",
        "games_per_second",
        "mean_actions_per_game",
        "wins_by_seat",
        "mean_total_score",
    ] {
        assert!(report.get(key).is_some(), "missing {key}");
    }
    assert_eq!(report["games"], 4);
    let wins: u64 = report["wins_by_seat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w.as_u64().unwrap())
        .sum();
    assert!(wins >= 4);
    for seed in 40..44 {
        let file = dir.path().join(format!("{seed}.json"));
        assert!(file.exists(), "no export for seed {seed}");
        let out = skald(&["replay", "--check", file.to_str().unwrap()]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(out.stdout, std::fs::read(&file).unwrap());
    }
    // A changed final score makes --check fail.
    let file = dir.path().join("40.json");
    let mut value: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&file).unwrap()).unwrap();
    value["players"][0]["final"]["coins"] = serde_json::json!(99);
    std::fs::write(&file, serde_json::to_string_pretty(&value).unwrap()).unwrap();
    let out = skald(&["replay", "--check", file.to_str().unwrap()]);
    assert!(!out.status.success());
}

#[test]
fn replay_of_a_missing_file_fails_cleanly() {
    let out = skald(&["replay", "/nonexistent/skald-export.json"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

#[test]
fn render_draws_any_moment_of_an_export() {
    let dir = tempfile::tempdir().unwrap();
    let export = game(3, 8, Edition::Revised, &[BotKind::Heuristic; 3]);
    let file = dir.path().join("game.json");
    std::fs::write(&file, serde_json::to_string(&export).unwrap()).unwrap();
    let draw = |step: &str, out: &str| {
        let out = dir.path().join(out);
        let run = skald(&[
            "render",
            "--export",
            file.to_str().unwrap(),
            "--step",
            step,
            "--out",
            out.to_str().unwrap(),
            "--lang",
            "pl",
            "--names",
            "Astrid,Zbyszko,Eirik",
        ]);
        assert!(run.status.success(), "{run:?}");
        std::fs::read(out).unwrap()
    };
    let early = draw("30", "early.svg");
    let later = draw("31", "later.svg");
    let early = String::from_utf8(early).unwrap();
    assert!(early.contains("Zbyszko") && early.contains("Runda"));
    assert_ne!(
        early.as_bytes(),
        later.as_slice(),
        "one action later, another board"
    );
    // The same moment drawn twice is the same picture, byte for byte.
    assert_eq!(draw("30", "again.svg"), early.as_bytes());
    let png = draw("30", "board.png");
    assert!(png.starts_with(b"\x89PNG") && png.len() < 400_000);
    // No step draws the finished game; a step past the end says so (issue 32, item 6); a
    // broken export is refused.
    let end = dir.path().join("end.svg");
    let all = ["render", "--export", file.to_str().unwrap(), "--lang", "pl"];
    let run = skald(&[&all[..], &["--out", end.to_str().unwrap()]].concat());
    assert!(run.status.success(), "{run:?}");
    assert!(std::fs::read_to_string(&end)
        .unwrap()
        .contains("Koniec gry"));
    let past_out = dir.path().join("past.svg");
    let past_at = ["--step", "100000", "--out", past_out.to_str().unwrap()];
    let past = skald(&[&all[..], &past_at[..]].concat());
    assert!(!past.status.success());
    let said = String::from_utf8_lossy(&past.stderr);
    assert!(said.contains("step 100000 is past the end"), "{said}");
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(!past_out.exists());
    std::fs::write(&file, "{}").unwrap();
    let broken = skald(&["render", "--export", file.to_str().unwrap()]);
    assert!(!broken.status.success());
}

// Issue 13: replay and render read any game's export — the Wall's as well as Midgard's.
#[test]
fn wall_exports_from_simulate_replay_and_render_and_a_changed_one_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_str().unwrap();
    let out = skald(&[
        "simulate",
        "--game",
        "wall",
        "--games",
        "3",
        "--players",
        "3",
        "--seed",
        "70",
        "--bots",
        "mixed",
        "--export-dir",
        path,
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let files: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 3);
    for file in &files {
        let file = file.to_str().unwrap();
        let replayed = skald(&["replay", file, "--check"]);
        assert!(
            replayed.status.success(),
            "{file}: {}",
            String::from_utf8_lossy(&replayed.stderr)
        );
        let written = std::fs::read_to_string(file).unwrap();
        assert_eq!(
            String::from_utf8_lossy(&replayed.stdout),
            written,
            "byte for byte"
        );
        let png = dir.path().join("board.png");
        let png = png.to_str().unwrap();
        let drawn = skald(&["render", "--export", file, "--step", "20", "--out", png]);
        assert!(
            drawn.status.success(),
            "{}",
            String::from_utf8_lossy(&drawn.stderr)
        );
        assert!(std::fs::read(png).unwrap().starts_with(b"\x89PNG"));
    }
    let text = std::fs::read_to_string(&files[0]).unwrap();
    let mut export: serde_json::Value = serde_json::from_str(&text).unwrap();
    let replayed = skald::registry::replay(&export).expect("it replays");
    assert_eq!((replayed.game, replayed.same), ("wall", true));
    // Another seed: the same actions are refused somewhere, or give another game.
    export["seed"] = serde_json::json!(export["seed"].as_u64().unwrap() + 1);
    match skald::registry::replay(&export) {
        Ok(r) => assert!(!r.same, "a changed seed gave the same export"),
        Err(skald::table::replay::ReplayError::Action { .. }) => {}
        Err(e) => panic!("{e}"),
    }
    export["game"] = serde_json::json!("chess");
    assert_eq!(
        skald::registry::replay(&export),
        Err(skald::table::replay::ReplayError::Unknown)
    );
}

#[test]
fn a_midgard_export_replays_through_the_registry_too() {
    let export = game(3, 8, Edition::Revised, &[BotKind::Heuristic; 4]);
    let value = serde_json::to_value(&export).unwrap();
    let replayed = skald::registry::replay(&value).expect("it replays");
    assert_eq!((replayed.game, replayed.same), ("midgard", true));
}

#[test]
fn gods_simulate_counts_games_by_side_and_its_exports_replay() {
    let dir = tempfile::tempdir().unwrap();
    let out = skald(&[
        "simulate",
        "--game",
        "gods",
        "--games",
        "6",
        "--players",
        "2",
        "--seed",
        "7",
        "--bots",
        "random",
        "--export-dir",
        dir.path().to_str().unwrap(),
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let sides = report["wins_by_side"].as_object().expect("wins_by_side");
    assert!(
        sides
            .keys()
            .all(|k| ["asgard", "chaos", "draw"].contains(&k.as_str())),
        "{sides:?}"
    );
    let total: u64 = sides.values().map(|v| v.as_u64().unwrap()).sum();
    assert_eq!(total, 6, "every game is won by a side or drawn");
    for entry in std::fs::read_dir(dir.path()).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        let export: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(export["game"], "gods");
        let replayed = skald::registry::replay(&export).expect("it replays");
        assert!(replayed.same, "a Viking Gods export replays byte for byte");
    }
}

/// FNV-1a: a fingerprint of an export, stable across Rust versions (unlike `DefaultHasher`).
fn fingerprint(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[test]
fn fixed_seed_games_stay_the_games_they_were() {
    // Issue 14: the engine's speed work changes no game. Each line pins a fixed seed's whole
    // export (random, heuristic and mixed seats, both editions) by its length of play, its
    // scores and a fingerprint of the export's every byte.
    use BotKind::{Heuristic as H, Random as R};
    let cases: [(u8, u64, Edition, [BotKind; 4]); 8] = [
        (4, 1, Edition::Revised, [R, R, R, R]),
        (4, 2, Edition::Revised, [R, R, R, R]),
        (4, 3, Edition::Classic, [R, R, R, R]),
        (3, 4, Edition::Revised, [H, R, H, R]),
        (2, 5, Edition::Revised, [H, H, H, H]),
        (4, 6, Edition::Revised, [H, H, H, H]),
        (3, 7, Edition::Classic, [H, H, H, H]),
        (2, 8, Edition::Classic, [R, H, R, H]),
    ];
    let mut lines = Vec::new();
    for (seats, seed, edition, bots) in cases {
        let export = game(seats, seed, edition, &bots);
        let text = serde_json::to_string(&export).expect("an export serializes");
        let scores: Vec<Option<i32>> = export
            .players
            .iter()
            .map(|p| p.score.as_ref().map(|s| s.total))
            .collect();
        lines.push(format!(
            "{seats} seats, seed {seed}, {edition:?}, {bots:?}: {} actions, scores {scores:?}, \
             export {:016x}",
            export.actions.len(),
            fingerprint(&text)
        ));
    }
    insta::assert_snapshot!("fixed-seed-games", lines.join("\n"));
}
