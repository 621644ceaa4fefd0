// Copying a data set built elsewhere into this database, inside a load's transaction
// (ScenarioService.loadBuilt). The load's worker process (state-import.ts) built the saved state into a
// scratch database of the same schema as a reset builds it here, triggers and all, so the scratch file
// already holds every derived row too: the listings and the search text, the FTS5 index over it and the
// market's rows and groups. Copying only the saved tables made this thread's triggers build the derived
// rows again, which for 25 MB of spots (43,000) held every other request for 1.2 s (2.1 s over a data set
// of as many spots, which its delete triggers took out of the index word by word).
//
// So every table is copied as it is, derived ones included, with the triggers dropped for the copy and
// created again from their own text before the commit: a table no trigger watches is emptied whole, and
// INSERT … SELECT * between tables of one definition copies its rows and indexes record by record (SQLite's
// transfer optimization) without reading a value. The FTS5 index is a virtual table, which SQLite does not
// copy: it is dropped, created again and its shadow tables copied, so the new table reads the index it is
// given rather than one it held in memory. 25 MB of spots: 100–150 ms, of which the market's rows and their
// six indexes take a quarter, the spots a quarter, the index (18 MB: a doclist for every prefix of up to
// 12 characters, 006_search_fts5.sql) a fifth. Still one transaction: a load that fails changes nothing,
// and no other request sees it half done.
import type { Db } from '../db/connection.js';

interface Trigger {
  schema: 'main' | 'temp';
  name: string;
  sql: string;
}

interface VirtualTable {
  name: string;
  sql: string;
  /** Its shadow tables (FTS5's data, idx, docsize and config). */
  shadows: string[];
}

export class BuiltCopy {
  private readonly virtualTables: VirtualTable[];

  /** `tables`: every ordinary table a load replaces (not the simulator's bookkeeping, which it keeps). */
  constructor(
    private readonly db: Db,
    private readonly tables: string[],
  ) {
    const listed = db
      .prepare<[], { name: string; type: string }>(
        "SELECT name, type FROM pragma_table_list WHERE schema = 'main' AND type IN ('virtual', 'shadow')",
      )
      .all();
    this.virtualTables = db
      .prepare<[], { name: string; sql: string }>(
        "SELECT name, sql FROM main.sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'",
      )
      .all()
      .map(({ name, sql }) => ({
        name,
        sql,
        shadows: listed
          .filter((table) => table.type === 'shadow' && table.name.startsWith(`${name}_`))
          .map((table) => table.name),
      }));
  }

  /**
   * Replaces every row of every table with those of the attached database `schema`, inside the caller's
   * transaction (its rollback takes back the dropped triggers and tables too), with foreign keys off (they
   * too would make SQLite copy row by row). The connection's TEMP triggers go and come back with the
   * others: those that follow market_spots for its mirror (spot-market-mirror.ts) miss the copy, so the
   * caller tells the mirror; those of the traffic (market-traffic.ts) would add nothing, as a reset's.
   */
  copyFrom(schema: string): void {
    const triggers = ['main', 'temp'].flatMap((where) =>
      this.db
        .prepare<[], Trigger>(
          `SELECT '${where}' AS schema, name, sql FROM ${where}.sqlite_schema WHERE type = 'trigger'`,
        )
        .all(),
    );
    for (const trigger of triggers) this.db.exec(`DROP TRIGGER ${trigger.schema}."${trigger.name}"`);
    for (const table of this.tables) this.db.exec(`DELETE FROM main."${table}"`);
    for (const table of this.tables)
      this.db.exec(`INSERT INTO main."${table}" SELECT * FROM "${schema}"."${table}"`);
    for (const table of this.virtualTables) this.copyVirtual(table, schema);
    // SQLite keeps a TEMP trigger's text without the TEMP: created from it as it is, it would be the main
    // schema's (and refused, as it names main.* tables).
    for (const trigger of triggers)
      this.db.exec(
        trigger.schema === 'temp'
          ? trigger.sql.replace(/^CREATE\s+TRIGGER\b/i, 'CREATE TEMP TRIGGER')
          : trigger.sql,
      );
  }

  /**
   * A virtual table (the FTS5 index) dropped, created again from its definition and given the attached
   * database's shadow rows. Writing shadow tables is refused in defensive mode (better-sqlite3's default),
   * so it is lifted for these statements alone. Created in this transaction and not read before its rows
   * are in, the table has read nothing it could keep in memory: FTS5 reads its structure from the copied
   * rows when it is first used.
   */
  private copyVirtual(table: VirtualTable, schema: string): void {
    this.db.exec(`DROP TABLE main."${table.name}"`);
    this.db.exec(table.sql);
    this.db.unsafeMode(true);
    try {
      for (const shadow of table.shadows) {
        this.db.exec(`DELETE FROM main."${shadow}"`);
        this.db.exec(`INSERT INTO main."${shadow}" SELECT * FROM "${schema}"."${shadow}"`);
      }
    } finally {
      this.db.unsafeMode(false);
    }
  }
}
