// The rows the spots repository reads (spots.ts): one select of a spot with its publisher, its current
// content's live revision, that content's sponsor, subscription and decal, and the mapping of a row to the
// answers of the contract (Spot, its snapshot, a publisher's spot, an available spot).
import type { StatusValue } from '@sponsorspot/contract/common';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import type { PublisherSpot } from '@sponsorspot/contract/publisher';
import type { AvailableSpot, Spot, SpotContent, SpotStatusSnapshot } from '@sponsorspot/contract/sponsor';
import type { Static } from 'typebox';
import { decalOf, subscriptionOf } from './content-parts.js';

type Status = Static<typeof StatusValue>;

export interface PublisherSpotRow extends SpotRow {
  sponsor_name: string | null;
  h_sponsor_id: number | null;
  h_sponsor_name: string | null;
  h_sponsor_status: Status | null;
  h_until: string | null;
  /** An unreserved reservation's end: its own subscription's paid period (null while it renews). */
  ends_at: string | null;
}

export interface SpotRow {
  id: number;
  publisher_id: number;
  publisher_user_id: number;
  publisher_name: string;
  publisher_status: Status;
  name: string;
  description: string;
  location_path: string;
  product_json: string;
  status: Status;
  sample_url: string;
  show_analytics: number;
  requires_approval: number;
  sponsored_label: number;
  held_until: string | null;
  current_spot_content_id: number | null;
  c_id: number | null;
  c_sponsor_id: number | null;
  c_subscription_id: number | null;
  c_decal_id: number | null;
  c_status: Status | null;
  c_link_url: string | null;
  c_link_title: string | null;
  c_terms: number | null;
  c_ai_on: string | null;
  c_ai_passed: number | null;
  c_held_until: string | null;
  sponsor_status: Status | null;
  sub_status: Status | null;
  sub_level: string | null;
  d_content_type: string | null;
  d_width: number | null;
  d_height: number | null;
  d_file_name: string | null;
  d_public_key: string | null;
}

// A spot's current content as everyone reads it is its live revision (014_live_revision.sql): the decal,
// link and title on the publisher's site, never the revision its sponsor is editing.
export const SPOT_COLUMNS = `
  s.id, s.publisher_id, p.user_id AS publisher_user_id, p.business_name AS publisher_name,
  p.status AS publisher_status, s.name, s.description, s.location_path, s.product_json, s.status,
  s.sample_url, s.show_analytics, s.requires_approval, s.sponsored_label, s.current_spot_content_id,
  (SELECT max(h.held_until) FROM spot_contents h WHERE h.spot_id = s.id AND h.held_until IS NOT NULL) AS held_until,
  c.id AS c_id, c.sponsor_id AS c_sponsor_id, c.subscription_id AS c_subscription_id,
  c.live_decal_id AS c_decal_id, c.status AS c_status, c.live_link_url AS c_link_url,
  c.live_link_title AS c_link_title, c.has_agreed_to_terms AS c_terms, c.live_checked_on AS c_ai_on,
  (c.live_revision IS NOT NULL) AS c_ai_passed, c.held_until AS c_held_until, d.public_key AS d_public_key,
  sp.status AS sponsor_status, sub.status AS sub_status,
  CASE WHEN sub.spot_content_id IS NOT NULL THEN 'Spot' ELSE sub.level END AS sub_level,
  d.content_type AS d_content_type, d.width AS d_width, d.height AS d_height, d.file_name AS d_file_name`;

export const SPOT_JOINS = `
  JOIN publishers p ON p.id = s.publisher_id
  LEFT JOIN spot_contents c ON c.id = s.current_spot_content_id
  LEFT JOIN sponsors sp ON sp.id = c.sponsor_id
  LEFT JOIN subscriptions sub ON sub.id = c.subscription_id
  LEFT JOIN decals d ON d.id = c.live_decal_id`;

export function toSnapshot(r: SpotRow, snapshotDate: string): SpotStatusSnapshot {
  return {
    snapshotDate,
    spotId: r.id,
    spotStatus: r.status,
    publisherId: r.publisher_id,
    publisherStatus: r.publisher_status,
    currentSpotContentId: r.c_id,
    currentSpotContentStatus: r.c_status,
    currentSpotContentSponsorId: r.c_sponsor_id,
    currentSpotContentSponsorStatus: r.sponsor_status,
    currentSpotContentSubscriptionId: r.c_subscription_id,
    currentSpotContentSubscriptionStatus: r.sub_status,
  };
}

export function toContent(r: SpotRow): SpotContent | null {
  if (r.c_id === null) return null;
  return {
    id: r.c_id,
    spotId: r.id,
    sponsorId: r.c_sponsor_id as number,
    subscriptionId: r.c_subscription_id,
    decalId: r.c_decal_id,
    status: r.c_status as Status,
    linkUrl: r.c_link_url ?? '',
    linkTitle: r.c_link_title ?? '',
    hasAgreedToTerms: r.c_terms === 1,
    aICheckedOn: r.c_ai_on,
    aICheckPassed: r.c_ai_passed === 1,
    heldUntil: r.c_held_until,
    decal: decalOf(r.c_decal_id, r, endpointUrl(embed.decal, { key: r.d_public_key ?? '' })),
    subscription: subscriptionOf(r.c_subscription_id, r),
  };
}

export function toSpot(r: SpotRow, snapshotDate: string): Spot {
  return {
    id: r.id,
    publisherId: r.publisher_id,
    publisherName: r.publisher_name,
    name: r.name,
    description: r.description,
    locationPath: r.location_path,
    productJson: r.product_json,
    status: r.status,
    sampleUrl: r.sample_url,
    currentSpotContentId: r.current_spot_content_id,
    currentSpotContent: toContent(r),
    snapshot: toSnapshot(r, snapshotDate),
    showAnalytics: r.show_analytics === 1,
    requiresApproval: r.requires_approval === 1,
    sponsoredLabel: r.sponsored_label === 1,
    heldUntil: r.held_until,
  };
}

export function toPublisherSpot(r: PublisherSpotRow, snapshotDate: string): PublisherSpot {
  return {
    ...toSpot(r, snapshotDate),
    sponsor:
      r.c_sponsor_id === null || r.sponsor_status === null
        ? null
        : { id: r.c_sponsor_id, name: r.sponsor_name ?? '', status: r.sponsor_status, endsAt: r.ends_at },
    heldBy:
      r.h_sponsor_id === null || r.h_sponsor_status === null || r.h_until === null
        ? null
        : { id: r.h_sponsor_id, name: r.h_sponsor_name ?? '', status: r.h_sponsor_status, until: r.h_until },
  };
}

export function toAvailableSpot(r: SpotRow): AvailableSpot {
  return {
    id: r.id,
    name: r.name,
    publisherUserId: r.publisher_user_id,
    sponsorUserId: null,
    businessName: r.publisher_name,
    productJson: r.product_json,
    sampleUrl: r.sample_url,
    locationPath: r.location_path,
  };
}
