-- 014: nothing unchecked is served. A content keeps the revision that runs on the publisher's site (its
-- decal, link and title, and when that revision's check passed) apart from the fields the sponsor edits:
-- an edit of a live content is a new revision that replaces the live one only once it passes the check,
-- in one UPDATE. The embed, the click redirect and every public read of a spot's content read live_*.
-- A decal's public URL names it by an unguessable key, never by its sequential id.
ALTER TABLE decals ADD COLUMN public_key TEXT CHECK (public_key IS NULL OR public_key GLOB '[0-9a-f]*');
UPDATE decals SET public_key = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX decals_public_key ON decals (public_key);
-- Every new decal (uploaded or seeded) gets its key as it is written.
CREATE TRIGGER decals_public_key AFTER INSERT ON decals WHEN NEW.public_key IS NULL
BEGIN
  UPDATE decals SET public_key = lower(hex(randomblob(16))) WHERE id = NEW.id;
END;

ALTER TABLE spot_contents ADD COLUMN live_decal_id INTEGER REFERENCES decals (id) ON DELETE SET NULL;
ALTER TABLE spot_contents ADD COLUMN live_link_url TEXT;
ALTER TABLE spot_contents ADD COLUMN live_link_title TEXT;
-- NULL until a revision goes live; the revision that did (the fields above are that revision's).
ALTER TABLE spot_contents ADD COLUMN live_revision INTEGER;
ALTER TABLE spot_contents ADD COLUMN live_checked_on TEXT;
CREATE INDEX spot_contents_live_decal ON spot_contents (live_decal_id) WHERE live_decal_id IS NOT NULL;

-- What runs today is what was reserved and checked.
UPDATE spot_contents SET live_decal_id = decal_id, live_link_url = link_url, live_link_title = link_title,
    live_revision = revision, live_checked_on = ai_checked_on
  WHERE status = 2 AND ai_check_passed = 1;
