import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { TrustedProxies } from '../config.ts';

/**
 * The address of the client, for every per-address limit. With no trusted proxy it is the socket's peer: anyone
 * could claim any X-Forwarded-For. Behind proxies we run, the chain is read from the right (each proxy appends the
 * address it received from), skipping the proxies we trust, by count (`TRUST_PROXY=2`) or by address; the
 * leftmost entries are whatever the client chose to send and are never believed.
 */
export function clientIp(c: Context, trust: TrustedProxies): string {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests, app.request) have no socket.
    peer = 'local';
  }
  return clientFromChain(c.req.header('x-forwarded-for'), peer, trust);
}

/** The client in `forwarded, …, peer` once the trusted proxies at its right end are skipped. */
export function clientFromChain(forwarded: string | undefined, peer: string, trust: TrustedProxies): string {
  if (!trust) return peer;
  const chain = [
    ...(forwarded ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    peer,
  ];
  if ('hops' in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  let i = chain.length - 1;
  while (i > 0 && trust.addresses.includes(chain[i]!)) i--;
  return chain[i]!;
}
