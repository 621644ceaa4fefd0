// The marketplace search (POST spot/search/ and POST spot/available): which spots a question finds, in
// which order, and how many. The words of searchText are split as the FTS5 tokenizer splits them and asked
// of spots_fts (006_search_fts5.sql) as two tiers, name matches first; every page is chosen among ids alone
// and kept in the answer cache (spot-search-cache.ts). It answers ids: SpotRepository (spots.ts) reads the
// page's rows and shapes them.
import type { Statement } from 'better-sqlite3';
import { PAGE_SIZE_DEFAULT } from '@sponsorspot/contract/common';
import { type Db, foldSearchText } from '../connection.js';
import type { SearchFacets } from '@sponsorspot/contract/sponsor';
import { type MarketFilterQuery, MarketSearch, usesMarketFilters } from './spot-market-search.js';
import { type PageIds, SearchCache } from './spot-search-cache.js';

/** The most words of a search that take part in the match; the rest are ignored. */
export const MAX_SEARCH_WORDS = 12;

/** A word: a run of the token characters of spots_fts (categories L* N* Co M*, 006_search_fts5.sql). */
const WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;
const ASCII_UPPER = /[A-Z]/g;

/**
 * The words of a search as spots_fts is asked for them. The text is folded as the indexed text is
 * (foldSearchText: compatibility forms and accents); then every run of letters, digits, marks and
 * private-use characters is a word, so punctuation and FTS syntax (quotes, *, -, :, parentheses) are only
 * gaps and each word is one token of the tokenizer. ASCII letters are put in lower case, as the tokenizer
 * folds them, so "Garden" and "garden" are one question (other letters are left to the tokenizer). The
 * first MAX_SEARCH_WORDS distinct words count.
 */
export function queryWords(text: string): string[] {
  const words = new Set<string>();
  for (const word of foldSearchText(text).match(WORD) ?? []) {
    if (words.size === MAX_SEARCH_WORDS) break;
    words.add(word.replace(ASCII_UPPER, (letter) => letter.toLowerCase()));
  }
  return [...words];
}

/**
 * The FTS5 query of a search's words: each a quoted prefix term ("gar"*), all required. A word holds no
 * quote (see queryWords), so OR, NEAR, AND or NOT are only text inside quotes. Null without words.
 */
function toFtsQuery(words: readonly string[]): string | null {
  return words.length === 0 ? null : words.map((word) => `"${word}"*`).join(' ');
}

/**
 * The order of a text search, as two tiers: spots whose name holds every word first, then the other
 * matches; each tier by id. Both tiers are FTS5 queries read in rowid order, so a page costs one pass over
 * the matching doclists (no score is computed for every match, as bm25() would).
 */
function searchTiers(match: string): { all: string; nameFirst: string; rest: string } {
  return { all: match, nameFirst: `{name} : (${match})`, rest: `(${match}) NOT {name} : (${match})` };
}

export interface PageQuery extends MarketFilterQuery {
  searchText?: string | undefined;
  pageNumber?: number | undefined;
  pageSize?: number | undefined;
}

/** Which search a question asks: the marketplace, or the spots available to reserve. */
export type SearchKind = 'search' | 'available';

/** A page of a search: the exact count of matches, the question as answered and the ids of the page. */
export interface SearchPage {
  totalCount: number;
  pageNumber: number;
  pageSize: number;
  searchText: string;
  ids: number[];
  /** Only for a question with filters or a sort (the extension): the facets and each spot's recent views. */
  facets?: SearchFacets;
  recentViews?: Map<number, number | null>;
}

interface Page {
  limit: number;
  offset: number;
}
interface TextPage extends Page {
  match: string;
}

/** Counts and pages one FTS query (a tier of a search): the ids of a page, in rowid order. */
interface TierQueries {
  count: Statement<{ match: string }, number>;
  page: Statement<TextPage, number>;
}

export class SpotSearch {
  private readonly listPage: Statement<Page, number>;
  private readonly listCount: Statement<[], number>;
  private readonly searchTier: TierQueries;
  private readonly availablePage: Statement<Page, number>;
  private readonly availableCount: Statement<[], number>;
  private readonly availableTier: TierQueries;
  private readonly cache: SearchCache;
  private readonly market: MarketSearch;

  constructor(db: Db) {
    // Every page is chosen among ids alone (an index or doclist read in id order, LIMIT/OFFSET there); only
    // its rows are read.
    this.listPage = db
      .prepare<Page, number>('SELECT spot_id FROM listed_spots ORDER BY spot_id LIMIT @limit OFFSET @offset')
      .pluck();
    this.listCount = db.prepare<[], number>('SELECT count(*) FROM listed_spots').pluck();
    this.searchTier = {
      count: db
        .prepare<{ match: string }, number>('SELECT count(*) FROM spots_fts WHERE spots_fts MATCH @match')
        .pluck(),
      page: db
        .prepare<TextPage, number>(
          `SELECT rowid FROM spots_fts WHERE spots_fts MATCH @match ORDER BY rowid LIMIT @limit OFFSET @offset`,
        )
        .pluck(),
    };
    // available_spots: the listed spots without a current content (006_search_fts5.sql).
    this.availablePage = db
      .prepare<Page, number>(
        'SELECT spot_id FROM available_spots ORDER BY spot_id LIMIT @limit OFFSET @offset',
      )
      .pluck();
    this.availableCount = db.prepare<[], number>('SELECT count(*) FROM available_spots').pluck();
    this.availableTier = {
      count: db
        .prepare<{ match: string }, number>(
          `SELECT count(*) FROM spots_fts f JOIN available_spots a ON a.spot_id = f.rowid
           WHERE spots_fts MATCH @match`,
        )
        .pluck(),
      page: db
        .prepare<TextPage, number>(
          `SELECT f.rowid FROM spots_fts f JOIN available_spots a ON a.spot_id = f.rowid
           WHERE spots_fts MATCH @match ORDER BY f.rowid LIMIT @limit OFFSET @offset`,
        )
        .pluck(),
    };
    this.cache = new SearchCache(db);
    this.market = new MarketSearch(db, this.cache);
  }

  /**
   * One listed spot's views of the last 30 days on `now`'s clock, as the marketplace's cards answer them
   * (null: kept private, or not listed).
   */
  recentViewsOf(id: number, now: Date): number | null {
    this.market.followDay(now);
    return this.market.recentViews([id]).get(id) ?? null;
  }

  /**
   * A page of either search, as ids in order, with the exact count. With words: the spots whose name holds
   * every word first, then the other matches, each by id (see searchTiers); without words, by id.
   */
  find(kind: SearchKind, query: PageQuery, now: Date = new Date()): SearchPage {
    const { searchText, pageNumber, pageSize, match, page } = normalise(query);
    if (usesMarketFilters(query)) {
      this.market.followDay(now);
      this.cache.followWrites();
      const tiers = match === null ? null : searchTiers(match);
      const found = this.market.find(
        { ...query, available: kind === 'available', match, ...page },
        tiers,
        now,
      );
      const recentViews = this.market.recentViews(found.ids);
      return { ...found, pageNumber, pageSize, searchText, recentViews };
    }
    this.cache.followWrites();
    const { totalCount, ids } = this.cache.remember(`${kind} ${pageNumber} ${pageSize} ${match}`, () => {
      if (match !== null) return this.pageByTiers(kind, match, page);
      const [ids, count] =
        kind === 'search' ? [this.listPage, this.listCount] : [this.availablePage, this.availableCount];
      return {
        ids: ids.all(page),
        totalCount: this.cache.remember(`${kind} count`, () => count.get() as number),
      };
    });
    return { totalCount, pageNumber, pageSize, searchText, ids };
  }

  /**
   * One page of a text search in tier order (name matches, then the rest; each by id) and the exact count
   * of all matches. The page is read from the name tier first; only when that runs short is the name tier
   * counted, to know where the page starts among the rest. So an early page of a large match costs one
   * count and one short read, not a pass over every match per tier; and the counts, the dearest part, are
   * kept for the other pages of the search.
   */
  private pageByTiers(kind: SearchKind, match: string, page: Page): PageIds {
    const queries = kind === 'search' ? this.searchTier : this.availableTier;
    const tiers = searchTiers(match);
    const count = (tier: string) =>
      this.cache.remember(`${kind} count ${tier}`, () => queries.count.get({ match: tier }) as number);
    const totalCount = count(tiers.all);
    if (page.offset >= totalCount) return { ids: [], totalCount };
    const ids = queries.page.all({ match: tiers.nameFirst, ...page });
    if (ids.length === page.limit) return { ids, totalCount };
    // The name tier ends on this page (ids found) or before it (none found: count it to place the page).
    const nameCount = ids.length > 0 ? page.offset + ids.length : count(tiers.nameFirst);
    if (nameCount === totalCount) return { ids, totalCount };
    // When the name tier is empty the rest is the whole match, a cheaper query than the NOT.
    const rest = nameCount === 0 ? tiers.all : tiers.rest;
    const offset = ids.length > 0 ? 0 : page.offset - nameCount;
    ids.push(...queries.page.all({ match: rest, limit: page.limit - ids.length, offset }));
    return { ids, totalCount };
  }
}

function normalise(query: PageQuery) {
  const searchText = query.searchText ?? '';
  const pageNumber = query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
  const match = toFtsQuery(queryWords(searchText));
  const page = { limit: pageSize, offset: (pageNumber - 1) * pageSize };
  return { searchText, pageNumber, pageSize, match, page };
}
