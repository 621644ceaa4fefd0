// Views and clicks per day (left axis) and the click-through rate (right axis) as lines, with the same
// figures as a table for screen readers and keyboard users. Only the chart.js parts drawn here are
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
import type { AnalyticsResult } from '@sponsorspot/simulator/contract/publisher';
import { dayLabel, formatCount, formatCtr } from '../model/figures';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend);

// Colours that keep 3:1 against both themes' backgrounds.
const VIEWS_COLOUR = '#2f6fde';
const CLICKS_COLOUR = '#d9480f';
const CTR_COLOUR = '#2b8a3e';

interface TrafficChartProps {
  days: AnalyticsResult['days'];
  /** The chart's accessible name. */
  label: string;
}

export function TrafficChart({ days, label }: TrafficChartProps) {
  const data = useMemo<ChartData<'line'>>(
    () => ({
      labels: days.map((d) => dayLabel(d.date)),
      datasets: [
        {
          label: 'Views',
          data: days.map((d) => d.views),
          borderColor: VIEWS_COLOUR,
          backgroundColor: VIEWS_COLOUR,
          yAxisID: 'count',
          pointRadius: days.length > 60 ? 0 : 2,
          borderWidth: 2,
        },
        {
          label: 'Clicks',
          data: days.map((d) => d.clicks),
          borderColor: CLICKS_COLOUR,
          backgroundColor: CLICKS_COLOUR,
          yAxisID: 'count',
          pointRadius: days.length > 60 ? 0 : 2,
          borderWidth: 2,
        },
        {
          label: 'CTR (%)',
          data: days.map((d) => d.ctr),
          borderColor: CTR_COLOUR,
          backgroundColor: CTR_COLOUR,
          borderDash: [6, 4],
          yAxisID: 'ctr',
          pointRadius: 0,
          borderWidth: 2,
        },
      ],
    }),
    [days],
  );
  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { ticks: { maxTicksLimit: 12, color: '#6c757d' }, grid: { display: false } },
        count: {
          type: 'linear',
          position: 'left',
          beginAtZero: true,
          title: { display: true, text: 'Views and clicks' },
          ticks: { color: '#6c757d' },
        },
        ctr: {
          type: 'linear',
          position: 'right',
          beginAtZero: true,
          title: { display: true, text: 'CTR (%)' },
          grid: { drawOnChartArea: false },
          ticks: { color: '#6c757d' },
        },
      },
      plugins: { legend: { position: 'bottom' } },
    }),
    [],
  );
  return (
    <figure className="mb-0">
      <div style={{ height: 320 }}>
        <Line data={data} options={options} role="img" aria-label={label} />
      </div>
      <figcaption className="small text-body-secondary mt-2">
        {label}. Views and clicks on the left axis, click-through rate (dashed) on the right.
      </figcaption>
      <details className="mt-2">
        <summary>Show the figures as a table</summary>
        <div className="table-responsive" style={{ maxHeight: 320 }}>
          <table className="table table-sm table-striped mt-2 mb-0">
            <caption className="visually-hidden">{label}, day by day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className="text-end">
                  Views
                </th>
                <th scope="col" className="text-end">
                  Clicks
                </th>
                <th scope="col" className="text-end">
                  CTR
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="fw-normal">
                    {d.date}
                  </th>
                  <td className="text-end">{formatCount(d.views)}</td>
                  <td className="text-end">{formatCount(d.clicks)}</td>
                  <td className="text-end">{formatCtr(d.ctr)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

export default TrafficChart;
