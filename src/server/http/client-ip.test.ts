import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { clientFromChain, limitKey } from './client-ip.ts';

describe('the client address behind proxies', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientFromChain('203.0.113.5', '198.51.100.1', null)).toBe('198.51.100.1');
  });

  it('is read from the right, skipping the trusted hops: a client cannot choose it by sending the header', () => {
    const oneProxy = { hops: 1 };
    // The proxy appended the address it received from; the client sent the rest.
    expect(clientFromChain('203.0.113.5, 192.0.2.44', '10.0.0.2', oneProxy)).toBe('192.0.2.44');
    // The probe: leftmost entries varied, the client's real address stays the same.
    for (const n of [1, 2, 3])
      expect(clientFromChain(`203.0.113.${n}, 127.0.0.1`, '127.0.0.1', oneProxy)).toBe('127.0.0.1');
    expect(clientFromChain('192.0.2.44, 10.0.0.3', '10.0.0.2', { hops: 2 })).toBe('192.0.2.44');
    // Fewer entries than hops: the leftmost one.
    expect(clientFromChain(undefined, '10.0.0.2', { hops: 2 })).toBe('10.0.0.2');
  });

  it('skips the listed proxy addresses from the right', () => {
    const proxies = { addresses: ['10.0.0.2', '10.0.0.3'] };
    expect(clientFromChain('203.0.113.5, 192.0.2.44, 10.0.0.3', '10.0.0.2', proxies)).toBe('192.0.2.44');
    expect(clientFromChain('203.0.113.5', '192.0.2.9', proxies)).toBe('192.0.2.9');
  });

  it('reads TRUST_PROXY as off, a number of hops or a list of addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.0.3' }).trustProxy).toEqual({
      addresses: ['10.0.0.2', '10.0.0.3'],
    });
    expect(() => loadConfig({ TRUST_PROXY: 'the proxy' })).toThrow(/TRUST_PROXY="the proxy": must be false, true/);
  });
});

describe('whom per-address limits count', () => {
  it('counts IPv6 by its /64, IPv4 by its address, and IPv4-mapped IPv6 as its IPv4 address', () => {
    const sameNetwork = ['2001:db8:7:1::a', '2001:db8:7:1:ffff:ffff:ffff:ffff', '2001:0db8:0007:0001:0:0:0:b'];
    for (const a of sameNetwork) expect(limitKey(a), a).toBe('2001:db8:7:1::/64');
    expect(limitKey('2001:db8:7:2::a')).toBe('2001:db8:7:2::/64');
    expect(limitKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(limitKey('203.0.113.5')).toBe('203.0.113.5');
    expect(limitKey('203.0.113.6')).toBe('203.0.113.6');
    expect(limitKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(limitKey('::ffff:cb00:7105')).toBe('203.0.113.5');
    // In-process requests have no socket.
    expect(limitKey('local')).toBe('local');
  });
});
