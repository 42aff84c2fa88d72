import fs from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOGO_TREATMENT_IDS, LOGO_TREATMENTS, type LogoTreatmentId } from '../../../shared/logo-treatments.ts';
import { createRng } from '../random.ts';
import { layersBox, type Layer } from './artwork.ts';
import { emblemPath, logoEmblems } from './emblems.ts';
import { loadedPackages } from './font-outlines.ts';
import { fillRule } from './geometry.ts';
import { worstContrast } from './ink.ts';
import { drawLogoPng, drawLogoSvg, LogoRequestError, unsupportedNameCharacters } from './logo.ts';
import { TREATMENTS } from './treatments/index.ts';

const LONG = 'The Extraordinary Gentlemen of Brass';
const EMBLEM = 'mdi:skull';

/** Rasterises an SVG at `height` pixels and returns its alpha channel. */
async function alphaOf(svg: string, height = 140) {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .resize({ height })
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Share of pixels with ink, and whether any ink touches the image's outermost row or column. */
function inkStats({ data, width, height }: { data: Buffer; width: number; height: number }) {
  let inked = 0;
  let edge = false;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x]! < 8) continue;
      inked++;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) edge = true;
    }
  }
  return { share: inked / (width * height), edge };
}

/** Ink area of a treatment's layers in its own units (a fixed scale, so two drawings can be compared). */
function inkArea(layers: Layer[]): number {
  const box = layersBox(layers)!;
  const k = 0.5;
  const w = Math.ceil((box.x1 - box.x0) * k) + 2;
  const h = Math.ceil((box.y1 - box.y0) * k) + 2;
  const ctx = createCanvas(w, h).getContext('2d');
  ctx.setTransform(k, 0, 0, k, -box.x0 * k + 1, -box.y0 * k + 1);
  for (const l of layers) ctx.fill(l.path, fillRule(l.path));
  const alpha = ctx.getImageData(0, 0, w, h).data;
  let sum = 0;
  for (let i = 3; i < alpha.length; i += 4) sum += alpha[i]!;
  return sum / 255 / (k * k);
}

const draw = (id: LogoTreatmentId, name: string, emblem?: string) =>
  TREATMENTS[id].draw({
    name,
    ink: TREATMENTS[id].defaultInk,
    ...(emblem && { emblem: emblemPath(emblem) }),
    rng: createRng(`test/${id}/${name}`),
  });

describe('logo treatments (shared list)', () => {
  it('lists at least 12 treatments with kebab-case ids, short labels and one-sentence descriptions', () => {
    expect(LOGO_TREATMENT_IDS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(LOGO_TREATMENT_IDS).size).toBe(LOGO_TREATMENT_IDS.length);
    expect(LOGO_TREATMENTS.map((t) => t.id)).toEqual([...LOGO_TREATMENT_IDS]);
    for (const t of LOGO_TREATMENTS) {
      expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.label.length).toBeLessThanOrEqual(14);
      expect(t.description).toMatch(/^[A-Z][^.]*\.$/);
    }
  });

  it('covers metal, hip-hop, indie, electronic, jazz and country', () => {
    const genres = LOGO_TREATMENTS.map((t) => t.genre.toLowerCase());
    for (const g of ['metal', 'hip-hop', 'indie', 'electronic', 'jazz', 'country']) expect(genres).toContain(g);
  });

  it('has default inks that keep 3:1 contrast on black and on white, unless the treatment carries its own', () => {
    for (const id of LOGO_TREATMENT_IDS) {
      if (!TREATMENTS[id].ownContrast) expect(worstContrast(TREATMENTS[id].defaultInk), id).toBeGreaterThanOrEqual(3);
    }
  });
});

describe.each(LOGO_TREATMENT_IDS)('%s', (id) => {
  it('draws a self-contained SVG of paths that sharp rasterises, transparent, inked, inside its viewBox', async () => {
    for (const req of [
      { name: 'Mötley Crüe', treatment: id, emblem: EMBLEM },
      { name: LONG, treatment: id },
    ]) {
      const { svg, width, height } = drawLogoSvg(req);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" ')).toBe(true);
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(Math.max(width, height)).toBeCloseTo(1000, 0);
      // Only these elements; no text, fonts, images, scripts or outside references.
      const tags = new Set([...svg.matchAll(/<\/?([a-zA-Z]+)/g)].map((m) => m[1]));
      for (const tag of tags) expect(['svg', 'defs', 'linearGradient', 'stop', 'path']).toContain(tag);
      expect(svg).not.toMatch(/<text|font|href|@import|<style/i);
      for (const url of svg.matchAll(/url\(([^)]*)\)/g)) expect(url[1]).toMatch(/^#g\d+$/);

      const alpha = await alphaOf(svg);
      const { share, edge } = inkStats(alpha);
      expect(edge, `${req.name}: ink touches the edge`).toBe(false);
      expect(share, req.name).toBeGreaterThan(0.06);
      expect(share, req.name).toBeLessThan(0.85);
      const corners = [0, alpha.width - 1, (alpha.height - 1) * alpha.width, alpha.height * alpha.width - 1];
      for (const c of corners) expect(alpha.data[c]).toBe(0);
    }
  });

  it('adds ink for an emblem and for accents', () => {
    const plain = inkArea(draw(id, 'Sigur Ros'));
    const withEmblem = inkArea(draw(id, 'Sigur Ros', EMBLEM));
    // The seal's emblem takes the place of the initials at its centre; everywhere else it is added.
    if (id === 'folk-seal') expect(Math.abs(withEmblem - plain)).toBeGreaterThan(plain * 0.01);
    else expect(withEmblem).toBeGreaterThan(plain * 1.01);
    // An accent at this size covers some hundreds of square units (the letters are set about 200 units high).
    const accented = inkArea(draw(id, 'Sigur Rós'));
    expect(Math.abs(accented - plain)).toBeGreaterThan(60);
  });
});

describe('drawLogoSvg', () => {
  it('is deterministic: the same request gives the same bytes', () => {
    for (const id of ['punk-ransom', 'electronic-glitch', 'metal-thorns'] as const) {
      const req = { name: 'Beyoncé', treatment: id, emblem: 'ph:star-fill', colour: '#123456' };
      expect(drawLogoSvg(req).svg).toBe(drawLogoSvg(req).svg);
    }
  });

  it('never writes the name: markup in a name only becomes outlines', async () => {
    for (const id of LOGO_TREATMENT_IDS) {
      const { svg } = drawLogoSvg({ name: `<script>&"'`, treatment: id });
      expect(svg).not.toMatch(/script|&(?!amp;|quot;|lt;|gt;)/);
      expect(svg.match(/</g)!.length).toBe(svg.match(/>/g)!.length);
      await expect(sharp(Buffer.from(svg)).metadata()).resolves.toMatchObject({ format: 'svg' });
    }
  });

  it('uses the colour asked for', () => {
    expect(drawLogoSvg({ name: 'Ålesund', treatment: 'indie-lowercase', colour: '#ABCDEF' }).svg).toContain(
      'fill="#abcdef"',
    );
  });

  it('borrows glyphs a face lacks from Noto, and refuses what no shipped face draws', () => {
    expect(() => drawLogoSvg({ name: 'Мумий Тролль', treatment: 'metal-thorns' })).not.toThrow();
    expect(() => drawLogoSvg({ name: '宇多田ヒカル', treatment: 'jazz-swash' })).not.toThrow();
    expect(unsupportedNameCharacters('A$AP Ålesund AC/DC')).toEqual([]);
    expect(unsupportedNameCharacters('Band 🎸 عمرو')).toEqual(['🎸', 'ع', 'م', 'ر', 'و']);
    expect(() => drawLogoSvg({ name: 'Band 🎸', treatment: 'pop-sticker' })).toThrow(LogoRequestError);
    expect(() => drawLogoSvg({ name: '\u200b', treatment: 'pop-sticker' })).toThrow(LogoRequestError);
    expect(() => drawLogoSvg({ name: 'Band', treatment: 'pop-sticker', emblem: 'mdi:home' })).toThrow(LogoRequestError);
    expect(() => drawLogoSvg({ name: 'Band', treatment: 'pop-sticker', colour: 'red' })).toThrow(LogoRequestError);
  });
});

describe('drawLogoPng', () => {
  it('renders a transparent PNG at the height asked for', async () => {
    const png = await drawLogoPng({ name: 'Sigur Rós', treatment: 'country-western', emblem: 'ph:star-fill' }, 1024);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', height: 1024, channels: 4, hasAlpha: true });
    const { data } = await sharp(png).extractChannel(3).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBe(0);
    expect(data.some((a) => a === 255)).toBe(true);
    await expect(drawLogoPng({ name: 'Band', treatment: 'country-western' }, 5000)).rejects.toThrow(RangeError);
  });
});

describe('emblems', () => {
  it('offers a curated few dozen, each a vector silhouette from the subject library', () => {
    const emblems = logoEmblems();
    expect(emblems.length).toBeGreaterThanOrEqual(20);
    expect(emblems.length).toBeLessThanOrEqual(45);
    expect(new Set(emblems.map((e) => e.id)).size).toBe(emblems.length);
    for (const e of emblems) {
      expect(e.label).toMatch(/^[A-Z]/);
      expect(emblemPath(e.id).toSVGString().length, e.id).toBeGreaterThan(20);
    }
  });
});

describe('fonts', () => {
  it('are all @fontsource packages listed in docs/assets.md under a licence that allows release', () => {
    const manifest = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/assets.md'), 'utf8');
    for (const id of LOGO_TREATMENT_IDS) draw(id, 'Ab Мы');
    const used = loadedPackages();
    expect(used.length).toBeGreaterThan(10);
    for (const pkg of used) {
      const meta = JSON.parse(
        fs.readFileSync(
          path.resolve(import.meta.dirname, '../../../../node_modules/@fontsource', pkg, 'package.json'),
          'utf8',
        ),
      ) as { license: string };
      expect(['OFL-1.1', 'Apache-2.0'], pkg).toContain(meta.license);
      expect(manifest, pkg).toContain(`\`@fontsource/${pkg}\``);
    }
  });
});
