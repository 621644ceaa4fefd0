// The figures the API answers (POST spot/analytics), which the specs compare the screens with.
import { expect, type APIRequestContext } from '@playwright/test';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';
import type { AnalyticsBody, AnalyticsResult } from '@sponsorspot/contract/publisher';
import { callApi, json } from './api.js';

/** POST spot/analytics as the user of `jwt`; fails the test unless it answers 200. */
export async function analytics(
  api: APIRequestContext,
  jwt: string,
  body: AnalyticsBody,
): Promise<AnalyticsResult> {
  const response = await callApi(
    api,
    endpoints.figures.analytics,
    { body },
    { headers: { authorization: `Bearer ${jwt}` } },
  );
  expect(response.status(), await response.text()).toBe(200);
  return json(response);
}
