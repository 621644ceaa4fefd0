import { describe, expect, it } from 'vitest';
import { capacityText, countText, ctrText, followsText } from './figures';

describe('dashboard figures', () => {
  it('groups thousands', () => {
    expect(countText(0)).toBe('0');
    expect(countText(12345)).toBe('12,345');
  });

  it('writes a capacity, unlimited, or nothing when unknown', () => {
    expect(capacityText(4)).toBe('of 4');
    expect(capacityText(null)).toBe('of unlimited');
    expect(capacityText(undefined)).toBeNull();
  });

  it('writes the CTR with two decimals', () => {
    expect(ctrText(0)).toBe('0.00%');
    expect(ctrText(1.5)).toBe('1.50%');
  });
});

describe('the followers line', () => {
  it('says who follows whom, with the right forms', () => {
    expect(followsText(0, 0)).toBe('0 users follow your public profile; you follow 0 users.');
    expect(followsText(1, 1)).toBe('1 user follows your public profile; you follow 1 user.');
    expect(followsText(1200, 2)).toBe('1,200 users follow your public profile; you follow 2 users.');
  });
});
