import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { rejectUnstorableText } from './http/storable-text.ts';
import { sameOrigin } from './http/same-origin.ts';
import { ERROR_CODES } from '../shared/api-error.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Logger } from './logger.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { currentUser } from './features/auth/current-user.ts';
import { creditsRoutes } from './features/credits/credits.routes.ts';
import { mockupsRoutes } from './features/mockups/mockups.routes.ts';
import { toneRoutes } from './features/tone/tone.routes.ts';
import { enhancerRoutes } from './features/enhancer/enhancer.routes.ts';
import { logosRoutes } from './features/logos/logos.routes.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { eventsRoutes, generationsRoutes } from './features/generations/generations.routes.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { galleryRoutes } from './features/gallery/gallery.routes.ts';
import { stylesRoutes } from './features/styles/styles.routes.ts';
import { moodboardsRoutes } from './features/moodboards/moodboards.routes.ts';
import { galleryPageRender } from './features/gallery/gallery-page-render.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { samplesRoutes } from './features/samples/samples.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { publicApiRoutes } from './features/public-api/public-api.routes.ts';
import type { Services } from './services.ts';
import { answerError, jsonError } from './http/errors.ts';
import { bodyLimit } from './http/body-limit.ts';
import { requestEnvelope } from './http/request-envelope.ts';
import { webAppRoutes } from './http/web-app.ts';

const varyOnEncoding: MiddlewareHandler = async (c, next) => {
  c.header('Vary', 'Accept-Encoding');
  await next();
};

export interface AppDeps {
  config: Config;
  logger: Logger;
  db: Database;
  services: Services;
  /** Extra API routes mounted under /api (used by tests to exercise the shared HTTP behaviour). */
  extraApiRoutes?: (api: Hono) => void;
}

const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Largest JSON body any API route accepts; uploads get their own, larger limit where they live. */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

export function createApp({ config, logger, db, services, extraApiRoutes }: AppDeps) {
  const app = new Hono();

  app.use('*', requestEnvelope({ logger, https: config.publicUrl.startsWith('https:') }));

  // Health is polled by load balancers many times a second: answered before the API's middlewares (body limits, the
  // storable-text guard, caches, the cross-site check), which a GET with no body, cookie or input never needs.
  app.route('/api/health', healthRoutes(db));

  const api = new Hono();
  const IMAGE_UPLOADS = new Set(['/api/profile/avatar', '/api/uploads']);
  const jsonBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: (c) => jsonError(c, 413, ERROR_CODES.payloadTooLarge, 'The request body is larger than 1 MB.'),
  });
  // Only requests that carry a body are measured: looking at the body makes the server build a full Request,
  // which cost a GET more than its whole answer. Image uploads carry image bytes and have their own limits
  // (profile.routes.ts, uploads.routes.ts, and the public API's upscale of an image sent as the body).
  const imageUpload = (c: Context) =>
    IMAGE_UPLOADS.has(c.req.path) ||
    (c.req.path === '/api/v1/upscale' && /^image\//i.test(c.req.header('content-type') ?? ''));
  api.use('*', (c, next) => (BODILESS.has(c.req.method) || imageUpload(c) ? next() : jsonBodyLimit(c, next)));
  api.use('*', rejectUnstorableText());
  // Signed-in reads are cached per user (db/user-cache.ts); whatever a request of this process changed, its
  // caches start over once the request is answered, so the next request reads it. Other processes learn of it from
  // the database's notifications.
  api.use('*', async (c, next) => {
    try {
      await next();
    } finally {
      if (!BODILESS.has(c.req.method)) services.userChanges.wrote();
    }
  });
  // Static files and pages are compressed at build time; of the API's answers only the lists are large enough to
  // be worth compressing (the rest are under a kilobyte, where gzip costs more than it saves).
  // Vary is named before the answer is made: compress() would otherwise add it to the finished answer, and Hono
  // rebuilds an answer whose headers change after it is made around a stream of its body, which tripled the cost
  // of writing it (a CPU profile of /api/gallery under load).
  const compressLists = [varyOnEncoding, compress()] as const;
  api.use('/gallery', ...compressLists);
  api.use('/generations', ...compressLists);
  // Payment providers call their webhooks from their own servers, signed; they are not the app's pages.
  api.use(
    '*',
    sameOrigin(config.appOrigins, (path) => path.startsWith('/api/payments/webhooks/')),
  );
  api.route('/auth', authRoutes(services.auth, db, config));
  // The public API authenticates with its own keys, before (and instead of) the session lookup below.
  api.route('/v1', publicApiRoutes(services.publicApi, services.publicApiRepo, new URL(config.publicUrl).origin));
  api.use('*', currentUser(services.auth, db, new URL(config.publicUrl).origin, services.userChanges));
  api.route('/me', creditsRoutes(services.credits));
  api.route('/', generationsRoutes({ ...services, trustProxy: config.trustProxy }));
  api.route('/payments', paymentsRoutes(services.payments));
  api.route('/mockups', mockupsRoutes(services.mockups));
  api.route('/uploads', uploadsRoutes(services.uploads));
  api.route('/tools/tone', toneRoutes(services.tone));
  api.route('/tools/enhancer', enhancerRoutes(services.enhancer));
  api.route('/tools/logos', logosRoutes(services.logos));
  api.route('/gallery', galleryRoutes(services.gallery));
  api.route('/styles', stylesRoutes(services.styles));
  api.route('/moodboards', moodboardsRoutes(services.moodboards));
  api.route('/samples', samplesRoutes(services.samples));
  api.route('/profile', profileRoutes(services.profile, services.publicApi));
  api.route('/', contactRoutes(services.contact, db, config));
  api.route('/events', eventsRoutes({ subscribe: services.events.subscribe, guests: services.guests }));
  extraApiRoutes?.(api);
  api.all('*', (c) => jsonError(c, 404, ERROR_CODES.notFound, `No API endpoint at ${c.req.method} ${c.req.path}.`));
  // The keys that verify our access tokens, where JWT libraries look for them.
  app.get('/.well-known/jwks.json', async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await services.auth.api.getJwks());
  });

  const web = webAppRoutes(config.webDistDir, {
    '/gallery': galleryPageRender(services.gallery, services.pageRenderer, logger),
  });
  // "/api" itself is a page (the API docs); only paths below it are the JSON API.
  app.on(['GET', 'HEAD'], '/api', (c) => web.fetch(c.req.raw));
  app.route('/api', api);
  app.route('/', web);

  app.onError(answerError(logger));

  return app;
}

export type App = ReturnType<typeof createApp>;
