// Control API of the simulator (/__sim) and /health: for QA, the end-to-end tests and the bench.
import Type, { type Static } from 'typebox';
import { Id } from './common.js';

export const SCENARIO_NAME_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';

export const ScenarioSummary = Type.Object({
  name: Type.String(),
  description: Type.String(),
  /** The logins the scenario is for: the plain-text test password and what each shows. */
  logins: Type.Optional(
    Type.Array(Type.Object({ email: Type.String(), password: Type.String(), shows: Type.String() })),
  ),
});
export type ScenarioSummary = Static<typeof ScenarioSummary>;

/** GET /__sim/scenarios */
export const ScenarioList = Type.Object({
  scenarios: Type.Array(ScenarioSummary),
  current: Type.String({ description: 'The scenario the database was last reset to.' }),
});
export type ScenarioList = Static<typeof ScenarioList>;

/** POST /__sim/reset */
export const ResetBody = Type.Object(
  { scenario: Type.String({ pattern: SCENARIO_NAME_PATTERN, maxLength: 64 }) },
  { additionalProperties: false },
);
export type ResetBody = Static<typeof ResetBody>;
export const ResetResult = Type.Object({
  scenario: Type.String(),
  resetMs: Type.Number({ description: 'Time the reset took, in milliseconds.' }),
});
export type ResetResult = Static<typeof ResetResult>;

/** The largest saved state POST /__sim/state takes (decal images inline make it large). */
export const SAVED_STATE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The memory the simulator's QA data may take (SIM_QA_MEMORY_MB) and what it takes now: every in-memory
 * database (the default data set's when SIM_DB_PATH is :memory:, each sandbox's), each open sandbox's app,
 * and the loads and openings under way. A sandbox or a load that would pass the limit is refused first.
 */
export const QaMemory = Type.Object({
  limitBytes: Type.Integer({ minimum: 0, description: 'SIM_QA_MEMORY_MB, in bytes.' }),
  usedBytes: Type.Integer({ minimum: 0, description: 'What the QA data holds now, in bytes.' }),
});
export type QaMemory = Static<typeof QaMemory>;
/** `details` of 409 qa_budget_exceeded: the limit, what was held and what the refused call asked for. */
export const QaBudgetExceeded = Type.Object({
  limitBytes: Type.Integer({ minimum: 0 }),
  usedBytes: Type.Integer({ minimum: 0 }),
  requestedBytes: Type.Integer({ minimum: 0 }),
});
export type QaBudgetExceeded = Static<typeof QaBudgetExceeded>;

/** GET /health */
export const Health = Type.Object({
  status: Type.Literal('ok'),
  scenario: Type.String(),
});
export type Health = Static<typeof Health>;

// Identity part of the control API: the outbox, the clock and session expiry.

export const OutboxQuery = Type.Object(
  { to: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })) },
  { additionalProperties: false },
);
export type OutboxQuery = Static<typeof OutboxQuery>;
export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  kind: Type.Union([
    Type.Literal('verification'),
    Type.Literal('password_reset'),
    Type.Literal('billing'),
    Type.Literal('spot_freed'),
    Type.Literal('payout'),
    Type.Literal('registration_attempt'),
    Type.Literal('login_alert'),
    Type.Literal('review'),
    // To a publisher: a reservation of their spot ends (unreserved, or its flight or paid period is over).
    Type.Literal('reservation_ended'),
    Type.Literal('password_changed'),
  ]),
  subject: Type.String(),
  code: Type.String(),
  link: Type.String(),
  /** The mail's plain text ('' for the mails whose subject and link say it all). */
  body: Type.String(),
  sentAt: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;
/** GET /__sim/outbox: oldest first, newest last. */
export const OutboxList = Type.Object({ messages: Type.Array(OutboxMessage) });
export type OutboxList = Static<typeof OutboxList>;
/** DELETE /__sim/outbox */
export const OutboxCleared = Type.Object({ cleared: Type.Integer({ minimum: 0 }) });
export type OutboxCleared = Static<typeof OutboxCleared>;

/** Ten years either way. */
export const CLOCK_OFFSET_MAX_MS = 10 * 366 * 24 * 3600 * 1000;
/** GET and POST /__sim/clock */
export const ClockState = Type.Object({
  now: Type.String({ description: "The simulator's time (ISO 8601)." }),
  offsetMs: Type.Integer({ description: 'How far the clock is from real time.' }),
});
export type ClockState = Static<typeof ClockState>;
export const ClockBody = Type.Union([
  Type.Object(
    { advanceSeconds: Type.Number({ minimum: 0, maximum: CLOCK_OFFSET_MAX_MS / 1000 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { offsetMs: Type.Integer({ minimum: -CLOCK_OFFSET_MAX_MS, maximum: CLOCK_OFFSET_MAX_MS }) },
    { additionalProperties: false },
  ),
]);
export type ClockBody = Static<typeof ClockBody>;

/** POST /__sim/sessions/expire */
export const SessionsExpireBody = Type.Union([
  Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }, { additionalProperties: false }),
  Type.Object({ userId: Id }, { additionalProperties: false }),
]);
export type SessionsExpireBody = Static<typeof SessionsExpireBody>;
export const SessionsExpired = Type.Object({ revoked: Type.Integer({ minimum: 0 }) });
export type SessionsExpired = Static<typeof SessionsExpired>;

/** POST /__sim/sign-ins: a one-time sign-in for one of the loaded scenario's logins (the QA console's "Open the app as"). */
export const SignInGrantBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  { additionalProperties: false },
);
export type SignInGrantBody = Static<typeof SignInGrantBody>;
/** How long a one-time sign-in may wait to be used, by the simulator's clock. */
export const SIGN_IN_GRANT_SECONDS = 120;
export const SignInGrant = Type.Object({
  code: Type.String({ description: 'Single use; a POST /__sim/sign-ins/{code} exchanges it for a session.' }),
  link: Type.String({
    description: 'The app’s /login?as={code}, which exchanges it and lands as that user.',
  }),
  expiresAt: Type.String({
    description: `When it stops working (${SIGN_IN_GRANT_SECONDS} s after it was made).`,
  }),
});
export type SignInGrant = Static<typeof SignInGrant>;
export const SignInCodeParam = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type SignInCodeParam = Static<typeof SignInCodeParam>;

// Faults and the request journal (docs/qa.md "Control API (for QA and tests)").

export const HTTP_METHOD_PATTERN = '^(\\*|GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$';
const PathPattern = Type.String({
  minLength: 1,
  maxLength: 512,
  pattern: '^/',
  description:
    'A path without its query string: exact, or with * for any characters but "/" and ** for any ' +
    'characters at all, e.g. /sponsor/api/v1/spot/*/public or /sponsor/**.',
});

/** POST /__sim/faults */
export const FaultBody = Type.Object(
  {
    method: Type.Optional(
      Type.String({
        pattern: HTTP_METHOD_PATTERN,
        description: 'An HTTP method in capitals, or * (default).',
      }),
    ),
    path: PathPattern,
    status: Type.Optional(
      Type.Integer({ minimum: 400, maximum: 599, description: 'Answer with this status and an error body.' }),
    ),
    code: Type.Optional(
      Type.String({
        pattern: '^[a-z][a-z0-9_]{0,63}$',
        description: "The error body's code (default injected_fault).",
      }),
    ),
    message: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    delayMs: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 60_000,
        description: 'Wait this long first (then answer as usual, or fail).',
      }),
    ),
    drop: Type.Optional(Type.Boolean({ description: 'Close the connection without an answer.' })),
    times: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 10_000,
        description: 'How many matching requests it takes (default 1).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type FaultBody = Static<typeof FaultBody>;

export const Fault = Type.Object({
  id: Type.Integer(),
  method: Type.String(),
  path: Type.String(),
  status: Type.Union([Type.Integer(), Type.Null()]),
  code: Type.String(),
  message: Type.String(),
  delayMs: Type.Integer(),
  drop: Type.Boolean(),
  times: Type.Integer(),
  remaining: Type.Integer({ description: 'Matching requests it will still take.' }),
});
export type Fault = Static<typeof Fault>;
/** GET /__sim/faults: the faults still armed, oldest first. */
export const FaultList = Type.Object({ faults: Type.Array(Fault) });
export type FaultList = Static<typeof FaultList>;
/** DELETE /__sim/faults and /__sim/faults/{id} */
export const FaultsCleared = Type.Object({ cleared: Type.Integer({ minimum: 0 }) });
export type FaultsCleared = Static<typeof FaultsCleared>;

/** GET /__sim/requests */
export const JournalQuery = Type.Object(
  {
    method: Type.Optional(Type.String({ pattern: HTTP_METHOD_PATTERN })),
    path: Type.Optional(PathPattern),
    status: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 599,
        description: 'The status answered; 0 for a dropped connection.',
      }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000, default: 100 })),
  },
  { additionalProperties: false },
);
export type JournalQuery = Static<typeof JournalQuery>;
export const JournalEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ description: 'When the request came in (real time, ISO 8601).' }),
  method: Type.String(),
  path: Type.String({ description: 'The path; a segment the route names :code (or a token) is [redacted].' }),
  query: Type.String({
    description:
      'The query string, without "?"; empty when none. Values of code, token and password keys are [redacted].',
  }),
  status: Type.Integer({ description: 'The status answered; 0 when the connection was dropped.' }),
  durationMs: Type.Number(),
  tenant: Type.Union([Type.String(), Type.Null()], { description: 'The tenant header as sent.' }),
  authorized: Type.Boolean({ description: 'Whether a bearer token was sent.' }),
  body: Type.Optional(
    Type.Unknown({
      description:
        'The JSON body, passwords, tokens, secrets and codes redacted; past 4,096 characters of JSON, the first 4,096 as text.',
    }),
  ),
  bodyTruncatedFrom: Type.Optional(
    Type.Integer({ description: "Present when body was cut: the length of the whole body's JSON text." }),
  ),
  faultId: Type.Union([Type.Integer(), Type.Null()], { description: 'The injected fault it met, if any.' }),
});
export type JournalEntry = Static<typeof JournalEntry>;
/** GET /__sim/requests: oldest first, newest last. */
export const JournalList = Type.Object({ requests: Type.Array(JournalEntry) });
export type JournalList = Static<typeof JournalList>;

// Sandboxes: isolated data sets, each with its own clock, faults, outbox and journal.

/** The request header that sends a request to a sandbox. */
export const SANDBOX_HEADER = 'X-Sim-Sandbox';
/**
 * The cookie that does the same for a browser, so the app and its embeds follow. The simulator sets it
 * (POST /__sim/sandboxes/{id}/enter) and clears it (POST /__sim/sandboxes/leave), HttpOnly: no page's
 * script reads it.
 */
export const SANDBOX_COOKIE = 'sim_sandbox';
/** How many sandboxes the simulator keeps at once. */
export const SANDBOX_LIMIT = 16;
export const SANDBOX_ID_PATTERN = '^[a-z0-9]{1,32}$';

/** POST /__sim/sandboxes */
export const SandboxBody = Type.Object(
  { scenario: Type.String({ pattern: SCENARIO_NAME_PATTERN, maxLength: 64 }) },
  { additionalProperties: false },
);
export type SandboxBody = Static<typeof SandboxBody>;
export const Sandbox = Type.Object({
  id: Type.String({ description: `Send it as ${SANDBOX_HEADER} (or the ${SANDBOX_COOKIE} cookie).` }),
  scenario: Type.String({
    description:
      'The scenario the sandbox holds: the one it was created with, or the one it was reset to since.',
  }),
  createdAt: Type.String({ description: 'Real time, ISO 8601.' }),
  createMs: Type.Number({ description: 'Time the creation took, in milliseconds.' }),
});
export type Sandbox = Static<typeof Sandbox>;
/** GET /__sim/sandboxes: oldest first. */
export const SandboxList = Type.Object({
  sandboxes: Type.Array(Sandbox),
  limit: Type.Integer({ description: 'How many may be open at once.' }),
  memory: QaMemory,
  entered: Type.Union([Type.String(), Type.Null()], {
    description: `The sandbox the caller entered: what its ${SANDBOX_COOKIE} cookie names, open or ended since; null without the cookie.`,
  }),
});
export type SandboxList = Static<typeof SandboxList>;
export const SandboxIdParam = Type.Object(
  { id: Type.String({ pattern: SANDBOX_ID_PATTERN }) },
  { additionalProperties: false },
);
export type SandboxIdParam = Static<typeof SandboxIdParam>;
/** DELETE /__sim/sandboxes/{id} */
export const SandboxEnded = Type.Object({ ended: Type.String() });
export type SandboxEnded = Static<typeof SandboxEnded>;
/** POST /__sim/sandboxes/leave */
export const SandboxLeft = Type.Object({
  left: Type.Union([Type.String(), Type.Null()], {
    description: `The sandbox the ${SANDBOX_COOKIE} cookie named (open or ended), or null when there was none.`,
  }),
});
export type SandboxLeft = Static<typeof SandboxLeft>;
