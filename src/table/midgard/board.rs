//! The board summary (built from the public view only, so it cannot leak a secret), a player's
//! hand (their own view) and the final scoring.

use super::words::{dice, land, list, name, res, space, who};
use crate::games::midgard::cards::cards;
use crate::games::midgard::state::State;
use crate::games::midgard::view::{view, GameView, PlayerView, Viewer};
use crate::games::midgard::{outcome, Edition, Space};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::outbound::{Field, MessageView, ViewKind};

fn enemy_line(id: &'static str, card_id: &str, ed: Edition) -> Text {
    let (attack, defense, barred) = cards()
        .ok()
        .and_then(|c| {
            c.trolls
                .iter()
                .chain(&c.draugr)
                .chain(&c.monsters)
                .find(|e| e.id == card_id)
                .map(|e| (e.attack, e.defense, e.barred))
        })
        .unwrap_or((0, 0, None));
    // Only an enemy that bars a kind says so.
    let (bars, barred) = match barred {
        Some(k) => ("some", super::words::die_name(k, ed)),
        None => ("none", Text::new("list-none")),
    };
    Text::new(id)
        .text("name", name(card_id, ed))
        .num("attack", attack)
        .num("defense", defense)
        .str("bars", bars)
        .text("barred", barred)
}

fn player_lines(p: &PlayerView, ed: Edition, names: &[String]) -> Field {
    let leader = p
        .leader
        .map_or(Text::new("list-none"), |l| name(l.id(), ed));
    let mut lines = vec![
        Text::new("board-player-goods")
            .text("food", res("res-food", p.food, ed))
            .text("wood", res("res-wood", p.wood, ed))
            .text("coins", res("res-coins", p.coins, ed))
            .text("favor", res("res-favor", p.favor, ed)),
        Text::new("board-player-fame")
            .text("glory", res("res-glory", p.glory, ed))
            .text("blame", res("res-blame", p.blame, ed)),
        Text::new("board-player-dice").text("dice", dice(p.dice, ed)),
        Text::new("board-player-workers")
            .num("left", p.workers_left)
            .num("total", p.workers),
    ];
    if !p.runes.is_empty() {
        let runes = p
            .runes
            .iter()
            .map(|r| {
                Text::new(if r.used { "rune-used" } else { "rune-ready" })
                    .text("rune", name(r.rune.id(), ed))
            })
            .collect();
        lines.push(Text::new("board-player-runes").text("runes", list(runes)));
    }
    if let Some(ship) = p.ship {
        lines.push(Text::new("board-player-ship").text("ship", name(ship.id(), ed)));
    }
    lines.push(
        Text::new("board-player-cards")
            .num("destiny", p.destiny_count as i64)
            .num("defeated", p.defeated_count as i64),
    );
    for card in &p.revealed_destiny {
        lines.push(Text::new("board-player-revealed").text("card", name(card.id(), ed)));
    }
    if let Some(def) = &p.defeated {
        let all: Vec<Text> = def
            .trolls
            .iter()
            .map(|c| name(c.id(), ed))
            .chain(def.draugr.iter().map(|c| name(c.id(), ed)))
            .chain(def.monsters.iter().map(|c| name(c.id(), ed)))
            .collect();
        if !all.is_empty() {
            lines.push(Text::new("board-player-defeated").text("enemies", list(all)));
        }
    }
    Field {
        name: Text::new("board-player")
            .str("name", who(names, p.seat))
            .text("leader", leader),
        lines,
    }
}

fn phase_text(v: &GameView, state: &State) -> Text {
    use crate::games::midgard::state::Phase;
    let _ = v;
    Text::new(match state.phase {
        Phase::Leaders { .. } => "phase-leaders",
        Phase::Placement { .. } => "phase-placement",
        Phase::Assignment { .. } => "phase-assignment",
        Phase::Resolution { .. } => "phase-resolution",
        Phase::FinalRunes { .. } => "phase-final-runes",
        Phase::Finished => "phase-finished",
    })
}

/// The round and phase, as a turn message's title.
pub fn phase_title(state: &State) -> Text {
    let v = view(state, Viewer::Public);
    Text::new("board-title")
        .num("round", v.round)
        .text("phase", phase_text(&v, state))
}

/// The public board (R-TABLE-2: built only from the public view).
pub fn board(state: &State, names: &[String]) -> MessageView {
    let v = view(state, Viewer::Public);
    let ed = v.edition;
    let b = &v.board;
    let mut m = MessageView::titled(
        ViewKind::Board,
        Text::new("board-title")
            .num("round", v.round)
            .text("phase", phase_text(&v, state)),
    );
    m.lines
        .push(Text::new("board-first-player").str("name", who(names, v.marker)));
    if let Some(t) = b.troll {
        m.lines.push(enemy_line("board-troll", t.id(), ed));
    }
    for (side, d) in b.draugr.iter().enumerate() {
        if let Some(d) = d {
            let id = if side == 0 {
                "board-draugr-left"
            } else {
                "board-draugr-right"
            };
            m.lines.push(enemy_line(id, d.id(), ed));
        }
    }
    for (i, l) in b.lands.iter().enumerate().filter(|(_, l)| l.active) {
        let monster = l.monster.map_or(Text::new("board-no-monster"), |c| {
            enemy_line("board-monster", c.id(), ed).num("coins", l.monster_coins)
        });
        let ship = l.voyage.map_or(Text::new("board-no-ship"), |s| {
            Text::new("board-ship").str("name", who(names, s.seat))
        });
        m.lines.push(
            Text::new(if l.near {
                "board-land-near"
            } else {
                "board-land-far"
            })
            .text("land", land(i as u8))
            .text("monster", monster)
            .num("journey", i64::from(l.journey))
            .text("ship", ship),
        );
    }
    let runes: Vec<Text> = b
        .rune_row
        .iter()
        .flatten()
        .map(|r| name(r.id(), ed))
        .collect();
    m.lines.push(
        Text::new("board-runes")
            .text("runes", list(runes))
            .num("deck", b.rune_deck as i64),
    );
    if let Some(card) = b.merchant {
        m.lines
            .push(Text::new("board-merchant").text("card", merchant_goods(card.0, ed)));
    }
    m.lines.push(
        Text::new("board-shops")
            .text("dice", dice(b.shop_dice, ed))
            .text("food", res("res-food", b.smokehouse_food, ed)),
    );
    if let Some(price) = b.huts_price {
        m.lines
            .push(Text::new("board-huts").text("price", res("res-coins", price, ed)));
    }
    let stalls: Vec<Text> = b
        .stalls
        .iter()
        .map(|s| space(Space::Stall(*s), ed))
        .collect();
    m.lines
        .push(Text::new("board-stalls").text("stalls", list(stalls)));
    let placed: Vec<Text> = b
        .workers
        .iter()
        .map(|&(s, seat)| {
            Text::new("board-worker")
                .str("name", who(names, seat))
                .text("space", space(s, ed))
        })
        .collect();
    if !placed.is_empty() {
        m.lines
            .push(Text::new("board-workers").text("workers", list(placed)));
    }
    for p in &v.players {
        m.fields.push(player_lines(p, ed, names));
    }
    m
}

/// What a merchant ship card offers.
pub fn merchant_goods(index: u8, ed: Edition) -> Text {
    let Some(m) = cards().ok().and_then(|c| c.merchants.get(index as usize)) else {
        return Text::new("list-none");
    };
    let mut parts = Vec::new();
    for (id, n) in [
        ("res-food", m.food),
        ("res-wood", m.wood),
        ("res-coins", m.coins),
    ] {
        if n > 0 {
            parts.push(res(id, n, ed));
        }
    }
    let d = crate::games::midgard::Dice::new(m.swordsmen, m.spearmen, m.axemen);
    if !d.is_empty() {
        parts.push(dice(d, ed));
    }
    Text::new("merchant-card")
        .text("name", name(&m.id, ed))
        .text("goods", list(parts))
}

/// One player's own view: everything public about them plus their secrets.
pub fn hand(state: &State, seat: Seat, names: &[String]) -> MessageView {
    let v = view(state, Viewer::Seat(seat));
    let ed = v.edition;
    let mut m = MessageView::titled(ViewKind::Secret, Text::new("hand-title"));
    if let Some(p) = v.me() {
        m.fields.push(player_lines(p, ed, names));
        let destiny: Vec<Text> = p
            .destiny
            .iter()
            .flatten()
            .map(|d| {
                let short = d.id().trim_start_matches("destiny.");
                Text::new("hand-destiny-card")
                    .text("card", name(d.id(), ed))
                    .text(
                        "condition",
                        Text::dynamic(format!("destiny-condition-{short}")).str("edition", ed.id()),
                    )
            })
            .collect();
        m.lines
            .push(Text::new("hand-destiny").text("cards", list(destiny)));
        if let Some(assigned) = &p.assigned {
            for (t, d, food) in assigned {
                m.lines.push(
                    Text::new("hand-assigned")
                        .text("target", super::words::target(*t))
                        .text("dice", dice(*d, ed))
                        .text("food", res("res-food", *food, ed)),
                );
            }
        }
    }
    for (i, l) in v.board.lands.iter().enumerate() {
        if let Some(card) = l.known_journey {
            m.lines.push(
                Text::new("hand-peeked")
                    .text("land", land(i as u8))
                    .text("card", super::words::journey(card, ed)),
            );
        }
    }
    m
}

/// Final scoring: each player's breakdown and the winners (R-SCORE).
/// The rules in short and a quick reference of every location, for `edition`.
pub fn rules(edition: Edition) -> MessageView {
    let mut m = MessageView::new(ViewKind::Reply).line(Text::new("rules-summary"));
    for loc in crate::games::midgard::Location::ALL {
        let short = loc.id().trim_start_matches("loc.");
        m.lines.push(
            Text::new("rules-location")
                .text("name", name(loc.id(), edition))
                .text(
                    "help",
                    Text::dynamic(format!("loc-help-{short}")).str("edition", edition.id()),
                ),
        );
    }
    m
}

pub fn scoring(state: &State, names: &[String]) -> MessageView {
    let ed = state.settings.edition;
    let mut m = MessageView::titled(ViewKind::Scoring, Text::new("scoring-title"));
    let Some(result) = outcome(state) else {
        return m;
    };
    for s in &result.scores {
        m.fields.push(Field {
            name: Text::new("scoring-player")
                .str("name", who(names, s.seat))
                .num("total", s.total),
            lines: vec![
                Text::new("scoring-track").num("points", s.track),
                Text::new("scoring-destiny").num("points", s.destiny),
                Text::new("scoring-sets").num("points", s.sets),
                Text::new("scoring-runes").num("points", s.runes),
                Text::new("scoring-ship").num("points", s.ship),
                Text::new("scoring-favor")
                    .num("points", s.favor)
                    .str("edition", ed.id()),
                Text::new("scoring-coins").num("points", s.coins),
                Text::new("scoring-blame").num("points", s.blame),
            ],
        });
    }
    let winners: Vec<Text> = result
        .winners
        .iter()
        .map(|&w| Text::new("player-name").str("name", who(names, w)))
        .collect();
    m.lines.push(
        Text::new("scoring-winners")
            .num("count", winners.len() as i64)
            .text("names", list(winners)),
    );
    m
}
