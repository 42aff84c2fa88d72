import type { TrustedProxies } from '../../config.ts';
import { attachmentHeader } from './download-name.ts';
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import {
  createGenerationRequestSchema,
  DOWNLOAD_FORMATS,
  composeRequestSchema,
  enhanceRequestSchema,
  generationListQuerySchema,
  pickCandidateRequestSchema,
  updateGenerationRequestSchema,
  varyRequestSchema,
} from '../../../shared/contracts/generation.ts';
import { clientLimitKey } from '../../http/client-ip.ts';
import { AppError } from '../../http/errors.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import type { CreditsService } from '../credits/credits.service.ts';
import type { EditorService } from '../editor/editor.service.ts';
import {
  LAYER_BOXES_HEADER,
  LOGO_BOX_HEADER,
  previewEditRequestSchema,
  saveEditRequestSchema,
} from '../../../shared/contracts/cover-edit.ts';
import { preflightRequestSchema } from '../../../shared/contracts/preflight.ts';
import { PRINT_PRODUCT_IDS } from '../../../shared/release/print.ts';
import type { GuestIdentity } from './guest-identity.ts';
import type { Owner } from './generations.repo.ts';
import type { GenerationsService } from './generations.service.ts';
import { ERROR_CODES } from '../../../shared/api-error.ts';

/** Prompt refinement, generations, their images and downloads, the quota and live events. */
export function generationsRoutes(deps: {
  generations: GenerationsService;
  credits: CreditsService;
  editor: EditorService;
  guests: GuestIdentity;
  trustProxy: TrustedProxies;
}) {
  const { generations, credits, editor, guests } = deps;
  /** The signed-in user, or the guest behind the signed cookie (issued on first use when `issue`). */
  const owner = (c: Context, issue: boolean): Owner | null => {
    const user = c.get('user');
    if (user) return { kind: 'user', userId: user.id };
    const guestId = issue ? guests.readOrIssue(c) : guests.read(c);
    return guestId ? { kind: 'guest', guestId, address: clientLimitKey(c, deps.trustProxy) } : null;
  };
  const requireOwner = (c: Context) => {
    const o = owner(c, false);
    if (!o) throw new AppError(404, ERROR_CODES.notFound, 'No such generation.');
    return o;
  };

  const routes = new Hono();
  routes.post('/prompts/enhance', async (c) => {
    const { prompt } = await readJson(c, enhanceRequestSchema);
    return c.json(await generations.enhance(prompt));
  });

  routes.post('/prompts/compose', async (c) => {
    const { brief, idea } = await readJson(c, composeRequestSchema);
    return c.json(generations.compose(brief, idea));
  });

  routes.get('/providers', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(generations.providers());
  });

  routes.get('/quota', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(
      await generations.quota(owner(c, true)!, async () => (await credits.forUser(c.get('user')!.id)).credit_count),
    );
  });

  routes.post('/generations', async (c) => {
    const body = await readJson(c, createGenerationRequestSchema);
    return c.json(await generations.create(owner(c, true)!, body), 201);
  });

  routes.get('/generations', async (c) => {
    const { published, favourite, ...query } = readQuery(c, generationListQuerySchema);
    const o = owner(c, false);
    c.header('Cache-Control', 'no-store');
    if (!o) return c.json({ items: [], nextCursor: null });
    return c.json(
      await generations.list(o, {
        ...query,
        ...(published ? { published: published === 'yes' } : {}),
        ...(favourite ? { favourite: true } : {}),
      }),
    );
  });

  routes.get('/generations/:id', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await generations.describe(requireOwner(c), c.req.param('id')));
  });

  routes.patch('/generations/:id', async (c) => {
    const { favourite } = await readJson(c, updateGenerationRequestSchema);
    return c.json(await generations.setFavourite(requireOwner(c), c.req.param('id'), favourite));
  });

  routes.delete('/generations/:id', async (c) => {
    await generations.remove(requireOwner(c), c.req.param('id'));
    return c.body(null, 204);
  });

  routes.get('/generations/:id/image', async (c) => {
    const { variant } = readQuery(c, z.object({ variant: z.enum(['preview', 'thumbnail']).default('preview') }));
    const image = await generations.image(requireOwner(c), c.req.param('id'), variant);
    // Private to its owner, and not kept: picking another version changes these bytes. Pages show a generation with
    // versions through its picked version's address (below), whose bytes never change.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Content-Type', image.contentType);
    return c.body(new Uint8Array(image.body));
  });

  const candidateIndex = (c: Context) => {
    const index = Number(c.req.param('index'));
    if (!/^\d{1,2}$/.test(c.req.param('index') ?? '') || index > 15)
      throw new AppError(404, ERROR_CODES.notFound, 'No such version.');
    return index;
  };

  routes.get('/generations/:id/candidates/:index/image', async (c) => {
    const { variant } = readQuery(c, z.object({ variant: z.enum(['preview', 'thumbnail']).default('preview') }));
    const image = await generations.candidateImage(requireOwner(c), c.req.param('id'), candidateIndex(c), variant);
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    c.header('Content-Type', image.contentType);
    return c.body(new Uint8Array(image.body));
  });

  routes.post('/generations/:id/pick', async (c) => {
    const { index } = await readJson(c, pickCandidateRequestSchema);
    const owner = requireOwner(c);
    const id = c.req.param('id');
    const picked = await generations.pick(owner, id, index);
    if (!picked.editedImageUrl) return c.json(picked);
    // A saved edit is drawn over the cover's art: with another version picked, its picture is drawn again.
    await editor.redraw(owner, id);
    return c.json(await generations.describe(owner, id));
  });

  routes.post('/generations/:id/vary', async (c) => {
    const { strength } = await readJson(c, varyRequestSchema);
    return c.json(await generations.vary(requireOwner(c), c.req.param('id'), strength), 201);
  });

  // The cover editor: the cover's edit, saving one, one saved earlier, and drawing one (preview).
  routes.get('/generations/:id/edit', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await editor.open(requireOwner(c), c.req.param('id')));
  });

  routes.put('/generations/:id/edit', async (c) => {
    const { document } = await readJson(c, saveEditRequestSchema);
    return c.json(await editor.save(requireOwner(c), c.req.param('id'), document), 201);
  });

  routes.post('/generations/:id/edit/preview', async (c) => {
    const { document, size } = await readJson(c, previewEditRequestSchema);
    const { image, boxes, logoBox } = await editor.preview(
      requireOwner(c),
      c.req.param('id'),
      document,
      size,
      c.req.raw.signal,
    );
    c.header('Content-Type', 'image/webp');
    c.header(LAYER_BOXES_HEADER, JSON.stringify(boxes));
    c.header(LOGO_BOX_HEADER, JSON.stringify(logoBox));
    c.header('Cache-Control', 'private, no-store');
    return c.body(new Uint8Array(image.buffer as ArrayBuffer, image.byteOffset, image.byteLength));
  });

  routes.post('/generations/:id/edit/preflight', async (c) => {
    const request = await readJson(c, preflightRequestSchema);
    c.header('Cache-Control', 'no-store');
    return c.json(await editor.preflight(requireOwner(c), c.req.param('id'), request, c.req.raw.signal));
  });

  routes.get('/generations/:id/pack', async (c) => {
    const file = await editor.pack(requireOwner(c), c.req.param('id'), c.req.raw.signal);
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', attachmentHeader(file.filename));
    c.header('Cache-Control', 'private, no-cache');
    return c.body(new Uint8Array(file.bytes.buffer as ArrayBuffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  routes.get('/generations/:id/print/:product', async (c) => {
    const parsed = z.enum(PRINT_PRODUCT_IDS).safeParse(c.req.param('product'));
    if (!parsed.success)
      throw new AppError(
        404,
        ERROR_CODES.notFound,
        `Print masters are made for ${new Intl.ListFormat('en', { type: 'conjunction' }).format(PRINT_PRODUCT_IDS)}.`,
      );
    const file = await editor.printMaster(requireOwner(c), c.req.param('id'), parsed.data, c.req.raw.signal);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', attachmentHeader(file.filename));
    c.header('Cache-Control', 'private, no-cache');
    return c.body(new Uint8Array(file.bytes.buffer as ArrayBuffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  routes.get('/generations/:id/edit/image', async (c) => {
    const { variant } = readQuery(c, z.object({ variant: z.enum(['preview', 'thumbnail']).default('preview') }));
    const image = await editor.image(requireOwner(c), c.req.param('id'), variant);
    // Addressed by its content (?v=), so it can be kept; private to its owner.
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    c.header('Content-Type', image.contentType);
    return c.body(new Uint8Array(image.body));
  });

  routes.get('/generations/:id/edit/:editId', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await editor.saved(requireOwner(c), c.req.param('id'), c.req.param('editId')));
  });

  routes.get('/generations/:id/download', async (c) => {
    const { format } = readQuery(
      c,
      z.object({ format: z.enum(DOWNLOAD_FORMATS, { error: 'format must be jpeg or png.' }) }),
    );
    const owner = requireOwner(c);
    const id = c.req.param('id');
    // The cover as last saved in the editor; as generated when it was never edited.
    const file = (await editor.download(owner, id, format)) ?? (await generations.download(owner, id, format));
    c.header('Content-Type', format === 'png' ? 'image/png' : 'image/jpeg');
    c.header('Content-Disposition', attachmentHeader(file.filename));
    // Not kept: picking another version or saving an edit changes what this address downloads.
    c.header('Cache-Control', 'private, no-cache');
    // A view of the bytes, not a copy (a PNG export is over 20 MB).
    return c.body(new Uint8Array(file.bytes.buffer as ArrayBuffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  return routes;
}

/** GET /api/events: Server-Sent Events with the caller's generation progress (and a heartbeat). */
export function eventsRoutes(deps: {
  subscribe: (
    listener: (e: { id: string; status: string; owner: string; error?: string | null }) => void,
  ) => () => void;
  guests: GuestIdentity;
}) {
  return new Hono().get('/', (c) => {
    const user = c.get('user');
    const ownerId = user?.id ?? deps.guests.read(c);
    return streamSSE(c, async (stream) => {
      const unsubscribe = deps.subscribe((e) => {
        if (ownerId && e.owner === ownerId) {
          void stream.writeSSE({
            event: 'generation',
            data: JSON.stringify({ id: e.id, status: e.status, error: e.error ?? null }),
          });
        }
      });
      stream.onAbort(unsubscribe);
      while (!stream.aborted) {
        await stream.writeSSE({ event: 'ping', data: '{}' });
        await stream.sleep(15_000);
      }
      unsubscribe();
    });
  });
}
