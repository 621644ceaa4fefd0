// One lint setup for the whole repository (ESLint flat config).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'seeds/**',
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
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'axios',
              message: 'Only web/src/lib/api-client.ts talks to axios; components call hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports into TypeScript files, so they must be parsed as modules.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webBoundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // model/ holds pure rules, unit-tested without React: hooks live in hooks/ or api/.
    files: ['web/src/features/*/model/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['axios', 'react', 'react-dom', 'react-router', '@tanstack/react-query'].map((name) => ({
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
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
