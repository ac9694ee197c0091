//! From what Discord says to what the table understands: who acts, where, and which command.
//! Pure functions, so the mapping is tested without Discord.

use super::custom_id::{Code, CustomId};
use crate::games::midgard::{Action, Edition, Location, Rune, RuneUse, Space, Stall};
use crate::i18n::Lang;
use crate::table::{Actor, BotLevel, DeadlineMode, Op, SettingChange, TableSettings, UserId};

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

/// `/midgard new` with its options.
pub fn new_table(
    edition: Option<Edition>,
    hall_of_fame: bool,
    distrust: bool,
    deadline: Option<DeadlineMode>,
    hours: Option<u32>,
    lang: Option<Lang>,
    member_locale: &str,
) -> Op<Action> {
    let defaults = TableSettings::default();
    Op::Create {
        settings: TableSettings {
            edition: edition.unwrap_or(defaults.edition),
            hall_of_fame,
            distrust,
            deadline: deadline.unwrap_or(defaults.deadline),
            turn_seconds: hours.map_or(defaults.turn_seconds, |h| h.clamp(1, 24 * 14) * 3600),
            lang: lang
                .or_else(|| Lang::from_locale(member_locale))
                .unwrap_or_default(),
        },
        seed: None,
        join: true,
    }
}

pub fn bot(add: bool, level: BotLevel, seat: Option<u8>) -> Op<Action> {
    if add {
        Op::AddBot { level }
    } else {
        Op::RemoveBot {
            seat: seat.unwrap_or(1).saturating_sub(1),
        }
    }
}

/// A space from its id (as autocomplete offers) or a loose spelling of it.
pub fn space(input: &str) -> Option<Space> {
    let s = input.trim().to_ascii_lowercase();
    s.parse::<Space>()
        .ok()
        .or_else(|| format!("loc.{s}").parse().ok())
        .or_else(|| format!("stall.{s}").parse().ok())
        .filter(|sp| !matches!(sp, Space::Loc(Location::PrivateLongship)) || s.contains("private"))
        .or_else(|| {
            Stall::ALL
                .iter()
                .map(|&st| Space::Stall(st))
                .find(|sp| sp.id().ends_with(&s))
        })
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

pub fn setting(change: SettingChange) -> Op<Action> {
    Op::Configure { change }
}

/// A pressed button or a picked select option.
pub fn component(custom_id: &str, selected: &[String]) -> Option<(i64, Op<Action>)> {
    let id = CustomId::parse(custom_id)?;
    let op = match id.code {
        Code::Choice { seat, index } => Op::Choose {
            seat,
            index,
            version: id.version,
        },
        Code::Select { .. } => {
            let picked = CustomId::parse(selected.first()?)?;
            match picked.code {
                Code::Choice { seat, index } => Op::Choose {
                    seat,
                    index,
                    version: picked.version,
                },
                _ => return None,
            }
        }
        Code::Reroll { .. } => {
            let mut dice = 0u16;
            for v in selected {
                let n: u16 = v.parse().ok()?;
                if n >= 15 {
                    return None;
                }
                dice |= 1 << n;
            }
            if dice == 0 {
                return None;
            }
            Op::Act {
                action: Action::Reroll { dice },
                version: Some(id.version),
            }
        }
        Code::Hand => Op::Hand,
    };
    Some((id.table, op))
}
