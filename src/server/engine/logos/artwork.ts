/**
 * A logo as filled layers, written as a self-contained SVG: a tight viewBox around the ink with a small margin,
 * a transparent background, path data only (plus linear gradients where a treatment paints with one), every
 * number rounded so the same request always gives the same bytes.
 */
import { EVEN_ODD, affine, boxUnion, chain, pathBox, transformPath, type Affine, type Box } from './geometry.ts';
import type { Path2D } from '@napi-rs/canvas';

export interface LinearGradient {
  kind: 'linear';
  /** From (x1, y1) to (x2, y2), in the layer's own coordinates. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stops: readonly (readonly [offset: number, colour: string])[];
}

export type Paint = string | LinearGradient;

export interface Layer {
  path: Path2D;
  paint: Paint;
}

/** The longest side of every logo's viewBox, in SVG units. */
export const ARTWORK_SIZE = 1000;
/** The margin around the ink, as a share of the longest side. */
const MARGIN = 0.03;

export interface Artwork {
  svg: string;
  width: number;
  height: number;
}

/** Rounds to `decimals` and writes the shortest form ("12.5", "-0.25", "3"). */
const num = (v: number, decimals = 2) => {
  const f = 10 ** decimals;
  const r = Math.round(v * f) / f;
  return Object.is(r, -0) ? '0' : String(r);
};

/**
 * Skia writes numbers in full precision, sometimes with exponents. Path data gets one decimal: a twentieth of a
 * unit in a 1000-unit drawing is 0.15 px on a 3000-px print, and the file is a third lighter than with two.
 */
const roundPathData = (d: string) => d.replace(/-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/gi, (m) => num(Number(m), 1));

/** Attribute values we write are colours and numbers; escaping keeps any other text from breaking the markup. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A colour as the SVG gets it: '#rrggbb' only (anything else would be a bug, so it throws). */
function colour(c: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(c)) throw new Error(`Not a #rrggbb colour: ${c}`);
  return c.toLowerCase();
}

/** The ink's bounds, over every layer. */
export const layersBox = (layers: readonly Layer[]): Box | undefined => boxUnion(layers.map((l) => pathBox(l.path)));

/**
 * Writes the layers as an SVG document. `pixelHeight` sets the root's width and height attributes for
 * rasterising at that height (the viewBox, and so the drawing, is the same).
 */
export function writeSvg(layers: readonly Layer[], pixelHeight?: number): Artwork {
  const box = layersBox(layers);
  if (!box) throw new Error('The logo has no ink');
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const margin = Math.max(w, h) * MARGIN;
  const scale = ARTWORK_SIZE / (Math.max(w, h) + margin * 2);
  const width = Math.round((w + margin * 2) * scale * 100) / 100;
  const height = Math.round((h + margin * 2) * scale * 100) / 100;
  const place: Affine = chain(affine.translate(margin - box.x0, margin - box.y0), affine.scale(scale));

  const defs: string[] = [];
  const paths: string[] = [];
  for (const layer of layers) {
    const path = transformPath(layer.path, place);
    const d = roundPathData(path.toSVGString());
    if (!d) continue;
    let fill: string;
    if (typeof layer.paint === 'string') fill = colour(layer.paint);
    else {
      const id = `g${defs.length}`;
      const g = layer.paint;
      const [x1, y1] = affine.apply(place, g.x1, g.y1);
      const [x2, y2] = affine.apply(place, g.x2, g.y2);
      const stops = g.stops.map(([o, c]) => `<stop offset="${num(o)}" stop-color="${colour(c)}"/>`).join('');
      defs.push(
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stops}</linearGradient>`,
      );
      fill = `url(#${id})`;
    }
    const rule = path.getFillType() === EVEN_ODD ? ' fill-rule="evenodd"' : '';
    paths.push(`<path d="${escapeAttribute(d)}" fill="${escapeAttribute(fill)}"${rule}/>`);
  }
  const outW = pixelHeight ? Math.max(1, Math.round((pixelHeight * width) / height)) : width;
  const outH = pixelHeight ?? height;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(outW)}" height="${num(outH)}" viewBox="0 0 ${num(width)} ${num(height)}">` +
    (defs.length ? `<defs>${defs.join('')}</defs>` : '') +
    paths.join('') +
    `</svg>`;
  return { svg, width, height };
}
