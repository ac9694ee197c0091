//! Scripted members of the fake server: they type slash commands, ask autocomplete, and press
//! the components the bot actually sent them (in the channel, by DM, or in an ephemeral reply),
//! as those messages stand now: after the bot's edits, without the messages it deleted.
//!
//! They play to win, as far as a script can: they often place workers on fights and ships, send
//! their warriors to the fights and ships they reserved (one press per choice offered, until
//! none is left) and load some food, then confirm; they accept most rolls and sail where they
//! can. Choices are recognized by what
//! their labels say ([`super::labels`]); when nothing recognizable is offered, and now and then
//! anyway ([`Members::wander`]), they pick as before: mostly the first choice, sometimes any.

use std::collections::{HashMap, HashSet};
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

use super::labels::{Kind, Labels};
use super::{payload, FakeDiscord, Person, Place, Sent, World};

/// How long the bot must have asked nothing of the fake before the members take it that the
/// game waits for someone who has no control to press.
const QUIET: Duration = Duration::from_millis(150);

/// How long a screen must stay unchanged before a member reads it to move (a person reads
/// what the bot shows once it has shown it; the bot edits within milliseconds).
const GLANCE: Duration = Duration::from_millis(15);

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
    /// What the pressed button or picked option says.
    pub label: String,
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
    /// The press that answered each of those.
    pressed: HashMap<(u64, i64), u64>,
    /// Refused presses after which the member asked for their hand.
    recovered: HashSet<u64>,
    /// Members who set a target with `/midgard assign` since they last confirmed: the command
    /// sets a target's whole assignment, so it is used once, before the buttons add to it.
    slashed: HashSet<usize>,
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
    /// How often a member picks as a script without a plan would (mostly the first choice)
    /// instead of playing to win.
    pub wander: f64,
    /// Presses that sent warriors or food to a fight or ship.
    pub sent: u32,
    /// Times nobody had a control to press while the game waited, so that everyone asked for
    /// their hand.
    pub stalls: u32,
    /// The game's command root the members type (`midgard`, `wall`).
    pub root: &'static str,
    labels: Labels,
}

impl<'a> Members<'a> {
    pub fn new(fake: &'a FakeDiscord, channel: u64, people: Vec<Person>, seed: u64) -> Self {
        Members {
            fake,
            channel,
            people,
            rng: ChaCha8Rng::seed_from_u64(seed),
            used: HashSet::new(),
            pressed: HashMap::new(),
            recovered: HashSet::new(),
            slashed: HashSet::new(),
            autocomplete_rate: 0.0,
            assign_rate: 0.0,
            hand_rate: 0.0,
            presses: 0,
            commands: 0,
            autocompletes: 0,
            assigns: 0,
            wander: 0.1,
            sent: 0,
            stalls: 0,
            root: "midgard",
            labels: Labels::new(),
        }
    }

    pub fn command_id(w: &World) -> u64 {
        Self::root_id(w, "midgard")
    }

    /// The registered id of the command `/root`.
    pub fn root_id(w: &World, root: &str) -> u64 {
        w.commands
            .iter()
            .find(|c| c["name"] == root)
            .and_then(|c| c["id"].as_str()?.parse().ok())
            .unwrap_or(1)
    }

    /// `/<root> <sub>` by `p`; waits for the bot's reply and returns the follow-ups.
    pub async fn slash_as(&mut self, p: &Person, sub: &str, options: Vec<Value>) -> Vec<Sent> {
        let root = self.root;
        self.slash_in(root, p, sub, options).await
    }

    /// `/<root> <sub>` by `p` for any game's root.
    pub async fn slash_in(
        &mut self,
        root: &str,
        p: &Person,
        sub: &str,
        options: Vec<Value>,
    ) -> Vec<Sent> {
        let id = self.send_slash(root, p, sub, options).await;
        self.fake.acked(id).await;
        self.replies(id).await
    }

    /// Sends `/<root> <sub>` by `p` and returns the interaction's id at once.
    pub async fn send_slash(
        &mut self,
        root: &str,
        p: &Person,
        sub: &str,
        options: Vec<Value>,
    ) -> u64 {
        let command = Self::root_id(&self.fake.world(), root);
        let channel = self.channel;
        let options = json!([{ "name": sub, "type": 1, "options": options }]);
        self.commands += 1;
        self.fake
            .interact(p, channel, |id, token| {
                payload::command(id, token, p, channel, command, root, options, false)
            })
            .await
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

    /// Autocomplete of `/<root> <sub>` with `option` focused: the (name, value) choices.
    pub async fn autocomplete(
        &mut self,
        who: usize,
        sub: &str,
        option: &str,
        typed: &str,
    ) -> Vec<(String, String)> {
        let p = self.people[who].clone();
        let root = self.root;
        let command = Self::root_id(&self.fake.world(), root);
        let channel = self.channel;
        let focused = payload::option(option, Value::String(typed.into()), true);
        let options = json!([{ "name": sub, "type": 1, "options": [focused] }]);
        let id = self
            .fake
            .interact(&p, channel, |id, token| {
                payload::command(id, token, &p, channel, command, root, options, true)
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
        let id = self.press_sent(p, o).await;
        self.fake.acked(id).await;
        id
    }

    /// As [`Self::press_as`], without waiting for the bot to acknowledge the press: a member
    /// who presses again before the first press is answered.
    pub async fn press_sent(&mut self, p: &Person, o: &Press) -> u64 {
        let current = self.is_current(&self.fake.world(), p, o);
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
            d.pressed = d.original;
            d.current = Some(current);
        }
        self.presses += 1;
        id
    }

    /// Whether `o` is one of `p`'s current controls: on a message they can see that still
    /// carries it, and, for a seat's control, with the key of the newest message holding
    /// that seat's controls.
    pub fn is_current(&self, w: &World, p: &Person, o: &Press) -> bool {
        let Some(who) = self.people.iter().position(|q| q.id == p.id) else {
            return false;
        };
        let id: Option<u64> = o.message["id"].as_str().and_then(|s| s.parse().ok());
        let places = self.places(w, who);
        let there = places
            .iter()
            .any(|m| Some(m.id) == id && m.controls().iter().any(|c| c.custom_id == o.custom_id));
        match parse_id(&o.custom_id) {
            Some((v, Some(seat), _)) => {
                there && seat == who && Self::current_key(&places, who) == Some(v)
            }
            Some((_, None, _)) => there,
            None => false,
        }
    }

    /// Messages `who` can see with components on them.
    fn visible<'w>(&self, w: &'w World, who: usize) -> Vec<&'w Sent> {
        self.places(w, who)
            .into_iter()
            .filter(|m| !m.components().is_empty())
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

    /// The key of `who`'s controls on the message given controls for them last (sent with
    /// them or edited to have them), if that message still has them: once the bot took them
    /// away, older messages' controls are not current either. A seat's key changes with its
    /// own situation only, so keys are compared, never ordered.
    fn current_key(places: &[&Sent], who: usize) -> Option<i64> {
        let key_in = |controls: &[super::Control]| {
            controls.iter().find_map(|c| {
                let (v, seat, _) = parse_id(&c.custom_id)?;
                (seat == Some(who)).then_some(v)
            })
        };
        let newest = places
            .iter()
            .filter(|m| key_in(&m.armed_with).is_some())
            .max_by_key(|m| m.armed)?;
        key_in(&newest.controls())
    }

    /// Messages `who` can see: in the channel, in their DMs, their ephemeral replies.
    fn places<'w>(&self, w: &'w World, who: usize) -> Vec<&'w Sent> {
        let me = self.people[who].id;
        w.messages
            .iter()
            .filter(|m| !m.deleted)
            .filter(|m| match m.place {
                Place::Channel(c) => c == self.channel,
                Place::Dm(u) | Place::Ephemeral(u) => u == me,
            })
            .collect()
    }

    /// What `who` may answer now: their components with their current key.
    pub fn options(&mut self, who: usize) -> Vec<Press> {
        let me = self.people[who].id;
        let fake = self.fake;
        // The messages holding `who`'s current controls, as they stand.
        let holding: Vec<(Value, Vec<super::Control>)> = {
            let w = fake.world();
            let places = self.places(&w, who);
            let Some(key) = Self::current_key(&places, who) else {
                return Vec::new();
            };
            if self.used.contains(&(me, key)) {
                return Vec::new();
            }
            let mine = |c: &super::Control| {
                parse_id(&c.custom_id).is_some_and(|(v, seat, _)| v == key && seat == Some(who))
            };
            places
                .iter()
                .filter_map(|m| {
                    let controls: Vec<_> = m.controls().into_iter().filter(mine).collect();
                    (!controls.is_empty()).then(|| (m.json.clone(), controls))
                })
                .collect()
        };
        let mut out = Vec::new();
        for (json, controls) in holding {
            for control in controls {
                let id = control.custom_id;
                let multi = control.multi;
                let Some((_, _, code)) = parse_id(&id) else {
                    continue;
                };
                let values: Vec<String> = control.options.iter().map(|(_, v)| v.clone()).collect();
                if code.starts_with('s') {
                    for (label, value) in control.options {
                        out.push(Press {
                            message: json.clone(),
                            custom_id: id.clone(),
                            values: Some(vec![value]),
                            label,
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
                        message: json.clone(),
                        custom_id: id.clone(),
                        values: Some(picked),
                        label: String::new(),
                    });
                } else if code.starts_with('c') {
                    out.push(Press {
                        message: json.clone(),
                        custom_id: id.clone(),
                        values: None,
                        label: control.label,
                    });
                }
            }
        }
        out
    }

    /// Waits until the bot has told everything and someone has a prompt to answer: who, and
    /// what they may press. When nobody has one for a moment, everyone asks for their hand,
    /// as in [`Members::play_until`].
    pub async fn someone_to_move(&mut self) -> (usize, Vec<Press>) {
        let end = std::time::Instant::now() + Duration::from_secs(30);
        self.settle(end).await;
        loop {
            let before = Self::changes(&self.fake.world());
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
            if !self.changed_within(before, QUIET).await {
                self.ask_for_hands().await;
            }
        }
    }

    /// Everyone asks for their hand, which carries their choices as the bot sees them now:
    /// what a person does whose buttons are gone while the game waits for them.
    async fn ask_for_hands(&mut self) {
        self.stalls += 1;
        for who in 0..self.people.len() {
            self.slash(who, "hand", Vec::new()).await;
        }
    }

    /// The hand button on the newest prompt `who` can see.
    fn hand_button(&self, who: usize) -> Option<Press> {
        let w = self.fake.world();
        let mut visible = self.visible(&w, who);
        visible.sort_by_key(|m| m.armed);
        visible.into_iter().rev().find_map(|m| {
            m.controls()
                .into_iter()
                .find(|c| c.custom_id.ends_with(":h"))
                .map(|c| Press {
                    message: m.json.clone(),
                    custom_id: c.custom_id,
                    values: None,
                    label: c.label,
                })
        })
    }

    /// What a member who plays to win picks, when something they recognize is offered: a
    /// warrior for one of their fights or ships (now and then food for a ship instead) while
    /// any is left to send, else the confirmation; mostly the roll as it fell; a land to sail
    /// to; often a fight or a voyage when placing a worker. `None`: nothing recognized (or the
    /// member wanders this time).
    fn aim(&mut self, options: &[Press]) -> Option<usize> {
        if self.rng.random_bool(self.wander) {
            return None;
        }
        let kinds: Vec<Kind> = options.iter().map(|o| self.labels.kind(&o.label)).collect();
        let of = |k: Kind| -> Vec<usize> { (0..kinds.len()).filter(|&i| kinds[i] == k).collect() };
        let (assign, food) = (of(Kind::Assign), of(Kind::LoadFood));
        if !assign.is_empty() {
            let pool = if !food.is_empty() && self.rng.random_bool(0.25) {
                food
            } else {
                assign
            };
            return Some(pool[self.rng.random_range(0..pool.len())]);
        }
        if let Some(&confirm) = of(Kind::Confirm).first() {
            return Some(confirm);
        }
        if let Some(&accept) = of(Kind::AcceptRoll).first() {
            if self.rng.random_bool(0.85) {
                return Some(accept);
            }
            return None;
        }
        let sail = of(Kind::Sail);
        if !sail.is_empty() {
            return Some(sail[self.rng.random_range(0..sail.len())]);
        }
        // Placing a worker: now and then a fight or a voyage to send warriors to.
        let mut away = of(Kind::Fight);
        away.extend(of(Kind::Voyage));
        if !away.is_empty() && self.rng.random_bool(0.4) {
            return Some(away[self.rng.random_range(0..away.len())]);
        }
        None
    }

    /// Mostly the first (primary) choice, sometimes any; rarely a reroll.
    fn choose(&mut self, mut options: Vec<Press>) -> Press {
        if let Some(i) = self.aim(&options) {
            if matches!(
                self.labels.kind(&options[i].label),
                Kind::Assign | Kind::LoadFood
            ) {
                self.sent += 1;
            }
            return options.swap_remove(i);
        }
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
        // A person reads the screen once it has stopped changing: the bot's edits that follow
        // the last move are on it before anyone presses again.
        self.glance().await;
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
                if !refused(&replies) {
                    return true;
                }
                // Nothing changed: the member answers this version with a press below.
            }
        }
        if !self.slashed.contains(&who) && self.rng.random_bool(self.assign_rate) {
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
                        self.assigns += 1;
                        self.slashed.insert(who);
                        return true;
                    }
                }
            }
        }
        let o = self.choose(options);
        if self.labels.kind(&o.label) == Kind::Confirm {
            self.slashed.remove(&who);
        }
        let id = self.press_as(&me, &o).await;
        let kind_picked = o
            .values
            .iter()
            .flatten()
            .chain([&o.custom_id])
            .any(|id| parse_id(id).is_some_and(|(_, _, code)| code.starts_with('g')));
        if kind_picked {
            // A kind picked: the choices of that kind follow, still to be answered.
            self.used.remove(&(me.id, version));
        } else {
            self.pressed.insert((me.id, version), id);
        }
        true
    }

    /// A member whose press of what they still see as their current controls was refused
    /// asks for their hand, which carries their choices as the bot sees them now (as a person
    /// told "use the newest one" would look for it); true if someone did.
    async fn recover(&mut self) -> bool {
        for who in 0..self.people.len() {
            let me = self.people[who].id;
            let refused_press = {
                let w = self.fake.world();
                let places = self.places(&w, who);
                Self::current_key(&places, who)
                    .and_then(|key| self.pressed.get(&(me, key)).copied())
                    .filter(|id| !self.recovered.contains(id))
                    .filter(|id| {
                        let replies: Vec<Sent> = w
                            .interactions
                            .get(id)
                            .into_iter()
                            .flat_map(|d| &d.followups)
                            .filter_map(|m| w.message(*m).cloned())
                            .collect();
                        refused(&replies)
                    })
            };
            if let Some(id) = refused_press {
                self.recovered.insert(id);
                self.slash(who, "hand", Vec::new()).await;
                return true;
            }
        }
        false
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
            let before = Self::changes(&self.fake.world());
            if self.step().await || self.recover().await {
                idle = 0;
                continue;
            }
            if self.changed_within(before, QUIET).await {
                continue;
            }
            idle += 1;
            assert!(idle < 10, "the game is stuck:\n{}", self.recent(8));
            self.ask_for_hands().await;
        }
    }

    /// Waits until the bot has asked nothing of the fake for a moment ([`GLANCE`]), for half
    /// a second at most.
    async fn glance(&self) {
        let end = std::time::Instant::now() + Duration::from_millis(500);
        while std::time::Instant::now() < end {
            let before = Self::changes(&self.fake.world());
            if !self.changed_within(before, GLANCE).await {
                return;
            }
        }
    }

    /// Waits (until `end` at most) for a moment in which the bot asks nothing of the fake.
    async fn settle(&self, end: std::time::Instant) {
        while std::time::Instant::now() < end {
            let before = Self::changes(&self.fake.world());
            if !self.changed_within(before, QUIET).await {
                return;
            }
        }
    }

    /// How much the bot has asked of the fake so far: requests, and messages sent or edited.
    fn changes(w: &World) -> (usize, u64) {
        (w.transcript.len(), w.next_seq)
    }

    /// Whether the bot has asked anything of the fake since `before`, waiting up to `limit`
    /// (gateway heartbeats do not count).
    async fn changed_within(&self, before: (usize, u64), limit: Duration) -> bool {
        self.fake
            .within(limit, |w| (Self::changes(w) != before).then_some(()))
            .await
            .is_some()
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
        let mut out = all[all.len().saturating_sub(n)..].join("\n---\n");
        if !w.violations.is_empty() {
            out.push_str("\n--- violations ---\n");
            out.push_str(&w.violations.join("\n"));
        }
        out
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
