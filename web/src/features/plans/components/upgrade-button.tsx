// "Upgrade to <plan>": opens the embedded checkout for that plan's monthly price right where a limit or a
// feature gate stopped the user (plan_limit_reached, feature_required), instead of sending them to look for
// it. Without the catalogue (not loaded, or unreadable) it falls back to a link to the subscription screen.
import type { SubscriptionLevel } from '@sponsorspot/contract/scenario';
import { planFeature } from '@sponsorspot/contract/plans';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCatalogue } from '../api/manifest';
import type { CheckoutChoice } from './checkout-dialog';
import { LazyCheckoutDialog } from './lazy-checkout-dialog';

interface UpgradeButtonProps {
  plan: Exclude<SubscriptionLevel, 'Free'>;
  /** Bootstrap's button variant: primary, warning, outline-primary, … */
  variant?: string;
  size?: 'sm' | 'lg';
  children: ReactNode;
}

export function UpgradeButton({ plan, variant = 'primary', size = 'sm', children }: UpgradeButtonProps) {
  const catalogue = useCatalogue();
  const [choice, setChoice] = useState<CheckoutChoice | null>(null);
  const product = catalogue.data?.plans.find((candidate) => candidate.identifier === planFeature(plan));
  const monthly =
    product?.variants.find((candidate) => candidate.interval === 'month') ?? product?.variants[0];
  // Bootstrap's classes on a plain button: this module is on the nav's import path (the plans feature's
  // index), where react-bootstrap is loaded lazily only.
  const className = `btn btn-${variant}${size ? ` btn-${size}` : ''}`;
  if (!product || !monthly) {
    return (
      <Link className={className} to={paths.account.href('subscription')}>
        {children}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={className} onClick={() => setChoice({ product, variant: monthly })}>
        {children}
      </button>
      {choice ? <LazyCheckoutDialog choice={choice} onClose={() => setChoice(null)} /> : null}
    </>
  );
}
