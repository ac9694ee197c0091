//! How the game moves: a queue of steps run in order until one needs a player's decision,
//! which becomes a prompt. Every rule's sequence (R-PREP's steps, a round's order, R-KILL's
//! rewards, an attack's effects left to right) is a run of jobs; a decision pushes what
//! follows from it to the queue's front.

use serde::{Deserialize, Serialize};

use super::cards::AttackKind;
use super::data::JomsData;
use super::effect::MonsterEffect;
use super::event::Event;
use super::state::{BagToken, Card, State};
use super::{attack, damage, decide, end, fight, prep, ygg};
use crate::games::Seat;

/// A face-up row (R-SETUP-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Row {
    Equipment,
    Combat,
    Monster,
}

/// One step still to run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "job", rename_all = "snake_case")]
pub enum Job {
    Choose,
    Start { seat: Seat },
    Saga,
    FirstPlayer,
    Take { seat: Seat, row: Row, to_pile: bool },
    Gather,
    Planet,
    StepE,
    Move { seat: Seat },
    Space { seat: Seat },
    Either { seat: Seat },
    Glory { seat: Seat, n: u8 },
    Remove { seat: Seat },
    Reward { seat: Seat },
    Name { seat: Seat },
    FirstDraw,
    Round,
    Hindrance,
    Discard { seat: Seat, n: u8, nid: bool },
    Exhaust { seat: Seat, hurt: bool },
    Plunder { seat: Seat },
    Pay { seat: Seat },
    Turn { seat: Seat, passes: u8 },
    Damage,
    Kills,
    Attacks,
    Attack { seat: Seat },
    AttackEffect { seat: Seat, effect: MonsterEffect },
    Pick { victim: Seat, picker: Seat },
    RoundEnd,
    EndPhase,
}

/// A decision awaited from one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prompt {
    pub seat: Seat,
    pub ask: Ask,
}

/// What is asked (R-DECIDE).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "ask", rename_all = "snake_case")]
pub enum Ask {
    /// 1: one of the three dealt characters.
    Character,
    /// 2/3: a row's card (or a Gullveig spent on a new row).
    Row {
        row: Row,
        to_pile: bool,
    },
    /// 4: the old or the new piece (equipment ids).
    Keep {
        old: u8,
        new: u8,
    },
    /// 5.
    Branch,
    /// 6.
    Either,
    /// 7.
    Remove,
    /// 8.
    Reward {
        tokens: Vec<BagToken>,
    },
    StatUp,
    /// 9.
    Attack,
    /// 9 (Speed), 14: `n` hand cards still to discard.
    Discard {
        n: u8,
    },
    /// 14: a ready equipment card to exhaust.
    Exhaust,
    /// 10/11: the fight turn; `passes` in a row so far.
    Turn {
        passes: u8,
    },
    /// 15: c.zew.
    Pay,
    /// 16: a card of `victim`'s revealed hand for its discard.
    Pick {
        victim: Seat,
    },
    /// 16: c.podstep.
    AttackCard {
        cards: [AttackKind; 2],
    },
    /// 17.
    Plunder,
    /// 19: c.przepowiednia.
    Order {
        cards: Vec<Card>,
    },
    /// 19: e.munin.
    LookTake {
        cards: Vec<Card>,
    },
}

/// Puts `jobs` at the queue's front, in their order.
pub fn then(s: &mut State, jobs: impl IntoIterator<Item = Job, IntoIter: DoubleEndedIterator>) {
    for job in jobs.into_iter().rev() {
        s.jobs.push_front(job);
    }
}

pub fn ask(s: &mut State, seat: Seat, ask: Ask) {
    s.prompts.push(Prompt { seat, ask });
}

/// Runs jobs until a decision is awaited or the game is over; a decision with one legal
/// answer is applied at once (R-DECIDE: forced options are applied and announced).
pub fn advance(s: &mut State, d: &JomsData, ev: &mut Vec<Event>) {
    loop {
        if let [prompt] = s.prompts.as_slice() {
            if !matches!(prompt.ask, Ask::Turn { .. }) {
                let seat = prompt.seat;
                let legal = decide::legal_actions_with(s, d, seat);
                if let [only] = legal.as_slice() {
                    let only = only.clone();
                    let ask = prompt.ask.clone();
                    s.prompts.clear();
                    ev.push(Event::Forced {
                        seat,
                        action: only.clone(),
                    });
                    decide::answer(s, d, seat, ask, &only, ev);
                    continue;
                }
            }
        }
        if !s.prompts.is_empty() {
            return;
        }
        let Some(job) = s.jobs.pop_front() else {
            return;
        };
        run(s, d, job, ev);
    }
}

fn run(s: &mut State, d: &JomsData, job: Job, ev: &mut Vec<Event>) {
    match job {
        Job::Choose => prep::choose(s, ev),
        Job::Start { seat } => prep::start_ability(s, d, seat, ev),
        Job::Saga => prep::saga(s),
        Job::FirstPlayer => prep::first_player(s, d, ev),
        Job::Take { seat, row, to_pile } => prep::take(s, seat, row, to_pile),
        Job::Gather => prep::gather(s, ev),
        Job::Planet => prep::planet(s, ev),
        Job::StepE => ygg::step_e(s),
        Job::Move { seat } => ygg::move_pawn(s, d, seat, ev),
        Job::Space { seat } => ygg::space(s, d, seat),
        Job::Either { seat } => ask(s, seat, Ask::Either),
        Job::Glory { seat, n } => ygg::glory(s, seat, n, ev),
        Job::Remove { seat } => ygg::remove(s, seat, ev),
        Job::Reward { seat } => ygg::reward(s, seat, ev),
        Job::Name { seat } => ask(s, seat, Ask::Attack),
        Job::FirstDraw => fight::first_draw(s, d, ev),
        Job::Round => fight::round(s, d, ev),
        Job::Hindrance => fight::hindrance(s, d, ev),
        Job::Discard { seat, n, nid } => fight::discard(s, d, seat, n, nid, ev),
        Job::Exhaust { seat, hurt } => fight::exhaust(s, d, seat, hurt, ev),
        Job::Plunder { seat } => fight::plunder(s, seat, ev),
        Job::Pay { seat } => fight::pay(s, seat),
        Job::Turn { seat, passes } => fight::turn(s, seat, passes),
        Job::Damage => damage::damage(s, d, ev),
        Job::Kills => damage::kills(s, d, ev),
        Job::Attacks => attack::attacks(s),
        Job::Attack { seat } => attack::attack(s, d, seat, ev),
        Job::AttackEffect { seat, effect } => attack::effect(s, d, seat, effect, ev),
        Job::Pick { victim, picker } => attack::pick(s, victim, picker),
        Job::RoundEnd => end::round_end(s, d, ev),
        Job::EndPhase => end::end_phase(s, d, ev),
    }
}
