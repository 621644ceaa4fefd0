-- 012: holding, paying for and reserving a spot (docs/sponsors.md "Holding, paying for and reserving a
-- spot"). A content being paid for (Pending) holds its spot until held_until; a spot's subscription is a
-- subscription row that names its content and renews at the spot's monthly price; a checkout session can pay
-- for a spot; sponsors can watch a reserved spot and get a mail when it frees. Times are ISO-8601 UTC text
-- from the simulator's clock.

-- Set while the content is Pending: nobody else opens checkout for or reserves the spot before then.
ALTER TABLE spot_contents ADD COLUMN held_until TEXT;
CREATE INDEX spot_contents_held ON spot_contents (spot_id, held_until) WHERE held_until IS NOT NULL;

-- A spot's subscription: the content it pays for and the monthly price it renews at. NULL on plan
-- subscriptions, which the plan rules alone read.
ALTER TABLE subscriptions ADD COLUMN spot_content_id INTEGER REFERENCES spot_contents (id) ON DELETE SET NULL;
ALTER TABLE subscriptions ADD COLUMN price REAL CHECK (price IS NULL OR price >= 0);
CREATE INDEX subscriptions_spot_content ON subscriptions (spot_content_id) WHERE spot_content_id IS NOT NULL;

-- A checkout session may pay for a spot ('spot'): rebuilt for its CHECK (nothing refers to it).
CREATE TABLE checkout_sessions_new (
  id               TEXT    PRIMARY KEY,
  client_secret    TEXT    NOT NULL UNIQUE,
  user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product          TEXT    NOT NULL,
  variant          TEXT    NOT NULL,
  spot_content_id  INTEGER REFERENCES spot_contents (id) ON DELETE SET NULL,
  return_url       TEXT    NOT NULL,
  change           TEXT    NOT NULL CHECK (change IN ('plan', 'downgrade', 'addon', 'spot')),
  amount_due       REAL    NOT NULL CHECK (amount_due >= 0),
  currency         TEXT    NOT NULL,
  status           TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete')),
  challenge_last4  TEXT,
  customer_email   TEXT    NOT NULL,
  created_at       TEXT    NOT NULL,
  expires_at       TEXT    NOT NULL,
  completed_at     TEXT
) STRICT;
INSERT INTO checkout_sessions_new SELECT id, client_secret, user_id, product, variant, spot_content_id,
  return_url, change, amount_due, currency, status, challenge_last4, customer_email, created_at, expires_at,
  completed_at FROM checkout_sessions;
DROP TABLE checkout_sessions;
ALTER TABLE checkout_sessions_new RENAME TO checkout_sessions;
CREATE INDEX checkout_sessions_user ON checkout_sessions (user_id);

-- Sponsors who asked to be told when a reserved spot frees.
CREATE TABLE spot_watches (
  spot_id     INTEGER NOT NULL REFERENCES spots (id) ON DELETE CASCADE,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  TEXT    NOT NULL,
  PRIMARY KEY (spot_id, user_id)
) STRICT;

-- The outbox takes the mail a watcher gets when the spot frees ('spot_freed'); 'billing' stays.
CREATE TABLE outbox_new (
  id        INTEGER PRIMARY KEY,
  to_email  TEXT    NOT NULL COLLATE NOCASE,
  kind      TEXT    NOT NULL CHECK (kind IN ('verification', 'password_reset', 'billing', 'spot_freed')),
  subject   TEXT    NOT NULL,
  code      TEXT    NOT NULL,
  link      TEXT    NOT NULL,
  sent_at   TEXT    NOT NULL
) STRICT;
INSERT INTO outbox_new SELECT id, to_email, kind, subject, code, link, sent_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_to ON outbox (to_email);
