import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/shared/api-error.ts';
import { LOGO_TREATMENT_IDS } from '../../src/shared/logo-treatments.ts';
import { generationSuite } from '../support/generation-suite.ts';
import { testEngine } from '../support/test-database.ts';

const suite = generationSuite();

const account = async (plan: 'pro' | 'studio' | null) => (await suite.member('logo', plan)).cookie;

const get = (path: string, cookie?: string) => suite.app.request(path, { headers: cookie ? { cookie } : {} });
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe(`the Artist Logo Generator (${testEngine})`, () => {
  it('draws every treatment as outline SVG, and a transparent PNG of the height asked for', async () => {
    const studio = await account('studio');
    for (const treatment of LOGO_TREATMENT_IDS) {
      const res = await get(`/api/tools/logos/logo.svg?${query({ name: 'Mötley Crüe', treatment })}`, studio);
      expect(res.status, treatment).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      // Opened on its own, the site's policy keeps it inert (it holds outlines only anyway).
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const svg = await res.text();
      expect(svg, treatment).toMatch(/^<svg[^>]+viewBox="/);
      expect(svg).not.toMatch(/<text|<script|font-family|@font-face|href=/i);
      expect(svg).not.toContain('Mötley');
    }

    const png = await get(
      `/api/tools/logos/logo.png?${query({ name: 'Sigur Rós', treatment: 'country-western', emblem: 'mdi:skull', colour: '#ffffff', height: '512', download: '1' })}`,
      studio,
    );
    expect(png.status).toBe(200);
    expect(png.headers.get('content-disposition')).toContain('Sigur R');
    const bytes = Buffer.from(await png.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', height: 512, channels: 4 });
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    // Transparent around, white ink within.
    expect(data[3]).toBe(0);
    let inked = 0;
    let white = 0;
    for (let i = 0; i < data.length; i += 4)
      if (data[i + 3]! > 200) {
        inked++;
        if (data[i]! > 230 && data[i + 1]! > 230 && data[i + 2]! > 230) white++;
      }
    expect(inked / (info.width * info.height)).toBeGreaterThan(0.05);
    expect(white / inked).toBeGreaterThan(0.5);

    // The same request draws the same file.
    const again = await get(
      `/api/tools/logos/logo.svg?${query({ name: 'Night Static', treatment: 'punk-ransom' })}`,
      studio,
    );
    const first = await get(
      `/api/tools/logos/logo.svg?${query({ name: 'Night Static', treatment: 'punk-ransom' })}`,
      studio,
    );
    expect(await again.text()).toBe(await first.text());
  });

  it('refuses bad requests with messages, and plans without it', async () => {
    const studio = await account('studio');
    for (const [params, message] of [
      [{ name: '', treatment: 'metal-thorns' }, 'Type the artist name.'],
      [{ name: 'x'.repeat(41), treatment: 'metal-thorns' }, 'The name may be at most 40 characters.'],
      [{ name: 'Nul\u0000Band', treatment: 'metal-thorns' }, null],
      [{ name: 'Band', treatment: 'baroque' }, 'Choose one of the treatments.'],
      [{ name: 'Band', treatment: 'metal-thorns', colour: 'red' }, 'The colour must be a hex code like #ff5533.'],
      [
        { name: 'Band', treatment: 'metal-thorns', emblem: 'mdi:account' },
        'Choose one of the emblems offered, or none.',
      ],
      [{ name: 'Band', treatment: 'metal-thorns', height: '9000' }, 'The height may be at most 4096 px.'],
      [{ name: 'Band 🎸', treatment: 'metal-thorns' }, null],
      [{ name: 'Band', treatment: 'metal-thorns', extra: '1' }, null],
    ] as const) {
      const res = await get(`/api/tools/logos/logo.png?${query(params as Record<string, string>)}`, studio);
      expect(res.status, JSON.stringify(params)).toBe(400);
      const error = apiErrorSchema.parse(await res.json()).error;
      if (message) expect(error.message).toBe(message);
    }
    const emoji = await get(`/api/tools/logos/logo.svg?${query({ name: 'Band 🎸', treatment: 'jazz-swash' })}`, studio);
    expect(apiErrorSchema.parse(await emoji.json()).error.message).toMatch(/^No typeface can draw 🎸\./);

    const pro = await account('pro');
    const locked = await get(`/api/tools/logos/logo.svg?${query({ name: 'Band', treatment: 'metal-thorns' })}`, pro);
    expect(locked.status).toBe(403);
    expect(apiErrorSchema.parse(await locked.json()).error.message).toBe(
      'The Artist Logo Generator is part of the Studio plan and above. See the plans on the Pricing page.',
    );
    expect((await get(`/api/tools/logos/logo.svg?${query({ name: 'Band', treatment: 'metal-thorns' })}`)).status).toBe(
      401,
    );
  });
});
