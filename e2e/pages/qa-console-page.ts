// The simulator's QA console (/__sim/console, on the simulator's origin): one region per section, each with
// its status line (where an action's result is said and the focus lands) and its fields by label.
import type { Locator, Page } from '@playwright/test';
import { harness } from '../harness/ports.js';

export const CONSOLE_URL = `${harness.simUrl}/__sim/console`;

export class QaConsolePage {
  readonly sandboxes: Locator;
  readonly scenarios: Locator;
  readonly clock: Locator;
  readonly faults: Locator;
  readonly sessions: Locator;
  readonly savedStates: Locator;
  readonly outbox: Locator;
  readonly journal: Locator;
  readonly theme: Locator;

  constructor(readonly page: Page) {
    this.sandboxes = page.getByRole('region', { name: 'Sandboxes' });
    this.scenarios = page.getByRole('region', { name: 'Scenarios' });
    this.clock = page.getByRole('region', { name: 'Clock' });
    this.faults = page.getByRole('region', { name: 'Faults' });
    this.sessions = page.getByRole('region', { name: 'Sessions' });
    this.savedStates = page.getByRole('region', { name: 'Saved states' });
    this.outbox = page.getByRole('region', { name: 'Outbox' });
    this.journal = page.getByRole('region', { name: 'Request journal' });
    this.theme = page.getByLabel('Theme');
  }

  async open(): Promise<void> {
    await this.page.goto(CONSOLE_URL);
  }

  /** A section's status line: what its last action did. */
  result(section: Locator): Locator {
    return section.getByRole('status');
  }

  /** The scenario's entry in the list (its heading is its name, "current" beside the current one). */
  scenario(name: string): Locator {
    return this.scenarios.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name }) });
  }

  /** The button that opens the app signed in as one of the loaded scenario's logins, in a new tab. */
  openAppAs(scenario: string, email: string): Locator {
    return this.scenario(scenario).getByRole('button', { name: `Open the app as ${email}`, exact: true });
  }

  /** The mails shown, newest first. */
  get mails(): Locator {
    return this.outbox.getByRole('list', { name: 'Mails, newest first' }).getByRole('listitem');
  }

  /** The requests shown, newest first. */
  get requests(): Locator {
    return this.journal.getByRole('list', { name: 'Requests, newest first' }).getByRole('listitem');
  }

  get armedFaults(): Locator {
    return this.faults.getByRole('list', { name: 'Armed faults' }).getByRole('listitem');
  }

  async armFault(fault: {
    method?: string;
    path: string;
    status?: number;
    code?: string;
    message?: string;
    delayMs?: number;
    drop?: boolean;
    times?: number;
  }): Promise<void> {
    if (fault.method) await this.faults.getByLabel('Method').selectOption(fault.method);
    await this.faults.getByLabel('Path pattern').fill(fault.path);
    if (fault.status !== undefined) await this.faults.getByLabel('Status').fill(String(fault.status));
    if (fault.code) await this.faults.getByLabel('Code', { exact: true }).fill(fault.code);
    if (fault.message) await this.faults.getByLabel('Message').fill(fault.message);
    if (fault.delayMs !== undefined) await this.faults.getByLabel('Delay (ms)').fill(String(fault.delayMs));
    if (fault.drop) await this.faults.getByLabel('Drop the connection (no answer)').check();
    if (fault.times !== undefined) await this.faults.getByLabel('Times').fill(String(fault.times));
    await this.faults.getByRole('button', { name: 'Arm fault', exact: true }).click();
  }
}
