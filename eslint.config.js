// One lint setup for the whole repository (ESLint flat config).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.join(root, 'web/src');
const features = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The app's layers (DESIGN "web/src"): components, lib and config → features → app, never back. A feature
 * reaches another only through that feature's public index.ts, so its folders can change freely.
 */
const webBoundaries = [
  {
    target: ['web/src/components', 'web/src/lib', 'web/src/config'],
    from: ['web/src/features', 'web/src/app'],
    message: 'components/, lib/ and config/ are shared by everyone: they never import a feature or app/.',
  },
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message: 'Features never import app/: the app composes features, not the other way round.',
  },
  ...features.map((feature) => ({
    target: `web/src/features/${feature}/**`,
    from: `web/src/features/!(${feature})/**`,
    except: [`${webSrc}/features/*/index.ts`],
    message:
      "Import another feature only through its public index.ts (e.g. '../../auth'), never its folders.",
  })),
];

const sim = (folder) => `simulator/src/${folder}`;

/**
 * The simulator's layers (DESIGN "simulator/src"): routes → domain → repositories → db, each importing
 * only downward. Plugins wire the layers together; app.ts alone mounts routes; lib/ holds small helpers
 * that every layer may use and that import none of them.
 */
const simulatorBoundaries = [
  {
    target: sim('db'),
    from: [sim('domain'), sim('routes'), sim('plugins'), sim('scenarios'), sim('app.ts'), sim('server.ts')],
    message: 'Repositories and the database never import the domain, plugins or routes: pass values down.',
  },
  {
    target: sim('domain'),
    from: [sim('routes'), sim('plugins'), sim('app.ts'), sim('server.ts')],
    message: 'The domain never imports routes or plugins: routes call services, plugins build them.',
  },
  {
    target: ['simulator/src/!(routes)/**', sim('server.ts')],
    from: sim('routes'),
    message: 'Nothing imports a route file but app.ts (the URL map reads in one place).',
  },
  {
    target: sim('lib'),
    from: [sim('db'), sim('domain'), sim('routes'), sim('plugins'), sim('scenarios')],
    message: 'lib/ is the bottom of the simulator: small helpers that import no layer.',
  },
];

/** The contract is the bottom of the whole graph: it imports no workspace. */
const contractBoundaries = [
  {
    target: 'contract',
    from: ['simulator', 'web', 'e2e', 'seeds', 'bench', 'scripts'],
    message: 'The contract imports nothing of the simulator, the app or the tests.',
  },
];

/** Everyone else reaches the contract as the package (@sponsorspot/contract/<file>), never by a path. */
const contractByPackage = {
  regex: String.raw`^\.{1,2}/(.*/)?contract/`,
  message: "Import the contract as '@sponsorspot/contract/<file>', not by a relative path.",
};

/** Another workspace's test code comes through the simulator's testing export, never by a path. */
const testingByPackage = {
  regex: String.raw`^\.{1,2}/(.*/)?(simulator|nginx)/test(ing)?/`,
  message: "Import shared test code as '@sponsorspot/simulator/testing' (or its /nginx, /crash entries).",
};

/** Node's modules: the contract runs in browsers too. */
const nodeModules = {
  regex: String.raw`^node:|^(fs|path|url|crypto|os|child_process|http|https|net|stream|util|buffer)(/|$)`,
  message: 'The contract runs in the browser too: no Node modules.',
};

const importResolver = {
  // no-cycle follows imports into TypeScript files, so they must be parsed as modules.
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createNodeResolver({
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.js'] },
    }),
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'seeds/scenarios/**',
      'seeds/images/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A query key names everything its query reads, so caching and invalidation cannot mix answers up.
      ...pluginQuery.configs['flat/recommended'][0].rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'axios',
              message: 'Only web/src/lib/api-client.ts talks to axios; features call `call` from api/ files.',
            },
            {
              name: 'react-router',
              message: "The app's routing comes from react-router-dom.",
            },
          ],
          patterns: [contractByPackage],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest'].map((name) => ({
          name,
          message: 'Only web/src/lib/api-client.ts sends requests (through axios); features call `call`.',
        })),
      ],
    },
  },
  {
    // Layer boundaries everywhere, and no import cycle anywhere in the repository.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...contractBoundaries, ...simulatorBoundaries, ...webBoundaries] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [
      'simulator/**/*.{ts,mjs}',
      'e2e/**/*.ts',
      'seeds/**/*.{ts,mjs}',
      'bench/**/*.mjs',
      'scripts/**/*.mjs',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractByPackage, testingByPackage] }] },
  },
  {
    files: ['web/test/**/*.{ts,tsx}', 'nginx/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testingByPackage] }] },
  },
  {
    files: ['contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [nodeModules] }] },
  },
  {
    // model/ holds pure rules, unit-tested without React: hooks live in hooks/ or api/.
    files: ['web/src/features/*/model/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['axios', 'react', 'react-dom', 'react-router-dom', '@tanstack/react-query'].map((name) => ({
              name,
              message: 'model/ is pure rules (no requests, no React): put hooks in hooks/ or api/.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/lib/api-client.ts', 'web/src/lib/errors.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractByPackage] }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
