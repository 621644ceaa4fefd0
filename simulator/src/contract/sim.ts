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
