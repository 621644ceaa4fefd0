import { describe, expect, it } from 'vitest';
import { profileProblems, profileUpdate } from './profile-rules';

const ok = { name: 'Sam', bio: '', website: '', location: '' };

describe('profileProblems', () => {
  it.each<[string, Partial<typeof ok>, string | null]>([
    ['a valid profile', {}, null],
    ['a website with https', { website: 'https://sam.example/about' }, null],
    ['multi-line bio', { bio: 'Line one\nLine two' }, null],
    ['no name', { name: '  ' }, 'name'],
    ['a long name', { name: 'a'.repeat(101) }, 'name'],
    ['a long bio', { bio: 'a'.repeat(501) }, 'bio'],
    ['a website without scheme', { website: 'sam.example' }, 'website'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'website'],
    ['a long website', { website: `https://${'a'.repeat(200)}.example` }, 'website'],
    ['a long location', { location: 'a'.repeat(101) }, 'location'],
    ['a location with a line break', { location: 'Berlin\nMitte' }, 'location'],
  ])('%s', (_name, change, field) => {
    const problems = profileProblems({ ...ok, ...change });
    expect(Object.keys(problems)).toEqual(field ? [field] : []);
  });

  it('trims what it sends', () => {
    expect(
      profileUpdate({ name: ' Sam ', bio: ' hi ', website: ' https://x.example ', location: ' ' }),
    ).toEqual({
      name: 'Sam',
      bio: 'hi',
      website: 'https://x.example',
      location: '',
    });
  });
});
