-- Background work on a table (delivering its messages, its deadline, its bots' moves) is done
-- by one process at a time: the one holding the lease, until it lets go or the lease runs out
-- (a process that died leaves its leases to expire and be taken over).
CREATE TABLE leases (
    table_id INTEGER NOT NULL,
    kind     TEXT    NOT NULL,
    holder   TEXT    NOT NULL,
    until    INTEGER NOT NULL,
    PRIMARY KEY (table_id, kind)
);
