import { describe, expect, it } from 'vitest';
import { decalSource } from '../../../lib/decal-source';
import { paths } from '../../../config/paths';
import { NO_FILTERS, pageCount, pageWindow, readMarketplaceQuery, shownRange } from './marketplace-query';

describe('readMarketplaceQuery', () => {
  it.each([
    ['', { q: '', page: 1 }],
    ['q=blog&page=3', { q: 'blog', page: 3 }],
    ['q=%20blog%20', { q: 'blog', page: 1 }],
    ['page=0', { q: '', page: 1 }],
    ['page=-2', { q: '', page: 1 }],
    ['page=abc', { q: '', page: 1 }],
    ['page=999999999', { q: '', page: 100000 }],
  ])('%s', (search, expected) =>
    expect(readMarketplaceQuery(new URLSearchParams(search))).toEqual({
      ...expected,
      ...NO_FILTERS,
      sort: 'relevance',
    }),
  );

  it('reads the filters and sort, dropping what the API would refuse', () => {
    const search = new URLSearchParams(
      'min=10&max=99.5&size=300x250&size=big&size=300x250&placement=%20Sidebar%20&status=held&status=open&sort=traffic',
    );
    expect(readMarketplaceQuery(search)).toEqual({
      q: '',
      page: 1,
      priceMin: 10,
      priceMax: 99.5,
      sizes: ['300x250'],
      placements: ['sidebar'],
      availability: ['held'],
      sort: 'traffic',
    });
    expect(readMarketplaceQuery(new URLSearchParams('min=-1&max=1e9&sort=cheap'))).toMatchObject({
      priceMin: null,
      priceMax: null,
      sort: 'relevance',
    });
  });

  it('round-trips through the href the screen links to, defaults left out', () => {
    const query = readMarketplaceQuery(
      new URLSearchParams(
        'q=blog&min=5&size=728x90&size=300x250&placement=header&status=live&sort=newest&page=2',
      ),
    );
    const href = paths.marketplace.href(query);
    expect(readMarketplaceQuery(new URL(href, 'http://x').searchParams)).toEqual(query);
    expect(paths.marketplace.href({ ...query, ...NO_FILTERS, q: '', sort: 'relevance', page: 1 })).toBe(
      '/marketplace',
    );
  });

  it('cuts search text to the API limit', () => {
    expect(readMarketplaceQuery(new URLSearchParams(`q=${'a'.repeat(500)}`)).q).toHaveLength(200);
  });
});

describe('paging numbers', () => {
  it.each([
    [0, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [52, 12, 5],
  ])('pageCount(%i, %i) = %i', (total, size, expected) => expect(pageCount(total, size)).toBe(expected));

  it.each([
    [2, 12, 12, { first: 13, last: 24 }],
    [5, 12, 4, { first: 49, last: 52 }],
    [1, 12, 0, { first: 0, last: 0 }],
  ])('shownRange(page %i, size %i, %i shown)', (page, size, shown, expected) => {
    expect(shownRange(page, size, shown)).toEqual(expected);
  });

  it.each<[number, number, (number | null)[]]>([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [10, 10, [1, null, 9, 10]],
    [3, 10, [1, 2, 3, 4, null, 10]],
  ])('pageWindow(%i, %i)', (current, total, expected) =>
    expect(pageWindow(current, total)).toEqual(expected),
  );
});

describe('decalSource', () => {
  it.each([
    ['http://localhost:3000', '/public/decals/7', 'http://localhost:3000/public/decals/7'],
    ['', '/public/decals/7', '/public/decals/7'],
    ['http://localhost:3000', 'https://cdn.example/d.png', 'https://cdn.example/d.png'],
  ])('%s + %s', (base, url, expected) => expect(decalSource(base, url)).toBe(expected));
});
