// Holds the access token the API client sends as a bearer token. Sessions (login, refresh, logout) are the
// auth feature's; this store only keeps the current token and tells subscribers when it changes.
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let accessToken: string | null = null;
const listeners = new Set<Listener>();

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  if (token === accessToken) return;
  accessToken = token;
  for (const listener of listeners) listener();
}

export function subscribeAccessToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The current access token (null when logged out); re-renders when it changes. Whether a session exists,
 * without decoding the token (the auth feature's useSession does that): the app's frame needs no more.
 */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAccessToken, getAccessToken, () => null);
}
