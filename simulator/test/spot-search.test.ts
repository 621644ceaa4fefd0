// Spot search beyond the small fixture: the order (name matches first, then the rest, each by id), exact
// counts over many matches, pages across the tiers and far out, prefixes of every word, words in any script,
// and the bounds of the answer cache.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { AvailableSpotsResult, SpotSearchResult } from '../src/contract/sponsor.js';
import { ANSWER_CACHE_LIMITS, AnswerCache } from '../src/db/repositories/spots.js';
import { MAX_SEARCH_WORDS, queryWords } from '../src/db/search-index.js';
import { loggedIn, refresh } from './auth-helpers.js';
import { JSON_TENANT, testApp } from './helpers.js';

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

async function post<T>(url: string, body: object): Promise<T> {
  const res = await app.inject({ method: 'POST', url, headers: JSON_TENANT, payload: body });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const search = (body: object) => post<SpotSearchResult>('/sponsor/api/v1/spot/search/', body);
const available = (body: object) => post<AvailableSpotsResult>('/sponsor/api/v1/spot/available', body);
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
    // The route writes answers with JSON.stringify, not the schema's serializer (routes/sponsor/spots.ts).
    const bodies = [
      ...[1, 2, 21].map((pageNumber) => ({ schema: SpotSearchResult, body: { pageSize: 100, pageNumber } })),
      { schema: SpotSearchResult, body: { searchText: 'lantern', pageSize: 100 } },
      { schema: AvailableSpotsResult, body: { pageSize: 100 } },
    ];
    let withDecal = 0;
    let withoutContent = 0;
    for (const { schema, body } of bodies) {
      const url =
        schema === SpotSearchResult ? '/sponsor/api/v1/spot/search/' : '/sponsor/api/v1/spot/available';
      const answer = await post<{ spots: Record<string, unknown>[] }>(url, body);
      expect(Value.Check(schema, answer), url).toBe(true);
      expect(Value.Clean(schema, structuredClone(answer))).toEqual(answer);
      // One snapshotDate for the whole answer, though its spots' JSON may come from earlier answers.
      const dates = new Set(
        answer.spots.map((spot) => (spot.snapshot as { snapshotDate?: string })?.snapshotDate),
      );
      if (schema === SpotSearchResult) expect(dates.size, url).toBe(1);
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

  it('reads user text as words only: no operator, quote or column filter survives', () => {
    expect(queryWords('side) OR {name}: "x')).toEqual(['side', 'or', 'name', 'x']);
    expect(queryWords('Café CAFE café')).toEqual(['cafe']);
    expect(queryWords('ＦＵＬＬ ﬁsh')).toEqual(['full', 'fish']);
    const many = Array.from({ length: MAX_SEARCH_WORDS + 3 }, (_, i) => `w${i}`);
    expect(queryWords(many.join(' '))).toEqual(many.slice(0, MAX_SEARCH_WORDS));
  });
});

describe('answer cache', () => {
  const answer = (n: number) => ({ spotCount: n });

  it('holds at most its answers and spots, dropping the least recently used first', () => {
    const cache = new AnswerCache<{ spotCount: number }>({ answers: 3, spots: 10 });
    expect(cache.get(1, 'a')).toBeUndefined();
    cache.set('a', answer(4));
    cache.set('b', answer(4));
    cache.set('c', answer(4)); // 12 spots: "a" goes
    expect(cache.size).toEqual({ answers: 2, spots: 8 });
    expect(cache.get(1, 'a')).toBeUndefined();
    expect(cache.get(1, 'b')).toEqual(answer(4)); // "b" is now the most recently used
    cache.set('d', answer(0));
    cache.set('e', answer(0)); // 4 answers: "c" goes, not "b"
    expect(cache.size).toEqual({ answers: 3, spots: 4 });
    expect(cache.get(1, 'c')).toBeUndefined();
    expect(cache.get(1, 'b')).toEqual(answer(4));
    cache.set('f', answer(0)); // "d" is now the least recently used
    expect(cache.get(1, 'd')).toBeUndefined();
    expect(cache.get(1, 'e')).toEqual(answer(0));
    expect(cache.hits).toBe(3);
    expect(cache.misses).toBe(4);
  });

  it('forgets everything when the database version moves, and serves nothing when disabled', () => {
    const cache = new AnswerCache<{ spotCount: number }>({ answers: 3, spots: 10 });
    cache.get(1, 'a');
    cache.set('a', answer(1));
    expect(cache.get(1, 'a')).toEqual(answer(1));
    expect(cache.get(2, 'a')).toBeUndefined();
    cache.set('a', answer(1));
    cache.enabled = false;
    expect(cache.get(2, 'a')).toBeUndefined();
    cache.set('b', answer(1));
    expect(cache.size.answers).toBe(1);
  });

  it('shares one word index between searches until a write to what the search reads', async () => {
    const first = await search({ searchText: 'lantern', pageSize: 7 });
    const index = app.spots.wordIndex();
    const second = await search({ searchText: 'LANTERN', pageNumber: 2, pageSize: 7 });
    expect(second.totalCount).toBe(first.totalCount);
    await available({ searchText: 'lan' });
    await loggedIn(app);
    expect(app.spots.wordIndex()).toBe(index);
    const other = (await search({ pageSize: 50 })).spots.find(
      (s) => !/lantern/i.test(s.name + s.description),
    );
    app.db.prepare("UPDATE spots SET description = 'lantern too' WHERE id = ?").run(other?.id);
    const after = await search({ searchText: 'lantern', pageNumber: 2, pageSize: 7 });
    expect(after.totalCount).toBe(first.totalCount + 1);
    expect(app.spots.wordIndex()).not.toBe(index);
    app.scenarios.reset('fixture');
    expect((await search({ searchText: 'lantern' })).totalCount).toBe(0);
  });

  it('keeps its answers across logins and refreshes; forgets them when data the search reads changes', async () => {
    const question = { searchText: 'lantern', pageSize: 3 };
    const cached = async () => {
      const hits = app.spots.searchCache.hits;
      await search(question);
      return app.spots.searchCache.hits === hits + 1;
    };
    await search(question);
    expect(await cached()).toBe(true);
    // Logins and refreshes write sessions and refresh tokens, which the search does not read.
    const session = await loggedIn(app);
    expect((await refresh(app, session.refreshToken)).statusCode).toBe(200);
    app.db.prepare("UPDATE users SET bio = 'changed', name = 'Renamed' WHERE id = 1").run();
    expect(await cached()).toBe(true);
    for (const write of [
      "UPDATE spots SET sample_url = 'https://changed.test/' WHERE id = 1",
      "UPDATE publishers SET business_name = business_name || ' Co' WHERE id = 1",
      'UPDATE sponsors SET status = status',
      "UPDATE subscriptions SET updated = '2026-02-02T00:00:00.000Z'",
      "UPDATE decals SET file_name = 'changed.png'",
      "UPDATE spot_contents SET link_title = link_title || '!'",
      "INSERT INTO spots (id, publisher_id, name, status, created_at) VALUES (9000, 1, 'Lantern new', 2, '2026-01-01')",
      'DELETE FROM spots WHERE id = 9000',
    ]) {
      expect(app.db.prepare(write).run().changes, write).toBeGreaterThan(0);
      expect(await cached(), write).toBe(false);
      expect(await cached(), write).toBe(true);
    }
    // Another question is not answered from the cache, and the first one stays cached.
    await loggedIn(app);
    expect(await cached()).toBe(true);
    app.scenarios.reset('fixture');
    expect(await cached()).toBe(false);
  });

  it('builds the word index again after writes to spots and publishers alone', async () => {
    await search({ searchText: 'lantern' });
    let index = app.spots.wordIndex();
    for (const write of [
      'UPDATE sponsors SET status = status',
      "UPDATE subscriptions SET updated = '2026-03-03T00:00:00.000Z'",
      "UPDATE decals SET file_name = 'kept.png'",
      "UPDATE spot_contents SET link_title = link_title || '?'",
    ]) {
      expect(app.db.prepare(write).run().changes, write).toBeGreaterThan(0);
      await search({ searchText: 'lantern' });
      expect(app.spots.wordIndex(), write).toBe(index);
    }
    for (const write of [
      "UPDATE spots SET sample_url = 'https://rebuilt.test/' WHERE id = 1",
      "UPDATE publishers SET business_name = business_name || ' Ltd' WHERE id = 1",
      "INSERT INTO spots (id, publisher_id, name, status, created_at) VALUES (9001, 1, 'Lantern x', 2, '2026-01-01')",
      'DELETE FROM spots WHERE id = 9001',
    ]) {
      expect(app.db.prepare(write).run().changes, write).toBeGreaterThan(0);
      await search({ searchText: 'lantern' });
      expect(app.spots.wordIndex(), write).not.toBe(index);
      index = app.spots.wordIndex();
    }
    app.scenarios.reset('fixture');
  });

  it('is bounded in the app and emptied by a spot write and a reset', async () => {
    expect(ANSWER_CACHE_LIMITS.spots).toBeGreaterThanOrEqual(100);
    const before = await search({ searchText: 'lantern', pageSize: 3 });
    expect((await search({ searchText: 'lantern', pageSize: 3 })).spots).toEqual(before.spots);
    app.db.prepare("UPDATE spots SET name = 'Lantern first' WHERE id = 2").run();
    const after = await search({ searchText: 'lantern', pageSize: 3 });
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(ids(after)[0]).toBe(2);
    app.scenarios.reset('fixture');
    expect((await search({ searchText: 'lantern' })).totalCount).toBe(0);
    expect(app.spots.searchCache.size.spots).toBeLessThanOrEqual(ANSWER_CACHE_LIMITS.spots);
  });
});
