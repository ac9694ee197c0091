//! The board in words: the phase, the map in monospace (R-TABLE-3), each side's tokens, and
//! the small facts people look for first. Everything is public (R-INFO-1).

use super::words::{hexes, player, side, token, token_full, tokens};
use crate::games::gods::{decide, terrain, Hex, Phase, Side, State, Terrain, Token};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::outbound::{MessageView, ViewKind};
use crate::table::words::list;

/// Columns of the monospace map: a hex's cell is 6 characters wide.
const CELL: usize = 6;
const LEFT: usize = 3;

pub fn phase_title(state: &State) -> Text {
    let phase = match state.phase {
        Phase::Deploy { side: s } => Text::new("gods-phase-deploy").text("side", side(s)),
        Phase::Movement { side: s } => Text::new("gods-phase-move").text("side", side(s)),
        Phase::Attack { side: s } => Text::new("gods-phase-attack").text("side", side(s)),
        Phase::Hela => Text::new("gods-phase-hela"),
        Phase::Bridge => Text::new("gods-phase-bridge"),
        Phase::Over => return Text::new("gods-title-over").num("round", state.round),
    };
    Text::new("gods-title")
        .num("round", state.round)
        .num("limit", state.settings.round_limit)
        .text("phase", phase)
}

/// One hex's symbol on the monospace map (the digest's legend; `x` for a void hex).
fn symbol(state: &State, hex: Hex) -> char {
    if state.is_void(hex) {
        return 'x';
    }
    match terrain(hex) {
        Terrain::Plain => '.',
        Terrain::Forest => '#',
        Terrain::Glacier => '*',
        Terrain::Hills => '^',
        Terrain::Bridge => '=',
        Terrain::Heimdall => '+',
        Terrain::Helfield => '@',
    }
}

/// A token's mark after its code: `!` pinned, `~` frozen.
fn mark(state: &State, t: Token) -> char {
    if state.frozen == Some(t) {
        '~'
    } else if state.is_pinned(t) {
        '!'
    } else {
        ' '
    }
}

/// The map as the digest draws it: columns A, C, E, G, I on a row's first line, B, D, F, H
/// half a hex lower on its second; the river between D and E.
pub fn ascii_map(state: &State) -> String {
    let width = LEFT + CELL * 9;
    let mut out = String::from("   ");
    for c in 'A'..='I' {
        out.push(c);
        out.push_str("     ");
    }
    let mut lines = vec![out.trim_end().to_string()];
    for row in 1..=9u8 {
        for half in 0..2u8 {
            let mut line: Vec<char> = vec![' '; width];
            let label = if half == 0 {
                format!("{row:>2}")
            } else {
                String::new()
            };
            for (i, ch) in label.chars().enumerate() {
                line[i] = ch;
            }
            line[LEFT + CELL * 4 - 2] = '~';
            for col in (0..9u8).filter(|c| c % 2 == half) {
                let Some(hex) = Hex::new(col, row) else {
                    continue;
                };
                let x = LEFT + CELL * usize::from(col);
                line[x] = symbol(state, hex);
                if let Some(t) = state.token_at(hex) {
                    for (i, ch) in t.code().chars().take(2).enumerate() {
                        line[x + 1 + i] = ch;
                    }
                    line[x + 3] = mark(state, t);
                }
            }
            lines.push(line.into_iter().collect::<String>().trim_end().to_string());
        }
    }
    lines.join("\n")
}

/// A side's tokens on the board with their hexes: "Thor (TH, 6) C3, …".
fn side_line(state: &State, names: &[String], s: Side) -> Text {
    let on_board: Vec<Text> = Token::of(s)
        .filter_map(|t| {
            state.hex_of(t).map(|h| {
                Text::new("gods-token-hex")
                    .text("token", token_full(state, t))
                    .str("hex", h.to_string())
            })
        })
        .collect();
    Text::new("gods-side-tokens")
        .text("player", player(state, names, s))
        .text("tokens", list(on_board))
}

/// Pins, the freeze, Hela, the bridge and the removed tokens.
fn facts(state: &State) -> Vec<Text> {
    let mut out = Vec::new();
    let pinned: Vec<Token> = state
        .board
        .keys()
        .copied()
        .filter(|&t| state.is_pinned(t))
        .collect();
    if !pinned.is_empty() {
        out.push(Text::new("gods-pinned").text("tokens", tokens(&pinned)));
    }
    if let Some(f) = state.frozen {
        out.push(Text::new("gods-frozen").text("token", token(f)));
    }
    if let Some(h) = state.hela_hex() {
        out.push(Text::new("gods-hela-at").str("hex", h.to_string()));
    }
    let left = crate::games::gods::bridge::uncovered(state);
    out.push(
        Text::new("gods-bridge")
            .num("left", left.len() as i64)
            .text("voids", hexes(&state.voids)),
    );
    if !state.removed.is_empty() {
        out.push(Text::new("gods-removed").text("tokens", tokens(&state.removed)));
    }
    out
}

/// Who must do what now, in words.
pub fn waiting(state: &State, names: &[String]) -> Option<Text> {
    let (seat, _) = decide::current(state)?;
    let s = state.side_of(seat)?;
    Some(Text::new("gods-waiting").text("player", player(state, names, s)))
}

/// The whole board in words: the monospace map, each side's tokens, and the facts.
pub fn board(state: &State, names: &[String]) -> MessageView {
    let mut v = MessageView::titled(ViewKind::Board, phase_title(state));
    v.lines
        .push(Text::new("gods-map").str("map", ascii_map(state)));
    v.lines.push(Text::new("gods-map-legend"));
    for s in Side::BOTH {
        v.lines.push(side_line(state, names, s));
    }
    v.lines.extend(facts(state));
    v.lines.extend(waiting(state, names));
    v
}

/// Beside the picture: the targets, the freeze, the bridge, whose turn it is.
pub fn summary(state: &State, names: &[String]) -> MessageView {
    let mut v = MessageView::titled(ViewKind::Board, phase_title(state));
    let target = |t: Token| {
        state
            .hex_of(t)
            .map_or(Text::new("gods-target-gone").text("token", token(t)), |h| {
                Text::new("gods-target-at")
                    .text("token", token(t))
                    .str("hex", h.to_string())
            })
    };
    v.lines.push(
        Text::new("gods-targets")
            .text("loki", target(Token::Loki))
            .text("tree", target(Token::Yggdrasill)),
    );
    v.lines.extend(facts(state));
    v.lines.extend(waiting(state, names));
    v
}

/// A player's own view: the same board (nothing is secret), headed by their side; what they
/// must decide said to them ("Your move: …"), not as a wait for themselves.
pub fn hand(state: &State, seat: Seat, names: &[String]) -> MessageView {
    let mut v = board(state, names);
    v.kind = ViewKind::Secret;
    if let Some((_, d)) = decide::current(state).filter(|(s, _)| *s == seat) {
        let waiting = waiting(state, names);
        v.lines.retain(|l| Some(l) != waiting.as_ref());
        let what = super::prompt::decision_text(state, &d);
        // What to decide comes first, above the map (issue 33, item 9).
        v.lines
            .insert(0, Text::new("gods-decision-yours").text("what", what));
    }
    if let Some(s) = state.side_of(seat) {
        v.lines
            .insert(0, Text::new("gods-you-play").text("side", side(s)));
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::gods::{new_game, Settings};
    use crate::i18n::{render, Lang};

    /// The player to act reads what they must do in their own view, not that the table waits
    /// for them; the other player reads whom it waits for.
    #[test]
    fn a_hand_tells_its_player_their_move_first_not_that_the_table_waits_for_them() {
        let state = new_game(Settings::default(), 7).expect("a new game").0;
        let names = vec!["Ana".to_string(), "Bo".to_string()];
        let chaos = state.seat_of(Side::Chaos);
        let lines = |seat: Seat| -> Vec<String> {
            hand(&state, seat, &names)
                .lines
                .iter()
                .map(|l| render(l, Lang::En))
                .collect()
        };
        let mine = lines(chaos);
        assert!(
            !mine.iter().any(|l| l.starts_with("Waiting for")),
            "{mine:?}"
        );
        // Their side, then their move, then the map (issue 33, item 9).
        assert!(mine[0].starts_with("You play"), "{mine:?}");
        assert!(mine[1].starts_with("Your move: "), "{mine:?}");
        let theirs = lines(1 - chaos);
        assert!(
            theirs.iter().any(|l| l.starts_with("Waiting for")),
            "{theirs:?}"
        );
        assert!(
            !theirs.iter().any(|l| l.starts_with("Your move")),
            "{theirs:?}"
        );
    }
}
