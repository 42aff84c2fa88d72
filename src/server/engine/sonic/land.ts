/**
 * The printed ground of every setting: land as layered flat shapes fading with distance (lighter tints far away),
 * carved or printed contour lines following the forms, water as bands with knocked-out ripples and reflections,
 * cities as skylines with window grids, interiors and stages in one-point perspective, and the landforms.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Landform } from '../plan.ts';
import type { Rng } from '../random.ts';
import { broadleafPath, circlePath, pinePath, ridgePath, smoothThrough, type Pt } from './geom.ts';
import { deltaE } from '../../../shared/color.ts';
import { brightestInk, byLightness, mixColor, mixLightness, solid, tint, type Mix } from './inks.ts';
import { oldTownRank } from './old-town.ts';
import { PAPER, type Draw } from './press.ts';
import { blendMix, fade, fill, gradient, mixFor, rect } from './sky.ts';
import type { Sonic } from './state.ts';
import { typeSurface } from './type-surface.ts';
import { barShelves, bottlePath, corridor, polygon, stripLights, TUBE } from '../room-fittings.ts';

/** Darker than the given mix: adds key ink. */
function deepen(S: Sonic, mix: Mix, level: number): Mix {
  const others = mix.filter((t) => t.ink !== S.set.key);
  const k = mix.find((t) => t.ink === S.set.key)?.level ?? 0;
  return [...others, { ink: S.set.key, level: Math.min(1, Math.max(k, level)) }];
}

/** The ground mix at a distance: 0 near (full), 1 at the horizon (faint, towards the sky's horizon colour). */
function distant(S: Sonic, t: number): Mix {
  const near = S.set.roles.ground.length ? S.set.roles.ground : tint(S.set.key, 0.8);
  // Aerial perspective: farther layers lean toward the sky's horizon colour (lighter by day, into the dark at night).
  const sky = S.set.roles.skyHorizon;
  const fogged = S.plan.environment.weather === 'fog' ? 0.95 : 0.72;
  const far = blendMix(near, sky, Math.min(1, t * fogged));
  const out = far.length ? far : fade(near, 1 - t * 0.5);
  return t < 0.2 && S.technique === 'lino' ? deepen(S, out, 0.6) : out;
}

/** Lines that follow a ridge downward: printed in `ink` or carved (PAPER). */
function contours(S: Sonic, pts: Pt[], clip: Draw, ink: number, count: number, gap: number, width: number): void {
  S.press.ink(ink, (c) => {
    clip(c);
    c.clip();
    c.beginPath();
    for (let k = 1; k <= count; k++) {
      const off = k * gap * (1 + k * 0.35);
      smoothThrough(
        c,
        pts.map(([x, y], i) => [x, y + off + Math.sin(i * 0.9 + k) * gap * 0.2] as Pt),
      );
    }
    c.lineWidth = width;
    c.lineCap = 'round';
    c.stroke();
  });
}

/** Rolling land layers from the horizon forward. */
function landLayers(
  S: Sonic,
  rng: Rng,
  n: number,
  opts: { jagged?: boolean; amp?: number; snow?: boolean; contour?: boolean } = {},
): void {
  const h = S.plan.horizon;
  const span = 1000 - h;
  for (let i = 0; i < n; i++) {
    const t = 1 - i / Math.max(1, n - 1); // 1 far .. 0 near
    const base = h + (i / n) * span * 0.75 + (opts.jagged ? 0 : 6);
    const amp = (opts.amp ?? 60) * (0.6 + (1 - t) * 0.8) * (opts.jagged ? 2.2 : 1);
    const r = rng.fork(`layer-${i}`);
    let pts: Pt[] = [];
    const path: Draw = (c) => {
      pts = ridgePath(c, r.fork('ridge'), base, amp, { jagged: opts.jagged, roughness: opts.jagged ? 0.8 : 0.25 });
    };
    const mix = distant(S, t);
    S.press.piece(mix, fill(path), { lift: 1 + (1 - t) });
    if (opts.snow && i === 0) snowCaps(S, pts, base, amp);
    // Tone darkening down each layer, then lines following the ridge.
    if (!S.press.cut) {
      const ink = mix.length ? mix[mix.length - 1]!.ink : S.set.key;
      S.press.rampLinear(
        S.set.key === ink ? ink : S.set.key,
        path,
        [500, base - amp],
        [500, base + span * 0.4],
        0,
        0.35 * (1 - t * 0.6),
        {
          steps: 6,
        },
      );
    }
    if (opts.contour !== false && pts.length && t < 0.9) {
      const carve = S.technique === 'lino' || mixLightness(S.set, mix) < 0.35;
      contours(
        S,
        pts,
        path,
        carve ? PAPER : S.set.key,
        S.technique === 'lino' ? 6 : 3,
        9 + (1 - t) * 8,
        S.technique === 'lino' ? 2.4 : 1.4,
      );
    }
  }
}

function snowCaps(S: Sonic, pts: Pt[], base: number, amp: number): void {
  S.press.knock((c) => {
    c.save();
    c.beginPath();
    c.moveTo(pts[0]![0], pts[0]![1]);
    pts.forEach((p) => c.lineTo(...p));
    c.lineTo(1020, 1020);
    c.lineTo(-20, 1020);
    c.closePath();
    c.clip();
    c.beginPath();
    c.moveTo(-20, -20);
    c.lineTo(1020, -20);
    const line = base - amp * 0.55;
    for (let x = 1020; x >= -20; x -= 26) c.lineTo(x, line + ((x * 37) % 23) - 8 + Math.sin(x * 0.05) * 14);
    c.closePath();
    c.fill();
    c.restore();
  });
}

function hills(S: Sonic): void {
  landLayers(S, S.rng('hills'), 4, { amp: 55 });
}

function mountains(S: Sonic): void {
  const rng = S.rng('mountains');
  landLayers(S, rng, 3, { jagged: true, amp: 70, snow: !S.plan.environment.bare, contour: S.technique === 'lino' });
}

function field(S: Sonic): void {
  const h = S.plan.horizon;
  const rng = S.rng('field');
  // A hedge line at the horizon, then the field in rows of grass that crowd together toward it. (Furrows radiating
  // from a vanishing point read as a synthwave grid in every genre; rows across the view read as a field.)
  landLayers(S, rng, 1, { amp: 10, contour: false });
  const ground = S.set.roles.ground.length ? S.set.roles.ground : tint(S.set.key, 0.6);
  const fieldPath = rect(-20, h + 8, 1020, 1020);
  S.press.piece(ground, fill(fieldPath), { lift: 1.5 });
  S.press.rampLinear(S.set.key, fieldPath, [500, h], [500, 1000], 0.1, 0.45, { steps: 6 });
  const rows = 22;
  const carve = S.technique === 'lino' || mixLightness(S.set, ground) < 0.4;
  const depth = 1000 - (h + 8);
  S.press.ink(
    carve ? PAPER : S.set.key,
    (c) => {
      c.save();
      fieldPath(c);
      c.clip();
      c.beginPath();
      for (let i = 1; i <= rows; i++) {
        const t = i / rows;
        const y = h + 8 + depth * t * t;
        // Nearer rows are thicker, their blades taller and farther apart.
        const blade = 2 + 16 * t * t;
        const step = 4 + 22 * t;
        const phase = rng.range(0, step);
        const gap = (depth * (2 * t)) / rows;
        for (let x = -20 + phase; x < 1020; x += step * rng.range(1.2, 2.6)) {
          // A tuft of two or three blades fanning out, set a little off its row so rows do not read as a grid.
          const base = y + rng.range(-0.45, 0.45) * gap;
          const w = 0.6 + 2.4 * t;
          const blades = rng.chance(0.6) ? 3 : 2;
          for (let b = 0; b < blades; b++) {
            const bx = x + (b - (blades - 1) / 2) * w * 1.6;
            const lean = ((b - (blades - 1) / 2) * 0.5 + rng.range(-0.25, 0.25)) * blade;
            c.moveTo(bx - w, base);
            c.lineTo(bx + lean, base - blade * rng.range(0.6, 1.2));
            c.lineTo(bx + w, base);
            c.closePath();
          }
        }
      }
      c.fill();
      c.restore();
    },
    carve ? 0.9 : 1,
  );
  // Far tree line.
  S.press.piece(distant(S, 0.8), (c) => {
    c.beginPath();
    for (let x = -10; x < 1010; x += rng.range(14, 30))
      broadleafPath(c, x, h + 10, rng.range(18, 34), rng.range(16, 30));
    c.fill();
  });
}

function forest(S: Sonic): void {
  const h = S.plan.horizon;
  const rows = 4;
  for (let r = 0; r < rows; r++) {
    const t = 1 - r / (rows - 1);
    const mix = distant(S, Math.min(1, t * 1.2));
    const scale = 0.5 + (1 - t) * 1.1;
    const baseY = h - 6 + (1 - t) ** 1.3 * (1000 - h) * 0.75;
    const treeH = 150 * scale * (h < 600 ? 1.3 : 1);
    const trees: Draw = (c) => {
      const rng = S.rng(`forest-row-${r}`);
      c.beginPath();
      c.rect(-20, baseY - 2, 1040, 1030 - baseY);
      for (let x = -30 + rng.range(0, 20); x < 1040; x += treeH * rng.range(0.2, 0.36)) {
        const th = treeH * rng.range(0.7, 1.25);
        pinePath(c, x, baseY + rng.range(-4, 6), th, th * 0.4, 3 + (r >= rows - 2 ? 1 : 0));
      }
    };
    S.press.piece(mix, fill(trees), { lift: 1 + r * 0.5 });
    if (r === rows - 1 && S.technique === 'lino') {
      // Carved needles: short diagonal cuts across the near trees.
      S.press.knock((c) => {
        const rng = S.rng('forest-cuts');
        c.save();
        trees(c);
        c.clip();
        c.beginPath();
        for (let i = 0; i < 220; i++) {
          const x = rng.range(0, 1000);
          const y = rng.range(baseY - treeH, baseY);
          c.moveTo(x, y);
          c.lineTo(x + rng.range(5, 10), y + 6);
        }
        c.lineWidth = 1.6;
        c.stroke();
        c.restore();
      });
    }
  }
  S.floor = distant(S, 0);
}

function desert(S: Sonic): void {
  const h = S.plan.horizon;
  const rng = S.rng('desert');
  const away = S.plan.light.x > 500 ? -1 : 1;
  const n = 4;
  for (let i = 0; i < n; i++) {
    const t = 1 - i / (n - 1);
    const base = h + (i / n) * (1000 - h) * 0.8;
    const amp = 30 + (1 - t) * 70;
    const r = rng.fork(`dune-${i}`);
    const seed = r.next();
    const path: Draw = (c) => ridgePath(c, S.rng(`dune-path-${i}-${seed}`), base, amp, { roughness: 0.1, points: 24 });
    const mix = distant(S, t);
    S.press.piece(mix, fill(path), { lift: 1 + (1 - t) });
    // Shade: the layer minus itself shifted along x leaves the slip faces on one side of each crest.
    S.press.ink(
      S.technique === 'lino' ? PAPER : S.set.key,
      (c) => {
        c.save();
        path(c);
        c.clip();
        c.beginPath();
        c.rect(-40, -40, 1080, 1080);
        c.translate(away * (30 + (1 - t) * 40), 8);
        ridgePath(c, S.rng(`dune-path-${i}-${seed}`), base, amp, { roughness: 0.1, points: 24, bottom: 1100 });
        c.restore();
        c.fill('evenodd');
      },
      S.technique === 'lino' ? 0.5 : 0.45,
    );
    // Ripples.
    S.press.ink(S.technique === 'lino' ? PAPER : S.set.key, (c) => {
      c.save();
      path(c);
      c.clip();
      c.beginPath();
      for (let k = 0; k < 5; k++) {
        const y = base + 14 + k * (10 + (1 - t) * 10);
        c.moveTo(-20, y);
        for (let x = -20; x <= 1020; x += 30) c.lineTo(x, y + Math.sin(x * 0.02 + k + i) * 6);
      }
      c.lineWidth = 1.3;
      c.stroke();
      c.restore();
    });
  }
}

/** Horizontal water from y0 down: a tonal fountain, ripple dashes and a broken reflection of the brightest body. */
function water(S: Sonic, y0: number, opts: { calm?: boolean; shore?: number } = {}): void {
  const rng = S.rng('water');
  const y1 = opts.shore ?? 1020;
  const waterMix = S.set.roles.water.length ? S.set.roles.water : tint(S.set.key, 0.5);
  const region = rect(-20, y0, 1020, y1);
  S.press.piece([], fill(region));
  if (opts.calm || S.night) S.press.mix(waterMix, fill(region));
  else gradient(S, region, blendMix(S.set.roles.skyHorizon, waterMix, 0.45), deepen(S, waterMix, 0.2), y0, 1000);
  S.water = { y0, y1 };
  const dark = mixLightness(S.set, waterMix) < 0.5;
  // Ripples: short dashes, thicker and longer toward the viewer.
  const rows = opts.calm ? 22 : 30;
  const dashes =
    (light: boolean): Draw =>
    (c) => {
      c.save();
      region(c);
      c.clip();
      c.beginPath();
      for (let i = 0; i < rows; i++) {
        const t = (i + 0.5) / rows;
        const y = y0 + (y1 - y0) * t ** 1.6;
        const len = 8 + t * (opts.calm ? 70 : 45);
        const th = 0.8 + t * (opts.calm ? 2.5 : 4);
        for (let x = rng.range(-40, 0); x < 1020; x += len * rng.range(1.6, 3.2)) {
          if (rng.next() < (light ? 0.5 : 0.35)) continue;
          c.moveTo(x, y);
          c.quadraticCurveTo(x + len / 2, y - th * 1.2, x + len, y);
          c.quadraticCurveTo(x + len / 2, y + th * 0.4, x, y);
          c.closePath();
        }
      }
      c.fill();
      c.restore();
    };
  S.press.knock(dashes(true), { alpha: dark ? 1 : 0.9 });
  if (!opts.calm) S.press.ink(S.set.key, dashes(false), 0.8);
  // Reflection column under the brightest sky body.
  const body = S.plan.skyBodies.find((b) => b.kind === 'sun' || b.kind === 'moon');
  if (body && body.y < y0 + 40) {
    const mix = mixFor(S, body.color);
    const col: Draw = (c) => {
      c.save();
      region(c);
      c.clip();
      c.beginPath();
      for (let i = 0; i < 26; i++) {
        const t = (i + 0.5) / 26;
        const y = y0 + 4 + (y1 - y0) * t ** 1.4;
        const w = body.r * (1.1 - t * 0.5) * rng.range(0.4, 1.1);
        const th = 1.5 + t * 7;
        const x = body.x + rng.range(-1, 1) * body.r * 0.3;
        c.rect(x - w, y, w * 2, th);
      }
      c.fill();
      c.restore();
    };
    if (mix.length) S.press.piece(mix, col);
    else S.press.knock(col);
  }
}

function sea(S: Sonic): void {
  water(S, S.plan.horizon);
}

function lake(S: Sonic): void {
  const h = S.plan.horizon;
  const rng = S.rng('lake');
  // A far shore of low hills and trees, then calm water.
  const shore: Draw = (c) => {
    c.beginPath();
    ridgePath(c, rng.fork('shore'), h - 18, 22, { roughness: 0.2, bottom: h + 2 });
  };
  S.press.piece(distant(S, 0.55), fill(shore));
  S.press.piece(distant(S, 0.3), (c) => {
    c.beginPath();
    for (let x = -10; x < 1010; x += rng.range(10, 24)) pinePath(c, x, h + 2, rng.range(22, 44), rng.range(12, 18), 2);
    c.fill();
  });
  water(S, h + 2, { calm: true });
}

function beach(S: Sonic): void {
  const h = S.plan.horizon;
  const rng = S.rng('beach');
  const shoreY = h + (1000 - h) * rng.range(0.42, 0.55);
  water(S, h, { shore: shoreY + 30 });
  // Sand: the ground ink with a stipple, a scalloped foam line where the waves run up.
  const sandPts: Pt[] = [];
  for (let x = -20; x <= 1020; x += 40) sandPts.push([x, shoreY + Math.sin(x * 0.008 + rng.range(0, 0.3)) * 22]);
  const sand: Draw = (c) => {
    c.beginPath();
    c.moveTo(-20, 1020);
    smoothThrough(c, sandPts, false);
    c.lineTo(1020, 1020);
    c.closePath();
  };
  const ground = S.set.roles.ground.length ? S.set.roles.ground : tint(byLightness(S.set)[0]!, 0.6);
  S.press.piece(ground, fill(sand), { lift: 1.4 });
  S.press.rampLinear(S.set.key, sand, [500, shoreY], [500, 1000], 0, 0.3, { steps: 5, screen: 'grain' });
  // Foam: a wavy paper band with scallops just above the sand.
  S.press.knock((c) => {
    c.beginPath();
    for (let x = -20; x < 1040; x += 34) {
      const y = shoreY + Math.sin(x * 0.008) * 22 - 6;
      circlePath(c, x, y, rng.range(10, 18), rng.range(5, 8));
    }
    c.rect(-20, shoreY - 8, 1040, 10);
    c.fill();
  });
  S.press.ink(S.set.key, (c) => {
    c.beginPath();
    for (let x = -20; x < 1040; x += 34) {
      const y = shoreY + Math.sin(x * 0.008) * 22 - 14;
      c.moveTo(x - 14, y);
      c.quadraticCurveTo(x, y - 8, x + 14, y);
    }
    c.lineWidth = 1.6;
    c.stroke();
  });
  S.floor = ground;
}

function underwater(S: Sonic): void {
  const rng = S.rng('underwater');
  const { roles } = S.set;
  const all = rect(-20, -20, 1020, 1020);
  const top = roles.skyHorizon.length ? roles.skyHorizon : roles.water;
  const deep = deepen(S, roles.skyTop.length ? roles.skyTop : roles.water, 0.3);
  gradient(S, all, top, deep, 0, 1000);
  // The surface: a ribbon of caustic net at the top.
  S.press.knock((c) => {
    c.beginPath();
    for (let row = 0; row < 5; row++) {
      const y = 18 + row * row * 9;
      c.moveTo(-20, y);
      for (let x = -20; x <= 1020; x += 22) c.lineTo(x, y + Math.sin(x * 0.05 + row * 2.1) * (4 + row));
    }
    c.lineWidth = 2.6;
    c.stroke();
  });
  S.backdrop = top;
  if (S.plan.horizon < 1000) {
    const seabed: Draw = (c) => ridgePath(c, rng.fork('bed'), S.plan.horizon, 30, { roughness: 0.4 });
    S.press.piece(distant(S, 0.2), fill(seabed), { lift: 1.5 });
  }
  // Seaweed from the bottom edge.
  const weeds: Draw = (c) => {
    c.beginPath();
    for (let i = 0; i < 9; i++) {
      const x = rng.range(0, 1000);
      const h = rng.range(90, 260);
      const w = rng.range(8, 14);
      const ph = rng.range(0, 6);
      const left: Pt[] = [];
      const right: Pt[] = [];
      for (let k = 0; k <= 10; k++) {
        const t = k / 10;
        const sx = x + Math.sin(t * 5 + ph) * 18 * t;
        left.push([sx - w * (1 - t), 1010 - h * t]);
        right.push([sx + w * (1 - t), 1010 - h * t]);
      }
      c.moveTo(...left[0]!);
      left.forEach((p) => c.lineTo(...p));
      right.reverse().forEach((p) => c.lineTo(...p));
      c.closePath();
    }
    c.fill();
  };
  S.press.piece(deepen(S, roles.ground.length ? roles.ground : tint(S.set.key, 0.8), 0.5), weeds);
}

function skyline(S: Sonic, base: number, t: number, rng: Rng, windows: boolean): void {
  const mix = t > 0.5 ? distant(S, 0.5) : deepen(S, distant(S, 0.1), 0.85);
  const blocks: [number, number, number][] = [];
  for (let x = -20; x < 1020;) {
    const w = rng.range(40, 110) * (1 - t * 0.3);
    const hgt = rng.range(90, 330) * (t > 0.5 ? 1.1 : 0.8) * (rng.chance(0.15) ? 1.5 : 1);
    blocks.push([x, w, hgt]);
    x += w + rng.range(-6, 4);
  }
  const shape: Draw = (c) => {
    c.beginPath();
    for (const [x, w, hgt] of blocks) {
      c.rect(x, base - hgt, w, hgt + 2);
      if (rng.chance(0.25)) c.rect(x + w * 0.45, base - hgt - 30, 3, 30);
      if (rng.chance(0.2)) {
        c.moveTo(x + w * 0.2, base - hgt);
        c.lineTo(x + w * 0.5, base - hgt - w * 0.35);
        c.lineTo(x + w * 0.8, base - hgt);
        c.closePath();
      }
    }
    c.fill();
  };
  S.press.piece(mix, shape, { lift: 1 + (1 - t) });
  if (!windows) return;
  const lit = brightestInk(S.set, [S.set.key]);
  const win: Draw = (c) => {
    c.beginPath();
    for (const [x, w, hgt] of blocks) {
      const cols = Math.max(2, Math.floor(w / 14));
      const rows = Math.floor(hgt / 18);
      for (let r = 1; r < rows; r++)
        for (let k = 0; k < cols; k++) {
          if (rng.next() < (S.night ? 0.55 : 0.3)) continue;
          c.rect(x + 5 + (k * (w - 10)) / cols, base - hgt + r * 18, (w - 10) / cols - 4, 8);
        }
    }
    c.fill();
  };
  if (S.night) S.press.piece(solid(lit), win);
  else S.press.knock(win, { alpha: 0.85 });
}

function city(S: Sonic): void {
  const h = S.plan.horizon;
  const rng = S.rng('city');
  // The city's glow on the sky behind the skyline (paper showing through), so the towers stand out at night.
  if (S.night) S.press.rampLinear(PAPER, rect(-20, -20, 1020, h), [500, h - 260], [500, h], 0, 0.6, { steps: 6 });
  if (S.plan.environment.oldTown) {
    // An old town is low: two ranks of houses under domes and towers, the near one's fronts in two tones.
    const far = distant(S, 0.5);
    const near = deepen(S, distant(S, 0.1), 0.85);
    oldTownRank(S, h, 150, rng.fork('far'), [far], undefined);
    oldTownRank(S, h, 170, rng.fork('near'), [near, deepen(S, distant(S, 0.2), 0.6)], brightestInk(S.set, [S.set.key]));
  } else {
    skyline(S, h, 1, rng.fork('far'), false);
    skyline(S, h, 0, rng.fork('near'), true);
  }
  // Below the skyline: a wet street or a river that mirrors it.
  if (h < 980) {
    const wet = S.plan.environment.weather === 'rain' || S.night;
    if (wet) {
      water(S, h, { calm: true });
      // The skyline reflected as a broken line screen.
      const r2 = rng.fork('near');
      S.press.ink(
        S.set.key,
        (c) => {
          c.save();
          c.beginPath();
          c.rect(-20, h, 1040, 1040);
          c.clip();
          c.translate(0, 2 * h);
          c.scale(1, -1);
          c.beginPath();
          for (let x = -20; x < 1020;) {
            const w = r2.range(40, 110);
            const hgt = r2.range(90, 330) * (S.plan.environment.oldTown ? 0.45 : 0.8);
            c.rect(x, h - hgt * 0.8, w, hgt * 0.8);
            x += w;
          }
          c.fill();
          c.restore();
        },
        0.35,
        { screen: 'line', angle: 0 },
      );
    } else {
      const street = rect(-20, h, 1020, 1020);
      S.press.piece(S.set.roles.ground.length ? S.set.roles.ground : tint(S.set.key, 0.6), fill(street));
    }
  }
}

/**
 * One-point perspective from a standing eye (1.7 m up, focal length 520 units) looking down a way to the vanishing
 * point (vx, h): `P` projects a point X across, Y up and Z ahead (metres) onto the cover; `quad` traces four of them.
 */
function onePoint(vx: number, h: number, camH = 1.7) {
  const F = 520;
  const P = (X: number, Y: number, Z: number): Pt => [vx + (X * F) / Z, h - ((Y - camH) * F) / Z];
  const quad = (c: SKRSContext2D, a: Pt, b: Pt, d: Pt, e: Pt) => {
    c.moveTo(...a);
    c.lineTo(...b);
    c.lineTo(...d);
    c.lineTo(...e);
    c.closePath();
  };
  return { P, quad, F };
}

/**
 * An open road in one-point perspective: soft far hills, verges running to the horizon, the road with its centre
 * dashes, and telegraph poles along one side carrying their wires. (Not the street's canyon of facades: a road in the
 * country has sky on both sides.)
 */
function road(S: Sonic): void {
  const h = Math.min(S.plan.horizon, 900);
  const rng = S.rng('road');
  landLayers(S, rng.fork('hills'), 1, { amp: 34, contour: false });
  const W = 1.7;
  const { P, quad } = onePoint(rng.range(430, 570), h);
  const ground = S.set.roles.ground.length ? S.set.roles.ground : tint(S.set.key, 0.6);
  const verge = rect(-20, h + 4, 1020, 1020);
  S.press.piece(ground, fill(verge), { lift: 1.5 });
  S.press.rampLinear(S.set.key, verge, [500, h], [500, 1000], 0.08, 0.4, { steps: 6 });
  const asphalt = deepen(S, ground, 0.55);
  const roadPath: Draw = (c) => {
    c.beginPath();
    quad(c, P(-W, 0, 0.25), P(W, 0, 0.25), P(W, 0, 300), P(-W, 0, 300));
  };
  S.press.piece(asphalt, fill(roadPath));
  // Centre dashes and edge lines, painted on the road in paper.
  S.press.knock(
    (c) => {
      c.beginPath();
      for (let z = 0.5; z < 90; z *= 1.5)
        quad(c, P(-0.05, 0, z), P(0.05, 0, z), P(0.05, 0, z * 1.22), P(-0.05, 0, z * 1.22));
      for (const side of [-1, 1]) {
        const X = side * (W - 0.12);
        quad(c, P(X - 0.03, 0, 0.25), P(X + 0.03, 0, 0.25), P(X + 0.03, 0, 300), P(X - 0.03, 0, 300));
      }
      c.fill();
    },
    { alpha: 0.85 },
  );
  // Telegraph poles on one side, shrinking to the horizon, their wires sagging between them.
  const side = rng.chance(0.5) ? -1 : 1;
  const X = side * (W + 1.6);
  const tops: Pt[][] = [[], []];
  S.press.ink(S.set.key, (c) => {
    c.beginPath();
    for (let z = 1.1; z < 70; z *= 1.32) {
      quad(c, P(X - 0.09, 0, z), P(X + 0.09, 0, z), P(X + 0.09, 7.2, z), P(X - 0.09, 7.2, z));
      quad(c, P(X - 0.7, 6.7, z), P(X + 0.7, 6.7, z), P(X + 0.7, 6.9, z), P(X - 0.7, 6.9, z));
      tops[0]!.push(P(X - 0.6, 6.9, z));
      tops[1]!.push(P(X + 0.6, 6.9, z));
    }
    c.fill();
  });
  S.press.ink(
    S.set.key,
    (c) => {
      c.beginPath();
      for (const line of tops)
        for (let k = 1; k < line.length; k++) {
          const [a, b] = [line[k - 1]!, line[k]!];
          c.moveTo(...a);
          c.quadraticCurveTo((a[0] + b[0]) / 2, Math.max(a[1], b[1]) + Math.abs(a[0] - b[0]) * 0.12, ...b);
        }
      c.lineWidth = 1.4;
      c.stroke();
    },
    0.8,
  );
  S.floor = ground;
  S.backdrop = distant(S, 0.5);
}

/**
 * A courtyard in one-point perspective: a paved floor walled in on three sides by two storeys, arcades of round arches
 * along the ground floor and windows above, the sky open over the far wall. (Not the street's canyon: the way ends at
 * a wall, and the walls are arcades, not shopfronts.)
 */
function courtyard(S: Sonic): void {
  const h = Math.min(S.plan.horizon, 900);
  const rng = S.rng('courtyard');
  const W = rng.range(5, 6.5);
  const far = rng.range(8, 11);
  const H = rng.range(4.6, 5.6);
  const { P, quad } = onePoint(rng.range(450, 550), h);
  const ground = S.set.roles.ground.length ? S.set.roles.ground : tint(S.set.key, 0.5);
  S.press.piece(ground, fill(rect(-20, h - 4, 1020, 1020)));
  // Paving: joints running to the far wall and across, in paper.
  S.press.knock(
    (c) => {
      c.beginPath();
      for (let X = -W; X <= W + 0.01; X += (2 * W) / 8)
        quad(c, P(X - 0.02, 0, 0.3), P(X + 0.02, 0, 0.3), P(X + 0.02, 0, far), P(X - 0.02, 0, far));
      for (let z = 0.6; z < far; z *= 1.28) quad(c, P(-W, 0, z), P(W, 0, z), P(W, 0, z * 1.012), P(-W, 0, z * 1.012));
      c.fill();
    },
    { alpha: 0.16 },
  );
  const lit = brightestInk(S.set, [S.set.key]);
  const sideWall = deepen(S, distant(S, 0.2), 0.85);
  const backWall = deepen(S, distant(S, 0.05), 0.7);
  /** A round arch's opening in a wall: along z on a side wall (X fixed), across x on the far wall. */
  const arch = (c: SKRSContext2D, at: (u: number, y: number) => Pt, u0: number, u1: number, top: number) => {
    const r = (u1 - u0) / 2;
    const mid = (u0 + u1) / 2;
    c.moveTo(...at(u0, 0));
    c.lineTo(...at(u0, top));
    for (let k = 1; k < 12; k++) {
      const t = Math.PI - (k / 12) * Math.PI;
      c.lineTo(...at(mid + r * Math.cos(t), top + r * Math.sin(t)));
    }
    c.lineTo(...at(u1, top));
    c.lineTo(...at(u1, 0));
    c.closePath();
  };
  const bay = 1.7;
  const spring = 2.1;
  // The far wall first, then the side walls over its ends.
  S.press.piece(backWall, (c) => {
    c.beginPath();
    quad(c, P(-W, -0.1, far), P(W, -0.1, far), P(W, H, far), P(-W, H, far));
    c.fill();
  });
  const across = Math.max(2, Math.round((2 * W) / bay));
  // The arcade's openings: its shade by day, lamplight at night.
  const shade = (draw: Draw) => (S.night ? S.press.piece(solid(lit), draw) : S.press.ink(S.set.key, draw, 0.85));
  shade((c) => {
    c.beginPath();
    for (let k = 0; k < across; k++) {
      const x0 = -W + ((k + 0.18) * 2 * W) / across;
      const x1 = -W + ((k + 0.82) * 2 * W) / across;
      arch(c, (u, y) => P(u, y, far), x0, x1, spring);
    }
    c.fill();
  });
  for (const side of [-1, 1]) {
    const X = side * W;
    S.press.piece(sideWall, (c) => {
      c.beginPath();
      quad(c, P(X, -0.1, 0.25), P(X, -0.1, far), P(X, H, far), P(X, H, 0.25));
      c.fill();
    });
    shade((c) => {
      c.beginPath();
      for (let z = far - bay; z > 0.9; z -= bay) arch(c, (u, y) => P(X, y, u), z + 0.25, z + bay - 0.25, spring);
      c.fill();
    });
  }
  // Windows on the upper storey, lit at night in the brightest ink; a cornice along each wall's top.
  const windows = (c: SKRSContext2D) => {
    c.beginPath();
    for (let k = 0; k < across; k++) {
      const x0 = -W + ((k + 0.35) * 2 * W) / across;
      const x1 = -W + ((k + 0.65) * 2 * W) / across;
      quad(c, P(x0, H - 2.2, far), P(x1, H - 2.2, far), P(x1, H - 0.9, far), P(x0, H - 0.9, far));
    }
    for (const X of [-W, W])
      for (let z = far - bay; z > 0.9; z -= bay)
        quad(
          c,
          P(X, H - 2.2, z + 0.55),
          P(X, H - 2.2, z + bay - 0.55),
          P(X, H - 0.9, z + bay - 0.55),
          P(X, H - 0.9, z + 0.55),
        );
    c.fill();
  };
  if (S.night) S.press.piece(solid(lit), windows);
  else S.press.ink(S.set.key, windows, 0.55);
  S.press.ink(
    S.set.key,
    (c) => {
      c.beginPath();
      quad(c, P(-W, H - 0.25, far), P(W, H - 0.25, far), P(W, H, far), P(-W, H, far));
      for (const X of [-W, W]) quad(c, P(X, H - 0.25, 0.25), P(X, H - 0.25, far), P(X, H, far), P(X, H, 0.25));
      c.fill();
    },
    0.7,
  );
  S.floor = ground;
  S.backdrop = backWall;
}

/**
 * A swimming pool seen across its width, as someone standing at its edge sees it: the paved deck and trees beyond,
 * the far side's pale coping and tiled waterline running straight across the cover, a ladder's rails curving over it
 * into the water, a rope of floats dividing the lanes, lane lines on the floor through the water and a net of caustic
 * light on its surface. A drained pool shows its far wall and floor in tiles, the floor falling to the deep end.
 * (Not a lake: round 94's empty swimming pool was drawn as a still lake under hills.)
 */
function pool(S: Sonic): void {
  const h = Math.min(S.plan.horizon, 900);
  const rng = S.rng('pool');
  const { P, quad } = onePoint(rng.range(470, 530), h);
  const far = rng.range(8, 10);
  const drained = S.plan.environment.drained === true;
  const across = (c: SKRSContext2D, z0: number, z1: number, y0: number, y1: number) =>
    quad(c, P(-60, y0, z0), P(60, y0, z0), P(60, y1, z1), P(-60, y1, z1));
  // Trees beyond the deck, then the deck.
  S.press.piece(distant(S, 0.45), (c) => {
    c.beginPath();
    for (let x = -10; x < 1010; x += rng.range(26, 48))
      broadleafPath(c, x, h + 2, rng.range(30, 56), rng.range(22, 34));
    c.fill();
  });
  const ground = S.set.roles.ground.length ? S.set.roles.ground : tint(S.set.key, 0.35);
  const deck = fade(ground, 0.55).length ? fade(ground, 0.55) : ground;
  S.press.piece(deck, fill(rect(-20, h - 2, 1020, 1020)));
  const edge = P(0, 0, far)[1];
  const waterMix = S.set.roles.water.length ? S.set.roles.water : tint(S.set.key, 0.45);
  const basin: Draw = (c) => {
    c.beginPath();
    c.rect(-20, edge, 1040, 1040 - edge);
  };
  if (drained) {
    // The floor falls from 1 m at the shallow end (left) to 2.5 m at the deep end; walls and floor in pale tiles.
    const depth = (X: number) => -1 - 1.5 * Math.min(1, Math.max(0, (X + 6) / 12));
    const tiles = fade(waterMix, 0.45).length ? fade(waterMix, 0.45) : waterMix;
    S.press.piece(tiles, fill(basin));
    const wall: Draw = (c) => {
      c.beginPath();
      c.moveTo(...P(-60, 0, far));
      c.lineTo(...P(60, 0, far));
      for (let X = 60; X >= -60; X -= 1) c.lineTo(...P(X, depth(X), far));
      c.closePath();
    };
    S.press.piece(deepen(S, tiles, 0.6), fill(wall));
    S.press.ink(
      S.set.key,
      (c) => {
        c.save();
        basin(c);
        c.clip();
        c.beginPath();
        for (let X = -30; X <= 30; X += 0.5) {
          c.moveTo(...P(X, 0, far));
          c.lineTo(...P(X, depth(X), far));
          c.lineTo(...P(X, depth(X), 0.5));
        }
        for (let Y = -0.5; Y > -2.6; Y -= 0.5) {
          c.moveTo(...P(-60, Y, far));
          c.lineTo(...P(60, Y, far));
        }
        c.lineWidth = 1;
        c.stroke();
        c.restore();
      },
      0.3,
    );
    // Lane lines on the floor, and a drain at the deep end.
    S.press.ink(
      S.set.key,
      (c) => {
        c.beginPath();
        for (let z = far - 2.2; z > 2; z -= 2.2)
          for (let X = -30; X < 30; X += 0.5)
            quad(
              c,
              P(X, depth(X), z),
              P(X + 0.5, depth(X + 0.5), z),
              P(X + 0.5, depth(X + 0.5), z - 0.25),
              P(X, depth(X), z - 0.25),
            );
        const [x, y] = P(5, depth(5), far - 3);
        circlePath(c, x, y, 10, 4);
        c.fill();
      },
      0.6,
    );
  } else {
    // Water: lighter far off where it takes the sky, deeper near.
    S.press.piece([], fill(basin));
    gradient(S, basin, blendMix(S.set.roles.skyHorizon, waterMix, 0.55), waterMix, edge, 1000);
    // The far wall's tiled band at the waterline.
    S.press.ink(S.set.key, (c) => {
      c.beginPath();
      across(c, far, far, -0.2, 0);
      c.fill();
    });
    // Caustics: a net of bright wavering cells, finer and closer together far off.
    S.press.knock(
      (c) => {
        c.save();
        basin(c);
        c.clip();
        c.beginPath();
        for (let z = far; z > 0.6; z /= 1.12) {
          const th = Math.max(0.6, 9 / z);
          for (let X = -40; X < 40; X += 0.45) {
            const wob = Math.sin(X * 4.1 + z * 2.3) * 0.1;
            const [x0, y0] = P(X + wob, -0.2, z);
            const [x1, y1] = P(X + 0.22 - wob, -0.2, z / 1.12);
            const [x2, y2] = P(X + 0.45 + wob, -0.2, z);
            c.moveTo(x0, y0);
            c.quadraticCurveTo(x1, y1, x2, y2);
            c.lineTo(x2, y2 + th);
            c.quadraticCurveTo(x1, y1 + th, x0, y0 + th);
            c.closePath();
          }
        }
        c.fill();
        c.restore();
      },
      { alpha: 0.55 },
    );
    // A rope of floats across the water, in the brightest ink between the key's.
    const rope = far * 0.55;
    const bright = brightestInk(S.set, [S.set.key]);
    for (const [ink, odd] of [
      [solid(bright), 0],
      [solid(S.set.key), 1],
    ] as const)
      S.press.piece(ink, (c) => {
        c.beginPath();
        let k = 0;
        for (let X = -30; X < 30; X += 0.3, k++) {
          if (k % 2 !== odd) continue;
          const [x, y] = P(X, -0.15, rope);
          circlePath(c, x, y, (0.13 * 520) / rope, (0.09 * 520) / rope);
        }
        c.fill();
      });
  }
  // Coping: a pale kerb along the far side.
  S.press.knock((c) => {
    c.beginPath();
    across(c, far, far + 0.4, 0, 0);
    across(c, far, far, 0, 0.08);
    c.fill();
  });
  // A ladder's two rails curving over the coping into the pool.
  const X0 = rng.range(4, 6) * (rng.chance(0.5) ? -1 : 1);
  S.press.ink(S.set.key, (c) => {
    c.beginPath();
    for (const X of [X0, X0 + 0.6]) {
      c.moveTo(...P(X, 0, far + 0.5));
      c.lineTo(...P(X, 0.9, far + 0.5));
      c.quadraticCurveTo(...P(X, 1.1, far - 0.1), ...P(X, 0.7, far - 0.3));
      c.lineTo(...P(X, drained ? -1.5 : -0.4, far - 0.3));
    }
    c.lineWidth = 5;
    c.lineCap = 'round';
    c.stroke();
  });
  S.floor = deck;
  S.backdrop = distant(S, 0.45);
}

/** A street in one-point perspective: facades receding to the vanishing point, windows, hanging signs, a wet road. */
function street(S: Sonic): void {
  const h = Math.min(S.plan.horizon, 900);
  const rng = S.rng('street');
  const W = 2.3;
  const { P, quad, F } = onePoint(rng.range(440, 560), h);
  const wet = S.plan.environment.weather === 'rain' || S.night;
  const ground = S.set.roles.ground.length ? S.set.roles.ground : tint(S.set.key, 0.6);
  S.press.piece(ground, fill(rect(-20, h, 1020, 1020)));
  const road: Draw = (c) => {
    c.beginPath();
    quad(c, P(-W * 0.75, 0, 0.2), P(W * 0.75, 0, 0.2), P(W * 0.75, 0, 80), P(-W * 0.75, 0, 80));
  };
  S.press.piece(deepen(S, ground, 0.45), fill(road));
  S.press.knock(
    (c) => {
      c.beginPath();
      for (let z = 0.4; z < 40; z *= 1.45)
        quad(c, P(-0.04, 0, z), P(0.04, 0, z), P(0.04, 0, z * 1.2), P(-0.04, 0, z * 1.2));
      c.fill();
    },
    { alpha: 0.85 },
  );
  const lit = brightestInk(S.set, [S.set.key]);
  const second = brightestInk(S.set, [S.set.key, lit]);
  const signInks = [lit, second];
  // An old town's street is lined with house fronts painted flat in the print's colour inks (a dark ink's front in
  // its tint), and no signs hang over it.
  const old = S.plan.environment.oldTown === true;
  const painted = S.set.inks.map((_, i) => i).filter((i) => i !== S.set.key);
  const front = (k: number, fallback: Mix) => {
    const ink = painted[k % Math.max(1, painted.length)];
    return ink === undefined ? fallback : tint(ink, 0.85);
  };
  const facadeA = old ? front(0, distant(S, 0.3)) : deepen(S, distant(S, 0.25), 0.8);
  const facadeB = old ? front(1, deepen(S, distant(S, 0.1), 0.55)) : deepen(S, distant(S, 0.1), 1);
  type Block = { X: number; z0: number; z1: number; H: number };
  const blocks: Block[] = [];
  for (const side of [-1, 1]) {
    let z = 0.18;
    while (z < 45) {
      const z1 = z + rng.range(0.35, 0.8) * z + 0.3;
      blocks.push({ X: side * W, z0: z, z1, H: rng.range(3.2, old ? 6 : 7.5) });
      z = z1;
    }
  }
  blocks.sort((a, b) => b.z0 - a.z0);
  blocks.forEach((b, k) => {
    S.press.piece(k % 2 ? facadeA : facadeB, (c) => {
      c.beginPath();
      quad(c, P(b.X, -0.2, b.z0), P(b.X, -0.2, b.z1), P(b.X, b.H, b.z1), P(b.X, b.H, b.z0));
      c.fill();
    });
  });
  // Windows: a grid on each facade; at night some are lit in the brightest ink.
  const litWins: Draw[] = [];
  const darkWins: Draw[] = [];
  const winPaths = (c: SKRSContext2D, want: boolean) => {
    const r = S.rng('street-windows');
    c.beginPath();
    for (const b of blocks) {
      const cols = Math.max(1, Math.round((b.z1 - b.z0) / 0.45));
      const rows = Math.floor((b.H - 1) / 1.1);
      for (let i = 0; i < cols; i++)
        for (let j = 0; j < rows; j++) {
          const on = r.next() < (S.night ? 0.45 : 0.2);
          if (on !== want) continue;
          const za = b.z0 + ((i + 0.25) / cols) * (b.z1 - b.z0);
          const zb = b.z0 + ((i + 0.75) / cols) * (b.z1 - b.z0);
          const ya = 1 + j * 1.1;
          quad(c, P(b.X, ya, za), P(b.X, ya, zb), P(b.X, ya + 0.6, zb), P(b.X, ya + 0.6, za));
        }
    }
    c.fill();
  };
  litWins.push((c) => winPaths(c, true));
  darkWins.push((c) => winPaths(c, false));
  if (S.night) S.press.piece(solid(lit), litWins[0]!);
  else S.press.knock(litWins[0]!, { alpha: 0.8 });
  S.press.ink(S.set.key, darkWins[0]!, 0.6);
  // Hanging signs: panels standing out from the facades toward the road, near ones first drawn last.
  const signs = blocks
    .filter(() => !old && rng.chance(0.55))
    .map((b) => ({ b, y0: rng.range(1.6, 3), len: rng.range(1.4, 3), ink: rng.pick(signInks) }));
  signs.sort((a, b) => b.b.z0 - a.b.z0);
  for (const { b, y0, len, ink } of signs) {
    const z = b.z0 + (b.z1 - b.z0) * 0.5;
    const X0 = b.X;
    const X1 = b.X - Math.sign(b.X) * 0.45;
    const panel: Draw = (c) => {
      c.beginPath();
      quad(c, P(X0, y0, z), P(X1, y0, z), P(X1, y0 + len, z), P(X0, y0 + len, z));
    };
    S.press.piece(solid(ink), fill(panel));
    // Characters: short key bars down the panel.
    S.press.ink(
      S.set.key,
      (c) => {
        c.beginPath();
        for (let k = 0; k < 3; k++) {
          const ya = y0 + len * (0.12 + k * 0.3);
          quad(
            c,
            P(X0 - Math.sign(b.X) * 0.12, ya, z),
            P(X1 + Math.sign(b.X) * 0.12, ya, z),
            P(X1 + Math.sign(b.X) * 0.12, ya + len * 0.18, z),
            P(X0 - Math.sign(b.X) * 0.12, ya + len * 0.18, z),
          );
        }
        c.fill();
      },
      0.8,
    );
    if (wet) {
      // The sign's reflection streaking down the wet road.
      S.press.ink(
        ink,
        (c) => {
          c.beginPath();
          const [xa, ya] = P(X0, 0, z);
          const [xb] = P(X1, 0, z);
          c.rect(Math.min(xa, xb), ya, Math.abs(xb - xa), Math.min(1000 - ya + 20, (len * F) / z));
          c.fill();
        },
        0.5,
        { screen: 'line', angle: 0, pitch: 6 },
      );
    }
  }
  S.floor = ground;
  S.backdrop = facadeB;
}

function snowField(S: Sonic): void {
  const h = S.plan.horizon;
  const rng = S.rng('snow');
  landLayers(S, rng.fork('m'), 2, { jagged: true, amp: 50, snow: true, contour: false });
  const ground: Draw = (c) => ridgePath(c, rng.fork('g'), h + 60, 25, { roughness: 0.1 });
  S.press.piece([], fill(ground), { lift: 1.5 });
  const shadowInk = byLightness(S.set).find((i) => i !== S.set.key) ?? S.set.key;
  S.press.rampLinear(shadowInk, ground, [500, h + 40], [500, 1000], 0.35, 0.05, { steps: 6 });
  S.press.piece(deepen(S, distant(S, 0.1), 0.8), (c) => {
    c.beginPath();
    for (let i = 0; i < 9; i++) {
      const x = rng.range(0, 1000);
      const y = h + 70 + rng.range(0, 90);
      const th = rng.range(50, 120);
      pinePath(c, x, y, th, th * 0.4, 4);
    }
    c.fill();
  });
  S.floor = [];
}

function space(S: Sonic): void {
  const rng = S.rng('space');
  const all = rect(-20, -20, 1020, 1020);
  const deep = deepen(S, S.set.roles.skyTop, 0.9);
  gradient(S, all, deep, S.set.roles.skyTop.length ? S.set.roles.skyTop : deep, 0, 1000);
  // Nebula: radial halftone clouds in the brightest ink.
  const neb = brightestInk(S.set, [S.set.key]);
  for (let k = 0; k < 3; k++) {
    const x = rng.range(100, 900);
    const y = rng.range(100, 800);
    const r = rng.range(160, 320);
    S.press.rampRadial(neb, null, x, y, 0, r, 0.55, 0, { steps: 8 });
  }
  if (S.plan.horizon < 1000) {
    const h = S.plan.horizon;
    const ground: Draw = (c) => ridgePath(c, rng.fork('moonscape'), h, 25, { roughness: 0.5 });
    S.press.piece(tint(byLightness(S.set)[0]!, 0.4), fill(ground), { lift: 1.4 });
    S.press.ink(
      S.set.key,
      (c) => {
        c.save();
        ground(c);
        c.clip();
        c.beginPath();
        for (let i = 0; i < 14; i++)
          circlePath(c, rng.range(0, 1000), rng.range(h + 20, 1000), rng.range(15, 50), rng.range(4, 12));
        c.fill();
        c.restore();
      },
      0.6,
    );
  }
}

/**
 * The room's walls as the idea names it (the panel read one plain room behind every indoor scene as a stock
 * template): a kitchen or bathhouse tiled to shoulder height, a barn or shed in vertical boards under a beam, a hall
 * under rows of strip lights, a bar's shelves of bottles along the back wall.
 */
function dressWalls(S: Sonic, h: number, rng: Rng): void {
  const room = S.plan.brief.environment.room;
  const key = S.set.key;
  if (room === 'tiled') {
    const top = h * 0.42;
    const size = rng.range(52, 68);
    S.press.piece(tint(byLightness(S.set)[0]!, 0.3), rect(-20, top, 1020, h));
    S.press.ink(
      key,
      (c) => {
        c.beginPath();
        for (let x = -20 + ((rng.next() * size) % size); x <= 1020; x += size) {
          c.moveTo(x, top);
          c.lineTo(x, h);
        }
        for (let y = h; y >= top; y -= size) {
          c.moveTo(-20, y);
          c.lineTo(1020, y);
        }
        c.lineWidth = 3;
        c.stroke();
      },
      0.55,
    );
    // The border tiles' row along the top of the tiling.
    S.press.piece(solid(key), rect(-20, top - 8, 1020, top));
  } else if (room === 'wooden') {
    S.press.ink(
      key,
      (c) => {
        c.beginPath();
        for (let x = -20; x <= 1020; x += rng.range(58, 84)) {
          c.moveTo(x, -20);
          c.lineTo(x + rng.range(-4, 4), h);
        }
        c.lineWidth = 4;
        c.stroke();
        // Knots in the boards.
        for (let i = 0; i < 14; i++) {
          c.beginPath();
          c.ellipse(rng.range(0, 1000), rng.range(40, h - 40), 9, 4, Math.PI / 2, 0, Math.PI * 2);
          c.stroke();
        }
      },
      0.6,
    );
    // A beam across the top of the wall.
    S.press.piece(solid(key), rect(-20, h * 0.08, 1020, h * 0.08 + 34));
  } else if (room === 'hall') {
    const light = byLightness(S.set)[0]!;
    for (const { x, y, length } of stripLights(h)) {
      const tube = rect(x - length / 2, y, x + length / 2, y + TUBE);
      S.press.piece(solid(light), tube);
      S.press.ink(key, (c) => {
        tube(c);
        c.lineWidth = 3;
        c.stroke();
      });
    }
  } else if (room === 'bar') {
    // Bottles of every ink on the shelves.
    const inks = byLightness(S.set).filter((i) => i !== key);
    for (const shelf of barShelves(h, rng)) {
      S.press.piece(solid(key), rect(-20, shelf.y, 1020, shelf.y + 12));
      for (const b of shelf.bottles) {
        const ink = inks[rng.int(0, Math.max(0, inks.length - 1))] ?? key;
        S.press.piece(solid(ink), (c) => {
          c.beginPath();
          bottlePath(c, b, shelf.y);
          c.fill();
        });
        S.press.ink(key, (c) => {
          c.beginPath();
          bottlePath(c, b, shelf.y);
          c.lineWidth = 3;
          c.stroke();
        });
      }
    }
  }
}

/** A room: back wall, floor boards in perspective, a window at the frame's edge, a hanging lamp. */
function interior(S: Sonic): void {
  const rng = S.rng('interior');
  const h = S.plan.horizon < 1000 ? S.plan.horizon : 760;
  if (S.plan.brief.environment.room === 'corridor') return corridorDown(S, h);
  const wall = rect(-20, -20, 1020, h);
  gradient(S, wall, S.set.roles.skyTop, S.set.roles.skyHorizon, 0, h);
  dressWalls(S, h, rng);
  // A window cut by the frame: light from the side, not a four-pane pictogram on the wall.
  const ww = rng.range(150, 210);
  const wx = rng.chance(0.5) ? -ww * rng.range(0.4, 0.6) : 1000 - ww * rng.range(0.4, 0.6);
  const wy = h * 0.18;
  const wh = h * 0.5;
  S.window = { x: wx, y: wy, w: ww, h: wh };
  S.press.piece(tint(byLightness(S.set)[0]!, 0.35), (c) => {
    c.beginPath();
    c.rect(wx, wy, ww, wh);
    c.fill();
  });
  S.press.ink(S.set.key, (c) => {
    c.beginPath();
    c.rect(wx, wy, ww, wh);
    c.moveTo(wx + ww / 2, wy);
    c.lineTo(wx + ww / 2, wy + wh);
    c.moveTo(wx, wy + wh / 2);
    c.lineTo(wx + ww, wy + wh / 2);
    c.lineWidth = 9;
    c.stroke();
  });
  // Floor.
  const floor = rect(-20, h, 1020, 1020);
  const ground = S.set.roles.ground.length ? S.set.roles.ground : tint(S.set.key, 0.5);
  S.press.piece(ground, fill(floor), { lift: 1.2 });
  S.press.ink(S.set.key, (c) => {
    c.save();
    floor(c);
    c.clip();
    c.beginPath();
    for (let i = -12; i <= 12; i++) {
      c.moveTo(500 + i * 30, h);
      c.lineTo(500 + i * 150, 1020);
    }
    c.lineWidth = 2;
    c.stroke();
    c.restore();
  });
  S.press.rampLinear(S.set.key, floor, [500, h], [500, 1000], 0.35, 0, { steps: 6 });
  // Skirting board.
  S.press.piece(solid(S.set.key), rect(-20, h - 10, 1020, h));
  S.floor = ground;
}

/**
 * A corridor down its length: walls in the sky's colours, darker toward the far end's window, a floor in the ground's
 * ink with its tiles' joints running to the vanishing point, strip lights in the lightest ink down the ceiling, doors
 * in the key along both walls, a rail at hand height.
 */
function corridorDown(S: Sonic, h: number): void {
  const C = corridor(h);
  const shape =
    (points: readonly (readonly [number, number])[]): Draw =>
    (c) => {
      c.beginPath();
      polygon(c, points);
    };
  const light = byLightness(S.set)[0]!;
  const [vx, vy] = C.vanishing;
  for (const wall of [C.left, C.right]) {
    S.press.piece(S.set.roles.skyHorizon, fill(shape(wall)));
    S.press.rampLinear(S.set.key, shape(wall), [wall[0]![0], vy], [vx, vy], 0.05, 0.45, { steps: 6, angle: 0 });
  }
  S.press.piece(S.set.roles.skyTop, fill(shape(C.ceiling)));
  S.press.rampLinear(S.set.key, shape(C.ceiling), [500, 0], [500, C.end.y0], 0.1, 0.5, { steps: 5 });
  // The far end: a window onto the light (where rain falls, if it rains).
  const { x0, y0, x1, y1 } = C.end;
  S.press.piece(tint(light, 0.6), rect(x0, y0, x1, y1));
  S.window = { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
  const ground = S.set.roles.ground.length ? S.set.roles.ground : tint(S.set.key, 0.5);
  S.press.piece(ground, fill(shape(C.floor)), { lift: 1.2 });
  S.press.ink(S.set.key, (c) => {
    c.save();
    c.beginPath();
    polygon(c, C.floor);
    c.clip();
    c.beginPath();
    for (let i = -8; i <= 8; i++) {
      c.moveTo(vx + i * 25, y1);
      c.lineTo(vx + i * 125, 1020);
    }
    for (let d = 0.2; d < 4; d += 0.35) {
      const [, y] = C.at(1 / (1 + d), [0, 1000]);
      c.moveTo(-20, y);
      c.lineTo(1020, y);
    }
    c.lineWidth = 2;
    c.stroke();
    c.restore();
  });
  S.press.rampLinear(S.set.key, shape(C.floor), [500, y1], [500, 1000], 0.45, 0, { steps: 6 });
  for (const rail of C.rails) S.press.piece(solid(S.set.key), fill(shape(rail)));
  for (const { quad } of C.doors) {
    S.press.piece(tint(S.set.key, 0.7), fill(shape(quad)));
    S.press.ink(S.set.key, (c) => {
      c.beginPath();
      polygon(c, quad);
      c.lineWidth = 5;
      c.stroke();
    });
  }
  for (const tube of C.lights) {
    S.press.piece(solid(light), fill(shape(tube)));
    S.press.ink(S.set.key, (c) => {
      c.beginPath();
      polygon(c, tube);
      c.lineWidth = 2.5;
      c.stroke();
    });
  }
  // The corners where the walls meet the floor and the ceiling.
  S.press.ink(S.set.key, (c) => {
    c.beginPath();
    for (const [x, y] of [
      [0, 0],
      [1000, 0],
      [0, 1000],
      [1000, 1000],
    ] as const) {
      c.moveTo(x, y);
      c.lineTo(...C.at(0.2, [x, y]));
    }
    c.rect(x0, y0, x1 - x0, y1 - y0);
    c.lineWidth = 4;
    c.stroke();
  });
  S.floor = ground;
}

/** A stage: dark backdrop, curtains with folds, boards, a spotlight pool. */
function stage(S: Sonic): void {
  const rng = S.rng('stage');
  const h = S.plan.horizon < 1000 ? S.plan.horizon : 800;
  const back = rect(-20, -20, 1020, h);
  S.press.piece(deepen(S, S.set.roles.skyTop, 0.7), fill(back));
  const curtainInk = brightestInk(S.set, [S.set.key]);
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? -20 : 1020;
    const w = rng.range(150, 210);
    const drape: Draw = (c) => {
      c.beginPath();
      c.moveTo(x0, -20);
      c.lineTo(x0 - side * (w + 40), -20);
      c.quadraticCurveTo(x0 - side * w * 0.9, h * 0.5, x0 - side * w * 0.6, h + 20);
      c.lineTo(x0, h + 20);
      c.closePath();
    };
    S.press.piece(solid(curtainInk), fill(drape));
    // Folds: vertical bands of key tint.
    S.press.ink(
      S.set.key,
      (c) => {
        c.save();
        drape(c);
        c.clip();
        c.beginPath();
        for (let k = 0; k < 6; k++) {
          const x = x0 - side * (k * w * 0.2 + 8);
          c.rect(x, -20, -side * w * 0.07, h + 60);
        }
        c.fill();
        c.restore();
      },
      0.65,
    );
  }
  // Valance.
  S.press.piece(solid(curtainInk), (c) => {
    c.beginPath();
    c.moveTo(-20, -20);
    c.lineTo(1020, -20);
    c.lineTo(1020, 70);
    for (let x = 1020; x >= -20; x -= 104) c.quadraticCurveTo(x - 52, 130, x - 104, 70);
    c.closePath();
    c.fill();
  });
  const floor = rect(-20, h, 1020, 1020);
  S.press.piece(S.set.roles.ground.length ? S.set.roles.ground : tint(S.set.key, 0.7), fill(floor));
  S.press.ink(S.set.key, (c) => {
    c.save();
    floor(c);
    c.clip();
    c.beginPath();
    for (let i = 0; i < 12; i++) {
      const y = h + (1000 - h) * (i / 12) ** 1.5;
      c.moveTo(-20, y);
      c.lineTo(1020, y);
    }
    c.lineWidth = 1.8;
    c.stroke();
    c.restore();
  });
  S.backdrop = deepen(S, S.set.roles.skyTop, 0.7);
  S.floor = S.set.roles.ground;
}

/** A studio: a flat field of colour (the palette colour that best sets off the hero) with a soft pool of light. */
function studio(S: Sonic): void {
  const all = rect(-20, -20, 1020, 1020);
  const { roles } = S.set;
  const hero = S.plan.subjects[0];
  const candidates = [roles.skyTop, roles.skyHorizon, roles.accent, roles.ground].filter((m) => m.length);
  // Lettering asked for alone ("just the word, on a blank cover") is printed on the bare stock, nothing around it.
  // (Its stock is the lighter of two colours named for it: see buildInks.)
  if (!hero && S.plan.brief.composition === 'typographic') {
    // (What the idea writes it on is printed on that stock first: a chalkboard, a shirt's satin, a wall, planks.)
    const surface = S.plan.brief.typeSurface?.kind;
    if (surface) typeSurface(S, surface);
    S.backdrop = [];
    S.floor = [];
    return;
  }
  let field = candidates[0] ?? roles.skyTop;
  if (hero && candidates.length > 1) {
    // The palette leads: the first colour that sets the hero off clearly, else the one that sets it off best.
    const score = (m: Mix) => deltaE(mixColor(S.set, m), hero.color);
    field = candidates.find((m) => score(m) > 0.2) ?? [...candidates].sort((a, b) => score(b) - score(a))[0]!;
  }
  S.press.piece(field, fill(all), { lift: 0 });
  // The sweep: a floor of another palette colour curving up behind the subject (in cut paper, two torn sheets).
  const floorMix = candidates.find((m) => m !== field && deltaE(mixColor(S.set, m), mixColor(S.set, field)) > 0.08);
  if (floorMix && (S.press.cut || S.rng('studio').chance(0.5))) {
    const rng = S.rng('studio-floor');
    const y = rng.range(760, 840);
    for (let k = 0; k < (S.press.cut ? 2 : 1); k++) {
      const yy = y + k * 70;
      S.press.piece(
        k ? blendMix(floorMix, field, 0.5) : floorMix,
        (c) => {
          const r = S.rng(`studio-sheet-${k}`);
          c.beginPath();
          c.moveTo(-20, 1020);
          c.lineTo(-20, yy + r.range(-20, 20));
          for (let x = 40; x <= 1060; x += 60) c.quadraticCurveTo(x - 30, yy + r.range(-26, 6), x, yy + r.range(-8, 8));
          c.lineTo(1020, 1020);
          c.closePath();
          c.fill();
        },
        { lift: 1.2 + k * 0.4 },
      );
    }
  }
  // A light pool in paper dots from the light's side, and a darker floor where the sweep turns.
  const l = S.plan.light;
  const cx = hero ? hero.x + (l.x - hero.x) * 0.15 : 500;
  const cy = hero ? hero.y + (l.y - hero.y) * 0.15 : 480;
  if (!S.press.cut) {
    S.press.rampRadial(PAPER, null, cx, cy, 0, 560, 0.5, 0, { steps: 7 });
    S.press.rampLinear(S.set.key, all, [500, 700], [500, 1000], 0, 0.3, { steps: 5 });
  }
  S.backdrop = field;
  S.floor = field;
}

function landform(S: Sonic, f: Landform): void {
  const rng = S.rng(`landform-${f.kind}-${Math.round(f.x)}`);
  const mix = f.color ? mixFor(S, f.color) : deepen(S, distant(S, 0.35), 0.2);
  const x0 = f.x - f.w / 2;
  const x1 = f.x + f.w / 2;
  const top = f.y - f.h;
  const awayRight = S.plan.light.x < f.x;
  switch (f.kind) {
    case 'mountain':
    case 'volcano': {
      const peak: Pt[] = [];
      const n = 12;
      for (let i = 0; i <= n; i++) {
        const t = i / n;
        const tri = 1 - Math.abs(t - 0.5) * 2;
        const flat = f.kind === 'volcano' ? Math.min(tri, 0.84) : tri;
        peak.push([x0 + t * f.w, f.y - flat * f.h * (1 + (i % 2 ? rng.range(-0.08, 0.02) : 0))]);
      }
      const body: Draw = (c) => {
        c.beginPath();
        c.moveTo(x0 - 20, f.y + 30);
        peak.forEach((p) => c.lineTo(...p));
        c.lineTo(x1 + 20, f.y + 30);
        c.closePath();
      };
      S.press.piece(mix, fill(body), { lift: 1.2 });
      // The side away from the light in halftone, carved ridges down the slope.
      S.press.ink(
        S.set.key,
        (c) => {
          body(c);
          c.clip();
          c.beginPath();
          c.moveTo(f.x, top - 10);
          c.lineTo(awayRight ? x1 + 40 : x0 - 40, f.y + 40);
          c.lineTo(f.x + (awayRight ? -1 : 1) * f.w * 0.05, f.y + 40);
          c.closePath();
          c.fill();
        },
        0.5,
      );
      S.press.ink(S.technique === 'lino' || mixLightness(S.set, mix) < 0.35 ? PAPER : S.set.key, (c) => {
        body(c);
        c.clip();
        c.beginPath();
        // Ridges: tapering cuts running down from near the summit, a few per side.
        for (let k = 0; k < 8; k++) {
          const side = k % 2 ? 1 : -1;
          const start = rng.range(0.12, 0.4);
          const len = rng.range(0.25, 0.5);
          const sx = f.x + side * start * f.w * 0.5;
          const sy = top + start * f.h;
          const ex = sx + side * len * f.w * 0.32;
          const ey = sy + len * f.h;
          const w = rng.range(1.5, 3.5);
          c.moveTo(sx, sy);
          c.quadraticCurveTo((sx + ex) / 2 + side * 10, (sy + ey) / 2, ex, ey);
          c.quadraticCurveTo((sx + ex) / 2 + side * 10 + w, (sy + ey) / 2, sx + w * 0.3, sy);
          c.closePath();
        }
        c.fill();
      });
      // (Bare rock in a hot land: `environment.bare`.)
      if (f.kind === 'mountain' && !S.plan.environment.bare) {
        S.press.knock((c) => {
          c.save();
          body(c);
          c.clip();
          c.beginPath();
          c.moveTo(x0, top - 20);
          c.lineTo(x1, top - 20);
          const sy = top + f.h * 0.28;
          for (let x = x1; x >= x0; x -= f.w / 14) c.lineTo(x, sy + rng.range(-1, 1) * f.h * 0.07);
          c.closePath();
          c.fill();
          c.restore();
        });
      } else {
        const lava = brightestInk(S.set, [S.set.key]);
        const craterY = f.y - f.h * 0.84;
        S.press.piece(solid(lava), (c) => {
          c.beginPath();
          circlePath(c, f.x, craterY, f.w * 0.16, 10);
          for (let k = 0; k < 4; k++) {
            const lx = f.x + rng.range(-0.12, 0.12) * f.w;
            c.moveTo(lx - 6, craterY);
            c.lineTo(lx + rng.range(-40, 40), craterY + f.h * rng.range(0.3, 0.6));
            c.lineTo(lx + 6, craterY);
          }
          c.fill();
        });
        smokePlume(S, f.x, craterY, f.w * 0.5, f.h * 1.2, rng);
      }
      break;
    }
    case 'island': {
      const body: Draw = (c) => {
        c.beginPath();
        c.moveTo(x0, f.y);
        c.bezierCurveTo(x0 + f.w * 0.2, top, x1 - f.w * 0.25, top - f.h * 0.1, x1, f.y);
        c.closePath();
      };
      S.press.piece(mix, fill(body), { lift: 1.2 });
      const px = f.x + f.w * 0.1;
      S.press.piece(solid(S.set.key), (c) => {
        c.beginPath();
        c.moveTo(px, top + f.h * 0.3);
        c.quadraticCurveTo(px + 10, top - f.h * 0.6, px + 30, top - f.h * 1.1);
        c.lineTo(px + 36, top - f.h * 1.1);
        c.quadraticCurveTo(px + 18, top - f.h * 0.5, px + 8, top + f.h * 0.3);
        c.closePath();
        for (let k = 0; k < 6; k++) {
          const a = -Math.PI / 2 + (k - 2.5) * 0.55;
          const cx = px + 33;
          const cy = top - f.h * 1.1;
          const l = f.h * 0.9;
          c.moveTo(cx, cy);
          c.quadraticCurveTo(
            cx + Math.cos(a - 0.4) * l * 0.6,
            cy + Math.sin(a - 0.4) * l * 0.6 - 10,
            cx + Math.cos(a) * l,
            cy + Math.sin(a) * l + l * 0.45,
          );
          c.quadraticCurveTo(cx + Math.cos(a) * l * 0.5, cy + Math.sin(a) * l * 0.5 + 6, cx, cy);
        }
        c.fill();
      });
      break;
    }
    case 'iceberg': {
      const pts: Pt[] = [];
      for (let i = 0; i <= 8; i++)
        pts.push([x0 + (i / 8) * f.w, f.y - (i === 0 || i === 8 ? 0 : rng.range(0.45, 1) * f.h)]);
      const above: Draw = (c) => {
        c.beginPath();
        c.moveTo(x0, f.y);
        pts.forEach((p) => c.lineTo(...p));
        c.closePath();
      };
      S.press.piece(tint(byLightness(S.set)[0]!, 0.15), fill(above), { lift: 1.2 });
      S.press.rampLinear(
        byLightness(S.set)[Math.min(1, S.set.inks.length - 1)]!,
        above,
        [awayRight ? x1 : x0, f.y],
        [f.x, top],
        0.7,
        0,
        { steps: 6 },
      );
      S.press.ink(
        byLightness(S.set)[0]!,
        (c) => {
          c.beginPath();
          c.moveTo(x0 - 20, f.y);
          c.lineTo(x1 + 20, f.y);
          c.lineTo(x1 - f.w * 0.1, f.y + f.h * 0.9);
          c.lineTo(x0 + f.w * 0.15, f.y + f.h * 0.8);
          c.closePath();
          c.fill();
        },
        0.4,
        { screen: 'line', angle: 0 },
      );
      break;
    }
    case 'waterfall': {
      const cliff: Draw = (c) => {
        c.beginPath();
        c.rect(x0 - f.w * 0.6, top, f.w * 0.6, f.h + 20);
        c.rect(x1, top, f.w * 0.6, f.h + 20);
      };
      S.press.piece(mix, fill(cliff), { lift: 1.2 });
      const fall = rect(x0, top, x1, f.y);
      S.press.piece(tint(byLightness(S.set)[0]!, 0.25), fill(fall));
      S.press.ink(byLightness(S.set)[Math.min(1, S.set.inks.length - 1)]!, (c) => {
        c.beginPath();
        for (let k = 0; k < 12; k++) {
          const x = x0 + rng.range(0, f.w);
          c.rect(x, top + rng.range(0, f.h * 0.3), rng.range(2, 6), f.h * rng.range(0.4, 0.9));
        }
        c.fill();
      });
      S.press.knock((c) => {
        c.beginPath();
        for (let k = 0; k < 14; k++)
          circlePath(c, x0 + rng.range(-0.1, 1.1) * f.w, f.y + rng.range(-20, 10), rng.range(12, 30));
        c.fill();
      });
      break;
    }
    case 'wave': {
      // A great curling wave: a body of water ink, a curl, and claws of foam.
      const waterMix = S.set.roles.water.length ? S.set.roles.water : mix;
      const body: Draw = (c) => {
        c.beginPath();
        c.moveTo(x0, f.y);
        c.bezierCurveTo(x0 + f.w * 0.3, f.y - f.h * 0.2, x0 + f.w * 0.4, top, x0 + f.w * 0.7, top);
        c.bezierCurveTo(x1, top, x1 + f.w * 0.05, top + f.h * 0.35, x1 - f.w * 0.12, top + f.h * 0.42);
        c.bezierCurveTo(x1 - f.w * 0.2, top + f.h * 0.3, x0 + f.w * 0.7, top + f.h * 0.3, x0 + f.w * 0.65, f.y);
        c.closePath();
      };
      S.press.piece(deepen(S, waterMix, 0.25), fill(body), { lift: 1.5 });
      contours(
        S,
        [
          [x0, f.y - f.h * 0.05],
          [x0 + f.w * 0.3, f.y - f.h * 0.35],
          [x0 + f.w * 0.55, top + f.h * 0.1],
          [x0 + f.w * 0.75, top + f.h * 0.05],
        ],
        body,
        PAPER,
        5,
        12,
        3,
      );
      S.press.knock((c) => {
        c.beginPath();
        for (let k = 0; k < 9; k++) {
          const t = k / 8;
          const cx = x0 + f.w * (0.55 + t * 0.4);
          const cy = top + Math.sin(t * Math.PI) * -f.h * 0.05 + t * f.h * 0.3;
          const r = f.w * 0.045;
          c.moveTo(cx, cy);
          c.quadraticCurveTo(cx + r, cy - r * 1.3, cx + r * 1.8, cy - r * 0.2);
          c.quadraticCurveTo(cx + r * 0.8, cy - r * 0.4, cx + r * 0.6, cy + r * 0.6);
          c.closePath();
          circlePath(c, cx + r * 0.5, cy + r * 0.8, r * 0.35);
        }
        c.fill();
      });
      break;
    }
    case 'tornado': {
      const funnel = deepen(S, S.set.roles.skyTop, 0.6);
      S.press.piece(funnel, (c) => {
        c.beginPath();
        const rows = 14;
        for (let k = 0; k < rows; k++) {
          const t = k / rows;
          const y = top + t * f.h;
          const w = f.w * (1 - t) ** 1.4 * 0.5 + 8;
          const sx = f.x + Math.sin(t * 4 + rng.range(0, 0.5)) * f.w * 0.12 * t;
          circlePath(c, sx, y, w, (f.h / rows) * 0.65);
        }
        c.fill();
      });
      S.press.knock((c) => {
        c.beginPath();
        for (let k = 0; k < 14; k++) {
          const t = k / 14;
          const y = top + t * f.h + 6;
          const w = f.w * (1 - t) ** 1.4 * 0.4;
          const sx = f.x + Math.sin(t * 4) * f.w * 0.12 * t;
          c.moveTo(sx - w, y);
          c.quadraticCurveTo(sx, y + 8, sx + w, y);
        }
        c.lineWidth = 2;
        c.stroke();
      });
      break;
    }
  }
}

/** A rising plume of smoke as dissolving halftone puffs. */
export function smokePlume(S: Sonic, x: number, y: number, w: number, h: number, rng: Rng): void {
  const ink = S.set.key;
  for (let k = 0; k < 7; k++) {
    const t = k / 6;
    const cx = x + Math.sin(t * 3 + rng.range(0, 1)) * w * 0.3 * t;
    const cy = y - t * h;
    const r = w * (0.2 + t * 0.35);
    S.press.rampRadial(ink, null, cx, cy, 0, r, 0.7 * (1 - t * 0.6), 0, { steps: 6 });
  }
}

/** Draws the ground, water or built world of the plan's setting, then its landforms. */
export function land(S: Sonic): void {
  const setting = S.plan.environment.setting;
  const forms = [...S.plan.landforms].sort((a, b) => a.y - b.y);
  const farForms = forms.filter((f) => f.kind !== 'wave' && f.kind !== 'tornado');
  const nearForms = forms.filter((f) => f.kind === 'wave' || f.kind === 'tornado');
  const waterFirst = setting === 'sea' || setting === 'lake' || setting === 'beach';
  if (!waterFirst) for (const f of farForms) landform(S, f);
  switch (setting) {
    case 'hills':
      hills(S);
      break;
    case 'mountains':
      mountains(S);
      break;
    case 'field':
      field(S);
      break;
    case 'forest':
      forest(S);
      break;
    case 'desert':
      desert(S);
      break;
    case 'sea':
      sea(S);
      break;
    case 'lake':
      lake(S);
      break;
    case 'beach':
      beach(S);
      break;
    case 'underwater':
      underwater(S);
      break;
    case 'city':
      city(S);
      break;
    case 'street':
      street(S);
      break;
    case 'road':
      road(S);
      break;
    case 'courtyard':
      courtyard(S);
      break;
    case 'pool':
      pool(S);
      break;
    case 'snow':
      snowField(S);
      break;
    case 'space':
      space(S);
      break;
    case 'interior':
      interior(S);
      break;
    case 'stage':
      stage(S);
      break;
    case 'studio':
      studio(S);
      break;
    case 'sky':
      break;
  }
  if (waterFirst) for (const f of farForms) landform(S, f);
  for (const f of nearForms) landform(S, f);
}

export const SKYLESS = new Set(['underwater', 'space', 'interior', 'stage', 'studio']);
