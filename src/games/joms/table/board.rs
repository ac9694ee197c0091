//! The board in words (R-INFO): the saga and round, the planet, the rows while drafting, and
//! each player's character, HP, tokens, monster, battlefield with T against K, slots and
//! equipment; and one player's private console: the hand, with what each card would do now.

use super::words::{
    attack, card, card_full, cards, character, character_full, gear, gear_full, monster,
    monster_full, planet_full, resisted, seat_name,
};
use crate::games::joms::damage::{strike, Strike};
use crate::games::joms::query;
use crate::games::joms::{data, Card, JomsData, Phase, Player, State};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::outbound::{Field, MessageView, ViewKind};
use crate::table::words::list;

pub fn phase_title(s: &State) -> Text {
    let phase = match s.phase {
        Phase::Setup => "setup",
        Phase::Preparation => "preparation",
        Phase::Fight if s.round == 0 => "fight-start",
        Phase::Fight => "fight",
        Phase::Over => "over",
    };
    Text::new("joms-title")
        .str("phase", phase)
        .num("saga", s.saga)
        .num("round", s.round)
}

/// Whether the players' characters may be shown (not while they are being chosen).
fn shown(s: &State) -> bool {
    !s.prompts
        .iter()
        .any(|p| p.ask == crate::games::joms::Ask::Character)
}

fn player_name(s: &State, names: &[String], seat: Seat) -> Text {
    let p = &s.players[usize::from(seat)];
    match p.character.filter(|_| shown(s)) {
        Some(c) => Text::new("joms-player")
            .str("name", seat_name(names, seat))
            .text("character", character(c)),
        None => Text::new("joms-player-plain").str("name", seat_name(names, seat)),
    }
}

fn stats(d: &JomsData, p: &Player) -> Text {
    Text::new("joms-board-stats")
        .num("hp", p.hp)
        .num("max", query::max_hp(d, p))
        .num("glory", p.glory)
        .num("gullveig", p.gullveig)
        .num("thor", p.thor)
        .num("venom", p.venom)
        .str("fate", if p.fate { "yes" } else { "no" })
        .num("damage_up", p.damage_up)
}

fn fight(d: &JomsData, s: &State, p: &Player) -> Text {
    let Some(f) = p.fight else {
        return Text::new("joms-board-no-monster");
    };
    let m = &d.monsters[usize::from(f.monster)];
    let state = if f.won {
        "won"
    } else if p.died {
        "died"
    } else {
        "open"
    };
    Text::new("joms-board-fight")
        .text("monster", monster(f.monster))
        .num("damage", f.damage)
        .num("hp", query::monster_hp(d, s, m))
        .str("state", state)
        .num("resisting", m.resists.len() as i64)
        .text("resists", resisted(&m.resists))
        .num("basic", m.damage.basic)
        .num("special", m.damage.special)
        .num("critical", m.damage.critical)
}

fn field(d: &JomsData, p: &Player) -> Text {
    Text::new("joms-board-field")
        .text("attack", p.attack.map_or(Text::new("list-none"), attack))
        .num("count", p.battlefield.len() as i64)
        .text("cards", cards(&p.battlefield))
        .num("t", query::t(d, p))
        .num("k", query::k(d, p))
}

fn slots(p: &Player) -> Option<Text> {
    let slot = |id: &'static str, c: Option<Card>| c.map(|c| Text::new(id).text("card", card(c)));
    let parts: Vec<Text> = [
        slot("joms-slot-round", p.round_slot),
        (!p.healing.is_empty())
            .then(|| Text::new("joms-slot-healing").text("card", cards(&p.healing))),
        slot("joms-slot-divination", p.divination),
        slot("joms-slot-precise", p.precise),
    ]
    .into_iter()
    .flatten()
    .collect();
    (!parts.is_empty()).then(|| Text::new("joms-board-slots").text("slots", list(parts)))
}

fn equipment(p: &Player) -> Text {
    let items = p
        .gear
        .iter()
        .map(|g| {
            Text::new("joms-gear-state")
                .text("gear", gear(g.card))
                .str("exhausted", if g.exhausted { "yes" } else { "no" })
        })
        .collect();
    Text::new("joms-board-gear")
        .text("gear", list(items))
        .str("exhausted", if p.exhausted { "yes" } else { "no" })
}

fn pawn(d: &JomsData, s: &State, seat: Seat) -> Text {
    let id =
        crate::games::joms::ygg::space_of(d, s, seat).map_or("y.0".to_string(), |sp| sp.id.clone());
    Text::new("joms-board-pawn").text("space", super::words::space(&id))
}

fn player_lines(d: &JomsData, s: &State, seat: Seat) -> Vec<Text> {
    let p = &s.players[usize::from(seat)];
    if !shown(s) || p.character.is_none() {
        let chosen = p.character.is_some();
        return vec![
            Text::new("joms-board-choosing").str("chosen", if chosen { "yes" } else { "no" })
        ];
    }
    let mut lines = vec![stats(d, p)];
    if p.fight.is_some() {
        lines.push(fight(d, s, p));
    }
    if p.attack.is_some() {
        lines.push(field(d, p));
    }
    lines.extend(slots(p));
    lines.push(equipment(p));
    lines.push(
        Text::new("joms-board-cards")
            .num("hand", p.hand.len() as i64)
            .num("pile", p.pile.len() as i64)
            .num("discard", p.discard.len() as i64),
    );
    lines.push(pawn(d, s, seat));
    lines
}

fn world_lines(s: &State, names: &[String]) -> Vec<Text> {
    let mut lines = Vec::new();
    if let Some(p) = s.planet {
        lines.push(Text::new("joms-board-planet").text("planet", planet_full(p)));
    }
    if s.phase != Phase::Setup {
        lines.push(Text::new("joms-board-first").str("name", seat_name(names, s.first)));
    }
    if s.phase == Phase::Preparation {
        let level = &s.monsters[crate::games::joms::prep::level(s)];
        lines.push(Text::new("joms-row-equipment").text(
            "cards",
            list(s.equipment.row.iter().map(|&e| gear_full(e)).collect()),
        ));
        lines.push(Text::new("joms-row-combat").text(
            "cards",
            list(s.combat.row.iter().map(|&c| card_full(c)).collect()),
        ));
        lines.push(Text::new("joms-row-monsters").text(
            "cards",
            list(level.row.iter().map(|&m| monster_full(m)).collect()),
        ));
    }
    lines
}

pub fn board(s: &State, names: &[String]) -> MessageView {
    let mut m = MessageView::titled(ViewKind::Board, phase_title(s));
    let Ok(d) = data() else { return m };
    m.lines = world_lines(s, names);
    for seat in 0..s.players.len() as Seat {
        m.fields.push(Field {
            name: player_name(s, names, seat),
            lines: player_lines(d, s, seat),
        });
    }
    m
}

/// The few facts people look for first: each player's HP, glory, monster and T against K.
pub fn summary(s: &State, names: &[String]) -> MessageView {
    let mut m = MessageView::titled(ViewKind::Board, phase_title(s));
    let Ok(d) = data() else { return m };
    if let Some(p) = s.planet {
        m.lines
            .push(Text::new("joms-board-planet").text("planet", planet_full(p)));
    }
    for seat in 0..s.players.len() as Seat {
        m.lines.push(summary_line(d, s, names, seat));
    }
    m
}

/// One player in a line: who is still choosing a character, or HP and glory, then the fight
/// and the battlefield once there are any.
fn summary_line(d: &JomsData, s: &State, names: &[String], seat: Seat) -> Text {
    let p = &s.players[usize::from(seat)];
    let player = player_name(s, names, seat);
    if !shown(s) || p.character.is_none() {
        let chosen = if p.character.is_some() { "yes" } else { "no" };
        return Text::new("joms-summary-choosing")
            .text("player", player)
            .str("chosen", chosen);
    }
    let mut line = Text::new("joms-summary-player")
        .text("player", player)
        .num("hp", p.hp)
        .num("max", query::max_hp(d, p))
        .num("glory", p.glory);
    let part = |head: Text, tail: Text| {
        Text::new("joms-summary-part")
            .text("head", head)
            .text("tail", tail)
    };
    if p.fight.is_some() {
        line = part(line, fight(d, s, p));
    }
    if p.fight.is_some() && p.attack.is_some() {
        line = part(line, field(d, p));
    }
    line
}

/// What an attack would do, in words.
pub fn outcome(hit: &Strike, empty: bool) -> Text {
    let kind = if empty {
        "empty"
    } else if hit.t > hit.k {
        "over"
    } else if hit.resisted {
        "resisted"
    } else if hit.critical {
        "critical"
    } else {
        "lands"
    };
    Text::new("joms-outcome")
        .str("kind", kind)
        .num("t", hit.t)
        .num("k", hit.k)
        .num("damage", hit.damage)
}

/// The attack `seat` would make if `card` went last on its battlefield now.
pub fn would_place(d: &JomsData, s: &State, seat: Seat, c: Card) -> Text {
    let mut after = s.clone();
    after.players[usize::from(seat)].battlefield.push(c);
    let hit = strike(d, &after, seat);
    outcome(&hit, false)
}

/// One player's console (R-TABLE-2): character, hand with what each card would do now,
/// the pile's contents, equipment with every use.
pub fn hand(s: &State, seat: Seat, names: &[String]) -> MessageView {
    let mut m = MessageView::titled(
        ViewKind::Secret,
        Text::new("joms-hand-title").str("name", seat_name(names, seat)),
    );
    let Ok(d) = data() else { return m };
    let Some(p) = s.players.get(usize::from(seat)) else {
        return m;
    };
    match p.character {
        Some(c) => m.lines.push(character_full(c)),
        None => {
            let dealt = p.dealt.iter().map(|&c| character_full(c)).collect();
            m.lines
                .push(Text::new("joms-hand-dealt").text("characters", list(dealt)));
        }
    }
    // Before a character is chosen there are no HP, tokens or fight to tell.
    if p.character.is_some() {
        m.lines.push(stats(d, p));
    }
    if p.fight.is_some() {
        m.lines.push(fight(d, s, p));
    }
    if p.fight.is_some() && p.attack.is_some() {
        let now = strike(d, s, seat);
        m.lines.push(field(d, p));
        m.lines.push(
            Text::new("joms-hand-now").text("outcome", outcome(&now, p.battlefield.is_empty())),
        );
    }
    m.fields.push(Field {
        name: Text::new("joms-hand-cards").num("count", p.hand.len() as i64),
        lines: hand_lines(d, s, seat),
    });
    let mut pile = p.pile.clone();
    pile.sort();
    m.lines.push(
        Text::new("joms-hand-pile")
            .num("count", pile.len() as i64)
            .text("cards", cards(&pile)),
    );
    for g in &p.gear {
        m.lines.push(
            Text::new("joms-gear-state")
                .text("gear", gear_full(g.card))
                .str("exhausted", if g.exhausted { "yes" } else { "no" }),
        );
    }
    m
}

fn hand_lines(d: &JomsData, s: &State, seat: Seat) -> Vec<Text> {
    let p = &s.players[usize::from(seat)];
    let fighting = p.active() && s.phase == Phase::Fight;
    let mut hand = p.hand.clone();
    hand.sort();
    hand.dedup();
    if hand.is_empty() {
        return vec![Text::new("list-none")];
    }
    hand.into_iter()
        .map(|c| {
            let n = p.hand.iter().filter(|&&h| h == c).count();
            let line = Text::new("joms-hand-card")
                .text("card", card_full(c))
                .num("count", n as i64);
            if fighting {
                line.text("would", would_place(d, s, seat, c))
            } else {
                line.text("would", Text::new("list-none"))
            }
        })
        .collect()
}
