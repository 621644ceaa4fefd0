-- 010: plans and payments. A subscription gains its billing period, the card it renews with, a scheduled
-- downgrade, cancellation at the period's end and the past-due mark; add-ons are items of a subscription;
-- checkout sessions (the embedded checkout's client_secret) and invoices. Billing mails join the outbox.
-- Times are ISO-8601 UTC text from the simulator's clock; amounts are whole currency units, as the
-- catalogue's prices.

-- Seeded subscriptions keep period_end NULL: they run until changed through checkout and never renew.
ALTER TABLE subscriptions ADD COLUMN interval TEXT NOT NULL DEFAULT 'month' CHECK (interval IN ('month', 'year'));
ALTER TABLE subscriptions ADD COLUMN period_start TEXT;
ALTER TABLE subscriptions ADD COLUMN period_end TEXT;
ALTER TABLE subscriptions ADD COLUMN cancel_at_period_end INTEGER NOT NULL DEFAULT 0
  CHECK (cancel_at_period_end IN (0, 1));
-- A downgrade waits for the period's end: the plan and interval it turns into then.
ALTER TABLE subscriptions ADD COLUMN scheduled_level TEXT CHECK (scheduled_level IN ('Free', 'Basic', 'Pro', 'Enterprise'));
ALTER TABLE subscriptions ADD COLUMN scheduled_interval TEXT CHECK (scheduled_interval IN ('month', 'year'));
-- Set when a renewal failed (status Pending): the grace runs from here.
ALTER TABLE subscriptions ADD COLUMN past_due_since TEXT;
-- The last four digits of the test card it renews with ('0341' fails every renewal).
ALTER TABLE subscriptions ADD COLUMN card_last4 TEXT;
-- Renewals look for subscriptions whose period has ended.
CREATE INDEX subscriptions_period_end ON subscriptions (period_end) WHERE period_end IS NOT NULL;

CREATE TABLE subscription_addons (
  subscription_id  INTEGER NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  product          TEXT    NOT NULL,
  quantity         INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (subscription_id, product)
) STRICT;

CREATE TABLE checkout_sessions (
  id               TEXT    PRIMARY KEY,
  client_secret    TEXT    NOT NULL UNIQUE,
  user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product          TEXT    NOT NULL,
  variant          TEXT    NOT NULL,
  spot_content_id  INTEGER REFERENCES spot_contents (id) ON DELETE SET NULL,
  return_url       TEXT    NOT NULL,
  -- What completing it does: a plan change now, a plan change at the period's end, or an add-on.
  change           TEXT    NOT NULL CHECK (change IN ('plan', 'downgrade', 'addon')),
  amount_due       REAL    NOT NULL CHECK (amount_due >= 0),
  currency         TEXT    NOT NULL,
  -- 'open' or 'complete'; an open session past expires_at reads as 'expired'.
  status           TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete')),
  -- A card waiting for its 3-D Secure challenge (the 3155 test card), with the name and email typed.
  challenge_last4  TEXT,
  customer_email   TEXT    NOT NULL,
  created_at       TEXT    NOT NULL,
  expires_at       TEXT    NOT NULL,
  completed_at     TEXT
) STRICT;
CREATE INDEX checkout_sessions_user ON checkout_sessions (user_id);

CREATE TABLE invoices (
  id               INTEGER PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id  INTEGER REFERENCES subscriptions (id) ON DELETE SET NULL,
  description      TEXT    NOT NULL,
  amount           REAL    NOT NULL CHECK (amount >= 0),
  currency         TEXT    NOT NULL,
  status           TEXT    NOT NULL CHECK (status IN ('paid', 'failed')),
  card_last4       TEXT,
  period_start     TEXT,
  period_end       TEXT,
  created_at       TEXT    NOT NULL
) STRICT;
CREATE INDEX invoices_user ON invoices (user_id, id);

-- The outbox takes billing mails (receipts, failed renewals, ended subscriptions): rebuilt for its CHECK.
CREATE TABLE outbox_new (
  id        INTEGER PRIMARY KEY,
  to_email  TEXT    NOT NULL COLLATE NOCASE,
  kind      TEXT    NOT NULL CHECK (kind IN ('verification', 'password_reset', 'billing')),
  subject   TEXT    NOT NULL,
  code      TEXT    NOT NULL,
  link      TEXT    NOT NULL,
  sent_at   TEXT    NOT NULL
) STRICT;
INSERT INTO outbox_new SELECT id, to_email, kind, subject, code, link, sent_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_to ON outbox (to_email);
