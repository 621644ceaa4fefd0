// Loading a built saved state (ScenarioService.loadBuilt, scenarios/built-copy.ts) copies every table as the
// load's worker built it, derived ones included, with the triggers dropped for the copy: the largest staged
// beside the live ones in slices, then renamed into place in one transaction with the others copied there.
// These tests keep that fast path from drifting, each both ways (every table copied in the swap, and every
// table staged): after a load of a state heavy in spots, the search and market rows are those the triggers
// build from the saved rows, the triggers are back and keep them in step, and a load that fails changes
// nothing. Other work runs between the slices and sees the data as it was, and cannot reach the staged
// copy; the market search's index hints follow the indexes' names; the pages freed are given back; and a
// database opened after a load has its migrations' names again.
import type { ScenarioFile } from '@sponsorspot/contract/scenario';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEEDS_DIR } from '../src/config.js';
import { openDatabase, type Db } from '../src/db/connection.js';
import { MarketMirror } from '../src/db/repositories/spot-market-mirror.js';
import { SpotSearch } from '../src/db/repositories/spot-search.js';
import { isStaged } from '../src/db/schema-names.js';
import { nextTurn, tablesToStage } from '../src/scenarios/built-copy.js';
import { ScenarioCatalog, ScenarioInvalidError } from '../src/scenarios/catalog.js';
import { inMemoryBytes } from '../src/scenarios/qa-memory.js';
import { DataSetClosedError, ScenarioService } from '../src/scenarios/reset.js';

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

/** Every table a load replaces (not those it stages beside them). */
function dataTables(db: Db): string[] {
  return db
    .prepare<[], string>("SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table'")
    .pluck()
    .all()
    .filter((name) => !name.startsWith('sqlite_') && !KEPT.has(name) && !isStaged(name))
    .sort();
}

/** The tables a load has staged and not yet put in place. */
const stagedTables = (db: Db) =>
  db
    .prepare<[], string>("SELECT name FROM main.sqlite_schema WHERE type = 'table'")
    .pluck()
    .all()
    .filter(isStaged);

/** The indexes' names, by table. */
const indexNames = (db: Db) =>
  db
    .prepare("SELECT tbl_name, name FROM main.sqlite_schema WHERE type = 'index' ORDER BY tbl_name, name")
    .raw()
    .all();

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

/** The same rows in every table as `expected`, each table compared on its own (a failure names it). */
function expectContents(db: Db, expected: Db | Record<string, unknown[]>): void {
  const actual = contents(db);
  const wanted = typeof expected.prepare === 'function' ? contents(expected as Db) : expected;
  expect(Object.keys(actual)).toEqual(Object.keys(wanted));
  for (const [table, rows] of Object.entries(wanted))
    expect({ table, rows: actual[table] }).toEqual({ table, rows });
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

/** How a load copies: every table in its swap (the tables of this state are small), or every table staged. */
const WAYS = [
  ['copied in the swap', {}],
  ['staged beforehand', { inlineBytes: 0 }],
] as const;

describe.each(WAYS)('a built saved state, %s', { timeout: 60_000 }, (_way, copy) => {
  it('holds the rows, search and market rows the triggers build from its saved rows', async () => {
    const db = open();
    const service = new ScenarioService(db, catalog, copy);
    // Over a data set of its own, so the copy empties tables that hold rows, the index included.
    service.reset('demo');
    const mirror = new MarketMirror(db);
    const before = wholeMarket(mirror);
    const names = triggers(db);
    expect(await service.loadBuilt({ file, name: 'demo', savedAt: state.savedState!.savedAt })).toEqual({
      scenario: 'demo',
      resetMs: expect.any(Number),
    });
    expect(service.current()).toBe('demo');
    expect(db.prepare('SELECT count(*) FROM listed_spots').pluck().get()).toBeGreaterThan(EXTRA_SPOTS / 2);
    expectContents(db, reference);
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
    // Every foreign key names a table of its own name, none a staged one, and none is left staged.
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(
      db.prepare("SELECT name FROM sqlite_schema WHERE sql LIKE '%\\_\\_incoming%' ESCAPE '\\'").all(),
    ).toEqual([]);
    expect(stagedTables(db)).toEqual([]);
  });

  it('keeps the search and market rows in step with the writes after it', async () => {
    const db = open();
    const service = new ScenarioService(db, catalog, copy);
    await service.loadBuilt({ file, name: 'demo', savedAt: null });
    await service.loadBuilt({ file, name: 'demo', savedAt: null });
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
    // A parent's delete reaches the loaded children through their foreign keys.
    const publisher = db.prepare<[], number>('SELECT publisher_id FROM spots LIMIT 1').pluck().get()!;
    db.prepare('DELETE FROM publishers WHERE id = ?').run(publisher);
    expect(db.prepare('SELECT count(*) FROM spots WHERE publisher_id = ?').pluck().get(publisher)).toBe(0);
    expectDerivedInStep(db);
  });

  it('changes nothing when it fails partway', async () => {
    // A scratch file without the last table copied: the copy fails after emptying and filling the others.
    const broken = built(state);
    const last = dataTables(reference).at(-1)!;
    const scratch = openDatabase(broken);
    scratch.exec(`DROP TABLE "${last}"`);
    scratch.close();
    const db = open();
    const service = new ScenarioService(db, catalog, copy);
    service.reset('demo');
    const rows = contents(db);
    const index = words(db);
    const names = triggers(db);
    await expect(service.loadBuilt({ file: broken, name: 'broken', savedAt: null })).rejects.toThrow(
      ScenarioInvalidError,
    );
    expect(service.current()).toBe('demo');
    expectContents(db, rows);
    expect(words(db)).toEqual(index);
    expect(triggers(db)).toEqual(names);
    expect(stagedTables(db)).toEqual([]);
    expectDerivedInStep(db);
    // Then loads.
    await service.loadBuilt({ file, name: 'demo', savedAt: null });
    expectContents(db, reference);
  });

  it('answers the market search’s sorts and facets as before, its indexes renamed', async () => {
    const db = open();
    const service = new ScenarioService(db, catalog, copy);
    service.reset('demo');
    const search = new SpotSearch(db);
    const now = new Date();
    const asked = (spots: SpotSearch) => [
      ...(['newest', 'price_asc', 'price_desc', 'traffic'] as const).map((sort) =>
        spots.find('search', { sort, pageSize: 20 }, now),
      ),
      spots.find('available', { availability: ['available', 'held'], pageSize: 20 }, now),
      spots.find('search', { searchText: 'rail', sort: 'newest', pageSize: 20 }, now),
    ];
    asked(search);
    // The state loaded the slow way, on a database of its own: a search writes (each spot's traffic).
    const expected = open();
    new ScenarioService(expected, catalog).load(JSON.parse(JSON.stringify(state)));
    // Twice: the indexes change names with each load that stages them.
    for (let load = 0; load < 2; load++) {
      await service.loadBuilt({ file, name: 'demo', savedAt: null });
      expect(asked(search)).toEqual(asked(new SpotSearch(expected)));
    }
  });
});

describe('the tables a load stages', () => {
  const parents = new Map([
    ['spots', ['publishers', 'spot_contents']],
    ['spot_contents', ['spots', 'sponsors']],
    ['publishers', ['users']],
    ['sponsors', ['users']],
    ['outbox', []],
  ]);
  const MiB = 2 ** 20;

  it('are the largest, until the others hold at most the inline bytes, with every parent of each', () => {
    const sizes = [
      { name: 'users', bytes: MiB / 2 },
      { name: 'spots', bytes: 20 * MiB },
      { name: 'spots_fts', bytes: 18 * MiB },
      { name: 'outbox', bytes: 3 * MiB },
      { name: 'invoices', bytes: MiB / 2 },
    ];
    expect([...tablesToStage(sizes, parents, 4 * MiB)].sort()).toEqual(
      ['publishers', 'sponsors', 'spot_contents', 'spots', 'spots_fts', 'users'].sort(),
    );
    expect([...tablesToStage(sizes, parents, 2 * MiB)].sort()).toContain('outbox');
    expect(tablesToStage(sizes, parents, 64 * MiB).size).toBe(0);
  });

  it('are none of a data set whose every table is empty, and every table that holds rows at 0', () => {
    const sizes = [
      { name: 'outbox', bytes: 0 },
      { name: 'users', bytes: 0 },
    ];
    expect(tablesToStage(sizes, parents, 0).size).toBe(0);
    expect([...tablesToStage([...sizes, { name: 'invoices', bytes: 4096 }], parents, 0)]).toEqual([
      'invoices',
    ]);
  });
});

describe('a built saved state, staged in slices', { timeout: 60_000 }, () => {
  // Every table staged, and a pause between every two steps.
  const everyStep = { inlineBytes: 0, sliceMs: 0 };

  it('lets other work run between its slices, which sees the data as it was until the swap', async () => {
    const db = open();
    const service = new ScenarioService(db, catalog, everyStep);
    service.reset('demo');
    const before = contents(db);
    const after = contents(reference);
    let pauses = 0;
    let stagedMeanwhile = 0;
    let swapped = false;
    const pause = async () => {
      pauses++;
      const staged = stagedTables(db).length;
      stagedMeanwhile = Math.max(stagedMeanwhile, staged);
      // Until the swap, the data as it was; after it (the freed pages given back), the state's.
      swapped ||= stagedMeanwhile > 0 && staged === 0;
      expectContents(db, swapped ? after : before);
      expect(service.current()).toBe('demo');
      await nextTurn();
    };
    await service.loadBuilt({ file, name: 'demo', savedAt: null }, pause);
    expect(pauses).toBeGreaterThan(100);
    expect(stagedMeanwhile).toBeGreaterThan(20);
    expect(swapped).toBe(true);
    expectContents(db, reference);
    expect(stagedTables(db)).toEqual([]);
  });

  it('is not reached by the writes and resets that run between its slices', async () => {
    const db = open();
    const service = new ScenarioService(db, catalog, everyStep);
    service.reset('demo');
    // A user the live data and the state share, whose delete cascades to their publisher and spots.
    const user = db
      .prepare<[], number>(
        'SELECT user_id FROM publishers p WHERE EXISTS (SELECT 1 FROM spots s WHERE s.publisher_id = p.id)',
      )
      .pluck()
      .get()!;
    const stagedRows = (table: string) =>
      stagedTables(db).includes(`${table}__incoming`)
        ? db.prepare(`SELECT count(*) FROM "${table}__incoming"`).pluck().get()
        : 0;
    const done: string[] = [];
    const pause = async () => {
      // Once the staged users, publishers and spots hold rows: the live user deleted, then a reset.
      if (stagedRows('users') && stagedRows('publishers') && stagedRows('spots')) {
        if (done.length === 0) {
          expect(db.prepare('DELETE FROM users WHERE id = ?').run(user).changes).toBe(1);
          done.push('deleted');
        } else if (done.length === 1) {
          // It checks its own references, not the staged tables' (half copied).
          expect(service.reset('demo').scenario).toBe('demo');
          done.push('reset');
        }
      }
      await nextTurn();
    };
    await service.loadBuilt({ file, name: 'demo', savedAt: null }, pause);
    expect(done).toEqual(['deleted', 'reset']);
    expectContents(db, reference);
  });

  it('stops, loading nothing, when its database closes between two slices (its sandbox ended)', async () => {
    const db = openDatabase(':memory:');
    const service = new ScenarioService(db, catalog, everyStep);
    service.reset('demo');
    let pauses = 0;
    const pause = async () => {
      if (++pauses === 5) db.close();
      await nextTurn();
    };
    await expect(service.loadBuilt({ file, name: 'demo', savedAt: null }, pause)).rejects.toThrow(
      DataSetClosedError,
    );
    await expect(service.loadBuilt({ file, name: 'demo', savedAt: null })).rejects.toThrow(
      DataSetClosedError,
    );
  });

  it('gives back the pages of the data it replaced', async () => {
    const small = open();
    const smallState = await new ScenarioService(small, catalog).save(new Date(), async () => null);
    small.close();
    const smallFile = built(smallState);
    const fresh = open();
    await new ScenarioService(fresh, catalog, { inlineBytes: 0 }).loadBuilt({
      file: smallFile,
      name: 'empty',
      savedAt: null,
    });
    const db = open();
    const service = new ScenarioService(db, catalog, { inlineBytes: 0 });
    await service.loadBuilt({ file, name: 'demo', savedAt: null });
    const heavy = inMemoryBytes(db);
    await service.loadBuilt({ file: smallFile, name: 'empty', savedAt: null });
    expect(db.prepare('PRAGMA freelist_count').pluck().get()).toBe(0);
    expect(inMemoryBytes(db)).toBeLessThan(heavy);
    expect(inMemoryBytes(db)).toBeLessThanOrEqual(inMemoryBytes(fresh) * 1.1);
  });

  it('leaves a database file that opens with its migrations’ index names and nothing staged', async () => {
    const dbFile = path.join(os.tmpdir(), `sponsorspot-copy-test-${randomBytes(6).toString('hex')}.db`);
    files.push(dbFile, `${dbFile}-wal`, `${dbFile}-shm`);
    const first = openDatabase(dbFile);
    const migrated = indexNames(first);
    const service = new ScenarioService(first, catalog, { inlineBytes: 0 });
    await service.loadBuilt({ file, name: 'demo', savedAt: null });
    const renamed = indexNames(first);
    expect(renamed).not.toEqual(migrated);
    // As a load stopped between two slices leaves it.
    first.exec('CREATE TABLE users__incoming (id INTEGER PRIMARY KEY)');
    first.close();
    const db = open(dbFile);
    expect(indexNames(db)).toEqual(migrated);
    expect(stagedTables(db)).toEqual([]);
    expectContents(db, reference);
    expectDerivedInStep(db);
  });
});
