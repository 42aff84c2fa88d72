import type { Canvas } from '@napi-rs/canvas';
import { contrastRatio, hexToOklch, hexToRgb, mix, rgba, rgbToHex, withLightness } from '../../shared/color.ts';
import { plateRect, SAFE_MARGIN } from '../../shared/contracts/cover-edit.ts';
import { FAMILY_TYPEFACES, hasOldstyleFigures, registerFonts, TYPEFACES, type TypefaceId } from './fonts.ts';
import { familyFor } from './faces.ts';
import { arrange, arrangementOf, SMALL_ARTIST, SMALL_TITLE, type TypeLine } from './type-arrangements.ts';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { CoverPlan } from './plan.ts';
import type { PrintedEffect } from '../../shared/contracts/scene-brief.ts';
import { lineLetters, paintPrinted } from './type-effects.ts';
import { U } from './planner.ts';

export type { TypeLine } from './type-arrangements.ts';

export interface TypeResult {
  typeface: TypefaceId | null;
  /** What was drawn, when anything was. */
  layout?: TypeLayout;
  /** Why no text was set although the brief had some (characters outside the typefaces). */
  omitted?: string;
}

/**
 * Colours of a band of the picture so far: the mean of each cell of a 32 × 32 grid over the rows the band covers.
 * Every pixel counts (an area average), so a halftone or grain measures the same at 1024² as at 3000² and the
 * preview and the download choose the same ink and plate; a resampling draw would read whichever dots it lands on.
 * Where a cell is a coarse texture (a halftone's dots, a weave), its mean alone would hide the dark and light the
 * letters actually sit on: the cell also gives its mean one deviation darker and one lighter.
 */
function bandSamples(canvas: Canvas, y0: number, y1: number): { samples: string[]; busy: number } {
  const size = canvas.width;
  const top = Math.max(0, Math.floor((y0 / U) * 32));
  const bottom = Math.min(32, Math.max(top + 1, Math.ceil((y1 / U) * 32)));
  const edge = (cell: number) => Math.round((cell * size) / 32);
  const rowsFrom = edge(top);
  const data = canvas.getContext('2d').getImageData(0, rowsFrom, size, edge(bottom) - rowsFrom).data;
  const out: string[] = [];
  let textured = 0;
  for (let cy = top; cy < bottom; cy++) {
    for (let cx = 0; cx < 32; cx++) {
      const sum = [0, 0, 0];
      const squares = [0, 0, 0];
      let n = 0;
      for (let y = edge(cy); y < edge(cy + 1); y++) {
        for (let x = edge(cx), i = ((y - rowsFrom) * size + x) * 4; x < edge(cx + 1); x++, i += 4) {
          for (let k = 0; k < 3; k++) {
            sum[k]! += data[i + k]!;
            squares[k]! += data[i + k]! * data[i + k]!;
          }
          n++;
        }
      }
      const mean = sum.map((v) => v / n);
      const sd = squares.map((v, k) => Math.sqrt(Math.max(0, v / n - mean[k]! ** 2)));
      out.push(rgbToHex(...(mean.map(Math.round) as [number, number, number])));
      if ((sd[0]! + sd[1]! + sd[2]!) / 3 > TEXTURE_SD) {
        textured++;
        const at = (sign: number) => mean.map((v, k) => Math.round(Math.min(255, Math.max(0, v + sign * sd[k]!))));
        out.push(rgbToHex(...(at(-1) as [number, number, number])), rgbToHex(...(at(1) as [number, number, number])));
      }
    }
  }
  return { samples: out, busy: textured / ((bottom - top) * 32) };
}

/**
 * The colour asked for the lettering, or the nearest lighter or darker shade of it that reads (contrast ≥ 3) over
 * everything under it: "smoked salmon on aeruginous green" sets a light salmon on the green, as a designer would,
 * rather than the cover's own ink (round 60).
 */
function legibleShadeOf(asked: string, worst: (c: string) => number): string | undefined {
  // Its hue and colourfulness kept, only its lightness moved, the least that reads.
  const { l } = hexToOklch(asked);
  for (let step = 0; step <= 0.5; step += 0.05)
    for (const shade of [withLightness(asked, Math.min(1, l + step)), withLightness(asked, Math.max(0, l - step))])
      if (worst(shade) >= 3) return shade;
  return undefined;
}

/** The mean colour of band samples. */
function meanOf(samples: readonly string[]): string {
  const rgb = samples.map(hexToRgb);
  return rgbToHex(
    ...([0, 1, 2].map((k) => rgb.reduce((sum, c) => sum + c[k]!, 0) / rgb.length) as [number, number, number]),
  );
}

/** A cell's deviation (0-255) above which it is a texture the letters would sit on, not a smooth tone. */
const TEXTURE_SD = 45;
/** The share of a band's cells that may be texture before letters set on it need a plate to be read. */
const BUSY_BAND = 0.3;

function fitFont(
  ctx: SKRSContext2D,
  text: string,
  family: string,
  maxWidth: number,
  maxSize: number,
  minSize: number,
): number {
  let size = maxSize;
  while (size > minSize) {
    ctx.font = `${size}px ${family}`;
    if (ctx.measureText(text).width <= maxWidth) break;
    size *= 0.94;
  }
  return size;
}

/** Breaks a long title into at most two balanced lines. */
function balance(text: string): string[] {
  const words = text.split(/\s+/);
  if (words.length < 3 || text.length < 16) return [text];
  let best: string[] = [text];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = [a, b];
    }
  }
  return best;
}

/** Faces that draw their lowercase as capitals (Bebas Neue, Permanent Marker): an "i" loses its dot. */
const CAPITALS_ONLY_FACES: ReadonlySet<TypefaceId> = new Set(['bebas', 'marker']);
/** Text in a language whose i and ı are two letters (Turkish, Azerbaijani): it has ı, İ, ğ or ş beside an i. */
const TELLS_DOTTED_I = /^(?=[^]*[ıİğĞşŞə])(?=[^]*[iıİI])/u;

/** Faces whose letters are ornament first (blackletter, brush script): legible large, not small. */
const ORNATE_FACES: ReadonlySet<TypefaceId> = new Set(['pirata', 'fraktur', 'pacifico']);

/**
 * Everything the type layer draws, decided once (planType) and drawn by drawType: the cover engine's own type and,
 * later, an edited cover's, through the one drawing function.
 */
export interface TypeLayout {
  typeface: TypefaceId;
  /** The CSS font family list: the typeface, then fallbacks for scripts it lacks. */
  family: string;
  align: 'left' | 'center' | 'right';
  lines: TypeLine[];
  /** Copies of the title an arrangement repeats (type-arrangements.ts): drawn with the art, not edited. */
  echoes?: TypeLine[];
  /** A plate behind the text where the picture is too busy for the ink alone. */
  plate: { x: number; y: number; w: number; h: number; color: string; alpha: number; bleed: boolean } | null;
  /** A soft shadow under the letters (blur in units). */
  shadow: { color: string; alpha: number; blur: number } | null;
  /** The printed finish the idea asked for (gold foil, letterpress, a deboss), in place of a shadow. */
  effect?: PrintedEffect;
}

/**
 * Decides how the brief's exact title and artist are set: a typeface that suits the genre, the layout's clearest
 * text band, an ink that contrasts with what is underneath (and a plate where nothing does). Nothing else is ever
 * written. Null with the reason when the brief has no text or no shipped face has its characters.
 */
export function planType(
  ctx: SKRSContext2D,
  canvas: Canvas,
  plan: CoverPlan,
): { layout: TypeLayout | null; omitted?: string } {
  const { title, artist } = plan.brief;
  if (!title && !artist) return { layout: null };
  const texts = [title, artist].filter((t): t is string => Boolean(t));
  registerFonts();
  const { colors } = plan;
  // A number is set in a face whose zero is no "o".
  const faces = FAMILY_TYPEFACES[plan.family];
  const lining = /\p{N}/u.test(texts.join('')) ? faces.filter((f) => !hasOldstyleFigures(f)) : faces;
  // Turkish and Azerbaijani tell i from ı: a face of capitals draws both as "I" ("Çay Sisi" read "Çay Sısı", round 114).
  const dotted = TELLS_DOTTED_I.test(texts.join('')) ? lining.filter((f) => !CAPITALS_ONLY_FACES.has(f)) : lining;
  const genreFace = plan.design.fork('type').pick(dotted.length ? dotted : lining.length ? lining : faces);
  const named = plan.brief.typeface;
  const typefaceId = named && named in TYPEFACES ? (named as TypefaceId) : genreFace;
  // The face's own files for the scripts it has ("Dvořák" in the face's Latin Extended, not a Noto letter among its
  // own), Noto for what it lacks; characters no shipped face has leave the text off.
  const { family, missing } = familyFor(typefaceId, TYPEFACES[typefaceId].weight, texts.join(''));
  if (missing.length) return { layout: null, omitted: `no typeface for ${missing.slice(0, 5).join(' ')}` };
  // Of the clearest bands, the first where some ink stays legible over its worst spot; a plate only where none does.
  const bands = plan.textBands.length ? plan.textBands : [{ y0: 820, y1: 960 }];
  const candidates = [colors.light, colors.paper, colors.shadow, colors.accent, '#ffffff', '#111111'];
  // A colour the idea names for the lettering is used wherever it reads; otherwise the most legible of the cover's.
  const asked = plan.brief.typeColor;
  const effect = plan.brief.typeEffect;
  const read = (b: CoverPlan['textBands'][number]) => {
    const { samples, busy } = bandSamples(canvas, b.y0, b.y1);
    const worst = (c: string) => Math.min(...samples.map((u) => contrastRatio(c, u)));
    const best = candidates.reduce((top, c) => (worst(c) > worst(top) ? c : top));
    // (Pressed letters in the ground's own colour read by the light on their edges, not by ink: kept as asked.)
    // (Nor is a plane's smoke any colour but its own: it reads against the sky by its soft puffs.)
    // (Nor are letters painted, chalked or stitched in a named colour on a named surface: its chips and dust are not
    // what they are read against.)
    // (Nor is a foil balloon: its light and dark sides read against any ground.)
    const own =
      effect === 'deboss' || effect === 'skywriting' || effect === 'balloon' || plan.brief.typeSurface !== undefined;
    const ink = (asked && (own ? asked : legibleShadeOf(asked, worst))) ?? best;
    // A band that is mostly texture (grass marks, hatching) breaks letters up whatever their ink: it needs a plate.
    const relief = own && asked !== undefined;
    return { band: b, samples, ink, legible: (relief || worst(ink) >= 3) && busy <= BUSY_BAND };
  };
  const shadow = effect
    ? () => null
    : plan.look === 'photon'
      ? (ink: string) => ({ color: contrastRatio('#000000', ink) > 7 ? '#000000' : '#ffffff', alpha: 0.35, blur: 18 })
      : () => null;
  // A cover of lettering alone arranges its title over the whole sleeve, in the ink that reads best on all of it.
  const arrangement = arrangementOf(plan);
  if (arrangement !== 'banded') {
    const whole = read({ y0: SAFE_MARGIN, y1: U - SAFE_MARGIN });
    const under = meanOf(whole.samples);
    const { align, lines, echoes } = arrange(ctx, arrangement, plan, family, whole.ink, mix(whole.ink, under, 0.12));
    return {
      layout: {
        typeface: typefaceId,
        family,
        align,
        lines,
        echoes,
        plate: null,
        shadow: shadow(whole.ink),
        ...(effect ? { effect } : {}),
      },
    };
  }
  const clearest = bands.filter((b) => (b.covers ?? 0) === (bands[0]!.covers ?? 0));
  let chosen = read(clearest[0]!);
  for (const b of clearest.slice(1)) {
    if (chosen.legible) break;
    const next = read(b);
    if (next.legible) chosen = next;
  }
  const { band, samples, ink } = chosen;
  const align = band.align ?? 'center';
  // The release check's safe margin (stores crop thumbnails and round their corners): lettering stays inside it.
  const margin = SAFE_MARGIN;
  const maxWidth = U - margin * 2;
  const x = align === 'left' ? margin : align === 'right' ? U - margin : U / 2;
  const bandH = Math.min(band.y1, U - margin) - Math.max(band.y0, margin);
  const under = meanOf(samples);
  const needsPlate = !chosen.legible;

  const titleLines = title ? balance(title) : [];
  const artistText = artist ?? null;
  // The size the idea asks for wins; a type-led cover lets the words fill its band; otherwise a title at most 150.
  const { typeSize, composition } = plan.brief;
  const ceiling =
    typeSize === 'small' ? SMALL_TITLE : composition === 'typographic' || typeSize === 'large' ? 300 : 150;
  const titleMax = Math.min(ceiling, (bandH * (artistText ? 0.62 : 0.85)) / titleLines.length || ceiling);
  const titleSize = titleLines.length
    ? Math.min(...titleLines.map((l) => fitFont(ctx, l, family, maxWidth, titleMax, Math.min(46, titleMax))))
    : 0;
  // A blackletter or brush-script artist line at the usual 42 % of the title could not be read on a contact sheet
  // (round 52: "Aethermoor" garbled under a power metal title): those faces set it larger.
  const ornate = ORNATE_FACES.has(typefaceId);
  // (Still below the title: at most 85 % of it.)
  // (A name alone on a cover of lettering alone is its lettering: as large as it fits, like a title; round 94's band
  // name chain-stitched across a shirt was set as a small credit line.)
  const artistMax =
    typeSize === 'small'
      ? SMALL_ARTIST
      : !titleSize && composition === 'typographic'
        ? Math.min(ceiling, bandH * 0.85)
        : ornate && titleSize
          ? Math.max(titleSize * 0.62, Math.min(50, titleSize * 0.85))
          : Math.max(34, titleSize * 0.42 || 70);
  const artistSize = artistText ? fitFont(ctx, artistText, family, maxWidth, artistMax, Math.min(28, artistMax)) : 0;
  const gap = titleSize * 0.12;
  // Where each line's ink reaches above and below its top line: a script face's descenders hang well below its em
  // box, and an artist line set one em under the title ran into them.
  const reach = (text: string, size: number) => {
    ctx.save();
    ctx.font = `${size}px ${family}`;
    ctx.textBaseline = 'top';
    const m = ctx.measureText(text);
    ctx.restore();
    return { above: m.actualBoundingBoxAscent, below: m.actualBoundingBoxDescent };
  };
  const set = [
    ...titleLines.map((text) => ({ role: 'title' as const, text, size: titleSize })),
    ...(artistText ? [{ role: 'artist' as const, text: artistText, size: artistSize }] : []),
  ];
  // Offsets from the block's top: the usual leading, or more where the ink of two lines would touch.
  const offsets: number[] = [];
  let offset = 0;
  set.forEach((line, i) => {
    const prev = set[i - 1];
    if (prev) {
      const space = prev.role === line.role ? prev.size * 0.06 : gap;
      const leading = prev.size * 1.02 + (prev.role === line.role ? 0 : gap);
      offset += Math.max(leading, reach(prev.text, prev.size).below + space + reach(line.text, line.size).above);
    }
    offsets.push(offset);
  });
  const last = set.at(-1);
  const blockH = last ? offsets.at(-1)! + last.size * (last.role === 'artist' ? 1.1 : 1.02) : 0;
  const centred = Math.max(band.y0, margin) + (bandH - blockH) / 2;
  const top = Math.max(margin, Math.min(centred, U - margin - blockH));

  const lines: TypeLine[] = set.map((line, i) => ({
    ...line,
    x,
    y: top + offsets[i]!,
    color: line.role === 'artist' && titleLines.length ? mix(ink, under, 0.12) : ink,
  }));

  let plate: TypeLayout['plate'] = null;
  if (needsPlate) {
    const plateW = Math.min(
      U - margin,
      Math.max(
        ...lines.map((l) => {
          ctx.font = `${l.size}px ${family}`;
          return ctx.measureText(l.text).width;
        }),
      ) + 60,
    );
    const px = align === 'left' ? margin - 30 : align === 'right' ? U - margin - plateW + 30 : U / 2 - plateW / 2;
    // A solid block in one of the cover's own colours, as a designer sets a title on a label: a see-through dark box
    // read as a default (the panel, round 44). The first of the palette (the idea's own colours lead) the ink reads
    // on, else the cover's deepest or lightest tone, else a deep tone of what is underneath.
    const color =
      [...plan.brief.palette, colors.shadow, colors.paper].find((c) => contrastRatio(c, ink) >= 4.5) ??
      mix(under, ink === colors.shadow ? '#ffffff' : '#000000', 0.6);
    // Across the cover's full width, to its edge where the text is near one (`plateRect`): a band of the layout.
    const rect = plateRect({ x: px + 30, y: top, w: plateW - 60, h: blockH }, { padX: 30, padY: 24, bleed: true });
    plate = { ...rect, color, alpha: 1, bleed: true };
  }
  return {
    layout: { typeface: typefaceId, family, align, lines, plate, shadow: shadow(ink), ...(effect ? { effect } : {}) },
  };
}

/** Draws a type layer on a context scaled to the 1000-unit square of a `size`-pixel canvas. */
export function drawType(ctx: SKRSContext2D, layout: TypeLayout, size: number): void {
  registerFonts();
  ctx.save();
  ctx.textAlign = layout.align;
  ctx.textBaseline = 'top';
  if (layout.plate) {
    const { x, y, w, h, color, alpha } = layout.plate;
    ctx.fillStyle = rgba(color, alpha);
    ctx.fillRect(x, y, w, h);
  }
  if (layout.shadow) {
    ctx.shadowColor = rgba(layout.shadow.color, layout.shadow.alpha);
    // Shadow blur is in device pixels: the context's scale does not apply to it.
    ctx.shadowBlur = layout.shadow.blur * (size / U);
  }
  for (const [i, line] of layout.lines.entries()) {
    ctx.font = `${line.size}px ${layout.family}`;
    if (layout.effect) {
      paintPrinted(ctx, layout.effect, lineLetters(ctx, line, layout.align), size, i === layout.lines.length - 1);
      continue;
    }
    ctx.fillStyle = line.color;
    ctx.fillText(line.text, line.x, line.y);
  }
  ctx.restore();
}
