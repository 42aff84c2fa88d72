import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, type ServerProcess } from '../../support/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    chromiumPath: string;
    distDir: string;
    /** The server's DATA_DIR: journeys read mailed links from its outbox. */
    dataDir: string;
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Starts the built app once for the whole browser suite, exactly as `npm start` runs it, with a fresh
 * DATA_DIR. A missing Chromium stops the suite loudly: under CI=true that is a failure, never a skip.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM)) {
    const message =
      `\n\n  BROWSER SUITE CANNOT RUN: Chromium not found at ${CHROMIUM}.\n` +
      '  Install it with: apt-get install -y chromium   (or set CHROMIUM_PATH)\n\n';
    console.error(message);
    throw new Error(message);
  }
  const distDir = path.join(root, 'dist/web');
  if (!fs.existsSync(path.join(root, 'dist/server/main.js')) || !fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error('The app is not built: run "npm run build" first (npm run test:e2e does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-e2e-'));
  // Journeys sign up many accounts and generate as guests from one address: scale the abuse limits up (their
  // values are tested in the integration suite).
  const server: ServerProcess = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MULTIPLIER: '100',
      // Every guest journey comes from 127.0.0.1: the per-address cap is tested in the integration suite.
      GUEST_IP_DAILY_CAP: '1000',
      // The suite drives a browser and this server on the same 2 cores while the sample artwork warms up; two
      // render threads keep journeys inside their time limits (the default, one fewer than the CPUs, favours the
      // event loop's latency, measured by `npm run bench`).
      RENDER_THREADS: '2',
    },
    { entry: 'built' },
  );
  project.provide('baseURL', server.publicUrl);
  project.provide('chromiumPath', CHROMIUM);
  project.provide('distDir', distDir);
  project.provide('dataDir', dataDir);

  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
