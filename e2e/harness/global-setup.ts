// Starts the real simulator and Debian's nginx over the built app on the harness's ports (ports.ts).
import path from 'node:path';
import { harness } from './ports.js';
import { startServers } from './servers.js';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // E2E_WEB_DIST serves another build (e.g. a copy, while web/dist is being rebuilt); default web/dist.
  const servers = await startServers({
    simPort: harness.simPort,
    webPort: harness.webPort,
    profile: harness.profile,
    htmlDir: process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : undefined,
    tenantHeader: harness.tenantHeader,
    tenantId: harness.tenantId,
  });
  return () => servers.stop();
}
