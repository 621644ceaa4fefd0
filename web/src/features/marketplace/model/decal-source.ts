/** Decal urls are paths under the API (e.g. /public/decals/7) or absolute URLs. */
export function decalSource(apiBaseUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${apiBaseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
