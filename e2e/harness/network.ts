// Holding requests at the network, so a spec can see what the app shows while an answer is on its way (an
// upload's progress bar).
import type { Page } from '@playwright/test';

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
