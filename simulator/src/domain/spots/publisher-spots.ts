// A publisher's own spots (contract/src/endpoints/publisher.ts; docs/publishers.md "Spot rules"): create,
// read, change, delete and list, with the rules of contract/rules.ts and the listing capacity of
// contract/plans.ts. Every write reads and writes in one immediate transaction, so a refused change writes
// nothing and two racing writes cannot both take the last listing.
import type { FieldError } from '@sponsorspot/contract/common';
import { SpotStatus, EntityStatus } from '@sponsorspot/contract/constants';
import { capacityOf } from '@sponsorspot/contract/plans';
import type {
  PublisherSpotsBody,
  PublisherSpotsResult,
  SpotCreateBody,
  SpotUpdateBody,
} from '@sponsorspot/contract/publisher';
import {
  DEFAULT_LOCATION_PATH,
  PRICE_LIMITS,
  canChangeSpotStatus,
  currencyProblem,
  formatLocationPath,
  priceProblem,
  productSizeProblem,
  publishProblems,
  sampleUrlProblem,
  spotNameProblem,
  type PublishRequirement,
} from '@sponsorspot/contract/rules';
import type { Spot } from '@sponsorspot/contract/sponsor';
import type { Transaction } from 'better-sqlite3';
import type { Db } from '../../db/connection.js';
import type { AccountRepository } from '../../db/repositories/accounts.js';
import type { SpotFields, SpotOwnership, SpotRepository } from '../../db/repositories/spots.js';
import type { UserRepository } from '../../db/repositories/users.js';
import { apiError } from '../../lib/errors.js';
import type { SimClock } from '../clock.js';

/** Who asks: the claims of their token that the rules read. */
export interface SpotCaller {
  userId: number;
  roles: readonly string[];
}

export interface PublisherSpotRepositories {
  spots: SpotRepository;
  users: UserRepository;
  accounts: AccountRepository;
}

const STATUS_NAMES = ['Created', 'Draft', 'Published', 'Disabled'] as const;
type Status = SpotStatus;

const DETAIL_KEYS = ['name', 'description', 'locationPath', 'sampleUrl', 'productJson'] as const;

const isAdmin = (caller: SpotCaller) => caller.roles.includes('Admin');

/** The problems of the fields a body sets, as validation_failed details (empty when none). */
function fieldProblems(body: Partial<SpotFields>): FieldError[] {
  const problems: FieldError[] = [];
  if (body.name !== undefined) {
    const problem = spotNameProblem(body.name);
    if (problem) problems.push({ field: 'name', message: problem });
  }
  if (body.sampleUrl !== undefined) {
    const problem = sampleUrlProblem(body.sampleUrl);
    if (problem) problems.push({ field: 'sampleUrl', message: problem });
  }
  if (body.productJson !== undefined) {
    let value: unknown;
    try {
      value = JSON.parse(body.productJson);
    } catch {
      value = undefined;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      problems.push({ field: 'productJson', message: 'Must be a JSON object, such as {"size":"300x250"}.' });
    else {
      problems.push(...productProblems(value as Record<string, unknown>));
      const size = productSizeProblem(body.productJson);
      if (size) problems.push({ field: 'productJson.size', message: size });
    }
  }
  return problems;
}

/**
 * The price rule on a product a body writes (contract/rules.ts priceProblem, currencyProblem): a price key,
 * whatever its value (null too), must hold a valid price; a currency key must be US dollars. A product
 * without a price may be saved (a draft); publishing needs one (publishProblems).
 */
function productProblems(product: Record<string, unknown>): FieldError[] {
  const problems: FieldError[] = [];
  if (Object.hasOwn(product, 'pricePerMonth')) {
    const problem = priceProblem(product.pricePerMonth);
    if (problem) problems.push({ field: 'productJson.pricePerMonth', message: problem });
  }
  const currency = currencyProblem(product.currency);
  if (currency) problems.push({ field: 'productJson.currency', message: currency });
  return problems;
}

function checkFields(body: Partial<SpotFields>): void {
  const problems = fieldProblems(body);
  const first = problems[0];
  if (first)
    throw apiError.validation(`The request body is not valid: ${first.field}: ${first.message}`, problems);
}

/**
 * A body's fields over the stored ones; the location path formatted (contract/spot-product.ts
 * formatLocationPath; '' or absent → '/').
 */
function mergeFields(stored: SpotFields, body: Partial<SpotFields>): SpotFields {
  const locationPath = body.locationPath ?? stored.locationPath;
  return {
    name: body.name ?? stored.name,
    description: body.description ?? stored.description,
    locationPath: locationPath === '' ? DEFAULT_LOCATION_PATH : formatLocationPath(locationPath),
    sampleUrl: body.sampleUrl ?? stored.sampleUrl,
    productJson: body.productJson ?? stored.productJson,
    showAnalytics: body.showAnalytics ?? stored.showAnalytics,
    requiresApproval: body.requiresApproval ?? stored.requiresApproval,
    sponsoredLabel: body.sponsoredLabel ?? stored.sponsoredLabel,
  };
}

const NEW_SPOT: SpotFields = {
  name: '',
  description: '',
  locationPath: DEFAULT_LOCATION_PATH,
  sampleUrl: '',
  productJson: '{}',
  showAnalytics: true,
  requiresApproval: true,
  sponsoredLabel: true,
};

export class PublisherSpotService {
  private readonly spots: SpotRepository;
  private readonly users: UserRepository;
  private readonly accounts: AccountRepository;
  private readonly createTx: Transaction<(caller: SpotCaller, body: SpotCreateBody) => number>;
  private readonly updateTx: Transaction<(caller: SpotCaller, body: SpotUpdateBody) => void>;
  private readonly deleteTx: Transaction<(caller: SpotCaller, id: number) => void>;

  constructor(
    db: Db,
    repositories: PublisherSpotRepositories,
    private readonly clock: SimClock,
  ) {
    ({ spots: this.spots, users: this.users, accounts: this.accounts } = repositories);
    this.createTx = db.transaction((caller: SpotCaller, body: SpotCreateBody) => {
      const publisher = this.accounts.sponsorSideUser(caller.userId)?.publisher;
      if (!publisher)
        throw apiError.forbidden(
          'Only publishers list spots: connect your payout account first (POST publisher/connect).',
        );
      // A new spot is a listing (it is not Disabled).
      this.checkCapacity(caller.userId, 1);
      return this.spots.insert(publisher.id, mergeFields(NEW_SPOT, body), this.clock.now());
    });
    this.updateTx = db.transaction((caller: SpotCaller, body: SpotUpdateBody) => {
      const spot = this.ownedSpot(caller, body.id);
      const fields = mergeFields(spot.fields, body);
      const detailsSaved = DETAIL_KEYS.some((key) => body[key] !== undefined);
      // Saving the details of a new spot makes it a draft; a status asked for goes on from there.
      const from: Status =
        detailsSaved && spot.status === SpotStatus.Created ? SpotStatus.Draft : spot.status;
      const to: Status = body.status ?? from;
      if (!canChangeSpotStatus(from, to))
        throw apiError.invalidTransition(
          `A ${STATUS_NAMES[spot.status]} spot cannot become ${STATUS_NAMES[to]}.`,
          spot.status,
          to,
        );
      if (to === SpotStatus.Published) {
        // Publishing needs an Active publisher; a published spot keeps its name, sample URL and price.
        const missing = publishProblems({ publisherStatus: spot.publisherStatus, ...fields }).filter(
          (problem) => spot.status !== SpotStatus.Published || problem !== 'publisher',
        );
        if (missing.length > 0)
          throw apiError.notPublishable(
            spot.status === SpotStatus.Published
              ? `A published spot must stay publishable: ${missing.map(requirementText).join('; ')}.`
              : `The spot cannot be published yet: ${missing.map(requirementText).join('; ')}.`,
            missing,
          );
      }
      // A spot out of Disabled becomes a listing again and must fit; publishing a draft must fit counting
      // itself (after a downgrade a publisher can hold more drafts than the plan lists).
      if (spot.status === SpotStatus.Disabled && to !== SpotStatus.Disabled)
        this.checkCapacity(spot.publisherUserId, 1);
      else if (to === SpotStatus.Published && spot.status !== SpotStatus.Published)
        this.checkCapacity(spot.publisherUserId, 0);
      this.spots.update(spot.id, fields, to);
    });
    this.deleteTx = db.transaction((caller: SpotCaller, id: number) => {
      const spot = this.ownedSpot(caller, id);
      // A reservation holds it: live, or paid and waiting for the publisher's approval.
      if (spot.currentContentId !== null && spot.currentContentStatus !== EntityStatus.Disabled)
        throw apiError.conflict(
          'This spot holds an active reservation: it can be deleted once the reservation ends. Disable it to take it out of the marketplace.',
        );
      this.spots.delete(spot.id);
    });
  }

  /** POST spot/: a new spot of the caller's publisher, status Created. */
  create(caller: SpotCaller, body: SpotCreateBody): Spot {
    checkFields(body);
    const id = this.createTx.immediate(caller, body);
    return this.spots.findById(id) as Spot;
  }

  /** POST spot/update: details and status; a refused update changes nothing. */
  update(caller: SpotCaller, body: SpotUpdateBody): Spot {
    checkFields(body);
    this.updateTx.immediate(caller, body);
    return this.spots.findById(body.id) as Spot;
  }

  /** GET spot/{id}: the spot for its publisher or an admin; 404 for anyone else. */
  get(caller: SpotCaller, id: number): Spot {
    this.ownedSpot(caller, id);
    return this.spots.findById(id) as Spot;
  }

  /** DELETE spot/{id}: 409 while an active reservation holds it. */
  remove(caller: SpotCaller, id: number): void {
    this.deleteTx.immediate(caller, id);
  }

  /**
   * POST publisher/spots: the caller's own spots, every status, each with its sponsor and its hold; none
   * for a user who is not a publisher.
   */
  list(caller: SpotCaller, body: PublisherSpotsBody): PublisherSpotsResult {
    const publisher = this.accounts.sponsorSideUser(caller.userId)?.publisher;
    return this.spots.ofPublisher({
      ...body,
      publisherId: publisher?.id ?? 0,
      statuses: body.status ?? [],
      now: this.clock.now(),
    });
  }

  /** The spot when the caller is its publisher or an admin; otherwise it does not exist for them (404). */
  private ownedSpot(caller: SpotCaller, id: number): SpotOwnership {
    const spot = this.spots.findOwnership(id);
    if (!spot || (spot.publisherUserId !== caller.userId && !isAdmin(caller)))
      throw apiError.notFound(`Spot ${id}`);
    return spot;
  }

  /**
   * 403 plan_limit_reached unless the publisher's listings plus `adding` fit their capacity (the plan and
   * add-ons of their stored features, as manifest/usage reads them).
   */
  private checkCapacity(userId: number, adding: number): void {
    const { listings: capacity } = capacityOf(this.users.findById(userId)?.features ?? []);
    if (capacity === null) return;
    const used = this.accounts.listings(userId);
    if (used + adding > capacity)
      throw apiError.planLimitReached(
        `Your plan lists ${capacity} spots and ${used} are listed: upgrade your plan or add listings, or disable a spot first.`,
        { capacity, used },
      );
  }
}

function requirementText(requirement: PublishRequirement): string {
  if (requirement === 'publisher') return 'your publisher account is not active yet (connect payouts)';
  if (requirement === 'name') return 'it needs a name';
  if (requirement === 'pricePerMonth')
    return `it needs a monthly price of at least $${PRICE_LIMITS.min.toFixed(2)}`;
  return 'it needs a sample URL';
}
