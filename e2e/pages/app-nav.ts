// The navigation bar every screen shares: "Log in" / "Sign up" for visitors; the plan badge and the user
// menu (Profile, Subscription, Settings, Log out) for a signed-in user.
import type { Locator, Page } from '@playwright/test';

export type UserMenuLink = 'Profile' | 'Subscription' | 'Settings';

export class AppNav {
  readonly root: Locator;
  readonly logInLink: Locator;
  readonly signUpLink: Locator;
  readonly planBadge: Locator;
  /** The user menu's toggle; its text is the signed-in user's name. */
  readonly userMenuButton: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('navigation', { name: 'Main' });
    this.logInLink = this.root.getByRole('link', { name: 'Log in', exact: true });
    this.signUpLink = this.root.getByRole('link', { name: 'Sign up', exact: true });
    this.planBadge = this.root.getByTestId('plan-badge');
    this.userMenuButton = this.root.getByTestId('user-menu-button');
  }

  /** A link of the bar itself, e.g. 'Sponsor' (shown once the sponsor-side user has loaded). */
  link(name: string): Locator {
    return this.root.getByRole('link', { name, exact: true });
  }

  menuLink(name: UserMenuLink): Locator {
    return this.root.getByRole('link', { name, exact: true });
  }

  /**
   * Opens the user menu and waits for its items. The menu's code loads after the first paint; on a busy
   * machine a click can land while the bar is still settling and leave the menu closed, so it tries again.
   */
  async openUserMenu(): Promise<void> {
    const logOut = this.root.getByRole('button', { name: 'Log out', exact: true });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if ((await this.userMenuButton.getAttribute('aria-expanded')) !== 'true')
        await this.userMenuButton.click();
      try {
        await logOut.waitFor({ state: 'visible', timeout: 2_000 });
        return;
      } catch {
        // not open yet: try again
      }
    }
  }

  async goToAccount(name: UserMenuLink): Promise<void> {
    await this.openUserMenu();
    await this.menuLink(name).click();
  }

  async logOut(): Promise<void> {
    const logOut = this.root.getByRole('button', { name: 'Log out', exact: true });
    // On a loaded machine the open menu was once re-rendered away under the click (detached, then gone),
    // and the click waited out the test: open it again and retry a few times.
    for (let attempt = 1; ; attempt += 1) {
      await this.openUserMenu();
      try {
        await logOut.click({ timeout: 3_000 });
        return;
      } catch (error) {
        if (attempt === 4) throw error;
      }
    }
  }
}
