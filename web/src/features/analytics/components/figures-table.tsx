// Views, clicks and click-through rate as a table, one row per day or per spot: the one table every figures
// screen uses (the publisher's and the sponsor's dashboards, the chart's table alternative, the order page's
// analytics tab), so the figures read and format the same everywhere.
import type { ReactNode } from 'react';
import { formatCount, formatCtr } from '../model/figures';

export interface FiguresRow {
  key: string | number;
  /** The row's header: the day, or the spot (often a link). */
  label: ReactNode;
  views: number;
  clicks: number;
  ctr: number;
  /** The unsold placeholder's views and clicks (a publisher's spot), shown with showPlaceholder. */
  placeholderViews?: number;
  placeholderClicks?: number;
  /** The row the screen is about (e.g. the spot chosen): highlighted and marked aria-current. */
  current?: boolean;
}

interface FiguresTableProps {
  /** What the first column holds: 'Day' or 'Spot'. */
  heading: string;
  rows: readonly FiguresRow[];
  /** The table's name; shown above the table unless `hideCaption`. */
  caption: ReactNode;
  hideCaption?: boolean;
  /** Compact and striped, for long day-by-day lists. */
  compact?: boolean;
  className?: string;
  testId?: string;
  /** Two more columns: the placeholder's views and clicks (the publisher's, apart from the decals'). */
  showPlaceholder?: boolean;
}

export function FiguresTable({
  heading,
  rows,
  caption,
  hideCaption = false,
  compact = false,
  className = '',
  testId,
  showPlaceholder = false,
}: FiguresTableProps) {
  const tableClass = compact ? 'table table-sm table-striped' : 'table table-hover align-middle';
  return (
    <table className={`${tableClass} ${className}`.trim()} data-testid={testId}>
      <caption className={hideCaption ? 'visually-hidden' : 'caption-top'}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col" className="text-end">
            Views
          </th>
          <th scope="col" className="text-end">
            Clicks
          </th>
          <th scope="col" className="text-end">
            CTR
          </th>
          {showPlaceholder ? (
            <>
              <th scope="col" className="text-end">
                Placeholder views
              </th>
              <th scope="col" className="text-end">
                Placeholder clicks
              </th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            className={row.current ? 'table-active' : undefined}
            aria-current={row.current ? 'true' : undefined}
          >
            <th scope="row" className="fw-normal">
              {row.label}
            </th>
            <td className="text-end">{formatCount(row.views)}</td>
            <td className="text-end">{formatCount(row.clicks)}</td>
            <td className="text-end">{formatCtr(row.ctr)}</td>
            {showPlaceholder ? (
              <>
                <td className="text-end">{formatCount(row.placeholderViews ?? 0)}</td>
                <td className="text-end">{formatCount(row.placeholderClicks ?? 0)}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
