//! Scripted members of the fake server: they type slash commands, ask autocomplete, and press
//! the components the bot actually sent them (in the channel, by DM, or in an ephemeral reply).

use std::collections::HashSet;
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use super::{payload, FakeDiscord, Person, Place, Sent, World};

/// The embed colour of the final scoring.
pub const SCORING_COLOR: u64 = 0xB8860B;
/// The embed colour of an error reply.
pub const ERROR_COLOR: u64 = 0xB03A2E;

/// Whether the bot answered with an error.
pub fn refused(replies: &[Sent]) -> bool {
    replies.iter().any(|r| {
        r.json["embeds"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|e| e["color"].as_u64() == Some(ERROR_COLOR))
    })
}

/// A press a member may make now: a component, and the values picked if it is a select.
#[derive(Clone, Debug)]
pub struct Press {
    pub message: Value,
    pub custom_id: String,
    pub values: Option<Vec<String>>,
}

/// `skald:<table>:<version>:<code>` → (version, seat of the code, code).
pub fn parse_id(id: &str) -> Option<(i64, Option<usize>, String)> {
    let mut parts = id.split(':');
    (parts.next()? == "skald").then_some(())?;
    let _table = parts.next()?;
    let version: i64 = parts.next()?.parse().ok()?;
    let code = parts.next()?.to_string();
    let seat = match code.chars().next()? {
        'c' => code[1..].split('.').next()?.parse().ok(),
        's' | 'r' => code[1..].parse().ok(),
        _ => None,
    };
    Some((version, seat, code))
}

pub struct Members<'a> {
    pub fake: &'a FakeDiscord,
    pub channel: u64,
    /// Seat i is people[i] (they join in this order).
    pub people: Vec<Person>,
    pub rng: ChaCha8Rng,
    /// (person, key of their controls) already answered.
    used: HashSet<(u64, i64)>,
    /// How often a placement is made with `/midgard place` and autocomplete instead of a click.
    pub autocomplete_rate: f64,
    /// How often a member sends warriors with `/midgard assign` (and autocomplete) when they
    /// have an assignment to make.
    pub assign_rate: f64,
    /// How often a member glances at their hand with the button first.
    pub hand_rate: f64,
    pub presses: u32,
    pub commands: u32,
    pub autocompletes: u32,
    /// `/midgard assign` commands the bot accepted.
    pub assigns: u32,
}

impl<'a> Members<'a> {
    pub fn new(fake: &'a FakeDiscord, channel: u64, people: Vec<Person>, seed: u64) -> Self {
        Members {
            fake,
            channel,
            people,
            rng: ChaCha8Rng::seed_from_u64(seed),
            used: HashSet::new(),
            autocomplete_rate: 0.0,
            assign_rate: 0.0,
            hand_rate: 0.0,
            presses: 0,
            commands: 0,
            autocompletes: 0,
            assigns: 0,
        }
    }

    pub fn command_id(w: &World) -> u64 {
        w.commands
            .iter()
            .find(|c| c["name"] == "midgard")
            .and_then(|c| c["id"].as_str()?.parse().ok())
            .unwrap_or(1)
    }

    /// `/midgard <sub>` by `p`; waits for the bot's reply and returns the follow-ups.
    pub async fn slash_as(&mut self, p: &Person, sub: &str, options: Vec<Value>) -> Vec<Sent> {
        let command = Self::command_id(&self.fake.world());
        let channel = self.channel;
        let id = self
            .fake
            .interact(p, channel, |id, token| {
                payload::slash(id, token, p, channel, command, sub, options, false)
            })
            .await;
        self.commands += 1;
        self.fake.acked(id).await;
        self.replies(id).await
    }

    pub async fn slash(&mut self, who: usize, sub: &str, options: Vec<Value>) -> Vec<Sent> {
        let p = self.people[who].clone();
        self.slash_as(&p, sub, options).await
    }

    /// Waits for the bot's answer to interaction `id`: its immediate reply (callback type 4)
    /// or its follow-ups (a deferred command always gets at least one).
    pub async fn replies(&self, id: u64) -> Vec<Sent> {
        self.fake
            .until("the bot's reply", Duration::from_secs(30), |w| {
                let d = w.interactions.get(&id)?;
                let direct = (d.callback == Some(4)).then_some(d.original).flatten();
                let all: Vec<Sent> = direct
                    .iter()
                    .chain(&d.followups)
                    .filter_map(|m| w.message(*m).cloned())
                    .collect();
                (!all.is_empty()).then_some(all)
            })
            .await
    }

    /// Autocomplete of `/midgard <sub>` with `option` focused: the (name, value) choices.
    pub async fn autocomplete(
        &mut self,
        who: usize,
        sub: &str,
        option: &str,
        typed: &str,
    ) -> Vec<(String, String)> {
        let p = self.people[who].clone();
        let command = Self::command_id(&self.fake.world());
        let channel = self.channel;
        let focused = payload::option(option, Value::String(typed.into()), true);
        let id = self
            .fake
            .interact(&p, channel, |id, token| {
                payload::slash(id, token, &p, channel, command, sub, vec![focused], true)
            })
            .await;
        self.autocompletes += 1;
        let kind = self.fake.acked(id).await;
        assert_eq!(kind, 8, "autocomplete is answered with choices");
        let w = self.fake.world();
        let body = w.interactions[&id]
            .callback_body
            .clone()
            .unwrap_or_default();
        body["data"]["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| {
                (
                    c["name"].as_str().unwrap_or_default().to_string(),
                    c["value"].as_str().unwrap_or_default().to_string(),
                )
            })
            .collect()
    }

    /// Presses a component as `p`; waits for the acknowledgement and returns the interaction.
    pub async fn press_as(&mut self, p: &Person, o: &Press) -> u64 {
        let channel: u64 = o.message["channel_id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .unwrap_or(self.channel);
        let dm = self
            .fake
            .world()
            .dm_channels
            .values()
            .any(|&c| c == channel);
        let id = self
            .fake
            .interact(p, channel, |id, token| {
                payload::component(id, token, p, &o.message, &o.custom_id, o.values.clone(), dm)
            })
            .await;
        if let Some(d) = self.fake.world().interactions.get_mut(&id) {
            d.original = o.message["id"].as_str().and_then(|s| s.parse().ok());
        }
        self.presses += 1;
        self.fake.acked(id).await;
        id
    }

    /// Messages `who` can see with components on them.
    fn visible(&self, w: &World, who: usize) -> Vec<Sent> {
        let me = self.people[who].id;
        w.messages
            .iter()
            .filter(|m| !m.deleted)
            .filter(|m| match m.place {
                Place::Channel(c) => c == self.channel,
                Place::Dm(u) | Place::Ephemeral(u) => u == me,
            })
            .filter(|m| !m.components().is_empty())
            .cloned()
            .collect()
    }

    /// Whether the final scoring is in the channel.
    pub fn over(&self, w: &World) -> bool {
        w.messages.iter().any(|m| {
            m.place == Place::Channel(self.channel)
                && m.json["embeds"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .any(|e| e["color"].as_u64() == Some(SCORING_COLOR))
        })
    }

    /// The key of `who`'s controls on the newest message that carries any: a seat's key
    /// changes with its own situation only, so keys are compared, never ordered.
    fn current_key(visible: &[Sent], who: usize) -> Option<i64> {
        visible
            .iter()
            .filter_map(|m| {
                let key = m.components().into_iter().find_map(|(id, _, _)| {
                    let (v, seat, _) = parse_id(&id)?;
                    (seat == Some(who)).then_some(v)
                })?;
                Some((m.seq, key))
            })
            .max_by_key(|(seq, _)| *seq)
            .map(|(_, key)| key)
    }

    /// What `who` may answer now: their components with their current key.
    pub fn options(&mut self, who: usize) -> Vec<Press> {
        let w = self.fake.world();
        let visible: Vec<Sent> = self.visible(&w, who);
        drop(w);
        let Some(key) = Self::current_key(&visible, who) else {
            return Vec::new();
        };
        let me = self.people[who].id;
        if self.used.contains(&(me, key)) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for m in &visible {
            for (id, values, multi) in m.components() {
                let Some((v, Some(seat), code)) = parse_id(&id) else {
                    continue;
                };
                if v != key || seat != who {
                    continue;
                }
                if code.starts_with('s') {
                    for value in values {
                        out.push(Press {
                            message: m.json.clone(),
                            custom_id: id.clone(),
                            values: Some(vec![value]),
                        });
                    }
                } else if code.starts_with('r') && multi {
                    // A reroll of a random nonempty subset of the dice.
                    let n = values.len();
                    let picked: Vec<String> = values
                        .iter()
                        .filter(|_| self.rng.random_bool(0.5))
                        .cloned()
                        .collect();
                    let picked = if picked.is_empty() && n > 0 {
                        vec![values[0].clone()]
                    } else {
                        picked
                    };
                    out.push(Press {
                        message: m.json.clone(),
                        custom_id: id.clone(),
                        values: Some(picked),
                    });
                } else if code.starts_with('c') {
                    out.push(Press {
                        message: m.json.clone(),
                        custom_id: id.clone(),
                        values: None,
                    });
                }
            }
        }
        out
    }

    /// Waits until someone has a prompt to answer: who, and what they may press.
    pub async fn someone_to_move(&mut self) -> (usize, Vec<Press>) {
        let end = std::time::Instant::now() + Duration::from_secs(30);
        loop {
            for who in 0..self.people.len() {
                let options = self.options(who);
                if !options.is_empty() {
                    return (who, options);
                }
            }
            assert!(
                std::time::Instant::now() < end,
                "nobody has a prompt:\n{}",
                self.recent(6)
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The hand button on the newest prompt `who` can see.
    fn hand_button(&self, who: usize) -> Option<Press> {
        let w = self.fake.world();
        self.visible(&w, who).into_iter().rev().find_map(|m| {
            m.components()
                .into_iter()
                .find(|(id, _, _)| id.ends_with(":h"))
                .map(|(id, _, _)| Press {
                    message: m.json.clone(),
                    custom_id: id,
                    values: None,
                })
        })
    }

    /// Mostly the first (primary) choice, sometimes any; rarely a reroll.
    fn choose(&mut self, mut options: Vec<Press>) -> Press {
        let rerolls: Vec<usize> = (0..options.len())
            .filter(|&i| {
                parse_id(&options[i].custom_id).is_some_and(|(_, _, c)| c.starts_with('r'))
            })
            .collect();
        if !rerolls.is_empty() && rerolls.len() < options.len() && !self.rng.random_bool(0.15) {
            for &i in rerolls.iter().rev() {
                options.remove(i);
            }
        }
        let i = if self.rng.random_bool(0.6) {
            0
        } else {
            self.rng.random_range(0..options.len())
        };
        options.swap_remove(i)
    }

    /// One move by whoever may move; false when nobody can (yet).
    pub async fn step(&mut self) -> bool {
        let mut movers = Vec::new();
        for who in 0..self.people.len() {
            let options = self.options(who);
            if !options.is_empty() {
                movers.push((who, options));
            }
        }
        if movers.is_empty() {
            return false;
        }
        let pick = self.rng.random_range(0..movers.len());
        let (who, options) = movers.swap_remove(pick);
        let version = options
            .first()
            .and_then(|o| parse_id(&o.custom_id))
            .map_or(0, |(v, _, _)| v);
        let me = self.people[who].clone();
        self.used.insert((me.id, version));
        if self.rng.random_bool(self.hand_rate) {
            if let Some(h) = self.hand_button(who) {
                let id = self.press_as(&me, &h).await;
                self.replies(id).await;
            }
        }
        let in_channel = options
            .iter()
            .any(|o| o.message["channel_id"] == Value::String(self.channel.to_string()));
        if in_channel && self.rng.random_bool(self.autocomplete_rate) {
            let choices = self.autocomplete(who, "place", "location", "").await;
            if !choices.is_empty() {
                let (_, value) = &choices[self.rng.random_range(0..choices.len())];
                let location = payload::option("location", Value::String(value.clone()), false);
                let replies = self.slash(who, "place", vec![location]).await;
                // If nothing changed, the member still has to answer this version.
                self.used.remove(&(me.id, version));
                if !refused(&replies) {
                    return true;
                }
            }
        }
        if self.rng.random_bool(self.assign_rate) {
            let targets = self.autocomplete(who, "assign", "target", "").await;
            if !targets.is_empty() {
                let (_, value) = targets[self.rng.random_range(0..targets.len())].clone();
                // One warrior of whichever kind the member still has free.
                for kind in ["swordsmen", "spearmen", "axemen"] {
                    let options = vec![
                        payload::option("target", Value::String(value.clone()), false),
                        payload::option(kind, Value::from(1), false),
                    ];
                    let replies = self.slash(who, "assign", options).await;
                    if !refused(&replies) {
                        self.used.remove(&(me.id, version));
                        self.assigns += 1;
                        return true;
                    }
                }
                self.used.remove(&(me.id, version));
            }
        }
        let o = self.choose(options);
        self.press_as(&me, &o).await;
        true
    }

    /// Plays until the final scoring; when nobody has a prompt for a moment, everyone asks
    /// for their hand (which carries their choices), as a person whose DMs are closed would.
    pub async fn play_to_end(&mut self, limit: Duration) {
        self.play_until(limit, |_| false).await;
    }

    /// Plays until `stop` holds or the game is over; true when the game is over.
    pub async fn play_until(&mut self, limit: Duration, stop: impl Fn(&Self) -> bool) -> bool {
        let end = std::time::Instant::now() + limit;
        let mut idle = 0;
        loop {
            if self.over(&self.fake.world()) {
                return true;
            }
            if stop(self) {
                return false;
            }
            assert!(
                std::time::Instant::now() < end,
                "the game did not end in {limit:?}"
            );
            if self.step().await {
                idle = 0;
                continue;
            }
            let notified = self.fake.shared.changed.notified();
            if tokio::time::timeout(Duration::from_millis(500), notified)
                .await
                .is_ok()
            {
                continue;
            }
            idle += 1;
            assert!(idle < 10, "the game is stuck:\n{}", self.recent(8));
            for who in 0..self.people.len() {
                self.slash(who, "hand", Vec::new()).await;
            }
        }
    }

    /// Marks `who`'s answer at `version` as given (a press the test makes itself).
    pub fn answered(&mut self, who: usize, version: i64) {
        self.used.insert((self.people[who].id, version));
    }

    /// The channel's last messages, for a failure report.
    pub fn recent(&self, n: usize) -> String {
        let w = self.fake.world();
        let all: Vec<String> = w
            .messages
            .iter()
            .map(|m| format!("{:?}: {}", m.place, m.text()))
            .collect();
        all[all.len().saturating_sub(n)..].join("\n---\n")
    }
}

/// A custom id for a failure message: its start, and its length when long.
pub fn short(id: &str) -> String {
    if id.chars().count() <= 40 {
        return format!("{id:?}");
    }
    let head: String = id.chars().take(40).collect();
    format!("{head:?}… ({} chars)", id.chars().count())
}
