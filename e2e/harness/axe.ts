// The serious and critical axe violations of a page as it is, in the light and the dark theme (the app
// follows the colour scheme the browser asks for), each as "<theme>: <rule> <targets>". `exclude` leaves
// parts out, such as the embed dialog's sandboxed preview: a frame where no script may run is the
// publisher's snippet, not the app, and axe waits on it without end.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export async function violationsInBothThemes(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
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
