//! Moves typed as slash commands (R-TABLE-3): `thor D4`, `E5 thor tyr uller`, `H4 I5` …
//! Tokens by id, code or printed name (accents optional), hexes A1–I9. Each kind of command
//! also lists its legal answers for autocomplete, each with the words a player reads.

use super::prompt::describe;
use super::words::odds_line;
use crate::games::gods::{
    duel, eligible_attackers, legal_actions, Action, HelaAnswer, Hex, State, Token,
};
use crate::games::Seat;
use crate::i18n::Text;

/// The kinds of typed move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A move, a placement while deploying, or Freke and Gere's jump: `token hex`.
    Move,
    Freeze,
    Attack,
    Retreat,
    Void,
}

fn words(typed: &str) -> Vec<&str> {
    typed
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';' || c == '→')
        .filter(|w| !w.is_empty())
        .collect()
}

fn hex_of(word: &str) -> Option<Hex> {
    word.parse().ok()
}

/// A token named by `words` together (a printed name may have several).
fn token_of(words: &[&str]) -> Result<Token, Text> {
    let joined = words.join(" ");
    if joined.is_empty() {
        return Err(Text::new("gods-typed-missing"));
    }
    Token::lookup(&joined).ok_or_else(|| Text::new("gods-typed-token").str("word", joined))
}

/// A defender named by its hex or its name.
fn defender_of(state: &State, word: &str) -> Result<Token, Text> {
    match hex_of(word) {
        Some(h) => state
            .token_at(h)
            .ok_or_else(|| Text::new("gods-typed-empty").str("hex", h.to_string())),
        None => token_of(&[word]),
    }
}

/// `token hex`: the hex last, the token's name before it.
fn token_and_hex(words: &[&str]) -> Result<(Token, Hex), Text> {
    let (last, name) = words.split_last().ok_or(Text::new("gods-typed-missing"))?;
    let hex = hex_of(last).ok_or_else(|| Text::new("gods-typed-hex").str("word", *last))?;
    Ok((token_of(name)?, hex))
}

fn one_hex(words: &[&str]) -> Result<Hex, Text> {
    let [w] = words else {
        return Err(Text::new("gods-typed-missing"));
    };
    hex_of(w).ok_or_else(|| Text::new("gods-typed-hex").str("word", *w))
}

/// The action `typed` means for `seat`, or why it means none. Whether it is legal is the
/// engine's to say.
pub fn parse(state: &State, seat: Seat, kind: Kind, typed: &str) -> Result<Action, Text> {
    let w = words(typed);
    Ok(match kind {
        Kind::Move => {
            let (token, to) = token_and_hex(&w)?;
            moving(state, seat, token, to)
        }
        Kind::Freeze => Action::Freeze {
            target: token_of(&w)?,
        },
        Kind::Attack => {
            let (first, rest) = w.split_first().ok_or(Text::new("gods-typed-missing"))?;
            let defender = defender_of(state, first)?;
            let mut attackers = rest
                .iter()
                .map(|a| token_of(&[a]))
                .collect::<Result<Vec<_>, _>>()?;
            if attackers.is_empty() {
                attackers = eligible_attackers(state, defender);
            }
            attackers.sort();
            attackers.dedup();
            Action::Attack {
                defender,
                attackers,
            }
        }
        Kind::Retreat => retreat(state, seat, &w)?,
        Kind::Void => {
            let mut hexes = w
                .iter()
                .map(|x| hex_of(x).ok_or_else(|| Text::new("gods-typed-hex").str("word", *x)))
                .collect::<Result<Vec<_>, _>>()?;
            hexes.sort();
            Action::Void { hexes }
        }
    })
}

/// A token to a hex: a placement while deploying; Freke and Gere's jump where a move could
/// not go; else a move.
fn moving(state: &State, seat: Seat, token: Token, to: Hex) -> Action {
    let legal = legal_actions(state, seat);
    let place = Action::Place { token, hex: to };
    let jump = Action::Jump { to };
    let step = Action::Move { token, to };
    if legal.contains(&place) {
        place
    } else if token == Token::Freke && !legal.contains(&step) && legal.contains(&jump) {
        jump
    } else {
        step
    }
}

/// `[token] hex`: the token may be left out when one fugitive could go there.
fn retreat(state: &State, seat: Seat, w: &[&str]) -> Result<Action, Text> {
    if w.len() > 1 {
        let (token, to) = token_and_hex(w)?;
        return Ok(Action::Retreat { token, to });
    }
    let to = one_hex(w)?;
    legal_actions(state, seat)
        .into_iter()
        .find(|a| matches!(a, Action::Retreat { to: t, .. } if *t == to))
        .ok_or(Text::new("gods-error").str("error", "bad-hex"))
}

/// An action as it would be typed for its command.
pub fn typed(action: &Action) -> Option<(Kind, String)> {
    Some(match action {
        Action::Place { token, hex } => (Kind::Move, format!("{} {hex}", token.id())),
        Action::Move { token, to } => (Kind::Move, format!("{} {to}", token.id())),
        Action::Jump { to } => (Kind::Move, format!("{} {to}", Token::Freke.id())),
        Action::Freeze { target } => (Kind::Freeze, target.id().to_string()),
        Action::Attack {
            defender,
            attackers,
        } => {
            let names: Vec<&str> = attackers.iter().map(|t| t.id()).collect();
            (
                Kind::Attack,
                format!("{} {}", defender.id(), names.join(" ")),
            )
        }
        Action::Retreat { token, to } => (Kind::Retreat, format!("{} {to}", token.id())),
        Action::Void { hexes } => {
            let hs: Vec<String> = hexes.iter().map(Hex::to_string).collect();
            (Kind::Void, hs.join(" "))
        }
        Action::Done | Action::Hela { .. } | Action::Resign => return None,
    })
}

/// The legal answers of `kind` for `seat` whose typed form or words contain `partial`: the
/// words to show (an attack with its odds) and the value to send.
pub fn suggestions(
    state: &State,
    seat: Seat,
    kind: Kind,
    partial: &str,
    words_in: impl Fn(&Text) -> String,
) -> Vec<(String, String)> {
    let wanted = partial.trim().to_lowercase();
    legal_actions(state, seat)
        .into_iter()
        .filter(|a| !matches!(a, Action::Attack { defender, attackers } if attackers.len() > 1 && attackers.len() < eligible_attackers(state, *defender).len()))
        .filter_map(|a| {
            let (k, value) = typed(&a)?;
            (k == kind).then_some((a, value))
        })
        .map(|(a, value)| {
            let mut label = words_in(&describe(state, &a));
            if let Action::Attack {
                defender,
                attackers,
            } = &a
            {
                let odds = words_in(&odds_line(&duel(state, attackers, *defender)));
                label = format!("{label} — {odds}");
            }
            (label, value)
        })
        .filter(|(label, value)| {
            wanted.is_empty()
                || value.to_lowercase().contains(&wanted)
                || label.to_lowercase().contains(&wanted)
        })
        .collect()
}

/// Hela's answers as typed.
pub fn hela_answer(word: &str) -> Option<HelaAnswer> {
    match word.trim().to_lowercase().as_str() {
        "keep" | "zostaw" | "0" => Some(HelaAnswer::Keep),
        "plus" | "+1" | "+" | "dodaj" => Some(HelaAnswer::Plus),
        "minus" | "-1" | "-" | "−1" | "odejmij" => Some(HelaAnswer::Minus),
        _ => None,
    }
}
