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

    /// Parses an id of ours, in exactly the form [`Display`](fmt::Display) writes it;
    /// anything else (malformed, or a number with a sign or leading zeros) is `None`.
    pub fn parse(s: &str) -> Option<CustomId> {
        if s.len() > MAX_LEN {
            return None;
        }
        let mut parts = s.split(':');
        if parts.next()? != "skald" {
            return None;
        }
        let table = number(parts.next()?)?;
        let version = number(parts.next()?)?;
        let code = parts.next()?;
        if parts.next().is_some() {
            return None;
        }
        let code = if let Some(fixed) = Self::fixed(code) {
            fixed
        } else if let Some(rest) = code.strip_prefix('g') {
            let (seat, group) = rest.split_once('.')?;
            Code::Group {
                seat: number(seat)?,
                group: number(group)?,
            }
        } else if let Some(rest) = code.strip_prefix('c') {
            let mut parts = rest.split('.');
            let seat = number(parts.next()?)?;
            let index = number(parts.next()?)?;
            let mark = match parts.next() {
                Some(mark) => Some(number(mark)?),
                None => None,
            };
            if parts.next().is_some() {
                return None;
            }
            Code::Choice { seat, index, mark }
        } else if let Some(seat) = code.strip_prefix('s') {
            Code::Select {
                seat: number(seat)?,
            }
        } else if let Some(seat) = code.strip_prefix('r') {
            Code::Pick {
                seat: number(seat)?,
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

/// A number written as `Display` writes it: Rust's parsing also takes `+7` and `007`, which
/// would let one press pass for another.
fn number<T: std::str::FromStr + fmt::Display>(s: &str) -> Option<T> {
    let n: T = s.parse().ok()?;
    (n.to_string() == s).then_some(n)
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

    #[test]
    fn the_audits_sign_and_leading_zero_ids_are_not_ours() {
        for s in [
            "skald:1:+272654519889479:c0.0",
            "skald:4:0000245647900088747:c1.0",
            "skald:+1:2:h",
            "skald:1:2:c01.0",
            "skald:1:2:c1.+0",
            "skald:1:2:c1.0.007",
            "skald:1:-0:h",
            "skald:1:2:s 1",
        ] {
            assert_eq!(CustomId::parse(s), None, "{s}");
        }
    }

    use proptest::prelude::*;

    fn code() -> impl Strategy<Value = Code> {
        prop_oneof![
            (any::<u8>(), any::<u16>(), any::<Option<u32>>())
                .prop_map(|(seat, index, mark)| Code::Choice { seat, index, mark }),
            any::<u8>().prop_map(|seat| Code::Select { seat }),
            any::<u8>().prop_map(|seat| Code::Pick { seat }),
            (any::<u8>(), any::<u16>()).prop_map(|(seat, group)| Code::Group { seat, group }),
            Just(Code::Hand),
            Just(Code::Join),
            Just(Code::Leave),
            Just(Code::AddBot),
            Just(Code::AddHardBot),
            Just(Code::Start),
            Just(Code::Undo),
        ]
    }

    fn custom_id() -> impl Strategy<Value = CustomId> {
        (any::<i64>(), any::<i64>(), code()).prop_map(|(table, version, code)| CustomId {
            table,
            version,
            code,
        })
    }

    /// Where each number of `s` starts (after a `:` or `.`, or the code's letter).
    fn number_starts(s: &str) -> Vec<usize> {
        let b = s.as_bytes();
        (1..b.len())
            .filter(|&i| {
                (b[i].is_ascii_digit() || b[i] == b'-')
                    && !b[i - 1].is_ascii_digit()
                    && b[i - 1] != b'-'
            })
            .collect()
    }

    /// Ways to write `s` that are not how the bot writes any id: a sign or a leading zero on
    /// each of its numbers, an extra field, padding, a letter's case.
    fn mutations(s: &str) -> Vec<String> {
        let mut out = Vec::new();
        for i in number_starts(s) {
            let digits = if s.as_bytes()[i] == b'-' { i + 1 } else { i };
            for insert in ["+", "0", "00", " "] {
                out.push(format!("{}{insert}{}", &s[..digits], &s[digits..]));
            }
            if digits == i {
                out.push(format!("{}+{}", &s[..i], &s[i..]));
            }
        }
        out.push(format!("{s}:0"));
        out.push(format!("{s}:"));
        out.push(format!(" {s}"));
        out.push(format!("{s} "));
        out.push(format!("{s}\n"));
        out.push(s.to_uppercase());
        out.push(s.replacen("skald", "Skald", 1));
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

        #[test]
        fn every_id_the_bot_writes_round_trips_and_no_other_spelling_passes(id in custom_id()) {
            let s = id.to_string();
            prop_assert!(s.len() <= MAX_LEN);
            prop_assert_eq!(CustomId::parse(&s), Some(id));
            for m in mutations(&s) {
                prop_assert_ne!(&m, &s);
                prop_assert_eq!(CustomId::parse(&m), None, "{} passed for {}", m, s);
            }
        }
    }
}
