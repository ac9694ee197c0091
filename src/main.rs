use std::process::ExitCode;

use clap::Parser;
use skald::cli::{play, render, replay, simulate, tournament, Cli, Command};
use skald::config::Config;

fn runtime() -> Result<tokio::runtime::Runtime, std::io::Error> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
}

fn fail(e: impl std::fmt::Display) -> ExitCode {
    eprintln!("skald: {e}");
    ExitCode::FAILURE
}

/// Writes a command's output. A reader that went away (`skald export | head -1`) ends the
/// command quietly, as Unix tools do; any other failure to write is an error.
fn emit(text: &str) -> ExitCode {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(format!("cannot write the output: {e}")),
    }
}

fn run_play(args: &play::PlayArgs) -> ExitCode {
    let rt = match runtime() {
        Ok(rt) => rt,
        Err(e) => return fail(e),
    };
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout();
    match rt.block_on(play::run(args, &mut input, &mut out)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(play::PlayError::Io(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        Err(e) => fail(e),
    }
}

fn run_serve(config: &Config) -> ExitCode {
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => return fail(e),
    };
    match rt.block_on(skald::discord::serve(config)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(e),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let config = match Config::load() {
        Ok(c) => c,
        Err(e) => return fail(e),
    };
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn,skald=info")),
        )
        .with_writer(std::io::stderr)
        // Colours only for a person at a terminal: no escape codes in files and journals.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    match cli.command {
        None if config.discord_token.is_some() => run_serve(&config),
        None => run_play(&play::PlayArgs::default_args()),
        Some(Command::Serve) => run_serve(&config),
        Some(Command::Play(args)) => run_play(&args),
        Some(Command::Export { db, channel }) => {
            print_async(skald::cli::export::run(&db, &channel))
        }
        Some(Command::Migrate { db }) => print_async(skald::cli::migrate::run(&db)),
        Some(Command::CopyDb { from, to }) => print_async(skald::cli::copy_db::run(&from, &to)),
        Some(Command::Simulate(args)) => {
            report(simulate::run(&args), args.json, simulate::render_text)
        }
        Some(Command::Tournament(args)) => {
            report(tournament::run(&args), args.json, tournament::render_text)
        }
        Some(Command::Render(args)) => match render::run(&args) {
            Ok(path) => emit(&format!("{path}\n")),
            Err(e) => fail(e),
        },
        Some(Command::Replay { file, check }) => match replay::run(&file) {
            Ok((json, same)) => {
                if check && !same {
                    let _ = emit(&json);
                    return fail(format!("the replay differs from {}", file.display()));
                }
                emit(&json)
            }
            Err(e) => fail(e),
        },
    }
}

/// Runs an async command on a new runtime and prints what it says.
fn print_async<E: std::fmt::Display>(
    command: impl std::future::Future<Output = Result<String, E>>,
) -> ExitCode {
    let rt = match runtime() {
        Ok(rt) => rt,
        Err(e) => return fail(e),
    };
    match rt.block_on(command) {
        Ok(text) => emit(&format!("{text}\n")),
        Err(e) => fail(e),
    }
}

/// A command's report: one JSON object, or text; an error on stderr.
fn report<R: serde::Serialize, E: std::fmt::Display>(
    result: Result<R, E>,
    json: bool,
    text: fn(&R) -> String,
) -> ExitCode {
    match result {
        Ok(r) if json => match serde_json::to_string(&r) {
            Ok(line) => emit(&format!("{line}\n")),
            Err(e) => fail(format!("cannot encode the report: {e}")),
        },
        Ok(r) => emit(&text(&r)),
        Err(e) => fail(e),
    }
}
