// The mails the simulator would send: kept in the outbox table for the control API and printed to the log.
import type { Statement } from 'better-sqlite3';
import type { OutboxMessage } from '@sponsorspot/contract/sim';
import type { Db } from '../connection.js';

type NewMessage = Omit<OutboxMessage, 'id'>;

const COLUMNS = 'id, to_email AS "to", kind, subject, code, link, sent_at AS sentAt';

export class OutboxRepository {
  private readonly insert: Statement<NewMessage>;
  private readonly all: Statement<[], OutboxMessage>;
  private readonly byRecipient: Statement<{ to: string }, OutboxMessage>;
  private readonly clearAll: Statement;

  constructor(db: Db) {
    this.insert = db.prepare(`INSERT INTO outbox (to_email, kind, subject, code, link, sent_at)
      VALUES (@to, @kind, @subject, @code, @link, @sentAt)`);
    this.all = db.prepare(`SELECT ${COLUMNS} FROM outbox ORDER BY id`);
    this.byRecipient = db.prepare(`SELECT ${COLUMNS} FROM outbox WHERE to_email = @to ORDER BY id`);
    this.clearAll = db.prepare('DELETE FROM outbox');
  }

  add(message: NewMessage): OutboxMessage {
    const { lastInsertRowid } = this.insert.run(message);
    return { id: Number(lastInsertRowid), ...message };
  }

  /** Oldest first (newest last); only the mails to `to` when given (case-insensitive). */
  list(to?: string): OutboxMessage[] {
    return to === undefined ? this.all.all() : this.byRecipient.all({ to });
  }

  clear(): number {
    return this.clearAll.run().changes;
  }
}
