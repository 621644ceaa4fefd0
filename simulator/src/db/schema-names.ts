// The names a saved-state load gives the schema while it stages a data set beside the live one
// (scenarios/built-copy.ts): each staged table is `<table>__incoming` until one short transaction renames it
// into place, and its indexes take their other name (`<index>__alt`, or the migration's name again), as the
// live table's indexes hold theirs until then and SQLite cannot rename an index. So after a load a table's
// indexes may carry either name: the market search asks which (LiveIndexNames) for its INDEXED BY hints,
// and a database opened from a file gets the migrations' names back (restoreSchemaNames) before its
// migrations run, as they name indexes.
import type Database from 'better-sqlite3';

/** The connection (connection.ts's Db, which opens the database with restoreSchemaNames). */
type Db = Database.Database;

const STAGED_SUFFIX = '__incoming';
const ALTERNATE_SUFFIX = '__alt';

/** The name a table is staged under. */
export const stagedName = (table: string): string => `${table}${STAGED_SUFFIX}`;

/** Whether a table (or an FTS5 table's shadow) is one a load is staging, or left behind when it stopped. */
export const isStaged = (name: string): boolean => /__incoming(?:_[a-z]+)?$/.test(name);

/** An index's other name: the migration's name for one under its alternate, and the alternate otherwise. */
export const otherIndexName = (index: string): string =>
  index.endsWith(ALTERNATE_SUFFIX) ? index.slice(0, -ALTERNATE_SUFFIX.length) : `${index}${ALTERNATE_SUFFIX}`;

/** The name an index's migration gave it. */
export const migrationIndexName = (index: string): string =>
  index.endsWith(ALTERNATE_SUFFIX) ? index.slice(0, -ALTERNATE_SUFFIX.length) : index;

/** `CREATE [UNIQUE] INDEX <name> ON <table>`, with either name quoted or not. */
const INDEX_HEAD = /^CREATE (UNIQUE )?INDEX (?:IF NOT EXISTS )?("?)(\w+)\2 ON ("?)(\w+)\4/i;

/** An index's definition under another name, on another table (the staged one), or on its own. */
export function renamedIndexSql(sql: string, name: string, table?: string): string {
  const head = INDEX_HEAD.exec(sql);
  if (!head) throw new Error(`Not an index definition SQLite wrote: ${sql.slice(0, 80)}`);
  return sql.replace(INDEX_HEAD, `CREATE ${head[1] ?? ''}INDEX "${name}" ON "${table ?? head[5]}"`);
}

/**
 * The live name of each of a table's indexes, by its migration's name, read again whenever the schema has
 * changed since (PRAGMA schema_version: a few microseconds).
 */
export class LiveIndexNames {
  private version = -1;
  private names = new Map<string, string>();
  private readonly schemaVersion;
  private readonly indexes;

  constructor(
    db: Db,
    private readonly table: string,
  ) {
    this.schemaVersion = db.prepare<[], number>('PRAGMA main.schema_version').pluck();
    this.indexes = db
      .prepare<[string], string>("SELECT name FROM pragma_index_list(?) WHERE origin = 'c'")
      .pluck();
  }

  /** The index's name now (its migration's name when the table has no such index). */
  of(index: string): string {
    const version = this.schemaVersion.get()!;
    if (version !== this.version) {
      this.names = new Map(this.indexes.all(this.table).map((name) => [migrationIndexName(name), name]));
      this.version = version;
    }
    return this.names.get(index) ?? index;
  }
}

/**
 * Run before a database's migrations: drops what a load stopped mid-way left staged (the process ended
 * between its steps), and gives every index under its alternate name its migration's name back (built
 * again under it, then the other dropped), so a migration finds the indexes it names.
 */
export function restoreSchemaNames(db: Db): void {
  const schema = db
    .prepare<[], { type: string; name: string; table: string; sql: string | null }>(
      "SELECT type, name, tbl_name AS \"table\", sql FROM main.sqlite_schema WHERE type IN ('table', 'index')",
    )
    .all();
  const staged = schema.filter((entry) => entry.type === 'table' && isStaged(entry.name));
  // A staged table's indexes go with it.
  const renamed = schema.filter(
    (entry) =>
      entry.type === 'index' &&
      entry.sql !== null &&
      entry.name.endsWith(ALTERNATE_SUFFIX) &&
      !isStaged(entry.table),
  );
  if (staged.length === 0 && renamed.length === 0) return;
  db.transaction(() => {
    dropStaged(db);
    for (const index of renamed) {
      db.exec(renamedIndexSql(index.sql!, migrationIndexName(index.name)));
      db.exec(`DROP INDEX main."${index.name}"`);
    }
  })();
}

/**
 * Drops every staged table (a virtual one first: dropping it drops its shadow tables, staged names too), with
 * foreign keys off: with them on, DROP TABLE deletes every row first and checks the references of each.
 * Outside a transaction (where the pragma does nothing), or inside one with them off.
 */
export function dropStaged(db: Db): void {
  const staged = db
    .prepare<[], { name: string; sql: string }>(
      `SELECT name, sql FROM main.sqlite_schema WHERE type = 'table' AND name GLOB '*${STAGED_SUFFIX}'
       ORDER BY sql LIKE 'CREATE VIRTUAL TABLE%' DESC`,
    )
    .all();
  if (staged.length === 0) return;
  withoutForeignKeys(db, () => {
    for (const table of staged) db.exec(`DROP TABLE IF EXISTS main."${table.name}"`);
  });
}

/**
 * Runs `statements` with foreign keys off, then as they were. Outside a transaction only: inside one, the
 * pragma does nothing.
 */
export function withoutForeignKeys(db: Db, statements: () => void): void {
  const on = db.pragma('foreign_keys', { simple: true }) === 1;
  if (on) db.pragma('foreign_keys = OFF');
  try {
    statements();
  } finally {
    if (on) db.pragma('foreign_keys = ON');
  }
}
