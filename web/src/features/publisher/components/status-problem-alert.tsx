// The alert above the publisher's spots when a status change failed: the plan's limit as an upgrade prompt,
// or what the server said, with the way to what a spot still needs before it can be published.
import { ErrorCode, SpotStatus } from '@sponsorspot/contract/constants';
import type { Spot } from '@sponsorspot/contract/sponsor';
import type { Ref } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/errors';
import { useSession } from '../../auth';
import { planLimitOf } from '../model/plan-limit';
import { publishRequirementsOf, type StatusAction } from '../model/spot-actions';
import { ListingsUpgradePrompt } from './upgrade-prompt';

/** What a refused status change did not do, in the alert's words: "“Side rail” was not published: …". */
const NOT_DONE: Record<SpotStatus, string> = {
  [SpotStatus.Created]: 'changed',
  [SpotStatus.Draft]: 'moved to draft',
  [SpotStatus.Published]: 'published',
  [SpotStatus.Disabled]: 'disabled',
};

/** The outcome of the last status change that failed, shown above the list. */
export interface StatusProblem {
  spot: Spot;
  action: StatusAction;
  error: unknown;
}

export function StatusProblemAlert({
  problem,
  onEdit,
  ref,
}: {
  problem: StatusProblem;
  onEdit: (spot: Spot) => void;
  ref?: Ref<HTMLDivElement>;
}) {
  const session = useSession();
  const limit = planLimitOf(toApiError(problem.error));
  if (limit) return <ListingsUpgradePrompt ref={ref} limit={limit} plan={session.plan} />;
  const failure = toApiError(problem.error);
  return (
    <div ref={ref} className="alert alert-danger" role="alert">
      <p className="mb-2">
        “{problem.spot.name || 'The spot'}” was not {NOT_DONE[problem.action.to]}: {failure.message}
      </p>
      {failure.code === ErrorCode.notPublishable ? (
        <div className="d-flex flex-wrap gap-2">
          {publishRequirementsOf(failure.details).some((missing) => missing !== 'publisher') ? (
            <Button size="sm" variant="outline-danger" onClick={() => onEdit(problem.spot)}>
              Edit the spot
            </Button>
          ) : null}
          {publishRequirementsOf(failure.details).includes('publisher') ? (
            <Link className="btn btn-sm btn-outline-danger" to={paths.earn.href('connect')}>
              Finish connecting payouts
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
