import { describe, expect, it } from 'vitest';
import { loginReturnTarget } from './return-path';

const origin = 'https://app.sponsorspot.example';

describe('loginReturnTarget', () => {
  it.each<[string | null, string]>([
    ['/account/settings?tab=theme', '/account/settings?tab=theme'],
    ['/sponsor/spots?page=2#top', '/sponsor/spots?page=2#top'],
    [null, '/marketplace'],
    ['', '/marketplace'],
    ['https://evil.example/account', '/marketplace'],
    ['//evil.example/account', '/marketplace'],
    ['/\\evil.example', '/marketplace'],
    ['javascript:alert(1)', '/marketplace'],
    ['/.//evil.com', '/marketplace'],
    ['/..//evil.com/x', '/marketplace'],
    ['/%2e%2e//evil.com', '/marketplace'],
    ['account', '/marketplace'],
    ['/login?return=/account', '/marketplace'],
    ['/LOGIN/', '/marketplace'],
    ['/password/reset?code=X', '/marketplace'],
    ['/register', '/marketplace'],
    ['/loginx', '/loginx'],
  ])('%j → %s', (requested, expected) => expect(loginReturnTarget(requested, origin)).toBe(expected));
});
