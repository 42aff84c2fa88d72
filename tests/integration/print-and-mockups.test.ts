import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFArray, type PDFNumber } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, type ApiError } from '../../src/shared/api-error.ts';
import { MOCKUP_SCENE_NAMES, MOCKUP_SCENES } from '../../src/shared/contracts/mockups.ts';
import type { ToolUpload } from '../../src/shared/contracts/uploads.ts';
import { call, ORIGIN } from '../support/auth-client.ts';
import { generationSuite } from '../support/generation-suite.ts';
import { correlation } from '../support/images.ts';
import { testEngine } from '../support/test-database.ts';

const suite = generationSuite();
const MM_PER_PT = 25.4 / 72;

/** A new account with a finished cover, on `plan` (null: a free account). */
async function account(plan: 'starter' | 'pro' | 'studio' | null) {
  const { cookie } = await suite.member('print', plan);
  const made = await call(suite.app, '/api/generations', {
    body: { prompt: 'a lighthouse in violet fog, titled "Signal" by "Ana Vale"', provider: 'lovable', seed: 21 },
    cookie,
  });
  const g = await suite.settled(made.json.id, cookie);
  return { cookie, id: g.id };
}

const get = (path: string, cookie?: string) => suite.app.request(path, { headers: cookie ? { cookie } : {} });

/** Uploads `body` as a cover for mockups, sent as a browser sends a file: its bytes with its type. */
async function upload(body: Buffer | string, type: string, cookie: string) {
  const res = await suite.app.request('/api/uploads', {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, 'content-type': type },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: res.status, json: (await res.json()) as ToolUpload & Partial<ApiError> };
}

/** The error an answer carries, in the one error shape. */
const errorOf = async (res: Response) => apiErrorSchema.parse(await res.json()).error;

/** A PDF's box as [x, y, width, height] in millimetres. */
function boxMm(page: PDFDict, name: string): [number, number, number, number] {
  const [x0, y0, x1, y1] = (page.lookup(PDFName.of(name)) as PDFArray)
    .asArray()
    .map((v) => (v as PDFNumber).asNumber() * MM_PER_PT);
  return [x0!, y0!, x1! - x0!, y1! - y0!];
}

/** Mean luminance of a 16 × 16 grid over a square: CMYK bytes turned back to RGB the simple way. */
function cmykGrid(cmyk: Buffer, width: number, left: number, side: number) {
  const cells: number[] = [];
  const step = side / 16;
  for (let gy = 0; gy < 16; gy++)
    for (let gx = 0; gx < 16; gx++) {
      let sum = 0;
      let count = 0;
      for (let y = Math.floor(gy * step); y < (gy + 1) * step; y += 8)
        for (let x = Math.floor(gx * step); x < (gx + 1) * step; x += 8) {
          const i = ((left + y) * width + left + x) * 4;
          const k = 1 - cmyk[i + 3]! / 255;
          const [r, g, b] = [0, 1, 2].map((c) => 255 * (1 - cmyk[i + c]! / 255) * k);
          sum += 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
          count++;
        }
      cells.push(sum / count);
    }
  return cells;
}

async function rgbGrid(file: Buffer) {
  const px = await sharp(file).resize(16, 16, { kernel: 'cubic' }).removeAlpha().raw().toBuffer();
  return Array.from({ length: 256 }, (_, i) => 0.2126 * px[i * 3]! + 0.7152 * px[i * 3 + 1]! + 0.0722 * px[i * 3 + 2]!);
}

describe(`print masters (${testEngine})`, () => {
  let pro: Awaited<ReturnType<typeof account>>;
  beforeAll(async () => {
    pro = await account('pro');
  });

  it('sets a 12 in sleeve in CMYK at 300 ppi with 3 mm of mirrored bleed, trim and bleed boxes and crop marks', async () => {
    const res = await get(`/api/generations/${pro.id}/print/sleeve-12`, pro.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Ana%20Vale%20-%20Signal%20-%20Sleeve%2012%20in%20CMYK.pdf",
    );
    const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    const page = pdf.getPage(0).node;
    // 12 in = 304.8 mm trimmed; at least 3 mm of bleed each side (36 px at 300 ppi = 3.05 mm).
    const [, , trimW, trimH] = boxMm(page, 'TrimBox');
    expect(trimW).toBeCloseTo(304.8, 1);
    expect(trimH).toBeCloseTo(304.8, 1);
    const [bx, by, bleedW] = boxMm(page, 'BleedBox');
    const [tx, ty] = boxMm(page, 'TrimBox');
    expect(tx - bx).toBeGreaterThanOrEqual(3);
    expect(ty - by).toBeGreaterThanOrEqual(3);
    expect(bleedW).toBeCloseTo(trimW + 2 * (tx - bx), 3);
    // The page is larger than the bleed: room for the crop marks.
    expect(boxMm(page, 'MediaBox')[2]).toBeGreaterThan(bleedW + 10);

    // The picture: CMYK, 8 bits, 3600 px of trim plus 36 px of bleed each side, with its profile as output intent.
    const images = pdf.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter(
        (o): o is PDFRawStream =>
          o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    expect(images).toHaveLength(1);
    const image = images[0]!;
    const size = (key: string) => (image.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
    expect([size('Width'), size('Height'), size('BitsPerComponent')]).toEqual([3672, 3672, 8]);
    expect(image.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceCMYK'));
    const cmyk = inflateSync(image.getContents());
    expect(cmyk.length).toBe(3672 * 3672 * 4);
    const intents = pdf.catalog.lookup(PDFName.of('OutputIntents')) as PDFArray;
    const intent = intents.lookup(0, PDFDict);
    expect(intent.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFX'));
    expect((intent.lookup(PDFName.of('DestOutputProfile')) as PDFRawStream).dict.get(PDFName.of('N'))).toEqual(
      pdf.context.obj(4),
    );

    // Inside the trim is the cover as downloaded; the bleed mirrors its edge.
    const cover = Buffer.from(
      await (await get(`/api/generations/${pro.id}/download?format=jpeg`, pro.cookie)).arrayBuffer(),
    );
    expect(correlation(cmykGrid(cmyk, 3672, 36, 3600), await rgbGrid(cover))).toBeGreaterThan(0.97);
    const row = (y: number) => cmyk.subarray(y * 3672 * 4, (y + 1) * 3672 * 4);
    for (const i of [0, 17, 35]) expect(row(35 - i).equals(row(36 + i))).toBe(true);
  });

  it('sets the jackets pressing plants use and a CD booklet front at their sizes, and names only those it makes', async () => {
    for (const [product, trimMm, name] of [
      ['lp-jacket', 314.325, 'LP%20jacket%2012.375%20in'],
      ['jacket-10', 260.35, '10-inch%20jacket%2010.25%20in'],
      ['jacket-7', 184.15, '7-inch%20jacket%207.25%20in'],
      ['cd-booklet', 120, 'CD%20booklet%20120%20mm'],
    ] as const) {
      const res = await get(`/api/generations/${pro.id}/print/${product}`, pro.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(`Signal%20-%20${name}%20CMYK.pdf`);
      const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
      const [, , trimW, trimH] = boxMm(pdf.getPage(0).node, 'TrimBox');
      // To a pixel at 300 ppi (0.085 mm).
      expect(Math.abs(trimW - trimMm)).toBeLessThan(0.09);
      expect(trimH).toBeCloseTo(trimW, 5);
    }
    const unknown = await get(`/api/generations/${pro.id}/print/cassette`, pro.cookie);
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(
      'Print masters are made for lp-jacket, sleeve-12, jacket-10, jacket-7, and cd-booklet.',
    );
  });

  it('are refused to plans without them, with what unlocks them, and to anyone else’s cover', async () => {
    for (const plan of [null, 'starter'] as const) {
      const other = await account(plan);
      const res = await get(`/api/generations/${other.id}/print/sleeve-12`, other.cookie);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({
        code: 'plan_required',
        message: 'Print masters are part of the Pro plan and above. See the plans on the Pricing page.',
      });
    }
    const studio = await account('studio');
    expect((await get(`/api/generations/${pro.id}/print/sleeve-12`, studio.cookie)).status).toBe(404);
    expect((await get(`/api/generations/${pro.id}/print/sleeve-12`)).status).toBe(404);
  });
});

describe(`the Album Mockup Builder (${testEngine})`, () => {
  let pro: Awaited<ReturnType<typeof account>>;
  beforeAll(async () => {
    pro = await account('pro');
  });

  it('draws each scene around my cover: a preview to show, a PNG to download, and all of them zipped', async () => {
    const preview = await get(`/api/mockups/covers/${pro.id}/vinyl?size=preview`, pro.cookie);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).toMatchObject({
      width: 1000,
      height: 750,
    });

    const full = await get(`/api/mockups/covers/${pro.id}/phone`, pro.cookie);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''Ana%20Vale%20-%20Signal%20-%20Phone%2C%20now%20playing.png",
    );
    expect(await sharp(Buffer.from(await full.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 2000,
      height: 1500,
      space: 'srgb',
    });

    const zip = await get(`/api/mockups/covers/${pro.id}`, pro.cookie);
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      MOCKUP_SCENES.map((s) => `Ana Vale - Signal - ${MOCKUP_SCENE_NAMES[s]}.png`).sort(),
    );
    for (const file of Object.values(files))
      expect(await sharp(file).metadata()).toMatchObject({ width: 2000, height: 1500 });
  });

  it('takes an uploaded cover (CMYK made sRGB), and draws it with the lettering typed', async () => {
    // A CMYK JPEG, as a designer's print file often is: a red square on a blue one.
    const cmyk = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#1f3fbf' } })
      .composite([
        {
          input: await sharp({ create: { width: 600, height: 600, channels: 3, background: '#d02020' } })
            .png()
            .toBuffer(),
          left: 300,
          top: 300,
        },
      ])
      .withIccProfile('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const up = await upload(cmyk, 'image/jpeg', pro.cookie);
    expect(up.status).toBe(201);
    expect(up.json).toMatchObject({ width: 1200, height: 1200 });
    expect(up.json.id).toMatch(/^[0-9a-f]{64}$/);
    // A print-size file, well over the 1 MB that other requests may carry.
    const noisy = await sharp(randomBytes(1200 * 1200 * 3), { raw: { width: 1200, height: 1200, channels: 3 } })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(3_000_000);
    expect((await upload(noisy, 'image/png', pro.cookie)).status).toBe(201);

    const poster = await get(`/api/mockups/uploads/${up.json.id}/poster?artist=Mara&title=Tides`, pro.cookie);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-disposition')).toContain('Mara%20-%20Tides%20-%20Poster%20on%20a%20wall.png');
    // The cover's red and blue are on the wall.
    const { data } = await sharp(Buffer.from(await poster.arrayBuffer()))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let red = 0;
    let blue = 0;
    for (let i = 0; i < data.length; i += 3) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r > 140 && g < 80 && b < 80) red++;
      if (b > 130 && r < 80 && g < 110) blue++;
    }
    expect(red).toBeGreaterThan(20_000);
    expect(blue).toBeGreaterThan(20_000);

    // The phone shows the lettering typed: another title draws another screen.
    const a = await get(`/api/mockups/uploads/${up.json.id}/phone?size=preview&artist=Mara&title=Tides`, pro.cookie);
    const b = await get(`/api/mockups/uploads/${up.json.id}/phone?size=preview&artist=Mara&title=Undertow`, pro.cookie);
    expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()))).toBe(false);
  });

  it('refuses what it cannot use with a clear message, and people without the plan', async () => {
    const bad: [Buffer | string, string, number, RegExp][] = [
      ['hello', 'text/plain', 415, /PNG, JPEG or WebP/],
      [Buffer.from('not a png'), 'image/png', 400, /not an image we can read/],
      [Buffer.alloc(0), 'image/png', 400, /empty/],
      [Buffer.alloc(21 * 1024 * 1024), 'image/png', 413, /larger than 20 MB/],
    ];
    for (const [body, type, status, message] of bad) {
      const res = await upload(body, type, pro.cookie);
      expect(res.status, `${status} ${message}`).toBe(status);
      expect(res.json.error?.message).toMatch(message);
    }
    const gone = await get(`/api/mockups/uploads/${'a'.repeat(64)}/vinyl`, pro.cookie);
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).message).toBe('That upload is no longer here. Upload the image again.');
    expect((await get(`/api/mockups/uploads/..%2Fsecrets/vinyl`, pro.cookie)).status).toBe(404);
    expect((await get(`/api/mockups/covers/${pro.id}/billboard`, pro.cookie)).status).toBe(404);
    const nul = await get(`/api/mockups/covers/${pro.id}/cd?artist=A%00B`, pro.cookie);
    expect(nul.status).toBe(400);
    expect((await errorOf(nul)).message).toMatch(/NUL/);

    const free = await account(null);
    const locked = await get(`/api/mockups/covers/${free.id}/vinyl`, free.cookie);
    expect(locked.status).toBe(403);
    expect((await errorOf(locked)).message).toBe(
      'The Album Mockup Builder is part of the Pro plan and above. See the plans on the Pricing page.',
    );
    expect((await get(`/api/mockups/covers/${pro.id}/vinyl`)).status).toBe(401);
    // Another Pro member cannot draw my cover.
    const other = await account('pro');
    expect((await get(`/api/mockups/covers/${pro.id}/vinyl?size=preview`, other.cookie)).status).toBe(404);
  });
});
