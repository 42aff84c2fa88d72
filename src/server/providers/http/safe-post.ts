import http from 'node:http';
import https from 'node:https';
import { isBlockedAddress } from './address-policy.ts';
import { DownloadError, guardedLookup, isIpLiteral } from './safe-download.ts';

export interface PostPolicy {
  /** Tests only: allow http:// and loopback/private addresses (OUTBOUND_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  timeoutMs: number;
}

/**
 * POSTs `body` to an address someone else gave us (a webhook), with the same guard as safeDownload: https only, no
 * private or loopback addresses (checked when connecting, so DNS cannot be rebound past it), no redirects followed,
 * bounded time. Resolves with the status; the answer's body is read and dropped. Refusals are blocked DownloadErrors.
 */
export async function safePost(
  url: string,
  body: string,
  headers: Record<string, string>,
  policy: PostPolicy,
): Promise<{ status: number }> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new DownloadError('The address is not a valid URL.', true);
  }
  const allowed = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(target.protocol))
    throw new DownloadError(`Refusing to call a ${target.protocol} URL: only https is allowed.`, true);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivate && isIpLiteral(host) && isBlockedAddress(host))
    throw new DownloadError(`Refusing to call ${host}: it is a private address.`, true);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(policy.allowPrivate),
        timeout: policy.timeoutMs,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new DownloadError('The receiver did not answer in time.')));
    req.on('error', (err) =>
      reject(
        err instanceof DownloadError ? err : new DownloadError(`The receiver could not be reached: ${err.message}`),
      ),
    );
    req.end(body);
  });
}
