// Copying a data set built elsewhere into this database (ScenarioService.loadBuilt). The load's worker process
// (state-import.ts) built the saved state into a scratch database of the same schema as a reset builds it
// here, triggers and all, so the scratch file already holds every derived row too: the listings and the
// search text, the FTS5 index over it and the market's rows and groups. Copying only the saved tables made
// this thread's triggers build the derived rows again: 1.2 s for 25 MB of spots (43,000), during which no
// other request was answered.
//
// Copying every table in one transaction instead still held the thread 100–150 ms for 25 MB of spots. So the
// tables that hold the most are copied beforehand, beside the live ones, in slices of a few milliseconds
// with other requests answered between them (stage): each under its staged name (schema-names.ts), with its
// indexes under their other names and its foreign keys naming the staged copies of its parents. Then one
// short transaction (swap) drops the live tables and renames the staged ones into place, copies the small
// tables whole, and sets aside and restores the triggers and views around it: 25 MB of spots in 40 ms,
// most of it renaming. A load that fails changes nothing, and no request sees it half done: until the swap
// the live tables are untouched; the swap is one transaction.
//
// Which tables are staged: the largest, until those left hold (before and after) at most INLINE_BYTES, and
// the parents of each staged one, as a staged table that referenced a live parent would be reached by its
// foreign key actions (deleting a user between two slices would cascade into the staged spots).
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/connection.js';
import {
  dropStaged,
  otherIndexName,
  renamedIndexSql,
  stagedName,
  withoutForeignKeys,
} from '../db/schema-names.js';

/** What runs between two slices: the other work waiting on this thread. */
export type Pause = () => Promise<void>;

/** The next turn of the event loop, after the I/O waiting (the requests that came in meanwhile). */
export const nextTurn: Pause = () => new Promise((resolve) => setImmediate(resolve));

/** How long a slice holds the thread before the copy gives it up. */
const SLICE_MS = 8;
/** How long a chunk of rows should take: the rows in a chunk follow the table's rows' size. */
const CHUNK_MS = 3;
/**
 * Copied in the swap rather than staged: the tables that hold the least, together up to this many bytes
 * before and after (about 2 ms a MiB to empty and copy; staging and renaming a table costs 1–9 ms of the swap).
 */
const INLINE_BYTES = 4 * 2 ** 20;

/** A table a load replaces: an ordinary one, or a virtual one (the FTS5 index) with its shadow tables. */
interface CopiedTable {
  name: string;
  /** A virtual table's definition; null for an ordinary table. */
  virtualSql: string | null;
  /** The tables holding its rows: itself, or a virtual table's shadows. */
  stores: string[];
}

/** A schema object the swap sets aside and creates again (a trigger or view, TEMP ones too). */
interface SetAside {
  schema: 'main' | 'temp';
  type: 'trigger' | 'view';
  name: string;
  sql: string;
}

/** How a load copies (the defaults unless a test asks otherwise). */
export interface CopyOptions {
  inlineBytes?: number;
  sliceMs?: number;
}

/** The tables a load staged, for its swap. */
export interface Staging {
  staged: Set<string>;
}

export class BuiltCopy {
  private readonly copied: CopiedTable[];
  /** Each ordinary table's parents (the tables its foreign keys reference). */
  private readonly parents: Map<string, string[]>;
  /** Whether each store has no rowid (WITHOUT ROWID): copied whole, not in chunks. */
  private readonly withoutRowid: Set<string>;

  private readonly inlineBytes: number;
  private readonly sliceMs: number;
  /** The bytes of one b-tree (a table or an index) of a schema. */
  private readonly treeBytes: Statement<[string, string], number>;

  /**
   * `tables`: every ordinary table a load replaces (not the simulator's bookkeeping, which it keeps);
   * `options.inlineBytes`: what the swap may copy (INLINE_BYTES); `options.sliceMs`: how long a slice runs
   * (SLICE_MS; 0 pauses between every two steps).
   */
  constructor(
    private readonly db: Db,
    tables: string[],
    options: CopyOptions = {},
  ) {
    this.inlineBytes = options.inlineBytes ?? INLINE_BYTES;
    this.sliceMs = options.sliceMs ?? SLICE_MS;
    const listed = db
      .prepare<[], { name: string; type: string; wr: number }>(
        "SELECT name, type, wr FROM pragma_table_list WHERE schema = 'main'",
      )
      .all();
    this.withoutRowid = new Set(listed.filter((table) => table.wr === 1).map((table) => table.name));
    const virtualTables = db
      .prepare<[], { name: string; sql: string }>(
        "SELECT name, sql FROM main.sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'",
      )
      .all();
    this.copied = [
      ...tables.map((name) => ({ name, virtualSql: null, stores: [name] })),
      ...virtualTables.map(({ name, sql }) => ({
        name,
        virtualSql: sql,
        stores: listed
          .filter((table) => table.type === 'shadow' && table.name.startsWith(`${name}_`))
          .map((table) => table.name),
      })),
    ];
    const parentsOf = db
      .prepare<[string], string>('SELECT DISTINCT "table" FROM pragma_foreign_key_list(?)')
      .pluck();
    this.parents = new Map(tables.map((name) => [name, parentsOf.all(name)]));
    this.treeBytes = db
      .prepare<[string, string], number>(
        'SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE schema = ? AND name = ? AND aggregate = 1',
      )
      .pluck();
  }

  /**
   * Copies the tables that hold the most from the attached database `schema` into staged tables beside the
   * live ones, in slices with `pause` between them. The live tables are not touched.
   */
  async stage(schema: string, pause: Pause): Promise<Staging> {
    const slices = new Slices(pause, this.sliceMs);
    const sizes: { name: string; bytes: number }[] = [];
    for (const table of this.copied) {
      let bytes = 0;
      for (const where of ['main', schema])
        for (const store of table.stores) await slices.run(() => (bytes += this.bytesOf(where, store)));
      sizes.push({ name: table.name, bytes });
    }
    const staged = tablesToStage(sizes, this.parents, this.inlineBytes);
    // Every staged table is created before any rows are copied: a statement that writes a child is prepared
    // with its parent's table there.
    const tables = this.copied.filter((table) => staged.has(table.name));
    for (const table of tables) await slices.run(() => this.createStaged(table, staged));
    for (const table of tables) {
      if (table.virtualSql === null)
        await this.copyRows(
          `"${schema}"."${table.name}"`,
          `main."${stagedName(table.name)}"`,
          table.name,
          slices,
        );
      else await this.copyShadows(table, schema, slices);
    }
    return { staged };
  }

  /**
   * Inside the caller's transaction, with foreign keys off: every staged table renamed into place (the live
   * one dropped first) and every other table's rows replaced with those of `schema`. The connection's
   * triggers and views, TEMP ones too, are dropped first and created again from their own text after: a
   * trigger would run for every copied row, and renaming checks every trigger and view against the schema,
   * which between a drop and a rename lacks the table. Those that follow market_spots for its mirror
   * (spot-market-mirror.ts) miss the copy, so the caller tells the mirror.
   */
  swap(schema: string, staging: Staging): void {
    const setAside = (['main', 'temp'] as const).flatMap((where) =>
      this.db
        .prepare<[], SetAside>(
          `SELECT '${where}' AS schema, type, name, sql FROM ${where}.sqlite_schema
           WHERE type IN ('trigger', 'view') ORDER BY type = 'trigger', rowid`,
        )
        .all(),
    );
    for (const object of setAside) this.db.exec(`DROP ${object.type} ${object.schema}."${object.name}"`);
    for (const name of staging.staged) {
      this.db.exec(`DROP TABLE main."${name}"`);
      // Renaming also points the other staged tables' foreign keys at the table's own name.
      this.db.exec(`ALTER TABLE main."${stagedName(name)}" RENAME TO "${name}"`);
    }
    const inline = this.copied.filter((table) => !staging.staged.has(table.name));
    for (const table of inline)
      if (table.virtualSql === null) this.db.exec(`DELETE FROM main."${table.name}"`);
    for (const table of inline) {
      if (table.virtualSql === null)
        this.db.exec(`INSERT INTO main."${table.name}" SELECT * FROM "${schema}"."${table.name}"`);
      else this.copyVirtual(table, schema);
    }
    // SQLite keeps a TEMP object's text without the TEMP: created from it as it is, it would be the main
    // schema's (and refused, as it names main.* tables).
    for (const object of setAside)
      this.db.exec(
        object.schema === 'temp'
          ? object.sql.replace(/^CREATE\s+(TRIGGER|VIEW)\b/i, 'CREATE TEMP $1')
          : object.sql,
      );
  }

  /** Drops the staged tables a load left (it failed before its swap, or its swap rolled back). */
  discard(): void {
    dropStaged(this.db);
  }

  /**
   * Gives back the pages the swap freed, in slices: an in-memory database keeps them otherwise (the live
   * tables' old pages, as large as the data set replaced) and counts them against the QA budget. Only a
   * database with incremental auto-vacuum can (openDatabase sets it for one in memory).
   */
  async release(pause: Pause): Promise<void> {
    if (this.db.pragma('auto_vacuum', { simple: true }) !== 2) return;
    const slices = new Slices(pause, this.sliceMs);
    const free = this.db.prepare<[], number>('PRAGMA main.freelist_count').pluck();
    while (free.get()! > 0) await slices.run(() => this.db.pragma('incremental_vacuum(256)'));
  }

  /** The bytes a store's b-trees (the table and its indexes) take in `schema`: 0 for a store it lacks. */
  private bytesOf(schema: string, store: string): number {
    const trees = this.db
      .prepare<[string], string>(
        `SELECT name FROM "${schema}".sqlite_schema WHERE tbl_name = ? AND rootpage > 0`,
      )
      .pluck()
      .all(store);
    return trees.reduce((sum, tree) => sum + this.treeBytes.get(schema, tree)!, 0);
  }

  /**
   * A table created under its staged name, empty. An ordinary one from its definition, its foreign keys
   * naming its parents' staged copies, its indexes under their other names. A virtual one (the FTS5 index)
   * from its definition: read by nothing before its rows are in, it has read nothing it could keep in
   * memory, and FTS5 reads its structure from the copied rows when it is first used, under its own name.
   */
  private createStaged(table: CopiedTable, staged: Set<string>): void {
    const name = stagedName(table.name);
    if (table.virtualSql !== null) {
      this.db.exec(
        table.virtualSql.replace(/^CREATE VIRTUAL TABLE ("?)\w+\1/i, `CREATE VIRTUAL TABLE "${name}"`),
      );
      return;
    }
    const definitions = this.db
      .prepare<[string], { type: string; name: string; sql: string }>(
        'SELECT type, name, sql FROM main.sqlite_schema WHERE tbl_name = ? AND sql IS NOT NULL',
      )
      .all(table.name);
    for (const definition of definitions.filter((d) => d.type === 'table'))
      this.db.exec(
        definition.sql
          .replace(/^CREATE TABLE (?:IF NOT EXISTS )?("?)\w+\1/i, `CREATE TABLE "${name}"`)
          .replace(/\bREFERENCES\s+("?)(\w+)\1/gi, (clause, _quote, parent: string) =>
            staged.has(parent) ? `REFERENCES "${stagedName(parent)}"` : clause,
          ),
      );
    for (const definition of definitions.filter((d) => d.type === 'index'))
      this.db.exec(renamedIndexSql(definition.sql, otherIndexName(definition.name), name));
  }

  /**
   * A staged virtual table's shadow tables given the attached database's rows. Writing shadow tables is
   * refused in defensive mode (better-sqlite3's default), so it is lifted for those statements alone.
   */
  private async copyShadows(table: CopiedTable, schema: string, slices: Slices): Promise<void> {
    const staged = stagedName(table.name);
    for (const shadow of table.stores) {
      const target = `main."${staged}${shadow.slice(table.name.length)}"`;
      await slices.run(() => this.asShadowWriter(() => this.db.exec(`DELETE FROM ${target}`)));
      await this.copyRows(`"${schema}"."${shadow}"`, target, shadow, slices, true);
    }
  }

  /**
   * Copies every row of `from` into `to` (empty, of the same definition) in chunks of rowids, each in a slice,
   * with foreign keys off for it: a staged child may come before its staged parent. A table without rowids
   * is copied whole.
   */
  private async copyRows(
    from: string,
    to: string,
    store: string,
    slices: Slices,
    shadow = false,
  ): Promise<void> {
    const write = (statement: () => void) => (shadow ? this.asShadowWriter(statement) : statement());
    if (this.withoutRowid.has(store)) {
      await slices.run(() =>
        withoutForeignKeys(this.db, () =>
          write(() => this.db.exec(`INSERT INTO ${to} SELECT * FROM ${from}`)),
        ),
      );
      return;
    }
    const lastOfChunk = this.db
      .prepare<{ after: number; rows: number }, number | null>(
        `SELECT max(rowid) FROM (SELECT rowid FROM ${from} WHERE rowid > @after ORDER BY rowid LIMIT @rows)`,
      )
      .pluck();
    // Prepared in its chunk's slice: SQLite reads the foreign keys and defensive mode when it prepares.
    const insert = `INSERT INTO ${to} SELECT * FROM ${from} WHERE rowid > @after AND rowid <= @last ORDER BY rowid`;
    let after = Number.MIN_SAFE_INTEGER;
    let rows = 4;
    for (;;) {
      const last = lastOfChunk.get({ after, rows });
      if (last === null || last === undefined) return;
      const took = await slices.run(() =>
        withoutForeignKeys(this.db, () => write(() => this.db.prepare(insert).run({ after, last }))),
      );
      // The next chunk as many rows as would take CHUNK_MS at this one's pace, growing at most fourfold.
      rows = Math.max(16, Math.min(rows * 4, Math.round((rows * CHUNK_MS) / Math.max(took, 0.01))));
      after = last;
    }
  }

  private asShadowWriter(statement: () => void): void {
    this.db.unsafeMode(true);
    try {
      statement();
    } finally {
      this.db.unsafeMode(false);
    }
  }

  /**
   * A virtual table copied inside the swap: dropped, created again from its definition and given the
   * attached database's shadow rows (see stageVirtual).
   */
  private copyVirtual(table: CopiedTable, schema: string): void {
    this.db.exec(`DROP TABLE main."${table.name}"`);
    this.db.exec(table.virtualSql!);
    this.asShadowWriter(() => {
      for (const shadow of table.stores) {
        this.db.exec(`DELETE FROM main."${shadow}"`);
        this.db.exec(`INSERT INTO main."${shadow}" SELECT * FROM "${schema}"."${shadow}"`);
      }
    });
  }
}

/**
 * The tables a load stages: the largest (by `bytes`, before and after) until those left hold at most
 * `inlineBytes`, and every parent of a staged table (`parents`: the tables each one's foreign keys
 * reference), their parents too.
 */
export function tablesToStage(
  sizes: { name: string; bytes: number }[],
  parents: Map<string, string[]>,
  inlineBytes: number,
): Set<string> {
  const staged = new Set<string>();
  const stage = (table: string) => {
    if (staged.has(table)) return;
    staged.add(table);
    for (const parent of parents.get(table) ?? []) stage(parent);
  };
  let inline = sizes.reduce((sum, size) => sum + size.bytes, 0);
  for (const { name, bytes } of [...sizes].sort((a, b) => b.bytes - a.bytes)) {
    if (inline <= inlineBytes) break;
    stage(name);
    inline -= bytes;
  }
  return staged;
}

/** Runs steps on this thread back to back, pausing whenever they have held it SLICE_MS since the last pause. */
class Slices {
  private since = performance.now();

  constructor(
    private readonly pause: Pause,
    private readonly sliceMs: number,
  ) {}

  /** Runs `step` (pausing first if the slice is spent) and answers how long it took, in ms. */
  async run(step: () => void): Promise<number> {
    if (performance.now() - this.since >= this.sliceMs) {
      await this.pause();
      this.since = performance.now();
    }
    const started = performance.now();
    step();
    return performance.now() - started;
  }
}
