-- 021: the whole marketplace's facet groups, kept by triggers. A question without words and without a price
-- range (the landing page, a click on a size, placement or state) took its count and facets from a grouped
-- pass over every listed spot (spot-market-search.ts groups(): 10–55 ms at 76,000 spots), paid again after
-- every write. market_groups holds how many listed spots each (size, placement, state) has, counted by the
-- triggers below as market_spots' rows come and go (019's triggers refresh a row by a delete and an insert;
-- only the traffic is ever updated in place). The lowest and highest price of a group are read by seeks in
-- market_spots_facets, now in (size, placement, state, price_cents) order and still covering the pass.
CREATE TABLE market_groups (
  size       TEXT,
  placement  TEXT,
  state      TEXT NOT NULL,
  count      INTEGER NOT NULL
) STRICT;
-- size and placement may be null, which a primary key or unique index would not compare: the triggers find a
-- group with IS through this index.
CREATE INDEX market_groups_key ON market_groups (size, placement, state);

INSERT INTO market_groups (size, placement, state, count)
SELECT size, placement, state, count(*) FROM market_spots GROUP BY size, placement, state;

DROP INDEX market_spots_facets;
CREATE INDEX market_spots_facets ON market_spots (size, placement, state, price_cents, held_until);

CREATE TRIGGER market_spots_group_insert AFTER INSERT ON market_spots BEGIN
  INSERT INTO market_groups (size, placement, state, count)
  SELECT new.size, new.placement, new.state, 0
  WHERE NOT EXISTS (SELECT 1 FROM market_groups
    WHERE size IS new.size AND placement IS new.placement AND state = new.state);
  UPDATE market_groups SET count = count + 1
  WHERE size IS new.size AND placement IS new.placement AND state = new.state;
END;

CREATE TRIGGER market_spots_group_delete AFTER DELETE ON market_spots BEGIN
  UPDATE market_groups SET count = count - 1
  WHERE size IS old.size AND placement IS old.placement AND state = old.state;
  DELETE FROM market_groups
  WHERE size IS old.size AND placement IS old.placement AND state = old.state AND count = 0;
END;

CREATE TRIGGER market_spots_group_update AFTER UPDATE OF size, placement, state ON market_spots BEGIN
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
