// The billing_details table: the business name, country, address and VAT id a user's invoices name (an
// invoice records them when issued: 018_invoice_documents.sql). A user who never saved any has none: ''.
import type { Statement } from 'better-sqlite3';
import type { BillingDetails } from '@sponsorspot/contract/invoices';
import type { Db } from '../connection.js';

const NONE: BillingDetails = { businessName: '', country: '', address: '', vatId: '' };

export class BillingDetailsRepository {
  private readonly byUser: Statement<{ userId: number }, BillingDetails>;
  private readonly upsert: Statement<BillingDetails & { userId: number; now: string }>;

  constructor(db: Db) {
    this.byUser = db.prepare(`SELECT business_name AS businessName, country, address, vat_id AS vatId
      FROM billing_details WHERE user_id = @userId`);
    this.upsert = db.prepare(`INSERT INTO billing_details (user_id, business_name, country, address, vat_id,
      updated_at) VALUES (@userId, @businessName, @country, @address, @vatId, @now)
      ON CONFLICT (user_id) DO UPDATE SET business_name = excluded.business_name, country = excluded.country,
        address = excluded.address, vat_id = excluded.vat_id, updated_at = excluded.updated_at`);
  }

  of(userId: number): BillingDetails {
    return this.byUser.get({ userId }) ?? NONE;
  }

  save(userId: number, details: BillingDetails, now: Date): BillingDetails {
    this.upsert.run({ ...details, userId, now: now.toISOString() });
    return details;
  }
}
