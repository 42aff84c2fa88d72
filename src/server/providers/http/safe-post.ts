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
  const checked = postTarget(url, policy);
  if ('problem' in checked) throw new DownloadError(`Refusing to call this address: ${checked.problem}`, true);
  const { target } = checked;
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

/**
 * Checks an address before it is kept for a later safePost (a webhook), under the same policy: its scheme, and every
 * address its host resolves to. Resolves with what is wrong with it, in words for whoever gave it, or null. safePost
 * checks again when it connects, as a name's answer may change meanwhile.
 */
export async function checkPostTarget(url: string, policy: Pick<PostPolicy, 'allowPrivate'>): Promise<string | null> {
  const checked = postTarget(url, policy);
  if ('problem' in checked) return checked.problem;
  if (isIpLiteral(checked.host)) return null;
  return new Promise((resolve) =>
    guardedLookup(policy.allowPrivate)(checked.host, { all: true }, (err) => {
      if (!err) resolve(null);
      else if (err instanceof DownloadError) resolve(`${checked.host} resolves to a private address.`);
      else resolve(`no address was found for the host ${checked.host}.`);
    }),
  );
}

/** The URL and host safePost would call, or what the policy has against it (when the host is an IP address). */
function postTarget(
  url: string,
  policy: Pick<PostPolicy, 'allowPrivate'>,
): { target: URL; host: string } | { problem: string } {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { problem: 'it is not a valid URL.' };
  }
  const allowed = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(target.protocol)) return { problem: `it uses ${target.protocol.slice(0, -1)}, not https.` };
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivate && isIpLiteral(host) && isBlockedAddress(host))
    return { problem: `${host} is a private address.` };
  return { target, host };
}
