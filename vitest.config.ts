import { defineConfig } from 'vitest/config';

/** Unit and integration tests. The browser suite has its own config (vitest.e2e.config.ts). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // A timeout here catches a hang, not slowness (speed goals live in `npm run bench`): a test that draws and
    // encodes 3000² covers takes ~4 s alone and several times that beside the other worker on a loaded CI machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // PGlite instances are memory-hungry WASM; two workers match the two cores of our machines.
    maxWorkers: 2,
  },
});
