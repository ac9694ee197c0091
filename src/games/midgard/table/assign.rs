//! `assign`: a whole assignment for one target, turned into the engine's one-die,
//! one-food steps and applied all or none.

use crate::games::midgard::state::State;
use crate::games::midgard::{Action, Dice, DieKind, Target};
use crate::games::Seat;

/// The steps from `seat`'s current assignment on `target` to exactly `dice` and `food`.
pub fn steps(state: &State, seat: Seat, target: Target, dice: Dice, food: u8) -> Vec<Action> {
    let Some(p) = state.player(seat) else {
        return Vec::new();
    };
    let have = p.assigned[target.index()];
    let land = match target {
        Target::Land(l) => Some(l),
        _ => None,
    };
    let have_food = land.map_or(0, |l| p.ship_food[l as usize & 3]);
    let mut out = Vec::new();
    for kind in DieKind::ALL {
        for _ in dice.get(kind)..have.get(kind) {
            out.push(Action::UnassignDie { target, kind });
        }
    }
    if let Some(land) = land {
        for _ in food..have_food {
            out.push(Action::UnloadFood { land });
        }
    }
    for kind in DieKind::ALL {
        for _ in have.get(kind)..dice.get(kind) {
            out.push(Action::AssignDie { target, kind });
        }
    }
    if let Some(land) = land {
        for _ in have_food..food {
            out.push(Action::LoadFood { land });
        }
    }
    out
}

/// A target from its short name: `troll`, `draugr_left`, `draugr_right`, `land1` … `land4`.
pub fn target(name: &str) -> Option<Target> {
    match name.trim().to_ascii_lowercase().as_str() {
        "troll" => Some(Target::Troll),
        "draugr_left" | "left" => Some(Target::DraugrLeft),
        "draugr_right" | "right" => Some(Target::DraugrRight),
        other => other
            .strip_prefix("land")
            .and_then(|n| n.trim().parse::<u8>().ok())
            .filter(|n| (1..=4).contains(n))
            .map(|n| Target::Land(n - 1)),
    }
}

pub fn target_name(t: Target) -> String {
    match t {
        Target::Troll => "troll".into(),
        Target::DraugrLeft => "draugr_left".into(),
        Target::DraugrRight => "draugr_right".into(),
        Target::Land(l) => format!("land{}", l + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn target_names_round_trip() {
        for i in 0..Target::COUNT {
            let t = Target::from_index(i);
            assert_eq!(target(&target_name(t)), Some(t));
        }
        assert_eq!(target("land 5"), None);
        assert_eq!(target("ship"), None);
    }
}
