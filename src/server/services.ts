import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { UserChanges } from './db/user-changes.ts';
import { createAuth, type Auth } from './features/auth/auth.ts';
import { accountDeletion } from './features/account/account-deletion.ts';
import { accountRepo } from './features/account/account.repo.ts';
import { creditsRepo } from './features/credits/credits.repo.ts';
import { creditsService, type CreditsService } from './features/credits/credits.service.ts';
import type { Logger } from './logger.ts';
import type { MailProvider } from './providers/mail/mail.provider.ts';
import { outboxMail, smtpMail } from './providers/mail/nodemailer-mail.ts';
import { generationEvents, type GenerationEvents } from './features/generations/generation-events.ts';
import { generationsRepo } from './features/generations/generations.repo.ts';
import { generationsService, type GenerationsService } from './features/generations/generations.service.ts';
import { LOOK_OF } from '../shared/contracts/generation.ts';
import { editorRepo } from './features/editor/editor.repo.ts';
import { editorService, type EditorService } from './features/editor/editor.service.ts';
import { stylesRepo } from './features/styles/styles.repo.ts';
import { moodboardsRepo } from './features/moodboards/moodboards.repo.ts';
import { moodboardsService, type MoodboardsService } from './features/moodboards/moodboards.service.ts';
import { stylesService, type StylesService } from './features/styles/styles.service.ts';
import { entitlementsService, type EntitlementsService } from './features/entitlements/entitlements.service.ts';
import { mockupsService, type MockupsService } from './features/mockups/mockups.service.ts';
import { toneService, type ToneService } from './features/tone/tone.service.ts';
import { enhancerRepo } from './features/enhancer/enhancer.repo.ts';
import { logosService, type LogosService } from './features/logos/logos.service.ts';
import { enhancerService, type EnhancerService } from './features/enhancer/enhancer.service.ts';
import { createEnhancePool, type EnhancePool } from './providers/image/enhance-pool.ts';
import { uploadsService, type UploadsService } from './features/uploads/uploads.service.ts';
import { guestIdentity, type GuestIdentity } from './features/generations/guest-identity.ts';
import { CONTENT_ART } from '../shared/content/index.ts';
import { GALLERY_SEED } from '../shared/content/gallery-seed.ts';
import { contactRepo } from './features/contact/contact.repo.ts';
import { contactService, type ContactService } from './features/contact/contact.service.ts';
import { galleryRepo } from './features/gallery/gallery.repo.ts';
import { galleryService, type GalleryService } from './features/gallery/gallery.service.ts';
import { paymentsRepo } from './features/payments/payments.repo.ts';
import { profileRepo } from './features/profile/profile.repo.ts';
import { profileService, type ProfileService } from './features/profile/profile.service.ts';
import { samplesRepo } from './features/samples/samples.repo.ts';
import { samplesService, type SamplesService } from './features/samples/samples.service.ts';
import { builtinImage } from './providers/image/builtin-image.ts';
import { paymentsService, type PaymentsService } from './features/payments/payments.service.ts';
import type { JobQueue } from './jobs/queue.ts';
import { paymentProviderFor } from './providers/payments/payment-providers.ts';
import { sandboxWebhookSecret } from './providers/payments/sandbox-payments.ts';
import { imageEngineFor } from './providers/image/image-providers.ts';
import { createRenderPool, type RenderPool } from './providers/image/render-pool.ts';
import { derivedFiles } from './providers/storage/derived-files.ts';
import { sizedImages } from './features/images/sized-images.ts';
import { BuiltinRefiner } from './providers/refine/builtin-refiner.ts';
import { llmRefiner } from './providers/refine/llm-refiner.ts';
import { localStorage } from './providers/storage/local-storage.ts';
import { tesseractReader, type TextReader } from './providers/ocr/text-reader.ts';
import { publicApiRepo, type PublicApiRepo } from './features/public-api/public-api.repo.ts';
import { publicApiService, type PublicApiService } from './features/public-api/public-api.service.ts';
import { createPageRenderer, type PageRenderer } from './http/page-renderer.ts';

export interface Services {
  auth: Auth;
  /** The database's announcements of changed users, which the per-user caches evict by. */
  userChanges: UserChanges;
  credits: CreditsService;
  entitlements: EntitlementsService;
  uploads: UploadsService;
  mockups: MockupsService;
  tone: ToneService;
  /** The AI Image Enhancer: its jobs, run in the enhance pool. */
  enhancer: EnhancerService;
  /** The Artist Logo Generator. */
  logos: LogosService;
  /** The enhancer's worker thread; close it when the process stops (after the job queue). */
  enhancePool: EnhancePool;
  mail: MailProvider;
  generations: GenerationsService;
  /** The cover editor: edit documents, their previews and exports. */
  editor: EditorService;
  /** Custom style templates: people's own styles and the shared ones. */
  styles: StylesService;
  /** The Moodboard Creator's boards. */
  moodboards: MoodboardsService;
  events: GenerationEvents;
  guests: GuestIdentity;
  payments: PaymentsService;
  samples: SamplesService;
  gallery: GalleryService;
  profile: ProfileService;
  contact: ContactService;
  /** The public API (/api/v1): keys, limits, its generations and their signed image addresses. */
  publicApi: PublicApiService;
  publicApiRepo: PublicApiRepo;
  /** Worker threads that draw and encode covers; close it when the process stops (after the job queue). */
  renderPool: RenderPool;
  /** Renders public pages with data (the build's page renderer), or null when the build has none; close it too. */
  pageRenderer: PageRenderer | null;
  /** Reads lettering in outside images (the release check); its thread starts on first use. Close it too. */
  textReader: TextReader;
}

/**
 * AUTH_SECRET, or one generated on first start and kept in DATA_DIR (mode 600). Several processes serving
 * one site must share it, so set AUTH_SECRET for scale-out.
 */
export function resolveAuthSecret(config: Pick<Config, 'authSecret' | 'dataDir'>, logger: Logger): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    logger.info({ file }, 'generated AUTH_SECRET for this data folder');
    return secret;
  }
}

/** Builds the providers and services the HTTP app and workers share. */
export function buildServices(
  config: Config,
  { db, userChanges }: { db: Database; userChanges: UserChanges },
  logger: Logger,
  overrides: { mail?: MailProvider; secret?: string; queue?: JobQueue } = {},
): Services {
  const mail =
    overrides.mail ??
    (config.smtpUrl
      ? smtpMail(config.smtpUrl, config.mailFrom)
      : outboxMail(path.join(config.dataDir, 'outbox'), config.mailFrom, logger));
  const secret = overrides.secret ?? resolveAuthSecret(config, logger);
  const guests = guestIdentity(secret, config.publicUrl.startsWith('https:'));
  const generationsData = generationsRepo(db);
  const auth = createAuth({
    config,
    db,
    mail,
    logger,
    secret,
    // The covers a guest made in this browser follow the person into the account they sign up or in with.
    onSessionStart: async (userId, cookie) => {
      const guestId = guests.fromCookieHeader(cookie);
      if (guestId) await generationsData.moveGuestCovers(guestId, userId);
    },
    // Bound late: the services it uses are built below.
    accountDeletion: {
      before: (userId) => deletion.before(userId),
      after: (userId) => deletion.after(userId),
    },
  });
  const builtinRefiner = new BuiltinRefiner();
  const refiner =
    config.refiner === 'llm' ? llmRefiner({ ...config.llm, fallback: builtinRefiner, logger }) : builtinRefiner;
  const events = generationEvents();
  const storage = localStorage(path.join(config.dataDir, 'storage'));
  const renderPool = createRenderPool({ maxThreads: config.renderThreads, logger });
  const credits = creditsService(creditsRepo(db), userChanges);
  const entitlements = entitlementsService(credits);
  const generations = generationsService({
    repo: generationsData,
    refiner,
    refinerLabel: config.refiner === 'llm' ? `Language model (${config.llm.model})` : 'Soundsleeve refiner',
    engines: {
      lovable: imageEngineFor(config.engines.sonic, config, renderPool),
      luma: imageEngineFor(config.engines.photon, config, renderPool),
    },
    storage,
    renderPool,
    queue: overrides.queue ?? unavailableQueue(),
    priorityOf: (owner) => entitlements.priorityOf(owner),
    events,
    logger,
    guestAddressDailyCap: config.guestIpDailyCap,
    studioDailyLimit: config.payments.studioDailyLimit,
    imagesPerGeneration: config.imagesPerGeneration,
    // Bound late: the styles service is built below, on the editor, which is built on this.
    styles: {
      resolve: (owner, id) => styles.forGeneration(owner, id),
      finish: (row, pictures) => styles.finish(row, pictures),
      finishedVersion: (version, signal, options) => styles.finishedVersion(version, signal, options),
    },
  });
  const paymentsData = paymentsRepo(db);
  const payments = paymentsService({
    repo: paymentsData,
    ...paymentProviderFor(config, {
      secret: sandboxWebhookSecret(secret),
      store: paymentsData.sandboxStore(),
    }),
    publicUrl: config.publicUrl,
    logger,
  });
  const sized = sizedImages({ storage, files: derivedFiles(storage, logger), renderPool });
  const samples = samplesService({
    repo: samplesRepo(db),
    art: [...CONTENT_ART, ...GALLERY_SEED.map((s) => s.art)],
    refiner: builtinRefiner,
    engine: builtinImage(renderPool),
    storage,
    sized,
    logger,
  });
  const gallery = galleryService({ repo: galleryRepo(db), samples, storage, sized });
  const profile = profileService({
    repo: profileRepo(db),
    storage,
    artworks: (userId) => generationsData.countSucceeded(userId),
    recent: (userId, limit) => generations.recentFinished(userId, limit),
  });
  const contact = contactService({
    repo: contactRepo(db),
    mail,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
    logger,
  });
  const textReader = tesseractReader();
  const editor = editorService({
    repo: editorRepo(db),
    cover: (owner, id) => generations.get(owner, id),
    lookOf: (provider) => LOOK_OF[provider],
    storage,
    renderPool,
    textReader,
    entitlements,
    logger,
  });
  const styles = stylesService({
    repo: stylesRepo(db),
    cover: (owner, id) => generations.get(owner, id),
    editor,
    storage,
    entitlements,
  });
  const moodboards = moodboardsService({
    repo: moodboardsRepo(db),
    gallery,
    samples,
    storage,
    renderPool,
    entitlements,
  });
  const uploads = uploadsService({ storage, entitlements });
  const mockups = mockupsService({ editor, renderPool, uploads, entitlements });
  const tone = toneService({ editor, uploads, renderPool, entitlements });
  const logos = logosService({ renderPool, entitlements });
  const enhancerData = enhancerRepo(db);
  const enhancePool = createEnhancePool({ logger });
  const enhancer = enhancerService({
    repo: enhancerData,
    storage,
    queue: overrides.queue ?? unavailableQueue(),
    enhancePool,
    renderPool,
    editor,
    uploads,
    entitlements,
    logger,
  });
  const publicApiData = publicApiRepo(db);
  const publicApi = publicApiService({
    repo: publicApiData,
    generations,
    entitlements,
    secret,
    publicUrl: config.publicUrl,
    perSecond: config.apiBurstPerSecond,
    queue: overrides.queue ?? unavailableQueue(),
    enhancer,
    uploads,
    allowPrivateAddresses: config.outboundAllowPrivate,
    logger,
  });
  const deletion = accountDeletion({
    repo: accountRepo(db),
    coverFiles: async (userId) => {
      const [covers, enhanced, boardUploads] = await Promise.all([
        generations.filesOfUser(userId),
        enhancerData.filesOf(userId),
        moodboards.uploadFilesOf(userId),
      ]);
      return { images: [...covers.images, ...enhanced, ...boardUploads], exports: covers.exports };
    },
    stopRenewal: async (userId) => {
      if ((await payments.subscription(userId)).subscription?.status === 'active') await payments.cancel(userId);
    },
    storage,
    logger,
  });
  return {
    auth,
    userChanges,
    mail,
    credits,
    entitlements,
    uploads,
    mockups,
    tone,
    enhancer,
    logos,
    enhancePool,
    generations,
    editor,
    styles,
    moodboards,
    events,
    guests,
    payments,
    samples,
    gallery,
    profile,
    contact,
    publicApi,
    publicApiRepo: publicApiData,
    renderPool,
    pageRenderer: createPageRenderer(path.join(config.webDistDir, '..', 'prerender', 'prerender.js'), logger),
    textReader,
  };
}

/** For processes built without a job queue (some tests): generation requests fail cleanly and refund. */
function unavailableQueue(): JobQueue {
  const fail = async () => {
    throw new Error('No job queue in this process');
  };
  return { enqueue: fail, enqueueEnhance: fail, enqueueWebhook: fail, startWorkers: fail, stop: async () => undefined };
}
