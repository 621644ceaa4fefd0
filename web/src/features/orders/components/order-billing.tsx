// The billing tab: what pays for this reservation — the plan it is included in, or the spot's own monthly
// subscription and what that does from now on — its invoices, and unreserve with the confirmation that says
// when it ends and what is billed.
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { Invoices } from '../../account';
import { formatDay } from '../../plans';
import { billingWords } from '../model/billing';
import { canUnreserve, contentLabelOf, unreservedText } from '../model/review';
import { ReviewNote } from './review-note';

const UnreserveDialog = lazy(() => import('./unreserve-dialog'));

export function OrderBilling({ content, spotName }: { content: SpotContent | null; spotName: string }) {
  const [confirming, setConfirming] = useState(false);
  /** What unreserving did, in words: running to the end of the paid period, or off now. */
  const [unreserved, setUnreserved] = useState<string | null>(null);
  // Closing the dialog without unreserving gives focus back to its button (the Modal's default); after
  // unreserving that button is gone, and focus goes to the message.
  const [unreservedRef, focusUnreserved] = useFocusResult();
  if (!content) return <EmptyState title="Nothing to bill">You have no reservation on this spot.</EmptyState>;
  const subscription = content.subscription;
  const { paidBy, next } = billingWords(content, formatDay);
  return (
    <section aria-labelledby="billing-title">
      <h2 id="billing-title" className="h5">
        Billing
      </h2>
      <dl className="row">
        <dt className="col-sm-4">Reservation</dt>
        <dd className="col-sm-8">
          <span data-testid="billing-reservation">{contentLabelOf(content, formatDay)}</span>
          <ReviewNote content={content} className="mb-0" />
        </dd>
        <dt className="col-sm-4">Paid by</dt>
        <dd className="col-sm-8" data-testid="billing-paid-by">
          {paidBy ?? (subscription ? 'Nothing now' : 'Nothing yet (not paid)')}
          {paidBy && next === null ? (
            <span className="d-block small text-body-secondary">
              Your plan covers this reservation within its reservation capacity: nothing is billed for this
              spot on its own.
            </span>
          ) : paidBy ? (
            <span className="d-block small text-body-secondary">
              This spot&apos;s own monthly subscription, apart from your plan. Unreserving stops it.
            </span>
          ) : null}
        </dd>
        {next ? (
          <>
            <dt className="col-sm-4">From now on</dt>
            <dd className="col-sm-8" data-testid="billing-next">
              {next}
            </dd>
          </>
        ) : null}
      </dl>
      <FormAlert ref={unreservedRef} tone="success" message={unreserved} />
      {canUnreserve(content) ? (
        <button type="button" className="btn btn-outline-danger mb-3" onClick={() => setConfirming(true)}>
          Unreserve…
        </button>
      ) : null}
      {confirming ? (
        <Suspense fallback={null}>
          <UnreserveDialog
            spotName={spotName}
            content={content}
            onClose={() => setConfirming(false)}
            onUnreserved={(answer) => {
              setConfirming(false);
              setUnreserved(unreservedText(content, answer, formatDay));
              focusUnreserved();
            }}
          />
        </Suspense>
      ) : null}
      <h3 className="h6">Invoices</h3>
      {subscription ? (
        <Invoices subscriptionId={subscription.id} />
      ) : (
        <p className="text-body-secondary">No invoices for this reservation.</p>
      )}
      <p className="small">
        <Link to={paths.account.href('subscription')}>Every invoice and your plan</Link>
      </p>
    </section>
  );
}
