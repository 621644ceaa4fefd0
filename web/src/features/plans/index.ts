// The plans feature's public face: what other features may use (route modules are never exported).
export { useCatalogue } from './api/manifest';
export { CurrentPlanBadge } from './components/current-plan-badge';
export { formatPrice } from './model/catalogue';
export { checkoutSessionQueryOptions, useCheckoutSession } from './api/checkout';
export { PeriodEndNotice } from './components/period-end-notice';
export { usePeriodEndChanges, type PeriodEndChanges } from './hooks/use-period-end-changes';
export type { CheckoutChoice } from './components/checkout-dialog';
export { LazyCheckoutDialog as CheckoutDialog } from './components/lazy-checkout-dialog';
export {
  formatDay,
  formatMoney,
  planOffers,
  subscriptionInForce,
  SUBSCRIPTION_STATE_WORDS,
  type Interval,
} from './model/plan-choice';
export { UpgradeButton } from './components/upgrade-button';
export { capacityWords, featureList, featureWords, includedBy } from './model/feature-words';
