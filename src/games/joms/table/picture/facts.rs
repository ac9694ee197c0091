//! The rules the picture reads off the public view: a player as the queries take it, a
//! monster's HP and traits with the planet's and the round's, the co-op target.

use crate::games::joms::cards::Monster;
use crate::games::joms::effect::{Effect, Trait};
use crate::games::joms::state::Player;
use crate::games::joms::{JomsData, PlayerView, View};

/// The public part of a player, as the rules' queries take it: no hand, pile nor dealt
/// characters (R-INFO).
pub fn public_player(p: &PlayerView) -> Player {
    Player {
        character: p.character,
        battlefield: p.battlefield.clone(),
        gear: p.gear.clone(),
        ups: p.ups,
        round: p.round,
        ..Player::default()
    }
}

fn planet_effects<'d>(d: &'d JomsData, v: &View) -> &'d [Effect] {
    v.planet
        .and_then(|i| d.planets.get(usize::from(i)))
        .map_or(&[], |p| p.effects.as_slice())
}

/// A monster's HP with the planet's (p.jotunheim).
pub fn monster_hp(d: &JomsData, v: &View, m: &Monster) -> u8 {
    let plus: u8 = planet_effects(d, v)
        .iter()
        .map(|e| match e {
            Effect::MonsterHp { n } => *n,
            _ => 0,
        })
        .sum();
    m.hp.saturating_add(plus)
}

/// A monster's traits with the planet's and the round's (R-PLANET, u.szal_bestii), each once.
pub fn monster_traits(d: &JomsData, v: &View, m: &Monster) -> Vec<Trait> {
    let mut out = m.traits.clone();
    for e in planet_effects(d, v) {
        if let Effect::MonstersGainTrait { gains } = e {
            out.push(*gains);
        }
    }
    if v.world.wild {
        out.push(Trait::Wild);
    }
    let mut seen = Vec::new();
    out.retain(|t| {
        let new = !seen.contains(t);
        seen.push(*t);
        new
    });
    out
}

/// The team's goal: players × the level's target (R-COOP-3).
pub fn coop_target(d: &JomsData, v: &View) -> u16 {
    let per = d
        .difficulties
        .iter()
        .find(|l| l.id == v.settings.difficulty)
        .map_or(0, |l| l.target);
    per * v.players.len() as u16
}
