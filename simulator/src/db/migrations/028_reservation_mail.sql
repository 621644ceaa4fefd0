-- 028: the publisher's mail when a reservation of their spot ends (unreserved, its flight or paid period over)
-- has a kind of its own, 'reservation_ended'; it was sent as 'review', beside the review's own mails.
-- Rebuilt for its CHECK, as 025 did; the mails already sent as 'review' with these subjects take the new kind.
CREATE TABLE outbox_new (
  id        INTEGER PRIMARY KEY,
  to_email  TEXT    NOT NULL COLLATE NOCASE,
  kind      TEXT    NOT NULL CHECK (kind IN ('verification', 'password_reset', 'billing', 'spot_freed', 'payout',
                                              'review', 'registration_attempt', 'login_alert',
                                              'password_changed', 'reservation_ended')),
  subject   TEXT    NOT NULL,
  code      TEXT    NOT NULL,
  link      TEXT    NOT NULL,
  sent_at   TEXT    NOT NULL,
  body      TEXT    NOT NULL DEFAULT ''
) STRICT;
INSERT INTO outbox_new SELECT id, to_email, kind, subject, code, link, sent_at, body FROM outbox;
UPDATE outbox_new SET kind = 'reservation_ended'
 WHERE kind = 'review'
   AND (subject LIKE 'The reservation of "%" ended: %'
     OR subject LIKE 'The booked flight on "%" ended: %'
     OR subject LIKE 'The sponsor of "%" unreserved it: %');
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_to ON outbox (to_email);
