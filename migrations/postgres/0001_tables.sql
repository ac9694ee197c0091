-- The PostgreSQL schema: the same tables as SQLite's migrations 0001–0004 build, in one step.
-- Times are milliseconds since the epoch; flags are 0 or 1, as in SQLite.
CREATE TABLE tables (
    id          BIGSERIAL PRIMARY KEY,
    channel     TEXT   NOT NULL,
    game        TEXT   NOT NULL,
    status      TEXT   NOT NULL,
    host        BIGINT NOT NULL,
    seed        BIGINT NOT NULL,
    settings    TEXT   NOT NULL,
    state       TEXT,
    version     BIGINT NOT NULL,
    log_len     BIGINT NOT NULL,
    created_at  BIGINT NOT NULL,
    updated_at  BIGINT NOT NULL,
    live        TEXT
);

-- One active table per channel.
CREATE UNIQUE INDEX tables_one_active_per_channel
    ON tables (channel) WHERE status IN ('lobby', 'running');
CREATE INDEX tables_by_channel ON tables (channel, id);

CREATE TABLE seats (
    table_id BIGINT NOT NULL REFERENCES tables (id),
    seat     BIGINT NOT NULL,
    user_id  BIGINT,
    bot      TEXT,
    name     TEXT   NOT NULL,
    moves    BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seat)
);

CREATE TABLE actions (
    table_id BIGINT NOT NULL REFERENCES tables (id),
    seq      BIGINT NOT NULL,
    seat     BIGINT NOT NULL,
    action   TEXT   NOT NULL,
    at       BIGINT NOT NULL,
    PRIMARY KEY (table_id, seq)
);

CREATE TABLE deadlines (
    table_id BIGINT PRIMARY KEY REFERENCES tables (id),
    started  BIGINT NOT NULL,
    due      BIGINT NOT NULL,
    reminded BIGINT NOT NULL,
    next_at  BIGINT
);
CREATE INDEX deadlines_by_next ON deadlines (next_at);

CREATE TABLE users (
    user_id     BIGINT PRIMARY KEY,
    lang        TEXT,
    client_lang TEXT,
    pings       BIGINT
);

CREATE TABLE outbox (
    id        BIGSERIAL PRIMARY KEY,
    table_id  BIGINT NOT NULL REFERENCES tables (id),
    recipient TEXT   NOT NULL,
    lang      TEXT   NOT NULL,
    message   TEXT   NOT NULL,
    attempts  BIGINT NOT NULL DEFAULT 0,
    next_at   BIGINT NOT NULL
);
CREATE INDEX outbox_by_table ON outbox (table_id, id);
CREATE INDEX outbox_by_next ON outbox (next_at);

CREATE TABLE slots (
    table_id   BIGINT NOT NULL REFERENCES tables (id),
    slot       TEXT   NOT NULL,
    gen        BIGINT NOT NULL,
    channel_id BIGINT NOT NULL,
    message_id BIGINT NOT NULL,
    closed     BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, slot)
);
