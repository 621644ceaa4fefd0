// Saved states (contract/scenario.ts SavedState): every row of the data set's tables as a scenario file's
// `savedState`, and back. Binary columns (a decal's image) travel as data: URIs; an uploaded decal's file is
// read into its row, so a saved state needs no upload directory. Column names are checked against the
// tables before anything is written, so a file can only name columns that exist.
import type { Statement } from 'better-sqlite3';
import { SAVED_STATE_TABLES, type SavedState, type SavedStateTable } from '@sponsorspot/contract/scenario';
import type { Db } from '../db/connection.js';

type Row = Record<string, string | number | null>;
type DbRow = Record<string, string | number | bigint | Buffer | null>;

/** A decal's bytes and type, wherever they are kept (domain/content/service.ts readDecal). */
export type ReadDecal = (id: number) => Promise<{ contentType: string; bytes: Buffer } | null>;

const DATA_URI = /^data:([a-z0-9.+/-]*);base64,([A-Za-z0-9+/]*={0,2})$/i;

export class SavedStateTables {
  private readonly columns = new Map<SavedStateTable, { names: Set<string>; blobs: Set<string> }>();
  private readonly selectAll = new Map<SavedStateTable, Statement<[], DbRow>>();
  private readonly inserts = new Map<string, Statement>();

  constructor(private readonly db: Db) {
    for (const table of SAVED_STATE_TABLES) {
      const info = db
        .prepare<[string], { name: string; type: string }>('SELECT name, type FROM pragma_table_info(?)')
        .all(table);
      this.columns.set(table, {
        names: new Set(info.map((c) => c.name)),
        blobs: new Set(info.filter((c) => c.type.toUpperCase() === 'BLOB').map((c) => c.name)),
      });
      this.selectAll.set(table, db.prepare(`SELECT * FROM "${table}"`));
    }
  }

  /** Every row of every table now; uploaded decals' files read into their rows. */
  async read(savedAt: string, readDecal: ReadDecal): Promise<SavedState> {
    const raw = new Map<SavedStateTable, DbRow[]>();
    for (const table of SAVED_STATE_TABLES) raw.set(table, this.selectAll.get(table)!.all());
    const tables: Partial<Record<SavedStateTable, Row[]>> = {};
    for (const table of SAVED_STATE_TABLES) {
      const rows: Row[] = [];
      for (const dbRow of raw.get(table)!) {
        const row: Row = {};
        for (const [column, value] of Object.entries(dbRow)) {
          if (Buffer.isBuffer(value)) {
            const type =
              typeof dbRow.content_type === 'string' ? dbRow.content_type : 'application/octet-stream';
            row[column] = `data:${type};base64,${value.toString('base64')}`;
          } else row[column] = typeof value === 'bigint' ? Number(value) : value;
        }
        if (table === 'decals' && row.storage_name !== null) {
          const decal = await readDecal(row.id as number);
          row.image = `data:${row.content_type};base64,${decal?.bytes.toString('base64') ?? ''}`;
          row.storage_name = null;
        }
        rows.push(row);
      }
      if (rows.length > 0) tables[table] = rows;
    }
    return { savedAt, tables };
  }

  /** What in the state names no column, or holds no data: URI where the column is binary. */
  problems(state: SavedState): string[] {
    const problems: string[] = [];
    for (const table of SAVED_STATE_TABLES) {
      const { names, blobs } = this.columns.get(table)!;
      (state.tables[table] ?? []).forEach((row, i) => {
        if (Object.keys(row).length === 0) problems.push(`savedState.tables.${table}[${i}]: no columns`);
        for (const [column, value] of Object.entries(row)) {
          const at = `savedState.tables.${table}[${i}].${column}`;
          if (!names.has(column)) problems.push(`${at}: ${table} has no column ${column}`);
          else if (blobs.has(column) && (typeof value !== 'string' || !DATA_URI.test(value)))
            problems.push(`${at}: must be a data: URI (base64)`);
        }
      });
      if (problems.length > 20) break;
    }
    return problems;
  }

  /** Inserts every row, parents first; inside the reset's transaction (foreign keys checked at commit). */
  insert(state: SavedState): void {
    for (const table of SAVED_STATE_TABLES) {
      const { blobs } = this.columns.get(table)!;
      for (const row of state.tables[table] ?? []) {
        const names = Object.keys(row);
        const values: Record<string, string | number | null | Buffer> = { ...row };
        for (const column of blobs)
          if (typeof row[column] === 'string')
            values[column] = Buffer.from((row[column] as string).replace(DATA_URI, '$2'), 'base64');
        this.statement(table, names).run(values);
      }
    }
  }

  private statement(table: SavedStateTable, names: string[]): Statement {
    const key = `${table}(${names.join(',')})`;
    let statement = this.inserts.get(key);
    if (!statement) {
      statement = this.db.prepare(
        `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`,
      );
      this.inserts.set(key, statement);
    }
    return statement;
  }
}
