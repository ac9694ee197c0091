//! Small phrases every game uses: a seat's name and a list of things.

use crate::games::Seat;
use crate::i18n::{Arg, Text};

/// A seat's display name.
pub fn who(names: &[String], seat: Seat) -> String {
    names
        .get(seat as usize)
        .cloned()
        .unwrap_or_else(|| format!("#{}", seat + 1))
}

/// "a, b, c" — or "none" when empty.
pub fn list(items: Vec<Text>) -> Text {
    let mut it = items.into_iter();
    let Some(first) = it.next() else {
        return Text::new("list-none");
    };
    it.fold(first, |acc, t| {
        Text::new("list-more").text("head", acc).text("tail", t)
    })
}

/// A finished phase in one line: each one's items after their name, in the order they first
/// came ("Astrid: Market, Smithy · Bo: Longship"), or the items alone when they name no one;
/// None when there are none.
pub fn summary(items: Vec<(Option<Text>, Text)>) -> Option<Text> {
    let mut groups: Vec<(Option<Text>, Vec<Text>)> = Vec::new();
    for (who, what) in items {
        match groups.iter_mut().find(|(w, _)| *w == who) {
            Some((_, whats)) => whats.push(what),
            None => groups.push((who, vec![what])),
        }
    }
    groups
        .into_iter()
        .map(|(who, whats)| match who {
            Some(who) => Text::new("summary-group")
                .text("who", who)
                .text("items", list(whats)),
            None => list(whats),
        })
        .reduce(|head, tail| {
            Text::new("summary-more")
                .text("head", head)
                .text("tail", tail)
        })
}

/// A summary item of a line that names a player (`name`) and what they did (`what`, a text):
/// the common case of [`super::game::TableGame::summary_item`].
pub fn named_item(line: &Text, what: &str) -> Option<(Option<Text>, Text)> {
    match (line.arg("name"), line.arg(what)) {
        (Some(Arg::Str(name)), Some(Arg::Text(item))) => Some((
            Some(Text::new("list-item").str("item", name.clone())),
            (**item).clone(),
        )),
        _ => None,
    }
}

/// Adds `line` to `log`: a line of one of `runs` told for another player right after lines
/// of the same kind joins them in one ("Ana and Bo pass."), else it is added as it is.
pub fn add_to_run(log: &mut Vec<Text>, line: Text, runs: &[(&str, &'static str)]) {
    let run = runs
        .iter()
        .find(|(one, _)| *one == line.id)
        .map(|(_, many)| *many);
    let (Some(many), Some(name), Some(last)) = (run, line.arg("name"), log.last_mut()) else {
        log.push(line);
        return;
    };
    let (names, count) = if last.id == line.id && last.args.len() == line.args.len() {
        match last.arg("name") {
            Some(first) if first != name => (vec![first.clone()], 1),
            _ => {
                log.push(line);
                return;
            }
        }
    } else if last.id == many {
        match (last.arg("names"), last.arg("count")) {
            (Some(Arg::Text(names)), Some(Arg::Num(n))) if !names_in(names).contains(&name) => {
                (vec![Arg::Text(names.clone())], *n)
            }
            _ => {
                log.push(line);
                return;
            }
        }
    } else {
        log.push(line);
        return;
    };
    let items: Vec<Text> = names
        .into_iter()
        .chain([name.clone()])
        .map(as_text)
        .collect();
    let joined = items
        .into_iter()
        .reduce(|head, tail| Text::new("list-more").text("head", head).text("tail", tail))
        .unwrap_or_else(|| Text::new("list-none"));
    *last = Text::new(many)
        .text("names", joined)
        .num("count", count + 1);
}

/// A player's name argument as a text of its own (a list item).
fn as_text(a: Arg) -> Text {
    match a {
        Arg::Text(t) => *t,
        Arg::Str(s) => Text::new("list-item").str("item", s),
        Arg::Num(n) => Text::new("list-item").str("item", n.to_string()),
    }
}

/// The names a run's list holds, as the arguments they were told with.
fn names_in(list: &Text) -> Vec<&Arg> {
    if list.id == "list-more" {
        let part = |n| list.arg(n);
        return [part("head"), part("tail")]
            .into_iter()
            .flatten()
            .flat_map(|a| match a {
                Arg::Text(t) => names_in(t),
                other => vec![other],
            })
            .collect();
    }
    list.arg("item").into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const RUNS: &[(&str, &str)] = &[("x-passed", "x-passed-run")];

    fn passed(name: &str) -> Text {
        Text::dynamic("x-passed".into()).str("name", name)
    }

    /// The run a line stands for: its count and its names, in order.
    fn run(t: &Text) -> (i64, Vec<String>) {
        let count = match t.arg("count") {
            Some(Arg::Num(n)) => *n,
            _ => 1,
        };
        let names = match t.arg("names") {
            Some(Arg::Text(list)) => names_in(list),
            _ => t.arg("name").into_iter().collect(),
        };
        let names = names
            .into_iter()
            .map(|a| match a {
                Arg::Str(s) => s.clone(),
                other => format!("{other:?}"),
            })
            .collect();
        (count, names)
    }

    /// Issue 33, item 15: lines of one kind told for different players one after another
    /// (a Jomsvikings round was a wall of "Ana passes.") become one line that lists and
    /// counts them; another line ends the run, and nobody is counted twice in one.
    #[test]
    fn lines_of_a_run_for_different_players_become_one() {
        let mut log = Vec::new();
        for line in [passed("Ana"), passed("Bo"), passed("Cy")] {
            add_to_run(&mut log, line, RUNS);
        }
        assert_eq!(log.len(), 1);
        assert_eq!(log[0].id, "x-passed-run");
        assert_eq!(
            run(&log[0]),
            (3, vec!["Ana".into(), "Bo".into(), "Cy".into()])
        );
        let other = Text::dynamic("x-healed".into()).str("name", "Ana");
        add_to_run(&mut log, other, RUNS);
        add_to_run(&mut log, passed("Bo"), RUNS);
        assert_eq!(log.len(), 3);
        assert_eq!(log[2], passed("Bo"));
        add_to_run(&mut log, passed("Cy"), RUNS);
        add_to_run(&mut log, passed("Cy"), RUNS);
        assert_eq!(run(&log[2]), (2, vec!["Bo".into(), "Cy".into()]));
        assert_eq!(log[3], passed("Cy"));
        // A game without runs keeps every line.
        let mut plain = Vec::new();
        add_to_run(&mut plain, passed("Ana"), &[]);
        add_to_run(&mut plain, passed("Bo"), &[]);
        assert_eq!(plain.len(), 2);
    }

    fn item(s: &str) -> Text {
        Text::new("list-item").str("item", s)
    }

    /// Issue 33, item 15: a finished phase folds into one line that says who did what, each
    /// player once, in the order they first acted; items that name no one are listed alone.
    #[test]
    fn a_phase_summary_groups_each_players_items_in_order() {
        use crate::i18n::{render, Lang};
        let moves = [
            ("Astrid", "Market"),
            ("Bo", "Longship"),
            ("Astrid", "Smithy"),
        ];
        let items = moves
            .iter()
            .map(|(who, what)| (Some(item(who)), item(what)))
            .collect();
        let line = summary(items).expect("a summary");
        assert_eq!(
            render(&line, Lang::En),
            "Astrid: Market, Smithy · Bo: Longship"
        );
        let moves = vec![(None, item("Loki I4 → H3")), (None, item("Fenris E3 → E4"))];
        let line = summary(moves).expect("a summary");
        assert_eq!(render(&line, Lang::Pl), "Loki I4 → H3, Fenris E3 → E4");
        assert_eq!(summary(Vec::new()), None);
    }
}
