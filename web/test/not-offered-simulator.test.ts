// The app against a backend with only the spec calls (the simulator's spec profile): an extension of ours
// rejects with not_offered (the screens' calm "not offered by this backend" note), asked again it fails
// without a request, and every spec call and every other failure stays as it was. A 404 without an error
// body (how any other server answers an unknown address) counts as not offered too, for extensions only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@sponsorspot/contract/constants';
import { getSpot } from '@sponsorspot/contract/endpoints/publisher';
import { listRequests } from '@sponsorspot/contract/endpoints/sim';
import type { JournalList } from '@sponsorspot/contract/sim';
import { request } from '@sponsorspot/simulator/testing';
import { cancelSubscription } from '../src/features/plans/api/subscription-actions';
import { getReviewQueue } from '../src/features/publisher/api/get-review-queue';
import { listPublisherSpots } from '../src/features/publisher/api/list-publisher-spots';
import { call, configureApiClient, resetNotOffered } from '../src/lib/api-client';
import { ApiError, ClientErrorCode, isNotOffered } from '../src/lib/errors';
import { simulatorClient } from './simulator-client';

const simulator = simulatorClient({ SIM_PROFILE: 'spec' });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** How many requests for this path the simulator saw. */
async function requestsFor(path: string): Promise<number> {
  const journal = (await request(simulator.app, listRequests)).json() as JournalList;
  return journal.requests.filter((entry) => entry.path.startsWith(path)).length;
}

describe('under a backend with only the spec’s calls', () => {
  it('an extension rejects with not_offered, and once known it is not asked again', async () => {
    resetNotOffered();
    await simulator.signIn({ email: 'publisher@sponsorspot.test', password: 'Publisher!2026' });
    const first = await rejection(listPublisherSpots({ status: [], pageNumber: 1, pageSize: 20 }));
    expect(first).toBeInstanceOf(ApiError);
    expect(first).toMatchObject({ code: ClientErrorCode.notOffered, status: 404 });
    expect(isNotOffered(first)).toBe(true);
    const asked = await requestsFor('/sponsor/api/v1/publisher/spots');
    expect(asked).toBe(1);
    expect(
      isNotOffered(await rejection(listPublisherSpots({ status: [], pageNumber: 1, pageSize: 20 }))),
    ).toBe(true);
    expect(await requestsFor('/sponsor/api/v1/publisher/spots')).toBe(asked);
    // Mutations and other extensions alike.
    expect(isNotOffered(await rejection(getReviewQueue()))).toBe(true);
    expect(isNotOffered(await rejection(cancelSubscription()))).toBe(true);
  });

  it('a spec call’s own 404 stays not_found (the route is there; the spot is not)', async () => {
    const error = await rejection(call(getSpot, { params: { id: 999_999 } }));
    expect(error).toMatchObject({ code: ErrorCode.notFound, status: 404 });
    expect(isNotOffered(error)).toBe(false);
  });
});

describe('another server without the extension', () => {
  // A 404 page that is not an error body of ours, as a proxy or another backend answers an unknown address.
  const server = http.createServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts a bare 404 as not offered for an extension, and as route_not_found for a spec call', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    configureApiClient({
      baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      tenantHeader: 'X-Tenant-Id',
      tenantId: 'sponsor-spot',
      getAccessToken: () => null,
    });
    resetNotOffered();
    expect(isNotOffered(await rejection(getReviewQueue()))).toBe(true);
    const spec = await rejection(call(getSpot, { params: { id: 1 } }));
    expect(spec).toMatchObject({ code: ErrorCode.routeNotFound, status: 404 });
    expect(isNotOffered(spec)).toBe(false);
  });
});
