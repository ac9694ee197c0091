//! Building the wall (R-WALL): six forts in draw order, then the lowest positive fort to the
//! first position and the highest to the last.

use super::cards::Fort;

/// The order the six `drawn` forts take on the wall, as indices into `drawn`: the lowest
/// positive fort (ties: the leftmost) first, the highest positive fort (ties: the rightmost)
/// last, the others in the order drawn (R-WALL-2). FortHeca never count. With fewer than two
/// positive forts — which the real deck cannot deal — the forts keep the order drawn.
pub fn build_order(drawn: &[Fort; 6]) -> [usize; 6] {
    let positive = |i: &usize| drawn[*i].value() > 0;
    let lowest = (0..6)
        .filter(positive)
        .min_by_key(|&i| (drawn[i].value(), i));
    let highest = (0..6)
        .filter(positive)
        .max_by_key(|&i| (drawn[i].value(), i));
    let (Some(low), Some(high)) = (lowest, highest) else {
        return [0, 1, 2, 3, 4, 5];
    };
    if low == high {
        return [0, 1, 2, 3, 4, 5];
    }
    let mut order = [low; 6];
    let middle = (0..6).filter(|&i| i != low && i != high);
    for (slot, i) in order[1..5].iter_mut().zip(middle) {
        *slot = i;
    }
    order[5] = high;
    order
}
