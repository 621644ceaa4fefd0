// The child process that builds a state POSTed to /__sim/state (state-import.ts starts one per load, and
// writes the body to its standard input). It does what the simulator's main thread used to do while every
// other request waited: parses the body, checks it against the endpoint's schema as the route's validator
// did, then loads it as a reset does (the same ScenarioService, so every refusal names the same problems)
// into a scratch database file. The simulator then only copies the saved tables' rows in
// (ScenarioService.loadBuilt). Its heap is capped (--max-old-space-size): a body that needs more ends this
// process, never the simulator.
import * as sim from '@sponsorspot/contract/endpoints/sim';
import * as schemas from '@sponsorspot/contract/schemas';
import { Compile } from 'typebox/compile';
import { openDatabase } from '../db/connection.js';
import { ScenarioCatalog, ScenarioInvalidError } from './catalog.js';
import { ScenarioService } from './reset.js';
import type { BodyIssue, BuildOutcome } from './state-import.js';

/** The first issues or problems of a refused body: enough to fix it, never an answer as large as the body. */
const SHOWN = 100;

const checkBody = Compile(sim.importState.schema(schemas).body);

const firstOf = (problems: string[]) =>
  problems.length > SHOWN ? [...problems.slice(0, SHOWN), `(and ${problems.length - SHOWN} more)`] : problems;

/** The body as JSON, or undefined when it is not; its bytes and text are garbage once this returns. */
function parse(body: Buffer): unknown {
  try {
    // JSON.parse keeps a "__proto__" key as a plain key, and the schema refuses every key it does not name.
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function build(json: unknown, seedsDir: string, file: string): BuildOutcome {
  if (json === undefined) return { kind: 'invalid_json' };
  if (!checkBody.Check(json)) {
    const issues: BodyIssue[] = checkBody
      .Errors(json)
      .slice(0, SHOWN)
      .map(({ keyword, instancePath, message, params }) => ({
        keyword,
        instancePath,
        message,
        // Only what the error body reads, as plain data to send back.
        params: JSON.parse(JSON.stringify(params ?? {})) as Record<string, unknown>,
      }));
    return { kind: 'invalid_body', issues };
  }
  const db = openDatabase(file);
  try {
    // A scratch file read once and deleted: no journal, no syncing to disk.
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    const { scenario } = new ScenarioService(db, new ScenarioCatalog(seedsDir)).load(json);
    const savedAt = (json as { savedState?: { savedAt: string } }).savedState?.savedAt ?? null;
    return { kind: 'built', name: scenario, savedAt };
  } catch (error) {
    if (error instanceof ScenarioInvalidError)
      return { kind: 'invalid_scenario', problems: firstOf(error.problems) };
    throw error;
  } finally {
    db.close();
  }
}

/**
 * The body from standard input: into one buffer of the length its Content-Length declared (no second copy),
 * or, without one, gathered and joined.
 */
async function readBody(declared: number | null): Promise<Buffer> {
  if (declared === null) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  const body = Buffer.allocUnsafe(declared);
  let at = 0;
  for await (const chunk of process.stdin) at += (chunk as Buffer).copy(body, at);
  return body.subarray(0, at);
}

const [seedsDir, file, declared] = process.argv.slice(2) as [string, string, string];
const outcome = build(parse(await readBody(declared ? Number(declared) : null)), seedsDir, file);
process.send?.(outcome, () => process.disconnect());
