-- A member's DM channel with the bot, as Discord opened it: it never changes, so it is opened
-- once per member and kept (forgotten only when Discord says it is gone). Numbered as on
-- SQLite, so both report the same schema version.
ALTER TABLE users ADD COLUMN dm_channel BIGINT;
