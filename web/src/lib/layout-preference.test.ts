import { describe, expect, it } from 'vitest';
import { layoutStorageKey, parseLayoutPreference } from './layout-preference';

describe('layout preference', () => {
  it('is stored under a tenant-prefixed key', () => {
    expect(layoutStorageKey('sponsor-spot')).toBe('sponsor-spot.layout');
  });

  it.each<
    [
      string,
      unknown,
      boolean,
      { leftDrawerOpen: boolean; rightDrawerOpen: boolean; isDark: boolean; followSystem: boolean },
    ]
  >([
    [
      'nothing stored, light system',
      null,
      false,
      { leftDrawerOpen: false, rightDrawerOpen: false, isDark: false, followSystem: true },
    ],
    [
      'nothing stored, dark system',
      null,
      true,
      { leftDrawerOpen: false, rightDrawerOpen: false, isDark: true, followSystem: true },
    ],
    [
      'a stored light choice beats a dark system',
      { isDark: false },
      true,
      { leftDrawerOpen: false, rightDrawerOpen: false, isDark: false, followSystem: false },
    ],
    [
      'all fields',
      { leftDrawerOpen: true, rightDrawerOpen: true, isDark: true },
      false,
      { leftDrawerOpen: true, rightDrawerOpen: true, isDark: true, followSystem: false },
    ],
    [
      'wrong types fall back',
      { leftDrawerOpen: 'yes', isDark: 1 },
      true,
      { leftDrawerOpen: false, rightDrawerOpen: false, isDark: true, followSystem: true },
    ],
    [
      'not an object',
      'dark',
      false,
      { leftDrawerOpen: false, rightDrawerOpen: false, isDark: false, followSystem: true },
    ],
    [
      '"system" follows the system even with a stored isDark',
      { isDark: false, followSystem: true },
      true,
      { leftDrawerOpen: false, rightDrawerOpen: false, isDark: true, followSystem: true },
    ],
  ])('%s', (_name, stored, prefersDark, expected) => {
    expect(parseLayoutPreference(stored, prefersDark)).toEqual(expected);
  });
});
