//! The terminal's words over whole games of every game, in both languages: the player at the
//! keyboard is addressed as "you", never as a player of their name, and nothing of Discord
//! (markup, slash commands, the lock on private lines) reaches the screen.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skald::cli::term::story::Story;
use skald::cli::term::Command;

use super::terminal_player::Script;

/// A player who answers at random, and keeps every line the terminal showed them.
struct Player {
    rng: ChaCha8Rng,
    seen: Vec<String>,
    decisions: usize,
    /// The final scoring was shown.
    finished: bool,
}

impl Script for Player {
    fn look(&mut self, story: &Story) {
        let mut lines: Vec<String> = story.entries.iter().map(|e| e.text.clone()).collect();
        for sheet in [&story.board, &story.hand]
            .into_iter()
            .chain(story.scoring.as_ref())
        {
            lines.push(sheet.title.clone());
            lines.extend(sheet.lines.iter().map(|(_, l)| l.clone()));
        }
        lines.extend(story.waiting.clone());
        if let Some(d) = &story.decision {
            lines.push(d.ask.clone());
            lines.extend(d.groups.iter().cloned());
            for a in &d.answers {
                lines.push(a.label.clone());
                lines.extend(a.detail.clone());
            }
            if let Some(p) = &d.pick {
                lines.push(p.prompt.clone());
                lines.extend(p.items.iter().cloned());
            }
        }
        self.seen.extend(lines);
        self.finished |= story.scoring.is_some();
    }

    fn answer(&mut self, story: &Story) -> Option<Command> {
        self.decisions += 1;
        let Some(d) = &story.decision else {
            return Some(Command::Hand);
        };
        if self.decisions > 3000 {
            return None;
        }
        let roll = self.rng.random_range(0..20);
        if roll == 0 {
            return Some(Command::Board);
        }
        if roll == 1 && d.undo {
            return Some(Command::Undo);
        }
        if roll < 5 {
            if let Some(p) = &d.pick {
                let items = self.rng.random_range(1..1u16 << p.items.len().min(15));
                return Some(Command::Pick(items));
            }
        }
        let a = &d.answers[self.rng.random_range(0..d.answers.len())];
        Some(Command::Choose {
            index: a.index,
            mark: a.mark,
        })
    }
}

fn play(game: &str, lang: &str, seed: u64) -> Player {
    let mut player = Player {
        rng: ChaCha8Rng::seed_from_u64(seed),
        seen: Vec::new(),
        decisions: 0,
        finished: false,
    };
    super::terminal_player::play(&mut player, game, lang, seed, "Ola");
    player
}

/// The lines that break the terminal's wording rules, for every game, language and seed.
fn faults(games: &[&str], seeds: std::ops::Range<u64>) -> Vec<String> {
    let mut faults = Vec::new();
    for &game in games {
        for lang in ["en", "pl"] {
            for seed in seeds.clone() {
                let player = play(game, lang, seed);
                assert!(
                    player.decisions > 5,
                    "{game} {lang} {seed}: no game was played"
                );
                for line in &player.seen {
                    let bad = line.contains("Ola")
                        || line.contains("**")
                        || line.contains('`')
                        || line.contains('🔒')
                        || line.contains(&format!("/{game}"));
                    if bad && !faults.contains(line) {
                        faults.push(format!("{game} {lang}: {line}"));
                    }
                }
            }
        }
    }
    faults.sort();
    faults.dedup();
    faults
}

fn addressed(game: &str) {
    let faults = faults(&[game], 1..4);
    assert!(
        faults.is_empty(),
        "{} lines:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

#[test]
fn the_terminal_addresses_its_player_as_you_in_midgard() {
    addressed("midgard");
}

#[test]
fn the_terminal_addresses_its_player_as_you_in_storm_the_wall() {
    addressed("wall");
}

#[test]
fn the_terminal_addresses_its_player_as_you_in_viking_gods() {
    addressed("gods");
}

#[test]
fn the_terminal_addresses_its_player_as_you_in_jomsvikings() {
    addressed("joms");
}
