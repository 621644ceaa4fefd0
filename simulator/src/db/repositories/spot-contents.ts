// The spot_contents table, and the only code that writes it: a sponsor's content on a spot (docs/sponsors.md
// "Holding, paying for and reserving a spot") — created on the first upload or content/update, its decal and
// link edited (each edit of what the check reads clears the AI check and moves the revision; agreeing to the
// terms alone moves neither), the AI check's result recorded, and the statuses of holding, reserving and
// ending it (ending drops a review still waiting). The services run every read-then-write in an immediate
// transaction.
import type { Statement } from 'better-sqlite3';
import type { StatusValue } from '@sponsorspot/contract/common';
import { EntityStatus } from '@sponsorspot/contract/constants';
import type { AiCheckReason } from '@sponsorspot/contract/content';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import type { Static } from 'typebox';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { contentDecal } from '@sponsorspot/contract/endpoints/content';
import type { Db } from '../connection.js';
import { decalOf, reviewOf, subscriptionOf } from './content-parts.js';

type Status = Static<typeof StatusValue>;

/** What the content rules read about one content before changing it. */
export interface ContentRecord {
  id: number;
  spotId: number;
  sponsorId: number;
  sponsorUserId: number;
  decalId: number | null;
  status: Status;
  linkUrl: string;
  linkTitle: string;
  hasAgreedToTerms: boolean;
  revision: number;
  subscriptionId: number | null;
  /** The subscription's status (null without one). */
  subscriptionStatus: Status | null;
  heldUntil: string | null;
  /** The revision that runs on the publisher's site (null until one went live) and its decal. */
  liveRevision: number | null;
  liveDecalId: number | null;
  /** The revision waiting for the publisher's approval, and since when (null when none waits). */
  reviewRevision: number | null;
  reviewRequestedAt: string | null;
  /** A flight's start when booked ahead, and a fixed flight's end (027_flights.sql); null otherwise. */
  startsAt: string | null;
  endsAt: string | null;
}

/** The editable fields of a content, as they are to be stored. */
export interface ContentFields {
  linkUrl: string;
  linkTitle: string;
  hasAgreedToTerms: boolean;
}

interface ContentRow {
  id: number;
  spot_id: number;
  sponsor_id: number;
  sponsor_user_id: number;
  subscription_id: number | null;
  decal_id: number | null;
  status: Status;
  link_url: string;
  link_title: string;
  has_agreed_to_terms: number;
  ai_checked_on: string | null;
  ai_check_passed: number;
  /** The last check's failed rules, as JSON (null: not checked since the last edit). */
  ai_check_reasons: string | null;
  revision: number;
  held_until: string | null;
  live_revision: number | null;
  live_decal_id: number | null;
  review_revision: number | null;
  review_requested_at: string | null;
  starts_at: string | null;
  ends_at: string | null;
  review_kind: 'first' | 'change' | null;
  review_decision: 'approved' | 'rejected' | 'auto' | null;
  review_reason: string | null;
  reviewed_at: string | null;
  sub_status: Status | null;
  sub_level: string | null;
  sub_period_end: string | null;
  sub_cancel_at_period_end: number | null;
  sub_past_due_since: string | null;
  sub_price: number | null;
  /** 1 when the subscription is the content's own spot subscription (not the sponsor's plan). */
  sub_own: number | null;
  updated_at: string | null;
  d_content_type: string | null;
  d_width: number | null;
  d_height: number | null;
  d_file_name: string | null;
}

const CONTENT_SELECT = `SELECT c.id, c.spot_id, c.sponsor_id, sp.user_id AS sponsor_user_id, c.subscription_id,
    c.decal_id, c.status, c.link_url, c.link_title, c.has_agreed_to_terms, c.ai_checked_on, c.ai_check_passed,
    c.ai_check_reasons, c.revision, c.held_until, c.live_revision, c.live_decal_id, c.review_revision, c.review_requested_at,
    c.starts_at, c.ends_at, c.review_kind, c.review_decision, c.review_reason, c.reviewed_at, sub.status AS sub_status,
    CASE WHEN sub.spot_content_id IS NOT NULL THEN 'Spot' ELSE sub.level END AS sub_level,
    sub.period_end AS sub_period_end, sub.cancel_at_period_end AS sub_cancel_at_period_end,
    sub.past_due_since AS sub_past_due_since, sub.price AS sub_price, (sub.spot_content_id = c.id) AS sub_own,
    c.updated_at, d.content_type AS d_content_type,
    d.width AS d_width, d.height AS d_height, d.file_name AS d_file_name
  FROM spot_contents c
  JOIN sponsors sp ON sp.id = c.sponsor_id
  LEFT JOIN subscriptions sub ON sub.id = c.subscription_id
  LEFT JOIN decals d ON d.id = c.decal_id`;

function toRecord(r: ContentRow): ContentRecord {
  return {
    id: r.id,
    spotId: r.spot_id,
    sponsorId: r.sponsor_id,
    sponsorUserId: r.sponsor_user_id,
    decalId: r.decal_id,
    status: r.status,
    linkUrl: r.link_url,
    linkTitle: r.link_title,
    hasAgreedToTerms: r.has_agreed_to_terms === 1,
    revision: r.revision,
    subscriptionId: r.subscription_id,
    subscriptionStatus: r.sub_status,
    heldUntil: r.held_until,
    liveRevision: r.live_revision,
    liveDecalId: r.live_decal_id,
    reviewRevision: r.review_revision,
    reviewRequestedAt: r.review_requested_at,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
  };
}

/**
 * When the reservation comes off: an ended one when it ended (its last status change: ending writes the
 * time it ended); a live one unreserved, the end of its own paid period; a fixed flight, its end; else null
 * (it renews).
 */
function endsAtOf(r: ContentRow): string | null {
  if (r.status === EntityStatus.Disabled)
    return r.updated_at !== null && !Number.isNaN(Date.parse(r.updated_at)) ? r.updated_at : null;
  const ending = r.sub_own === 1 && r.sub_status === EntityStatus.Active && r.sub_cancel_at_period_end === 1;
  return ending ? r.sub_period_end : r.ends_at;
}

/** The last check's failed rules: none when it passed, was never run or an edit cleared it. */
function reasonsOf(r: ContentRow): AiCheckReason[] {
  if (r.ai_check_passed === 1 || r.ai_checked_on === null || r.ai_check_reasons === null) return [];
  try {
    const reasons: unknown = JSON.parse(r.ai_check_reasons);
    return Array.isArray(reasons) ? (reasons as AiCheckReason[]) : [];
  } catch {
    // Written by the check as JSON; a hand-edited row that is not answers none.
    return [];
  }
}

function toContent(r: ContentRow): SpotContent {
  return {
    id: r.id,
    spotId: r.spot_id,
    sponsorId: r.sponsor_id,
    subscriptionId: r.subscription_id,
    decalId: r.decal_id,
    status: r.status,
    linkUrl: r.link_url,
    linkTitle: r.link_title,
    hasAgreedToTerms: r.has_agreed_to_terms === 1,
    aICheckedOn: r.ai_checked_on,
    aICheckPassed: r.ai_check_passed === 1,
    aICheckReasons: reasonsOf(r),
    heldUntil: r.held_until,
    decal: decalOf(r.decal_id, r, endpointUrl(contentDecal, { id: r.id })),
    subscription: subscriptionOf(r.subscription_id, r, r),
    review: reviewOf(r),
    endsAt: endsAtOf(r),
    startsAt: r.starts_at,
  };
}

export class SpotContentRepository {
  private readonly byId: Statement<{ id: number }, ContentRow>;
  /** A sponsor's contents on a spot: open ones (not Disabled) first, then newest first. */
  private readonly ofSponsorOnSpot: Statement<{ sponsorId: number; spotId: number }, ContentRow>;
  /** Every content of a sponsor with its spot's name, newest first. */
  private readonly ofSponsor: Statement<{ sponsorId: number }, ContentRow & { spot_name: string }>;
  private readonly insertContent: Statement<{ spotId: number; sponsorId: number; now: string }>;
  private readonly updateFields: Statement<{
    id: number;
    linkUrl: string;
    linkTitle: string;
    terms: number;
    clearCheck: number;
    now: string;
  }>;
  private readonly updateDecal: Statement<{ id: number; decalId: number | null; now: string }>;
  private readonly recordCheck: Statement<{
    id: number;
    revision: number;
    passed: number;
    reasons: string;
    checkedOn: string;
  }>;
  private readonly promoteStatement: Statement<{ id: number; revision: number }>;
  private readonly promotableStatement: Statement<{ id: number; revision: number }, number>;
  private readonly liveOfStatement: Statement<{ id: number }, { live_decal_id: number | null }>;
  private readonly holdStatement: Statement<{ id: number; heldUntil: string; now: string }>;
  private readonly releaseHolds: Statement<{ now: string }>;
  private readonly holderStatement: Statement<{ spotId: number; now: string }, number>;
  private readonly subscriptionStatement: Statement<{ id: number; subscriptionId: number; now: string }>;
  private readonly statusStatement: Statement<{ id: number; status: number; now: string }>;
  private readonly disableStatement: Statement<{ id: number; now: string }>;

  constructor(db: Db) {
    this.byId = db.prepare(`${CONTENT_SELECT} WHERE c.id = @id`);
    this.ofSponsorOnSpot = db.prepare(`${CONTENT_SELECT}
      WHERE c.sponsor_id = @sponsorId AND c.spot_id = @spotId
      ORDER BY (c.status = ${EntityStatus.Disabled}), c.id DESC LIMIT 1`);
    this.ofSponsor = db.prepare(`SELECT listed.*, s.name AS spot_name
      FROM (${CONTENT_SELECT} WHERE c.sponsor_id = @sponsorId) listed
      JOIN spots s ON s.id = listed.spot_id
      ORDER BY listed.id DESC`);
    this.insertContent =
      db.prepare(`INSERT INTO spot_contents (spot_id, sponsor_id, status, created_at, updated_at)
      VALUES (@spotId, @sponsorId, ${EntityStatus.Created}, @now, @now)`);
    // An edit of the link or title clears the AI check and is a new revision (clearCheck = 1); agreeing to
    // the terms alone, or the same link again, is neither: a revision waiting for review stays the one the
    // publisher decides, and it goes live as checked.
    this.updateFields = db.prepare(`UPDATE spot_contents SET link_url = @linkUrl, link_title = @linkTitle,
        has_agreed_to_terms = @terms, updated_at = @now,
        revision = revision + CASE WHEN @clearCheck THEN 1 ELSE 0 END,
        ai_checked_on = CASE WHEN @clearCheck THEN NULL ELSE ai_checked_on END,
        ai_check_passed = CASE WHEN @clearCheck THEN 0 ELSE ai_check_passed END,
        ai_check_reasons = CASE WHEN @clearCheck THEN NULL ELSE ai_check_reasons END,
        review_revision = CASE WHEN @clearCheck THEN NULL ELSE review_revision END
      WHERE id = @id`);
    this.updateDecal = db.prepare(`UPDATE spot_contents SET decal_id = @decalId, updated_at = @now,
        revision = revision + 1, ai_checked_on = NULL, ai_check_passed = 0, ai_check_reasons = NULL,
        review_revision = NULL
      WHERE id = @id`);
    // Only the revision the check read: an edit made while it ran wins, and its cleared check stays.
    this.recordCheck = db.prepare(`UPDATE spot_contents SET ai_checked_on = @checkedOn,
        ai_check_passed = @passed, ai_check_reasons = @reasons
      WHERE id = @id AND revision = @revision`);
    // The checked revision replaces the live one in one write; an edit made since (another revision) or a
    // check that did not pass changes nothing.
    this.promoteStatement = db.prepare(`UPDATE spot_contents SET live_decal_id = decal_id,
        live_link_url = link_url, live_link_title = link_title, live_revision = revision,
        live_checked_on = ai_checked_on
      WHERE id = @id AND revision = @revision AND ai_check_passed = 1`);
    this.promotableStatement = db
      .prepare<{ id: number; revision: number }, number>(
        'SELECT 1 FROM spot_contents WHERE id = @id AND revision = @revision AND ai_check_passed = 1',
      )
      .pluck();
    this.liveOfStatement = db.prepare('SELECT live_decal_id FROM spot_contents WHERE id = @id');
    this.holdStatement = db.prepare(`UPDATE spot_contents SET status = ${EntityStatus.Pending},
        held_until = @heldUntil, updated_at = @now
      WHERE id = @id AND status IN (${EntityStatus.Created}, ${EntityStatus.Pending})`);
    // An expired hold falls back to Created (docs/sponsors.md "Holding, paying for and reserving a spot").
    this.releaseHolds = db.prepare(`UPDATE spot_contents SET status = ${EntityStatus.Created},
        held_until = NULL, updated_at = held_until
      WHERE held_until IS NOT NULL AND held_until <= @now AND status = ${EntityStatus.Pending}`);
    this.holderStatement = db
      .prepare<{ spotId: number; now: string }, number>(
        `SELECT id FROM spot_contents WHERE spot_id = @spotId AND status = ${EntityStatus.Pending}
         AND held_until > @now ORDER BY id LIMIT 1`,
      )
      .pluck();
    this.subscriptionStatement = db.prepare(
      'UPDATE spot_contents SET subscription_id = @subscriptionId, updated_at = @now WHERE id = @id',
    );
    // Reserved (Active): no hold.
    this.statusStatement = db.prepare(
      'UPDATE spot_contents SET status = @status, held_until = NULL, updated_at = @now WHERE id = @id',
    );
    // Ended: no hold, and nothing waits for its publisher any more (no queue, no decision, no automatic
    // approval). updated_at is when it ended: the sponsor's reads answer it as endsAt.
    this.disableStatement = db.prepare(`UPDATE spot_contents SET status = ${EntityStatus.Disabled},
        held_until = NULL, review_revision = NULL, updated_at = @now
      WHERE id = @id`);
  }

  /** A content as the contract's SpotContent answers it, or null. */
  findById(id: number): SpotContent | null {
    const row = this.byId.get({ id });
    return row ? toContent(row) : null;
  }

  /** What the rules read about a content, or null. */
  findRecord(id: number): ContentRecord | null {
    const row = this.byId.get({ id });
    return row ? toRecord(row) : null;
  }

  /** The sponsor's open content (not Disabled) on the spot, the newest; null when none. */
  findOpen(sponsorId: number, spotId: number): ContentRecord | null {
    const row = this.ofSponsorOnSpot.get({ sponsorId, spotId });
    return row && row.status !== EntityStatus.Disabled ? toRecord(row) : null;
  }

  /** The sponsor's content on the spot: the open one, else the newest ended one; null when none. */
  findOfSponsor(sponsorId: number, spotId: number): SpotContent | null {
    const row = this.ofSponsorOnSpot.get({ sponsorId, spotId });
    return row ? toContent(row) : null;
  }

  /** Every content of the sponsor, in every status, with its spot's name; newest first. */
  listOfSponsor(sponsorId: number): { spotName: string; content: SpotContent }[] {
    return this.ofSponsor
      .all({ sponsorId })
      .map((row) => ({ spotName: row.spot_name, content: toContent(row) }));
  }

  /** A new content (status Created, nothing set); answers its id. */
  insert(spotId: number, sponsorId: number, now: Date): number {
    return Number(this.insertContent.run({ spotId, sponsorId, now: now.toISOString() }).lastInsertRowid);
  }

  /** Writes the link, title and terms; `clearCheck` when the link or title changed. */
  update(id: number, fields: ContentFields, clearCheck: boolean, now: Date): void {
    this.updateFields.run({
      id,
      linkUrl: fields.linkUrl,
      linkTitle: fields.linkTitle,
      terms: fields.hasAgreedToTerms ? 1 : 0,
      clearCheck: clearCheck ? 1 : 0,
      now: now.toISOString(),
    });
  }

  /** Sets or removes (null) the decal; clears the AI check. */
  setDecal(id: number, decalId: number | null, now: Date): void {
    this.updateDecal.run({ id, decalId, now: now.toISOString() });
  }

  /** Stores a check's result if the content is still at `revision`; false when an edit came first. */
  recordAiCheck(
    id: number,
    revision: number,
    result: { passed: boolean; reasons: readonly AiCheckReason[]; checkedOn: string },
  ): boolean {
    return (
      this.recordCheck.run({
        id,
        revision,
        passed: result.passed ? 1 : 0,
        reasons: JSON.stringify(result.reasons),
        checkedOn: result.checkedOn,
      }).changes > 0
    );
  }

  /**
   * The revision goes live (the embed and the click serve it) if it is still the content's revision and
   * passed the check; answers the decal the live revision showed before (to remove if nothing uses it), or
   * undefined when nothing changed.
   */
  promote(id: number, revision: number): { replacedDecalId: number | null } | undefined {
    const before = this.liveOfStatement.get({ id });
    if (!before || this.promoteStatement.run({ id, revision }).changes === 0) return undefined;
    return { replacedDecalId: before.live_decal_id };
  }

  /** Whether promote(id, revision) would put the revision live (it is the content's, and it passed). */
  promotable(id: number, revision: number): boolean {
    return this.promotableStatement.get({ id, revision }) !== undefined;
  }

  /** Pending, the spot held for it until `heldUntil`; false when the content is Active or ended. */
  hold(id: number, heldUntil: Date, now: Date): boolean {
    return (
      this.holdStatement.run({ id, heldUntil: heldUntil.toISOString(), now: now.toISOString() }).changes > 0
    );
  }

  /** Holds that ended by `now` fall back to Created; answers how many. */
  releaseExpiredHolds(now: Date): number {
    return this.releaseHolds.run({ now: now.toISOString() }).changes;
  }

  /** The content that holds the spot at `now`, or null. */
  holderOf(spotId: number, now: Date): number | null {
    return this.holderStatement.get({ spotId, now: now.toISOString() }) ?? null;
  }

  /** The subscription that pays for the content. */
  setSubscription(id: number, subscriptionId: number, now: Date): void {
    this.subscriptionStatement.run({ id, subscriptionId, now: now.toISOString() });
  }

  /** Reserved: status Active, no hold. */
  activate(id: number, now: Date): void {
    this.statusStatement.run({ id, status: EntityStatus.Active, now: now.toISOString() });
  }

  /** Ended at `endedAt`: status Disabled, no hold, no review waiting. */
  disable(id: number, endedAt: Date): void {
    this.disableStatement.run({ id, now: endedAt.toISOString() });
  }
}
