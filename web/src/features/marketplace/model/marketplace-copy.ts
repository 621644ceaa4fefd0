// The marketplace's heading and lead: its screen shows them, and index.html's frame shows the same before
// the app's code has loaded (its copy is checked against these by marketplace-copy.test.ts).
export const MARKETPLACE_TITLE = 'Marketplace';
export const MARKETPLACE_LEAD =
  'Advertising spots on publishers’ sites. Live spots show their current sponsor; available spots are open to reserve.';
