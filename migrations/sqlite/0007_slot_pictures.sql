-- The picture a living message carries: a fingerprint of what was drawn and the id of the
-- attachment Discord keeps for it, so that an edit whose picture did not change keeps the
-- uploaded file instead of sending it again.
ALTER TABLE slots ADD COLUMN picture TEXT;
ALTER TABLE slots ADD COLUMN attachment INTEGER;
