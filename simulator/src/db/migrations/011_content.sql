-- 011: the sponsor's content. Uploaded decals keep their bytes in the upload directory (config.uploadDir,
-- outside every served folder) under a generated name; seeded decals keep theirs in `image`, and an
-- uploaded decal's `image` is empty. A content gains the AI check's reasons, its times and a revision that
-- every edit moves, so a check's result is stored only for the content it read.
ALTER TABLE decals ADD COLUMN storage_name TEXT CHECK (storage_name IS NULL OR storage_name GLOB '[0-9a-f]*.*');
ALTER TABLE decals ADD COLUMN created_at TEXT;
CREATE UNIQUE INDEX decals_storage_name ON decals (storage_name) WHERE storage_name IS NOT NULL;

-- JSON array of {code, field, message}; NULL until checked and after every edit.
ALTER TABLE spot_contents ADD COLUMN ai_check_reasons TEXT;
ALTER TABLE spot_contents ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
ALTER TABLE spot_contents ADD COLUMN created_at TEXT;
ALTER TABLE spot_contents ADD COLUMN updated_at TEXT;
-- A sponsor's contents on one spot (the caller's open content, GET sponsor/{id}/spot/{id}/content).
CREATE INDEX spot_contents_sponsor_spot ON spot_contents (sponsor_id, spot_id);
