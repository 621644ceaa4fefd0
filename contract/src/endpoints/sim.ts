// The simulator's control API (/__sim), for QA and tests: scenarios, faults and the request journal, the
// outbox, the clock, sessions and sandboxes. Not part of the product's backend: every call is an extension.
import { endpoint } from '../endpoint.js';

export const listScenarios = endpoint({
  method: 'GET',
  service: 'sim',
  path: '/scenarios',
  login: 'none',
  spec: false,
  summary: 'The scenarios under seeds/scenarios and the one the database was last reset to',
  schema: ({ sim }) => ({ response: { 200: sim.ScenarioList } }),
});

export const reset = endpoint({
  method: 'POST',
  service: 'sim',
  path: '/reset',
  login: 'none',
  spec: false,
  summary: 'Replace all data with a scenario (fast enough to run before every test)',
  schema: ({ common, sim, responses }) => ({
    body: sim.ResetBody,
    response: {
      200: sim.ResetResult,
      ...responses.bodyErrors,
      ...responses.notFoundError,
      422: common.ErrorBody,
    },
  }),
});

export const exportState = endpoint({
  method: 'GET',
  service: 'sim',
  path: '/state',
  login: 'none',
  spec: false,
  summary: 'The current data set as a scenario file (a saved state): every row, decal images inline',
  description:
    'Users (with their password hashes), subscriptions, spots, contents, decals (data: URIs), invoices, ' +
    'payouts, counts, the outbox… at the moment on the simulator’s clock (savedAt). POST it back to load it, ' +
    'or put it under seeds/scenarios/<name>.json (with that name) to reset to it by name.',
  schema: ({ scenario }) => ({ response: { 200: scenario.ScenarioFile } }),
});

export const importState = endpoint({
  method: 'POST',
  service: 'sim',
  path: '/state',
  login: 'none',
  spec: false,
  summary: 'Replace all data with a saved state (or any scenario file), as a reset does',
  description:
    'Validated as a scenario is: 400 for a body that is not a scenario file, 422 scenario_invalid naming ' +
    'each problem (an unknown column, a reference to nothing); either way the data stays as it was. Sets the ' +
    'clock to the state’s savedAt. At most 64 MiB. Read and checked off the main thread, so other requests ' +
    'are answered meanwhile. 409 qa_budget_exceeded (details: limitBytes, usedBytes, requestedBytes), before ' +
    'the body is read, when loading it would take the QA data past SIM_QA_MEMORY_MB. 404 sandbox_not_found ' +
    'when the sandbox it was loading into ends before it is done (nothing is loaded).',
  schema: ({ common, scenario, sim, responses }) => ({
    body: scenario.ScenarioFile,
    response: {
      200: sim.ResetResult,
      ...responses.bodyErrors,
      ...responses.notFoundError,
      ...responses.conflict,
      422: common.ErrorBody,
    },
  }),
});

export const armFault = endpoint({
  method: 'POST',
  service: 'sim',
  path: '/faults',
  login: 'none',
  spec: false,
  summary: 'Arm a fault: an error status, a delay or a dropped connection, for a method and path, N times',
  schema: ({ sim, responses }) => ({
    body: sim.FaultBody,
    response: { 201: sim.Fault, ...responses.bodyErrors },
  }),
});

export const listFaults = endpoint({
  method: 'GET',
  service: 'sim',
  path: '/faults',
  login: 'none',
  spec: false,
  summary: 'The faults still armed, oldest first',
  schema: ({ sim }) => ({ response: { 200: sim.FaultList } }),
});

export const clearFaults = endpoint({
  method: 'DELETE',
  service: 'sim',
  path: '/faults',
  login: 'none',
  spec: false,
  summary: 'Disarm every fault',
  schema: ({ sim, responses }) => ({ response: { 200: sim.FaultsCleared, ...responses.unreadBodyErrors } }),
});

export const clearFault = endpoint({
  method: 'DELETE',
  service: 'sim',
  path: '/faults/:id',
  login: 'none',
  spec: false,
  summary: 'Disarm one fault',
  schema: ({ common, sim, responses }) => ({
    params: common.IdParam,
    response: { 200: sim.FaultsCleared, ...responses.unreadBodyErrors, ...responses.notFoundError },
  }),
});

export const listRequests = endpoint({
  method: 'GET',
  service: 'sim',
  path: '/requests',
  login: 'none',
  spec: false,
  summary: 'The journal of recent API requests (the last 1,000), oldest first, newest last',
  schema: ({ sim, responses }) => ({
    querystring: sim.JournalQuery,
    response: { 200: sim.JournalList, ...responses.bodyErrors },
  }),
});

export const clearRequests = endpoint({
  method: 'DELETE',
  service: 'sim',
  path: '/requests',
  login: 'none',
  spec: false,
  summary: 'Empty the journal',
  schema: ({ sim, responses }) => ({ response: { 200: sim.FaultsCleared, ...responses.unreadBodyErrors } }),
});

export const listOutbox = endpoint({
  method: 'GET',
  service: 'sim',
  path: '/outbox',
  login: 'none',
  spec: false,
  summary: 'Mails the simulator sent (verification and password reset), newest last; ?to=<email> filters',
  schema: ({ sim, responses }) => ({
    querystring: sim.OutboxQuery,
    response: { 200: sim.OutboxList, 400: responses.bodyErrors[400] },
  }),
});

export const clearOutbox = endpoint({
  method: 'DELETE',
  service: 'sim',
  path: '/outbox',
  login: 'none',
  spec: false,
  summary: 'Empty the outbox',
  schema: ({ sim, responses }) => ({ response: { 200: sim.OutboxCleared, ...responses.unreadBodyErrors } }),
});

export const getClock = endpoint({
  method: 'GET',
  service: 'sim',
  path: '/clock',
  login: 'none',
  spec: false,
  summary: "The simulator's time and its offset from real time",
  schema: ({ sim }) => ({ response: { 200: sim.ClockState } }),
});

export const moveClock = endpoint({
  method: 'POST',
  service: 'sim',
  path: '/clock',
  login: 'none',
  spec: false,
  summary: 'Move the clock forward ({advanceSeconds}) or set its offset ({offsetMs}); reset sets it back',
  schema: ({ sim, responses }) => ({
    body: sim.ClockBody,
    response: { 200: sim.ClockState, ...responses.bodyErrors },
  }),
});

export const expireSessions = endpoint({
  method: 'POST',
  service: 'sim',
  path: '/sessions/expire',
  login: 'none',
  spec: false,
  summary: "End every session of a user now ({email} or {userId}): the app's next call answers 401",
  schema: ({ sim, responses }) => ({
    body: sim.SessionsExpireBody,
    response: { 200: sim.SessionsExpired, ...responses.bodyErrors, ...responses.notFoundError },
  }),
});

export const grantSignIn = endpoint({
  method: 'POST',
  service: 'sim',
  path: '/sign-ins',
  login: 'none',
  spec: false,
  summary:
    'A one-time sign-in for a login of the loaded scenario: its link opens the app signed in as that user (the QA console’s “Open the app as”)',
  description:
    'Only for an email the loaded scenario lists among its logins (GET /__sim/scenarios); any other answers 404 ' +
    'not_found, so no account someone registered can be entered this way; an unverified one answers 403 ' +
    'email_unverified, as its login does. The code works once, within 120 s ' +
    'by the simulator’s clock, in the data set it was made in (a sandbox’s stays in that sandbox). A reset ' +
    'forgets every code. Like the whole control API it is off in production (SIM_CONTROL_API) and answers ' +
    'only the allowed host names.',
  schema: ({ sim, responses }) => ({
    body: sim.SignInGrantBody,
    response: { 201: sim.SignInGrant, ...responses.bodyErrors, ...responses.notFoundError },
  }),
});

export const redeemSignIn = endpoint({
  method: 'POST',
  service: 'sim',
  path: '/sign-ins/:code',
  login: 'none',
  spec: false,
  summary:
    'Exchange a one-time sign-in for a session (the app’s /login?as={code} calls it); answers as login does',
  description:
    '400 code_invalid for a code that was never made, was used already or was forgotten by a reset; 400 ' +
    'code_expired past its 120 s.',
  schema: ({ presenceAuth, sim, responses }) => ({
    params: sim.SignInCodeParam,
    response: { 200: presenceAuth.SessionAnswer, ...responses.bodyErrors },
  }),
});

export const createSandbox = endpoint({
  method: 'POST',
  service: 'sim',
  path: '/sandboxes',
  login: 'none',
  spec: false,
  summary:
    'Open a sandbox seeded with a scenario: requests carrying X-Sim-Sandbox: <id> (or the sim_sandbox cookie) use its own data, clock, faults, outbox and journal',
  description:
    '409 sandbox_limit_reached when as many as the simulator keeps are open (details: limit); 409 ' +
    'qa_budget_exceeded (details: limitBytes, usedBytes, requestedBytes) when another would take the QA data ' +
    'past SIM_QA_MEMORY_MB.',
  schema: ({ common, sim, responses }) => ({
    body: sim.SandboxBody,
    response: {
      201: sim.Sandbox,
      ...responses.bodyErrors,
      ...responses.notFoundError,
      ...responses.conflict,
      422: common.ErrorBody,
    },
  }),
});

export const listSandboxes = endpoint({
  method: 'GET',
  service: 'sim',
  path: '/sandboxes',
  login: 'none',
  spec: false,
  summary:
    'The open sandboxes, oldest first, how many may be open at once, the one the caller entered, and the memory the QA data holds against SIM_QA_MEMORY_MB',
  schema: ({ sim }) => ({ response: { 200: sim.SandboxList } }),
});

export const endSandbox = endpoint({
  method: 'DELETE',
  service: 'sim',
  path: '/sandboxes/:id',
  login: 'none',
  spec: false,
  summary: 'End a sandbox: its database is closed and its id answers 404 sandbox_not_found from then on',
  description:
    'A caller whose sim_sandbox cookie names the sandbox leaves it too: the answer clears the cookie, so the ' +
    'browser that ended the sandbox it was in is back in the default data set.',
  schema: ({ sim, responses }) => ({
    params: sim.SandboxIdParam,
    response: { 200: sim.SandboxEnded, ...responses.bodyErrors, ...responses.notFoundError },
  }),
});

export const enterSandbox = endpoint({
  method: 'POST',
  service: 'sim',
  path: '/sandboxes/:id/enter',
  login: 'none',
  spec: false,
  summary: 'Enter a sandbox from a browser: the answer sets the sim_sandbox cookie to its id',
  description:
    'Set-Cookie: sim_sandbox=<id>; Path=/; HttpOnly; SameSite=Lax, a session cookie. Every later request of ' +
    'that browser to this host name (the app, its embeds and the QA console) then uses the sandbox, until it ' +
    'leaves (POST /__sim/sandboxes/leave) or ends it. 404 sandbox_not_found for an id no open sandbox has.',
  schema: ({ sim, responses }) => ({
    params: sim.SandboxIdParam,
    response: { 200: sim.Sandbox, ...responses.bodyErrors, ...responses.notFoundError },
  }),
});

export const leaveSandbox = endpoint({
  method: 'POST',
  service: 'sim',
  path: '/sandboxes/leave',
  login: 'none',
  spec: false,
  summary: 'Leave the sandbox this browser entered: the answer clears the sim_sandbox cookie',
  description:
    'Answered whether or not the cookie names an open sandbox (a browser in an ended one leaves it this way), ' +
    'and without the cookie too. The sandbox stays open for whoever else uses it.',
  schema: ({ sim, responses }) => ({ response: { 200: sim.SandboxLeft, ...responses.bodyErrors } }),
});
