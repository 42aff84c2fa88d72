/**
 * The shipped @fontsource faces as opentype.js fonts, so a logo's letters become outline paths (a logo file never
 * carries a font: it must open the same in any design tool and at any print shop).
 *
 * Each package splits a face into files per unicode-range (latin, latin-ext, cyrillic...), listed in its
 * `<weight>[-italic].css`. We read the `.woff` of each file (opentype.js 2.0 parses WOFF but not WOFF2, which
 * needs a Brotli glyph-table decoder it does not ship), on first use, and keep it for the process.
 *
 * A character the face lacks is taken from Noto Sans (Latin, Cyrillic, Greek, Vietnamese) or Noto Sans JP (kana
 * and CJK), per glyph, at the nearest weight: an accented name keeps its accents instead of losing letters or
 * showing boxes. Scripts that need shaping or right-to-left order (Arabic, Hebrew, the Indic scripts, Thai...) are
 * refused rather than drawn wrongly, since opentype.js does not apply their reordering rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import opentype, { type Font } from 'opentype.js';

/** One face as a treatment asks for it. */
export interface FaceSpec {
  /** The @fontsource package, e.g. 'playfair-display'. */
  pkg: string;
  weight: number;
  italic?: boolean;
}

interface FaceFile {
  file: string;
  ranges: [number, number][];
}

const fontsDir = path.resolve(import.meta.dirname, '../../../../node_modules/@fontsource');

/** Noto packages tried, in order, for characters a face lacks. */
export const FALLBACK_PACKAGES = ['noto-sans', 'noto-sans-jp'] as const;
const NOTO_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900];

const filesCache = new Map<string, FaceFile[]>();
const fontCache = new Map<string, Font>();

function cssName(face: FaceSpec): string {
  return `${face.weight}${face.italic ? '-italic' : ''}.css`;
}

/** The files of a face, each with the code points it covers, from the package's CSS. */
export function faceFiles(face: FaceSpec): FaceFile[] {
  const key = `${face.pkg}/${cssName(face)}`;
  const hit = filesCache.get(key);
  if (hit) return hit;
  const css = fs.readFileSync(path.join(fontsDir, face.pkg, cssName(face)), 'utf8');
  const files: FaceFile[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/(files\/[^)]+\.woff)\)\s*format\('woff'\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(',').map((part): [number, number] => {
      const [lo, hi] = part.trim().replace(/^U\+/i, '').split('-');
      const from = parseInt(lo!, 16);
      return [from, hi ? parseInt(hi, 16) : from];
    });
    files.push({ file: path.join(fontsDir, face.pkg, file), ranges });
  }
  if (!files.length) throw new Error(`No WOFF files listed in ${key}`);
  filesCache.set(key, files);
  return files;
}

/** Parses a font file once per process; throws when it is missing (never a silent fallback). */
function loadFont(file: string): Font {
  let font = fontCache.get(file);
  if (!font) {
    const bytes = fs.readFileSync(file);
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fontCache.set(file, font);
  }
  return font;
}

const covers = (f: FaceFile, cp: number) => f.ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

/** The face's own font for a code point, when one of its files has the glyph. */
function ownFont(face: FaceSpec, cp: number): Font | undefined {
  for (const f of faceFiles(face)) {
    if (!covers(f, cp)) continue;
    const font = loadFont(f.file);
    if (font.charToGlyphIndex(String.fromCodePoint(cp)) > 0) return font;
  }
  return undefined;
}

/**
 * Scripts that need contextual shaping, mark reordering or right-to-left order: Hebrew to Myanmar (Arabic,
 * Syriac, the Indic scripts, Thai, Lao, Tibetan), Khmer, and the Hebrew and Arabic presentation forms.
 */
function needsShaping(cp: number): boolean {
  return (
    (cp >= 0x0590 && cp <= 0x109f) ||
    (cp >= 0x1780 && cp <= 0x18af) ||
    (cp >= 0xfb1d && cp <= 0xfdff) ||
    (cp >= 0xfe70 && cp <= 0xfeff)
  );
}

const nearestNoto = (weight: number) =>
  NOTO_WEIGHTS.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best));

export interface ResolvedFont {
  font: Font;
  /** True when the glyph comes from a Noto fallback rather than the face itself. */
  fallback: boolean;
}

/**
 * The font that draws a code point in `face`: the face's own file, else a Noto face at the weight closest to
 * `fallbackWeight` (a heavy display face falls back to heavy Noto), else undefined (nothing shipped draws it).
 */
export function fontForCodePoint(face: FaceSpec, cp: number, fallbackWeight: number): ResolvedFont | undefined {
  if (needsShaping(cp)) return undefined;
  const own = ownFont(face, cp);
  if (own) return { font: own, fallback: false };
  const weight = nearestNoto(fallbackWeight);
  for (const pkg of FALLBACK_PACKAGES) {
    // Noto Sans ships italics; Noto Sans JP does not (kana and ideographs have no italic).
    const italic = Boolean(face.italic) && pkg === 'noto-sans';
    const font = ownFont({ pkg, weight, italic }, cp);
    if (font) return { font, fallback: true };
  }
  return undefined;
}

/** The face's font for Basic Latin: its metrics (cap height, x-height) set the scale of every fallback glyph. */
export function primaryFont(face: FaceSpec): Font {
  const font = ownFont(face, 0x48);
  if (!font) throw new Error(`${face.pkg} ${face.weight} has no Latin file`);
  return font;
}

/** Characters of a text that no shipped face can draw (emoji, scripts that need shaping, unassigned...). */
export function unsupportedCharacters(text: string): string[] {
  const missing: string[] = [];
  // Any face will do: a character outside every face comes down to the Noto fallbacks, which are the same for all.
  const probe: FaceSpec = { pkg: 'noto-sans', weight: 400 };
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    if (/\s/u.test(ch) || missing.includes(ch)) continue;
    // Variation selectors and joiners draw nothing; they are dropped rather than refused.
    if (isInvisible(cp)) continue;
    if (!fontForCodePoint(probe, cp, 400)) missing.push(ch);
  }
  return missing;
}

/** Zero-width characters that format text without drawing: joiners, variation selectors, the BOM. */
export function isInvisible(cp: number): boolean {
  return (cp >= 0x200b && cp <= 0x200f) || (cp >= 0xfe00 && cp <= 0xfe0f) || cp === 0xfeff || cp === 0x2060;
}

/** Cap height and x-height of a font in its own units (OS/2 table, or measured from H and x when absent). */
export function fontMetrics(font: Font): { capHeight: number; xHeight: number; unitsPerEm: number } {
  const os2 = font.tables.os2 as { sCapHeight?: number; sxHeight?: number } | undefined;
  const measure = (ch: string) => {
    const box = font.charToGlyph(ch).getBoundingBox();
    return box.y2 - box.y1;
  };
  return {
    capHeight: os2?.sCapHeight || measure('H'),
    xHeight: os2?.sxHeight || measure('x'),
    unitsPerEm: font.unitsPerEm,
  };
}

/** The @fontsource packages read so far in this process (the tests check each is licensed for release). */
export const loadedPackages = () => [
  ...new Set([...fontCache.keys()].map((f) => path.basename(path.dirname(path.dirname(f))))),
];
