// The two sides of a signed-in user on /dashboard (docs/architecture.md "Statuses, live and available": a
// publisher when the publisher id is set, a sponsor when the sponsor id is set): where each stands, and the
// way into it from there. Pure.
import { EntityStatus } from '@sponsorspot/contract/constants';
import type { Party, SponsorSideUser } from '@sponsorspot/contract/presence-user';
import { paths } from '../../../config/paths';

export type SideKind = 'publisher' | 'sponsor';

/** none: not this side yet; setting-up: Created or Pending; active; disabled (by an admin). */
export type SideState = 'none' | 'setting-up' | 'active' | 'disabled';

export interface SideLink {
  to: string;
  label: string;
}

export interface SideView {
  kind: SideKind;
  state: SideState;
  businessName: string;
  /** One sentence on where the side stands, or null when all is well. */
  note: string | null;
  /** The way in, the first link the main one. */
  links: SideLink[];
}

function stateOf(party: Party | null): SideState {
  if (!party) return 'none';
  if (party.status === EntityStatus.Active) return 'active';
  if (party.status === EntityStatus.Disabled) return 'disabled';
  return 'setting-up';
}

const PUBLISHER_NOTE: Record<SideState, string | null> = {
  none: 'List the places on your pages where a sponsor may appear, and be paid for every month one is reserved.',
  'setting-up': 'Connect your payout account to publish your spots in the marketplace.',
  active: null,
  disabled: 'Your publisher account is disabled: its spots are not in the marketplace.',
};

const SPONSOR_NOTE: Record<SideState, string | null> = {
  none: 'Find a spot on a site your audience reads and place your decal on it.',
  'setting-up': 'Your sponsor account becomes active with your first completed checkout.',
  active: null,
  disabled: 'Your sponsor account is disabled: your decals do not run.',
};

export function publisherSideOf(user: SponsorSideUser): SideView {
  const state = stateOf(user.publisher);
  const manage: SideLink[] = [
    { to: paths.publisherSpots.href(), label: 'Your spots' },
    { to: paths.publisher.href(), label: 'Spot figures' },
  ];
  const links: Record<SideState, SideLink[]> = {
    none: [{ to: paths.earn.href(), label: 'Earn with your site' }],
    'setting-up': [{ to: paths.earn.href('connect'), label: 'Connect payouts' }, ...manage],
    active: manage,
    disabled: manage,
  };
  return {
    kind: 'publisher',
    state,
    businessName: user.publisher?.businessName ?? '',
    note: PUBLISHER_NOTE[state],
    links: links[state],
  };
}

/** `reservations`: the summary's Pending or Active reservations; without any, the marketplace leads. */
export function sponsorSideOf(user: SponsorSideUser, reservations: number | null): SideView {
  const state = stateOf(user.sponsor);
  const marketplace: SideLink = { to: paths.marketplace.href(), label: 'Find a spot to sponsor' };
  const manage: SideLink[] = [
    { to: paths.sponsorSpots.href(), label: 'Your reservations' },
    { to: paths.sponsor.href(), label: 'Sponsor figures' },
  ];
  return {
    kind: 'sponsor',
    state,
    businessName: user.sponsor?.businessName ?? '',
    note: SPONSOR_NOTE[state],
    links: state === 'none' ? [marketplace] : reservations === 0 ? [marketplace, ...manage] : manage,
  };
}
