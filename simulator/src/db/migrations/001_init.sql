-- 001: the marketplace slice: users, publishers, sponsors, subscriptions, decals, spots, spot contents,
-- and the full-text index over spots.

CREATE TABLE users (
  id          INTEGER PRIMARY KEY,
  email       TEXT    NOT NULL UNIQUE COLLATE NOCASE,
  name        TEXT    NOT NULL,
  password    TEXT    NOT NULL,
  verified    INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1)),
  roles       TEXT    NOT NULL DEFAULT '[]' CHECK (json_valid(roles)),
  features    TEXT    NOT NULL DEFAULT '',
  created_at  TEXT    NOT NULL
) STRICT;

CREATE TABLE publishers (
  id             INTEGER PRIMARY KEY,
  user_id        INTEGER NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  status         INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  business_name  TEXT    NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE sponsors (
  id             INTEGER PRIMARY KEY,
  user_id        INTEGER NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  status         INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  business_name  TEXT    NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE subscriptions (
  id       INTEGER PRIMARY KEY,
  user_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  level    TEXT    NOT NULL CHECK (level IN ('Free', 'Basic', 'Pro', 'Enterprise')),
  status   INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  updated  TEXT    NOT NULL
) STRICT;
CREATE INDEX subscriptions_user ON subscriptions (user_id);

CREATE TABLE decals (
  id            INTEGER PRIMARY KEY,
  sponsor_id    INTEGER NOT NULL REFERENCES sponsors (id) ON DELETE CASCADE,
  content_type  TEXT    NOT NULL,
  width         INTEGER NOT NULL,
  height        INTEGER NOT NULL,
  file_name     TEXT    NOT NULL,
  image         BLOB    NOT NULL
) STRICT;
CREATE INDEX decals_sponsor ON decals (sponsor_id);

CREATE TABLE spots (
  id                       INTEGER PRIMARY KEY,
  publisher_id             INTEGER NOT NULL REFERENCES publishers (id) ON DELETE CASCADE,
  name                     TEXT    NOT NULL DEFAULT '',
  description              TEXT    NOT NULL DEFAULT '',
  location_path            TEXT    NOT NULL DEFAULT '/',
  product_json             TEXT    NOT NULL DEFAULT '{}',
  status                   INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  sample_url               TEXT    NOT NULL DEFAULT '',
  -- Spots and contents point at each other; the check waits for the end of the transaction.
  current_spot_content_id  INTEGER REFERENCES spot_contents (id) ON DELETE SET NULL DEFERRABLE INITIALLY DEFERRED,
  created_at               TEXT    NOT NULL
) STRICT;
-- Spots by status (publisher dashboards, admin views).
CREATE INDEX spots_status_id ON spots (status, id);
CREATE INDEX spots_publisher ON spots (publisher_id);

CREATE TABLE spot_contents (
  id                   INTEGER PRIMARY KEY,
  spot_id              INTEGER NOT NULL REFERENCES spots (id) ON DELETE CASCADE,
  sponsor_id           INTEGER NOT NULL REFERENCES sponsors (id) ON DELETE CASCADE,
  subscription_id      INTEGER REFERENCES subscriptions (id) ON DELETE SET NULL,
  decal_id             INTEGER REFERENCES decals (id) ON DELETE SET NULL,
  status               INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  link_url             TEXT    NOT NULL DEFAULT '',
  link_title           TEXT    NOT NULL DEFAULT '',
  has_agreed_to_terms  INTEGER NOT NULL DEFAULT 0 CHECK (has_agreed_to_terms IN (0, 1)),
  ai_checked_on        TEXT,
  ai_check_passed      INTEGER NOT NULL DEFAULT 0 CHECK (ai_check_passed IN (0, 1))
) STRICT;
CREATE INDEX spot_contents_spot ON spot_contents (spot_id);
CREATE INDEX spot_contents_sponsor ON spot_contents (sponsor_id);
CREATE INDEX spot_contents_decal ON spot_contents (decal_id);
CREATE INDEX spot_contents_subscription ON spot_contents (subscription_id);
CREATE INDEX spots_current_content ON spots (current_spot_content_id);

-- The marketplace: spots that are Published (2) with an Active (2) publisher. listed_spots holds their ids
-- (fast paging and counting without text); spots_fts indexes their words (rowid = spots.id). Both are kept in
-- step by the triggers below, so a search touches only what the marketplace shows.
CREATE TABLE listed_spots (
  spot_id  INTEGER PRIMARY KEY REFERENCES spots (id) ON DELETE CASCADE
) STRICT;

-- Every search word is a prefix query ("word"*). prefix = '1 2 3 4 5 6' keeps a ready doclist for every
-- prefix of up to 6 characters, so such a query reads one doclist instead of merging every word that starts
-- with it ("gar" → garden, gardens, gardening, …); measured over 100,000 spots this took the common short
-- prefixes from 10–30 ms to under 4 ms. detail = column (which columns hold a word, not where) is all the
-- search needs: it matches words, never phrases, and ranks name matches first with a {name} column filter.
-- categories adds the marks (M*) to the token characters, so a word is one token whatever its script
-- (the query side splits words on the same classes; with detail = column a multi-token phrase is an error).
CREATE VIRTUAL TABLE spots_fts USING fts5 (
  name, description, location_path, publisher_name,
  tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'",
  prefix = '1 2 3 4 5 6',
  detail = column
);

CREATE TRIGGER spots_listed_insert AFTER INSERT ON spots
WHEN new.status = 2 AND (SELECT status FROM publishers WHERE id = new.publisher_id) = 2
BEGIN
  INSERT INTO listed_spots (spot_id) VALUES (new.id);
  INSERT INTO spots_fts (rowid, name, description, location_path, publisher_name)
  VALUES (new.id, new.name, new.description, new.location_path,
          (SELECT business_name FROM publishers WHERE id = new.publisher_id));
END;

CREATE TRIGGER spots_listed_delete AFTER DELETE ON spots BEGIN
  DELETE FROM listed_spots WHERE spot_id = old.id;
  DELETE FROM spots_fts WHERE rowid = old.id;
END;

CREATE TRIGGER spots_listed_update AFTER UPDATE OF name, description, location_path, publisher_id, status ON spots
BEGIN
  DELETE FROM listed_spots WHERE spot_id = old.id;
  DELETE FROM spots_fts WHERE rowid = old.id;
  INSERT INTO listed_spots (spot_id)
  SELECT new.id WHERE new.status = 2 AND (SELECT status FROM publishers WHERE id = new.publisher_id) = 2;
  INSERT INTO spots_fts (rowid, name, description, location_path, publisher_name)
  SELECT new.id, new.name, new.description, new.location_path, p.business_name
  FROM publishers p WHERE p.id = new.publisher_id AND p.status = 2 AND new.status = 2;
END;

CREATE TRIGGER publishers_listed_update AFTER UPDATE OF status, business_name ON publishers BEGIN
  DELETE FROM listed_spots WHERE spot_id IN (SELECT id FROM spots WHERE publisher_id = new.id);
  DELETE FROM spots_fts WHERE rowid IN (SELECT id FROM spots WHERE publisher_id = new.id);
  INSERT INTO listed_spots (spot_id)
  SELECT id FROM spots WHERE publisher_id = new.id AND status = 2 AND new.status = 2;
  INSERT INTO spots_fts (rowid, name, description, location_path, publisher_name)
  SELECT id, name, description, location_path, new.business_name
  FROM spots WHERE publisher_id = new.id AND status = 2 AND new.status = 2;
END;

-- Simulator bookkeeping (e.g. the scenario the database was last reset to); survives resets.
CREATE TABLE sim_state (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) STRICT;
