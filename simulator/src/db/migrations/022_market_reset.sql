-- 022: a reset fills market_spots and market_groups once, at its end, instead of row by row. 019's triggers
-- refresh a spot's market row from market_spot_source on every write of its spot, content or sponsor (a
-- delete and an insert, each counted in market_groups by 021's triggers), which a reset paid for every seeded
-- row. While market_rebuild holds its row, all of them skip; the row is written only inside a reset's
-- transaction (scenarios/reset.ts), which then refills both tables with one INSERT … SELECT each and deletes
-- the row before it commits, so every other write, and a reset's result, keep 019's invariant
-- (market_spots = market_spot_source, market_groups = its rows grouped).
CREATE TABLE market_rebuild (
  id  INTEGER PRIMARY KEY CHECK (id = 1)
) STRICT;

DROP TRIGGER listed_spots_market_insert;
CREATE TRIGGER listed_spots_market_insert AFTER INSERT ON listed_spots
WHEN NOT EXISTS (SELECT 1 FROM market_rebuild) BEGIN
  DELETE FROM market_spots WHERE spot_id = new.spot_id;
  INSERT INTO market_spots SELECT * FROM market_spot_source WHERE spot_id = new.spot_id;
END;

DROP TRIGGER listed_spots_market_delete;
CREATE TRIGGER listed_spots_market_delete AFTER DELETE ON listed_spots
WHEN NOT EXISTS (SELECT 1 FROM market_rebuild) BEGIN
  DELETE FROM market_spots WHERE spot_id = old.spot_id;
END;

DROP TRIGGER spots_market_update;
CREATE TRIGGER spots_market_update
AFTER UPDATE OF product_json, current_spot_content_id, show_analytics, created_at ON spots
WHEN NOT EXISTS (SELECT 1 FROM market_rebuild) BEGIN
  DELETE FROM market_spots WHERE spot_id = new.id;
  INSERT INTO market_spots SELECT * FROM market_spot_source WHERE spot_id = new.id;
END;

DROP TRIGGER spot_contents_market_insert;
CREATE TRIGGER spot_contents_market_insert AFTER INSERT ON spot_contents
WHEN NOT EXISTS (SELECT 1 FROM market_rebuild)
  AND (new.held_until IS NOT NULL OR new.id IN (SELECT current_spot_content_id FROM spots WHERE id = new.spot_id))
BEGIN
  DELETE FROM market_spots WHERE spot_id = new.spot_id;
  INSERT INTO market_spots SELECT * FROM market_spot_source WHERE spot_id = new.spot_id;
END;

DROP TRIGGER spot_contents_market_update;
CREATE TRIGGER spot_contents_market_update AFTER UPDATE OF status, held_until, spot_id ON spot_contents
WHEN NOT EXISTS (SELECT 1 FROM market_rebuild) BEGIN
  DELETE FROM market_spots WHERE spot_id IN (old.spot_id, new.spot_id);
  INSERT INTO market_spots SELECT * FROM market_spot_source WHERE spot_id IN (old.spot_id, new.spot_id);
END;

DROP TRIGGER spot_contents_market_delete;
CREATE TRIGGER spot_contents_market_delete AFTER DELETE ON spot_contents
WHEN NOT EXISTS (SELECT 1 FROM market_rebuild) AND old.held_until IS NOT NULL BEGIN
  DELETE FROM market_spots WHERE spot_id = old.spot_id;
  INSERT INTO market_spots SELECT * FROM market_spot_source WHERE spot_id = old.spot_id;
END;

DROP TRIGGER sponsors_market_update;
CREATE TRIGGER sponsors_market_update AFTER UPDATE OF status ON sponsors
WHEN NOT EXISTS (SELECT 1 FROM market_rebuild) BEGIN
  DELETE FROM market_spots WHERE spot_id IN (SELECT spot_id FROM spot_contents WHERE sponsor_id = new.id);
  INSERT INTO market_spots SELECT * FROM market_spot_source
  WHERE spot_id IN (SELECT spot_id FROM spot_contents WHERE sponsor_id = new.id);
END;

DROP TRIGGER sponsors_market_insert;
CREATE TRIGGER sponsors_market_insert AFTER INSERT ON sponsors
WHEN NOT EXISTS (SELECT 1 FROM market_rebuild) BEGIN
  DELETE FROM market_spots WHERE spot_id IN (SELECT spot_id FROM spot_contents WHERE sponsor_id = new.id);
  INSERT INTO market_spots SELECT * FROM market_spot_source
  WHERE spot_id IN (SELECT spot_id FROM spot_contents WHERE sponsor_id = new.id);
END;

DROP TRIGGER market_spots_group_insert;
CREATE TRIGGER market_spots_group_insert AFTER INSERT ON market_spots
WHEN NOT EXISTS (SELECT 1 FROM market_rebuild) BEGIN
  INSERT INTO market_groups (size, placement, state, count)
  SELECT new.size, new.placement, new.state, 0
  WHERE NOT EXISTS (SELECT 1 FROM market_groups
    WHERE size IS new.size AND placement IS new.placement AND state = new.state);
  UPDATE market_groups SET count = count + 1
  WHERE size IS new.size AND placement IS new.placement AND state = new.state;
END;

DROP TRIGGER market_spots_group_delete;
CREATE TRIGGER market_spots_group_delete AFTER DELETE ON market_spots
WHEN NOT EXISTS (SELECT 1 FROM market_rebuild) BEGIN
  UPDATE market_groups SET count = count - 1
  WHERE size IS old.size AND placement IS old.placement AND state = old.state;
  DELETE FROM market_groups
  WHERE size IS old.size AND placement IS old.placement AND state = old.state AND count = 0;
END;

DROP TRIGGER market_spots_group_update;
CREATE TRIGGER market_spots_group_update AFTER UPDATE OF size, placement, state ON market_spots
WHEN NOT EXISTS (SELECT 1 FROM market_rebuild) BEGIN
  UPDATE market_groups SET count = count - 1
  WHERE size IS old.size AND placement IS old.placement AND state = old.state;
  DELETE FROM market_groups
  WHERE size IS old.size AND placement IS old.placement AND state = old.state AND count = 0;
  INSERT INTO market_groups (size, placement, state, count)
  SELECT new.size, new.placement, new.state, 0
  WHERE NOT EXISTS (SELECT 1 FROM market_groups
    WHERE size IS new.size AND placement IS new.placement AND state = new.state);
  UPDATE market_groups SET count = count + 1
  WHERE size IS new.size AND placement IS new.placement AND state = new.state;
END;
