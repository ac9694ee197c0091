//! A player's private console: what they must decide, this round's fights and ships, their
//! whole clan, and their secrets — destiny cards with what each scores now, journey cards
//! peeked at.

use super::facts::{colors, destiny_now, destiny_seen, enemy, penalty};
use super::offers::rune_effect;
use super::prompt::decision_text;
use super::words::{dice, journey, journey_effect, land, list, name, res, who};
use super::{assignment, board, fight};
use crate::games::midgard::cards::cards;
use crate::games::midgard::decision::decision;
use crate::games::midgard::scoring::{score, sets};
use crate::games::midgard::state::{Phase, Player, State};
use crate::games::midgard::view::{view, Viewer};
use crate::games::midgard::{Color, Edition, Seat};
use crate::i18n::Text;
use crate::table::outbound::{Field, MessageView, ViewKind};

/// One player's own view: everything public about them plus their secrets.
pub fn hand(state: &State, seat: Seat, names: &[String]) -> MessageView {
    let mut m = MessageView::titled(ViewKind::Secret, Text::new("hand-title"));
    let Some(p) = state.player(seat) else {
        return m;
    };
    m.lines.push(turn(state, seat));
    if matches!(state.phase, Phase::Assignment { .. }) {
        m.lines.extend(assignment::screen(state, seat));
    }
    if let Some(f) = fight::current(state).filter(|f| f.seat == seat) {
        m.lines.push(fight::status(state, f));
    }
    m.fields.push(clan(state, seat, p, names));
    m.fields.push(secrets(state, seat, p));
    m
}

/// The round, the phase, and what waits on this player.
fn turn(state: &State, seat: Seat) -> Text {
    let title = board::phase_title(state);
    match decision(state, seat) {
        Some(d) => Text::new("hand-your-turn")
            .text("phase", title)
            .text("decision", decision_text(&d)),
        None if state.phase == Phase::Finished => title,
        None => Text::new("hand-not-your-turn").text("phase", title),
    }
}

/// Everything the player holds, as everyone may count it but in full.
fn clan(state: &State, seat: Seat, p: &Player, names: &[String]) -> Field {
    let ed = state.settings.edition;
    let leader = p
        .leader
        .map_or(Text::new("list-none"), |l| name(l.id(), ed));
    let mut lines = vec![
        Text::new("hand-goods")
            .text("food", res("res-food", p.food, ed))
            .text("wood", res("res-wood", p.wood, ed))
            .text("coins", res("res-coins", p.coins, ed))
            .text("favor", res("res-favor", p.favor, ed)),
        Text::new("hand-fame")
            .text("glory", res("res-glory", p.glory, ed))
            .text("blame", res("res-blame", p.blame, ed))
            .num("penalty", penalty(p.blame, ed)),
        Text::new("hand-warriors")
            .text("dice", dice(p.dice, ed))
            .num("count", p.dice.total()),
    ];
    let over = state.phase == Phase::Finished;
    if !over {
        lines.push(
            Text::new("hand-workers")
                .num("left", p.workers_left())
                .num("total", p.workers),
        );
    }
    lines.extend(runes(p, ed));
    if let Some(t) = p.ship.and_then(|s| cards().ok()?.ships.get(s.0 as usize)) {
        lines.push(
            Text::new("hand-ship")
                .text("ship", name(&t.id, ed))
                .num("capacity", t.capacity)
                .text("glory", Text::new("reward-glory").num("count", t.glory)),
        );
    }
    lines.extend(defeated(p, ed));
    lines.push(
        Text::new("hand-score-now")
            .str("over", if over { "yes" } else { "no" })
            .num("points", score_now(state, seat)),
    );
    Field {
        name: Text::new("board-player")
            .str("name", who(names, seat))
            .text("leader", leader),
        lines,
    }
}

fn runes(p: &Player, ed: Edition) -> Vec<Text> {
    p.runes
        .iter()
        .map(|r| {
            let glory = cards().map_or(0, |c| c.rune_glory(r.rune));
            Text::new("hand-rune")
                .text("rune", name(r.rune.id(), ed))
                .str("used", if r.used { "yes" } else { "no" })
                .text("glory", Text::new("reward-glory").num("count", glory))
                .text("effect", rune_effect(r.rune, ed))
        })
        .collect()
}

/// Enemies beaten, by colour as sets count them, and the sets made.
fn defeated(p: &Player, ed: Edition) -> Vec<Text> {
    let mut out = Vec::new();
    if p.krakens > 0 {
        out.push(Text::new("hand-krakens").num("count", p.krakens));
    }
    if p.defeated_count() == 0 {
        return out;
    }
    out.insert(
        0,
        Text::new("hand-defeated").text("enemies", enemies(p, ed)),
    );
    if let Ok(c) = cards() {
        let n = sets(c, p);
        let ids = p.draugr.iter().map(|d| d.id());
        let [red, yellow, blue] = colors(ids.chain(p.monsters.iter().map(|m| m.id())));
        out.push(
            Text::new("hand-sets")
                .num("sets", n)
                .num("glory", 5 * n)
                .num("red", red)
                .num("yellow", yellow)
                .num("blue", blue),
        );
    }
    out
}

/// Every enemy card a player holds: draugr and monsters with their colour, then trolls.
pub fn enemies(p: &Player, ed: Edition) -> Text {
    let colored = |id: &str| {
        let color = enemy(id).and_then(|e| e.color);
        Text::new("enemy-colored")
            .str("color", super::facts::color_key(color))
            .text("name", name(id, ed))
    };
    let rank = |id: &str| match enemy(id).and_then(|e| e.color) {
        Some(Color::Red) => 0,
        Some(Color::Yellow) => 1,
        Some(Color::Blue) => 2,
        None => 3,
    };
    let mut ids: Vec<&str> = p
        .draugr
        .iter()
        .map(|c| c.id())
        .chain(p.monsters.iter().map(|c| c.id()))
        .collect();
    ids.sort_by_key(|id| rank(id));
    list(
        ids.into_iter()
            .map(colored)
            .chain(p.trolls.iter().map(|c| name(c.id(), ed)))
            .collect(),
    )
}

/// The player's score if the game ended now, at least, as far as they may know: their destiny
/// cards as [`destiny_seen`] scores them (R-TABLE-2).
fn score_now(state: &State, seat: Seat) -> i64 {
    let Ok(c) = cards() else { return 0 };
    let s = score(state, c, seat);
    let destiny: i64 = state.player(seat).map_or(0, |p| {
        p.destiny
            .iter()
            .filter_map(|&card| destiny_seen(state, seat, card))
            .map(|(value, _, _)| i64::from(value))
            .sum()
    });
    i64::from(s.total - s.destiny) + destiny
}

/// What only this player knows: destiny cards and the journey cards they looked at.
fn secrets(state: &State, seat: Seat, p: &Player) -> Field {
    let ed = state.settings.edition;
    let mut lines: Vec<Text> = p
        .destiny
        .iter()
        .map(|&card| {
            let short = card.id().trim_start_matches("destiny.");
            Text::new("hand-destiny-card")
                .text("card", name(card.id(), ed))
                .text(
                    "condition",
                    Text::dynamic(format!("destiny-condition-{short}")).str("edition", ed.id()),
                )
                .text("now", destiny_now(state, seat, card))
                .str(
                    "revealed",
                    if p.revealed.contains(&card) {
                        "yes"
                    } else {
                        "no"
                    },
                )
        })
        .collect();
    if lines.is_empty() {
        lines.push(Text::new("hand-no-destiny"));
    }
    let v = view(state, Viewer::Seat(seat));
    for (i, l) in v.board.lands.iter().enumerate() {
        if let Some(card) = l.known_journey {
            lines.push(
                Text::new("hand-peeked")
                    .text("land", land(i as u8))
                    .text("card", journey(card, ed))
                    .text("effect", journey_effect(card)),
            );
        }
    }
    Field {
        name: Text::new("hand-secrets"),
        lines,
    }
}
