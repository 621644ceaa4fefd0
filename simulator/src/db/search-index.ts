// The marketplace's word index: which listed spots hold which words, in memory, for POST spot/search/ and
// POST spot/available. Built from the database in one read (SpotRepository builds it again after every
// write to the tables the search reads, see 004_search_version.sql), then every search is answered from it
// without touching SQLite, except to read the rows of the page it picked.
//
// Layout: the listed spots in id order are numbered 0..n-1 (their "doc"); every distinct word of their text
// has a posting list of the docs that hold it anywhere (name, description, location path, publisher name)
// and one of the docs that hold it in the name. The words are kept sorted, so the words that start with a
// prefix are one run of them, found by binary search. A search turns each of its words into a bitset of
// docs (the union of the postings of its run), intersects those, and reads the page and the exact count
// straight off the bitsets: name matches first, then the rest, each by id.

/** The most words of a search that take part in the match; the rest are ignored. */
export const MAX_SEARCH_WORDS = 12;

/**
 * The most memory the index spends on remembered prefixes (see SearchIndex.docsOfPrefix): 32 MiB, some
 * 1,700 prefixes over 76,000 spots, and far more over a scenario's few dozen.
 */
export const PREFIX_MEMO_BYTES = 32 * 2 ** 20;

/** One listed spot as the index reads it. */
export interface IndexedSpot {
  id: number;
  /** The name, whose words rank a spot in the first tier. */
  name: string;
  /** Every other searchable text: description, location path, publisher name. */
  text: string;
  /** No current content: the spot is available to reserve. */
  available: boolean;
}

/** Latin, Greek and Cyrillic accents, as NFKD splits them off their letters ("é" → "e" + U+0301). */
const COMBINING_ACCENTS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;
const NON_ASCII = /[^\p{ASCII}]/u;
const ASCII_WORD = /[a-z0-9]+/g;

/**
 * The words of a text as the index compares them: compatibility forms unfolded (NFKD: "ﬁ" → "fi", full-width
 * letters → ASCII), accents dropped ("Café" → "cafe"), composed again (NFC: Hangul and the like), lower case;
 * then every run of letters, digits, marks and private-use characters is one word, so a word with combining
 * marks (Devanagari and the like) stays whole and punctuation or FTS-like syntax is never more than a gap.
 */
export function searchWords(text: string): string[] {
  if (text === '') return [];
  // The same words, several times faster, for text in ASCII alone (no accents, compatibility forms or
  // marks to fold): the letters and digits, lower case.
  if (!NON_ASCII.test(text)) return text.toLowerCase().match(ASCII_WORD) ?? [];
  const folded = text.normalize('NFKD').replace(COMBINING_ACCENTS, '').normalize('NFC').toLowerCase();
  return folded.match(WORD) ?? [];
}

/** The distinct words of a search, at most MAX_SEARCH_WORDS; none means "no filter". */
export function queryWords(text: string): string[] {
  return [...new Set(searchWords(text))].slice(0, MAX_SEARCH_WORDS);
}

/** A page of a search: the ids in order and the exact number of matches. */
export interface IndexPage {
  ids: number[];
  totalCount: number;
}

export class SearchIndex {
  /** Doc → spot id, ascending. */
  private readonly ids: Int32Array;
  /** Docs with no current content. */
  private readonly availableDocs: Uint32Array;
  private readonly availableCount: number;
  /** Every distinct word, sorted (by UTF-16 code units, as the prefix runs need). */
  private readonly words: string[];
  /** Per word (same order as `words`): the docs holding it anywhere, and in the name. */
  private readonly anywhere: Docs[];
  private readonly inName: Docs[];
  /** Bitset length in 32-bit words. */
  private readonly width: number;
  /** The docs of recent prefixes (see docsOfPrefix), least recently used first; at most memoLimit. */
  private readonly memo = new Map<string, PrefixDocs>();
  private readonly memoLimit: number;
  /** Off: every prefix is merged afresh (the bench's uncached figures). */
  memoEnabled = true;

  constructor(spots: Iterable<IndexedSpot>) {
    const ids: number[] = [];
    const available: number[] = [];
    // Postings by word, each with the last doc it took (docs come in ascending order, so a doc that holds a
    // word twice is listed once).
    const postings = new Map<string, Postings>();
    const add = (word: string, doc: number, name: boolean) => {
      let entry = postings.get(word);
      if (entry === undefined) {
        entry = { anywhere: [], inName: [], lastAnywhere: -1, lastInName: -1 };
        postings.set(word, entry);
      }
      if (entry.lastAnywhere !== doc) {
        entry.anywhere.push(doc);
        entry.lastAnywhere = doc;
      }
      if (name && entry.lastInName !== doc) {
        entry.inName.push(doc);
        entry.lastInName = doc;
      }
    };
    let lastId = -Infinity;
    for (const spot of spots) {
      if (spot.id <= lastId) throw new Error(`SearchIndex: spots out of id order at ${spot.id}`);
      lastId = spot.id;
      const doc = ids.length;
      ids.push(spot.id);
      if (spot.available) available.push(doc);
      for (const word of searchWords(spot.name)) add(word, doc, true);
      for (const word of searchWords(spot.text)) add(word, doc, false);
    }
    this.ids = Int32Array.from(ids);
    this.width = Math.ceil(ids.length / 32);
    this.availableDocs = this.bitset(Int32Array.from(available));
    this.availableCount = available.length;
    this.words = [...postings.keys()].sort(compareCodeUnits);
    this.anywhere = this.words.map((w) => this.docsOf(postings.get(w)?.anywhere ?? []));
    this.inName = this.words.map((w) => this.docsOf(postings.get(w)?.inName ?? []));
    this.memoLimit = Math.max(16, Math.floor(PREFIX_MEMO_BYTES / (8 * Math.max(1, this.width))));
  }

  /** How many spots and distinct words it holds. */
  get size(): { spots: number; words: number } {
    return { spots: this.ids.length, words: this.words.length };
  }

  /**
   * One page of the spots matching every word (each as a prefix of a word of the spot): those whose name
   * matches every word first, then the others, each by id; without words, every spot by id. `onlyAvailable`
   * leaves out spots with a current content.
   */
  page(words: readonly string[], offset: number, limit: number, onlyAvailable = false): IndexPage {
    if (words.length === 0) return this.pageWithoutWords(offset, limit, onlyAvailable);
    const first = this.docsOfPrefix(words[0] as string);
    if (first === null) return { ids: [], totalCount: 0 };
    // One word: its bitsets as they are (read, never written). More, or only available spots: fresh
    // bitsets, intersected in place.
    let { anywhere: all, inName: name } = first;
    let totalCount = first.anywhereCount;
    let nameCount = first.inNameCount;
    if (words.length > 1 || onlyAvailable) {
      all = all.slice();
      name = name.slice();
      for (const word of words.slice(1)) {
        const docs = this.docsOfPrefix(word);
        if (docs === null) return { ids: [], totalCount: 0 };
        intersect(all, docs.anywhere);
        intersect(name, docs.inName);
      }
      if (onlyAvailable) {
        intersect(all, this.availableDocs);
        intersect(name, this.availableDocs);
      }
      totalCount = popcount(all);
      nameCount = popcount(name);
    }
    if (offset >= totalCount) return { ids: [], totalCount };
    const docs: number[] = [];
    if (offset < nameCount) collect(name, null, offset, limit, docs);
    // Then the rest: matches whose name does not hold every word.
    if (docs.length < limit && nameCount < totalCount)
      collect(all, name, Math.max(0, offset - nameCount), limit - docs.length, docs);
    return { ids: docs.map((doc) => this.ids[doc] as number), totalCount };
  }

  private pageWithoutWords(offset: number, limit: number, onlyAvailable: boolean): IndexPage {
    if (!onlyAvailable) {
      return {
        ids: Array.from(this.ids.subarray(Math.min(offset, this.ids.length), offset + limit)),
        totalCount: this.ids.length,
      };
    }
    const docs: number[] = [];
    if (offset < this.availableCount) collect(this.availableDocs, null, offset, limit, docs);
    return { ids: docs.map((doc) => this.ids[doc] as number), totalCount: this.availableCount };
  }

  /**
   * The docs holding a word that starts with `prefix`, anywhere and in the name, as bitsets; null when no
   * word does. The union over a prefix's words is the dearest step of a search ("sto" merges some 30
   * words); recent prefixes are remembered, as FTS5 keeps prefix indexes, but only those searched and at
   * most PREFIX_MEMO_BYTES of them.
   */
  private docsOfPrefix(prefix: string): PrefixDocs | null {
    const known = this.memoEnabled ? this.memo.get(prefix) : undefined;
    if (known !== undefined) {
      this.memo.delete(prefix);
      this.memo.set(prefix, known);
      return known;
    }
    const run = this.prefixRun(prefix);
    if (run.start === run.end) return null;
    const anywhere = this.union(this.anywhere, run.start, run.end);
    const inName = this.union(this.inName, run.start, run.end);
    const docs = { anywhere, inName, anywhereCount: popcount(anywhere), inNameCount: popcount(inName) };
    if (this.memoEnabled) {
      if (this.memo.size >= this.memoLimit) this.memo.delete(this.memo.keys().next().value as string);
      this.memo.set(prefix, docs);
    }
    return docs;
  }

  /** How many prefixes the memo holds. */
  get memoSize(): number {
    return this.memo.size;
  }

  /** The run of `words` that start with `prefix`: [start, end). */
  private prefixRun(prefix: string): { start: number; end: number } {
    const words = this.words;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((words[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const start = lo;
    // Every word from `start` that starts with the prefix comes before every one that does not.
    hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((words[mid] as string).startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return { start, end: lo };
  }

  /**
   * A word's docs as the cheaper form to read: a posting list (ascending), or, for a word in more than one
   * doc of 32, a bitset, which is then no larger than the list and is merged a word of 32 docs at a time.
   */
  private docsOf(list: number[]): Docs {
    const postings = Int32Array.from(list);
    return list.length > this.width ? this.bitset(postings) : postings;
  }

  private bitset(postings: Int32Array): Uint32Array {
    const bits = new Uint32Array(this.width);
    setBits(bits, postings);
    return bits;
  }

  /** The union of the docs of words [start, end) as a new bitset. */
  private union(docs: readonly Docs[], start: number, end: number): Uint32Array {
    const bits = new Uint32Array(this.width);
    for (let w = start; w < end; w++) {
      const d = docs[w] as Docs;
      if (d instanceof Uint32Array) {
        for (let i = 0; i < bits.length; i++) bits[i] = (bits[i] as number) | (d[i] as number);
      } else setBits(bits, d);
    }
    return bits;
  }
}

interface Postings {
  anywhere: number[];
  inName: number[];
  lastAnywhere: number;
  lastInName: number;
}

interface PrefixDocs {
  anywhere: Uint32Array;
  inName: Uint32Array;
  anywhereCount: number;
  inNameCount: number;
}

/** A word's docs: a posting list (Int32Array, ascending) or a bitset (Uint32Array, bit d of doc d). */
type Docs = Int32Array | Uint32Array;

function setBits(bits: Uint32Array, postings: Int32Array): void {
  for (let i = 0; i < postings.length; i++) {
    const doc = postings[i] as number;
    bits[doc >>> 5] = (bits[doc >>> 5] as number) | (1 << (doc & 31));
  }
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `into` AND `other`, into `into`. */
function intersect(into: Uint32Array, other: Uint32Array): void {
  for (let i = 0; i < into.length; i++) into[i] = (into[i] as number) & (other[i] as number);
}

function bitCount(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

function popcount(bits: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) n += bitCount(bits[i] as number);
  return n;
}

/**
 * Appends to `docs` up to `limit` docs of `bits` (less those of `except`, when given) in ascending order,
 * after skipping `skip` of them.
 */
function collect(
  bits: Uint32Array,
  except: Uint32Array | null,
  skip: number,
  limit: number,
  docs: number[],
): void {
  let toSkip = skip;
  const end = docs.length + limit;
  for (let i = 0; i < bits.length && docs.length < end; i++) {
    let word = except === null ? (bits[i] as number) : (bits[i] as number) & ~(except[i] as number);
    if (word === 0) continue;
    const count = bitCount(word);
    if (count <= toSkip) {
      toSkip -= count;
      continue;
    }
    while (word !== 0 && docs.length < end) {
      const low = word & -word;
      const bit = 31 - Math.clz32(low);
      word ^= low;
      if (toSkip > 0) toSkip--;
      else docs.push(i * 32 + bit);
    }
  }
}
