//! The real `skald play` on a real pseudo-terminal (tmux), played to the end of a whole game
//! of each game by keystrokes as a person plays it: the full screen shows each decision with
//! what its answers do, the story tells the phases in order, and the final scoring stays on
//! screen until a key closes it.

use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{native_pty_system, Child, CommandBuilder, MasterPty, PtySize};

/// `skald play` on a pseudo-terminal of its own, its screen kept by a terminal emulator.
struct Pty {
    screen: Arc<Mutex<vt100::Parser>>,
    keys: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
}

fn size(cols: u16, rows: u16) -> PtySize {
    PtySize {
        rows,
        cols,
        pixel_width: 0,
        pixel_height: 0,
    }
}

fn nonzero(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n).expect("a terminal has rows and columns")
}

impl Pty {
    fn open(args: &[&str], cols: u16, rows: u16) -> Pty {
        let pair = native_pty_system().openpty(size(cols, rows)).unwrap();
        let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_skald"));
        command.args(args);
        command.env("TERM", "xterm-256color");
        command.env_remove("DISCORD_TOKEN");
        command.env_remove("DATABASE_URL");
        let child = pair.slave.spawn_command(command).unwrap();
        let parser = vt100::Parser::new(nonzero(rows), nonzero(cols), 0);
        let screen = Arc::new(Mutex::new(parser));
        let mut output = pair.master.try_clone_reader().unwrap();
        let fed = Arc::clone(&screen);
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = output.read(&mut buf) {
                if n == 0 {
                    break;
                }
                fed.lock().unwrap().process(&buf[..n]);
            }
        });
        Pty {
            keys: pair.master.take_writer().unwrap(),
            master: pair.master,
            screen,
            child,
        }
    }

    fn contents(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// The screen as it stands, once it has stopped changing.
    fn settled(&self) -> String {
        let mut last = self.contents();
        loop {
            std::thread::sleep(Duration::from_millis(60));
            let now = self.contents();
            if now == last {
                return now;
            }
            last = now;
        }
    }

    fn keys(&mut self, keys: &str) {
        self.keys.write_all(keys.as_bytes()).unwrap();
        self.keys.flush().unwrap();
    }

    /// Resizes the terminal, as a person drags its window.
    fn resize(&mut self, cols: u16, rows: u16) {
        self.screen
            .lock()
            .unwrap()
            .screen_mut()
            .set_size(nonzero(rows), nonzero(cols));
        self.master.resize(size(cols, rows)).unwrap();
    }

    /// The program's exit, once it has exited.
    fn exited(&mut self) -> Option<bool> {
        self.child.try_wait().unwrap().map(|s| s.success())
    }
}

impl Drop for Pty {
    fn drop(&mut self) {
        let _ = self.child.kill();
    }
}

/// The numbers of a phase heading of the story ("── Round 3 of 8 — …" → [3, 8]).
fn heading_numbers(line: &str) -> Option<Vec<u32>> {
    let start = line.find("── ")?;
    let rest = &line[start + "── ".len()..];
    // Up to the end of the heading: its closing rule, a dash, or the pane's border.
    let rest = rest.split(['—', '─', '│']).next()?;
    let numbers: Vec<u32> = rest
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse().ok())
        .collect();
    (!numbers.is_empty()).then_some(numbers)
}

/// Plays `game` to its end by keys; the screens it showed. Along the way the terminal is
/// made smaller and larger, and each screen must fill the new size.
fn play(game: &str, db: &Path) -> Vec<String> {
    let db = db.display().to_string();
    let args = [
        "play",
        "--game",
        game,
        "--db",
        &db,
        "--seed",
        "5",
        "--bot-delay",
        "0",
    ];
    let mut pty = Pty::open(&args, 100, 30);
    let started = Instant::now();
    let mut screens: Vec<String> = Vec::new();
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "{game}: the game did not end by keys; last screen:\n{}",
            screens.last().cloned().unwrap_or_default()
        );
        let screen = pty.settled();
        if let Some(ok) = pty.exited() {
            assert!(ok, "{game}: skald failed:\n{screen}");
            return screens;
        }
        let decisions = screens.iter().filter(|s| s.contains('▶')).count();
        let resized = match decisions {
            3 => Some((80, 24)),
            6 => Some((160, 48)),
            _ => None,
        };
        screens.push(screen.clone());
        if let Some((cols, rows)) = resized.filter(|_| screen.contains('▶')) {
            pty.resize(cols, rows);
            let redrawn = pty.settled();
            let lines: Vec<&str> = redrawn.lines().collect();
            assert_eq!(
                lines.len(),
                usize::from(rows),
                "{game}: {cols}×{rows}:\n{redrawn}"
            );
            assert!(lines.iter().any(|l| l.chars().count() == usize::from(cols)));
            assert!(redrawn.contains('▶'), "{game}: {cols}×{rows}:\n{redrawn}");
            screens.push(redrawn);
        }
        if screen.contains("The game is over") {
            pty.keys("q");
        } else if screen.contains('▶') {
            pty.keys("\r");
        }
    }
}

fn whole_game(game: &str, over: &str) {
    let dir = tempfile::tempdir().unwrap();
    let screens = play(game, &dir.path().join("t.db"));
    let decisions: Vec<&String> = screens.iter().filter(|s| s.contains('▶')).collect();
    // The screen followed the terminal down to 80×24 and up to 160×48.
    for rows in [24, 48] {
        assert!(
            screens.iter().any(|s| s.lines().count() == rows),
            "{game}: never {rows} rows"
        );
    }
    assert!(decisions.len() > 5, "{game}: {} decisions", decisions.len());
    // Each decision lists its answers with what they do, and the story beside it.
    let first = decisions[0];
    assert!(first.contains("The story so far"), "{first}");
    assert!(
        decisions.iter().any(|s| s.contains(" — ")),
        "{game}: no answer said what it does"
    );
    // The final scoring stays on screen until a key.
    let last = screens
        .iter()
        .rev()
        .find(|s| s.contains("The game is over"))
        .unwrap_or_else(|| panic!("{game}: the end was never shown"));
    assert!(last.contains(over), "{game}: no final scoring in\n{last}");
    // The phases come in order on every screen, and the newest of one screen is never
    // older than the newest of the screen before.
    let mut newest: Vec<u32> = Vec::new();
    for screen in &screens {
        let mut seen: Vec<u32> = Vec::new();
        for numbers in screen.lines().filter_map(heading_numbers) {
            assert!(
                numbers >= seen,
                "{game}: {numbers:?} after {seen:?} in\n{screen}"
            );
            seen = numbers;
        }
        if !seen.is_empty() {
            assert!(
                seen >= newest,
                "{game}: {seen:?} after {newest:?} in\n{screen}"
            );
            newest = seen;
        }
    }
    assert!(!newest.is_empty(), "{game}: no phase was told");
    for screen in &screens {
        for leak in [
            "**", "🔒", "/midgard", "/wall", "/gods", "/joms", "You has", "You's",
        ] {
            assert!(!screen.contains(leak), "{game}: {leak} in\n{screen}");
        }
    }
}

#[test]
fn a_whole_midgard_game_by_keys_on_a_terminal() {
    whole_game("midgard", "Final scoring");
}

#[test]
fn a_whole_storm_the_wall_game_by_keys_on_a_terminal() {
    whole_game("wall", "Final scoring");
}

#[test]
fn a_whole_viking_gods_game_by_keys_on_a_terminal() {
    whole_game("gods", "The end of the battle");
}

#[test]
fn a_whole_jomsvikings_game_by_keys_on_a_terminal() {
    whole_game("joms", "Final scores");
}
