// The publisher's review columns of spot_contents (migration 016; contract/review-rules.ts): a checked
// revision put before the publisher, the decision on it, the paid reservation that waits for its first
// approval, the reviews past their 48 hours, and a publisher's queue (an ended content is in neither). The review service runs each of these
// inside its immediate transactions; spot-contents.ts reads the latest review into every content it answers.
import type { Statement } from 'better-sqlite3';
import { EntityStatus } from '@sponsorspot/contract/constants';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import * as embed from '@sponsorspot/contract/endpoints/embed';
import { AUTO_APPROVE_MS } from '@sponsorspot/contract/review-rules';
import { parseSpotProduct } from '@sponsorspot/contract/rules';
import type { ReviewItem } from '@sponsorspot/contract/reviews';
import type { Db } from '../connection.js';

type Decision = 'approved' | 'rejected' | 'auto';

interface QueueRow {
  spotContentId: number;
  revision: number;
  spotId: number;
  spotName: string;
  productJson: string;
  sponsorName: string;
  kind: 'first' | 'change' | null;
  decalId: number | null;
  contentType: string | null;
  width: number | null;
  height: number | null;
  fileName: string | null;
  linkUrl: string;
  linkTitle: string;
  aICheckPassed: number;
  aICheckedOn: string | null;
  waitingSince: string;
  /** The live revision's: what a change would replace (null columns for a first revision). */
  liveRevision: number | null;
  liveDecalId: number | null;
  liveDecalKey: string | null;
  liveContentType: string | null;
  liveWidth: number | null;
  liveHeight: number | null;
  liveFileName: string | null;
  liveLinkUrl: string | null;
  liveLinkTitle: string | null;
}

export class ContentReviewRepository {
  private readonly request: Statement<{
    id: number;
    revision: number;
    kind: 'first' | 'change';
    now: string;
  }>;
  private readonly withdrawStatement: Statement<{ id: number }>;
  private readonly decide: Statement<{ id: number; decision: Decision; reason: string | null; now: string }>;
  private readonly awaiting: Statement<{ id: number; now: string }>;
  private readonly due: Statement<{ before: string }, number>;
  private readonly queue: Statement<{ userId: number; all: number }, QueueRow>;

  constructor(db: Db) {
    this.request = db.prepare(`UPDATE spot_contents SET review_revision = @revision,
        review_kind = @kind, review_requested_at = @now, review_decision = NULL, review_reason = NULL,
        reviewed_at = NULL
      WHERE id = @id AND revision = @revision AND ai_check_passed = 1 AND status <> ${EntityStatus.Disabled}`);
    this.withdrawStatement = db.prepare('UPDATE spot_contents SET review_revision = NULL WHERE id = @id');
    this.decide = db.prepare(`UPDATE spot_contents SET review_revision = NULL,
        review_decision = @decision, review_reason = @reason, reviewed_at = @now, updated_at = @now
      WHERE id = @id`);
    // Reserved and paid, waiting for the publisher: Pending without a hold (a checkout's hold has one).
    this.awaiting = db.prepare(`UPDATE spot_contents SET status = ${EntityStatus.Pending},
        held_until = NULL, updated_at = @now WHERE id = @id`);
    this.due = db
      .prepare<{ before: string }, number>(
        `SELECT id FROM spot_contents WHERE review_revision IS NOT NULL AND review_requested_at <= @before
           AND status <> ${EntityStatus.Disabled}
         ORDER BY review_requested_at, id`,
      )
      .pluck();
    // The queue of one publisher (all = 0) or of everyone (an admin, all = 1), oldest first.
    this.queue = db.prepare(`SELECT c.id AS spotContentId, c.review_revision AS revision,
        s.id AS spotId, s.name AS spotName,
        s.product_json AS productJson, coalesce(nullif(sp.business_name, ''), u.name) AS sponsorName,
        c.review_kind AS kind, c.decal_id AS decalId, d.content_type AS contentType, d.width, d.height,
        d.file_name AS fileName, c.link_url AS linkUrl, c.link_title AS linkTitle,
        c.ai_check_passed AS aICheckPassed, c.ai_checked_on AS aICheckedOn,
        c.review_requested_at AS waitingSince,
        c.live_revision AS liveRevision, c.live_decal_id AS liveDecalId, ld.public_key AS liveDecalKey,
        ld.content_type AS liveContentType, ld.width AS liveWidth, ld.height AS liveHeight,
        ld.file_name AS liveFileName, c.live_link_url AS liveLinkUrl, c.live_link_title AS liveLinkTitle
      FROM spot_contents c
      JOIN spots s ON s.id = c.spot_id
      JOIN publishers p ON p.id = s.publisher_id
      JOIN sponsors sp ON sp.id = c.sponsor_id
      JOIN users u ON u.id = sp.user_id
      LEFT JOIN decals d ON d.id = c.decal_id
      LEFT JOIN decals ld ON ld.id = c.live_decal_id
      WHERE c.review_revision IS NOT NULL AND c.status <> ${EntityStatus.Disabled}
        AND (@all = 1 OR p.user_id = @userId)
      ORDER BY c.review_requested_at, c.id`);
  }

  /** The revision waits for the publisher (kind first: not live yet); false when it moved or did not pass. */
  requestReview(id: number, revision: number, kind: 'first' | 'change', now: Date): boolean {
    return this.request.run({ id, revision, kind, now: now.toISOString() }).changes > 0;
  }

  /** Nothing of the content waits for its publisher any more, and no decision is recorded (withdrawn). */
  withdraw(id: number): void {
    this.withdrawStatement.run({ id });
  }

  /** Records the decision on the waiting revision (nothing waits afterwards). */
  decideReview(id: number, decision: Decision, reason: string | null, now: Date): void {
    this.decide.run({ id, decision, reason, now: now.toISOString() });
  }

  /** Reserved and paid, waiting for the publisher's approval: Pending, no hold. */
  awaitApproval(id: number, now: Date): void {
    this.awaiting.run({ id, now: now.toISOString() });
  }

  /** The contents whose revision has waited since `before` or longer, oldest first. */
  reviewsDue(before: Date): number[] {
    return this.due.all({ before: before.toISOString() });
  }

  /** The revisions waiting on the user's spots (every spot's for an admin), oldest first. */
  reviewQueue(userId: number, everyone: boolean, decalUrl: (contentId: number) => string): ReviewItem[] {
    return this.queue.all({ userId, all: everyone ? 1 : 0 }).map((row) => {
      const {
        productJson,
        decalId,
        contentType,
        width,
        height,
        fileName,
        aICheckPassed,
        liveRevision,
        liveDecalId,
        liveDecalKey,
        liveContentType,
        liveWidth,
        liveHeight,
        liveFileName,
        liveLinkUrl,
        liveLinkTitle,
        ...item
      } = row;
      const size = parseSpotProduct(productJson);
      return {
        ...item,
        kind: item.kind ?? 'first',
        spotWidth: size.width,
        spotHeight: size.height,
        decal:
          decalId === null || contentType === null
            ? null
            : {
                id: decalId,
                url: decalUrl(item.spotContentId),
                contentType,
                width: width ?? 0,
                height: height ?? 0,
                fileName: fileName ?? '',
              },
        aICheckPassed: aICheckPassed === 1,
        autoApproveAt: new Date(Date.parse(item.waitingSince) + AUTO_APPROVE_MS).toISOString(),
        // A change sits beside what it would replace: the live revision, its decal by its public URL (what
        // the site serves, counting nothing).
        running:
          item.kind === 'change' && liveRevision !== null
            ? {
                decal:
                  liveDecalId === null || liveContentType === null || liveDecalKey === null
                    ? null
                    : {
                        id: liveDecalId,
                        url: endpointUrl(embed.decal, { key: liveDecalKey }),
                        contentType: liveContentType,
                        width: liveWidth ?? 0,
                        height: liveHeight ?? 0,
                        fileName: liveFileName ?? '',
                      },
                linkUrl: liveLinkUrl ?? '',
                linkTitle: liveLinkTitle ?? '',
              }
            : null,
      };
    });
  }
}
