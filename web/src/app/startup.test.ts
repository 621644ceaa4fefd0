import { describe, expect, it } from 'vitest';
import { startupRedirectTarget } from './startup';

describe('start-up ?redirect=', () => {
  it.each<[string, string | null]>([
    ['https://app.example/?redirect=%2Fsponsor%2Fspots%3Fpage%3D2', '/sponsor/spots?page=2'],
    ['https://app.example/marketplace?redirect=/account/profile', '/account/profile'],
    ['https://app.example/?redirect=https%3A%2F%2Fevil.example%2F', null],
    ['https://app.example/?redirect=%2F%2Fevil.example', null],
    ['https://app.example/?redirect=javascript%3Aalert(1)', null],
    ['https://app.example/marketplace', null],
    ['https://app.example/?redirect=/.//evil.com', null],
    ['https://app.example/?redirect=%2F..%2F%2Fevil.com%2Fx', null],
    ['https://app.example/?redirect=%2F%252e%252e%2F%2Fevil.com', null],
  ])('%s → %j', (href, expected) => expect(startupRedirectTarget(href)).toBe(expected));
});
