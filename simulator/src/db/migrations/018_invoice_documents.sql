-- 018: invoices as documents. The buyer's billing details (business name, country, address, optional VAT id)
-- kept per user; each invoice records the buyer and the seller as they were when it was issued, and the tax
-- rate in force then, so a later change of the profile or of the settings never rewrites an issued invoice;
-- mails gain a plain-text body (the receipt says what was bought, for how much and until when).

CREATE TABLE billing_details (
  user_id        INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  business_name  TEXT    NOT NULL DEFAULT '',
  -- ISO 3166-1 alpha-2 (contract/profile-rules.ts COUNTRY_CODES), or '' when not given.
  country        TEXT    NOT NULL DEFAULT '',
  address        TEXT    NOT NULL DEFAULT '',
  vat_id         TEXT    NOT NULL DEFAULT '',
  updated_at     TEXT    NOT NULL
) STRICT;

-- JSON {name, email, businessName, country, address, vatId}: the buyer when the invoice was issued.
ALTER TABLE invoices ADD COLUMN buyer TEXT CHECK (buyer IS NULL OR json_valid(buyer));
-- JSON {name, address, country, email, taxId}: the seller's settings when it was issued; NULL for invoices
-- issued without them (the seeded history), which show the settings in force.
ALTER TABLE invoices ADD COLUMN seller TEXT CHECK (seller IS NULL OR json_valid(seller));
-- The tax rate in percent included in the amount when it was issued (SIM_INVOICE_TAX_RATE).
ALTER TABLE invoices ADD COLUMN tax_rate REAL NOT NULL DEFAULT 0 CHECK (tax_rate >= 0 AND tax_rate <= 100);

-- Every invoice, whoever inserts it (the payments, the seeded history), records its buyer as they stand now.
CREATE TRIGGER invoices_buyer_snapshot AFTER INSERT ON invoices WHEN NEW.buyer IS NULL
BEGIN
  UPDATE invoices SET buyer = (
    SELECT json_object('name', u.name, 'email', u.email, 'businessName', coalesce(b.business_name, ''),
      'country', coalesce(b.country, ''), 'address', coalesce(b.address, ''), 'vatId', coalesce(b.vat_id, ''))
    FROM users u LEFT JOIN billing_details b ON b.user_id = u.id WHERE u.id = NEW.user_id)
  WHERE id = NEW.id;
END;

UPDATE invoices SET buyer = (
  SELECT json_object('name', u.name, 'email', u.email, 'businessName', '', 'country', '', 'address', '',
    'vatId', '')
  FROM users u WHERE u.id = invoices.user_id)
WHERE buyer IS NULL;

ALTER TABLE outbox ADD COLUMN body TEXT NOT NULL DEFAULT '';
