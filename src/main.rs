use std::process::ExitCode;

use clap::Parser;
use skald::cli::{replay, simulate, Cli, Command};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Simulate(args) => match simulate::run(&args) {
            Ok(report) => {
                if args.json {
                    match serde_json::to_string(&report) {
                        Ok(json) => println!("{json}"),
                        Err(e) => {
                            eprintln!("skald: cannot encode the report: {e}");
                            return ExitCode::FAILURE;
                        }
                    }
                } else {
                    print!("{}", simulate::render_text(&report));
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("skald: {e}");
                ExitCode::FAILURE
            }
        },
        Command::Replay { file, check } => match replay::run(&file) {
            Ok((json, same)) => {
                print!("{json}");
                if check && !same {
                    eprintln!("skald: the replay differs from {}", file.display());
                    return ExitCode::FAILURE;
                }
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("skald: {e}");
                ExitCode::FAILURE
            }
        },
    }
}
