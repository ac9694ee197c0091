//! Every rule id of the rules digest is named by at least one test.

use std::collections::BTreeSet;
use std::path::Path;

/// Rule ids as written in the digest: R-SECTION or R-SECTION-PART.
fn ids_in(text: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(pos) = text[i..].find("R-") {
        let start = i + pos;
        let boundary = start == 0 || !bytes[start - 1].is_ascii_alphanumeric();
        let mut end = start + 2;
        while end < bytes.len()
            && (bytes[end].is_ascii_uppercase()
                || bytes[end].is_ascii_digit()
                || (bytes[end] == b'-'
                    && end + 1 < bytes.len()
                    && (bytes[end + 1].is_ascii_uppercase() || bytes[end + 1].is_ascii_digit())))
        {
            end += 1;
        }
        if boundary && end > start + 2 {
            ids.insert(text[start..end].to_string());
        }
        i = end.max(start + 2);
    }
    ids
}

/// The ids listed in tests/rule_ids.txt.
fn listed() -> BTreeSet<String> {
    listed_in("tests/rule_ids.txt")
}

/// The ids listed in `file` (relative to the repository), one a line.
fn listed_in(file: &str) -> BTreeSet<String> {
    let list = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(file)).unwrap();
    list.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// Every test file under tests/ (the area folders included, the shared support left out),
/// with its file name.
fn test_files() -> Vec<(String, String)> {
    let mut files = Vec::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("")
                .to_string();
            if path.is_dir() && name != "support" {
                dirs.push(path);
            } else if name.ends_with(".rs") && name != "rule_ids.rs" {
                files.push((name, std::fs::read_to_string(&path).unwrap()));
            }
        }
    }
    files
}

/// The text of every test file.
fn tests_text() -> String {
    test_files().into_iter().map(|(_, text)| text).collect()
}

/// The text of the test files whose names start with `prefix` (a game's own tests).
fn tests_text_of(prefix: &str) -> String {
    test_files()
        .into_iter()
        .filter(|(name, _)| name.starts_with(prefix))
        .map(|(_, text)| text)
        .collect()
}

/// The text of the Storm the Wall tests, wall_*.rs only: the two games share id names
/// (R-SETUP-1), so a Wall id counts only where a Wall test names it.
fn wall_tests_text() -> String {
    tests_text_of("wall_")
}

#[test]
fn every_rule_id_is_covered_by_a_test() {
    let wanted = listed();
    assert!(wanted.len() > 80, "the list of rule ids looks truncated");
    let covered = ids_in(&tests_text());
    let missing: Vec<_> = wanted.difference(&covered).collect();
    assert!(missing.is_empty(), "rule ids without a test: {missing:?}");
}

#[test]
fn the_list_matches_the_digest_when_it_is_at_hand() {
    let digest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/rules/midgard.md");
    let Ok(text) = std::fs::read_to_string(digest) else {
        return; // The digest lives beside the repository, not in it.
    };
    let mut in_digest = ids_in(&text);
    // The digest's own example of how to cite an id, not a rule.
    in_digest.remove("R-PLACE-7");
    assert_eq!(listed(), in_digest);
}

#[test]
fn every_wall_rule_id_is_covered_by_a_wall_test() {
    let wanted = listed_in("tests/rule_ids_wall.txt");
    assert!(
        wanted.len() > 60,
        "the list of Wall rule ids looks truncated"
    );
    let covered = ids_in(&wall_tests_text());
    let missing: Vec<_> = wanted.difference(&covered).collect();
    assert!(
        missing.is_empty(),
        "Wall rule ids without a Wall test: {missing:?}"
    );
}

#[test]
fn the_wall_list_matches_the_digest_when_it_is_at_hand() {
    let digest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/rules/wall.md");
    let Ok(text) = std::fs::read_to_string(digest) else {
        return; // The digest lives beside the repository, not in it.
    };
    assert_eq!(listed_in("tests/rule_ids_wall.txt"), ids_in(&text));
}

/// The text of the Viking Gods tests, gods_*.rs only: the games share id names
/// (R-SETUP-1), so a Gods id counts only where a Gods test names it.
fn gods_tests_text() -> String {
    tests_text_of("gods_")
}

#[test]
fn every_gods_rule_id_is_covered_by_a_gods_test() {
    let wanted = listed_in("tests/rule_ids_gods.txt");
    assert!(
        wanted.len() > 60,
        "the list of Viking Gods rule ids looks truncated"
    );
    let covered = ids_in(&gods_tests_text());
    let missing: Vec<_> = wanted.difference(&covered).collect();
    assert!(
        missing.is_empty(),
        "Viking Gods rule ids without a Gods test: {missing:?}"
    );
}

#[test]
fn the_gods_list_matches_the_digest_when_it_is_at_hand() {
    let digest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/rules/viking-gods.md");
    let Ok(text) = std::fs::read_to_string(digest) else {
        return; // The digest lives beside the repository, not in it.
    };
    let mut in_digest = ids_in(&text);
    // The table layer's ids (timers, dice posting, input, bots) are not the engine's.
    in_digest.retain(|id| !id.starts_with("R-TABLE"));
    assert_eq!(listed_in("tests/rule_ids_gods.txt"), in_digest);
}

/// The text of the Jomsvikings tests, joms_*.rs only: the games share id names
/// (R-SETUP-1), so a Jomsvikings id counts only where a Jomsvikings test names it.
fn joms_tests_text() -> String {
    tests_text_of("joms_")
}

/// Jomsvikings ids no engine test can check: the Discord commands (R-TABLE-5) are the table
/// layer's.
const JOMS_NOT_ENGINE: [&str; 1] = ["R-TABLE-5"];

#[test]
fn every_joms_rule_id_is_covered_by_a_joms_test() {
    let wanted = listed_in("tests/rule_ids_joms.txt");
    assert!(
        wanted.len() > 90,
        "the list of Jomsvikings rule ids looks truncated"
    );
    let covered = ids_in(&joms_tests_text());
    let missing: Vec<_> = wanted
        .difference(&covered)
        .filter(|id| !JOMS_NOT_ENGINE.contains(&id.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "Jomsvikings rule ids without a Jomsvikings test: {missing:?}"
    );
}

#[test]
fn the_joms_list_matches_the_digest_when_it_is_at_hand() {
    let digest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/rules/jomsvikings.md");
    let Ok(text) = std::fs::read_to_string(digest) else {
        return; // The digest lives beside the repository, not in it.
    };
    assert_eq!(listed_in("tests/rule_ids_joms.txt"), ids_in(&text));
}
