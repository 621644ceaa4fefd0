// The product catalogue the manifest serves (docs/payments.md "The plans"); the capacities and Feature rules
// are the contract's (contract/plans.ts). Prices are the simulator's seed data.
import { FEATURE, PLAN_CAPACITY } from '@sponsorspot/contract/plans';
import type { SubscriptionLevel } from '@sponsorspot/contract/scenario';
import type { Product, ProductCatalogue } from '@sponsorspot/contract/sponsor';

export const CATALOGUE_VERSION = '2025.1';

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
    plan('Basic', 'Up to 10 listings and 10 reservations, analytics date ranges.', 9, [FEATURE.basic]),
    plan('Pro', 'Up to 50 listings and 50 reservations, CSV export and HTML download.', 29, [
      FEATURE.pro,
      FEATURE.downloadHtml,
    ]),
    plan('Enterprise', 'Unlimited listings and reservations, everything included.', 99, [
      FEATURE.enterprise,
      FEATURE.downloadHtml,
    ]),
    {
      identifier: FEATURE.extraListings10,
      name: 'Extra listings (10)',
      kind: 'addon',
      description: 'Ten more spot listings on any plan.',
      variants: monthlyYearly(FEATURE.extraListings10, 5),
      listingCapacity: 10,
      reservationCapacity: 0,
      features: [FEATURE.extraListings10],
    },
    {
      identifier: FEATURE.extraReservations10,
      name: 'Extra reservations (10)',
      kind: 'addon',
      description: 'Ten more reservations on any plan.',
      variants: monthlyYearly(FEATURE.extraReservations10, 5),
      listingCapacity: 0,
      reservationCapacity: 10,
      features: [FEATURE.extraReservations10],
    },
    {
      identifier: FEATURE.downloadHtml,
      name: 'HTML download',
      kind: 'addon',
      description:
        'Download each spot as a self-contained HTML file (the image inside) for email newsletters and other channels that cannot load remote images.',
      variants: monthlyYearly(FEATURE.downloadHtml, 3),
      listingCapacity: 0,
      reservationCapacity: 0,
      features: [FEATURE.downloadHtml],
    },
  ],
};
