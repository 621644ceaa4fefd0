// What a load may store (a reset to a scenario file, a saved state POSTed to /__sim/state): the values the
// product's own writes accept where a value it refuses would be stored as one thing and served as another —
// a spot's size (contract/rules.ts productSizeProblem: the embed would draw it 0 pixels wide) and one-line
// text without control characters (contract/text-rules.ts: the click's redirect would drop them). A load
// that holds one is refused whole (422 scenario_invalid naming each value), as one naming a missing row is.
import type { SavedState, SavedStateTable, ScenarioFile } from '@sponsorspot/contract/scenario';
import { productSizeProblem } from '@sponsorspot/contract/rules';
import { CONTROL_CHARACTER_RULE, hasControlCharacter } from '@sponsorspot/contract/text-rules';

/** A value's problem, or null; a value of another type is the schema's or SQLite's to refuse. */
type ValueRule = (value: unknown) => string | null;

const oneLine: ValueRule = (value) =>
  typeof value === 'string' && hasControlCharacter(value) ? CONTROL_CHARACTER_RULE : null;
const productSize: ValueRule = (value) => (typeof value === 'string' ? productSizeProblem(value) : null);

/** The rules of a scenario file's rows, by list and field. */
const SCENARIO_RULES = {
  spots: { name: oneLine, sampleUrl: oneLine, productJson: productSize },
  spotContents: { linkUrl: oneLine, linkTitle: oneLine },
} as const satisfies Partial<Record<keyof ScenarioFile, Record<string, ValueRule>>>;

/** The same rules on a saved state's rows, by table and column (the live revision's link and title too). */
const SAVED_STATE_RULES: Partial<Record<SavedStateTable, Record<string, ValueRule>>> = {
  spots: { name: oneLine, sample_url: oneLine, product_json: productSize },
  spot_contents: {
    link_url: oneLine,
    link_title: oneLine,
    live_link_url: oneLine,
    live_link_title: oneLine,
  },
};

function rowProblems(
  rows: readonly Record<string, unknown>[],
  rules: Record<string, ValueRule>,
  at: string,
): string[] {
  const problems: string[] = [];
  rows.forEach((row, i) => {
    for (const [field, rule] of Object.entries(rules)) {
      const problem = rule(row[field]);
      if (problem) problems.push(`${at}[${i}].${field}: ${problem}`);
    }
  });
  return problems;
}

/** The values of a scenario file's spots and contents the product's writes refuse, each named by its path. */
export function scenarioValueProblems(scenario: ScenarioFile): string[] {
  return [
    ...rowProblems(scenario.spots, SCENARIO_RULES.spots, 'spots'),
    ...rowProblems(scenario.spotContents, SCENARIO_RULES.spotContents, 'spotContents'),
  ];
}

/** The values of a saved state's rows the product's writes refuse, each named by its table, row and column. */
export function savedStateValueProblems(state: SavedState): string[] {
  return Object.entries(SAVED_STATE_RULES).flatMap(([table, rules]) =>
    rowProblems(state.tables[table as SavedStateTable] ?? [], rules, `savedState.tables.${table}`),
  );
}
