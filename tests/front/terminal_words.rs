//! The terminal's words over whole games of every game, in both languages: the player at the
//! keyboard is addressed as "you", never as a player of their name, and nothing of Discord
//! (markup, slash commands, the lock on private lines) reaches the screen.

use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use skald::cli::play::{run_with, PlayArgs};
use skald::cli::term::story::Story;
use skald::cli::term::{Command, Front};

/// A player who answers at random, and keeps every line the terminal showed them.
struct Player {
    rng: ChaCha8Rng,
    seen: Vec<String>,
    decisions: usize,
    /// The final scoring was shown.
    finished: bool,
}

impl Player {
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
}

impl Front for Player {
    fn show(&mut self, story: &mut Story) -> std::io::Result<()> {
        self.look(story);
        Ok(())
    }

    fn wait(&mut self, _story: &mut Story, _pause: Duration) -> std::io::Result<()> {
        Ok(())
    }

    fn ask(&mut self, story: &mut Story) -> std::io::Result<Option<Command>> {
        self.look(story);
        self.decisions += 1;
        let Some(d) = &story.decision else {
            return Ok(Some(Command::Hand));
        };
        if self.decisions > 3000 {
            return Ok(None);
        }
        let roll = self.rng.random_range(0..20);
        if roll == 0 {
            return Ok(Some(Command::Board));
        }
        if roll == 1 && d.undo {
            return Ok(Some(Command::Undo));
        }
        if roll < 5 {
            if let Some(p) = &d.pick {
                let items = self.rng.random_range(1..1u16 << p.items.len().min(15));
                return Ok(Some(Command::Pick(items)));
            }
        }
        let a = &d.answers[self.rng.random_range(0..d.answers.len())];
        Ok(Some(Command::Choose {
            index: a.index,
            mark: a.mark,
        }))
    }

    fn pace(&self, _alone: bool) -> Duration {
        Duration::ZERO
    }

    fn end(&mut self, story: &mut Story) -> std::io::Result<()> {
        self.show(story)
    }

    fn whole_board(&self) -> bool {
        true
    }
}

fn play(game: &str, lang: &str, seed: u64) -> Player {
    let dir = tempfile::tempdir().unwrap();
    let mut args = PlayArgs::default_args();
    args.game = Some(game.to_string());
    args.lang = Some(lang.to_string());
    args.seed = Some(seed);
    args.bot_delay = Some(0);
    args.name = "Ola".into();
    args.db = Some(dir.path().join("t.db").display().to_string());
    let mut player = Player {
        rng: ChaCha8Rng::seed_from_u64(seed),
        seen: Vec::new(),
        decisions: 0,
        finished: false,
    };
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(run_with(&args, &mut player)).unwrap();
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
