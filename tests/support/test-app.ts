import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import type { Hono } from 'hono';
import { createApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import type { MailMessage, MailProvider } from '../../src/server/providers/mail/mail.provider.ts';
import type { JobQueue } from '../../src/server/jobs/queue.ts';
import { buildServices } from '../../src/server/services.ts';

/** A throwaway folder that looks like a built web app, so static serving can be tested without a build. */
export function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundsleeve-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Soundsleeve</title><div id="root"></div>');
  const script = 'console.log("app");'.repeat(200);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
  // The build writes these beside each text asset (vite.config.ts).
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return dir;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: fakeWebDist(),
    PUBLIC_URL: 'http://localhost:3000',
    ...overrides,
  });
}

/** Mail captured in memory, newest last. */
export function memoryMail(): MailProvider & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { name: 'memory', sent, send: async (m) => void sent.push(m) };
}

export function buildTestApp(
  database: Pick<DatabaseHandle, 'db' | 'userChanges'>,
  options: {
    config?: Config;
    mail?: MailProvider;
    queue?: JobQueue;
    extraApiRoutes?: (api: Hono) => void;
    logger?: Logger;
  } = {},
) {
  const config = options.config ?? testConfig();
  const logger = options.logger ?? pino({ level: 'silent' });
  const services = buildServices(config, database, logger, {
    mail: options.mail ?? memoryMail(),
    secret: 'test-secret-'.padEnd(40, 'x'),
    queue: options.queue,
  });
  const app = createApp({ config, logger, db: database.db, services, extraApiRoutes: options.extraApiRoutes });
  return Object.assign(app, { services });
}
