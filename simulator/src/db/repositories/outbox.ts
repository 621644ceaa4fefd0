// The mails the simulator would send: kept in the outbox table for the control API and printed to the log.
import type { Statement } from 'better-sqlite3';
import type { OutboxMessage } from '@sponsorspot/contract/sim';
import type { Db } from '../connection.js';

/** A mail to send; without a body, its subject and link say it all. */
type NewMessage = Omit<OutboxMessage, 'id' | 'body'> & { body?: string };

const COLUMNS = 'id, to_email AS "to", kind, subject, code, link, body, sent_at AS sentAt';

export class OutboxRepository {
  private readonly insert: Statement<Omit<OutboxMessage, 'id'>>;
  private readonly all: Statement<[], OutboxMessage>;
  private readonly byRecipient: Statement<{ to: string }, OutboxMessage>;
  private readonly clearAll: Statement;

  constructor(db: Db) {
    this.insert = db.prepare(`INSERT INTO outbox (to_email, kind, subject, code, link, body, sent_at)
      VALUES (@to, @kind, @subject, @code, @link, @body, @sentAt)`);
    this.all = db.prepare(`SELECT ${COLUMNS} FROM outbox ORDER BY id`);
    this.byRecipient = db.prepare(`SELECT ${COLUMNS} FROM outbox WHERE to_email = @to ORDER BY id`);
    this.clearAll = db.prepare('DELETE FROM outbox');
  }

  add(message: NewMessage): OutboxMessage {
    const stored = { ...message, body: message.body ?? '' };
    const { lastInsertRowid } = this.insert.run(stored);
    return { id: Number(lastInsertRowid), ...stored };
  }

  /** Oldest first (newest last); only the mails to `to` when given (case-insensitive). */
  list(to?: string): OutboxMessage[] {
    return to === undefined ? this.all.all() : this.byRecipient.all({ to });
  }

  clear(): number {
    return this.clearAll.run().changes;
  }
}
