// What a publisher may do with a spot in each status (contract/rules.ts SPOT_TRANSITIONS), and how a spot's
// status and place in the marketplace read. Pure.
import { EntityStatus, SpotStatus } from '@sponsorspot/contract/constants';
import { canChangeSpotStatus, type PublishRequirement } from '@sponsorspot/contract/rules';
import type { Spot } from '@sponsorspot/contract/sponsor';

export const SPOT_STATUS_LABEL: Record<SpotStatus, string> = {
  [SpotStatus.Created]: 'New',
  [SpotStatus.Draft]: 'Draft',
  [SpotStatus.Published]: 'Published',
  [SpotStatus.Disabled]: 'Disabled',
};

export interface StatusAction {
  to: SpotStatus;
  label: string;
}

/** The buttons a status offers, in this order; each only when the transition is allowed. */
const ACTIONS: readonly StatusAction[] = [
  { to: SpotStatus.Published, label: 'Publish' },
  { to: SpotStatus.Disabled, label: 'Disable' },
  { to: SpotStatus.Draft, label: 'Back to draft' },
];

export function statusActions(status: SpotStatus): StatusAction[] {
  return ACTIONS.filter((action) => action.to !== status && canChangeSpotStatus(status, action.to)).map(
    (action) =>
      // A new spot becomes a draft for the first time: it goes nowhere "back".
      status === SpotStatus.Created && action.to === SpotStatus.Draft
        ? { ...action, label: 'Move to draft' }
        : action,
  );
}

/** Whether the marketplace shows the spot: published by an active publisher. */
export function isListedInMarketplace(spot: Spot): boolean {
  return spot.status === SpotStatus.Published && spot.snapshot.publisherStatus === EntityStatus.Active;
}

/** The status filter of the list, as the URL keeps it (?status=draft). */
export const STATUS_FILTERS = [
  { value: 'created', status: SpotStatus.Created, label: 'New' },
  { value: 'draft', status: SpotStatus.Draft, label: 'Draft' },
  { value: 'published', status: SpotStatus.Published, label: 'Published' },
  { value: 'disabled', status: SpotStatus.Disabled, label: 'Disabled' },
] as const;

/** The status a ?status= value names, or null for all (an unknown value shows all). */
export function statusFilterOf(value: string | null): SpotStatus | null {
  return STATUS_FILTERS.find((filter) => filter.value === value)?.status ?? null;
}

const REQUIREMENTS: readonly PublishRequirement[] = ['publisher', 'name', 'sampleUrl', 'pricePerMonth'];

/** The requirements a not_publishable answer names (its details.missing), the known ones only. */
export function publishRequirementsOf(details: unknown): PublishRequirement[] {
  const missing = (details as { missing?: unknown } | null | undefined)?.missing;
  if (!Array.isArray(missing)) return [];
  return REQUIREMENTS.filter((requirement) => missing.includes(requirement));
}
