-- 019: the marketplace's filters, sorts and facets (POST spot/search/ and spot/available, an extension of ours;
-- db/repositories/spot-market-search.ts). market_spots holds, for every listed spot (a row per row of
-- listed_spots), what they filter, sort and count by, kept in step by the triggers below in the writing
-- transaction, as spot_search_text is (006):
--   price_cents, size, placement  from productJson by the contract's reading (spot_facet(): search-rules.ts
--                                 facetValuesOf; placement trimmed and in lower case); null when absent;
--   state                         'live' / 'available' by the contract's one rule (market_state(): rules.ts
--                                 isSpotLive / isSpotAvailable over the snapshot's fields), else 'reserved';
--   held_until                    the spot's latest checkout hold (as a Spot's heldUntil): an available spot is
--                                 'held' while it is later than now, which the search reads when it asks;
--   created_at                    the newest sort;
--   traffic                       the views since market_views_window.since (today and the 29 days before,
--                                 set by the search when the day changes), null when the publisher keeps
--                                 analytics private (show_analytics = 0): the traffic sort and a card's count.
-- spot_facet() and market_state() are registered by db/connection.ts, as search_fold() is.
-- A reset fills market_spots once at its end rather than through these triggers (022_market_reset.sql).
CREATE TABLE market_views_window (
  id     INTEGER PRIMARY KEY CHECK (id = 1),
  since  TEXT NOT NULL
) STRICT;

CREATE TABLE market_spots (
  spot_id         INTEGER PRIMARY KEY,
  price_cents     INTEGER,
  size            TEXT,
  placement       TEXT,
  state           TEXT NOT NULL CHECK (state IN ('live', 'available', 'reserved')),
  held_until      TEXT,
  created_at      TEXT NOT NULL,
  show_analytics  INTEGER NOT NULL,
  traffic         INTEGER
) STRICT;

-- What a listed spot's row holds, computed from the source tables; every trigger below refreshes a row from it
-- (a delete and an insert: a foreign key's action, which may run them, overrides an INSERT OR REPLACE).
CREATE VIEW market_spot_source AS
SELECT s.id AS spot_id,
  spot_facet(s.product_json, 'price') AS price_cents,
  spot_facet(s.product_json, 'size') AS size,
  spot_facet(s.product_json, 'placement') AS placement,
  market_state(s.status, p.status, s.current_spot_content_id, c.status, sp.status) AS state,
  (SELECT max(h.held_until) FROM spot_contents h WHERE h.spot_id = s.id AND h.held_until IS NOT NULL) AS held_until,
  s.created_at,
  s.show_analytics,
  CASE WHEN s.show_analytics = 1 THEN
    (SELECT coalesce(sum(t.views), 0) FROM spot_traffic_days t
     WHERE t.spot_id = s.id AND t.day >= coalesce((SELECT since FROM market_views_window), '9999'))
  END AS traffic
FROM listed_spots l
JOIN spots s ON s.id = l.spot_id
JOIN publishers p ON p.id = s.publisher_id
LEFT JOIN spot_contents c ON c.id = s.current_spot_content_id
LEFT JOIN sponsors sp ON sp.id = c.sponsor_id;

INSERT INTO market_spots SELECT * FROM market_spot_source;

-- The sorts, each ending in the id so pages are stable; a spot without a price or hidden traffic goes last.
CREATE INDEX market_spots_price_asc ON market_spots (price_cents IS NULL, price_cents, spot_id);
CREATE INDEX market_spots_price_desc ON market_spots (price_cents IS NULL, price_cents DESC, spot_id);
CREATE INDEX market_spots_newest ON market_spots (created_at DESC, spot_id DESC);
CREATE INDEX market_spots_traffic ON market_spots (traffic IS NULL, traffic DESC, spot_id);
-- The facets: one pass in (size, placement, state) order, covering what they count, so no row is read.
CREATE INDEX market_spots_facets ON market_spots (size, placement, state, held_until, price_cents);
-- The next hold to end, which dates the answer cache's held counts.
CREATE INDEX market_spots_held ON market_spots (held_until) WHERE held_until IS NOT NULL;

CREATE TRIGGER listed_spots_market_insert AFTER INSERT ON listed_spots BEGIN
  DELETE FROM market_spots WHERE spot_id = new.spot_id;
  INSERT INTO market_spots SELECT * FROM market_spot_source WHERE spot_id = new.spot_id;
END;

CREATE TRIGGER listed_spots_market_delete AFTER DELETE ON listed_spots BEGIN
  DELETE FROM market_spots WHERE spot_id = old.spot_id;
END;

CREATE TRIGGER spots_market_update
AFTER UPDATE OF product_json, current_spot_content_id, show_analytics, created_at ON spots BEGIN
  DELETE FROM market_spots WHERE spot_id = new.id;
  INSERT INTO market_spots SELECT * FROM market_spot_source WHERE spot_id = new.id;
END;

-- A content written after its spot points at it (a scenario's rows, with foreign keys deferred), or a hold.
CREATE TRIGGER spot_contents_market_insert AFTER INSERT ON spot_contents
WHEN new.held_until IS NOT NULL OR new.id IN (SELECT current_spot_content_id FROM spots WHERE id = new.spot_id) BEGIN
  DELETE FROM market_spots WHERE spot_id = new.spot_id;
  INSERT INTO market_spots SELECT * FROM market_spot_source WHERE spot_id = new.spot_id;
END;

CREATE TRIGGER spot_contents_market_update AFTER UPDATE OF status, held_until, spot_id ON spot_contents BEGIN
  DELETE FROM market_spots WHERE spot_id IN (old.spot_id, new.spot_id);
  INSERT INTO market_spots SELECT * FROM market_spot_source WHERE spot_id IN (old.spot_id, new.spot_id);
END;

CREATE TRIGGER spot_contents_market_delete AFTER DELETE ON spot_contents WHEN old.held_until IS NOT NULL BEGIN
  DELETE FROM market_spots WHERE spot_id = old.spot_id;
  INSERT INTO market_spots SELECT * FROM market_spot_source WHERE spot_id = old.spot_id;
END;

CREATE TRIGGER sponsors_market_update AFTER UPDATE OF status ON sponsors BEGIN
  DELETE FROM market_spots WHERE spot_id IN (SELECT spot_id FROM spot_contents WHERE sponsor_id = new.id);
  INSERT INTO market_spots SELECT * FROM market_spot_source
  WHERE spot_id IN (SELECT spot_id FROM spot_contents WHERE sponsor_id = new.id);
END;

-- A sponsor written after its contents (foreign keys deferred).
CREATE TRIGGER sponsors_market_insert AFTER INSERT ON sponsors BEGIN
  DELETE FROM market_spots WHERE spot_id IN (SELECT spot_id FROM spot_contents WHERE sponsor_id = new.id);
  INSERT INTO market_spots SELECT * FROM market_spot_source
  WHERE spot_id IN (SELECT spot_id FROM spot_contents WHERE sponsor_id = new.id);
END;

-- A counted view adds to the spot's traffic when its day is in the window (null traffic, hidden, stays null).
-- (020_market_traffic.sql moves these three to TEMP triggers of the connection, which a reset drops.)
CREATE TRIGGER spot_traffic_market_insert AFTER INSERT ON spot_traffic_days
WHEN new.day >= (SELECT since FROM market_views_window) BEGIN
  UPDATE market_spots SET traffic = traffic + new.views WHERE spot_id = new.spot_id;
END;

CREATE TRIGGER spot_traffic_market_update AFTER UPDATE OF views ON spot_traffic_days
WHEN new.day >= (SELECT since FROM market_views_window) BEGIN
  UPDATE market_spots SET traffic = traffic + new.views - old.views WHERE spot_id = new.spot_id;
END;

CREATE TRIGGER spot_traffic_market_delete AFTER DELETE ON spot_traffic_days
WHEN old.day >= (SELECT since FROM market_views_window) BEGIN
  UPDATE market_spots SET traffic = traffic - old.views WHERE spot_id = old.spot_id;
END;
