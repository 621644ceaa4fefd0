// Whether hello.js was loaded in this visit, and logout's use of it. Kept apart from hello-loader.ts so the
// session (part of the first screen's code) does not carry the social sign-in code with it.
//
// Logout signs out of Google and Windows (docs/architecture.md "Identity and session") only when hello.js was
// loaded in this visit: loading 70 KB just for that would download it on every logout of every user, and a
// page that never loaded it opened no provider session to end.
import type { HelloStatic } from 'hellojs';

/** hello.js's networks for the Google and Windows Live providers. */
const SIGN_OUT_NETWORKS = ['google', 'windows'] as const;

let loaded: HelloStatic | null = null;

export function rememberLoadedHello(hello: HelloStatic): void {
  loaded = hello;
}

export function loadedHello(): HelloStatic | null {
  return loaded;
}

/** Part of logout: ends the Google and Windows sessions hello.js holds — if it was loaded. */
export function signOutOfProviders(): void {
  if (!loaded) return;
  for (const network of SIGN_OUT_NETWORKS) {
    try {
      const provider = loaded(network);
      if (!provider.getAuthResponse()) continue;
      // hello.js chains its own promise onto the callback argument; without one, a failed sign-out would
      // surface as an unhandled rejection.
      provider.logout({}, () => undefined).catch(() => undefined);
    } catch {
      // hello.js throws for unknown networks; logout goes on regardless.
    }
  }
}
