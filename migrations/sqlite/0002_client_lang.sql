-- The language of a member's Discord client, learned when they take a seat: private messages
-- use it when they have not chosen a language with /midgard lang.
ALTER TABLE users ADD COLUMN client_lang TEXT;
