import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress } from '../../src/server/providers/http/address-policy.ts';
import { DownloadError, safeDownload, type DownloadPolicy } from '../../src/server/providers/http/safe-download.ts';

describe('isBlockedAddress', () => {
  it('blocks loopback, private, link-local (metadata), CGNAT, unique-local and mapped forms', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isBlockedAddress(a), a).toBe(true);
    }
  });
  it('allows public addresses', () => {
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isBlockedAddress(a), a).toBe(false);
  });
  it('refuses IPv4-compatible IPv6 and judges IPv4-mapped IPv6 by the IPv4 address it carries, in any spelling', () => {
    for (const a of [
      // ::/96, IPv4-compatible (deprecated): refused whatever it carries.
      '::7f00:1',
      '::127.0.0.1',
      '::a9fe:a9fe',
      '::808:808',
      '::8.8.8.8',
      // ::ffff:0:0/96, IPv4-mapped, carrying 127.0.0.1, 10.0.0.1, 169.254.169.254 and 0.0.0.0.
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:7f00:1',
      '::FFFF:127.0.0.1',
      '::ffff:a00:1',
      '::ffff:a9fe:a9fe',
      '::ffff:0:0',
    ]) {
      expect(isBlockedAddress(a), a).toBe(true);
    }
    for (const a of ['::ffff:808:808', '0:0:0:0:0:ffff:808:808', '::ffff:8.8.8.8', '::ffff:5db8:d822'])
      expect(isBlockedAddress(a), a).toBe(false);
  });
  it('refuses the IPv6 forms that tunnel to an IPv4 address: NAT64, IPv4-translated, 6to4 and Teredo', () => {
    for (const a of [
      '64:ff9b::7f00:1',
      '::ffff:0:7f00:1',
      '::ffff:0:a9fe:a9fe',
      // 6to4 of 127.0.0.1 and of 10.0.0.1.
      '2002:7f00:1::1',
      '2002:a00:1::',
      // Teredo, whatever client address it carries.
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '100::1',
    ]) {
      expect(isBlockedAddress(a), a).toBe(true);
    }
    // Ordinary global unicast beside those ranges stays reachable.
    for (const a of ['2001:4860:4860::8888', '2003::1', '2a00:1450:4001::1'])
      expect(isBlockedAddress(a), a).toBe(false);
  });
});

describe('safeDownload', () => {
  let server: http.Server;
  let base: string;
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff5b3a' } })
      .png()
      .toBuffer();
    server = http.createServer((req, res) => {
      if (req.url === '/cover.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      if (req.url === '/page') return res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>not an image</h1>');
      if (req.url === '/big') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(5000));
      if (req.url === '/moved') return res.writeHead(302, { location: '/cover.png' }).end();
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      if (req.url === '/slow')
        return setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(png), 2000);
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const policy = (p: Partial<DownloadPolicy> = {}): DownloadPolicy => ({
    allowPrivate: true,
    maxBytes: 1000,
    timeoutMs: 1000,
    contentType: /^image\/(png|jpeg|webp)$/,
    ...p,
  });

  it('downloads an image (private addresses allowed only for tests)', async () => {
    const got = await safeDownload(`${base}/cover.png`, policy());
    expect(got.contentType).toBe('image/png');
    expect(got.bytes.equals(png)).toBe(true);
    expect((await safeDownload(`${base}/moved`, policy())).bytes.equals(png)).toBe(true);
  });

  it('refuses http, private and metadata addresses by default', async () => {
    const strict = policy({ allowPrivate: false });
    await expect(safeDownload(`${base}/cover.png`, strict)).rejects.toThrow(/only https is allowed/);
    await expect(safeDownload('https://127.0.0.1/cover.png', strict)).rejects.toThrow(/private address/);
    await expect(safeDownload('https://169.254.169.254/latest/meta-data/', strict)).rejects.toThrow(/private address/);
    await expect(safeDownload('https://[::1]/x.png', strict)).rejects.toThrow(/private address/);
    await expect(safeDownload('https://[::7f00:1]/x.png', strict)).rejects.toThrow(/private address/);
    // A name that resolves to loopback is refused at connect time.
    await expect(safeDownload('https://localhost/x.png', strict)).rejects.toThrow(/resolves to a private address/);
    await expect(safeDownload('file:///etc/passwd', strict)).rejects.toThrow(DownloadError);
  });

  it('checks type, size, redirects and time', async () => {
    await expect(safeDownload(`${base}/page`, policy())).rejects.toThrow(/sent text\/html, not an image/);
    await expect(safeDownload(`${base}/big`, policy())).rejects.toThrow(/larger than we accept/);
    await expect(safeDownload(`${base}/loop`, policy())).rejects.toThrow(/redirected too many times/);
    await expect(safeDownload(`${base}/slow`, policy({ timeoutMs: 200 }))).rejects.toThrow(/timed out/);
    await expect(safeDownload(`${base}/missing`, policy())).rejects.toThrow(/HTTP 404/);
  });
});
