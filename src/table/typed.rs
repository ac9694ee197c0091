//! One game's tables, typed: for code that knows its game at compile time (a game's own
//! commands, the terminal, tests) and wants `Table<G>` and `G::Action` rather than the host's
//! game-agnostic [`Tables`], to which everything here hands on.

use std::marker::PhantomData;
use std::sync::Arc;

use super::command::TableCommand;
use super::deadline::Clock;
use super::error::TableError;
use super::game::TableGame;
use super::kind::Game;
use super::model::{ChannelKey, Table, TableId};
use super::outbound::Outbound;
use super::tables::Tables;
use crate::games::Seat;
use crate::store::{Store, TableRow};

/// The tables of one game. Everything that is the same for every game is [`Tables`]', which
/// this derefs to.
pub struct TableService<G: TableGame> {
    tables: Tables,
    game: PhantomData<fn() -> G>,
}

impl<G: TableGame> Clone for TableService<G> {
    fn clone(&self) -> Self {
        TableService {
            tables: self.tables.clone(),
            game: PhantomData,
        }
    }
}

impl<G: TableGame> std::ops::Deref for TableService<G> {
    type Target = Tables;
    fn deref(&self) -> &Tables {
        &self.tables
    }
}

impl<G: TableGame> TableService<G> {
    /// The tables of `G` kept in `store`, hosted with every game of `games` (which must list
    /// `G`).
    pub fn new(store: Store, clock: Arc<dyn Clock>, games: &'static [&'static dyn Game]) -> Self {
        Tables::new(store, clock, games).game()
    }

    /// One game's tables, sharing `tables`' store, clock and outbox.
    pub(super) fn of(tables: Tables) -> Self {
        TableService {
            tables,
            game: PhantomData,
        }
    }

    /// Channel messages and DMs go through the store's outbox: committed with their change,
    /// sent by the front end (`pending`, `sent`, `failed`), never lost to a failed send.
    pub fn with_outbox(self) -> Self {
        TableService::of(self.tables.with_outbox())
    }

    /// Hard bots think this long over each decision.
    pub fn with_think(self, think: crate::table::Think) -> Self {
        TableService::of(self.tables.with_think(think))
    }

    fn read(row: Option<TableRow>) -> Result<Option<Table<G>>, TableError> {
        row.map(Table::from_row).transpose()
    }

    /// The channel's active table.
    pub async fn active(&self, channel: &ChannelKey) -> Result<Option<Table<G>>, TableError> {
        Self::read(self.store.active(&channel.0).await?)
    }

    /// The channel's latest table, finished or not.
    pub async fn latest(&self, channel: &ChannelKey) -> Result<Option<Table<G>>, TableError> {
        Self::read(self.store.latest(&channel.0).await?)
    }

    /// The action log of a table: the actions in force, each taken back one left out.
    pub async fn log(&self, table: TableId) -> Result<Vec<(Seat, G::Action)>, TableError> {
        let entries = self.store.actions(table.0).await?;
        super::undo::in_force(entries).map_err(|reason| TableError::Corrupt {
            table: table.0,
            reason,
        })
    }

    /// Handles one command of this game at its channel's table: the change is committed
    /// before any message is returned.
    pub async fn handle(&self, cmd: TableCommand<G::Action>) -> Result<Vec<Outbound>, TableError>
    where
        G::Action: Send + Sync,
    {
        let game = self
            .tables
            .game_called(G::ID)
            .ok_or_else(|| TableError::UnknownGame {
                table: 0,
                game: G::ID.to_string(),
            })?;
        self.tables.handle(game, cmd).await
    }
}

impl Tables {
    /// One game's tables.
    pub fn game<G: TableGame>(&self) -> TableService<G> {
        TableService::of(self.clone())
    }
}
