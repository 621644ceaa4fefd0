import { describe, expect, it } from 'vitest';
import { placeholderLine } from './figures';

describe('placeholderLine', () => {
  it("says the unsold placeholder's views and clicks apart, as the publisher's own", () => {
    expect(placeholderLine({ placeholderViews: 1200, placeholderClicks: 1 })).toBe(
      'While unsold, the “Sponsor this spot” placeholder had 1,200 views and 1 click: yours, counted apart from the sponsors’ decals.',
    );
    expect(placeholderLine({ placeholderViews: 3, placeholderClicks: 0 }, 'anyone')).toBe(
      'While unsold, the “Sponsor this spot” placeholder had 3 views and 0 clicks: counted apart from the sponsors’ decals.',
    );
  });

  it('says nothing when the placeholder had no traffic, or the answer carries none', () => {
    expect(placeholderLine({ placeholderViews: 0, placeholderClicks: 0 })).toBeNull();
    expect(placeholderLine({})).toBeNull();
  });
});
