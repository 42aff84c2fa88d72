import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';

/**
 * How long an idle connection is kept open. Node's default (5 s) is shorter than what the clients and proxies in
 * front of it keep theirs (a load balancer's idle timeout is typically 60 s, HTTP clients' pools keep sockets for
 * as long as the server does): when the server closes a socket the moment a client sends on it, that request fails
 * with a reset (a 502 at a load balancer). Keeping ours longer than theirs leaves the closing to them.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepIdleConnections(server: ServerType, idleMs = KEEP_ALIVE_MS): void {
  const http = server as Server;
  http.keepAliveTimeout = idleMs;
  // The time allowed for a request's headers must outlast the keep-alive, or Node may cut a request that arrives
  // on a connection just before it would have been closed.
  http.headersTimeout = idleMs + 1_000;
}
