-- One account per address, whatever its look-alike spelling: email_key is the address NFKC-normalised and
-- case-folded (contract/identity-rules.ts emailKey), written by the application beside every email.
-- Rows from before this migration: an ASCII address's key is its lower case; SQLite cannot normalise the others.
ALTER TABLE users ADD COLUMN email_key TEXT;
UPDATE users SET email_key = lower(trim(email)) WHERE email NOT GLOB '*[^ -~]*';
CREATE UNIQUE INDEX users_email_key ON users (email_key);
