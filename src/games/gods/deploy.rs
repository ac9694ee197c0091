//! Free deployment (R-SETUP-3): Chaos places its tokens in its zones, then Asgard in its
//! land; Heimdall and Hela stand on their own hexes from the start. No die is drawn.

use super::data::data;
use super::event::Event;
use super::map::{Hex, HEL_FIELD};
use super::state::State;
use super::terrain::{terrain, Terrain};
use super::token::{Side, Token};

/// Whether `hex` is in `token`'s zone (R-SETUP-2/3): Thyrm and the Ice Giants on glacier, the
/// other Chaos tokens on the bridge, Asgard's in columns A–D but not next to Hel's Field.
/// Heimdall and Hela have no choice.
pub fn in_zone(token: Token, hex: Hex) -> bool {
    match token {
        Token::Heimdall | Token::Hela => false,
        Token::Thyrm | Token::Ice1 | Token::Ice2 | Token::Ice3 => terrain(hex) == Terrain::Glacier,
        t if t.is_side(Side::Chaos) => terrain(hex) == Terrain::Bridge,
        _ => hex.col() <= 3 && !hex.is_adjacent(HEL_FIELD),
    }
}

/// The side's tokens still to place, in roster order.
pub fn unplaced(state: &State, side: Side) -> Vec<Token> {
    Token::of(side)
        .filter(|t| state.hex_of(*t).is_none() && !state.removed.contains(t))
        .collect()
}

/// Where `token` may be placed now, in board order.
pub fn place_targets(state: &State, token: Token) -> Vec<Hex> {
    Hex::all()
        .filter(|&h| in_zone(token, h) && state.is_empty(h))
        .collect()
}

/// The standard hex of `token` (R-SETUP-2).
fn standard_hex(token: Token) -> Option<Hex> {
    let d = data().ok()?;
    d.standard
        .iter()
        .find(|(t, _)| *t == token)
        .map(|&(_, h)| h)
}

/// R-DECIDE 1: the first token still to place, on its standard hex if that is free, else on
/// the first empty hex of its zone in board order.
pub fn default_place(state: &State, side: Side) -> Option<(Token, Hex)> {
    let token = *unplaced(state, side).first()?;
    let targets = place_targets(state, token);
    let hex = standard_hex(token)
        .filter(|h| targets.contains(h))
        .or_else(|| targets.first().copied())?;
    Some((token, hex))
}

/// Places `token` on `hex`, already checked legal.
pub fn place(state: &mut State, token: Token, hex: Hex, ev: &mut Vec<Event>) {
    state.board.insert(token, hex);
    ev.push(Event::Placed { token, hex });
}

/// Places every token the side has left where the default would.
pub fn place_rest(state: &mut State, side: Side, ev: &mut Vec<Event>) {
    while let Some((token, hex)) = default_place(state, side) {
        place(state, token, hex, ev);
    }
}
