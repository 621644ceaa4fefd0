// The contract run's one allow-list (playwright.contract.config.ts): the findings of Prism's that do not fail
// the run, each by operation and where in the call, with the reason. Everything else Prism reports about a
// call of the app's, in the request or in the simulator's answer, fails it. A finding about an answer is
// fixed in the contract (contract/src/endpoints/*.ts), not listed here: only the suite's deliberate bad
// inputs belong here, and what Prism itself cannot judge.
import type { PrismViolation, TappedCall } from './prism-tap.js';

export interface AllowedFinding {
  /**
   * `METHOD /template` of the document, as TappedCall.operation names it; for a call no operation of the
   * document matches, `METHOD /path`, where a final `*` takes every path that starts so.
   */
  operation: string;
  /** Where Prism places the finding, joined with dots and read as a prefix (`request.body`). */
  location: string;
  reason: string;
}

export const ALLOWED_FINDINGS: AllowedFinding[] = [
  {
    operation: 'GET /__sim/console*',
    location: 'request',
    reason:
      "The QA console's page and its module scripts are pages, not calls of the API: /docs leaves them out on " +
      'purpose and links the page from its description (simulator/src/routes/sim/console.ts). The control ' +
      'API calls the page makes are checked like any other.',
  },
];

/** The call's operation, or `METHOD /path` for a call the document has no operation for. */
function operationOf(call: TappedCall): string {
  return call.operation ?? `${call.method} ${new URL(call.url, 'http://tap.invalid').pathname}`;
}

function matches(pattern: string, operation: string): boolean {
  return pattern.endsWith('*') ? operation.startsWith(pattern.slice(0, -1)) : operation === pattern;
}

export function isAllowed(call: TappedCall, violation: PrismViolation): boolean {
  const where = violation.location.join('.');
  return ALLOWED_FINDINGS.some(
    (allowed) => matches(allowed.operation, operationOf(call)) && where.startsWith(allowed.location),
  );
}

/** The entries of the allow-list no call of the run met: stale, or the walk no longer goes there. */
export function unmetFindings(calls: TappedCall[]): AllowedFinding[] {
  return ALLOWED_FINDINGS.filter(
    (allowed) => !calls.some((call) => matches(allowed.operation, operationOf(call))),
  );
}
