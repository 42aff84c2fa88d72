import OpenAI, { APIConnectionTimeoutError } from 'openai';
import type { ImageGenerateParamsNonStreaming } from 'openai/resources/images';
import type { ImageEngine, ImageRequest, ImageResult } from './image.provider.ts';
import { untilAborted } from '../until-aborted.ts';
import { loadProviderImage, normaliseProviderImage } from './provider-image.ts';
import { describeVendorFailure, timedOut, unreadable } from './vendor-errors.ts';

/** Settings shared by the adapters that speak the OpenAI wire protocol (OpenAI, LocalAI, the Lovable gateway). */
export interface OpenAiCompatibleOptions {
  /** Including the version path, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  /** Undefined for self-hosted servers that take no key. */
  apiKey: string | undefined;
  model: string;
  /** Deadline for the whole generation: every attempt, every retry wait and the image download. */
  timeoutMs: number;
  /** Tests only: let image URLs point at http:// and loopback/private addresses. */
  allowPrivate: boolean;
  /** Retries of 408/409/429/5xx and connection failures, done by the SDK (honouring Retry-After). Default 2. */
  maxRetries?: number;
}

/**
 * An SDK client for one adapter. The key is always given explicitly (a placeholder for keyless servers) so the
 * SDK never falls back to OPENAI_API_KEY / OPENAI_BASE_URL / OPENAI_ORG_ID from the environment and sends our
 * OpenAI key to some other server.
 */
export function openAiClient(options: OpenAiCompatibleOptions): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey || 'not-needed',
    baseURL: options.baseUrl,
    timeout: Math.max(1, Math.ceil(options.timeoutMs)),
    maxRetries: options.maxRetries ?? 2,
    organization: null,
    project: null,
    webhookSecret: null,
  });
}

export interface Deadline {
  /** Aborts when the caller's signal does or when the deadline passes (reason: a TimeoutError). */
  signal: AbortSignal;
  /** Milliseconds left (at least 1). */
  remainingMs(): number;
}

/**
 * Runs one generation under the caller's signal and an overall deadline, and turns every failure into an
 * ImageProviderError. The work is raced against the signal (untilAborted): the SDK sleeps between retries without
 * watching it, and a long Retry-After would otherwise outlive a cancellation.
 */
export async function runWithDeadline<T>(
  service: string,
  request: Pick<ImageRequest, 'signal'>,
  timeoutMs: number,
  work: (deadline: Deadline) => Promise<T>,
): Promise<T> {
  const ends = performance.now() + timeoutMs;
  const timeout = AbortSignal.timeout(Math.max(1, Math.ceil(timeoutMs)));
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const remainingMs = () => Math.max(1, Math.ceil(ends - performance.now()));
  try {
    return await untilAborted(signal, (child) => work({ signal: child, remainingMs }));
  } catch (err) {
    // The SDK's own per-attempt timeout reports an APIConnectionTimeoutError (named plain "Error", no status).
    if (!signal.aborted && err instanceof APIConnectionTimeoutError) throw timedOut(service);
    throw describeVendorFailure(err, service, signal);
  }
}

/** The image bytes an answer points at: a data: URL, an https URL (downloaded safely) or bare base64. */
export function loadAnswerImage(
  source: { url: string } | { base64: string },
  service: string,
  options: Pick<OpenAiCompatibleOptions, 'allowPrivate'>,
  deadline: Deadline,
): Promise<Buffer> {
  return loadProviderImage(source, {
    service,
    allowPrivate: options.allowPrivate,
    signal: deadline.signal,
    timeoutMs: deadline.remainingMs(),
  });
}

const isGptImage = (model: string) => /gpt-image/i.test(model);
const isDalle = (model: string) => /^dall-e-/i.test(model);

/** The body of POST /images/generations for each family of model. */
export function imageGenerationParams(model: string, prompt: string): ImageGenerateParamsNonStreaming {
  const base = { model, prompt, n: 1, size: '1024x1024' } as const;
  if (isGptImage(model)) return { ...base, quality: 'high', output_format: 'png' };
  if (/^dall-e-3$/i.test(model)) return { ...base, quality: 'hd', response_format: 'b64_json' };
  // LocalAI, stable-diffusion.cpp's server and other OpenAI-compatible servers: only the common fields.
  return { ...base, response_format: 'b64_json' };
}

/**
 * OpenAI Images (gpt-image-1, dall-e-3) and the servers that answer the same endpoint (LocalAI,
 * stable-diffusion.cpp). Answers may carry the image inline (b64_json) or as a URL, which is downloaded safely.
 */
export function openaiImage(options: OpenAiCompatibleOptions): ImageEngine {
  const { model } = options;
  const openAiModel = isGptImage(model) || isDalle(model);
  const service = openAiModel ? 'OpenAI Images' : 'The image server';
  const client = openAiClient(options);
  return {
    name: 'openai',
    label: `${openAiModel ? 'OpenAI Images' : 'OpenAI-compatible image server'} (${model})`,
    generate(request: ImageRequest): Promise<ImageResult> {
      return runWithDeadline(service, request, options.timeoutMs, async (deadline) => {
        const answer: unknown = await client.images.generate(imageGenerationParams(model, request.refinedPrompt), {
          signal: deadline.signal,
        });
        const first = (answer as { data?: unknown } | undefined)?.data;
        const image = Array.isArray(first)
          ? (first[0] as { b64_json?: unknown; url?: unknown } | undefined)
          : undefined;
        let bytes: Buffer;
        if (typeof image?.b64_json === 'string' && image.b64_json) {
          bytes = await loadAnswerImage({ base64: image.b64_json }, service, options, deadline);
        } else if (typeof image?.url === 'string' && image.url) {
          bytes = await loadAnswerImage({ url: image.url }, service, options, deadline);
        } else {
          throw unreadable(service);
        }
        return normaliseProviderImage(bytes, service);
      });
    },
  };
}
