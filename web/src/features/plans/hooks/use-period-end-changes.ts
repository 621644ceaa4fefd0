// The changes that wait for the end of the paid period, as the subscription screen makes them: a downgrade
// (POST account/subscription/downgrade, no card form and nothing charged), a cancel, and their undo (resume).
// After each, focus goes to the message that says what happened (the one focus helper). A backend without
// the downgrade call (the spec's) gets today's way instead: the downgrade's $0 checkout.
import type { Product } from '@sponsorspot/contract/sponsor';
import { useCallback, useState } from 'react';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { errorMessage, isNotOffered } from '../../../lib/errors';
import { useScheduleDowngrade } from '../api/schedule-downgrade';
import { useSubscriptionAction } from '../api/subscription-actions';
import type { CheckoutChoice } from '../components/checkout-dialog';
import { keptWords } from '../model/plan-change';

/**
 * The last change's outcome, when the subscription itself does not say it: after an undo, an error, or a
 * call this backend does not offer (`what` names it for the NotOffered note).
 */
export type ChangeOutcome =
  { tone: 'success' | 'danger'; words: string } | { tone: 'not-offered'; what: string };

export function usePeriodEndChanges(openCheckout: (choice: CheckoutChoice) => void) {
  const schedule = useScheduleDowngrade();
  const cancel = useSubscriptionAction('cancel');
  const resume = useSubscriptionAction('resume');
  const [noticeRef, focusNotice] = useFocusResult();
  const [outcome, setOutcome] = useState<ChangeOutcome | null>(null);

  const shown = useCallback(
    (next: ChangeOutcome | null) => {
      setOutcome(next);
      focusNotice();
    },
    [focusNotice],
  );
  const failed = useCallback(
    (error: Error) => shown({ tone: 'danger', words: errorMessage(error) }),
    [shown],
  );

  /** Downgrade at the period's end; the scheduled change then says itself (PeriodEndNotice). */
  const downgrade = (product: Product, variant: Product['variants'][number]) =>
    schedule.mutate(
      { product: product.identifier, variant: variant.identifier },
      {
        onSuccess: () => shown(null),
        onError: (error) =>
          isNotOffered(error) ? openCheckout({ product, variant, atPeriodEnd: true }) : failed(error),
      },
    );

  const cancelAtPeriodEnd = () =>
    cancel.mutate(undefined, {
      onSuccess: () => shown(null),
      onError: (error) =>
        isNotOffered(error)
          ? shown({ tone: 'not-offered', what: 'Cancelling a subscription' })
          : failed(error),
    });

  /** Undo: the plan held now renews as it is. */
  const keep = (level: string, renewsAt: string | null) =>
    resume.mutate(undefined, {
      onSuccess: () => shown({ tone: 'success', words: keptWords(level, renewsAt) }),
      onError: (error) =>
        isNotOffered(error) ? shown({ tone: 'not-offered', what: 'Undoing a change' }) : failed(error),
    });

  return {
    noticeRef,
    outcome,
    downgrade,
    cancelAtPeriodEnd,
    keep,
    pending: schedule.isPending || cancel.isPending || resume.isPending,
  };
}

export type PeriodEndChanges = ReturnType<typeof usePeriodEndChanges>;
