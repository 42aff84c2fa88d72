import { createCanvas, Image, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import {
  isPrinted,
  plateRect,
  type CoverEdit,
  type LogoLayer,
  type TextLayer,
} from '../../shared/contracts/cover-edit.ts';
import { drawLogoSvg } from './logos/index.ts';
import { familyFor } from './faces.ts';
import { isNeutralAdvanced } from '../../shared/colour-curves.ts';
import { applyAdvancedColour, applyColour, isNeutral } from './grade.ts';
import { U } from './planner.ts';
import { lineLetters, paintPrinted } from './type-effects.ts';

function cased(text: string, mode: TextLayer['case']): string {
  if (mode === 'upper') return text.toLocaleUpperCase();
  if (mode === 'lower') return text.toLocaleLowerCase();
  if (mode === 'title')
    return text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toLocaleUpperCase());
  return text;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Where a text layer sits, in units: the box its lines are set in (what dragging and the margins move), and `ink`,
 * the box its letters actually cover: a face's ascenders and descenders can reach past its lines, which is how one
 * line's descenders run into the next line's capitals.
 */
export interface LayerBox extends Rect {
  ink: Rect;
}

interface SetLayer {
  layer: TextLayer;
  lines: string[];
  family: string;
  box: LayerBox;
}

/** Measures a layer: its lines (cased), family and box. Null when it has no text or nothing can set it. */
function setLayer(ctx: SKRSContext2D, layer: TextLayer): SetLayer | null {
  const lines = cased(layer.text, layer.case)
    .split('\n')
    .map((l) => l.trimEnd());
  if (!lines.some((l) => l.trim())) return null;
  const { family, missing } = familyFor(layer.typeface, layer.weight, lines.join(''));
  if (missing.length) return null;
  // Measured as drawLayer sets them, so the ink is where the letters land; the context is left as it was found.
  ctx.save();
  ctx.font = `${layer.size}px ${family}`;
  ctx.letterSpacing = `${layer.tracking * layer.size}px`;
  ctx.textAlign = layer.align;
  ctx.textBaseline = 'top';
  const metrics = lines.map((l) => ctx.measureText(l));
  ctx.restore();
  const w = Math.max(...metrics.map((m) => m.width));
  const h = lines.length * layer.size * layer.lineHeight;
  const x = layer.align === 'left' ? layer.x : layer.align === 'right' ? layer.x - w : layer.x - w / 2;
  const inked = metrics
    .map((m, i) => ({ m, top: layer.y + i * layer.size * layer.lineHeight }))
    .filter((_, i) => lines[i]!.trim());
  const left = Math.min(...inked.map(({ m }) => layer.x - m.actualBoundingBoxLeft));
  const right = Math.max(...inked.map(({ m }) => layer.x + m.actualBoundingBoxRight));
  const top = Math.min(...inked.map(({ m, top }) => top - m.actualBoundingBoxAscent));
  const bottom = Math.max(...inked.map(({ m, top }) => top + m.actualBoundingBoxDescent));
  const ink = { x: left, y: top, w: right - left, h: bottom - top };
  return { layer, lines, family, box: { x, y: layer.y, w, h, ink } };
}

/** The boxes of a document's text layers, in units (null for a layer with nothing drawn): for dragging them. */
export function layerBoxes(doc: CoverEdit): (LayerBox | null)[] {
  const ctx = createCanvas(8, 8).getContext('2d');
  return doc.text.layers.map((layer) => setLayer(ctx, layer)?.box ?? null);
}

/** Where the document's logo layer sits, in units (its width follows the logo's proportions); null for none. */
export function logoBox(doc: CoverEdit): Rect | null {
  if (!doc.logo) return null;
  const { width, height } = drawLogoSvg(logoRequest(doc.logo), 64);
  return { x: doc.logo.x, y: doc.logo.y, w: (doc.logo.height * width) / height, h: doc.logo.height };
}

/** Characters of a document's text that no shipped face can set. */
export function unsettableText(doc: CoverEdit): string[] {
  const missing = new Set<string>();
  for (const layer of doc.text.layers) {
    for (const ch of familyFor(layer.typeface, layer.weight, layer.text).missing) missing.add(ch);
  }
  return [...missing];
}

function fillLines(ctx: SKRSContext2D, set: SetLayer, stroke: boolean) {
  const { layer, lines } = set;
  lines.forEach((line, i) => {
    const y = layer.y + i * layer.size * layer.lineHeight;
    if (stroke) ctx.strokeText(line, layer.x, y);
    ctx.fillText(line, layer.x, y);
  });
}

function drawLayer(ctx: SKRSContext2D, set: SetLayer, size: number) {
  const { layer, family } = set;
  ctx.save();
  ctx.font = `${layer.size}px ${family}`;
  ctx.letterSpacing = `${layer.tracking * layer.size}px`;
  ctx.textAlign = layer.align;
  ctx.textBaseline = 'top';
  if (layer.effect === 'knockout') {
    // The letters are cut out of a panel (the art shows through them): drawn apart, then laid over the cover.
    const panel = createCanvas(size, size);
    const pctx = panel.getContext('2d');
    pctx.scale(size / U, size / U);
    const padX = layer.size * 0.3;
    const padY = layer.size * 0.18;
    pctx.fillStyle = layer.effectColor;
    pctx.fillRect(set.box.x - padX, set.box.y - padY, set.box.w + padX * 2, set.box.h + padY * 2);
    pctx.globalCompositeOperation = 'destination-out';
    pctx.font = ctx.font;
    pctx.letterSpacing = ctx.letterSpacing;
    pctx.textAlign = layer.align;
    pctx.textBaseline = 'top';
    pctx.fillStyle = '#000000';
    fillLines(pctx, set, false);
    ctx.resetTransform();
    ctx.drawImage(panel as unknown as Image, 0, 0);
    ctx.restore();
    return;
  }
  const effect = layer.effect;
  if (isPrinted(effect)) {
    set.lines.forEach((text, i) => {
      if (!text.trim()) return;
      const line = {
        text,
        x: layer.x,
        y: layer.y + i * layer.size * layer.lineHeight,
        size: layer.size,
        color: layer.color,
      };
      paintPrinted(ctx, effect, lineLetters(ctx, line, layer.align), size, i === set.lines.length - 1);
    });
    ctx.restore();
    return;
  }
  if (layer.effect === 'shadow') {
    ctx.shadowColor = layer.effectColor;
    // Shadow blur is in device pixels: the context's scale does not apply to it.
    ctx.shadowBlur = Math.max(18, layer.size * 0.12) * (size / U);
  }
  if (layer.effect === 'outline') {
    ctx.strokeStyle = layer.effectColor;
    ctx.lineWidth = Math.max(2, layer.size * 0.07);
    ctx.lineJoin = 'round';
  }
  ctx.fillStyle = layer.color;
  fillLines(ctx, set, layer.effect === 'outline');
  ctx.restore();
}

/** The explicit-content label: a black panel with EXPLICIT in white capitals, in a corner. */
function drawBadge(ctx: SKRSContext2D, corner: CoverEdit['badge']['corner']) {
  const w = 190;
  const h = 64;
  const margin = 40;
  const x = corner.endsWith('left') ? margin : U - margin - w;
  const y = corner.startsWith('top') ? margin : U - margin - h;
  const { family } = familyFor('inter', 800, 'EXPLICIT');
  ctx.save();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y, w, h);
  ctx.fillStyle = '#000000';
  ctx.fillRect(x + 5, y + 5, w - 10, h - 10);
  ctx.fillStyle = '#ffffff';
  ctx.font = `34px ${family}`;
  ctx.letterSpacing = '2px';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('EXPLICIT', x + w / 2, y + h / 2 + 1);
  ctx.restore();
}

/**
 * Draws an edit over a cover's art, on the canvas holding the art at `size` px: colour (then its curves), the plate, the text
 * layers in order and the label. `seed` keeps the grain the same from one render to the next.
 */
export function drawEdit(canvas: Canvas, doc: CoverEdit, size: number, seed: number): void {
  gradeEdit(canvas, doc, size, seed);
  letterEdit(canvas, doc, size);
}

/**
 * The edit's plate, then its colour correction and grade over the art and the plate: the picture as edited, before
 * any lettering. A plate is a field of colour in the layout, so a grade reaches it as it reaches the picture (a mono
 * cover has no red band across it).
 */
export function gradeEdit(canvas: Canvas, doc: CoverEdit, size: number, seed: number): void {
  drawPlate(canvas, doc, size);
  const ctx = canvas.getContext('2d');
  const advanced = isNeutralAdvanced(doc.advancedColour) ? null : doc.advancedColour;
  if (!isNeutral(doc.colour) || advanced) {
    const image = ctx.getImageData(0, 0, size, size);
    if (!isNeutral(doc.colour)) applyColour(image.data, size, size, doc.colour, seed);
    if (advanced) applyAdvancedColour(image.data, advanced);
    ctx.putImageData(image, 0, 0);
  }
}

/** The plate behind all the text, where `plateRect` puts it around the text's layers. */
function drawPlate(canvas: Canvas, doc: CoverEdit, size: number): void {
  if (!doc.text.plate) return;
  const ctx = canvas.getContext('2d');
  ctx.save();
  ctx.resetTransform();
  ctx.scale(size / U, size / U);
  const sets = doc.text.layers.map((layer) => setLayer(ctx, layer)).filter((s): s is SetLayer => s !== null);
  if (sets.length) {
    const left = Math.min(...sets.map((s) => s.box.x));
    const right = Math.max(...sets.map((s) => s.box.x + s.box.w));
    const top = Math.min(...sets.map((s) => s.box.y));
    const bottom = Math.max(...sets.map((s) => s.box.y + s.box.h));
    const rect = plateRect({ x: left, y: top, w: right - left, h: bottom - top }, doc.text.plate);
    ctx.fillStyle = doc.text.plate.color;
    ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
  }
  ctx.restore();
}

/** The edit's text, logo and badge over the graded art and plate. */
export function letterEdit(canvas: Canvas, doc: CoverEdit, size: number): void {
  const ctx = canvas.getContext('2d');
  ctx.save();
  ctx.resetTransform();
  ctx.scale(size / U, size / U);
  const sets = doc.text.layers.map((layer) => setLayer(ctx, layer)).filter((s): s is SetLayer => s !== null);
  for (const set of sets) drawLayer(ctx, set, size);
  if (doc.logo) drawLogoLayer(ctx, doc.logo, size);
  if (doc.badge.explicit) drawBadge(ctx, doc.badge.corner);
  ctx.restore();
}

/**
 * The artist's logo (engine/logos) at its place, drawn from its SVG at the pixels it fills, so it is as sharp in the
 * 3000² export as in the preview. A logo the engine cannot draw was refused when the edit was saved or previewed.
 */
const logoRequest = (logo: LogoLayer) => ({
  name: logo.name,
  treatment: logo.treatment,
  ...(logo.emblem ? { emblem: logo.emblem } : {}),
  ...(logo.colour ? { colour: logo.colour } : {}),
});

function drawLogoLayer(ctx: SKRSContext2D, logo: LogoLayer, size: number) {
  const pixelHeight = Math.max(1, Math.round((logo.height * size) / U));
  const { svg, width, height } = drawLogoSvg(logoRequest(logo), pixelHeight);
  const image = new Image();
  image.src = Buffer.from(svg);
  ctx.drawImage(image, logo.x, logo.y, (logo.height * width) / height, logo.height);
}
