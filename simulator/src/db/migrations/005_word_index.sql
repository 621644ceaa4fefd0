-- 005: the marketplace search moves from spots_fts (FTS5) to the in-memory word index of
-- db/search-index.ts, built from listed_spots, spots and publishers. spots_fts and the trigger statements
-- that kept it are dropped; listed_spots is kept in step as before.
--
-- The index is built again only when what it reads changes: search_data_version.index_version moves on
-- writes to spots and publishers alone (version, as in 004, on writes to every table the answers read), so
-- a change to a subscription, sponsor, decal or content keeps the index and empties only the answer caches.
DROP TRIGGER spots_listed_insert;
DROP TRIGGER spots_listed_delete;
DROP TRIGGER spots_listed_update;
DROP TRIGGER publishers_listed_update;
DROP TABLE spots_fts;

CREATE TRIGGER spots_listed_insert AFTER INSERT ON spots
WHEN new.status = 2 AND (SELECT status FROM publishers WHERE id = new.publisher_id) = 2
BEGIN
  INSERT INTO listed_spots (spot_id) VALUES (new.id);
END;

CREATE TRIGGER spots_listed_delete AFTER DELETE ON spots BEGIN
  DELETE FROM listed_spots WHERE spot_id = old.id;
END;

CREATE TRIGGER spots_listed_update AFTER UPDATE OF publisher_id, status ON spots BEGIN
  DELETE FROM listed_spots WHERE spot_id = old.id;
  INSERT INTO listed_spots (spot_id)
  SELECT new.id WHERE new.status = 2 AND (SELECT status FROM publishers WHERE id = new.publisher_id) = 2;
END;

CREATE TRIGGER publishers_listed_update AFTER UPDATE OF status ON publishers BEGIN
  DELETE FROM listed_spots WHERE spot_id IN (SELECT id FROM spots WHERE publisher_id = new.id);
  INSERT INTO listed_spots (spot_id)
  SELECT id FROM spots WHERE publisher_id = new.id AND status = 2 AND new.status = 2;
END;

ALTER TABLE search_data_version ADD COLUMN index_version INTEGER NOT NULL DEFAULT 0;
DROP TRIGGER spots_search_version_insert;
CREATE TRIGGER spots_search_version_insert AFTER INSERT ON spots
BEGIN UPDATE search_data_version SET version = version + 1, index_version = index_version + 1; END;
DROP TRIGGER spots_search_version_update;
CREATE TRIGGER spots_search_version_update AFTER UPDATE ON spots
BEGIN UPDATE search_data_version SET version = version + 1, index_version = index_version + 1; END;
DROP TRIGGER spots_search_version_delete;
CREATE TRIGGER spots_search_version_delete AFTER DELETE ON spots
BEGIN UPDATE search_data_version SET version = version + 1, index_version = index_version + 1; END;
DROP TRIGGER publishers_search_version_insert;
CREATE TRIGGER publishers_search_version_insert AFTER INSERT ON publishers
BEGIN UPDATE search_data_version SET version = version + 1, index_version = index_version + 1; END;
DROP TRIGGER publishers_search_version_update;
CREATE TRIGGER publishers_search_version_update AFTER UPDATE ON publishers
BEGIN UPDATE search_data_version SET version = version + 1, index_version = index_version + 1; END;
DROP TRIGGER publishers_search_version_delete;
CREATE TRIGGER publishers_search_version_delete AFTER DELETE ON publishers
BEGIN UPDATE search_data_version SET version = version + 1, index_version = index_version + 1; END;
