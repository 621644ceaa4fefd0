// The checkout dialog, loaded only when a plan or add-on is chosen: Stripe's React components, the
// dialog and Stripe.js itself stay out of every screen's first load.
import { lazy, Suspense } from 'react';
import type { CheckoutChoice } from './checkout-dialog';

const CheckoutDialog = lazy(() =>
  import('./checkout-dialog').then((module) => ({ default: module.CheckoutDialog })),
);

export function LazyCheckoutDialog(props: {
  choice: CheckoutChoice;
  onClose: () => void;
  onCompleted?: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <CheckoutDialog {...props} />
    </Suspense>
  );
}
