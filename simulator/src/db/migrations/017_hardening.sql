-- 017: counts one address cannot inflate.
-- spot_visits.address: a hash of the visitor's address alone, with the same daily salt as the visitor hash
-- (domain/counting.ts), so the visitors of one address on one spot and day can be counted
-- (VISITORS_PER_ADDRESS in contract/counting.ts) and, like the visitor, it names nobody after the day.
-- Rows from before this migration have no address: they count against no address's share.
ALTER TABLE spot_visits ADD COLUMN address TEXT;
CREATE INDEX spot_visits_address ON spot_visits (spot_id, address, day) WHERE address IS NOT NULL;
