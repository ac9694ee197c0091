//! Each member's one live private menu. Discord keeps an ephemeral reply on the member's screen
//! until they dismiss it, so a menu answered by a newer one would stay there with its controls,
//! a stale duplicate to misclick. A step answers in the menu it was pressed in; when a new menu
//! is shown elsewhere, the previous one loses its controls.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;

/// How long an interaction's token may still edit its replies (Discord allows 15 minutes),
/// with a margin.
const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);

/// An ephemeral reply with controls, and how to reach it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    /// The token of the interaction whose reply it is (or whose pressed message it is).
    pub token: String,
    pub message: u64,
    /// It is that interaction's original response, not a follow-up.
    pub original: bool,
}

/// The live menu of each member, by user id.
#[derive(Debug, Default)]
pub struct Menus {
    live: Mutex<HashMap<u64, (Menu, Instant)>>,
    /// Each member's turn to change their menus: two presses answered at once (a double
    /// click) would each show a menu before either was recorded.
    turns: Mutex<HashMap<u64, Arc<tokio::sync::Mutex<()>>>>,
}

impl Menus {
    /// Waits for `user`'s turn to show or change a menu; the turn ends when the guard goes.
    pub async fn turn(&self, user: u64) -> tokio::sync::OwnedMutexGuard<()> {
        let turn = {
            let mut turns = self.turns.lock().unwrap_or_else(|e| e.into_inner());
            turns.entry(user).or_default().clone()
        };
        turn.lock_owned().await
    }

    /// Before `user` is shown a menu in message `keep` (or in a new message: `None`): takes
    /// their live menu off the books when it is another message, and returns it while its
    /// token can still edit it, to be stripped first, so that two are never live at once.
    pub fn take_other(&self, user: u64, keep: Option<u64>, now: Instant) -> Option<Menu> {
        let mut live = self.live.lock().unwrap_or_else(|e| e.into_inner());
        if live
            .get(&user)
            .is_some_and(|(m, _)| Some(m.message) == keep)
        {
            return None;
        }
        live.remove(&user)
            .filter(|(_, at)| now.saturating_duration_since(*at) < TOKEN_LIFE)
            .map(|(old, _)| old)
    }

    /// `menu` is now `user`'s live menu. Returns the menu it replaces when that is another
    /// message its token can still edit: shown by a press handled at the same time (a double
    /// click), it is to be stripped too.
    #[must_use = "a menu replaced here is still live until it is stripped"]
    pub fn record(&self, user: u64, menu: Menu, now: Instant) -> Option<Menu> {
        let mut live = self.live.lock().unwrap_or_else(|e| e.into_inner());
        let message = menu.message;
        live.insert(user, (menu, now))
            .filter(|(old, at)| {
                old.message != message && now.saturating_duration_since(*at) < TOKEN_LIFE
            })
            .map(|(old, _)| old)
    }

    /// `user`'s menu `message` has no controls any more (its step was the last one).
    pub fn closed(&self, user: u64, message: u64) {
        let mut live = self.live.lock().unwrap_or_else(|e| e.into_inner());
        if live.get(&user).is_some_and(|(m, _)| m.message == message) {
            live.remove(&user);
        }
    }
}

/// Takes the controls off `menu`, leaving its words. A menu the member dismissed is gone:
/// that is no error worth more than a note.
pub async fn strip(http: &serenity::Http, menu: &Menu) {
    let body = serde_json::json!({ "components": [] });
    let done = if menu.original {
        http.edit_original_interaction_response(&menu.token, &body, Vec::new())
            .await
    } else {
        http.edit_followup_message(
            &menu.token,
            serenity::MessageId::new(menu.message),
            &body,
            Vec::new(),
        )
        .await
    };
    if let Err(e) = done {
        tracing::debug!(error = %e, "an older menu kept its controls");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn menu(token: &str, message: u64) -> Menu {
        Menu {
            token: token.into(),
            message,
            original: false,
        }
    }

    #[test]
    fn a_menu_shown_elsewhere_takes_the_old_one_off() {
        let menus = Menus::default();
        let t0 = Instant::now();
        assert_eq!(menus.take_other(1, None, t0), None);
        assert_eq!(menus.record(1, menu("a", 10), t0), None);
        assert_eq!(menus.record(2, menu("b", 20), t0), None);
        // Answered in place: the same message stays the live one.
        assert_eq!(menus.take_other(1, Some(10), t0), None);
        // A new message: the old one is taken off, once.
        assert_eq!(menus.take_other(1, None, t0), Some(menu("a", 10)));
        assert_eq!(menus.take_other(1, None, t0), None);
        // Another member's menu is untouched.
        assert_eq!(menus.take_other(2, Some(21), t0), Some(menu("b", 20)));
    }

    #[test]
    fn a_menu_recorded_over_another_shown_at_the_same_time_hands_it_back() {
        let menus = Menus::default();
        let t0 = Instant::now();
        // Two presses at once: neither found a live menu before it showed its own.
        assert_eq!(menus.take_other(1, None, t0), None);
        assert_eq!(menus.take_other(1, None, t0), None);
        assert_eq!(menus.record(1, menu("a", 10), t0), None);
        assert_eq!(menus.record(1, menu("b", 11), t0), Some(menu("a", 10)));
        // The same message recorded again (a step answered in place) replaces nothing.
        assert_eq!(menus.record(1, menu("c", 11), t0), None);
        // A menu too old to edit is not handed back.
        let later = t0 + TOKEN_LIFE + Duration::from_secs(1);
        assert_eq!(menus.record(1, menu("d", 12), later), None);
    }

    #[test]
    fn a_menu_past_its_tokens_life_or_closed_is_left_alone() {
        let menus = Menus::default();
        let t0 = Instant::now();
        assert_eq!(menus.record(1, menu("a", 10), t0), None);
        let later = t0 + TOKEN_LIFE + Duration::from_secs(1);
        assert_eq!(menus.take_other(1, None, later), None);
        assert_eq!(menus.record(1, menu("b", 11), later), None);
        menus.closed(1, 11);
        assert_eq!(menus.take_other(1, None, later), None);
    }
}
