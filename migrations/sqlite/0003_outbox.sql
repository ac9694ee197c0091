-- What a committed change has to tell the channel and the players, written in the same
-- transaction as the change: a row leaves only once Discord has taken it, so a failed send or
-- a crash between commit and delivery loses nothing. Each recipient's rows go out in order.
CREATE TABLE outbox (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    table_id  INTEGER NOT NULL REFERENCES tables (id),
    recipient TEXT    NOT NULL,
    lang      TEXT    NOT NULL,
    message   TEXT    NOT NULL,
    attempts  INTEGER NOT NULL DEFAULT 0,
    next_at   INTEGER NOT NULL
);
CREATE INDEX outbox_by_table ON outbox (table_id, id);
CREATE INDEX outbox_by_next ON outbox (next_at);

-- Game actions played for each seat: a seat's buttons stay current while its own situation
-- does, whatever the others do.
ALTER TABLE seats ADD COLUMN moves INTEGER NOT NULL DEFAULT 0;
