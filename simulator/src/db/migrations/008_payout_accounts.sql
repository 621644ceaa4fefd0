-- 008: payout accounts, the simulator's stand-in for Stripe Connect accounts (one per publisher), and the
-- single-use links to their hosted onboarding page, like Stripe's account links.

CREATE TABLE payout_accounts (
  -- acct_… as Stripe names connected accounts.
  id                 TEXT    PRIMARY KEY,
  publisher_id       INTEGER NOT NULL UNIQUE REFERENCES publishers (id) ON DELETE CASCADE,
  -- Pending (1) while onboarding is unfinished, Active (2) once finished, Disabled (3) with its publisher.
  status             INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 0 AND 3),
  details_submitted  INTEGER NOT NULL DEFAULT 0 CHECK (details_submitted IN (0, 1)),
  payouts_enabled    INTEGER NOT NULL DEFAULT 0 CHECK (payouts_enabled IN (0, 1)),
  business_name      TEXT    NOT NULL DEFAULT '',
  -- ISO 3166-1 alpha-2; '' until the onboarding page asks.
  country            TEXT    NOT NULL DEFAULT '',
  -- The last four digits of the test bank account; nothing more of it is kept.
  bank_last4         TEXT,
  created_at         TEXT    NOT NULL,
  updated_at         TEXT    NOT NULL
) STRICT;

-- The token is a capability (whoever holds the URL may onboard the account), so only its SHA-256 is kept.
CREATE TABLE payout_onboarding_links (
  token_hash  TEXT    PRIMARY KEY,
  account_id  TEXT    NOT NULL REFERENCES payout_accounts (id) ON DELETE CASCADE,
  return_url  TEXT    NOT NULL,
  created_at  TEXT    NOT NULL,
  expires_at  TEXT    NOT NULL,
  used_at     TEXT
) STRICT;
CREATE INDEX payout_onboarding_links_account ON payout_onboarding_links (account_id);
