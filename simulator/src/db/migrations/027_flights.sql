-- 027: flights (contract/flight-rules.ts; docs/sponsors.md "Flights").
--
-- spot_contents.starts_at: when a reservation booked ahead starts (00:00 UTC of its startsOn): until then it is
-- reserved (paid, reviewed) but not its spot's current content; on that time, on the simulator's clock, it
-- becomes the current content and its first paid month begins. NULL for one that started when reserved (all
-- before this migration).
-- spot_contents.ends_at: when a fixed flight ends (the end of its last paid month): its subscription does not
-- renew past it and the content ends then. NULL for one that renews monthly until unreserved.
-- No two flights of a spot overlap: the reservation service checks it inside the immediate transaction that
-- writes them, as it checks holds.
ALTER TABLE spot_contents ADD COLUMN starts_at TEXT;
ALTER TABLE spot_contents ADD COLUMN ends_at TEXT;
CREATE INDEX spot_contents_starts ON spot_contents (starts_at) WHERE starts_at IS NOT NULL;
