//! Delivery from the outbox. Every committed change stores what it has to tell (channel posts
//! and DMs) in the same transaction; the courier sends it and only then removes it. A failed
//! send is tried again later, waiting longer each time; a failure for one recipient never
//! holds up another (each recipient's messages still go out in order); a crash between commit
//! and send is made good at start-up, when the courier sends whatever is still waiting.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::deliver::{Messenger, Posted, SendError, SerenityMessenger};
use super::gate::Gate;
use super::nonce;
use super::render::{render_one, render_view, Rendered};
use super::status::Status;
use crate::i18n::Text;
use crate::store::SlotRow;
use crate::table::lease::Held;
use crate::table::Pending;
use crate::table::{
    BotStep, ChannelKey, Duty, MessageView, Place, Recipient, Retire, Slot, TableError, TableId,
    Tables, ViewKind,
};

/// A message that failed this many times is given up (logged): its channel or member is gone.
pub const MAX_ATTEMPTS: i64 = 20;

/// What one pass over a table's outbox did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Drained {
    pub sent: usize,
    pub failed: usize,
    /// Views of a living message that a newer view of it replaced before they were shown.
    pub skipped: usize,
    /// Another process was delivering this table's messages: they are left to it.
    pub busy: bool,
    /// Of the failed, those Discord failed as a whole (unreachable, or a server error).
    pub unavailable: usize,
}

/// One pass at a time per table, so no message is sent twice by two passes at once.
#[derive(Default)]
pub struct Passes {
    tables: Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>,
}

impl Passes {
    fn lock_for(&self, table: TableId) -> Arc<tokio::sync::Mutex<()>> {
        match self.tables.lock() {
            Ok(mut map) => map.entry(table.0).or_default().clone(),
            // A poisoned map still serializes nothing wrongly: a fresh lock for this pass.
            Err(_) => Arc::default(),
        }
    }
}

fn recipient_key(to: &Recipient) -> String {
    match to {
        Recipient::Channel { channel } => format!("c:{channel}"),
        Recipient::Dm { user } | Recipient::Ephemeral { user } => format!("u:{}", user.0),
    }
}

/// Sends what `table` has waiting, oldest first. Of several views of the same living message
/// only the newest is shown: one edit per message however many changes piled up. One pass
/// at a time per table in this process, and only while it holds the table's delivery lease
/// (renewed as a long pass goes on), so no other process sends the same messages.
pub async fn drain<M: Messenger>(
    messenger: &M,
    service: &Tables,
    passes: &Passes,
    table: TableId,
) -> Result<Drained, TableError> {
    drain_some(messenger, service, passes, table, Pictures::Send).await
}

/// Whether a pass sends the edits that only bring a picture up to date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pictures {
    Send,
    /// Left waiting: more changes follow at once (bots moving one after another), and only
    /// the last picture is worth drawing and uploading.
    Hold,
}

/// [`drain`], sending picture edits or holding them back.
pub async fn drain_some<M: Messenger>(
    messenger: &M,
    service: &Tables,
    passes: &Passes,
    table: TableId,
    pictures: Pictures,
) -> Result<Drained, TableError> {
    // Nothing waiting (after a look at a hand, say): no lease is written for nothing.
    if !service.store().outbox_waiting(table.0).await? {
        return Ok(Drained::default());
    }
    let lock = passes.lock_for(table);
    let _pass = lock.lock().await;
    let Some(mut lease) = service.hold(table, Duty::Deliver).await? else {
        return Ok(Drained {
            busy: true,
            ..Drained::default()
        });
    };
    let done = drain_held(messenger, service, table, &mut lease, pictures).await;
    service.release(table, Duty::Deliver).await?;
    done
}

/// [`drain`], with the lease held.
async fn drain_held<M: Messenger>(
    messenger: &M,
    service: &Tables,
    table: TableId,
    lease: &mut Held,
    pictures: Pictures,
) -> Result<Drained, TableError> {
    let mut done = Drained::default();
    let mut blocked: HashSet<String> = HashSet::new();
    let mut closed: HashSet<u64> = HashSet::new();
    let mut later = Vec::new();
    let now = service.now();
    let pending = service.pending(table).await?;
    let newest: HashMap<(Slot, u32), i64> = pending
        .iter()
        .filter_map(|p| p.message.view.place.map(|at| ((at.slot, at.gen), p.id)))
        .collect();
    for p in pending {
        let superseded = p
            .message
            .view
            .place
            .is_some_and(|at| newest.get(&(at.slot, at.gen)) != Some(&p.id));
        if superseded {
            service.sent(p.id).await?;
            done.skipped += 1;
            continue;
        }
        let key = recipient_key(&p.message.to);
        if p.next_at > now {
            // Waiting after a failure: this recipient's later messages wait behind it.
            blocked.insert(key);
            continue;
        }
        if blocked.contains(&key) {
            continue;
        }
        if is_picture_edit(service, &p).await {
            // Drawing takes a moment: controls and words go first, the picture after them.
            later.push(p);
            continue;
        }
        if !service.keep(lease).await? {
            done.busy = true;
            return Ok(done);
        }
        let mut pass = Pass {
            blocked: &mut blocked,
            closed: &mut closed,
            done: &mut done,
        };
        pass.send(messenger, service, table, p).await?;
    }
    if pictures == Pictures::Hold {
        return Ok(done);
    }
    // Each was due and unblocked when its turn came: a later failure does not hold it back.
    for p in later {
        if !service.keep(lease).await? {
            done.busy = true;
            return Ok(done);
        }
        let mut pass = Pass {
            blocked: &mut blocked,
            closed: &mut closed,
            done: &mut done,
        };
        pass.send(messenger, service, table, p).await?;
    }
    Ok(done)
}

/// Whether `p` edits a living message in place with a picture (no new message, so sending it
/// after the others moves nothing in the channel).
async fn is_picture_edit(service: &Tables, p: &Pending) -> bool {
    let (Some(at), Some(_)) = (p.message.view.place, &p.message.view.picture) else {
        return false;
    };
    let held = service.store().slot(p.table.0, &at.slot.key()).await;
    matches!(held, Ok(Some(h)) if h.gen == i64::from(at.gen) && !h.closed)
}

/// What one drain keeps track of while it sends.
struct Pass<'a> {
    blocked: &'a mut HashSet<String>,
    closed: &'a mut HashSet<u64>,
    done: &'a mut Drained,
}

impl Pass<'_> {
    /// Sends `p`, and records it as sent, given up, or to try again.
    async fn send<M: Messenger>(
        &mut self,
        messenger: &M,
        service: &Tables,
        table: TableId,
        p: Pending,
    ) -> Result<(), TableError> {
        match send(messenger, service, &p, self.closed).await {
            Ok(()) => {
                service.sent(p.id).await?;
                self.done.sent += 1;
            }
            Err(e) if p.attempts + 1 >= MAX_ATTEMPTS => {
                tracing::error!(table = table.0, message = p.id, error = %e, "giving up a message");
                service.sent(p.id).await?;
                self.done.failed += 1;
            }
            Err(e) => {
                tracing::warn!(
                    table = table.0,
                    message = p.id,
                    attempts = p.attempts + 1,
                    error = %e,
                    "a message could not be sent; it will be tried again"
                );
                service.failed(&p).await?;
                self.blocked.insert(recipient_key(&p.message.to));
                self.done.failed += 1;
                if matches!(e, SendError::Unavailable(_)) {
                    self.done.unavailable += 1;
                }
            }
        }
        Ok(())
    }
}

/// Sends one message: a living message is edited in place or posted anew, anything else is
/// posted. A DM to a member whose DMs are closed becomes a notice in the table's channel that
/// names no secret (once per member).
async fn send<M: Messenger>(
    messenger: &M,
    service: &Tables,
    p: &Pending,
    closed: &mut HashSet<u64>,
) -> Result<(), SendError> {
    if let Some(at) = p.message.view.place {
        return show(messenger, service, p, at, closed).await;
    }
    let mut parts = render_view(&p.message.view, p.message.lang);
    if let Some(first) = parts.first_mut() {
        super::picture::attach(&p.message.view, p.message.lang, first).await;
    }
    for (n, part) in parts.iter_mut().enumerate() {
        part.nonce = nonce::of_message(p.id, n);
    }
    match &p.message.to {
        Recipient::Channel { channel } => {
            for part in parts {
                messenger.post(channel, part).await?;
            }
            Ok(())
        }
        Recipient::Dm { user } => {
            if closed.contains(&user.0) {
                return Ok(());
            }
            for part in parts {
                match messenger.direct(&p.channel, *user, part).await {
                    Ok(_) => {}
                    Err(SendError::DmClosed) => {
                        closed.insert(user.0);
                        return dm_closed(messenger, &p.channel, user.0, p).await;
                    }
                    Err(e) => return Err(e),
                }
            }
            Ok(())
        }
        // Replies to an interaction never enter the outbox.
        Recipient::Ephemeral { .. } => Ok(()),
    }
}

fn store_error(e: crate::store::StoreError) -> SendError {
    SendError::Other(format!("store: {e}"))
}

/// Shows a living message: edits the message holding its generation, or posts the new
/// generation (then deletes the previous message when it is to go).
async fn show<M: Messenger>(
    messenger: &M,
    service: &Tables,
    p: &Pending,
    at: Place,
    closed: &mut HashSet<u64>,
) -> Result<(), SendError> {
    let store = service.store();
    let key = at.slot.key();
    let held = store.slot(p.table.0, &key).await.map_err(store_error)?;
    let mut message = render_one(&p.message.view, p.message.lang);
    let gen = i64::from(at.gen);
    let replaces = held.as_ref().map_or(0, |h| h.message_id);
    message.nonce = Some(nonce::of_slot(p.table.0, &key, gen, replaces));
    let in_channel = matches!(p.message.to, Recipient::Channel { .. });
    let mut buried = None;
    match &held {
        Some(h) if h.closed => return Ok(()),
        Some(h) if h.gen > gen => return Ok(()),
        // Pushed far up by chat: posted anew at the bottom, the old one deleted.
        Some(h) if h.gen == gen && in_channel && messenger.buried(posted(h)) => {
            buried = Some(h.clone());
        }
        Some(h) if h.gen == gen => {
            let picture = put_picture(p, &mut message, Some(h)).await;
            match messenger.edit(posted(h), message.clone()).await {
                // Deleted by someone: it is posted anew below, its picture sent again.
                Err(SendError::Gone) => message = render_one(&p.message.view, p.message.lang),
                Ok(now) => return remember_picture(store, p, &key, h, picture, now).await,
                Err(e) => return Err(e),
            }
        }
        _ => {}
    }
    let picture = put_picture(p, &mut message, None).await;
    let sent = match &p.message.to {
        Recipient::Channel { channel } => messenger.post(channel, message).await?,
        Recipient::Dm { user } => match messenger.direct(&p.channel, *user, message).await {
            Ok(sent) => sent,
            Err(SendError::DmClosed) => {
                let row = SlotRow {
                    gen,
                    channel_id: 0,
                    message_id: 0,
                    closed: true,
                    picture: None,
                    attachment: None,
                };
                store
                    .set_slot(p.table.0, &key, row)
                    .await
                    .map_err(store_error)?;
                closed.insert(user.0);
                return dm_closed(messenger, &p.channel, user.0, p).await;
            }
            Err(e) => return Err(e),
        },
        Recipient::Ephemeral { .. } => return Ok(()),
    };
    let row = SlotRow {
        gen,
        channel_id: sent.channel as i64,
        message_id: sent.message as i64,
        closed: false,
        attachment: picture.as_ref().and(sent.attachment).map(|a| a as i64),
        picture,
    };
    store
        .set_slot(p.table.0, &key, row)
        .await
        .map_err(store_error)?;
    let replaced = held.filter(|h| h.gen < gen && at.retire == Retire::Delete);
    if let Some(old) = replaced.or(buried) {
        if let Err(e) = messenger.delete(posted(&old)).await {
            tracing::warn!(table = p.table.0, error = %e, "an old message could not be deleted");
        }
    }
    Ok(())
}

/// Puts the view's picture on `message`: when the message `on` already carries the same
/// picture, its attachment is kept (nothing drawn, nothing uploaded); else it is drawn and
/// attached. Says the fingerprint of the picture the message then carries.
async fn put_picture(p: &Pending, message: &mut Rendered, on: Option<&SlotRow>) -> Option<String> {
    let picture = p.message.view.picture.as_ref()?;
    let print = super::picture::fingerprint(picture, p.message.lang);
    let same = on.filter(|h| h.picture.as_deref() == Some(print.as_str()));
    if let Some(id) = same.and_then(|h| h.attachment) {
        message.keep = Some(id as u64);
        return Some(print);
    }
    super::picture::attach(&p.message.view, p.message.lang, message)
        .await
        .then_some(print)
}

/// Keeps, after an edit, which picture the message now carries and under which attachment.
async fn remember_picture(
    store: &crate::store::Store,
    p: &Pending,
    key: &str,
    held: &SlotRow,
    picture: Option<String>,
    now: Posted,
) -> Result<(), SendError> {
    let attachment = picture.as_ref().and(now.attachment).map(|a| a as i64);
    if held.picture == picture && held.attachment == attachment {
        return Ok(());
    }
    let row = SlotRow {
        picture,
        attachment,
        ..held.clone()
    };
    store
        .set_slot(p.table.0, key, row)
        .await
        .map_err(store_error)
}

fn posted(h: &SlotRow) -> Posted {
    Posted {
        channel: h.channel_id as u64,
        message: h.message_id as u64,
        attachment: h.attachment.map(|a| a as u64),
    }
}

async fn dm_closed<M: Messenger>(
    messenger: &M,
    channel: &ChannelKey,
    user: u64,
    p: &Pending,
) -> Result<(), SendError> {
    let notice = MessageView::new(ViewKind::Deadline).line(
        Text::new("discord-dm-closed")
            .str("mention", format!("<@{user}>"))
            .str("root", p.game.clone()),
    );
    // The channel speaks the table's language; the DM was in the member's.
    for part in render_view(&notice, p.table_lang) {
        messenger.post(channel, part).await?;
    }
    Ok(())
}

/// Delivery and background work for the Discord bot: drains outboxes after every change and
/// on a timer, runs deadlines, and lets bots move — each independent of the others, so a
/// failed send never stops a bot or a deadline. All of it holds passes of the [`Gate`], and
/// none starts once the process is stopping.
pub struct Courier {
    pub http: Arc<serenity::Http>,
    pub service: Arc<Tables>,
    /// Chat in the game channels, heard from the gateway.
    pub chatter: super::chatter::Chatter,
    pub gate: Arc<Gate>,
    passes: Passes,
    /// Channels whose bots are playing now, each with whether it was asked again meanwhile:
    /// one loop a table, so a bot never thinks twice over the same move.
    bots: Mutex<HashMap<ChannelKey, bool>>,
    /// Bot moves made and messages sent since the last status line.
    pub(super) moves: AtomicU64,
    pub(super) sent: AtomicU64,
    /// Discord failed a send as a whole and has not answered since: the messages waiting
    /// after failures are sent again as soon as it does ([`Courier::recovered`]).
    down: AtomicBool,
}

/// How often waiting messages are looked for, and deadlines checked.
const RETRY_EVERY: Duration = Duration::from_secs(2);
const DEADLINES_EVERY: Duration = Duration::from_secs(5);
/// How long to wait before looking again at a table whose bots another process is playing.
const BOTS_BUSY_WAIT: Duration = Duration::from_millis(250);
/// How often, and after how long without a change (and not longer), running tables are
/// looked at for bots that a process which died left waiting. A bot lease runs out within
/// two minutes, so ten are plenty.
const STALLED_EVERY: Duration = Duration::from_secs(10);
const STALLED_AFTER_MS: i64 = 20_000;
const STALLED_WITHIN_MS: i64 = 600_000;

impl Courier {
    pub fn new(http: Arc<serenity::Http>, service: Arc<Tables>, gate: Arc<Gate>) -> Arc<Courier> {
        Arc::new(Courier {
            http,
            service,
            chatter: Default::default(),
            gate,
            passes: Passes::default(),
            bots: Mutex::default(),
            moves: AtomicU64::new(0),
            sent: AtomicU64::new(0),
            down: AtomicBool::new(false),
        })
    }

    /// Sends what a table has waiting; failures are logged and retried later.
    pub async fn deliver(&self, table: TableId) {
        self.deliver_some(table, Pictures::Send).await;
    }

    async fn deliver_some(&self, table: TableId, pictures: Pictures) {
        let messenger = SerenityMessenger {
            http: &self.http,
            chatter: &self.chatter,
            store: self.service.store(),
        };
        match drain_some(&messenger, &self.service, &self.passes, table, pictures).await {
            Ok(done) => {
                self.sent.fetch_add(done.sent as u64, Ordering::Relaxed);
                if done.unavailable > 0 {
                    self.down.store(true, Ordering::Relaxed);
                } else if done.sent > 0 && self.down.swap(false, Ordering::Relaxed) {
                    Box::pin(self.recovered()).await;
                }
            }
            Err(e) => tracing::error!(table = table.0, error = %e, "delivery failed"),
        }
    }

    /// Discord answers again (the gateway is ready, or a request went through after an
    /// outage): what waits after failed sends goes out now, not when its growing wait ends.
    pub async fn recovered(&self) {
        if self.hurry().await {
            self.deliver_waiting().await;
        }
    }

    /// Makes every message waiting after a failure due now; whether there was one.
    async fn hurry(&self) -> bool {
        self.down.store(false, Ordering::Relaxed);
        match self.service.hurry().await {
            Ok(0) => false,
            Ok(n) => {
                tracing::info!(messages = n, "Discord answers again: sending what waits");
                true
            }
            Err(e) => {
                tracing::warn!(error = %e, "could not hurry the waiting messages");
                false
            }
        }
    }

    /// [`Courier::recovered`] in the background (for the gateway's READY and RESUMED).
    pub fn spawn_recovered(self: &Arc<Self>) {
        if self.gate.is_closing() {
            return;
        }
        let me = self.clone();
        let pass = self.gate.pass();
        tokio::spawn(async move {
            let _pass = pass;
            me.recovered().await;
        });
    }

    /// While Discord is down, whether it answers again: one light request.
    async fn answers_again(&self) -> bool {
        self.down.load(Ordering::Relaxed) && self.http.get_current_user().await.is_ok()
    }

    /// Whether a view waiting for `table` edits message `message` in place: then a press on
    /// it needs no edit of its own to take its controls away (the new view replaces them).
    pub async fn will_edit(&self, table: TableId, message: u64) -> bool {
        let store = self.service.store();
        let Ok(pending) = self.service.pending(table).await else {
            return false;
        };
        for at in pending.iter().filter_map(|p| p.message.view.place) {
            let held = store.slot(table.0, &at.slot.key()).await;
            if let Ok(Some(h)) = held {
                if h.message_id as u64 == message && h.gen == i64::from(at.gen) && !h.closed {
                    return true;
                }
            }
        }
        false
    }

    /// Sends what the channel's latest table has waiting.
    pub async fn deliver_channel(&self, channel: &ChannelKey) {
        match self.service.latest_id(channel).await {
            Ok(Some(table)) => self.deliver(table).await,
            Ok(None) => {}
            Err(e) => tracing::error!(%channel, error = %e, "could not find a table to deliver"),
        }
    }

    /// Lets the bots of the channel's table play their moves in the background, each one
    /// committed, then delivered. While they play, another call only asks the same loop to
    /// look once more before it ends. A stopping process starts no bots: whoever serves the
    /// table next does.
    pub fn spawn_bots(self: &Arc<Self>, channel: ChannelKey) {
        if self.gate.is_closing() {
            return;
        }
        {
            let mut running = self.bots.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(again) = running.get_mut(&channel) {
                *again = true;
                return;
            }
            running.insert(channel.clone(), false);
        }
        let me = self.clone();
        let pass = self.gate.pass();
        tokio::spawn(async move {
            let _pass = pass;
            me.play_bots(&channel).await;
        });
    }

    /// The loop of [`Courier::spawn_bots`]: moves until no bot has anything to decide (or the
    /// process stops), then lets go of the bots' lease.
    async fn play_bots(&self, channel: &ChannelKey) {
        let mut held = None;
        loop {
            if self.gate.is_closing() {
                self.leave_bots(channel);
                break;
            }
            match self.service.step_bots_leased(channel).await {
                Ok(BotStep::Moved { table, .. }) => {
                    held = Some(table);
                    self.moves.fetch_add(1, Ordering::Relaxed);
                    // Words at once; the board's picture once the bots are done.
                    self.deliver_some(table, Pictures::Hold).await;
                }
                // Another process's bots play here now: look again once they are done.
                Ok(BotStep::Busy) => tokio::time::sleep(BOTS_BUSY_WAIT).await,
                Ok(BotStep::Idle) if self.bots_asked_again(channel) => {}
                Ok(BotStep::Idle) => break,
                Err(e) => {
                    tracing::error!(%channel, error = %e, "a bot move failed");
                    self.leave_bots(channel);
                    break;
                }
            }
        }
        if let Some(table) = held {
            self.deliver(table).await;
            if let Err(e) = self.service.bots_done(table).await {
                tracing::warn!(table = table.0, error = %e, "could not let go of the bots' lease");
            }
        }
    }

    /// Whether the channel's bots were asked to play again while their loop ran (then it
    /// looks once more); otherwise the loop is over and leaves the channel.
    fn bots_asked_again(&self, channel: &ChannelKey) -> bool {
        let mut running = self.bots.lock().unwrap_or_else(|e| e.into_inner());
        if running.get(channel) == Some(&true) {
            running.insert(channel.clone(), false);
            return true;
        }
        running.remove(channel);
        false
    }

    fn leave_bots(&self, channel: &ChannelKey) {
        self.bots
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(channel);
    }

    /// After a start (or a restart): bots resume, waiting messages go out, and from then on
    /// failed sends are retried, deadlines run, bots a dead process left are taken over and
    /// the status is logged, all from the store, until the process stops.
    pub fn spawn_background(self: &Arc<Self>, status: Status) {
        let me = self.clone();
        tokio::spawn(async move {
            match me.service.running().await {
                Ok(channels) => {
                    for channel in channels {
                        me.spawn_bots(channel);
                    }
                }
                Err(e) => tracing::error!(error = %e, "could not list the running tables"),
            }
            let mut retry = tokio::time::interval(RETRY_EVERY);
            let mut deadlines = tokio::time::interval(DEADLINES_EVERY);
            let mut stalled = tokio::time::interval(STALLED_EVERY);
            let mut report = status.interval();
            while !me.gate.is_closing() {
                tokio::select! {
                    _ = retry.tick() => me.deliver_waiting().await,
                    _ = deadlines.tick() => me.run_deadlines().await,
                    _ = stalled.tick() => me.take_over_bots().await,
                    _ = report.tick() => me.log_status(&status).await,
                }
            }
        });
    }

    /// Logs one status line, named as `status` says.
    async fn log_status(&self, status: &Status) {
        let health = match self.service.health().await {
            Ok(h) => h,
            Err(e) => {
                tracing::warn!(error = %e, "could not read the store's status");
                return;
            }
        };
        let now = self.service.now();
        let lag_ms = health.oldest_due.map_or(0, |due| (now - due).max(0));
        tracing::info!(
            instance = %status.instance,
            shards = %status.shards,
            events = self.gate.take_events(),
            bot_moves = self.moves.swap(0, Ordering::Relaxed),
            sent = self.sent.swap(0, Ordering::Relaxed),
            busy = self.gate.busy(),
            running = health.running,
            waiting = health.waiting,
            lag_ms,
            "serving"
        );
    }

    async fn deliver_waiting(&self) {
        let _pass = self.gate.pass();
        if self.answers_again().await {
            self.hurry().await;
        }
        match self.service.undelivered().await {
            Ok(tables) => {
                for table in tables {
                    self.deliver(table).await;
                }
            }
            Err(e) => tracing::error!(error = %e, "could not read the outbox"),
        }
    }

    async fn run_deadlines(self: &Arc<Self>) {
        let _pass = self.gate.pass();
        match self.service.tick().await {
            Ok(done) => {
                for (channel, _) in done {
                    self.deliver_channel(&channel).await;
                    self.spawn_bots(channel);
                }
            }
            Err(e) => tracing::error!(error = %e, "deadlines failed"),
        }
    }

    /// Bots left waiting by a process that died: asked to play here.
    async fn take_over_bots(self: &Arc<Self>) {
        match self
            .service
            .stalled(STALLED_AFTER_MS, STALLED_WITHIN_MS)
            .await
        {
            Ok(channels) => {
                for channel in channels {
                    self.spawn_bots(channel);
                }
            }
            Err(e) => tracing::error!(error = %e, "could not look for stalled tables"),
        }
    }
}
