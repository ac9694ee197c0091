//! From what Discord says to what the table understands: who acts, where, and which command.
//! Pure functions, so the mapping is tested without Discord.

use super::custom_id::{Code, CustomId};
use crate::i18n::Lang;
use crate::table::options::OptionMap;
use crate::table::{
    Actor, BotLevel, DeadlineMode, Game, NoAction, Op, SettingChange, TableSettings, UserId,
};

/// The invoking member, as Discord describes them.
pub struct Member<'a> {
    pub id: u64,
    pub name: &'a str,
    /// Discord's locale tag of their client (`pl`, `en-GB`, …).
    pub locale: &'a str,
    /// Manage Channels in this channel.
    pub manage_channels: bool,
}

pub fn actor(m: &Member<'_>) -> Actor {
    Actor {
        user: UserId(m.id),
        name: m.name.to_string(),
        manager: m.manage_channels,
        locale: Lang::from_locale(m.locale),
    }
}

/// `/<game> new` with the game's options (as stored) and the table's settings.
pub fn new_table(
    options: OptionMap,
    deadline: Option<DeadlineMode>,
    hours: Option<u32>,
    lang: Option<Lang>,
    member_locale: &str,
) -> Op<NoAction> {
    let defaults = TableSettings::default();
    let settings = TableSettings {
        options,
        // A turn time alone asks for turns over hours: a reminder when it runs out.
        deadline: deadline.unwrap_or(match hours {
            Some(_) => DeadlineMode::Advisory,
            None => defaults.deadline,
        }),
        turn_seconds: hours.map_or(defaults.turn_seconds, |h| h.clamp(1, 24 * 14) * 3600),
        lang: lang
            .or_else(|| Lang::from_locale(member_locale))
            .unwrap_or_default(),
        idle_minutes: defaults.idle_minutes,
        ..defaults
    };
    Op::Create {
        settings,
        seed: None,
        join: true,
    }
}

/// The deadline and turn time asked for: a turn time alone also turns the reminder on, since
/// a table with turn times is played over hours (async).
pub fn turn_settings(deadline: Option<DeadlineMode>, hours: Option<u32>) -> Vec<SettingChange> {
    let mut changes = Vec::new();
    match (deadline, hours) {
        (Some(d), _) => changes.push(SettingChange::Deadline(d)),
        (None, Some(_)) => changes.push(SettingChange::Deadline(DeadlineMode::Advisory)),
        (None, None) => {}
    }
    if let Some(h) = hours {
        changes.push(SettingChange::TurnSeconds(h.clamp(1, 24 * 14) * 3600));
    }
    changes
}

pub fn bot(add: bool, level: BotLevel, seat: Option<u8>) -> Op<NoAction> {
    if add {
        Op::AddBot { level }
    } else {
        Op::RemoveBot {
            seat: seat.map_or(0, self::seat),
        }
    }
}

/// A seat from the number the lobby shows (1 is the first); 0 names no seat.
pub fn seat(shown: u8) -> crate::games::Seat {
    shown.checked_sub(1).unwrap_or(crate::games::Seat::MAX)
}

pub fn setting(change: SettingChange) -> Op<NoAction> {
    Op::Configure { change }
}

/// One of a game's options as typed: `key=value` (or `key: value`, `key value`).
pub fn option(typed: &str) -> SettingChange {
    let typed = typed.trim();
    let (key, value) = typed
        .split_once(['=', ':', ' '])
        .map_or((typed, ""), |(k, v)| (k.trim(), v.trim()));
    SettingChange::Option {
        key: key.to_lowercase(),
        value: value.to_lowercase(),
    }
}

/// Every `key=value` the game's options take, filtered by what was typed (autocomplete).
pub fn option_choices(game: &dyn Game, partial: &str) -> Vec<(String, String)> {
    let partial = partial.trim().to_lowercase();
    game.option_specs()
        .iter()
        .flat_map(|spec| spec.values.iter().map(move |v| format!("{}={v}", spec.key)))
        .filter(|kv| partial.is_empty() || kv.contains(&partial))
        .take(25)
        .map(|kv| (kv.clone(), kv))
        .collect()
}

/// A seat choice as typed (`colour=red`, or just `red` when one of the game's seat choices
/// takes it).
pub fn seat_choice(game: &dyn Game, typed: &str) -> SettingChange {
    let typed = typed.trim().to_lowercase();
    let (key, value) = match typed.split_once(['=', ':', ' ']) {
        Some((k, v)) => (k.trim().to_string(), v.trim().to_string()),
        None => {
            let specs = game.seat_option_specs();
            let key = specs
                .iter()
                .find(|spec| spec.takes(&typed))
                .or(specs.first())
                .map_or("", |spec| spec.key);
            (key.to_string(), typed)
        }
    };
    SettingChange::Seat { key, value }
}

/// Every seat choice of the game as `key=value`, labelled in `lang` with the game's words and
/// filtered by what was typed (autocomplete).
pub fn seat_choices(game: &dyn Game, partial: &str, lang: Lang) -> Vec<(String, String)> {
    let partial = partial.trim().to_lowercase();
    game.seat_option_specs()
        .iter()
        .flat_map(|spec| spec.values.iter().map(move |v| (spec.key, *v)))
        .map(|(key, value)| {
            let label = game
                .seat_choice_words(key, value)
                .map_or_else(|| value.to_string(), |t| crate::i18n::render(&t, lang));
            (label, format!("{key}={value}"))
        })
        .filter(|(label, kv)| {
            partial.is_empty() || kv.contains(&partial) || label.to_lowercase().contains(&partial)
        })
        .take(25)
        .collect()
}

/// An answer picked from `/… choose`'s suggestions: `c<seat>.<index>.<mark>`. It counts by
/// its mark, so it still holds if the prompt was sent anew with the same answer.
pub fn choice(value: &str) -> Option<Op<NoAction>> {
    let rest = value.trim().strip_prefix('c')?;
    let mut parts = rest.split('.');
    let seat = parts.next()?.parse().ok()?;
    let index = parts.next()?.parse().ok()?;
    let mark = parts.next()?.parse().ok()?;
    if parts.next().is_some() {
        return None;
    }
    Some(Op::Choose {
        seat,
        index,
        version: -1,
        mark: Some(mark),
    })
}

/// The value `/… choose` suggests for a choice (see [`choice`]).
pub fn choice_value(c: &crate::table::Choice) -> String {
    format!("c{}.{}.{}", c.seat, c.index, c.mark)
}

/// A pressed button or a picked select option.
pub fn component(custom_id: &str, selected: &[String]) -> Option<(i64, Op<NoAction>)> {
    let id = CustomId::parse(custom_id)?;
    let op = match id.code {
        Code::Choice { seat, index, mark } => Op::Choose {
            seat,
            index,
            version: id.version,
            mark,
        },
        Code::Select { .. } => {
            let picked = CustomId::parse(selected.first()?)?;
            match picked.code {
                Code::Choice { seat, index, mark } => Op::Choose {
                    seat,
                    index,
                    version: picked.version,
                    mark,
                },
                Code::Group { seat, group } => Op::Options {
                    seat,
                    group,
                    version: picked.version,
                },
                _ => return None,
            }
        }
        Code::Group { seat, group } => Op::Options {
            seat,
            group,
            version: id.version,
        },
        Code::Join => Op::Join,
        Code::Leave => Op::Leave,
        Code::AddBot => Op::AddBot {
            level: BotLevel::Heuristic,
        },
        Code::AddHardBot => Op::AddBot {
            level: BotLevel::Hard,
        },
        Code::Start => Op::Start,
        Code::Pick { seat } => {
            let mut items = 0u16;
            for v in selected {
                let n: u16 = v.parse().ok()?;
                if n >= 15 {
                    return None;
                }
                items |= 1 << n;
            }
            if items == 0 {
                return None;
            }
            Op::Pick {
                seat,
                items,
                version: id.version,
            }
        }
        Code::Hand => Op::Hand,
        Code::Undo => Op::Undo,
    };
    Some((id.table, op))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_numbers_are_the_lobby_s() {
        // Issue 10, item 11: seat 0 once kicked seat 1.
        assert_eq!(seat(1), 0);
        assert_eq!(seat(4), 3);
        assert_eq!(seat(0), crate::games::Seat::MAX);
    }

    #[test]
    fn an_answer_from_choose_reads_back() {
        let op = choice("c2.7.123456");
        assert!(matches!(
            op,
            Some(Op::Choose {
                seat: 2,
                index: 7,
                mark: Some(123456),
                ..
            })
        ));
        for bad in ["", "c", "c1.2", "c1.2.x", "x1.2.3", "c1.2.3.4"] {
            assert!(choice(bad).is_none(), "{bad}");
        }
    }
}
