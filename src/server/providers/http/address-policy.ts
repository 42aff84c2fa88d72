import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Addresses an outbound fetch must never reach unless OUTBOUND_ALLOW_PRIVATE is on: loopback, private ranges,
 * link-local (which holds cloud metadata services such as 169.254.169.254), carrier-grade NAT, multicast,
 * unspecified, IPv4-compatible IPv6, IPv6 unique-local and the IPv6 forms that tunnel to an IPv4 address. A provider's image URL pointing there is refused (SSRF).
 * An IPv4-mapped IPv6 address (::ffff:0:0/96) is judged by the IPv4 address it carries.
 */
const blockedV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const blockedV6: [string, number][] = [
  // Unspecified (::), loopback (::1) and the deprecated IPv4-compatible form (::7f00:1 for 127.0.0.1).
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // NAT64 (64:ff9b::/96), IPv4-translated (::ffff:0:0:0/96), 6to4 (2002::/16) and Teredo (2001::/32) each carry an
  // IPv4 address that a gateway may forward to, loopback and private ones included; no image or webhook host needs
  // them. Discard-only (100::/64) reaches nothing.
  ['64:ff9b::', 96],
  ['::ffff:0:0:0', 96],
  ['2002::', 16],
  ['2001::', 32],
  ['100::', 64],
];

const list = new net.BlockList();
for (const [addr, prefix] of blockedV4) list.addSubnet(addr, prefix, 'ipv4');
for (const [addr, prefix] of blockedV6) list.addSubnet(addr, prefix, 'ipv6');

/** True when `address` (an IP literal) is one we must not connect to. */
export function isBlockedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return list.check(address, 'ipv4');
  if (family === 0) return true; // not an IP at all: refuse rather than guess
  // The IPv6 ranges first: ipaddr.js reads the deprecated ::a.b.c.d (IPv4-compatible, in ::/96) as mapped.
  if (list.check(address, 'ipv6')) return true;
  // ipaddr.js turns an IPv4-mapped IPv6 address, however it is spelt, into the IPv4 address it reaches.
  const ip = ipaddr.isValid(address) ? ipaddr.process(address) : null;
  return ip?.kind() === 'ipv4' && list.check(ip.toString(), 'ipv4');
}
