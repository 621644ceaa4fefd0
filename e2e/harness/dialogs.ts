// Bootstrap's dialogs fade in (opacity 0 → 1 over 0.15 s, the backdrop to 0.5). An accessibility scan taken
// mid-fade measures half-transparent text against the page behind it and reports contrast that no reader
// ever sees, so scans of a dialog wait for the fade to end first.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export async function dialogSettled(page: Page): Promise<void> {
  await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
  await expect(page.locator('.modal-backdrop.show')).toHaveCSS('opacity', '0.5');
}
