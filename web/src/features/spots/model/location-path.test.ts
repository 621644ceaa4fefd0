import { describe, expect, it } from 'vitest';
import { displayLocationPath, formatLocationPath } from './location-path';

describe('formatLocationPath', () => {
  it.each([
    // rule 1: upper-cased
    ['/blog/sidebar', '/BLOG/SIDEBAR'],
    ['/Blog/Side_Bar-2', '/BLOG/SIDE_BAR-2'],
    // rule 2: only letters, digits, underscore, hyphen and slash are kept
    ['/blog /side.bar!', '/BLOG/SIDEBAR'],
    ['/ümlaut/é', '/MLAUT'],
    ['/a?b=c#d', '/ABCD'],
    // rule 3: repeated slashes collapse
    ['//blog///sidebar', '/BLOG/SIDEBAR'],
    ['/a/ /b', '/A/B'],
    // rule 4: a leading slash is added
    ['blog/sidebar', '/BLOG/SIDEBAR'],
    ['x', '/X'],
    // rule 5: a trailing slash is removed unless the path is just '/'
    ['/blog/', '/BLOG'],
    ['blog//', '/BLOG'],
    ['/', '/'],
    ['///', '/'],
    // edge cases: nothing left still formats to the root
    ['', '/'],
    ['   ', '/'],
    ['!!!', '/'],
    ['already/FORMATTED_1-2', '/ALREADY/FORMATTED_1-2'],
  ])('%j → %j', (input, expected) => {
    expect(formatLocationPath(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const input of ['/blog//x/', 'a b/c', '', '/Ä/b-_/']) {
      const once = formatLocationPath(input);
      expect(formatLocationPath(once)).toBe(once);
    }
  });

  it('shows a missing path as the default "/"', () => {
    expect(displayLocationPath(null)).toBe('/');
    expect(displayLocationPath('')).toBe('/');
    expect(displayLocationPath('blog/top/')).toBe('/BLOG/TOP');
  });
});
