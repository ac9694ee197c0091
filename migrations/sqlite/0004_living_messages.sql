-- Living messages: what each of a table's messages shows and which message generation it is
-- at (JSON, rebuilt into views by the table layer).
ALTER TABLE tables ADD COLUMN live TEXT;

-- Which Discord message holds which living message of a table, so that after a restart the bot
-- keeps editing the same messages. `closed`: the member's DMs are closed; their console is
-- shown on request instead.
CREATE TABLE slots (
    table_id   INTEGER NOT NULL REFERENCES tables (id),
    slot       TEXT    NOT NULL,
    gen        INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    closed     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, slot)
);

-- Whether a member is called by name when it is their turn (NULL: yes).
ALTER TABLE users ADD COLUMN pings INTEGER;
