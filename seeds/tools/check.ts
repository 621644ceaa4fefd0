// Validates seeds/scenarios/*.json. First the simulator's own loader (the contract's TypeBox schema, unique
// ids, references, the image files exist), so a scenario that passes here is one a reset accepts; then the
// product rules the loader does not know — taken from the contract, never retyped — and the counts QA relies
// on. Exits 1 naming every problem found.
// Usage (from the repository root): npx tsx seeds/tools/check.ts [scenario names...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { EntityStatus, SpotStatus } from '@sponsorspot/contract/constants';
import { FEATURE, capacityOf, planFeature, planOf } from '@sponsorspot/contract/plans';
import {
  currencyProblem,
  formatLocationPath,
  isSpotAvailable,
  isSpotLive,
  priceProblem,
} from '@sponsorspot/contract/rules';
import type { ScenarioFile, SubscriptionLevel } from '@sponsorspot/contract/scenario';
import type { SpotStatusSnapshot } from '@sponsorspot/contract/sponsor';
import { ScenarioCatalog, ScenarioInvalidError } from '../../simulator/src/scenarios/catalog.js';

export const SEEDS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_IMAGE_BYTES = 60 * 1024;
const STATUS_VALUES = [0, 1, 2, 3] as const;
const { Created, Pending, Active, Disabled } = EntityStatus;

/** Minimum counts per scenario (live and available by the contract's rules, contract/rules.ts). */
interface Expectations {
  exactlyEmpty?: boolean;
  publishers?: number;
  sponsors?: number;
  spots?: number;
  decals?: number;
  live?: number;
  available?: number;
  publishedSpotsOfInactivePublishers?: number;
  currentContentPending?: number;
  currentContentSponsorDisabled?: number;
  endedContents?: number;
  /**
   * The reservation lifecycle's states QA logs in to see (docs/sponsors.md "Holding, paying for and reserving
   * a spot").
   */
  heldContents?: number;
  failedChecksWithReasons?: number;
  pastDueSpotSubscriptions?: number;
  admin?: number;
  unverified?: number;
  publisherAndSponsor?: number;
  spotStatuses?: readonly number[];
  publisherStatuses?: readonly number[];
  sponsorStatuses?: readonly number[];
  plans?: readonly SubscriptionLevel[];
}

const EXPECTATIONS: Record<string, Expectations> = {
  demo: {
    publishers: 7,
    sponsors: 6,
    spots: 45,
    decals: 12,
    live: 12,
    available: 12,
    spotStatuses: Object.values(SpotStatus),
    publisherStatuses: STATUS_VALUES,
    sponsorStatuses: STATUS_VALUES,
    // Published spots of non-Active publishers prove the publisher rule; these need some too.
    publishedSpotsOfInactivePublishers: 3,
    currentContentPending: 1,
    currentContentSponsorDisabled: 1,
    endedContents: 3,
    heldContents: 1,
    failedChecksWithReasons: 1,
    pastDueSpotSubscriptions: 1,
    plans: ['Free', 'Basic', 'Pro', 'Enterprise'],
    admin: 1,
    unverified: 1,
    publisherAndSponsor: 2,
  },
  empty: { exactlyEmpty: true },
};

type Spot = ScenarioFile['spots'][number];

/** The status snapshot of one spot (contract/rules.ts), built from scenario rows. */
export function snapshotOf(scenario: ScenarioFile, spot: Spot): SpotStatusSnapshot {
  const publisher = scenario.users.find((u) => u.publisher?.id === spot.publisherId)?.publisher;
  const content = scenario.spotContents.find((c) => c.id === spot.currentSpotContentId) ?? null;
  const sponsor = content ? scenario.users.find((u) => u.sponsor?.id === content.sponsorId)?.sponsor : null;
  const subscription = content ? scenario.subscriptions.find((s) => s.id === content.subscriptionId) : null;
  return {
    snapshotDate: new Date().toISOString(),
    spotId: spot.id,
    spotStatus: spot.status,
    publisherId: spot.publisherId,
    publisherStatus: publisher?.status ?? Created,
    currentSpotContentId: content?.id ?? null,
    currentSpotContentStatus: content?.status ?? null,
    currentSpotContentSponsorId: content?.sponsorId ?? null,
    currentSpotContentSponsorStatus: sponsor?.status ?? null,
    currentSpotContentSubscriptionId: content?.subscriptionId ?? null,
    currentSpotContentSubscriptionStatus: subscription?.status ?? null,
  };
}

const isHttps = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:';

export interface CheckResult {
  problems: string[];
  counts: Record<string, number | number[] | string[]>;
}

/**
 * The product rules of one scenario the loader already accepted: location paths, https URLs, features
 * versus plans, content rules, plan capacities, the decal images (measured by sharp) and the counts.
 */
export async function checkScenario(scenario: ScenarioFile, seedsDir = SEEDS_DIR): Promise<CheckResult> {
  const problems: string[] = [];
  const need = (condition: unknown, message: string) => {
    if (!condition) problems.push(message);
  };
  const { users, subscriptions, decals, spots, spotContents } = scenario;
  need(scenario.description.trim().length > 0, 'description is empty');

  const publishers = users.flatMap((u) => (u.publisher ? [{ ...u.publisher, user: u }] : []));
  const sponsors = users.flatMap((u) => (u.sponsor ? [{ ...u.sponsor, user: u }] : []));
  const sponsorById = new Map(sponsors.map((s) => [s.id, s]));
  const subscriptionById = new Map(subscriptions.map((s) => [s.id, s]));
  const decalById = new Map(decals.map((d) => [d.id, d]));
  const spotById = new Map(spots.map((s) => [s.id, s]));
  const contentById = new Map(spotContents.map((c) => [c.id, c]));

  // ---- users: the Feature claim follows the Active subscription (docs/architecture.md "Roles, plans and the
  // Feature claim")
  const currentPlan = new Map<number, SubscriptionLevel>();
  for (const s of subscriptions) {
    // A spot's subscription pays for one content; the plan rules read plan subscriptions only. A past-due
    // plan keeps its features until its grace ends.
    if ((s.status !== Active && s.pastDueForDays === undefined) || s.spotContentId !== undefined) continue;
    need(
      !currentPlan.has(s.userId),
      `subscription ${s.id}: user ${s.userId} has a second Active subscription`,
    );
    currentPlan.set(s.userId, s.level);
  }
  for (const s of subscriptions) {
    if (s.pastDueForDays !== undefined)
      need(s.status === Pending, `subscription ${s.id}: a past-due subscription is Pending`);
    for (const addOn of s.addOns ?? [])
      need(
        users.find((u) => u.id === s.userId)?.features.filter((f) => f === addOn.product).length ===
          addOn.quantity,
        `subscription ${s.id}: the user's features do not carry its add-on ${addOn.product} ×${addOn.quantity}`,
      );
    if (s.spotContentId !== undefined)
      need(
        contentById.get(s.spotContentId)?.subscriptionId === s.id,
        `subscription ${s.id}: its content ${s.spotContentId} does not name it`,
      );
  }
  for (const u of users) {
    const where = `user ${u.id} (${u.email})`;
    need(
      /^[^\s@]+@[^\s@]+\.[a-z]+$/.test(u.email) && u.email === u.email.toLowerCase(),
      `${where}: bad email`,
    );
    need(u.password.length >= 10, `${where}: password shorter than 10 characters`);
    const level = currentPlan.get(u.id) ?? 'Free';
    const levelFeatures = u.features.filter((f) => f.startsWith('SubscriptionLevel.'));
    need(
      planOf(u.features) === level && levelFeatures.length === (planFeature(level) ? 1 : 0),
      `${where}: features name ${levelFeatures.join(', ') || 'no plan'}, the Active subscription is ${level}`,
    );
    if (level === 'Pro' || level === 'Enterprise')
      need(u.features.includes(FEATURE.downloadHtml), `${where}: the ${level} plan includes Download.HTML`);
  }

  // ---- decals: palette PNGs of the stated size under the size limit
  for (const d of decals) {
    const where = `decal ${d.id}`;
    need(d.contentType === 'image/png', `${where}: contentType must be image/png`);
    need(d.file.startsWith('images/'), `${where}: file ${d.file} is not under seeds/images/`);
    const bytes = fs.readFileSync(path.join(seedsDir, d.file));
    need(
      bytes.length < MAX_IMAGE_BYTES,
      `${where}: ${d.file} is ${bytes.length} bytes (limit ${MAX_IMAGE_BYTES})`,
    );
    try {
      const { format, width, height, isPalette } = await sharp(bytes).metadata();
      need(format === 'png', `${where}: ${d.file} is ${format}, not a PNG`);
      // Flat artwork in a palette of 256 colours is half the bytes of the same PNG in full colour, and the
      // marketplace's cards download these on a first visit (docs/performance.md).
      need(
        isPalette === true,
        `${where}: ${d.file} is in full colour; store it as a palette PNG (seeds/README.md, "Decal images")`,
      );
      need(
        width === d.width && height === d.height,
        `${where}: ${d.file} is ${width}x${height}, the row says ${d.width}x${d.height}`,
      );
    } catch (error) {
      problems.push(`${where}: ${d.file} is not an image (${(error as Error).message})`);
    }
  }

  // ---- spots
  for (const s of spots) {
    const where = `spot ${s.id}`;
    need(
      formatLocationPath(s.locationPath) === s.locationPath,
      `${where}: locationPath "${s.locationPath}" is not formatted by formatLocationPath`,
    );
    need(isHttps(s.sampleUrl), `${where}: sampleUrl is not an https URL`);
    let product: unknown;
    try {
      product = JSON.parse(s.productJson);
    } catch {
      problems.push(`${where}: productJson is not JSON`);
      continue;
    }
    if (!product || typeof product !== 'object' || Array.isArray(product)) {
      problems.push(`${where}: productJson is not an object`);
      continue;
    }
    // The price rule of every spot write (contract/rules.ts): a price that is there is valid, in US dollars,
    // and a published spot has one (publishing needs it; nothing is reserved for free).
    const { pricePerMonth, currency } = product as Record<string, unknown>;
    if (pricePerMonth === undefined)
      need(
        s.status !== SpotStatus.Published,
        `${where}: productJson has no pricePerMonth, which publishing needs`,
      );
    else {
      const price = priceProblem(pricePerMonth);
      if (price)
        problems.push(`${where}: productJson.pricePerMonth ${JSON.stringify(pricePerMonth)}: ${price}`);
    }
    const foreign = currencyProblem(currency);
    if (foreign) problems.push(`${where}: productJson.currency ${JSON.stringify(currency)}: ${foreign}`);
  }

  // ---- spot contents
  const sizeOf = (spot: Spot | undefined): unknown => {
    try {
      return (JSON.parse(spot?.productJson ?? '{}') as { size?: unknown }).size;
    } catch {
      return undefined;
    }
  };
  for (const c of spotContents) {
    const where = `content ${c.id}`;
    const spot = spotById.get(c.spotId);
    const sponsor = sponsorById.get(c.sponsorId);
    need(isHttps(c.linkUrl), `${where}: linkUrl is not an https URL`);
    need(!c.aICheckPassed || c.aICheckedOn !== null, `${where}: aICheckPassed without aICheckedOn`);
    const subscription = c.subscriptionId === null ? undefined : subscriptionById.get(c.subscriptionId);
    if (subscription && sponsor)
      need(
        subscription.userId === sponsor.user.id,
        `${where}: subscription ${subscription.id} is not the sponsor's`,
      );
    const decal = c.decalId === null ? undefined : decalById.get(c.decalId);
    if (decal) {
      need(decal.sponsorId === c.sponsorId, `${where}: decal ${decal.id} belongs to another sponsor`);
      const size = sizeOf(spot);
      if (size)
        need(size === `${decal.width}x${decal.height}`, `${where}: decal is not the spot's size ${size}`);
    }
    // A content Pending with a hold (docs/sponsors.md "Holding, paying for and reserving a spot") is being
    // paid for: not current, no subscription yet. Other Active/Pending contents are their spot's current
    // content and name their subscription.
    const held = c.heldForMinutes !== undefined;
    need(!held || c.status === Pending, `${where}: only a Pending content holds its spot`);
    if (held)
      need(
        spotContents.filter((o) => o.spotId === c.spotId && o.heldForMinutes !== undefined).length === 1 &&
          spot?.currentSpotContentId === null,
        `${where}: a hold is the only one on a spot without current content`,
      );
    if (c.status === Active || c.status === Pending) {
      need(
        c.decalId !== null && c.hasAgreedToTerms,
        `${where}: an Active/Pending content needs a decal and agreed terms`,
      );
      need(c.aICheckedOn !== null, `${where}: an Active/Pending content has been AI-checked`);
      if (!held) {
        need(c.subscriptionId !== null, `${where}: an Active/Pending content names its subscription`);
        need(
          spot?.currentSpotContentId === c.id,
          `${where}: an Active/Pending content must be its spot's current content`,
        );
      }
    }
    need(
      c.aICheckReasons === undefined ||
        (c.aICheckedOn !== null && !c.aICheckPassed && c.aICheckReasons.length > 0),
      `${where}: AI check reasons belong to a failed check`,
    );
    if (subscription?.spotContentId !== undefined)
      need(
        subscription.spotContentId === c.id,
        `${where}: spot subscription ${subscription.id} pays for another content`,
      );
    if (c.status === Active) need(c.aICheckPassed, `${where}: an Active content passed its AI check`);
    // A Created content may carry a failed check (the sponsor fixes what it names), never a passed one.
    if (c.status === Created)
      need(!c.aICheckPassed, `${where}: a Created content has not passed an AI check`);
  }

  // ---- reviews, checkout sessions and payouts (the QA scenarios' fields)
  for (const c of spotContents) {
    if (!c.review) continue;
    const where = `content ${c.id}`;
    const spot = spotById.get(c.spotId);
    need(spot?.requiresApproval !== false, `${where}: reviewed on a spot that does not require approval`);
    if (c.review.decision === 'rejected')
      need(
        c.status === Disabled && c.review.reason !== undefined && spot?.currentSpotContentId !== c.id,
        `${where}: a rejected content has ended (Disabled, not current) and names its reason`,
      );
    else
      need(
        c.status === Active && c.review.reason === undefined,
        `${where}: an approved content is Active, without a reason`,
      );
  }
  for (const session of scenario.checkoutSessions ?? []) {
    const where = `checkout session ${session.id}`;
    const owner = users.find((u) => u.id === session.userId);
    if (session.change === 'spot' || session.spotContentId !== undefined) {
      const paidFor =
        session.spotContentId === undefined ? undefined : contentById.get(session.spotContentId);
      need(
        session.change === 'spot' && paidFor !== undefined && paidFor.sponsorId === owner?.sponsor?.id,
        `${where}: a spot's session pays for a content of its user`,
      );
    }
  }
  for (const payout of scenario.payouts ?? []) {
    const where = `payout ${payout.id}`;
    const owner = publishers.find((p) => p.id === payout.publisherId);
    need(owner?.status === Active, `${where}: only an Active publisher's payout account pays out`);
    need(
      (payout.status === 'failed') === (payout.failureMessage !== undefined),
      `${where}: a failed payout, and only a failed one, carries its failure message`,
    );
  }

  // ---- plan capacities (the contract's capacityOf): listings per publisher, Active reservations per sponsor
  for (const p of publishers) {
    const listings = spots.filter((s) => s.publisherId === p.id).length;
    const cap = capacityOf(p.user.features).listings;
    need(
      cap === null || listings <= cap,
      `publisher ${p.id} (${p.businessName}): ${listings} spots exceed its plan's ${cap}`,
    );
  }
  for (const s of sponsors) {
    const reservations = spotContents.filter((c) => c.sponsorId === s.id && c.status === Active).length;
    const cap = capacityOf(s.user.features).reservations;
    need(
      cap === null || reservations <= cap,
      `sponsor ${s.id} (${s.businessName}): ${reservations} reservations exceed its plan's ${cap}`,
    );
  }

  // ---- counts
  const snapshots = spots.map((s) => snapshotOf(scenario, s));

  // ---- seeded traffic: only spots the embed shows (live or available) can have been viewed
  for (const t of scenario.traffic ?? []) {
    const spot = spotById.get(t.spotId);
    const snapshot = spot ? snapshotOf(scenario, spot) : null;
    need(
      isSpotLive(snapshot) || isSpotAvailable(snapshot),
      `traffic for spot ${t.spotId}: the spot is neither live nor available, so it could not be viewed`,
    );
  }
  const current = snapshots.filter((s) => s.currentSpotContentId != null);
  const byStatus = (list: readonly { status: number }[]) =>
    STATUS_VALUES.map((v) => list.filter((x) => x.status === v).length);
  const counts = {
    users: users.length,
    publishers: publishers.length,
    sponsors: sponsors.length,
    subscriptions: subscriptions.length,
    decals: decals.length,
    spots: spots.length,
    spotContents: spotContents.length,
    spotStatus: byStatus(spots),
    publisherStatus: byStatus(publishers),
    sponsorStatus: byStatus(sponsors),
    subscriptionStatus: byStatus(subscriptions),
    contentStatus: byStatus(spotContents),
    live: snapshots.filter(isSpotLive).length,
    liveWithActiveSubscriptionAndDecal: snapshots.filter(
      (s) =>
        isSpotLive(s) &&
        s.currentSpotContentSubscriptionStatus === Active &&
        contentById.get(s.currentSpotContentId as number)?.decalId != null,
    ).length,
    available: snapshots.filter(isSpotAvailable).length,
    publishedSpotsOfInactivePublishers: snapshots.filter(
      (s) => s.spotStatus === SpotStatus.Published && s.publisherStatus !== Active,
    ).length,
    currentContentPending: current.filter((s) => s.currentSpotContentStatus === Pending).length,
    currentContentSponsorDisabled: current.filter((s) => s.currentSpotContentSponsorStatus === Disabled)
      .length,
    endedContents: spotContents.filter(
      (c) => c.status === Disabled && spotById.get(c.spotId)?.currentSpotContentId !== c.id,
    ).length,
    heldContents: spotContents.filter((c) => c.heldForMinutes !== undefined).length,
    failedChecksWithReasons: spotContents.filter((c) => (c.aICheckReasons?.length ?? 0) > 0).length,
    pastDueSpotSubscriptions: subscriptions.filter(
      (s) => s.spotContentId !== undefined && s.pastDueForDays !== undefined,
    ).length,
    plans: [...new Set(users.flatMap((u) => currentPlan.get(u.id) ?? []))],
    admin: users.filter((u) => u.roles.includes('Admin')).length,
    unverified: users.filter((u) => !u.verified).length,
    publisherAndSponsor: users.filter((u) => u.publisher && u.sponsor).length,
  };

  // ---- what this scenario promises
  const expect = EXPECTATIONS[scenario.name] ?? {};
  if (expect.exactlyEmpty) {
    for (const key of ['users', 'subscriptions', 'decals', 'spots', 'spotContents'] as const)
      need(scenario[key].length === 0, `${key} must be empty in "${scenario.name}"`);
  }
  for (const key of [
    'publishers',
    'sponsors',
    'spots',
    'decals',
    'available',
    'publishedSpotsOfInactivePublishers',
    'currentContentPending',
    'currentContentSponsorDisabled',
    'endedContents',
    'heldContents',
    'failedChecksWithReasons',
    'pastDueSpotSubscriptions',
    'admin',
    'unverified',
    'publisherAndSponsor',
  ] as const) {
    const least = expect[key];
    if (least !== undefined) need(counts[key] >= least, `${key}: ${counts[key]}, expected at least ${least}`);
  }
  if (expect.live !== undefined) {
    need(
      counts.liveWithActiveSubscriptionAndDecal >= expect.live,
      `live spots (with an Active subscription and a decal): ${counts.liveWithActiveSubscriptionAndDecal}, expected at least ${expect.live}`,
    );
  }
  for (const [key, countKey] of [
    ['spotStatuses', 'spotStatus'],
    ['publisherStatuses', 'publisherStatus'],
    ['sponsorStatuses', 'sponsorStatus'],
  ] as const) {
    for (const v of expect[key] ?? [])
      need((counts[countKey][v] ?? 0) > 0, `no ${countKey.replace('Status', '')} with status ${v}`);
  }
  for (const plan of expect.plans ?? []) need(counts.plans.includes(plan), `no user on the ${plan} plan`);
  return { problems, counts };
}

/** Loads one scenario file through the simulator's loader, then checks its product rules. */
export async function checkScenarioFile(name: string, seedsDir = SEEDS_DIR): Promise<CheckResult> {
  let scenario: ScenarioFile;
  try {
    scenario = new ScenarioCatalog(seedsDir).load(name).data;
  } catch (error) {
    const problems = error instanceof ScenarioInvalidError ? error.problems : [(error as Error).message];
    return { problems, counts: {} };
  }
  return checkScenario(scenario, seedsDir);
}

async function main() {
  const wanted = process.argv.slice(2);
  const names = fs
    .readdirSync(path.join(SEEDS_DIR, 'scenarios'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.basename(f, '.json'))
    .filter((n) => wanted.length === 0 || wanted.includes(n))
    .sort();
  if (names.length === 0) {
    console.error('no scenarios found');
    process.exit(1);
  }
  let failed = 0;
  for (const name of names) {
    const { problems, counts: c } = await checkScenarioFile(name);
    if (problems.length) {
      failed++;
      console.error(`✗ ${name}.json: ${problems.length} problem(s)`);
      for (const p of problems) console.error(`  - ${p}`);
    } else {
      const list = (v: unknown) => (Array.isArray(v) ? v.join('/') : '');
      console.log(
        `✓ ${name}.json: ${c.users} users, ${c.publishers} publishers, ${c.sponsors} sponsors, ${c.spots} spots ` +
          `[status 0/1/2/3: ${list(c.spotStatus)}], ${c.spotContents} contents [${list(c.contentStatus)}], ` +
          `${c.decals} decals, live ${c.live}, available ${c.available}`,
      );
    }
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
