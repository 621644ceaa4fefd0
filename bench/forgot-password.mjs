// Forgot-password timing: the answer must not tell whether the account exists. A client in a process of
// its own (as a real one is: the server's work after the answer does not hold it up) times POST
// auth/password/forgot for a seeded address and an unknown one, alternating, after a reset each (untimed,
// so the mail limits never answer instead); reports both medians and their ratio.
import { execFile } from 'node:child_process';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { ENDPOINT_AREAS as endpoints } from '@sponsorspot/contract/endpoint-list';

const TRIES = 200;
const KNOWN = 'sponsor@sponsorspot.test';
const UNKNOWN = 'nobody-here@sponsorspot.test';

// The client runs in plain Node (no TypeScript loader): it is handed the declarations' URLs.
const CLIENT = `
const [base, tries, known, unknown, forgotUrl, resetUrl] = process.argv.slice(1);
const json = { 'x-tenant-id': 'sponsor-spot', 'content-type': 'application/json' };
const forgot = async (email) => {
  const started = performance.now();
  const res = await fetch(base + forgotUrl, {
    method: 'POST', headers: json, body: JSON.stringify({ email }),
  });
  await res.arrayBuffer();
  if (res.status !== 202) throw new Error('forgot answered ' + res.status);
  return performance.now() - started;
};
const times = { known: [], unknown: [] };
for (let i = 0; i < Number(tries); i++) {
  await fetch(base + resetUrl, { method: 'POST', headers: json, body: '{"scenario":"demo"}' });
  // Alternate which goes first, so neither always meets a warmer server.
  const order = i % 2 ? ['known', 'unknown'] : ['unknown', 'known'];
  for (const kind of order) times[kind].push(await forgot(kind === 'known' ? known : unknown));
}
console.log(JSON.stringify(times));
`;

/** @returns {Promise<{tries:number, knownMedianMs:number, unknownMedianMs:number, ratio:number}>} */
export async function measureForgotPassword() {
  const { buildApp } = await import('../simulator/src/app.ts');
  const { loadConfig } = await import('../simulator/src/config.ts');
  const app = await buildApp(loadConfig({ SIM_LOG_LEVEL: 'warn', SIM_SCENARIO: 'demo' }, []));
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    // The server answers while the client runs, so the client is started without blocking this process.
    const output = await new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          CLIENT,
          base,
          String(TRIES),
          KNOWN,
          UNKNOWN,
          endpointUrl(endpoints.auth.forgotPassword),
          endpointUrl(endpoints.sim.reset),
        ],
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      );
    });
    const times = JSON.parse(String(output));
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const round = (ms) => Math.round(ms * 1000) / 1000;
    const knownMedianMs = round(median(times.known));
    const unknownMedianMs = round(median(times.unknown));
    return {
      tries: TRIES,
      knownMedianMs,
      unknownMedianMs,
      ratio: Math.round((knownMedianMs / unknownMedianMs) * 100) / 100,
    };
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureForgotPassword(), null, 2));
}
