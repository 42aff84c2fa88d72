import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { keepIdleConnections } from './keep-alive.ts';
import { localServer } from './testing/local-server.ts';

const server = localServer(keepIdleConnections);

describe('idle connections', () => {
  it('stay open past Node’s default, so a pooled connection is reused rather than reset', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: server.port(), path: '/', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, socket: req.socket }));
        });
        req.on('error', reject);
        req.end();
      });
    const first = await get();
    let closed = false;
    (first.socket as Socket).once('close', () => (closed = true));
    // Node closes an idle connection about a second after its keepAliveTimeout (5 s by default).
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(closed).toBe(false);
    const second = await get();
    expect(second.status).toBe(200);
    // The same connection carried both requests.
    expect(second.socket).toBe(first.socket);
    agent.destroy();
  }, 15_000);
});
