import { describe, expect, it } from 'vitest';
import { displayName, sessionView, workspacesOf } from './capabilities';

describe('sessionView', () => {
  it('reads user, roles, plan and features from the claims', () => {
    const view = sessionView({
      sub: '4',
      email: 'pro@x.test',
      name: 'Priya',
      role: ['Admin', 'Support'],
      Feature: 'SubscriptionLevel.Pro;Download.HTML;AddOn.ExtraListings10',
    });
    expect(view).toMatchObject({
      loggedIn: true,
      user: { id: 4, email: 'pro@x.test', name: 'Priya' },
      plan: 'Pro',
      isAdmin: true,
      isPlanFree: false,
      canDownloadHtml: true,
    });
    expect(view.hasAllRoles(['Admin', 'Support'])).toBe(true);
    expect(view.hasAllRoles(['Admin', 'Billing'])).toBe(false);
    expect(view.hasAddOn('AddOn.ExtraListings10')).toBe(true);
    expect(view.hasAddOn('AddOn.ExtraReservations10')).toBe(false);
  });

  it('is logged out without claims, and logged in with a token it cannot read', () => {
    const out = sessionView(null);
    expect(out).toMatchObject({
      loggedIn: false,
      user: null,
      plan: 'Free',
      isPlanFree: true,
      isAdmin: false,
    });
    expect(out.hasAllRoles([])).toBe(false);
    expect(sessionView(null, true)).toMatchObject({
      loggedIn: true,
      user: { id: null, email: '', name: '' },
    });
  });
});

describe('workspacesOf (publisher / sponsor when the id is set)', () => {
  const party = (id: number) => ({ id, status: 2, businessName: 'B' });
  it.each([
    [null, false, false],
    [undefined, false, false],
    [{ id: 1, name: 'a', email: 'e', publisher: party(3), sponsor: null }, true, false],
    [{ id: 1, name: 'a', email: 'e', publisher: null, sponsor: party(5) }, false, true],
    [{ id: 1, name: 'a', email: 'e', publisher: party(3), sponsor: party(5) }, true, true],
  ])('%j', (user, isPublisher, isSponsor) => {
    expect(workspacesOf(user as never)).toMatchObject({ isPublisher, isSponsor });
  });
});

describe('displayName', () => {
  it.each([
    [{ id: 1, email: 'ada@x.test', name: ' Ada ' }, 'Ada'],
    [{ id: 1, email: 'ada@x.test', name: '' }, 'ada'],
    [null, ''],
  ])('%j → %s', (user, expected) => expect(displayName(user)).toBe(expected));
});
