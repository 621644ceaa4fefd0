// A live order's Reserve tab: the reservation runs, and its decal, link and title can be changed while it
// does. An edit is a new revision; "Check and send" runs the AI check, and a passed check sends the change:
// live at once on a spot without approval, else to the publisher, while the current decal keeps running
// (domain/reviews/service.ts submit). The review's state is said above the form (model/review.ts).
import type { Spot, SpotContent } from '@sponsorspot/contract/sponsor';
import type { RefCallback } from 'react';
import { useShownCheck } from '../hooks/use-shown-check';
import { reasonsByField } from '../model/order';
import { CheckStep } from './check-step';
import { DecalStep } from './decal-step';
import { LinkStep } from './link-step';
import { ReviewNote } from './review-note';

export function ChangeForm({
  spot,
  content,
  statusRef,
}: {
  spot: Spot;
  content: SpotContent;
  /** The reservation's state, where focus lands after a payment (hooks/use-focus-result.ts). */
  statusRef?: RefCallback<HTMLElement>;
}) {
  const [result, setResult] = useShownCheck(content);
  const reasons = reasonsByField(result?.reasons ?? []);
  const changeWaits = content.review?.status === 'pending' && content.review.kind === 'change';
  return (
    <>
      <div ref={statusRef} className="alert alert-info" role="status" tabIndex={-1}>
        <p className="mb-0">
          Your decal is live on this spot. Its figures are on the Analytics tab; unreserve it on the Billing
          tab.
        </p>
        <ReviewNote content={content} className="mt-2 mb-0" />
      </div>
      <form noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby="change-title">
        <h2 id="change-title" className="h5 mb-2">
          Change your decal
        </h2>
        <p className="text-body-secondary small mb-3" data-testid="change-terms">
          {changeWaits
            ? 'A change waits for the publisher. Editing it again replaces it: check and send it again.'
            : 'Replace the decal or edit the link, then check and send the change. Where the publisher reviews changes, your current decal keeps running until they approve the new one.'}
        </p>
        <DecalStep legend="1. Decal" spot={spot} content={content} reasons={reasons.decal} />
        <LinkStep legend="2. Link" spotId={spot.id} content={content} reasons={reasons} />
        <CheckStep sendsChange spotId={spot.id} content={content} result={result} onResult={setResult} />
      </form>
    </>
  );
}
