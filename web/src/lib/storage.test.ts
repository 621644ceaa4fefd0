import { describe, expect, it } from 'vitest';
import { readCookie } from './storage';
import { parseStoredSession } from '../features/auth/model/session';

describe('readCookie', () => {
  it.each([
    ['a=1; sponsor-spot.auth=%7B%22x%22%3A1%7D; b=2', 'sponsor-spot.auth', '{"x":1}'],
    ['a=1', 'sponsor-spot.auth', null],
    ['', 'a', null],
    ['a=x=y', 'a', 'x=y'],
    ['a=%E0%A4%A', 'a', null],
  ])('%j[%s]', (text, name, expected) => expect(readCookie(name, text)).toBe(expected));
});

describe('parseStoredSession', () => {
  it.each([
    ['{"jwt":"a.b.c","refreshToken":"r"}', { jwt: 'a.b.c', refreshToken: 'r' }],
    ['{"jwt":"","refreshToken":"r"}', null],
    ['{"jwt":"a.b.c"}', null],
    ['not json', null],
    [null, null],
  ])('%j', (text, expected) => expect(parseStoredSession(text)).toEqual(expected));
});
