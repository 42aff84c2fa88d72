/**
 * A subject's colour drawing (`SubjectShape.art`) as pixels, in the same square and fit as its silhouette mask
 * (shape.ts `silhouetteMask`), optionally recoloured to the colour the idea binds to it ('a white horse' turns the
 * drawing's brown coat white and keeps its dark mane). Both looks start from this: Sonic separates it into inks,
 * Photon lights it.
 */
import { createCanvas, Image, type Canvas } from '@napi-rs/canvas';
import { hexToOklch, hexToRgb, oklchToHex, type Oklch } from '../../shared/color.ts';
import type { SubjectShape } from './plan.ts';

const HEX = /(fill|stop-color)="(#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?)"/g;

const expand = (hex: string) =>
  hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}`.toLowerCase() : hex.toLowerCase();

function rasterise(svg: string, vb: SubjectShape['viewBox'], px: number): Canvas {
  const [, , vw, vh] = vb;
  const scale = px / Math.max(vw, vh);
  const w = vw * scale;
  const h = vh * scale;
  const sized = svg.replace('<svg ', `<svg width="${w}" height="${h}" `);
  const image = new Image();
  image.src = Buffer.from(sized);
  const canvas = createCanvas(px, px);
  canvas.getContext('2d').drawImage(image, (px - w) / 2, (px - h) / 2, w, h);
  return canvas;
}

/**
 * The drawing's colours and how much of it each covers (share of its opaque pixels, from a small rendering:
 * flat art fills regions with exact colours, so each pixel belongs to its nearest declared colour).
 */
const colorCache = new Map<string, { hex: string; share: number }[]>();
export function artColors(shape: SubjectShape): { hex: string; share: number }[] {
  const art = shape.art;
  if (!art) return [];
  const hit = colorCache.get(shape.key);
  if (hit) return hit;
  const found = measureColors(shape, art.svg);
  // Library shapes only (a few hundred at most are ever drawn by one process).
  colorCache.set(shape.key, found);
  return found;
}

function measureColors(shape: SubjectShape, svg: string): { hex: string; share: number }[] {
  const art = { svg };
  const hexes = [...new Set([...art.svg.matchAll(HEX)].map((m) => expand(m[2]!)))];
  if (!hexes.length) return [];
  const rgbs = hexes.map(hexToRgb);
  const px = 48;
  const data = rasterise(art.svg, shape.viewBox, px).getContext('2d').getImageData(0, 0, px, px).data;
  const counts = new Array<number>(hexes.length).fill(0);
  let total = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! < 200) continue;
    let best = 0;
    let bestD = Infinity;
    rgbs.forEach(([r, g, b], k) => {
      const d = (r - data[i]!) ** 2 + (g - data[i + 1]!) ** 2 + (b - data[i + 2]!) ** 2;
      if (d < bestD) {
        bestD = d;
        best = k;
      }
    });
    counts[best]!++;
    total++;
  }
  return hexes.map((hex, k) => ({ hex, share: total ? counts[k]! / total : 0 })).sort((a, b) => b.share - a.share);
}

const hueGap = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

/** The drawing's main colour: the largest chromatic region, else the largest region. */
function mainColor(colors: { hex: string; share: number }[]): Oklch | undefined {
  const main = colors.find((c) => c.share > 0.08 && hexToOklch(c.hex).c > 0.035) ?? colors[0];
  return main && hexToOklch(main.hex);
}

/**
 * The SVG with its main colour (and the shades of it: same hue family) moved to `target`, keeping each shade's
 * lightness and chroma offsets, so shading and detail survive. Colours of other hues (an eye, a beak) stay.
 */
export function recolorArt(shape: SubjectShape, target: string): string | undefined {
  const art = shape.art;
  if (!art) return undefined;
  const colors = artColors(shape);
  const main = mainColor(colors);
  if (!main) return art.svg;
  const t = hexToOklch(target);
  const chromatic = main.c > 0.035;
  const moved = new Map<string, string>();
  for (const { hex } of colors) {
    const c = hexToOklch(hex);
    const family = chromatic ? c.c > 0.03 && hueGap(c.h, main.h) < 32 : c.c <= 0.035 && Math.abs(c.l - main.l) < 0.25;
    if (!family) continue;
    const l = Math.min(0.98, Math.max(0.08, t.l + (c.l - main.l) * (t.l > 0.85 ? 0.6 : 1)));
    const chroma = chromatic && main.c > 0 ? Math.min(0.32, t.c * (c.c / main.c)) : t.c;
    moved.set(hex, oklchToHex({ l, c: chroma, h: t.h }));
  }
  return art.svg.replace(HEX, (whole, attr: string, hex: string) => {
    const to = moved.get(expand(hex));
    return to ? `${attr}="${to}"` : whole;
  });
}

const cache = new Map<string, Canvas>();

/** The drawing at `px` square (aspect kept, centred), recoloured to `color` when given. Small LRU. */
export function artCanvas(shape: SubjectShape, px: number, color?: string): Canvas | undefined {
  if (!shape.art) return undefined;
  const key = `${shape.key}|${px}|${color ?? ''}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const svg = color ? recolorArt(shape, color)! : shape.art.svg;
  const canvas = rasterise(svg, shape.viewBox, px);
  cache.set(key, canvas);
  if (cache.size > 16) cache.delete(cache.keys().next().value!);
  return canvas;
}
