-- 002: identity. Passwords as argon2id hashes (the plain seed password stays in the scenario file only),
-- sessions (one per refresh-token family) with their rotated refresh tokens, single-use codes and the
-- outbox of mails the simulator "sends". Times are ISO-8601 UTC text from the simulator's clock.

-- NULL = no password (an account made by social sign-in).
ALTER TABLE users ADD COLUMN password_hash TEXT;
ALTER TABLE users DROP COLUMN password;
-- A database seeded before this migration has users without hashes: forget its scenario so the next boot
-- seeds it again (with hashes) instead of keeping logins that can no longer work.
DELETE FROM sim_state WHERE key = 'scenario';

-- A session is a refresh-token family; its id is the access token's `sid` claim.
CREATE TABLE sessions (
  id          TEXT    PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  TEXT    NOT NULL,
  -- Absolute end of the family (created_at + 365 days); rotation never extends it.
  expires_at  TEXT    NOT NULL,
  revoked_at  TEXT,
  revoked_reason TEXT CHECK (revoked_reason IN ('logout', 'logout_all', 'password_reset', 'reused', 'expired_by_sim'))
) STRICT;
CREATE INDEX sessions_user ON sessions (user_id);

-- Refresh tokens: only the SHA-256 of the random token is kept. used_at set = rotated away.
CREATE TABLE refresh_tokens (
  id          INTEGER PRIMARY KEY,
  token_hash  TEXT    NOT NULL UNIQUE,
  session_id  TEXT    NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at  TEXT    NOT NULL,
  used_at     TEXT
) STRICT;
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- Verification and password-reset codes, stored as SHA-256; single use.
CREATE TABLE one_time_codes (
  id          INTEGER PRIMARY KEY,
  code_hash   TEXT    NOT NULL UNIQUE,
  kind        TEXT    NOT NULL CHECK (kind IN ('verification', 'password_reset')),
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  TEXT    NOT NULL,
  expires_at  TEXT    NOT NULL,
  used_at     TEXT
) STRICT;
CREATE INDEX one_time_codes_user ON one_time_codes (user_id, kind);

-- Mails the simulator would have sent (control API: GET /__sim/outbox).
CREATE TABLE outbox (
  id        INTEGER PRIMARY KEY,
  to_email  TEXT    NOT NULL COLLATE NOCASE,
  kind      TEXT    NOT NULL CHECK (kind IN ('verification', 'password_reset')),
  subject   TEXT    NOT NULL,
  code      TEXT    NOT NULL,
  link      TEXT    NOT NULL,
  sent_at   TEXT    NOT NULL
) STRICT;
CREATE INDEX outbox_to ON outbox (to_email);
