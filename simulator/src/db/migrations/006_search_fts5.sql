-- 006: the marketplace search on SQLite FTS5, in place of the in-memory word index of 005 and the data
-- versions of 004/005 that told it (and its caches) when to rebuild. FTS5 updates its index row by row as the
-- triggers below write, so a write never costs a rebuild; the search cache of db/repositories/spots.ts
-- follows the connection's own change counter instead of a version row.
DROP TRIGGER spots_search_version_insert;
DROP TRIGGER spots_search_version_update;
DROP TRIGGER spots_search_version_delete;
DROP TRIGGER spot_contents_search_version_insert;
DROP TRIGGER spot_contents_search_version_update;
DROP TRIGGER spot_contents_search_version_delete;
DROP TRIGGER publishers_search_version_insert;
DROP TRIGGER publishers_search_version_update;
DROP TRIGGER publishers_search_version_delete;
DROP TRIGGER sponsors_search_version_insert;
DROP TRIGGER sponsors_search_version_update;
DROP TRIGGER sponsors_search_version_delete;
DROP TRIGGER subscriptions_search_version_insert;
DROP TRIGGER subscriptions_search_version_update;
DROP TRIGGER subscriptions_search_version_delete;
DROP TRIGGER decals_search_version_insert;
DROP TRIGGER decals_search_version_update;
DROP TRIGGER decals_search_version_delete;
DROP TABLE search_data_version;

-- The searchable text of every listed spot (a row per row of listed_spots, which 005's triggers keep to the
-- published spots of active publishers), as the index holds it: folded to NFKC by search_fold(), the function
-- db/connection.ts registers on the connection ("ＦＵＬＬ" → "FULL", "ﬁ" → "fi"), which unicode61 does not
-- do. It is the external content of spots_fts: FTS5 keeps no copy of its own, and its triggers delete a
-- row's words with the text that was indexed, read from here, so the index cannot drift from it whatever
-- changed in spots or publishers since.
CREATE TABLE spot_search_text (
  spot_id         INTEGER PRIMARY KEY,
  name            TEXT NOT NULL,
  description     TEXT NOT NULL,
  location_path   TEXT NOT NULL,
  publisher_name  TEXT NOT NULL
) STRICT;

INSERT INTO spot_search_text (spot_id, name, description, location_path, publisher_name)
SELECT s.id, search_fold(s.name), search_fold(s.description), search_fold(s.location_path), search_fold(p.business_name)
FROM listed_spots l JOIN spots s ON s.id = l.spot_id JOIN publishers p ON p.id = s.publisher_id;

-- The listed spots with no current content, which POST spot/available lists: a table of ids, so counting
-- and paging them, and joining them to a text match, reads no row of spots (over 76,000 listed spots the
-- count took 12 ms through spots, 0.01 ms here; a match of 48,000 of them 26 ms, 13 ms here).
CREATE TABLE available_spots (
  spot_id  INTEGER PRIMARY KEY
) STRICT;

INSERT INTO available_spots (spot_id)
SELECT l.spot_id FROM listed_spots l JOIN spots s ON s.id = l.spot_id WHERE s.current_spot_content_id IS NULL;

-- Every search word is a prefix query ("word"*). prefix = '1 2 … 12' keeps a ready doclist for every prefix
-- of up to 12 characters, so such a query reads one doclist; a prefix without its own index makes FTS5
-- merge the doclists of every word that starts with it into a new one first ("gar" → garden, gardens,
-- gardening, …), which for a word in most spots took 10–15 ms over 100,000 spots, against 0.03–3 ms with
-- the index (its cost: the index grew from 30 to 41 MB). detail = column (which columns hold a word, not
-- where) is all the search needs: it matches words, never phrases, and ranks name matches first with a
-- {name} column filter. remove_diacritics 2 folds the accents of Latin letters ("ø" → "o" too); "ß" has
-- none and stays. categories adds the marks (M*) to the token characters, so a word with combining marks
-- (Devanagari and the like) is one token; the query side (queryWords) splits words on the same classes,
-- so each quoted word is one token (with detail = column a phrase of several would be an error).
CREATE VIRTUAL TABLE spots_fts USING fts5 (
  name, description, location_path, publisher_name,
  content = 'spot_search_text',
  content_rowid = 'spot_id',
  tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'",
  prefix = '1 2 3 4 5 6 7 8 9 10 11 12',
  detail = column
);
INSERT INTO spots_fts (spots_fts) VALUES ('rebuild');

-- spots_fts follows spot_search_text, the usual external-content triggers: a row's old words are removed
-- with the 'delete' command and the values they were indexed from.
CREATE TRIGGER spot_search_text_insert AFTER INSERT ON spot_search_text BEGIN
  INSERT INTO spots_fts (rowid, name, description, location_path, publisher_name)
  VALUES (new.spot_id, new.name, new.description, new.location_path, new.publisher_name);
END;

CREATE TRIGGER spot_search_text_delete AFTER DELETE ON spot_search_text BEGIN
  INSERT INTO spots_fts (spots_fts, rowid, name, description, location_path, publisher_name)
  VALUES ('delete', old.spot_id, old.name, old.description, old.location_path, old.publisher_name);
END;

CREATE TRIGGER spot_search_text_update AFTER UPDATE ON spot_search_text BEGIN
  INSERT INTO spots_fts (spots_fts, rowid, name, description, location_path, publisher_name)
  VALUES ('delete', old.spot_id, old.name, old.description, old.location_path, old.publisher_name);
  INSERT INTO spots_fts (rowid, name, description, location_path, publisher_name)
  VALUES (new.spot_id, new.name, new.description, new.location_path, new.publisher_name);
END;

-- spot_search_text and available_spots follow listed_spots (a spot enters or leaves the marketplace),
-- spot_search_text the text of listed spots and their publishers, available_spots their current content.
-- A reset empties these tables in any order: every path to spots_fts ends in the triggers above, which
-- read the indexed text from the row being removed.
CREATE TRIGGER listed_spots_insert AFTER INSERT ON listed_spots BEGIN
  INSERT INTO spot_search_text (spot_id, name, description, location_path, publisher_name)
  SELECT s.id, search_fold(s.name), search_fold(s.description), search_fold(s.location_path), search_fold(p.business_name)
  FROM spots s JOIN publishers p ON p.id = s.publisher_id WHERE s.id = new.spot_id;
  INSERT INTO available_spots (spot_id)
  SELECT id FROM spots WHERE id = new.spot_id AND current_spot_content_id IS NULL;
END;

CREATE TRIGGER listed_spots_delete AFTER DELETE ON listed_spots BEGIN
  DELETE FROM spot_search_text WHERE spot_id = old.spot_id;
  DELETE FROM available_spots WHERE spot_id = old.spot_id;
END;

CREATE TRIGGER spots_available_update AFTER UPDATE OF current_spot_content_id ON spots BEGIN
  DELETE FROM available_spots WHERE spot_id = old.id;
  INSERT INTO available_spots (spot_id)
  SELECT new.id WHERE new.current_spot_content_id IS NULL AND new.id IN (SELECT spot_id FROM listed_spots);
END;

CREATE TRIGGER spots_search_text_update AFTER UPDATE OF name, description, location_path ON spots BEGIN
  UPDATE spot_search_text
  SET name = search_fold(new.name), description = search_fold(new.description), location_path = search_fold(new.location_path)
  WHERE spot_id = new.id;
END;

CREATE TRIGGER publishers_search_text_update AFTER UPDATE OF business_name ON publishers BEGIN
  UPDATE spot_search_text SET publisher_name = search_fold(new.business_name)
  WHERE spot_id IN (SELECT id FROM spots WHERE publisher_id = new.id);
END;
