// The totals of a range (views, clicks, click-through rate) with the counting rules beside them, as the
// publisher's and the sponsor's dashboards show them; for the publisher, the placeholder's views and clicks
// apart.
import type { AnalyticsResult } from '@sponsorspot/contract/publisher';
import { formatCount, formatCtr, placeholderLine } from '../model/figures';
import { CountingRules } from './counting-rules';

export function FiguresTotals({
  result,
  rulesId,
  showPlaceholder = false,
}: {
  result: AnalyticsResult;
  rulesId: string;
  /** The publisher's: the unsold placeholder's views and clicks, said apart. */
  showPlaceholder?: boolean;
}) {
  const placeholder = showPlaceholder ? placeholderLine(result) : null;
  const figures = [
    { label: 'Views', value: formatCount(result.totalViews) },
    { label: 'Clicks', value: formatCount(result.totalClicks) },
    { label: 'Click-through rate', value: formatCtr(result.averageCTR) },
  ];
  return (
    <div className="row g-3 mb-4">
      <div className="col-lg-8">
        <div role="group" aria-label="Totals for the range" className="row g-3">
          {figures.map((figure) => (
            <div key={figure.label} className="col-sm-4">
              <dl className="border rounded-3 p-3 h-100 mb-0">
                <dt className="small text-body-secondary fw-normal">{figure.label}</dt>
                <dd className="fs-3 fw-semibold mb-0">{figure.value}</dd>
              </dl>
            </div>
          ))}
        </div>
        {placeholder ? (
          <p className="small text-body-secondary mt-2 mb-0" data-testid="placeholder-figures">
            {placeholder}
          </p>
        ) : null}
      </div>
      <div className="col-lg-4">
        <CountingRules id={rulesId} />
      </div>
    </div>
  );
}
