// The figures the API answers (POST spot/analytics), which the specs compare the screens with.
import { expect, type APIRequestContext } from '@playwright/test';
import type { AnalyticsBody, AnalyticsResult } from '@sponsorspot/contract/publisher';

/** POST spot/analytics as the user of `jwt`; fails the test unless it answers 200. */
export async function analytics(
  api: APIRequestContext,
  jwt: string,
  body: AnalyticsBody,
): Promise<AnalyticsResult> {
  const response = await api.post('/sponsor/api/v1/spot/analytics', {
    headers: { authorization: `Bearer ${jwt}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}
