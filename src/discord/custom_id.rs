//! Component ids: `skald:<table>:<version>:<code>`. One handler routes them, so buttons sent
//! before a restart keep working; an old version is refused politely.

use std::fmt;

use crate::games::Seat;

/// The most Discord allows in a custom_id.
pub const MAX_LEN: usize = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Code {
    /// Choice `index` of the prompt for `seat`, and the mark of what it does.
    Choice {
        seat: Seat,
        index: u16,
        mark: Option<u32>,
    },
    /// A select menu of choices for `seat` (each option's value is a `Choice` id).
    Select {
        seat: Seat,
    },
    /// A multiple pick for `seat` (the selected values are item positions: the dice of a roll
    /// to reroll).
    Pick {
        seat: Seat,
    },
    /// Show my hand (ephemeral).
    Hand,
    /// The answers of one kind, for a list too long to show at once (ephemeral).
    Group {
        seat: Seat,
        group: u16,
    },
    /// The lobby's buttons.
    Join,
    Leave,
    AddBot,
    AddHardBot,
    Start,
    /// Take back my latest move.
    Undo,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CustomId {
    pub table: i64,
    pub version: i64,
    pub code: Code,
}

impl fmt::Display for CustomId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "skald:{}:{}:", self.table, self.version)?;
        match self.code {
            Code::Choice {
                seat,
                index,
                mark: None,
            } => write!(f, "c{seat}.{index}"),
            Code::Choice {
                seat,
                index,
                mark: Some(mark),
            } => write!(f, "c{seat}.{index}.{mark}"),
            Code::Select { seat } => write!(f, "s{seat}"),
            Code::Pick { seat } => write!(f, "r{seat}"),
            Code::Hand => write!(f, "h"),
            Code::Group { seat, group } => write!(f, "g{seat}.{group}"),
            Code::Join => write!(f, "join"),
            Code::Leave => write!(f, "leave"),
            Code::AddBot => write!(f, "bot"),
            Code::AddHardBot => write!(f, "bot-hard"),
            Code::Start => write!(f, "start"),
            Code::Undo => write!(f, "undo"),
        }
    }
}

impl CustomId {
    /// The codes without arguments.
    fn fixed(code: &str) -> Option<Code> {
        Some(match code {
            "h" => Code::Hand,
            "join" => Code::Join,
            "leave" => Code::Leave,
            "bot" => Code::AddBot,
            "bot-hard" => Code::AddHardBot,
            "start" => Code::Start,
            "undo" => Code::Undo,
            _ => return None,
        })
    }

    /// Parses an id of ours; anything else (or malformed) is `None`.
    pub fn parse(s: &str) -> Option<CustomId> {
        if s.len() > MAX_LEN {
            return None;
        }
        let mut parts = s.split(':');
        if parts.next()? != "skald" {
            return None;
        }
        let table = parts.next()?.parse().ok()?;
        let version = parts.next()?.parse().ok()?;
        let code = parts.next()?;
        if parts.next().is_some() {
            return None;
        }
        let code = if let Some(fixed) = Self::fixed(code) {
            fixed
        } else if let Some(rest) = code.strip_prefix('g') {
            let (seat, group) = rest.split_once('.')?;
            Code::Group {
                seat: seat.parse().ok()?,
                group: group.parse().ok()?,
            }
        } else if let Some(rest) = code.strip_prefix('c') {
            let mut parts = rest.split('.');
            let seat = parts.next()?.parse().ok()?;
            let index = parts.next()?.parse().ok()?;
            let mark = parts.next().map(str::parse).transpose().ok()?;
            if parts.next().is_some() {
                return None;
            }
            Code::Choice { seat, index, mark }
        } else if let Some(seat) = code.strip_prefix('s') {
            Code::Select {
                seat: seat.parse().ok()?,
            }
        } else if let Some(seat) = code.strip_prefix('r') {
            Code::Pick {
                seat: seat.parse().ok()?,
            }
        } else {
            return None;
        };
        Some(CustomId {
            table,
            version,
            code,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_stay_short() {
        for code in [
            Code::Choice {
                seat: 3,
                index: 24,
                mark: Some(u32::MAX),
            },
            Code::Choice {
                seat: 1,
                index: 0,
                mark: None,
            },
            Code::Pick { seat: 0 },
            Code::Select { seat: 2 },
            Code::Hand,
            Code::Group { seat: 1, group: 7 },
            Code::Join,
            Code::Leave,
            Code::AddBot,
            Code::AddHardBot,
            Code::Start,
            Code::Undo,
        ] {
            let id = CustomId {
                table: i64::MAX,
                version: i64::MAX,
                code,
            };
            let s = id.to_string();
            assert!(s.len() <= MAX_LEN, "{s}");
            assert_eq!(CustomId::parse(&s), Some(id));
        }
    }

    #[test]
    fn foreign_or_broken_ids_are_not_ours() {
        for s in [
            "",
            "skald",
            "skald:1:2",
            "other:1:2:h",
            "skald:x:2:h",
            "skald:1:2:c1",
            "skald:1:2:c1.x",
            "skald:1:2:z",
            "skald:1:2:g1",
            "skald:1:2:joined",
            "skald:1:2:h:extra",
            &format!("skald:1:2:c1.{}", "9".repeat(200)),
        ] {
            assert_eq!(CustomId::parse(s), None, "{s}");
        }
    }
}
