// Spot search beyond the small fixture: the order (name matches first, then the rest, each by id), exact
// counts over many matches, pages across the tiers and far out, prefixes of every word, words in any script,
// FTS syntax as plain text, every page against a brute-force reference over generated spots (before and
// after writes), the FTS index in step with its tables, and the answer cache never outliving a write.
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { AvailableSpotsResult, type Spot, SpotSearchResult } from '@sponsorspot/contract/sponsor';
import * as marketplace from '@sponsorspot/contract/endpoints/marketplace';
import { migrationsDir, registerFunctions } from '../src/db/connection.js';
import { SpotRepository } from '../src/db/repositories/spots.js';
import { MAX_SEARCH_WORDS, queryWords } from '../src/db/repositories/spot-search.js';
import { request, testApp, unchecked } from './helpers.js';
import { mulberry32, searchWords, textTier, wordsOf } from './search-reference.js';

let app: FastifyInstance;

/** Extra marketplace spots of publisher 1 (active): ids 1000–2999. */
const EXTRA = Array.from({ length: 2_000 }, (_, i) => {
  const id = 1_000 + i;
  return {
    id,
    // Every 4th has "lantern" in its name; every 2nd (including those) in its description.
    name: i % 4 === 0 ? `Lantern slot ${id}` : `Plain slot ${id}`,
    description: i % 2 === 0 ? 'Glowing lantern stories' : 'A quiet corner',
    // Every 3rd has a current content (so it is not available).
    contentId: i % 3 === 0 ? 100 + i : null,
  };
});

beforeAll(async () => {
  app = await testApp();
  const spot = app.db.prepare(
    `INSERT INTO spots (id, publisher_id, name, description, location_path, status, current_spot_content_id, created_at)
     VALUES (@id, 1, @name, @description, '/EXTRA', 2, @contentId, '2026-01-01T00:00:00.000Z')`,
  );
  const content = app.db.prepare(
    `INSERT INTO spot_contents (id, spot_id, sponsor_id, status) VALUES (@contentId, @id, 1, 2)`,
  );
  app.db.transaction(() => {
    app.db.prepare('PRAGMA defer_foreign_keys = ON').run();
    for (const s of EXTRA) {
      spot.run(s);
      if (s.contentId !== null) content.run(s);
    }
  })();
});
afterAll(async () => {
  await app.close();
});

/** A marketplace search's answer (it must succeed); the body is sent as given. */
async function answerOf<T>(
  endpoint: typeof marketplace.searchSpots | typeof marketplace.availableSpots,
  body: object,
): Promise<T> {
  const res = await request(app, endpoint, { body: unchecked(body) });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const search = (body: object) => answerOf<SpotSearchResult>(marketplace.searchSpots, body);
const available = (body: object) => answerOf<AvailableSpotsResult>(marketplace.availableSpots, body);
const ids = (result: { spots: { id: number }[] }) => result.spots.map((s) => s.id);

/** Every page of a search, one after the other. */
async function allPages(
  ask: (body: object) => Promise<{ totalCount: number; spots: { id: number }[] }>,
  searchText: string,
  pageSize: number,
) {
  const first = await ask({ searchText, pageSize });
  const pages = Math.ceil(first.totalCount / pageSize);
  const seen = ids(first);
  for (let pageNumber = 2; pageNumber <= pages; pageNumber++) {
    const page = await ask({ searchText, pageSize, pageNumber });
    expect(page.totalCount).toBe(first.totalCount);
    seen.push(...ids(page));
  }
  return { totalCount: first.totalCount, seen };
}

describe('spot search over many spots', () => {
  const lanternInName = EXTRA.filter((s) => /lantern/i.test(s.name)).map((s) => s.id);
  const lanternElsewhere = EXTRA.filter(
    (s) => !/lantern/i.test(s.name) && /lantern/i.test(s.description),
  ).map((s) => s.id);

  it('counts every match exactly and lists name matches first, then the others, each by id', async () => {
    const result = await search({ searchText: 'lantern', pageSize: 100 });
    expect(result.totalCount).toBe(1_000);
    expect(lanternInName).toHaveLength(500);
    expect(ids(result)).toEqual(lanternInName.slice(0, 100));
    const pages = await allPages(search, 'lantern', 100);
    expect(pages.seen).toEqual([...lanternInName, ...lanternElsewhere]);
  });

  it('pages join up without gaps or repeats where a page spans both tiers', async () => {
    // 500 name matches: with 7 a page, page 72 holds the last 3 name matches and the first 4 others.
    const spanning = await search({ searchText: 'lan', pageSize: 7, pageNumber: 72 });
    expect(ids(spanning)).toEqual([...lanternInName.slice(497), ...lanternElsewhere.slice(0, 4)]);
    const pages = await allPages(search, 'LANTERN', 7);
    expect(pages.totalCount).toBe(1_000);
    expect(pages.seen).toEqual([...lanternInName, ...lanternElsewhere]);
  });

  it('answers pages past the end, up to the largest page number, with the exact count and no spots', async () => {
    for (const searchText of ['', 'lantern', 'slot']) {
      const far = await search({ searchText, pageSize: 100, pageNumber: 100_000 });
      expect(far.spots).toEqual([]);
      expect(far.totalCount).toBe((await search({ searchText })).totalCount);
    }
    // The listing without words: 10 fixture spots and the 2,000 extra; page 21 of 100 holds the last 10.
    const last = await search({ pageSize: 100, pageNumber: 21 });
    expect(last.totalCount).toBe(2_010);
    expect(ids(last)).toEqual(EXTRA.slice(-10).map((s) => s.id));
  });

  it('requires every word: two words narrow the match to spots holding both', async () => {
    const result = await search({ searchText: 'lantern plain', pageSize: 100 });
    // "Plain slot" spots whose description mentions lanterns: name holds only one of the words.
    const expected = EXTRA.filter((s) => s.name.startsWith('Plain') && /lantern/.test(s.description));
    expect(result.totalCount).toBe(expected.length);
    expect(ids(result)).toEqual(expected.slice(0, 100).map((s) => s.id));
    // Both words in the name come first: "slot" and "lantern" are both in "Lantern slot …".
    const both = await allPages(search, 'slot lant', 100);
    expect(both.seen).toEqual([...lanternInName, ...lanternElsewhere]);
  });

  it('orders available spots the same way, leaving out spots with a current content', async () => {
    const free = (list: number[]) => list.filter((id) => EXTRA.find((s) => s.id === id)?.contentId === null);
    const pages = await allPages(available, 'lantern', 9);
    expect(pages.seen).toEqual([...free(lanternInName), ...free(lanternElsewhere)]);
    expect(pages.totalCount).toBe(free(lanternInName).length + free(lanternElsewhere).length);
    const listing = await allPages(available, '', 100);
    expect(listing.seen).toEqual([...listing.seen].sort((a, b) => a - b));
    expect(listing.seen).toEqual(expect.arrayContaining(free(EXTRA.map((s) => s.id))));
  });
});

describe('answer bodies', () => {
  it('hold exactly the fields of the response schemas, with and without content, decal and subscription', async () => {
    const bodies = [
      ...[1, 2, 21].map((pageNumber) => ({ schema: SpotSearchResult, body: { pageSize: 100, pageNumber } })),
      { schema: SpotSearchResult, body: { searchText: 'lantern', pageSize: 100 } },
      { schema: AvailableSpotsResult, body: { pageSize: 100 } },
    ];
    let withDecal = 0;
    let withoutContent = 0;
    for (const { schema, body } of bodies) {
      const endpoint = schema === SpotSearchResult ? marketplace.searchSpots : marketplace.availableSpots;
      const answer = await answerOf<{ spots: Record<string, unknown>[] }>(endpoint, body);
      expect(Value.Check(schema, answer), endpoint.path).toBe(true);
      expect(Value.Clean(schema, structuredClone(answer))).toEqual(answer);
      // One snapshotDate for the whole answer.
      const dates = new Set(
        answer.spots.map((spot) => (spot.snapshot as { snapshotDate?: string })?.snapshotDate),
      );
      if (schema === SpotSearchResult) expect(dates.size, endpoint.path).toBe(1);
      for (const spot of answer.spots) {
        const content = spot.currentSpotContent as { decal: unknown } | null | undefined;
        if (content === null) withoutContent++;
        else if (content?.decal) withDecal++;
      }
    }
    expect(withDecal).toBeGreaterThan(0);
    expect(withoutContent).toBeGreaterThan(0);
  });
});

describe('search words', () => {
  it('finds a spot by every prefix of every word of its name, description, path and publisher', async () => {
    // Fixture spot 1: "Blog sidebar", "Medium rectangle beside every hiking post", /BLOG/SIDEBAR,
    // publisher "Acme Outdoor Gazette".
    const words = ['Blog', 'sidebar', 'Medium', 'rectangle', 'beside', 'every', 'hiking', 'post', 'Acme'];
    for (const word of [...words, 'Outdoor', 'Gazette']) {
      for (let length = 1; length <= word.length; length++) {
        const result = await search({ searchText: word.slice(0, length), pageSize: 100 });
        const found = [...ids(result)];
        if (!found.includes(1)) {
          // More matches than one page: spot 1 is still counted and listed in its tier.
          const all = await allPages(search, word.slice(0, length), 100);
          found.push(...all.seen);
        }
        expect(found, `"${word.slice(0, length)}"`).toContain(1);
      }
    }
  });

  it('matches words with combining marks and other scripts as whole words', async () => {
    app.db.prepare("UPDATE spots SET name = 'हिन्दी समाचार sidebar' WHERE id = 2").run();
    app.db.prepare("UPDATE spots SET description = 'Ünïcödé Straße Ελληνικά 東京' WHERE id = 7").run();
    expect(ids(await search({ searchText: 'हिन्दी' }))).toEqual([2]);
    expect(ids(await search({ searchText: 'हिन्' }))).toEqual([2]);
    expect(ids(await search({ searchText: 'समाचार sidebar' }))).toEqual([2]);
    expect(ids(await search({ searchText: 'unicode strasse' }))).toEqual([]); // ß is not folded to ss
    expect(ids(await search({ searchText: 'unicode straße' }))).toEqual([7]);
    expect(ids(await search({ searchText: 'ελλην' }))).toEqual([7]);
    expect(ids(await search({ searchText: '東京' }))).toEqual([7]);
    app.scenarios.reset('fixture');
  });

  it('folds case, accents of every script and compatibility forms in the spots and in the search', async () => {
    app.db.prepare("UPDATE spots SET name = 'ＦＵＬＬ ﬁsh Ｃａｆé x² ﾀﾜｰ' WHERE id = 2").run();
    app.db.prepare("UPDATE spots SET description = 'Ελληνικά Йод full' WHERE id = 7").run();
    for (const [searchText, expected] of [
      ['full fish cafe x2 タワー', [2]],
      ['FULL FISH CAFÉ', [2]],
      ['ｆｕｌｌ', [2, 7]],
      ['Full', [2, 7]],
      ['ﬁ', [2]],
      ['ελληνικα иод', [7]],
      ['ΕΛΛΗΝΙΚΆ ЙОД', [7]],
    ] as const) {
      expect(ids(await search({ searchText })), searchText).toEqual(expected);
    }
    app.scenarios.reset('fixture');
  });

  it.each([
    // Spot 1 alone holds "hiking" and "rectangle" (its description). As FTS syntax, each of these would find
    // another answer or fail: OR, NOT, AND and NEAR as operators, a column filter, a phrase, a bare quote.
    ['hiking OR newsletter', []],
    ['hiking NOT newsletter', []],
    ['hiking AND rectangle', []],
    ['NEAR(hiking rectangle)', []],
    ['description:hiking', []],
    ['{description}: hiking', []],
    ['rectangle -hiking', [1]],
    ['(hiking) (rectangle)', [1]],
    ['"rectangle hiking"', [1]],
    ['"hiking', [1]],
    ['hik*', [1]],
    ['^hiking +rectangle', [1]],
    ['hik* rec*', [1]],
  ])('reads %j as plain words, each a required prefix', async (searchText, expected) => {
    expect(ids(await search({ searchText }))).toEqual(expected);
  });

  it('counts the first 12 distinct words and ignores the rest', async () => {
    // Spot 1 holds all twelve: blog sidebar medium rectangle beside every hiking post acme outdoor gazette b.
    const twelve = 'blog sidebar medium rectangle beside every hiking post acme outdoor gazette b';
    expect(MAX_SEARCH_WORDS).toBe(12);
    expect(ids(await search({ searchText: twelve }))).toEqual([1]);
    expect(ids(await search({ searchText: `${twelve} zzz` }))).toEqual([1]);
    expect(ids(await search({ searchText: twelve.replace(/ b$/, ' zzz') }))).toEqual([]);
    // A word repeated in another case or with accents does not use up a place.
    expect(ids(await search({ searchText: `BLOG Blóg ${twelve} zzz` }))).toEqual([1]);
    expect(queryWords('Café CAFE café ＣＡＦＥ')).toEqual(['cafe']);
    expect(queryWords('side) OR {name}: "x*')).toEqual(['side', 'or', 'name', 'x']);
  });

  it('reads as one word every run of characters that the tokenizer reads as one token', () => {
    // With detail = column, FTS5 refuses a quoted word that it splits into several tokens (a phrase), so a
    // character queryWords keeps inside a word must be a token character of spots_fts too. Every code point
    // between two letters, as a word of a spot and as the search for it.
    const tokenizer = /tokenize\s*=\s*"([^"]+)"/.exec(
      app.db.prepare("SELECT sql FROM sqlite_master WHERE name = 'spots_fts'").pluck().get() as string,
    )?.[1];
    expect(tokenizer).toMatch(/^unicode61 remove_diacritics 2 categories /);
    app.db.exec(
      `CREATE VIRTUAL TABLE temp.tokens USING fts5 (t, tokenize = "${tokenizer}", detail = column)`,
    );
    const insert = app.db.prepare('INSERT INTO temp.tokens (rowid, t) VALUES (?, ?)');
    let words = 0;
    app.db.transaction(() => {
      for (let code = 0x80; code <= 0x10ffff; code++) {
        // Surrogates are no characters; planes 15 and 16 are private use alone: their first thousand will do.
        if ((code >= 0xd800 && code <= 0xdfff) || (code > 0xf03e8 && code < 0x100000) || code > 0x1003e8)
          continue;
        const found = queryWords(`qz${String.fromCodePoint(code)}xj`);
        if (found.length !== 1) continue;
        insert.run(code, found[0]);
        words++;
      }
    })();
    // Some 160,000 code points are word characters (letters, digits, marks, private use).
    expect(words).toBeGreaterThan(150_000);
    const split = app.db.prepare(`SELECT rowid FROM temp.tokens WHERE tokens MATCH '"xj"*'`).pluck().all();
    expect(split.map((code) => `U+${(code as number).toString(16)}`)).toEqual([]);
    app.db.exec('DROP TABLE temp.tokens');
  }, 60_000);
});

/**
 * The matches of searches as docs/architecture.md "Marketplace search" documents them, the slow way, over the
 * source tables (not the index): the listed spots (published, active publisher); a spot matches when every
 * word of the search is a prefix of some word of its name, description, location path or publisher name,
 * compared without case, accents or compatibility forms; those whose name alone holds every word come first,
 * then the rest, each by id. The spots are read once: ask again after a write.
 */
function reference(db: FastifyInstance['db']): (searchText: string, onlyAvailable: boolean) => number[] {
  const spots = db
    .prepare<[], { id: number; name: string; text: string; available: number }>(
      `SELECT s.id, s.name, s.description || ' ' || s.location_path || ' ' || p.business_name AS text,
              s.current_spot_content_id IS NULL AS available
       FROM spots s JOIN publishers p ON p.id = s.publisher_id
       WHERE s.status = 2 AND p.status = 2 ORDER BY s.id`,
    )
    .all()
    .map((spot) => {
      const nameWords = wordsOf(spot.name);
      return {
        id: spot.id,
        available: spot.available === 1,
        nameWords,
        allWords: [...nameWords, ...wordsOf(spot.text)],
      };
    });
  return (searchText, onlyAvailable) => {
    const words = searchWords(searchText);
    const first: number[] = [];
    const rest: number[] = [];
    for (const spot of spots) {
      if (onlyAvailable && !spot.available) continue;
      const tier = textTier(words, spot);
      if (tier !== null) (tier === 'name' ? first : rest).push(spot.id);
    }
    return [...first, ...rest];
  };
}

describe('every page against a brute-force reference over generated spots', () => {
  /** Shared prefixes (st…, a…, har…) so a prefix spans many words; accents, other scripts, compatibility forms. */
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
    'CAFÉ',
    'hiking',
    'हिन्दी',
    '東京',
    'zebra',
    'ＦＵＬＬ',
    'full',
    'Straße',
    'Ελληνικά',
    'OR',
    'near',
  ];
  /** What may stand between words, in the spots and in the searches: FTS syntax among them. */
  const GAPS = [' ', ', ', ' "', '" ', ' - ', ' * ', ':', ' (', ') ', '/', ' {', '} ', '^'];
  let db: FastifyInstance['db'];
  let rng: () => number;
  let nextId = 1;
  const PUBLISHERS = 12;

  const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)] as T;
  /** Vocabulary drawn skewed (the first words in many spots, the last in few), joined by gaps. */
  const text = (n: number) =>
    Array.from({ length: n }, () => VOCABULARY[Math.floor(rng() ** 2 * VOCABULARY.length)])
      .map((word, i) => (i === 0 ? word : pick(GAPS) + word))
      .join('');

  function addSpot(): void {
    nextId += 1 + Math.floor(rng() * 3);
    const roll = rng();
    db.prepare(
      `INSERT INTO spots (id, publisher_id, name, description, location_path, status, current_spot_content_id, created_at)
       VALUES (@id, @publisherId, @name, @description, @locationPath, @status, @contentId, '2026-01-01')`,
    ).run({
      id: nextId,
      publisherId: 100 + Math.floor(rng() * PUBLISHERS),
      name: text(Math.floor(rng() * 3)),
      description: `${text(Math.floor(rng() * 4))} lot${Math.floor(rng() * 200)}`,
      locationPath: `/${text(1).toUpperCase()}`,
      status: roll < 0.8 ? 2 : roll < 0.9 ? 1 : 3,
      contentId: rng() < 0.3 ? 1 : null,
    });
  }

  /** Searches drawn from prefixes of the words the spots hold, some with no match, joined by gaps. */
  function query(): string {
    const n = rng() < 0.05 ? 0 : 1 + Math.floor(rng() * 3);
    return Array.from({ length: n }, () => {
      const r = rng();
      if (r < 0.05) return 'zz';
      const word = r < 0.15 ? `lot${Math.floor(rng() * 200)}` : pick(VOCABULARY);
      return word.slice(0, 1 + Math.floor(rng() * word.length));
    }).join(pick(GAPS));
  }

  /** Compares random pages of `count` searches (both routes) with the reference; how many matched at all. */
  async function compare(count: number): Promise<number> {
    const matches = reference(db);
    let nonEmpty = 0;
    for (let q = 0; q < count; q++) {
      const searchText = query();
      const onlyAvailable = rng() < 0.4;
      const expected = matches(searchText, onlyAvailable);
      if (expected.length > 0) nonEmpty++;
      const pageSize = 1 + Math.floor(rng() * 30);
      const lastPage = Math.ceil(expected.length / pageSize);
      for (const pageNumber of [1, 1 + Math.floor(rng() * (lastPage + 1)), lastPage + 1]) {
        if (pageNumber < 1) continue;
        const body = { searchText, pageSize, pageNumber };
        const answer = await (onlyAvailable ? available(body) : search(body));
        const what = `${JSON.stringify(body)}${onlyAvailable ? ' available' : ''}`;
        expect(answer.totalCount, what).toBe(expected.length);
        expect(ids(answer), what).toEqual(expected.slice((pageNumber - 1) * pageSize, pageNumber * pageSize));
      }
    }
    return nonEmpty;
  }

  const integrityCheck = () =>
    db.prepare("INSERT INTO spots_fts (spots_fts, rank) VALUES ('integrity-check', 1)").run();

  beforeAll(() => {
    // The fixture's spots and publishers stay; the generated ones come after them.
    app.scenarios.reset('fixture');
    db = app.db;
    rng = mulberry32(2026);
    nextId = 100;
    db.transaction(() => {
      db.prepare('PRAGMA defer_foreign_keys = ON').run();
      for (let p = 0; p < PUBLISHERS; p++) {
        db.prepare(
          `INSERT INTO users (id, email, name, verified, roles, features, created_at)
           VALUES (@id, @email, 'Generated', 1, '[]', '', '2026-01-01')`,
        ).run({ id: 100 + p, email: `generated${p}@fixture.test` });
        db.prepare(
          'INSERT INTO publishers (id, user_id, status, business_name) VALUES (@id, @userId, @status, @name)',
        ).run({ id: 100 + p, userId: 100 + p, status: p % 5 === 4 ? 1 : 2, name: text(2) });
      }
      for (let i = 0; i < 600; i++) addSpot();
    })();
  });
  afterAll(() => {
    app.scenarios.reset('fixture');
  });

  it('answers every page of generated searches as the reference does', async () => {
    expect(await compare(250)).toBeGreaterThan(100);
    integrityCheck();
  }, 60_000);

  it('still does after writes of every kind to the spots and their publishers', async () => {
    const listed = () => db.prepare('SELECT count(*) FROM listed_spots').pluck().get() as number;
    const before = listed();
    const spotIds = () => db.prepare('SELECT id FROM spots WHERE id >= 100').pluck().all() as number[];
    for (let round = 0; round < 60; round++) {
      const id = pick(spotIds());
      const publisher = 100 + Math.floor(rng() * PUBLISHERS);
      const write = pick([
        () => db.prepare('UPDATE spots SET name = ? WHERE id = ?').run(text(2), id),
        () =>
          db
            .prepare('UPDATE spots SET description = ?, location_path = ? WHERE id = ?')
            .run(text(3), '/X', id),
        () => db.prepare('UPDATE spots SET status = ? WHERE id = ?').run(pick([1, 2, 2, 3]), id),
        () =>
          db.prepare('UPDATE spots SET publisher_id = ?, name = ? WHERE id = ?').run(publisher, text(1), id),
        () =>
          db.prepare('UPDATE spots SET current_spot_content_id = ? WHERE id = ?').run(pick([1, null]), id),
        () => db.prepare('UPDATE publishers SET business_name = ? WHERE id = ?').run(text(2), publisher),
        () => db.prepare('UPDATE publishers SET status = 3 - status WHERE id = ?').run(publisher),
        () => db.prepare('DELETE FROM spots WHERE id = ?').run(id),
        () => addSpot(),
      ]);
      db.transaction(() => {
        db.prepare('PRAGMA defer_foreign_keys = ON').run();
        write();
      })();
    }
    // The writes moved spots in and out of the marketplace.
    expect(listed()).not.toBe(before);
    integrityCheck();
    expect(await compare(150)).toBeGreaterThan(50);
  }, 60_000);

  it('keeps the index in step through a reset, whatever order the tables are emptied in', async () => {
    app.scenarios.reset('fixture');
    integrityCheck();
    expect(db.prepare('SELECT count(*) FROM spot_search_text').pluck().get()).toBe(10);
    expect(
      db.prepare('SELECT count(*) FROM spots_fts WHERE spots_fts MATCH \'"stone"*\'').pluck().get(),
    ).toBe(0);
    expect((await search({ searchText: 'stone' })).totalCount).toBe(0);
    expect((await search({ searchText: 'podcast' })).totalCount).toBe(6);
  });
});

describe('answer cache', () => {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  const question = { searchText: 'sidebar', pageSize: 5 };

  it('answers a repeated question with the same spots, each snapshot dated when it is answered', async () => {
    const undated = (answer: SpotSearchResult) =>
      answer.spots.map((spot) => ({ ...spot, snapshot: { ...spot.snapshot, snapshotDate: '' } }));
    const first = await search(question);
    await pause();
    const again = await search(question);
    expect(undated(again)).toEqual(undated(first));
    expect(again.spots[0]?.snapshot.snapshotDate).not.toBe(first.spots[0]?.snapshot.snapshotDate);
  });

  it.each([
    ["UPDATE spots SET sample_url = 'https://changed.test/' WHERE id = 1", (s: Spot) => s.sampleUrl],
    ["UPDATE publishers SET business_name = 'Renamed Gazette' WHERE id = 1", (s: Spot) => s.publisherName],
    ['UPDATE sponsors SET status = 3', (s: Spot) => s.snapshot.currentSpotContentSponsorStatus],
    ["UPDATE subscriptions SET level = 'Enterprise'", (s: Spot) => s.currentSpotContent?.subscription],
    ["UPDATE decals SET file_name = 'changed.png'", (s: Spot) => s.currentSpotContent?.decal?.fileName],
    ["UPDATE spot_contents SET live_link_title = 'Changed'", (s: Spot) => s.currentSpotContent?.linkTitle],
  ])('serves no answer read before a write: %s', async (write, field) => {
    const before = (await search(question)).spots.find((s) => s.id === 1) as Spot;
    expect(app.db.prepare(write).run().changes).toBeGreaterThan(0);
    const after = (await search(question)).spots.find((s) => s.id === 1) as Spot;
    expect(field(after)).not.toEqual(field(before));
    app.scenarios.reset('fixture');
  });

  it('serves no answer read before a spot enters or leaves the marketplace', async () => {
    const count = async () => (await search(question)).totalCount;
    const listedBefore = await count();
    app.db.prepare('UPDATE spots SET status = 1 WHERE id = 1').run();
    expect(await count()).toBe(listedBefore - 1);
    app.db.prepare("UPDATE spots SET description = 'sidebar' WHERE id = 2").run();
    expect(await count()).toBe(listedBefore);
    // Publisher 3's only listed spot with the word (5) leaves with it.
    app.db.prepare('UPDATE publishers SET status = 1 WHERE id = 3').run();
    expect(await count()).toBe(listedBefore - 1);
    app.scenarios.reset('fixture');
    expect(await count()).toBe(listedBefore);
  });

  it('lists a spot as available once its content is gone, however it went', async () => {
    const hiking = async () => ids(await available({ searchText: 'hiking' }));
    expect(await hiking()).toEqual([]);
    // The foreign key clears spots.current_spot_content_id (ON DELETE SET NULL).
    app.db.prepare('DELETE FROM spot_contents WHERE id = 1').run();
    expect(await hiking()).toEqual([1]);
    app.db.prepare('UPDATE spots SET current_spot_content_id = 2 WHERE id = 1').run();
    expect(await hiking()).toEqual([]);
    app.scenarios.reset('fixture');
  });
});

describe('migration 006', () => {
  it('moves a database of the word index (005) to FTS5, its marketplace searchable as before', () => {
    // The tests' databases are migrated empty; this one holds spots when 006 runs, as a developer's would.
    const db = new Database(':memory:');
    registerFunctions(db);
    const dir = migrationsDir();
    const sql = (file: string) => readFileSync(path.join(dir, file), 'utf8');
    const files = readdirSync(dir)
      .filter((f) => /^\d{3}_/.test(f))
      .sort();
    for (const file of files.filter((f) => f < '006')) db.exec(sql(file));
    db.exec(`
      INSERT INTO users (id, email, name, verified, roles, features, created_at) VALUES
        (1, 'a@x.test', 'A', 1, '[]', '', '2026'), (2, 'b@x.test', 'B', 1, '[]', '', '2026'),
        (3, 'c@x.test', 'C', 1, '[]', '', '2026');
      INSERT INTO publishers (id, user_id, status, business_name) VALUES (1, 1, 2, 'Ｆｕｌｌ Café'), (2, 2, 1, 'Later');
      INSERT INTO sponsors (id, user_id, status, business_name) VALUES (1, 3, 2, 'S');
      INSERT INTO spots (id, publisher_id, name, description, status, created_at) VALUES
        (1, 1, 'Garden ﬁsh', 'Ελληνικά', 2, '2026'), (2, 1, 'Draft garden', '', 1, '2026'),
        (3, 2, 'Pending garden', '', 2, '2026'), (4, 1, 'Held', 'garden', 2, '2026');
      INSERT INTO spot_contents (id, spot_id, sponsor_id, status) VALUES (1, 4, 1, 2);
      UPDATE spots SET current_spot_content_id = 1 WHERE id = 4;
    `);
    for (const file of files.filter((f) => f >= '006')) db.exec(sql(file));

    db.prepare("INSERT INTO spots_fts (spots_fts, rank) VALUES ('integrity-check', 1)").run();
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).not.toContain('search_data_version');
    expect(db.prepare('SELECT spot_id, name, publisher_name FROM spot_search_text').all()).toEqual([
      { spot_id: 1, name: 'Garden fish', publisher_name: 'Full Cafe' },
      { spot_id: 4, name: 'Held', publisher_name: 'Full Cafe' },
    ]);
    const spots = new SpotRepository(db);
    const found = (searchText: string) => spots.search({ searchText }).spots.map((s) => s.id);
    expect(found('garden')).toEqual([1, 4]);
    expect(found('full cafe fish ελληνικα')).toEqual([1]);
    expect(spots.available({ searchText: 'garden' }).spots.map((s) => s.id)).toEqual([1]);
    db.close();
  });
});
