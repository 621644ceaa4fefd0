// A publisher's own web page for the embed specs: one HTML page served on an ephemeral port of this machine
// (another origin than the app and the API), where no script may run, so the snippet must work without.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PublisherSite {
  url: string;
  close: () => Promise<void>;
}

/** Serves `body` inside a minimal HTML document at `path`; close it after the test. */
export async function servePublisherPage(body: string, path = '/blog/post.html'): Promise<PublisherSite> {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A publisher's page</title></head>` +
    `<body><main>${body}</main></body></html>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'none'",
    });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
