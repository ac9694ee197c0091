//! Viking Gods' own commands: moves typed in words (`move thor D4`, `attack E5 thor tyr`),
//! the answers that need no words (`done`, `hela`, `resign`), and the legal moves offered
//! while one is typed.

use super::typed::{parse, suggestions as legal, Kind};
use crate::games::gods::{Action, HelaAnswer, State};
use crate::games::Seat;
use crate::i18n::{render, Lang, Text};
use crate::table::verbs::{refused, unknown_verb, Args, Meaning, Param, ParamKind, Verb};
use crate::table::TableError;

/// A typed move, with suggestions.
const fn typed(name: &'static str) -> Param {
    Param {
        name,
        kind: ParamKind::Text { suggest: true },
        required: true,
    }
}

pub const VERBS: &[Verb] = &[
    Verb {
        name: "move",
        params: &[typed("move")],
    },
    Verb {
        name: "attack",
        params: &[typed("attack")],
    },
    Verb {
        name: "done",
        params: &[],
    },
    Verb {
        name: "freeze",
        params: &[typed("target")],
    },
    Verb {
        name: "retreat",
        params: &[typed("to")],
    },
    Verb {
        name: "hela",
        params: &[Param {
            name: "answer",
            kind: ParamKind::Choice(&["keep", "plus", "minus"]),
            required: true,
        }],
    },
    Verb {
        name: "void",
        params: &[typed("hexes")],
    },
    Verb {
        name: "resign",
        params: &[Param {
            name: "sure",
            kind: ParamKind::Flag,
            required: true,
        }],
    },
];

/// The kind of typed move verb `name` takes in its parameter `param`.
fn kind(name: &str) -> Option<(Kind, &'static str)> {
    Some(match name {
        "move" => (Kind::Move, "move"),
        "attack" => (Kind::Attack, "attack"),
        "freeze" => (Kind::Freeze, "target"),
        "retreat" => (Kind::Retreat, "to"),
        "void" => (Kind::Void, "hexes"),
        _ => return None,
    })
}

/// What verb `name` with `args` means for `seat` now; a word that names nothing is refused
/// with what was wrong. Whether the move is legal is the engine's to say.
pub fn verb(
    state: &State,
    seat: Seat,
    name: &str,
    args: &Args,
) -> Result<Meaning<Action>, TableError> {
    let action = match name {
        "done" => Action::Done,
        "hela" => Action::Hela {
            answer: hela(args.required("answer")?)?,
        },
        "resign" if args.flag("sure") == Some(true) => Action::Resign,
        "resign" => return Err(refused("resign-unsure", Text::new("gods-resign-unsure"))),
        _ => {
            let (kind, param) = kind(name).ok_or_else(|| unknown_verb(name))?;
            let typed = args.required(param)?;
            parse(state, seat, kind, typed).map_err(|text| refused("typed", text))?
        }
    };
    Ok(Meaning::Act(action))
}

fn hela(value: &str) -> Result<HelaAnswer, TableError> {
    match value {
        "keep" => Ok(HelaAnswer::Keep),
        "plus" => Ok(HelaAnswer::Plus),
        "minus" => Ok(HelaAnswer::Minus),
        _ => Err(crate::table::verbs::bad_arg("answer")),
    }
}

/// The legal moves of verb `name`'s kind whose words or typed form contain `partial`, in
/// `lang`.
pub fn suggestions(
    state: &State,
    seat: Seat,
    name: &str,
    partial: &str,
    lang: Lang,
) -> Vec<(String, String)> {
    match kind(name) {
        Some((kind, _)) => legal(state, seat, kind, partial, |text| render(text, lang)),
        None => Vec::new(),
    }
}
