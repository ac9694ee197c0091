//! A table as the store keeps it: one row with its seats, settings, game state, deadline and
//! living messages, read back into a game's typed [`Table`].

use super::deadline::Deadline;
use super::error::TableError;
use super::game::TableGame;
use super::model::{
    BotLevel, ChannelKey, Occupant, SeatInfo, Status, Table, TableId, TableSettings, UserId,
};
use crate::store::{DeadlineRow, SeatRow, TableRow};

impl<G: TableGame> Table<G> {
    /// The table as the store keeps it.
    pub fn to_row(&self) -> Result<TableRow, TableError> {
        let t = self;
        let corrupt = |e: serde_json::Error| TableError::Corrupt {
            table: t.id.0,
            reason: e.to_string(),
        };
        Ok(TableRow {
            id: t.id.0,
            channel: t.channel.0.clone(),
            game: G::ID.to_string(),
            status: t.status.id().to_string(),
            host: t.host.0 as i64,
            seed: t.seed as i64,
            settings: serde_json::to_string(&t.settings).map_err(corrupt)?,
            state: t
                .game
                .as_ref()
                .map(serde_json::to_string)
                .transpose()
                .map_err(corrupt)?,
            version: t.version,
            log_len: t.log_len,
            seats: t
                .seats
                .iter()
                .enumerate()
                .map(|(i, s)| SeatRow {
                    seat: i as i64,
                    user_id: s.user().map(|u| u.0 as i64),
                    bot: s.bot().map(|b| b.id().to_string()),
                    name: s.name.clone(),
                    moves: i64::from(s.moves),
                })
                .collect(),
            deadline: t.deadline.map(|d| DeadlineRow {
                started: d.started,
                due: d.due,
                reminded: d.reminded,
                next_at: t.next_wake(),
            }),
            live: Some(serde_json::to_string(&t.live).map_err(corrupt)?),
        })
    }

    /// A stored table of game `G`; refused when the row is another game's or unreadable.
    pub fn from_row(row: TableRow) -> Result<Self, TableError> {
        let corrupt = |reason: String| TableError::Corrupt {
            table: row.id,
            reason,
        };
        if row.game != G::ID {
            return Err(TableError::OtherGame { game: row.game });
        }
        let status = Status::parse(&row.status)
            .ok_or_else(|| corrupt(format!("status `{}`", row.status)))?;
        let settings: TableSettings =
            serde_json::from_str(&row.settings).map_err(|e| corrupt(e.to_string()))?;
        let game = row
            .state
            .as_deref()
            .map(serde_json::from_str::<G::State>)
            .transpose()
            .map_err(|e| corrupt(e.to_string()))?;
        let seats = row
            .seats
            .iter()
            .map(|s| {
                let occupant = match (s.user_id, s.bot.as_deref().map(BotLevel::from_id)) {
                    (Some(u), None) => Occupant::Human {
                        user: UserId(u as u64),
                    },
                    (None, Some(Some(level))) => Occupant::Bot { level },
                    _ => return Err(corrupt(format!("seat {} has no occupant", s.seat))),
                };
                Ok(SeatInfo {
                    occupant,
                    name: s.name.clone(),
                    moves: u32::try_from(s.moves).unwrap_or(0),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let live = row
            .live
            .as_deref()
            .map(serde_json::from_str)
            .transpose()
            .map_err(|e| corrupt(format!("living messages: {e}")))?
            .unwrap_or_default();
        // A lobby abandoned before its start never had a game.
        if matches!(status, Status::Running | Status::Finished) && game.is_none() {
            return Err(corrupt("a started table without a game".into()));
        }
        Ok(Table {
            id: TableId(row.id),
            channel: ChannelKey(row.channel),
            status,
            host: UserId(row.host as u64),
            settings,
            seats,
            seed: row.seed as u64,
            game,
            version: row.version,
            log_len: row.log_len,
            deadline: row.deadline.map(|d| Deadline {
                started: d.started,
                due: d.due,
                reminded: d.reminded,
            }),
            live,
        })
    }
}
