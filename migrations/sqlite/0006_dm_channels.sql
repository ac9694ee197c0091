-- A member's DM channel with the bot, as Discord opened it: it never changes, so it is opened
-- once per member and kept (forgotten only when Discord says it is gone).
ALTER TABLE users ADD COLUMN dm_channel INTEGER;
