import { describe, expect, it } from 'vitest';
import { formatCookie, readCookie } from './storage';

describe('readCookie', () => {
  it.each([
    ['a=1; sponsor-spot.auth=%7B%22x%22%3A1%7D; b=2', 'sponsor-spot.auth', '{"x":1}'],
    ['a=1', 'sponsor-spot.auth', null],
    ['', 'a', null],
    ['a=x=y', 'a', 'x=y'],
    ['a=%E0%A4%A', 'a', null],
  ])('%j[%s]', (text, name, expected) => expect(readCookie(name, text)).toBe(expected));
});

describe('formatCookie (the auth cookie: 365 days, path /, SameSite=Lax, Secure on https)', () => {
  const now = Date.UTC(2026, 0, 1);
  it('writes the attributes', () => {
    expect(formatCookie('sponsor-spot.auth', '{"a":1}', { days: 365, path: '/', secure: true }, now)).toBe(
      'sponsor-spot.auth=%7B%22a%22%3A1%7D; Expires=Fri, 01 Jan 2027 00:00:00 GMT; Path=/; SameSite=Lax; Secure',
    );
    expect(formatCookie('a', 'b', { days: 1, path: '/', secure: false }, now)).not.toContain('Secure');
  });
});
