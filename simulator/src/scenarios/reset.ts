// Resets the database to a scenario: one transaction that empties every data table and inserts the
// scenario's cached rows with statements prepared once (scenario-seed.ts). Fast enough to run before every
// test. A saved state loaded through POST /__sim/state arrives built (loadBuilt, built-copy.ts).
import type { Statement } from 'better-sqlite3';
import { performance } from 'node:perf_hooks';
import type { ScenarioFile } from '@sponsorspot/contract/scenario';
import Database from 'better-sqlite3';
import type { Db } from '../db/connection.js';
import { createMarketTrafficTriggers, dropMarketTrafficTriggers } from '../db/market-traffic.js';
import { replacedMarketRows } from '../db/repositories/spot-market-mirror.js';
import { isStaged } from '../db/schema-names.js';
import { BuiltCopy, nextTurn, type CopyOptions, type Pause, type Staging } from './built-copy.js';
import { ScenarioInvalidError, type ScenarioCatalog, type LoadedScenario } from './catalog.js';
import { emptyingOrder } from './emptying-order.js';
import { SavedStateTables, type ReadDecal } from './saved-state.js';
import { ScenarioSeed } from './scenario-seed.js';
import { SimState } from './sim-state.js';
import type { BuiltState } from './state-import.js';

/** Rows of a reset that reference no row: the reset rolls back. */
class DanglingReferencesError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/**
 * What a failed reset or load answers: a row SQLite refuses (a constraint) or one that references nothing,
 * named as `shown`'s problem (its transaction rolled back); anything else as it is.
 */
function refusal(error: unknown, shown: string): unknown {
  if (error instanceof Database.SqliteError)
    return new ScenarioInvalidError(shown, [`${error.code}: ${error.message}`]);
  if (error instanceof DanglingReferencesError) return new ScenarioInvalidError(shown, error.problems);
  return error;
}

/**
 * A load whose database closed before it was done: the sandbox it was loading into ended (its app closed
 * while the worker built the state, or between two slices of the copy). Nothing was loaded.
 */
export class DataSetClosedError extends Error {
  constructor() {
    super('The data set closed before the load was done.');
  }
}

/** Tables a reset leaves alone: bookkeeping, not data. */
const KEPT_TABLES = new Set(['schema_migrations', 'sim_state', 'seeded_traffic_days', 'market_rebuild']);

/**
 * How much of the built data set's file a load reads through a memory map, rather than a read call and a
 * copy into the page cache per page: all of it (a state is at most 64 MB; its file a little more). A third
 * of the copy's time for 25 MB of spots.
 */
const INCOMING_MMAP_BYTES = 256 * 2 ** 20;

export interface ResetOutcome {
  scenario: string;
  resetMs: number;
}

/** What a reset loaded, as the listeners of onReset read it. */
export interface LoadedData {
  /** The scenario's name (a saved state's: the scenario it was saved after). */
  name: string;
  /** A saved state's moment on the simulator's clock; null for a scenario. */
  savedAt: string | null;
}

export class ScenarioService {
  private readonly clear: Statement[];
  private readonly deferForeignKeys: Statement;
  /** Every row whose foreign key names no row (PRAGMA foreign_key_check): table, rowid, parent. */
  private readonly danglingReferences: Statement<[], { table: string; rowid: number; parent: string }>;
  /** 022_market_reset.sql: the market tables are filled once, at the end, instead of by triggers row by row. */
  private readonly pauseMarket: Statement;
  private readonly rebuildMarket: Statement[];
  private readonly state: SimState;
  private readonly seed: ScenarioSeed;
  private readonly savedStates: SavedStateTables;
  private readonly builtCopy: BuiltCopy;
  /** Empties every table and fills them (`fill`) in one transaction, the market rebuilt once at the end. */
  private readonly apply: (fill: () => void) => void;
  /** Puts the attached `incoming` database's staged and other tables in place, in one transaction. */
  private readonly swapIncoming: (name: string, staging: Staging) => void;
  private readonly resetListeners: ((loaded: LoadedData) => void)[] = [];
  private readonly beforeResetListeners: (() => void)[] = [];

  /** `copy`: how a saved-state load copies (built-copy.ts), when not as it should in use. */
  constructor(
    private readonly db: Db,
    readonly catalog: ScenarioCatalog,
    copy: CopyOptions = {},
  ) {
    // Every ordinary table (so tables added by later migrations are emptied too), children before parents.
    const tables = db
      .prepare<[], { name: string }>(
        "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table'",
      )
      .all()
      .map((t) => t.name)
      .filter((name) => !name.startsWith('sqlite_') && !KEPT_TABLES.has(name));
    this.clear = emptyingOrder(db, tables).map((name) => db.prepare(`DELETE FROM "${name}"`));
    this.deferForeignKeys = db.prepare('PRAGMA defer_foreign_keys = ON');
    this.danglingReferences = db.prepare('PRAGMA main.foreign_key_check');
    this.pauseMarket = db.prepare('INSERT INTO market_rebuild (id) VALUES (1)');
    this.rebuildMarket = [
      db.prepare('INSERT INTO market_spots SELECT * FROM market_spot_source'),
      db.prepare(`INSERT INTO market_groups (size, placement, state, count)
        SELECT size, placement, state, count(*) FROM market_spots GROUP BY size, placement, state`),
      db.prepare('DELETE FROM market_rebuild'),
    ];
    this.state = new SimState(db);
    this.seed = new ScenarioSeed(db, this.state);
    this.savedStates = new SavedStateTables(db);
    this.builtCopy = new BuiltCopy(db, tables, copy);
    // The traffic rows are emptied and copied without the market's traffic triggers (020_market_traffic.sql):
    // the clear empties market_views_window, so until the first search recounts, every spot's traffic is 0.
    this.apply = db.transaction((fill: () => void) => {
      this.deferForeignKeys.run();
      dropMarketTrafficTriggers(db);
      this.pauseMarket.run();
      for (const statement of this.clear) statement.run();
      fill();
      for (const statement of this.rebuildMarket) statement.run();
      createMarketTrafficTriggers(db);
      // With foreign keys off for the reset (replace), the references are checked once, before the commit;
      // a load's tables staged meanwhile (built-copy.ts) are not this reset's.
      const dangling = this.danglingReferences.all().filter((row) => !isStaged(row.table));
      if (dangling.length > 0)
        throw new DanglingReferencesError(
          dangling.map(
            (row) => `${row.table} row ${row.rowid} references ${row.parent}, which has no such row`,
          ),
        );
    });
    // No reference check: the rows are those the worker's reset checked, and the tables kept (KEPT_TABLES)
    // are referenced by none.
    this.swapIncoming = db.transaction((name: string, staging: Staging) => {
      this.builtCopy.swap('incoming', staging);
      replacedMarketRows(db);
      this.state.set('scenario', name);
    });
  }

  /** The scenario the database was last reset to, or null for a database never seeded. */
  current(): string | null {
    return this.state.get('scenario');
  }

  /** The logins the loaded scenario lists for QA (none for a database never seeded or a state without them). */
  currentLogins(): NonNullable<ScenarioFile['logins']> {
    const name = this.current();
    if (name === null || !this.catalog.has(name)) return [];
    try {
      return this.catalog.load(name).data.logins ?? [];
    } catch {
      // A scenario file made invalid since the reset lists no logins; GET /__sim/scenarios reports it.
      return [];
    }
  }

  /** Runs before every reset, while the old data is still there (e.g. to note files it owns). */
  beforeReset(listener: () => void): void {
    this.beforeResetListeners.push(listener);
  }

  /**
   * Runs after every reset: state kept outside the database (clock, rate limits) starts over too, or, for a
   * saved state, resumes where it was saved.
   */
  onReset(listener: (loaded: LoadedData) => void): void {
    this.resetListeners.push(listener);
  }

  /** Loads the scenario (cached after the first read) and replaces all data with it. */
  reset(name: string): ResetOutcome {
    return this.replace(this.catalog.load(name));
  }

  /**
   * Replaces all data with a scenario sent whole; invalid, it changes nothing. POST /__sim/state runs it in a
   * worker process, on a scratch database that loadBuilt then copies from (state-import.ts).
   */
  load(json: unknown): ResetOutcome {
    return this.replace(this.catalog.validate(json, 'the saved state', null));
  }

  /**
   * Replaces all data with a data set built elsewhere, in a database file of the same schema (a worker
   * process loaded it with `load`): every table's rows, derived ones included (built-copy.ts). The tables
   * that hold the most are copied beside the live ones first, in slices with `pause` between them (other
   * requests are answered meanwhile), then put in place in one short transaction, so other requests see the
   * data before or after, never between: 25 MB of spots hold the thread 40 ms at most.
   */
  async loadBuilt(built: BuiltState, pause: Pause = nextTurn): Promise<ResetOutcome> {
    const started = performance.now();
    const shown = 'the saved state';
    // Between two slices the sandbox may have ended, its database closed with it.
    const pauseOpen = async () => {
      await pause();
      if (!this.db.open) throw new DataSetClosedError();
    };
    if (!this.db.open) throw new DataSetClosedError();
    // ATTACH and DETACH cannot run inside a transaction.
    this.db.prepare('ATTACH DATABASE ? AS incoming').run(built.file);
    let outcome: ResetOutcome;
    try {
      this.db.pragma(`incoming.mmap_size = ${INCOMING_MMAP_BYTES}`);
      let staging: Staging;
      try {
        staging = await this.builtCopy.stage('incoming', pauseOpen);
      } catch (error) {
        throw refusal(error, shown);
      }
      outcome = this.replaceWith(
        () => this.swapIncoming(built.name, staging),
        { name: built.name, savedAt: built.savedAt },
        shown,
        started,
      );
    } finally {
      if (this.db.open) {
        this.builtCopy.discard();
        this.db.exec('DETACH DATABASE incoming');
      }
    }
    // Loaded: a data set that closes while its freed pages are given back has nothing left to give.
    await this.builtCopy.release(pause).catch((error: unknown) => {
      if (this.db.open) throw error;
    });
    return outcome;
  }

  /** The data set now as a scenario file: its rows in `savedState`, at `savedAt` on the simulator's clock. */
  async save(savedAt: Date, readDecal: ReadDecal): Promise<ScenarioFile> {
    const name = this.current() ?? 'saved';
    return {
      name,
      description: `The data set saved at ${savedAt.toISOString()} (simulator time), after a reset to "${name}".`,
      users: [],
      subscriptions: [],
      decals: [],
      spots: [],
      spotContents: [],
      savedState: await this.savedStates.read(savedAt.toISOString(), readDecal),
    };
  }

  /** Seeds a fresh database with the scenario; keeps the data of one seeded before. */
  ensureSeeded(name: string): { seeded: boolean; scenario: string } {
    const current = this.current();
    if (current !== null) return { seeded: false, scenario: current };
    this.reset(name);
    return { seeded: true, scenario: name };
  }

  private replace(scenario: LoadedScenario): ResetOutcome {
    const saved = scenario.data.savedState;
    const problems = saved ? this.savedStates.problems(saved) : [];
    if (problems.length > 0) throw new ScenarioInvalidError(scenario.file, problems);
    return this.replaceWith(
      () => this.apply(() => this.fill(scenario)),
      { name: scenario.data.name, savedAt: saved?.savedAt ?? null },
      scenario.file,
    );
  }

  /** The scenario's rows into the emptied tables; a saved state is its rows as they were, nothing derived. */
  private fill(scenario: LoadedScenario): void {
    this.state.set('scenario', scenario.data.name);
    const saved = scenario.data.savedState;
    if (saved) this.savedStates.insert(saved);
    else this.seed.fill(scenario);
  }

  /**
   * Runs `replace`, a transaction that replaces every table's rows, with the listeners around it; `shown`
   * names the source in a refusal.
   */
  private replaceWith(
    replace: () => void,
    loaded: LoadedData,
    shown: string,
    started = performance.now(),
  ): ResetOutcome {
    for (const listener of this.beforeResetListeners) listener();
    // Foreign keys off while every table is emptied and filled (each delete and insert would look its
    // parents and children up), checked once before the commit instead. Inside an outer transaction the
    // pragma changes nothing, and the deferred checks apply as before.
    this.db.pragma('foreign_keys = OFF');
    try {
      replace();
    } catch (error) {
      throw refusal(error, shown);
    } finally {
      this.db.pragma('foreign_keys = ON');
    }
    for (const listener of this.resetListeners) listener(loaded);
    return { scenario: loaded.name, resetMs: Math.round((performance.now() - started) * 100) / 100 };
  }
}
