// The marketplace's request code against the real simulator (demo and empty scenarios), on a real port.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { listeningApp, resetScenario } from '@sponsorspot/simulator/testing';
import { login } from '../src/features/auth/api/login';
import { authErrorMessage, loginProblem } from '../src/features/auth/model/auth-errors';
import { marketplaceKeys } from '../src/features/marketplace/api/keys';
import { searchSpots, spotsQueryOptions } from '../src/features/marketplace/api/search-spots';
import { NO_FILTERS } from '../src/features/marketplace/model/marketplace-query';
import { isSpotAvailable, isSpotLive } from '../src/features/spots/model/spot-state';
import { api, configureApiClient } from '../src/lib/api-client';
import { ApiError, ClientErrorCode } from '../src/lib/errors';
import { createQueryClient } from '../src/lib/query-client';

let app: FastifyInstance;
let baseURL: string;

function useClient(tenantId = 'sponsor-spot') {
  configureApiClient({ baseURL, tenantHeader: 'X-Tenant-Id', tenantId, getAccessToken: () => null });
}

async function resetTo(scenario: 'demo' | 'empty') {
  await resetScenario(app, scenario);
}

beforeAll(async () => {
  ({ app, baseURL } = await listeningApp());
  useClient();
});

afterAll(async () => {
  await app.close();
});

describe('marketplace search against the simulator (demo)', () => {
  beforeAll(() => resetTo('demo'));

  it('answers a first page of published spots with their snapshots', async () => {
    const result = await searchSpots({ searchText: '', pageNumber: 1, pageSize: 12 });
    expect(result.pageNumber).toBe(1);
    expect(result.totalCount).toBeGreaterThan(12);
    expect(result.spots).toHaveLength(12);
    for (const spot of result.spots) {
      expect(spot.status).toBe(2);
      expect(spot.publisherName).not.toBe('');
      expect(spot.snapshot.spotId).toBe(spot.id);
    }
    // The demo scenario shows both kinds of card.
    const all = await searchSpots({ searchText: '', pageNumber: 1, pageSize: 100 });
    expect(all.spots.some((spot) => isSpotLive(spot.snapshot))).toBe(true);
    expect(all.spots.some((spot) => isSpotAvailable(spot.snapshot))).toBe(true);
  });

  it('pages without overlap', async () => {
    const first = await searchSpots({ searchText: '', pageNumber: 1, pageSize: 5 });
    const second = await searchSpots({ searchText: '', pageNumber: 2, pageSize: 5 });
    expect(second.pageNumber).toBe(2);
    const firstIds = new Set(first.spots.map((spot) => spot.id));
    expect(second.spots.some((spot) => firstIds.has(spot.id))).toBe(false);
  });

  it('finds spots by words and echoes the search text', async () => {
    const result = await searchSpots({ searchText: 'newsletter', pageNumber: 1, pageSize: 50 });
    expect(result.searchText).toBe('newsletter');
    expect(result.totalCount).toBeGreaterThan(0);
    for (const spot of result.spots) {
      const text =
        `${spot.name} ${spot.description} ${spot.locationPath} ${spot.publisherName}`.toLowerCase();
      expect(text).toContain('newsletter');
    }
    const none = await searchSpots({ searchText: 'zzqxnothingmatches', pageNumber: 1, pageSize: 12 });
    expect(none).toMatchObject({ totalCount: 0, spots: [] });
  });

  it('fills the query cache through the same options the screen uses', async () => {
    const queryClient = createQueryClient();
    const options = spotsQueryOptions({ searchText: ' blog ', pageNumber: 1 });
    const params = {
      ...NO_FILTERS,
      searchText: 'blog',
      pageNumber: 1,
      pageSize: 12,
      sort: 'relevance' as const,
    };
    expect(options.queryKey).toEqual(['spots', 'list', params]);
    const data = await queryClient.ensureQueryData(options);
    expect(data.totalCount).toBeGreaterThan(0);
    expect(queryClient.getQueryData(marketplaceKeys.spotList(params))).toBe(data);
  });

  it('sends the screen’s filters and sort, and each facet count is what ticking that choice leaves', async () => {
    const all = await searchSpots({ searchText: '', pageNumber: 1, pageSize: 12 });
    const facets = all.facets;
    expect(facets?.placements.length).toBeGreaterThan(1);
    expect(facets?.sizes.length).toBeGreaterThan(1);
    for (const { value, count } of facets?.placements ?? []) {
      const only = await searchSpots({ searchText: '', pageNumber: 1, pageSize: 100, placements: [value] });
      expect(only.totalCount, value).toBe(count);
      for (const spot of only.spots)
        expect(JSON.parse(spot.productJson).placement.trim().toLowerCase()).toBe(value);
    }
    const cheapFirst = await searchSpots({ searchText: '', pageNumber: 1, pageSize: 100, sort: 'price_asc' });
    const prices = cheapFirst.spots.map((spot) => JSON.parse(spot.productJson).pricePerMonth as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(facets?.price.min);
  });

  it('turns the simulator’s validation error into an ApiError with its code', async () => {
    const error = await searchSpots({ searchText: '', pageNumber: 1, pageSize: 1000 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ErrorCode.validationFailed, status: 400 });
  });

  it('reports a wrong tenant as tenant_unknown', async () => {
    useClient('someone-else');
    try {
      await expect(searchSpots({ searchText: '', pageNumber: 1, pageSize: 12 })).rejects.toMatchObject({
        code: ErrorCode.tenantUnknown,
        status: 403,
      });
    } finally {
      useClient();
    }
  });

  it('refuses the content site’s HTML as an API answer', async () => {
    await expect(api.get('/content')).rejects.toMatchObject({ code: ClientErrorCode.invalidResponse });
  });

  it('a wrong password is invalid_credentials, which the login form words exactly', async () => {
    const error = await login({ email: 'nobody@sponsorspot.test', password: 'wrong password' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ErrorCode.invalidCredentials, status: 401 });
    expect(loginProblem(error)).toEqual({
      kind: 'invalid_credentials',
      message: 'That email and password do not match an account. Check both and try again.',
    });
  });

  it('a login the server refuses as invalid names the offending fields', async () => {
    const error = await login({ email: 'not-an-address', password: '' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ErrorCode.validationFailed, status: 400 });
    // The server's own sentence, then the fields to check, in the form's words.
    expect(authErrorMessage(error)).toBe(`${(error as ApiError).message} (check: email, password)`);
  });
});

describe('marketplace search against the simulator (empty)', () => {
  beforeAll(() => resetTo('empty'));

  it('answers an empty marketplace', async () => {
    const result = await searchSpots({ searchText: '', pageNumber: 1, pageSize: 12 });
    expect(result).toMatchObject({ totalCount: 0, pageNumber: 1, spots: [] });
  });
});
