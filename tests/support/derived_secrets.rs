//! What is secret in any game, derived from the game's own presentation: a line the game
//! words only for one seat (its console, its private news, a private prompt) and never for
//! everyone (board, summary, public news, public prompts, actions as others hear them, the
//! final scoring) at any moment of the whole game. Such a line must never reach the channel.
#![allow(dead_code)]

use skald::table::Seen;
use std::collections::BTreeSet;

use skald::games::Seat;
use skald::i18n::{render, Lang, Text};
use skald::table::{Audience, MessageView, TableGame};

/// Lines shorter than this are words any message may hold ("Turn 2").
const MIN_LEN: usize = 16;

#[derive(Default)]
struct Lines {
    /// By seat.
    private: Vec<BTreeSet<String>>,
    public: BTreeSet<String>,
}

/// The lines of a whole game only ever told to one seat, by seat.
pub struct Secrets {
    pub by_seat: Vec<BTreeSet<String>>,
    /// Every line told to one seat alone, secret or not, by seat.
    told: Vec<BTreeSet<String>>,
    /// Every line told to everyone.
    public: BTreeSet<String>,
}

impl Secrets {
    /// What `to` may never be told: every seat's secrets for the channel (`None`); for a
    /// seat, the others' secrets that are not also its own.
    pub fn forbidden(&self, to: Option<Seat>) -> BTreeSet<&String> {
        let own = to.and_then(|s| self.by_seat.get(s as usize));
        self.by_seat
            .iter()
            .enumerate()
            .filter(|(s, _)| Some(*s as Seat) != to)
            .flat_map(|(_, lines)| lines.iter())
            .filter(|line| own.is_none_or(|o| !o.contains(*line)))
            .collect()
    }

    pub fn count(&self) -> usize {
        self.by_seat.iter().map(BTreeSet::len).sum()
    }

    /// The first of the others' secrets that a line of `text` tells `to` (`None`: the
    /// channel), if any: the whole line, or its end after a mark (an emoji, a bullet). A longer
    /// line that merely starts the same way is another line: "Still in hand: Qween 1" is not
    /// "Still in hand: Qween 1, Axx 4". A line the game itself words for `to` or for everyone
    /// is no leak even when another's secret ends it: a seat's own hand card "3/1 · on the
    /// battlefield: T 3 of K 12: 1 damage" ends with what another seat's prompt once said.
    pub fn leak(&self, to: Option<Seat>, text: &str) -> Option<&String> {
        let forbidden = self.forbidden(to);
        let own = to.and_then(|s| self.told.get(s as usize));
        let allowed: Vec<&String> = self
            .public
            .iter()
            .chain(own.into_iter().flatten())
            .collect();
        text.lines().find_map(|line| {
            let line = line.trim();
            let secret = forbidden
                .iter()
                .copied()
                .filter(|f| ends_with_line(line, f))
                .max_by_key(|f| f.len())?;
            let told = allowed
                .iter()
                .any(|a| a.len() >= secret.len() && ends_with_line(line, a));
            (!told).then_some(secret)
        })
    }
}

/// Whether `line` is `part`, or ends with it after a mark rather than inside a word.
fn ends_with_line(line: &str, part: &str) -> bool {
    line.strip_suffix(part)
        .is_some_and(|head| !head.ends_with(char::is_alphanumeric))
}

impl Lines {
    fn add(set: &mut BTreeSet<String>, text: &Text) {
        for lang in Lang::ALL {
            let line = render(text, lang);
            if line.chars().count() >= MIN_LEN {
                set.insert(line);
            }
        }
    }

    fn view(set: &mut BTreeSet<String>, view: &MessageView) {
        for text in view.texts() {
            Self::add(set, text);
        }
    }

    /// What the game says of `state` after `events`, to everyone and to each seat.
    fn observe<G: TableGame>(&mut self, state: &G::State, events: &[G::Event], names: &[String]) {
        let channel = Seen::channel::<G>(state);
        let story = G::narrate(&channel, events, names);
        for text in &story.public {
            Self::add(&mut self.public, text);
        }
        // Each seat's secrets as the host words them: from that seat's own world.
        self.private.resize_with(names.len(), BTreeSet::new);
        for (i, set) in self.private.iter_mut().enumerate() {
            let own = G::narrate(&Seen::seat::<G>(state, i as Seat), events, names);
            for (_, text) in own.private.iter().filter(|(s, _)| usize::from(*s) == i) {
                Self::add(set, text);
            }
        }
        Self::view(&mut self.public, &G::board(&channel, names));
        Self::view(&mut self.public, &G::summary(&channel, names));
        Self::add(&mut self.public, &G::phase_title(&channel));
        if G::is_over(state) {
            Self::view(&mut self.public, &G::scoring(&channel, names));
        }
        for seat in 0..names.len() as Seat {
            let own = &mut self.private[seat as usize];
            let world = Seen::seat::<G>(state, seat);
            Self::view(own, &G::hand(&world, seat, names));
            Self::add(&mut self.public, &G::prompt(&channel, seat, names).public);
            let prompt = G::prompt(&world, seat, names);
            let offers = prompt.choices.iter();
            let texts = offers.flat_map(|o| std::iter::once(&o.label).chain(o.detail.iter()));
            let set = if prompt.private {
                &mut self.private[seat as usize]
            } else {
                &mut self.public
            };
            for text in texts {
                Self::add(set, text);
            }
        }
    }
}

/// Replays a stored game (its settings, seed and action log) and returns its end and the
/// lines only ever told to one seat.
pub fn secret_lines<G: TableGame>(
    settings: G::Settings,
    names: &[String],
    seed: u64,
    log: &[(Seat, G::Action)],
) -> (G::State, Secrets) {
    let Ok((mut state, first)) = G::new_game(settings, seed) else {
        panic!("{}: the stored game deals", G::ID);
    };
    let mut lines = Lines::default();
    lines.observe::<G>(&state, &first, names);
    for (seat, action) in log {
        let told = G::describe_action(
            &Seen::channel::<G>(&state),
            *seat,
            action,
            names,
            Audience::Others,
        );
        Lines::add(&mut lines.public, &told);
        let Ok(events) = G::apply(&mut state, *seat, action) else {
            panic!("{}: the stored log replays", G::ID);
        };
        lines.observe::<G>(&state, &events, names);
    }
    let by_seat = lines
        .private
        .iter()
        .map(|own| own.difference(&lines.public).cloned().collect())
        .collect();
    let secrets = Secrets {
        by_seat,
        told: lines.private,
        public: lines.public,
    };
    (state, secrets)
}

#[test]
fn a_seats_own_line_ending_with_anothers_secret_is_no_leak() {
    let set = |lines: &[&str]| lines.iter().map(|l| l.to_string()).collect::<BTreeSet<_>>();
    let secret = "T 3 of K 12: 1 damage";
    let own = "3/1 · on the battlefield: T 3 of K 12: 1 damage";
    let secrets = Secrets {
        by_seat: vec![set(&[own]), set(&[secret])],
        told: vec![set(&[own]), set(&[secret])],
        public: set(&["Round 2 of the saga begins"]),
    };
    assert_eq!(secrets.leak(Some(0), &format!("title\n{own}")), None);
    let told = |to, text: &str| secrets.leak(to, text).cloned();
    assert_eq!(
        told(Some(0), &format!("🔒 {secret}")).as_deref(),
        Some(secret)
    );
    assert_eq!(told(None, own).as_deref(), Some(own));
    assert_eq!(told(Some(1), &format!("x · {own}")).as_deref(), Some(own));
    assert_eq!(told(Some(1), "Round 2 of the saga begins"), None);
}
