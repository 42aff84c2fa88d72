import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/shared/api-error.ts';
import { paletteSchema, SWATCH_LABELS, SWATCH_NAMES } from '../../src/shared/contracts/tone.ts';
import { canUse, lockMessage } from '../../src/shared/entitlements.ts';
import { call, ORIGIN } from '../support/auth-client.ts';
import { generationSuite } from '../support/generation-suite.ts';
import { testEngine } from '../support/test-database.ts';

const suite = generationSuite();

/** A new account on `plan` (null: free) with one finished cover. */
async function account(plan: 'pro' | 'studio' | null) {
  const { cookie } = await suite.member('tone', plan);
  const made = await call(suite.app, '/api/generations', {
    body: { prompt: 'neon city rain at night, synthwave, titled "Wet Street"', provider: 'lovable', seed: 5 },
    cookie,
  });
  return { cookie, id: (await suite.settled(made.json.id, cookie)).id };
}

const get = (path: string, cookie?: string) => suite.app.request(path, { headers: cookie ? { cookie } : {} });

/**
 * Median OKLab-free chroma proxy: the spread between a pixel's strongest and weakest channel, at the median pixel. (The
 * median, not the mean: a grade colours the art, and the lettering over it keeps its own ink, however large its face.)
 */
async function colourfulness(webp: Buffer) {
  const { data } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const spreads: number[] = [];
  for (let i = 0; i < data.length; i += 3)
    spreads.push(Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!));
  spreads.sort((a, b) => a - b);
  return spreads[Math.floor(spreads.length / 2)]!;
}

describe(`the Color Tone Assistant (${testEngine})`, () => {
  it('reads a cover’s palette and shows it in each grade; reads an upload’s red', async () => {
    const pro = await account('pro');
    const res = await get(`/api/tools/tone/covers/${pro.id}`, pro.cookie);
    expect(res.status).toBe(200);
    const palette = paletteSchema.parse(await res.json());
    expect(palette.swatches.length).toBeGreaterThanOrEqual(4);
    for (const s of palette.swatches) {
      expect(SWATCH_NAMES).toContain(s.name);
      expect(s.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
    const shares = palette.swatches.reduce((sum, s) => sum + s.share, 0);
    expect(shares).toBeGreaterThan(0.99);
    expect(shares).toBeLessThan(1.01);
    expect(palette.swatches.map((s) => s.hex)).toContain(palette.dominant);

    const original = await get(`/api/tools/tone/covers/${pro.id}/grades/original`, pro.cookie);
    expect(original.headers.get('content-type')).toBe('image/webp');
    const originalBytes = Buffer.from(await original.arrayBuffer());
    expect(await sharp(originalBytes).metadata()).toMatchObject({ width: 512, height: 512 });
    const mono = Buffer.from(
      await (await get(`/api/tools/tone/covers/${pro.id}/grades/mono`, pro.cookie)).arrayBuffer(),
    );
    // Mono takes the colour out of a neon cover.
    expect(await colourfulness(originalBytes)).toBeGreaterThan(25);
    expect(await colourfulness(mono)).toBeLessThan(6);

    // An upload: a red picture's vibrant swatch is red.
    const red = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c81e1e' } })
      .composite([
        {
          input: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#f0e6d2' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const up = await suite.app.request('/api/uploads', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: pro.cookie, 'content-type': 'image/png' },
      body: new Uint8Array(red),
    });
    expect(up.status).toBe(201);
    const { id } = (await up.json()) as { id: string };
    const fromUpload = paletteSchema.parse(await (await get(`/api/tools/tone/uploads/${id}`, pro.cookie)).json());
    const vibrant = fromUpload.swatches.find((s) => s.name === 'Vibrant')!;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(vibrant.hex.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(150);
    expect(g!).toBeLessThan(80);
    expect(b!).toBeLessThan(80);
  });

  it('refuses free accounts, other people’s covers and unknown grades with clear messages', async () => {
    const free = await account(null);
    const locked = await get(`/api/tools/tone/covers/${free.id}`, free.cookie);
    expect(locked.status).toBe(403);
    expect(apiErrorSchema.parse(await locked.json()).error.message).toBe(
      'The Color Tone Assistant is part of the Pro plan and above. See the plans on the Pricing page.',
    );
    const upload = await suite.app.request('/api/uploads', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: free.cookie, 'content-type': 'image/png' },
      body: new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .png()
          .toBuffer(),
      ),
    });
    expect(upload.status).toBe(403);

    const pro = await account('pro');
    expect((await get(`/api/tools/tone/covers/${free.id}`, pro.cookie)).status).toBe(404);
    const bad = await get(`/api/tools/tone/covers/${pro.id}/grades/sepia`, pro.cookie);
    expect(bad.status).toBe(404);
    expect(apiErrorSchema.parse(await bad.json()).error.message).toMatch(/^The grade must be one of original, /);
    expect((await get(`/api/tools/tone/uploads/${'0'.repeat(64)}`, pro.cookie)).status).toBe(404);
    expect((await get(`/api/tools/tone/covers/${pro.id}`)).status).toBe(401);
  });

  it('downloads the palette as Adobe, GIMP and CSS files, Studio first while it is in early access', async () => {
    const studio = await account('studio');
    const palette = paletteSchema.parse(await (await get(`/api/tools/tone/covers/${studio.id}`, studio.cookie)).json());

    const ase = await get(`/api/tools/tone/covers/${studio.id}/palette/ase`, studio.cookie);
    expect(ase.status).toBe(200);
    expect(ase.headers.get('content-disposition')).toContain("filename*=UTF-8''Wet%20Street%20palette.ase");
    // Read back as a design tool would: 'ASEF' 1.0, a group around one RGB entry per swatch.
    const file = Buffer.from(await ase.arrayBuffer());
    expect(file.toString('ascii', 0, 4)).toBe('ASEF');
    expect([file.readUInt16BE(4), file.readUInt16BE(6), file.readUInt32BE(8)]).toEqual([
      1,
      0,
      palette.swatches.length + 2,
    ]);
    let at = 12;
    const blocks: { type: number; name: string; rgb?: number[] }[] = [];
    while (at < file.length) {
      const type = file.readUInt16BE(at);
      const length = file.readUInt32BE(at + 2);
      const body = file.subarray(at + 6, at + 6 + length);
      at += 6 + length;
      if (type === 0xc002) {
        blocks.push({ type, name: '' });
        continue;
      }
      const units = body.readUInt16BE(0);
      const name = Buffer.from(body.subarray(2, 2 + units * 2 - 2))
        .swap16()
        .toString('utf16le');
      const rest = body.subarray(2 + units * 2);
      blocks.push({
        type,
        name,
        ...(type === 0x0001 ? { rgb: [0, 1, 2].map((i) => Math.round(rest.readFloatBE(4 + i * 4) * 255)) } : {}),
      });
      if (type === 0x0001) expect([rest.toString('ascii', 0, 4), rest.readUInt16BE(16)]).toEqual(['RGB ', 2]);
    }
    expect(at).toBe(file.length);
    expect(blocks[0]).toEqual({ type: 0xc001, name: 'Wet Street' });
    expect(blocks.at(-1)!.type).toBe(0xc002);
    const hex = (rgb: number[]) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    expect(blocks.slice(1, -1).map((b) => hex(b.rgb!))).toEqual(palette.swatches.map((s) => s.hex));
    expect(blocks[1]!.name).toBe(`${SWATCH_LABELS[palette.swatches[0]!.name]} ${palette.swatches[0]!.hex}`);

    const gpl = await (await get(`/api/tools/tone/covers/${studio.id}/palette/gpl`, studio.cookie)).text();
    expect(gpl.split('\n').slice(0, 4)).toEqual([
      'GIMP Palette',
      'Name: Wet Street',
      `Columns: ${palette.swatches.length}`,
      '#',
    ]);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(palette.swatches[0]!.hex.slice(i, i + 2), 16));
    expect(gpl.split('\n')[4]!.split('\t')[0]!.trim().split(/\s+/).map(Number)).toEqual([r, g, b]);
    const css = await (await get(`/api/tools/tone/covers/${studio.id}/palette/css`, studio.cookie)).text();
    for (const swatch of palette.swatches) expect(css).toContain(`: ${swatch.hex};`);
    expect((await get(`/api/tools/tone/covers/${studio.id}/palette/pdf`, studio.cookie)).status).toBe(404);

    // A Pro member has it once it opens to Pro; until then the refusal says when.
    const pro = await account('pro');
    const asked = await get(`/api/tools/tone/covers/${pro.id}/palette/gpl`, pro.cookie);
    if (canUse('pro', 'paletteExport')) expect(asked.status).toBe(200);
    else
      expect([asked.status, apiErrorSchema.parse(await asked.json()).error]).toEqual([
        403,
        { code: 'plan_required', message: lockMessage('paletteExport') },
      ]);
  });
});
