-- 013: whether a spot's daily traffic of the last 90 days is public (GET spot/{id}/traffic, the order
-- page's analytics tab). The publisher turns it off on the spot form; on by default, for every spot there is.
ALTER TABLE spots ADD COLUMN show_analytics INTEGER NOT NULL DEFAULT 1 CHECK (show_analytics IN (0, 1));
