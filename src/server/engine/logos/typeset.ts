/**
 * Sets a line of text as glyph outlines on a baseline (y = 0, y grows downwards as in SVG), glyph by glyph, so a
 * treatment can place, bend or colour each letter. Kerning and standard ligatures come from the face (opentype.js
 * applies GPOS kerning and GSUB `liga`/`rlig`); tracking is added between letters.
 *
 * A glyph the face lacks comes from Noto (font-outlines.ts), scaled so its capitals stand as tall as the face's
 * and its width follows the face's proportions, so one borrowed letter does not jump out of a condensed name.
 */
import type { Font, Glyph } from 'opentype.js';
import { fontForCodePoint, fontMetrics, isInvisible, primaryFont, type FaceSpec } from './font-outlines.ts';
import type { Outline } from './geometry.ts';

export interface TypeStyle {
  face: FaceSpec;
  /** Font size in logo units. */
  size: number;
  /** Extra space after each letter, in ems. */
  tracking?: number;
  /** Set in capitals. */
  caps?: boolean;
  /** The Noto weight for borrowed glyphs; the face's weight when not given. */
  fallbackWeight?: number;
  /** Standard ligatures (fi, fl...); on unless a treatment spaces letters apart. */
  ligatures?: boolean;
}

export interface SetGlyph {
  /** The glyph's outline, its origin at (x, 0). */
  outline: Outline;
  x: number;
  advance: number;
  /** Which word of the line it belongs to (words are split at spaces). */
  word: number;
  /** The characters it draws (several for a ligature). */
  text: string;
  /** Drawn from a Noto fallback. */
  fallback: boolean;
}

export interface SetLine {
  glyphs: SetGlyph[];
  /** From the first glyph's origin to the last glyph's advance (tracking after the last letter excluded). */
  advance: number;
  size: number;
  /** The face's cap height and x-height at this size. */
  capHeight: number;
  xHeight: number;
}

/** The GPOS kerning API of opentype.js 2.0 (not in the 1.x type definitions). */
interface Positioning {
  getDefaultScriptName(): string;
  getKerningTables(script: string): unknown;
  getKerningValue(tables: unknown, left: number, right: number): number;
}

function kerner(font: Font): (left: Glyph, right: Glyph) => number {
  const position = (font as unknown as { position: Positioning }).position;
  const tables = position.getKerningTables(position.getDefaultScriptName());
  return (left, right) =>
    tables ? position.getKerningValue(tables, left.index, right.index) : font.getKerningValue(left, right);
}

function glyphOutline(glyph: Glyph, x: number, size: number, scaleX: number): Outline {
  const out: Outline = [];
  for (const c of glyph.getPath(0, 0, size).commands) {
    switch (c.type) {
      case 'M':
      case 'L':
        out.push([c.type, x + c.x * scaleX, c.y]);
        break;
      case 'Q':
        out.push(['Q', x + c.x1 * scaleX, c.y1, x + c.x * scaleX, c.y]);
        break;
      case 'C':
        out.push(['C', x + c.x1 * scaleX, c.y1, x + c.x2 * scaleX, c.y2, x + c.x * scaleX, c.y]);
        break;
      default:
        out.push(['Z']);
    }
  }
  return out;
}

interface Run {
  font: Font;
  fallback: boolean;
  text: string;
  word: number;
}

/** Thrown for characters no shipped face draws; `missing` lists them once each. */
export class UnsupportedTextError extends Error {
  constructor(readonly missing: string[]) {
    super(`No shipped typeface draws ${missing.join(' ')}`);
  }
}

/**
 * The glyphs of a run with the face's ligatures and composition rules applied. opentype.js 2.0 throws on GSUB
 * lookup formats it does not implement yet (some faces' `ccmp` uses them); such a run is set one character per
 * glyph, which is what those rules would mostly have produced for a name anyway.
 */
function shape(font: Font, text: string, chars: string[], features: object): Glyph[] {
  try {
    // opentype.js 2.0 takes render options here; the 1.x type definitions do not declare them.
    return (font as unknown as { stringToGlyphs(s: string, options: object): Glyph[] }).stringToGlyphs(text, features);
  } catch {
    return chars.map((ch) => font.charToGlyph(ch));
  }
}

/** Splits text into runs of one font within one word. */
function runsOf(text: string, style: TypeStyle): { runs: Run[]; spaces: number[] } {
  const runs: Run[] = [];
  const spaces: number[] = [];
  const missing: string[] = [];
  let word = 0;
  let pendingSpace = false;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (/\s/u.test(ch)) {
      pendingSpace = true;
      continue;
    }
    if (isInvisible(cp)) continue;
    if (pendingSpace && runs.length) {
      word += 1;
      spaces.push(word);
    }
    pendingSpace = false;
    const resolved = fontForCodePoint(style.face, cp, style.fallbackWeight ?? style.face.weight);
    if (!resolved) {
      if (!missing.includes(ch)) missing.push(ch);
      continue;
    }
    const last = runs.at(-1);
    if (last && last.font === resolved.font && last.word === word) last.text += ch;
    else runs.push({ font: resolved.font, fallback: resolved.fallback, text: ch, word });
  }
  if (missing.length) throw new UnsupportedTextError(missing);
  return { runs, spaces };
}

/** Sets `text` on one line. Runs of spaces count as one. */
export function setLine(text: string, style: TypeStyle): SetLine {
  const source = (style.caps ? text.toUpperCase() : text).normalize('NFC').trim();
  const primary = primaryFont(style.face);
  const pm = fontMetrics(primary);
  const { size } = style;
  const tracking = (style.tracking ?? 0) * size;
  const spaceAdvance = (primary.charToGlyph(' ').advanceWidth ?? pm.unitsPerEm * 0.25) * (size / pm.unitsPerEm);
  // The face's own proportions, which borrowed glyphs are fitted to.
  const nWidth = (font: Font) => (font.charToGlyph('n').advanceWidth ?? 0) / font.unitsPerEm;
  const features = { features: { liga: style.ligatures ?? true, rlig: true } };

  const glyphs: SetGlyph[] = [];
  let x = 0;
  let word = 0;
  const { runs } = runsOf(source, style);
  for (const run of runs) {
    if (run.word !== word) {
      x += spaceAdvance + tracking;
      word = run.word;
    }
    let runSize = size;
    let scaleX = 1;
    if (run.fallback) {
      const fm = fontMetrics(run.font);
      runSize = size * (pm.capHeight / pm.unitsPerEm / (fm.capHeight / fm.unitsPerEm));
      const ratio = nWidth(primary) / nWidth(run.font) / (runSize / size);
      scaleX = Math.min(1.15, Math.max(0.65, ratio));
    }
    const scale = runSize / run.font.unitsPerEm;
    const kern = kerner(run.font);
    const chars = [...run.text];
    const runGlyphs = shape(run.font, run.text, chars, features);
    runGlyphs.forEach((glyph, i) => {
      const advance = (glyph.advanceWidth ?? 0) * scale * scaleX;
      const kerning = i + 1 < runGlyphs.length ? kern(glyph, runGlyphs[i + 1]!) * scale * scaleX : 0;
      glyphs.push({
        outline: glyphOutline(glyph, x, runSize, scaleX),
        x,
        advance,
        word: run.word,
        // One glyph per character unless a ligature merged some.
        text: runGlyphs.length === chars.length ? chars[i]! : run.text,
        fallback: run.fallback,
      });
      x += advance + kerning + tracking;
    });
  }
  return {
    glyphs,
    advance: Math.max(0, x - tracking),
    size,
    capHeight: (pm.capHeight / pm.unitsPerEm) * size,
    xHeight: (pm.xHeight / pm.unitsPerEm) * size,
  };
}

/** All glyph outlines of a line, shifted by (dx, dy), as one outline. */
export function lineOutline(line: SetLine, dx = 0, dy = 0): Outline {
  return line.glyphs.flatMap((g) =>
    g.outline.map((c): Outline[number] => {
      switch (c[0]) {
        case 'M':
        case 'L':
          return [c[0], c[1] + dx, c[2] + dy];
        case 'Q':
          return ['Q', c[1] + dx, c[2] + dy, c[3] + dx, c[4] + dy];
        case 'C':
          return ['C', c[1] + dx, c[2] + dy, c[3] + dx, c[4] + dy, c[5] + dx, c[6] + dy];
        default:
          return c;
      }
    }),
  );
}
