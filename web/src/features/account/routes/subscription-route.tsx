// /account/subscription: the current plan (the account service and the token's features), its status and
// renewal, usage against capacity, the plans side by side (monthly or yearly) with buy and upgrade through
// Stripe's embedded checkout (its charge stated first), a downgrade or cancel at the period's end without a
// card form and its undo, add-ons, and the invoices.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { LoadingLine } from '../../../components/loading-line';
import { PlanBadge } from '../../../components/plan-badge';
import { useFocusResult } from '../../../hooks/use-focus-result';
import { useSession } from '../../auth';
import { PLAN_CAPACITY, PLAN_INCLUDES, planOf } from '@sponsorspot/contract/plans';
import {
  capacityWords,
  CheckoutDialog,
  featureList,
  featureWords,
  formatDay,
  includedBy,
  formatMoney,
  planOffers,
  PeriodEndNotice,
  subscriptionInForce,
  SUBSCRIPTION_STATE_WORDS,
  useCatalogue,
  useCheckoutSession,
  usePeriodEndChanges,
  type CheckoutChoice,
  type Interval,
  type PeriodEndChanges,
} from '../../plans';
import { accountInfoQueryOptions, useAccountInfo } from '../api/account-info';
import { usageQueryOptions, useUsage } from '../api/usage';
import { usageMeters } from '../model/usage';
import { Invoices } from '../components/invoices';

const STATUS_NAMES = ['created', 'pending', 'active', 'ended'];

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

function SubscriptionStatus({ changes }: { changes: PeriodEndChanges }) {
  const account = useAccountInfo();
  const subscription = account.data ? subscriptionInForce(account.data) : null;
  if (!subscription) return null;
  return (
    <>
      <dt className="col-sm-4">Status</dt>
      <dd className="col-sm-8">
        {subscription.state === 'past_due' ? (
          <span className="text-danger-emphasis">
            Past due: the last renewal was not paid.{' '}
            {subscription.graceEndsAt
              ? `Your plan ends on ${formatDay(subscription.graceEndsAt)} unless you pay again below.`
              : null}
          </span>
        ) : subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd ? (
          `Cancelled: ends on ${formatDay(subscription.currentPeriodEnd)}`
        ) : subscription.currentPeriodEnd ? (
          `Renews on ${formatDay(subscription.currentPeriodEnd)} (${subscription.interval === 'year' ? 'yearly' : 'monthly'}${
            subscription.cardLast4 ? `, card ending ${subscription.cardLast4}` : ''
          })`
        ) : (
          (STATUS_NAMES[subscription.status] ?? 'Unknown')
        )}
      </dd>
      {/* A cancel waits for the period's end like a downgrade; PeriodEndNotice says it and undoes it. */}
      {subscription.state === 'active' && subscription.level !== 'Free' && !subscription.cancelAtPeriodEnd ? (
        <dd className="col-sm-8 offset-sm-4">
          <Button
            size="sm"
            variant="outline-danger"
            disabled={changes.pending}
            onClick={changes.cancelAtPeriodEnd}
          >
            Cancel subscription
          </Button>
        </dd>
      ) : null}
    </>
  );
}

function CurrentPlan({ changes }: { changes: PeriodEndChanges }) {
  const session = useSession();
  const account = useAccountInfo();
  const inForce = account.data ? subscriptionInForce(account.data) : null;
  return (
    <div className="card mb-4">
      <div className="card-body">
        <h3 className="h5 card-title d-flex align-items-center gap-2">
          Current plan <PlanBadge plan={session.plan} />
        </h3>
        {account.isPending ? (
          <LoadingLine className="mb-0">Loading your subscription…</LoadingLine>
        ) : account.data ? (
          <dl className="row mb-0">
            <dt className="col-sm-4">Subscription</dt>
            <dd className="col-sm-8">
              {account.data.subscriptionLevel} (
              {inForce
                ? SUBSCRIPTION_STATE_WORDS[inForce.state]
                : (STATUS_NAMES[account.data.subscriptionStatus] ?? 'unknown')}
              )
            </dd>
            <SubscriptionStatus changes={changes} />
            {account.data.businessName ? (
              <>
                <dt className="col-sm-4">Business</dt>
                <dd className="col-sm-8">{account.data.businessName}</dd>
              </>
            ) : null}
            <dt className="col-sm-4">Last changed</dt>
            <dd className="col-sm-8">{formatDay(account.data.updated)}</dd>
          </dl>
        ) : (
          <p className="mb-0" role="status">
            Your subscription details could not be loaded right now. The plan shown comes from your sign-in.
          </p>
        )}
        <PeriodEndNotice
          subscription={account.data ? subscriptionInForce(account.data) : null}
          changes={changes}
        />
        <h4 className="h6 mt-3">What your plan gives you</h4>
        <ul className="mb-0" aria-label="Your features">
          {featureList(session.features).map((words) => (
            <li key={words}>{words}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Usage() {
  const usage = useUsage();
  if (usage.isPending) return <LoadingLine>Loading your usage…</LoadingLine>;
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

const ACTION_LABELS = {
  renew: 'Pay again',
  upgrade: 'Upgrade',
  downgrade: 'Downgrade at period end',
} as const;

function Plans({
  onChoose,
  changes,
}: {
  onChoose: (choice: CheckoutChoice) => void;
  changes: PeriodEndChanges;
}) {
  const session = useSession();
  const catalogue = useCatalogue();
  const account = useAccountInfo();
  // Opens on the period of the plan held, where "Your plan" is.
  const [interval, setInterval] = useState<Interval>(() => {
    const held = account.data ? subscriptionInForce(account.data) : null;
    return held?.currentPeriodEnd && held.interval ? held.interval : 'month';
  });
  if (catalogue.isPending) return <LoadingLine>Loading the plans…</LoadingLine>;
  if (!catalogue.data) return <p role="status">The list of plans could not be loaded right now.</p>;
  const offers = planOffers(catalogue.data.plans, account.data ?? null, session.features, interval);
  return (
    <>
      <div className="btn-group mb-3" role="group" aria-label="Billing period">
        {(['month', 'year'] as const).map((value) => (
          <Button
            key={value}
            variant={interval === value ? 'primary' : 'outline-primary'}
            aria-pressed={interval === value}
            onClick={() => setInterval(value)}
          >
            {value === 'month' ? 'Monthly' : 'Yearly'}
          </Button>
        ))}
      </div>
      <div className="row row-cols-1 row-cols-md-2 row-cols-xl-4 g-3 mb-4">
        {offers.map(({ product, variant, action }) => (
          <div className="col" key={product.identifier}>
            <div
              className={`card h-100${action === 'current' || action === 'renew' ? ' border-primary' : ''}`}
            >
              <div className="card-body d-flex flex-column">
                <h4 className="h6 card-title">{product.name}</h4>
                <p className="fs-5 mb-1">
                  {variant && variant.price > 0
                    ? `${formatMoney(variant.price, variant.currency)} / ${variant.interval}`
                    : 'Free'}
                </p>
                <ul className="small text-body-secondary list-unstyled" aria-label={`${product.name} gives`}>
                  <li>{capacityWords(PLAN_CAPACITY[planOf([product.identifier])].listings, 'spots')}</li>
                  <li>
                    {capacityWords(PLAN_CAPACITY[planOf([product.identifier])].reservations, 'reservations')}
                  </li>
                  {PLAN_INCLUDES[planOf([product.identifier])].map((feature) => (
                    <li key={feature}>{featureWords(feature)}</li>
                  ))}
                </ul>
                {product.description ? <p className="small">{product.description}</p> : null}
                <div className="mt-auto">
                  {action === 'current' ? (
                    <span className="badge text-bg-primary">Your plan</span>
                  ) : action === 'scheduled' ? (
                    <span className="badge text-bg-secondary">Starts at the period end</span>
                  ) : action !== 'none' && variant ? (
                    <>
                      {action === 'renew' ? (
                        <span className="badge text-bg-warning me-2">Your plan: past due</span>
                      ) : null}
                      <Button
                        size="sm"
                        variant={action === 'downgrade' ? 'outline-secondary' : 'primary'}
                        disabled={action === 'downgrade' && changes.pending}
                        onClick={() =>
                          action === 'downgrade'
                            ? changes.downgrade(product, variant)
                            : onChoose({ product, variant })
                        }
                      >
                        {ACTION_LABELS[action]}
                        <span className="visually-hidden">
                          {action === 'renew' ? ` for ${product.name}` : ` to ${product.name}`}
                        </span>
                      </Button>
                    </>
                  ) : null}
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
      <p className="small text-body-secondary">
        Upgrades take effect at once; within a paid period you pay the difference for the rest of it, shown
        before the card form. Downgrades wait for the end of the paid period, charge nothing and can be undone
        until then. They never delete anything: listings over the new capacity stay, but cannot be published
        until there is room.
      </p>
    </>
  );
}

function AddOns({ onChoose }: { onChoose: (choice: CheckoutChoice) => void }) {
  const session = useSession();
  const catalogue = useCatalogue();
  const account = useAccountInfo();
  if (!catalogue.data) return null;
  const subscription = account.data ? subscriptionInForce(account.data) : null;
  // Add-ons follow their plan's period.
  const interval: Interval =
    subscription?.currentPeriodEnd && subscription.interval ? subscription.interval : 'month';
  return (
    <ul className="list-group mb-4" aria-label="Add-ons">
      {catalogue.data.addOns.map((product) => {
        const variant = product.variants.find((v) => v.interval === interval);
        const held = subscription?.addOns.find((a) => a.product === product.identifier)?.quantity ?? 0;
        const included = includedBy(product.identifier, session.plan);
        return (
          <li
            key={product.identifier}
            className="list-group-item d-flex justify-content-between align-items-center gap-3"
          >
            <span>
              <strong>{product.name}</strong>
              {held > 0 ? <span className="badge text-bg-secondary ms-2">{held} held</span> : null}
              {product.description ? (
                <span className="d-block small text-body-secondary">{product.description}</span>
              ) : null}
            </span>
            {included ? (
              <span className="badge text-bg-success">Included in {included}</span>
            ) : variant ? (
              <Button size="sm" variant="outline-primary" onClick={() => onChoose({ product, variant })}>
                Add for {formatMoney(variant.price, variant.currency)} / {variant.interval}
                <span className="visually-hidden"> ({product.name})</span>
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** After Stripe's redirect (?session_id=…): the session's outcome in words, where focus goes once read. */
function ReturnNotice() {
  const [params] = useSearchParams();
  const id = params.get('session_id');
  const session = useCheckoutSession(id);
  const [noticeRef, focusNotice] = useFocusResult<HTMLParagraphElement>();
  useEffect(() => {
    if (id) focusNotice();
  }, [id, focusNotice]);
  if (!id || session.isPending) return null;
  const status = session.data?.status;
  return (
    <p
      ref={noticeRef}
      className={`alert ${status === 'complete' ? 'alert-success' : 'alert-warning'}`}
      role="status"
    >
      {status === 'complete' && session.data?.paymentStatus === 'no_payment_required'
        ? 'Nothing was charged: the change starts at the end of your paid period.'
        : status === 'complete'
          ? 'Payment complete: your subscription has been updated.'
          : status === 'expired'
            ? 'The checkout expired before it was paid. Nothing changed.'
            : status === 'open'
              ? 'The checkout was not completed. Nothing changed.'
              : 'The checkout could not be found.'}
    </p>
  );
}

export function Component() {
  const [choice, setChoice] = useState<CheckoutChoice | null>(null);
  const changes = usePeriodEndChanges(setChoice);
  return (
    <section aria-labelledby="account-section-title">
      <h2 id="account-section-title" className="h4">
        Subscription
      </h2>
      <ReturnNotice />
      <CurrentPlan changes={changes} />
      <h3 className="h5">Usage</h3>
      <Usage />
      <h3 className="h5">Plans</h3>
      <Plans onChoose={setChoice} changes={changes} />
      <h3 className="h5">Add-ons</h3>
      <AddOns onChoose={setChoice} />
      <h3 className="h5">Invoices</h3>
      <Invoices />
      {choice ? <CheckoutDialog choice={choice} onClose={() => setChoice(null)} /> : null}
    </section>
  );
}
