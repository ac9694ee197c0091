//! Which database a URL names, and opening it: SQLite (a file, the zero-setup default) or
//! PostgreSQL (`postgres://…`, shared by several processes). Both go through sqlx's `Any`
//! driver, so every query is written once, with `$1`-style parameters both understand.

use std::time::Duration;

use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Executor};

use super::StoreError;

/// The database behind a store.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The backend a database URL names: `postgres://` or `postgresql://` for PostgreSQL,
    /// `sqlite:` for SQLite; anything else is refused.
    pub fn of(url: &str) -> Result<Backend, StoreError> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Backend::Postgres)
        } else if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else {
            Err(StoreError::Url(url.to_string()))
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "SQLite",
            Backend::Postgres => "PostgreSQL",
        }
    }
}

/// A SQLite URL that creates its file when missing (unless it says otherwise).
fn sqlite_creating(url: &str) -> String {
    if url.contains(":memory:") || url.contains("mode=") {
        url.to_string()
    } else if url.contains('?') {
        format!("{url}&mode=rwc")
    } else {
        format!("{url}?mode=rwc")
    }
}

/// Opens a pool on `url` and brings its schema up to date. SQLite runs in WAL mode with
/// normal syncing; its busy wait is sqlx's (5 s).
pub async fn connect(url: &str) -> Result<(AnyPool, Backend), StoreError> {
    sqlx::any::install_default_drivers();
    let backend = Backend::of(url)?;
    let pool = match backend {
        Backend::Sqlite => {
            AnyPoolOptions::new()
                .max_connections(4)
                .after_connect(|conn, _| {
                    Box::pin(async move {
                        conn.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
                            .await
                            .map(|_| ())
                    })
                })
                .connect(&sqlite_creating(url))
                .await?
        }
        Backend::Postgres => {
            AnyPoolOptions::new()
                .max_connections(8)
                .acquire_timeout(Duration::from_secs(10))
                .connect(url)
                .await?
        }
    };
    match backend {
        Backend::Sqlite => sqlx::migrate!("./migrations/sqlite").run(&pool).await?,
        Backend::Postgres => sqlx::migrate!("./migrations/postgres").run(&pool).await?,
    }
    Ok((pool, backend))
}

/// An opening another process's opening of the same new database can spoil, and a retry
/// mends: SQLite's "busy" or "locked" (primary result codes 5 and 6, whatever the extended
/// code), or a migration the other process applied meanwhile (each migration is one
/// transaction, so the retry finds it recorded; a migration broken for good fails every
/// time). PostgreSQL's migrations take a lock of their own, and nothing there is retried.
pub fn worth_retrying(url: &str, e: &StoreError) -> bool {
    use sqlx::migrate::MigrateError;
    if !matches!(Backend::of(url), Ok(Backend::Sqlite)) {
        return false;
    }
    let db = match e {
        StoreError::Migrate(MigrateError::ExecuteMigration(..)) => return true,
        StoreError::Db(e) | StoreError::Migrate(MigrateError::Execute(e)) => e,
        _ => return false,
    };
    let code = match db {
        sqlx::Error::Database(d) => d.code().and_then(|c| c.parse::<i32>().ok()),
        _ => None,
    };
    code.is_some_and(|c| matches!(c & 0xff, 5 | 6))
}

/// A flag stored as 0 or 1 (both backends read it back as a number).
pub fn flag(row: &AnyRow, column: &str) -> Result<bool, sqlx::Error> {
    use sqlx::Row;
    Ok(row.try_get::<i64, _>(column)? != 0)
}
