//! Viking Gods' names and small phrases: tokens, sides, hexes, terrain and duel results as
//! Fluent texts (every id starts with `gods-`).

use crate::games::gods::{
    Breakdown, DuelOdds, DuelResult, Hex, RuleError, Side, State, Term, TermKind, Terrain, Token,
};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::words::{list, who};

/// "Thor", "Fire Giant 2".
pub fn token(t: Token) -> Text {
    Text::new("gods-token").str("token", t.id())
}

/// "Thor (TH, 6)".
pub fn token_full(state: &State, t: Token) -> Text {
    Text::new("gods-token-full")
        .text("token", token(t))
        .str("code", t.code())
        .num("strength", state.strength(t))
}

/// "Thor on C3".
pub fn token_at(state: &State, t: Token) -> Text {
    match state.hex_of(t) {
        Some(h) => Text::new("gods-token-at")
            .text("token", token(t))
            .str("hex", h.to_string()),
        None => token(t),
    }
}

/// "Thor C3", short for a label.
pub fn token_hex(state: &State, t: Token) -> Text {
    match state.hex_of(t) {
        Some(h) => Text::new("gods-token-hex")
            .text("token", token(t))
            .str("hex", h.to_string()),
        None => token(t),
    }
}

pub fn tokens(ts: &[Token]) -> Text {
    list(ts.iter().map(|&t| token(t)).collect())
}

pub fn side(s: Side) -> Text {
    Text::new("gods-side").str("side", s.id())
}

/// "Ana (Asgard)".
pub fn player(state: &State, names: &[String], side_: Side) -> Text {
    Text::new("gods-player")
        .str("name", who(names, state.seat_of(side_)))
        .text("side", side(side_))
}

/// The side `seat` plays, in words.
pub fn seat_side(state: &State, seat: Seat) -> Text {
    state.side_of(seat).map_or(Text::new("list-none"), side)
}

pub fn hex(h: Hex) -> Text {
    Text::new("gods-hex").str("hex", h.to_string())
}

pub fn hexes(hs: &[Hex]) -> Text {
    list(hs.iter().map(|&h| hex(h)).collect())
}

pub fn terrain_name(t: Terrain) -> Text {
    let id = match t {
        Terrain::Plain => "plain",
        Terrain::Forest => "forest",
        Terrain::Glacier => "glacier",
        Terrain::Hills => "hills",
        Terrain::Bridge => "bridge",
        Terrain::Heimdall => "heimdall",
        Terrain::Helfield => "helfield",
    };
    Text::new("gods-terrain").str("terrain", id)
}

pub fn result_id(r: DuelResult) -> &'static str {
    match r {
        DuelResult::DefenderBeaten => "bp",
        DuelResult::DefenderFlees => "bu",
        DuelResult::Draw => "draw",
        DuelResult::AttackerFlees => "au",
        DuelResult::AttackerBeaten => "ap",
    }
}

/// "the defender is beaten (BP)".
pub fn result(r: DuelResult) -> Text {
    Text::new("gods-result").str("result", result_id(r))
}

/// A signed number with a true minus sign: "+5", "−2", "0".
pub fn signed(v: i64) -> String {
    match v {
        0 => "0".into(),
        v if v < 0 => format!("−{}", -v),
        v => format!("+{v}"),
    }
}

/// The faces of a die giving each result, best for the attacker first: "1–5 they fall, 6 they
/// flee" (said to the attacker).
pub fn faces(odds: &DuelOdds) -> Text {
    let results = [
        DuelResult::DefenderBeaten,
        DuelResult::DefenderFlees,
        DuelResult::Draw,
        DuelResult::AttackerFlees,
        DuelResult::AttackerBeaten,
    ];
    let parts: Vec<Text> = results
        .into_iter()
        .filter_map(|r| {
            let dice: Vec<u8> = (1..=6).filter(|&d| odds.effective(d) == r).collect();
            let (first, last) = (dice.first()?, dice.last()?);
            let span = if first == last {
                first.to_string()
            } else {
                format!("{first}–{last}")
            };
            Some(
                Text::new("gods-faces")
                    .str("dice", span)
                    .str("result", result_id(r)),
            )
        })
        .collect();
    list(parts)
}

/// A duel's odds in one line: "12 against 7, +5: 1–5 they fall, 6 they flee".
pub fn odds_line(odds: &DuelOdds) -> Text {
    Text::new("gods-odds")
        .num("attack", odds.attack.total)
        .num("defence", odds.defence.total)
        .str("difference", signed(i64::from(odds.difference)))
        .text("faces", faces(odds))
}

/// One term of a side's total: "Thor 6", "forest −1", "Odin's aura +1".
fn term(t: &Term) -> Text {
    let (id, other) = match t.kind {
        TermKind::Strength => ("strength", None),
        TermKind::Bonus { against } => ("bonus", Some(against)),
        TermKind::Terrain { terrain } => {
            return Text::new("gods-term-terrain")
                .text("token", token(t.token))
                .text("terrain", terrain_name(terrain))
                .str("value", signed(i64::from(t.value)))
        }
        TermKind::River => ("river", None),
        TermKind::Aura { of } => ("aura", Some(of)),
        TermKind::Protection { of } => ("protection", Some(of)),
    };
    Text::new("gods-term")
        .str("kind", id)
        .text("token", token(t.token))
        .text("other", other.map_or(Text::new("list-none"), token))
        .str("value", signed(i64::from(t.value)))
        .num("plain", t.value)
}

/// A side's total with every number that made it: "12 (Thor 6, vs Jormungandr +1, …)".
pub fn breakdown(b: &Breakdown) -> Text {
    Text::new("gods-breakdown")
        .num("total", b.total)
        .text("terms", list(b.terms.iter().map(term).collect()))
}

/// The whole sum, for the player about to attack: both totals with their terms, the cap.
pub fn odds_detail(odds: &DuelOdds) -> Vec<Text> {
    let mut out = vec![
        Text::new("gods-odds-attack").text("sum", breakdown(&odds.attack)),
        Text::new("gods-odds-defence").text("sum", breakdown(&odds.defence)),
    ];
    if odds.sif_cap {
        out.push(Text::new("gods-odds-sif"));
    }
    if odds.tree {
        out.push(Text::new("gods-odds-tree"));
    }
    out.push(odds_line(odds));
    out
}

pub fn rule_error(e: &RuleError) -> Text {
    let id = match e {
        RuleError::GameOver => "over",
        RuleError::NotYourDecision => "not-yours",
        RuleError::WrongDecision => "wrong-decision",
        RuleError::NotYourToken => "not-your-token",
        RuleError::AlreadyActed => "acted",
        RuleError::Pinned => "pinned",
        RuleError::Frozen => "frozen",
        RuleError::Immobile => "immobile",
        RuleError::BadHex => "bad-hex",
        RuleError::BadTarget => "bad-target",
        RuleError::BadAttackers => "bad-attackers",
        RuleError::BadVoid => "bad-void",
        RuleError::BadSeat(_) | RuleError::BadLayout(_) | RuleError::Data(_) => "broken",
    };
    Text::new("gods-error").str("error", id)
}
