import { gzipAsync } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const require = createRequire(import.meta.url);

/**
 * The page social sign-in popups come back to (/oauth-redirect.html): it loads hello.js, which reads the
 * token (or error) from the address, hands it to the app window that opened the popup and closes it. A
 * file of its own, not an app route: it must not boot the whole app, and it has no inline script (the CSP
 * allows scripts from 'self' only). The build writes hello.js under a hashed name; dev serves it directly.
 */
function oauthRedirectPage(): Plugin {
  const helloFile = require.resolve('hellojs/dist/hello.all.min.js');
  const page = (scriptSrc: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Signing in · SponsorSpot</title>
    <script src="${scriptSrc}"></script>
  </head>
  <body>
    <main>
      <h1>Signing you in…</h1>
      <p>This window closes by itself. If it stays open, close it and try again from SponsorSpot.</p>
    </main>
  </body>
</html>
`;
  const DEV_SCRIPT = '/@sponsorspot/hello.all.min.js';
  return {
    name: 'sponsorspot:oauth-redirect-page',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split('?')[0];
        if (pathname === '/oauth-redirect.html') {
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(page(DEV_SCRIPT));
        } else if (pathname === DEV_SCRIPT) {
          response.setHeader('content-type', 'text/javascript; charset=utf-8');
          response.end(readFileSync(helloFile));
        } else next();
      });
    },
    generateBundle() {
      const script = this.emitFile({
        type: 'asset',
        name: 'hello.all.min.js',
        source: readFileSync(helloFile),
      });
      this.emitFile({
        type: 'asset',
        fileName: 'oauth-redirect.html',
        source: page(`/${this.getFileName(script)}`),
      });
    },
  };
}

/**
 * /boot.js, the classic script index.html runs before the first paint (after /config.js, which it reads):
 * it applies the stored colour mode, so the static frame of index.html and then the app paint in the right
 * one (the entry script no longer blocks rendering), opens the connection to a cross-origin API, and on an
 * order page (a marketplace card's link, every mail's) preloads that screen's code beside the entry instead
 * of after it. src/boot/boot.js, minified into the build under a fixed name (revalidated like index.html);
 * the order screen's chunks are written on its script tag (data-order) once the build has named them.
 */
function bootScript(orderRouteModule = 'features/orders/routes/order-route'): Plugin {
  const source = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src/boot/boot.js');
  return {
    name: 'sponsorspot:boot-script',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if ((request.url ?? '').split('?')[0] !== '/boot.js') return next();
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.end(readFileSync(source));
      });
    },
    generateBundle() {
      const minified = minifySync('boot.js', readFileSync(source, 'utf8'), { compress: true, mangle: true });
      const [error] = minified.errors;
      if (error) throw new Error(`boot.js: ${error.message}`);
      this.emitFile({ type: 'asset', fileName: 'boot.js', source: minified.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const route = chunks.find((chunk) => chunk.moduleIds.some((id) => id.includes(orderRouteModule)));
        if (!route) throw new Error(`bootScript: no chunk for ${orderRouteModule}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
            visit(imported);
        };
        visit(route.fileName);
        // What the page loads or preloads anyway (the entry, the landing chunk) is left out.
        const anyway = new Set(
          chunks.filter((chunk) => chunk.isEntry || chunk.name === 'landing').map((chunk) => chunk.fileName),
        );
        const order = [...files]
          .filter((file) => !anyway.has(file) && !html.includes(`/${file}"`))
          .map((file) => `/${file}`);
        return html.replace(
          '<script src="/boot.js">',
          `<script src="/boot.js" data-order="${order.join(' ')}">`,
        );
      },
    },
  };
}

/**
 * The landing screens (`/` goes to /marketplace; /start is the home page) are fetched beside the entry
 * instead of after it has run: modulepreload links for a route module and the chunks that module imports.
 * Their text is the largest paint of the page, so this moves Largest Contentful Paint forward by a round
 * trip. The home page's module is 2 KB; everything it imports is shared with the marketplace.
 */
function preloadLandingRoute(routeModule = 'features/marketplace/routes/marketplace-route'): Plugin {
  return {
    name: 'sponsorspot:preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const route = chunks.find((chunk) => chunk.moduleIds.some((id) => id.includes(routeModule)));
        if (!route) throw new Error(`preloadLandingRoute: no chunk for ${routeModule}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        visit(route.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The code of a first visit in a few chunks instead of a few dozen: `first-paint`, every module the entry
 * imports statically (the framework, the query client, the shell, start-up); `landing`, the landing
 * screens' route modules and what they import statically, which index.html preloads; `order`, the order
 * page's (a marketplace card's link, and every mail's). The bundler would otherwise cut them into small
 * chunks wherever a lazy screen shares one: each compressed on its own (about 5 KB more gzipped), and each
 * a request of its own, which over HTTP/1.1's six connections on a slow network costs a round trip per
 * six (Lighthouse's first paint came 0.35 s earlier with the landing chunk). A module goes to the first
 * group that reaches it. `test` is the code-splitting groups'; the sets are filled once the module graph
 * is known (buildEnd), before chunking.
 */
const SCREEN_GROUPS = {
  landing: ['features/marketplace/routes/marketplace-route', 'features/home/routes/start-route'],
  order: ['features/orders/routes/order-route'],
  // What a signed-in user's frame adds (the bar's workspace links and user menu, the logged-in layout), and
  // the screens of three small areas: one chunk each instead of four to twelve. Each chunk is a request of
  // its own and a name (with its hash) in the entry's table of lazy chunks (__vite__mapDeps), which every
  // first visit downloads: 0.5 KB gzipped fewer with these groups.
  'signed-in': ['app/layouts/signed-in-nav', 'app/layouts/app-layout'],
  auth: [
    'features/auth/routes/login-route',
    'features/auth/routes/register-route',
    'features/auth/routes/verification-route',
    'features/auth/routes/forgot-password-route',
    'features/auth/routes/reset-password-route',
  ],
  earn: [
    'features/earn/routes/earn-route',
    'features/earn/routes/earn-start-route',
    'features/earn/routes/earn-register-route',
    'features/earn/routes/earn-connect-route',
    // Not the publish step: its spot form is the publisher's spots screen's too.
  ],
  account: [
    'features/account/routes/account-route',
    'features/account/routes/profile-route',
    'features/account/routes/subscription-route',
    'features/account/routes/settings-route',
    'features/account/routes/invoice-route',
  ],
};
function firstVisitModules() {
  const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/;
  const names = ['first-paint', ...Object.keys(SCREEN_GROUPS)];
  const sets = new Map(names.map((name) => [name, new Set<string>()]));
  const plugin: Plugin = {
    name: 'sponsorspot:first-visit-modules',
    apply: 'build',
    buildEnd() {
      const placed = new Set<string>();
      const collect = (into: Set<string>, id: string): void => {
        if (into.has(id) || placed.has(id)) return;
        into.add(id);
        // A feature's index re-exports its whole public face; the first paint uses a few of those, which
        // it reaches by other paths or which the default splitting places. Followed, it would pull the
        // rest (sign-in errors, plan choice, checkout) into the first paint.
        if (FEATURE_INDEX.test(id)) return;
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) collect(into, imported);
      };
      const ids = [...this.getModuleIds()];
      for (const [name, set] of sets) {
        set.clear();
        const routes: string[] = SCREEN_GROUPS[name as keyof typeof SCREEN_GROUPS] ?? [];
        const isRoot = (id: string) =>
          name === 'first-paint'
            ? Boolean(this.getModuleInfo(id)?.isEntry)
            : routes.some((route) => id.replace(/\\/g, '/').includes(`/src/${route}.`));
        for (const id of ids) if (isRoot(id)) collect(set, id);
        // A feature index reached from a screen stays where the default splitting puts it.
        if (name !== 'first-paint') for (const id of set) if (FEATURE_INDEX.test(id)) set.delete(id);
        for (const id of set) placed.add(id);
      }
    },
  };
  return {
    plugin,
    groups: names.map((name, index) => ({
      name,
      priority: names.length - index,
      test: (id: string) => sets.get(name)!.has(id),
    })),
  };
}
const firstVisit = firstVisitModules();

/**
 * The contract's endpoint declarations carry their documentation (`summary`, `description`: the OpenAPI
 * document's text) and their schemas (`schema`, a function of modules the app never bundles). The app reads
 * only the method, service, path, login and spec flags: this drops the three properties from every
 * `endpoint({...})` of contract/src/endpoints in the app's build, about 4 KB gzipped on a first visit, and
 * the imports only they used.
 */
function endpointDocsLeftOut(): Plugin {
  const DROPPED = new Set(['summary', 'description', 'schema']);
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  return {
    name: 'sponsorspot:endpoint-docs-left-out',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: /[\\/]contract[\\/]src[\\/]endpoints[\\/]/ },
      handler(code) {
        const cuts: Array<[number, number]> = [];
        const walk = (node: unknown): void => {
          if (Array.isArray(node)) return node.forEach(walk);
          if (!node || typeof node !== 'object') return;
          const current = node as Node;
          const callee = current.callee as Node | undefined;
          const [definition] = (current.arguments as Node[] | undefined) ?? [];
          if (
            current.type === 'CallExpression' &&
            callee?.type === 'Identifier' &&
            callee.name === 'endpoint' &&
            definition?.type === 'ObjectExpression'
          ) {
            const properties = definition.properties as Node[];
            properties.forEach((property, index) => {
              const key = property.key as Node | undefined;
              const name = key?.type === 'Identifier' ? key.name : undefined;
              if (typeof name !== 'string' || !DROPPED.has(name)) return;
              cuts.push([property.start, properties[index + 1]?.start ?? property.end]);
            });
          }
          for (const value of Object.values(current)) if (value && typeof value === 'object') walk(value);
        };
        walk(this.parse(code));
        if (cuts.length === 0) return null;
        let result = code;
        for (const [start, end] of cuts.sort((a, b) => b[0] - a[0]))
          result = result.slice(0, start) + result.slice(end);
        // The imports only the dropped text used (a limit quoted in a description) go too: left, they would
        // still be edges of the module graph, and the first visit's group (firstVisitModules) follows every
        // edge, so a rules module quoted in one description landed whole in the first paint.
        const unused: Array<[number, number]> = [];
        for (const statement of (this.parse(result) as unknown as { body: Node[] }).body) {
          if (statement.type !== 'ImportDeclaration') continue;
          const names = ((statement.specifiers as Node[] | undefined) ?? []).map(
            (specifier) => (specifier.local as Node & { name: string }).name,
          );
          const rest = result.slice(0, statement.start) + result.slice(statement.end);
          if (names.length > 0 && names.every((name) => !new RegExp(`\\b${name}\\b`).test(rest)))
            unused.push([statement.start, statement.end]);
        }
        for (const [start, end] of unused.sort((a, b) => b[0] - a[0]))
          result = result.slice(0, start) + result.slice(end);
        return { code: result, map: null };
      },
    },
  };
}

/**
 * React Router publishes a production build (dist/production) beside the development one, but its package's
 * exports name only the development build, whose dev-only warnings a bundler cannot drop (a module constant,
 * not `process.env.NODE_ENV`). The app's build takes the production files, 0.6 KB gzipped off every first
 * visit; `npm run dev` and the tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  const files: Record<string, string> = {
    'react-router': path.join(dist, 'index.mjs'),
    'react-router/dom': path.join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'sponsorspot:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => files[source] ?? null,
  };
}

/**
 * axios picks the first adapter of its `adapter` list that the environment has, ['xhr', 'http', 'fetch'] by
 * default; the app leaves that default (lib/api-client.ts: XMLHttpRequest's own timeout and upload progress),
 * so in a browser every request goes through the xhr adapter and the fetch adapter never runs. It is still
 * bundled (adapters.js imports it for its table), with the helpers only it uses: 4.1 KB gzipped of every
 * first visit. The app's build resolves that one import to a fetch adapter that reports itself
 * unsupported, as axios's own package does for its Node http adapter in a browser build (its `browser`
 * field maps lib/adapters/http.js to an empty module). axios itself, its xhr adapter and everything else
 * are untouched; `npm run dev` and the tests keep the whole package.
 */
function axiosFetchAdapterLeftOut(): Plugin {
  const STUB = '\0sponsorspot:axios-fetch-adapter-left-out';
  return {
    name: 'sponsorspot:axios-fetch-adapter-left-out',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^\.\/fetch\.js$/ },
      handler(_source, importer) {
        if (!importer || !/[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return null;
        return STUB;
      },
    },
    load: {
      filter: { id: /^\0sponsorspot:axios-fetch-adapter-left-out$/ },
      handler: () => 'export const getFetch = () => false;\nexport default false;\n',
    },
  };
}

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [
    // React with fast refresh in `npm run dev`.
    react(),
    reactRouterProductionBuild(),
    axiosFetchAdapterLeftOut(),
    bootScript(),
    oauthRedirectPage(),
    preloadLandingRoute(),
    preloadLandingRoute('features/home/routes/start-route'),
    firstVisit.plugin,
    endpointDocsLeftOut(),
    // Each text file of the build beside its gzip (.gz) and Brotli (.br) forms, compressed once at build time
    // at the highest levels: nginx's gzip_static and `npm start` (@fastify/static's preCompressed) send them to
    // a browser that accepts them, instead of compressing every answer again at a lower level. The gzip form
    // is Zopfli's: the same format any gzip reader takes, about 3 % smaller than zlib's level 9 (5 KB off a
    // first visit), at a few seconds of build time.
    compression({
      algorithms: [
        defineAlgorithm(
          async (source) =>
            Buffer.from(await gzipAsync(Buffer.from(source as Uint8Array), { numiterations: 15 })),
          {},
        ),
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
      include: /\.(js|css|html|svg|json|txt)$/,
      // The build's manifest is not served; /config.js is written when the server starts.
      exclude: [/(^|\/)\.vite\//, /(^|\/)config\.js$/],
      // nginx's gzip_min_length: a smaller file gains nothing from compressing.
      threshold: 256,
      logLevel: 'silent',
    }),
  ],
  base: '/',
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass (app/bootstrap.scss) uses @import and the global colour functions, which Dart
      // Sass deprecates: its own files are quiet (quietDeps), and app/bootstrap.scss's @import of them too.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  // The footer's version (config/constants.ts): web/package.json's, the one place it is written.
  define: { __CLIENT_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The bench reads dist/.vite/manifest.json to add up the JS /marketplace loads first.
    manifest: true,
    // No source maps in the build: they would publish the whole source next to the app (the dev server
    // still maps everything). nginx and `npm start` refuse *.map all the same.
    sourcemap: false,
    target: 'es2022',
    // Chrome, Edge, Firefox from 115 and Safari from 17 follow <link rel="modulepreload"> themselves; Vite's
    // polyfill (fetching each by hand in the others) was 0.15 KB gzipped of every first visit. A browser
    // without it fetches the landing chunk when the entry imports it instead of beside it.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: firstVisit.groups } },
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
