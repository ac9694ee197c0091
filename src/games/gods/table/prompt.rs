//! Prompts: what the side to act must decide (R-DECIDE), each answer in words with what it
//! does now — an attack with its exact odds (R-TABLE-3) — and every action described for the
//! log. Nothing is secret (R-INFO-1), so each prompt may be answered in the channel.

use super::words::{hex, odds_line, player, terrain_name, token, token_at, token_hex, tokens};
use crate::games::gods::hela::adjusted;
use crate::games::gods::{
    decide, default_action, duel, legal_actions, terrain, Action, Decision, Direction, HelaAnswer,
    Hex, State, Terrain, Token,
};
use crate::games::Seat;
use crate::i18n::Text;
use crate::table::game::{Offer, Prompt};

fn decision_id(d: &Decision) -> &'static str {
    match d {
        Decision::Deploy => "deploy",
        Decision::Move => "move",
        Decision::Attack => "attack",
        Decision::Retreat { .. } => "retreat",
        Decision::Hela { .. } => "hela",
        Decision::Void { .. } => "void",
    }
}

pub fn prompt(state: &State, seat: Seat, names: &[String]) -> Prompt<Action> {
    let nothing = || Prompt {
        public: Text::new("gods-prompt-nothing"),
        personal: Text::new("gods-prompt-nothing"),
        choices: Vec::new(),
        pick: None,
        private: false,
    };
    let Some((s, d)) = decide::current(state).filter(|(s, _)| *s == seat) else {
        return nothing();
    };
    let Some(side) = state.side_of(s) else {
        return nothing();
    };
    let what = decision_text(state, &d);
    Prompt {
        public: Text::new("gods-decision")
            .text("player", player(state, names, side))
            .text("what", what.clone()),
        personal: Text::new("gods-decision-yours").text("what", what),
        choices: offers(state, seat),
        pick: None,
        private: false,
    }
}

/// What the decision asks, in a few words.
pub(super) fn decision_text(state: &State, d: &Decision) -> Text {
    let t = Text::new("gods-ask").str("decision", decision_id(d));
    match d {
        Decision::Retreat { fugitive, .. } => t.text("token", token_at(state, *fugitive)),
        Decision::Hela { roll, .. } => t.num("roll", *roll),
        Decision::Void { count } => t.num("count", *count),
        _ => t,
    }
}

/// The answers offered: what a deadline would play first, then the rest, each of the many
/// kinds grouped (a token's moves, a defender's attacks). Resigning is a command of its own.
fn offers(state: &State, seat: Seat) -> Vec<Offer<Action>> {
    let mut legal: Vec<Action> = legal_actions(state, seat)
        .into_iter()
        .filter(|a| *a != Action::Resign)
        .filter(|a| offered(state, a))
        .collect();
    if let Some(at) = default_action(state, seat).and_then(|d| legal.iter().position(|a| *a == d)) {
        legal[..=at].rotate_right(1);
    }
    legal
        .into_iter()
        .map(|a| {
            let mut o = Offer::one(offer_label(state, &a), a.clone());
            if let Some((g, ask)) = group(state, &a) {
                o = o.group_asking(g, ask);
            }
            match detail(state, &a) {
                Some(d) => o.detail(d),
                None => o,
            }
        })
        .collect()
}

/// An attack is offered with every eligible attacker, or one attacker alone; other line-ups
/// are typed (`/gods attack`). Every other legal answer is offered.
fn offered(state: &State, action: &Action) -> bool {
    let Action::Attack {
        defender,
        attackers,
    } = action
    else {
        return true;
    };
    attackers.len() == 1
        || attackers.len() == crate::games::gods::eligible_attackers(state, *defender).len()
}

/// The kind of an answer, for a long list (the token that moves, the defender attacked), and
/// what the kind's own menu asks.
fn group(state: &State, action: &Action) -> Option<(Text, Text)> {
    let (id, kind, t) = match action {
        Action::Place { token: t, .. } => ("gods-group-place", "place", token(*t)),
        Action::Move { token: t, .. } => ("gods-group-move", "move", token_at(state, *t)),
        Action::Jump { .. } => ("gods-group-jump", "jump", token_at(state, Token::Freke)),
        Action::Freeze { .. } => ("gods-group-freeze", "freeze", token_at(state, Token::Frey)),
        Action::Attack { defender, .. } => {
            ("gods-group-attack", "attack", token_at(state, *defender))
        }
        Action::Void { hexes } => {
            let h = hex(*hexes.first()?);
            let group = Text::new("gods-group-void").text("hex", h.clone());
            return Some((group, Text::new("gods-group-ask-void").text("hex", h)));
        }
        _ => return None,
    };
    let group = Text::new(id).text("token", t.clone());
    let ask = Text::new("gods-group-ask")
        .str("kind", kind)
        .text("token", t);
    Some((group, ask))
}

/// What an answer does now, beyond its label: an attack's odds, where Hela would step, who
/// stands on a hex about to be covered, what a hex a token goes to holds. `None` when there is
/// nothing to add.
fn detail(state: &State, action: &Action) -> Option<Text> {
    match action {
        Action::Attack {
            defender,
            attackers,
        } => Some(odds_line(&duel(state, attackers, *defender))),
        Action::Hela { answer } => hela_detail(state, *answer),
        Action::Void { hexes } => {
            let doomed: Vec<Token> = hexes.iter().filter_map(|&h| state.token_at(h)).collect();
            Some(Text::new("gods-detail-void").text("tokens", tokens(&doomed)))
        }
        Action::Move { token: t, to } | Action::Place { token: t, hex: to } => {
            arrival(state, *t, *to)
        }
        Action::Jump { to } => arrival(state, Token::Freke, *to),
        Action::Retreat { token: t, to } if terrain(*to) == Terrain::Helfield => {
            Some(Text::new("gods-detail-helfield").text("token", token(*t)))
        }
        Action::Retreat { token: t, to } => arrival(state, *t, *to),
        _ => None,
    }
}

/// What a hex holds for `t` arriving there: its ground if not plain, the river crossed, the
/// enemies it would stand next to (and so pin, and be pinned by).
fn arrival(state: &State, t: Token, to: Hex) -> Option<Text> {
    let mut parts = Vec::new();
    let ground = terrain(to);
    if !matches!(ground, Terrain::Plain | Terrain::Heimdall) {
        parts.push(terrain_name(ground));
    }
    if state.hex_of(t).is_some_and(|from| from.bank() != to.bank()) {
        parts.push(Text::new("gods-detail-across"));
    }
    let beside: Vec<Token> = to
        .neighbours()
        .filter_map(|h| state.token_at(h))
        .filter(|&o| o.is_enemy_of(t))
        .collect();
    if !beside.is_empty() {
        parts.push(Text::new("gods-detail-beside").text("tokens", tokens(&beside)));
    }
    let mut parts = parts.into_iter();
    let first = parts.next()?;
    Some(parts.fold(first, |acc, p| {
        Text::new("gods-detail-more")
            .text("head", acc)
            .text("tail", p)
    }))
}

/// Where Hela's step goes with this answer: a hex, home to Hel's Field, or a roll again.
fn hela_detail(state: &State, answer: HelaAnswer) -> Option<Text> {
    let roll = state.hela?.roll;
    let direction = adjusted(Direction::from_number(roll), answer);
    let at = state.hela_hex()?;
    Some(match at.step(direction) {
        Some(h) if state.is_void(h) => Text::new("gods-detail-hela-home"),
        None => Text::new("gods-detail-hela-home"),
        Some(h) => match state.token_at(h) {
            Some(t) => Text::new("gods-detail-hela-barred").text("token", token(t)),
            None => Text::new("gods-detail-hela-step")
                .num("direction", direction.number())
                .text("hex", hex(h)),
        },
    })
}

/// Attacks with more attackers than this are offered as "with all N", the odds beside: the
/// names would make a label too long to read (an attack is offered by one token or by all
/// that may join it).
const NAMED_ATTACKERS: usize = 1;

/// An answer's label in a menu: short enough to read at a glance.
fn offer_label(state: &State, action: &Action) -> Text {
    match action {
        Action::Attack {
            defender,
            attackers,
        } if attackers.len() > NAMED_ATTACKERS => Text::new("gods-act-attack-all")
            .text("defender", token_hex(state, *defender))
            .num("count", attackers.len() as i64),
        _ => label(state, action),
    }
}

/// An answer in full, as the log tells it.
fn label(state: &State, action: &Action) -> Text {
    match action {
        Action::Place { token: t, hex: h } => Text::new("gods-act-place")
            .text("token", token(*t))
            .text("hex", hex(*h)),
        Action::Move { token: t, to } => Text::new("gods-act-move")
            .text("token", token(*t))
            .text("from", from(state, *t))
            .text("to", hex(*to)),
        Action::Jump { to } => Text::new("gods-act-jump")
            .text("token", token(Token::Freke))
            .text("to", hex(*to)),
        Action::Freeze { target } => {
            Text::new("gods-act-freeze").text("target", token_at(state, *target))
        }
        Action::Done => Text::new("gods-act-done").str("phase", done_id(state)),
        Action::Attack {
            defender,
            attackers,
        } => Text::new("gods-act-attack")
            .text("defender", token_hex(state, *defender))
            .text("attackers", tokens(attackers)),
        Action::Retreat { token: t, to } => Text::new("gods-act-retreat")
            .text("token", token(*t))
            .text("to", hex(*to)),
        Action::Hela { answer } => Text::new("gods-act-hela").str("answer", answer_id(*answer)),
        Action::Void { hexes } => {
            Text::new("gods-act-void").text("hexes", super::words::hexes(hexes))
        }
        Action::Resign => Text::new("gods-act-resign"),
    }
}

fn from(state: &State, t: Token) -> Text {
    state.hex_of(t).map_or(Text::new("list-none"), hex)
}

fn done_id(state: &State) -> &'static str {
    match state.phase {
        crate::games::gods::Phase::Deploy { .. } => "deploy",
        crate::games::gods::Phase::Attack { .. } => "attack",
        _ => "move",
    }
}

fn answer_id(a: HelaAnswer) -> &'static str {
    match a {
        HelaAnswer::Keep => "keep",
        HelaAnswer::Plus => "plus",
        HelaAnswer::Minus => "minus",
    }
}

/// What a menu of `seat`'s answers asks, as its placeholder says it: "Choose a move, or end
/// the movement", "Choose where Thor flees". `None` when nothing is `seat`'s to decide.
pub fn ask(state: &State, seat: Seat) -> Option<Text> {
    let (_, d) = decide::current(state).filter(|(s, _)| *s == seat)?;
    let t = Text::new("gods-menu").str("decision", decision_id(&d));
    Some(match d {
        Decision::Retreat { fugitive, .. } => t.text("token", token(fugitive)),
        Decision::Void { count } => t.num("count", count),
        _ => t,
    })
}

/// An action for the log, as played on `state` (before it): the same for everyone.
pub fn describe(state: &State, action: &Action) -> Text {
    label(state, action)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::gods::{apply, new_game, pending, Settings};
    use crate::i18n::{render, Lang};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn names() -> Vec<String> {
        vec!["Astrid".to_string(), "Zbyszko".to_string()]
    }

    /// The states of a game between players who pick legal answers at random (rarely ending
    /// a phase early, never resigning).
    fn random_game(seed: u64, steps: usize) -> Vec<State> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut state = new_game(Settings::default(), seed).expect("a new game").0;
        let mut out = vec![state.clone()];
        for _ in 0..steps {
            let Some(&(seat, _)) = pending(&state).first() else {
                break;
            };
            let mut actions = legal_actions(&state, seat);
            actions.retain(|a| *a != Action::Resign);
            if actions.len() > 1 && rng.random_range(0..6) > 0 {
                actions.retain(|a| *a != Action::Done);
            }
            let action = actions[rng.random_range(0..actions.len())].clone();
            apply(&mut state, seat, &action).expect("a legal action");
            out.push(state.clone());
        }
        out
    }

    /// The hexes a text names ("E5").
    fn hexes_named(text: &str) -> Vec<String> {
        let chars: Vec<char> = text.chars().collect();
        chars
            .windows(2)
            .filter(|w| ('A'..='I').contains(&w[0]) && ('1'..='9').contains(&w[1]))
            .map(|w| w.iter().collect())
            .collect()
    }

    /// Every decision of whole random games has a menu that says what it asks, in both
    /// languages: never the bare "Choose…", never an id.
    #[test]
    fn every_menu_says_what_to_choose() {
        use crate::games::gods::Gods;
        use crate::table::TableGame;
        let mut seen = std::collections::BTreeSet::new();
        for seed in [5, 6] {
            let game = random_game(seed, 20_000);
            assert!(game.last().is_some_and(State::is_over), "the game ends");
            for state in &game {
                let Some(&(seat, _)) = pending(state).first() else {
                    continue;
                };
                let world = crate::table::Seen::seat::<Gods>(state, seat);
                assert_eq!(<Gods as TableGame>::ask(&world, seat), ask(state, seat));
                assert_eq!(ask(state, 1 - seat), None, "not the other side's");
                for lang in Lang::ALL {
                    let asked = render(&ask(state, seat).expect("a question"), lang);
                    assert!(
                        asked.chars().count() > 12 && asked.chars().count() <= 100,
                        "{asked}"
                    );
                    assert!(!asked.contains("gods-") && !asked.contains('…'), "{asked}");
                    seen.insert(asked);
                }
            }
        }
        assert!(seen.len() >= 8, "decisions are asked apart: {seen:?}");
        let state = new_game(Settings::default(), 7).expect("a new game").0;
        let chaos = state.seat_of(crate::games::gods::Side::Chaos);
        let asked = ask(&state, chaos).map(|t| render(&t, Lang::En));
        assert_eq!(asked.as_deref(), Some("Choose a move, or end the movement"));
    }

    /// Names as long as Discord allows (32 characters), with Polish letters.
    fn long_names() -> Vec<String> {
        vec![
            "Świętosława Wojciechowska-Żółć M".to_string(),
            "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW".to_string(),
        ]
    }

    /// The most characters a button's or an option's label has: Discord cuts at 80, but a
    /// label is read at a glance.
    const LABEL: usize = 42;

    /// Every answer offered in whole random games, in both languages and with the longest
    /// names: a short label, a group name as short, and a description (Discord cuts at 100)
    /// that adds to its label instead of repeating it or the hexes it names.
    #[test]
    fn labels_are_short_and_descriptions_add_to_them() {
        let mut described = 0;
        let mut offered = 0;
        for seed in [3, 4] {
            let game = random_game(seed, 20_000);
            assert!(game.last().is_some_and(State::is_over), "the game ends");
            for state in game {
                let Some(&(seat, _)) = pending(&state).first() else {
                    continue;
                };
                for offer in prompt(&state, seat, &long_names()).choices {
                    offered += 1;
                    for lang in Lang::ALL {
                        let label = render(&offer.label, lang);
                        assert!(label.chars().count() <= LABEL, "{lang}: {label}");
                        if let Some(group) = offer.group.as_ref().map(|g| render(g, lang)) {
                            assert!(group.chars().count() <= LABEL, "{lang}: {group}");
                        }
                        let Some(detail) = offer.detail.as_ref().map(|d| render(d, lang)) else {
                            continue;
                        };
                        described += 1;
                        assert!(detail.chars().count() <= 100, "{lang}: {detail}");
                        assert!(!label.contains(&detail), "{lang}: {label} ({detail})");
                        assert!(!detail.contains(&label), "{lang}: {label} ({detail})");
                        let named = hexes_named(&label);
                        assert!(
                            hexes_named(&detail).iter().all(|h| !named.contains(h)),
                            "{lang}: {label} ({detail})"
                        );
                    }
                }
            }
        }
        assert!(offered > 1000 && described > 100, "{offered}, {described}");
    }

    #[test]
    fn a_move_to_a_plain_hex_with_no_enemy_near_has_no_description() {
        let state = new_game(Settings::default(), 7).expect("a new game").0;
        let chaos = state.seat_of(crate::games::gods::Side::Chaos);
        let offers = prompt(&state, chaos, &names()).choices;
        let to = |h: &str| h.parse::<Hex>().expect("a hex");
        let find = |t: Token, h: &str| {
            offers
                .iter()
                .find(|o| {
                    o.actions
                        == [Action::Move {
                            token: t,
                            to: to(h),
                        }]
                })
                .expect("offered")
        };
        let loki = find(Token::Loki, "H3");
        assert_eq!(render(&loki.label, Lang::En), "Loki I4 → H3");
        assert!(loki.detail.is_none(), "plain ground, nobody near");
        let onto = find(Token::Ice1, "G3");
        assert_eq!(
            onto.detail.as_ref().map(|d| render(d, Lang::En)),
            Some("hills".into())
        );
    }
}
