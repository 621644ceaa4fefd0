// Downloads the per-day figures of a range as CSV (Pro and above). papaparse is loaded on the first click,
// so no screen pays for it before.
import Button from 'react-bootstrap/Button';
import type { AnalyticsResult } from '@sponsorspot/contract/publisher';
import { useCsvDownload } from '../../../hooks/use-csv-download';
import { csvDayRows, csvFileName } from '../model/figures';

interface CsvExportButtonProps {
  result: Pick<AnalyticsResult, 'from' | 'to' | 'days'> | undefined;
  /** The one spot the figures cover (named in the file), or null for all. */
  spotId?: number | null;
  /** Whether the user's plan includes CSV export (Pro and above); otherwise the button explains. */
  allowed: boolean;
  size?: 'sm' | 'lg';
}

export function CsvExportButton({ result, spotId = null, allowed, size }: CsvExportButtonProps) {
  const { busy, failed, download } = useCsvDownload();

  const exportRange = async () => {
    if (!result) return;
    await download(() => ({
      rows: csvDayRows(result),
      columns: ['date', 'views', 'clicks', 'ctr'],
      fileName: csvFileName(result, spotId),
    }));
  };

  return (
    <span className="d-inline-flex align-items-center gap-2">
      <Button
        variant="outline-secondary"
        size={size}
        disabled={!allowed || !result}
        aria-disabled={busy}
        onClick={() => void exportRange()}
        aria-describedby={allowed ? undefined : 'csv-export-plan'}
      >
        {busy ? 'Preparing CSV…' : 'Export CSV'}
      </Button>
      {allowed ? null : (
        <span id="csv-export-plan" className="small text-body-secondary">
          CSV export comes with Pro and above.
        </span>
      )}
      {failed ? (
        <span role="alert" className="small text-danger">
          The export could not be prepared. Try again.
        </span>
      ) : null}
    </span>
  );
}
