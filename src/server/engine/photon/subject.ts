/**
 * A subject, lit in the scene's light: the solid silhouette shaded as a rounded body (lit side to shadow side,
 * sky light from above, ground bounce from below), a crisp rim on the edge facing the light, the shape's own
 * lines as faint interior detail, a cast shadow on the ground or a rippled reflection in water, and distance
 * fading it into the air and softening it. Smoke, fire, neon and light are drawn as what they are.
 */
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from './fastnoise.ts';
import type { PlacedSubject } from '../plan.ts';
import { drawOverShape, withShape } from '../shape.ts';
import {
  cleanShape,
  geometryOf,
  maskSize,
  pathsCanvas,
  silhouetteMask,
  squareSide,
  type Geometry,
} from './geometry.ts';
import { shaderFor, type ShadeInput } from './materials.ts';
import { blurCanvas } from './soft.ts';
import { clamp01, css, Field, lerp, lin, luma, saturate, scale, smooth, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

interface Placement {
  side: number;
  maskPx: number;
  S: number;
  g: Geometry;
  mask: Canvas;
  /** World y of the silhouette's lowest point, and its horizontal extent. */
  baseY: number;
  left: number;
  right: number;
  top: number;
  /** Unit direction toward the light in the subject's frame, and in the world. */
  L: [number, number, number];
  world: [number, number];
  back: number;
  fog: number;
}

function place(w: World, s: PlacedSubject): Placement {
  const side = squareSide(s);
  const maskPx = maskSize(side, w.px);
  const S = Math.min(256, Math.max(64, maskPx));
  const g = geometryOf(s.shape, S);
  const mask = silhouetteMask(s.shape, maskPx);
  const b = g.bounds;
  const cos = Math.cos(s.rotation);
  const sin = Math.sin(s.rotation);
  // World bounds of the silhouette's box corners (rotation is small in practice).
  let baseY = -Infinity;
  let top = Infinity;
  let left = Infinity;
  let right = -Infinity;
  for (const [u, v] of [
    [b.u0, b.v0],
    [b.u1, b.v0],
    [b.u0, b.v1],
    [b.u1, b.v1],
  ] as const) {
    const lx = (u - 0.5) * side * (s.flip ? -1 : 1);
    const ly = (v - 0.5) * side;
    const x = s.x + lx * cos - ly * sin;
    const y = s.y + lx * sin + ly * cos;
    baseY = Math.max(baseY, y);
    top = Math.min(top, y);
    left = Math.min(left, x);
    right = Math.max(right, x);
  }
  const L = w.light;
  let dx = L.x - s.x;
  let dy = L.y - s.y;
  const dist = Math.hypot(dx, dy) || 1;
  dx /= dist;
  dy /= dist;
  const world: [number, number] = [dx, dy];
  // Into the subject's frame: undo rotation, then flip.
  let lx = dx * cos + dy * sin;
  const ly = -dx * sin + dy * cos;
  if (s.flip) lx = -lx;
  const sky = (L.kind === 'sun' || L.kind === 'moon') && (L.y < w.horizon || w.horizon >= U);
  const size = Math.max(right - left, baseY - top);
  let back = sky ? clamp01(1.35 - dist / (size * 1.1)) : 0;
  if (sky && L.y > top && L.y < baseY + 40) back = Math.max(back, 0.45); // a low sun level with the subject
  if (L.kind === 'neon' && L.y > top && L.y < baseY) back = Math.max(back, 0.35);
  const lz = 0.65 - 1.1 * back;
  const n = Math.hypot(lx, ly, lz);
  return {
    side,
    maskPx,
    S,
    g,
    mask,
    baseY,
    left,
    right,
    top,
    L: [lx / n, ly / n, lz / n],
    world,
    back,
    fog: clamp01(s.depth) * (0.25 + 0.75 * w.hazeAmount),
  };
}

/** The key light as it falls on subjects (not as bright as the sky glow it comes from). */
function subjectLights(w: World): { key: Lin; amb: Lin; bounce: Lin } {
  const tint = scale(w.light.color, 1 / Math.max(0.05, luma(w.light.color)));
  const key = scale(saturate(tint, 0.5), (w.night ? 0.25 : 0.45) + 0.85 * w.light.strength);
  // Fill from the sky dome above (its zenith colour), not the horizon's glow.
  const dome = w.ground === 'floor' ? w.ambient : lerp(w.zenith, w.ambient, 0.3);
  const ambN = saturate(scale(dome, 1 / Math.max(0.002, luma(dome))), 0.5);
  const ambLevel = w.ground === 'floor' ? 0.2 : w.night ? 0.06 : 0.18 + 0.15 * w.gloom;
  const amb = scale(ambN, ambLevel);
  const bounce = scale(
    lerp(w.groundCol, w.ground === 'water' ? w.waterCol : w.groundCol, 0.5),
    (w.night ? 0.05 : 0.15) * (0.4 + w.light.strength),
  );
  return { key, amb, bounce };
}

/** Padding of soft masks: the blurred silhouette spreads past the shape's square. */
const PAD = 1.4;

/** The silhouette, small, blurred by `blur` (share of its size), filled with `style`, with room to spread. */
function softMask(p: Placement, blur: number, style: string): Canvas {
  const px = Math.max(32, Math.round(p.maskPx / 4));
  const inner = Math.round(px / PAD);
  const soft = canvasOf(px);
  soft.x.filter = `blur(${Math.max(0.6, px * blur).toFixed(1)}px)`;
  soft.x.drawImage(p.mask as unknown as Image, (px - inner) / 2, (px - inner) / 2, inner, inner);
  soft.x.filter = 'none';
  soft.x.globalCompositeOperation = 'source-in';
  soft.x.fillStyle = style;
  soft.x.fillRect(0, 0, px, px);
  return soft.c;
}

function canvasOf(px: number): { c: Canvas; x: SKRSContext2D } {
  const c = createCanvas(px, px);
  return { c, x: c.getContext('2d') };
}

/** The lit body on a canvas covering the viewBox square at mask resolution (crisp silhouette edges). */
function litBody(w: World, s: PlacedSubject, p: Placement, label: string): Canvas {
  const { g, S, maskPx } = p;
  const lights = subjectLights(w);
  const albedo = lin(s.color);
  const inp: ShadeInput = {
    w,
    s,
    g,
    L: p.L,
    back: p.back,
    albedo,
    ...lights,
    rng: w.plan.rng.fork(label),
  };
  const shader = shaderFor(s.material, inp);
  const field = new Field(S, S, true);
  const out = new Float32Array(3);
  const haze = w.haze;
  const fog = p.fog;
  for (let j = 0; j < S; j++)
    for (let i = 0; i < S; i++) {
      const k = j * S + i;
      if (g.A[k]! <= 0.001 && g.H1[k]! < 0.01) {
        field.set(k, 0, 0, 0, 0);
        continue;
      }
      const a = shader(i, j, k, out);
      const r = out[0]! + (haze[0] - out[0]!) * fog;
      const gg = out[1]! + (haze[1] - out[1]!) * fog;
      const b = out[2]! + (haze[2] - out[2]!) * fog;
      // Coverage comes from the full-resolution mask below; keep the field opaque to avoid dark fringes.
      field.set(k, r, gg, b, a >= g.A[k]! - 1e-3 ? 1 : a / Math.max(1e-3, g.A[k]!));
    }
  const { c, x } = canvasOf(maskPx);
  x.imageSmoothingEnabled = true;
  x.imageSmoothingQuality = 'high';
  x.drawImage(field.toCanvas() as unknown as Image, 0, 0, maskPx, maskPx);
  x.globalCompositeOperation = 'destination-in';
  x.drawImage(p.mask as unknown as Image, 0, 0);
  x.globalCompositeOperation = 'source-over';

  // Interior detail: the shape's own lines, pressed into the surface (dark groove, light lip toward the light).
  if (g.solidity < 0.9 && !['glass', 'ice', 'crystal', 'stained-glass'].includes(s.material ?? '')) {
    const inner = new Field(S, S, true);
    // Only lines well inside the body: the outline of a line drawing would read as a cookie cutter's edge.
    for (let k = 0; k < S * S; k++) inner.set(k, 1, 1, 1, smooth(0.8, 0.92, g.H2[k]!) * smooth(0.9, 0.99, g.H1[k]!));
    const innerC = inner.toCanvas();
    const lineAlpha = clamp01(0.08 + 0.08 * (1 - p.back)) * (1 - fog);
    const sharp = pathsCanvas(s.shape, maskPx, css(scale(lin(s.color), 0.15)));
    const sx = sharp.getContext('2d');
    sx.globalCompositeOperation = 'destination-in';
    sx.drawImage(innerC as unknown as Image, 0, 0, maskPx, maskPx);
    const groove = blurCanvas(sharp, maskPx / 400);
    const off = Math.max(1, maskPx / 300);
    x.save();
    x.globalCompositeOperation = 'source-atop';
    x.globalAlpha = lineAlpha * 0.5;
    x.filter = 'none';
    x.drawImage(groove as unknown as Image, p.L[0] * off, p.L[1] * off);
    x.globalAlpha = lineAlpha;
    x.drawImage(groove as unknown as Image, 0, 0);
    x.restore();
  }

  // Rim: the band of the silhouette whose outside neighbour toward the light is empty.
  const rimStrength = clamp01(0.25 + 0.9 * p.back + 0.4 * w.light.strength) * (1 - 0.8 * fog);
  if (rimStrength > 0.05 && !['glass', 'ice', 'crystal'].includes(s.material ?? '')) {
    const rw = maskPx * (0.008 + 0.014 * p.back);
    const [lx, ly] = p.L;
    const ln = Math.hypot(lx, ly) || 1;
    const rim = canvasOf(maskPx);
    rim.x.drawImage(p.mask as unknown as Image, 0, 0);
    rim.x.globalCompositeOperation = 'destination-out';
    rim.x.drawImage(p.mask as unknown as Image, (-lx / ln) * rw, (-ly / ln) * rw);
    rim.x.globalCompositeOperation = 'source-in';
    const rc = lerp(w.light.color, [1.2, 1.2, 1.2], 0.2);
    rim.x.fillStyle = css(scale(rc, 0.7 + 0.8 * p.back));
    rim.x.fillRect(0, 0, maskPx, maskPx);
    x.save();
    x.globalCompositeOperation = 'source-atop';
    x.globalAlpha = rimStrength;
    x.filter = `blur(${Math.max(0.5, rw * 0.35).toFixed(1)}px)`;
    x.drawImage(rim.c as unknown as Image, 0, 0);
    x.restore();
  }
  return c;
}

/** Soft shadow of the silhouette cast on the ground, from the base away from the light. */
function castShadow(ctx: SKRSContext2D, w: World, s: PlacedSubject, p: Placement) {
  const L = w.light;
  const width = p.right - p.left;
  const strength = clamp01(0.25 + 0.6 * L.strength) * (1 - 0.6 * w.gloom);
  const dark = css(scale(lerp(w.shadowCol, w.groundCol, 0.3), 0.3));
  // Contact shadow: the ground darkens where the subject meets it.
  ctx.save();
  const cx = (p.left + p.right) / 2;
  const g = ctx.createRadialGradient(cx, p.baseY, 0, cx, p.baseY, width * 0.6);
  g.addColorStop(0, css(scale(w.shadowCol, 0.5), 0.55));
  g.addColorStop(1, css(w.shadowCol, 0));
  ctx.translate(cx, p.baseY);
  ctx.scale(1, 0.14);
  ctx.translate(-cx, -p.baseY);
  ctx.fillStyle = g;
  ctx.fillRect(cx - width, p.baseY - width, width * 2, width * 2);
  ctx.restore();
  if (strength < 0.1 || w.ground === 'none') return;
  // The projected silhouette: toward the viewer when the light is in the sky behind, else behind the subject.
  const behind = L.y < p.baseY && (L.kind === 'sun' || L.kind === 'moon');
  const run = Math.max(40, Math.abs(p.baseY - L.y));
  const shear = Math.max(-2.2, Math.min(2.2, (s.x - L.x) / run));
  // A point at height h on the subject falls at (x + shear·h, ±squash·h): toward the viewer when the light is
  // behind, up the ground behind the subject when it is in front.
  const squash = behind ? -0.32 : 0.28;
  const soft = softMask(p, 1 / 70, dark);
  ctx.save();
  ctx.globalAlpha = strength * 0.75;
  ctx.translate(s.x, p.baseY);
  ctx.transform(1, 0, -shear, squash, 0, 0);
  if (s.flip) ctx.scale(-1, 1);
  const side = p.side * PAD;
  const topLocal = s.y - side / 2 - p.baseY;
  ctx.drawImage(soft as unknown as Image, -side / 2, topLocal, side, side);
  ctx.restore();
}

/** A drop shadow on a studio backdrop: the body's shape, soft, offset away from the light. */
function backdropShadow(ctx: SKRSContext2D, w: World, s: PlacedSubject, p: Placement) {
  const soft = softMask(p, 1 / 22, css(scale(lerp(w.shadowCol, w.groundCol, 0.4), 0.4)));
  const d = p.side * 0.09;
  ctx.save();
  ctx.globalAlpha = 0.38;
  drawOverShape(ctx, s, soft, { dx: -p.world[0] * d, dy: -p.world[1] * d + d * 0.4, scale: 1.02 * PAD });
  ctx.restore();
}

/** The body mirrored below its base into water or a wet surface, broken into ripples, darker, fading out. */
function reflection(ctx: SKRSContext2D, w: World, s: PlacedSubject, p: Placement, body: Canvas, alpha: number) {
  const depth = Math.min(U - p.baseY, (p.baseY - p.top) * 1.1);
  if (depth <= 4) return;
  const res = Math.min(512, body.width);
  const flipped = canvasOf(res);
  flipped.x.translate(0, res);
  flipped.x.scale(1, -1);
  flipped.x.drawImage(body as unknown as Image, 0, 0, res, res);
  // The flipped square, placed so the base line is the mirror line.
  const sqTop = 2 * p.baseY - (s.y + p.side / 2);
  const noise = createNoise2(w.plan.rng.fork(`reflect-${s.noun}`));
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, p.baseY, U, depth);
  ctx.clip();
  ctx.globalAlpha = alpha;
  let y = p.baseY;
  let k = 0;
  const unitsPerPx = p.side / res;
  while (y < p.baseY + depth) {
    const t = (y - p.baseY) / depth;
    const h = 1.2 + t * 4;
    const dx = noise(k * 0.45, 0.5) * (1.5 + t * 9);
    const sy = (y - sqTop) / unitsPerPx;
    const sh = h / unitsPerPx;
    if (sy >= 0 && sy < res) {
      ctx.globalAlpha = alpha * (1 - t) ** 1.3;
      ctx.drawImage(
        flipped.c as unknown as Image,
        0,
        sy,
        res,
        Math.min(sh, res - sy),
        s.x - p.side / 2 + dx,
        y,
        p.side,
        h + 0.5,
      );
    }
    y += h;
    k++;
  }
  ctx.restore();
}

/** Neon: the shape's lines as glowing tubes, no fill. */
function neon(ctx: SKRSContext2D, w: World, s: PlacedSubject, p: Placement) {
  const c = lin(s.color);
  const hot = scale(c, 1.6 / Math.max(0.05, Math.max(...c)));
  const u = p.side / 300; // units per viewBox-ish stroke scale
  const passes: [number, string, number][] = [
    [7 * u, css(hot, 0.18), 28],
    [3.2 * u, css(hot, 0.85), 10],
    [1.1 * u, css(lerp(hot, [2.2, 2.2, 2.2], 0.6)), 0],
  ];
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  for (const [width, style, blur] of passes) {
    withShape(ctx, s, ({ stroke, unitsPerViewBox }) => {
      ctx.lineJoin = 'round';
      ctx.lineCap = 'round';
      ctx.lineWidth = width / unitsPerViewBox;
      ctx.strokeStyle = style;
      if (blur) {
        ctx.shadowColor = css(hot, 0.9);
        ctx.shadowBlur = blur * w.px * (p.side / 300);
      }
      stroke();
    });
  }
  ctx.restore();
}

/** Smoke or fire: the silhouette eroded by flowing noise, soft, with wisps or tongues rising from it. */
function vapour(ctx: SKRSContext2D, w: World, s: PlacedSubject, p: Placement, fire: boolean, label: string) {
  const { g, S } = p;
  const rng = w.plan.rng.fork(label);
  const noise = createNoise2(rng);
  const E = 1.35; // the field covers a square this much larger than the shape's, for what rises off it
  const R = Math.min(220, S);
  const f = new Field(R, R, true);
  const lights = subjectLights(w);
  const col = lin(s.color);
  const lit = fire ? col : lerp(scale(lights.key, 1.3), scale(col, 1.1), 0.5);
  const shade = lerp(scale(lights.amb, 0.8), scale(col, 0.18), 0.5);
  const [lx, ly] = p.L;
  const sample = (arr: Float32Array, u: number, v: number) => {
    const i = Math.floor(u * S);
    const j = Math.floor(v * S);
    if (i < 0 || j < 0 || i >= S || j >= S) return 0;
    return arr[j * S + i]!;
  };
  const hot: Lin[] = [
    [0.5, 0.04, 0.0],
    [1.6, 0.35, 0.02],
    [2.4, 1.2, 0.2],
    [3.2, 2.8, 1.6],
  ];
  for (let j = 0; j < R; j++)
    for (let i = 0; i < R; i++) {
      const U0 = i / R;
      const V0 = j / R;
      const u = (U0 - 0.5) * E + 0.5;
      const v = (V0 - 0.5) * E + 0.5;
      // Flow: sideways curl and a steady rise. The body keeps its outline (small warp); wisps stream off it.
      const n1 = fbm(noise, u * 5, v * 5 + 3, 3);
      const n2 = fbm(noise, u * 5 + 9, v * 5, 3);
      const detail = fbm(noise, u * 11 + 2, v * 9 - 4, 4);
      const k = j * R + i;
      const bu = u + n1 * 0.013;
      const bv = v + n2 * 0.013;
      const body = sample(g.H1, bu, bv);
      const rise = fire ? 0.16 : 0.12;
      const wu = u + n1 * (fire ? 0.05 : 0.08);
      const wv = v + Math.abs(n2) * rise + rise * 0.5;
      const wisp = sample(g.H2, wu, wv) * smooth(-0.1, 0.5, detail + n1 * 0.5);
      if (fire) {
        const d = Math.max(body * (0.7 + 0.5 * detail), wisp * 1.1);
        // Hottest low in the body, cooling toward the tips of the tongues.
        const t = clamp01(
          (d * (0.85 + 0.5 * detail) - 0.05) * (0.55 + 0.45 * clamp01(v * 1.1)) + smooth(0.85, 1, body) * 0.1,
        );
        const a = smooth(0.12, 0.4, t);
        const x = t * 3;
        const i0 = Math.min(2, Math.floor(x));
        const c = lerp(hot[i0]!, hot[i0 + 1]!, x - i0);
        const tint = lerp(c, scale(col, luma(c) / Math.max(0.05, luma(col))), 0.25);
        f.set(k, tint[0], tint[1], tint[2], a);
      } else {
        const dens = Math.max(body * (0.8 + 0.35 * detail), wisp * 0.75);
        const a = smooth(0.22, 0.75, dens) * (0.6 + 0.35 * smooth(0.5, 1, body));
        const toward = sample(g.H2, bu - lx * 0.05, bv - ly * 0.05) - sample(g.H2, bu + lx * 0.05, bv + ly * 0.05);
        let lk = clamp01(0.35 + toward * 3 + detail * 0.5);
        // Backlit smoke glows where it is thin and stays dark where it is dense.
        lk += (clamp01(1.2 - dens) - lk) * p.back;
        const c = lerp(shade, lit, lk);
        const fog = p.fog;
        f.set(
          k,
          c[0] + (w.haze[0] - c[0]) * fog,
          c[1] + (w.haze[1] - c[1]) * fog,
          c[2] + (w.haze[2] - c[2]) * fog,
          a * (1 - 0.4 * fog),
        );
      }
    }
  const canvas = f.toCanvas();
  ctx.save();
  if (fire) {
    ctx.globalCompositeOperation = 'lighter';
    ctx.globalAlpha = 0.55;
    drawOverShape(ctx, s, blurCanvas(canvas, R * 0.04), { scale: E });
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-over';
  }
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  drawOverShape(ctx, s, canvas, { scale: E });
  ctx.restore();
}

/** A body of light: the silhouette in its colour past white, with a wide glow. */
function lightBody(ctx: SKRSContext2D, s: PlacedSubject, p: Placement) {
  const c = lin(s.color);
  const hot = scale(c, 2.4 / Math.max(0.05, Math.max(...c)));
  const px = p.maskPx;
  const body = canvasOf(px);
  body.x.drawImage(p.mask as unknown as Image, 0, 0);
  body.x.globalCompositeOperation = 'source-in';
  const g = body.x.createRadialGradient(px / 2, px / 2, 0, px / 2, px / 2, px * 0.6);
  g.addColorStop(0, css(lerp(hot, [3, 3, 3], 0.5)));
  g.addColorStop(1, css(hot));
  body.x.fillStyle = g;
  body.x.fillRect(0, 0, px, px);
  const small = canvasOf(Math.max(32, Math.round(px / 4)));
  small.x.drawImage(body.c as unknown as Image, 0, 0, small.c.width, small.c.width);
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  ctx.globalAlpha = 0.6;
  drawOverShape(ctx, s, blurCanvas(small.c, small.c.width * 0.06), { scale: 1.1 });
  ctx.restore();
  drawOverShape(ctx, s, body.c);
}

export function drawSubject(ctx: SKRSContext2D, w: World, placed: PlacedSubject): void {
  const s = { ...placed, shape: cleanShape(placed.shape) };
  const label = `subject-${s.noun}-${Math.round(s.x)}-${Math.round(s.y)}`;
  const p = place(w, s);
  const mat = s.material;
  const onWater = s.grounded && (w.ground === 'water' ? p.baseY > w.horizon - 2 && p.baseY < w.shore : false);
  const wet =
    s.grounded &&
    (w.ground === 'street' ||
      (w.ground === 'land' && (w.weather === 'rain' || w.weather === 'storm') && w.setting === 'city'));
  const onGround = s.grounded && !onWater && p.baseY > w.horizon - 5;
  const softGlow = mat === 'neon' || mat === 'fire' || mat === 'light' || mat === 'smoke';

  if (onGround && !softGlow && w.ground !== 'none') castShadow(ctx, w, s, p);
  if (!s.grounded && w.ground === 'floor' && w.setting === 'studio' && !softGlow) backdropShadow(ctx, w, s, p);

  if (mat === 'neon') {
    if (onWater || wet) neonReflection(ctx, w, s, p);
    neon(ctx, w, s, p);
    return;
  }
  if (mat === 'smoke' || mat === 'fire') {
    vapour(ctx, w, s, p, mat === 'fire', label);
    return;
  }
  if (mat === 'light') {
    lightBody(ctx, s, p);
    return;
  }

  const body = litBody(w, s, p, label);
  if (onWater || wet) reflection(ctx, w, s, p, body, onWater ? 0.55 : 0.3);
  // Backlit: light spills around the edges of the form.
  if (p.back > 0.2 && w.light.strength > 0.2) {
    const halo = softMask(p, 1 / 30, css(scale(w.light.color, 0.6)));
    ctx.save();
    ctx.globalCompositeOperation = 'screen';
    ctx.globalAlpha = clamp01(p.back * w.light.strength * 0.9);
    drawOverShape(ctx, s, halo, { scale: 1.04 * PAD });
    ctx.restore();
  }
  // Depth of field: far subjects go soft (blurred at mask resolution, before scaling into place).
  const blur = (Math.max(0, s.depth - 0.25) * 5 * p.maskPx) / p.side;
  drawOverShape(ctx, s, blur > 0.6 ? blurCanvas(body, blur) : body);
}

function neonReflection(ctx: SKRSContext2D, w: World, s: PlacedSubject, p: Placement) {
  const c = lin(s.color);
  const hot = scale(c, 1.2 / Math.max(0.05, Math.max(...c)));
  const px = Math.max(64, Math.round(p.maskPx / 2));
  const lines = pathsCanvas(s.shape, px, css(hot));
  const blurred = canvasOf(px);
  blurred.x.filter = `blur(${(px / 60).toFixed(1)}px)`;
  blurred.x.drawImage(lines as unknown as Image, 0, 0);
  reflection(ctx, w, s, p, blurred.c, 0.45);
}
