-- 025: changing a password inside the account (POST auth/password/change).
--
-- The outbox takes 'password_changed', the security mail to the account's address (with a reset link for an
-- owner who did not change it). Rebuilt for its CHECK, as 017 did, keeping 018's body.
CREATE TABLE outbox_new (
  id        INTEGER PRIMARY KEY,
  to_email  TEXT    NOT NULL COLLATE NOCASE,
  kind      TEXT    NOT NULL CHECK (kind IN ('verification', 'password_reset', 'billing', 'spot_freed', 'payout',
                                              'review', 'registration_attempt', 'login_alert',
                                              'password_changed')),
  subject   TEXT    NOT NULL,
  code      TEXT    NOT NULL,
  link      TEXT    NOT NULL,
  sent_at   TEXT    NOT NULL,
  body      TEXT    NOT NULL DEFAULT ''
) STRICT;
INSERT INTO outbox_new SELECT id, to_email, kind, subject, code, link, sent_at, body FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_to ON outbox (to_email);

-- A session ended by its user's password change says so ('password_changed'). Rebuilt for the CHECK with its
-- refresh tokens: dropping sessions first would cascade to them (foreign keys are on during migrations).
-- Renaming sessions_new to sessions rewrites refresh_tokens_new's reference to it.
CREATE TABLE sessions_new (
  id          TEXT    PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  TEXT    NOT NULL,
  expires_at  TEXT    NOT NULL,
  revoked_at  TEXT,
  revoked_reason TEXT CHECK (revoked_reason IN ('logout', 'logout_all', 'password_reset', 'password_changed',
                                                'reused', 'expired_by_sim'))
) STRICT;
INSERT INTO sessions_new SELECT id, user_id, created_at, expires_at, revoked_at, revoked_reason FROM sessions;
CREATE TABLE refresh_tokens_new (
  id          INTEGER PRIMARY KEY,
  token_hash  TEXT    NOT NULL UNIQUE,
  session_id  TEXT    NOT NULL REFERENCES sessions_new (id) ON DELETE CASCADE,
  created_at  TEXT    NOT NULL,
  used_at     TEXT
) STRICT;
INSERT INTO refresh_tokens_new SELECT id, token_hash, session_id, created_at, used_at FROM refresh_tokens;
DROP TABLE refresh_tokens;
DROP TABLE sessions;
ALTER TABLE sessions_new RENAME TO sessions;
ALTER TABLE refresh_tokens_new RENAME TO refresh_tokens;
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);
