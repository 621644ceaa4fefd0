// The contract run's global setup (playwright.contract.config.ts): the simulator and nginx as in the main
// run, with the Prism tap (prism-tap.ts) between them, so every call the app makes is checked against the
// simulator's own /docs/json. At teardown the run fails on any finding of Prism's that the allow-list
// (contract-allow-list.ts) does not name; every call and Prism's log are written to test-results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAllowed, unmetFindings } from './contract-allow-list.js';
import { harness } from './ports.js';
import { startPrismTap, type PrismTap, type TappedCall } from './prism-tap.js';
import { startServers } from './servers.js';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results');

/** The findings that fail the run, one line each; a walk that sent nothing through Prism fails too. */
export function contractFailures(calls: TappedCall[]): string[] {
  if (calls.length === 0) return ['Prism saw no call of the app: the walk did not go through nginx.'];
  return calls.flatMap((call) =>
    call.violations
      .filter((violation) => !isAllowed(call, violation))
      .map(
        (violation) =>
          `${call.method} ${call.url} → ${call.status} (${call.operation ?? 'no operation'}): ` +
          `${violation.location.join('.')} ${violation.message}`,
      ),
  );
}

export default async function contractSetup(): Promise<() => Promise<void>> {
  let tap: PrismTap | undefined;
  const servers = await startServers({
    simPort: harness.simPort,
    webPort: harness.webPort,
    profile: harness.profile,
    htmlDir: process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : undefined,
    tenantHeader: harness.tenantHeader,
    tenantId: harness.tenantId,
    apiProxy: async (simUrl) =>
      (tap = await startPrismTap({
        simUrl,
        prismPort: Number(process.env.E2E_PRISM_PORT ?? 0),
        tapPort: Number(process.env.E2E_PRISM_TAP_PORT ?? 0),
      })),
  });
  return async () => {
    await servers.stop();
    const calls = tap?.calls ?? [];
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'e2e-contract-calls.json'), `${JSON.stringify(calls, null, 2)}\n`);
    writeFileSync(path.join(resultsDir, 'e2e-contract-prism.log'), tap?.prismLog() ?? '');
    const operations = new Set(calls.flatMap((call) => call.operation ?? []));
    const unused = unmetFindings(calls);
    process.stdout.write(
      `Prism checked ${calls.length} calls of the app over ${operations.size} operations` +
        `${unused.length ? `; allow-list entries not met: ${unused.map((u) => u.operation).join(', ')}` : ''}\n`,
    );
    const failures = contractFailures(calls);
    if (failures.length) {
      throw new Error(
        `Prism found ${failures.length} contract violation(s) (test-results/e2e-contract-calls.json):\n` +
          failures.map((line) => `  ${line}`).join('\n'),
      );
    }
  };
}
