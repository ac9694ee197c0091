//! The real `skald` binary, started against the fake Discord and killed with SIGKILL at will.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use super::{payload, FakeDiscord};

/// Well formed (three dot-separated parts) but known only to the fake.
pub const TOKEN: &str = "OTAwMDAwMDAwMDAwMDAwMDAy.fake.e2e-token-for-the-local-fake-discord";

pub struct Bot {
    child: Option<Child>,
    pub log: PathBuf,
}

/// How a process is started: its database, its name and its shards.
pub struct Launch {
    pub database_url: String,
    /// SKALD_INSTANCE (the default name when `None`).
    pub instance: Option<String>,
    /// SKALD_SHARDS (all shards when `None`).
    pub shards: Option<String>,
}

impl Launch {
    /// The only process, on a SQLite file in `dir`.
    pub fn sqlite(dir: &Path) -> Launch {
        Launch {
            database_url: format!("sqlite://{}", dir.join("skald.db").display()),
            instance: None,
            shards: None,
        }
    }
}

impl Bot {
    /// Starts `skald serve` in `dir` (its database lives there) and waits until it has
    /// connected and registered its commands.
    pub async fn start(fake: &FakeDiscord, dir: &Path) -> Bot {
        Bot::launch(fake, dir, &Launch::sqlite(dir)).await
    }

    /// Starts `skald serve` as `launch` says, logging into `dir`, and waits until it has
    /// connected and registered its commands.
    pub async fn launch(fake: &FakeDiscord, dir: &Path, launch: &Launch) -> Bot {
        let before = fake.world().gateway.identifies;
        let name = launch.instance.as_deref().unwrap_or("skald");
        let log = dir.join(format!("{name}-{before}.log"));
        let file = std::fs::File::create(&log).expect("a log file");
        let err = file.try_clone().expect("a log file");
        let mut command = Command::new(env!("CARGO_BIN_EXE_skald"));
        command
            .arg("serve")
            .current_dir(dir)
            .env("DISCORD_TOKEN", TOKEN)
            .env("SKALD_DISCORD_API", fake.url())
            .env("DATABASE_URL", &launch.database_url)
            .env("DEV_GUILD_ID", payload::GUILD.to_string())
            // Hard bots think briefly, so whole games stay quick.
            .env("SKALD_BOT_THINK_MS", "30")
            .env("SKALD_STATUS_SECS", "1")
            .env("RUST_LOG", "warn,skald=info")
            .env_remove("SKALD_INSTANCE")
            .env_remove("SKALD_SHARDS");
        if let Some(instance) = &launch.instance {
            command.env("SKALD_INSTANCE", instance);
        }
        if let Some(shards) = &launch.shards {
            command.env("SKALD_SHARDS", shards);
        }
        let child = command
            .stdin(Stdio::null())
            .stdout(file)
            .stderr(err)
            .spawn()
            .expect("the skald binary starts");
        let bot = Bot {
            child: Some(child),
            log,
        };
        let registered = fake
            .world()
            .requests
            .iter()
            .filter(|r| is_registration(r))
            .count();
        let up = fake
            .within(Duration::from_secs(60), |w| {
                let now = w.requests.iter().filter(|r| is_registration(r)).count();
                (w.gateway.identifies > before && now > registered && w.gateway.ready())
                    .then_some(())
            })
            .await;
        assert!(
            up.is_some(),
            "the bot did not connect and register:\n{}\nviolations: {:?}",
            bot.log_text(),
            fake.world().violations
        );
        bot
    }

    /// SIGTERM, as a service manager stops a process; waits at most `limit` for it to exit.
    pub async fn terminate(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        let child = self.child.as_mut()?;
        let sent = Command::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status();
        assert!(sent.is_ok_and(|s| s.success()), "SIGTERM could not be sent");
        let end = std::time::Instant::now() + limit;
        while std::time::Instant::now() < end {
            if let Ok(Some(status)) = child.try_wait() {
                self.child = None;
                return Some(status);
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        None
    }

    /// SIGKILL: no chance to flush or say goodbye.
    pub fn kill(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }

    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

/// Prints the log of every process started in `dir` (for a test that failed).
pub fn print_logs(dir: &Path) {
    let logs = std::fs::read_dir(dir).into_iter().flatten().flatten();
    for log in logs.filter(|e| e.path().extension().is_some_and(|x| x == "log")) {
        let text = std::fs::read_to_string(log.path()).unwrap_or_default();
        eprintln!("--- {} ---\n{text}", log.path().display());
    }
}

fn is_registration(r: &(String, String, String)) -> bool {
    r.0 == "PUT" && r.2.ends_with("/commands")
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.kill();
    }
}
