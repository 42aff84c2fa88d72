/**
 * Typefaces for scripts the display faces lack (Cyrillic, Greek, Chinese, Japanese, Korean, Arabic, Hebrew, the
 * scripts of India and Southeast Asia, Georgian, Armenian, Ethiopic, Canadian syllabics). The Noto packages
 * split a script into many files, each for a unicode-range; Skia picks one file per family name, so each file is
 * registered under its own family, only when a title needs it, and listed after the display face as a fallback
 * (`60px "Display", "Fallback 1", "Fallback 2"`), which @napi-rs/canvas resolves glyph by glyph.
 */
import { covers, fontFiles, registerFontFile, type FontFile } from './font-files.ts';

/** Noto Sans (OFL-1.1) packages, bold, in the order they are tried. */
export const FALLBACK_PACKAGES = [
  'noto-sans',
  'noto-sans-jp',
  'noto-sans-kr',
  'noto-sans-arabic',
  'noto-sans-hebrew',
  'noto-sans-devanagari',
  'noto-sans-thai',
  // Scripts musicians title records in that the faces above lack (round 118 asked for Georgian and Armenian).
  'noto-sans-sc',
  'noto-sans-georgian',
  'noto-sans-armenian',
  'noto-sans-ethiopic',
  'noto-sans-bengali',
  'noto-sans-tamil',
  'noto-sans-telugu',
  'noto-sans-kannada',
  'noto-sans-malayalam',
  'noto-sans-gujarati',
  'noto-sans-gurmukhi',
  'noto-sans-sinhala',
  'noto-sans-khmer',
  'noto-sans-lao',
  'noto-sans-myanmar',
  'noto-sans-canadian-aboriginal',
] as const;
const WEIGHT = 700;

let files: FontFile[] | undefined;
const fallbackFiles = () => (files ??= FALLBACK_PACKAGES.flatMap((pkg) => fontFiles(pkg, WEIGHT)));

/** Characters every display face has: Basic Latin, Latin-1 and common typographic punctuation. */
export function inDisplayFaces(cp: number): boolean {
  return (
    (cp >= 0x20 && cp <= 0x7e) ||
    (cp >= 0xa0 && cp <= 0xff) ||
    [0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2026, 0x2022, 0x20ac, 0x2122].includes(cp)
  );
}

/** Characters of a text that no shipped typeface can set (the refiner tells the person before they generate). */
export function unsettableCharacters(text: string): string[] {
  const missing: string[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (inDisplayFaces(cp) || /\s/.test(ch) || /\p{M}/u.test(ch) || missing.includes(ch)) continue;
    if (!fallbackFiles().some((f) => covers(f, cp))) missing.push(ch);
  }
  return missing;
}

/**
 * The fallback families a text needs, registered on first use, or `missing` with the characters no shipped
 * typeface has (then the text is left off the cover rather than drawn as boxes).
 */
export function fallbacksFor(text: string): { families: string[]; missing: string[] } {
  const families: string[] = [];
  const missing: string[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (inDisplayFaces(cp) || /\s/.test(ch) || /\p{M}/u.test(ch)) continue;
    const file = fallbackFiles().find((f) => covers(f, cp));
    if (!file) {
      if (!missing.includes(ch)) missing.push(ch);
      continue;
    }
    registerFontFile(file);
    if (!families.includes(file.family)) families.push(file.family);
  }
  return { families, missing };
}
