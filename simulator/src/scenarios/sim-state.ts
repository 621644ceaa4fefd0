// The simulator's own bookkeeping in sim_state (001_init.sql), which a reset keeps: the scenario last loaded
// and what seeded_traffic_days holds.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/connection.js';

export class SimState {
  private readonly read: Statement<{ key: string }, string>;
  private readonly write: Statement<{ key: string; value: string }>;

  constructor(db: Db) {
    this.read = db.prepare<{ key: string }, string>('SELECT value FROM sim_state WHERE key = @key').pluck();
    this.write = db.prepare(
      'INSERT INTO sim_state (key, value) VALUES (@key, @value) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
  }

  get(key: string): string | null {
    return this.read.get({ key }) ?? null;
  }

  set(key: string, value: string): void {
    this.write.run({ key, value });
  }
}
