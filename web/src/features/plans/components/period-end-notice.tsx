// The change waiting for the end of the paid period — "Basic starts Dec 27, 2026. Nothing is charged now;
// Pro stays until then." — with its undo ("Keep Pro"), and the last change's outcome (kept, failed, or not
// offered by this backend). The message is where focus goes after each change (usePeriodEndChanges).
import type { SubscriptionDetail } from '@sponsorspot/contract/payments';
import { NotOffered } from '../../../components/not-offered';
import type { PeriodEndChanges } from '../hooks/use-period-end-changes';
import { scheduledChangeOf, scheduledChangeWords } from '../model/plan-change';

interface Props {
  subscription: SubscriptionDetail | null;
  changes: PeriodEndChanges;
}

export function PeriodEndNotice({ subscription, changes }: Props) {
  const scheduled = scheduledChangeOf(subscription);
  const { outcome, noticeRef, pending, keep } = changes;
  return (
    <>
      {outcome ? (
        <div
          ref={noticeRef}
          className={outcome.tone === 'not-offered' ? 'mt-3' : `alert alert-${outcome.tone} mt-3 mb-0`}
          role={outcome.tone === 'danger' ? 'alert' : 'status'}
        >
          {outcome.tone === 'not-offered' ? (
            <NotOffered variant="inline" what={outcome.what} />
          ) : (
            outcome.words
          )}
        </div>
      ) : null}
      {scheduled ? (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 mt-3 mb-0">
          <p ref={outcome ? undefined : noticeRef} className="mb-0 me-auto" role="status">
            {scheduledChangeWords(scheduled)}
          </p>
          {/* Bootstrap's button markup, not react-bootstrap's Button: this module is reached from the plans
              feature's index, which the route table loads (also in Node, for the e2e suite's route list). */}
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={pending}
            onClick={() => keep(scheduled.current, subscription?.currentPeriodEnd ?? null)}
          >
            Keep {scheduled.current}
          </button>
        </div>
      ) : null}
    </>
  );
}
