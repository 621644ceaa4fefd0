import { defineConfig } from 'vitest/config';

// `npm run test:unit` runs the contract's, the simulator's, the app's and the nginx config's tests as four projects.
export default defineConfig({
  test: {
    projects: ['contract', 'simulator', 'web', 'nginx'],
  },
});
