// The screens of the app's route table (web/src/app/routes.ts) and the addresses that show them, for the
// specs that visit every screen (routes, accessibility). The table is read at run time, so a new route is
// found without anyone listing it; the accessibility spec fails until it has an entry here.
import type { AppRoute } from '@sponsorspot/web/src/app/route-types.js';

// Loaded at run time rather than imported statically: the web app's modules are written for its bundler
// (extensionless imports, JSX), which this package's type check does not follow; Playwright's loader runs them.
const ROUTE_TABLE: string = '@sponsorspot/web/src/app/routes.ts';
const { routes } = (await import(ROUTE_TABLE)) as { routes: AppRoute[] };

export interface TableRow {
  pattern: string;
  requiresAuth: boolean;
}

/** Every route of the table with its full pattern (children joined to their parent's path). */
function flatten(table: AppRoute[], parent = ''): TableRow[] {
  return table.flatMap((route) => {
    const pattern = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent}/${route.path}`
      : parent;
    const own = route.path || route.index ? [{ pattern, requiresAuth: route.requiresAuth }] : [];
    return [...own, ...flatten(route.children ?? [], pattern)];
  });
}

export const routeTable: TableRow[] = flatten(routes);

/** Stands for a spot's id in an address; each spec puts in a spot of its scenario, or one that is not there. */
export const SPOT_ID = '{spotId}';

/** Stands for an invoice's id: the accessibility spec puts in one of the signed-in user's invoices. */
export const INVOICE_ID = '{invoiceId}';

/**
 * Each screen of the route table, by pattern, and the addresses that show it. A new route needs a line
 * here or in NOT_SCREENS.
 */
export const SCREENS: Record<string, string[]> = {
  '/start': ['/start'],
  '/dashboard': ['/dashboard'],
  // Filters ticked and sorted; and filters that leave nothing (the empty state with Clear filters).
  '/marketplace': [
    '/marketplace',
    '/marketplace?placement=sidebar&status=live&sort=price_asc',
    '/marketplace?min=99999',
  ],
  '/login': ['/login'],
  '/register': ['/register'],
  '/verification': ['/verification'],
  '/password/forgot': ['/password/forgot'],
  '/password/reset': ['/password/reset'],
  '/order/:id/:tab?': [
    `/order/${SPOT_ID}`,
    `/order/${SPOT_ID}/reserve`,
    `/order/${SPOT_ID}/analytics`,
    `/order/${SPOT_ID}/billing`,
  ],
  '/earn': ['/earn'],
  '/earn/start': ['/earn/start'],
  '/earn/register': ['/earn/register'],
  '/earn/connect': ['/earn/connect'],
  '/earn/publish': ['/earn/publish'],
  '/*': ['/no/such/page'],
  '/publisher': ['/publisher'],
  '/publisher/spots': ['/publisher/spots'],
  '/sponsor': ['/sponsor'],
  '/sponsor/spots': ['/sponsor/spots', '/sponsor/spots?status=active'],
  '/account': ['/account'],
  '/account/profile': ['/account/profile'],
  '/account/subscription': ['/account/subscription'],
  '/account/settings': ['/account/settings'],
  '/account/invoices/:id': [`/account/invoices/${INVOICE_ID}`],
};

/** Routes of the table that show no screen of their own, and why. */
export const NOT_SCREENS: Record<string, string> = {
  '/': 'sends the visitor to /marketplace',
  '/cms/*': 'leaves the app for the content site',
};
