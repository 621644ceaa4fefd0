// Account service (/account/api/v1). The manifest is the same document the sponsor service answers; the
// account, checkout and subscription shapes are the payments contract's.
export { Manifest, ProductCatalogue, Product, ProductVariant } from './sponsor.js';
export {
  AccountDetail,
  CheckoutBody,
  CheckoutCreated,
  CheckoutSession,
  Invoice,
  SubscriptionDetail,
} from './payments.js';
