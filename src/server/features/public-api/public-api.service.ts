import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import { STYLES } from '../../../shared/content/styles.ts';
import { TEMPLATES } from '../../../shared/content/templates.ts';
import { sampleImageUrl } from '../../../shared/content/sample-art.ts';
import {
  API_KEYS_PER_ACCOUNT,
  type ApiGenerateRequest,
  type ApiGeneration,
  type ApiKey,
  type ApiResolution,
  type ApiUpscale,
  type ApiUpscaleRequest,
  type CreatedApiKey,
} from '../../../shared/contracts/public-api.ts';
import { LOOK_OF, type GenerationToggle } from '../../../shared/contracts/generation.ts';
import { IDEA_MAX_LENGTH, type Look } from '../../../shared/contracts/scene-brief.ts';
import { API_REQUESTS_PER_SECOND, FREE_API_REQUESTS_PER_DAY, planById } from '../../../shared/plans.ts';
import { AppError } from '../../http/errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import { checkPostTarget, safePost } from '../../providers/http/safe-post.ts';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER, webhookSecretFor } from './webhook-signature.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { GenerationRow, Owner } from '../generations/generations.repo.ts';
import type { GenerationsService } from '../generations/generations.service.ts';
import { LAST_USED_PRECISION_MS, type ApiKeyRow, type PublicApiRepo } from './public-api.repo.ts';
import type { EnhanceSource, EnhancerService } from '../enhancer/enhancer.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { EnhanceRequest, Enhancement } from '../../../shared/contracts/enhance.ts';
import { DownloadError, safeDownload } from '../../providers/http/safe-download.ts';

/** Keys read `ssk_<12 hex>_<43 base64url>`: the prefix finds the key, the rest is 256 random bits. */
const KEY_PATTERN = /^(ssk_[0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;
/** How long a signed image address works. Polling the generation again gives a fresh one. */
export const IMAGE_LINK_TTL_SECONDS = 24 * 60 * 60;
/** How long an `Idempotency-Key` and its first answer are kept. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The longest `Prefer: wait` holds a request open before answering with the generation as it is. */
export const MAX_WAIT_SECONDS = 30;

const TOGGLE_OF: Record<Look, GenerationToggle> = { sonic: 'lovable', photon: 'luma' };
const SIZE_OF: Record<ApiResolution, 1024 | 3000> = { '1024x1024': 1024, '3000x3000': 3000 };
/** The largest image an upscale fetches from an address. */
const UPSCALE_DOWNLOAD_MAX_BYTES = 20 * 1024 * 1024;
const IMAGE_FILE = /^([0-9a-f-]{36})\.(jpg|webp|png)$/;
const size = (s: { width: number; height: number }) => `${s.width}x${s.height}`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Who a request with a key acts for. */
export interface ApiCaller {
  keyId: string;
  userId: string;
}

/** What a request's count left: the headers every keyed answer carries. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Unix seconds when the day's count starts over (midnight UTC). */
  reset: number;
}

export interface PublicApiDeps {
  repo: PublicApiRepo;
  generations: GenerationsService;
  entitlements: EntitlementsService;
  /** The app's secret: image addresses are signed with a key derived from it. */
  secret: string;
  /** Where image addresses point (the app's public URL). */
  publicUrl: string;
  /** The burst limit (API_BURST_PER_SECOND; API_REQUESTS_PER_SECOND by default). */
  perSecond?: number;
  /** Webhook deliveries are jobs. */
  queue: JobQueue;
  /** Upscales are the AI Image Enhancer's jobs, on a cover or an image fetched from an address. */
  enhancer: Pick<EnhancerService, 'start' | 'get' | 'download' | 'ownerOf'>;
  uploads: Pick<UploadsService, 'upload'>;
  /** Tests only: webhooks and upscale downloads to http:// and loopback addresses (OUTBOUND_ALLOW_PRIVATE). */
  allowPrivateAddresses: boolean;
  logger: Logger;
  now?: () => Date;
}

/** How long one webhook delivery waits for the receiver. */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** A delivery job waits this long for a generation to settle before it is tried again later. */
const WEBHOOK_SETTLE_WAIT_MS = 60_000;

/** The public API (docs/decisions/022-public-api.md): keys, limits, generations and their signed image addresses. */
export function publicApiService(deps: PublicApiDeps) {
  const { repo, generations } = deps;
  const now = deps.now ?? (() => new Date());
  const imageKey = createHmac('sha256', deps.secret).update('public-api image links').digest();
  const perSecond = deps.perSecond ?? API_REQUESTS_PER_SECOND;

  const keyView = (row: ApiKeyRow): ApiKey => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  });

  const signature = (file: string, side: number, expires: number) =>
    createHmac('sha256', imageKey).update(`${file}:${side}:${expires}`).digest('base64url');

  /** An image's address (`file`: a generation's .jpg or .webp, an upscale's .png), signed for a day from now. */
  const signedLink = (file: string, side: number) => {
    const expires = Math.floor(now().getTime() / 1000) + IMAGE_LINK_TTL_SECONDS;
    const url = new URL(`/api/v1/images/${file}`, deps.publicUrl);
    url.searchParams.set('size', String(side));
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', signature(file, side, expires));
    return { url: url.toString(), expiresAt: new Date(expires * 1000).toISOString() };
  };

  /** The generation's image address at the size it was asked for. */
  const imageLink = (id: string, resolution: ApiResolution) => {
    const side = SIZE_OF[resolution];
    return signedLink(`${id}.${side === 3000 ? 'jpg' : 'webp'}`, side);
  };

  const upscaleView = (e: Enhancement): ApiUpscale => {
    const link = e.status === 'succeeded' ? signedLink(`${e.id}.png`, e.output.width) : null;
    return {
      id: e.id,
      status: e.status,
      progress: e.progress,
      scale_factor: e.scale,
      original_size: size(e.input),
      new_size: size(e.output),
      upscaled_url: link?.url ?? null,
      expires_at: link?.expiresAt ?? null,
      error: e.error,
      created_at: e.createdAt,
    };
  };

  /** Starts the enhancer on `source`; with `waitSeconds`, answers once it has finished (or then). */
  const startUpscale = async (
    caller: ApiCaller,
    source: EnhanceSource,
    request: EnhanceRequest,
    waitSeconds: number,
  ): Promise<ApiUpscale> => {
    const started = await deps.enhancer.start(owner(caller), source, request);
    const until = Date.now() + waitSeconds * 1000;
    let current = started;
    while (Date.now() < until && (current.status === 'queued' || current.status === 'running')) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      current = await deps.enhancer.get(owner(caller), started.id);
    }
    return upscaleView(current);
  };

  /** What an upscale enlarges: one of the caller's covers (by id, or by an address this API gave), or a download. */
  const upscaleSource = async (caller: ApiCaller, req: ApiUpscaleRequest) => {
    if (req.generation_id) return { kind: 'cover' as const, id: req.generation_id };
    const url = new URL(req.image_url!);
    const ours =
      url.origin === new URL(deps.publicUrl).origin
        ? IMAGE_FILE.exec(url.pathname.replace('/api/v1/images/', ''))
        : null;
    if (ours && url.pathname.startsWith('/api/v1/images/') && ours[2] !== 'png')
      return { kind: 'cover' as const, id: ours[1]! };
    let bytes: Buffer;
    try {
      ({ bytes } = await safeDownload(url.toString(), {
        allowPrivate: deps.allowPrivateAddresses,
        maxBytes: UPSCALE_DOWNLOAD_MAX_BYTES,
        timeoutMs: 15_000,
        contentType: /^image\/(png|jpeg|webp)$/,
      }));
    } catch (err) {
      if (err instanceof DownloadError)
        throw new AppError(400, ERROR_CODES.invalidImage, `image_url could not be used: ${err.message}`);
      throw err;
    }
    const upload = await deps.uploads.upload(owner(caller), bytes, 'enhance');
    return { kind: 'upload' as const, id: upload.id };
  };

  const view = (row: GenerationRow, resolution: ApiResolution): ApiGeneration => {
    const link = row.status === 'succeeded' ? imageLink(row.id, resolution) : null;
    const charged = row.status !== 'failed' && row.paidWith === 'credit';
    return {
      id: row.id,
      status: row.status,
      prompt: row.prompt,
      refined_prompt: row.refinedPrompt,
      look: LOOK_OF[row.provider],
      seed: row.seed,
      resolution,
      image_url: link?.url ?? null,
      expires_at: link?.expiresAt ?? null,
      credits_used: charged ? 1 : 0,
      generation_time: row.finishedAt
        ? Math.round((row.finishedAt.getTime() - row.createdAt.getTime()) / 100) / 10
        : null,
      error: row.status === 'failed' ? (row.error ?? 'The cover could not be drawn.') : null,
      created_at: row.createdAt.toISOString(),
    };
  };

  const owner = (caller: ApiCaller): Owner => ({ kind: 'user', userId: caller.userId });

  /** One of the caller's API generations, or a 404 (another account's looks the same as none). */
  const apiGeneration = async (caller: ApiCaller, id: string) => {
    const record = /^[0-9a-f-]{36}$/.test(id) ? await repo.generation(id) : null;
    if (!record) throw new AppError(404, ERROR_CODES.notFound, `No generation ${id} was made with your API keys.`);
    // generations.get refuses another owner's generation with the same 404 as a missing one.
    const row = await generations.get(owner(caller), id).catch(() => null);
    if (!row) throw new AppError(404, ERROR_CODES.notFound, `No generation ${id} was made with your API keys.`);
    return { row, record };
  };

  return {
    async createKey(userId: string, name: string): Promise<CreatedApiKey> {
      const id = randomUUID();
      const prefix = `ssk_${randomBytes(6).toString('hex')}`;
      const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
      const row = await repo.insertKey({ id, userId, name, prefix, hash: sha256(secret) }, API_KEYS_PER_ACCOUNT);
      if (!row)
        throw new AppError(
          409,
          ERROR_CODES.conflict,
          `You have ${API_KEYS_PER_ACCOUNT} API keys, the most one account may hold. Revoke one you no longer use first.`,
        );
      return { key: keyView(row), secret, webhookSecret: webhookSecretFor(deps.secret, id) };
    },

    async listKeys(userId: string): Promise<ApiKey[]> {
      return (await repo.liveKeys(userId)).map(keyView);
    },

    async revokeKey(userId: string, id: string): Promise<void> {
      if (!/^[0-9a-f-]{36}$/.test(id) || !(await repo.revokeKey(userId, id)))
        throw new AppError(404, ERROR_CODES.notFound, 'No such API key (it may be revoked already).');
    },

    /** The caller behind `Authorization: Bearer <key>`, or a 401 saying what is wrong. */
    async authenticate(authorization: string | undefined): Promise<ApiCaller> {
      const token = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
      if (!token)
        throw new AppError(
          401,
          ERROR_CODES.unauthorized,
          'Send your API key as "Authorization: Bearer <key>". Create one on your profile, under API keys.',
        );
      const prefix = KEY_PATTERN.exec(token)?.[1];
      const row = prefix ? await repo.keyByPrefix(prefix) : null;
      const expected = row ? Buffer.from(row.hash, 'hex') : null;
      if (!row || !expected || !timingSafeEqual(expected, Buffer.from(sha256(token), 'hex')))
        throw new AppError(401, ERROR_CODES.unauthorized, 'This API key is not valid or has been revoked.');
      // The row just read says when the key was last noted: most requests need no write (nor a query) for it.
      const at = now();
      if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS)
        await repo.touchKey(row.id, at);
      return { keyId: row.id, userId: row.userId };
    },

    /**
     * Counts a request against the owner's daily and per-second limits. Over either, a 429 whose `retryAfter` says
     * when to try again; either way the state for the rate-limit headers.
     */
    async count(caller: ApiCaller): Promise<RateLimitState & { refused?: { retryAfter: number; message: string } }> {
      const at = now();
      const plan = await deps.entitlements.planOf(owner(caller));
      const perDay = plan ? planById(plan)!.apiRequestsPerDay : FREE_API_REQUESTS_PER_DAY;
      const day = at.toISOString().slice(0, 10);
      const second = Math.floor(at.getTime() / 1000);
      const reset = Math.floor(Date.parse(`${day}T00:00:00Z`) / 1000) + 86_400;
      const counted = await repo.countRequest(caller.userId, day, second, { perDay, perSecond });
      const state = { limit: perDay, remaining: Math.max(0, perDay - counted.requests), reset };
      if (counted.ok) return state;
      if (counted.over === 'day')
        return {
          ...state,
          refused: {
            retryAfter: reset - second,
            message: `Your keys have made ${perDay} requests today, your plan's daily limit. It resets at midnight UTC.`,
          },
        };
      return {
        ...state,
        refused: {
          retryAfter: 1,
          message: `Slow down: your keys may make ${perSecond} requests a second. Try again in a second.`,
        },
      };
    },

    /** Removes the kept answers of Idempotency-Keys older than the window (they would never be replayed). */
    async forgetIdempotentAnswers(): Promise<number> {
      return repo.sweepIdempotent(new Date(now().getTime() - IDEMPOTENCY_WINDOW_MS));
    },

    styles() {
      return { styles: STYLES.map((s) => ({ id: s.slug, name: s.name, look: s.art.look })) };
    },

    templates() {
      return {
        templates: TEMPLATES.map((t) => ({
          id: t.slug,
          name: t.title,
          prompt: t.prompt,
          preview: new URL(sampleImageUrl(t.art), deps.publicUrl).toString(),
        })),
      };
    },

    /** Charges and queues a generation for the key's owner; with `waitSeconds`, answers once it settles (or then). */
    async generate(caller: ApiCaller, req: ApiGenerateRequest, waitSeconds: number): Promise<ApiGeneration> {
      // Refused now, before anything is charged, rather than found undeliverable once the cover is drawn.
      const webhookProblem =
        req.webhook_url && (await checkPostTarget(req.webhook_url, { allowPrivate: deps.allowPrivateAddresses }));
      if (webhookProblem)
        throw new AppError(
          400,
          ERROR_CODES.validation,
          `webhook_url must be a public https address: ${webhookProblem}`,
        );
      const preset = req.style ? STYLES.find((s) => s.slug === req.style) : undefined;
      // A preset style adds its words to the idea (after it: the idea's own colours lead) and brings its look;
      // anything else is the id of a custom style, checked by the generator like the page's.
      const idea = preset ? `${req.prompt}, ${preset.art.prompt}`.slice(0, IDEA_MAX_LENGTH) : req.prompt;
      const look: Look = req.look ?? preset?.art.look ?? 'sonic';
      let brief;
      if (req.title || req.artist) {
        brief = { ...(await generations.enhance(idea)).brief };
        if (req.title) brief.title = req.title;
        if (req.artist) brief.artist = req.artist;
      }
      const { id } = await generations.submit(owner(caller), {
        prompt: idea,
        provider: TOGGLE_OF[look],
        ...(req.seed !== undefined ? { seed: req.seed } : {}),
        ...(brief ? { brief } : {}),
        ...(req.style && !preset ? { styleId: req.style } : {}),
      });
      await repo.insertGeneration({
        generationId: id,
        keyId: caller.keyId,
        resolution: req.resolution,
        webhookUrl: req.webhook_url ?? null,
      });
      // The delivery job waits for the outcome itself: the generation may settle before or after it runs.
      if (req.webhook_url)
        await deps.queue.enqueueWebhook({ generationId: id }).catch((err: unknown) => {
          deps.logger.error({ err, id }, 'a webhook delivery could not be queued');
        });
      if (waitSeconds > 0) await generations.settled(id, waitSeconds * 1000);
      return this.generation(caller, id);
    },

    async generation(caller: ApiCaller, id: string): Promise<ApiGeneration> {
      const { row, record } = await apiGeneration(caller, id);
      return view(row, record.resolution as ApiResolution);
    },

    /**
     * The webhook job: once the generation has settled, POSTs its outcome, signed with its key's secret, to the
     * address it asked for. Throws (so the queue tries again, with backoff) until the receiver answers 2xx; an address
     * the outbound policy refuses is given up at once.
     */
    async deliverWebhook(generationId: string): Promise<void> {
      const record = await repo.generation(generationId);
      if (!record?.webhookUrl || record.webhookDeliveredAt) return;
      const owner = await generations.ownerOf(generationId);
      if (!owner?.userId) return;
      const who: Owner = { kind: 'user', userId: owner.userId };
      let row = await generations.get(who, generationId);
      if (row.status !== 'succeeded' && row.status !== 'failed') {
        row = (await generations.settled(generationId, WEBHOOK_SETTLE_WAIT_MS)) ?? row;
        if (row.status !== 'succeeded' && row.status !== 'failed')
          throw new Error(`generation ${generationId} has not settled yet; its webhook waits`);
      }
      const sentAt = now();
      const body = JSON.stringify({
        id: `evt_${generationId}`,
        type: `generation.${row.status}`,
        created_at: sentAt.toISOString(),
        data: view(row, record.resolution as ApiResolution),
      });
      const timestamp = Math.floor(sentAt.getTime() / 1000);
      let status: number;
      try {
        ({ status } = await safePost(
          record.webhookUrl,
          body,
          {
            'content-type': 'application/json',
            'user-agent': 'Soundsleeve-Webhooks/1.0',
            [WEBHOOK_SIGNATURE_HEADER]: signWebhook(webhookSecretFor(deps.secret, record.keyId), timestamp, body),
          },
          { allowPrivate: deps.allowPrivateAddresses, timeoutMs: WEBHOOK_TIMEOUT_MS },
        ));
      } catch (err) {
        await repo.webhookAttempted(generationId, false);
        if ((err as { blocked?: boolean }).blocked) {
          deps.logger.warn({ generationId, err }, 'a webhook address was refused by the outbound policy; not retried');
          return;
        }
        throw err;
      }
      await repo.webhookAttempted(generationId, status >= 200 && status < 300);
      if (status < 200 || status >= 300) throw new Error(`the webhook receiver answered HTTP ${status}`);
    },

    /**
     * Starts an upscale (the AI Image Enhancer, which the owner's plan must include); with `waitSeconds`, answers
     * once it has finished (or then).
     */
    async upscale(caller: ApiCaller, req: ApiUpscaleRequest, waitSeconds: number): Promise<ApiUpscale> {
      const source = await upscaleSource(caller, req);
      const request = { scale: req.scale_factor, denoise: req.denoise, sharpen: req.sharpen };
      return startUpscale(caller, source, request, waitSeconds);
    },

    /** An upscale of the image sent as the request's body. */
    async upscaleUpload(
      caller: ApiCaller,
      bytes: Buffer,
      request: EnhanceRequest,
      waitSeconds: number,
    ): Promise<ApiUpscale> {
      const upload = await deps.uploads.upload(owner(caller), bytes, 'enhance');
      return startUpscale(caller, { kind: 'upload', id: upload.id }, request, waitSeconds);
    },

    async upscaleOf(caller: ApiCaller, id: string): Promise<ApiUpscale> {
      if (!/^[0-9a-f-]{36}$/.test(id)) throw new AppError(404, ERROR_CODES.notFound, 'There is no such upscale.');
      return upscaleView(await deps.enhancer.get(owner(caller), id));
    },

    /** The bytes behind a signed image address; a 403 once it has expired or when it was not signed here. */
    async image(file: string, query: { size: number; expires: number; signature: string }) {
      const match = IMAGE_FILE.exec(file);
      if (!match) throw new AppError(404, ERROR_CODES.notFound, 'No such image.');
      const expected = Buffer.from(signature(file, query.size, query.expires));
      const given = Buffer.from(query.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        throw new AppError(
          403,
          ERROR_CODES.forbidden,
          'This image address is not valid. Ask the API for the generation again.',
        );
      if (query.expires * 1000 < now().getTime())
        throw new AppError(
          403,
          ERROR_CODES.forbidden,
          'This image address has expired. GET the generation again for a fresh one.',
        );
      const [, id, ext] = match as unknown as [string, string, string];
      if (ext === 'png') {
        const userId = await deps.enhancer.ownerOf(id);
        if (!userId) throw new AppError(404, ERROR_CODES.notFound, 'This image no longer exists.');
        const file = await deps.enhancer.download({ kind: 'user', userId }, id);
        return { bytes: file.bytes, contentType: 'image/png' };
      }
      const row = await generations.ownerOf(id);
      if (!row?.userId) throw new AppError(404, ERROR_CODES.notFound, 'This image no longer exists.');
      const who: Owner = { kind: 'user', userId: row.userId };
      if (ext === 'webp') {
        const object = await generations.image(who, id, 'preview');
        return { bytes: object.body, contentType: object.contentType };
      }
      const download = await generations.download(who, id, 'jpeg');
      return { bytes: download.bytes, contentType: 'image/jpeg' };
    },
  };
}

export type PublicApiService = ReturnType<typeof publicApiService>;
