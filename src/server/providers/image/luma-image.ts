import { setTimeout as sleep } from 'node:timers/promises';
import LumaAI, { APIConnectionTimeoutError } from 'lumaai';
import { ImageProviderError, type ImageEngine, type ImageRequest, type ImageResult } from './image.provider.ts';
import { untilAborted } from '../until-aborted.ts';
import { loadProviderImage, normaliseProviderImage } from './provider-image.ts';
import { describeVendorFailure, refusal, timedOut, unreadable, vendorMessage } from './vendor-errors.ts';

export interface LumaImageOptions {
  /** e.g. https://api.lumalabs.ai/dream-machine/v1 */
  baseUrl: string;
  apiKey: string | undefined;
  model: 'photon-1' | 'photon-flash-1';
  /** One deadline for the whole generation: create, polling and the image download. */
  timeoutMs: number;
  /** Tests only: let the image download use http:// and loopback/private addresses. */
  allowPrivate: boolean;
  /** Longest pause between two polls of the generation (default 2000 ms; the first polls come sooner). */
  pollIntervalMs?: number;
  /** Retries the SDK makes on 408/409/429/5xx and network errors, per request (default 2). */
  maxRetries?: number;
}

const SERVICE = 'Luma Photon';
const REFUND = 'Your credit has been refunded.';
/** How Luma words a moderation refusal in `failure_reason` (e.g. "400: prompt not allowed because it contains moderated content"). */
const REFUSAL_WORDS =
  /moderat|content[ _-]?polic|not allowed|inappropriate|nsfw|unsafe|safety|blocked|flagged|violat|prohibited/i;
const WAITING_STATES = new Set(['queued', 'dreaming']);

type Generation = LumaAI.Generation;

/**
 * Luma Photon through Luma's Dream Machine API (the official `lumaai` SDK): create an image generation, poll it
 * through queued → dreaming → completed | failed, then download the finished image safely and make our variants.
 */
export function lumaImage(options: LumaImageOptions): ImageEngine {
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const maxRetries = options.maxRetries ?? 2;
  // The SDK falls back to LUMAAI_API_KEY / LUMAAI_BASE_URL when given nothing; we never want that, so the client
  // exists only when this site has its own key.
  const client = options.apiKey
    ? new LumaAI({
        authToken: options.apiKey,
        baseURL: options.baseUrl,
        timeout: Math.max(1, Math.ceil(options.timeoutMs)),
        maxRetries,
      })
    : undefined;

  return {
    name: 'luma',
    label: `Luma Photon (${options.model})`,
    async generate(request: ImageRequest): Promise<ImageResult> {
      const deadlineAt = Date.now() + options.timeoutMs;
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
      try {
        signal.throwIfAborted();
        if (!client) {
          throw new ImageProviderError(
            `${SERVICE} is not set up on this site, so it cannot make images right now. ${REFUND}`,
            'auth',
          );
        }
        const remaining = () => Math.max(1, Math.ceil(deadlineAt - Date.now()));
        const call = <T>(send: (requestOptions: LumaAI.RequestOptions) => PromiseLike<T>) =>
          untilAborted(signal, (child) => send({ signal: child, timeout: remaining(), maxRetries }));

        let generation = checkGeneration(
          await call((o) =>
            client.generations.image.create(
              { prompt: request.refinedPrompt, model: options.model, aspect_ratio: '1:1' },
              o,
            ),
          ),
        );
        const id = generation.id;
        // Photon often finishes in seconds: look soon, then settle into the regular interval.
        for (let polls = 0; WAITING_STATES.has(generation.state); polls++) {
          await sleep(Math.min(pollIntervalMs, 500 * 2 ** polls), undefined, { signal });
          generation = checkGeneration(await call((o) => client.generations.get(id, o)));
        }
        if (generation.state === 'failed') throw failure(generation.failure_reason);
        if (generation.state !== 'completed') throw unreadable(SERVICE);
        const url = generation.assets?.image;
        if (typeof url !== 'string' || url.length === 0) throw unreadable(SERVICE);

        const bytes = await loadProviderImage(
          { url },
          { service: SERVICE, allowPrivate: options.allowPrivate, signal, timeoutMs: remaining() },
        );
        signal.throwIfAborted();
        return await normaliseProviderImage(bytes, SERVICE);
      } catch (err) {
        throw describeVendorFailure(signal.aborted ? err : sdkFailure(err), SERVICE, signal);
      }
    },
  };
}

/** A generation object as we need it, or unreadable() when Luma's answer is not one. */
function checkGeneration(body: unknown): Generation & { id: string; state: string } {
  if (!body || typeof body !== 'object') throw unreadable(SERVICE);
  const g = body as Generation;
  if (typeof g.id !== 'string' || g.id.length === 0 || typeof g.state !== 'string') throw unreadable(SERVICE);
  return g as Generation & { id: string; state: string };
}

/** A failed generation: a refusal when Luma's reason reads like moderation, otherwise a plain failure. */
function failure(failureReason: unknown): ImageProviderError {
  const reason =
    typeof failureReason === 'string' ? vendorMessage(failureReason.replace(/^\s*\d{3}\s*:\s*/, '')) : undefined;
  if (reason && REFUSAL_WORDS.test(reason)) return refusal(SERVICE, reason);
  const why = reason ? `: ${reason}` : '';
  return new ImageProviderError(`${SERVICE} could not make this cover${why}. ${REFUND}`, 'failed');
}

/**
 * The SDK's own errors that describeVendorFailure cannot tell apart by shape: its request timeout (a plain
 * `Error` name) and node-fetch's unreadable-JSON error (a `FetchError` of type 'invalid-json', not a SyntaxError).
 */
function sdkFailure(err: unknown): unknown {
  if (err instanceof APIConnectionTimeoutError) return timedOut(SERVICE);
  const e = err as { name?: unknown; type?: unknown } | null;
  if (e && typeof e === 'object' && e.name === 'FetchError' && e.type === 'invalid-json') return unreadable(SERVICE);
  return err;
}
