// Views and clicks per day (each on its own axis) and, below, the click-through rate, as line charts with
// the same figures as a table for screen readers and keyboard users. Only the chart.js parts drawn here are
// registered, and this module is loaded only by the screens that show it (see ../index.ts).
import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import type { AnalyticsResult } from '@sponsorspot/contract/publisher';
import { dayLabel, dayRows } from '../model/figures';
import { FiguresTable } from './figures-table';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

// Colours that keep 3:1 against both themes' backgrounds.
const VIEWS_COLOUR = '#2f6fde';
const CLICKS_COLOUR = '#d9480f';
const CTR_COLOUR = '#2b8a3e';

const TICKS = { color: '#6c757d' };
const X_AXIS = { ticks: { ...TICKS, maxTicksLimit: 12 }, grid: { display: false } };
const axis = (position: 'left' | 'right', text: string) =>
  ({
    type: 'linear',
    position,
    beginAtZero: true,
    title: { display: true, text },
    ticks: TICKS,
  }) as const;
const BASE_OPTIONS: ChartOptions<'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  interaction: { mode: 'index', intersect: false },
  plugins: { legend: { position: 'bottom' } },
};

interface TrafficChartProps {
  days: AnalyticsResult['days'];
  /** What the figures cover (the range), for the charts' accessible names. */
  label: string;
}

export function TrafficChart({ days, label }: TrafficChartProps) {
  const labels = useMemo(() => days.map((d) => dayLabel(d.date)), [days]);
  const pointRadius = days.length > 60 ? 0 : 2;
  // Views and clicks on two axes (clicks are a hundredth of the views: on one axis they would lie flat).
  const counts = useMemo<ChartData<'line'>>(
    () => ({
      labels,
      datasets: [
        {
          label: 'Views',
          data: days.map((d) => d.views),
          borderColor: VIEWS_COLOUR,
          backgroundColor: VIEWS_COLOUR,
          yAxisID: 'views',
          pointRadius,
          borderWidth: 2,
        },
        {
          label: 'Clicks',
          data: days.map((d) => d.clicks),
          borderColor: CLICKS_COLOUR,
          backgroundColor: CLICKS_COLOUR,
          yAxisID: 'clicks',
          pointRadius,
          borderWidth: 2,
        },
      ],
    }),
    [days, labels, pointRadius],
  );
  const ctr = useMemo<ChartData<'line'>>(
    () => ({
      labels,
      datasets: [
        {
          label: 'CTR (%)',
          data: days.map((d) => d.ctr),
          borderColor: CTR_COLOUR,
          backgroundColor: CTR_COLOUR,
          pointRadius,
          borderWidth: 2,
        },
      ],
    }),
    [days, labels, pointRadius],
  );
  const countOptions = useMemo<ChartOptions<'line'>>(
    () => ({
      ...BASE_OPTIONS,
      scales: {
        x: X_AXIS,
        views: axis('left', 'Views'),
        clicks: { ...axis('right', 'Clicks'), grid: { drawOnChartArea: false } },
      },
    }),
    [],
  );
  const ctrOptions = useMemo<ChartOptions<'line'>>(
    () => ({ ...BASE_OPTIONS, scales: { x: X_AXIS, y: axis('left', 'CTR (%)') } }),
    [],
  );
  return (
    <figure className="mb-0">
      <div style={{ height: 280 }}>
        <Line
          data={counts}
          options={countOptions}
          role="img"
          aria-label={`Views and clicks per day, ${label}`}
        />
      </div>
      <div style={{ height: 160 }} className="mt-3">
        <Line
          data={ctr}
          options={ctrOptions}
          role="img"
          aria-label={`Click-through rate per day, ${label}`}
        />
      </div>
      <figcaption className="small text-body-secondary mt-2">
        Views (left axis) and clicks (right axis) per day, then the click-through rate, {label}.
      </figcaption>
      <details className="mt-2">
        <summary>Show the figures as a table</summary>
        {/* A scrolling region: focusable, so the keyboard scrolls it too. */}
        <div
          className="table-responsive"
          style={{ maxHeight: 320 }}
          tabIndex={0}
          role="region"
          aria-label={`Figures per day, ${label}`}
        >
          <FiguresTable
            heading="Day"
            rows={dayRows(days)}
            caption={`Views, clicks and click-through rate per day, ${label}`}
            hideCaption
            compact
            className="mt-2 mb-0"
          />
        </div>
      </details>
    </figure>
  );
}

export default TrafficChart;
