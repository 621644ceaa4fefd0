// Plans and add-ons (DESIGN "Plans"): capacities per plan and the product catalogue the manifest serves.
// Prices are the simulator's seed data.
import type { ProductCatalogue, Product } from '../contract/sponsor.js';
import type { SubscriptionLevel } from '../contract/scenario.js';

export const CATALOGUE_VERSION = '2025.1';

export interface PlanCapacity {
  /** null = unlimited */
  listings: number | null;
  reservations: number | null;
}

/** DESIGN's plan table. The free plan's 4/4 are also SPEC §9's defaults. */
export const PLAN_CAPACITY: Record<SubscriptionLevel, PlanCapacity> = {
  Free: { listings: 4, reservations: 4 },
  Basic: { listings: 10, reservations: 10 },
  Pro: { listings: 50, reservations: 50 },
  Enterprise: { listings: null, reservations: null },
};

export const ADD_ON = {
  extraListings10: 'AddOn.ExtraListings10',
  extraReservations10: 'AddOn.ExtraReservations10',
  downloadHtml: 'Download.HTML',
} as const;

/** Feature-claim value of a plan level (the free plan has none). */
export function planFeature(level: SubscriptionLevel): string | null {
  return level === 'Free' ? null : `SubscriptionLevel.${level}`;
}

/** The plan a Feature claim list names: the highest SubscriptionLevel.* present, else Free. */
export function planOf(features: readonly string[]): SubscriptionLevel {
  for (const level of ['Enterprise', 'Pro', 'Basic'] as const) {
    if (features.includes(`SubscriptionLevel.${level}`)) return level;
  }
  return 'Free';
}

/** Capacities of a plan plus its add-ons (each ExtraListings10 / ExtraReservations10 adds 10). */
export function capacityOf(features: readonly string[]): PlanCapacity {
  const base = PLAN_CAPACITY[planOf(features)];
  const count = (name: string) => features.filter((f) => f === name).length;
  const add = (value: number | null, extra: number) => (value === null ? null : value + 10 * extra);
  return {
    listings: add(base.listings, count(ADD_ON.extraListings10)),
    reservations: add(base.reservations, count(ADD_ON.extraReservations10)),
  };
}

const monthlyYearly = (identifier: string, monthly: number): Product['variants'] => [
  {
    identifier: `${identifier}.Monthly`,
    name: 'Monthly',
    price: monthly,
    currency: 'usd',
    interval: 'month',
  },
  {
    identifier: `${identifier}.Yearly`,
    name: 'Yearly',
    price: monthly * 10,
    currency: 'usd',
    interval: 'year',
  },
];

const plan = (
  level: SubscriptionLevel,
  description: string,
  monthly: number,
  features: string[],
): Product => {
  const identifier = `SubscriptionLevel.${level}`;
  return {
    identifier,
    name: level === 'Free' ? 'Free' : level,
    kind: 'plan',
    description,
    variants:
      level === 'Free'
        ? [
            {
              identifier: `${identifier}.Monthly`,
              name: 'Monthly',
              price: 0,
              currency: 'usd',
              interval: 'month',
            },
          ]
        : monthlyYearly(identifier, monthly),
    listingCapacity: PLAN_CAPACITY[level].listings,
    reservationCapacity: PLAN_CAPACITY[level].reservations,
    features,
  };
};

export const PRODUCT_CATALOGUE: ProductCatalogue = {
  version: CATALOGUE_VERSION,
  products: [
    plan('Free', 'List and reserve up to 4 spots.', 0, []),
    plan('Basic', 'Up to 10 listings and 10 reservations, analytics date ranges.', 9, [
      'SubscriptionLevel.Basic',
    ]),
    plan('Pro', 'Up to 50 listings and 50 reservations, CSV export and HTML download.', 29, [
      'SubscriptionLevel.Pro',
      ADD_ON.downloadHtml,
    ]),
    plan('Enterprise', 'Unlimited listings and reservations, everything included.', 99, [
      'SubscriptionLevel.Enterprise',
      ADD_ON.downloadHtml,
    ]),
    {
      identifier: ADD_ON.extraListings10,
      name: 'Extra listings (10)',
      kind: 'addon',
      description: 'Ten more spot listings on any plan.',
      variants: monthlyYearly(ADD_ON.extraListings10, 5),
      listingCapacity: 10,
      reservationCapacity: 0,
      features: [ADD_ON.extraListings10],
    },
    {
      identifier: ADD_ON.extraReservations10,
      name: 'Extra reservations (10)',
      kind: 'addon',
      description: 'Ten more reservations on any plan.',
      variants: monthlyYearly(ADD_ON.extraReservations10, 5),
      listingCapacity: 0,
      reservationCapacity: 10,
      features: [ADD_ON.extraReservations10],
    },
    {
      identifier: ADD_ON.downloadHtml,
      name: 'HTML download',
      kind: 'addon',
      description: 'Download a JavaScript-free HTML snippet for each spot.',
      variants: monthlyYearly(ADD_ON.downloadHtml, 3),
      listingCapacity: 0,
      reservationCapacity: 0,
      features: [ADD_ON.downloadHtml],
    },
  ],
};
