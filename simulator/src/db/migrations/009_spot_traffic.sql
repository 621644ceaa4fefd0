-- 009: the embed's counts (docs/publishers.md "The embed and how it counts"; contract/counting.ts).
-- spot_traffic_days: one row per spot per UTC day with traffic. The primary key (spot, day) is the index both
-- the count writes (an upsert of one row) and the analytics reads (a range of days per spot) use; WITHOUT
-- ROWID keeps each row inside that index, so a year of one spot is one short range scan. No foreign key: its
-- check on every inserted row tripled the cost of seeding a scenario's year of history on reset (measured:
-- 8,400 rows 3 ms without, 10 ms with); the trigger below deletes a spot's rows with the spot instead.
CREATE TABLE spot_traffic_days (
  spot_id  INTEGER NOT NULL,
  day      TEXT    NOT NULL CHECK (length(day) = 10),
  views    INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
  clicks   INTEGER NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  PRIMARY KEY (spot_id, day)
) STRICT, WITHOUT ROWID;

-- spot_visits: a visitor's counted view of a spot, for the once-a-day rule and the click window. visitor is a
-- hash of address, user agent and a salt that changes every UTC day (kept only in memory), so a row names
-- nobody and one visitor is a new row each day. Rows older than yesterday are pruned (the click window may
-- cross midnight), so the table holds at most two days of visits.
CREATE TABLE spot_visits (
  spot_id    INTEGER NOT NULL,
  visitor    TEXT    NOT NULL,
  day        TEXT    NOT NULL CHECK (length(day) = 10),
  viewed_at  INTEGER NOT NULL,
  -- 1 once a click has been counted after this view: one click per counted view, so clicks never pass views.
  clicked    INTEGER NOT NULL DEFAULT 0 CHECK (clicked IN (0, 1)),
  PRIMARY KEY (spot_id, visitor)
) STRICT, WITHOUT ROWID;
CREATE INDEX spot_visits_day ON spot_visits (day);

-- A deleted spot takes its counts along (a later spot reusing its id starts from nothing).
CREATE TRIGGER spots_traffic_delete AFTER DELETE ON spots BEGIN
  DELETE FROM spot_traffic_days WHERE spot_id = old.id;
  DELETE FROM spot_visits WHERE spot_id = old.id;
END;

-- A scenario's seeded history (ScenarioTraffic) expanded for one day, kept across resets (scenarios/reset.ts):
-- expanding a year of days takes tens of milliseconds, copying these rows a few, so only the first reset of
-- a day (or of a changed file) expands. sim_state 'seeded_traffic' names what it holds.
CREATE TABLE seeded_traffic_days (
  spot_id  INTEGER NOT NULL,
  day      TEXT    NOT NULL,
  views    INTEGER NOT NULL,
  clicks   INTEGER NOT NULL,
  PRIMARY KEY (spot_id, day)
) STRICT, WITHOUT ROWID;
