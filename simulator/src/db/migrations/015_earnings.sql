-- 015: publishers' earnings and payouts. An invoice remembers the spot it paid for (the spot of its
-- subscription's content, written with the invoice), so a publisher's earnings are read from the invoices
-- of their spots alone, and survive the content's deletion; payouts are made on the 1st of each month of
-- the simulator's clock, one per publisher and 1st at most. Amounts are USD, as invoices' are.

ALTER TABLE invoices ADD COLUMN spot_id INTEGER REFERENCES spots (id) ON DELETE SET NULL;
UPDATE invoices SET spot_id = (SELECT c.spot_id FROM subscriptions s JOIN spot_contents c ON c.id = s.spot_content_id
  WHERE s.id = invoices.subscription_id);
-- Earnings read one spot's invoices by time: per month in a range, and all of them for the balance.
CREATE INDEX invoices_spot ON invoices (spot_id, created_at) WHERE spot_id IS NOT NULL;
-- An invoice is written for a subscription: renewals and a subscription's invoices look them up by it.
CREATE INDEX invoices_subscription ON invoices (subscription_id) WHERE subscription_id IS NOT NULL;

CREATE TABLE payouts (
  -- po_… as Stripe names payouts.
  id                 TEXT    PRIMARY KEY,
  publisher_id       INTEGER NOT NULL REFERENCES publishers (id) ON DELETE CASCADE,
  -- The 1st (00:00 UTC) it was made on: a settlement that runs twice for a 1st pays once.
  period             TEXT    NOT NULL,
  amount             REAL    NOT NULL CHECK (amount > 0),
  currency           TEXT    NOT NULL DEFAULT 'usd',
  status             TEXT    NOT NULL CHECK (status IN ('pending', 'paid', 'failed')),
  bank_last4         TEXT    NOT NULL,
  failure_message    TEXT,
  created_at         TEXT    NOT NULL,
  arrival_date       TEXT    NOT NULL,
  UNIQUE (publisher_id, period)
) STRICT;

-- The outbox takes the payout mails ('payout'): rebuilt for its CHECK, as 012 did.
CREATE TABLE outbox_new (
  id        INTEGER PRIMARY KEY,
  to_email  TEXT    NOT NULL COLLATE NOCASE,
  kind      TEXT    NOT NULL CHECK (kind IN ('verification', 'password_reset', 'billing', 'spot_freed', 'payout')),
  subject   TEXT    NOT NULL,
  code      TEXT    NOT NULL,
  link      TEXT    NOT NULL,
  sent_at   TEXT    NOT NULL
) STRICT;
INSERT INTO outbox_new SELECT id, to_email, kind, subject, code, link, sent_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_to ON outbox (to_email);
