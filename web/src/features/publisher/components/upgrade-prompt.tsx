// plan_limit_reached as an upgrade prompt: what the plan allows, what is used, and the plan that lifts it.
import type { SubscriptionLevel } from '@sponsorspot/contract/scenario';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { UpgradeButton } from '../../plans';
import { planThatLifts, type PlanLimit } from '../model/plan-limit';

export function ListingsUpgradePrompt({ limit, plan }: { limit: PlanLimit; plan: SubscriptionLevel }) {
  const lifting = planThatLifts(plan, limit.capacity);
  return (
    <div className="alert alert-warning" role="alert" data-testid="upgrade-prompt">
      <h2 className="h6 alert-heading">Your plan’s listings are full</h2>
      <p className="mb-2">
        You list {limit.used} of {limit.capacity} spots, all your {plan} plan allows. Disabled spots do not
        count: disable one, or{' '}
        {lifting ? (
          <>
            upgrade to <strong>{lifting.plan}</strong>, which lists{' '}
            {lifting.listings === null ? 'as many spots as you like' : `up to ${lifting.listings} spots`}.
          </>
        ) : (
          <>add the Extra listings add-on (10 more spots each).</>
        )}
      </p>
      {lifting && lifting.plan !== 'Free' ? (
        <UpgradeButton plan={lifting.plan} variant="warning">
          Upgrade to {lifting.plan}
        </UpgradeButton>
      ) : (
        <Link className="btn btn-warning btn-sm" to={paths.account.href('subscription')}>
          See plans and add-ons
        </Link>
      )}
    </div>
  );
}
