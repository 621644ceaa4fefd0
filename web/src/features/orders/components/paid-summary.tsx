// A paid reservation waiting for the publisher's approval or booked ahead for a later day, on its Reserve tab: what was paid and its receipt,
// the decal the publisher reviews, and what happens next (model/review.ts: approved within 48 hours, or
// automatically; a rejection refunds in full). Focus lands here after the payment.
import { AUTO_APPROVE_MS } from '@sponsorspot/contract/review-rules';
import type { SpotContent } from '@sponsorspot/contract/sponsor';
import { useState, type RefCallback } from 'react';
import { DecalImage } from '../../../components/decal-image';
import { formatMoney } from '../../../lib/format';
import { ReceiptLink } from '../../account';
import { flightDay } from '../../spots';
import { AWAITS_APPROVAL_LABEL, awaitsApproval, bookedLabelOf, isBookedAhead } from '../model/review';
import { ReviewNote } from './review-note';

const AUTO_APPROVE_HOURS = AUTO_APPROVE_MS / (60 * 60 * 1000);

export function PaidSummary({
  content,
  statusRef,
}: {
  content: SpotContent;
  statusRef?: RefCallback<HTMLElement>;
}) {
  const subscription = content.subscription;
  const price = subscription?.price ?? null;
  const [nowMs] = useState(Date.now);
  const booked = isBookedAhead(content, nowMs) ? content : null;
  const waits = awaitsApproval(content);
  return (
    <section
      ref={statusRef}
      tabIndex={-1}
      className="border rounded p-3"
      aria-labelledby="paid-summary-title"
      data-testid="paid-summary"
    >
      <h2 id="paid-summary-title" className="h5">
        Paid: {booked ? bookedLabelOf(booked) : AWAITS_APPROVAL_LABEL.toLowerCase()}
      </h2>
      <ReviewNote content={content} className="mb-3" />
      <div className="d-flex flex-wrap gap-4 align-items-start mb-3">
        {content.decal ? (
          <div className="decal-frame border rounded p-2">
            <DecalImage decal={content.decal} alt="Your decal" style={{ maxWidth: 320, height: 'auto' }} />
          </div>
        ) : null}
        <dl className="mb-0 small">
          <dt>Paid</dt>
          <dd data-testid="paid-amount">
            {price === null
              ? 'Included in your plan: nothing is billed for this spot on its own.'
              : `${formatMoney(price, 'USD', { cents: 'always' })} for the first month`}
          </dd>
          {subscription && price !== null ? (
            <>
              <dt>Receipt</dt>
              <dd>
                <ReceiptLink subscriptionId={subscription.id} />
              </dd>
            </>
          ) : null}
          <dt>Link</dt>
          <dd className="text-break">{content.linkUrl}</dd>
          <dt>Link title</dt>
          <dd>{content.linkTitle}</dd>
        </dl>
      </div>
      <h3 className="h6">What happens next</h3>
      <ol className="small mb-0">
        {waits ? (
          <li>
            The publisher approves your decal or turns it down within {AUTO_APPROVE_HOURS} hours. If they do
            not decide, it is approved automatically.
          </li>
        ) : null}
        {booked ? (
          <>
            <li>
              On {flightDay(booked.startsAt)} (00:00 UTC) your decal goes live on their site and your first
              paid month begins{waits ? ', once approved' : ''}.
            </li>
            <li>
              {booked.endsAt
                ? `It comes off on ${flightDay(booked.endsAt)}, and nothing more is billed.`
                : 'It renews every month until you unreserve.'}{' '}
              Unreserve before its first day and you are refunded in full.
            </li>
          </>
        ) : (
          <li>Once approved it goes live on their site, and you are mailed.</li>
        )}
        {waits ? <li>If they turn it down, you are refunded in full and the spot is freed.</li> : null}
      </ol>
    </section>
  );
}
