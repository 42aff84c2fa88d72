/**
 * The files of an @fontsource package at one weight, read from its `<weight>.css`: one @font-face per file, each for
 * a unicode-range. Skia picks one file per family name, so whoever draws with them registers each file under a
 * family of its own and lists the families in order (`60px "A", "B"`), which @napi-rs/canvas resolves glyph by glyph.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

export interface FontFile {
  /** The family it is registered under: unique per file. */
  family: string;
  file: string;
  ranges: [number, number][];
}

const fontsDir = path.resolve(import.meta.dirname, '../../../node_modules/@fontsource');
const cache = new Map<string, FontFile[]>();
const registered = new Set<string>();

export function fontFiles(pkg: string, weight: number): FontFile[] {
  const key = `${pkg}@${weight}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const css = fs.readFileSync(path.join(fontsDir, pkg, `${weight}.css`), 'utf8');
  const files: FontFile[] = [];
  for (const face of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(',').map((r) => {
      const [lo, hi] = r.trim().replace(/^U\+/i, '').split('-');
      const from = parseInt(lo!, 16);
      return [from, hi ? parseInt(hi, 16) : from] as [number, number];
    });
    files.push({
      family: `Soundsleeve ${path.basename(file, '.woff2')}`,
      file: path.join(fontsDir, pkg, file),
      ranges,
    });
  }
  cache.set(key, files);
  return files;
}

export const covers = (f: FontFile, cp: number) => f.ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

/** Registers a file under its family, once per process; throws when it cannot be loaded (never a silent fallback). */
export function registerFontFile(f: FontFile): string {
  if (!registered.has(f.family)) {
    if (!GlobalFonts.registerFromPath(f.file, f.family)) throw new Error(`Could not load the font file ${f.file}`);
    registered.add(f.family);
  }
  return f.family;
}
