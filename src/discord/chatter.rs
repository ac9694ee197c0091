//! What people say in a game's channel, as far as living messages care: how many messages
//! were posted below one of them. A board or turn message that chat has pushed far up is
//! posted anew at the bottom (and the old one deleted) on its next update.
//!
//! Only message ids are kept (never their content), for the last [`KEPT`] messages of each
//! channel, in memory: after a restart the count starts again, which only delays a move down.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

/// Messages by others below a living message after which it counts as buried.
pub const BURIED: usize = 10;

/// Message ids remembered per channel (enough to tell "buried").
const KEPT: usize = 2 * BURIED;

#[derive(Default)]
pub struct Chatter {
    channels: Mutex<HashMap<u64, VecDeque<u64>>>,
}

impl Chatter {
    /// Someone other than Skald posted `message` in `channel`.
    pub fn heard(&self, channel: u64, message: u64) {
        let Ok(mut channels) = self.channels.lock() else {
            return;
        };
        let ids = channels.entry(channel).or_default();
        ids.push_back(message);
        while ids.len() > KEPT {
            ids.pop_front();
        }
    }

    /// Whether so many messages came below `message` in `channel` that people no longer see
    /// it. Discord's ids grow with time, so "below" is "with a greater id".
    pub fn buried(&self, channel: u64, message: u64) -> bool {
        let Ok(channels) = self.channels.lock() else {
            return false;
        };
        channels
            .get(&channel)
            .is_some_and(|ids| ids.iter().filter(|&&id| id > message).count() >= BURIED)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_buried_by_enough_chat_below_it_in_its_own_channel() {
        let chatter = Chatter::default();
        for id in 1..=20 {
            chatter.heard(7, 100 + id);
        }
        // Chat elsewhere does not bury it.
        for id in 1..=30 {
            chatter.heard(8, 200 + id);
        }
        assert!(chatter.buried(7, 110), "ten messages below 110");
        assert!(!chatter.buried(7, 111), "nine below 111");
        assert!(!chatter.buried(9, 1), "a quiet channel");
        assert!(!chatter.buried(8, 230));
    }

    #[test]
    fn only_the_latest_messages_are_kept() {
        let chatter = Chatter::default();
        for id in 0..1000 {
            chatter.heard(1, id);
        }
        let kept = chatter.channels.lock().map(|c| c[&1].len()).unwrap_or(0);
        assert_eq!(kept, KEPT);
        assert!(chatter.buried(1, 0));
    }
}
