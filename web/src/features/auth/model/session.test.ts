import { describe, expect, it } from 'vitest';
import { parseStoredSession } from './session';

describe('parseStoredSession', () => {
  it.each([
    ['{"jwt":"a.b.c","refreshToken":"r"}', { jwt: 'a.b.c', refreshToken: 'r' }],
    ['{"jwt":"","refreshToken":"r"}', null],
    ['{"jwt":"a.b.c"}', null],
    ['not json', null],
    [null, null],
  ])('%j', (text, expected) => expect(parseStoredSession(text)).toEqual(expected));
});
