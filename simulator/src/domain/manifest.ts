// The manifest's settings: string values, the product catalogue as JSON text
// (contract/src/endpoints/account.ts manifest).
import type { SimulatorConfig } from '../config.js';
import type { Manifest } from '@sponsorspot/contract/sponsor';
import { PLAN_CAPACITY } from '@sponsorspot/contract/plans';
import { VERSION } from '../version.js';
import { PRODUCT_CATALOGUE } from './plans.js';

export function buildManifest(config: SimulatorConfig): Manifest {
  const settings: Manifest['settings'] & Record<string, string> = {
    Products: JSON.stringify(PRODUCT_CATALOGUE),
    ListingCapacityDefault: String(PLAN_CAPACITY.Free.listings),
    ReservationCapacityDefault: String(PLAN_CAPACITY.Free.reservations),
    StripePublishableKey: config.stripePublishableKey,
    Environment: 'simulator',
    Version: VERSION,
  };
  return { settings };
}
