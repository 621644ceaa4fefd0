// What the publisher dashboard shows lives in the URL, so a reload and the back button keep it:
// ?range=<preset days> or ?from=…&to=… (a custom range) and ?spot=<id> for one spot's figures. A value a
// hand-edited or stale URL holds that does not fit falls back to the default (the last 30 days, all spots).
// Pure.
import { idFromText } from '@sponsorspot/contract/rules';
import type { PublisherQuery } from '../../../config/paths';
import { customRangeErrors, FREE_PLAN_DAYS, presetRange, RANGE_PRESETS, type DateRange } from './range';

export type RangeChoice = { preset: number } | { custom: DateRange };

export interface FiguresView {
  choice: RangeChoice;
  /** One spot's figures, or null for all of the publisher's spots. */
  spotId: number | null;
}

/** The default: the last 30 days (what the API answers without a range), all spots. */
export const DEFAULT_FIGURES_VIEW: FiguresView = { choice: { preset: FREE_PLAN_DAYS }, spotId: null };

function choiceOf(search: URLSearchParams): RangeChoice {
  const custom = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  if (custom.from && custom.to && Object.keys(customRangeErrors(custom)).length === 0) return { custom };
  const preset = RANGE_PRESETS.find((days) => String(days) === search.get('range'));
  return preset === undefined ? DEFAULT_FIGURES_VIEW.choice : { preset };
}

/** Reads ?range=, ?from=&to= and ?spot=; a custom range that holds wins over a preset. */
export function readFiguresView(search: URLSearchParams): FiguresView {
  return { choice: choiceOf(search), spotId: idFromText(search.get('spot')) };
}

/** The query of paths.publisher.href for a view; the default range is left out. */
export function figuresQuery(view: FiguresView): PublisherQuery {
  const { choice, spotId } = view;
  return {
    ...(spotId === null ? {} : { spot: spotId }),
    ...('custom' in choice
      ? choice.custom
      : choice.preset === FREE_PLAN_DAYS
        ? {}
        : { range: choice.preset }),
  };
}

/** The days a choice covers; a preset ends today (UTC). */
export function rangeOf(choice: RangeChoice, nowMs: number): DateRange {
  return 'custom' in choice ? choice.custom : presetRange(choice.preset, nowMs);
}

/** Whether two choices ask for the same days (a picker's draft follows the URL only when they differ). */
export function sameChoice(a: RangeChoice, b: RangeChoice): boolean {
  if ('custom' in a && 'custom' in b) return a.custom.from === b.custom.from && a.custom.to === b.custom.to;
  return 'preset' in a && 'preset' in b && a.preset === b.preset;
}
