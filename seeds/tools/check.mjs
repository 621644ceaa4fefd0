#!/usr/bin/env node
// Validates every seeds/scenarios/*.json: shape, referential integrity, product-rule consistency, the
// images they name, and (per scenario) the counts QA relies on. Exits 1 naming every problem found.
// Usage (from the repository root): node seeds/tools/check.mjs [scenario names...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspectPng } from './png.mjs';

const SEEDS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCENARIOS = path.join(SEEDS, 'scenarios');

const Spot = { Created: 0, Draft: 1, Published: 2, Disabled: 3 };
const Entity = { Created: 0, Pending: 1, Active: 2, Disabled: 3 };
const STATUS_VALUES = [0, 1, 2, 3];
const LEVELS = ['Free', 'Basic', 'Pro', 'Enterprise'];
const LEVEL_FEATURE = {
  Basic: 'SubscriptionLevel.Basic',
  Pro: 'SubscriptionLevel.Pro',
  Enterprise: 'SubscriptionLevel.Enterprise',
};
// DESIGN.md plans table: listings and reservations per plan (add-ons add 10 each).
const CAPACITY = { Free: 4, Basic: 10, Pro: 50, Enterprise: Infinity };
const MAX_IMAGE_BYTES = 60 * 1024;
const TOP_KEYS = ['name', 'description', 'users', 'subscriptions', 'decals', 'spots', 'spotContents'];

/** Minimum counts per scenario (SPEC §4 rules for live/available); scenarios not listed get none. */
const EXPECTATIONS = {
  demo: {
    publishers: 7,
    sponsors: 6,
    spots: 45,
    decals: 12,
    live: 12,
    available: 12,
    spotStatuses: [Spot.Created, Spot.Draft, Spot.Published, Spot.Disabled],
    publisherStatuses: [Entity.Created, Entity.Pending, Entity.Active, Entity.Disabled],
    sponsorStatuses: [Entity.Created, Entity.Pending, Entity.Active, Entity.Disabled],
    // Published spots of non-Active publishers prove the publisher rule; these need some too.
    publishedSpotsOfInactivePublishers: 3,
    currentContentPending: 1,
    currentContentSponsorDisabled: 1,
    endedContents: 3,
    plans: ['Free', 'Basic', 'Pro', 'Enterprise'],
    admin: 1,
    unverified: 1,
    publisherAndSponsor: 2,
  },
  empty: { exactlyEmpty: true },
};

// SPEC §5, the same rule as simulator/src/contract/rules.ts formatLocationPath.
export function formatLocationPath(text) {
  const kept = text.toUpperCase().replace(/[^A-Z0-9_\-/]/g, '');
  const collapsed = kept.replace(/\/{2,}/g, '/');
  const rooted = collapsed.startsWith('/') ? collapsed : `/${collapsed}`;
  return rooted.length > 1 && rooted.endsWith('/') ? rooted.slice(0, -1) : rooted;
}

/** The SPEC §4 snapshot of one spot, built from scenario rows. */
export function snapshotOf(scenario, spot) {
  const publisher = scenario.users.find((u) => u.publisher?.id === spot.publisherId)?.publisher;
  const content = scenario.spotContents.find((c) => c.id === spot.currentSpotContentId) ?? null;
  const sponsor = content ? scenario.users.find((u) => u.sponsor?.id === content.sponsorId)?.sponsor : null;
  const subscription = content ? scenario.subscriptions.find((s) => s.id === content.subscriptionId) : null;
  return {
    spotId: spot.id,
    spotStatus: spot.status,
    publisherId: spot.publisherId,
    publisherStatus: publisher?.status ?? null,
    currentSpotContentId: content ? content.id : null,
    currentSpotContentStatus: content ? content.status : null,
    currentSpotContentSponsorId: content ? content.sponsorId : null,
    currentSpotContentSponsorStatus: sponsor?.status ?? null,
    currentSpotContentSubscriptionId: content?.subscriptionId ?? null,
    currentSpotContentSubscriptionStatus: subscription?.status ?? null,
  };
}

// SPEC §4 (same as rules.ts isSpotLive / isSpotAvailable).
export const isSpotLive = (s) =>
  s != null &&
  s.spotId > 0 &&
  s.publisherStatus === Entity.Active &&
  s.spotStatus === Spot.Published &&
  s.currentSpotContentId != null &&
  s.currentSpotContentStatus === Entity.Active &&
  s.currentSpotContentSponsorStatus === Entity.Active;
export const isSpotAvailable = (s) =>
  s != null &&
  s.publisherStatus === Entity.Active &&
  s.spotStatus === Spot.Published &&
  s.currentSpotContentId == null;

const isIso = (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString() === v;
const isHttps = (v) => {
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
};
const isPositiveInt = (v) => Number.isInteger(v) && v > 0;

function duplicates(values) {
  const seen = new Set();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

/** Checks one scenario; returns { problems: string[], counts }. */
export function checkScenario(fileName, scenario) {
  const problems = [];
  const fail = (message) => problems.push(message);
  const need = (condition, message) => condition || fail(message);

  for (const key of TOP_KEYS) need(key in scenario, `missing top-level "${key}"`);
  for (const key of Object.keys(scenario)) need(TOP_KEYS.includes(key), `unknown top-level "${key}"`);
  if (problems.length) return { problems, counts: null };
  need(
    scenario.name === path.basename(fileName, '.json'),
    `name "${scenario.name}" differs from the file name`,
  );
  need(typeof scenario.description === 'string' && scenario.description.length > 0, 'description is empty');

  const { users, subscriptions, decals, spots, spotContents } = scenario;
  for (const [label, list] of Object.entries({ users, subscriptions, decals, spots, spotContents })) {
    if (!Array.isArray(list)) {
      fail(`${label} is not an array`);
      return { problems, counts: null };
    }
    for (const row of list)
      need(isPositiveInt(row.id), `${label}: id ${JSON.stringify(row.id)} is not a positive integer`);
    for (const id of duplicates(list.map((r) => r.id))) fail(`${label}: duplicate id ${id}`);
  }

  // ---- users
  const publishers = users.filter((u) => u.publisher).map((u) => ({ ...u.publisher, user: u }));
  const sponsors = users.filter((u) => u.sponsor).map((u) => ({ ...u.sponsor, user: u }));
  for (const id of duplicates(publishers.map((p) => p.id))) fail(`users: duplicate publisher id ${id}`);
  for (const id of duplicates(sponsors.map((s) => s.id))) fail(`users: duplicate sponsor id ${id}`);
  for (const email of duplicates(users.map((u) => String(u.email).toLowerCase())))
    fail(`users: duplicate email ${email}`);
  const publisherById = new Map(publishers.map((p) => [p.id, p]));
  const sponsorById = new Map(sponsors.map((s) => [s.id, s]));
  const userById = new Map(users.map((u) => [u.id, u]));
  const subscriptionById = new Map(subscriptions.map((s) => [s.id, s]));
  const decalById = new Map(decals.map((d) => [d.id, d]));
  const spotById = new Map(spots.map((s) => [s.id, s]));
  const contentById = new Map(spotContents.map((c) => [c.id, c]));

  const currentPlan = new Map(); // user id → level of the Active subscription
  for (const s of subscriptions) {
    const where = `subscription ${s.id}`;
    need(userById.has(s.userId), `${where}: userId ${s.userId} is not a user`);
    need(LEVELS.includes(s.level), `${where}: level "${s.level}" is not one of ${LEVELS.join('|')}`);
    need(STATUS_VALUES.includes(s.status), `${where}: status ${s.status} is not 0-3`);
    need(isIso(s.updated), `${where}: updated is not an ISO date`);
    if (s.status === Entity.Active) {
      need(!currentPlan.has(s.userId), `${where}: user ${s.userId} has more than one Active subscription`);
      currentPlan.set(s.userId, s.level);
    }
  }

  for (const u of users) {
    const where = `user ${u.id} (${u.email})`;
    need(
      /^[^\s@]+@[^\s@]+\.[a-z]+$/.test(u.email ?? '') && u.email === u.email.toLowerCase(),
      `${where}: bad email`,
    );
    need(typeof u.name === 'string' && u.name.length > 0, `${where}: name is empty`);
    need(
      typeof u.password === 'string' && u.password.length >= 10,
      `${where}: password shorter than 10 characters`,
    );
    need(typeof u.verified === 'boolean', `${where}: verified is not a boolean`);
    need(
      Array.isArray(u.roles) && u.roles.every((r) => typeof r === 'string'),
      `${where}: roles is not a string list`,
    );
    need(
      Array.isArray(u.features) && u.features.every((f) => typeof f === 'string'),
      `${where}: features is not a string list`,
    );
    need(isIso(u.createdAt), `${where}: createdAt is not an ISO date`);
    for (const [kind, entity] of [
      ['publisher', u.publisher],
      ['sponsor', u.sponsor],
    ]) {
      if (entity === null) continue;
      need(
        entity && isPositiveInt(entity.id) && STATUS_VALUES.includes(entity.status) && entity.businessName,
        `${where}: ${kind} needs id, status 0-3 and businessName (or null)`,
      );
    }
    // The Feature claim follows the Active subscription (SPEC §3, §6).
    const level = currentPlan.get(u.id);
    const levelFeatures = (u.features ?? []).filter((f) => f.startsWith('SubscriptionLevel.'));
    if (level && level !== 'Free') {
      need(
        levelFeatures.length === 1 && levelFeatures[0] === LEVEL_FEATURE[level],
        `${where}: features must name ${LEVEL_FEATURE[level]} only (Active ${level} subscription)`,
      );
      if (level !== 'Basic')
        need(u.features.includes('Download.HTML'), `${where}: ${level} plan includes Download.HTML`);
    } else {
      need(
        levelFeatures.length === 0,
        `${where}: has ${levelFeatures.join(', ')} without an Active paid subscription`,
      );
    }
  }

  // ---- decals
  for (const d of decals) {
    const where = `decal ${d.id}`;
    need(sponsorById.has(d.sponsorId), `${where}: sponsorId ${d.sponsorId} is not a users[].sponsor.id`);
    need(d.contentType === 'image/png', `${where}: contentType must be image/png`);
    need(typeof d.fileName === 'string' && d.fileName.length > 0, `${where}: fileName is empty`);
    const file = path.join(SEEDS, String(d.file));
    if (!String(d.file).startsWith('images/') || !fs.existsSync(file)) {
      fail(`${where}: file ${d.file} does not exist under seeds/images/`);
      continue;
    }
    const bytes = fs.readFileSync(file);
    need(
      bytes.length < MAX_IMAGE_BYTES,
      `${where}: ${d.file} is ${bytes.length} bytes (limit ${MAX_IMAGE_BYTES})`,
    );
    try {
      const info = inspectPng(bytes);
      need(
        info.width === d.width && info.height === d.height,
        `${where}: ${d.file} is ${info.width}x${info.height}, the row says ${d.width}x${d.height}`,
      );
    } catch (error) {
      fail(`${where}: ${d.file} is not a valid PNG (${error.message})`);
    }
  }

  // ---- spots
  for (const s of spots) {
    const where = `spot ${s.id}`;
    need(
      publisherById.has(s.publisherId),
      `${where}: publisherId ${s.publisherId} is not a users[].publisher.id`,
    );
    need(typeof s.name === 'string' && s.name.length > 0, `${where}: name is empty`);
    need(typeof s.description === 'string', `${where}: description is not text`);
    need(
      typeof s.locationPath === 'string' && formatLocationPath(s.locationPath) === s.locationPath,
      `${where}: locationPath "${s.locationPath}" is not formatted per SPEC §5`,
    );
    need(STATUS_VALUES.includes(s.status), `${where}: status ${s.status} is not 0-3`);
    need(isHttps(s.sampleUrl), `${where}: sampleUrl is not an https URL`);
    need(isIso(s.createdAt), `${where}: createdAt is not an ISO date`);
    try {
      const product = JSON.parse(s.productJson);
      need(
        product && typeof product === 'object' && !Array.isArray(product),
        `${where}: productJson is not an object`,
      );
    } catch {
      fail(`${where}: productJson is not JSON`);
    }
    if (s.currentSpotContentId !== null) {
      const content = contentById.get(s.currentSpotContentId);
      need(content, `${where}: currentSpotContentId ${s.currentSpotContentId} is not a spotContents id`);
      if (content)
        need(
          content.spotId === s.id,
          `${where}: current content ${content.id} belongs to spot ${content.spotId}`,
        );
    }
  }

  // ---- spot contents
  for (const c of spotContents) {
    const where = `content ${c.id}`;
    const spot = spotById.get(c.spotId);
    const sponsor = sponsorById.get(c.sponsorId);
    need(spot, `${where}: spotId ${c.spotId} is not a spot`);
    need(sponsor, `${where}: sponsorId ${c.sponsorId} is not a users[].sponsor.id`);
    need(STATUS_VALUES.includes(c.status), `${where}: status ${c.status} is not 0-3`);
    need(isHttps(c.linkUrl), `${where}: linkUrl is not an https URL`);
    need(typeof c.linkTitle === 'string', `${where}: linkTitle is not text`);
    need(typeof c.hasAgreedToTerms === 'boolean', `${where}: hasAgreedToTerms is not a boolean`);
    need(typeof c.aICheckPassed === 'boolean', `${where}: aICheckPassed is not a boolean`);
    need(
      c.aICheckedOn === null || isIso(c.aICheckedOn),
      `${where}: aICheckedOn is neither null nor an ISO date`,
    );
    need(!c.aICheckPassed || c.aICheckedOn !== null, `${where}: aICheckPassed without aICheckedOn`);
    if (c.subscriptionId !== null) {
      const subscription = subscriptionById.get(c.subscriptionId);
      need(subscription, `${where}: subscriptionId ${c.subscriptionId} is not a subscription`);
      if (subscription && sponsor) {
        need(
          subscription.userId === sponsor.user.id,
          `${where}: subscription ${subscription.id} is not the sponsor's`,
        );
      }
    }
    if (c.decalId !== null) {
      const decal = decalById.get(c.decalId);
      need(decal, `${where}: decalId ${c.decalId} is not a decal`);
      if (decal)
        need(decal.sponsorId === c.sponsorId, `${where}: decal ${decal.id} belongs to another sponsor`);
      if (decal && spot) {
        const size = JSON.parse(spot.productJson || '{}').size;
        if (size)
          need(size === `${decal.width}x${decal.height}`, `${where}: decal is not the spot's size ${size}`);
      }
    }
    if (c.status === Entity.Active || c.status === Entity.Pending) {
      need(
        c.decalId !== null && c.hasAgreedToTerms,
        `${where}: an Active/Pending content needs a decal and agreed terms`,
      );
      need(c.aICheckedOn !== null, `${where}: an Active/Pending content has been AI-checked`);
      need(c.subscriptionId !== null, `${where}: an Active/Pending content names its subscription`);
      need(
        spot?.currentSpotContentId === c.id,
        `${where}: an Active/Pending content must be its spot's current content`,
      );
    }
    if (c.status === Entity.Active) need(c.aICheckPassed, `${where}: an Active content passed its AI check`);
    if (c.status === Entity.Created) {
      need(c.aICheckedOn === null && !c.aICheckPassed, `${where}: a Created content has not been AI-checked`);
    }
  }

  // ---- plan capacities (DESIGN.md plans table): listings per publisher, reservations per sponsor
  const addOn = (user, name) => ((user.features ?? []).includes(name) ? 10 : 0);
  for (const p of publishers) {
    const listings = spots.filter((s) => s.publisherId === p.id).length;
    const cap = CAPACITY[currentPlan.get(p.user.id) ?? 'Free'] + addOn(p.user, 'AddOn.ExtraListings10');
    need(
      listings <= cap,
      `publisher ${p.id} (${p.businessName}): ${listings} spots exceed its plan's ${cap}`,
    );
  }
  for (const s of sponsors) {
    const reservations = spotContents.filter(
      (c) => c.sponsorId === s.id && c.status === Entity.Active,
    ).length;
    const cap = CAPACITY[currentPlan.get(s.user.id) ?? 'Free'] + addOn(s.user, 'AddOn.ExtraReservations10');
    need(
      reservations <= cap,
      `sponsor ${s.id} (${s.businessName}): ${reservations} reservations exceed its plan's ${cap}`,
    );
  }

  // ---- counts
  const snapshots = spots.map((s) => snapshotOf(scenario, s));
  const current = snapshots.filter((s) => s.currentSpotContentId != null);
  const ofActivePublishers = snapshots.filter(
    (s) => s.publisherStatus === Entity.Active && s.spotStatus === Spot.Published,
  );
  const counts = {
    users: users.length,
    publishers: publishers.length,
    sponsors: sponsors.length,
    subscriptions: subscriptions.length,
    decals: decals.length,
    spots: spots.length,
    spotContents: spotContents.length,
    spotStatus: STATUS_VALUES.map((v) => spots.filter((s) => s.status === v).length),
    publisherStatus: STATUS_VALUES.map((v) => publishers.filter((p) => p.status === v).length),
    sponsorStatus: STATUS_VALUES.map((v) => sponsors.filter((p) => p.status === v).length),
    subscriptionStatus: STATUS_VALUES.map((v) => subscriptions.filter((p) => p.status === v).length),
    contentStatus: STATUS_VALUES.map((v) => spotContents.filter((c) => c.status === v).length),
    live: snapshots.filter(isSpotLive).length,
    liveWithActiveSubscriptionAndDecal: snapshots.filter(
      (s) =>
        isSpotLive(s) &&
        s.currentSpotContentSubscriptionStatus === Entity.Active &&
        contentById.get(s.currentSpotContentId).decalId !== null,
    ).length,
    available: snapshots.filter(isSpotAvailable).length,
    publishedOfActivePublishers: ofActivePublishers.length,
    publishedSpotsOfInactivePublishers: snapshots.filter(
      (s) => s.spotStatus === Spot.Published && s.publisherStatus !== Entity.Active,
    ).length,
    currentContentPending: current.filter((s) => s.currentSpotContentStatus === Entity.Pending).length,
    currentContentSponsorDisabled: current.filter(
      (s) => s.currentSpotContentSponsorStatus === Entity.Disabled,
    ).length,
    currentContentDisabled: current.filter((s) => s.currentSpotContentStatus === Entity.Disabled).length,
    endedContents: spotContents.filter(
      (c) => c.status === Entity.Disabled && spotById.get(c.spotId)?.currentSpotContentId !== c.id,
    ).length,
    plans: [...new Set(users.map((u) => currentPlan.get(u.id)).filter(Boolean))],
    admin: users.filter((u) => u.roles.includes('Admin')).length,
    unverified: users.filter((u) => !u.verified).length,
    publisherAndSponsor: users.filter((u) => u.publisher && u.sponsor).length,
  };

  // ---- expectations for this scenario
  const expect = EXPECTATIONS[scenario.name] ?? {};
  if (expect.exactlyEmpty) {
    for (const key of TOP_KEYS.slice(2))
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
    'admin',
    'unverified',
    'publisherAndSponsor',
  ]) {
    if (expect[key] !== undefined)
      need(counts[key] >= expect[key], `${key}: ${counts[key]}, expected at least ${expect[key]}`);
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
  ]) {
    for (const v of expect[key] ?? [])
      need(counts[countKey][v] > 0, `no ${countKey.replace('Status', '')} with status ${v}`);
  }
  for (const plan of expect.plans ?? []) need(counts.plans.includes(plan), `no user on the ${plan} plan`);
  return { problems, counts };
}

function main() {
  const wanted = process.argv.slice(2);
  const files = fs
    .readdirSync(SCENARIOS)
    .filter((f) => f.endsWith('.json'))
    .filter((f) => wanted.length === 0 || wanted.includes(path.basename(f, '.json')))
    .sort();
  if (files.length === 0) {
    console.error('no scenarios found');
    process.exit(1);
  }
  let failed = 0;
  for (const file of files) {
    let scenario;
    try {
      scenario = JSON.parse(fs.readFileSync(path.join(SCENARIOS, file), 'utf8'));
    } catch (error) {
      console.error(`✗ ${file}: not valid JSON (${error.message})`);
      failed++;
      continue;
    }
    const { problems, counts } = checkScenario(file, scenario);
    if (problems.length) {
      failed++;
      console.error(`✗ ${file}: ${problems.length} problem(s)`);
      for (const p of problems) console.error(`  - ${p}`);
    } else {
      const c = counts;
      console.log(
        `✓ ${file}: ${c.users} users, ${c.publishers} publishers, ${c.sponsors} sponsors, ${c.spots} spots ` +
          `[status 0/1/2/3: ${c.spotStatus.join('/')}], ${c.spotContents} contents [${c.contentStatus.join('/')}], ` +
          `${c.decals} decals, live ${c.live}, available ${c.available}`,
      );
    }
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
