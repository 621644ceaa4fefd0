-- 003: users and social: profile fields, follows, blocks, the external (social sign-in) identities and the
-- access tokens the OAuth stand-in pages issue.

ALTER TABLE users ADD COLUMN bio TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN website TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN location TEXT NOT NULL DEFAULT '';

-- follower follows followed.
CREATE TABLE follows (
  follower_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  followed_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   TEXT    NOT NULL,
  PRIMARY KEY (follower_id, followed_id),
  CHECK (follower_id <> followed_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX follows_followed ON follows (followed_id);

-- blocker blocked blocked: the blocked user disappears from the blocker's searches and cannot reserve the
-- blocker's spots (SocialRepository.isBlocked).
CREATE TABLE blocks (
  blocker_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  TEXT    NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX blocks_blocked ON blocks (blocked_id);

-- A social sign-in identity linked to a user. subject is the provider's account key (here the email the
-- tester picked on the stand-in page, lower-cased).
CREATE TABLE external_identities (
  network     TEXT    NOT NULL,
  subject     TEXT    NOT NULL,
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  TEXT    NOT NULL,
  PRIMARY KEY (network, subject)
) STRICT;
CREATE INDEX external_identities_user ON external_identities (user_id);

-- Access tokens issued by the OAuth stand-in pages: stored as SHA-256 hex, single use, expiring by the
-- simulator clock (expires_at and used_at are ISO-8601 UTC).
CREATE TABLE oauth_access_tokens (
  token_hash  TEXT PRIMARY KEY,
  network     TEXT NOT NULL,
  email       TEXT NOT NULL,
  name        TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  used_at     TEXT
) STRICT;
