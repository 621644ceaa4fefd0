import { defineConfig } from 'vitest/config';

// `npm run test:unit` runs the simulator's, the app's and the nginx config's tests as three projects.
export default defineConfig({
  test: {
    projects: ['simulator', 'web', 'nginx'],
  },
});
