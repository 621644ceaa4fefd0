-- 026: disclosure (issue 31 item 5).
--
-- spots.sponsored_label: whether the spot's snippet and HTML file show a small visible "Sponsored" after the
-- image. 1 for every spot, the existing ones too: a paid placement should say it is one (the FTC's and the
-- ASA's rule for ads, and what every peer's embed prints), so the safe default is on and a publisher who
-- discloses another way switches it off. The label is part of the snippet's text, not served, so a page
-- that already holds a snippet changes only when its publisher copies the snippet again: the default
-- changes nobody's page behind their back.
ALTER TABLE spots ADD COLUMN sponsored_label INTEGER NOT NULL DEFAULT 1 CHECK (sponsored_label IN (0, 1));

-- spot_traffic_days is keyed by what the spot served as well: content_id is the spot content whose decal
-- was shown (and clicked), 0 for the "Sponsor this spot" placeholder. A sponsor's figures are the rows of
-- their own contents, so they start the day their decal first ran and never hold the placeholder's views
-- and clicks, which stay the publisher's, apart. A table's key cannot change in place: its rows are copied
-- out and back (the market's view and the spots trigger that name the table work again once it exists).
-- Rows counted before this migration cannot be split: a row of a spot whose current content is Active, on
-- or after the day that content was created, is that content's; every other row the placeholder's.
CREATE TEMP TABLE traffic_before_026 AS
SELECT t.spot_id, t.day,
  coalesce((SELECT c.id FROM spots s JOIN spot_contents c ON c.id = s.current_spot_content_id
    WHERE s.id = t.spot_id AND c.status = 2 AND (c.created_at IS NULL OR t.day >= substr(c.created_at, 1, 10))), 0)
    AS content_id,
  t.views, t.clicks
FROM spot_traffic_days t;
DROP TABLE spot_traffic_days;
CREATE TABLE spot_traffic_days (
  spot_id     INTEGER NOT NULL,
  day         TEXT    NOT NULL CHECK (length(day) = 10),
  content_id  INTEGER NOT NULL DEFAULT 0 CHECK (content_id >= 0),
  views       INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
  clicks      INTEGER NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  PRIMARY KEY (spot_id, day, content_id)
) STRICT, WITHOUT ROWID;
INSERT INTO spot_traffic_days (spot_id, day, content_id, views, clicks)
SELECT spot_id, day, content_id, views, clicks FROM temp.traffic_before_026;
DROP TABLE temp.traffic_before_026;

-- The seeded history keeps spot_traffic_days's exact definition (024_seeded_traffic_copy.sql says why); it
-- is a cache, expanded again by the next reset.
DROP TABLE seeded_traffic_days;
CREATE TABLE seeded_traffic_days (
  spot_id     INTEGER NOT NULL,
  day         TEXT    NOT NULL CHECK (length(day) = 10),
  content_id  INTEGER NOT NULL DEFAULT 0 CHECK (content_id >= 0),
  views       INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
  clicks      INTEGER NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  PRIMARY KEY (spot_id, day, content_id)
) STRICT, WITHOUT ROWID;
DELETE FROM sim_state WHERE key = 'seeded_traffic';

-- spot_visits: a visitor's counted view is of what the spot served (content_id, 0 for the placeholder), and
-- a click counts for what its view showed. A visitor counts once per spot per day for each of them, so the
-- day a decal goes live its sponsor counts the readers who saw the placeholder that morning too. The rows
-- live two days and name nobody (their salts are in memory, which a restart forgets), so they are dropped.
DROP TABLE spot_visits;
CREATE TABLE spot_visits (
  spot_id     INTEGER NOT NULL,
  content_id  INTEGER NOT NULL DEFAULT 0,
  visitor     TEXT    NOT NULL,
  day         TEXT    NOT NULL CHECK (length(day) = 10),
  viewed_at   INTEGER NOT NULL,
  clicked     INTEGER NOT NULL DEFAULT 0 CHECK (clicked IN (0, 1)),
  address     TEXT,
  PRIMARY KEY (spot_id, content_id, visitor)
) STRICT, WITHOUT ROWID;
CREATE INDEX spot_visits_day ON spot_visits (day);
-- 017's index of the visitors per address, now per served content too (the share of one address is counted
-- per content, as the visits are).
CREATE INDEX spot_visits_address ON spot_visits (spot_id, content_id, address, day) WHERE address IS NOT NULL;
