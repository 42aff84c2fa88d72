/**
 * Layout helpers the treatments share: breaking a name into balanced lines, measuring a line's ink (the visible
 * letters, not the font's boxes, so names centre by what the eye sees), and placing lines and emblems.
 */
import { createCanvas, type Path2D } from '@napi-rs/canvas';
import { affine, chain, fillRule, pathBox, toPath, transformPath, type Box, type Outline } from './geometry.ts';
import { lineOutline, setLine, type SetLine, type TypeStyle } from './typeset.ts';

/** Words of a name (runs of whitespace are one break). */
export const wordsOf = (name: string) => name.trim().split(/\s+/u).filter(Boolean);

/**
 * The name in exactly `lines` lines (fewer when it has fewer words), breaking only between words, choosing the
 * breaks whose longest line is shortest, so the lines come out as even as the words allow. A name shorter than
 * `minChars` stays on one line whatever its words.
 */
export function breakLines(name: string, lines: number, minChars = 14): string[] {
  const words = wordsOf(name);
  const count = Math.min(lines, words.length);
  if (count <= 1 || name.length < minChars) return [words.join(' ')];
  let best: string[] = [words.join(' ')];
  let bestLongest = Infinity;
  const search = (start: number, left: number, acc: string[]) => {
    if (left === 1) {
      const candidate = [...acc, words.slice(start).join(' ')];
      const longest = Math.max(...candidate.map((l) => l.length));
      if (longest < bestLongest) [best, bestLongest] = [candidate, longest];
      return;
    }
    for (let end = start + 1; end <= words.length - (left - 1); end++) {
      search(end, left - 1, [...acc, words.slice(start, end).join(' ')]);
    }
  };
  search(0, count, []);
  return best;
}

/** A set line with its ink measured (relative to its origin on the baseline). */
export interface MeasuredLine {
  line: SetLine;
  outline: Outline;
  ink: Box;
}

export function measureLine(text: string, style: TypeStyle): MeasuredLine {
  const line = setLine(text, style);
  const outline = lineOutline(line);
  const ink = pathBox(toPath(outline)) ?? { x0: 0, y0: -line.capHeight, x1: line.advance, y1: 0 };
  return { line, outline, ink };
}

/** The size at which a line's ink is `width` wide (ink scales linearly with size). */
export const sizeForWidth = (m: MeasuredLine, width: number) => (m.line.size * width) / (m.ink.x1 - m.ink.x0);

/** A region of the line's ink, moved so its ink is centred on `cx` with its baseline at `baseline`. */
export function placeCentred(m: MeasuredLine, cx: number, baseline: number): Path2D {
  return toPath(m.outline).transform(affine.translate(cx - (m.ink.x0 + m.ink.x1) / 2, baseline));
}

/** The emblem (a unit-box silhouette) scaled to `size` and centred on (cx, cy). */
export function placeEmblem(emblem: Path2D, cx: number, cy: number, size: number): Path2D {
  return transformPath(emblem, chain(affine.translate(-0.5, -0.5), affine.scale(size), affine.translate(cx, cy)));
}

/**
 * A test "is this point inside the region", answered from a raster of the region over `box` (`columns` pixels
 * wide): for the thousands of lookups a texture needs, where asking Skia point by point would be slow.
 */
export function rasterMask(region: Path2D, box: Box, columns = 800): (x: number, y: number) => boolean {
  const k = columns / (box.x1 - box.x0);
  const rows = Math.max(1, Math.ceil((box.y1 - box.y0) * k));
  const ctx = createCanvas(columns, rows).getContext('2d');
  ctx.setTransform(k, 0, 0, k, -box.x0 * k, -box.y0 * k);
  ctx.fill(region, fillRule(region));
  const alpha = ctx.getImageData(0, 0, columns, rows).data;
  return (x, y) => {
    const c = Math.floor((x - box.x0) * k);
    const r = Math.floor((y - box.y0) * k);
    return c >= 0 && r >= 0 && c < columns && r < rows && alpha[(r * columns + c) * 4 + 3]! > 127;
  };
}
