import { defineConfig } from 'vitest/config';

// The web image's nginx config, run by the machine's nginx over the built app (`--project nginx`).
export default defineConfig({
  test: {
    name: 'nginx',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // The first run may build the app (npm run build -w web) when web/dist is missing.
    hookTimeout: 300_000,
  },
});
