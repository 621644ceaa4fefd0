// Loading a built saved state (ScenarioService.loadBuilt, scenarios/built-copy.ts) copies every table as the
// load's worker built it, derived ones included, with the triggers dropped for the copy. These tests keep that
// fast path from drifting: after a load of a state heavy in spots, the search and market rows are those the
// triggers build from the saved rows, the triggers are back and keep them in step, and a load that fails
// changes nothing.
import type { ScenarioFile } from '@sponsorspot/contract/scenario';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEEDS_DIR } from '../src/config.js';
import { openDatabase, type Db } from '../src/db/connection.js';
import { MarketMirror } from '../src/db/repositories/spot-market-mirror.js';
import { ScenarioCatalog, ScenarioInvalidError } from '../src/scenarios/catalog.js';
import { ScenarioService } from '../src/scenarios/reset.js';

/** The simulator's bookkeeping, which a load keeps (reset.ts KEPT_TABLES). */
const KEPT = new Set(['schema_migrations', 'sim_state', 'seeded_traffic_days', 'market_rebuild']);
const EXTRA_SPOTS = 1_500;

const catalog = new ScenarioCatalog(DEFAULT_SEEDS_DIR);
const files: string[] = [];
const opened: Db[] = [];

function open(file = ':memory:'): Db {
  const db = openDatabase(file);
  opened.push(db);
  return db;
}

/** The `demo` data set saved, with spots of every kind of its own added: names to fold, every product. */
async function spotHeavyState(): Promise<ScenarioFile> {
  const db = open();
  const service = new ScenarioService(db, catalog);
  service.reset('demo');
  const state = await service.save(new Date(), async () => null);
  const spots = state.savedState!.tables.spots!;
  const templates = [...spots];
  for (let i = 0; i < EXTRA_SPOTS; i++) {
    const template = templates[i % templates.length]!;
    spots.push({
      ...template,
      id: 500_000 + i,
      name: `${i % 3 === 0 ? 'Café' : 'Ｆｕｌｌ'} rail ${i} über Ελληνικά`,
      current_spot_content_id: null,
    });
  }
  return state;
}

/** The state built into a scratch file as the load's worker builds it (state-import-worker.ts). */
function built(state: ScenarioFile): string {
  const file = path.join(os.tmpdir(), `sponsorspot-copy-test-${randomBytes(6).toString('hex')}.db`);
  files.push(file);
  const db = openDatabase(file);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  new ScenarioService(db, catalog).load(JSON.parse(JSON.stringify(state)));
  db.close();
  return file;
}

/** Every table a load replaces. */
function dataTables(db: Db): string[] {
  return db
    .prepare<[], string>("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table'")
    .pluck()
    .all()
    .filter((name) => !name.startsWith('sqlite_') && !KEPT.has(name))
    .sort();
}

/** Every row of every table a load replaces, in a stable order. */
function contents(db: Db): Record<string, unknown[]> {
  return Object.fromEntries(
    dataTables(db).map((table) => {
      const columns = db
        .prepare<[string], number>('SELECT count(*) FROM pragma_table_info(?)')
        .pluck()
        .get(table)!;
      const order = Array.from({ length: columns }, (_, i) => i + 1).join(', ');
      return [table, db.prepare(`SELECT * FROM "${table}" ORDER BY ${order}`).raw().all()];
    }),
  );
}

/** The words the FTS5 index holds: each term, the rows and the columns it is in. */
function words(db: Db): unknown[] {
  db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.fts_words USING fts5vocab(main, 'spots_fts', 'row')");
  return db.prepare('SELECT term, doc, cnt FROM temp.fts_words ORDER BY term').raw().all();
}

function triggers(db: Db): unknown[] {
  return ['main', 'temp'].flatMap((schema) =>
    db
      .prepare(
        `SELECT '${schema}', name, tbl_name, sql FROM ${schema}.sqlite_schema WHERE type = 'trigger' ORDER BY name`,
      )
      .raw()
      .all(),
  );
}

const matches = (db: Db, word: string) =>
  db.prepare('SELECT rowid FROM spots_fts WHERE spots_fts MATCH ? ORDER BY rowid').pluck().all(`"${word}"*`);

/**
 * The derived rows against what the triggers' rules build from the saved rows (005, 006, 019, 021), and the
 * FTS5 index against its content table.
 */
function expectDerivedInStep(db: Db): void {
  const differ = (a: string, b: string) =>
    db.prepare(`SELECT * FROM (${a} EXCEPT ${b}) UNION ALL SELECT * FROM (${b} EXCEPT ${a})`).all();
  expect(
    differ(
      'SELECT spot_id FROM listed_spots',
      `SELECT s.id FROM spots s JOIN publishers p ON p.id = s.publisher_id
    WHERE s.status = 2 AND p.status = 2`,
    ),
  ).toEqual([]);
  expect(
    differ(
      'SELECT * FROM spot_search_text',
      `SELECT s.id, search_fold(s.name), search_fold(s.description),
    search_fold(s.location_path), search_fold(p.business_name)
    FROM listed_spots l JOIN spots s ON s.id = l.spot_id JOIN publishers p ON p.id = s.publisher_id`,
    ),
  ).toEqual([]);
  expect(
    differ(
      'SELECT spot_id FROM available_spots',
      `SELECT l.spot_id FROM listed_spots l JOIN spots s ON s.id = l.spot_id
    WHERE s.current_spot_content_id IS NULL`,
    ),
  ).toEqual([]);
  expect(differ('SELECT * FROM market_spots', 'SELECT * FROM market_spot_source')).toEqual([]);
  expect(
    differ(
      'SELECT size, placement, state, count FROM market_groups',
      `SELECT size, placement, state, count(*)
    FROM market_spots GROUP BY size, placement, state`,
    ),
  ).toEqual([]);
  // Every row's words are in the index, and nothing else (FTS5 compares it with spot_search_text).
  db.exec("INSERT INTO spots_fts (spots_fts, rank) VALUES ('integrity-check', 1)");
}

/** The mirror's groups of every listed spot, in a stable order (its own is the order it met them in). */
const wholeMarket = (mirror: MarketMirror) =>
  mirror
    .groups({ ids: null, available: false, priceMin: null, priceMax: null, held: new Set() })
    .map((group) => JSON.stringify(group))
    .sort();

let state: ScenarioFile;
let file: string;
/** The state loaded the slow way: every row inserted here, through this connection's triggers. */
let reference: Db;

beforeAll(async () => {
  state = await spotHeavyState();
  file = built(state);
  reference = open();
  new ScenarioService(reference, catalog).load(JSON.parse(JSON.stringify(state)));
});

afterAll(() => {
  for (const db of opened) db.close();
  for (const f of files) rmSync(f, { force: true });
});

describe('a built saved state, copied in', { timeout: 60_000 }, () => {
  it('holds the rows, search and market rows the triggers build from its saved rows', () => {
    const db = open();
    const service = new ScenarioService(db, catalog);
    // Over a data set of its own, so the copy empties tables that hold rows, the index included.
    service.reset('demo');
    const mirror = new MarketMirror(db);
    const before = wholeMarket(mirror);
    const names = triggers(db);
    expect(service.loadBuilt({ file, name: 'demo', savedAt: state.savedState!.savedAt })).toEqual({
      scenario: 'demo',
      resetMs: expect.any(Number),
    });
    expect(service.current()).toBe('demo');
    expect(db.prepare('SELECT count(*) FROM listed_spots').pluck().get()).toBeGreaterThan(EXTRA_SPOTS / 2);
    expect(contents(db)).toEqual(contents(reference));
    expectDerivedInStep(db);
    // The index: the words of a rebuild from the search text, and the same answers.
    const rebuilt = open();
    new ScenarioService(rebuilt, catalog).load(JSON.parse(JSON.stringify(state)));
    rebuilt.exec("INSERT INTO spots_fts (spots_fts) VALUES ('rebuild')");
    expect(words(db)).toEqual(words(rebuilt));
    for (const word of ['cafe', 'full', 'uber', 'ελληνικα', 'rail'])
      expect(matches(db, word)).toEqual(matches(reference, word));
    // The connection's triggers are back, TEMP ones too, and the market's mirror read the new rows.
    expect(triggers(db)).toEqual(names);
    const after = wholeMarket(mirror);
    expect(after).not.toEqual(before);
    expect(after).toEqual(wholeMarket(new MarketMirror(reference)));
  });

  it('keeps the search and market rows in step with the writes after it', () => {
    const db = open();
    const service = new ScenarioService(db, catalog);
    service.loadBuilt({ file, name: 'demo', savedAt: null });
    service.loadBuilt({ file, name: 'demo', savedAt: null });
    const spot = db
      .prepare<[], number>('SELECT spot_id FROM listed_spots ORDER BY spot_id DESC LIMIT 1')
      .pluck()
      .get()!;
    db.prepare("UPDATE spots SET name = 'Zebra kitchen rail' WHERE id = ?").run(spot);
    expect(matches(db, 'zebra')).toEqual([spot]);
    db.prepare('UPDATE spots SET status = 1 WHERE id = ?').run(spot - 1);
    expect(
      db
        .prepare('SELECT count(*) FROM market_spots WHERE spot_id = ?')
        .pluck()
        .get(spot - 1),
    ).toBe(0);
    expectDerivedInStep(db);
  });

  it('changes nothing when it fails partway', () => {
    // A scratch file without the last table copied: the copy fails after emptying and filling the others.
    const broken = built(state);
    const last = dataTables(reference).at(-1)!;
    const scratch = openDatabase(broken);
    scratch.exec(`DROP TABLE "${last}"`);
    scratch.close();
    const db = open();
    const service = new ScenarioService(db, catalog);
    service.reset('demo');
    const rows = contents(db);
    const index = words(db);
    const names = triggers(db);
    expect(() => service.loadBuilt({ file: broken, name: 'broken', savedAt: null })).toThrow(
      ScenarioInvalidError,
    );
    expect(service.current()).toBe('demo');
    expect(contents(db)).toEqual(rows);
    expect(words(db)).toEqual(index);
    expect(triggers(db)).toEqual(names);
    expectDerivedInStep(db);
    // Then loads.
    service.loadBuilt({ file, name: 'demo', savedAt: null });
    expect(contents(db)).toEqual(contents(reference));
  });
});
