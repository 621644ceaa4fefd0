// Where the end-to-end harness runs its servers. Fixed so the app's config.js and the simulator's CORS
// origins agree; override with E2E_SIM_PORT / E2E_WEB_PORT when those ports are taken.
// E2E_SIM_PROFILE=spec (playwright.spec-profile.config.ts sets it): the simulator with only the spec calls,
// on ports of its own by default.
const profile: 'full' | 'spec' = process.env.E2E_SIM_PROFILE === 'spec' ? 'spec' : 'full';
const simPort = Number(process.env.E2E_SIM_PORT ?? (profile === 'spec' ? 3101 : 3100));
const webPort = Number(process.env.E2E_WEB_PORT ?? (profile === 'spec' ? 8181 : 8180));

export const harness = {
  profile,
  simPort,
  webPort,
  simUrl: `http://127.0.0.1:${simPort}`,
  webUrl: `http://127.0.0.1:${webPort}`,
  tenantHeader: 'X-Tenant-Id',
  tenantId: 'sponsor-spot',
  cmsUrl: `http://127.0.0.1:${simPort}/content`,
} as const;
