import { describe, expect, it } from 'vitest';
import { landingPath, loginReturnTarget, requestedReturnPath } from './return-path';

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

describe('requestedReturnPath', () => {
  it('is null where loginReturnTarget falls back, so the landing can decide', () => {
    expect(requestedReturnPath(null, origin)).toBeNull();
    expect(requestedReturnPath('//evil.example/account', origin)).toBeNull();
    expect(requestedReturnPath('/login?return=/account', origin)).toBeNull();
    expect(requestedReturnPath('/sponsor/spots?page=2', origin)).toBe('/sponsor/spots?page=2');
  });
});

describe('landingPath', () => {
  it.each([
    [{ isPublisher: true, isSponsor: false }, '/publisher'],
    [{ isPublisher: true, isSponsor: true }, '/publisher'],
    [{ isPublisher: false, isSponsor: true }, '/sponsor'],
    [{ isPublisher: false, isSponsor: false }, '/marketplace'],
    [null, '/marketplace'],
  ])('%j → %s', (workspaces, expected) => expect(landingPath(workspaces)).toBe(expected));
});
