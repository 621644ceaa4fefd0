#!/usr/bin/env node
// Writes the small QA scenarios (seeds/scenarios/{plans,capacity,checkout,live-matrix,review,payouts}.json):
// one state each, named for what it shows, with the logins QA uses and what each shows. Deterministic: fixed
// dates, no clock, no Math.random; every time relative to the reset is a scenario field (contract/scenario.ts).
// Usage (from the repository root): node --import tsx seeds/tools/generate-qa.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EntityStatus as Entity, SpotStatus as Spot } from '@sponsorspot/contract/constants';
import { FEATURE, planFeature } from '@sponsorspot/contract/plans';

const SCENARIOS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'scenarios');
/** Every QA login's password (one password: a reset hashes each distinct one once per process). */
export const QA_PASSWORD = 'QaTester!2026';
const CREATED = '2026-06-01T09:00:00.000Z';
const CHECKED = '2026-06-02T10:00:00.000Z';

/** A scenario under construction: users, subscriptions, decals, spots and contents with ids in order. */
function builder(name, description) {
  const s = {
    name,
    description,
    logins: [],
    users: [],
    subscriptions: [],
    decals: [],
    spots: [],
    spotContents: [],
  };
  let party = 0;
  const next = (list) => list.length + 1;
  const api = {
    s,
    /** A user on a plan (features follow it), optionally publisher and/or sponsor; `shows` makes it a login. */
    user(key, { plan = 'Free', publisher, sponsor, subscription, extraFeatures = [], shows }) {
      const email = `${key}@${name}.test`;
      const id = next(s.users);
      const features = [
        planFeature(plan),
        ...(plan === 'Pro' || plan === 'Enterprise' ? [FEATURE.downloadHtml] : []),
        ...extraFeatures,
      ].filter(Boolean);
      const user = {
        id,
        email,
        name: key
          .split('-')
          .map((w) => w[0].toUpperCase() + w.slice(1))
          .join(' '),
        password: QA_PASSWORD,
        verified: true,
        roles: [],
        features,
        publisher: publisher ? { id: ++party, status: publisher[0], businessName: publisher[1] } : null,
        sponsor: sponsor ? { id: ++party, status: sponsor[0], businessName: sponsor[1] } : null,
        createdAt: CREATED,
      };
      s.users.push(user);
      if (plan !== 'Free' || subscription)
        s.subscriptions.push({
          id: next(s.subscriptions),
          userId: id,
          level: plan,
          status: Entity.Active,
          updated: CREATED,
          ...subscription,
        });
      if (shows) s.logins.push({ email, password: QA_PASSWORD, shows });
      return user;
    },
    /** A spot of a publisher (productJson with size and price). */
    spot(
      publisher,
      spotName,
      { status = Spot.Published, size = '300x250', price = 49, requiresApproval } = {},
    ) {
      const spot = {
        id: next(s.spots),
        publisherId: publisher.publisher.id,
        name: spotName,
        description: `${spotName}, a ${size} spot.`,
        locationPath: `/QA/SPOT-${next(s.spots)}`,
        productJson: JSON.stringify({ placement: 'sidebar', size, pricePerMonth: price, currency: 'USD' }),
        status,
        sampleUrl: `https://${name}.example/page-${next(s.spots)}`,
        currentSpotContentId: null,
        createdAt: CREATED,
        ...(requiresApproval === undefined ? {} : { requiresApproval }),
      };
      s.spots.push(spot);
      return spot;
    },
    /**
     * A sponsor's content on a spot, with its own decal: `current` makes it the spot's current content; a
     * paid one (Active, or Pending waiting for review) gets its own Active spot subscription.
     */
    content(sponsor, spot, { status, current = true, paid = true, checked = true, ...extra }) {
      const decalId = next(s.decals);
      const [width, height] = JSON.parse(spot.productJson).size.split('x').map(Number);
      s.decals.push({
        id: decalId,
        sponsorId: sponsor.sponsor.id,
        file: `images/placeholder-${width}x${height}.png`,
        contentType: 'image/png',
        width,
        height,
        fileName: `decal-${decalId}.png`,
      });
      const id = next(s.spotContents);
      let subscriptionId = null;
      if (paid) {
        subscriptionId = next(s.subscriptions);
        s.subscriptions.push({
          id: subscriptionId,
          userId: sponsor.id,
          level: 'Free',
          status: status === Entity.Disabled ? Entity.Disabled : Entity.Active,
          updated: CREATED,
          spotContentId: id,
          price: JSON.parse(spot.productJson).pricePerMonth,
        });
      }
      const content = {
        id,
        spotId: spot.id,
        sponsorId: sponsor.sponsor.id,
        subscriptionId,
        decalId,
        status,
        linkUrl: `https://${sponsor.sponsor.businessName.toLowerCase().replace(/[^a-z]+/g, '')}.example/`,
        linkTitle: `${sponsor.sponsor.businessName}: see what is new`,
        hasAgreedToTerms: true,
        aICheckedOn: checked ? CHECKED : null,
        aICheckPassed: checked,
        ...extra,
      };
      s.spotContents.push(content);
      if (current) spot.currentSpotContentId = id;
      return content;
    },
  };
  return api;
}

const { Active, Pending, Disabled, Created } = Entity;

function plans() {
  const b = builder(
    'plans',
    'One login per plan and billing state: Free, Basic, Pro and Enterprise monthly and yearly, each add-on, a plan cancelled at the period’s end, a scheduled downgrade, and a renewal past due (grace just started, and on its last day).',
  );
  b.user('free', { shows: 'the free plan: 4 listings, 4 reservations, every plan for sale' });
  for (const plan of ['Basic', 'Pro', 'Enterprise'])
    for (const interval of ['month', 'year'])
      b.user(`${plan.toLowerCase()}-${interval}ly`, {
        plan,
        subscription: { interval },
        shows: `${plan}, billed ${interval}ly, renewing at the period’s end`,
      });
  const addOn = (key, product, shows) =>
    b.user(key, {
      plan: 'Basic',
      extraFeatures: [product],
      subscription: { interval: 'month', addOns: [{ product, quantity: 1 }] },
      shows,
    });
  addOn('addon-listings', FEATURE.extraListings10, 'Basic with the Extra listings add-on: 20 listings');
  addOn(
    'addon-reservations',
    FEATURE.extraReservations10,
    'Basic with the Extra reservations add-on: 20 reservations',
  );
  addOn('addon-html', FEATURE.downloadHtml, 'Basic with the HTML download add-on (Download.HTML)');
  b.user('cancelled', {
    plan: 'Pro',
    subscription: { interval: 'month', cancelAtPeriodEnd: true },
    shows: 'Pro cancelled at the period’s end: Pro until then, then Free (Resume undoes it)',
  });
  b.user('downgrade', {
    plan: 'Enterprise',
    subscription: { interval: 'year', scheduledChange: { level: 'Basic', interval: 'month' } },
    shows: 'Enterprise yearly with a downgrade to Basic monthly scheduled for the period’s end',
  });
  b.user('past-due', {
    plan: 'Basic',
    subscription: { status: Pending, pastDueForDays: 0 },
    shows: 'Basic past due: the renewal failed at the reset, 7 days of grace left, the plan kept meanwhile',
  });
  b.user('grace-ending', {
    plan: 'Pro',
    subscription: { status: Pending, pastDueForDays: 6 },
    shows: 'Pro past due for 6 days: the grace ends a day after the reset, then the plan ends',
  });
  return b.s;
}

function capacity() {
  const b = builder(
    'capacity',
    'Plan capacities on the free plan (4 listings, 4 reservations): a publisher and a sponsor at capacity, refused a fifth with plan_limit_reached, and a user with room left.',
  );
  const full = b.user('publisher-full', {
    publisher: [Active, 'Full House Press'],
    shows: 'a free publisher with 4 of 4 listings: a fifth spot is refused',
  });
  const sponsorFull = b.user('sponsor-full', {
    sponsor: [Active, 'Brimful Goods'],
    shows: 'a free sponsor with 4 of 4 reservations, all live: a fifth reservation is refused',
  });
  const under = b.user('under', {
    publisher: [Active, 'Roomy Review'],
    sponsor: [Active, 'Roomy Goods'],
    shows: 'a free publisher and sponsor with 1 of 4 listings and 1 of 4 reservations: room for 3 more each',
  });
  const host = b.user('host', { plan: 'Basic', publisher: [Active, 'Host Media'] });
  for (let i = 1; i <= 4; i++) b.spot(full, `Full House spot ${i}`, { requiresApproval: false });
  for (let i = 1; i <= 4; i++)
    b.content(sponsorFull, b.spot(host, `Host spot ${i}`, { requiresApproval: false }), { status: Active });
  b.content(under, b.spot(host, 'Host spot 5', { requiresApproval: false }), { status: Active });
  b.spot(host, 'Host spot 6 (available)', { requiresApproval: false });
  b.spot(under, 'Roomy spot 1', { requiresApproval: false });
  return b.s;
}

function checkout() {
  const b = builder(
    'checkout',
    'Checkout in progress: a spot held for a sponsor for a whole day after the reset (it runs out only when the clock moves a day), an expired plan checkout session and an unfinished order.',
  );
  const host = b.user('host', { plan: 'Basic', publisher: [Active, 'Checkout Gazette'] });
  const held = b.user('held', {
    sponsor: [Active, 'Holdfast Outfitters'],
    shows:
      'a spot held for this sponsor, paying for it: the hold ends 24 h after the reset (move the clock a day)',
  });
  const expired = b.user('expired', {
    shows: 'a Pro checkout session (cs_qa_expired_pro) that expired an hour before the reset',
  });
  const unfinished = b.user('unfinished', {
    sponsor: [Active, 'Halfway Supplies'],
    shows: 'an unfinished order: decal and link on an available spot, not checked or paid',
  });
  b.content(held, b.spot(host, 'Held spot', { price: 59 }), {
    status: Pending,
    current: false,
    paid: false,
    heldForMinutes: 1440,
  });
  b.content(unfinished, b.spot(host, 'Unfinished order spot', { price: 39 }), {
    status: Created,
    current: false,
    paid: false,
    checked: false,
  });
  b.spot(host, 'Available spot', { price: 29 });
  b.s.checkoutSessions = [
    {
      id: 'cs_qa_expired_pro',
      userId: expired.id,
      product: 'SubscriptionLevel.Pro',
      variant: 'SubscriptionLevel.Pro.Monthly',
      change: 'plan',
      amountDue: 29,
      expiresInMinutes: -60,
    },
  ];
  return b.s;
}

function liveMatrix() {
  const b = builder(
    'live-matrix',
    'One spot per combination of the inputs of the live and available rules — publisher Active or not, spot Published or not, current content none, Pending or Active, its sponsor Active or not — each named for its result: Live, Available or Hidden.',
  );
  const activePublisher = b.user('publisher', {
    plan: 'Basic',
    publisher: [Active, 'Matrix Active Press'],
    shows: 'the Active publisher: 10 spots, each named for what the live and available rules make of it',
  });
  const pendingPublisher = b.user('pending-publisher', {
    plan: 'Basic',
    publisher: [Pending, 'Matrix Pending Press'],
    shows: 'the publisher not yet Active: its 10 spots are neither live nor available',
  });
  const sponsors = {
    active: b.user('sponsor', { plan: 'Basic', sponsor: [Active, 'Matrix Active Goods'] }),
    disabled: b.user('disabled-sponsor', { plan: 'Basic', sponsor: [Disabled, 'Matrix Disabled Goods'] }),
  };
  const contents = [
    ['none', null, null],
    ['Pending content', Pending, 'active'],
    ['Pending content', Pending, 'disabled'],
    ['Active content', Active, 'active'],
    ['Active content', Active, 'disabled'],
  ];
  for (const [publisher, publisherWords, publisherActive] of [
    [activePublisher, 'publisher Active', true],
    [pendingPublisher, 'publisher Pending', false],
  ])
    for (const [status, statusWords] of [
      [Spot.Published, 'Published'],
      [Spot.Draft, 'Draft'],
    ])
      for (const [contentWords, contentStatus, sponsorKey] of contents) {
        const published = status === Spot.Published;
        const live = publisherActive && published && contentStatus === Active && sponsorKey === 'active';
        const available = publisherActive && published && contentStatus === null;
        const result = live ? 'Live' : available ? 'Available' : 'Hidden';
        const words = [publisherWords, statusWords, contentStatus === null ? 'no content' : contentWords];
        if (sponsorKey) words.push(`sponsor ${sponsorKey === 'active' ? 'Active' : 'Disabled'}`);
        const spot = b.spot(publisher, `${result}: ${words.join(', ')}`, { status, requiresApproval: false });
        if (contentStatus !== null) b.content(sponsors[sponsorKey], spot, { status: contentStatus });
      }
  return b.s;
}

function review() {
  const b = builder(
    'review',
    'The publisher’s review of decals: one waiting for the decision (approved automatically 43 h after the reset), one approved, one rejected with its reason, one approved automatically after 48 h.',
  );
  const publisher = b.user('publisher', {
    plan: 'Basic',
    publisher: [Active, 'Reviewing Quarterly'],
    shows: 'a publisher who approves each decal: one waits in the review queue, three were decided',
  });
  const sponsor = b.user('sponsor', {
    plan: 'Basic',
    sponsor: [Active, 'Candid Candles'],
    shows: 'the sponsor of all four: waiting, approved, rejected (the reason shown), approved automatically',
  });
  b.content(sponsor, b.spot(publisher, 'Waiting for review'), { status: Pending });
  b.content(sponsor, b.spot(publisher, 'Approved'), {
    status: Active,
    review: { decision: 'approved', hoursAgo: 20 },
  });
  b.content(sponsor, b.spot(publisher, 'Rejected (available again)'), {
    status: Disabled,
    current: false,
    review: { decision: 'rejected', reason: 'The decal shows a competing magazine.', hoursAgo: 30 },
  });
  b.content(sponsor, b.spot(publisher, 'Approved automatically'), {
    status: Active,
    review: { decision: 'auto', hoursAgo: 2 },
  });
  return b.s;
}

function payouts() {
  const b = builder(
    'payouts',
    'A publisher’s payouts in each state: pending (made at the reset, arriving 2 days later), paid (a month before) and failed (two months before, with the bank’s message), over three months of earnings.',
  );
  const publisher = b.user('publisher', {
    plan: 'Basic',
    publisher: [Active, 'Payday Podcast'],
    shows: 'a publisher with three months of earnings and one payout pending, one paid and one failed',
  });
  const sponsor = b.user('sponsor', { plan: 'Basic', sponsor: [Active, 'Steady Sponsor Co'] });
  b.content(sponsor, b.spot(publisher, 'Show notes banner', { price: 300, requiresApproval: false }), {
    status: Active,
  });
  b.s.earningsMonths = 3;
  const publisherId = publisher.publisher.id;
  b.s.payouts = [
    { id: 'po_qa_pending', publisherId, amount: 120, status: 'pending', createdDaysAgo: 0 },
    { id: 'po_qa_paid', publisherId, amount: 255, status: 'paid', createdDaysAgo: 32 },
    {
      id: 'po_qa_failed',
      publisherId,
      amount: 255,
      status: 'failed',
      createdDaysAgo: 63,
      failureMessage: 'The bank account was closed.',
    },
  ];
  return b.s;
}

for (const scenario of [plans(), capacity(), checkout(), liveMatrix(), review(), payouts()]) {
  const file = path.join(SCENARIOS, `${scenario.name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(scenario, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
