// The publisher's review through the API, for specs whose subject is not the review: a paid reservation on a
// spot that requires approval (the default) waits Pending until someone approves it. The seeded admin may
// decide on every spot's queue (seeds/README.md).
import { expect, type APIRequestContext } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import { callApi, json } from './api.js';

const ADMIN = { email: 'admin@sponsorspot.test', password: 'Admin!2026' };

/** Approves the content's waiting revision as the seeded admin; the content is then live. */
export async function approveAsAdmin(api: APIRequestContext, spotContentId: number): Promise<void> {
  const { jwt } = await json(callApi(api, endpoints.auth.login, { body: ADMIN }));
  const response = await callApi(
    api,
    endpoints.reviews.reviewContent,
    { body: { spotContentId, decision: 'approve' } },
    { headers: { authorization: `Bearer ${jwt}` } },
  );
  expect(response.status(), await response.text()).toBe(200);
}
