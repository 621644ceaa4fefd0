// Heavy modules the simulator needs for a few calls only (image decoding, PDF, the common-password list),
// imported on the first such call instead of at boot: a simulator that only searches never holds them
// (about 25 MiB of resident memory, measured in bench/search-and-reset.mjs's search server).

/** The module's import, started on the first call and shared by every later one. */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      // A failed import is tried again by the next call rather than remembered.
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** sharp (libvips): decals' decoding and re-encoding, and the AI check's full decode. */
export const loadSharp = onFirstUse(async () => (await import('sharp')).default);
