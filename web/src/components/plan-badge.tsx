import type { SubscriptionLevel } from '@sponsorspot/contract/scenario';

const CLASS_BY_PLAN: Record<SubscriptionLevel, string> = {
  Free: 'text-bg-secondary',
  Basic: 'text-bg-info',
  Pro: 'text-bg-primary',
  Enterprise: 'text-bg-dark border border-light-subtle',
};

/** The user's plan as a small badge ('Free' when the user has no paid plan). */
export function PlanBadge({ plan }: { plan: SubscriptionLevel }) {
  return (
    <span className={`badge rounded-pill ${CLASS_BY_PLAN[plan]}`} data-testid="plan-badge">
      <span className="visually-hidden">Plan: </span>
      {plan}
    </span>
  );
}
