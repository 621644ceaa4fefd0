// The billing tab: the subscription that pays this reservation, where the invoices are, and unreserve with
// a confirmation that says what happens.
import type { SpotContent } from '@sponsorspot/simulator/contract/sponsor';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/errors';
import { useUnreserve } from '../api/reserve';
import { CONTENT_STATE_LABEL, contentStateOf } from '../model/order';

const SUBSCRIPTION_STATUS = ['Created', 'Pending', 'Active', 'Ended'] as const;

export function OrderBilling({ content }: { content: SpotContent | null }) {
  const unreserve = useUnreserve();
  const [confirming, setConfirming] = useState(false);
  if (!content) return <EmptyState title="Nothing to bill">You have no reservation on this spot.</EmptyState>;
  const state = contentStateOf(content);
  return (
    <section aria-labelledby="billing-title">
      <h2 id="billing-title" className="h5">
        Billing
      </h2>
      <dl className="row">
        <dt className="col-sm-4">Reservation</dt>
        <dd className="col-sm-8">{CONTENT_STATE_LABEL[state]}</dd>
        <dt className="col-sm-4">Subscription</dt>
        <dd className="col-sm-8">
          {content.subscription
            ? `${content.subscription.subscriptionLevel}, ${SUBSCRIPTION_STATUS[content.subscription.status]}`
            : 'None (a free spot, or not paid yet)'}
        </dd>
      </dl>
      <p>
        <Link to={paths.account.href('subscription')}>Invoices and payment method</Link>
      </p>
      <FormAlert message={unreserve.isError ? errorMessage(unreserve.error) : null} />
      <FormAlert
        tone="success"
        message={unreserve.isSuccess ? 'Unreserved: your decal is off the spot.' : null}
      />
      {state === 'active' ? (
        confirming ? (
          <div className="alert alert-warning" role="alertdialog" aria-labelledby="unreserve-question">
            <p id="unreserve-question">
              Unreserve this spot? Your decal comes off at once and the spot is freed for others; the
              subscription is cancelled at the end of the period already paid, and nothing more is billed.
            </p>
            <div className="d-flex gap-2">
              <Button
                variant="danger"
                disabled={unreserve.isPending}
                onClick={() => unreserve.mutate(content.id, { onSettled: () => setConfirming(false) })}
              >
                Unreserve
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline-danger" onClick={() => setConfirming(true)}>
            Unreserve…
          </Button>
        )
      ) : null}
    </section>
  );
}
