//! The search's allocation: every candidate still in the race is weighed in each sampled
//! world (the same worlds for all, so their differences are measured, not their luck), and
//! the weaker half drops out whenever the number of worlds doubles. It stops early once the
//! rest of the budget could not change the leader.

use crate::games::search::Budget;

/// Worlds before the first halving, and the fewest candidates a halving keeps.
const FIRST_CUT: u32 = 16;
const KEEP: usize = 4;

struct Runner<C> {
    candidate: C,
    total: f64,
}

/// The candidate with the best mean worth over the worlds `world` draws while `budget`
/// lasts (one iteration = one world); earlier candidates win ties, so the first should be
/// the plain policy's choice.
pub fn race<C, W>(
    candidates: Vec<C>,
    budget: &mut dyn Budget,
    mut world: impl FnMut() -> W,
    worth: impl Fn(&W, &C) -> f64,
) -> Option<C> {
    let mut field: Vec<Runner<C>> = candidates
        .into_iter()
        .map(|candidate| Runner {
            candidate,
            total: 0.0,
        })
        .collect();
    if field.is_empty() {
        return None;
    }
    let mut worlds = 0;
    while let Some(left) = budget.left(worlds) {
        if settled(&field, left) {
            break;
        }
        let w = world();
        for runner in &mut field {
            runner.total += worth(&w, &runner.candidate);
        }
        worlds += 1;
        if worlds >= FIRST_CUT && worlds.is_power_of_two() && field.len() > KEEP {
            rank(&mut field);
            field.truncate((field.len() / 2).max(KEEP));
        }
    }
    rank(&mut field);
    field.into_iter().next().map(|r| r.candidate)
}

/// Whether `left` more worlds (each worth at most 1 to a candidate) could not change the
/// leader: then the rest of the budget is not spent.
fn settled<C>(field: &[Runner<C>], left: u32) -> bool {
    let (mut first, mut second) = (f64::NEG_INFINITY, f64::NEG_INFINITY);
    for r in field {
        if r.total > first {
            (first, second) = (r.total, first);
        } else if r.total > second {
            second = r.total;
        }
    }
    first - second > f64::from(left)
}

/// Best total first; a stable sort, so ties keep their order.
fn rank<C>(field: &mut [Runner<C>]) {
    field.sort_by(|a, b| b.total.total_cmp(&a.total));
}
