//! Every game's export (docs/export.md): the events of every step and the result beside the
//! action log, in one envelope that docs/export.schema.json describes; `replay --check` catches
//! a changed event or result; record events reach no one at the table; `simulate --per-game`.

use skald::table::Seen;
use std::process::Command;

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Value};
use skald::cli::simulate::seat_bots;
use skald::cli::BotMix;
use skald::games::gods::Gods;
use skald::games::joms::Joms;
use skald::games::midgard::Midgard;
use skald::games::wall::Wall;
use skald::games::Seat;
use skald::registry::replay;
use skald::table::bout::play;
use skald::table::{TableGame, Think};

/// `G`'s settings for `players` seats and the table options `options`.
fn settings<G: TableGame>(players: u8, options: &[(&str, &str)]) -> G::Settings {
    let mut o = G::Options::default();
    for (key, value) in options {
        assert!(G::set_option(&mut o, key, value), "{key}={value}");
    }
    G::game_settings(&o, players)
}

/// A bot-played game of `G` from `seed`: its final state and log.
fn played<G: TableGame>(
    players: u8,
    options: &[(&str, &str)],
    seed: u64,
) -> (G::State, Vec<(Seat, G::Action)>) {
    let bots = seat_bots(BotMix::Mixed, players, seed);
    play::<G>(
        settings::<G>(players, options),
        seed,
        &bots,
        Think::default(),
    )
    .expect("a whole game")
}

fn export_of<G: TableGame>(players: u8, options: &[(&str, &str)], seed: u64) -> Value {
    let (state, log) = played::<G>(players, options, seed);
    G::export(&state, &log)
}

/// Real exports of every game: editions, solo and neutrals, free deployment, co-op.
fn exports() -> Vec<Value> {
    let mut all = vec![
        export_of::<Midgard>(2, &[], 1),
        export_of::<Midgard>(4, &[("edition", "classic"), ("distrust", "on")], 2),
        export_of::<Wall>(1, &[("neutrals", "2")], 3),
        export_of::<Wall>(3, &[("tied_forts_stay", "on"), ("druhid_shift", "on")], 4),
        export_of::<Gods>(2, &[], 5),
        export_of::<Gods>(2, &[("free_deploy", "on"), ("round_limit", "10")], 6),
        export_of::<Joms>(3, &[], 7),
        export_of::<Joms>(2, &[("mode", "coop"), ("difficulty", "expert")], 8),
    ];
    // An unfinished game: no result yet.
    let (state, log) = played::<Wall>(2, &[], 9);
    let half = &log[..log.len() / 2];
    let (mut partial, _) = skald::games::wall::new_game(state.settings, 9).expect("a game");
    for (seat, action) in half {
        skald::games::wall::apply(&mut partial, *seat, action).expect("it replays");
    }
    all.push(Wall::export(&partial, half));
    all
}

fn schema() -> jsonschema::Validator {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/export.schema.json"
    ))
    .expect("the schema is in the repository");
    let schema: Value = serde_json::from_str(&text).expect("the schema is JSON");
    jsonschema::validator_for(&schema).expect("a valid schema")
}

fn errors(v: &jsonschema::Validator, export: &Value) -> Vec<String> {
    v.iter_errors(export)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect()
}

#[test]
fn every_games_exports_match_the_schema() {
    // R-TABLE-3 (Midgard), R-TABLE-2 (Wall, Viking Gods), R-TABLE-4 (Jomsvikings): every
    // random outcome is logged in the export.
    let v = schema();
    let all = exports();
    for export in &all {
        let problems = errors(&v, export);
        assert!(
            problems.is_empty(),
            "{} seed {}: {problems:#?}",
            export["game"],
            export["seed"]
        );
        let game = export["game"].as_str().unwrap();
        assert_eq!(export["format"], format!("skald.{game}.export/2"));
        let steps = export["events"].as_array().unwrap();
        assert_eq!(
            steps[0]["after"],
            Value::Null,
            "the deal's events come first"
        );
        let actions = export["actions"].as_array().unwrap().len() as u64;
        let afters: Vec<u64> = steps[1..]
            .iter()
            .map(|s| s["after"].as_u64().unwrap())
            .collect();
        assert!(
            afters.windows(2).all(|w| w[0] < w[1]),
            "{game}: steps in order"
        );
        assert!(
            afters.iter().all(|&a| a < actions),
            "{game}: each after an action"
        );
    }
    // Strict enough to refuse a wrong one: an unknown event, a field too many, no result.
    let mut unknown = all[0].clone();
    unknown["events"][0]["events"][0]["event"] = json!("dealt_from_the_bottom");
    assert!(!errors(&v, &unknown).is_empty());
    let mut extra = all[2].clone();
    extra["comment"] = json!("a field of no format");
    assert!(!errors(&v, &extra).is_empty());
    let mut resultless = all[4].clone();
    resultless.as_object_mut().unwrap().remove("result");
    assert!(!errors(&v, &resultless).is_empty());
    assert_eq!(
        skald::games::midgard::export::FORMAT,
        skald::games::record::format("midgard")
    );
    let games: Vec<&str> = all.iter().map(|e| e["game"].as_str().unwrap()).collect();
    for game in ["midgard", "wall", "gods", "joms"] {
        assert!(games.contains(&game), "no export of {game}");
    }
    assert!(
        all.iter().any(|e| e["result"].is_null()),
        "an unfinished one"
    );
}

#[test]
fn a_result_adds_up_and_names_its_winners() {
    for export in exports() {
        let Some(result) = export["result"].as_object() else {
            continue;
        };
        let winners = result["winners"].as_array().unwrap();
        for p in result["players"].as_array().unwrap() {
            let sum: i64 = p["breakdown"]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| l["points"].as_i64().unwrap())
                .sum();
            assert_eq!(sum, p["points"].as_i64().unwrap(), "{}", export["game"]);
            assert_eq!(
                p["winner"].as_bool().unwrap(),
                winners.contains(&p["seat"]),
                "{}",
                export["game"]
            );
        }
        if export["game"] == "midgard" {
            // Midgard's own players' scores say the same.
            for (p, r) in export["players"]
                .as_array()
                .unwrap()
                .iter()
                .zip(result["players"].as_array().unwrap())
            {
                assert_eq!(p["score"]["total"], r["points"]);
                assert_eq!(p["winner"], r["winner"]);
            }
        }
    }
    // R-COOP-3: a co-op result tells the outcome against its target.
    let coop = export_of::<Joms>(2, &[("mode", "coop"), ("difficulty", "expert")], 8);
    let outcome = &coop["result"]["outcome"];
    assert_eq!(outcome["mode"], "coop");
    assert_eq!(outcome["difficulty"], "expert");
    let won = outcome["total"].as_u64() >= outcome["needed"].as_u64();
    assert_eq!(outcome["won"], won);
    assert_eq!(
        coop["result"]["winners"].as_array().unwrap().is_empty(),
        !won
    );
}

/// Each event of `export` read back as `E` and written again is the same JSON.
fn events_read_back<E: DeserializeOwned + Serialize>(export: &Value) {
    for step in export["events"].as_array().unwrap() {
        for event in step["events"].as_array().unwrap() {
            let typed: E =
                serde_json::from_value(event.clone()).unwrap_or_else(|e| panic!("{event}: {e}"));
            assert_eq!(&serde_json::to_value(&typed).unwrap(), event);
        }
    }
}

#[test]
fn every_event_reads_back() {
    for export in exports() {
        match export["game"].as_str().unwrap() {
            "midgard" => events_read_back::<skald::games::midgard::Event>(&export),
            "wall" => events_read_back::<skald::games::wall::Event>(&export),
            "gods" => events_read_back::<skald::games::gods::Event>(&export),
            _ => events_read_back::<skald::games::joms::Event>(&export),
        }
    }
}

/// The first event of `export` named `kind` (under the tag `tag`), as a path into it.
fn find(export: &Value, tag: &str, kind: &str) -> Option<(usize, usize)> {
    let steps = export["events"].as_array()?;
    steps.iter().enumerate().find_map(|(i, s)| {
        let events = s["events"].as_array()?;
        let j = events.iter().position(|e| e[tag] == kind)?;
        Some((i, j))
    })
}

#[test]
fn replay_check_catches_a_changed_event_or_result() {
    for export in exports() {
        let game = export["game"].as_str().unwrap().to_string();
        let replayed = replay(&export).expect("it replays");
        assert!(replayed.same, "{game}: an export replays to itself");
        let (tag, kind) = match game.as_str() {
            "midgard" => ("event", "shuffled"),
            "wall" => ("type", "forts_shuffled"),
            "gods" => ("type", "seated"),
            _ => ("type", "shuffled"),
        };
        let (i, j) = find(&export, tag, kind).expect("the deal's first record");
        let mut changed = export.clone();
        changed["events"][i]["events"][j]["changed"] = json!(true);
        assert!(!replay(&changed).unwrap().same, "{game}: a changed event");
        let mut dropped = export.clone();
        dropped["events"].as_array_mut().unwrap().pop();
        assert!(!replay(&dropped).unwrap().same, "{game}: a step left out");
        if export["result"].is_null() {
            let mut claimed = export.clone();
            claimed["result"] = json!({"winners": [0], "players": [], "outcome": null});
            assert!(!replay(&claimed).unwrap().same, "{game}: a result made up");
            continue;
        }
        let mut richer = export.clone();
        let points = &mut richer["result"]["players"][0]["points"];
        *points = json!(points.as_i64().unwrap() + 1);
        assert!(!replay(&richer).unwrap().same, "{game}: a changed score");
        let mut crowned = export.clone();
        crowned["result"]["winners"] = json!([0, 1, 2, 3]);
        assert!(!replay(&crowned).unwrap().same, "{game}: changed winners");
    }
}

fn skald(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_skald"))
        .args(args)
        .output()
        .expect("the skald binary runs")
}

#[test]
fn the_command_line_check_fails_on_a_changed_die() {
    // R-TABLE-2 (Viking Gods): every die is in the export, and a changed one is caught.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("gods.json");
    let export = export_of::<Gods>(2, &[], 11);
    std::fs::write(&file, serde_json::to_string_pretty(&export).unwrap()).unwrap();
    let path = file.to_str().unwrap();
    assert!(skald(&["replay", "--check", path]).status.success());
    let (i, j) = find(&export, "type", "duel").expect("a duel");
    let mut changed = export.clone();
    let die = &mut changed["events"][i]["events"][j]["die"];
    *die = json!(die.as_u64().unwrap() % 6 + 1);
    std::fs::write(&file, serde_json::to_string_pretty(&changed).unwrap()).unwrap();
    let out = skald(&["replay", "--check", path]);
    assert!(!out.status.success(), "a changed die passed the check");
}

/// Narrating `events` tells what narrating them without their record events tells.
fn record_events_tell_nothing<G: TableGame>(
    players: u8,
    options: &[(&str, &str)],
    seed: u64,
    record: impl Fn(&G::Event) -> bool,
) -> usize
where
    G::Event: Clone,
{
    let (_, log) = played::<G>(players, options, seed);
    let names: Vec<String> = (0..players).map(|s| format!("P{s}")).collect();
    let (mut s, dealt) = G::new_game(settings::<G>(players, options), seed).expect("a game");
    let mut steps = vec![dealt];
    let mut states = vec![s.clone()];
    for (seat, action) in &log {
        steps.push(G::apply(&mut s, *seat, action).expect("it replays"));
        states.push(s.clone());
    }
    let mut records = 0;
    for (state, events) in states.iter().zip(&steps) {
        let told: Vec<G::Event> = events.iter().filter(|e| !record(e)).cloned().collect();
        records += events.len() - told.len();
        let world = Seen::channel::<G>(state);
        let all = G::narrate(&world, events, &names);
        let without = G::narrate(&world, &told, &names);
        assert_eq!(all.public, without.public, "{}", G::ID);
        assert_eq!(all.private, without.private, "{}", G::ID);
    }
    records
}

#[test]
fn record_events_reach_no_one_at_the_table() {
    // R-TABLE-2 (Midgard), R-TABLE-1 (Wall), R-TABLE-2 (Jomsvikings): the deck orders,
    // hands and neutral orders the export keeps are told to no one — not even their owner.
    let n = record_events_tell_nothing::<Midgard>(3, &[], 21, |e| e.is_record());
    assert!(n > 0);
    let n = record_events_tell_nothing::<Wall>(2, &[], 22, |e| e.is_record());
    assert!(n > 0);
    let n = record_events_tell_nothing::<Gods>(2, &[], 7, |e| e.is_record());
    assert!(n > 0);
    let n = record_events_tell_nothing::<Joms>(3, &[], 24, |e| e.is_record());
    assert!(n > 0);
}

#[test]
fn simulate_per_game_tells_each_game_as_its_export_does() {
    for game in ["midgard", "wall", "gods", "joms"] {
        let dir = tempfile::tempdir().unwrap();
        let players = if game == "gods" { "2" } else { "3" };
        let out = skald(&[
            "simulate",
            "--game",
            game,
            "--games",
            "3",
            "--players",
            players,
            "--seed",
            "60",
            "--bots",
            "mixed",
            "--json",
            "--per-game",
            "--export-dir",
            dir.path().to_str().unwrap(),
        ]);
        assert!(
            out.status.success(),
            "{game}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let report: Value = serde_json::from_slice(&out.stdout).unwrap();
        let per_game = report["per_game"].as_array().expect("per_game");
        assert_eq!(per_game.len(), 3, "{game}");
        for (g, seed) in per_game.iter().zip(60u64..) {
            assert_eq!(g["seed"], seed);
            let seats: usize = players.parse().unwrap();
            assert_eq!(g["bots"].as_array().unwrap().len(), seats);
            let file = dir.path().join(format!("{seed}.json"));
            let export: Value = serde_json::from_slice(&std::fs::read(file).unwrap()).unwrap();
            assert_eq!(g["actions"], export["actions"].as_array().unwrap().len());
            let result = &export["result"];
            assert_eq!(g["winners"], result["winners"], "{game} {seed}");
            assert_eq!(g["players"], result["players"], "{game} {seed}");
            assert_eq!(g["outcome"], result["outcome"], "{game} {seed}");
            let points: Vec<&Value> = result["players"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| &p["points"])
                .collect();
            assert_eq!(
                g["scores"].as_array().unwrap().iter().collect::<Vec<_>>(),
                points
            );
        }
        // The wins counted add up to the winners listed.
        let wins: u64 = report["wins_by_seat"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w.as_u64().unwrap())
            .sum();
        let listed: usize = per_game
            .iter()
            .map(|g| g["winners"].as_array().unwrap().len())
            .sum();
        assert_eq!(wins, listed as u64, "{game}");
    }
    // Without the flag, no game is listed.
    let out = skald(&["simulate", "--game", "wall", "--games", "2", "--json"]);
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(report.get("per_game").is_none());
}
