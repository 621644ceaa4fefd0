-- The buyer an invoice records (018_invoice_documents.sql), stated once as a view: the insert trigger reads
-- it, and so does the seeded history's derivation (db/repositories/earnings.ts), which writes each invoice
-- with its buyer at once instead of having the trigger rewrite every row it inserts (a reset of `demo`
-- inserts 276 such invoices).
CREATE VIEW invoice_buyers (user_id, buyer) AS
  SELECT u.id, json_object('name', u.name, 'email', u.email, 'businessName', coalesce(b.business_name, ''),
    'country', coalesce(b.country, ''), 'address', coalesce(b.address, ''), 'vatId', coalesce(b.vat_id, ''))
  FROM users u LEFT JOIN billing_details b ON b.user_id = u.id;

DROP TRIGGER invoices_buyer_snapshot;
CREATE TRIGGER invoices_buyer_snapshot AFTER INSERT ON invoices WHEN NEW.buyer IS NULL
BEGIN
  UPDATE invoices SET buyer = (SELECT buyer FROM invoice_buyers WHERE user_id = NEW.user_id) WHERE id = NEW.id;
END;
