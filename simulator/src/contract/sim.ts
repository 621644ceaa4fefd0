// Control API of the simulator (/__sim) and /health: for QA, the end-to-end tests and the bench.
import Type, { type Static } from 'typebox';

export const SCENARIO_NAME_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$';

export const ScenarioSummary = Type.Object({
  name: Type.String(),
  description: Type.String(),
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
  kind: Type.Union([Type.Literal('verification'), Type.Literal('password_reset')]),
  subject: Type.String(),
  code: Type.String(),
  link: Type.String(),
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
  Type.Object(
    { userId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
    { additionalProperties: false },
  ),
]);
export type SessionsExpireBody = Static<typeof SessionsExpireBody>;
export const SessionsExpired = Type.Object({ revoked: Type.Integer({ minimum: 0 }) });
export type SessionsExpired = Static<typeof SessionsExpired>;
