import { DownloadError } from '../http/safe-download.ts';
import { ImageProviderError } from './image.provider.ts';

/**
 * Turns whatever an outside image service (or its SDK) threw into a message a musician can act on. The SDKs we
 * use (openai, lumaai) throw errors carrying the HTTP `status` and the parsed error body; fetch failures, aborts
 * and unreadable JSON arrive as plain errors. Vendor wording is kept short and never includes our key or URLs.
 */
const REFUND = 'Your credit has been refunded.';
const REFUSAL_CODES = new Set(['content_policy_violation', 'moderation_blocked', 'content_filter', 'safety']);
const QUOTA_CODES = new Set(['insufficient_quota', 'billing_hard_limit_reached', 'billing_not_active']);
const REFUSAL_WORDS = /content[ _]?polic|moderation|safety (system|filter)|not allowed|inappropriate|blocked/i;

interface VendorErrorShape {
  name?: string;
  status?: number;
  code?: unknown;
  type?: unknown;
  message?: string;
  error?: unknown;
}

/** The vendor's own short explanation, from the usual error body shapes ({error:{message}}, {detail}, {message}). */
export function vendorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return typeof body === 'string' ? clean(body) : undefined;
  const b = body as Record<string, unknown>;
  const nested = b.error && typeof b.error === 'object' ? (b.error as Record<string, unknown>) : undefined;
  const text = nested?.message ?? b.detail ?? b.message ?? (typeof b.error === 'string' ? b.error : undefined);
  return typeof text === 'string' ? clean(text) : undefined;
}

function vendorCode(e: VendorErrorShape): string | undefined {
  const nested = e.error && typeof e.error === 'object' ? (e.error as Record<string, unknown>) : undefined;
  const inner = nested?.error && typeof nested.error === 'object' ? (nested.error as Record<string, unknown>) : nested;
  const code = e.code ?? inner?.code ?? e.type ?? inner?.type;
  return typeof code === 'string' ? code : undefined;
}

function clean(text: string): string | undefined {
  const oneLine = text
    .replace(/\s+/g, ' ')
    .replace(/(sk|key)-[A-Za-z0-9_-]{8,}/g, '[key]')
    .replace(/https?:\/\/\S+/g, '')
    .trim()
    .replace(/[.\s]+$/, '');
  if (!oneLine) return undefined;
  return oneLine.length > 160 ? `${oneLine.slice(0, 157)}...` : oneLine;
}

export function refusal(service: string, detail?: string): ImageProviderError {
  const why = detail ? ` (${detail})` : '';
  return new ImageProviderError(
    `${service} declined this prompt under its content policy${why}. Try rewording your idea. ${REFUND}`,
    'refused',
  );
}

export function unreadable(service: string): ImageProviderError {
  return new ImageProviderError(`${service} sent an answer we could not read. ${REFUND}`, 'bad_response');
}

export function timedOut(service: string): ImageProviderError {
  return new ImageProviderError(`${service} took too long to make your cover. ${REFUND}`, 'timeout');
}

export function describeVendorFailure(err: unknown, service: string, signal?: AbortSignal): ImageProviderError {
  if (err instanceof ImageProviderError) return err;
  if (signal?.aborted) {
    const reason = signal.reason as { name?: string } | undefined;
    return reason?.name === 'TimeoutError'
      ? timedOut(service)
      : new ImageProviderError(`The generation was cancelled. ${REFUND}`, 'cancelled');
  }
  if (err instanceof DownloadError) {
    // Blocked: the service pointed us at an address we never fetch from (private, loopback, metadata, not https).
    return err.blocked
      ? new ImageProviderError(
          `${service} sent an image address we do not download from (not public https). ${REFUND}`,
          'unsafe_image',
        )
      : new ImageProviderError(
          `${service} made an image we could not download: ${err.message} ${REFUND}`,
          'bad_response',
        );
  }
  const e = (err && typeof err === 'object' ? err : {}) as VendorErrorShape;
  // Unreadable JSON: a SyntaxError from fetch's json(), or node-fetch's FetchError (the lumaai SDK on Node).
  if (err instanceof SyntaxError || (e.name === 'FetchError' && (e as { type?: string }).type === 'invalid-json')) {
    return unreadable(service);
  }
  // The SDKs' APIConnectionTimeoutError is not always named as such; its message is 'Request timed out.'.
  if (/timeout/i.test(e.name ?? '') || /^request timed out/i.test(e.message ?? '')) return timedOut(service);
  const status = typeof e.status === 'number' ? e.status : undefined;
  if (status === undefined) {
    return new ImageProviderError(`${service} could not be reached. ${REFUND} Please try again later.`, 'unavailable');
  }
  const code = vendorCode(e);
  const detail = vendorMessage(e.error) ?? (e.message ? clean(e.message) : undefined);
  if ((code && REFUSAL_CODES.has(code)) || (status === 400 && detail && REFUSAL_WORDS.test(detail))) {
    return refusal(service);
  }
  if (status === 402 || (code && QUOTA_CODES.has(code))) {
    return new ImageProviderError(
      `${service} has run out of credit for this site. ${REFUND} Please try again later.`,
      'quota',
    );
  }
  if (status === 401 || status === 403) {
    return new ImageProviderError(
      `${service} refused this site's access key, so it cannot make images right now. ${REFUND}`,
      'auth',
    );
  }
  if (status === 429) {
    return new ImageProviderError(
      `${service} is busy right now. ${REFUND} Please try again in a minute.`,
      'rate_limited',
    );
  }
  if (status >= 500) {
    return new ImageProviderError(
      `${service} is unavailable right now. ${REFUND} Please try again later.`,
      'unavailable',
    );
  }
  const why = detail ? `: ${detail}` : '';
  return new ImageProviderError(`${service} could not make this cover${why}. ${REFUND}`, 'failed');
}
