//! The tokens' abilities (R-ABIL, R-MOVE-9): the rules behind each ability line of R-UNIT.

use super::terrain::Terrain;
use super::token::Token;

/// R-ABIL-1: the token it gets +1 against, attacking or defending.
pub fn bonus_against(token: Token) -> Option<Token> {
    Some(match token {
        Token::Thor => Token::Jormungandr,
        Token::Tyr => Token::Garm,
        Token::Heimdall => Token::Loki,
        Token::Dwalin => Token::Surtur,
        Token::Loki => Token::Heimdall,
        Token::Fenris | Token::Thyrm => Token::Odin,
        Token::Garm => Token::Tyr,
        Token::Jormungandr => Token::Thor,
        Token::Surtur => Token::Frey,
        _ => return None,
    })
}

/// R-MOVE-1: Yggdrasill never moves, Hela only by R-HELA.
pub fn is_mobile(token: Token) -> bool {
    !matches!(token, Token::Yggdrasill | Token::Hela)
}

/// R-FIGHT-2: Yggdrasill and Hela never attack.
pub fn can_attack(token: Token) -> bool {
    is_mobile(token)
}

/// R-FIGHT-2, R-ABIL-5: how far it attacks.
pub fn range(token: Token) -> u8 {
    if token == Token::Uller {
        2
    } else {
        1
    }
}

/// R-MOVE-9: whether entering `terrain` leaves its move going on (R-MOVE-4 ignored there).
pub fn ignores_stop(token: Token, terrain: Terrain) -> bool {
    match terrain {
        Terrain::Forest => matches!(
            token,
            Token::Walkirie
                | Token::Vidar
                | Token::Surtur
                | Token::Fire1
                | Token::Fire2
                | Token::Fire3
        ),
        Terrain::Glacier => token == Token::Walkirie || is_frost(token),
        _ => true,
    }
}

/// R-MOVE-9: whether it ignores R-MOVE-5 (a river crossing ends nothing).
pub fn ignores_river(token: Token) -> bool {
    token == Token::Walkirie || is_frost(token)
}

/// Thyrm and the Ice Giants.
fn is_frost(token: Token) -> bool {
    matches!(
        token,
        Token::Thyrm | Token::Ice1 | Token::Ice2 | Token::Ice3
    )
}

/// R-ABIL-2: the aura lord a giant attacking next to him serves (Surtur / Thyrm).
pub fn giant_lord(token: Token) -> Option<Token> {
    match token {
        Token::Fire1 | Token::Fire2 | Token::Fire3 => Some(Token::Surtur),
        Token::Ice1 | Token::Ice2 | Token::Ice3 => Some(Token::Thyrm),
        _ => None,
    }
}

/// R-ABIL-3: a duel against it has attack −1.
pub fn is_protected(token: Token) -> bool {
    matches!(token, Token::Forseti | Token::Magni)
}

/// R-ABIL-4: the difference of a duel against it is at most this.
pub fn difference_cap(token: Token) -> i8 {
    if token == Token::Sif {
        3
    } else {
        5
    }
}

/// R-HELA-2/6: tokens that may stand next to Hela unharmed.
pub fn spared_by_hela(token: Token) -> bool {
    matches!(token, Token::Loki | Token::Yggdrasill | Token::Hela)
}
