//! What is secret at a moment of a game, derived from the engine itself (R-TABLE-2), and the
//! check of a message against it.
//!
//! Secret facts come from each seat's own view (`Midgard::view(state, Some(seat))`) compared
//! with the public one (`view(state, None)`):
//! - destiny cards: the cards in a seat's own view and the cards drawn for its pending
//!   `KeepDestiny` decision (it saw them), accumulated over the game. A card seen privately stays
//!   secret from everyone else until the public view shows it among `revealed_destiny`, or the
//!   game is over and the final scoring shows every card.
//! - journey cards: the face-down cards a seat knows (`known_journey`) that the public view does
//!   not show, as of the latest state (a peek ends only when the card is turned face up, and the
//!   message that turns it up names it in public).
//!
//! And what each seat did: the owner-form description of every logged action whose detail is
//! its player's secret (`Action::hides_detail`), which nobody else may be told.
#![allow(dead_code)]

use skald::table::Seen;
use std::collections::{BTreeSet, HashMap};
use std::sync::OnceLock;

use super::destiny::destiny_name;
use skald::games::midgard::cards::cards;
use skald::games::midgard::state::{JourneyCard, Phase, State};
use skald::games::midgard::{Action, Decision, Edition, JourneyKind, Midgard};
use skald::games::{Rules, Seat};
use skald::i18n::{render, Lang, Text};
use skald::table::{Audience, MessageView, TableGame};

const EDITIONS: [Edition; 2] = [Edition::Revised, Edition::Classic];

pub fn lang_index(lang: Lang) -> usize {
    Lang::ALL
        .iter()
        .position(|&l| l == lang)
        .expect("a known language")
}

/// Card and land names as the game writes them, rendered once: by language, both editions.
struct Names {
    destiny: HashMap<&'static str, [Vec<String>; 2]>,
    journeys: HashMap<JourneyKind, [Vec<String>; 2]>,
    lands: [[String; 4]; 2],
}

fn per_lang(render_in: impl Fn(Lang, Edition) -> String) -> [Vec<String>; 2] {
    Lang::ALL.map(|lang| {
        let mut out: Vec<String> = EDITIONS.iter().map(|&ed| render_in(lang, ed)).collect();
        out.sort();
        out.dedup();
        out
    })
}

fn names() -> &'static Names {
    static NAMES: OnceLock<Names> = OnceLock::new();
    NAMES.get_or_init(|| {
        let c = cards().expect("card data loads");
        let destiny = c
            .destiny
            .iter()
            .map(|d| {
                let id: &'static str = d.id.as_str();
                (id, per_lang(|lang, ed| destiny_name(id, lang, ed)))
            })
            .collect();
        let kinds = [
            JourneyKind::Calm,
            JourneyKind::Becalmed,
            JourneyKind::Kraken,
            JourneyKind::Storm,
            JourneyKind::Whirlpool,
            JourneyKind::Lost,
        ];
        let journeys = kinds
            .into_iter()
            .map(|kind| {
                // The card's Fluent id is its kind's stable id: `journey-<kind>`.
                let id = serde_json::to_value(kind).expect("a kind serializes");
                let id = format!("journey-{}", id.as_str().expect("a string id"));
                let names = per_lang(|lang, ed| {
                    render(&Text::dynamic(id.clone()).str("edition", ed.id()), lang)
                });
                (kind, names)
            })
            .collect();
        let lands = Lang::ALL.map(|lang| {
            [0u8, 1, 2, 3].map(|l| render(&Text::new("land").num("number", l + 1), lang))
        });
        Names {
            destiny,
            journeys,
            lands,
        }
    })
}

/// A destiny card's names in `lang` (both editions).
pub fn destiny_names_in(id: &str, lang: Lang) -> &'static [String] {
    &names().destiny[id][lang_index(lang)]
}

/// The secrets of every seat so far.
pub struct Secrets {
    /// Destiny cards each seat has seen privately (held, or drawn to choose from).
    seen: Vec<BTreeSet<&'static str>>,
    /// Destiny cards the public view has shown.
    revealed: BTreeSet<&'static str>,
    /// Face-down journey cards each seat knows and the public does not: (land, card).
    journeys: Vec<Vec<(u8, JourneyCard)>>,
}

/// What one recipient may not be told.
#[derive(Debug)]
pub struct Forbidden {
    pub destiny: Vec<&'static str>,
    pub journeys: Vec<(u8, JourneyCard)>,
}

impl Secrets {
    pub fn new(seats: usize) -> Self {
        Secrets {
            seen: vec![BTreeSet::new(); seats],
            revealed: BTreeSet::new(),
            journeys: vec![Vec::new(); seats],
        }
    }

    /// Takes in the states a message could have been produced from (before and after a step).
    pub fn observe(&mut self, states: &[&State]) {
        for state in states {
            let public = Midgard::view(state, None);
            for p in &public.players {
                self.revealed
                    .extend(p.revealed_destiny.iter().map(|c| c.id()));
            }
            // The final scoring turns every destiny card face up (R-SCORE-1).
            if state.phase == Phase::Finished {
                for p in &state.players {
                    self.revealed.extend(p.destiny.iter().map(|c| c.id()));
                }
            }
            for (seat, seen) in self.seen.iter_mut().enumerate() {
                let own = Midgard::view(state, Some(seat as Seat));
                let me = own.me().expect("a seat's view has its player");
                seen.extend(me.destiny.iter().flatten().map(|c| c.id()));
                for (s, d) in &own.pending {
                    if let (true, Decision::KeepDestiny { drawn }) = (*s == seat as Seat, d) {
                        seen.extend(drawn.iter().map(|c| c.id()));
                    }
                }
            }
        }
        let Some(last) = states.last() else { return };
        let public = Midgard::view(last, None);
        for (seat, known) in self.journeys.iter_mut().enumerate() {
            let own = Midgard::view(last, Some(seat as Seat));
            *known = own
                .board
                .lands
                .iter()
                .enumerate()
                .filter_map(|(i, l)| {
                    let card = l.known_journey?;
                    let shown = public.board.lands[i].known_journey == Some(card)
                        || public.journey == Some(card);
                    (!shown).then_some((i as u8, card))
                })
                .collect();
        }
    }

    /// `seat`'s destiny secrets now: seen privately and not revealed.
    pub fn destiny_of(&self, seat: Seat) -> BTreeSet<&'static str> {
        self.seen[seat as usize]
            .difference(&self.revealed)
            .copied()
            .collect()
    }

    /// Destiny cards seen privately by anyone so far (revealed or not).
    pub fn seen_anywhere(&self) -> usize {
        self.seen.iter().map(BTreeSet::len).sum()
    }

    pub fn journeys_of(&self, seat: Seat) -> &[(u8, JourneyCard)] {
        &self.journeys[seat as usize]
    }

    /// What `to` may not be told: every seat's secrets for the channel or a stranger (`None`);
    /// for a seat, the other seats' secrets that are not also its own.
    pub fn forbidden(&self, to: Option<Seat>) -> Forbidden {
        let mut destiny = BTreeSet::new();
        let mut journeys = Vec::new();
        for seat in 0..self.seen.len() as Seat {
            if Some(seat) == to {
                continue;
            }
            destiny.extend(self.destiny_of(seat));
            journeys.extend(self.journeys[seat as usize].iter().copied());
        }
        if let Some(me) = to {
            for id in &self.seen[me as usize] {
                destiny.remove(id);
            }
            journeys.retain(|j| !self.journeys[me as usize].contains(j));
        }
        journeys.sort_by_key(|(l, c)| (*l, c.copy));
        journeys.dedup();
        Forbidden {
            destiny: destiny.into_iter().collect(),
            journeys,
        }
    }
}

impl Forbidden {
    /// The secret a rendered line gives away, if any: a destiny card's name, or a land named
    /// together with the journey card someone knows lies face down there.
    pub fn leak(&self, line: &str, lang: Lang) -> Option<String> {
        let n = names();
        let li = lang_index(lang);
        for id in &self.destiny {
            if let Some(name) = n.destiny[id][li].iter().find(|s| line.contains(s.as_str())) {
                return Some(format!("destiny card {id} ({name})"));
            }
        }
        for (land, card) in &self.journeys {
            let land_name = &n.lands[li][*land as usize & 3];
            if !line.contains(land_name.as_str()) {
                continue;
            }
            if let Some(name) = n.journeys[&card.kind][li]
                .iter()
                .find(|s| line.contains(s.as_str()))
            {
                return Some(format!("the journey card at {land_name} ({name})"));
            }
        }
        None
    }
}

/// Every seat's moves as told to their owner.
pub struct Moves {
    /// Per seat and language: the owner-form words of its moves whose detail is secret.
    hidden: Vec<[BTreeSet<String>; 2]>,
    /// Per seat and language: the owner-form words of all its moves (it may hear them).
    own: Vec<[BTreeSet<String>; 2]>,
    /// Moves recorded whose detail is secret.
    pub hidden_moves: usize,
}

/// An action in words for `audience`, in every language.
pub fn describe(
    state: &State,
    seat: Seat,
    action: &Action,
    names: &[String],
    audience: Audience,
) -> [String; 2] {
    let world = Seen::by::<Midgard>(state, (audience == Audience::Owner).then_some(seat));
    let text = Midgard::describe_action(&world, seat, action, names, audience);
    Lang::ALL.map(|lang| render(&text, lang))
}

impl Moves {
    pub fn new(seats: usize) -> Self {
        Moves {
            hidden: vec![Default::default(); seats],
            own: vec![Default::default(); seats],
            hidden_moves: 0,
        }
    }

    /// A logged action (`state` is the one it was played in, or any later one).
    pub fn record(&mut self, state: &State, seat: Seat, action: &Action, names: &[String]) {
        let owner = describe(state, seat, action, names, Audience::Owner);
        if action.hides_detail() {
            self.hidden_moves += 1;
            let others = describe(state, seat, action, names, Audience::Others);
            for (i, words) in owner.iter().enumerate() {
                assert_ne!(
                    *words, others[i],
                    "{action:?} hides its detail, yet others are told it as its owner is"
                );
                self.hidden[seat as usize][i].insert(words.clone());
            }
        }
        for (i, words) in owner.into_iter().enumerate() {
            self.own[seat as usize][i].insert(words);
        }
    }

    /// Owner-form words `to` may never see: the other seats' secret moves (all of them for the
    /// channel or a stranger), except words that also tell one of `to`'s own moves.
    pub fn forbidden(&self, to: Option<Seat>, lang: Lang) -> Vec<&str> {
        let li = lang_index(lang);
        let mine = to.map(|s| &self.own[s as usize][li]);
        let mut out: Vec<&str> = self
            .hidden
            .iter()
            .enumerate()
            .filter(|(s, _)| Some(*s as Seat) != to)
            .flat_map(|(_, h)| h[li].iter())
            .filter(|w| mine.is_none_or(|m| !m.contains(*w)))
            .map(String::as_str)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// One text of a message, rendered, and whether it is a choice offered (a label of a move one
/// may make, not a report of a move made).
pub struct Rendered {
    pub text: String,
    pub choice: bool,
}

/// Every text of a view rendered in `lang`: title, lines, fields, choices and pick items.
pub fn rendered(view: &MessageView, lang: Lang) -> Vec<Rendered> {
    let told = view
        .title
        .iter()
        .chain(&view.lines)
        .chain(
            view.fields
                .iter()
                .flat_map(|f| std::iter::once(&f.name).chain(&f.lines)),
        )
        .map(|t| (t, false));
    let offered = view
        .choices
        .iter()
        .flat_map(|c| std::iter::once(&c.label).chain(c.detail.iter()))
        .chain(view.groups.iter())
        .chain(
            view.pick
                .iter()
                .flat_map(|(_, p)| std::iter::once(&p.prompt).chain(&p.items)),
        )
        .map(|t| (t, true));
    told.chain(offered)
        .map(|(t, choice)| Rendered {
            text: render(t, lang),
            choice,
        })
        .collect()
}

/// What one message to `to` (`None`: the channel, or someone without a seat) gives away that
/// `to` may not know, in either language: `Err` with the first such text, or the number of
/// texts checked.
pub fn leaks(
    secrets: &Secrets,
    moves: &Moves,
    to: Option<Seat>,
    view: &MessageView,
) -> Result<usize, String> {
    let forbidden = secrets.forbidden(to);
    let mut checked = 0;
    for lang in Lang::ALL {
        let hidden = moves.forbidden(to, lang);
        for r in rendered(view, lang) {
            if let Some(what) = forbidden.leak(&r.text, lang) {
                return Err(format!(
                    "{what}, a secret of another seat, told to {}:\n{}",
                    who(to),
                    r.text
                ));
            }
            if !r.choice {
                if let Some(words) = hidden.iter().find(|w| r.text.contains(**w)) {
                    return Err(format!(
                        "another seat's secret move `{words}` told to {}:\n{}",
                        who(to),
                        r.text
                    ));
                }
            }
            checked += 1;
        }
    }
    Ok(checked)
}

/// `leaks`, failing the test with `context` (which message it was) on a leak.
pub fn check_message(
    secrets: &Secrets,
    moves: &Moves,
    to: Option<Seat>,
    view: &MessageView,
    context: &dyn Fn() -> String,
) -> usize {
    leaks(secrets, moves, to, view).unwrap_or_else(|e| panic!("{}: {e}", context()))
}

fn who(to: Option<Seat>) -> String {
    to.map_or_else(|| "the channel".to_string(), |s| format!("seat {s}"))
}
