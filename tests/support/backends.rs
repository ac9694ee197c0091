//! The databases a store test runs against: always a new SQLite file, and a new PostgreSQL
//! database when `DATABASE_URL_TEST` names a server (`.ci/postgres` starts one and prints
//! it). With `SKALD_REQUIRE_POSTGRES` set (CI sets it), a missing or unreachable server fails
//! the test instead of leaving PostgreSQL out.
#![allow(dead_code)]

use std::sync::atomic::{AtomicU32, Ordering};

use sqlx::Connection;

/// One database for one test; a SQLite file lives as long as this does.
pub struct TestDb {
    pub url: String,
    pub backend: &'static str,
    _dir: Option<tempfile::TempDir>,
}

static NEXT: AtomicU32 = AtomicU32::new(0);

/// A new, empty database on every backend there is, for the test `name`.
pub async fn databases(name: &str) -> Vec<TestDb> {
    let dir = tempfile::tempdir().expect("a temp dir");
    let url = format!(
        "sqlite://{}",
        dir.path().join(format!("{name}.db")).display()
    );
    let mut all = vec![TestDb {
        url,
        backend: "SQLite",
        _dir: Some(dir),
    }];
    if let Some(url) = postgres(name).await {
        all.push(TestDb {
            url,
            backend: "PostgreSQL",
            _dir: None,
        });
    }
    all
}

/// A new PostgreSQL database on the test server, if there is one.
async fn postgres(name: &str) -> Option<String> {
    let required = std::env::var_os("SKALD_REQUIRE_POSTGRES").is_some();
    let Some(admin) = std::env::var("DATABASE_URL_TEST")
        .ok()
        .filter(|u| !u.is_empty())
    else {
        assert!(
            !required,
            "SKALD_REQUIRE_POSTGRES is set but DATABASE_URL_TEST is not"
        );
        return None;
    };
    let mut conn = match sqlx::PgConnection::connect(&admin).await {
        Ok(conn) => conn,
        Err(e) if !required => {
            eprintln!("PostgreSQL left out: {admin}: {e}");
            return None;
        }
        Err(e) => panic!("the PostgreSQL test server {admin}: {e}"),
    };
    let short: String = name
        .chars()
        .take(32)
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    let db = format!(
        "skald_{short}_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    sqlx::query(&format!("CREATE DATABASE {db}"))
        .execute(&mut conn)
        .await
        .expect("a test database");
    let base = admin
        .rsplit_once('/')
        .map_or(admin.as_str(), |(base, _)| base);
    Some(format!("{base}/{db}"))
}
