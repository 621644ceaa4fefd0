// Holding requests at the network, so a spec can see what the app shows while an answer is on its way (an
// upload's progress bar), and the globs that name an endpoint's calls there.
import type { Page } from '@playwright/test';
import { endpointPattern, mapPathParams, type Endpoint } from '@sponsorspot/contract/endpoint';

/**
 * The path pattern of every call of `endpoint`, as the simulator's faults read it: each path parameter
 * (Fastify's `:name`, with or without its constraint) any value but a slash.
 */
export function endpointPathPattern(endpoint: Pick<Endpoint, 'service' | 'path'>): string {
  return mapPathParams(endpointPattern(endpoint), () => '*');
}

/** A glob (`page.route`, `holdRequests`) for every call of `endpoint` from any origin. */
export function endpointGlob(endpoint: Pick<Endpoint, 'service' | 'path'>): string {
  return `**${endpointPathPattern(endpoint)}`;
}

/**
 * Holds every request to `url` (a glob) until the returned function is called; from then on they all go
 * through at once, held ones included.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
