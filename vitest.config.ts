import { defineConfig } from 'vitest/config';

/** Unit and integration tests. The browser suite has its own config (vitest.e2e.config.ts). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry WASM; two workers match the two cores of our machines.
    maxWorkers: 2,
  },
});
