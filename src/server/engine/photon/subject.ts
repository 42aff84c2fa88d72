/**
 * A subject, photographed in the scene's light. Against the light (a sun or moon behind it, dusk, night, storm,
 * neon) it is what a camera sees: a dark silhouette filled by the sky and ground bounce, thin parts glowing with
 * the light coming through, a thin bright rim on the edges facing the light, a glow of the sky behind it if the
 * sky there is too dark for the shape to read. Lit from the front or side it is one broadly lit form (light
 * across the body, not a bevel), with a fine surface texture, occlusion where it meets the ground and its bound
 * colour kept. Either way the shape's own lines are barely there, the bright surroundings wrap over its edges,
 * haze and depth of field take it back by distance, and it casts a shadow or a rippled reflection. Smoke, fire,
 * neon and light are drawn as what they are.
 */
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from './fastnoise.ts';
import type { PlacedSubject } from '../plan.ts';
import { hexToOklch, oklchToHex } from '../../../shared/color.ts';
import { artCanvas } from '../art.ts';
import { ideaColours } from '../idea-colours.ts';
import { drawOverShape, withShape } from '../shape.ts';
import { isLoud } from '../loud.ts';
import { cleanShape, geometryOf, pathsCanvas, silhouetteMask, squareSide, type Geometry } from './geometry.ts';
import { shaderFor, type ShadeInput } from './materials.ts';
import { blurCanvas } from './soft.ts';
import { envLuma, envOf } from './envmap.ts';
import { clamp01, css, Field, lerp, lin, linearPixels, luma, saturate, scale, smooth, type Lin } from './tone.ts';
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
  /** The photographer lights it from the camera (the hero, unless its outline against the light is the picture). */
  fill: boolean;
  /** 0..1: how much it shows as a silhouette rather than a lit body. */
  sil: number;
  fog: number;
  /** Blur (in mask pixels) beyond the softness the body's scaling gives: depth of field for far subjects. */
  defocus: number;
}

const SEE_THROUGH = new Set(['glass', 'ice', 'crystal', 'stained-glass']);
const METAL = new Set(['chrome', 'silver', 'gold']);

/**
 * How much a subject reads as a silhouette: against a sun or moon, in low or night light, under a storm or in fog.
 * Bound colours stay partly lit (a red umbrella is still red in the rain); glass passes the light, metal mirrors.
 */
function silhouetteOf(w: World, s: PlacedSubject, back: number, fill: boolean): number {
  if (SEE_THROUGH.has(s.material ?? '') || w.flashLit) return 0;
  let sil: number;
  if (w.ground === 'floor') sil = w.setting === 'stage' ? 0.15 + 0.7 * back : 0.6 * back;
  else if (w.setting === 'underwater') sil = 0.15 + 0.6 * back;
  else if (w.setting === 'space') sil = 0.35 + 0.5 * back;
  else {
    const low = w.time === 'dusk' || w.time === 'dawn' || w.time === 'golden';
    sil = w.night ? (w.light.kind === 'neon' ? 0.6 : 0.85) : low ? 0.8 : 0.05;
    sil = Math.max(sil, back * 0.95, w.gloom * 0.6, w.weather === 'fog' ? 0.45 : 0);
  }
  // A colour the idea named for the cover and given to the things is half of what the cover is about: lit enough to
  // be that colour (in golden light the second named colour had gone dark on the things that carried it).
  if (s.colorBound) sil *= ideaColours(w.plan.brief).includes(s.color) ? (w.night ? 0.6 : 0.5) : w.night ? 0.85 : 0.8;
  if (METAL.has(s.material ?? '')) sil *= 0.5;
  // A subject with a drawing of its own gets fill light on the side we see, as a photographer lights a hero
  // against the sun: its markings and colours must read, not only its outline.
  if (s.shape.art && !s.material) sil *= 0.7;
  // The hero is lit by the photographer (a fill, a flash) unless the light is right behind it and its outline alone
  // says what it is (a howling wolf against the moon). A shape whose eyes and markings make it (an owl seen from
  // the front) is a blob as a silhouette, so at night it is lit whatever is behind it. A person of ours stays a
  // silhouette, which is how a figure reads at night.
  if (fill) sil = Math.min(sil, w.night ? 0.5 : 0.45 + 0.5 * back);
  // A loud record's people are shot against the stage lights, as a gig is: dark shapes with a rim, not lit mannequins.
  if (isLoud(w.plan.brief) && PERSON.test(s.shape.key) && !s.colorBound) sil = Math.max(sil, LOUD_SILHOUETTE);
  // A stark genre's subjects are silhouettes whatever the light; a bound colour still shows through, and a thing of
  // a named material (a golden ox, a chrome skull) is that material.
  const stark = s.material ? 0 : w.stark * (s.colorBound ? 0.75 : 1);
  return clamp01(Math.max(sil, stark));
}

/** Our people, in any pose or dress. */
const PERSON = /^sleeve:.*figure/;
/** How far a loud cover's people are silhouettes. */
const LOUD_SILHOUETTE = 0.8;

/** How much of a shape's body is its own interior lines (eyes, markings), 0..1. */
function innerDetail(g: Geometry): number {
  let detail = 0;
  let area = 0;
  for (let k = 0; k < g.A.length; k++) [detail, area] = [detail + g.detail[k]!, area + g.A[k]!];
  return area > 0 ? detail / area : 0;
}

/** The near subject is lit for the camera, unless it is a person of ours (a figure reads as a silhouette). */
const heroFill = (s: PlacedSubject): boolean => s.depth < 0.15 && !PERSON.test(s.shape.key);

function place(w: World, s: PlacedSubject): Placement {
  const side = squareSide(s);
  // No edge in a photograph is vector-sharp: a touch of softness near, depth of field far. The body is drawn
  // that much smaller than its size in the picture and scaled up with smoothing, which softens its edges for
  // free (a blur over a full-size layer costs tens of milliseconds); only strong defocus adds a blur on top.
  // The camera focuses on the nearest subject: others go soft by how much farther they are.
  const focus = Math.min(...w.plan.subjects.map((o) => o.depth), s.depth);
  const softPx = (0.45 + Math.max(0, s.depth - focus - 0.08) * 6) * w.px;
  const down = Math.max(1.15, Math.min(3, softPx));
  const maskPx = Math.min(768, Math.max(64, Math.ceil((side * w.px) / down / 32) * 32));
  const defocus = softPx > 3 ? ((softPx - 3) * maskPx) / (side * w.px) : 0;
  // Shading grids in three sizes only, so every instance of a shape shares its geometry.
  const S = maskPx >= 256 ? 256 : maskPx >= 128 ? 128 : 64;
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
  let ly = -dx * sin + dy * cos;
  if (s.flip) lx = -lx;
  const sky = (L.kind === 'sun' || L.kind === 'moon') && (L.y < w.horizon || w.horizon >= U);
  const size = Math.max(right - left, baseY - top);
  let back = sky ? clamp01(1.35 - dist / (size * 1.1)) : 0;
  if (sky && L.y > top && L.y < baseY + 40) back = Math.max(back, 0.45); // a low sun level with the subject
  if (L.kind === 'neon' && L.y > top && L.y < baseY) back = Math.max(back, 0.35);
  let lz = 0.65 - 1.1 * back;
  // A flash on the camera: the light comes from just above the lens, straight at every subject.
  if (w.flashLit) [back, lx, ly, lz] = [0, 0, -0.3, 1];
  const fill = heroFill(s) && (back < 0.6 || (w.night && innerDetail(g) > 0.04));
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
    fill,
    sil: silhouetteOf(w, s, back, fill),
    defocus,
    // Air between us and the subject: next to nothing for the hero, more with distance.
    fog: clamp01((s.depth - 0.08) / 0.92) ** 1.3 * (0.25 + 0.75 * w.hazeAmount),
  };
}

/** The key light as it falls on subjects (not as bright as the sky glow it comes from). */
function subjectLights(w: World, fill = false): { key: Lin; amb: Lin; bounce: Lin; front: Lin } {
  const tint = scale(w.light.color, 1 / Math.max(0.05, luma(w.light.color)));
  const key = scale(saturate(tint, 0.5), (w.night ? 0.25 : 0.45) + 0.85 * w.light.strength);
  // Fill from the sky dome above (its zenith colour), not the horizon's glow.
  const dome = w.ground === 'floor' ? w.ambient : lerp(w.zenith, w.ambient, 0.3);
  const ambN = saturate(scale(dome, 1 / Math.max(0.002, luma(dome))), 0.5);
  const ambLevel = w.ground === 'floor' ? 0.2 : w.night ? 0.06 : 0.18 + 0.15 * w.gloom;
  const amb = scale(ambN, ambLevel);
  // Light thrown back up: by the ground, or under water by the water all around.
  const below =
    w.setting === 'underwater'
      ? scale(w.haze, 0.6)
      : lerp(w.groundCol, w.ground === 'water' ? w.waterCol : w.groundCol, 0.5);
  const bounce = scale(below, (w.night ? 0.05 : 0.15) * (0.4 + w.light.strength));
  // The photographer's fill on the hero in low light (a reflector, a flash off axis), from the camera: its form and
  // markings read instead of a black shape with a rim.
  const low = w.night || w.gloom > 0.5 || w.time === 'dusk';
  // Under a camera flash every subject gets it full on, a cold white.
  const front: Lin = w.flashLit
    ? [0.55, 0.57, 0.62]
    : fill && low
      ? scale(saturate(tint, 0.3), w.night ? 0.3 : 0.2)
      : [0, 0, 0];
  return { key, amb, bounce, front };
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

/**
 * The colour a body is made of. The planner gives a subject the idea did not colour the palette's shadow tone, which
 * a print lays down as its key ink; lit in a photograph that is a near-black surface, a blob whatever the light. It is
 * raised to a mid-tone of the same hue, as a real owl or dragon is; named colours and materials stay as they are.
 */
function bodyColour(s: PlacedSubject): string {
  if (s.colorBound || s.material) return s.color;
  const c = hexToOklch(s.color);
  return c.l >= 0.45 ? s.color : oklchToHex({ ...c, l: 0.45, c: Math.max(c.c, 0.03) });
}

/** The lit body on a canvas covering the viewBox square at mask resolution (crisp silhouette edges). */
function litBody(w: World, s: PlacedSubject, p: Placement, label: string): Canvas {
  const { g, S, maskPx } = p;
  const lights = subjectLights(w, p.fill);
  const albedo = lin(bodyColour(s));
  const art = artCanvas(s.shape, S, s.colorBound ? s.color : undefined);
  let albedoMap: ShadeInput['albedoMap'];
  if (art) {
    const alpha = new Float32Array(S * S);
    albedoMap = { rgb: linearPixels(art, alpha), alpha };
  }
  const inp: ShadeInput = {
    w,
    s,
    g,
    L: p.L,
    back: p.back,
    sil: p.sil,
    grounded: s.grounded,
    env: envOf(w),
    frame: { x: s.x, y: s.y, side: p.side, flip: s.flip },
    albedo,
    albedoMap,
    ...lights,
    rng: w.plan.rng.fork(label),
  };
  const shader = shaderFor(s.material, inp);
  const field = new Field(S, S, true);
  const out = new Float32Array(3);
  const haze = w.haze;
  const fog = p.fog;
  const grade = subjectGrade(w);
  for (let j = 0; j < S; j++)
    for (let i = 0; i < S; i++) {
      const k = j * S + i;
      if (g.A[k]! <= 0.001 && g.H1[k]! < 0.01) {
        field.set(k, 0, 0, 0, 0);
        continue;
      }
      const a = shader(i, j, k, out);
      const r = out[0]! * grade[0] + (haze[0] - out[0]! * grade[0]) * fog;
      const gg = out[1]! * grade[1] + (haze[1] - out[1]! * grade[1]) * fog;
      const b = out[2]! * grade[2] + (haze[2] - out[2]! * grade[2]) * fog;
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
  if (!SEE_THROUGH.has(s.material ?? '')) {
    // A colour drawing carries its own markings; only a plain silhouette needs them pressed in.
    if (!albedoMap || s.material) interiorMarks(x, w, s, p, lights);
    rimLight(x, w, p);
  }
  lightWrap(x, w, s, p);
  return c;
}

/**
 * The shape's own drawing inside the body (a piano's keys, a skull's sockets, a wing's edge), as the surface's own
 * marks: a soft recess dark enough to name the thing in the lit body, faint in silhouette.
 * Solid icons carry their detail in holes; line drawings in their strokes.
 */
function interiorMarks(x: SKRSContext2D, w: World, s: PlacedSubject, p: Placement, lights: { amb: Lin }): void {
  const { g, S, maskPx } = p;
  const strength = (0.7 * (1 - p.sil) ** 1.2 + 0.08) * (1 - p.fog);
  if (g.solidity > 0.985 || strength < 0.02) return;
  const inner = new Field(S, S, true);
  // Small features well inside the body only: the outline of a line drawing would read as a cookie cutter's edge.
  for (let k = 0; k < S * S; k++) inner.set(k, 1, 1, 1, g.detail[k]!);
  const dark = css(scale(lerp(lin(s.color), lights.amb, 0.3), 0.12));
  // At half size: scaled up, the marks come out soft, as a photograph's fine detail does.
  const half = Math.max(32, Math.round(maskPx / 2));
  const soft = pathsCanvas(s.shape, half, dark);
  const mx = soft.getContext('2d');
  mx.imageSmoothingEnabled = true;
  if (g.solidity >= 0.5) {
    // Holes: the filled silhouette minus the paths.
    mx.globalCompositeOperation = 'source-out';
    mx.drawImage(p.mask as unknown as Image, 0, 0, half, half);
    mx.globalCompositeOperation = 'source-in';
    mx.fillStyle = dark;
    mx.fillRect(0, 0, half, half);
  }
  mx.globalCompositeOperation = 'destination-in';
  mx.drawImage(inner.toCanvas() as unknown as Image, 0, 0, half, half);
  const off = Math.max(1, maskPx / 350);
  x.save();
  x.globalCompositeOperation = 'source-atop';
  x.imageSmoothingEnabled = true;
  x.imageSmoothingQuality = 'medium';
  // The recess's far wall catches the light: a faint lip offset toward it.
  if (p.sil < 0.6) {
    const lip = canvasOf(half);
    lip.x.drawImage(soft as unknown as Image, 0, 0);
    lip.x.globalCompositeOperation = 'source-in';
    lip.x.fillStyle = css(scale(w.light.color, 0.5));
    lip.x.fillRect(0, 0, half, half);
    x.globalAlpha = strength * 0.35 * (1 - p.sil);
    x.drawImage(lip.c as unknown as Image, -p.L[0] * off, -p.L[1] * off, maskPx, maskPx);
  }
  x.globalAlpha = strength;
  x.drawImage(soft as unknown as Image, 0, 0, maskPx, maskPx);
  x.restore();
}

/**
 * The colour the scene's light gives everything in it: under water the red goes first, at night the light is
 * blue; a subject graded like its surroundings sits in them rather than on them.
 */
function subjectGrade(w: World): Lin {
  if (w.setting === 'underwater') return [0.62, 0.9, 1.0];
  if (w.night && w.ground !== 'floor') return [0.85, 0.92, 1.08];
  return [1, 1, 1];
}

/**
 * Rim light: the band of the silhouette whose neighbour toward the light is empty, hot in the light's colour,
 * brightest and widest where the edge squarely faces the light and fading as it turns away. With the light right
 * behind, the whole outline catches it (a softer band all round, from the shading grid).
 */
function rimLight(x: SKRSContext2D, w: World, p: Placement): void {
  const { maskPx, g, S } = p;
  const strength =
    clamp01(0.1 + 0.95 * p.sil + 0.25 * p.back) * clamp01(0.35 + 0.9 * w.light.strength) * (1 - 0.75 * p.fog);
  if (strength < 0.06) return;
  const devPx = maskPx / Math.max(1, p.side * w.px);
  const rw = Math.max(1.6 * devPx, maskPx * (0.003 + 0.006 * p.sil));
  const [lx, ly] = p.L;
  const ln = Math.hypot(lx, ly);
  const around = ln > 0.2 ? clamp01((0.45 - ln) / 0.35) * Math.max(p.back, 0.3) : 1;
  const ux = ln > 1e-3 ? lx / ln : 0;
  const uy = ln > 1e-3 ? ly / ln : -1;
  // How squarely each bit of edge faces the light (from the slightly blurred silhouette's slope); and, with the
  // light behind, a soft band just inside the whole outline.
  const facing = new Field(S, S, true);
  const ring = around > 0.05 ? new Field(S, S, true) : undefined;
  for (let j = 0; j < S; j++)
    for (let i = 0; i < S; i++) {
      const k = j * S + i;
      const ex = g.H1[j * S + Math.max(0, i - 1)]! - g.H1[j * S + Math.min(S - 1, i + 1)]!;
      const ey = g.H1[Math.max(0, j - 1) * S + i]! - g.H1[Math.min(S - 1, j + 1) * S + i]!;
      const en = Math.sqrt(ex * ex + ey * ey);
      const f = en > 1e-4 ? Math.max(0, (ex * ux + ey * uy) / en) : 0;
      facing.set(k, 1, 1, 1, f * Math.sqrt(f));
      if (ring) ring.set(k, 1, 1, 1, g.A[k]! * smooth(0.98, 0.6, g.H1[k]!) * (0.4 + 0.6 * f));
    }
  const tint = scale(w.light.color, 1 / Math.max(0.05, luma(w.light.color)));
  const colour = css(scale(saturate(tint, 1.25), 0.5 + 0.7 * p.sil));
  const band = canvasOf(maskPx);
  if (ln > 0.2) {
    band.x.drawImage(p.mask as unknown as Image, 0, 0);
    band.x.globalCompositeOperation = 'destination-out';
    band.x.drawImage(p.mask as unknown as Image, -ux * rw * 1.8, -uy * rw * 1.8);
    band.x.globalCompositeOperation = 'destination-in';
    band.x.imageSmoothingEnabled = true;
    band.x.imageSmoothingQuality = 'medium';
    band.x.drawImage(facing.toCanvas() as unknown as Image, 0, 0, maskPx, maskPx);
  }
  if (ring) {
    band.x.globalCompositeOperation = 'source-over';
    band.x.globalAlpha = Math.min(1, around) * 0.8;
    band.x.imageSmoothingEnabled = true;
    band.x.drawImage(ring.toCanvas() as unknown as Image, 0, 0, maskPx, maskPx);
    band.x.globalAlpha = 1;
  }
  band.x.globalCompositeOperation = 'source-in';
  band.x.fillStyle = colour;
  band.x.fillRect(0, 0, maskPx, maskPx);
  x.save();
  // Light adds: a soft glow scattering in under the edge (small, blurred, scaled up), then the line itself.
  x.globalCompositeOperation = 'lighter';
  x.imageSmoothingEnabled = true;
  x.imageSmoothingQuality = 'medium';
  if (p.sil > 0.2) {
    const n = Math.max(32, Math.round(maskPx / 4));
    const glow = canvasOf(n);
    glow.x.filter = `blur(${Math.max(0.5, (rw * 1.5 * n) / maskPx).toFixed(1)}px)`;
    glow.x.drawImage(band.c as unknown as Image, 0, 0, n, n);
    x.globalAlpha = strength * 0.5 * p.sil;
    x.drawImage(glow.c as unknown as Image, 0, 0, maskPx, maskPx);
  }
  x.globalAlpha = strength;
  x.drawImage(band.c as unknown as Image, 0, 0);
  x.restore();
}

/**
 * Light wrap: what is right behind the subject, blurred, bleeding over its edges (a lens never separates a
 * subject from a bright background with a clean cut). Strongest against the light.
 */
function lightWrap(x: SKRSContext2D, w: World, s: PlacedSubject, p: Placement): void {
  const env = w.envSnapshot;
  if (!env) return;
  const k = clamp01(0.06 + 0.16 * p.sil);
  const n = Math.max(32, Math.round(p.maskPx / 4));
  const bg = canvasOf(n);
  const sq = p.side;
  // The environment under the subject's square (rotation ignored: it is blurred anyway).
  bg.x.imageSmoothingEnabled = true;
  bg.x.imageSmoothingQuality = 'low';
  bg.x.filter = `blur(${(n * 0.03).toFixed(1)}px)`;
  const m = env.width / U;
  if (s.flip) {
    bg.x.translate(n, 0);
    bg.x.scale(-1, 1);
  }
  bg.x.drawImage(env as unknown as Image, (s.x - sq / 2) * m, (s.y - sq / 2) * m, sq * m, sq * m, 0, 0, n, n);
  bg.x.resetTransform();
  bg.x.filter = 'none';
  // Keep it only in a thin band inside the edge: the mask minus the mask blurred inward.
  const edge = canvasOf(n);
  edge.x.filter = `blur(${Math.max(0.5, n * 0.008).toFixed(1)}px)`;
  edge.x.drawImage(p.mask as unknown as Image, 0, 0, n, n);
  bg.x.globalCompositeOperation = 'destination-out';
  bg.x.drawImage(edge.c as unknown as Image, 0, 0);
  bg.x.globalCompositeOperation = 'destination-in';
  bg.x.filter = 'none';
  bg.x.drawImage(p.mask as unknown as Image, 0, 0, n, n);
  // Screened: a bright background lifts the edge, a dark one leaves it alone.
  x.save();
  x.globalCompositeOperation = 'screen';
  x.globalAlpha = k;
  x.imageSmoothingEnabled = true;
  x.imageSmoothingQuality = 'medium';
  x.drawImage(bg.c as unknown as Image, 0, 0, p.maskPx, p.maskPx);
  x.restore();
}

/**
 * A silhouette needs something bright behind it. If the sky right behind a dark subject is nearly as dark as the
 * subject (a storm, a dark dusk), the sky there glows a little: a break in the cloud, light along the horizon.
 */
function backGlow(ctx: SKRSContext2D, w: World, s: PlacedSubject, p: Placement): void {
  const env = envOf(w);
  if (!env || p.sil < 0.3) return;
  const width = p.right - p.left;
  const height = p.baseY - p.top;
  const bg = envLuma(env, p.left, p.top, p.right, p.baseY);
  // What the silhouette will be, roughly: its albedo in the fill light.
  const { amb, bounce } = subjectLights(w);
  const body = Math.max(0.004, luma(lin(s.color)) * (luma(amb) + luma(bounce)) * 0.5 + 0.01 * (1 - p.sil));
  const want = Math.max(body * 6, w.night ? 0.03 : 0.1);
  if (bg >= want) return;
  const lift = Math.min(want - bg, w.night ? 0.05 : 0.14) * clamp01((p.sil - 0.3) / 0.3);
  if (lift < 0.004) return;
  const hue = lerp(w.skyHorizon, scale(w.light.color, luma(w.skyHorizon) / Math.max(0.01, luma(w.light.color))), 0.4);
  const col = scale(hue, (lift * 3) / Math.max(0.003, luma(hue)));
  const cx = (p.left + p.right) / 2;
  const ground = s.grounded && w.horizon < U;
  const cy = ground ? Math.min(w.horizon, p.baseY) - height * 0.25 : (p.top + p.baseY) / 2;
  const r = Math.max(width, height) * 0.95;
  // Drawn small and scaled up: an elliptical glow, fading out just above the horizon for a standing subject.
  const rx = r * 1.25;
  const ry = r * 0.85;
  const n = 96;
  const layer = canvasOf(n);
  const gr = layer.x.createRadialGradient(n / 2, n / 2, 0, n / 2, n / 2, n / 2);
  gr.addColorStop(0, css(col));
  gr.addColorStop(0.45, css(scale(col, 0.45)));
  gr.addColorStop(1, css(col, 0));
  layer.x.fillStyle = gr;
  layer.x.fillRect(0, 0, n, n);
  if (ground) {
    const floor = Math.min(w.horizon, p.baseY);
    const fy = ((floor - (cy - ry)) / (2 * ry)) * n;
    const fade = layer.x.createLinearGradient(0, fy - n * 0.12, 0, fy + 1);
    fade.addColorStop(0, 'rgba(0,0,0,1)');
    fade.addColorStop(1, 'rgba(0,0,0,0)');
    layer.x.globalCompositeOperation = 'destination-in';
    layer.x.fillStyle = fade;
    layer.x.fillRect(0, 0, n, n);
  }
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'medium';
  ctx.drawImage(layer.c as unknown as Image, cx - rx, cy - ry, 2 * rx, 2 * ry);
  ctx.restore();
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
  const lit = fire ? col : lerp(scale(lights.key, 1.2), scale(col, 1.0), 0.5);
  // The shadowed side of smoke is darker than the air around it, or the form would not read.
  const shade = lerp(scale(lights.amb, 0.45), scale(col, 0.08), 0.5);
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
        // Smoke: a body of soft billows inside an outline that stays legible (feathered, gently warped), the
        // drawing's small features thinner so an eye or an ear still shows; filaments curl off the edge and rise.
        const q1 = fbm(noise, u * 3.5 + 11, v * 2.5 - 2, 3);
        const q2 = fbm(noise, u * 3.5 - 4, v * 2.5 + 7, 3);
        const ou = u + q1 * 0.02;
        const ov = v + q2 * 0.02;
        const h = sample(g.H1, ou, ov);
        const outline = smooth(0.18, 0.72, h);
        const marks = sample(g.detail, ou, ov);
        const billow = fbm(noise, u * 7 + q1 * 1.5, v * 6 + q2 * 1.5, 4);
        const fil = 1 - Math.abs(fbm(noise, u * 6 + q1 * 2, v * 3 + q2 * 2, 4));
        const ridge = fil * fil * fil * fil;
        const fringe = sample(g.H2, u + q1 * 0.06, v + 0.05 + Math.abs(q2) * 0.1) * (1 - outline);
        const dens = Math.max(outline * (0.78 + 0.3 * billow) * (1 - 0.6 * marks), fringe * ridge * 1.1);
        const a = clamp01(smooth(0.03, 0.85, dens));
        // Self-shadowing: lit on the side toward the light, darker in the core and away from it; billows catch
        // light on their tops.
        const toward = sample(g.H2, ou - lx * 0.05, ov - ly * 0.05) - sample(g.H2, ou + lx * 0.05, ov + ly * 0.05);
        let lk = clamp01(0.45 + toward * 3 + billow * 0.35 - smooth(0.7, 1, h) * 0.1);
        // Against the light, thin smoke (the edges, the filaments) glows.
        lk += clamp01(1 - dens) * p.back * 0.8;
        const c = lerp(shade, lit, clamp01(lk));
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

  if (!softGlow) backGlow(ctx, w, s, p);
  const body = litBody(w, s, p, label);
  if (onWater || wet) reflection(ctx, w, s, p, body, onWater ? 0.55 : 0.3);
  // Against the light, it spills around the edges of the form.
  if (p.back > 0.2 && w.light.strength > 0.2) {
    const halo = softMask(p, 1 / 40, css(scale(w.light.color, 0.5)));
    ctx.save();
    ctx.globalCompositeOperation = 'screen';
    ctx.globalAlpha = clamp01(p.back * w.light.strength * 0.7);
    drawOverShape(ctx, s, halo, { scale: 1.03 * PAD });
    ctx.restore();
  }
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'medium';
  const drawn = p.defocus > 0.3 ? blurCanvas(body, p.defocus) : body;
  if (s.motion) motionTrail(ctx, s, drawn);
  drawOverShape(ctx, s, drawn);
  ctx.restore();
}

/** Copies of a moving thing's lit body trailing behind it, fainter as they fall back: the blur of a slow shutter. */
function motionTrail(ctx: SKRSContext2D, s: PlacedSubject, body: Canvas): void {
  const back = -(s.motion ?? -1);
  for (let i = TRAIL_COPIES; i >= 1; i--) {
    ctx.save();
    ctx.globalAlpha = 0.32 * (1 - i / (TRAIL_COPIES + 1));
    ctx.translate(back * s.w * 0.07 * i, 0);
    drawOverShape(ctx, s, body);
    ctx.restore();
  }
}

/** Fading copies in a moving thing's trail. */
const TRAIL_COPIES = 5;

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
