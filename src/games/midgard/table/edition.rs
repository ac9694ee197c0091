//! Every text of the game carries its edition: the two editions name cards, places and some
//! game terms differently (the Polish glossary's ship and favor), and any message may select on
//! `$edition`.

use crate::games::midgard::state::State;
use crate::i18n::Text;
use crate::table::game::{Narration, Prompt};
use crate::table::outbound::MessageView;

const ARG: &str = "edition";

pub fn text(state: &State, mut t: Text) -> Text {
    t.fill(ARG, state.settings.edition.id());
    t
}

pub fn view(state: &State, v: MessageView) -> MessageView {
    v.filled(ARG, state.settings.edition.id())
}

pub fn prompt<A>(state: &State, mut p: Prompt<A>) -> Prompt<A> {
    let ed = state.settings.edition.id();
    let choices = p.choices.iter_mut().flat_map(|o| {
        std::iter::once(&mut o.label)
            .chain(o.detail.iter_mut())
            .chain(o.group.iter_mut())
    });
    let pick = p
        .pick
        .iter_mut()
        .flat_map(|k| std::iter::once(&mut k.prompt).chain(&mut k.items));
    std::iter::once(&mut p.public)
        .chain(std::iter::once(&mut p.personal))
        .chain(choices)
        .chain(pick)
        .for_each(|t| t.fill(ARG, ed));
    p
}

pub fn narration(state: &State, mut n: Narration) -> Narration {
    let ed = state.settings.edition.id();
    n.public
        .iter_mut()
        .chain(n.private.iter_mut().map(|(_, t)| t))
        .for_each(|t| t.fill(ARG, ed));
    n
}
