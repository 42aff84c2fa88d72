import { createHash } from 'node:crypto';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { ERROR_CODES } from '../../../shared/api-error.ts';
import {
  apiErrorBodySchema,
  apiGenerateRequestSchema,
  apiGenerationSchema,
  apiStylesSchema,
  apiTemplatesSchema,
  apiUpscaleRequestSchema,
  apiUpscaleSchema,
  type ApiUpscaleRequest,
} from '../../../shared/contracts/public-api.ts';
import { API_REQUESTS_PER_SECOND, FREE_API_REQUESTS_PER_DAY, PLANS } from '../../../shared/plans.ts';
import { ENHANCE_LEVELS } from '../../../shared/contracts/enhance.ts';
import { TOOL_UPLOAD_MAX_BYTES } from '../../../shared/contracts/uploads.ts';
import { imageBody } from '../../http/image-body.ts';
import { AppError, errorBody } from '../../http/errors.ts';
import { describeIssue } from '../../http/validate.ts';
import {
  IDEMPOTENCY_WINDOW_MS,
  MAX_WAIT_SECONDS,
  type ApiCaller,
  type PublicApiService,
} from './public-api.service.ts';
import type { PublicApiRepo } from './public-api.repo.ts';

declare module 'hono' {
  interface ContextVariableMap {
    apiCaller: ApiCaller;
  }
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorBodySchema } },
});

const rateLimitHeaders = z.object({
  'X-RateLimit-Limit': z.string().meta({ description: 'Requests a day your keys may make together.' }),
  'X-RateLimit-Remaining': z.string().meta({ description: 'Requests left today.' }),
  'X-RateLimit-Reset': z.string().meta({ description: 'Unix time (seconds) when the count starts over.' }),
});

/** Errors every keyed endpoint may answer with. */
const keyedErrors = {
  401: errorResponse('No API key, or one that is not valid or was revoked.'),
  429: {
    ...errorResponse("Over the plan's daily limit or the per-second burst limit; `Retry-After` says when to retry."),
    headers: z.object({ 'Retry-After': z.string() }),
  },
};

const idParam = z.object({
  id: z.string().meta({ param: { name: 'id', in: 'path' }, example: '0b9f2f1e-4c1a-4d6e-9a43-5f2d1c7b8e90' }),
});

const generateRoute = createRoute({
  method: 'post',
  path: '/generate',
  summary: 'Generate album art',
  description:
    'Turns a written idea into a square cover, charged like the Generate page (one credit, or the plan). Answers at ' +
    'once with the generation queued; send `Prefer: wait` (or `wait=N` seconds, up to 30) to be answered when the ' +
    'cover is ready. Send an `Idempotency-Key` to retry safely: the same key and body within 24 hours return the ' +
    'first answer and are charged once.',
  request: {
    headers: z.object({
      'Idempotency-Key': z.string().max(200).optional(),
      Prefer: z.string().optional().meta({ example: 'wait=10' }),
    }),
    body: { required: true, content: { 'application/json': { schema: apiGenerateRequestSchema } } },
  },
  responses: {
    200: {
      description: 'The cover, finished or failed (answered after waiting).',
      headers: rateLimitHeaders,
      content: { 'application/json': { schema: apiGenerationSchema } },
    },
    202: {
      description: 'Queued or drawing: poll GET /generations/{id}, or wait for the webhook.',
      headers: rateLimitHeaders,
      content: { 'application/json': { schema: apiGenerationSchema } },
    },
    400: errorResponse('The request is not valid; the message names the field.'),
    402: errorResponse('No credits left: choose a plan to keep generating.'),
    403: errorResponse('The style is one of your own and your plan does not include custom styles.'),
    404: errorResponse('No style with this id.'),
    409: errorResponse('A request with this Idempotency-Key is still being answered.'),
    415: errorResponse('The body is not JSON.'),
    422: errorResponse('This Idempotency-Key was used with a different request.'),
    503: errorResponse('The generation could not be started; nothing was charged. Retry.'),
    ...keyedErrors,
  },
});

const generationRoute = createRoute({
  method: 'get',
  path: '/generations/{id}',
  summary: 'Get a generation',
  description: 'One generation made with your keys; once it succeeded, `image_url` is a signed address valid 24 hours.',
  request: { params: idParam },
  responses: {
    200: {
      description: 'The generation.',
      headers: rateLimitHeaders,
      content: { 'application/json': { schema: apiGenerationSchema } },
    },
    404: errorResponse('No generation with this id was made with your keys.'),
    ...keyedErrors,
  },
});

const stylesRoute = createRoute({
  method: 'get',
  path: '/styles',
  summary: 'List styles',
  description: 'The style presets you can pass as `style` when generating.',
  responses: {
    200: {
      description: 'Every style.',
      headers: rateLimitHeaders,
      content: { 'application/json': { schema: apiStylesSchema } },
    },
    ...keyedErrors,
  },
});

const templatesRoute = createRoute({
  method: 'get',
  path: '/templates',
  summary: 'List templates',
  description: 'Ready-made ideas, each with a preview image; send one’s `prompt` to /generate.',
  responses: {
    200: {
      description: 'Every template.',
      headers: rateLimitHeaders,
      content: { 'application/json': { schema: apiTemplatesSchema } },
    },
    ...keyedErrors,
  },
});

const binary = z.string().meta({ format: 'binary' });

/** The query of an upscale whose body is the image itself (with a JSON body it is empty). */
const upscaleUploadQuery = z.object({
  scale_factor: z.enum(['2', '4'], { error: 'scale_factor must be 2 or 4.' }).optional(),
  denoise: z.enum(ENHANCE_LEVELS, { error: 'denoise must be off, light or strong.' }).optional(),
  sharpen: z.enum(ENHANCE_LEVELS, { error: 'sharpen must be off, light or strong.' }).optional(),
});

const upscaleRoute = createRoute({
  method: 'post',
  path: '/upscale',
  summary: 'Upscale an image',
  description:
    'Enlarges one of your covers, or an image at an address (PNG, JPEG or WebP up to 1024 px a side), 2× or 4× with ' +
    'the AI Image Enhancer (included in the Pro and Studio plans; one at a time per account). It runs as a job: ' +
    'answered at once, or with `Prefer: wait=N` (up to 30 s) once it is done; poll GET /upscales/{id}. A 1024 px ' +
    'cover takes minutes at 4×.',
  request: {
    headers: z.object({ 'Idempotency-Key': z.string().max(200).optional(), Prefer: z.string().optional() }),
    query: upscaleUploadQuery,
    body: {
      description:
        'JSON naming the image, or the image itself (PNG, JPEG or WebP up to 20 MB, sent as its own type) with ' +
        '`scale_factor` (and `denoise`, `sharpen`) in the query.',
      content: {
        'application/json': { schema: apiUpscaleRequestSchema },
        'image/png': { schema: binary },
        'image/jpeg': { schema: binary },
        'image/webp': { schema: binary },
      },
    },
  },
  responses: {
    200: {
      description: 'Finished or failed (answered after waiting).',
      headers: rateLimitHeaders,
      content: { 'application/json': { schema: apiUpscaleSchema } },
    },
    202: {
      description: 'Queued or running: poll GET /upscales/{id}.',
      headers: rateLimitHeaders,
      content: { 'application/json': { schema: apiUpscaleSchema } },
    },
    400: errorResponse('The request is not valid, or the image at image_url cannot be used (the message says why).'),
    403: errorResponse('Your plan does not include the AI Image Enhancer (Pro and Studio do).'),
    404: errorResponse('No such cover of yours.'),
    409: errorResponse('An upscale of yours is already running, or this Idempotency-Key’s request still is.'),
    413: errorResponse('The image is larger than 20 MB.'),
    415: errorResponse('The body is neither JSON nor a PNG, JPEG or WebP image.'),
    422: errorResponse('This Idempotency-Key was used with a different request.'),
    ...keyedErrors,
  },
});

const upscaleStatusRoute = createRoute({
  method: 'get',
  path: '/upscales/{id}',
  summary: 'Get an upscale',
  description: 'One of your upscales; once it succeeded, `upscaled_url` is a signed PNG address valid 24 hours.',
  request: { params: idParam },
  responses: {
    200: {
      description: 'The upscale.',
      headers: rateLimitHeaders,
      content: { 'application/json': { schema: apiUpscaleSchema } },
    },
    404: errorResponse('No upscale of yours with this id.'),
    ...keyedErrors,
  },
});

const imageQuery = z.object({
  size: z.string().regex(/^\d{1,5}$/, 'size must be the side in pixels.'),
  expires: z.string().regex(/^\d{1,12}$/, 'expires must be a Unix time.'),
  signature: z.string().max(100),
});

const imageRoute = createRoute({
  method: 'get',
  path: '/images/{file}',
  summary: 'A generated image',
  security: [],
  description:
    'The signed, expiring address a generation’s `image_url` gives. Needs no key: the signature is the permission.',
  request: {
    params: z.object({ file: z.string().meta({ param: { name: 'file', in: 'path' }, example: '0b9f….jpg' }) }),
    query: imageQuery,
  },
  responses: {
    200: {
      description: 'The image: a 3000² sRGB JPEG, the 1024² WebP preview, or an upscale’s PNG.',
      content: {
        'image/jpeg': { schema: z.string().meta({ format: 'binary' }) },
        'image/webp': { schema: z.string().meta({ format: 'binary' }) },
        'image/png': { schema: z.string().meta({ format: 'binary' }) },
      },
    },
    403: errorResponse('The address has expired or was not signed by this server.'),
    404: errorResponse('The image no longer exists.'),
  },
});

/** The OpenAPI document's opening: what the API is, and how keys, limits, errors and idempotency work. */
export function openApiInfo(origin: string) {
  const limits = PLANS.map((p) => `${p.name} ${p.apiRequestsPerDay}`).join(', ');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Soundsleeve API',
      version: '1.0.0',
      description:
        'Album covers from your own apps. Authenticate with an API key from your profile as ' +
        '`Authorization: Bearer <key>`. A key acts for its owner: their credits and plan. Requests a day per account: ' +
        `${limits}; accounts without a plan ${FREE_API_REQUESTS_PER_DAY}; at most ${API_REQUESTS_PER_SECOND} a second. ` +
        'Every error answers `{ "error": { "code", "message" } }`.',
    },
    servers: [{ url: `${origin}/api/v1` }],
    security: [{ apiKey: [] }],
  };
}

/** An upscale whose body is the image itself. */
const isImageUpscale = (c: Context) =>
  c.req.path.endsWith('/upscale') && /^image\/(png|jpeg|webp)\b/i.test(c.req.header('content-type') ?? '');

/**
 * JSON bodies are read here first, so a wrong type or broken JSON gets the app's own 415 and 400 (the validator
 * would otherwise see an empty body and name a missing field).
 */
const jsonBodies: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'POST' || isImageUpscale(c)) return next();
  if (!/^application\/(.+\+)?json\b/i.test(c.req.header('content-type') ?? ''))
    throw new AppError(
      415,
      ERROR_CODES.unsupportedMediaType,
      c.req.path.endsWith('/upscale')
        ? 'Send the request body as JSON (Content-Type: application/json), or a PNG, JPEG or WebP image as its own type.'
        : 'Send the request body as JSON (Content-Type: application/json).',
    );
  try {
    JSON.parse(await c.req.text());
  } catch {
    throw new AppError(400, ERROR_CODES.invalidJson, 'The request body is not valid JSON.');
  }
  return next();
};

/**
 * `Idempotency-Key` on a POST: the first request with a key is answered and its answer kept for 24 hours; a retry
 * with the same key and body gets that answer (and is not charged again); the same key with another body is a 422;
 * a retry while the first is still running is a 409. A 5xx is not kept, so a failed request can be retried.
 */
function idempotency(repo: PublicApiRepo): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || key === undefined) return next();
    if (!/^[\x21-\x7e]{1,200}$/.test(key))
      throw new AppError(
        400,
        ERROR_CODES.validation,
        'Idempotency-Key must be 1 to 200 visible ASCII characters (a UUID works well).',
      );
    const { userId } = c.get('apiCaller');
    const hash = createHash('sha256')
      .update(`${c.req.method} ${c.req.path}?${new URL(c.req.url).search}\n`)
      .update(new Uint8Array(await c.req.arrayBuffer()))
      .digest('hex');
    const claim = await repo.claimIdempotent(userId, key, hash, new Date(Date.now() - IDEMPOTENCY_WINDOW_MS));
    if (claim.state === 'mismatch')
      throw new AppError(
        422,
        ERROR_CODES.idempotencyMismatch,
        'This Idempotency-Key was used with a different request. Use a new key for a new request.',
      );
    if (claim.state === 'running')
      throw new AppError(
        409,
        ERROR_CODES.conflict,
        'A request with this Idempotency-Key is still being answered. Retry in a moment.',
      );
    if (claim.state === 'done') {
      c.header('Idempotent-Replayed', 'true');
      return c.json(claim.response as object, claim.status as 200);
    }
    // A route's error has been made its answer by now (Hono answers errors where they are thrown).
    await next();
    if (c.res.status >= 500) await repo.releaseIdempotent(userId, key);
    else await repo.settleIdempotent(userId, key, c.res.status, await c.res.clone().json());
  };
}

/** Seconds asked for with `Prefer: wait` (30) or `Prefer: wait=N`; 0 without. */
function waitSeconds(prefer: string | undefined): number {
  const match = prefer?.match(/(?:^|[,;\s])wait(?:=(\d+))?(?=$|[,;\s])/i);
  if (!match) return 0;
  return Math.min(MAX_WAIT_SECONDS, match[1] === undefined ? MAX_WAIT_SECONDS : Number(match[1]));
}

/**
 * The OpenAPI document of the routes below, for `origin` ('' for paths relative to the site). It depends only on the
 * route definitions, so it is made without services: the API docs page is built from it (scripts/write-openapi.ts).
 */
export function openApiDocument(origin: string) {
  const unused = undefined as never;
  return publicApiRoutes(unused, unused, origin).getOpenAPI31Document(openApiInfo(origin));
}

/** /api/v1: the public API (docs/decisions/022-public-api.md). Keyed, limited, described by its OpenAPI document. */
export function publicApiRoutes(api: PublicApiService, repo: PublicApiRepo, origin: string) {
  const routes = new OpenAPIHono({
    // Schema failures answer in the app's one error shape, naming the field.
    defaultHook: (result) => {
      if (!result.success) throw new AppError(400, ERROR_CODES.validation, describeIssue(result.error));
    },
  });
  routes.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key from your profile (ssk_…).',
  });

  const document = () => routes.getOpenAPI31Document(openApiInfo(origin));
  let cached: ReturnType<typeof document> | undefined;
  routes.get('/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json((cached ??= document()));
  });

  routes.openapi(imageRoute, async (c) => {
    const { size, expires, signature } = c.req.valid('query');
    const image = await api.image(c.req.param('file'), { size: Number(size), expires: Number(expires), signature });
    c.header('Content-Type', image.contentType);
    // The bytes never change for an address; keep them no longer than the address works.
    c.header('Cache-Control', `private, max-age=${Math.max(0, Number(expires) - Math.floor(Date.now() / 1000))}`);
    return c.body(new Uint8Array(image.bytes)) as never;
  });

  // Everything below needs a key, and counts against its owner's limits.
  routes.use('*', async (c: Context, next) => {
    const caller = await api.authenticate(c.req.header('authorization'));
    c.set('apiCaller', caller);
    const state = await api.count(caller);
    const setHeaders = () => {
      c.header('X-RateLimit-Limit', String(state.limit));
      c.header('X-RateLimit-Remaining', String(state.remaining));
      c.header('X-RateLimit-Reset', String(state.reset));
    };
    setHeaders();
    if (state.refused) {
      c.header('Retry-After', String(state.refused.retryAfter));
      return c.json(errorBody(ERROR_CODES.tooManyRequests, state.refused.message), 429);
    }
    await next();
    // An error answer was built as a new response: carry the headers onto it too.
    if (!c.res.headers.has('X-RateLimit-Limit')) setHeaders();
  });
  // An image body's size is limited before anything reads it (the idempotency check reads every body).
  const upload = imageBody(TOOL_UPLOAD_MAX_BYTES);
  routes.use('/upscale', (c, next) => (isImageUpscale(c) ? upload.limit(c, next) : next()));
  routes.use('*', jsonBodies);
  routes.use('*', idempotency(repo));

  routes.openapi(stylesRoute, (c) => c.json(api.styles(), 200));
  routes.openapi(templatesRoute, (c) => c.json(api.templates(), 200));

  routes.openapi(generateRoute, async (c) => {
    const generation = await api.generate(c.get('apiCaller'), c.req.valid('json'), waitSeconds(c.req.header('prefer')));
    const done = generation.status === 'succeeded' || generation.status === 'failed';
    return c.json(generation, done ? 200 : 202);
  });

  routes.openapi(upscaleRoute, async (c) => {
    const wait = waitSeconds(c.req.header('prefer'));
    const caller = c.get('apiCaller');
    let upscale;
    if (isImageUpscale(c)) {
      const query = c.req.valid('query');
      if (!query.scale_factor)
        throw new AppError(400, ERROR_CODES.validation, 'Send scale_factor (2 or 4) in the query with an image body.');
      const bytes = await upload.read(c);
      upscale = await api.upscaleUpload(
        caller,
        bytes,
        {
          scale: Number(query.scale_factor) as 2 | 4,
          denoise: query.denoise ?? 'off',
          sharpen: query.sharpen ?? 'off',
        },
        wait,
      );
    } else {
      upscale = await api.upscale(caller, c.req.valid('json') as ApiUpscaleRequest, wait);
    }
    return c.json(upscale, upscale.status === 'succeeded' || upscale.status === 'failed' ? 200 : 202);
  });

  routes.openapi(upscaleStatusRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await api.upscaleOf(c.get('apiCaller'), c.req.valid('param').id), 200);
  });

  routes.openapi(generationRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await api.generation(c.get('apiCaller'), c.req.valid('param').id), 200);
  });

  return routes;
}
