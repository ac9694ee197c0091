//! The decision at hand as the full screen lists it: a long list by its kinds first, or
//! filtered by what the player types; the dice of a roll to pick several of.

use super::story::Decision;

/// A list longer than this is offered kind by kind (when its answers have kinds).
pub const GROUP_OVER: usize = 20;

/// One line of the list the player moves through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// The name of the kind of the answers below it (not an answer itself).
    Heading(usize),
    /// A kind of answers, opened with Enter.
    Group(usize),
    /// An answer, by its position in the decision's answers.
    Answer(usize),
    /// An item to pick (a die), toggled with Enter.
    Pick(usize),
    /// Plays the items picked.
    PickDone,
}

/// How the player has narrowed the list.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Narrowing {
    /// What they typed: words to find, or the number of an answer.
    pub filter: String,
    /// The kind they opened.
    pub group: Option<usize>,
    /// The items they picked (bit set).
    pub picked: u16,
}

/// The lines of the list, in order.
pub fn items(decision: &Decision, narrow: &Narrowing) -> Vec<Item> {
    let filter = narrow.filter.trim().to_lowercase();
    let by_group = !decision.groups.is_empty() && decision.answers.len() > GROUP_OVER;
    if filter.is_empty() && by_group && narrow.group.is_none() {
        let mut groups: Vec<usize> = Vec::new();
        for g in decision.answers.iter().filter_map(|a| a.group) {
            if !groups.contains(&g) {
                groups.push(g);
            }
        }
        let mut out: Vec<Item> = groups.into_iter().map(Item::Group).collect();
        // Answers without a kind stand on their own.
        out.extend(
            (0..decision.answers.len())
                .filter(|&i| decision.answers[i].group.is_none())
                .map(Item::Answer),
        );
        return out;
    }
    let mut out = Vec::new();
    let mut last = None;
    for (i, a) in decision.answers.iter().enumerate() {
        let in_group = !filter.is_empty() || narrow.group.is_none() || a.group == narrow.group;
        if !in_group || !matches(decision, i, &filter) {
            continue;
        }
        // A whole list says the kind of its answers above them.
        let whole = filter.is_empty() && narrow.group.is_none();
        if whole && a.group.is_some() && a.group != last {
            out.extend(a.group.map(Item::Heading));
        }
        last = a.group;
        out.push(Item::Answer(i));
    }
    if let Some(pick) = decision.pick.as_ref().filter(|_| filter.is_empty()) {
        out.extend((0..pick.items.len().min(15)).map(Item::Pick));
        out.push(Item::PickDone);
    }
    out
}

/// Whether the cursor may stand on `item`.
pub fn selectable(item: Item) -> bool {
    !matches!(item, Item::Heading(_))
}

/// Whether answer `i` matches what was typed: its number, or words in its label, what it
/// does or its kind.
fn matches(decision: &Decision, i: usize, filter: &str) -> bool {
    if filter.is_empty() {
        return true;
    }
    let a = &decision.answers[i];
    if filter.chars().all(|c| c.is_ascii_digit()) {
        return (a.index + 1).to_string().starts_with(filter);
    }
    let kind = a
        .group
        .and_then(|g| decision.groups.get(g))
        .map(String::as_str)
        .unwrap_or_default();
    let haystack = format!(
        "{} {} {kind}",
        a.label,
        a.detail.as_deref().unwrap_or_default()
    )
    .to_lowercase();
    filter.split_whitespace().all(|w| haystack.contains(w))
}

/// The answer whose number was typed in full, if one was.
pub fn numbered(decision: &Decision, narrow: &Narrowing) -> Option<usize> {
    let n: u16 = narrow.filter.trim().parse().ok()?;
    decision.answers.iter().position(|a| a.index + 1 == n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::term::story::{Answer, Picking, Source};
    use std::ops::Not;

    fn answer(i: u16, label: &str, group: Option<usize>) -> Answer {
        Answer {
            index: i,
            label: label.into(),
            detail: Some(format!("detail of {label}")),
            group,
            mark: 0,
        }
    }

    fn decision(n: u16, groups: usize) -> Decision {
        Decision {
            seat: 0,
            version: 1,
            ask: "Your move".into(),
            answers: (0..n)
                .map(|i| {
                    let group = (groups > 0).then(|| usize::from(i) % groups);
                    answer(i, &format!("answer {i}"), group)
                })
                .collect(),
            groups: (0..groups)
                .map(|g| format!("kind {}", ["north", "south", "west"][g % 3]))
                .collect(),
            pick: None,
            undo: false,
            source: Source::Turn,
        }
    }

    #[test]
    fn a_short_list_shows_every_answer_under_its_kind() {
        let d = decision(4, 2);
        let items = items(&d, &Narrowing::default());
        let expected = [0, 1, 2, 3]
            .into_iter()
            .flat_map(|i| [Item::Heading(i % 2), Item::Answer(i)])
            .collect::<Vec<_>>();
        assert_eq!(items, expected);
        let plain = decision(3, 0);
        let items = super::items(&plain, &Narrowing::default());
        assert_eq!(items, (0..3).map(Item::Answer).collect::<Vec<_>>());
    }

    #[test]
    fn only_answers_are_chosen() {
        let d = decision(4, 2);
        let list = items(&d, &Narrowing::default());
        assert!(selectable(list[0]).not());
        assert!(selectable(list[1]));
    }

    #[test]
    fn a_long_list_shows_its_kinds_then_the_answers_of_the_kind_opened() {
        let d = decision(30, 3);
        let mut narrow = Narrowing::default();
        assert_eq!(
            items(&d, &narrow),
            vec![Item::Group(0), Item::Group(1), Item::Group(2)]
        );
        narrow.group = Some(1);
        let opened = items(&d, &narrow);
        assert_eq!(opened.len(), 10);
        assert!(opened
            .iter()
            .all(|i| matches!(i, Item::Answer(a) if a % 3 == 1)));
    }

    #[test]
    fn typing_filters_the_whole_list_by_words_or_number() {
        let d = decision(30, 3);
        let narrow = Narrowing {
            filter: "ANSWER 2".into(),
            ..Narrowing::default()
        };
        // "answer 2", "answer 12", "answer 20" … "answer 29": words match anywhere.
        assert_eq!(items(&d, &narrow).len(), 12);
        let by_number = Narrowing {
            filter: "12".into(),
            ..Narrowing::default()
        };
        assert_eq!(items(&d, &by_number), vec![Item::Answer(11)]);
        assert_eq!(numbered(&d, &by_number), Some(11));
        let nothing = Narrowing {
            filter: "troll".into(),
            ..Narrowing::default()
        };
        assert!(items(&d, &nothing).is_empty());
    }

    #[test]
    fn dice_to_pick_follow_the_answers() {
        let mut d = decision(2, 0);
        d.pick = Some(Picking {
            prompt: "Reroll".into(),
            items: vec!["a".into(), "b".into()],
        });
        let items = items(&d, &Narrowing::default());
        assert_eq!(
            items,
            vec![
                Item::Answer(0),
                Item::Answer(1),
                Item::Pick(0),
                Item::Pick(1),
                Item::PickDone
            ]
        );
    }
}
