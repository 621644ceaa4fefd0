// The search words as docs/architecture.md "Marketplace search" documents them, the slow way (no index): a
// spot matches when every word of the search is a prefix of some word of its name, description, location path
// or publisher name, compared without case, accents or compatibility forms; those whose name alone holds
// every word come first. The brute-force references of the search tests share it, and the seeded random
// numbers they draw their data from.
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();

/** The words of a text as the search compares them. */
export const wordsOf = (text: string): string[] => fold(text).match(/[\p{L}\p{N}\p{M}\p{Co}]+/gu) ?? [];

/** The first 12 distinct words of a search. */
export const searchWords = (searchText: string): string[] => [...new Set(wordsOf(searchText))].slice(0, 12);

const holds = (list: string[], word: string) => list.some((w) => w.startsWith(word));

/**
 * Where a spot stands for a search's words: 'name' when its name holds every word, 'other' when its texts
 * together do, null when it does not match. Every spot matches a search without words, as 'name'.
 */
export function textTier(
  words: string[],
  spot: { nameWords: string[]; allWords: string[] },
): 'name' | 'other' | null {
  if (!words.every((w) => holds(spot.allWords, w))) return null;
  return words.every((w) => holds(spot.nameWords, w)) ? 'name' : 'other';
}

/** A small seeded PRNG (mulberry32): the same data and questions on every run, so a failure can be replayed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
