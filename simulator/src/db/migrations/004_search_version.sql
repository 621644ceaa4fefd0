-- 004: the search data version. The marketplace answer caches (SpotRepository) stay valid while it stands
-- still; it moves on every row inserted, updated or deleted in the tables the search reads (SPOT_COLUMNS and
-- SPOT_JOINS in db/repositories/spots.ts: spots, spot_contents, publishers, sponsors, subscriptions, decals).
-- listed_spots and spots_fts are written only by the triggers of spots and publishers, so they are covered.
-- Writes elsewhere (sessions, refresh tokens, codes, users, follows, ...) leave the caches alone.
-- The row is kept by a scenario reset (scenarios/reset.ts KEPT_TABLES); the reset's deletes and inserts move it.
CREATE TABLE search_data_version (
  id       INTEGER PRIMARY KEY CHECK (id = 1),
  version  INTEGER NOT NULL
) STRICT;
INSERT INTO search_data_version (id, version) VALUES (1, 0);

CREATE TRIGGER spots_search_version_insert AFTER INSERT ON spots
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER spots_search_version_update AFTER UPDATE ON spots
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER spots_search_version_delete AFTER DELETE ON spots
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER spot_contents_search_version_insert AFTER INSERT ON spot_contents
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER spot_contents_search_version_update AFTER UPDATE ON spot_contents
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER spot_contents_search_version_delete AFTER DELETE ON spot_contents
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER publishers_search_version_insert AFTER INSERT ON publishers
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER publishers_search_version_update AFTER UPDATE ON publishers
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER publishers_search_version_delete AFTER DELETE ON publishers
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER sponsors_search_version_insert AFTER INSERT ON sponsors
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER sponsors_search_version_update AFTER UPDATE ON sponsors
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER sponsors_search_version_delete AFTER DELETE ON sponsors
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER subscriptions_search_version_insert AFTER INSERT ON subscriptions
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER subscriptions_search_version_update AFTER UPDATE ON subscriptions
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER subscriptions_search_version_delete AFTER DELETE ON subscriptions
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER decals_search_version_insert AFTER INSERT ON decals
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER decals_search_version_update AFTER UPDATE ON decals
BEGIN UPDATE search_data_version SET version = version + 1; END;
CREATE TRIGGER decals_search_version_delete AFTER DELETE ON decals
BEGIN UPDATE search_data_version SET version = version + 1; END;
