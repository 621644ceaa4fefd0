// A sponsor's content on a spot (contract/src/endpoints/content.ts; docs/sponsors.md "Sponsor content: decal
// uploads, the link and the AI check"): the decal upload, the link, title and terms, the decal's removal, the
// read and the AI check. Only the content's sponsor (or an admin) reads or changes it; anyone else gets 404.
// A user who is not a sponsor yet becomes one (status Created) with their first content, as the lifecycle
// starts there. A new content needs the spot available (contract/rules.ts isSpotAvailable), or free days
// ahead among its flights to book, and the caller not blocked by its publisher. Every write reads and writes in one immediate transaction; an upload's file is
// written before it and removed again when it fails.
import type { Transaction } from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FieldError } from '@sponsorspot/contract/common';
import { EntityStatus, SpotStatus } from '@sponsorspot/contract/constants';
import { linkTitleProblem, linkUrlProblem } from '@sponsorspot/contract/content-rules';
import { hasFreeDays } from '@sponsorspot/contract/flight-days';
import type { AiCheckResult, ContentUpdateBody, SponsorContents } from '@sponsorspot/contract/content';
import { endpointUrl } from '@sponsorspot/contract/endpoint';
import { contentDecal } from '@sponsorspot/contract/endpoints/content';
import { isSpotAvailable, isSpotLive, parseSpotProduct } from '@sponsorspot/contract/rules';
import type { Decal, SpotContent } from '@sponsorspot/contract/sponsor';
import type { Db } from '../../db/connection.js';
import type { DecalRepository } from '../../db/repositories/decals.js';
import type { RelationRepository } from '../../db/repositories/relations.js';
import type { ContentRecord, SpotContentRepository } from '../../db/repositories/spot-contents.js';
import type { SponsorRepository } from '../../db/repositories/sponsors.js';
import type { SpotFlightRepository } from '../../db/repositories/spot-flights.js';
import type { SpotRepository } from '../../db/repositories/spots.js';
import { apiError } from '../../lib/errors.js';
import type { SimClock } from '../clock.js';
import type { ReviewService } from '../reviews/service.js';
import type { ContentChecker } from './ai-check.js';
import { displayFileName, processDecal } from './decal-images.js';

/** Who asks: the claims of their token that the rules read. */
export interface ContentCaller {
  userId: number;
  roles: readonly string[];
}

export interface ContentRepositories {
  spots: SpotRepository;
  spotContents: SpotContentRepository;
  sponsors: SponsorRepository;
  decals: DecalRepository;
  relations: RelationRepository;
  spotFlights: SpotFlightRepository;
}

export interface ContentOptions {
  /** Where uploaded decals are written (config.uploadDir): outside every served folder. */
  uploadDir: string;
  checker: ContentChecker;
  /** Where a checked revision of a reserved content goes: live, or to its publisher's review. */
  reviews: Pick<ReviewService, 'submit' | 'awaitsFirstApproval'>;
}

/** An upload as the route read it: the bytes and the name the client gave (shown only). */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string | undefined;
}

interface NewDecalFile {
  storageName: string;
  contentType: string;
  width: number;
  height: number;
  fileName: string;
}

const isAdmin = (caller: ContentCaller) => caller.roles.includes('Admin');

export class SpotContentService {
  private readonly repos: ContentRepositories;
  private readonly attachDecalTx: Transaction<
    (
      caller: ContentCaller,
      spotId: number,
      file: NewDecalFile,
    ) => { contentId: number; decalId: number; freed: string | null }
  >;
  private readonly recordCheckTx: Transaction<
    (content: ContentRecord, result: AiCheckResult) => { recorded: boolean; freed: string | null }
  >;
  private readonly updateTx: Transaction<(caller: ContentCaller, body: ContentUpdateBody) => number>;
  private readonly removeDecalTx: Transaction<
    (caller: ContentCaller, spotId: number, contentId: number) => string | null
  >;

  constructor(
    db: Db,
    repositories: ContentRepositories,
    private readonly clock: SimClock,
    private readonly options: ContentOptions,
  ) {
    this.repos = repositories;
    const { spotContents, decals } = repositories;
    this.attachDecalTx = db.transaction((caller: ContentCaller, spotId: number, file: NewDecalFile) => {
      const content = this.openContent(caller, spotId);
      const now = this.clock.now();
      const decalId = decals.insertUploaded({
        sponsorId: content.sponsorId,
        ...file,
        createdAt: now.toISOString(),
      });
      spotContents.setDecal(content.id, decalId, now);
      // The replaced decal goes when no content shows it any more (nor runs it live).
      const freed = content.decalId === null ? null : decals.deleteIfUnused(content.decalId);
      return { contentId: content.id, decalId, freed };
    });
    // A passed check of a reserved content's revision goes on to the site (domain/reviews/service.ts) in the
    // same transaction as the result; the decal a new live revision replaces goes when nothing uses it.
    this.recordCheckTx = db.transaction((content: ContentRecord, result: AiCheckResult) => {
      if (!spotContents.recordAiCheck(content.id, content.revision, result))
        return { recorded: false, freed: null };
      if (!result.passed) return { recorded: true, freed: null };
      // A reserved content's checked revision reaches the site, at once or after the publisher's approval.
      const first = this.options.reviews.awaitsFirstApproval(content);
      if (content.status !== EntityStatus.Active && !first) return { recorded: true, freed: null };
      return { recorded: true, freed: this.options.reviews.submit(content, first, this.clock.now()) };
    });
    this.updateTx = db.transaction((caller: ContentCaller, body: ContentUpdateBody) => {
      const content =
        body.id === undefined ? this.openContent(caller, body.spotId) : this.ownedContent(caller, body.id);
      if (content.spotId !== body.spotId)
        throw apiError.notFound(`Content ${body.id} on spot ${body.spotId}`);
      this.checkEditable(caller, content);
      const fields = {
        linkUrl: body.linkUrl ?? content.linkUrl,
        linkTitle: body.linkTitle ?? content.linkTitle,
        hasAgreedToTerms: body.hasAgreedToTerms ?? content.hasAgreedToTerms,
      };
      const linkChanged = fields.linkUrl !== content.linkUrl || fields.linkTitle !== content.linkTitle;
      spotContents.update(content.id, fields, linkChanged, this.clock.now());
      return content.id;
    });
    this.removeDecalTx = db.transaction((caller: ContentCaller, spotId: number, contentId: number) => {
      const content = this.ownedContent(caller, contentId);
      if (content.spotId !== spotId) throw apiError.notFound(`Content ${contentId} on spot ${spotId}`);
      this.checkEditable(caller, content);
      if (content.decalId === null) return null;
      spotContents.setDecal(content.id, null, this.clock.now());
      return decals.deleteIfUnused(content.decalId);
    });
  }

  /** POST spot/upload/{spotId}: the decal, attached to the caller's open content on the spot (created if none). */
  async upload(caller: ContentCaller, spotId: number, file: UploadedFile): Promise<Decal> {
    const decal = await processDecal(file.bytes);
    const storageName = `${randomBytes(16).toString('hex')}.${decal.extension}`;
    const stored: NewDecalFile = {
      storageName,
      contentType: decal.contentType,
      width: decal.width,
      height: decal.height,
      fileName: displayFileName(file.fileName, decal.extension),
    };
    await writeFile(this.filePath(storageName), decal.bytes, { flag: 'wx' });
    let attached: { contentId: number; decalId: number; freed: string | null };
    try {
      attached = this.attachDecalTx.immediate(caller, spotId, stored);
    } catch (error) {
      await this.removeFile(storageName);
      throw error;
    }
    if (attached.freed) await this.removeFile(attached.freed);
    const { storageName: _, ...shown } = stored;
    return { id: attached.decalId, url: endpointUrl(contentDecal, { id: attached.contentId }), ...shown };
  }

  /** POST spot/content/update: link, title and terms of the caller's content (created if none). */
  update(caller: ContentCaller, body: ContentUpdateBody): SpotContent {
    const problems: FieldError[] = [];
    const linkProblem = body.linkUrl === undefined ? null : linkUrlProblem(body.linkUrl);
    if (linkProblem) problems.push({ field: 'linkUrl', message: linkProblem });
    const titleProblem = body.linkTitle === undefined ? null : linkTitleProblem(body.linkTitle);
    if (titleProblem) problems.push({ field: 'linkTitle', message: titleProblem });
    const first = problems[0];
    if (first)
      throw apiError.validation(`The request body is not valid: ${first.field} ${first.message}.`, problems);
    const id = this.updateTx.immediate(caller, body);
    return this.repos.spotContents.findById(id) as SpotContent;
  }

  /** DELETE spot/{spotId}/content/{contentId}/decal: the content without its decal. */
  async removeDecal(caller: ContentCaller, spotId: number, contentId: number): Promise<SpotContent> {
    const freed = this.removeDecalTx.immediate(caller, spotId, contentId);
    if (freed) await this.removeFile(freed);
    return this.repos.spotContents.findById(contentId) as SpotContent;
  }

  /** GET sponsor/{sponsorId}/spot/{spotId}/content: that sponsor's content on the spot, for them or an admin. */
  get(caller: ContentCaller, sponsorId: number, spotId: number): SpotContent {
    this.repos.spotContents.releaseExpiredHolds(this.clock.now()); // an ended hold reads as Created
    const sponsor = this.repos.sponsors.findById(sponsorId);
    const content =
      sponsor && (sponsor.userId === caller.userId || isAdmin(caller))
        ? this.repos.spotContents.findOfSponsor(sponsorId, spotId)
        : null;
    if (!content) throw apiError.notFound(`Content of sponsor ${sponsorId} on spot ${spotId}`);
    return content;
  }

  /** GET sponsor/{sponsorId}/content: every content of that sponsor, for them or an admin (404 otherwise). */
  list(caller: ContentCaller, sponsorId: number): SponsorContents {
    const sponsor = this.repos.sponsors.findById(sponsorId);
    if (!sponsor || (sponsor.userId !== caller.userId && !isAdmin(caller)))
      throw apiError.notFound(`Sponsor ${sponsorId}`);
    return { contents: this.repos.spotContents.listOfSponsor(sponsorId) };
  }

  /** POST spot/content/aicheck: runs the checker, stores the result and its time, answers every reason. */
  async aiCheck(caller: ContentCaller, contentId: number): Promise<AiCheckResult> {
    const content = this.ownedContent(caller, contentId);
    const spot = this.repos.spots.findOwnership(content.spotId);
    const product = parseSpotProduct(spot?.fields.productJson ?? '{}');
    const image = content.decalId === null ? null : await this.readDecal(content.decalId);
    const reasons = await this.options.checker.check({
      image: image?.bytes ?? null,
      linkUrl: content.linkUrl,
      linkTitle: content.linkTitle,
      spotSize: product.width && product.height ? { width: product.width, height: product.height } : null,
    });
    const result = { passed: reasons.length === 0, checkedOn: this.clock.now().toISOString(), reasons };
    const recorded = this.recordCheckTx.immediate(content, result);
    if (!recorded.recorded)
      throw apiError.conflict('The content changed while it was being checked: run the check again.');
    if (recorded.freed) await this.removeFile(recorded.freed);
    return result;
  }

  /**
   * GET /public/decals/{key}: the decal only while it is the live revision of a live spot (the embed's
   * rules, contract/rules.ts isSpotLive); null for anything else, which the route answers 404.
   */
  async readPublicDecal(key: string): Promise<{ contentType: string; bytes: Buffer } | null> {
    const live = this.repos.decals.findLive(key);
    if (!live || !live.spotIds.some((spotId) => isSpotLive(this.repos.spots.findSnapshot(spotId))))
      return null;
    return this.readDecal(live.id);
  }

  /**
   * GET spot/content/{id}/decal: the decal the content is edited with, for its sponsor, the spot's
   * publisher (who reviews it) or an admin; anyone else gets 404, as for a content without a decal.
   */
  async readContentDecal(
    caller: ContentCaller,
    contentId: number,
  ): Promise<{ contentType: string; bytes: Buffer }> {
    const content = this.repos.spotContents.findRecord(contentId);
    const publisherUserId = content ? this.repos.spots.findOwnership(content.spotId)?.publisherUserId : null;
    const allowed =
      content !== null &&
      (content.sponsorUserId === caller.userId || publisherUserId === caller.userId || isAdmin(caller));
    const decal = allowed && content.decalId !== null ? await this.readDecal(content.decalId) : null;
    if (!decal) throw apiError.notFound(`The decal of content ${contentId}`);
    return decal;
  }

  /** A decal's type and bytes, from the database (seeded) or the upload directory; null when absent. */
  async readDecal(id: number): Promise<{ contentType: string; bytes: Buffer } | null> {
    const decal = this.repos.decals.findImage(id);
    if (!decal) return null;
    if (decal.storageName === null) return { contentType: decal.contentType, bytes: decal.image };
    try {
      return { contentType: decal.contentType, bytes: await readFile(this.filePath(decal.storageName)) };
    } catch {
      return null;
    }
  }

  /**
   * The caller's open content on the spot, or a new one (status Created; the caller becomes a sponsor if
   * needed) when the spot is available. Inside a transaction.
   */
  private openContent(caller: ContentCaller, spotId: number): ContentRecord {
    const spot = this.repos.spots.findOwnership(spotId);
    // Drafts stay private: a spot that is not published does not exist for a sponsor.
    if (!spot || spot.status !== SpotStatus.Published) throw apiError.notFound(`Spot ${spotId}`);
    this.checkNotBlocked(spot.publisherUserId, caller.userId);
    const sponsor = this.repos.sponsors.findByUser(caller.userId);
    const existing = sponsor ? this.repos.spotContents.findOpen(sponsor.id, spotId) : null;
    if (existing) return existing;
    if (!this.isOpenToOrders(spotId))
      throw apiError.spotUnavailable(
        'This spot is not available: another sponsor holds it, or its publisher is not active.',
      );
    const { id: sponsorId } = this.repos.sponsors.ensureForUser(caller.userId);
    const id = this.repos.spotContents.insert(spotId, sponsorId, this.clock.now());
    return this.repos.spotContents.findRecord(id) as ContentRecord;
  }

  /**
   * Whether a new order may start on the spot: it is available, or its publisher is active and its flights
   * leave free days ahead (a running flight with a fixed end, a booking ahead: the days around them sell, as
   * the reserve form offers them, contract/flight-rules.ts hasFreeDays). Reserve and checkout check the dates.
   */
  private isOpenToOrders(spotId: number): boolean {
    const snapshot = this.repos.spots.findSnapshot(spotId);
    if (isSpotAvailable(snapshot)) return true;
    if (snapshot?.publisherStatus !== EntityStatus.Active) return false;
    const now = this.clock.now();
    return hasFreeDays(this.repos.spotFlights.bookings(spotId, now), now.getTime());
  }

  /** The content when the caller is its sponsor or an admin; otherwise it does not exist for them (404). */
  private ownedContent(caller: ContentCaller, id: number): ContentRecord {
    const content = this.repos.spotContents.findRecord(id);
    if (!content || (content.sponsorUserId !== caller.userId && !isAdmin(caller)))
      throw apiError.notFound(`Content ${id}`);
    return content;
  }

  /** An ended content stays as it ended; a sponsor the publisher blocked changes nothing on their spots. */
  private checkEditable(caller: ContentCaller, content: ContentRecord): void {
    if (content.status === EntityStatus.Disabled)
      throw apiError.conflict(
        'This content has ended and can no longer be changed: start a new one on the spot.',
      );
    const spot = this.repos.spots.findOwnership(content.spotId);
    if (spot && !isAdmin(caller)) this.checkNotBlocked(spot.publisherUserId, content.sponsorUserId);
  }

  private checkNotBlocked(publisherUserId: number, sponsorUserId: number): void {
    if (this.repos.relations.isBlocked(publisherUserId, sponsorUserId))
      throw apiError.blocked('The publisher of this spot does not accept your sponsorship.');
  }

  /** The files of this database's uploaded decals; a reset removes them once their rows are gone. */
  uploadedFiles(): string[] {
    return this.repos.decals.storageNames().map((name) => this.filePath(name));
  }

  private filePath(storageName: string): string {
    return path.join(this.options.uploadDir, storageName);
  }

  private async removeFile(storageName: string): Promise<void> {
    await rm(this.filePath(storageName), { force: true });
  }
}
