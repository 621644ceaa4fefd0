// The analytics feature's public face. The figures screens load lazily with chart.js, so a page that
// imports this file does not carry the chart until it draws one; the CSV button loads papaparse on click.
import { lazy } from 'react';

export const PublisherAnalytics = lazy(() => import('./components/publisher-analytics'));
export const SponsorAnalytics = lazy(() => import('./components/sponsor-analytics'));
export { CsvExportButton } from './components/csv-export-button';
export { FiguresTable, type FiguresRow } from './components/figures-table';
export { dayRows } from './model/figures';
export { analyticsKeys, analyticsQueryOptions, useAnalytics } from './api/get-analytics';
