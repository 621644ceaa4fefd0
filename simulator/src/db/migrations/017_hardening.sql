-- 017: counts one address cannot inflate, and the security mails.
--
-- spot_visits.address: a hash of the visitor's address alone, with the same daily salt as the visitor hash
-- (domain/counting.ts), so the visitors of one address on one spot and day can be counted
-- (VISITORS_PER_ADDRESS in contract/counting.ts) and, like the visitor, it names nobody after the day.
-- Rows from before this migration have no address: they count against no address's share.
ALTER TABLE spot_visits ADD COLUMN address TEXT;
CREATE INDEX spot_visits_address ON spot_visits (spot_id, address, day) WHERE address IS NOT NULL;

-- The outbox takes the security mails: 'registration_attempt' (someone registered with an address that has
-- an account; a reset link) and 'login_alert' (failed logins from many addresses; a reset link). Rebuilt for
-- its CHECK, as 015 and 016 did (keeping 016's 'review').
CREATE TABLE outbox_new (
  id        INTEGER PRIMARY KEY,
  to_email  TEXT    NOT NULL COLLATE NOCASE,
  kind      TEXT    NOT NULL CHECK (kind IN ('verification', 'password_reset', 'billing', 'spot_freed', 'payout',
                                              'review', 'registration_attempt', 'login_alert')),
  subject   TEXT    NOT NULL,
  code      TEXT    NOT NULL,
  link      TEXT    NOT NULL,
  sent_at   TEXT    NOT NULL
) STRICT;
INSERT INTO outbox_new SELECT id, to_email, kind, subject, code, link, sent_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_to ON outbox (to_email);
