import { defineConfig } from 'vitest/config';

// `npm run test:unit` runs the simulator's and the app's tests as two projects.
export default defineConfig({
  test: {
    projects: ['simulator', 'web'],
  },
});
