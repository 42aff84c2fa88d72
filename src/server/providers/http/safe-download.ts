import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isBlockedAddress } from './address-policy.ts';

export interface DownloadPolicy {
  /** Tests only: allow http:// and loopback/private addresses (OUTBOUND_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  maxBytes: number;
  timeoutMs: number;
  /** Content types accepted, e.g. /^image\/(png|jpeg|webp)$/. */
  contentType: RegExp;
  maxRedirects?: number;
  signal?: AbortSignal;
}

export class DownloadError extends Error {
  override name = 'DownloadError';
  constructor(
    message: string,
    /** Refused by policy (scheme or address), as opposed to a download that went wrong. */
    readonly blocked = false,
  ) {
    super(message);
  }
}

/**
 * Resolves the host and refuses blocked addresses at connect time, so a name that resolves to a private
 * address (or changes its answer between a check and the connection: DNS rebinding) is never reached.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => !allowPrivate && isBlockedAddress(a.address));
      if (bad || list.length === 0) {
        return callback(
          new DownloadError(`Refusing to fetch from ${hostname}: it resolves to a private address.`, true),
          '',
          0,
        );
      }
      if ((options as dns.LookupOptions).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Downloads a provider's image URL safely: https only, no private addresses, bounded size, time and type. */
export async function safeDownload(
  url: string,
  policy: DownloadPolicy,
): Promise<{ bytes: Buffer; contentType: string }> {
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new DownloadError('The image address is not a valid URL.');
  }
  for (let hop = 0; hop <= (policy.maxRedirects ?? 3); hop++) {
    const allowedProtocols = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
    if (!allowedProtocols.includes(current.protocol))
      throw new DownloadError(`Refusing to fetch a ${current.protocol} URL: only https is allowed.`, true);
    const host = current.hostname.replace(/^\[|\]$/g, '');
    if (!policy.allowPrivate && isIpLiteral(host) && isBlockedAddress(host)) {
      throw new DownloadError(`Refusing to fetch from ${host}: it is a private address.`, true);
    }
    const response = await request(current, policy);
    if (response.redirect) {
      current = new URL(response.redirect, current);
      continue;
    }
    return response.result!;
  }
  throw new DownloadError('The image address redirected too many times.');
}

export const isIpLiteral = (host: string) => /^[\d.]+$/.test(host) || host.includes(':');

function request(
  url: URL,
  policy: DownloadPolicy,
): Promise<{ redirect?: string; result?: { bytes: Buffer; contentType: string } }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(
      url,
      { lookup: guardedLookup(policy.allowPrivate), timeout: policy.timeoutMs, signal: policy.signal },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ redirect: res.headers.location });
        }
        if (status !== 200) {
          res.resume();
          return reject(new DownloadError(`The image could not be downloaded (HTTP ${status}).`));
        }
        const contentType = String(res.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim()
          .toLowerCase();
        if (!policy.contentType.test(contentType)) {
          res.resume();
          return reject(new DownloadError(`The provider sent ${contentType || 'an unknown type'}, not an image.`));
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > policy.maxBytes) {
          res.destroy();
          return reject(new DownloadError('The image is larger than we accept.'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            res.destroy();
            reject(new DownloadError('The image is larger than we accept.'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ result: { bytes: Buffer.concat(chunks), contentType } }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new DownloadError('The image download timed out.')));
    req.on('error', (err) =>
      reject(
        err instanceof DownloadError ? err : new DownloadError(`The image could not be downloaded: ${err.message}`),
      ),
    );
  });
}
