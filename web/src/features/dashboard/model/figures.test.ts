import { describe, expect, it } from 'vitest';
import { capacityText, countText, ctrText } from './figures';

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
