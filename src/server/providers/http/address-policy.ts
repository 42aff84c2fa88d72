import net from 'node:net';

/**
 * Addresses an outbound fetch must never reach unless OUTBOUND_ALLOW_PRIVATE is on: loopback, private ranges,
 * link-local (which holds cloud metadata services such as 169.254.169.254), carrier-grade NAT, multicast,
 * unspecified and IPv6 unique-local. A provider's image URL pointing there is refused (SSRF).
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
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
];

const list = new net.BlockList();
for (const [addr, prefix] of blockedV4) list.addSubnet(addr, prefix, 'ipv4');
for (const [addr, prefix] of blockedV6) list.addSubnet(addr, prefix, 'ipv6');

/** True when `address` (an IP literal) is one we must not connect to. IPv4-mapped IPv6 is checked as IPv4. */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return list.check(mapped, 'ipv4');
  const family = net.isIP(address);
  if (family === 4) return list.check(address, 'ipv4');
  if (family === 6) return list.check(address, 'ipv6');
  return true; // not an IP at all: refuse rather than guess
}
