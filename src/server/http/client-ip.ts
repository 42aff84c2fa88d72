import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import ipaddr from 'ipaddr.js';
import type { TrustedProxies } from '../config.ts';

/**
 * The address of the client (per-address limits count it by clientLimitKey). With no trusted proxy it is the socket's peer: anyone
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

/**
 * Who per-address limits (guests' daily cap, rate limits) count a client as. An IPv6 client is its /64: that is
 * the network one subscriber is given, and any address in it is theirs to use, so counting addresses would let
 * them start over at will. IPv4 counts per address, and IPv4-mapped IPv6 (::ffff:203.0.113.5) as its IPv4 address.
 */
export function clientLimitKey(c: Context, trust: TrustedProxies): string {
  return limitKey(clientIp(c, trust));
}

/** clientLimitKey for an address already known. */
export function limitKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  const network = new ipaddr.IPv6([...(ip as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toRFC5952String()}/64`;
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
