import { defineConfig } from 'vitest/config';

/** Browser journeys: the built app served by `npm start`'s server, driven in Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // Catches a hang, not slowness: a journey that draws and exports covers takes 20–25 s on a loaded machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
