import { describe, expect, it } from 'vitest';
import { recentViewsLabel, sizeLabel } from './spot-facts';

describe('spot facts', () => {
  it('names the IAB sizes and writes others as they are', () => {
    expect(sizeLabel('300x250')).toBe('300×250 (Medium rectangle)');
    expect(sizeLabel('333x111')).toBe('333×111');
  });

  it('reads recent views as the card shows them, private ones said so, none without the extension', () => {
    expect(recentViewsLabel(1234)).toBe('1,234 views in 30 days');
    expect(recentViewsLabel(1)).toBe('1 view in 30 days');
    expect(recentViewsLabel(null)).toBe('Views kept private');
    expect(recentViewsLabel(undefined)).toBeNull();
  });
});
