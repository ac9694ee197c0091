-- Tables, their seats, the action log (the truth), a snapshot for fast loads, and deadlines.
CREATE TABLE tables (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    channel     TEXT    NOT NULL,
    game        TEXT    NOT NULL,
    status      TEXT    NOT NULL,
    host        INTEGER NOT NULL,
    seed        INTEGER NOT NULL,
    settings    TEXT    NOT NULL,
    state       TEXT,
    version     INTEGER NOT NULL,
    log_len     INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);

-- One active table per channel.
CREATE UNIQUE INDEX tables_one_active_per_channel
    ON tables (channel) WHERE status IN ('lobby', 'running');
CREATE INDEX tables_by_channel ON tables (channel, id);

CREATE TABLE seats (
    table_id INTEGER NOT NULL REFERENCES tables (id),
    seat     INTEGER NOT NULL,
    user_id  INTEGER,
    bot      TEXT,
    name     TEXT    NOT NULL,
    PRIMARY KEY (table_id, seat)
);

CREATE TABLE actions (
    table_id INTEGER NOT NULL REFERENCES tables (id),
    seq      INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    action   TEXT    NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (table_id, seq)
);

CREATE TABLE deadlines (
    table_id INTEGER PRIMARY KEY REFERENCES tables (id),
    started  INTEGER NOT NULL,
    due      INTEGER NOT NULL,
    reminded INTEGER NOT NULL,
    next_at  INTEGER
);
CREATE INDEX deadlines_by_next ON deadlines (next_at);

CREATE TABLE users (
    user_id INTEGER PRIMARY KEY,
    lang    TEXT
);
