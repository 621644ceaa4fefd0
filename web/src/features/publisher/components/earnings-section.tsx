// /publisher's Earnings section: this month's net, the balance and the next payout day; a table per month
// and per spot (gross, the platform's fee, net) over the last 12 months; the payout history; and the CSV
// statement, built in the browser from the earnings answer (papaparse, loaded on the first click). Shown
// only to a publisher: everyone else has no earnings (the calls answer 403).
import Button from 'react-bootstrap/Button';
import type { EarningsResult, Payout } from '@sponsorspot/contract/earnings';
import { PAYOUT_MINIMUM } from '@sponsorspot/contract/earnings-rules';
import { LoadingLine } from '../../../components/loading-line';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed } from '../../../components/load-failed';
import { NotOffered } from '../../../components/not-offered';
import { useCsvDownload } from '../../../hooks/use-csv-download';
import { isNotOffered } from '../../../lib/errors';
import { useSponsorUser } from '../../auth';
import { useEarnings } from '../api/get-earnings';
import { usePayouts } from '../api/get-payouts';
import {
  FEE_PERCENT,
  PAYOUT_BADGES,
  SHARE_PERCENT,
  STATEMENT_COLUMNS,
  formatMonth,
  formatUsd,
  formatUtcDay,
  nextPayoutFigure,
  statementFileName,
  statementRows,
  thisMonthNet,
} from '../model/earnings';

function Loading({ what }: { what: string }) {
  return <LoadingLine>Loading your {what}…</LoadingLine>;
}

/** This month's net, the balance and the next payout day. */
function EarningsSummary({ result }: { result: EarningsResult }) {
  const figures = [
    { label: "This month's net", value: formatUsd(thisMonthNet(result)), detail: null },
    { label: 'Balance', value: formatUsd(result.balance), detail: null },
    { label: 'Next payout', ...nextPayoutFigure(result) },
  ];
  return (
    // Each dt/dd pair in one div, the only wrapper a definition list allows.
    <dl className="d-flex flex-wrap gap-3 mb-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-3 border p-3 flex-fill">
          <dt className="small text-body-secondary fw-normal">{figure.label}</dt>
          <dd className="fs-4 fw-semibold mb-0">{figure.value}</dd>
          {figure.detail ? <dd className="small text-body-secondary mb-0">{figure.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** The columns' names: the header's, and each cell's label when the rows stack on a narrow screen. */
const EARNINGS_COLUMN = { spot: 'Spot', gross: 'Gross', fee: `Fee (${FEE_PERCENT})`, net: 'Net' } as const;

/** The gross, fee and net cells of a row (a month's spot or the total), each under its column's name. */
function SplitCells({
  split,
  className = '',
}: {
  split: { gross: number; fee: number; net: number };
  className?: string;
}) {
  return (
    <>
      {(['gross', 'fee', 'net'] as const).map((part) => (
        <td key={part} className={`text-end ${className}`.trim()} data-label={EARNINGS_COLUMN[part]}>
          {formatUsd(split[part])}
        </td>
      ))}
    </>
  );
}
const PAYOUTS_COLUMN = {
  madeOn: 'Made on',
  amount: 'Amount',
  status: 'Status',
  arrives: 'Arrives',
  bankAccount: 'Bank account',
} as const;

function EarningsTable({ result }: { result: EarningsResult }) {
  return (
    <div className="table-responsive">
      <table className="table table-stack align-middle">
        <caption className="caption-top">Earnings by month and spot, last 12 months</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">{EARNINGS_COLUMN.spot}</th>
            <th scope="col" className="text-end">
              {EARNINGS_COLUMN.gross}
            </th>
            <th scope="col" className="text-end">
              {EARNINGS_COLUMN.fee}
            </th>
            <th scope="col" className="text-end">
              {EARNINGS_COLUMN.net}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.items.map((item) => (
            <tr key={`${item.month} ${String(item.spotId)}`}>
              <th scope="row" className="fw-normal">
                {formatMonth(item.month)}
              </th>
              <td data-label={EARNINGS_COLUMN.spot}>{item.spotName || `Spot ${String(item.spotId)}`}</td>
              <SplitCells split={item} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <SplitCells split={result} className="fw-semibold" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function PayoutsTable({ payouts }: { payouts: Payout[] }) {
  return (
    <div className="table-responsive">
      <table className="table table-stack align-middle">
        <caption className="caption-top">Payout history, newest first</caption>
        <thead>
          <tr>
            <th scope="col">{PAYOUTS_COLUMN.madeOn}</th>
            <th scope="col" className="text-end">
              {PAYOUTS_COLUMN.amount}
            </th>
            <th scope="col">{PAYOUTS_COLUMN.status}</th>
            <th scope="col">{PAYOUTS_COLUMN.arrives}</th>
            <th scope="col">{PAYOUTS_COLUMN.bankAccount}</th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((payout) => {
            const badge = PAYOUT_BADGES[payout.status];
            return (
              <tr key={payout.id}>
                <th scope="row" className="fw-normal" data-label={PAYOUTS_COLUMN.madeOn}>
                  {formatUtcDay(payout.createdAt)}
                </th>
                <td className="text-end" data-label={PAYOUTS_COLUMN.amount}>
                  {formatUsd(payout.amount)}
                </td>
                <td data-label={PAYOUTS_COLUMN.status}>
                  <span className={`badge ${badge.className}`}>{badge.label}</span>
                  {payout.failureMessage ? (
                    <div className="small text-danger-emphasis mt-1">{payout.failureMessage}</div>
                  ) : null}
                </td>
                <td data-label={PAYOUTS_COLUMN.arrives}>
                  {payout.status === 'failed' ? '—' : formatUtcDay(payout.arrivalDate)}
                </td>
                <td data-label={PAYOUTS_COLUMN.bankAccount}>
                  <span aria-label={`account ending ${payout.bankAccountLast4}`}>
                    ••••{payout.bankAccountLast4}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Downloads the earnings answer as a CSV statement: one row per month per spot, then the totals. */
function StatementButton({ result }: { result: EarningsResult }) {
  const { busy, failed, download } = useCsvDownload();
  const statement = () => ({
    rows: statementRows(result),
    columns: STATEMENT_COLUMNS,
    fileName: statementFileName(result),
  });

  return (
    <span className="d-inline-flex align-items-center gap-2">
      <Button variant="outline-secondary" aria-disabled={busy} onClick={() => void download(statement)}>
        {busy ? 'Preparing CSV…' : 'Download CSV statement'}
      </Button>
      {failed ? (
        <span role="alert" className="small text-danger">
          The statement could not be prepared. Try again.
        </span>
      ) : null}
    </span>
  );
}

function EarningsFigures() {
  const earnings = useEarnings();
  if (earnings.isPending) return <Loading what="earnings" />;
  if (isNotOffered(earnings.error)) return <NotOffered what="Your earnings by month and spot" />;
  if (earnings.isError)
    return (
      <LoadFailed
        title="Your earnings could not be loaded"
        error={earnings.error}
        onRetry={() => void earnings.refetch()}
      />
    );
  const result = earnings.data;
  return (
    <>
      <EarningsSummary result={result} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h3 className="h6 mb-0">By month and spot</h3>
        {result.items.length > 0 ? <StatementButton result={result} /> : null}
      </div>
      {result.items.length > 0 ? (
        <EarningsTable result={result} />
      ) : (
        <EmptyState title="No earnings in the last 12 months">
          When a sponsor pays for one of your spots, {SHARE_PERCENT} of it shows here.
        </EmptyState>
      )}
    </>
  );
}

function PayoutHistory() {
  const payouts = usePayouts();
  if (payouts.isPending) return <Loading what="payouts" />;
  if (isNotOffered(payouts.error)) return <NotOffered what="Your payout history" />;
  if (payouts.isError)
    return (
      <LoadFailed
        title="Your payouts could not be loaded"
        error={payouts.error}
        onRetry={() => void payouts.refetch()}
      />
    );
  if (payouts.data.payouts.length === 0)
    return (
      <EmptyState title="No payouts yet">
        Payouts are made on the 1st of each month once your balance reaches {formatUsd(PAYOUT_MINIMUM)}.
      </EmptyState>
    );
  return <PayoutsTable payouts={payouts.data.payouts} />;
}

export function EarningsSection() {
  const sponsorUser = useSponsorUser();
  if (!sponsorUser.data?.publisher) return null;
  return (
    <section aria-labelledby="earnings-heading" className="mb-5">
      <h2 id="earnings-heading" className="h4">
        Earnings
      </h2>
      <p className="text-body-secondary">
        You earn the price of each paid month of your spots less the platform&apos;s {FEE_PERCENT} fee. Your
        balance is paid out on the 1st of each month once it reaches {formatUsd(PAYOUT_MINIMUM)}; less carries
        over.
      </p>
      <EarningsFigures />
      <h3 className="h6 mt-4">Payouts</h3>
      <PayoutHistory />
    </section>
  );
}
