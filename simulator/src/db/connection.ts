// The one SQLite connection: opened at boot, migrated, closed on shutdown.
import Database from 'better-sqlite3';
import { reservationLine } from '@sponsorspot/contract/reservation-rules';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSpotAvailable, isSpotLive } from '@sponsorspot/contract/rules';
import { facetValuesOf } from '@sponsorspot/contract/search-rules';
import type { StatusValue } from '@sponsorspot/contract/common';
import type { Static } from 'typebox';
import { createMarketTrafficTriggers } from './market-traffic.js';
import { restoreSchemaNames } from './schema-names.js';

export type Db = Database.Database;

const here = path.dirname(fileURLToPath(import.meta.url));
/** dist/db/migrations after `npm run build` (the build copies them), else the sources beside this file. */
const MIGRATION_DIRS = [path.join(here, 'migrations'), path.resolve(here, '../../src/db/migrations')];

export function migrationsDir(): string {
  const dir = MIGRATION_DIRS.find((d) => existsSync(d));
  if (!dir) throw new Error(`SQL migrations not found (looked in ${MIGRATION_DIRS.join(', ')})`);
  return dir;
}

/**
 * Opens the database: WAL for files, foreign keys on, a busy timeout; then applies pending migrations and
 * creates the connection's market traffic triggers (market-traffic.ts).
 */
export function openDatabase(dbPath: string): Db {
  const inMemory = dbPath === ':memory:' || dbPath === '';
  if (!inMemory) mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const db = new Database(inMemory ? ':memory:' : dbPath);
  // Pages a saved-state load frees (the tables it replaced) are given back rather than kept for later rows
  // (scenarios/built-copy.ts release): set before the first table, as SQLite requires.
  if (inMemory) db.pragma('auto_vacuum = INCREMENTAL');
  if (!inMemory) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('busy_timeout = 5000');
  db.pragma('temp_store = MEMORY');
  registerFunctions(db);
  // Before foreign keys are on: dropping what a stopped load staged should not check its rows.
  restoreSchemaNames(db);
  db.pragma('foreign_keys = ON');
  migrate(db);
  createMarketTrafficTriggers(db);
  return db;
}

/** Latin, Greek and Cyrillic accents, as NFKD splits them off their letters ("é" → "e" + U+0301). */
const COMBINING_ACCENTS = /[\u0300-\u036f]/g;
const NON_ASCII = /[^\p{ASCII}]/u;

/**
 * Text as the marketplace search compares it, before the tokenizer's own folding of case and Latin
 * accents: compatibility forms unfolded (NFKD: "ＦＵＬＬ" → "FULL", "ﬁ" → "fi"), accents dropped whatever
 * the script ("Ελληνικά" → "Ελληνικα", "Йод" → "Иод"), composed again (NFC). Marks outside the accents
 * (Devanagari and the like) stay, as does "ß". The index and the query words are folded alike: the
 * triggers of 006_search_fts5.sql call it as search_fold(), queryWords (spot-search.ts) on the searched text.
 */
export function foldSearchText(text: string): string {
  // ASCII text is its own fold.
  if (!NON_ASCII.test(text)) return text;
  return text.normalize('NFKD').replace(COMBINING_ACCENTS, '').normalize('NFC');
}

type Status = Static<typeof StatusValue>;

/**
 * A listed spot's state as the marketplace's availability filter stores it (019_market_filters.sql): 'live'
 * or 'available' by the contract's one rule (contract/rules.ts, read from the snapshot's fields), else
 * 'reserved'. A checkout hold ('held') depends on the time, so the search reads it from held_until when it
 * asks.
 */
export function snapshotState(
  spotStatus: Status,
  publisherStatus: Status,
  contentId: number | null,
  contentStatus: Status | null,
  sponsorStatus: Status | null,
): 'live' | 'available' | 'reserved' {
  const snapshot = {
    snapshotDate: '',
    spotId: 1,
    spotStatus,
    publisherId: 1,
    publisherStatus,
    currentSpotContentId: contentId,
    currentSpotContentStatus: contentStatus,
    currentSpotContentSponsorId: null,
    currentSpotContentSponsorStatus: sponsorStatus,
    currentSpotContentSubscriptionId: null,
    currentSpotContentSubscriptionStatus: null,
  };
  if (isSpotLive(snapshot)) return 'live';
  return isSpotAvailable(snapshot) ? 'available' : 'reserved';
}

/**
 * SQL functions the schema and the seeding call, so registered before the migrations run. A connection
 * without them (the sqlite3 shell) can read the database but not write spots, publishers, contents or
 * sponsors; traffic it writes is not added to the market's recent views (market-traffic.ts).
 */
export function registerFunctions(db: Db): void {
  db.function('search_fold', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? foldSearchText(text) : text,
  );
  // The seeded invoices (earnings.ts) name their spot as a paid checkout's do, by the contract's one rule.
  db.function('reservation_line', { deterministic: true }, (name: unknown, publisherName: unknown) =>
    reservationLine({ name: String(name), publisherName: String(publisherName) }),
  );
  // A spot's size ("WxH"), placement (trimmed, lower case) or price in cents from its productJson, as the
  // contract reads it (search-rules.ts facetValuesOf); null when absent or refused by the price rule.
  db.function('spot_facet', { deterministic: true }, (productJson: unknown, part: unknown) => {
    const values = facetValuesOf(typeof productJson === 'string' ? productJson : '');
    return part === 'size' ? values.size : part === 'placement' ? values.placement : values.priceCents;
  });
  db.function(
    'market_state',
    { deterministic: true },
    (
      spotStatus: unknown,
      publisherStatus: unknown,
      contentId: unknown,
      contentStatus: unknown,
      sponsor: unknown,
    ) =>
      snapshotState(
        spotStatus as Status,
        publisherStatus as Status,
        contentId as number | null,
        contentStatus as Status | null,
        sponsor as Status | null,
      ),
  );
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
