//! What a label or a line says, recognized the way a member reads it: each kind of choice is
//! one or more locale messages, and a label is of that kind when it reads as one of them in any
//! language, whatever was put in its places (a die, a target, a land). New wordings join by
//! adding their message ids to [`KINDS`]; a label matching none is [`Kind::Other`].

use skald::i18n::{Catalog, Lang, Text};

/// What a choice does, as far as the scripted members care.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Sends warriors to one of the member's fights or ships.
    Assign,
    /// Puts food on one of the member's ships.
    LoadFood,
    /// Takes warriors or food back.
    Unassign,
    /// Ends the member's assignment.
    Confirm,
    DemandTurnOrder,
    Sail,
    AcceptRoll,
    Reroll,
    /// A space that reserves a fight (the troll, a draugr).
    Fight,
    /// A space that reserves a ship to a distant land.
    Voyage,
    /// "X must …": a line that only says someone has to act.
    Waiting,
    Other,
}

/// Each kind: the locale messages that say it, with the names of their arguments. A message
/// whose last argument is [`MORE`] is matched as the start of a label (a space's name, with
/// whatever the label tells of it after).
pub const KINDS: &[(Kind, &str, &[&str])] = &[
    (Kind::Assign, "act-assign", &["die", "target"]),
    (Kind::Assign, "act-send", &["dice"]),
    (Kind::Assign, "act-send-all", &["dice"]),
    (Kind::LoadFood, "act-load", &["food"]),
    (Kind::LoadFood, "act-load-to-feed", &["food"]),
    (Kind::Unassign, "act-call-back", &["dice"]),
    (Kind::Unassign, "act-call-all-back", &[]),
    (Kind::Unassign, "act-unload", &["food"]),
    (Kind::LoadFood, "act-load-food", &["land"]),
    (Kind::Unassign, "act-unassign", &["die", "target"]),
    (Kind::Unassign, "act-unload-food", &["land"]),
    (Kind::Confirm, "act-confirm", &[]),
    (Kind::DemandTurnOrder, "act-demand-turn-order", &[]),
    (Kind::Sail, "act-sail", &["land", "monster"]),
    (Kind::AcceptRoll, "act-accept-roll", &[]),
    (Kind::Reroll, "act-reroll", &["dice", "positions"]),
    (Kind::Fight, "loc-troll", &["edition", MORE]),
    (Kind::Fight, "loc-draugr_left", &["edition", MORE]),
    (Kind::Fight, "loc-draugr_right", &["edition", MORE]),
    (Kind::Voyage, "loc-longship_small", &["edition", MORE]),
    (Kind::Voyage, "loc-longship_large", &["edition", MORE]),
    (Kind::Voyage, "loc-private_longship", &["edition", MORE]),
    (Kind::Waiting, "prompt-waiting", &["name", "decision"]),
];

/// Stands for whatever a label says after the message it starts with.
pub const MORE: &str = "…more";

/// Stands for an argument while a message is rendered into a pattern.
const HOLE: char = '\u{E000}';

/// A rendered message with holes where its arguments go: the literal pieces between them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    pieces: Vec<String>,
}

impl Pattern {
    /// The pattern of message `id` in `lang`; `None` when the catalog has no such message.
    pub fn of(id: &'static str, args: &[&'static str], lang: Lang) -> Option<Pattern> {
        let catalog = Catalog::get().ok()?;
        let mut text = Text::new(id);
        for &arg in args.iter().filter(|&&a| a != MORE) {
            text = text.str(arg, HOLE.to_string());
        }
        let mut rendered = catalog.try_render(&text, lang).ok()?;
        if args.contains(&MORE) {
            rendered.push(HOLE);
        }
        Some(Pattern::from_rendered(&rendered))
    }

    /// `rendered` with [`HOLE`] wherever an argument stood.
    fn from_rendered(rendered: &str) -> Pattern {
        Pattern {
            pieces: rendered.split(HOLE).map(str::to_string).collect(),
        }
    }

    /// Whether `s` reads as this message. A label cut short with an ellipsis (Discord's limits)
    /// matches when what is left of it does.
    pub fn matches(&self, s: &str) -> bool {
        let (s, clipped) = match s.strip_suffix('…') {
            Some(rest) => (rest, true),
            None => (s, false),
        };
        let n = self.pieces.len();
        let mut rest = s;
        for (i, piece) in self.pieces.iter().enumerate() {
            let last = i + 1 == n;
            if i == 0 {
                match rest.strip_prefix(piece.as_str()) {
                    Some(r) => rest = r,
                    None => return clipped && piece.starts_with(rest),
                }
                if last {
                    return rest.is_empty() || clipped;
                }
                continue;
            }
            if last {
                if rest.ends_with(piece.as_str()) && rest.len() >= piece.len() {
                    return true;
                }
                // Cut inside the last hole or the last piece.
                return clipped;
            }
            match rest.find(piece.as_str()) {
                Some(at) if !piece.is_empty() => rest = &rest[at + piece.len()..],
                Some(_) => {}
                None => return clipped,
            }
        }
        true
    }
}

/// Every kind's patterns in every language.
#[derive(Clone, Debug)]
pub struct Labels {
    patterns: Vec<(Kind, Pattern)>,
}

impl Labels {
    pub fn new() -> Labels {
        let mut patterns = Vec::new();
        for &(kind, id, args) in KINDS {
            for lang in Lang::ALL {
                if let Some(p) = Pattern::of(id, args, lang) {
                    patterns.push((kind, p));
                }
            }
        }
        Labels { patterns }
    }

    /// The kind of a label (the first kind listed whose message it reads as).
    pub fn kind(&self, label: &str) -> Kind {
        self.patterns
            .iter()
            .find(|(_, p)| p.matches(label))
            .map_or(Kind::Other, |(k, _)| *k)
    }
}

impl Default for Labels {
    fn default() -> Self {
        Labels::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pattern_reads_its_message_with_anything_in_its_holes() {
        let p = Pattern::from_rendered("Send one \u{E000} to \u{E000}");
        assert!(p.matches("Send one Swordsman to the troll"));
        assert!(p.matches("Send one Axeman to the ship to Land 1"));
        assert!(!p.matches("Call one Axeman back from the troll"));
        assert!(!p.matches("Send one Axeman"));
        assert!(p.matches("Send one Axeman to the sh…"));
        let fixed = Pattern::from_rendered("Confirm my assignment");
        assert!(fixed.matches("Confirm my assignment"));
        assert!(fixed.matches("Confirm my…"));
        assert!(!fixed.matches("Confirm my assignment now"));
        let tail = Pattern::from_rendered("\u{E000} must \u{E000}.");
        assert!(tail.matches("Eirik must assign warriors and food."));
        assert!(!tail.matches("Eirik leads as Gylfir the Sailor."));
    }

    #[test]
    fn the_choices_of_both_languages_are_told_apart() {
        let labels = Labels::new();
        for (label, kind) in [
            ("Send one Swordsman to the right draugr", Kind::Assign),
            ("Przydziel: Miecznik → lewy Draugr", Kind::Assign),
            ("Load 1 food onto the ship to Land 1", Kind::LoadFood),
            ("Call one Axeman back from the troll", Kind::Unassign),
            ("Confirm my assignment", Kind::Confirm),
            ("Zatwierdź przydział", Kind::Confirm),
            ("Demand turn order", Kind::DemandTurnOrder),
            ("Accept the roll", Kind::AcceptRoll),
            ("Reroll dice 1, 3", Kind::Reroll),
            ("Zbyszko must assign warriors and food.", Kind::Waiting),
            ("Troll", Kind::Fight),
            ("Troll — Cave Troll, attack 2, defense 6", Kind::Fight),
            ("Walka z lewym Draugrem", Kind::Fight),
            ("Small Longship", Kind::Voyage),
            ("Wspólny Langskip (duży)", Kind::Voyage),
            ("Armorer", Kind::Other),
            ("My hand", Kind::Other),
        ] {
            assert_eq!(labels.kind(label), kind, "{label}");
        }
    }
}
