// The answer cache of the marketplace search (spot-search.ts): what the full-text queries found, the ids of
// recent pages and the counts of each tier, in one lru-cache. It is right only while the data has not
// changed, so it is read under the connection's data version (its own change counter, total_changes(), and
// commits by other connections, PRAGMA data_version): the first search after any write empties it.
import type { Statement } from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { Db } from '../connection.js';

/**
 * What the cache of the paged searches may hold: entries (pages and counts), and ids in its pages. A page
 * is kept as its ids, a few hundred bytes, so the cache holds many thousands of them in a few megabytes;
 * its rows are read again by id (a dozen primary-key reads) for each answer.
 */
const SEARCH_CACHE_LIMITS = { entries: 20_000, ids: 200_000 } as const;

/** A page of a search as the cache keeps it: the exact count of matches and the ids of the page. */
export interface PageIds {
  totalCount: number;
  ids: number[];
}
/** The count and facets of a question with filters (spot-market-search.ts), kept as the JSON of its answer. */
export interface FacetsEntry {
  json: string;
}
type CacheEntry = PageIds | number | FacetsEntry;

export class SearchCache {
  private readonly dataVersion: Statement<[], string>;
  /**
   * Recent pages of both paged searches, by question as the index reads it (kind, page, page size and FTS
   * query: "café" and "cafe", or "sto*" and "sto", share theirs), and the counts of each tier, which the
   * pages of one search share: what the full-text queries found, so a question asked again costs only the
   * reading of its rows. They are valid while the data has not changed: cachedAt is the data version they
   * were read at, and the first search under another empties the cache.
   */
  private readonly entries = new LRUCache<string, CacheEntry>({
    max: SEARCH_CACHE_LIMITS.entries,
    maxSize: SEARCH_CACHE_LIMITS.ids + SEARCH_CACHE_LIMITS.entries,
    // Every entry takes a place, a page one more per id, facets one more per 100 characters.
    sizeCalculation: (entry) =>
      typeof entry === 'number'
        ? 1
        : 'ids' in entry
          ? entry.ids.length + 1
          : Math.ceil(entry.json.length / 100) + 1,
  });
  private cachedAt = '';

  constructor(db: Db) {
    // The data version: rows changed on this connection since it opened (total_changes(): every insert,
    // update and delete, triggers' included), and commits by other connections to the file (data_version).
    // Any write moves it, so no answer outlives a write.
    this.dataVersion = db
      .prepare<[], string>("SELECT total_changes() || '.' || data_version FROM pragma_data_version")
      .pluck();
  }

  /** Empties the cache when the data changed since it was filled: each search calls it first. */
  followWrites(): void {
    const version = this.dataVersion.get() as string;
    if (version !== this.cachedAt) {
      this.entries.clear();
      this.cachedAt = version;
    }
  }

  /** The cache's entry for a key, or the one worked out now and kept. */
  remember<T extends CacheEntry>(key: string, work: () => T): T {
    // A key names its kind of entry (a page of a search, or a count), so it holds a T.
    const known = this.entries.get(key) as T | undefined;
    if (known !== undefined) return known;
    const entry = work();
    this.entries.set(key, entry);
    return entry;
  }
}
