// Crash safety, the long run: the same rounds as the unit test (simulator/test/crash/crash-rounds.ts) but
// 20 kills with 8 writers, each kill up to a second into the writes. Every acknowledged spot must be in
// the database afterwards and `PRAGMA integrity_check` must answer ok.
import { crashRounds } from '@sponsorspot/simulator/testing/crash';

export async function runCrashBench() {
  const rounds = Number(process.env.BENCH_CRASH_ROUNDS ?? 20);
  return crashRounds({ rounds, writers: 8, killAfterMs: [20, 1000] });
}
