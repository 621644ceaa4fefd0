// The account feature's public face: what other features may use (route modules load lazily, not here).
export { usageQueryOptions, useUsage } from './api/usage';
export { usageMeters, type UsageMeter } from './model/usage';
export { Invoices } from './components/invoices';
export { ReceiptLink } from './components/receipt-link';
