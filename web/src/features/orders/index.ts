// The orders feature's public face: what other features may use (route modules are never exported).
import { lazy } from 'react';

export { CONTENT_STATE_LABEL, contentStateOf, isHeldForMe, type ContentState } from './model/order';
export { useUnreserve } from './api/reserve';
/** The confirmation before unreserving; react-bootstrap's Modal loads when it is first shown. */
export const UnreserveDialog = lazy(() => import('./components/unreserve-dialog'));
export {
  PAID_BY_EXPLAINED,
  billingWords,
  unreserveTerms,
  type BillingWords,
  type UnreserveTerms,
} from './model/billing';
export {
  AWAITS_APPROVAL_LABEL,
  autoApprovalText,
  awaitsApproval,
  bookedLabelOf,
  canUnreserve,
  contentLabelOf,
  isBookedAhead,
  unreservedText,
  reviewNoteOf,
} from './model/review';
export { ReviewNote } from './components/review-note';
