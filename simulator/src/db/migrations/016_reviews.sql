-- 016: the publisher reviews what runs on their site. A spot that requires approval (the default) shows a
-- checked revision only once its publisher approves it, or 48 hours after it was submitted with no decision
-- (approved automatically). The revision waiting is review_revision; the last decision, its reason and time
-- stay on the content for both sides to read. A rejected first revision ends the reservation and refunds
-- its invoices in full.
ALTER TABLE spots ADD COLUMN requires_approval INTEGER NOT NULL DEFAULT 1 CHECK (requires_approval IN (0, 1));

ALTER TABLE spot_contents ADD COLUMN review_revision INTEGER;
ALTER TABLE spot_contents ADD COLUMN review_requested_at TEXT;
-- first: a new reservation's revision (not live yet); change: an edit of a live content.
ALTER TABLE spot_contents ADD COLUMN review_kind TEXT CHECK (review_kind IS NULL OR review_kind IN ('first', 'change'));
ALTER TABLE spot_contents ADD COLUMN review_decision TEXT
  CHECK (review_decision IS NULL OR review_decision IN ('approved', 'rejected', 'auto'));
ALTER TABLE spot_contents ADD COLUMN review_reason TEXT;
ALTER TABLE spot_contents ADD COLUMN reviewed_at TEXT;
-- The queue, and the automatic approvals the clock makes.
CREATE INDEX spot_contents_review ON spot_contents (review_requested_at) WHERE review_revision IS NOT NULL;

-- An invoice can be refunded (in full): rebuilt for its CHECK (nothing refers to it).
CREATE TABLE invoices_new (
  id               INTEGER PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id  INTEGER REFERENCES subscriptions (id) ON DELETE SET NULL,
  description      TEXT    NOT NULL,
  amount           REAL    NOT NULL CHECK (amount >= 0),
  currency         TEXT    NOT NULL,
  status           TEXT    NOT NULL CHECK (status IN ('paid', 'failed', 'refunded')),
  card_last4       TEXT,
  period_start     TEXT,
  period_end       TEXT,
  created_at       TEXT    NOT NULL,
  spot_id          INTEGER REFERENCES spots (id) ON DELETE SET NULL,
  refunded_at      TEXT
) STRICT;
INSERT INTO invoices_new (id, user_id, subscription_id, description, amount, currency, status, card_last4,
    period_start, period_end, created_at, spot_id)
  SELECT id, user_id, subscription_id, description, amount, currency, status, card_last4, period_start,
    period_end, created_at, spot_id FROM invoices;
DROP TABLE invoices;
ALTER TABLE invoices_new RENAME TO invoices;
CREATE INDEX invoices_user ON invoices (user_id, id);
CREATE INDEX invoices_spot ON invoices (spot_id, created_at) WHERE spot_id IS NOT NULL;
CREATE INDEX invoices_subscription ON invoices (subscription_id) WHERE subscription_id IS NOT NULL;

-- The outbox takes the review mails ('review'): to the publisher on each revision to review, to the sponsor
-- on each decision. Rebuilt for its CHECK.
CREATE TABLE outbox_new (
  id        INTEGER PRIMARY KEY,
  to_email  TEXT    NOT NULL COLLATE NOCASE,
  kind      TEXT    NOT NULL CHECK (kind IN ('verification', 'password_reset', 'billing', 'spot_freed', 'payout',
    'review')),
  subject   TEXT    NOT NULL,
  code      TEXT    NOT NULL,
  link      TEXT    NOT NULL,
  sent_at   TEXT    NOT NULL
) STRICT;
INSERT INTO outbox_new SELECT id, to_email, kind, subject, code, link, sent_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_to ON outbox (to_email);
