/**
 * How a lit body's surface answers the light, per material: diffuse (the default, stone, wood, marble, paper,
 * ink), metals that mirror a sky-over-ground horizon (chrome, silver, gold), see-through bodies (glass, ice,
 * crystal, stained glass). Each shader returns a pixel's linear colour and coverage on the geometry grid.
 */
import type { Material } from '../../../shared/contracts/scene-brief.ts';
import { createNoise2, fbm } from './fastnoise.ts';
import type { PlacedSubject } from '../plan.ts';
import type { Rng } from '../random.ts';
import type { Geometry } from './geometry.ts';
import { clamp01, lerp, lin, luma, saturate, scale, smooth, type Lin } from './tone.ts';
import type { World } from './world.ts';

export interface ShadeInput {
  w: World;
  s: PlacedSubject;
  g: Geometry;
  /** Unit direction toward the key light in the subject's own frame (x right, y down, z toward the viewer). */
  L: [number, number, number];
  /** 0..1: how much the light is behind the subject. */
  back: number;
  albedo: Lin;
  key: Lin;
  amb: Lin;
  bounce: Lin;
  rng: Rng;
}

/** Returns the pixel's coverage; writes linear colour into out[0..2]. */
export type Shader = (i: number, j: number, k: number, out: Float32Array) => number;

/** What a mirror-like surface sees: sky above a sharp horizon, dark ground below, the light as a hot spot. */
function envMap(inp: ShadeInput): (rx: number, ry: number, rz: number, out: Lin) => void {
  const { w, L } = inp;
  const indoor = w.ground === 'floor';
  // A photographer's chrome: bright sky to a white-hot horizon, a hard cut, dark ground lightening below.
  const top = scale(w.zenith, indoor ? 1.1 : 1.0);
  const hor = scale(lerp(w.skyHorizon, [1, 1, 1], 0.45), 1.5);
  const edge = scale(lerp(w.shadowCol, w.groundCol, 0.3), 0.35);
  const ground = scale(lerp(w.groundCol, w.skyHorizon, 0.25), 0.8);
  const key = w.light.color;
  return (rx, ry, rz, out) => {
    // ry < 0 looks up (screen y is down).
    if (ry < 0) {
      const t = Math.min(1, -ry * 1.6) ** 0.7;
      out[0] = hor[0] + (top[0] - hor[0]) * t;
      out[1] = hor[1] + (top[1] - hor[1]) * t;
      out[2] = hor[2] + (top[2] - hor[2]) * t;
    } else {
      const t = Math.min(1, ry * 2.2) ** 1.3;
      out[0] = edge[0] + (ground[0] - edge[0]) * t;
      out[1] = edge[1] + (ground[1] - edge[1]) * t;
      out[2] = edge[2] + (ground[2] - edge[2]) * t;
    }
    const d = rx * L[0] + ry * L[1] + rz * L[2];
    const hot = d > 0.88 ? ((d - 0.88) / 0.12) ** 3 * 4 : 0;
    out[0] += key[0] * hot;
    out[1] += key[1] * hot;
    out[2] += key[2] * hot;
  };
}

function cells(rng: Rng, n: number): { x: number; y: number; c: number; tx: number; ty: number }[] {
  return Array.from({ length: n }, (_, i) => ({
    x: rng.next(),
    y: rng.next(),
    c: i,
    tx: rng.range(-0.7, 0.7),
    ty: rng.range(-0.7, 0.7),
  }));
}

/** Nearest and second-nearest cell to (u, v): index and the gap between the two distances (leading lines). */
function voronoi(list: ReturnType<typeof cells>, u: number, v: number): { i: number; gap: number } {
  let d1 = 1e9;
  let d2 = 1e9;
  let best = 0;
  for (let k = 0; k < list.length; k++) {
    const p = list[k]!;
    const d = (p.x - u) ** 2 + (p.y - v) ** 2;
    if (d < d1) {
      d2 = d1;
      d1 = d;
      best = k;
    } else if (d < d2) d2 = d;
  }
  return { i: best, gap: Math.sqrt(d2) - Math.sqrt(d1) };
}

export function shaderFor(material: Material | undefined, inp: ShadeInput): Shader {
  const { g, L, back, albedo, key, amb, bounce, w, rng } = inp;
  const S = g.S;
  const noise = createNoise2(rng.fork('tex'));
  const bound = inp.s.colorBound;
  // Diffuse light at a normal: wrapped Lambert from the key, sky from above, ground bounce from below.
  const wrap = 0.12;
  const diffuse = (nx: number, ny: number, nz: number, out: Lin) => {
    const d = nx * L[0] + ny * L[1] + nz * L[2];
    const kd = Math.max(0, (d + wrap) / (1 + wrap)) * (1 - 0.75 * back);
    const up = 0.5 - 0.5 * ny;
    out[0] = key[0] * kd + amb[0] * up + bounce[0] * (1 - up);
    out[1] = key[1] * kd + amb[1] * up + bounce[1] * (1 - up);
    out[2] = key[2] * kd + amb[2] * up + bounce[2] * (1 - up);
  };
  // Bound colours keep their hue: the light's tint only shifts them a little.
  const keepHue = (light: Lin): Lin => {
    if (!bound) return light;
    const y = luma(light);
    light[0] += (y - light[0]) * 0.7;
    light[1] += (y - light[1]) * 0.7;
    light[2] += (y - light[2]) * 0.7;
    return light;
  };
  const spec = (nx: number, ny: number, nz: number, power: number) => {
    // Blinn half-vector between the light and the viewer (0, 0, 1).
    let hx = L[0];
    let hy = L[1];
    let hz = L[2] + 1;
    const hn = Math.hypot(hx, hy, hz) || 1;
    hx /= hn;
    hy /= hn;
    hz /= hn;
    return Math.max(0, nx * hx + ny * hy + nz * hz) ** power;
  };
  const light: Lin = [0, 0, 0];
  const env: Lin = [0, 0, 0];
  const envAt = envMap(inp);

  switch (material) {
    case 'chrome':
    case 'silver':
    case 'gold': {
      const tint: Lin =
        material === 'gold'
          ? scale(lin('#ffc35a'), 1 / luma(lin('#ffc35a')))
          : material === 'silver'
            ? [0.9, 0.92, 0.95]
            : [1, 1, 1];
      const tintN = scale(tint, material === 'gold' ? 0.75 : 0.95);
      const base = bound && material === 'chrome' ? albedo : undefined;
      return (i, j, k, out) => {
        const nx = g.nx[k]!;
        const ny = g.ny[k]!;
        const nz = g.nz[k]!;
        // Reflect the view ray (0, 0, -1) about the normal; a little noise keeps the bands organic.
        // The object's own height biases what it sees (top reflects sky, bottom the ground): chrome's bands.
        const wob = noise(i * 0.04, j * 0.04) * 0.12 + (j / S - 0.47) * 0.9;
        const rx = 2 * nz * nx;
        const ry = 2 * nz * ny + wob;
        const rz = 2 * nz * nz - 1;
        envAt(rx, ry, rz, env);
        diffuse(nx, ny, nz, light);
        const dm = material === 'silver' ? 0.18 : 0.06;
        for (let c = 0; c < 3; c++) {
          let v = env[c]! * tintN[c]! * 0.9 + light[c]! * dm * tint[c]!;
          if (base) v = v * 0.7 + v * base[c]! * 0.6;
          out[c] = v;
        }
        return g.A[k]!;
      };
    }
    case 'glass':
    case 'ice':
    case 'crystal': {
      const tint =
        material === 'glass'
          ? saturate(lerp(albedo, [0.85, 0.88, 0.92], 0.2), 1.3)
          : lerp(albedo, [0.7, 0.9, 1.0], 0.6);
      const faceted = material !== 'glass';
      const list = cells(rng.fork('facets'), faceted ? 26 : 1);
      return (i, j, k, out) => {
        let nx = g.nx[k]!;
        let ny = g.ny[k]!;
        let nz = g.nz[k]!;
        let edge = 0;
        if (faceted) {
          const c = voronoi(list, i / S, j / S);
          const p = list[c.i]!;
          nx = nx * 0.5 + p.tx * 0.6;
          ny = ny * 0.5 + p.ty * 0.6;
          const n = Math.hypot(nx, ny, nz);
          nx /= n;
          ny /= n;
          nz /= n;
          edge = smooth(0.02, 0.0, c.gap);
        }
        const fres = (1 - nz) ** 1.5;
        const rx = 2 * nz * nx;
        // Glass mostly mirrors the bright part of its surroundings (the sky, the lights).
        const ry = 2 * nz * ny - 0.35;
        const rz = 2 * nz * nz - 1;
        envAt(rx, ry, rz, env);
        const sp = spec(nx, ny, nz, faceted ? 40 : 120) * (faceted ? 3 : 5);
        diffuse(nx, ny, nz, light);
        // Light passing through the body takes its colour (strongest where the glass is thick).
        const through = (0.5 + 0.8 * g.H2[k]!) * (0.6 + back);
        for (let c = 0; c < 3; c++) {
          out[c] =
            env[c]! * (0.15 + 0.85 * fres) +
            tint[c]! * (light[c]! * 0.3 + key[c]! * through * 0.5) +
            key[c]! * (sp + edge * 0.6);
        }
        return g.A[k]! * clamp01(0.45 + 0.5 * fres + edge * 0.5 + sp * 0.2 + (faceted ? 0.15 : 0.1));
      };
    }
    case 'stained-glass': {
      const palette = [...w.plan.colors.all, inp.s.color].map((h) => {
        const c = lin(h);
        return scale(c, 1.3 / Math.max(0.05, Math.max(...c)));
      });
      const list = cells(rng.fork('panes'), 34).map((p, n) => ({ ...p, c: n % palette.length }));
      const lead = scale(w.shadowCol, 0.5);
      const glow = 0.55 + 0.9 * Math.max(back, 0.5) * Math.max(0.4, w.light.strength);
      return (i, j, k, out) => {
        const c = voronoi(list, i / S, j / S);
        const col = palette[list[c.i]!.c]!;
        const shade = 0.75 + 0.35 * noise(i * 0.08, j * 0.08);
        const leadK = Math.max(smooth(0.016, 0.006, c.gap), smooth(0.55, 0.35, g.H1[k]!));
        for (let ch = 0; ch < 3; ch++) out[ch] = col[ch]! * glow * shade * (1 - leadK) + lead[ch]! * leadK;
        return g.A[k]!;
      };
    }
    default: {
      const stone = material === 'stone';
      const wood = material === 'wood';
      const marble = material === 'marble';
      const paper = material === 'paper';
      const ink = material === 'ink';
      let base = albedo;
      if (marble) base = lerp(albedo, [0.85, 0.84, 0.8], 0.65);
      if (paper) base = lerp(albedo, [0.86, 0.83, 0.76], 0.35);
      if (ink) base = scale(lerp(albedo, w.shadowCol, 0.55), 0.7);
      const folds = paper
        ? Array.from({ length: 5 }, () => ({ a: rng.range(0, Math.PI), o: rng.range(0.2, 0.8) }))
        : [];
      const gloss = marble ? 0.5 : wood ? 0.12 : ink ? 0.6 : stone || paper ? 0 : 0.22;
      return (i, j, k, out) => {
        let nx = g.nx[k]!;
        let ny = g.ny[k]!;
        let nz = g.nz[k]!;
        const u = i / S;
        const v = j / S;
        let tex = 1;
        if (stone) {
          const e = 0.02;
          const h0 = fbm(noise, u * 14, v * 14, 4);
          nx -= (fbm(noise, (u + e) * 14, v * 14, 3) - h0) * 4;
          ny -= (fbm(noise, u * 14, (v + e) * 14, 3) - h0) * 4;
          tex = 0.85 + 0.3 * fbm(noise, u * 30 + 7, v * 30, 3);
        } else if (wood) {
          const ring = Math.sin((u * 3 + v * 26 + fbm(noise, u * 4, v * 2, 3) * 3) * Math.PI);
          tex = 0.78 + 0.22 * Math.abs(ring) ** 0.5;
        } else if (marble) {
          const vein = Math.abs(Math.sin((u * 5 + v * 3 + fbm(noise, u * 5, v * 5, 5) * 4) * Math.PI));
          tex = 0.55 + 0.45 * smooth(0.0, 0.2, vein);
        } else if (paper) {
          for (const f of folds) {
            const side = (u - 0.5) * Math.cos(f.a) + (v - 0.5) * Math.sin(f.a) - (f.o - 0.5) * 0.6;
            nx += Math.cos(f.a) * 0.12 * Math.sign(side);
            ny += Math.sin(f.a) * 0.12 * Math.sign(side);
          }
          tex = 0.97 + 0.03 * noise(u * 80, v * 80);
        } else if (ink) {
          tex = 0.8 + 0.45 * smooth(0.2, 0.9, g.H2[k]!) * (0.6 + 0.4 * fbm(noise, u * 9, v * 9, 3));
        }
        if (stone || paper) {
          const n = Math.hypot(nx, ny, nz);
          nx /= n;
          ny /= n;
          nz /= n;
        }
        diffuse(nx, ny, nz, light);
        const lt = keepHue(light);
        const sp = gloss > 0 ? spec(nx, ny, nz, marble || ink ? 60 : 30) * gloss : 0;
        out[0] = base[0] * lt[0] * tex + key[0] * sp;
        out[1] = base[1] * lt[1] * tex + key[1] * sp;
        out[2] = base[2] * lt[2] * tex + key[2] * sp;
        return g.A[k]!;
      };
    }
  }
}
