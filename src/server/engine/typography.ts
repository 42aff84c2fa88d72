import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import { contrastRatio, hexToRgb, mix, rgba, rgbToHex } from '../../shared/color.ts';
import { FAMILY_TYPEFACES, registerFonts, TYPEFACES, type TypefaceId } from './fonts.ts';
import { fallbacksFor } from './type-fallback.ts';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { CoverPlan } from './plan.ts';
import { U } from './planner.ts';

export interface TypeResult {
  typeface: TypefaceId | null;
  /** Why no text was set although the brief had some (characters outside the typefaces). */
  omitted?: string;
}

/** Colours of a band of the picture so far, sampled from a tiny downscaled copy (32 × n cells). */
function bandSamples(canvas: Canvas, y0: number, y1: number): string[] {
  const small = createCanvas(32, 32);
  const sctx = small.getContext('2d');
  sctx.drawImage(canvas as unknown as Image, 0, 0, 32, 32);
  const top = Math.max(0, Math.floor((y0 / U) * 32));
  const bottom = Math.min(32, Math.max(top + 1, Math.ceil((y1 / U) * 32)));
  const data = sctx.getImageData(0, top, 32, bottom - top).data;
  const out: string[] = [];
  for (let i = 0; i < data.length; i += 4) out.push(rgbToHex(data[i]!, data[i + 1]!, data[i + 2]!));
  return out;
}

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

/**
 * Sets the brief's exact title and artist in a typeface that suits the genre, in the layout's clearest
 * text band, in a colour that contrasts with what is underneath. Nothing else is ever written.
 */
export function setType(ctx: SKRSContext2D, canvas: Canvas, plan: CoverPlan, size: number): TypeResult {
  const { title, artist } = plan.brief;
  if (!title && !artist) return { typeface: null };
  const texts = [title, artist].filter((t): t is string => Boolean(t));
  // Scripts the display faces lack are set in Noto fallbacks; characters no shipped face has leave the text off.
  const { families, missing } = fallbacksFor(texts.join(''));
  if (missing.length) return { typeface: null, omitted: `no typeface for ${missing.slice(0, 5).join(' ')}` };
  registerFonts();
  const { colors } = plan;
  const typefaceId = plan.design.fork('type').pick(FAMILY_TYPEFACES[plan.family]);
  const face = { family: [TYPEFACES[typefaceId].family, ...families].map((f) => `"${f}"`).join(', ') };
  const band = plan.textBands[0] ?? { y0: 820, y1: 960 };
  const align = band.align ?? 'center';
  const margin = 70;
  const maxWidth = U - margin * 2;
  const x = align === 'left' ? margin : align === 'right' ? U - margin : U / 2;
  const bandH = band.y1 - band.y0;

  // Pick the ink that stays most legible over the worst spot of the band; busy or mid-tone bands get a plate.
  const samples = bandSamples(canvas, band.y0, band.y1);
  const worst = (c: string) => Math.min(...samples.map((u) => contrastRatio(c, u)));
  const candidates = [colors.light, colors.paper, colors.shadow, colors.accent, '#ffffff', '#111111'];
  const ink = candidates.reduce((best, c) => (worst(c) > worst(best) ? c : best));
  const rgb = samples.map(hexToRgb);
  const under = rgbToHex(
    ...([0, 1, 2].map((k) => rgb.reduce((sum, c) => sum + c[k]!, 0) / rgb.length) as [number, number, number]),
  );
  const needsPlate = worst(ink) < 3;

  const lines = title ? balance(title) : [];
  const artistText = artist ?? null;
  const titleMax = Math.min(150, (bandH * (artistText ? 0.62 : 0.85)) / lines.length || 150);
  const titleSize = lines.length
    ? Math.min(...lines.map((l) => fitFont(ctx, l, face.family, maxWidth, titleMax, 46)))
    : 0;
  const artistSize = artistText
    ? fitFont(ctx, artistText, face.family, maxWidth, Math.max(34, titleSize * 0.42 || 70), 28)
    : 0;
  const gap = titleSize * 0.12;
  const blockH = lines.length * titleSize * 1.02 + (artistText ? artistSize * 1.1 + gap : 0);
  let y = band.y0 + (bandH - blockH) / 2;

  ctx.save();
  ctx.textAlign = align;
  ctx.textBaseline = 'top';
  if (needsPlate) {
    const plateW = Math.min(
      U - margin,
      Math.max(
        ...[...lines, artistText ?? ''].map((l) => {
          ctx.font = `${l === artistText ? artistSize : titleSize}px ${face.family}`;
          return ctx.measureText(l).width;
        }),
      ) + 60,
    );
    const px = align === 'left' ? margin - 30 : align === 'right' ? U - margin - plateW + 30 : U / 2 - plateW / 2;
    ctx.fillStyle = rgba(mix(under, ink === colors.shadow ? '#ffffff' : '#000000', 0.5), 0.72);
    ctx.fillRect(px, y - 24, plateW, blockH + 48);
  }
  if (plan.look === 'photon') {
    ctx.shadowColor = rgba(contrastRatio('#000000', ink) > 7 ? '#000000' : '#ffffff', 0.35);
    ctx.shadowBlur = 18 * (size / U);
  }
  ctx.fillStyle = ink;
  for (const line of lines) {
    ctx.font = `${titleSize}px ${face.family}`;
    ctx.fillText(line, x, y);
    y += titleSize * 1.02;
  }
  if (artistText) {
    y += gap;
    ctx.font = `${artistSize}px ${face.family}`;
    ctx.fillStyle = lines.length ? mix(ink, under, 0.12) : ink;
    ctx.fillText(artistText, x, y);
  }
  ctx.restore();
  return { typeface: typefaceId };
}
