-- 005: the marketplace search moves from spots_fts (FTS5) to the in-memory word index of
-- db/search-index.ts, built from listed_spots, spots and publishers after every write that moves the search
-- data version (004). spots_fts and the trigger statements that kept it are dropped; listed_spots is kept in
-- step as before.
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
