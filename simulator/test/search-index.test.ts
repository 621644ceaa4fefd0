// The word index on its own, without the app or SQLite: how text becomes words, which spots a search
// matches and in what order, pages over both tiers, the prefix memo, and the row cache of the paged
// searches. Every answer of SearchIndex.page is checked against a plain reference that reads the same spots
// word by word (no bitsets, no posting lists, no memo), so a mistake in the index's layout shows up as a
// difference from it.
import { describe, expect, it } from 'vitest';
import { RowCache } from '../src/db/repositories/spots.js';
import {
  type IndexPage,
  type IndexedSpot,
  MAX_SEARCH_WORDS,
  SearchIndex,
  queryWords,
  searchWords,
} from '../src/db/search-index.js';

/**
 * The matches of a search as the index documents them, the slow way: a spot matches when every word is a
 * prefix of some word of its name or text; those whose name alone matches every word come first, then the
 * rest, each by id (the spots are given in id order, as the index requires).
 */
class Reference {
  private readonly spots: { id: number; available: boolean; name: string[]; all: string[] }[];

  constructor(spots: readonly IndexedSpot[]) {
    this.spots = spots.map((s) => {
      const name = searchWords(s.name);
      return { id: s.id, available: s.available, name, all: [...name, ...searchWords(s.text)] };
    });
  }

  /** Every match, in order. */
  matches(words: readonly string[], onlyAvailable = false): number[] {
    const holds = (list: string[], word: string) => list.some((w) => w.startsWith(word));
    const first: number[] = [];
    const rest: number[] = [];
    for (const spot of this.spots) {
      if (onlyAvailable && !spot.available) continue;
      if (!words.every((w) => holds(spot.all, w))) continue;
      (words.every((w) => holds(spot.name, w)) ? first : rest).push(spot.id);
    }
    return [...first, ...rest];
  }

  page(words: readonly string[], offset: number, limit: number, onlyAvailable = false): IndexPage {
    const all = this.matches(words, onlyAvailable);
    return { ids: all.slice(offset, offset + limit), totalCount: all.length };
  }

  /** How many spots hold each word (anywhere), for checking what a generated data set exercises. */
  docsPerWord(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const spot of this.spots)
      for (const word of new Set(spot.all)) counts.set(word, (counts.get(word) ?? 0) + 1);
    return counts;
  }
}

/** A small seeded PRNG (mulberry32): the same data and queries on every run, so a failure can be replayed. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const spot = (id: number, name: string, text = '', available = true): IndexedSpot => ({
  id,
  name,
  text,
  available,
});

/**
 * A small marketplace whose answers can be worked out by hand. Many words start with "st" (stone, stones,
 * story, street, stall, stream, steps), some in names and some only in the text; ids have gaps so a doc
 * number is never mistaken for an id.
 */
const SPOTS: IndexedSpot[] = [
  spot(2, 'Stone bridge', 'old street'),
  spot(3, 'Harbour view', 'stone wall by the street', false),
  spot(5, 'Story corner', 'Café on the street'),
  spot(8, 'Street stall', 'stones and story'),
  spot(9, 'Market', 'harbour stream', false),
  spot(13, 'Stream side CAFÉ', ''),
  spot(21, 'Old town', 'Stone steps'),
  spot(34, 'हिन्दी समाचार', '東京タワー ＦＵＬＬ ﬁsh', false),
  spot(55, 'Sto', 'ne'),
];
const reference = new Reference(SPOTS);

describe('searchWords and queryWords', () => {
  it.each([
    ['folds case', 'Stone STREET', ['stone', 'street']],
    ['drops accents', 'Café Ελληνικά Йод İstanbul', ['cafe', 'ελληνικα', 'иод', 'istanbul']],
    ['unfolds full-width letters and digits', 'ＦＵＬＬ Ｃａｆé １２３', ['full', 'cafe', '123']],
    ['unfolds ligatures and other compatibility forms', 'ﬁsh x² Ⅻ ① ǅ', ['fish', 'x2', 'xii', '1', 'dz']],
    ['keeps combining marks inside a word', 'हिन्दी समाचार', ['हिन्दी', 'समाचार']],
    ['keeps a CJK run as one word, split only at punctuation', '東京タワー、大阪', ['東京タワー', '大阪']],
    ['unfolds half-width katakana', 'ﾀﾜｰ', ['タワー']],
    ['leaves Hangul composed', '한국어 단어', ['한국어', '단어']],
    ['does not fold ß to ss', 'Straße', ['straße']],
    ['keeps letters and digits together', 'Room 42B', ['room', '42b']],
    [
      'reads punctuation and symbols as gaps',
      "foo_bar don't x-y a.b,c;d ☕tea",
      ['foo', 'bar', 'don', 't', 'x', 'y', 'a', 'b', 'c', 'd', 'tea'],
    ],
    ['reads FTS-like syntax as gaps', 'side) OR {name}: "x*', ['side', 'or', 'name', 'x']],
    ['keeps private-use characters in a word', 'a\uE000b', ['a\uE000b']],
    ['keeps repeats (the index needs only the set)', 'stone Stone', ['stone', 'stone']],
    ['finds no words in empty text', '', []],
    ['finds no words in blanks', ' \t\n ', []],
    ['finds no words in punctuation alone', '!!! ... ---', []],
  ])('%s', (_, text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it('reads text in ASCII alone as the same words as when it is followed by other text', () => {
    // Text with one non-ASCII character is folded by the general path; ASCII text may take a shorter one.
    // Every ASCII character, between letters, at either end and alone, must read the same both ways.
    for (let c = 0; c < 128; c++) {
      const ch = String.fromCharCode(c);
      for (const text of [`Ab${ch}Cd`, `${ch}x9`, `x9${ch}`, ch, `${ch}${ch}`]) {
        const general = searchWords(`${text} é`);
        expect(general.at(-1), JSON.stringify(text)).toBe('e');
        expect(searchWords(text), JSON.stringify(text)).toEqual(general.slice(0, -1));
      }
    }
  });

  it.each([
    [
      'removes repeats after folding, keeping the first place',
      'Café street CAFE café Street',
      ['cafe', 'street'],
    ],
    ['finds no words in empty text', '', []],
    ['finds no words in punctuation alone', '"" () *', []],
    ['reads compatibility forms as their plain words', 'ﬁsh FISH ｆｉｓｈ', ['fish']],
  ])('queryWords %s', (_, text, words) => {
    expect(queryWords(text)).toEqual(words);
  });

  it('takes at most MAX_SEARCH_WORDS distinct words, and repeats do not use up places', () => {
    const many = Array.from({ length: MAX_SEARCH_WORDS + 3 }, (_, i) => `w${i}`);
    expect(queryWords(many.join(' '))).toEqual(many.slice(0, MAX_SEARCH_WORDS));
    // Every word twice: still the first MAX_SEARCH_WORDS distinct ones.
    expect(queryWords(many.flatMap((w) => [w, w.toUpperCase()]).join(' '))).toEqual(
      many.slice(0, MAX_SEARCH_WORDS),
    );
  });
});

describe('SearchIndex.page', () => {
  const index = new SearchIndex(SPOTS);

  it.each([
    // Prefixes of a word of the name or of the text; never a part from inside a word.
    ['stone', [2], [3, 8, 21]],
    ['ston', [2], [3, 8, 21]],
    ['tone', [], []],
    ['stor', [5], [8]],
    ['cafe', [13], [5]],
    ['CAFÉ', [13], [5]],
    ['harbour', [3], [9]],
    // Every word required; the name tier needs every word in the name, so 8 comes before 2, 3 and 5.
    ['st street', [8], [2, 3, 5]],
    ['harbour stream', [], [9]],
    ['stone zzz', [], []],
    ['zzz', [], []],
    // Words that are prefixes of each other: one word of the spot may satisfy both.
    ['stone stones', [], [8]],
    ['street stre s', [8], [2, 3, 5]],
    // A prefix over many words of many spots.
    ['st', [2, 5, 8, 13, 55], [3, 9, 21]],
    ['s', [2, 5, 8, 13, 55], [3, 9, 21]],
    // Name and text are separate: 55's "Sto" + "ne" is no "stone".
    ['stone sto', [2], [3, 8, 21]],
    // Other scripts: a word with marks is one word, a CJK run is matched by its prefixes only.
    ['हिन्', [34], []],
    ['हिन्दी समा', [34], []],
    ['東京', [], [34]],
    ['タワー', [], []],
    ['ｆｕｌ fi', [], [34]],
    // A word longer than every word of the spot.
    ['stones2', [], []],
  ])('"%s" matches name first %j, then %j', (text, first, rest) => {
    const words = queryWords(text);
    const all = [...first, ...rest];
    expect(index.page(words, 0, 100)).toEqual({ ids: all, totalCount: all.length });
    expect(reference.page(words, 0, 100)).toEqual({ ids: all, totalCount: all.length });
  });

  it('lists every spot by id without words, and only the available ones when asked', () => {
    expect(index.page([], 0, 100)).toEqual({ ids: SPOTS.map((s) => s.id), totalCount: SPOTS.length });
    expect(index.page([], 0, 100, true)).toEqual({ ids: [2, 5, 8, 13, 21, 55], totalCount: 6 });
    expect(index.page([], 2, 3, true)).toEqual({ ids: [8, 13, 21], totalCount: 6 });
  });

  it('leaves out spots that are not available from both tiers and from the count', () => {
    // "st": 3 and 9, both in the second tier, are unavailable; 21 is left alone in that tier.
    expect(index.page(['st'], 0, 100, true)).toEqual({ ids: [2, 5, 8, 13, 55, 21], totalCount: 6 });
    expect(index.page(['harbour'], 0, 100, true)).toEqual({ ids: [], totalCount: 0 });
    expect(index.page(['हिन्'], 0, 100, true)).toEqual({ ids: [], totalCount: 0 });
    expect(index.page(['cafe'], 0, 100, true)).toEqual({ ids: [13, 5], totalCount: 2 });
  });

  it('answers pages past the end with no spots and the exact count', () => {
    for (const onlyAvailable of [false, true]) {
      for (const words of [[], ['st'], ['st', 'street'], ['zzz']]) {
        const count = reference.matches(words, onlyAvailable).length;
        for (const offset of [count, count + 1, 1_000_000]) {
          expect(index.page(words, offset, 10, onlyAvailable), `${words} @${offset}`).toEqual({
            ids: [],
            totalCount: count,
          });
        }
      }
    }
  });

  it('agrees with the reference for every offset and limit, so pages join up across the tiers', () => {
    const queries = [[], ['st'], ['s'], ['stone'], ['st', 'street'], ['cafe'], ['stone', 'sto'], ['zzz']];
    let checked = 0;
    for (const words of queries) {
      for (const onlyAvailable of [false, true]) {
        const count = reference.matches(words, onlyAvailable).length;
        for (let offset = 0; offset <= count + 2; offset++) {
          for (let limit = 0; limit <= count + 2; limit++) {
            expect(index.page(words, offset, limit, onlyAvailable), `${words} ${offset}+${limit}`).toEqual(
              reference.page(words, offset, limit, onlyAvailable),
            );
            checked++;
          }
        }
        // Consecutive pages of every size, put together, are the whole list: no gap, no repeat.
        const whole = index.page(words, 0, count + 1, onlyAvailable).ids;
        for (let limit = 1; limit <= count; limit++) {
          const seen: number[] = [];
          for (let offset = 0; offset < count; offset += limit)
            seen.push(...index.page(words, offset, limit, onlyAvailable).ids);
          expect(seen, `${words} by ${limit}`).toEqual(whole);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('answers an empty index with no spots', () => {
    const empty = new SearchIndex([]);
    expect(empty.size).toEqual({ spots: 0, words: 0 });
    expect(empty.page([], 0, 10)).toEqual({ ids: [], totalCount: 0 });
    expect(empty.page([], 0, 10, true)).toEqual({ ids: [], totalCount: 0 });
    expect(empty.page(['a'], 0, 10)).toEqual({ ids: [], totalCount: 0 });
  });

  it.each([
    ['descending ids', [spot(2, 'a'), spot(1, 'b')]],
    ['a repeated id', [spot(1, 'a'), spot(4, 'b'), spot(4, 'c')]],
  ])('refuses spots out of id order: %s', (_, spots) => {
    expect(() => new SearchIndex(spots)).toThrow(/out of id order/);
  });

  it('reports how many spots and distinct words it holds', () => {
    const small = new SearchIndex([
      spot(1, 'Stone stone', 'STONE path'),
      spot(2, 'Path', ''),
      spot(3, '', '!!!'),
      spot(4, 'Café', 'cafe CAFE'),
    ]);
    // stone, path, cafe.
    expect(small.size).toEqual({ spots: 4, words: 3 });
    const words = new Set(SPOTS.flatMap((s) => [...searchWords(s.name), ...searchWords(s.text)]));
    expect(index.size).toEqual({ spots: SPOTS.length, words: words.size });
  });
});

describe('the prefix memo', () => {
  const queries = [['st'], ['st', 'street'], ['stone'], ['s'], ['cafe'], ['st'], ['stone', 'sto'], ['zzz']];

  it('does not change any answer, on or off, first time or again', () => {
    const memo = new SearchIndex(SPOTS);
    const plain = new SearchIndex(SPOTS);
    plain.memoEnabled = false;
    for (let round = 0; round < 3; round++) {
      for (const words of queries) {
        for (const onlyAvailable of [false, true]) {
          for (const [offset, limit] of [
            [0, 100],
            [0, 2],
            [1, 3],
            [4, 2],
          ] as const) {
            const expected = reference.page(words, offset, limit, onlyAvailable);
            expect(memo.page(words, offset, limit, onlyAvailable), `${round}: ${words}`).toEqual(expected);
            expect(plain.page(words, offset, limit, onlyAvailable), `${round}: ${words}`).toEqual(expected);
          }
        }
      }
    }
  });

  it('is never written by a search: a word alone after the same word with another still finds all its spots', () => {
    const memo = new SearchIndex(SPOTS);
    // "a b" narrows "st" to 8, 2, 3, 5; then "st" alone must still find all eight.
    expect(memo.page(['st', 'street'], 0, 100).ids).toEqual([8, 2, 3, 5]);
    expect(memo.page(['st'], 0, 100).ids).toEqual(reference.matches(['st']));
    // The same with the remembered word second, and with the available filter.
    expect(memo.page(['stone', 'st'], 0, 100, true).ids).toEqual([2, 8, 21]);
    expect(memo.page(['st'], 0, 100, true).ids).toEqual(reference.matches(['st'], true));
    expect(memo.page(['stone'], 0, 100).ids).toEqual(reference.matches(['stone']));
    // A page that reads only the second tier leaves the name tier of the remembered prefix as it was.
    expect(memo.page(['st'], 6, 100).ids).toEqual(reference.matches(['st']).slice(6));
    expect(memo.page(['st'], 0, 100).ids).toEqual(reference.matches(['st']));
  });

  it('remembers searched prefixes when on, and nothing when off', () => {
    const off = new SearchIndex(SPOTS);
    off.memoEnabled = false;
    for (const words of queries) off.page(words, 0, 10);
    expect(off.memoSize).toBe(0);

    const on = new SearchIndex(SPOTS);
    expect(on.memoSize).toBe(0);
    on.page(['st'], 0, 10);
    expect(on.memoSize).toBe(1);
    on.page(['st'], 5, 10, true);
    expect(on.memoSize).toBe(1);
    on.page(['st', 'street'], 0, 10);
    expect(on.memoSize).toBe(2);
    on.page(['sto'], 0, 10);
    expect(on.memoSize).toBe(3);
    // A search without words reads no prefix.
    on.page([], 0, 10);
    expect(on.memoSize).toBe(3);
  });
});

describe('SearchIndex.page against the reference over generated spots', () => {
  /** Shared prefixes (st…, a…, har…) so a prefix spans many words, and words in other scripts. */
  const VOCABULARY = [
    'st',
    'stone',
    'stones',
    'story',
    'street',
    'stream',
    'star',
    'start',
    'stall',
    'a',
    'ab',
    'abc',
    'abbey',
    'harbour',
    'harbor',
    'Café',
    'cafe',
    'hiking',
    'हिन्दी',
    '東京',
    'zebra',
    'ＦＵＬＬ',
  ];

  /**
   * `count` spots with ids that skip at random. Vocabulary words are drawn skewed (the first ones in many
   * spots, the last in few); "lot…" words are in a handful of spots each, so the large sets hold words in
   * more and in fewer than one spot of 32.
   */
  function generate(count: number, seed: number): IndexedSpot[] {
    const rng = mulberry32(seed);
    const word = () => VOCABULARY[Math.floor(rng() ** 2.5 * VOCABULARY.length)] as string;
    const words = (n: number) => Array.from({ length: n }, word).join(rng() < 0.5 ? ' ' : ', ');
    const spots: IndexedSpot[] = [];
    let id = Math.floor(rng() * 5);
    for (let i = 0; i < count; i++) {
      id += 1 + Math.floor(rng() * 3);
      const name = words(Math.floor(rng() * 3));
      const text = `${words(Math.floor(rng() * 4))} lot${Math.floor(rng() * Math.max(1, count / 6))}`;
      spots.push(spot(id, name, text, rng() < 0.7));
    }
    return spots;
  }

  /** 1–3 words, each a prefix of a word the spots may hold, sometimes one they cannot. */
  function query(rng: () => number, known: string[]): string[] {
    const n = 1 + Math.floor(rng() * 3);
    return Array.from({ length: n }, () => {
      const r = rng();
      if (r < 0.05) return 'zz';
      const full = known[Math.floor(rng() * known.length)] as string;
      if (r < 0.1) return `${full}x`;
      return full.slice(0, 1 + Math.floor(rng() * full.length));
    });
  }

  it.each([
    [1, 11],
    [31, 12],
    [32, 13],
    [33, 14],
    [64, 15],
    [300, 16],
    [2_100, 17],
  ])('over %i spots (seed %i), with the memo on and off', (count, seed) => {
    const spots = generate(count, seed);
    const ref = new Reference(spots);
    const memo = new SearchIndex(spots);
    const plain = new SearchIndex(spots);
    plain.memoEnabled = false;
    const known = [...ref.docsPerWord().keys()];
    expect(memo.size).toEqual({ spots: count, words: known.length });

    const rng = mulberry32(seed * 1_000);
    // A pool smaller than the number of searches, so most prefixes are asked again from the memo.
    const pool = Array.from({ length: 60 }, () => query(rng, known));
    let nonEmpty = 0;
    for (let q = 0; q < 300; q++) {
      const words = rng() < 0.05 ? [] : (pool[Math.floor(rng() * pool.length)] as string[]);
      const onlyAvailable = rng() < 0.5;
      const all = ref.matches(words, onlyAvailable);
      if (all.length > 0) nonEmpty++;
      for (let k = 0; k < 3; k++) {
        const offset = Math.floor(rng() * (all.length + 3));
        const limit = rng() < 0.1 ? 1_000_000 : 1 + Math.floor(rng() * 40);
        const expected = { ids: all.slice(offset, offset + limit), totalCount: all.length };
        const what = `${JSON.stringify(words)} ${offset}+${limit}${onlyAvailable ? ' available' : ''}`;
        expect(memo.page(words, offset, limit, onlyAvailable), what).toEqual(expected);
        expect(plain.page(words, offset, limit, onlyAvailable), what).toEqual(expected);
      }
    }
    // The queries are not all misses: most find something.
    expect(nonEmpty).toBeGreaterThan(100);
    expect(memo.memoSize).toBeGreaterThan(0);
    expect(plain.memoSize).toBe(0);
  });

  it('the largest set holds words in more and in fewer than one spot of 32, across many bitset words', () => {
    // A word in more than one doc of 32 is kept as a bitset, the others as posting lists: both forms, and
    // unions of both, take part in the cross-check above.
    const count = 2_100;
    expect(count).toBeGreaterThan(64 * 32);
    const perWord = [...new Reference(generate(count, 17)).docsPerWord().values()];
    const width = Math.ceil(count / 32);
    expect(perWord.filter((n) => n > width).length).toBeGreaterThan(5);
    expect(perWord.filter((n) => n <= width).length).toBeGreaterThan(5);
  });
});

describe('RowCache', () => {
  it('holds at most its limit, dropping the least recently read row first', () => {
    const cache = new RowCache<string>(3);
    expect(cache.get(1, 10)).toBeUndefined();
    cache.set(10, 'a');
    cache.set(11, 'b');
    cache.set(12, 'c');
    expect(cache.size).toBe(3);
    expect(cache.get(1, 10)).toBe('a'); // 10 is now the most recently read: 11 goes next
    cache.set(13, 'd');
    expect(cache.size).toBe(3);
    expect(cache.get(1, 11)).toBeUndefined();
    expect(cache.get(1, 12)).toBe('c');
    expect(cache.get(1, 10)).toBe('a');
    expect(cache.get(1, 13)).toBe('d');
    cache.set(14, 'e'); // 12 is now the least recently read
    expect(cache.get(1, 12)).toBeUndefined();
    expect([10, 13, 14].map((id) => cache.get(1, id))).toEqual(['a', 'd', 'e']);
  });

  it('replaces a row it holds without dropping another', () => {
    const cache = new RowCache<string>(2);
    cache.get(1, 1);
    cache.set(1, 'a');
    cache.set(2, 'b');
    cache.set(2, 'b2');
    expect(cache.size).toBe(2);
    expect(cache.get(1, 1)).toBe('a');
    expect(cache.get(1, 2)).toBe('b2');
  });

  it('forgets every row when the version moves', () => {
    const cache = new RowCache<string>(10);
    cache.get(7, 1);
    cache.set(1, 'a');
    cache.set(2, 'b');
    expect(cache.get(7, 1)).toBe('a');
    expect(cache.get(8, 2)).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set(2, 'b');
    expect(cache.get(8, 2)).toBe('b');
    // Back to an older version is a move too.
    expect(cache.get(7, 2)).toBeUndefined();
  });

  it('serves nothing and stores nothing when disabled', () => {
    const cache = new RowCache<string>(10);
    cache.get(1, 1);
    cache.set(1, 'a');
    cache.enabled = false;
    expect(cache.get(1, 1)).toBeUndefined();
    cache.set(2, 'b');
    expect(cache.size).toBe(1);
    expect(cache.get(1, 2)).toBeUndefined();
  });

  it('is emptied by clear', () => {
    const cache = new RowCache<string>(10);
    cache.get(1, 1);
    cache.set(1, 'a');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get(1, 1)).toBeUndefined();
  });
});
