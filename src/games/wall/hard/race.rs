//! The search's allocation: every candidate still in the race is weighed in each sampled
//! world (the same worlds for all, so their differences are measured, not their luck), and
//! the weaker half drops out whenever the number of worlds doubles.

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
    let mut worlds = 0;
    while field.len() > 1 && budget.left(worlds).is_some() {
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

/// Best total first; a stable sort, so ties keep their order.
fn rank<C>(field: &mut [Runner<C>]) {
    field.sort_by(|a, b| b.total.total_cmp(&a.total));
}
