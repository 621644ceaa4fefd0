import type { PayoutAccount } from '@sponsorspot/contract/publisher';
import { payoutAccountSummary } from '../model/earn-progress';

/** The payout account as the payout provider reports it (account/stripe_account). */
export function PayoutStatus({ account }: { account: PayoutAccount }) {
  const { tone, text } = payoutAccountSummary(account);
  return (
    <div className={`alert alert-${tone}`} role="status" data-testid="payout-status">
      <p className="mb-1">{text}</p>
      <p className="small mb-0">
        Your payout account: details {account.detailsSubmitted ? '' : 'not '}submitted, payouts{' '}
        {account.payoutsEnabled ? 'enabled' : 'not enabled'}.
      </p>
    </div>
  );
}
