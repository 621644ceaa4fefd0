// GET /content and /content/* — the content-site stand-in, so the app's /cms link lands somewhere offline.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { escapeHtml } from '../../lib/html.js';
import { HTML_PAGE } from '../../stand-ins/page.js';

export function contentPage(path: string): string {
  const shown = escapeHtml(path);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SponsorSpot content site (simulator)</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5}</style>
</head>
<body>
<h1>SponsorSpot content site (simulator)</h1>
<p>This page stands in for the content site the app links to at <code>/cms</code>.</p>
<p>Requested path: <code data-testid="content-path">${shown}</code></p>
<p><a href="/">Back to the app</a></p>
</body>
</html>
`;
}

const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = {
    tags: ['public'],
    summary: 'Content-site stand-in page (HTML)',
    response: { 200: HTML_PAGE },
  };
  const handler = async (request: { url: string }, reply: { type: (t: string) => unknown }) => {
    reply.type('text/html; charset=utf-8');
    return contentPage(request.url.split('?')[0] ?? '/content');
  };
  app.get('/content', { schema }, handler);
  app.get('/content/*', { schema }, handler);
};

export default contentRoutes;
