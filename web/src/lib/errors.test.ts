import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './errors';

describe('parseRetryAfter', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  it.each<[unknown, number | undefined]>([
    ['120', 120],
    [' 5 ', 5],
    [30, 30],
    ['Thu, 01 Jan 2026 12:01:30 GMT', 90],
    ['Thu, 01 Jan 2026 11:00:00 GMT', 0],
    ['soon', undefined],
    [undefined, undefined],
    ['-5', undefined],
  ])('%j → %j', (value, expected) => expect(parseRetryAfter(value, now)).toBe(expected));
});
