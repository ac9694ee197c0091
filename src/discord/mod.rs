//! Skald on Discord: poise commands, one component router, DMs and embeds. This layer only
//! translates between Discord and the table layer.

pub mod autocomplete;
pub mod chatter;
pub mod commands;
pub mod courier;
pub mod custom_id;
pub mod deliver;
pub mod fallback;
pub mod forward;
pub mod gate;
pub mod localize;
pub mod mapping;
pub mod menus;
pub mod nonce;
pub mod picture;
mod press;
pub mod reconnect;
pub mod render;
pub mod retry;
pub mod status;

use crate::registry::GAMES;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{error, info, warn};

use crate::config::Config;
use crate::i18n::{Lang, Text};
use crate::store::Store;
use crate::table::Think;
use crate::table::{
    ChannelKey, MessageView, NoAction, Op, SystemClock, TableCommand, TableError, Tables, UserId,
    ViewKind,
};
use deliver::channel_key;
use render::{create_reply, render_view};
use retry::retry;

pub struct Data {
    /// Every table, of every game: a command reaches its game through the registry.
    pub tables: Arc<Tables>,
    pub courier: Arc<courier::Courier>,
    /// Each member's one live private menu.
    pub menus: menus::Menus,
}

#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error(transparent)]
    Table(#[from] TableError),
    #[error(transparent)]
    Discord(#[from] serenity::Error),
    #[error(transparent)]
    Send(#[from] deliver::SendError),
    /// Options the command cannot use (a client still showing an older registration): told
    /// like poise's own option errors, naming the option.
    #[error("options this build cannot use")]
    Options,
}

pub type Context<'a> = poise::Context<'a, Data, BotError>;

#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error("DISCORD_TOKEN is not set")]
    NoToken,
    #[error("DISCORD_TOKEN is not a valid bot token ({0})")]
    BadToken(String),
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
    #[error("discord: {0}")]
    Discord(#[from] serenity::Error),
    #[error(transparent)]
    Http(#[from] forward::ForwardError),
}

fn member_of(ctx: Context<'_>) -> mapping::Member<'_> {
    let manage = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_channels()),
        poise::Context::Prefix(_) => false,
    };
    mapping::Member {
        id: ctx.author().id.get(),
        name: ctx
            .author()
            .global_name
            .as_deref()
            .unwrap_or(&ctx.author().name),
        locale: ctx.locale().unwrap_or("en-US"),
        manage_channels: manage,
    }
}

/// The language to answer `ctx`'s user in: their choice, else their client's, else English.
pub async fn user_lang(ctx: Context<'_>) -> Lang {
    let chosen = ctx
        .data()
        .tables
        .user_lang(UserId(ctx.author().id.get()))
        .await
        .ok()
        .flatten();
    chosen
        .or_else(|| ctx.locale().and_then(Lang::from_locale))
        .unwrap_or_default()
}

/// Refuses with a localized ephemeral message.
pub async fn refuse(ctx: Context<'_>, text: Text) -> Result<(), BotError> {
    let lang = user_lang(ctx).await;
    refuse_in(ctx, text, lang).await
}

/// Refuses with an ephemeral message in `lang`.
async fn refuse_in(ctx: Context<'_>, text: Text, lang: Lang) -> Result<(), BotError> {
    let view = MessageView::new(ViewKind::Error).line(text);
    for part in render_view(&view, lang) {
        retry(|| ctx.send(create_reply(&part, true))).await?;
    }
    Ok(())
}

/// Acknowledges the interaction at once; returns who asks and where.
pub(crate) async fn begin(ctx: Context<'_>) -> Result<(crate::table::Actor, ChannelKey), BotError> {
    retry(|| ctx.defer_ephemeral()).await?;
    Ok((
        mapping::actor(&member_of(ctx)),
        channel_key(ctx.channel_id()),
    ))
}

/// Runs one table command for the invoking member, for the game whose root was invoked:
/// acknowledge at once, commit, then deliver.
pub async fn run(ctx: Context<'_>, op: Op<NoAction>) -> Result<(), BotError> {
    let (actor, channel) = begin(ctx).await?;
    let command = TableCommand {
        channel: channel.clone(),
        actor,
        op,
    };
    let result = match commands::game_of(ctx) {
        Ok(game) => ctx.data().tables.handle(game, command).await,
        Err(e) => Err(e),
    };
    answer(ctx, channel, result).await
}

/// `/… rules`: the game's summary for the channel's table (its edition), ephemeral.
pub async fn run_rules(ctx: Context<'_>) -> Result<(), BotError> {
    let lang = user_lang(ctx).await;
    let game = commands::game_of(ctx)?;
    let channel = channel_key(ctx.channel_id());
    let Some(view) = ctx.data().tables.rules(game, &channel).await? else {
        return refuse_in(ctx, Text::new("discord-no-rules"), lang).await;
    };
    for part in render_view(&view, lang) {
        retry(|| ctx.send(create_reply(&part, true))).await?;
    }
    Ok(())
}

/// `/… log`: the latest moves, ephemeral; refused when the channel's table plays another game.
pub async fn run_log(ctx: Context<'_>) -> Result<(), BotError> {
    let (actor, channel) = begin(ctx).await?;
    let game = commands::game_of(ctx)?;
    let tables = &ctx.data().tables;
    let result = match tables.latest_game(&channel).await {
        Ok(Some(g)) if g != game.id() => Err(TableError::OtherGame { game: g }),
        Ok(_) => tables.recent(&channel, &actor, 15).await,
        Err(e) => Err(e),
    };
    answer(ctx, channel, result).await
}

/// Delivers a committed command's messages, answers the invoker, and lets bots move.
pub(crate) async fn answer(
    ctx: Context<'_>,
    channel: ChannelKey,
    result: Result<Vec<crate::table::Outbound>, TableError>,
) -> Result<(), BotError> {
    let out = result?;
    // Committed: what the table has to say goes out from the outbox; a failed send is
    // retried later and never turns the answer into an error.
    let courier = ctx.data().courier.clone();
    courier.deliver_channel(&channel).await;
    let ephemeral: Vec<_> = out
        .iter()
        .flat_map(|o| render_view(&o.view, o.lang))
        .collect();
    if ephemeral.is_empty() {
        let done = MessageView::new(ViewKind::Reply).line(Text::new("discord-done"));
        for part in render_view(&done, user_lang(ctx).await) {
            retry(|| ctx.send(create_reply(&part, true))).await?;
        }
    }
    let _turn = ctx.data().menus.turn(ctx.author().id.get()).await;
    for part in ephemeral {
        let menu = !part.rows.is_empty();
        if menu {
            take_menu(
                ctx.serenity_context(),
                ctx.data(),
                ctx.author().id.get(),
                None,
            )
            .await;
        }
        let sent = retry(|| ctx.send(create_reply(&part, true))).await?;
        if menu {
            remember_reply(ctx, &sent).await;
        }
    }
    courier.spawn_bots(channel);
    Ok(())
}

/// Records a command's reply with controls as the member's live menu (see [`menus`]).
async fn remember_reply(ctx: Context<'_>, sent: &poise::ReplyHandle<'_>) {
    let poise::Context::Application(app) = ctx else {
        return;
    };
    let Ok(message) = sent.message().await else {
        return;
    };
    // Every reply comes after the deferred answer, as a follow-up (the first one fills it).
    let menu = menus::Menu {
        token: app.interaction.token.clone(),
        message: message.id.get(),
        original: false,
    };
    let now = std::time::Instant::now();
    let user = ctx.author().id.get();
    if let Some(other) = ctx.data().menus.record(user, menu, now) {
        menus::strip(&ctx.serenity_context().http, &other).await;
    }
}

/// `menu` is now the member's live menu; one shown by a press handled beside this one loses
/// its controls.
async fn record_menu(ctx: &serenity::Context, data: &Data, user: u64, menu: menus::Menu) {
    let now = std::time::Instant::now();
    if let Some(other) = data.menus.record(user, menu, now) {
        menus::strip(&ctx.http, &other).await;
    }
}

/// Before a member is shown a menu in message `keep` (or a new one), takes the controls off
/// their live menu elsewhere: one live menu each at any moment.
async fn take_menu(ctx: &serenity::Context, data: &Data, user: u64, keep: Option<u64>) {
    let now = std::time::Instant::now();
    if let Some(old) = data.menus.take_other(user, keep, now) {
        menus::strip(&ctx.http, &old).await;
    }
}

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, BotError>,
    event: &serenity::FullEvent,
) -> Result<(), BotError> {
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(c),
        } => press::on_component(framework.serenity_context, framework.user_data, c).await?,
        // Poise has run by now; the autocompletes it leaves unanswered get an empty list.
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Autocomplete(a),
        } if fallback::autocomplete_unanswered(
            &framework.options.commands,
            &a.data,
            a.guild_id.is_some(),
        ) =>
        {
            retry(|| a.create_response(framework.serenity_context, fallback::no_choices())).await?
        }
        // Connected again: messages waiting after failed sends go out now.
        serenity::FullEvent::Ready { .. } | serenity::FullEvent::Resume { .. } => {
            framework.user_data.courier.spawn_recovered();
        }
        // Chat pushes living messages up; Skald's own messages are the living ones.
        serenity::FullEvent::Message { new_message: m }
            if m.author.id != framework.bot_id() && !m.author.bot =>
        {
            let chatter = &framework.user_data.courier.chatter;
            chatter.heard(m.channel_id.get(), m.id.get());
        }
        _ => {}
    }
    Ok(())
}

/// `/midgard` or `/wall` alone (or any command that only holds subcommands) does nothing: such a call
/// comes from a client with out-of-date commands and is answered as one.
async fn only_leaves(ctx: Context<'_>) -> Result<bool, BotError> {
    Ok(ctx.command().subcommands.is_empty())
}

/// Answers an interaction that cannot be served: an empty list for an autocomplete, else a
/// short ephemeral message in the member's language.
async fn stray(ctx: Context<'_>, why: fallback::Stray) {
    let sent = match ctx {
        poise::Context::Application(app)
            if matches!(
                app.interaction_type,
                poise::CommandInteractionType::Autocomplete
            ) =>
        {
            retry(|| {
                app.interaction
                    .create_response(ctx.serenity_context(), fallback::no_choices())
            })
            .await
            .map_err(BotError::from)
        }
        _ => refuse(ctx, why.text()).await,
    };
    if let Err(e) = sent {
        warn!(error = %e, "could not answer an interaction Skald cannot serve");
    }
}

/// What to tell a member whose options poise could not read.
async fn option_problem(ctx: Context<'_>) -> fallback::Stray {
    match ctx {
        poise::Context::Application(app) => {
            let lang = user_lang(ctx).await;
            fallback::option_problem(ctx.command(), app.args, lang)
        }
        poise::Context::Prefix(_) => fallback::Stray::Command,
    }
}

/// User errors: a localized ephemeral message. Internal errors: logged, and a short apology.
async fn on_error(error: poise::FrameworkError<'_, Data, BotError>) {
    match error {
        poise::FrameworkError::Setup { error, .. } => {
            // Without registered commands the bot is of no use: stop with a clear message.
            error!(error = %error, "could not start on Discord");
            eprintln!("skald: could not start on Discord: {error}");
            std::process::exit(1);
        }
        poise::FrameworkError::Command { error, ctx, .. } => command_failed(error, ctx).await,
        poise::FrameworkError::UnknownInteraction {
            framework,
            interaction,
            ..
        } => unknown_command(framework, interaction).await,
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            let ctx = poise::Context::Application(ctx);
            warn!(
                command = %ctx.command().qualified_name,
                problem = description,
                "options this build cannot use"
            );
            let why = option_problem(ctx).await;
            stray(ctx, why).await;
        }
        poise::FrameworkError::ArgumentParse {
            ctx, input, error, ..
        } => {
            warn!(
                command = %ctx.command().qualified_name,
                input = %fallback::for_log(input.as_deref().unwrap_or_default()),
                error = %fallback::for_log(&error.to_string()),
                "an option could not be read"
            );
            let why = option_problem(ctx).await;
            stray(ctx, why).await;
        }
        poise::FrameworkError::SubcommandRequired { ctx, .. } => {
            stray(ctx, fallback::Stray::Command).await;
        }
        poise::FrameworkError::CommandCheckFailed { ctx, error, .. } => {
            if let Some(e) = error {
                error!(command = %ctx.command().qualified_name, error = %e, "a command check failed");
                stray(ctx, fallback::Stray::Internal).await;
            } else {
                warn!(command = %ctx.command().qualified_name, "a command without its subcommand");
                stray(ctx, fallback::Stray::Command).await;
            }
        }
        poise::FrameworkError::CommandPanic { ctx, payload, .. } => {
            error!(
                command = %ctx.command().qualified_name,
                panic = %fallback::for_log(payload.as_deref().unwrap_or_default()),
                "a command panicked"
            );
            stray(ctx, fallback::Stray::Internal).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. }
        | poise::FrameworkError::DmOnly { ctx, .. }
        | poise::FrameworkError::NsfwOnly { ctx, .. }
        | poise::FrameworkError::NotAnOwner { ctx, .. }
        | poise::FrameworkError::MissingUserPermissions { ctx, .. }
        | poise::FrameworkError::MissingBotPermissions { ctx, .. }
        | poise::FrameworkError::PermissionFetchFailed { ctx, .. }
        | poise::FrameworkError::CooldownHit { ctx, .. } => {
            stray(ctx, fallback::Stray::NotHere).await;
        }
        poise::FrameworkError::EventHandler { error, event, .. } => {
            error!(event = event.snake_case_name(), error = %error, "an event failed");
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                error!(error = %e, "error while handling an error");
            }
        }
    }
}

/// A command that failed: the member hears why in their language (a short apology for an
/// internal error, which is logged).
async fn command_failed(error: BotError, ctx: Context<'_>) {
    if let BotError::Options = error {
        warn!(command = %ctx.command().qualified_name, "options this build cannot use");
        let why = option_problem(ctx).await;
        return stray(ctx, why).await;
    }
    let text = match &error {
        BotError::Table(e) => e.user_text(),
        _ => None,
    };
    let unavailable = matches!(&error, BotError::Table(e) if e.is_unavailable());
    if unavailable {
        warn!(command = %ctx.command().qualified_name, error = %error, "the database is out of reach");
    }
    let text = text.unwrap_or_else(|| {
        error!(command = %ctx.command().qualified_name, error = %error, "a command failed");
        Text::new("error-internal")
    });
    // Out of reach, the database is not asked for the member's language as well.
    let sent = if unavailable {
        let lang = ctx.locale().and_then(Lang::from_locale).unwrap_or_default();
        refuse_in(ctx, text, lang).await
    } else {
        refuse(ctx, text).await
    };
    if let Err(e) = sent {
        error!(error = %e, "could not report an error to the user");
    }
}

/// A command this build does not know (or an autocomplete of one): answered all the same.
async fn unknown_command(
    framework: poise::FrameworkContext<'_, Data, BotError>,
    interaction: &serenity::CommandInteraction,
) {
    warn!(
        command = %fallback::command_path(&interaction.data),
        user = interaction.user.id.get(),
        "an unknown or out-of-date command"
    );
    // Poise hands autocompletes over in the same shape: theirs have a focused option.
    let response = if interaction.data.autocomplete().is_some() {
        fallback::no_choices()
    } else {
        let service = &framework.user_data.tables;
        let user = interaction.user.id.get();
        let lang = fallback::member_lang(service, user, &interaction.locale).await;
        fallback::reply(&fallback::rendered(&fallback::Stray::Command, lang))
    };
    let ctx = framework.serenity_context;
    if let Err(e) = retry(|| interaction.create_response(ctx, response.clone())).await {
        warn!(error = %e, "could not answer an unknown command");
    }
}

/// `skald serve`: the Discord bot.
pub async fn serve(config: &Config) -> Result<(), ServeError> {
    let token = config.discord_token.clone().ok_or(ServeError::NoToken)?;
    serenity::validate_token(&token).map_err(|e| ServeError::BadToken(e.to_string()))?;
    let store = Store::open(&config.database_url).await?;
    let shards = config.shards.map_or("all".to_string(), |s| s.to_string());
    info!(
        instance = %config.instance,
        shards = %shards,
        database = store.backend().name(),
        "starting"
    );
    let service = Arc::new(
        Tables::new(store, Arc::new(SystemClock), GAMES)
            .with_outbox()
            .with_think(Think::Millis(config.bot_think_ms))
            .with_holder(&config.instance),
    );
    // Every request has a timeout; with SKALD_DISCORD_API they pass through a forwarder that
    // waits out 429s as told (kept alive until the bot stops).
    let (http, _forwarder) = forward::discord_http(
        &token,
        config.discord_api.as_deref(),
        forward::Limits::default(),
    )
    .await?;
    let gate = Arc::new(gate::Gate::default());
    let status = status::Status {
        instance: config.instance.clone(),
        shards,
        every: (config.status_secs > 0).then(|| Duration::from_secs(config.status_secs)),
    };
    let framework = framework(config.dev_guild_id, service.clone(), gate.clone(), status);
    // Guild messages: only to see that chat was posted (never what it says).
    let intents = serenity::GatewayIntents::GUILDS | serenity::GatewayIntents::GUILD_MESSAGES;
    let framework = gate::Gated {
        inner: framework,
        gate: gate.clone(),
    };
    let reconnect = reconnect::Reconnect::new(reconnect::Backoff::default());
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .event_handler(reconnect::Watch(reconnect.clone()))
        .await?;
    reconnect.spawn(client.ws_url.clone(), gate.clone());
    reconnect.watch(client.shard_manager.clone(), gate.clone());
    stop_when_asked(client.shard_manager.clone(), gate.clone());
    match config.shards {
        // serenity's range includes its end.
        Some(s) => client.start_shard_range(s.first..s.last, s.total).await?,
        None => client.start().await?,
    }
    stop(&gate, &service).await;
    Ok(())
}

/// The commands, their error and event handling, and what happens once connected: commands
/// registered (in `guild` alone while developing), then the courier's background work.
fn framework(
    guild: Option<u64>,
    service: Arc<Tables>,
    gate: Arc<gate::Gate>,
    status: status::Status,
) -> poise::Framework<Data, BotError> {
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |e| Box::pin(on_error(e)),
            command_check: Some(|ctx| Box::pin(only_leaves(ctx))),
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match guild {
                    Some(g) => {
                        let guild = serenity::GuildId::new(g.max(1));
                        retry(|| poise::builtins::register_in_guild(ctx, commands, guild)).await?
                    }
                    None => retry(|| poise::builtins::register_globally(ctx, commands)).await?,
                }
                info!(user = %ready.user.name, "connected to Discord");
                let courier = courier::Courier::new(ctx.http.clone(), service.clone(), gate);
                // Bots resume, messages still waiting go out, deadlines run.
                courier.spawn_background(status);
                Ok(Data {
                    tables: service,
                    courier,
                    menus: menus::Menus::default(),
                })
            })
        })
        .build()
}

/// Once the process is asked to stop: no new events, the shards shut down, and the work
/// under way finishes (see [`stop`]).
fn stop_when_asked(shard_manager: Arc<serenity::ShardManager>, gate: Arc<gate::Gate>) {
    tokio::spawn(async move {
        gate::stop_asked().await;
        info!("stopping: no new events; finishing the work under way");
        gate.close();
        shard_manager.shutdown_all().await;
    });
}

/// How long a stopping process waits for the work under way.
const STOP_WAIT: Duration = Duration::from_secs(30);

/// After the gateway has stopped: waits for the commands and background work under way, then
/// lets go of this process's leases, so that another process (or this one, restarted) goes on
/// at once. Work still running after [`STOP_WAIT`] keeps its leases, which run out.
async fn stop(gate: &gate::Gate, service: &Tables) {
    gate.close();
    if !gate.drained(STOP_WAIT).await {
        warn!(busy = gate.busy(), "stopped with work still under way");
        return;
    }
    match service.release_all().await {
        Ok(leases) => info!(leases, "stopped: all work done, leases released"),
        Err(e) => warn!(error = %e, "stopped, but could not release the leases"),
    }
}
