import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  COLOUR_GRADES,
  layerBoxesSchema,
  type CoverEdit,
  type EditorState,
} from '../../src/shared/contracts/cover-edit.ts';
import { call, ORIGIN, signUp } from '../support/auth-client.ts';
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
});
