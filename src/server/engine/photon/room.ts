/**
 * Indoor light. The studio: a seamless paper backdrop sweeping into the floor, a soft key falling off across
 * it. The interior: a back wall and a floor in perspective, a window cut by the frame throwing a shaft of light
 * (its panes' shadows) across the floor, dust in the beam. The stage: a dark house, a glossy floor, spotlight
 * cones in the haze with pools where they land.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createNoise2, fbm } from './fastnoise.ts';
import { glowColor, spotlight } from './effects.ts';
import { drawField, paintField } from './fields.ts';
import type { Room } from '../../../shared/contracts/scene-brief.ts';
import type { Rng } from '../random.ts';
import { clamp01, css, lerp, lin, luma, saturate, scale, smooth, type Lin } from './tone.ts';
import { ideaColours, typeGround } from '../idea-colours.ts';
import { softLayer } from './soft.ts';
import { surfaceTone } from './type-surface.ts';
import { drawReflection } from './water.ts';
import { U, type World } from './world.ts';
import { barShelves, bottlePath, corridor, polygon, stripLights, TUBE } from '../room-fittings.ts';

function studio(ctx: SKRSContext2D, w: World) {
  const rng = w.plan.rng.fork('studio');
  const noise = createNoise2(rng);
  const top = w.zenith;
  const mid = w.skyHorizon;
  const floorLine = w.horizon < U ? w.horizon : U * 0.86;
  const floor = lerp(w.skyHorizon, w.groundCol, 0.35);
  const L = w.light;
  // The key's pool on the backdrop: toward the light, a little behind the subject.
  const hero = w.plan.subjects[0];
  const px = hero ? hero.x + (L.x - hero.x) * 0.35 : 500;
  const py = hero ? hero.y + (L.y - hero.y) * 0.25 : 420;
  // Lettering asked for alone ("on flat beige, nothing else") sits on an even sheet: no floor, a faint pool of light.
  const bare = !hero && w.plan.brief.composition === 'typographic';
  const ground = typeGround(w.plan);
  const surface = w.plan.brief.typeSurface?.kind;
  // A named ground keeps its hue under a coloured light (oatmeal card stays oatmeal, not lavender).
  const tint = ground ? ([1, 1, 1] as const) : saturate(scale(L.color, 1 / Math.max(0.05, luma(L.color))), 0.4);
  const groundLin = ground ? lin(ground) : undefined;
  const f = paintField(w, { x0: 0, y0: 0, x1: U, y1: U }, false, (x, y, out) => {
    // Backdrop colour down the wall, the sweep, then the floor.
    const t = clamp01(y / floorLine);
    const plain = groundLin ?? (bare ? lerp(top, mid, 0.3 + 0.25 * (y / U)) : lerp(top, mid, t ** 1.3));
    const base = bare && surface ? surfaceTone(surface, noise, x, y, plain) : plain;
    const sweep = bare ? 0 : smooth(floorLine - 120, floorLine + 40, y);
    const c = lerp(base, floor, sweep * 0.8);
    const d = Math.hypot((x - px) / 620, (y - py) / 560);
    const pool = bare ? 0.9 + 0.2 * Math.exp(-d * d * 1.2) : 0.42 + 0.95 * Math.exp(-d * d * 1.6);
    const mottle = 1 + fbm(noise, x * 0.004, y * 0.004, 3) * 0.06;
    // A named ground keeps its own value: the light only shades it.
    const k = pool * mottle * (groundLin ? 0.85 : 0.75 + 0.55 * L.strength);
    out[0] = c[0] * k * tint[0];
    out[1] = c[1] * k * tint[1];
    out[2] = c[2] * k * tint[2];
  });
  drawField(ctx, f);
}

/**
 * How the room's walls take the light, as the idea names the room (one plain room behind every indoor scene read as
 * a stock template to the panel): a kitchen or bathhouse tiled to shoulder height, its grout darker; a barn or shed in
 * boards of slightly different tones. A multiplier of the wall's light at each point.
 */
function wallDressing(room: Room | undefined, floorY: number, tile: number): (x: number, y: number) => number {
  if (room === 'tiled') {
    const top = floorY * 0.42;
    return (x, y) => {
      if (y < top) return 1;
      if (y < top + 8) return 0.55;
      const gx = Math.abs(((x % tile) + tile) % tile);
      const gy = Math.abs((((floorY - y) % tile) + tile) % tile);
      const grout = gx < 3 || gy < 3 ? 0.62 : 1;
      // Glazed tiles: a little brighter toward each tile's top left.
      return grout * (1.04 + 0.06 * (1 - gx / tile) * (gy / tile));
    };
  }
  if (room === 'wooden') {
    const board = 70;
    return (x, y) => {
      const i = Math.floor(x / board);
      const edge = Math.abs(x - i * board) < 3 ? 0.5 : 1;
      const tone = 0.82 + 0.18 * Math.abs((Math.sin(i * 12.9898) * 43758.5453) % 1);
      const beam = y > floorY * 0.08 && y < floorY * 0.08 + 34 ? 0.45 : 1;
      return edge * tone * beam;
    };
  }
  return () => 1;
}

/** What stands on or hangs from the walls: a hall's strip lights, a bar's shelves of bottles. */
function furnishWalls(ctx: SKRSContext2D, w: World, floorY: number, wall: Lin, rng: Rng) {
  const room = w.plan.brief.environment.room;
  if (room === 'hall') {
    ctx.save();
    for (const { x, y, length } of stripLights(floorY)) {
      const glow = ctx.createRadialGradient(x, y + TUBE / 2, 4, x, y + TUBE / 2, length * 0.9);
      glow.addColorStop(0, 'rgba(255,255,245,0.35)');
      glow.addColorStop(1, 'rgba(255,255,245,0)');
      ctx.fillStyle = glow;
      ctx.fillRect(x - length, y - length * 0.6, length * 2, length * 1.4);
      ctx.fillStyle = 'rgba(250,252,255,0.95)';
      ctx.fillRect(x - length / 2, y, length, TUBE);
    }
    ctx.restore();
  } else if (room === 'bar') {
    const shelfColour = css(scale(lerp(wall, w.shadowCol, 0.7), 0.45));
    const glass = ideaColours(w.plan.brief).length ? ideaColours(w.plan.brief) : w.plan.brief.palette;
    for (const shelf of barShelves(floorY, rng)) {
      for (const b of shelf.bottles) {
        const colour = glass[rng.int(0, glass.length - 1)]!;
        const g = ctx.createLinearGradient(b.x, 0, b.x + b.w, 0);
        g.addColorStop(0, colour);
        g.addColorStop(0.3, 'rgba(255,255,255,0.75)');
        g.addColorStop(0.45, colour);
        g.addColorStop(1, css(scale(lin(colour), 0.35)));
        ctx.fillStyle = g;
        ctx.globalAlpha = 0.85;
        ctx.beginPath();
        bottlePath(ctx, b, shelf.y);
        ctx.fill();
        ctx.globalAlpha = 1;
      }
      ctx.fillStyle = shelfColour;
      ctx.fillRect(0, shelf.y, U, 12);
    }
  }
}

/**
 * A corridor down its length under its own strip lights: each light washes the ceiling and the walls round it and
 * pools on the floor below, whose polish mirrors the tubes down its middle; the far end is a window of sky, the doors
 * are darker panels in the walls, the rails catch the light along their tops.
 */
function corridorDown(ctx: SKRSContext2D, w: World, floorY: number) {
  const noise = createNoise2(w.plan.rng.fork('corridor'));
  const C = corridor(floorY);
  const [, vy] = C.vanishing;
  const { x0, y0, x1, y1 } = C.end;
  const named = ideaColours(w.plan.brief)[0];
  const wall = named !== undefined && named === w.plan.colors.inks[0] ? w.zenith : w.skyHorizon;
  const floorC = w.groundCol;
  const tube = scale(saturate(w.light.color, 0.25), 1.1);
  const outside = scale(lerp(w.zenith, w.skyHorizon, 0.5), 1.6);
  // Distances down the corridor (0 at the frame, 4 at the far end) of the lights' middles.
  const lit = C.lights.map((_, i) => [0.35, 1.2, 2.05, 2.9, 3.6][i]! + 0.22);
  const glowAt = (d: number, spread: number) => lit.reduce((sum, l) => sum + Math.exp(-((d - l) ** 2) / spread), 0);
  const f = paintField(w, { x0: 0, y0: 0, x1: U, y1: U }, false, (x, y, out) => {
    if (x >= x0 && x <= x1 && y >= y0 && y <= y1) {
      out[0] = outside[0];
      out[1] = outside[1];
      out[2] = outside[2];
      return;
    }
    const dx = x - 500;
    const dy = y - vy;
    const kx = Math.abs(dx) / 500;
    const ky = dy < 0 ? -dy / vy : dy / (U - vy);
    const k = Math.max(kx, ky, 0.2);
    const d = 1 / k - 1;
    // Farther is dimmer; each light brightens what is near it.
    const fade = 0.35 + 0.65 * Math.exp(-d * 0.35);
    const mottle = 1 + fbm(noise, x * 0.01, y * 0.01, 3) * 0.05;
    let c: Lin;
    let light: number;
    if (kx >= ky) {
      // A wall: brighter toward the ceiling under the lights, a darker band below the rail.
      const up = (vy - dy / k) / U;
      c = wall;
      light = (0.45 + 0.5 * glowAt(d, 0.18) * (0.6 + 0.4 * up)) * (up < 0.44 ? 0.82 : 1);
    } else if (dy < 0) {
      c = scale(wall, 0.85);
      light = 0.35 + 0.7 * glowAt(d, 0.05);
    } else {
      // The floor: a pool under each light, the tubes mirrored down its middle.
      const across = Math.abs(dx) / (k * 500);
      const mirror = across < 0.2 ? glowAt(d, 0.012) * (1 - across / 0.2) * 0.9 : 0;
      c = floorC;
      light = 0.4 + 0.45 * glowAt(d, 0.12) + mirror;
    }
    const kk = light * fade * mottle;
    out[0] = c[0] * kk + tube[0] * (light > 1 ? (light - 1) * 0.3 : 0);
    out[1] = c[1] * kk + tube[1] * (light > 1 ? (light - 1) * 0.3 : 0);
    out[2] = c[2] * kk + tube[2] * (light > 1 ? (light - 1) * 0.3 : 0);
  });
  drawField(ctx, f);
  const edge = css(scale(lerp(wall, w.shadowCol, 0.6), 0.45));
  ctx.save();
  for (const { quad } of C.doors) {
    ctx.fillStyle = css(scale(lerp(wall, w.shadowCol, 0.5), 0.55), 0.85);
    ctx.beginPath();
    polygon(ctx, quad);
    ctx.fill();
    ctx.strokeStyle = edge;
    ctx.lineWidth = 4;
    ctx.stroke();
  }
  for (const rail of C.rails) {
    ctx.fillStyle = css(scale(lerp(wall, w.shadowCol, 0.4), 0.7));
    ctx.beginPath();
    polygon(ctx, rail);
    ctx.fill();
  }
  // The corners where walls meet floor and ceiling, and the far end's frame.
  ctx.strokeStyle = css(w.shadowCol, 0.35);
  ctx.lineWidth = 3;
  ctx.beginPath();
  for (const [cx, cy] of [
    [0, 0],
    [U, 0],
    [0, U],
    [U, U],
  ] as const) {
    const [ex, ey] = C.at(0.2, [cx, cy]);
    ctx.moveTo(cx, cy);
    ctx.lineTo(ex, ey);
  }
  ctx.stroke();
  ctx.strokeStyle = edge;
  ctx.lineWidth = 6;
  ctx.strokeRect(x0, y0, x1 - x0, y1 - y0);
  if (w.weather === 'rain' || w.weather === 'storm') rainOnGlass(ctx, w, x0, y0, x1 - x0, y1 - y0, outside);
  // The tubes, with their glow in the air.
  ctx.globalCompositeOperation = 'screen';
  for (const quad of C.lights) {
    const [cx, cy] = [(quad[0]![0] + quad[1]![0]) / 2, (quad[0]![1] + quad[2]![1]) / 2];
    const r = Math.abs(quad[1]![0] - quad[0]![0]) * 0.9;
    const glow = ctx.createRadialGradient(cx, cy, 2, cx, cy, r);
    glow.addColorStop(0, css(tube, 0.45));
    glow.addColorStop(1, css(tube, 0));
    ctx.fillStyle = glow;
    ctx.fillRect(cx - r, cy - r, r * 2, r * 2);
  }
  ctx.globalCompositeOperation = 'source-over';
  ctx.fillStyle = 'rgba(250,252,255,0.95)';
  for (const quad of C.lights) {
    ctx.beginPath();
    polygon(ctx, quad);
    ctx.fill();
  }
  ctx.restore();
}

function interior(ctx: SKRSContext2D, w: World) {
  const rng = w.plan.rng.fork('interior');
  const noise = createNoise2(rng);
  const floorY = w.horizon < U ? w.horizon : 680;
  if (w.plan.brief.environment.room === 'corridor') return corridorDown(ctx, w, floorY);
  const L = w.light;
  const winLeft = L.x < 500;
  const ww = rng.range(200, 260);
  // The window is cut by the frame: light comes in from the side, and no four-pane pictogram sits on the wall (the
  // panel read a whole window in every room as stock clip-art).
  const wx0 = winLeft ? -ww * rng.range(0.4, 0.6) : U - ww * rng.range(0.4, 0.6);
  const wy0 = rng.range(130, 200);
  const wh = Math.min(floorY - wy0 - 90, rng.range(320, 420));
  const outside: Lin = scale(lerp(w.zenith, w.skyHorizon, 0.5), 1.0);
  const sunLight = scale(saturate(L.color, 0.8), 0.6 + 0.8 * L.strength);
  // The walls are the room's field: in the first colour the idea named, which otherwise showed only through the
  // window (a "mango and ultramarine" bus interior was all ultramarine, round 52); else the sky's horizon colour.
  const named = ideaColours(w.plan.brief)[0];
  const wall = named !== undefined && named === w.plan.colors.inks[0] ? w.zenith : w.skyHorizon;
  const floorC = w.groundCol;
  const wallLit = (x: number, y: number) => {
    // Light bouncing from the window's side, and darker toward the ceiling and the far corner.
    const dx = (x - (wx0 + ww / 2)) / 700;
    const fall = Math.exp(-dx * dx * 2) * 0.6 + 0.35;
    const ceiling = 0.75 + 0.25 * clamp01(y / floorY);
    return fall * ceiling;
  };
  // The beam's footprint on the floor: the window projected down and away from it.
  const dir = winLeft ? 1 : -1;
  const fx0 = wx0 + dir * 120;
  const fy0 = floorY + 40;
  const fy1 = Math.min(U, floorY + 300);
  const dress = wallDressing(w.plan.brief.environment.room, floorY, rng.range(52, 68));
  const f = paintField(w, { x0: 0, y0: 0, x1: U, y1: U }, false, (x, y, out) => {
    if (y < floorY) {
      const k = wallLit(x, y) * (1 + fbm(noise, x * 0.01, y * 0.01, 3) * 0.05) * dress(x, y);
      out[0] = wall[0] * k * 0.9;
      out[1] = wall[1] * k * 0.9;
      out[2] = wall[2] * k * 0.9;
      return;
    }
    const z = 140 / Math.max(6, y - floorY + 6);
    const plank = 0.9 + 0.1 * Math.sin(((x - 500) / U) * z * 90) + fbm(noise, x * 0.02 * z, y * 0.002, 2) * 0.08;
    const t = (y - fy0) / (fy1 - fy0);
    const cx = fx0 + ww / 2 + dir * t * 160;
    const inBeam = t > -0.1 && t < 1.1 && Math.abs(x - cx) < ww * (0.5 + t * 0.35);
    const muntin = Math.abs(((x - cx) / (ww * (0.5 + t * 0.35))) % 0.5) < 0.02 || Math.abs(((t * 2) % 1) - 0.5) < 0.03;
    const beam = inBeam && !muntin ? smooth(1.1, 0.8, Math.abs(t - 0.5) * 2 + 0.6) : 0;
    const amb = 0.35 * wallLit(x, floorY) + 0.1;
    out[0] = floorC[0] * plank * (amb + sunLight[0] * beam * 0.9);
    out[1] = floorC[1] * plank * (amb + sunLight[1] * beam * 0.9);
    out[2] = floorC[2] * plank * (amb + sunLight[2] * beam * 0.9);
  });
  drawField(ctx, f);
  furnishWalls(ctx, w, floorY, wall, rng);
  // The window: bright sky in a frame of mullions.
  const g = ctx.createLinearGradient(0, wy0, 0, wy0 + wh);
  g.addColorStop(0, css(scale(outside, 1.8)));
  g.addColorStop(1, css(scale(lerp(outside, sunLight, 0.4), 2.2)));
  ctx.fillStyle = g;
  ctx.fillRect(wx0, wy0, ww, wh);
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  const halo = ctx.createRadialGradient(wx0 + ww / 2, wy0 + wh / 2, ww * 0.3, wx0 + ww / 2, wy0 + wh / 2, ww * 1.6);
  halo.addColorStop(0, css(scale(outside, 0.6), 0.5));
  halo.addColorStop(1, css(outside, 0));
  ctx.fillStyle = halo;
  ctx.fillRect(wx0 - ww * 1.6, wy0 - ww * 1.6, ww * 4.2, wh + ww * 3.2);
  ctx.restore();
  if (w.weather === 'rain' || w.weather === 'storm') rainOnGlass(ctx, w, wx0, wy0, ww, wh, outside);
  const frame = css(scale(lerp(wall, w.shadowCol, 0.6), 0.5));
  ctx.strokeStyle = frame;
  ctx.lineWidth = 8;
  ctx.strokeRect(wx0, wy0, ww, wh);
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(wx0 + ww / 2, wy0);
  ctx.lineTo(wx0 + ww / 2, wy0 + wh);
  ctx.moveTo(wx0, wy0 + wh / 2);
  ctx.lineTo(wx0 + ww, wy0 + wh / 2);
  ctx.stroke();
  // The sill and the skirting line where wall meets floor.
  ctx.fillStyle = css(scale(wall, 0.6));
  ctx.fillRect(wx0 - 12, wy0 + wh, ww + 24, 6);
  const skirt = ctx.createLinearGradient(0, floorY - 14, 0, floorY + 6);
  skirt.addColorStop(0, css(w.shadowCol, 0));
  skirt.addColorStop(1, css(w.shadowCol, 0.45));
  ctx.fillStyle = skirt;
  ctx.fillRect(0, floorY - 14, U, 20);
  // The beam in the air: a soft shaft from the window toward the floor, dust glinting in it.
  softLayer(
    ctx,
    w,
    120,
    (c) => {
      const shaft = c.createLinearGradient(wx0, wy0, fx0 + dir * 160, fy1);
      shaft.addColorStop(0, css(sunLight, 0.3));
      shaft.addColorStop(1, css(sunLight, 0.04));
      c.fillStyle = shaft;
      c.beginPath();
      c.moveTo(wx0, wy0);
      c.lineTo(wx0 + ww, wy0);
      c.lineTo(fx0 + ww + dir * 160 + ww * 0.35, fy1);
      c.lineTo(fx0 + dir * 160 - ww * 0.35, fy1);
      c.closePath();
      c.fill();
    },
    'screen',
  );
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  for (let i = 0; i < 120; i++) {
    const t = rng.next();
    const x = wx0 + (fx0 + dir * 160 - wx0) * t + rng.range(0, ww * (1 + t * 0.7));
    const y = wy0 + (fy1 - wy0) * t;
    ctx.fillStyle = css(sunLight, rng.range(0.2, 0.7));
    ctx.beginPath();
    ctx.arc(x, y, rng.range(0.4, 1.3), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

function stage(ctx: SKRSContext2D, w: World) {
  const rng = w.plan.rng.fork('stage');
  const noise = createNoise2(rng);
  const floorY = w.horizon < U ? w.horizon : 720;
  const back = scale(lerp(w.zenith, w.shadowCol, 0.5), 0.5);
  const floor = scale(w.groundCol, 0.6);
  // The house: near black, curtains' folds at the back catching a little light.
  const f = paintField(w, { x0: 0, y0: 0, x1: U, y1: U }, false, (x, y, out) => {
    if (y < floorY) {
      const folds = 0.65 + 0.35 * Math.sin(x * 0.09 + fbm(noise, x * 0.01, 1, 2) * 3) ** 2;
      const k = folds * (0.5 + 0.8 * clamp01(y / floorY));
      out[0] = back[0] * k;
      out[1] = back[1] * k;
      out[2] = back[2] * k;
    } else {
      const k = 0.6 + 0.4 * clamp01((y - floorY) / 200);
      out[0] = floor[0] * k;
      out[1] = floor[1] * k;
      out[2] = floor[2] * k;
    }
  });
  drawField(ctx, f);
  // Haze hanging in the air.
  const hz = paintField(
    w,
    { x0: 0, y0: 0, x1: U, y1: floorY },
    true,
    (x, y, out) => {
      const n = fbm(noise, x * 0.004 + 7, y * 0.006, 4);
      const c = scale(w.light.color, 0.25);
      out[0] = c[0];
      out[1] = c[1];
      out[2] = c[2];
      out[3] = clamp01(0.12 + n * 0.35);
    },
    0.5,
  );
  drawField(ctx, hz, 1, 'screen');
  // Spotlights: the key over the hero, others in the palette's colours.
  const hero = w.plan.subjects[0];
  const cols = [w.light.color, glowColor(w.plan.colors.accent, 1.2), glowColor(w.plan.colors.all[0]!, 1.2)];
  const spots = [
    { x0: hero ? hero.x : 500, fx: hero ? hero.x : 500, c: cols[0]!, a: 0.9 },
    { x0: rng.range(50, 250), fx: rng.range(250, 420), c: cols[1]!, a: 0.6 },
    { x0: rng.range(750, 950), fx: rng.range(580, 750), c: cols[2]!, a: 0.6 },
  ];
  for (const s of spots) spotlight(ctx, w, s.x0, s.fx, floorY + 70, 300, s.c, s.a);
  // The floor's gloss mirrors the lit haze.
  drawReflection(ctx, w, {
    y0: floorY,
    y1: U,
    rippleNear: 1,
    rippleFar: 0,
    alpha: 0.22,
    blur: 3,
    label: 'stage-floor',
  });
  ctx.fillStyle = css(scale(w.light.color, 0.4), 0.3);
  ctx.fillRect(0, floorY - 0.5, U, 1.5);
}

export function drawRoom(ctx: SKRSContext2D, w: World): void {
  if (w.setting === 'interior') interior(ctx, w);
  else if (w.setting === 'stage') stage(ctx, w);
  else studio(ctx, w);
}

/**
 * Rain seen from indoors: the weather outside shows only in the window, as runs and beads of water on the glass over a
 * duller sky (the room itself stays dry; it rained across a kitchen in round 55).
 */
function rainOnGlass(ctx: SKRSContext2D, w: World, x: number, y: number, width: number, height: number, outside: Lin) {
  const rng = w.plan.rng.fork('rain-on-glass');
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, width, height);
  ctx.clip();
  ctx.fillStyle = css(scale(outside, 0.5), 0.35);
  ctx.fillRect(x, y, width, height);
  const bright = css(scale(outside, 3.4), 0.85);
  const dark = css(scale(outside, 0.35), 0.35);
  ctx.lineCap = 'round';
  for (let i = 0; i < 46; i++) {
    // A run: a drop sliding down the pane, wandering a little as it goes, with its shadow beside it.
    const x0 = rng.range(x, x + width);
    const y0 = rng.range(y - 20, y + height * 0.8);
    const len = rng.range(25, 140);
    const path = () => {
      ctx.beginPath();
      ctx.moveTo(x0, y0);
      for (let t = 1; t <= 6; t++) ctx.lineTo(x0 + rng.range(-2.5, 2.5), y0 + (len * t) / 6);
    };
    const width0 = rng.range(1.2, 3);
    path();
    ctx.strokeStyle = dark;
    ctx.lineWidth = width0 + 1.2;
    ctx.stroke();
    path();
    ctx.strokeStyle = bright;
    ctx.lineWidth = width0;
    ctx.stroke();
  }
  for (let i = 0; i < 160; i++) {
    const r = rng.range(0.8, 3.2);
    const bx = rng.range(x, x + width);
    const by = rng.range(y, y + height);
    ctx.fillStyle = dark;
    ctx.beginPath();
    ctx.arc(bx + r * 0.3, by + r * 0.3, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = bright;
    ctx.beginPath();
    ctx.arc(bx, by, r * 0.7, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}
