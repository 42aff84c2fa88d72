import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  COLOUR_GRADES,
  layerBoxesSchema,
  type CoverEdit,
  type EditorState,
} from '../../src/shared/contracts/cover-edit.ts';
import type { Generation } from '../../src/shared/contracts/generation.ts';
import { NEUTRAL_ADVANCED } from '../../src/shared/colour-curves.ts';
import { localStorage } from '../../src/server/providers/storage/local-storage.ts';
import { call, ORIGIN, signUp } from '../support/auth-client.ts';
import { testConfig } from '../support/test-app.ts';
import { generationSuite } from '../support/generation-suite.ts';
import { testEngine } from '../support/test-database.ts';

const suite = generationSuite();
const { rows, settled, bytes } = suite;
let n = 0;
const email = () => `editor-${++n}-${Date.now()}@example.com`;

/** Raw RGB at 256². */
const small = (image: Buffer) => sharp(image).resize(256, 256, { kernel: 'lanczos3' }).removeAlpha().raw().toBuffer();
function meanDiff(a: Buffer, b: Buffer, rowsFrom = 0, rowsTo = 256) {
  let sum = 0;
  for (let i = rowsFrom * 256 * 3; i < rowsTo * 256 * 3; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / ((rowsTo - rowsFrom) * 256 * 3);
}

async function preview(id: string, document: CoverEdit, cookie: string, size?: number) {
  const res = await suite.app.request(`/api/generations/${id}/edit/preview`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', cookie },
    body: JSON.stringify({ document, ...(size ? { size } : {}) }),
  });
  return res;
}

/** A new account's finished cover and the edit document the editor opens it with. */
async function newCover(prompt: string, seed: number) {
  const { cookie } = await signUp(suite.app, email());
  const made = await call(suite.app, '/api/generations', { body: { prompt, provider: 'lovable', seed }, cookie });
  const g = await settled(made.json.id, cookie);
  const { document } = (await call(suite.app, `/api/generations/${g.id}/edit`, { method: 'GET', cookie }))
    .json as EditorState;
  return { cookie, g, document };
}

describe(`the cover editor's API (${testEngine})`, () => {
  it('opens a cover as it is, previews an edit, saves it, and exports it at 3000² with the new text', async () => {
    const { cookie } = await signUp(suite.app, email());
    const made = await call(suite.app, '/api/generations', {
      body: { prompt: 'a lighthouse in violet fog, titled "Signal" by "Ana Vale"', provider: 'lovable', seed: 21 },
      cookie,
    });
    expect(made.status).toBe(201);
    const g = await settled(made.json.id, cookie);
    const opened = (await call(suite.app, `/api/generations/${g.id}/edit`, { method: 'GET', cookie }))
      .json as EditorState;
    expect(opened).toMatchObject({ art: 'builtin', cover: { look: 'sonic', seed: 21 }, savedAt: null, history: [] });
    expect(opened.swatches.length).toBeGreaterThanOrEqual(3);
    for (const hex of opened.swatches) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(opened.document.text.layers.map((l) => l.text)).toEqual(['Signal', 'Ana Vale']);

    // The cover's own document previews as the cover.
    const cover = await small(await bytes(g.imageUrl!, cookie));
    const same = await preview(g.id, opened.document, cookie);
    expect(same.status).toBe(200);
    expect(same.headers.get('content-type')).toBe('image/webp');
    // Where the title and artist landed, for pointing at them in the page: inside the square, the title above.
    const boxes = layerBoxesSchema.parse(JSON.parse(same.headers.get('x-layer-boxes')!));
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box).toMatchObject({ x: expect.any(Number), w: expect.any(Number) });
    for (const box of boxes) expect(box!.x >= 0 && box!.x + box!.w <= 1000 && box!.w > 20 && box!.h > 10).toBe(true);
    const samePixels = Buffer.from(await same.arrayBuffer());
    expect(await sharp(samePixels).metadata()).toMatchObject({ width: 1024, height: 1024 });
    expect(meanDiff(await small(samePixels), cover)).toBeLessThan(1);

    // A new title in another face, a warm grade: no credit is spent.
    const edit: CoverEdit = structuredClone(opened.document);
    edit.text.layers[0] = { ...edit.text.layers[0]!, text: 'Foghorn', typeface: 'pirata', size: 150 };
    edit.colour = COLOUR_GRADES['warm-film'];
    const editedPreview = Buffer.from(await (await preview(g.id, edit, cookie)).arrayBuffer());
    expect(meanDiff(await small(editedPreview), cover)).toBeGreaterThan(5);
    const small512 = await preview(g.id, edit, cookie, 512);
    expect(await sharp(Buffer.from(await small512.arrayBuffer())).metadata()).toMatchObject({ width: 512 });

    const downloadOf = async () => {
      const res = await suite.app.request(`/api/generations/${g.id}/download?format=jpeg`, { headers: { cookie } });
      expect(res.status).toBe(200);
      return { res, jpeg: Buffer.from(await res.arrayBuffer()) };
    };
    const original = await small((await downloadOf()).jpeg);

    const saved = await call(suite.app, `/api/generations/${g.id}/edit`, {
      method: 'PUT',
      body: { document: edit },
      cookie,
    });
    expect(saved.status).toBe(201);
    const reopened = (await call(suite.app, `/api/generations/${g.id}/edit`, { method: 'GET', cookie })).json;
    expect(reopened).toMatchObject({ savedAt: saved.json.savedAt, history: [{ id: saved.json.id }] });
    expect(reopened.document).toEqual(edit);
    expect((await call(suite.app, '/api/me/credits', { method: 'GET', cookie })).json.credit_count).toBe(2);

    // The cover's download is now the saved edit.
    const { res: download, jpeg } = await downloadOf();
    expect(download.headers.get('content-disposition')).toContain('Ana Vale - Foghorn.jpg');
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 3000, height: 3000, space: 'srgb' });
    const exported = await small(jpeg);
    const back = (await call(suite.app, `/api/generations/${g.id}/edit/${saved.json.id}`, { method: 'GET', cookie }))
      .json;
    expect(back).toEqual({ id: saved.json.id, document: edit, savedAt: saved.json.savedAt });
    // The export is what the preview showed, as near as the cover's own export is to its own preview (the engine
    // draws fine print texture at each size); the title's rows differ from the cover as it was generated.
    const drawnAgain = meanDiff(original, cover);
    expect(meanDiff(exported, await small(editedPreview))).toBeLessThan(drawnAgain + 1.5);
    const titleBox = reopened.document.text.layers[0];
    const top = Math.floor((titleBox.y / 1000) * 256);
    const bottom = Math.ceil(((titleBox.y + titleBox.size * 1.1) / 1000) * 256);
    expect(meanDiff(exported, original, top, bottom)).toBeGreaterThan(meanDiff(exported, original) + 2);
  }, 60_000);

  it('shows the saved edit in the library, draws it again over another picked version, and removes its files', async () => {
    const { cookie } = await signUp(suite.app, email());
    const storage = localStorage(path.join(testConfig().dataDir, 'storage'));
    const made = await call(suite.app, '/api/generations', {
      body: { prompt: 'a paper boat on a black lake, titled "Drift" by "Oda"', provider: 'lovable', seed: 77 },
      cookie,
    });
    const g = await settled(made.json.id, cookie);
    expect(g).toMatchObject({ editedImageUrl: null, editedThumbnailUrl: null });
    const { document } = (await call(suite.app, `/api/generations/${g.id}/edit`, { method: 'GET', cookie }))
      .json as EditorState;
    const edit: CoverEdit = { ...document, colour: COLOUR_GRADES.mono };
    const editKeys = () =>
      rows<{ preview_key: string | null; thumbnail_key: string | null }>(
        sql`select preview_key, thumbnail_key from cover_edits where generation_id = ${g.id} order by created_at`,
      );

    expect(
      (await call(suite.app, `/api/generations/${g.id}/edit`, { method: 'PUT', body: { document: edit }, cookie }))
        .status,
    ).toBe(201);
    const listed = (await call(suite.app, '/api/generations?status=succeeded', { method: 'GET', cookie })).json
      .items as Generation[];
    const item = listed.find((i) => i.id === g.id)!;
    expect(item.editedImageUrl).toMatch(/^\/api\/generations\/.+\/edit\/image\?v=[0-9a-f]{16}&variant=preview$/);
    const edited = await bytes(item.editedImageUrl!, cookie);
    expect(await sharp(edited).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 1024 });
    const thumb = await bytes(item.editedThumbnailUrl!, cookie);
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 256 });
    // The library's picture is the edit (a mono grade), as the editor previewed it.
    const previewed = Buffer.from(await (await preview(g.id, edit, cookie)).arrayBuffer());
    expect(meanDiff(await small(edited), await small(previewed))).toBeLessThan(1);
    expect(meanDiff(await small(edited), await small(await bytes(g.imageUrl!, cookie)))).toBeGreaterThan(5);

    // Saved again: only the newest edit holds pictures; the earlier ones are removed.
    const first = await editKeys();
    const again: CoverEdit = { ...edit, badge: { explicit: true, corner: 'bottom-left' } };
    await call(suite.app, `/api/generations/${g.id}/edit`, { method: 'PUT', body: { document: again }, cookie });
    const [older, newer] = await editKeys();
    expect(older).toEqual({ preview_key: null, thumbnail_key: null });
    expect(newer!.preview_key).not.toBe(first[0]!.preview_key);
    for (const key of [first[0]!.preview_key!, first[0]!.thumbnail_key!])
      expect(await storage.get(key), key).toBeNull();

    // Another version picked: the edit is drawn again over it, at a new address.
    const before = (await call(suite.app, `/api/generations/${g.id}`, { method: 'GET', cookie })).json as Generation;
    const beforeBytes = await bytes(before.editedImageUrl!, cookie);
    const picked = await call(suite.app, `/api/generations/${g.id}/pick`, { body: { index: 2 }, cookie });
    expect(picked.status).toBe(200);
    expect(picked.json.editedImageUrl).not.toBe(before.editedImageUrl);
    const redrawn = await bytes(picked.json.editedImageUrl, cookie);
    expect(meanDiff(await small(redrawn), await small(beforeBytes))).toBeGreaterThan(3);
    const [, current] = await editKeys();

    // Deleted with the cover.
    const removed = await suite.app.request(`/api/generations/${g.id}`, {
      method: 'DELETE',
      headers: { origin: ORIGIN, cookie },
    });
    expect(removed.status).toBe(204);
    for (const key of [current!.preview_key!, current!.thumbnail_key!]) expect(await storage.get(key), key).toBeNull();
    expect(await editKeys()).toEqual([]);
  }, 60_000);

  it('publishes, lists and finds a cover as edited: its new title, and its edited picture in the gallery', async () => {
    const { cookie, g, document } = await newCover('a lantern in a snowy forest, titled "Old Light" by "Mira Vale"', 5);
    expect(g.editedText).toBeNull();
    const retitled: CoverEdit = {
      ...document,
      colour: COLOUR_GRADES.mono,
      text: {
        ...document.text,
        layers: document.text.layers.map((l) => (l.role === 'title' ? { ...l, text: 'Quartz  Harbour' } : l)),
      },
    };
    const saved = await call(suite.app, `/api/generations/${g.id}/edit`, {
      method: 'PUT',
      body: { document: retitled },
      cookie,
    });
    expect(saved.status).toBe(201);

    // The cover says what the edit sets, and the library finds it under its new title (and still its old idea).
    const item = (await call(suite.app, `/api/generations/${g.id}`, { method: 'GET', cookie })).json as Generation;
    expect(item.editedText).toEqual({ title: 'Quartz Harbour', artist: 'Mira Vale' });
    const search = async (q: string) =>
      (
        (await call(suite.app, `/api/generations?q=${encodeURIComponent(q)}`, { method: 'GET', cookie })).json
          .items as Generation[]
      ).map((i) => i.id);
    expect(await search('quartz')).toEqual([g.id]);
    expect(await search('lantern')).toEqual([g.id]);
    expect(await search('harbourmaster')).toEqual([]);

    // Published, the gallery shows the edited picture, at an address that names the edit.
    const published = await call(suite.app, '/api/gallery', {
      body: { generationId: g.id, title: 'Quartz Harbour', artist: 'Mira Vale', genre: 'Pop', shareIdea: false },
      cookie,
    });
    expect(published.status).toBe(201);
    const page = (await call(suite.app, '/api/gallery?q=quartz', { method: 'GET' })).json;
    const post = page.items.find((p: { id: string }) => p.id === published.json.id);
    expect(post.imageUrl).toMatch(/\?v=[0-9a-f]{16}$/);
    expect(post.thumbnailUrl).toMatch(/\?v=[0-9a-f]{16}&variant=thumbnail$/);
    const shown = await bytes(post.imageUrl, cookie);
    const edited = await bytes(item.editedImageUrl!, cookie);
    const original = await bytes(g.imageUrl!, cookie);
    expect(meanDiff(await small(shown), await small(edited))).toBeLessThan(1);
    expect(meanDiff(await small(shown), await small(original))).toBeGreaterThan(5);
    expect(await sharp(await bytes(post.thumbnailUrl, cookie)).metadata()).toMatchObject({ width: 256 });
  }, 120_000);

  it('sets the release kit’s story and banner over the edited picture, not the art before the edit', async () => {
    const { cookie, g, document } = await newCover('a red sun over a yellow field, hot red and sunflower yellow', 9);
    // How colourful the story's backdrop is above the cover (mean max-min of each pixel's channels).
    const backdropChroma = async () => {
      const res = await suite.app.request(`/api/generations/${g.id}/pack`, { headers: { cookie } });
      expect(res.status).toBe(200);
      const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
      const story = Object.entries(files).find(([name]) => name.includes('story'))![1];
      const top = await sharp(story)
        .extract({ left: 0, top: 0, width: 1080, height: 400 })
        .resize(64, 24)
        .removeAlpha()
        .raw()
        .toBuffer();
      let sum = 0;
      for (let i = 0; i < top.length; i += 3)
        sum += Math.max(top[i]!, top[i + 1]!, top[i + 2]!) - Math.min(top[i]!, top[i + 1]!, top[i + 2]!);
      return sum / (top.length / 3);
    };
    const before = await backdropChroma();
    expect(before).toBeGreaterThan(20);
    const mono: CoverEdit = { ...document, colour: COLOUR_GRADES.mono };
    expect(
      (await call(suite.app, `/api/generations/${g.id}/edit`, { method: 'PUT', body: { document: mono }, cookie }))
        .status,
    ).toBe(201);
    expect(await backdropChroma()).toBeLessThan(6);
  }, 120_000);

  it('refuses another person’s cover, bad documents and text no face can set, and saves nothing', async () => {
    const me = await signUp(suite.app, email());
    const other = await signUp(suite.app, email());
    const made = await call(suite.app, '/api/generations', {
      body: { prompt: 'a desert motel sign at noon, titled "Vacancy"', provider: 'lovable' },
      cookie: me.cookie,
    });
    const g = await settled(made.json.id, me.cookie);
    const { document } = (await call(suite.app, `/api/generations/${g.id}/edit`, { method: 'GET', cookie: me.cookie }))
      .json as EditorState;

    expect(
      (await call(suite.app, `/api/generations/${g.id}/edit`, { method: 'GET', cookie: other.cookie })).status,
    ).toBe(404);
    expect(
      (
        await call(suite.app, `/api/generations/${g.id}/edit`, {
          method: 'PUT',
          body: { document },
          cookie: other.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await preview(g.id, document, other.cookie)).status).toBe(404);
    expect(
      (await suite.app.request(`/api/generations/${g.id}/download?format=png`, { headers: { cookie: other.cookie } }))
        .status,
    ).toBe(404);
    const foreign = await suite.app.request(`/api/generations/${g.id}/edit`, {
      method: 'PUT',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: me.cookie },
      body: JSON.stringify({ document }),
    });
    expect(foreign.status).toBe(403);

    const layer = document.text.layers[0]!;
    const bad: unknown[] = [
      {},
      { document: { ...document, version: 2 } },
      { document: { ...document, text: { ...document.text, layers: [layer, layer, layer, layer] } } },
      { document: { ...document, text: { ...document.text, layers: [{ ...layer, typeface: 'comic-sans' }] } } },
      { document: { ...document, text: { ...document.text, layers: [{ ...layer, text: 'x'.repeat(121) }] } } },
      { document: { ...document, colour: { ...document.colour, exposure: 'bright' } } },
      { document: { ...document, art: { crop: { scale: 0, x: 0, y: 0 } } } },
      { document: { ...document, art: { ...document.art, look: 'oil' } } },
      { document: { ...document, art: { ...document.art, seed: -1 } } },
    ];
    for (const body of bad) {
      const r = await call(suite.app, `/api/generations/${g.id}/edit`, { method: 'PUT', body, cookie: me.cookie });
      expect(r.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(r.json.error.message).toEqual(expect.any(String));
    }
    const emoji = await call(suite.app, `/api/generations/${g.id}/edit`, {
      method: 'PUT',
      body: { document: { ...document, text: { ...document.text, layers: [{ ...layer, text: 'Vacancy 😀' }] } } },
      cookie: me.cookie,
    });
    expect(emoji.status).toBe(400);
    expect(emoji.json.error.message).toBe('No typeface we ship has these characters: 😀. Remove them and save again.');
    const nul = await suite.app.request(`/api/generations/${g.id}/edit`, {
      method: 'PUT',
      headers: { origin: ORIGIN, 'content-type': 'application/json', cookie: me.cookie },
      body: JSON.stringify({
        document: { ...document, text: { ...document.text, layers: [{ ...layer, text: 'a\u0000b' }] } },
      }),
    });
    expect(nul.status).toBe(400);
    expect(await rows(sql`select id from cover_edits where generation_id = ${g.id}`)).toEqual([]);
    const none = await call(suite.app, `/api/generations/${g.id}/edit/0b8f0f7e-0000-4000-8000-000000000000`, {
      method: 'GET',
      cookie: me.cookie,
    });
    expect(none.status).toBe(404);
    expect(none.json.error.message).toBe("That saved edit is not in this cover's history.");
    const nulId = await call(suite.app, `/api/generations/${g.id}/edit/a%00b`, { method: 'GET', cookie: me.cookie });
    expect(nulId.status).toBe(400);
  });

  it('keeps curves and per-channel grades for Studio, and leaves saved ones editable after the plan ends', async () => {
    const newCover = async (cookie: string) => {
      const made = await call(suite.app, '/api/generations', {
        body: { prompt: 'a red tram in snow at dusk, titled "Last Line"', provider: 'lovable', seed: 4 },
        cookie,
      });
      const g = await settled(made.json.id, cookie);
      const state = (await call(suite.app, `/api/generations/${g.id}/edit`, { method: 'GET', cookie })).json;
      return { id: g.id, document: (state as EditorState).document };
    };
    const curved = (document: CoverEdit, blue: number): CoverEdit => ({
      ...document,
      advancedColour: {
        ...NEUTRAL_ADVANCED,
        curves: {
          ...NEUTRAL_ADVANCED.curves,
          rgb: [
            [0, 0],
            [0.3, 0.2],
            [0.7, 0.8],
            [1, 1],
          ],
        },
        balance: { ...NEUTRAL_ADVANCED.balance, highlights: { red: 0, green: 0, blue } },
      },
    });
    const put = (id: string, document: CoverEdit, cookie: string) =>
      call(suite.app, `/api/generations/${id}/edit`, { method: 'PUT', body: { document }, cookie });
    const lock =
      'Advanced colour control (curves and per-channel grades) is part of the Studio plan and above. See the plans on the Pricing page.';

    const pro = await suite.member('curves-pro', 'pro');
    const mine = await newCover(pro.cookie);
    const refusals = [
      await put(mine.id, curved(mine.document, 0.4), pro.cookie),
      await call(suite.app, `/api/generations/${mine.id}/edit/preflight`, {
        body: { document: curved(mine.document, 0.4), release: { artist: '', title: '' } },
        cookie: pro.cookie,
      }),
    ];
    const previewed = await preview(mine.id, curved(mine.document, 0.4), pro.cookie);
    expect(previewed.status).toBe(403);
    for (const r of refusals) expect([r.status, r.json.error]).toEqual([403, { code: 'plan_required', message: lock }]);
    expect(await rows(sql`select id from cover_edits where generation_id = ${mine.id}`)).toEqual([]);
    // Neutral settings are no curves at all: allowed to anyone.
    expect((await put(mine.id, { ...mine.document, advancedColour: NEUTRAL_ADVANCED }, pro.cookie)).status).toBe(201);

    const studio = await suite.member('curves-studio', 'studio');
    const theirs = await newCover(studio.cookie);
    const plain = await small(
      Buffer.from(await (await preview(theirs.id, theirs.document, studio.cookie)).arrayBuffer()),
    );
    const graded = await preview(theirs.id, curved(theirs.document, 0.6), studio.cookie);
    expect(graded.status).toBe(200);
    expect(meanDiff(await small(Buffer.from(await graded.arrayBuffer())), plain)).toBeGreaterThan(3);
    expect((await put(theirs.id, curved(theirs.document, 0.6), studio.cookie)).status).toBe(201);
    const [saved] = await rows<{ document: CoverEdit }>(
      sql`select document from cover_edits where generation_id = ${theirs.id} order by created_at desc limit 1`,
    );
    expect(saved!.document.advancedColour!.balance.highlights.blue).toBe(0.6);

    // The plan runs out: the saved curves stay and the text can still change; new curves need the plan again.
    await suite.endPlan(studio);
    const retitled = curved(theirs.document, 0.6);
    retitled.text.layers[0] = { ...retitled.text.layers[0]!, text: 'First Line' };
    expect((await put(theirs.id, retitled, studio.cookie)).status).toBe(201);
    const changed = await put(theirs.id, curved(theirs.document, -0.2), studio.cookie);
    expect([changed.status, changed.json.error.code]).toEqual([403, 'plan_required']);
  });

  it('places the artist logo on a Studio member’s cover, in the preview and the 3000² export, and refuses others', async () => {
    const studio = await suite.member('logo-layer', 'studio');
    const made = await call(suite.app, '/api/generations', {
      body: { prompt: 'a red tram in snow at dusk, titled "Last Line"', provider: 'lovable', seed: 4 },
      cookie: studio.cookie,
    });
    const g = await settled(made.json.id, studio.cookie);
    const { document } = (
      await call(suite.app, `/api/generations/${g.id}/edit`, { method: 'GET', cookie: studio.cookie })
    ).json as EditorState;
    const logo = {
      name: 'Night Static',
      treatment: 'metal-thorns',
      emblem: null,
      colour: '#ffffff',
      x: 80,
      y: 80,
      height: 140,
    };
    const plain = await small(Buffer.from(await (await preview(g.id, document, studio.cookie)).arrayBuffer()));
    const withLogo = await preview(g.id, { ...document, logo } as CoverEdit, studio.cookie);
    expect(withLogo.status).toBe(200);
    const shown = await small(Buffer.from(await withLogo.arrayBuffer()));
    // Rows 20-56 of 256 hold the logo (units 80-220); the bottom half is as it was but for the WebP encoding.
    expect(meanDiff(shown, plain, 20, 56)).toBeGreaterThan(4);
    expect(meanDiff(shown, plain, 140, 256)).toBeLessThan(1.5);
    // Where the page finds the logo to drag it: its corner, its height, and a width its proportions give.
    const box = JSON.parse(withLogo.headers.get('x-logo-box')!) as { x: number; y: number; w: number; h: number };
    expect(box).toMatchObject({ x: 80, y: 80, h: 140 });
    expect(box.w).toBeGreaterThan(300);
    expect(JSON.parse((await preview(g.id, document, studio.cookie)).headers.get('x-logo-box')!)).toBeNull();
    const saved = await call(suite.app, `/api/generations/${g.id}/edit`, {
      method: 'PUT',
      body: { document: { ...document, logo } },
      cookie: studio.cookie,
    });
    expect(saved.status).toBe(201);
    const exported = await small(await bytes(`/api/generations/${g.id}/download?format=jpeg`, studio.cookie));
    // The export is drawn at 3000² (the print texture is drawn per size, so it differs a little everywhere).
    expect(meanDiff(exported, shown, 20, 56)).toBeLessThan(8);
    expect(meanDiff(exported, plain, 20, 56)).toBeGreaterThan(meanDiff(exported, shown, 20, 56) + 2);

    const bad = await call(suite.app, `/api/generations/${g.id}/edit`, {
      method: 'PUT',
      body: { document: { ...document, logo: { ...logo, emblem: 'mdi:unicorn-rainbow' } } },
      cookie: studio.cookie,
    });
    expect([bad.status, bad.json.error.message]).toEqual([400, 'Choose one of the emblems offered, or none.']);

    const pro = await suite.member('logo-layer-pro', 'pro');
    const theirs = await call(suite.app, '/api/generations', {
      body: { prompt: 'a lighthouse in violet fog', provider: 'lovable', seed: 9 },
      cookie: pro.cookie,
    });
    const cover = await settled(theirs.json.id, pro.cookie);
    const opened = (await call(suite.app, `/api/generations/${cover.id}/edit`, { method: 'GET', cookie: pro.cookie }))
      .json as EditorState;
    const refused = await call(suite.app, `/api/generations/${cover.id}/edit`, {
      method: 'PUT',
      body: { document: { ...opened.document, logo } },
      cookie: pro.cookie,
    });
    expect([refused.status, refused.json.error]).toEqual([
      403,
      {
        code: 'plan_required',
        message: 'The Artist Logo Generator is part of the Studio plan and above. See the plans on the Pricing page.',
      },
    ]);
  });
});
