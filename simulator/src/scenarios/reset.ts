// Resets the database to a scenario: one transaction that empties every data table and inserts the
// scenario's cached rows with statements prepared once. Fast enough to run before every test.
import type { Statement } from 'better-sqlite3';
import { performance } from 'node:perf_hooks';
import { emailKey } from '@sponsorspot/contract/identity-rules';
import { EntityStatus } from '@sponsorspot/contract/constants';
import { SEEDED_TRAFFIC_DAYS, type ScenarioFile, type ScenarioTraffic } from '@sponsorspot/contract/scenario';
import Database from 'better-sqlite3';
import type { Db } from '../db/connection.js';
import { createMarketTrafficTriggers, dropMarketTrafficTriggers } from '../db/market-traffic.js';
import {
  PAYOUT_ARRIVAL_DAYS,
  PAYOUT_MINIMUM,
  PLATFORM_FEE_RATE,
  toCents,
} from '@sponsorspot/contract/earnings-rules';
import { DERIVE_SEEDED_PAYOUTS, DERIVE_SEEDED_SPOT_INVOICES } from '../db/repositories/earnings.js';
import { DERIVE_SEEDED_PAYOUT_ACCOUNTS } from '../db/repositories/publishers.js';
import { seedPasswordHash } from '../domain/identity/passwords.js';
import { sha256 } from '../lib/secrets.js';
import { ScenarioInvalidError, type ScenarioCatalog, type LoadedScenario } from './catalog.js';
import { SavedStateTables, type ReadDecal } from './saved-state.js';
import { SeededStates } from './seeded-states.js';
import { SEED_TRAFFIC_SQL } from './traffic-sql.js';

/** Rows of a reset that reference no row: the reset rolls back. */
class DanglingReferencesError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/** Tables a reset leaves alone: bookkeeping, not data. */
const KEPT_TABLES = new Set(['schema_migrations', 'sim_state', 'seeded_traffic_days', 'market_rebuild']);

/** A trigger of the main schema that runs on a table's deletes (the reset drops the TEMP ones it meets). */
const DELETE_TRIGGER = /\b(?:BEFORE|AFTER|INSTEAD\s+OF)\s+DELETE\s+ON\b/i;

/**
 * The order a reset empties the tables in. First every table no delete trigger watches: SQLite empties
 * such a table whole, without visiting its rows, and the triggers of the tables emptied after it then find
 * nothing of it to delete (emptying `spots` before `spot_traffic_days`, spots_traffic_delete deleted the
 * 8,418 traffic rows of `demo` spot by spot: 0.7 ms of a 10 ms reset). Then the others, children first.
 */
export function emptyingOrder(db: Db, tables: string[]): string[] {
  const watched = new Set(
    db
      .prepare<[], { table: string; sql: string }>(
        'SELECT tbl_name AS "table", sql FROM sqlite_schema WHERE type = \'trigger\'',
      )
      .all()
      .filter((trigger) => DELETE_TRIGGER.test(trigger.sql))
      .map((trigger) => trigger.table),
  );
  return [
    ...tables.filter((table) => !watched.has(table)),
    ...childrenFirst(
      db,
      tables.filter((table) => watched.has(table)),
    ),
  ];
}

/**
 * The tables ordered so that each comes before every table it references (its foreign keys' parents): a
 * parent's rows are then deleted after their children's, so deleting them finds no child to check. In the
 * schema's order, emptying `publishers` while the spots were there took 2.3 ms of a 12 ms reset to `demo`.
 */
function childrenFirst(db: Db, tables: string[]): string[] {
  const parentsOf = new Map(
    tables.map((table) => [
      table,
      db
        .prepare<[string], { table: string }>('SELECT "table" FROM pragma_foreign_key_list(?)')
        .all(table)
        .map((key) => key.table)
        .filter((parent) => parent !== table && tables.includes(parent)),
    ]),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  // Depth first over "is referenced by": a table is placed once every table referencing it is.
  const childrenOf = (table: string) => tables.filter((child) => parentsOf.get(child)?.includes(table));
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const child of childrenOf(table)) place(child);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered;
}

interface Rows {
  users: Record<string, unknown>[];
  publishers: Record<string, unknown>[];
  sponsors: Record<string, unknown>[];
  subscriptions: Record<string, unknown>[];
  decals: Record<string, unknown>[];
  spots: Record<string, unknown>[];
  spotContents: Record<string, unknown>[];
  /** The scenario's traffic entries as one JSON array, expanded by seedTraffic. */
  traffic: string;
}

interface TrafficSeed {
  traffic: string;
  days: number;
  today: string;
  todayFraction: number;
}

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
  private readonly linkSpotSubscription: Statement;
  /** Seeded reserved contents run what was seeded: their live revision is their fields (014_live_revision.sql). */
  private readonly seedLiveRevisions: Statement;
  private readonly seedWaitingReviews: Statement;
  private readonly derivePayoutAccounts: Statement;
  private readonly seededStates: SeededStates;
  private readonly savedStates: SavedStateTables;
  private readonly deriveSpotInvoices: Statement<{ months: number }>;
  private readonly derivePayouts: Statement<{
    months: number;
    rate: number;
    minimumCents: number;
    arrivalDays: number;
  }>;
  private readonly insert: Record<Exclude<keyof Rows, 'traffic'>, Statement>;
  private readonly expandTraffic: Statement<TrafficSeed>;
  private readonly clearExpandedTraffic: Statement;
  private readonly copyTraffic: Statement;
  private readonly readState: Statement<{ key: string }, string>;
  private readonly writeState: Statement<{ key: string; value: string }>;
  private readonly rowsCache = new WeakMap<LoadedScenario, Rows>();
  /** Empties every table and fills them (`fill`) in one transaction, the market rebuilt once at the end. */
  private readonly apply: (fill: () => void) => void;
  /** The scenario's rows into the emptied tables. */
  private readonly fill: (scenario: LoadedScenario) => void;
  private readonly resetListeners: ((loaded: LoadedData) => void)[] = [];
  private readonly beforeResetListeners: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    readonly catalog: ScenarioCatalog,
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
    // main: a data set built elsewhere and attached to be copied in (loadBuilt) was checked where it was built.
    this.danglingReferences = db.prepare('PRAGMA main.foreign_key_check');
    this.pauseMarket = db.prepare('INSERT INTO market_rebuild (id) VALUES (1)');
    this.rebuildMarket = [
      db.prepare('INSERT INTO market_spots SELECT * FROM market_spot_source'),
      db.prepare(`INSERT INTO market_groups (size, placement, state, count)
        SELECT size, placement, state, count(*) FROM market_spots GROUP BY size, placement, state`),
      db.prepare('DELETE FROM market_rebuild'),
    ];
    this.linkSpotSubscription = db.prepare(
      'UPDATE subscriptions SET spot_content_id = @spotContentId WHERE id = @id',
    );
    this.insert = {
      users:
        db.prepare(`INSERT INTO users (id, email, email_key, name, password_hash, verified, roles, features,
        created_at) VALUES (@id, @email, @emailKey, @name, @passwordHash, @verified, @roles, @features, @createdAt)`),
      publishers: db.prepare(`INSERT INTO publishers (id, user_id, status, business_name)
        VALUES (@id, @userId, @status, @businessName)`),
      sponsors: db.prepare(`INSERT INTO sponsors (id, user_id, status, business_name)
        VALUES (@id, @userId, @status, @businessName)`),
      // Past due: the renewal failed at the end of its period, pastDueForDays before now. With an interval:
      // a period that started periodStartedDaysAgo before now, renewing with the test card 4242.
      subscriptions: db.prepare(`INSERT INTO subscriptions (id, user_id, level, status, updated, interval,
          price, past_due_since, period_start, period_end, card_last4, cancel_at_period_end, scheduled_level,
          scheduled_interval)
        SELECT @id, @userId, @level, @status, @updated, iv, @price, due,
          CASE WHEN due IS NOT NULL THEN strftime('%Y-%m-%dT%H:%M:%fZ', due, '-1 ' || iv) ELSE started END,
          CASE WHEN due IS NOT NULL THEN due
            WHEN started IS NOT NULL THEN strftime('%Y-%m-%dT%H:%M:%fZ', started, '+1 ' || iv) END,
          CASE WHEN due IS NOT NULL THEN '0341' WHEN started IS NOT NULL THEN '4242' END,
          @cancelAtPeriodEnd, @scheduledLevel, @scheduledInterval
        FROM (SELECT coalesce(@interval, 'month') AS iv,
          CASE WHEN @pastDueForDays IS NULL THEN NULL
            ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || @pastDueForDays || ' days') END AS due,
          CASE WHEN @interval IS NULL THEN NULL
            ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || @periodStartedDaysAgo || ' days') END AS started)`),
      decals: db.prepare(`INSERT INTO decals (id, sponsor_id, content_type, width, height, file_name, image)
        VALUES (@id, @sponsorId, @contentType, @width, @height, @fileName, @image)`),
      spots:
        db.prepare(`INSERT INTO spots (id, publisher_id, name, description, location_path, product_json, status,
          sample_url, current_spot_content_id, created_at, requires_approval, sponsored_label)
        VALUES (@id, @publisherId, @name, @description, @locationPath, @productJson, @status, @sampleUrl,
          @currentSpotContentId, @createdAt, @requiresApproval, @sponsoredLabel)`),
      spotContents:
        db.prepare(`INSERT INTO spot_contents (id, spot_id, sponsor_id, subscription_id, decal_id, status,
          link_url, link_title, has_agreed_to_terms, ai_checked_on, ai_check_passed, ai_check_reasons, held_until)
        VALUES (@id, @spotId, @sponsorId, @subscriptionId, @decalId, @status, @linkUrl, @linkTitle, @hasAgreedToTerms,
          @aICheckedOn, @aICheckPassed, @aICheckReasons,
          CASE WHEN @heldForMinutes IS NULL THEN NULL
            ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || @heldForMinutes || ' minutes') END)`),
    };
    this.seedLiveRevisions = db.prepare(`UPDATE spot_contents SET live_decal_id = decal_id,
        live_link_url = link_url, live_link_title = link_title, live_revision = revision,
        live_checked_on = ai_checked_on
      WHERE status = ${EntityStatus.Active} AND ai_check_passed = 1`);
    // A seeded reservation that waits Pending without a hold, checked, on a spot that requires approval, is in
    // its publisher's queue: submitted five hours before the reset (the clock is real time again after one), so
    // it is approved automatically 43 hours later.
    this.seedWaitingReviews = db.prepare(`UPDATE spot_contents SET review_revision = revision,
        review_kind = 'first',
        review_requested_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 hours')
      WHERE status = ${EntityStatus.Pending} AND held_until IS NULL AND ai_check_passed = 1
        AND id IN (SELECT current_spot_content_id FROM spots WHERE requires_approval = 1)`);
    this.derivePayoutAccounts = db.prepare(DERIVE_SEEDED_PAYOUT_ACCOUNTS);
    this.seededStates = new SeededStates(db);
    this.savedStates = new SavedStateTables(db);
    this.deriveSpotInvoices = db.prepare(DERIVE_SEEDED_SPOT_INVOICES);
    this.derivePayouts = db.prepare(DERIVE_SEEDED_PAYOUTS);
    this.expandTraffic = db.prepare(SEED_TRAFFIC_SQL);
    this.clearExpandedTraffic = db.prepare('DELETE FROM seeded_traffic_days');
    // SELECT * between two tables of one definition, without a column list: SQLite's transfer optimization
    // (024_seeded_traffic_copy.sql).
    this.copyTraffic = db.prepare('INSERT INTO spot_traffic_days SELECT * FROM seeded_traffic_days');
    this.readState = db
      .prepare<{ key: string }, string>('SELECT value FROM sim_state WHERE key = @key')
      .pluck();
    this.writeState = db.prepare(
      'INSERT INTO sim_state (key, value) VALUES (@key, @value) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
    const order: Exclude<keyof Rows, 'traffic'>[] = [
      'users',
      'publishers',
      'sponsors',
      'subscriptions',
      'decals',
      'spots',
      'spotContents',
    ];
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
      // With foreign keys off for the reset (replace), the references are checked once, before the commit.
      const dangling = this.danglingReferences.all();
      if (dangling.length > 0)
        throw new DanglingReferencesError(
          dangling.map(
            (row) => `${row.table} row ${row.rowid} references ${row.parent}, which has no such row`,
          ),
        );
    });
    this.fill = (scenario: LoadedScenario) => {
      this.writeState.run({ key: 'scenario', value: scenario.data.name });
      // A saved state is its rows as they were: nothing is derived from them.
      const saved = scenario.data.savedState;
      if (saved) return this.savedStates.insert(saved);
      const rows = this.rowsOf(scenario);
      for (const table of order) {
        const statement = this.insert[table];
        for (const row of rows[table]) statement.run(row);
      }
      // A spot subscription names its content once the contents are in.
      for (const row of rows.subscriptions)
        if (row.spotContentId !== null) this.linkSpotSubscription.run(row);
      this.seedLiveRevisions.run();
      this.seedWaitingReviews.run();
      this.derivePayoutAccounts.run();
      this.seededStates.apply(scenario.data);
      const months = scenario.data.earningsMonths;
      if (months !== undefined) {
        this.deriveSpotInvoices.run({ months });
        this.derivePayouts.run({
          months,
          rate: PLATFORM_FEE_RATE,
          minimumCents: toCents(PAYOUT_MINIMUM),
          arrivalDays: PAYOUT_ARRIVAL_DAYS,
        });
      }
      if (rows.traffic !== '[]') this.seedTraffic(scenario.data.name, rows.traffic);
    };
  }

  /** The scenario the database was last reset to, or null for a database never seeded. */
  current(): string | null {
    return (this.readState.get({ key: 'scenario' }) as string | undefined) ?? null;
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
   * process loaded it with `load`): every saved table's rows copied in one transaction, the rest rebuilt from
   * them as a reset rebuilds them. About 2 ms a MB where parsing, checking and inserting took 40; spots are
   * the exception, as the triggers rebuild each one's search and market rows (about 20 µs a spot).
   */
  loadBuilt(built: { file: string; name: string; savedAt: string | null }): ResetOutcome {
    const started = performance.now();
    // ATTACH and DETACH cannot run inside a transaction.
    this.db.prepare('ATTACH DATABASE ? AS incoming').run(built.file);
    try {
      return this.replaceWith(
        () => {
          this.writeState.run({ key: 'scenario', value: built.name });
          this.savedStates.copyFrom('incoming');
        },
        { name: built.name, savedAt: built.savedAt },
        'the saved state',
        started,
      );
    } finally {
      this.db.exec('DETACH DATABASE incoming');
    }
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

  private replace(scenario: LoadedScenario): ResetOutcome {
    const saved = scenario.data.savedState;
    const problems = saved ? this.savedStates.problems(saved) : [];
    if (problems.length > 0) throw new ScenarioInvalidError(scenario.file, problems);
    return this.replaceWith(
      () => this.fill(scenario),
      { name: scenario.data.name, savedAt: saved?.savedAt ?? null },
      scenario.file,
    );
  }

  /** Empties every table and runs `fill` in one transaction; `shown` names the source in a refusal. */
  private replaceWith(
    fill: () => void,
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
      this.apply(fill);
    } catch (error) {
      // A row SQLite refuses (a constraint) or one that references nothing: the transaction rolled back.
      if (error instanceof Database.SqliteError)
        throw new ScenarioInvalidError(shown, [`${error.code}: ${error.message}`]);
      if (error instanceof DanglingReferencesError) throw new ScenarioInvalidError(shown, error.problems);
      throw error;
    } finally {
      this.db.pragma('foreign_keys = ON');
    }
    for (const listener of this.resetListeners) listener(loaded);
    return { scenario: loaded.name, resetMs: Math.round((performance.now() - started) * 100) / 100 };
  }

  /** Seeds a fresh database with the scenario; keeps the data of one seeded before. */
  ensureSeeded(name: string): { seeded: boolean; scenario: string } {
    const current = this.current();
    if (current !== null) return { seeded: false, scenario: current };
    this.reset(name);
    return { seeded: true, scenario: name };
  }

  /**
   * The scenario's traffic history, ending on today's date (a reset puts the clock back to real time):
   * expanded into seeded_traffic_days once per day and file, then copied.
   */
  private seedTraffic(scenario: string, traffic: string): void {
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const key = `${scenario}\n${today}\n${sha256(traffic)}`;
    if (this.readState.get({ key: 'seeded_traffic' }) !== key) {
      const todayFraction = (now - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
      this.clearExpandedTraffic.run();
      this.expandTraffic.run({ traffic, days: SEEDED_TRAFFIC_DAYS, today, todayFraction });
      this.writeState.run({ key: 'seeded_traffic', value: key });
    }
    this.copyTraffic.run();
  }

  /** The scenario's rows as statement parameters, built once per loaded file. */
  private rowsOf(scenario: LoadedScenario): Rows {
    const cached = this.rowsCache.get(scenario);
    if (cached) return cached;
    const s = scenario.data;
    const rows: Rows = {
      users: s.users.map((u) => ({
        id: u.id,
        email: u.email,
        emailKey: emailKey(u.email),
        name: u.name,
        // argon2id, hashed once per distinct password per process (a reset must stay fast).
        passwordHash: seedPasswordHash(u.password),
        verified: u.verified ? 1 : 0,
        roles: JSON.stringify(u.roles),
        features: u.features.join(';'),
        createdAt: u.createdAt,
      })),
      publishers: s.users.flatMap((u) =>
        u.publisher
          ? [
              {
                id: u.publisher.id,
                userId: u.id,
                status: u.publisher.status,
                businessName: u.publisher.businessName,
              },
            ]
          : [],
      ),
      sponsors: s.users.flatMap((u) =>
        u.sponsor
          ? [
              {
                id: u.sponsor.id,
                userId: u.id,
                status: u.sponsor.status,
                businessName: u.sponsor.businessName,
              },
            ]
          : [],
      ),
      subscriptions: s.subscriptions.map((x) => ({
        id: x.id,
        userId: x.userId,
        level: x.level,
        status: x.status,
        updated: x.updated,
        spotContentId: x.spotContentId ?? null,
        price: x.price ?? null,
        pastDueForDays: x.pastDueForDays ?? null,
        interval: x.interval ?? null,
        periodStartedDaysAgo: x.periodStartedDaysAgo ?? 10,
        cancelAtPeriodEnd: x.cancelAtPeriodEnd ? 1 : 0,
        scheduledLevel: x.scheduledChange?.level ?? null,
        scheduledInterval: x.scheduledChange?.interval ?? null,
      })),
      decals: s.decals.map((d) => ({
        id: d.id,
        sponsorId: d.sponsorId,
        contentType: d.contentType,
        width: d.width,
        height: d.height,
        fileName: d.fileName,
        image: scenario.images.get(d.id),
      })),
      spots: s.spots.map((x) => ({
        ...x,
        requiresApproval: x.requiresApproval === false ? 0 : 1,
        sponsoredLabel: x.sponsoredLabel === false ? 0 : 1,
      })),
      spotContents: s.spotContents.map((c) => ({
        ...c,
        hasAgreedToTerms: c.hasAgreedToTerms ? 1 : 0,
        aICheckPassed: c.aICheckPassed ? 1 : 0,
        aICheckReasons: c.aICheckReasons ? JSON.stringify(c.aICheckReasons) : null,
        heldForMinutes: c.heldForMinutes ?? null,
      })),
      // Keyed by what the spot serves (026_disclosure.sql): its seeded history is its live sponsor's, or the
      // placeholder's (0) while it is unsold. In the JSON, so the expanded cache's key covers it.
      traffic: JSON.stringify(seededTrafficOf(s)),
    };
    this.rowsCache.set(scenario, rows);
    return rows;
  }
}

/** The scenario's traffic entries, each with the content its rows are keyed by: the live one's id, or 0. */
function seededTrafficOf(s: LoadedScenario['data']): (ScenarioTraffic & { contentId: number })[] {
  const currentOf = new Map(s.spots.map((spot) => [spot.id, spot.currentSpotContentId]));
  const activeContents = new Set(
    s.spotContents.filter((c) => c.status === EntityStatus.Active).map((c) => c.id),
  );
  return (s.traffic ?? []).map((t) => {
    const current = currentOf.get(t.spotId) ?? null;
    return { ...t, contentId: current !== null && activeContents.has(current) ? current : 0 };
  });
}
