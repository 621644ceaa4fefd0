// The serious and critical axe violations of a page as it is, in the light and the dark theme (the app
// follows the colour scheme the browser asks for), each as "<theme>: <rule> <targets>". `exclude` leaves
// parts out, such as the embed dialog's sandboxed preview: a frame where no script may run is the
// publisher's snippet, not the app, and axe waits on it without end.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Waits for the page's CSS transitions to end. After a theme switch, links and buttons fade to the theme's
 * colours (Bootstrap's 0.15 s transitions): axe must read the colours they end at, not a blend half way
 * (which failed color-contrast on a busy machine). Animations that never end (spinners) are not waited on.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function violationsInBothThemes(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
    await transitionsSettled(page);
    const builder = new AxeBuilder({ page });
    for (const selector of exclude) builder.exclude(selector);
    const { violations } = await builder.analyze();
    for (const violation of violations)
      if (violation.impact === 'serious' || violation.impact === 'critical')
        found.push(
          `${theme}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
  }
  return found;
}
