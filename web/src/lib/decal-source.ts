// Where the browser loads a decal from: the API answers its url as a path under the API base (e.g.
// /public/decals/7) or as an absolute URL.
export function decalSource(apiBaseUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${apiBaseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}
