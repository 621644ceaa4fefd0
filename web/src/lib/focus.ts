// Focus follows the work: after an action or a navigation, the keyboard's focus moves to its result — the
// new page's heading, or the message that says how the action went — so a keyboard user goes on from there
// and a screen reader reads it. A message is a live region (role="status" or "alert"), so it is announced
// also when it changes while focused.

/** The heading each screen's Page (and the auth card, the start page) gives its title. */
export const PAGE_TITLE_ID = 'page-title';

/** Moves focus to `target`, reachable by script only (tabindex -1) unless it takes focus already. */
export function focusResult(target: HTMLElement | null | undefined): boolean {
  if (!target?.isConnected) return false;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'nearest' });
  return document.activeElement === target;
}

/** After a navigation: the new screen's heading, or the main landmark when the screen has none yet. */
export function focusPageHeading(): void {
  if (focusResult(document.getElementById(PAGE_TITLE_ID))) return;
  focusResult(document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main'));
}
