// The analytics feature's public face. The figures screens load lazily with chart.js, so a page that
// imports this file does not carry the chart until it draws one; the CSV button loads papaparse on click.
import { lazy } from 'react';

export const PublisherAnalytics = lazy(() => import('./components/publisher-analytics'));
export const SponsorAnalytics = lazy(() => import('./components/sponsor-analytics'));
/** Views and clicks per day, then the CTR, with a table alternative: chart.js loads when it is drawn. */
export const TrafficChart = lazy(() => import('./components/traffic-chart'));
export { CsvExportButton } from './components/csv-export-button';
export { CountingRules } from './components/counting-rules';
export { FiguresTable, type FiguresRow } from './components/figures-table';
export { dayRows, formatCount, formatCtr, placeholderLine } from './model/figures';
export { analyticsQueryOptions, useAnalytics } from './api/get-analytics';
export { analyticsKeys } from './api/keys';
