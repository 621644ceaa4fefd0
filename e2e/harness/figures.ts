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

// The app writes dates in the browser's locale (web/src/lib/format.ts); the specs' Chromium runs in en-US.
// Intl spaces a range's dash with thin spaces, which the locators read as plain ones.
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** A YYYY-MM-DD day as the app writes it: "Nov 27, 2026". */
export const dayText = (day: string): string => dayFormat.format(utcDay(day));

/** A range of days as the app writes it: "Oct 29 – Nov 27, 2026". */
export const rangeText = (from: string, to: string): string =>
  plainSpaces(dayFormat.formatRange(utcDay(from), utcDay(to)));

/** "1 click", "2 clicks": a count as the app writes it (a noun's two forms when "s" does not make it). */
export function countText(count: number, noun: string | { one: string; other: string }): string {
  const forms = typeof noun === 'string' ? { one: noun, other: `${noun}s` } : noun;
  return `${new Intl.NumberFormat('en-US').format(count)} ${count === 1 ? forms.one : forms.other}`;
}
