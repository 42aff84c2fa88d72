import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoverEdit, EditorState } from '../../src/shared/contracts/cover-edit.ts';
import { preflightResponseSchema, type PreflightResponse } from '../../src/shared/contracts/preflight.ts';
import { STORE_RULES } from '../../src/shared/release/store-rules.ts';
import { call, signUp } from '../support/auth-client.ts';
import { generationSuite } from '../support/generation-suite.ts';
import { testEngine } from '../support/test-database.ts';

const suite = generationSuite();
let n = 0;
const email = () => `preflight-${++n}-${Date.now()}@example.com`;

async function check(id: string, cookie: string, body: unknown) {
  return call(suite.app, `/api/generations/${id}/edit/preflight`, { body, cookie });
}
/** A new account's finished cover made from `prompt`, and its edit as the editor opens it. */
async function editableCover(prompt: string, seed: number) {
  const { cookie } = await signUp(suite.app, email());
  const made = await call(suite.app, '/api/generations', { body: { prompt, provider: 'lovable', seed }, cookie });
  const g = await suite.settled(made.json.id, cookie);
  const { document } = (await call(suite.app, `/api/generations/${g.id}/edit`, { method: 'GET', cookie }))
    .json as EditorState;
  return { cookie, g, document };
}

const store = (report: PreflightResponse, id: string) => report.stores.find((s) => s.id === id)!;

describe(`the release check (${testEngine})`, () => {
  // One cover for the checks below: each check draws and encodes a 3000² export, so each gets a test of its own.
  let signal: Awaited<ReturnType<typeof editableCover>>;
  const release = { artist: 'Ana Vale', title: 'Signal' };
  beforeAll(async () => {
    signal = await editableCover('a lighthouse in violet fog, titled "Signal" by "Ana Vale"', 21);
  });
  const checkSignal = async (document: CoverEdit, format?: 'png') =>
    preflightResponseSchema.parse(
      (await check(signal.g.id, signal.cookie, { document, release, ...(format ? { format } : {}) })).json,
    );

  it('reads the export back and passes a clean cover in every store', async () => {
    const clean = await check(signal.g.id, signal.cookie, { document: signal.document, release });
    expect(clean.status).toBe(200);
    const report = preflightResponseSchema.parse(clean.json);
    // What a store receives, read back from the encoded file.
    expect(report.file).toMatchObject({ width: 3000, height: 3000, format: 'jpeg', space: 'srgb', channels: 3 });
    expect(report.file).toMatchObject({ hasAlpha: false, iccSrgb: true });
    expect(report.file.bytes).toBeGreaterThan(100_000);
    expect(report.stores.map((s) => s.id)).toEqual(STORE_RULES.map((s) => s.id));
    for (const s of report.stores) expect(s.issues.filter((i) => i.severity === 'fail')).toEqual([]);
    // Each layer measured as a 64 px thumbnail shows it.
    expect(report.layers).toHaveLength(2);
    for (const layer of report.layers) expect(layer.contrast).toBeGreaterThan(1);
  });

  it('fails a URL and a title that differs from the release where the stores say so', async () => {
    const edit: CoverEdit = structuredClone(signal.document);
    edit.text.layers[0] = { ...edit.text.layers[0]!, text: 'Foghorn' };
    edit.text.layers[1] = { ...edit.text.layers[1]!, text: 'Ana Vale · anavale.com' };
    const flagged = await checkSignal(edit);
    const apple = store(flagged, 'apple-music');
    expect(apple.status).toBe('fail');
    const url = apple.issues.find((i) => i.check === 'lettering')!;
    expect(url).toMatchObject({ severity: 'fail', rule: 'url', action: { kind: 'remove-words', text: 'anavale.com' } });
    expect(url.message).toContain('anavale.com');
    const title = apple.issues.find((i) => i.check === 'release-text')!;
    expect(title).toMatchObject({ severity: 'fail', action: { kind: 'use-release-text', layer: 0, text: 'Signal' } });
    expect(title.message).toBe("The cover's title reads “Foghorn” but the release's is “Signal”.");
    // A store that publishes nothing about URLs still hears of it, as a warning.
    expect(store(flagged, 'bandcamp').issues.find((i) => i.rule === 'url')).toMatchObject({ severity: 'warn' });
  });

  it('offers the JPEG to the stores that take only JPEG', async () => {
    const png = await checkSignal(signal.document, 'png');
    expect(png.file).toMatchObject({ format: 'png', width: 3000 });
    expect(store(png, 'distrokid').issues.find((i) => i.check === 'format')).toMatchObject({
      severity: 'fail',
      action: { kind: 'use-format', format: 'jpeg' },
    });
    expect(store(png, 'spotify').status).not.toBe('fail');
  });

  it('warns of text inside the 7% margin and fails text that runs off the cover', async () => {
    const edge: CoverEdit = structuredClone(signal.document);
    edge.text.layers[0] = { ...edge.text.layers[0]!, x: 20, y: 20, align: 'left' };
    edge.text.layers[1] = { ...edge.text.layers[1]!, x: 900, y: 960, align: 'left' };
    const margins = await checkSignal(edge);
    const issues = store(margins, 'spotify').issues.filter((i) => i.check === 'margins');
    expect(issues.map((i) => i.severity).sort()).toEqual(['fail', 'warn']);
    expect(issues[0]!.action).toEqual({ kind: 'inside-margins' });
  });

  it('refuses bad requests with a clear message and nothing else', async () => {
    const { cookie, g, document } = await editableCover('a red kite over salt flats', 3);
    const bad = [
      { document, release: { artist: 'A\u0000', title: 'B' } },
      { document, release: { artist: 'A', title: 'B' }, format: 'tiff' },
      { document, release: { artist: 7, title: 'B' } },
      { document: { ...document, version: 2 }, release: { artist: 'A', title: 'B' } },
      { document, release: { artist: 'x'.repeat(201), title: 'B' } },
    ];
    for (const body of bad) {
      const res = await check(g.id, cookie, body);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toMatch(/\w/);
    }
    expect((await check(g.id, cookie, bad[0])).json.error.message).toMatch(/NUL/);
    // Another person's cover is not there for them.
    const other = await signUp(suite.app, email());
    const res = await check(g.id, other.cookie, { document, release: { artist: 'A', title: 'B' } });
    expect(res.status).toBe(404);
  });

  it('hands over the release kit: one ZIP of the master, post, story, banner and thumbnail, sized and sRGB', async () => {
    const { cookie, g } = signal;
    const res = await suite.app.request(`/api/generations/${g.id}/pack`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Ana%20Vale%20-%20Signal%20-%20release%20kit.zip",
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const sizes: Record<string, [number, number]> = {
      'Ana Vale - Signal.jpg': [3000, 3000],
      'Ana Vale - Signal - post 1080.jpg': [1080, 1080],
      'Ana Vale - Signal - story 1080x1920.jpg': [1080, 1920],
      'Ana Vale - Signal - banner 2560x1440.jpg': [2560, 1440],
      'Ana Vale - Signal - thumbnail 640.jpg': [640, 640],
    };
    expect(Object.keys(files).sort()).toEqual(Object.keys(sizes).sort());
    // Compared at 32² so each sample averages whole halftone cells, which alias differently at each file's size.
    const master = await sharp(files['Ana Vale - Signal.jpg']!).resize(32, 32).removeAlpha().raw().toBuffer();
    for (const [name, [width, height]] of Object.entries(sizes)) {
      const meta = await sharp(files[name]!).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width, height, space: 'srgb', channels: 3 });
      expect(meta.icc?.toString('latin1').replace(/\0/g, '')).toMatch(/sRGB/);
      // The square files are the cover itself; the story and banner show it whole in their middle.
      const [side, left, top] =
        width === height ? [width, 0, 0] : name.includes('story') ? [900, 90, 510] : [423, 507, 509];
      const middle = await sharp(files[name]!)
        .extract({ left, top, width: side, height: side })
        .resize(32, 32)
        .removeAlpha()
        .raw()
        .toBuffer();
      let diff = 0;
      for (let i = 0; i < master.length; i++) diff += Math.abs(master[i]! - middle[i]!);
      expect(diff / master.length).toBeLessThan(4);
    }
    // Someone else's cover has no kit for them.
    const other = await signUp(suite.app, email());
    expect(
      (await suite.app.request(`/api/generations/${g.id}/pack`, { headers: { cookie: other.cookie } })).status,
    ).toBe(404);
  });
});
