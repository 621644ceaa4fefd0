// The simulator's control API (/__sim), for QA and tests: scenarios, faults and the request journal, the
// outbox, the clock and sessions. Not part of the product's backend: every call is an extension.
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
    'clock to the state’s savedAt. At most 64 MiB.',
  schema: ({ common, scenario, sim, responses }) => ({
    body: scenario.ScenarioFile,
    response: { 200: sim.ResetResult, ...responses.bodyErrors, 422: common.ErrorBody },
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
  schema: ({ sim }) => ({ response: { 200: sim.FaultsCleared } }),
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
    response: { 200: sim.FaultsCleared, ...responses.notFoundError },
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
  schema: ({ sim }) => ({ response: { 200: sim.FaultsCleared } }),
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
  schema: ({ sim }) => ({ response: { 200: sim.OutboxCleared } }),
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

export const createSandbox = endpoint({
  method: 'POST',
  service: 'sim',
  path: '/sandboxes',
  login: 'none',
  spec: false,
  summary:
    'Open a sandbox seeded with a scenario: requests carrying X-Sim-Sandbox: <id> (or the sim_sandbox cookie) use its own data, clock, faults, outbox and journal',
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
  summary: 'The open sandboxes, oldest first, and how many may be open at once',
  schema: ({ sim }) => ({ response: { 200: sim.SandboxList } }),
});

export const endSandbox = endpoint({
  method: 'DELETE',
  service: 'sim',
  path: '/sandboxes/:id',
  login: 'none',
  spec: false,
  summary: 'End a sandbox: its database is closed and its id answers 404 sandbox_not_found from then on',
  schema: ({ sim, responses }) => ({
    params: sim.SandboxIdParam,
    response: { 200: sim.SandboxEnded, ...responses.bodyErrors, ...responses.notFoundError },
  }),
});
