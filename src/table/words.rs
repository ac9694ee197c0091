//! Small phrases every game uses: a seat's name and a list of things.

use crate::games::Seat;
use crate::i18n::Text;

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
