//! One change at a time per table, in the order asked: a member's presses and commands wait
//! their turn in a fair (first come, first served) queue of the table's channel, so a press
//! made while the database was out of reach can never overtake an earlier one when it comes
//! back. A turn not reached within the store's patience is given up: the member hears that the
//! table is unavailable for a moment, and nothing changed.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::OwnedMutexGuard;

use super::error::TableError;
use super::model::{ChannelKey, TableId};

/// A turn at one table: the next change there waits until it is dropped.
pub type Turn = OwnedMutexGuard<()>;

/// How many channels' queues are kept before the idle ones are let go.
const KEPT: usize = 4096;

#[derive(Default)]
pub struct Queues {
    channels: Mutex<HashMap<ChannelKey, Arc<tokio::sync::Mutex<()>>>>,
    /// The channel of each table met so far (a table never changes its channel).
    tables: Mutex<HashMap<i64, ChannelKey>>,
}

impl Queues {
    /// The channel of `table`, if it was met before.
    pub fn channel_of(&self, table: TableId) -> Option<ChannelKey> {
        let tables = self.tables.lock().unwrap_or_else(|e| e.into_inner());
        tables.get(&table.0).cloned()
    }

    /// Remembers that `table` is played in `channel`.
    pub fn met(&self, table: TableId, channel: &ChannelKey) {
        let mut tables = self.tables.lock().unwrap_or_else(|e| e.into_inner());
        if tables.len() >= KEPT {
            tables.clear();
        }
        tables.insert(table.0, channel.clone());
    }

    /// Waits for the channel's turn, at most `patience`.
    pub async fn turn(&self, channel: &ChannelKey, patience: Duration) -> Result<Turn, TableError> {
        let lock = {
            let mut channels = self.channels.lock().unwrap_or_else(|e| e.into_inner());
            if channels.len() >= KEPT {
                // Only queues nobody waits in or holds are let go.
                channels.retain(|_, lock| Arc::strong_count(lock) > 1);
            }
            channels.entry(channel.clone()).or_default().clone()
        };
        tokio::time::timeout(patience, lock.lock_owned())
            .await
            .map_err(|_| TableError::Queued)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn turns_come_in_the_order_asked_and_a_long_wait_gives_up() {
        let queues = Arc::new(Queues::default());
        let channel = ChannelKey("discord:1".into());
        let first = queues.turn(&channel, Duration::from_secs(1)).await.unwrap();
        let order = Arc::new(Mutex::new(Vec::new()));
        let mut waiting = Vec::new();
        for n in 0..5 {
            let (queues, channel, order) = (queues.clone(), channel.clone(), order.clone());
            waiting.push(tokio::spawn(async move {
                let _turn = queues.turn(&channel, Duration::from_secs(5)).await.unwrap();
                order.lock().unwrap().push(n);
                tokio::time::sleep(Duration::from_millis(5)).await;
            }));
            // Each asks after the one before.
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let other = ChannelKey("discord:2".into());
        assert!(queues.turn(&other, Duration::from_millis(10)).await.is_ok());
        let late = queues.turn(&channel, Duration::from_millis(20)).await;
        assert!(matches!(late, Err(TableError::Queued)));
        drop(first);
        for w in waiting {
            w.await.unwrap();
        }
        assert_eq!(*order.lock().unwrap(), [0, 1, 2, 3, 4]);
    }
}
