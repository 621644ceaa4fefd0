// The facets of a question with words or a price range (spot-market-search.ts): each listed spot's facet group
// (size, placement, state) and price, mirrored from market_spots (019_market_filters.sql) into arrays indexed by
// spot id, so the count and the facets are one loop in JavaScript over the words' matches (their ids read from
// spots_fts) or over every listed spot. The grouped pass in SQL they replace sorted or probed every match: at
// 100,000 spots a prefix in 69,000 took 40–80 ms, the loop and the ids 5–10 ms.
//
// The mirror follows the writes without reading the table again: TEMP triggers of the connection (as
// market-traffic.ts's) report each market row a write inserts, deletes or changes, and the next question
// re-reads those rows. A rolled-back write's rows are re-read too, as they then are; commits by another
// connection (PRAGMA data_version), or more rows than a re-read is worth, read the whole table again.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../connection.js';
import type { Group } from './spot-market-facets.js';

interface MarketRow {
  spot_id: number;
  size: string | null;
  placement: string | null;
  state: 'live' | 'available' | 'reserved';
  price_cents: number | null;
}

/** Past this many rows written since the last question, the whole table is read again instead. */
const REREAD_MAX = 2_000;
const NOT_LISTED = -1;

const TRIGGERS = `
CREATE TEMP TRIGGER IF NOT EXISTS market_mirror_insert AFTER INSERT ON main.market_spots BEGIN
  SELECT market_mirror_touch(new.spot_id);
END;
CREATE TEMP TRIGGER IF NOT EXISTS market_mirror_delete AFTER DELETE ON main.market_spots BEGIN
  SELECT market_mirror_touch(old.spot_id);
END;
CREATE TEMP TRIGGER IF NOT EXISTS market_mirror_update
AFTER UPDATE OF spot_id, price_cents, size, placement, state ON main.market_spots BEGIN
  SELECT market_mirror_touch(old.spot_id);
  SELECT market_mirror_touch(new.spot_id);
END;`;

/** The mirrors of each connection: the SQL function is registered once per connection and tells them all. */
const mirrorsOf = new WeakMap<Db, Set<MarketMirror>>();

/**
 * Every mirror of the connection reads the whole table at its next question: a load replaced market_spots
 * with the connection's triggers dropped, these included (scenarios/built-copy.ts).
 */
export function replacedMarketRows(db: Db): void {
  for (const mirror of mirrorsOf.get(db) ?? []) mirror.replaced();
}

export class MarketMirror {
  /** By spot id: the index of its facet group in `keys`, or NOT_LISTED. */
  private groupOf = new Int32Array(0);
  /** By spot id: its price in cents (NaN without one). */
  private priceOf = new Float64Array(0);
  /** Every facet group seen, by index (never removed, so an index stays valid). */
  private readonly keys: { size: string | null; placement: string | null; state: MarketRow['state'] }[] = [];
  private readonly keyIndex = new Map<string, number>();
  private readonly touched = new Set<number>();
  /** The whole table is to be read (first use, a write of many rows, another connection's commit). */
  private stale = true;
  private loadedAt = '';
  private readonly dataVersion: Statement<[], number>;
  private readonly readAll: Statement<[], MarketRow>;
  private readonly readSome: Statement<{ ids: string }, MarketRow>;

  constructor(private readonly db: Db) {
    let mirrors = mirrorsOf.get(db);
    if (!mirrors) {
      const registered = new Set<MarketMirror>();
      mirrors = registered;
      mirrorsOf.set(db, registered);
      db.function('market_mirror_touch', (id: unknown) => {
        for (const mirror of registered) mirror.touch(Number(id));
        return null;
      });
      db.exec(TRIGGERS);
    }
    mirrors.add(this);
    this.dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
    const columns = 'spot_id, size, placement, state, price_cents';
    this.readAll = db.prepare(`SELECT ${columns} FROM market_spots`);
    this.readSome = db.prepare(
      `SELECT ${columns} FROM market_spots WHERE spot_id IN (SELECT value FROM json_each(@ids))`,
    );
  }

  replaced(): void {
    this.stale = true;
    this.touched.clear();
  }

  private touch(id: number): void {
    if (this.stale) return;
    this.touched.add(id);
    if (this.touched.size > REREAD_MAX) {
      this.stale = true;
      this.touched.clear();
    }
  }

  /**
   * The facet groups of the listed spots among `ids` (every listed spot when null; only the available ones for
   * POST spot/available), each with its count within the price range (in cents; null: no bound) and its lowest
   * and highest price; the available spots in `held` (held now) make 'held' groups of their own.
   */
  groups(query: {
    ids: number[] | null;
    available: boolean;
    priceMin: number | null;
    priceMax: number | null;
    held: Set<number>;
  }): Group[] {
    this.follow();
    const { groupOf, priceOf, keys } = this;
    const width = keys.length;
    // Per slot (a group, and width + its index for its held spots): spots in the range, all spots, low, high.
    const count = new Float64Array(width * 2);
    const total = new Float64Array(width * 2);
    const low = new Float64Array(width * 2).fill(Infinity);
    const high = new Float64Array(width * 2).fill(-Infinity);
    const min = query.priceMin ?? -Infinity;
    const max = query.priceMax ?? Infinity;
    const ranged = query.priceMin !== null || query.priceMax !== null;
    const add = (id: number) => {
      const group = id < groupOf.length ? groupOf[id]! : NOT_LISTED;
      if (group === NOT_LISTED) return;
      const open = keys[group]!.state === 'available';
      if (query.available && !open) return;
      const slot = open && query.held.has(id) ? group + width : group;
      const price = priceOf[id]!;
      total[slot]!++;
      if (!ranged || (price >= min && price <= max)) count[slot]!++;
      if (price < low[slot]!) low[slot] = price;
      if (price > high[slot]!) high[slot] = price;
    };
    if (query.ids) for (const id of query.ids) add(id);
    else for (let id = 0; id < groupOf.length; id++) add(id);
    const groups: Group[] = [];
    for (let slot = 0; slot < width * 2; slot++) {
      if (total[slot] === 0) continue;
      const key = keys[slot % width]!;
      groups.push({
        size: key.size,
        placement: key.placement,
        state: slot < width ? key.state : 'held',
        count: count[slot]!,
        low: low[slot] === Infinity ? null : low[slot]!,
        high: high[slot] === -Infinity ? null : high[slot]!,
      });
    }
    return groups;
  }

  /** Brings the mirror in step with market_spots: the rows written since, or the whole table. */
  private follow(): void {
    const version = String(this.dataVersion.get());
    if (version !== this.loadedAt) this.stale = true;
    // Inside a transaction the rows read may yet be rolled back: they are read again after it.
    const settled = !this.db.inTransaction;
    if (this.stale) {
      this.touched.clear();
      this.loadedAt = version;
      this.groupOf = new Int32Array(0);
      this.priceOf = new Float64Array(0);
      for (const row of this.readAll.iterate()) this.put(row);
      this.stale = !settled;
      return;
    }
    if (this.touched.size === 0) return;
    const ids = [...this.touched];
    if (settled) this.touched.clear();
    for (const id of ids) if (id < this.groupOf.length) this.groupOf[id] = NOT_LISTED;
    for (const row of this.readSome.iterate({ ids: JSON.stringify(ids) })) this.put(row);
  }

  private put(row: MarketRow): void {
    const id = row.spot_id;
    if (id >= this.groupOf.length) this.grow(id);
    const name = JSON.stringify([row.size, row.placement, row.state]);
    let group = this.keyIndex.get(name);
    if (group === undefined) {
      group = this.keys.push({ size: row.size, placement: row.placement, state: row.state }) - 1;
      this.keyIndex.set(name, group);
    }
    this.groupOf[id] = group;
    this.priceOf[id] = row.price_cents ?? NaN;
  }

  private grow(id: number): void {
    const length = Math.max(1024, id + 1, this.groupOf.length * 2);
    const groupOf = new Int32Array(length).fill(NOT_LISTED);
    groupOf.set(this.groupOf);
    const priceOf = new Float64Array(length).fill(NaN);
    priceOf.set(this.priceOf);
    this.groupOf = groupOf;
    this.priceOf = priceOf;
  }
}
