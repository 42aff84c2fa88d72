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
import { sampleEnv, type EnvMap } from './envmap.ts';
import { clamp01, lerp, lin, luma, saturate, scale, smooth, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

export interface ShadeInput {
  w: World;
  s: PlacedSubject;
  g: Geometry;
  /** Unit direction toward the key light in the subject's own frame (x right, y down, z toward the viewer). */
  L: [number, number, number];
  /** 0..1: how much the light is behind the subject. */
  back: number;
  /** 0..1: how much the subject shows as a silhouette (against the light, at dusk, at night). */
  sil: number;
  /** Stands on the ground: darkens where it meets it. */
  grounded: boolean;
  /** The environment as drawn, for mirrors; and where the subject's square lies in the picture (units). */
  env?: EnvMap;
  frame: { x: number; y: number; side: number; flip: boolean };
  albedo: Lin;
  /**
   * The subject's colour drawing at the shading grid's size (linear RGB a pixel, and its coverage): the surface
   * colour where it covers, `albedo` elsewhere. Only the default (unmaterialled) surface reads it.
   */
  albedoMap?: { rgb: Float32Array; alpha: Float32Array };
  key: Lin;
  amb: Lin;
  bounce: Lin;
  /** Fill from the camera (the hero in low light); black when there is none. */
  front: Lin;
  rng: Rng;
}

/** The linear level above which gold's highlights roll off (0.85 + 0.12 at most: never white). */
const GOLD_KNEE = 0.85;

/** Returns the pixel's coverage; writes linear colour into out[0..2]. */
export type Shader = (i: number, j: number, k: number, out: Float32Array) => number;

/**
 * What a mirror-like surface sees: sky above a sharp horizon, darker ground below, the light as a hot spot. With
 * the scene's own picture at hand the sky and ground are sampled from it (around where the ray points), so a
 * chrome rose in a pink studio shows pink and a gold crown at sunset shows the sunset.
 */
function envMap(inp: ShadeInput): (rx: number, ry: number, rz: number, out: Lin, px?: number, py?: number) => void {
  const { w, L, env } = inp;
  const indoor = w.ground === 'floor';
  // A photographer's chrome: bright sky to a white-hot horizon, a hard cut, dark ground lightening below.
  const top = scale(w.zenith, indoor ? 1.1 : 1.0);
  const hor = scale(lerp(w.skyHorizon, [1, 1, 1], 0.45), 1.5);
  const edge = scale(lerp(w.shadowCol, w.groundCol, 0.3), 0.35);
  const ground = scale(lerp(w.groundCol, w.skyHorizon, 0.25), 0.8);
  const key = w.light.color;
  const hy = Math.min(w.skyBottom, 940);
  const hasGround = w.ground !== 'none' && w.ground !== 'floor' && w.horizon < 990;
  const s: Lin = [0, 0, 0];
  const up: Lin = [0, 0, 0];
  const down: Lin = [0, 0, 0];
  return (rx, ry, rz, out, px = 500, py = 500) => {
    // ry < 0 looks up (screen y is down). Sky and ground meet in a hard (but not aliased) horizon line.
    const t0 = Math.min(1, Math.max(0, -ry) * 1.6) ** 0.7;
    up[0] = hor[0] + (top[0] - hor[0]) * t0;
    up[1] = hor[1] + (top[1] - hor[1]) * t0;
    up[2] = hor[2] + (top[2] - hor[2]) * t0;
    const t1 = Math.min(1, Math.max(0, ry) * 2.2) ** 1.3;
    down[0] = edge[0] + (ground[0] - edge[0]) * t1;
    down[1] = edge[1] + (ground[1] - edge[1]) * t1;
    down[2] = edge[2] + (ground[2] - edge[2]) * t1;
    if (env) {
      // The scene itself, around where the ray points: its sky above the cut, its ground (or a dark floor) below.
      sampleEnv(env, px + rx * 420, hy - 20 - t0 * (hy - 30), s);
      up[0] = up[0] * 0.15 + s[0] * 0.9;
      up[1] = up[1] * 0.15 + s[1] * 0.9;
      up[2] = up[2] * 0.15 + s[2] * 0.9;
      // A mirror shows its surroundings, not a blown-out sheet: the brightest sky stays below paper white.
      const y = luma(up);
      if (y > 0.75) {
        const k = (0.75 + (y - 0.75) * 0.3) / y;
        up[0] *= k;
        up[1] *= k;
        up[2] *= k;
      }
      const gy = hasGround ? hy + 15 + t1 * (U - hy - 20) : py;
      sampleEnv(env, px - rx * 300, gy, s);
      const k = hasGround ? 0.8 : 0.3;
      down[0] = down[0] * (1 - k * 0.6) + s[0] * k * 0.6;
      down[1] = down[1] * (1 - k * 0.6) + s[1] * k * 0.6;
      down[2] = down[2] * (1 - k * 0.6) + s[2] * k * 0.6;
    }
    const m = smooth(-0.05, 0.05, ry);
    out[0] = up[0] + (down[0] - up[0]) * m;
    out[1] = up[1] + (down[1] - up[1]) * m;
    out[2] = up[2] + (down[2] - up[2]) * m;
    const d = rx * L[0] + ry * L[1] + rz * L[2];
    const hot = d > 0.9 ? ((d - 0.9) / 0.1) ** 3 * 3 : 0;
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
  const { g, L, back, albedo, key, amb, bounce, front, w, rng } = inp;
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
      const fr = inp.frame;
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
        envAt(rx, ry, rz, env, fr.x + (i / S - 0.5) * fr.side * (fr.flip ? -1 : 1), fr.y + (j / S - 0.5) * fr.side);
        diffuse(nx, ny, nz, light);
        const dm = material === 'silver' ? 0.18 : 0.06;
        for (let c = 0; c < 3; c++) {
          let v = env[c]! * tintN[c]! * 0.9 + light[c]! * dm * tint[c]!;
          if (base) v = v * 0.7 + v * base[c]! * 0.6;
          out[c] = v;
        }
        // Gold stays gold where it mirrors a white-hot horizon: its brightest channel rolls off instead of clipping,
        // which left a white cap over a gold ox's back.
        if (material === 'gold') {
          const peak = Math.max(out[0]!, out[1]!, out[2]!);
          if (peak > GOLD_KNEE) {
            const k2 = (GOLD_KNEE + (1 - Math.exp(-(peak - GOLD_KNEE) * 2)) * 0.12) / peak;
            for (let c = 0; c < 3; c++) out[c] = out[c]! * k2;
          }
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
      const sil = inp.sil;
      let base = albedo;
      if (marble) base = lerp(albedo, [0.85, 0.84, 0.8], 0.65);
      if (paper) base = lerp(albedo, [0.86, 0.83, 0.76], 0.35);
      if (ink) base = scale(lerp(albedo, w.shadowCol, 0.55), 0.7);
      // Nothing real is pure black: a lit body needs some albedo for its form to read. In silhouette the
      // colour matters less and goes toward grey (the light decides the hue).
      const floor = 0.07 * (1 - sil) + 0.025 * sil;
      const natural = (c: Lin, least = floor): Lin => {
        const y = luma(c);
        const lifted = y < least ? lerp(c, [least, least, least], 1 - y / least) : c;
        return saturate(lifted, 1 - 0.3 * sil);
      };
      if (!bound) base = natural(base);
      // A drawing's dark markings (a mane, an eye) are meant to be dark: only lift them off pure black.
      const markFloor = floor * 0.2;
      const map = material ? undefined : inp.albedoMap;
      const texel: Lin = [0, 0, 0];
      const folds = paper
        ? Array.from({ length: 5 }, () => ({ a: rng.range(0, Math.PI), o: rng.range(0.2, 0.8) }))
        : [];
      const b = g.bounds;
      const bw = Math.max(0.05, b.u1 - b.u0);
      const bh = Math.max(0.05, b.v1 - b.v0);
      const cu = (b.u0 + b.u1) / 2;
      const cv = (b.v0 + b.v1) / 2;
      const ext = Math.max(bw, bh);
      const l2 = Math.hypot(L[0], L[1]);
      const gx = l2 > 1e-3 ? L[0] / l2 : 0;
      const gy = l2 > 1e-3 ? L[1] / l2 : 0;
      // How much of the key reaches the face we see: none in silhouette.
      const keyK = (1 - sil) * (1 - 0.5 * back);
      // Against the light the face we see is lit only by the dim sky opposite it.
      const fillK = 1 - 0.6 * sil;
      // Broad sheen only (no specular blob): marble and wet ink have a soft glint, nothing else does.
      const sheen = marble ? 0.25 : ink ? 0.3 : 0;
      // Light passing through thin parts of a backlit body (ears, fins, petals, leaves) glows with its colour.
      const glowK = sil * Math.max(back, 0.35) * 0.4;
      const glowCol = key;
      const through: Lin = [
        glowCol[0] * (0.35 + (0.65 * base[0]) / Math.max(0.05, luma(base))) * 0.5,
        glowCol[1] * (0.35 + (0.65 * base[1]) / Math.max(0.05, luma(base))) * 0.5,
        glowCol[2] * (0.35 + (0.65 * base[2]) / Math.max(0.05, luma(base))) * 0.5,
      ];
      const grounded = inp.grounded;
      return (i, j, k, out) => {
        let nx = g.bx[k]!;
        let ny = g.by[k]!;
        let nz = g.bz[k]!;
        const u = i / S;
        const v = j / S;
        // Fine surface: grain and a faint directional streak (fur, bark, brushed paint), low contrast.
        let tex = 1 + 0.07 * fbm(noise, u * 46, v * 46, 2) + 0.04 * noise(u * 150 + v * 20, v * 34);
        if (stone) {
          const e = 0.02;
          const h0 = fbm(noise, u * 14, v * 14, 4);
          nx -= (fbm(noise, (u + e) * 14, v * 14, 3) - h0) * 3;
          ny -= (fbm(noise, u * 14, (v + e) * 14, 3) - h0) * 3;
          tex = 0.85 + 0.3 * fbm(noise, u * 30 + 7, v * 30, 3);
        } else if (wood) {
          const ring = Math.sin((u * 3 + v * 26 + fbm(noise, u * 4, v * 2, 3) * 3) * Math.PI);
          tex *= 0.8 + 0.2 * Math.abs(ring) ** 0.5;
        } else if (marble) {
          const vein = Math.abs(Math.sin((u * 5 + v * 3 + fbm(noise, u * 5, v * 5, 5) * 4) * Math.PI));
          tex = 0.6 + 0.4 * smooth(0.0, 0.2, vein);
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
        // Key: a broad wrap across the form, and brighter toward the light across the whole body.
        const d = nx * L[0] + ny * L[1] + nz * L[2];
        const across = ((u - cu) * gx + (v - cv) * gy) / ext;
        let kd = Math.max(0, (d + 0.25) / 1.25) * keyK;
        kd *= Math.max(0.45, Math.min(1.25, 0.85 + across * 0.9 * l2));
        // Sky fill from above and ground bounce from below, by the body's height as much as by its normal.
        const vr = (v - b.v0) / bh;
        const up = clamp01(0.55 - 0.45 * ny + 0.35 * (0.5 - vr));
        const fz = Math.max(0, nz);
        light[0] = key[0] * kd + (amb[0] * up + bounce[0] * (1 - up)) * fillK + front[0] * fz;
        light[1] = key[1] * kd + (amb[1] * up + bounce[1] * (1 - up)) * fillK + front[1] * fz;
        light[2] = key[2] * kd + (amb[2] * up + bounce[2] * (1 - up)) * fillK + front[2] * fz;
        const lt = keepHue(light);
        // Occlusion where a standing body meets the ground.
        const ao = grounded ? 1 - 0.35 * smooth(0.86, 1, vr) : 1;
        // The drawing's own lines, in silhouette: a faint catch of light (lit, they are marked at full size).
        const e = g.edge[k]!;
        const t = tex * ao;
        let surface = base;
        if (map) {
          // The drawing's colour where it covers the pixel (its markings and shading), the body's elsewhere.
          const a = map.alpha[k]!;
          texel[0] = map.rgb[k * 3]! * a + base[0] * (1 - a);
          texel[1] = map.rgb[k * 3 + 1]! * a + base[1] * (1 - a);
          texel[2] = map.rgb[k * 3 + 2]! * a + base[2] * (1 - a);
          surface = natural(texel, markFloor);
        }
        out[0] = surface[0] * lt[0] * t;
        out[1] = surface[1] * lt[1] * t;
        out[2] = surface[2] * lt[2] * t;
        if (glowK > 0.01) {
          const thin = clamp01(1 - g.H2[k]! * 1.45) * glowK + e * sil * 0.006;
          out[0] += through[0] * thin;
          out[1] += through[1] * thin;
          out[2] += through[2] * thin;
        }
        if (sheen > 0) {
          const sp = spec(nx, ny, nz, 12) * sheen * keyK;
          out[0] += key[0] * sp;
          out[1] += key[1] * sp;
          out[2] += key[2] * sp;
        }
        return g.A[k]!;
      };
    }
  }
}
