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

export function writeCookie(
  name: string,
  value: string,
  { days, path }: { days: number; path: string },
): void {
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Expires=${expires}; Path=${path}; SameSite=Lax${secure}`;
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
