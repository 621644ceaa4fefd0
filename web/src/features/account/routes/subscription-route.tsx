// /account/subscription: the current plan (the account service and the token's features), the features
// the token grants, usage against the plan's capacity, and the plans of the catalogue. Buying comes in a
// later release; this screen says so.
import type { QueryClient } from '@tanstack/react-query';
import { PlanBadge } from '../../../components/plan-badge';
import { useSession } from '../../auth';
import { formatPrice, useCatalogue } from '../../plans';
import { accountInfoQueryOptions, useAccountInfo } from '../api/account-info';
import { usageQueryOptions, useUsage } from '../api/usage';
import { usageMeters } from '../model/usage';

const STATUS_NAMES = ['Created', 'Pending', 'Active', 'Disabled'];

// eslint-disable-next-line react-refresh/only-export-components
export function createLoader(queryClient: QueryClient) {
  return async () => {
    await Promise.all([
      queryClient.ensureQueryData(accountInfoQueryOptions()),
      queryClient.ensureQueryData(usageQueryOptions()),
    ]);
    return null;
  };
}

function CurrentPlan() {
  const session = useSession();
  const account = useAccountInfo();
  return (
    <div className="card mb-4">
      <div className="card-body">
        <h3 className="h5 card-title d-flex align-items-center gap-2">
          Current plan <PlanBadge plan={session.plan} />
        </h3>
        {account.isPending ? (
          <p className="text-body-secondary mb-0">Loading your subscription…</p>
        ) : account.data ? (
          <dl className="row mb-0">
            <dt className="col-sm-4">Subscription</dt>
            <dd className="col-sm-8">
              {account.data.subscriptionLevel} ({STATUS_NAMES[account.data.subscriptionStatus] ?? 'Unknown'})
            </dd>
            {account.data.businessName ? (
              <>
                <dt className="col-sm-4">Business</dt>
                <dd className="col-sm-8">{account.data.businessName}</dd>
              </>
            ) : null}
            <dt className="col-sm-4">Last changed</dt>
            <dd className="col-sm-8">{new Date(account.data.updated).toLocaleDateString()}</dd>
          </dl>
        ) : (
          <p className="mb-0" role="status">
            Your subscription details could not be loaded right now. The plan shown comes from your sign-in.
          </p>
        )}
        <h4 className="h6 mt-3">Features</h4>
        {session.features.length > 0 ? (
          <ul className="mb-0" aria-label="Your features">
            {session.features.map((feature) => (
              <li key={feature}>
                <code>{feature}</code>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-0 text-body-secondary">The Free plan: no paid features or add-ons.</p>
        )}
      </div>
    </div>
  );
}

function Usage() {
  const usage = useUsage();
  if (usage.isPending) return <p className="text-body-secondary">Loading your usage…</p>;
  if (!usage.data) {
    return (
      <p role="status">
        Your usage could not be loaded right now, so your listing and reservation counts are not shown.
      </p>
    );
  }
  return (
    <div className="mb-4">
      {usageMeters(usage.data).map((meter) => (
        <div className="mb-3" key={meter.label}>
          <div className="d-flex justify-content-between">
            <span id={`usage-${meter.label}`}>{meter.label}</span>
            <span>{meter.text}</span>
          </div>
          {meter.capacity !== null ? (
            <div
              className="progress"
              role="progressbar"
              aria-labelledby={`usage-${meter.label}`}
              aria-valuenow={meter.used}
              aria-valuemin={0}
              aria-valuemax={meter.capacity}
              aria-valuetext={meter.text}
            >
              <div
                className={`progress-bar${meter.full ? ' bg-warning' : ''}`}
                style={{ width: `${meter.percent}%` }}
              />
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}

function Plans() {
  const catalogue = useCatalogue();
  if (catalogue.isPending) return <p className="text-body-secondary">Loading the plans…</p>;
  if (!catalogue.data) return <p role="status">The list of plans could not be loaded right now.</p>;
  return (
    <ul className="list-group mb-0">
      {catalogue.data.plans.map((plan) => (
        <li key={plan.identifier} className="list-group-item d-flex justify-content-between gap-3">
          <span>
            <strong>{plan.name}</strong>
            {plan.description ? (
              <span className="d-block small text-body-secondary">{plan.description}</span>
            ) : null}
          </span>
          <span className="text-nowrap">{formatPrice(plan)}</span>
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  return (
    <section aria-labelledby="account-section-title">
      <h2 id="account-section-title" className="h4">
        Subscription
      </h2>
      <CurrentPlan />
      <h3 className="h5">Usage</h3>
      <Usage />
      <h3 className="h5">Plans</h3>
      <p>
        Changing your plan is not available in the app yet; it comes in a later release. These are the plans
        there will be:
      </p>
      <Plans />
    </section>
  );
}
