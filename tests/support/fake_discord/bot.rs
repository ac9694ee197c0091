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

impl Bot {
    /// Starts `skald serve` in `dir` (its database lives there) and waits until it has
    /// connected and registered its commands.
    pub async fn start(fake: &FakeDiscord, dir: &Path) -> Bot {
        let before = fake.world().gateway.identifies;
        let log = dir.join(format!("skald-{before}.log"));
        let file = std::fs::File::create(&log).expect("a log file");
        let err = file.try_clone().expect("a log file");
        let child = Command::new(env!("CARGO_BIN_EXE_skald"))
            .arg("serve")
            .current_dir(dir)
            .env("DISCORD_TOKEN", TOKEN)
            .env("SKALD_DISCORD_API", fake.url())
            .env(
                "DATABASE_URL",
                format!("sqlite://{}", dir.join("skald.db").display()),
            )
            .env("DEV_GUILD_ID", payload::GUILD.to_string())
            // Hard bots think briefly, so whole games stay quick.
            .env("SKALD_BOT_THINK_MS", "30")
            .env("RUST_LOG", "warn,skald=info")
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

fn is_registration(r: &(String, String, String)) -> bool {
    r.0 == "PUT" && r.2.ends_with("/commands")
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.kill();
    }
}
