// The crash rounds of test/crash.test.ts, for the bench's longer run (no vitest import).
export * from '../test/crash/crash-rounds.js';
