// The scenario catalogue and reset service as `app.scenarios`; seeds a fresh database at boot.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ScenarioCatalog } from '../scenarios/catalog.js';
import { ScenarioService } from '../scenarios/reset.js';

declare module 'fastify' {
  interface FastifyInstance {
    scenarios: ScenarioService;
  }
}

async function scenariosPlugin(app: FastifyInstance) {
  const service = new ScenarioService(app.db, new ScenarioCatalog(app.settings.seedsDir));
  app.decorate('scenarios', service);
  // A database file seeded before keeps its data across restarts; a fresh one gets SIM_SCENARIO.
  const { seeded, scenario } = service.ensureSeeded(app.settings.scenario);
  app.log.debug({ scenario, seeded }, seeded ? 'database seeded' : 'database kept');
}

export default fp(scenariosPlugin, { name: 'scenarios', dependencies: ['settings', 'database'] });
