// The publisher's upgrade prompts: plan_limit_reached (what the plan allows, what is used, and the plan that
// lifts it), and the HTML file download that Download.HTML buys beside the snippet every publisher has.
import type { SubscriptionLevel } from '@sponsorspot/contract/scenario';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { UpgradeButton } from '../../plans';
import { FILE_COUNTS } from '../model/embed-counts';
import { planThatLifts, type PlanLimit } from '../model/plan-limit';

/** `ref` is for moving focus to the prompt when an action meets the limit (hooks/use-focus-result.ts). */
export function ListingsUpgradePrompt({
  limit,
  plan,
  ref,
}: {
  limit: PlanLimit;
  plan: SubscriptionLevel;
  ref?: Ref<HTMLDivElement>;
}) {
  const lifting = planThatLifts(plan, limit.capacity);
  return (
    <div ref={ref} className="alert alert-warning" role="alert" data-testid="upgrade-prompt">
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

/**
 * Offered beside the snippet to a user without Download.HTML (or when the server refuses the file with
 * feature_required): what the file is for, what it counts, and the plan or add-on that brings it.
 */
export function DownloadUpgradePrompt() {
  return (
    <div className="alert alert-info mb-0" data-testid="download-upgrade-prompt">
      <h4 className="h6 alert-heading">Need the spot where remote images cannot load?</h4>
      <p className="mb-2">
        Email newsletters and other channels often block images from other sites. The <strong>Pro</strong> and{' '}
        <strong>Enterprise</strong> plans (or the HTML download add-on) let you download each spot as a
        self-contained HTML file with the image inside and the same counted link. {FILE_COUNTS}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <UpgradeButton plan="Pro">Upgrade to Pro</UpgradeButton>
        <Link className="btn btn-outline-secondary btn-sm" to={paths.account.href('subscription')}>
          See plans and add-ons
        </Link>
      </div>
    </div>
  );
}
