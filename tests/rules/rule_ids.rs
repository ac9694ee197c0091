//! Every rule id of each game's rules digest is named by at least one of that game's tests.

use std::collections::BTreeSet;
use std::path::Path;

use skald::registry::GAMES;
use skald::table::kit::Digest;

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

/// The ids listed in `file` (relative to the repository), one a line.
fn listed_in(file: &str) -> BTreeSet<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let Ok(list) = std::fs::read_to_string(&path) else {
        panic!("{} reads", path.display());
    };
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

/// The text of the test files whose names start with `prefix` (a game's own tests; every
/// test file for an empty prefix).
fn tests_text_of(prefix: &str) -> String {
    test_files()
        .into_iter()
        .filter(|(name, _)| name.starts_with(prefix))
        .map(|(_, text)| text)
        .collect()
}

/// Every listed game's digest, and at least the four games' that have one.
fn digests() -> Vec<(&'static str, Digest)> {
    let all: Vec<_> = GAMES
        .iter()
        .filter_map(|g| Some((g.id(), g.digest()?)))
        .collect();
    assert!(all.len() >= 4, "digests of {all:?}");
    all
}

#[test]
fn every_rule_id_is_covered_by_a_test_of_its_game() {
    for (game, digest) in digests() {
        let wanted = listed_in(digest.list);
        assert!(
            wanted.len() > digest.least,
            "the list of {game}'s rule ids looks truncated"
        );
        let covered = ids_in(&tests_text_of(digest.tests));
        let missing: Vec<_> = wanted
            .difference(&covered)
            .filter(|id| !digest.untested.contains(&id.as_str()))
            .collect();
        assert!(
            missing.is_empty(),
            "{game}'s rule ids without a {}*.rs test: {missing:?}",
            digest.tests
        );
    }
}

#[test]
fn every_list_matches_its_digest_when_it_is_at_hand() {
    let rules = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/rules");
    for (game, digest) in digests() {
        // The digests live beside the repository, not in it.
        let Ok(text) = std::fs::read_to_string(rules.join(digest.file)) else {
            continue;
        };
        let mut in_digest = ids_in(&text);
        in_digest.retain(|id| !digest.unlisted.iter().any(|u| id.starts_with(u)));
        assert_eq!(listed_in(digest.list), in_digest, "{game}: {}", digest.file);
    }
}
