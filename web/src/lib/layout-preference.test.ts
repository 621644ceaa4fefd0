import { describe, expect, it } from 'vitest';
import { layoutStorageKey, parseLayoutPreference } from './layout-preference';

describe('layout preference', () => {
  it('is stored under a tenant-prefixed key', () => {
    expect(layoutStorageKey('sponsor-spot')).toBe('sponsor-spot.layout');
  });

  it.each<[string, unknown, boolean, { leftDrawerOpen: boolean; rightDrawerOpen: boolean; isDark: boolean }]>(
    [
      [
        'nothing stored, light system',
        null,
        false,
        { leftDrawerOpen: false, rightDrawerOpen: false, isDark: false },
      ],
      [
        'nothing stored, dark system',
        null,
        true,
        { leftDrawerOpen: false, rightDrawerOpen: false, isDark: true },
      ],
      [
        'a stored light choice beats a dark system',
        { isDark: false },
        true,
        { leftDrawerOpen: false, rightDrawerOpen: false, isDark: false },
      ],
      [
        'all fields',
        { leftDrawerOpen: true, rightDrawerOpen: true, isDark: true },
        false,
        { leftDrawerOpen: true, rightDrawerOpen: true, isDark: true },
      ],
      [
        'wrong types fall back',
        { leftDrawerOpen: 'yes', isDark: 1 },
        true,
        { leftDrawerOpen: false, rightDrawerOpen: false, isDark: true },
      ],
      ['not an object', 'dark', false, { leftDrawerOpen: false, rightDrawerOpen: false, isDark: false }],
    ],
  )('%s', (_name, stored, prefersDark, expected) => {
    expect(parseLayoutPreference(stored, prefersDark)).toEqual(expected);
  });
});
