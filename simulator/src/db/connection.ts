// The one SQLite connection: opened at boot, migrated, closed on shutdown.
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Db = Database.Database;

const here = path.dirname(fileURLToPath(import.meta.url));
/** dist/db/migrations after `npm run build` (the build copies them), else the sources beside this file. */
const MIGRATION_DIRS = [path.join(here, 'migrations'), path.resolve(here, '../../src/db/migrations')];

export function migrationsDir(): string {
  const dir = MIGRATION_DIRS.find((d) => existsSync(d));
  if (!dir) throw new Error(`SQL migrations not found (looked in ${MIGRATION_DIRS.join(', ')})`);
  return dir;
}

/** Opens the database: WAL for files, foreign keys on, a busy timeout; then applies pending migrations. */
export function openDatabase(dbPath: string): Db {
  const inMemory = dbPath === ':memory:' || dbPath === '';
  if (!inMemory) mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const db = new Database(inMemory ? ':memory:' : dbPath);
  if (!inMemory) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('temp_store = MEMORY');
  migrate(db);
  return db;
}

/** Applies db/migrations/NNN_name.sql files not yet recorded in schema_migrations, each in a transaction. */
export function migrate(db: Db): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT`);
  const applied = new Set(db.prepare<[], number>('SELECT version FROM schema_migrations').pluck().all());
  const dir = migrationsDir();
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  const record = db.prepare<{ version: number; name: string; appliedAt: string }>(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (@version, @name, @appliedAt)',
  );
  const done: string[] = [];
  for (const file of files) {
    const version = Number(file.slice(0, 3));
    if (applied.has(version)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run({ version, name: file, appliedAt: new Date().toISOString() });
    })();
    done.push(file);
  }
  return done;
}
