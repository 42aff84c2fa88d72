/**
 * A Node HTTP server on a free loopback port answering "ok", for tests of what is attached to the server itself
 * (idle timeouts, unparsable requests) rather than to the app. Stopped after the file's tests.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';

export type LocalServer = ReturnType<typeof serve>;

/** Starts the server before the file's tests, runs `attach` on it, and closes it after; `port()` is its port. */
export function localServer(attach: (server: LocalServer) => void): { port: () => number } {
  let server: LocalServer;
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
    attach(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: () => port };
}
