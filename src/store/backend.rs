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

/// The file a SQLite URL names (`None` for an in-memory database).
fn sqlite_file(url: &str) -> Option<&str> {
    let rest = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or(rest);
    (!path.is_empty() && !path.contains(":memory:")).then_some(path)
}

/// The first bytes of every SQLite database file.
const SQLITE_HEADER: &[u8; 16] = b"SQLite format 3\0";

/// Refuses, at once, a SQLite file that is not a Skald database: one that is not a SQLite
/// database at all (a pool would try it again and again for half a minute, logging each try),
/// or one that holds tables of something else. A missing or empty file is a new database.
async fn own_sqlite_file(url: &str) -> Result<(), StoreError> {
    use sqlx::Connection;
    let Some(path) = sqlite_file(url) else {
        return Ok(());
    };
    let not_ours = |why: &str| StoreError::NotSkald {
        path: path.to_string(),
        why: why.to_string(),
    };
    let mut header = [0u8; 16];
    match std::fs::File::open(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(not_ours(&e.to_string())),
        Ok(mut file) => {
            use std::io::Read;
            let read = file
                .read(&mut header)
                .map_err(|e| not_ours(&e.to_string()))?;
            if read == 0 {
                return Ok(());
            }
            if read < header.len() || &header != SQLITE_HEADER {
                return Err(not_ours("not a SQLite file"));
            }
        }
    }
    let mut conn = sqlx::AnyConnection::connect(&sqlite_creating(url))
        .await
        .map_err(|e| not_ours(&e.to_string()))?;
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .fetch_all(&mut conn)
    .await
    .map_err(|e| not_ours(&e.to_string()))?;
    let _ = conn.close().await;
    if !tables.is_empty() && !tables.iter().any(|t| t == "_sqlx_migrations") {
        return Err(not_ours("it holds tables of something else"));
    }
    Ok(())
}

/// How long anything waits for a connection, or for SQLite's write lock, before it gives up:
/// a member who pressed a button hears within about this long that the table is unavailable
/// for a moment, instead of waiting for the database to come back.
pub const PATIENCE: Duration = Duration::from_secs(2);
/// SQLite's wait for a lock another connection holds, a little under [`PATIENCE`].
const SQLITE_BUSY_MS: u64 = 1500;

/// The pools of an open store: one for everything, and one that only reads. On SQLite the
/// reading pool has connections of its own, so that reads (a member's hand, the board) never
/// queue behind writers waiting for a lock another process holds (in WAL mode reading needs
/// no lock). On PostgreSQL, which has no such lock, both are the same pool.
pub struct Pools {
    pub all: AnyPool,
    pub reads: AnyPool,
}

fn sqlite_pool(connections: u32, wal: bool) -> AnyPoolOptions {
    AnyPoolOptions::new()
        .max_connections(connections)
        .acquire_timeout(PATIENCE)
        .after_connect(move |conn, _| {
            Box::pin(async move {
                let busy = format!("PRAGMA busy_timeout = {SQLITE_BUSY_MS}");
                conn.execute(busy.as_str()).await?;
                if wal {
                    conn.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
                        .await?;
                }
                Ok(())
            })
        })
}

/// Opens the pools on `url` and brings the schema up to date. SQLite runs in WAL mode with
/// normal syncing.
pub async fn connect(url: &str) -> Result<(Pools, Backend), StoreError> {
    sqlx::any::install_default_drivers();
    let backend = Backend::of(url)?;
    let pools = match backend {
        Backend::Sqlite => {
            own_sqlite_file(url).await?;
            let all = sqlite_pool(4, true).connect(&sqlite_creating(url)).await?;
            let reads = if sqlite_file(url).is_some() {
                sqlite_pool(2, false).connect_lazy(&sqlite_creating(url))?
            } else {
                all.clone()
            };
            Pools { all, reads }
        }
        Backend::Postgres => {
            let all = AnyPoolOptions::new()
                .max_connections(8)
                .acquire_timeout(PATIENCE)
                .connect(url)
                .await?;
            Pools {
                reads: all.clone(),
                all,
            }
        }
    };
    match backend {
        Backend::Sqlite => {
            sqlx::migrate!("./migrations/sqlite")
                .run(&pools.all)
                .await?
        }
        Backend::Postgres => {
            sqlx::migrate!("./migrations/postgres")
                .run(&pools.all)
                .await?
        }
    }
    Ok((pools, backend))
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
