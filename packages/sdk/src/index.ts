/**
 * The Soundsleeve API's TypeScript SDK: typed from the API's OpenAPI document (./openapi.ts), with safe retries
 * (every POST carries an Idempotency-Key, so a retry is never charged twice), waiting for covers, the rate-limit
 * state, and webhook-signature verification. No dependencies: it uses `fetch` and Web Crypto (Node 20+, browsers).
 */
import type { components } from './openapi.ts';

export type Generation = components['schemas']['Generation'];
export type GenerateRequest = components['schemas']['GenerateRequest'];
export type StyleList = components['schemas']['StyleList'];
export type TemplateList = components['schemas']['TemplateList'];
export type ApiErrorBody = components['schemas']['Error'];
export type Upscale = components['schemas']['Upscale'];
export type UpscaleRequest = components['schemas']['UpscaleRequest'];

/** The rate-limit headers of the last answer. */
export interface RateLimit {
  limit: number;
  remaining: number;
  /** When the day's count starts over. */
  reset: Date;
}

/** An answer in the API's error shape, or a network failure (status 0). */
export class SoundsleeveError extends Error {
  override name = 'SoundsleeveError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** Seconds to wait before trying again, when the API said (429). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export interface ClientOptions {
  apiKey: string;
  /** The API's address, e.g. "https://soundsleeve.example/api/v1". */
  baseUrl: string;
  /** Retries of a 429 burst refusal, a 5xx or a network failure, after waiting as the API says (default 2). */
  maxRetries?: number;
  fetch?: typeof fetch;
}

/** A new Idempotency-Key: send the same one again to retry a POST without being charged twice. */
export const newIdempotencyKey = (): string => globalThis.crypto.randomUUID();

const isBytes = (body: unknown) => body instanceof Blob || body instanceof ArrayBuffer || body instanceof Uint8Array;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settled = (g: Generation) => g.status === 'succeeded' || g.status === 'failed';

export class SoundsleeveClient {
  /** The rate-limit state of the last answer, once there was one. */
  rateLimit: RateLimit | null = null;
  readonly #options: Required<Omit<ClientOptions, 'fetch'>> & { fetch: typeof fetch };

  constructor(options: ClientOptions) {
    if (!options.apiKey) throw new Error('An API key is required (create one on your Soundsleeve profile).');
    this.#options = {
      maxRetries: 2,
      ...options,
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    };
  }

  /** The style presets to pass as `style`. */
  styles(): Promise<StyleList> {
    return this.#request<StyleList>('GET', '/styles');
  }

  /** Ready-made ideas with preview images. */
  templates(): Promise<TemplateList> {
    return this.#request<TemplateList>('GET', '/templates');
  }

  /**
   * Asks for a cover. Answers at once (queued), or with `wait` (seconds, up to 30) once it is ready. The request
   * carries `idempotencyKey` (a new one unless given), so retries of it are charged once.
   */
  generate(
    request: Omit<GenerateRequest, 'resolution'> & { resolution?: GenerateRequest['resolution'] },
    options: { wait?: number; idempotencyKey?: string } = {},
  ): Promise<Generation> {
    return this.#request<Generation>('POST', '/generate', request, this.#postHeaders(options));
  }

  /** One generation made with your keys. */
  generation(id: string): Promise<Generation> {
    return this.#request<Generation>('GET', `/generations/${encodeURIComponent(id)}`);
  }

  /** Polls a generation until it has succeeded or failed (every `intervalMs`, for at most `timeoutMs`). */
  async waitForGeneration(id: string, options: { intervalMs?: number; timeoutMs?: number } = {}): Promise<Generation> {
    const until = Date.now() + (options.timeoutMs ?? 120_000);
    for (;;) {
      const generation = await this.generation(id);
      if (settled(generation)) return generation;
      if (Date.now() > until)
        throw new SoundsleeveError(`Generation ${id} is still ${generation.status}.`, 0, 'timeout');
      await sleep(options.intervalMs ?? 1000);
    }
  }

  /** Asks for a cover and resolves once it is ready (waiting on the request first, then polling). */
  async generateAndWait(
    request: Parameters<SoundsleeveClient['generate']>[0],
    options: { idempotencyKey?: string; timeoutMs?: number } = {},
  ): Promise<Generation> {
    const generation = await this.generate(request, { wait: 30, idempotencyKey: options.idempotencyKey });
    if (settled(generation)) return generation;
    return this.waitForGeneration(generation.id, { timeoutMs: options.timeoutMs });
  }

  /**
   * Enlarges one of your covers (`generation_id`) or an image at an address (`image_url`) 2× or 4× (Pro and Studio
   * plans). Answers at once, or with `wait` (seconds, up to 30) once it is done; see waitForUpscale.
   */
  upscale(
    request: Pick<UpscaleRequest, 'scale_factor'> & Partial<Omit<UpscaleRequest, 'scale_factor'>>,
    options: { wait?: number; idempotencyKey?: string } = {},
  ): Promise<Upscale> {
    return this.#request<Upscale>('POST', '/upscale', request, this.#postHeaders(options));
  }

  /** Enlarges an image you send (PNG, JPEG or WebP bytes, up to 1024 px a side). */
  upscaleImage(
    image: Blob | ArrayBuffer | Uint8Array,
    contentType: 'image/png' | 'image/jpeg' | 'image/webp',
    options: {
      scale_factor: 2 | 4;
      denoise?: UpscaleRequest['denoise'];
      sharpen?: UpscaleRequest['sharpen'];
      wait?: number;
      idempotencyKey?: string;
    },
  ): Promise<Upscale> {
    const query = new URLSearchParams({ scale_factor: String(options.scale_factor) });
    if (options.denoise) query.set('denoise', options.denoise);
    if (options.sharpen) query.set('sharpen', options.sharpen);
    return this.#request<Upscale>('POST', `/upscale?${query}`, image, {
      ...this.#postHeaders(options),
      'content-type': contentType,
    });
  }

  /** One of your upscales. */
  upscaleOf(id: string): Promise<Upscale> {
    return this.#request<Upscale>('GET', `/upscales/${encodeURIComponent(id)}`);
  }

  /** Polls an upscale until it has succeeded or failed (a 4× enlargement of a 1024 px cover takes minutes). */
  async waitForUpscale(id: string, options: { intervalMs?: number; timeoutMs?: number } = {}): Promise<Upscale> {
    const until = Date.now() + (options.timeoutMs ?? 15 * 60_000);
    for (;;) {
      const upscale = await this.upscaleOf(id);
      if (upscale.status === 'succeeded' || upscale.status === 'failed') return upscale;
      if (Date.now() > until) throw new SoundsleeveError(`Upscale ${id} is still ${upscale.status}.`, 0, 'timeout');
      await sleep(options.intervalMs ?? 2000);
    }
  }

  #postHeaders(options: { wait?: number; idempotencyKey?: string }): Record<string, string> {
    const headers: Record<string, string> = { 'Idempotency-Key': options.idempotencyKey ?? newIdempotencyKey() };
    if (options.wait) headers.Prefer = `wait=${Math.min(30, Math.max(1, Math.round(options.wait)))}`;
    return headers;
  }

  async #request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await this.#options.fetch(`${this.#options.baseUrl}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${this.#options.apiKey}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          body: body === undefined ? undefined : isBytes(body) ? (body as RequestInit['body']) : JSON.stringify(body),
        });
      } catch (err) {
        if (attempt < this.#options.maxRetries) {
          await sleep(500 * 2 ** attempt);
          continue;
        }
        throw new SoundsleeveError(`Could not reach the Soundsleeve API: ${(err as Error).message}`, 0, 'network');
      }
      this.#noteRateLimit(res);
      if (res.ok) return (await res.json()) as T;
      const error = await this.#error(res);
      // A burst refusal or a server error is worth another try; a daily limit (retry after hours) is not.
      const retryable = res.status >= 500 || (res.status === 429 && (error.retryAfter ?? Infinity) <= 5);
      if (!retryable || attempt >= this.#options.maxRetries) throw error;
      await sleep((error.retryAfter ?? 2 ** attempt) * 1000);
    }
  }

  #noteRateLimit(res: Response) {
    const limit = res.headers.get('x-ratelimit-limit');
    const remaining = res.headers.get('x-ratelimit-remaining');
    const reset = res.headers.get('x-ratelimit-reset');
    if (limit && remaining && reset)
      this.rateLimit = { limit: Number(limit), remaining: Number(remaining), reset: new Date(Number(reset) * 1000) };
  }

  async #error(res: Response): Promise<SoundsleeveError> {
    const retryAfter = res.headers.get('retry-after');
    let body: Partial<ApiErrorBody> = {};
    try {
      body = (await res.json()) as ApiErrorBody;
    } catch {
      // Not the API's JSON (a proxy's page): the status says enough.
    }
    return new SoundsleeveError(
      body.error?.message ?? `The API answered HTTP ${res.status}.`,
      res.status,
      body.error?.code ?? 'http_error',
      retryAfter ? Number(retryAfter) : undefined,
    );
  }
}

/** A webhook that failed verification: forged, changed on the way, or replayed. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

export interface WebhookEvent {
  id: string;
  type: 'generation.succeeded' | 'generation.failed';
  created_at: string;
  data: Generation;
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Checks a webhook's `Soundsleeve-Signature` header against the raw body (as received, before parsing) and the key's
 * signing secret (`whsec_…`, shown when the key was made), and refuses a timestamp more than `toleranceSeconds`
 * (default 300) from now, so a captured delivery cannot be replayed later. Returns the event.
 */
export async function verifyWebhook(
  body: string,
  signatureHeader: string | null | undefined,
  secret: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): Promise<WebhookEvent> {
  const parts = new Map(
    (signatureHeader ?? '').split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name, value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isInteger(timestamp) || !given) throw new WebhookVerificationError('The webhook has no valid signature.');
  const age = Math.abs((options.now ?? Date.now()) / 1000 - timestamp);
  if (age > (options.toleranceSeconds ?? 300))
    throw new WebhookVerificationError('The webhook is too old (or from the future): refused as a possible replay.');
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const expected = hex(
    await globalThis.crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestamp}.${body}`)),
  );
  // Compared in full whatever differs first, so the time taken does not tell how much of a guess was right.
  let diff = expected.length ^ given.length;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ (given.charCodeAt(i) || 0);
  if (diff !== 0) throw new WebhookVerificationError('The webhook signature does not match: refused.');
  return JSON.parse(body) as WebhookEvent;
}
