/**
 * A subject printed in the cover's inks: its solid body (the silhouette) knocked out of what is below and printed in
 * its ink, halftone shade on the side away from the light in a second ink (misregistered like any plate), the
 * shape's own lines printed in the key ink or carved out of the body, a rim of the light's colour on the lit edge,
 * and a shadow or reflection that ties it to the ground. Materials change how the body is printed.
 *
 * Bodies are made on small plates (the subject's square at about the output resolution, capped) masked by the
 * silhouette, then stamped onto the print with the ink's misregistration.
 */
import { createCanvas, Path2D, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { deltaE, hexToOklch, hexToRgb, rgbToHex } from '../../../shared/color.ts';
import { artCanvas, artColors } from '../art.ts';
import { burns } from '../burning.ts';
import type { PlacedSubject } from '../plan.ts';
import { drawingKey, inkBox, shapeBox, silhouetteMask, withShape } from '../shape.ts';
import { printsSilhouettes } from '../stark.ts';
import { circlePath } from './geom.ts';
import {
  brightestInk,
  byLightness,
  mixColor,
  mixLightness,
  nearestInk,
  nearestMix,
  solid,
  tint,
  type Mix,
} from './inks.ts';
import type { Screen } from './halftone.ts';
import { PAPER, type Draw } from './press.ts';
import { blendMix, levelOf, mixFor } from './sky.ts';
import type { Sonic } from './state.ts';

interface Frame {
  s: PlacedSubject;
  /** Side of the square the mask covers, in units. */
  side: number;
  /** Plate resolution (px per side). */
  px: number;
  mask: Canvas;
  /** Direction to the light in the plate's (unrotated, unflipped) frame. */
  lx: number;
  ly: number;
}

const MAX_PLATE = 768;

/**
 * Masks derived from a shape at a plate size (erosions, holes, outlines) do not depend on where the subject stands,
 * so a pattern of twelve fish derives them once. Small LRU: each entry is one plate.
 */
const derived = new Map<string, Canvas>();
function memo(F: Frame, what: string, make: () => Canvas): Canvas {
  const key = `${drawingKey(F.s.shape)}|${F.px}|${what}`;
  const hit = derived.get(key);
  if (hit) {
    derived.delete(key);
    derived.set(key, hit);
    return hit;
  }
  const made = make();
  derived.set(key, made);
  if (derived.size > 24) derived.delete(derived.keys().next().value!);
  return made;
}

function frameFor(S: Sonic, s: PlacedSubject): Frame {
  const [, , vw, vh] = s.shape.viewBox;
  const side = Math.max(vw, vh) * Math.min(s.w / vw, s.h / vh);
  const px = Math.max(48, Math.min(MAX_PLATE, Math.round(side * S.press.scale)));
  const mask = silhouetteMask(s.shape, px);
  let lx = S.plan.light.x - s.x;
  let ly = S.plan.light.y - s.y;
  const len = Math.hypot(lx, ly) || 1;
  lx /= len;
  ly /= len;
  const c = Math.cos(-s.rotation);
  const sn = Math.sin(-s.rotation);
  [lx, ly] = [lx * c - ly * sn, lx * sn + ly * c];
  if (s.flip) lx = -lx;
  return { s, side, px, mask, lx, ly };
}

/** A plate over the subject's square; its context is in units (0..side), like the press patterns expect. */
function plate(F: Frame): { canvas: Canvas; ctx: SKRSContext2D } {
  const canvas = createCanvas(F.px, F.px);
  const ctx = canvas.getContext('2d');
  ctx.scale(F.px / F.side, F.px / F.side);
  return { canvas, ctx };
}

function maskIn(
  ctx: SKRSContext2D,
  F: Frame,
  mask: Canvas = F.mask,
  op: 'destination-in' | 'destination-out' = 'destination-in',
): void {
  ctx.save();
  ctx.resetTransform();
  ctx.globalCompositeOperation = op;
  ctx.drawImage(mask as unknown as Image, 0, 0, F.px, F.px);
  ctx.restore();
}

/** Draws the shape's own paths into a plate (unrotated, centred). */
function shapeInPlate(ctx: SKRSContext2D, F: Frame, how: 'fill' | 'stroke' = 'fill', width = 0): void {
  withShape(ctx, { ...F.s, x: F.side / 2, y: F.side / 2, rotation: 0, flip: false }, (api) => {
    if (how === 'fill') api.fill();
    else {
      ctx.lineWidth = width / api.unitsPerViewBox;
      ctx.lineJoin = 'round';
      ctx.lineCap = 'round';
      api.stroke();
    }
  });
}

/** Puts a plate on the print: multiplied as ink `ink` (with its misregistration), or as paper / an opaque sheet. */
function stamp(
  S: Sonic,
  F: Frame,
  canvas: Canvas,
  mode: { ink: number } | 'paper' | 'sheet',
  opts: { shadow?: number; extra?: { dx: number; dy: number }; mirrorAt?: number } = {},
): void {
  const ctx = S.press.ctx;
  ctx.save();
  let dx = opts.extra?.dx ?? 0;
  let dy = opts.extra?.dy ?? 0;
  if (typeof mode === 'object') {
    const ink = S.set.inks[mode.ink]!;
    dx += ink.dx;
    dy += ink.dy;
    ctx.globalCompositeOperation = S.press.blend;
  } else ctx.globalCompositeOperation = 'source-over';
  if (opts.shadow) {
    const lift = opts.shadow;
    S.press.paperShadow(ctx, (c) => drawPlate(c, F, tinted(F, '#000'), dx, dy), lift * 1.3);
  }
  if (opts.mirrorAt !== undefined) {
    ctx.translate(0, opts.mirrorAt * 2);
    ctx.scale(1, -1);
  }
  drawPlate(ctx, F, canvas, dx, dy);
  ctx.restore();
}

/** The mask filled with a flat colour (paper, or a cut sheet's colour). */
function tinted(F: Frame, color: string, mask: Canvas = F.mask): Canvas {
  const c = createCanvas(F.px, F.px);
  const x = c.getContext('2d');
  x.drawImage(mask as unknown as Image, 0, 0);
  x.globalCompositeOperation = 'source-in';
  x.fillStyle = color;
  x.fillRect(0, 0, F.px, F.px);
  return c;
}

/** Prints `mix` inside a mask: one plate per ink. `paint` may add more on each ink's plate (bands, ramps). */
function printMix(S: Sonic, F: Frame, mix: Mix, mask: Canvas = F.mask): void {
  for (const t of mix) {
    const p = plate(F);
    S.press.ink(t.ink, (c) => c.fillRect(0, 0, F.side, F.side), t.level, { ctx: p.ctx, offset: false });
    maskIn(p.ctx, F, mask);
    stamp(S, F, p.canvas, { ink: t.ink });
  }
}

/** A tonal ramp of one ink inside the mask, across the plate along (ux, uy), levels a → b. */
function printRamp(
  S: Sonic,
  F: Frame,
  ink: number,
  ux: number,
  uy: number,
  a: number,
  b: number,
  opts: { mask?: Canvas; steps?: number; screen?: Screen; angle?: number; span?: number } = {},
): void {
  const p = plate(F);
  const h = F.side / 2;
  const reach = -0.9 + 1.8 * (opts.span ?? 1);
  S.press.rampLinear(ink, null, [h - ux * h * 0.9, h - uy * h * 0.9], [h + ux * h * reach, h + uy * h * reach], a, b, {
    ctx: p.ctx,
    steps: opts.steps,
    screen: opts.screen,
    angle: opts.angle,
  });
  maskIn(p.ctx, F, opts.mask);
  // rampLinear already applied the ink's misregistration inside the plate; stamp without adding it again.
  const ctx = S.press.ctx;
  ctx.save();
  ctx.globalCompositeOperation = ink < 0 ? 'source-over' : S.press.blend;
  drawPlate(ctx, F, p.canvas);
  ctx.restore();
}

/** The mask shrunk by `d` units (an erosion from eight shifted copies). */
function eroded(F: Frame, d: number): Canvas {
  return memo(F, `eroded|${d.toFixed(2)}`, () => {
    const c = createCanvas(F.px, F.px);
    const x = c.getContext('2d');
    x.drawImage(F.mask as unknown as Image, 0, 0);
    const k = (d * F.px) / F.side;
    x.globalCompositeOperation = 'destination-in';
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      x.drawImage(F.mask as unknown as Image, Math.cos(a) * k, Math.sin(a) * k);
    }
    return c;
  });
}

/** The lit edge: the mask minus itself shifted away from the light. */
function rimMask(F: Frame, d: number): Canvas {
  const c = createCanvas(F.px, F.px);
  const x = c.getContext('2d');
  x.drawImage(F.mask as unknown as Image, 0, 0);
  const k = (d * F.px) / F.side;
  x.globalCompositeOperation = 'destination-out';
  x.drawImage(F.mask as unknown as Image, -F.lx * k, -F.ly * k);
  return c;
}

/** The shape's own lines, restricted to the inside of the body (so carving never eats the outline). */
function innerLines(F: Frame, inset: number): Canvas {
  return memo(F, `inner|${inset.toFixed(2)}`, () => {
    const p = plate(F);
    p.ctx.fillStyle = '#fff';
    shapeInPlate(p.ctx, F);
    maskIn(p.ctx, F, eroded(F, inset));
    return p.canvas;
  });
}

const hue = (hex: string) => hexToOklch(hex);

const solidShapes = new Map<string, boolean>();
const extents = new Map<string, { x0: number; x1: number; y0: number; y1: number }>();

/** The extent of the silhouette inside its square, as fractions (0 top/left .. 1 bottom/right). */
function extent(F: Frame): { x0: number; x1: number; y0: number; y1: number } {
  let hit = extents.get(drawingKey(F.s.shape));
  if (!hit) {
    const n = 64;
    const d = silhouetteMask(F.s.shape, n).getContext('2d').getImageData(0, 0, n, n).data;
    let x0 = n;
    let x1 = 0;
    let y0 = n;
    let y1 = 0;
    for (let y = 0; y < n; y++)
      for (let x = 0; x < n; x++)
        if (d[(y * n + x) * 4 + 3]! > 128) {
          x0 = Math.min(x0, x);
          x1 = Math.max(x1, x + 1);
          y0 = Math.min(y0, y);
          y1 = Math.max(y1, y + 1);
        }
    hit = y1 > y0 ? { x0: x0 / n, x1: x1 / n, y0: y0 / n, y1: y1 / n } : { x0: 0, x1: 1, y0: 0, y1: 1 };
    extents.set(drawingKey(F.s.shape), hit);
  }
  return hit;
}

/**
 * Draws a plate over the subject like drawOverShape (same centring, rotation and flip), but only the part of the
 * square the silhouette can reach (plus a margin for glows and keylines): most of a tall or wide subject's square
 * is empty, and every pixel blended costs.
 */
function drawPlate(ctx: SKRSContext2D, F: Frame, image: Canvas, dx = 0, dy = 0, margin = 0.06): void {
  const e = extent(F);
  const f0x = Math.max(0, e.x0 - margin);
  const f1x = Math.min(1, e.x1 + margin);
  const f0y = Math.max(0, e.y0 - margin);
  const f1y = Math.min(1, e.y1 + margin);
  const side = F.side;
  const px = image.width;
  ctx.save();
  ctx.translate(F.s.x + dx, F.s.y + dy);
  if (F.s.rotation) ctx.rotate(F.s.rotation);
  if (F.s.flip) ctx.scale(-1, 1);
  ctx.drawImage(
    image as unknown as Image,
    f0x * px,
    f0y * px,
    (f1x - f0x) * px,
    (f1y - f0y) * px,
    -side / 2 + f0x * side,
    -side / 2 + f0y * side,
    (f1x - f0x) * side,
    (f1y - f0y) * side,
  );
  ctx.restore();
}

/** Whether the shape's paths fill most of its silhouette (a filled icon) rather than drawing its lines. */
function isSolidShape(F: Frame): boolean {
  const key = drawingKey(F.s.shape);
  let hit = solidShapes.get(key);
  if (hit === undefined) {
    const n = 64;
    const sil = silhouetteMask(F.s.shape, n).getContext('2d').getImageData(0, 0, n, n).data;
    const c = createCanvas(n, n);
    const x = c.getContext('2d');
    x.scale(n / F.side, n / F.side);
    x.fillStyle = '#fff';
    shapeInPlate(x, F);
    const own = x.getImageData(0, 0, n, n).data;
    let a = 0;
    let b = 0;
    for (let i = 3; i < sil.length; i += 4) {
      if (sil[i]! > 128) a++;
      if (own[i]! > 128) b++;
    }
    hit = a > 0 && b / a > 0.6;
    solidShapes.set(key, hit);
  }
  return hit;
}

/** The silhouette minus the shape's own fill: the holes that draw a solid icon's detail. */
function holes(F: Frame): Canvas {
  return memo(F, 'holes', () => {
    const c = createCanvas(F.px, F.px);
    const x = c.getContext('2d');
    x.drawImage(F.mask as unknown as Image, 0, 0);
    x.scale(F.px / F.side, F.px / F.side);
    x.globalCompositeOperation = 'destination-out';
    x.fillStyle = '#fff';
    shapeInPlate(x, F);
    return c;
  });
}

/** The ink closest to a metal's colour: warm yellow for gold, else the lightest non-key ink. */
function metalInk(S: Sonic, kind: 'gold' | 'silver' | 'chrome'): number {
  if (kind === 'gold') {
    let best = -1;
    let score = Infinity;
    S.set.inks.forEach((ink, i) => {
      const o = hue(ink.color);
      const d = Math.abs(((o.h - 85 + 540) % 360) - 180) / 180 + Math.abs(o.l - 0.75) + (o.c < 0.05 ? 1 : 0);
      if (d < score) {
        score = d;
        best = i;
      }
    });
    if (best >= 0 && score < 1.3) return best;
  }
  return byLightness(S.set).find((i) => i !== S.set.key) ?? 0;
}

/**
 * The colour (average) and lightness of what is printed behind the subject's box, estimated from the plan: the disc
 * of the frame, the sky at that height or the ground. (Reading the canvas back would force the deferred renderer to
 * flush the whole sheet: ~140 ms at 3000 px.)
 */
function background(S: Sonic, s: PlacedSubject): { color: string; l: number } {
  const b = shapeBox(s);
  const h = S.plan.horizon;
  const rgb = [0, 0, 0];
  let n = 0;
  for (const fy of [0.2, 0.4, 0.6, 0.8])
    for (const fx of [0.2, 0.5, 0.8]) {
      const x = b.x0 + b.w * fx;
      const y = b.y0 + b.h * fy;
      let mix: Mix;
      const d = S.disc;
      if (d && Math.hypot(x - d.x, y - d.y) < d.r) mix = d.mix;
      else if (SKYLESS_SETTINGS.has(S.plan.environment.setting) || y >= h)
        mix = y >= h && h < 1000 ? S.floor : S.backdrop;
      else mix = blendMix(S.set.roles.skyTop, S.set.roles.skyHorizon, Math.max(0, Math.min(1, y / Math.max(1, h))));
      const [r, g, bl] = hexToRgb(mixColor(S.set, mix));
      rgb[0]! += r;
      rgb[1]! += g;
      rgb[2]! += bl;
      n++;
    }
  const color = rgbToHex(rgb[0]! / n, rgb[1]! / n, rgb[2]! / n);
  return { color, l: hexToOklch(color).l };
}

const SKYLESS_SETTINGS = new Set(['underwater', 'space', 'interior', 'stage', 'studio']);

/** Body colour: the subject's own (bound colours always), unless it would vanish into what is behind it. */
function bodyMix(S: Sonic, s: PlacedSubject, back: { color: string; l: number }): Mix {
  if (s.colorBound) return mixFor(S, s.color);
  let mix = nearestMix(S.set, s.color);
  if (deltaE(mixColor(S.set, mix), back.color) < 0.09) {
    if (back.l > 0.5) mix = solid(S.set.key);
    else {
      const lightest = byLightness(S.set)[0]!;
      mix = S.set.inks[lightest]!.l > back.l + 0.25 ? solid(lightest) : [];
    }
  }
  return mix;
}

/** The mask grown by `d` units (union of eight shifted copies). */
function dilated(F: Frame, d: number): Canvas {
  return memo(F, `dilated|${d.toFixed(2)}`, () => {
    const c = createCanvas(F.px, F.px);
    const x = c.getContext('2d');
    const k = (d * F.px) / F.side;
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4;
      x.drawImage(F.mask as unknown as Image, Math.cos(a) * k, Math.sin(a) * k);
    }
    return c;
  });
}

/**
 * Speed lines trailing a thing that moves fast (a charging bull, a speeding taxi): tapered strokes from behind its
 * drawing, across its height, printed in the key ink (carved to paper on a dark ground), as a comic or a poster
 * draws motion.
 */
function speedLines(S: Sonic, s: PlacedSubject, ink: number): void {
  const rng = S.rng(`speed-${s.noun}-${Math.round(s.x)}`);
  const box = inkBox(s);
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  const back = -(s.motion ?? -1);
  // The lines start inside the trailing edge, so they run out of the drawing rather than beside it.
  const from = back > 0 ? box.x1 - width * 0.25 : box.x0 + width * 0.25;
  S.press.ink(ink, (c) => {
    c.beginPath();
    for (let i = 0; i < SPEED_LINES; i++) {
      const y = box.y0 + height * (0.15 + (0.7 * (i + rng.range(0.1, 0.9))) / SPEED_LINES);
      const length = width * rng.range(0.45, 1.05);
      const thick = Math.max(3, height * rng.range(0.012, 0.03));
      const x0 = from + back * width * rng.range(0, 0.12);
      c.moveTo(x0, y - thick / 2);
      c.lineTo(x0 + back * length, y);
      c.lineTo(x0, y + thick / 2);
      c.closePath();
    }
    c.fill();
  });
}

/** Strokes in a thing's speed lines. */
const SPEED_LINES = 7;

function groundShadow(S: Sonic, F: Frame): void {
  const s = F.s;
  // Under the drawing's own foot: its ink, not its box (a fence drawn in the middle of its square).
  const ink = inkBox(s);
  const base = ink.y1 - (ink.y1 - ink.y0) * 0.02;
  const width = ink.x1 - ink.x0;
  const away = S.plan.light.x > s.x ? -1 : 1;
  const rx = width * 0.55;
  const ry = Math.max(8, width * 0.07);
  const cx = (ink.x0 + ink.x1) / 2 + away * width * 0.12;
  if (S.press.cut) return;
  S.press.rampRadial(
    S.set.key,
    (c) => {
      c.beginPath();
      circlePath(c, cx, base, rx, ry);
    },
    cx,
    base,
    0,
    rx,
    0.75,
    0.2,
    { steps: 5 },
  );
}

function reflection(S: Sonic, F: Frame, mix: Mix): void {
  const s = F.s;
  const base = inkBox(s).y1 - 2;
  const w = S.water;
  if (!w || base < w.y0 - 10 || base > w.y1) return;
  const ink = mix.length ? mix[0]!.ink : S.set.key;
  const p = plate(F);
  S.press.ink(ink, (c) => c.fillRect(0, 0, F.side, F.side), 0.55, {
    ctx: p.ctx,
    offset: false,
    screen: 'line',
    angle: 0,
  });
  maskIn(p.ctx, F);
  // Break it with ripple gaps.
  const rng = S.rng(`reflection-${s.noun}-${Math.round(s.x)}`);
  p.ctx.globalCompositeOperation = 'destination-out';
  p.ctx.beginPath();
  for (let i = 0; i < 24; i++)
    p.ctx.rect(rng.range(-20, F.side), rng.range(0, F.side), rng.range(20, 90), rng.range(1.5, 5));
  p.ctx.fill();
  const ctx = S.press.ctx;
  ctx.save();
  ctx.beginPath();
  ctx.rect(-20, base, 1040, 1040);
  ctx.clip();
  stamp(S, F, p.canvas, { ink }, { mirrorAt: base });
  ctx.restore();
}

/** Metal: stepped reflection bands (sky, a hard dark horizon, ground) across the body. */
function metal(S: Sonic, F: Frame, kind: 'gold' | 'silver' | 'chrome'): void {
  const base = metalInk(S, kind);
  const key = S.set.key;
  const accent = brightestInk(S.set, [key, base]);
  const bands: { y: number; mix: Mix }[] =
    kind === 'gold'
      ? [
          { y: 0, mix: tint(base, 0.5) },
          { y: 0.3, mix: solid(base) },
          { y: 0.5, mix: [...solid(base), { ink: key, level: 0.75 }] },
          { y: 0.58, mix: solid(base) },
          { y: 0.78, mix: [...solid(base), { ink: key, level: 0.35 }] },
        ]
      : [
          { y: 0, mix: [] },
          { y: 0.16, mix: tint(accent, 0.25) },
          { y: 0.32, mix: tint(accent, 0.6) },
          { y: 0.5, mix: solid(key) },
          { y: 0.56, mix: [] },
          { y: 0.62, mix: kind === 'silver' ? tint(key, 0.25) : solid(base) },
          { y: 0.78, mix: kind === 'silver' ? tint(key, 0.5) : [...solid(base), { ink: key, level: 0.3 }] },
        ];
  const inks = [...new Set(bands.flatMap((b) => b.mix.map((t) => t.ink)))];
  S.press.knock((c) => drawPlate(c, F, tinted(F, S.set.paper)));
  const wave = (c: SKRSContext2D, y: number, flip: boolean) => {
    const pts = 12;
    for (let i = 0; i <= pts; i++) {
      const x = (flip ? pts - i : i) * (F.side / pts);
      const yy = y * F.side + Math.sin((x / F.side) * Math.PI * 2 + y * 7) * F.side * 0.035;
      c.lineTo(x, yy);
    }
  };
  // Bands run over the body's own height, not the whole square.
  const { y0: e0, y1: e1 } = extent(F);
  const at = (y: number) => e0 + y * (e1 - e0);
  for (const ink of inks) {
    const p = plate(F);
    bands.forEach((b, k) => {
      const level = levelOf(b.mix, ink);
      if (level <= 0) return;
      const next = k + 1 < bands.length ? at(bands[k + 1]!.y) : 1.05;
      p.ctx.fillStyle = S.press.pattern(p.ctx, ink, level);
      p.ctx.beginPath();
      p.ctx.moveTo(0, at(b.y) * F.side);
      wave(p.ctx, k === 0 ? -0.1 : at(b.y), false);
      wave(p.ctx, next, true);
      p.ctx.closePath();
      p.ctx.fill();
    });
    maskIn(p.ctx, F);
    stamp(S, F, p.canvas, { ink });
  }
  // Specular streaks knocked out along the light side.
  const streak = plate(F);
  streak.ctx.fillStyle = '#fff';
  streak.ctx.beginPath();
  for (let i = 0; i < 3; i++) {
    const x = F.side * (0.3 + i * 0.12) + F.lx * F.side * 0.15;
    streak.ctx.rect(x, 0, F.side * (0.02 + i * 0.008), F.side);
  }
  streak.ctx.fill();
  maskIn(streak.ctx, F, eroded(F, F.side * 0.04));
  stamp(S, F, tinted(F, S.set.paper, streak.canvas), 'paper');
}

/** Stained glass: cells of every ink inside heavy key leading. */
function stainedGlass(S: Sonic, F: Frame): void {
  const rng = S.rng(`glass-${F.s.noun}-${Math.round(F.s.x)}`);
  const n = 7;
  const cell = F.side / n;
  const grid: [number, number][][] = [];
  for (let j = 0; j <= n; j++) {
    grid.push([]);
    for (let i = 0; i <= n; i++) {
      const edge = i === 0 || j === 0 || i === n || j === n;
      grid[j]!.push([
        i * cell + (edge ? 0 : rng.range(-0.35, 0.35) * cell),
        j * cell + (edge ? 0 : rng.range(-0.35, 0.35) * cell),
      ]);
    }
  }
  const inks = S.set.inks.map((_, i) => i).filter((i) => i !== S.set.key);
  const cells: { q: [number, number][]; mix: Mix }[] = [];
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const q = [grid[j]![i]!, grid[j]![i + 1]!, grid[j + 1]![i + 1]!, grid[j + 1]![i]!];
      const a = rng.pick(inks.length ? inks : [S.set.key]);
      const mix: Mix =
        rng.chance(0.3) && inks.length > 1
          ? [...solid(a), ...tint(rng.pick(inks.filter((x) => x !== a)), 0.5)]
          : rng.chance(0.2)
            ? tint(a, 0.4)
            : solid(a);
      cells.push({ q, mix });
    }
  S.press.knock((c) => drawPlate(c, F, tinted(F, S.set.paper)));
  for (const ink of S.set.inks.keys()) {
    const p = plate(F);
    let any = false;
    for (const { q, mix } of cells) {
      const level = levelOf(mix, ink);
      if (!level) continue;
      any = true;
      p.ctx.fillStyle = S.press.pattern(p.ctx, ink, level);
      p.ctx.beginPath();
      q.forEach(([x, y], k) => (k ? p.ctx.lineTo(x, y) : p.ctx.moveTo(x, y)));
      p.ctx.closePath();
      p.ctx.fill();
    }
    if (!any) continue;
    maskIn(p.ctx, F);
    stamp(S, F, p.canvas, { ink });
  }
  // Leading: cell edges, the outline and the shape's lines, all in the key.
  const lead = plate(F);
  lead.ctx.strokeStyle = S.set.inks[S.set.key]!.color;
  lead.ctx.lineWidth = F.side * 0.022;
  lead.ctx.lineJoin = 'round';
  lead.ctx.beginPath();
  for (const { q } of cells) {
    q.forEach(([x, y], k) => (k ? lead.ctx.lineTo(x, y) : lead.ctx.moveTo(x, y)));
    lead.ctx.closePath();
  }
  lead.ctx.stroke();
  maskIn(lead.ctx, F);
  lead.ctx.save();
  lead.ctx.resetTransform();
  lead.ctx.drawImage(tinted(F, S.set.inks[S.set.key]!.color, detailMask(F, false)) as unknown as Image, 0, 0);
  lead.ctx.restore();
  const outline = tinted(F, S.set.inks[S.set.key]!.color);
  const ring = outline.getContext('2d');
  ring.globalCompositeOperation = 'destination-out';
  ring.drawImage(eroded(F, F.side * 0.025) as unknown as Image, 0, 0);
  lead.ctx.save();
  lead.ctx.resetTransform();
  lead.ctx.drawImage(outline as unknown as Image, 0, 0);
  lead.ctx.restore();
  stamp(S, F, lead.canvas, { ink: S.set.key });
}

/**
 * The shape's detail as a mask: a line drawing's own lines, or a solid icon's holes plus a thin ring along its edge
 * (filling a solid icon's paths would paint the whole body).
 */
function detailMask(F: Frame, outline = true): Canvas {
  return memo(F, `detail|${outline}`, () => {
    if (!isSolidShape(F)) {
      const p = plate(F);
      p.ctx.fillStyle = '#fff';
      shapeInPlate(p.ctx, F);
      return p.canvas;
    }
    const c = createCanvas(F.px, F.px);
    c.getContext('2d').drawImage(holes(F) as unknown as Image, 0, 0);
    if (outline) {
      const x = c.getContext('2d');
      const ring = tinted(F, '#fff');
      const r = ring.getContext('2d');
      r.globalCompositeOperation = 'destination-out';
      r.drawImage(eroded(F, F.side * 0.018) as unknown as Image, 0, 0);
      x.save();
      x.resetTransform();
      x.globalCompositeOperation = 'source-over';
      x.drawImage(ring as unknown as Image, 0, 0);
      x.restore();
    }
    return c;
  });
}

/** Prints the shape's detail in `ink` (vector-crisp for a solid line drawing). */
function printDetail(S: Sonic, F: Frame, ink: number, level = 1): void {
  if (!isSolidShape(F) && level >= 1) {
    S.press.ink(ink, (c) => withShape(c, F.s, (api) => api.fill()));
    return;
  }
  printMix(S, F, [{ ink, level }], detailMask(F));
}

const unitPathCache = new WeakMap<PlacedSubject, { path: Path2D; evenOdd: boolean }[]>();

/** The shape's own paths placed in units (the same transform as withShape), for vector work on the print itself. */
function unitPaths(s: PlacedSubject): { path: Path2D; evenOdd: boolean }[] {
  let hit = unitPathCache.get(s);
  if (!hit) {
    const [vx, vy, vw, vh] = s.shape.viewBox;
    const k = Math.min(s.w / vw, s.h / vh);
    const cos = Math.cos(s.rotation);
    const sin = Math.sin(s.rotation);
    const sx = s.flip ? -k : k;
    // T(s.x, s.y) · R(rotation) · S(sx, k) · T(-vx - vw/2, -vy - vh/2)
    const a = cos * sx;
    const b = sin * sx;
    const c = -sin * k;
    const d = cos * k;
    const ox = -vx - vw / 2;
    const oy = -vy - vh / 2;
    const m = { a, b, c, d, e: s.x + a * ox + c * oy, f: s.y + b * ox + d * oy };
    hit = s.shape.paths.map((p) => {
      const path = new Path2D();
      path.addPath(new Path2D(p.d), m);
      return { path, evenOdd: p.evenOdd };
    });
    unitPathCache.set(s, hit);
  }
  return hit;
}

/** Neon: the shape as a glowing tube of bright ink, halftone glow around it, a paper-hot core (all vector). */
function neon(S: Sonic, F: Frame, ink: number): void {
  const solidShape = isSolidShape(F);
  const paths = unitPaths(F.s);
  const w = F.side * (solidShape ? 0.018 : 0.012);
  // For a solid icon the tube runs along every edge of its paths (outline and holes); a line drawing's lines are
  // tubes themselves.
  const tube =
    (width: number): Draw =>
    (c) => {
      c.lineWidth = width;
      c.lineJoin = 'round';
      c.lineCap = 'round';
      for (const p of paths) {
        c.stroke(p.path);
        if (!solidShape) c.fill(p.path, p.evenOdd ? 'evenodd' : 'nonzero');
      }
    };
  S.press.knock(tube(w * 1.6));
  for (const g of [
    { width: w * 9, level: 0.18 },
    { width: w * 6, level: 0.3 },
    { width: w * 3.5, level: 0.5 },
  ])
    S.press.ink(ink, tube(g.width), g.level);
  S.press.ink(ink, tube(w * 1.6), 1, { fresh: true });
  S.press.knock(tube(w * 0.35), { alpha: 0.85 });
}

/** Smoke: the body dissolving upward in halftone with holes eaten by puffs; paper dots on a dark ground. */
function smokeBody(S: Sonic, F: Frame, ink: number): void {
  const rng = S.rng(`smoke-${F.s.noun}-${Math.round(F.s.x)}`);
  const p = plate(F);
  S.press.rampLinear(ink, null, [F.side / 2, F.side], [F.side / 2, 0], 0.85, 0.1, { ctx: p.ctx, steps: 10 });
  maskIn(p.ctx, F);
  // Puffs: soft holes from a tiny random field scaled up.
  const n = 10;
  const field = createCanvas(n, n);
  const f = field.getContext('2d');
  const img = f.createImageData(n, n);
  for (let i = 0; i < n * n; i++) img.data[i * 4 + 3] = Math.round(Math.max(0, rng.next() * 1.4 - 0.55) * 255);
  f.putImageData(img, 0, 0);
  p.ctx.save();
  p.ctx.resetTransform();
  p.ctx.globalCompositeOperation = 'destination-out';
  p.ctx.imageSmoothingEnabled = true;
  p.ctx.drawImage(field as unknown as Image, 0, 0, F.px, F.px);
  p.ctx.restore();
  const ctx = S.press.ctx;
  ctx.save();
  ctx.globalCompositeOperation = ink < 0 ? 'source-over' : S.press.blend;
  drawPlate(ctx, F, p.canvas);
  ctx.restore();
  // The shape's own lines, faint, so the form still reads through the smoke.
  const lines = plate(F);
  S.press.ink(ink, (c) => c.fillRect(0, 0, F.side, F.side), 0.7, { ctx: lines.ctx, offset: false });
  maskIn(lines.ctx, F, detailMask(F));
  if (ink < 0) stamp(S, F, lines.canvas, 'paper');
  else stamp(S, F, lines.canvas, { ink });
}

function veins(S: Sonic, F: Frame, ink: number, kind: 'marble' | 'wood' | 'stone' | 'ice'): void {
  const rng = S.rng(`veins-${F.s.noun}-${Math.round(F.s.x)}`);
  const p = plate(F);
  const c = p.ctx;
  c.strokeStyle = S.set.inks[ink]!.color;
  c.fillStyle = S.set.inks[ink]!.color;
  c.beginPath();
  if (kind === 'stone') {
    for (let i = 0; i < 500; i++) circlePath(c, rng.range(0, F.side), rng.range(0, F.side), rng.range(0.5, 1.6));
    c.fill();
  } else if (kind === 'ice') {
    for (let i = 0; i < 9; i++) {
      c.moveTo(rng.range(0, F.side), rng.range(0, F.side));
      c.lineTo(rng.range(0, F.side), rng.range(0, F.side));
    }
    c.lineWidth = F.side * 0.006;
    c.stroke();
  } else {
    const rows = kind === 'wood' ? 16 : 7;
    for (let i = 0; i < rows; i++) {
      let x = 0;
      let y = rng.range(0, F.side);
      c.moveTo(x, y);
      while (x < F.side) {
        x += F.side * 0.05;
        y += kind === 'wood' ? Math.sin(x * 0.05 + i) * F.side * 0.012 : rng.range(-1, 1) * F.side * 0.04;
        c.lineTo(x, y);
      }
    }
    c.lineWidth = F.side * (kind === 'wood' ? 0.006 : 0.004);
    c.stroke();
  }
  maskIn(c, F);
  stamp(S, F, p.canvas, { ink });
}

function flameBands(S: Sonic, F: Frame): void {
  const order = byLightness(S.set);
  const hot = brightestInk(S.set, [S.set.key]);
  const levels: Mix[] = [solid(order[0]!), solid(hot), [...solid(hot), ...tint(S.set.key, 0.4)]];
  S.press.knock((c) => drawPlate(c, F, tinted(F, S.set.paper)));
  for (const ink of S.set.inks.keys()) {
    const p = plate(F);
    let any = false;
    levels.forEach((mix, k) => {
      const level = levelOf(mix, ink);
      if (!level) return;
      any = true;
      p.ctx.fillStyle = S.press.pattern(p.ctx, ink, level);
      p.ctx.beginPath();
      const y0 = F.side * (k / levels.length) * 0.9;
      p.ctx.moveTo(0, F.side * 1.1);
      for (let i = 0; i <= 8; i++) {
        const x = (i / 8) * F.side;
        p.ctx.lineTo(x, y0 + (i % 2 ? -1 : 1) * F.side * 0.06);
      }
      p.ctx.lineTo(F.side, F.side * 1.1);
      p.ctx.closePath();
      p.ctx.fill();
    });
    if (!any) continue;
    maskIn(p.ctx, F);
    stamp(S, F, p.canvas, { ink });
  }
}

/** Materials that print the body their own way; every other subject with a colour drawing is separated from it. */
const OWN_BODY = new Set([
  'neon',
  'smoke',
  'gold',
  'silver',
  'chrome',
  'stained-glass',
  'fire',
  'light',
  'glass',
  'crystal',
  'ice',
  'marble',
  'stone',
  'wood',
  'ink',
]);

/**
 * The subject's colour drawing separated into the cover's inks, as a printer would: each colour of the drawing
 * goes to the nearest mix the inks can make (a solid, a tint, two overprinted), one plate per ink and level, so
 * the drawing keeps its detail (eyes, markings, shading) and is printed in the cover's palette. In cut paper,
 * each colour is a sheet of its own.
 */
function separatedArt(S: Sonic, F: Frame, art: Canvas, far: boolean): void {
  const { set } = S;
  const data = art.getContext('2d').getImageData(0, 0, F.px, F.px).data;
  const mixes = new Map<number, Mix>();
  // One mask per ink and level (print) or per whole mix (cut sheets), alpha from the drawing's coverage.
  const masks = new Map<string, { alpha: Uint8ClampedArray; mix: Mix }>();
  const n = F.px * F.px;
  const add = (key: string, mix: Mix, i: number, a: number) => {
    let m = masks.get(key);
    if (!m) masks.set(key, (m = { alpha: new Uint8ClampedArray(n), mix }));
    m.alpha[i] = a;
  };
  for (let i = 0; i < n; i++) {
    const a = data[i * 4 + 3]!;
    if (a < 8) continue;
    // 5 bits a channel: flat art has few colours, its antialiased edges many near-duplicates.
    const q = ((data[i * 4]! >> 3) << 10) | ((data[i * 4 + 1]! >> 3) << 5) | (data[i * 4 + 2]! >> 3);
    let mix = mixes.get(q);
    if (!mix) {
      mix = nearestMix(set, rgbToHex(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!));
      mixes.set(q, mix);
    }
    if (S.press.cut) add(mix.map((t) => `${t.ink}:${t.level}`).join('|'), mix, i, a);
    else for (const t of mix) add(`${t.ink}:${t.level}`, [{ ink: t.ink, level: far ? t.level * 0.6 : t.level }], i, a);
  }
  const toCanvas = (alpha: Uint8ClampedArray) => {
    const c = createCanvas(F.px, F.px);
    const x = c.getContext('2d');
    const img = x.createImageData(F.px, F.px);
    for (let i = 0; i < n; i++) {
      img.data[i * 4] = img.data[i * 4 + 1] = img.data[i * 4 + 2] = 255;
      img.data[i * 4 + 3] = alpha[i]!;
    }
    x.putImageData(img, 0, 0);
    return c;
  };
  if (S.press.cut) {
    // Largest sheet first, so smaller pieces lie on it.
    const sheets = [...masks.values()].sort((a, b) => sum(b.alpha) - sum(a.alpha));
    sheets.forEach((m, k) =>
      stamp(S, F, tinted(F, m.mix.length ? mixColor(set, m.mix) : set.paper, toCanvas(m.alpha)), 'sheet', {
        // The whole cut-out is lifted once: a shadow per piece would cast the whole silhouette again.
        shadow: k === 0 ? 1.3 - F.s.depth : 0,
      }),
    );
    return;
  }
  // Paper under the whole drawing, then each ink's plate (darkest ink last, as the key is printed).
  stamp(S, F, tinted(F, set.paper), 'paper');
  const order = byLightness(set);
  const plates = [...masks.values()].sort((a, b) => order.indexOf(a.mix[0]!.ink) - order.indexOf(b.mix[0]!.ink));
  for (const m of plates) printMix(S, F, m.mix, toCanvas(m.alpha));
}

function sum(a: Uint8ClampedArray): number {
  let t = 0;
  for (let i = 0; i < a.length; i += 7) t += a[i]!;
  return t;
}

export function printSubject(S: Sonic, s: PlacedSubject): void {
  const F = frameFor(S, s);
  const { set } = S;
  const key = set.key;
  const far = s.depth > 0.55;
  const material = s.material;
  const tech = S.technique;
  const back = background(S, s);
  const backL = back.l;
  let mix = bodyMix(S, s, back);
  if (material === 'neon')
    mix = solid(
      set.bound.get(s.color) ?? (hexToOklch(s.color).c > 0.1 ? nearestInk(set, s.color) : brightestInk(set, [key])),
    );
  const bodyInk = mix.length ? mix[0]!.ink : key;
  const bodyL = mixLightness(set, mix);
  const lightBody = S.plan.skyBodies.find((b) => b.kind === 'moon' || b.kind === 'sun');
  const lightMix: Mix = lightBody ? mixFor(S, lightBody.color) : set.roles.light;

  if (s.grounded && !S.water && material !== 'smoke' && material !== 'neon' && material !== 'light') groundShadow(S, F);
  if (s.grounded && S.water) reflection(S, F, mix);
  if (s.motion) speedLines(S, s, backL < 0.5 ? PAPER : key);

  // Materials that print the body their own way.
  if (material === 'neon') {
    neon(S, F, bodyInk);
    return;
  }
  if (material === 'smoke') {
    smokeBody(S, F, backL < 0.5 ? PAPER : key);
    return;
  }
  if (material === 'gold' || material === 'silver' || material === 'chrome') {
    metal(S, F, material);
    printDetail(S, F, key);
    return;
  }
  if (material === 'stained-glass') {
    stainedGlass(S, F);
    return;
  }
  if (material === 'fire') {
    flameBands(S, F);
    printDetail(S, F, key, 0.85);
    return;
  }
  if (material === 'light') {
    S.press.rampRadial(byLightness(set)[0]!, null, s.x, s.y, F.side * 0.3, F.side * 0.8, 0.7, 0, { steps: 8 });
    stamp(S, F, tinted(F, set.paper), 'paper');
    return;
  }

  // A colour drawing is separated into the inks; its own lines and markings are the detail.
  // A poster prints its subjects in the cover's colours: a drawing with no colour of its own from the idea takes
  // the palette's accent (a named colour when the idea names two), unless that would melt into what is behind.
  const accent = S.plan.colors.accent;
  // Fire keeps the colours of fire.
  const tintTo = s.colorBound ? s.color : !burns(s) && deltaE(accent, back.color) > 0.18 ? accent : undefined;
  // A stark genre prints its subject as one solid ink, dark on light or pale on dark: no markings, no colours.
  // (A thing in a colour of its own is one solid ink of that colour: a stencil.)
  const stark = printsSilhouettes(S.plan) && !material && !burns(s);
  if (stark) {
    const lightest = byLightness(set)[0]!;
    const ink = backL > 0.45 || set.inks[lightest]!.l < backL + 0.3 ? key : lightest;
    // A thing in the colour of the ground behind it is cut in the contrasting ink instead: round 79's grindcore boar,
    // named "putting green", vanished green into the green of the golf course.
    const melts = s.colorBound && Math.abs(bodyL - backL) < 0.2 && deltaE(s.color, back.color) < 0.18;
    const body = s.colorBound && !melts ? mix : far ? tint(ink, 0.7) : solid(ink);
    // A herd's silhouettes overlap into one blot unless each is cut clear of the ones behind it: a paper line round
    // a dark one, a key line round a pale one (white cows on white cows).
    const cutClear = !far && S.plan.subjects.some((o) => o !== s && o.noun === s.noun);
    const pale = mixLightness(set, body) > 0.6;
    if (cutClear && pale) printMix(S, F, solid(key), dilated(F, F.side * 0.02));
    stamp(S, F, tinted(F, set.paper, cutClear && !pale ? dilated(F, F.side * 0.02) : undefined), 'paper');
    printMix(S, F, body);
    return;
  }
  const art = !OWN_BODY.has(material ?? '') && artCanvas(s.shape, F.px, tintTo);
  if (art) {
    // A drawing about as light as what is behind it gets a keyline, as an illustrator would give it.
    const artL = tintTo
      ? hexToOklch(tintTo).l
      : artColors(s.shape).reduce((l, c) => l + hexToOklch(c.hex).l * c.share, 0);
    if (!far && !S.press.cut && Math.abs(artL - backL) < 0.2) printMix(S, F, solid(key), dilated(F, F.side * 0.012));
    separatedArt(S, F, art, far);
    if (!far && !S.press.cut && tech !== 'swiss')
      printRamp(S, F, key, F.lx, F.ly, 0.35, 0, {
        steps: tech === 'lino' ? 4 : 7,
        angle: tech === 'lino' ? Math.atan2(F.ly, F.lx) + Math.PI / 2 : undefined,
      });
    return;
  }

  // The body: knocked out of the ground and printed in its ink (a far subject in a tint).
  const bodyLevelScale = far ? 0.6 : 1;
  let body: Mix = mix.map((t) => ({ ink: t.ink, level: t.level * bodyLevelScale }));
  if (material === 'glass' || material === 'crystal' || material === 'ice') body = tint(byLightness(set)[0]!, 0.3);
  if (material === 'ink') body = tint(key, 0.8);
  if (material === 'marble') body = tint(byLightness(set)[0]!, 0.15);
  if (material === 'stone') body = [...tint(byLightness(set)[0]!, 0.5), ...tint(key, 0.3)];
  if (material === 'wood') body = solid(metalInk(S, 'gold'));
  if (material === 'paper') body = mix.length ? mix : tint(byLightness(set)[0]!, 0.25);
  const cut = S.press.cut || material === 'paper';
  const overprint = !cut && body.length === 1 && body[0]!.ink === key && body[0]!.level >= 1 && !s.colorBound;
  // A light body on a light ground gets a key outline, as an illustrator's keyline (dark on dark relies on the rim).
  const contrast = Math.abs(mixLightness(set, body) - backL);
  if (!far && contrast < 0.22 && backL >= 0.5 && material !== 'paper')
    printMix(S, F, solid(key), dilated(F, F.side * 0.014));
  if (cut) {
    stamp(S, F, tinted(F, mixColor(set, body)), 'sheet', { shadow: 1.3 - s.depth });
  } else {
    if (!overprint) stamp(S, F, tinted(F, set.paper), 'paper');
    printMix(S, F, body);
  }
  if (material === 'ink') {
    // Ink bleed: the same body softly spread at the edges.
    const ctx = S.press.ctx;
    ctx.save();
    ctx.globalCompositeOperation = 'multiply';
    ctx.shadowColor = set.inks[key]!.color;
    ctx.shadowBlur = 6 * S.press.scale;
    ctx.globalAlpha = 0.5;
    drawPlate(ctx, F, tinted(F, set.inks[key]!.color), 0, 0, 0.1);
    ctx.restore();
  }
  if (material === 'marble') veins(S, F, key, 'marble');
  if (material === 'wood') veins(S, F, key, 'wood');
  if (material === 'stone') veins(S, F, key, 'stone');
  if (material === 'ice' || material === 'glass' || material === 'crystal') veins(S, F, key, 'ice');

  // Shade on the side away from the light, in a second ink (dots, grain or carved lines by technique).
  const shadeInk =
    bodyInk === key || !mix.length ? (byLightness(set).find((i) => i !== key && i !== bodyInk) ?? key) : key;
  const shadeMax = s.colorBound ? 0.45 : far ? 0.3 : tech === 'swiss' ? 0.5 : 0.75;
  if (!far && !(bodyInk === key && shadeInk === key)) {
    const useShade = bodyL > 0.3 ? shadeInk : -1;
    if (useShade >= 0)
      printRamp(S, F, useShade, F.lx, F.ly, shadeMax, 0, {
        steps: tech === 'swiss' ? 3 : tech === 'cut' ? 4 : 9,
        angle: tech === 'lino' ? Math.atan2(F.ly, F.lx) + Math.PI / 2 : undefined,
      });
  }
  // A dark body gets carved shading lines instead (lino) or a highlight ramp in paper.
  if (bodyL <= 0.3 && !far && !S.press.cut) {
    printRamp(S, F, PAPER, -F.lx, -F.ly, tech === 'lino' ? 0.4 : 0.3, 0, {
      steps: 4,
      span: 0.5,
      angle: tech === 'lino' ? Math.atan2(F.ly, F.lx) + Math.PI / 2 : undefined,
    });
  }

  // The lit rim in the light's colour (a moon's red, the sun's ink), or paper.
  if (!far && tech !== 'swiss') {
    const rimMix = lightMix;
    const rim = rimMask(F, F.side * 0.022);
    const usable = rimMix.length && !(rimMix.length === 1 && rimMix[0]!.ink === bodyInk);
    if (bodyL < 0.5 || usable) {
      stamp(S, F, tinted(F, set.paper, rim), 'paper');
      if (usable) printMix(S, F, rimMix, rim);
    }
  }

  // The shape's own detail: line art prints as key lines on a light body and is carved out of a dark one; a solid
  // silhouette's holes (an eye, a mane) are the detail instead.
  const solidShape = isSolidShape(F);
  const detail = solidShape ? holes(F) : innerLines(F, F.side * 0.065);
  if (bodyL > 0.42 || !body.length) {
    if (solidShape) printMix(S, F, far ? tint(key, 0.6) : solid(key), detail);
    else printDetail(S, F, key, far ? 0.6 : 1);
  } else {
    const lightest = byLightness(set)[0]!;
    const carveInk = tech !== 'lino' && set.inks[lightest]!.l > bodyL + 0.35 && lightest !== bodyInk ? lightest : -1;
    stamp(S, F, tinted(F, set.paper, detail), 'paper');
    if (carveInk >= 0) stamp(S, F, tinted(F, set.inks[carveInk]!.color, detail), { ink: carveInk });
  }
}
