// The simulator's test helpers for the other workspaces' tests (the app's tests against a real simulator,
// the nginx tests): `import { listeningApp } from '@sponsorspot/simulator/testing'`. They use vitest's
// hooks and expect; what runs outside vitest has its own entries: `@sponsorspot/simulator/testing/nginx`
// (the web image's nginx on this machine) and `@sponsorspot/simulator/testing/crash` (the crash rounds).
export * from '../test/helpers.js';
