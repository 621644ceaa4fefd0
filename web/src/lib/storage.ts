// Browser storage: cookies (the auth cookie) and local storage (preferences). Both fail soft: a browser
// that blocks storage gets defaults, never a crash.

export function readCookie(name: string, cookieText: string = document.cookie): string | null {
  for (const part of cookieText.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey && decodeURIComponent(rawKey) === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export interface CookieOptions {
  days: number;
  path: string;
  /** Secure cookies are only sent over https: set on https pages. */
  secure: boolean;
}

/** The Set-Cookie-style text document.cookie takes (pure, so its attributes are tested). */
export function formatCookie(
  name: string,
  value: string,
  { days, path, secure }: CookieOptions,
  now: number = Date.now(),
): string {
  const expires = new Date(now + days * 24 * 60 * 60 * 1000).toUTCString();
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Expires=${expires}; Path=${path}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function writeCookie(
  name: string,
  value: string,
  { days, path }: { days: number; path: string },
): void {
  document.cookie = formatCookie(name, value, { days, path, secure: window.location.protocol === 'https:' });
}

export function deleteCookie(name: string, path: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=${path}`;
}

export function readJson<T>(key: string, storage: Storage | undefined = globalThis.localStorage): T | null {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(
  key: string,
  value: unknown,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the preference lasts for this visit only.
  }
}
