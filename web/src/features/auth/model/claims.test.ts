import { describe, expect, it } from 'vitest';
import {
  canDownloadHtml,
  decodeClaims,
  featuresOf,
  hasAddOn,
  hasAllRoles,
  isAdmin,
  isPlanFree,
  planOfClaims,
  ROLE_CLAIM_URI,
  rolesOf,
  type UserClaims,
} from './claims';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An unsigned token: the client only reads claims; the server verifies signatures. */
const token = (payload: object) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;

describe('decodeClaims', () => {
  it('reads the payload of a JWT', () => {
    const claims = decodeClaims(
      token({ sub: '1', email: 'ada@sponsorspot.test', role: ['Admin'], Feature: 'Download.HTML' }),
    );
    expect(claims).toMatchObject({ sub: '1', email: 'ada@sponsorspot.test', role: ['Admin'] });
  });
  it.each([
    null,
    undefined,
    '',
    'not-a-token',
    'a.b.c',
    `${base64url({})}.${Buffer.from('[1').toString('base64url')}.x`,
  ])('answers null for %j', (value) => expect(decodeClaims(value)).toBeNull());
});

describe('roles', () => {
  it.each<[string, UserClaims | null, string[]]>([
    ['no claims', null, []],
    ['no role claim', {}, []],
    ['one role as a string', { role: 'Admin' }, ['Admin']],
    ['roles as a list', { role: ['Admin', 'Support'] }, ['Admin', 'Support']],
    ['the long ClaimTypes.Role URI', { [ROLE_CLAIM_URI]: 'Admin' }, ['Admin']],
    [
      'both claim types, merged without repeats',
      { role: ['Admin'], [ROLE_CLAIM_URI]: ['Admin', 'Support'] },
      ['Admin', 'Support'],
    ],
    ['non-string entries are ignored', { role: ['Admin', 3, null] as unknown as string[] }, ['Admin']],
  ])('rolesOf: %s', (_name, claims, expected) => {
    expect(rolesOf(claims)).toEqual(expected);
  });

  it.each<[UserClaims | null, string[], boolean]>([
    [{ role: ['Admin', 'Support'] }, ['Admin', 'Support'], true],
    [{ role: ['Admin'] }, ['Admin', 'Support'], false],
    [{ role: 'Support' }, ['Admin'], false],
    [{ role: 'Admin' }, [], true],
    [null, ['Admin'], false],
  ])('hasAllRoles(%j, %j) = %s', (claims, roles, expected) => {
    expect(hasAllRoles(claims, roles)).toBe(expected);
  });

  it.each<[UserClaims | null, boolean]>([
    [{ role: 'Admin' }, true],
    [{ [ROLE_CLAIM_URI]: ['Admin'] }, true],
    [{ role: 'admin' }, false],
    [{ role: ['Support'] }, false],
    [null, false],
  ])('isAdmin(%j) = %s', (claims, expected) => expect(isAdmin(claims)).toBe(expected));
});

describe('features and plans', () => {
  it.each<[string, UserClaims['Feature'], string[]]>([
    ['missing', undefined, []],
    ['one feature', 'Download.HTML', ['Download.HTML']],
    ['a semicolon list', 'SubscriptionLevel.Pro;Download.HTML', ['SubscriptionLevel.Pro', 'Download.HTML']],
    [
      'spaces and empty entries',
      ' SubscriptionLevel.Basic ; ;AddOn.ExtraListings10;',
      ['SubscriptionLevel.Basic', 'AddOn.ExtraListings10'],
    ],
    [
      'a list of strings',
      ['SubscriptionLevel.Pro', 'Download.HTML'],
      ['SubscriptionLevel.Pro', 'Download.HTML'],
    ],
    [
      'a list whose entries hold lists',
      ['SubscriptionLevel.Pro;Download.HTML', 'Download.HTML'],
      ['SubscriptionLevel.Pro', 'Download.HTML'],
    ],
  ])('featuresOf: %s', (_name, Feature, expected) => {
    expect(featuresOf({ Feature })).toEqual(expected);
  });

  it.each<[string, UserClaims | null, 'Free' | 'Basic' | 'Pro' | 'Enterprise', boolean]>([
    ['logged out', null, 'Free', true],
    ['no features', {}, 'Free', true],
    ['only add-ons', { Feature: 'AddOn.ExtraListings10;Download.HTML' }, 'Free', true],
    ['Basic', { Feature: 'SubscriptionLevel.Basic' }, 'Basic', false],
    ['Pro', { Feature: 'SubscriptionLevel.Pro;Download.HTML' }, 'Pro', false],
    ['Enterprise', { Feature: ['SubscriptionLevel.Enterprise'] }, 'Enterprise', false],
    ['Pro beats Basic', { Feature: 'SubscriptionLevel.Basic;SubscriptionLevel.Pro' }, 'Pro', false],
    [
      'Enterprise beats Pro',
      { Feature: 'SubscriptionLevel.Pro;SubscriptionLevel.Enterprise' },
      'Enterprise',
      false,
    ],
    [
      'a look-alike is not a plan',
      { Feature: 'SubscriptionLevel.Platinum;subscriptionlevel.pro' },
      'Free',
      true,
    ],
  ])('planOfClaims / isPlanFree: %s', (_name, claims, plan, free) => {
    expect(planOfClaims(claims)).toBe(plan);
    expect(isPlanFree(claims)).toBe(free);
  });

  it.each<[UserClaims | null, string, boolean]>([
    [{ Feature: 'SubscriptionLevel.Basic;AddOn.ExtraListings10' }, 'AddOn.ExtraListings10', true],
    [{ Feature: ['AddOn.ExtraReservations10'] }, 'AddOn.ExtraListings10', false],
    [null, 'AddOn.ExtraListings10', false],
  ])('hasAddOn(%j, %s) = %s', (claims, addOn, expected) => expect(hasAddOn(claims, addOn)).toBe(expected));

  it.each<[UserClaims | null, boolean]>([
    [{ Feature: 'SubscriptionLevel.Pro;Download.HTML' }, true],
    [{ Feature: ['Download.HTML'] }, true],
    [{ Feature: 'SubscriptionLevel.Pro' }, false],
    [{ Feature: 'Download.HTMLX' }, false],
    [null, false],
  ])('canDownloadHtml(%j) = %s', (claims, expected) => expect(canDownloadHtml(claims)).toBe(expected));

  it('reads the plan straight from a token', () => {
    expect(planOfClaims(decodeClaims(token({ Feature: 'SubscriptionLevel.Enterprise;Download.HTML' })))).toBe(
      'Enterprise',
    );
  });
});
