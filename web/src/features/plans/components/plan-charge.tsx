// Above the card form: what the plan or add-on costs now and what renews after it, in the simulator's own
// figures (account.previewPlanChange) — "You pay $23.40 now for the rest of this period, then $59 a month
// from Dec 27, 2026." While it loads, on an error and on a backend without the call it says nothing: the
// card form's line items still show the amount due.
import type { Product } from '@sponsorspot/contract/sponsor';
import { usePlanChangePreview } from '../api/preview-plan-change';
import { chargeWords } from '../model/plan-change';

interface Props {
  product: Product;
  variant: Product['variants'][number];
}

export function PlanCharge({ product, variant }: Props) {
  const preview = usePlanChangePreview({ product: product.identifier, variant: variant.identifier });
  if (!preview.data) return null;
  return (
    <p className="fw-semibold" id="checkout-charge">
      {chargeWords(preview.data)}
    </p>
  );
}
