//! A game's root command, built from the game's entry in the list of games: `new` with the
//! game's options, one subcommand per verb of the game's own ([`crate::table::Verb`]), `rules`
//! where the game has a summary, and the table's shared subcommands. Nothing here names a
//! game: a new game's commands follow from its [`Game`].

use std::borrow::Cow;

use poise::serenity_prelude as serenity;
use serenity::{CommandOptionType, CreateCommandOption};

use super::args;
use super::params::{deadline, game_of, respond, to_lang, Command, DeadlineChoice, LangChoice};
use crate::discord::{mapping, run, BotError, Context, Data};
use crate::i18n::{Catalog, Lang, Text};
use crate::table::options::OptionSpec;
use crate::table::verbs::{unknown_verb, Param, ParamKind, Verb};
use crate::table::{Game, Op};

type Parameter = poise::CommandParameter<Data, BotError>;
type AppContext<'a> = poise::ApplicationContext<'a, Data, BotError>;
type Failure<'a> = poise::FrameworkError<'a, Data, BotError>;

/// `game`'s root command with all its subcommands (not yet localized).
pub fn root(game: &'static dyn Game) -> Command {
    let id = game.id();
    let mut subcommands = vec![new_for(game)];
    subcommands.extend(game.verbs().iter().map(|v| verb(id, v)));
    if game.rules(&game.default_options()).is_some() {
        subcommands.push(rules());
    }
    subcommands.extend(super::table::shared(game));
    Command {
        name: id.into(),
        qualified_name: id.into(),
        identifying_name: id.into(),
        description: Some(english(&format!("cmd-{}-desc", key(id)), id).into()),
        guild_only: true,
        subcommand_required: true,
        subcommands,
        slash_action: Some(root_action),
        ..Default::default()
    }
}

/// The root itself does nothing: Discord only sends its subcommands (poise finds and
/// registers a command by its action all the same).
fn root_action(_ctx: AppContext<'_>) -> poise::BoxFuture<'_, Result<(), Failure<'_>>> {
    Box::pin(async { Ok(()) })
}

/// A name as its text ids spell it (`turn-order` → `turn_order`).
fn key(name: &str) -> String {
    name.replace('-', "_")
}

/// The English text `id`, or `fallback` where there is none.
fn english(id: &str, fallback: &str) -> String {
    match Catalog::get() {
        Ok(c) if c.has(Lang::En, id) => c.render(&Text::dynamic(id.to_string()), Lang::En),
        _ => fallback.to_string(),
    }
}

fn choice(name: &str) -> poise::CommandParameterChoice {
    poise::CommandParameterChoice {
        name: name.to_string().into(),
        localizations: Cow::Borrowed(&[]),
        __non_exhaustive: (),
    }
}

fn parameter(name: &str, description: String, required: bool) -> Parameter {
    Parameter {
        name: name.to_string().into(),
        name_localizations: Cow::Borrowed(&[]),
        description: Some(description.into()),
        description_localizations: Cow::Borrowed(&[]),
        required,
        channel_types: None,
        choices: Cow::Borrowed(&[]),
        type_setter: None,
        autocomplete_callback: None,
        __non_exhaustive: (),
    }
}

fn text_kind(b: CreateCommandOption) -> CreateCommandOption {
    b.kind(CommandOptionType::String)
}

fn count_kind(b: CreateCommandOption) -> CreateCommandOption {
    b.kind(CommandOptionType::Integer)
        .min_int_value(0)
        .max_int_value(u64::from(u8::MAX))
}

fn flag_kind(b: CreateCommandOption) -> CreateCommandOption {
    b.kind(CommandOptionType::Boolean)
}

fn choice_kind(b: CreateCommandOption) -> CreateCommandOption {
    b.kind(CommandOptionType::Integer)
}

/// Set up a new table in this channel.
#[poise::command(slash_command)]
pub async fn new(
    ctx: Context<'_>,
    #[description = "What happens when time runs out"] deadlines: Option<DeadlineChoice>,
    #[description = "Hours per decision"] hours: Option<u32>,
    #[description = "The table's language"] language: Option<LangChoice>,
) -> Result<(), BotError> {
    let game = game_of(ctx)?;
    let options = match ctx {
        poise::Context::Application(app) => args::options(game, app.args),
        poise::Context::Prefix(_) => Ok(game.default_options()),
    };
    let options = options.map_err(|_| BotError::Options)?;
    let locale = ctx.locale().unwrap_or("en-US");
    let lang = language.map(to_lang);
    run(
        ctx,
        mapping::new_table(options, deadlines.map(deadline), hours, lang, locale),
    )
    .await
}

/// `new` for `game`: its options first, then the table's settings.
fn new_for(game: &dyn Game) -> Command {
    let mut command = new();
    let options = game.option_specs().iter().map(|s| option(game.id(), s));
    command.parameters.splice(0..0, options);
    command
}

/// One of the game's options as a parameter of `new`: a yes or no, or a choice of its values.
fn option(game: &str, spec: &OptionSpec) -> Parameter {
    let id = format!("cmd-{}-new-{}-desc", key(game), key(spec.key));
    let mut p = parameter(spec.key, english(&id, spec.key), false);
    if args::is_flag(spec) {
        p.type_setter = Some(flag_kind);
    } else {
        p.type_setter = Some(choice_kind);
        p.choices = spec.values.iter().map(|v| choice(v)).collect();
    }
    p
}

/// The subcommand of verb `verb` of game `game`.
fn verb(game: &str, verb: &Verb) -> Command {
    let base = format!("cmd-{}-{}", key(game), key(verb.name));
    Command {
        name: verb.name.into(),
        identifying_name: verb.name.into(),
        description: Some(english(&format!("{base}-desc"), verb.name).into()),
        parameters: verb.params.iter().map(|p| verb_param(&base, p)).collect(),
        slash_action: Some(verb_action),
        ..Default::default()
    }
}

fn verb_param(base: &str, param: &Param) -> Parameter {
    let id = format!("{base}-{}-desc", key(param.name));
    let mut p = parameter(param.name, english(&id, param.name), param.required);
    p.type_setter = Some(match param.kind {
        ParamKind::Text { .. } => text_kind,
        ParamKind::Count => count_kind,
        ParamKind::Flag => flag_kind,
        ParamKind::Choice(values) => {
            p.choices = values.iter().map(|v| choice(v)).collect();
            choice_kind
        }
    });
    if let ParamKind::Text { suggest: true } = param.kind {
        p.autocomplete_callback = Some(suggest_action);
    }
    p
}

fn verb_action(ctx: AppContext<'_>) -> poise::BoxFuture<'_, Result<(), Failure<'_>>> {
    Box::pin(async move {
        run_verb(ctx)
            .await
            .map_err(|error| poise::FrameworkError::new_command(ctx.into(), error))
    })
}

/// A verb of the invoked game with what the member gave it, handed on to the table.
async fn run_verb(ctx: AppContext<'_>) -> Result<(), BotError> {
    let game = game_of(ctx.into())?;
    let name = ctx.command().name.to_string();
    let verb = game.verbs().iter().find(|v| v.name == name);
    let verb = verb.ok_or_else(|| unknown_verb(&name))?;
    let args = args::verb_args(verb.params, ctx.args).map_err(|_| BotError::Options)?;
    run(ctx.into(), Op::Verb { name, args }).await
}

fn suggest_action<'a>(
    ctx: AppContext<'a>,
    partial: &'a str,
) -> poise::BoxFuture<'a, serenity::CreateAutocompleteResponse> {
    Box::pin(async move { respond(suggestions(ctx, partial).await) })
}

/// What the member may give the option they are typing, at the channel's table.
async fn suggestions(ctx: AppContext<'_>, partial: &str) -> Vec<(String, String)> {
    let Ok(game) = game_of(ctx.into()) else {
        return Vec::new();
    };
    let Some(param) = ctx
        .interaction
        .data
        .autocomplete()
        .map(|o| o.name.to_string())
    else {
        return Vec::new();
    };
    let lang = crate::discord::user_lang(ctx.into()).await;
    let channel = crate::discord::deliver::channel_key(ctx.interaction.channel_id);
    let user = crate::table::UserId(ctx.interaction.user.id.get());
    let verb = ctx.command().name.as_ref();
    let asked = (verb, param.as_str(), partial);
    let tables = &ctx.data().tables;
    (tables.suggest(game, &channel, user, asked, lang).await).unwrap_or_default()
}

/// A short summary of the rules and the board.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), BotError> {
    crate::discord::run_rules(ctx).await
}
