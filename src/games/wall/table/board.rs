//! The Wall's board in words: the wall, each clan's held forts and line, and the private
//! console of one player (R-INFO).

use super::words::{aside_cards, card, clan, fort, own_card, position};
use crate::games::wall::scoring::score;
use crate::games::wall::state::POSITIONS;
use crate::games::wall::{view, warrior, Phase, State};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::outbound::{Field, MessageView, ViewKind};
use crate::table::words::list;

pub fn phase_title(state: &State) -> Text {
    match &state.phase {
        Phase::Orders => Text::new("wall-title-orders").num("turn", state.turn),
        Phase::Fight(_) => Text::new("wall-title-round")
            .num("turn", state.turn)
            .num("round", state.round),
        Phase::Over => Text::new("wall-title-over"),
    }
}

/// "1 NieFort 1 · 2 KomFort 2 · …", resolved positions struck out.
/// The wall's positions and the forts on them; None once no fort stands on it (the game is
/// over): a line of six dashes tells nobody anything.
pub fn wall_line(state: &State) -> Option<Text> {
    if state.wall.iter().all(Option::is_none) {
        return None;
    }
    let spots: Vec<Text> = (1..=POSITIONS as u8)
        .map(|p| {
            let now = matches!(state.phase, Phase::Fight(_)) && p == state.round;
            match state.wall[usize::from(p) - 1] {
                Some(f) if now => Text::new("wall-spot-now")
                    .num("position", p)
                    .text("fort", fort(f)),
                Some(f) => Text::new("wall-spot")
                    .num("position", p)
                    .text("fort", fort(f)),
                None => Text::new("wall-spot-done").num("position", p),
            }
        })
        .collect();
    Some(Text::new("wall-line").text("spots", list(spots)))
}

fn strength(cards: &[u8]) -> i64 {
    cards
        .iter()
        .map(|&c| i64::from(warrior(c).strength()))
        .sum()
}

/// A clan's public lines: held forts, line, discards, orders locked.
fn clan_lines(state: &State, c: u8) -> Vec<Text> {
    let Some(k) = state.clan(c) else {
        return Vec::new();
    };
    let s = score(state, c);
    let mut lines = vec![Text::new("wall-held")
        .num("points", s.points)
        .text("forts", list(k.held.iter().map(|&f| fort(f)).collect()))];
    lines.push(
        Text::new("wall-line-up")
            .num("strength", strength(&k.line))
            .text("cards", list(k.line.iter().map(|&x| card(x)).collect())),
    );
    if !k.out.is_empty() {
        lines.push(
            Text::new("wall-out").text("cards", list(k.out.iter().map(|&x| card(x)).collect())),
        );
    }
    if state.phase == Phase::Orders && !k.neutral {
        let id = if k.orders.locked {
            "wall-orders-locked"
        } else {
            "wall-orders-open"
        };
        lines.push(Text::new(id));
    }
    lines
}

/// The whole public board.
pub fn board(state: &State, names: &[String]) -> MessageView {
    let mut m = MessageView::titled(ViewKind::Board, phase_title(state));
    m.lines.extend(wall_line(state));
    m.lines.push(
        Text::new("wall-forts-left")
            .num("deck", state.deck.len() as i64)
            .text(
                "discard",
                list(state.discard.iter().map(|&f| fort(f)).collect()),
            ),
    );
    for c in 0..state.clans.len() as u8 {
        m.fields.push(Field {
            name: clan(state, names, c),
            lines: clan_lines(state, c),
        });
    }
    m
}

/// The few facts people look for first: the wall and each clan's points and line.
pub fn summary(state: &State, names: &[String]) -> MessageView {
    let mut m = MessageView::titled(ViewKind::Board, phase_title(state));
    m.lines.extend(wall_line(state));
    for c in 0..state.clans.len() as u8 {
        let Some(k) = state.clan(c) else { continue };
        m.lines.push(
            Text::new("wall-summary-clan")
                .text("clan", clan(state, names, c))
                .num("points", score(state, c).points)
                .num("strength", strength(&k.line)),
        );
    }
    m
}

/// Everything `seat` may know: its hand, the cards set aside, its orders (R-INFO).
pub fn hand(state: &State, seat: Seat, names: &[String]) -> MessageView {
    let mut m = MessageView::titled(ViewKind::Secret, Text::new("wall-hand-title"));
    let seen = view(state, Some(seat));
    let Some(me) = seen.you else {
        return m;
    };
    m.lines.extend(wall_line(state));
    m.lines
        .push(Text::new("wall-hand-aside").text("cards", aside_cards(&me.aside)));
    if let Some(d) = me.discard {
        m.lines
            .push(Text::new("wall-hand-discard").text("card", card(d)));
    }
    for p in 1..=POSITIONS as u8 {
        if let Some(c) = me.placed[usize::from(p) - 1] {
            m.lines.push(
                Text::new("wall-hand-placed")
                    .text("position", position(state, p))
                    .text("card", card(c)),
            );
        }
    }
    if let Some(k) = state.clan(seat) {
        let open: Vec<Text> = k
            .orders
            .unplaced()
            .map(|c| own_card(c, &me.aside, false))
            .collect();
        if state.phase == Phase::Orders && !k.orders.locked {
            m.lines
                .push(Text::new("wall-hand-open").text("cards", list(open)));
        }
    }
    if let Some(p) = me.pick {
        m.lines
            .push(Text::new("wall-hand-pick").text("card", card(p)));
    }
    m.fields.push(Field {
        name: clan(state, names, seat),
        lines: clan_lines(state, seat),
    });
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::wall::{new_game, Settings};
    use crate::i18n::{render, Lang};

    /// Seat 0's console with one Thief (card 2) and the Horseman set aside.
    fn one_thief_aside() -> MessageView {
        let (mut state, _) = new_game(Settings::new(2), 3).expect("a new game");
        state.clans[0].orders.aside = vec![2, 7];
        hand(&state, 0, &["Ana".into(), "Bo".into()])
    }

    #[test]
    fn an_empty_wall_is_not_drawn_as_a_line_of_dashes() {
        let (mut state, _) = new_game(Settings::new(2), 3).expect("a new game");
        let names = ["Ana".to_string(), "Bo".to_string()];
        let has_line = |m: &MessageView| m.lines.iter().any(|t| t.id == "wall-line");
        assert!(has_line(&summary(&state, &names)));
        state.wall = Default::default();
        assert!(!has_line(&summary(&state, &names)));
        assert!(!has_line(&hand(&state, 0, &names)));
        assert!(!has_line(&board(&state, &names)));
    }

    #[test]
    fn a_thief_set_aside_is_told_apart_from_the_other_in_hand() {
        let m = one_thief_aside();
        for lang in Lang::ALL {
            let lines: Vec<String> = m.lines.iter().map(|t| render(t, lang)).collect();
            let line = |id: &'static str| {
                let head = render(&Text::new(id).str("cards", ""), lang);
                let head = head.trim_end().to_string();
                lines
                    .iter()
                    .find(|l| l.starts_with(&head))
                    .cloned()
                    .unwrap_or_else(|| panic!("{lang}: {id} in {lines:?}"))
            };
            let thief = render(&card(2), lang);
            let once = |id| render(&Text::new(id).text("card", card(2)), lang);
            let (aside, open) = (line("wall-hand-aside"), line("wall-hand-open"));
            assert!(
                aside.contains(&once("wall-card-one-of-two")),
                "{lang}: {aside}"
            );
            assert!(
                open.contains(&once("wall-card-the-other")),
                "{lang}: {open}"
            );
            // The Thief in hand is never listed bare, as if it were the one set aside.
            let bare = open.replace(&once("wall-card-the-other"), "");
            assert!(!bare.contains(&thief), "{lang}: {open}");
            let horseman = render(&card(7), lang);
            assert!(
                aside.contains(&horseman) && !open.contains(&horseman),
                "{lang}"
            );
        }
    }
}
