// Where the browser loads a decal from: the API answers its url as a path under the API base (e.g.
// /public/decals/{key}) or as an absolute URL. Only a live decal's URL is public (under /public/); any
// other is an API route that needs the session's token (components/decal-image.tsx fetches those).
export function decalSource(apiBaseUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${apiBaseUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** A decal URL any <img> may load: absolute, or under the API's tenant-free /public/ paths. */
export function isPublicDecalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || url.startsWith('/public/');
}
