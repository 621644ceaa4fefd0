#!/usr/bin/env node
// Writes the demo scenario (seeds/scenarios/demo.json) from the tables below, and empty.json if missing.
// The decal images are committed files under seeds/images/; a decal row whose image is missing stops the
// run naming the PNG to add. Deterministic: fixed dates, no clock, no Math.random.
// Usage (from the repository root): node --import tsx seeds/tools/generate.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EntityStatus as Entity, SpotStatus as Spot } from '@sponsorspot/contract/constants';
import { AiReasonCode } from '@sponsorspot/contract/content-rules';
import { FEATURE, planFeature } from '@sponsorspot/contract/plans';

const SEEDS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCENARIOS = path.join(SEEDS, 'scenarios');

// ---- users, publishers, sponsors ----------------------------------------------------------------

/** A demo user's Feature claim on a plan: the plan's, Download.HTML from Pro up, and the add-ons on Enterprise. */
const featuresOf = (plan) =>
  [
    planFeature(plan),
    ...(plan === 'Pro' || plan === 'Enterprise' ? [FEATURE.downloadHtml] : []),
    ...(plan === 'Enterprise' ? [FEATURE.extraListings10, FEATURE.extraReservations10] : []),
  ].filter(Boolean);

const SHARED_PASSWORD = 'Market!2026';

// key, email, name, password, roles, plan (current subscription level), subscription status, verified,
// publisher [key, status, businessName, domain] | null, sponsor [key, status, businessName, domain] | null, createdAt
const USERS = [
  {
    email: 'admin@sponsorspot.test',
    name: 'Ada Admin',
    password: 'Admin!2026',
    roles: ['Admin'],
    plan: 'Free',
    createdAt: '2026-03-02T09:00:00.000Z',
  },
  {
    email: 'publisher@sponsorspot.test',
    name: 'Paula Fernsby',
    password: 'Publisher!2026',
    plan: 'Free',
    publisher: ['bramble', Entity.Active, 'Bramble Garden Club', 'bramblegarden.example'],
    createdAt: '2026-05-18T14:20:00.000Z',
  },
  {
    email: 'sponsor@sponsorspot.test',
    name: 'Sam Okafor',
    password: 'Sponsor!2026',
    plan: 'Basic',
    sponsor: ['trailhead', Entity.Active, 'Trailhead Coffee Roasters', 'trailheadcoffee.example'],
    createdAt: '2026-04-07T08:45:00.000Z',
  },
  {
    email: 'pro@sponsorspot.test',
    name: 'Priya Raman',
    password: 'ProUser!2026',
    plan: 'Pro',
    publisher: ['shipitweekly', Entity.Active, 'Shipit Weekly', 'shipitweekly.example'],
    sponsor: ['shipit', Entity.Active, 'Shipit Labs', 'shipitlabs.example'],
    createdAt: '2026-03-21T11:10:00.000Z',
  },
  {
    email: 'enterprise@sponsorspot.test',
    name: 'Elliot Vance',
    password: 'Enterprise!2026',
    plan: 'Enterprise',
    publisher: ['wavenet', Entity.Active, 'Wavelength Audio Network', 'wavelengthaudio.example'],
    sponsor: ['wavelength', Entity.Active, 'Wavelength Audio', 'wavelengthaudio.example'],
    createdAt: '2026-03-09T16:30:00.000Z',
  },
  {
    email: 'unverified@sponsorspot.test',
    name: 'Umar Patel',
    password: 'Unverified!2026',
    verified: false,
    plan: null,
    createdAt: '2026-11-20T19:05:00.000Z',
  },
  {
    email: 'spokeandchain@sponsorspot.test',
    name: 'Marco Bellini',
    plan: 'Basic',
    publisher: ['spoke', Entity.Active, 'Spoke & Chain', 'spokeandchain.example'],
    createdAt: '2026-04-01T07:15:00.000Z',
  },
  {
    email: 'simmerandsage@sponsorspot.test',
    name: 'Hannah Ortiz',
    plan: 'Basic',
    publisher: ['simmer', Entity.Active, 'Simmer & Sage', 'simmerandsage.example'],
    createdAt: '2026-04-12T12:00:00.000Z',
  },
  {
    email: 'ledger@sponsorspot.test',
    name: 'Grace Whitfield',
    plan: 'Pro',
    publisher: ['ledger', Entity.Active, 'Riverton Daily Ledger', 'rivertonledger.example'],
    createdAt: '2026-03-30T06:40:00.000Z',
  },
  {
    email: 'lootcodex@sponsorspot.test',
    name: 'Kenji Mori',
    plan: 'Basic',
    publisher: ['loot', Entity.Active, 'Loot Codex', 'lootcodex.example'],
    createdAt: '2026-05-03T21:25:00.000Z',
  },
  {
    email: 'farafield@sponsorspot.test',
    name: 'Lena Sorensen',
    plan: 'Basic',
    publisher: ['farafield', Entity.Active, 'Far Afield Travel', 'farafield.example'],
    createdAt: '2026-05-11T10:05:00.000Z',
  },
  {
    email: 'tidetables@sponsorspot.test',
    name: 'Kai Nakamura',
    plan: 'Free',
    publisher: ['tide', Entity.Pending, 'Tide Tables Surf Report', 'tidetables.example'],
    createdAt: '2026-10-28T15:50:00.000Z',
  },
  {
    email: 'gadgetrumors@sponsorspot.test',
    name: 'Rex Dalton',
    plan: 'Basic',
    publisher: ['gadget', Entity.Disabled, 'Gadget Rumor Mill', 'gadgetrumors.example'],
    createdAt: '2026-06-02T13:35:00.000Z',
  },
  {
    email: 'maplestreet@sponsorspot.test',
    name: 'June Park',
    plan: 'Free',
    publisher: ['maple', Entity.Created, 'Maple Street Makers', 'maplestreet.example'],
    createdAt: '2026-11-15T09:30:00.000Z',
  },
  {
    email: 'velogear@sponsorspot.test',
    name: 'Tomas Weber',
    plan: 'Pro',
    previousPlan: ['Basic', '2026-05-31T23:59:00.000Z'],
    sponsor: ['velogear', Entity.Active, 'VeloGear Components', 'velogear.example'],
    createdAt: '2026-04-03T09:55:00.000Z',
  },
  {
    email: 'greenleaf@sponsorspot.test',
    name: 'Aisha Bello',
    plan: 'Basic',
    sponsor: ['greenleaf', Entity.Active, 'Greenleaf Grocers', 'greenleafgrocers.example'],
    createdAt: '2026-04-19T17:45:00.000Z',
  },
  {
    email: 'pixelforge@sponsorspot.test',
    name: 'Dev Malhotra',
    plan: 'Pro',
    sponsor: ['pixelforge', Entity.Active, 'Pixel Forge Studios', 'pixelforge.example'],
    createdAt: '2026-05-06T20:10:00.000Z',
  },
  {
    email: 'lumen@sponsorspot.test',
    name: 'Nora Lindqvist',
    plan: 'Basic',
    sponsor: ['lumen', Entity.Active, 'Lumen Cloud', 'lumencloud.example'],
    createdAt: '2026-04-25T08:00:00.000Z',
  },
  {
    email: 'quickflip@sponsorspot.test',
    name: 'Vic Sterling',
    plan: 'Basic',
    sponsor: ['quickflip', Entity.Disabled, 'QuickFlip Loans', 'quickfliploans.example'],
    createdAt: '2026-06-14T12:30:00.000Z',
  },
  {
    email: 'mosaic@sponsorspot.test',
    name: 'Rosa Delgado',
    plan: 'Basic',
    subscriptionStatus: Entity.Pending,
    sponsor: ['mosaic', Entity.Pending, 'Mosaic Tile Co.', 'mosaictile.example'],
    createdAt: '2026-11-09T10:40:00.000Z',
  },
  {
    email: 'brightnest@sponsorspot.test',
    name: 'Owen Hale',
    plan: 'Basic',
    subscriptionStatus: Entity.Created,
    sponsor: ['brightnest', Entity.Created, 'Bright Nest Home', 'brightnesthome.example'],
    createdAt: '2026-11-19T18:15:00.000Z',
  },
];

// ---- decals: [sponsor key, size] ---------------------------------------------------------------

const DECALS = [
  ['trailhead', '728x90'],
  ['trailhead', '300x250'],
  ['shipit', '728x90'],
  ['shipit', '320x50'],
  ['wavelength', '300x250'],
  ['wavelength', '728x90'],
  ['velogear', '728x90'],
  ['velogear', '300x250'],
  ['velogear', '160x600'],
  ['greenleaf', '300x250'],
  ['greenleaf', '320x50'],
  ['pixelforge', '728x90'],
  ['pixelforge', '160x600'],
  ['lumen', '728x90'],
  ['lumen', '300x250'],
  ['quickflip', '300x250'],
  ['mosaic', '728x90'],
];

// What each sponsor's reservations link to: [path, title].
const CAMPAIGNS = {
  trailhead: ['/shop/summit-blend', 'Trailhead Coffee: Summit Blend, roasted at altitude'],
  shipit: ['/pricing', 'Shipit Labs: CI that never blocks your merge'],
  wavelength: ['/headphones/studio-one', 'Wavelength Studio One: studio sound anywhere'],
  velogear: ['/wheels/aero-45', 'VeloGear Aero 45 carbon wheels'],
  greenleaf: ['/weekly-box', 'Greenleaf Grocers weekly farm box'],
  pixelforge: ['/games/ember-crown', 'Ember Crown: the new RPG from Pixel Forge'],
  lumen: ['/deploy', 'Lumen Cloud: deploy in thirty seconds'],
  quickflip: ['/apply', 'QuickFlip Loans: cash in ten minutes'],
  mosaic: ['/showroom', 'Mosaic Tile Co. handmade tiles since 1987'],
};

// ---- spots per publisher ------------------------------------------------------------------------
// A typical weekday's views and the click-through rate (percent) of a live spot, by placement.
const TRAFFIC = {
  sidebar: { views: 380, ctr: 1.4 },
  header: { views: 620, ctr: 0.9 },
  skyscraper: { views: 260, ctr: 0.7 },
  footer: { views: 180, ctr: 0.5 },
  mobile: { views: 540, ctr: 1.8 },
  newsletter: { views: 900, ctr: 2.6 },
  player: { views: 720, ctr: 1.2 },
  inline: { views: 300, ctr: 1.1 },
  takeover: { views: 1200, ctr: 1.5 },
};

// [name, description, locationPath, placement, size, pricePerMonth, status, page, current?, history?]
// current / history entries: [sponsor key, content status, options?] — options.decal false = no decal,
// options.subscription 'previous' = the sponsor's ended subscription, options.aiPassed false = failed check.

const P = Spot.Published;
const A = Entity.Active;
// prettier-ignore
const SPOTS = {
  spoke: {
    start: '2026-05-04',
    spots: [
      ['Blog sidebar', 'A medium rectangle beside every post, seen by riders reading gear and route stories.', '/BLOG/SIDEBAR', 'sidebar', '300x250', 49, P, '/blog/2026/10/gravel-tyres-tested', ['velogear', A], [['trailhead', Entity.Disabled]]],
      ['Blog header leaderboard', 'The leaderboard above each article headline.', '/BLOG/HEADER', 'header', '728x90', 89, P, '/blog', ['velogear', A]],
      ['Long-read skyscraper', 'A tall banner that rides along our long-form race reports.', '/BLOG/SKYSCRAPER', 'skyscraper', '160x600', 69, P, '/blog/2026/07/tour-stage-diary', ['velogear', A]],
      ['Route guides footer', 'A leaderboard under each route guide, where riders plan their weekend loops.', '/ROUTES/FOOTER', 'footer', '728x90', 39, P, '/routes/coastal-century', ['trailhead', A]],
      ['Mobile banner', 'A slim banner pinned under the menu on phones.', '/MOBILE/BANNER', 'mobile', '320x50', 25, P, '/'],
      ['Newsletter top banner', 'The first thing 12,000 subscribers see in the Sunday Spin newsletter.', '/NEWSLETTER/TOP', 'newsletter', '728x90', 59, P, '/newsletter/sunday-spin', null, [['lumen', Entity.Disabled]]],
      ['Gear reviews inline', 'An in-article rectangle halfway through each gear review.', '/GEAR-REVIEWS/INLINE', 'inline', '300x250', 45, Spot.Draft, '/gear-reviews'],
      ['Forum sidebar', 'The sidebar of the old community forum, closed for a rebuild.', '/FORUM/SIDEBAR', 'sidebar', '300x250', 19, Spot.Disabled, '/forum', null, [['trailhead', Entity.Disabled]]],
    ],
  },
  simmer: {
    start: '2026-05-15',
    spots: [
      ['Recipe sidebar', 'A medium rectangle next to every recipe card.', '/RECIPES/SIDEBAR', 'sidebar', '300x250', 55, P, '/recipes/smoky-tomato-soup', ['greenleaf', A]],
      ['Recipe page leaderboard', 'The banner above the ingredients list on every recipe.', '/RECIPES/TOP', 'header', '728x90', 79, P, '/recipes', ['trailhead', A]],
      ['Sticky mobile banner', 'A banner that stays at the bottom of the screen while cooks scroll on their phones.', '/MOBILE/STICKY', 'mobile', '320x50', 29, P, '/recipes/one-pan-lemon-chicken', ['greenleaf', A]],
      ['Meal plans header', 'The leaderboard on our weekly meal plan pages.', '/MEAL-PLANS/HEADER', 'header', '728x90', 65, P, '/meal-plans/week-47', null, [['lumen', Entity.Created, { decal: false }]]],
      ['Weekly newsletter feature', 'A featured rectangle in the Friday recipe newsletter.', '/NEWSLETTER/WEEKLY', 'newsletter', '300x250', 59, P, '/newsletter', null, [['greenleaf', Entity.Disabled]]],
      ['Cooking videos banner', 'A leaderboard under each step-by-step cooking video.', '/VIDEOS/BANNER', 'header', '728x90', 69, P, '/videos/knife-skills', ['mosaic', Entity.Pending]],
      ['Site-wide takeover', 'One banner on every page of the site for a whole month.', '/', 'takeover', '728x90', 149, Spot.Created, '/'],
    ],
  },
  shipitweekly: {
    start: '2026-04-02',
    spots: [
      ['Newsletter top slot', 'The headline sponsor of the Shipit Weekly issue, read by 40,000 developers.', '/NEWSLETTER/TOP', 'newsletter', '728x90', 120, P, '/issues/212', ['lumen', A, { pastDueDays: 2 }]],
      ['Blog sidebar', 'A rectangle beside our deep dives on build tools and release engineering.', '/BLOG/SIDEBAR', 'sidebar', '300x250', 75, P, '/blog/monorepo-build-caches', ['wavelength', A]],
      ['Changelog skyscraper', 'A tall banner on the changelog roundup pages.', '/CHANGELOG/SKYSCRAPER', 'skyscraper', '160x600', 60, P, '/changelog/2026-11', ['pixelforge', A]],
      ['Jobs board header', 'The leaderboard above the developer jobs board.', '/JOBS/HEADER', 'header', '728x90', 90, P, '/jobs', null, [['lumen', Entity.Pending, { holdMinutes: 25 }]]],
      ['Newsletter footer', 'A banner at the end of each issue, after the links section.', '/NEWSLETTER/FOOTER', 'newsletter', '728x90', 45, P, '/issues/212#footer', null, [['pixelforge', Entity.Disabled]]],
      ['Podcast show notes', 'A rectangle on the show notes of the Shipit podcast.', '/PODCAST/SHOWNOTES', 'sidebar', '300x250', 40, Spot.Draft, '/podcast'],
    ],
  },
  wavenet: {
    start: '2026-03-16',
    spots: [
      ['Tech Talk player banner', 'The banner under the player of Tech Talk Daily, our most downloaded show.', '/SHOWS/TECH-TALK/PLAYER', 'player', '728x90', 110, P, '/shows/tech-talk', ['shipit', A]],
      ['True Crime Tuesdays sidebar', 'A rectangle beside every True Crime Tuesdays episode page.', '/SHOWS/TRUE-CRIME/SIDEBAR', 'sidebar', '300x250', 85, P, '/shows/true-crime-tuesdays', ['lumen', A]],
      ['Episode pages mobile banner', 'A mobile banner on every episode page of the network.', '/EPISODES/MOBILE', 'mobile', '320x50', 30, P, '/episodes', ['shipit', A]],
      ['Comedy Hour player banner', 'The banner under the Comedy Hour player.', '/SHOWS/COMEDY-HOUR/PLAYER', 'player', '728x90', 95, P, '/shows/comedy-hour', null, [['shipit', Entity.Disabled]]],
      ['Network skyscraper', 'A tall banner on the network home page and show directory.', '/NETWORK/SKYSCRAPER', 'skyscraper', '160x600', 70, P, '/shows'],
      ['History Hour player banner', 'The banner under the History Hour player.', '/SHOWS/HISTORY-HOUR/PLAYER', 'player', '728x90', 80, P, '/shows/history-hour', ['mosaic', Entity.Pending, { aiPassed: false }]],
      ['Listener newsletter', 'The top banner of the monthly listener newsletter.', '/NEWSLETTER/TOP', 'newsletter', '728x90', 50, Spot.Draft, '/newsletter'],
    ],
  },
  ledger: {
    start: '2026-04-06',
    spots: [
      ['Front page leaderboard', 'The banner under the masthead of the Riverton Daily Ledger front page.', '/HOME/LEADERBOARD', 'header', '728x90', 99, P, '/', ['trailhead', A]],
      ['Front page sidebar', 'A rectangle beside the top stories.', '/HOME/SIDEBAR', 'sidebar', '300x250', 69, P, '/', ['greenleaf', A]],
      ['Sports sidebar', 'A rectangle beside local sports coverage and match reports.', '/SPORTS/SIDEBAR', 'sidebar', '300x250', 59, P, '/sports/riverton-rapids-win-derby', ['quickflip', A]],
      ['Weather mobile banner', 'A mobile banner on the daily weather page.', '/WEATHER/BANNER', 'mobile', '320x50', 25, P, '/weather'],
      ['Community notices sidebar', 'A rectangle beside community notices and obituaries.', '/COMMUNITY/SIDEBAR', 'sidebar', '300x250', 35, P, '/community', null, [['greenleaf', Entity.Disabled], ['greenleaf', Entity.Created, { decal: false, linkTitle: 'Greenleaf casino night: win a farm box', aiReasons: [[AiReasonCode.decalMissing, 'decal', 'Upload a decal image.'], [AiReasonCode.titleBannedWord, 'linkTitle', 'The title may not contain "casino".']] }]]],
      ['Events skyscraper', 'A tall banner on the what\u2019s-on events calendar.', '/EVENTS/SKYSCRAPER', 'skyscraper', '160x600', 49, P, '/events'],
      ['Classifieds header', 'The leaderboard above the classifieds.', '/CLASSIFIEDS/TOP', 'header', '728x90', 45, P, '/classifieds', ['velogear', Entity.Disabled, { subscription: 'previous' }]],
      ['Election night header', 'The banner of the election night live page, closed after the count.', '/ELECTION-2026/HEADER', 'header', '728x90', 150, Spot.Disabled, '/election-2026', null, [['lumen', Entity.Disabled]]],
    ],
  },
  loot: {
    start: '2026-05-20',
    spots: [
      ['Wiki sidebar', 'A rectangle beside every wiki article, from item stats to quest walkthroughs.', '/WIKI/SIDEBAR', 'sidebar', '300x250', 45, P, '/wiki/ember-crown/items', ['wavelength', A]],
      ['Wiki skyscraper', 'A tall banner on long wiki pages such as full maps and crafting tables.', '/WIKI/SKYSCRAPER', 'skyscraper', '160x600', 55, P, '/wiki/ember-crown/crafting', ['pixelforge', A]],
      ['Wiki header', 'The leaderboard above every wiki article.', '/WIKI/HEADER', 'header', '728x90', 75, P, '/wiki', ['pixelforge', A]],
      ['Mobile banner', 'A mobile banner under the wiki search bar.', '/MOBILE/BANNER', 'mobile', '320x50', 20, P, '/', ['shipit', A]],
      ['Patch notes leaderboard', 'The banner above the patch notes digest, busiest on patch days.', '/PATCH-NOTES/TOP', 'header', '728x90', 65, P, '/patch-notes', null, [['wavelength', Entity.Disabled]]],
      ['Tier lists sidebar', 'A rectangle beside the community tier lists.', '/TIER-LISTS/SIDEBAR', 'sidebar', '300x250', 40, P, '/tier-lists'],
      ['Boss guides inline', 'A rectangle between the phases of each boss guide.', '/BOSS-GUIDES/INLINE', 'inline', '300x250', 35, P, '/boss-guides/the-hollow-king', ['quickflip', A]],
      ['Forums header', 'The leaderboard of the new forums, still being set up.', '/FORUMS/HEADER', 'header', '728x90', 50, Spot.Created, '/forums'],
    ],
  },
  farafield: {
    start: '2026-05-27',
    spots: [
      ['Guides sidebar', 'A rectangle beside every destination guide.', '/GUIDES/SIDEBAR', 'sidebar', '300x250', 59, P, '/guides/lisbon-in-three-days', ['trailhead', A]],
      ['Guides header', 'The leaderboard above each destination guide.', '/GUIDES/HEADER', 'header', '728x90', 85, P, '/guides', ['velogear', A]],
      ['Destinations skyscraper', 'A tall banner on the destinations map page.', '/DESTINATIONS/SKYSCRAPER', 'skyscraper', '160x600', 65, P, '/destinations', ['velogear', A]],
      ['Itineraries leaderboard', 'The banner above our day-by-day itineraries.', '/ITINERARIES/TOP', 'header', '728x90', 75, P, '/itineraries/dolomites-hut-to-hut'],
      ['Mobile banner', 'A mobile banner on guide pages, read on the road.', '/MOBILE/BANNER', 'mobile', '320x50', 25, P, '/guides'],
      ['Packing lists sidebar', 'A rectangle beside the printable packing lists.', '/PACKING-LISTS/SIDEBAR', 'sidebar', '300x250', 39, Spot.Draft, '/packing-lists'],
      ['Flash deals header', 'The banner of the flash deals page, paused for the off season.', '/DEALS/HEADER', 'header', '728x90', 55, Spot.Disabled, '/deals', null, [['trailhead', Entity.Disabled]]],
    ],
  },
  bramble: {
    start: '2026-06-08',
    spots: [
      ['Site-wide feature', 'One friendly rectangle on every page of the garden club site.', '/', 'sidebar', '300x250', 15, P, '/', ['greenleaf', A]],
      ['Blog sidebar', 'A rectangle beside our planting diaries.', '/BLOG/SIDEBAR', 'sidebar', '300x250', 12, P, '/blog/autumn-bulbs'],
      ['Events banner', 'A banner on the plant swap and open garden calendar.', '/EVENTS/BANNER', 'header', '728x90', 10, Spot.Draft, '/events'],
    ],
  },
  tide: {
    start: '2026-11-01',
    spots: [
      ['Forecast sidebar', 'A rectangle beside the seven-day surf forecast.', '/FORECAST/SIDEBAR', 'sidebar', '300x250', 30, P, '/forecast/north-point'],
      ['Surf cams header', 'The leaderboard above the live surf cams.', '/SURF-CAMS/HEADER', 'header', '728x90', 45, P, '/surf-cams'],
      ['Blog banner', 'A banner on the surf report blog.', '/BLOG/BANNER', 'header', '728x90', 20, Spot.Draft, '/blog'],
    ],
  },
  gadget: {
    start: '2026-06-10',
    spots: [
      ['Home leaderboard', 'The leaderboard on the Gadget Rumor Mill home page.', '/HOME/LEADERBOARD', 'header', '728x90', 80, P, '/', ['wavelength', A]],
      ['Reviews sidebar', 'A rectangle beside the hands-on reviews.', '/REVIEWS/SIDEBAR', 'sidebar', '300x250', 45, P, '/reviews'],
      ['Leaks skyscraper', 'A tall banner on the leaks and rumours roundup.', '/LEAKS/SKYSCRAPER', 'skyscraper', '160x600', 50, P, '/leaks'],
      ['Deals sidebar', 'A rectangle beside the daily deals list.', '/DEALS/SIDEBAR', 'sidebar', '300x250', 20, Spot.Disabled, '/deals', null, [['quickflip', Entity.Disabled]]],
    ],
  },
  maple: {
    start: '2026-11-16',
    spots: [['Homepage banner', 'A banner on the Maple Street Makers home page.', '/', 'header', '728x90', 10, Spot.Created, '/']],
  },
};

// ---- build the scenario -------------------------------------------------------------------------

const DAY = 24 * 60 * 60 * 1000;
const iso = (ms) => new Date(ms).toISOString();
const addDays = (isoText, days, minutes = 0) => iso(Date.parse(isoText) + days * DAY + minutes * 60 * 1000);

function buildDemo() {
  const users = [];
  const subscriptions = [];
  const publishers = {};
  const sponsors = {};
  let publisherId = 0;
  let sponsorId = 0;

  USERS.forEach((u, index) => {
    const id = index + 1;
    const subscriptionStatus = u.subscriptionStatus ?? Entity.Active;
    const features = u.plan && subscriptionStatus === Entity.Active ? featuresOf(u.plan) : [];
    const publisher = u.publisher
      ? { id: ++publisherId, status: u.publisher[1], businessName: u.publisher[2] }
      : null;
    const sponsor = u.sponsor ? { id: ++sponsorId, status: u.sponsor[1], businessName: u.sponsor[2] } : null;
    if (publisher)
      publishers[u.publisher[0]] = { ...publisher, userId: id, domain: u.publisher[3], plan: u.plan };
    if (sponsor) sponsors[u.sponsor[0]] = { ...sponsor, userId: id, domain: u.sponsor[3] };
    users.push({
      id,
      email: u.email,
      name: u.name,
      password: u.password ?? SHARED_PASSWORD,
      verified: u.verified ?? true,
      roles: u.roles ?? [],
      features,
      publisher,
      sponsor,
      createdAt: u.createdAt,
    });
    if (u.previousPlan) {
      subscriptions.push({
        id: subscriptions.length + 1,
        userId: id,
        level: u.previousPlan[0],
        status: Entity.Disabled,
        updated: u.previousPlan[1],
      });
      if (sponsor) sponsors[u.sponsor[0]].previousSubscriptionId = subscriptions.length;
    }
    if (u.plan) {
      subscriptions.push({
        id: subscriptions.length + 1,
        userId: id,
        level: u.plan,
        status: subscriptionStatus,
        updated: addDays(u.createdAt, u.previousPlan ? 60 : 1, 17),
      });
      if (sponsor) sponsors[u.sponsor[0]].subscriptionId = subscriptions.length;
    }
  });

  const decals = DECALS.map(([sponsorKey, size], index) => {
    const [width, height] = size.split('x').map(Number);
    const fileName = `${sponsorKey}-${size}.png`;
    return {
      id: index + 1,
      sponsorId: sponsors[sponsorKey].id,
      file: `images/${fileName}`,
      contentType: 'image/png',
      width,
      height,
      fileName,
    };
  });
  const decalFor = (sponsorKey, size) => {
    const decal = decals.find(
      (d) => d.sponsorId === sponsors[sponsorKey].id && `${d.width}x${d.height}` === size,
    );
    if (!decal) throw new Error(`no ${size} decal for ${sponsorKey}`);
    return decal.id;
  };

  const spots = [];
  const spotContents = [];
  const now = '2026-11-21T12:00:00.000Z';
  for (const [publisherKey, { start, spots: list }] of Object.entries(SPOTS)) {
    const publisher = publishers[publisherKey];
    list.forEach(
      ([name, description, locationPath, placement, size, price, status, page, current, history], i) => {
        const id = spots.length + 1;
        const createdAt = addDays(`${start}T09:00:00.000Z`, i * 4 + (id % 3), (id * 37) % 600);
        const makeContent = ([sponsorKey, contentStatus, options = {}], order) => {
          const sponsor = sponsors[sponsorKey];
          const [campaignPath, linkTitle] = CAMPAIGNS[sponsorKey];
          const started = contentStatus !== Entity.Created;
          const checkedOn = addDays(createdAt, 3 + order * 9 + (id % 5), 45);
          const aiPassed = options.aiReasons ? false : (options.aiPassed ?? true);
          const content = {
            id: spotContents.length + 1,
            spotId: id,
            sponsorId: sponsor.id,
            subscriptionId: started
              ? options.subscription === 'previous'
                ? sponsor.previousSubscriptionId
                : sponsor.subscriptionId
              : null,
            decalId: options.decal === false ? null : decalFor(sponsorKey, size),
            status: contentStatus,
            linkUrl: `https://${sponsor.domain}${campaignPath}?utm_source=${publisher.domain.replace('.example', '')}&utm_medium=sponsorspot`,
            linkTitle: options.linkTitle ?? linkTitle,
            hasAgreedToTerms: started,
            aICheckedOn:
              started || options.aiReasons
                ? Date.parse(checkedOn) < Date.parse(now)
                  ? checkedOn
                  : now
                : null,
            aICheckPassed: started ? aiPassed : false,
          };
          // A failed check keeps its reasons; a hold is being paid for, so it has no subscription yet.
          if (options.aiReasons)
            content.aICheckReasons = options.aiReasons.map(([code, field, message]) => ({
              code,
              field,
              message,
            }));
          if (options.holdMinutes) {
            content.heldForMinutes = options.holdMinutes;
            content.subscriptionId = null;
          }
          // A spot subscription whose renewal failed: past due, still live until the grace ends.
          if (options.pastDueDays !== undefined) {
            subscriptions.push({
              id: subscriptions.length + 1,
              userId: sponsor.userId,
              level: 'Free',
              status: Entity.Pending,
              updated: now,
              spotContentId: content.id,
              price,
              pastDueForDays: options.pastDueDays,
            });
            content.subscriptionId = subscriptions.length;
          }
          spotContents.push(content);
          return content;
        };
        (history ?? []).forEach((entry, order) => makeContent(entry, order));
        const currentContent = current ? makeContent(current, (history ?? []).length) : null;
        spots.push({
          id,
          publisherId: publisher.id,
          name,
          description,
          locationPath,
          productJson: JSON.stringify({ placement, size, pricePerMonth: price, currency: 'USD' }),
          status,
          sampleUrl: `https://${publisher.domain}${page}`,
          currentSpotContentId: currentContent ? currentContent.id : null,
          createdAt,
        });
      },
    );
  }
  // Contents were numbered spot by spot; keep them in id order.
  spotContents.sort((a, b) => a.id - b.id);

  // A year of seeded traffic for every live spot (ScenarioTraffic, expanded on reset): a typical day's views
  // by placement, varied per spot, and a click-through rate by placement.
  const status = new Map(
    users.flatMap((u) => [
      ...(u.publisher ? [[`publisher ${u.publisher.id}`, u.publisher.status]] : []),
      ...(u.sponsor ? [[`sponsor ${u.sponsor.id}`, u.sponsor.status]] : []),
    ]),
  );
  const contentById = new Map(spotContents.map((c) => [c.id, c]));
  const live = spots.filter((spot) => {
    const content = contentById.get(spot.currentSpotContentId);
    return (
      spot.status === Spot.Published &&
      status.get(`publisher ${spot.publisherId}`) === Entity.Active &&
      content?.status === Entity.Active &&
      status.get(`sponsor ${content.sponsorId}`) === Entity.Active
    );
  });
  const traffic = live.map((spot, i) => {
    const { placement } = JSON.parse(spot.productJson);
    return {
      spotId: spot.id,
      viewsPerDay: Math.round((TRAFFIC[placement].views * [1, 0.8, 1.25, 0.65, 1.1][i % 5]) / 10) * 10,
      ctr: Math.round(TRAFFIC[placement].ctr * [1, 1.2, 0.85][i % 3] * 100) / 100,
    };
  });

  return {
    name: 'demo',
    description:
      'A lively marketplace: 21 users on every plan and role, 11 publishers and 10 sponsors in every status, 62 spots in every status (23 live, 16 available), 43 reservations in every state, 17 real decal images, a year of traffic, earnings and payouts.',
    logins: DEMO_LOGINS.map(([email, shows]) => {
      const user = users.find((u) => u.email === email);
      if (!user) throw new Error(`demo login ${email} is not a demo user`);
      return { email, password: user.password, shows };
    }),
    users,
    subscriptions,
    decals,
    spots,
    spotContents,
    // A year of earnings and payouts from the live spots' prices, derived on reset.
    earningsMonths: 12,
    traffic,
  };
}

/** The demo logins QA starts from, and what each shows (seeds/README.md lists every account). */
const DEMO_LOGINS = [
  ['admin@sponsorspot.test', 'the administrator (Admin role), free plan'],
  ['publisher@sponsorspot.test', 'a free-plan publisher (Bramble Garden Club) with 3 spots'],
  ['sponsor@sponsorspot.test', 'a Basic sponsor (Trailhead Coffee Roasters) with 4 live reservations'],
  ['pro@sponsorspot.test', 'a Pro user who is both publisher and sponsor, with Download.HTML'],
  ['enterprise@sponsorspot.test', 'an Enterprise publisher and sponsor with both capacity add-ons'],
  ['unverified@sponsorspot.test', 'registered, email not verified yet: login is refused (email_unverified)'],
  [
    'lumen@sponsorspot.test',
    'a sponsor with a spot held 25 minutes after the reset, an unfinished order and a payment past due',
  ],
  ['greenleaf@sponsorspot.test', 'a sponsor whose order failed its AI check, with the reasons'],
  [
    'mosaic@sponsorspot.test',
    'a Pending sponsor with two paid reservations waiting (review, a failed check)',
  ],
];

// ---- write everything ---------------------------------------------------------------------------

const demo = buildDemo();
const missing = demo.decals.filter((d) => !fs.existsSync(path.join(SEEDS, d.file)));
if (missing.length > 0) {
  for (const d of missing) console.error(`missing ${d.file}: add a ${d.width}x${d.height} PNG under 60 KB`);
  process.exit(1);
}
fs.mkdirSync(SCENARIOS, { recursive: true });
fs.writeFileSync(path.join(SCENARIOS, 'demo.json'), `${JSON.stringify(demo, null, 2)}\n`);
const empty = {
  name: 'empty',
  description: 'No users, no spots: a fresh marketplace.',
  users: [],
  subscriptions: [],
  decals: [],
  spots: [],
  spotContents: [],
};
// empty.json may also be written by others: leave it alone when it already holds exactly this.
const emptyPath = path.join(SCENARIOS, 'empty.json');
const emptyText = `${JSON.stringify(empty, null, 2)}\n`;
const existing = fs.existsSync(emptyPath) ? fs.readFileSync(emptyPath, 'utf8') : null;
if (existing === null || JSON.stringify(JSON.parse(existing)) !== JSON.stringify(empty)) {
  fs.writeFileSync(emptyPath, emptyText);
}

console.log(
  `scenarios/demo.json  ${demo.users.length} users, ${demo.spots.length} spots, ${demo.spotContents.length} contents`,
);
