import { describe, expect, it } from 'vitest';
import { decalFileProblem, type DecalFileFacts } from './decal-file';

const SPOT = { width: 300, height: 250 };
const png = (fields: Partial<DecalFileFacts> = {}): DecalFileFacts => ({
  name: 'banner.png',
  type: 'image/png',
  bytes: 120_000,
  pixels: { width: 300, height: 250 },
  ...fields,
});

describe('decalFileProblem', () => {
  it('takes a PNG, JPEG, WebP or GIF of the spot’s size under 2 MB', () => {
    expect(decalFileProblem(png(), SPOT)).toBeNull();
    expect(
      decalFileProblem(png({ type: 'image/webp', pixels: { width: 600, height: 500 } }), SPOT),
    ).toBeNull();
  });

  it('names the type it wants for any other file', () => {
    expect(decalFileProblem(png({ name: 'logo.svg', type: 'image/svg+xml' }), SPOT)).toBe(
      '“logo.svg” is not a PNG, JPEG, WebP or GIF image: choose one of those.',
    );
    expect(decalFileProblem(png({ name: 'notes', type: '' }), SPOT)).toMatch(/^“notes” is not a PNG/);
  });

  it('names the 2 MB limit and the file’s own size, rounded up', () => {
    expect(decalFileProblem(png({ bytes: 5.9 * 1024 * 1024 }), SPOT)).toBe(
      '“banner.png” is 5.9 MB; a decal may be at most 2 MB.',
    );
    expect(decalFileProblem(png({ bytes: 2 * 1024 * 1024 + 1 }), SPOT)).toBe(
      '“banner.png” is 2.1 MB; a decal may be at most 2 MB.',
    );
    expect(decalFileProblem(png({ bytes: 2 * 1024 * 1024 }), SPOT)).toBeNull();
  });

  it('refuses a file that is not an image, and one past 4096 px', () => {
    expect(decalFileProblem(png({ pixels: null }), SPOT)).toBe(
      '“banner.png” could not be read as an image: choose another file.',
    );
    expect(decalFileProblem(png({ pixels: { width: 5000, height: 4000 } }), null)).toBe(
      '“banner.png” is 5000 × 4000 px; a decal may be at most 4096 × 4096 px.',
    );
  });

  it('holds the pixels to the spot’s size and shape, as the check does', () => {
    expect(decalFileProblem(png({ pixels: { width: 400, height: 400 } }), SPOT)).toBe(
      "The decal's shape (400 × 400) differs from the spot's 300 × 250 by more than 5%.",
    );
    expect(decalFileProblem(png({ pixels: { width: 150, height: 125 } }), SPOT)).toBe(
      'The decal is 150 × 125; the spot shows 300 × 250, so upload at least that size.',
    );
    // A spot without a size takes any shape.
    expect(decalFileProblem(png({ pixels: { width: 400, height: 400 } }), null)).toBeNull();
  });
});
