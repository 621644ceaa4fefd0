// Runtime configuration of the SponsorSpot app (development default).
// In the web container this file is written at start from environment variables; see docs/operations.md "Web
// image".
window.__SPONSORSPOT_CONFIG__ = {
  apiBaseUrl: 'http://localhost:3000',
  tenantHeader: 'X-Tenant-Id',
  tenantId: 'sponsor-spot',
  cmsUrl: 'http://localhost:3000/content',
  stripePublishableKey: 'pk_sim_sponsorspot',
  oauth: { simulatorUrl: 'http://localhost:3000', clientIds: {} },
  environment: 'development',
};
