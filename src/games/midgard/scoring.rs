//! Final scoring (R-SCORE) and destiny cards, also scored early by the Success rune.

use serde::{Deserialize, Serialize};

use super::cards::{Cards, DestinyId, Measure};
use super::state::{Player, State};
use super::types::{Color, Edition, Seat};

/// One player's final score, line by line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub seat: Seat,
    /// Glory earned during play.
    pub track: i32,
    pub destiny: i32,
    pub sets: i32,
    pub runes: i32,
    pub ship: i32,
    pub favor: i32,
    pub coins: i32,
    /// Zero or negative.
    pub blame: i32,
    pub total: i32,
}

impl Score {
    /// R-SCORE line by line; the lines sum to `total`.
    pub fn lines(&self) -> Vec<(&'static str, i64)> {
        [
            ("track", self.track),
            ("destiny", self.destiny),
            ("sets", self.sets),
            ("runes", self.runes),
            ("ship", self.ship),
            ("favor", self.favor),
            ("coins", self.coins),
            ("blame", self.blame),
        ]
        .into_iter()
        .map(|(category, points)| (category, i64::from(points)))
        .collect()
    }
}

fn enemies_of(cards: &Cards, p: &Player, color: Color) -> u32 {
    let d = p
        .draugr
        .iter()
        .filter(|c| cards.draugr.get(c.0 as usize).and_then(|e| e.color) == Some(color))
        .count();
    let m = p
        .monsters
        .iter()
        .filter(|c| cards.monsters.get(c.0 as usize).and_then(|e| e.color) == Some(color))
        .count();
    (d + m) as u32
}

/// How much of a destiny card's component a player has.
pub fn measure(cards: &Cards, p: &Player, m: Measure) -> u32 {
    match m {
        Measure::BlueEnemies => enemies_of(cards, p, Color::Blue),
        Measure::YellowEnemies => enemies_of(cards, p, Color::Yellow),
        Measure::RedEnemies => enemies_of(cards, p, Color::Red),
        Measure::Wood => p.wood.into(),
        Measure::Dice => p.dice.total().into(),
        Measure::Favor => p.favor.into(),
        Measure::Food => p.food.into(),
        Measure::Coins => p.coins.into(),
        Measure::Runes => p.runes.len() as u32,
        Measure::Monsters => p.monsters.len() as u32,
        Measure::Draugr => p.draugr.len() as u32,
        Measure::Trolls => p.trolls.len() as u32,
        Measure::Blame => p.blame.into(),
    }
}

/// R-SCORE-1: alone with the most → high; tied for the most → low; else 0. None never counts.
pub fn destiny_value(state: &State, cards: &Cards, seat: Seat, card: DestinyId) -> u8 {
    let (Some(c), Some(me)) = (cards.destiny.get(card.0 as usize), state.player(seat)) else {
        return 0;
    };
    let mine = measure(cards, me, c.measure);
    if mine == 0 {
        return 0;
    }
    let best = state
        .players
        .iter()
        .map(|p| measure(cards, p, c.measure))
        .max()
        .unwrap_or(0);
    if mine < best {
        return 0;
    }
    let tied = state
        .players
        .iter()
        .filter(|p| measure(cards, p, c.measure) == best)
        .count();
    if tied == 1 {
        c.high
    } else {
        c.low
    }
}

/// R-SCORE-5: the blame penalty.
pub fn blame_penalty(blame: u8, edition: Edition) -> i32 {
    const TABLE: [i32; 7] = [0, -1, -3, -6, -10, -15, -21];
    match blame as usize {
        b if b < TABLE.len() => TABLE[b],
        b => match edition {
            Edition::Revised => -21 - 6 * (b as i32 - 6),
            Edition::Classic => -21,
        },
    }
}

/// R-SCORE-2: complete sets of one red, one yellow and one blue enemy.
pub fn sets(cards: &Cards, p: &Player) -> u32 {
    [Color::Red, Color::Yellow, Color::Blue]
        .iter()
        .map(|&c| enemies_of(cards, p, c))
        .min()
        .unwrap_or(0)
}

pub fn score(state: &State, cards: &Cards, seat: Seat) -> Score {
    let Some(p) = state.player(seat) else {
        return Score {
            seat,
            track: 0,
            destiny: 0,
            sets: 0,
            runes: 0,
            ship: 0,
            favor: 0,
            coins: 0,
            blame: 0,
            total: 0,
        };
    };
    let track = i32::from(p.glory);
    let destiny = p
        .destiny
        .iter()
        .map(|&d| i32::from(destiny_value(state, cards, seat, d)))
        .sum();
    let sets = 5 * sets(cards, p) as i32;
    let runes = p
        .runes
        .iter()
        .map(|r| i32::from(cards.rune_glory(r.rune)))
        .sum();
    let ship = p
        .ship
        .and_then(|s| cards.ships.get(s.0 as usize))
        .map_or(0, |t| i32::from(t.glory));
    let favor = 2 * i32::from(p.favor);
    let coins = i32::from(p.coins) / 3;
    let blame = blame_penalty(p.blame, state.settings.edition);
    Score {
        seat,
        track,
        destiny,
        sets,
        runes,
        ship,
        favor,
        coins,
        blame,
        total: track + destiny + sets + runes + ship + favor + coins + blame,
    }
}

/// R-SCORE-6: most glory; then most enemies defeated (trolls included); else a shared win.
pub fn winners(state: &State, scores: &[Score]) -> Vec<Seat> {
    let key = |s: &Score| {
        let defeated = state.player(s.seat).map_or(0, Player::defeated_count);
        (s.total, defeated)
    };
    let best = scores.iter().map(key).max();
    scores
        .iter()
        .filter(|s| Some(key(s)) == best)
        .map(|s| s.seat)
        .collect()
}
