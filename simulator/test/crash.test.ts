// Nothing acknowledged is lost when the simulator is killed: the server in its own process on a WAL file,
// killed with SIGKILL while four writers create spots, three times over (test/crash/crash-rounds.ts).
// `npm run bench` runs the same for longer (bench/crash.mjs).
import { describe, expect, it } from 'vitest';
import { crashRounds } from './crash/crash-rounds.js';

describe('kill -9 during writes', () => {
  it('keeps every acknowledged write, and the database passes its integrity check', async () => {
    const result = await crashRounds({ rounds: 3, writers: 4, killAfterMs: [30, 300] });
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.lost).toBe(0);
    expect(result.integrityCheck).toBe('ok');
    // Each kill came while requests were in flight, not after the writers had stopped.
    expect(result.unanswered).toBeGreaterThan(0);
    // Each start is the whole server's (about 1.5 s of CPU); a loaded machine takes several times that.
  }, 180_000);
});
