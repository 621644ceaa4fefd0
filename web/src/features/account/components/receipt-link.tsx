// The receipt of a subscription's latest payment, as a link to its invoice: what the order page shows right
// after paying for a spot (its newest paid invoice; GET account/ lists them newest first).
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDate, formatMoney } from '../../../lib/format';
import { useAccountInfo } from '../api/account-info';

export function ReceiptLink({ subscriptionId }: { subscriptionId: number }) {
  const account = useAccountInfo();
  if (account.isPending) return <span className="text-body-secondary">Loading your receipt…</span>;
  const receipt = account.data?.invoices.find(
    (invoice) => invoice.subscriptionId === subscriptionId && invoice.status === 'paid',
  );
  if (!receipt)
    return <span className="text-body-secondary">Your receipt shows here once the payment is recorded.</span>;
  return (
    <span data-testid="receipt">
      <Link to={paths.invoice.href(receipt.id)}>Invoice {receipt.number}</Link>:{' '}
      {formatMoney(receipt.amount, receipt.currency, { cents: 'always' })} paid{' '}
      {formatDate(receipt.createdAt)}
    </span>
  );
}
