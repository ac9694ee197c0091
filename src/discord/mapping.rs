//! From what Discord says to what the table understands: who acts, where, and which command.
//! Pure functions, so the mapping is tested without Discord.

use super::custom_id::{Code, CustomId};
use crate::games::midgard::{Action, Rune, RuneUse, Space};
use crate::i18n::Lang;
use crate::table::options::OptionMap;
use crate::table::{
    Actor, BotLevel, DeadlineMode, NoAction, Op, SettingChange, TableSettings, UserId,
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

/// A space from its id (as autocomplete offers it: `loc.armorer`, `stall.alms`), its id
/// without the prefix (`armorer`, `alms`), or its name in either language and edition. Nothing
/// looser: a stray letter must not place a worker.
pub fn space(input: &str) -> Option<Space> {
    let s = input.trim();
    if s.is_empty() {
        return None;
    }
    let lower = s.to_lowercase();
    lower
        .parse::<Space>()
        .ok()
        .or_else(|| format!("loc.{lower}").parse().ok())
        .or_else(|| format!("stall.{lower}").parse().ok())
        .or_else(|| crate::table::midgard::suggest::space_named(&lower))
}

pub fn place(input: &str, version: Option<i64>) -> Option<Op<Action>> {
    space(input).map(|space| Op::Act {
        action: Action::Place { space },
        version,
    })
}

/// `/midgard rune` for the runes whose use needs no further choice.
pub fn rune(input: &str) -> Option<Op<Action>> {
    let rune: Rune = input.parse().ok().or_else(|| {
        format!("rune.{}", input.trim().to_ascii_lowercase())
            .parse()
            .ok()
    })?;
    let using = match rune {
        Rune::Wealth => RuneUse::Wealth,
        Rune::Knowledge => RuneUse::Knowledge,
        Rune::Potential => RuneUse::Potential,
        Rune::Retaliation => RuneUse::Retaliation,
        Rune::Healing => RuneUse::Healing,
        Rune::Glory => RuneUse::Glory,
        Rune::Journey => RuneUse::Journey,
        Rune::TrueVision => RuneUse::TrueVision,
        Rune::Gifts | Rune::Success => return None,
    };
    Some(Op::Act {
        action: Action::UseRune { using },
        version: None,
    })
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
pub fn option_choices(game: &str, partial: &str) -> Vec<(String, String)> {
    let partial = partial.trim().to_lowercase();
    crate::table::registry::option_specs(game)
        .iter()
        .flat_map(|spec| spec.values.iter().map(move |v| format!("{}={v}", spec.key)))
        .filter(|kv| partial.is_empty() || kv.contains(&partial))
        .take(25)
        .map(|kv| (kv.clone(), kv))
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
    };
    Some((id.table, op))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::midgard::{Location, Stall};

    #[test]
    fn only_exact_ids_or_names_name_a_space() {
        // Issue 10, item 10: " ", "s" and "t" once placed workers on market stalls.
        for loose in [
            "", " ", "s", "t", "a", "ms", "stall.", "loc.", "ranger", "xyz",
        ] {
            assert_eq!(space(loose), None, "{loose:?}");
        }
        let armorer = Some(Space::Loc(Location::Armorer));
        for exact in ["loc.armorer", "armorer", "ARMORER", " Armorer "] {
            assert_eq!(space(exact), armorer, "{exact:?}");
        }
        assert_eq!(space("stall.alms"), Some(Space::Stall(Stall::Alms)));
        assert_eq!(space("alms"), Some(Space::Stall(Stall::Alms)));
    }

    #[test]
    fn spaces_are_named_in_both_languages() {
        use crate::i18n::{render, Lang};
        use crate::table::midgard::suggest::spaces_all_names;
        let all = spaces_all_names();
        let mut ambiguous = 0;
        for (space_id, text) in &all {
            for lang in Lang::ALL {
                let name = render(text, lang);
                let owners = all
                    .iter()
                    .filter(|(id, t)| id != space_id && render(t, lang) == name)
                    .count();
                // A name that means another space in the other edition names none.
                let expected = (owners == 0).then_some(*space_id);
                ambiguous += usize::from(owners > 0);
                assert_eq!(space(&name).map(|s| s.id()), expected, "{name} ({lang:?})");
            }
        }
        assert!(ambiguous < all.len() / 4, "{ambiguous} ambiguous names");
    }

    #[test]
    fn seat_numbers_are_the_lobby_s() {
        // Issue 10, item 11: seat 0 once kicked seat 1.
        assert_eq!(seat(1), 0);
        assert_eq!(seat(4), 3);
        assert_eq!(seat(0), crate::games::Seat::MAX);
    }
}
