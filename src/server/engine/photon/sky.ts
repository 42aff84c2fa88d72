/**
 * The sky: a real gradient from zenith to the horizon's airlight, with the light's glow scattered around it
 * (tight core, wide halo, spread along the horizon when the sun is low), all in linear light.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawField, paintField } from './fields.ts';
import { clamp01, luma, saturate, scale, type Lin } from './tone.ts';
import { U, type World } from './world.ts';

export type SkyFn = (x: number, y: number, out: Float32Array | Lin) => void;

/** The sky's linear colour at a point (below the horizon it is mirrored: what calm water reflects). */
export function skyFunction(w: World): SkyFn {
  const { zenith: z, skyHorizon: h, light } = w;
  const bottom = Math.min(w.skyBottom, U);
  const outdoorLight = light.kind === 'sun' || light.kind === 'moon';
  const moon = light.kind === 'moon';
  const low = clamp01(1 - (w.horizon - light.y) / 380);
  // A sky already near white has no headroom for glow: it would only wash out around the light.
  const headroom = 0.1 + clamp01(1.25 - luma(h) * 1.4);
  const glowK = outdoorLight ? (moon ? 0.4 : 1) * (0.3 + light.strength) * (1 - 0.8 * w.gloom) * headroom : 0.2;
  const golden = w.time === 'golden' || w.time === 'dusk' || w.time === 'dawn' ? 1 : 0;
  // The glow in the light's hue at about paper-white brightness; the core burns past it.
  const gc = saturate(scale(light.color, 1 / Math.max(0.05, luma(light.color))), 1.35);
  const core = moon ? 0.02 : 0.035;
  const mid = moon ? 0.08 : 0.12 + 0.05 * golden;
  const wide = moon ? 0.25 : 0.4 + 0.15 * golden;
  const wCore = (moon ? 0.3 : 0.75) * glowK;
  const wMid = (moon ? 0.12 : 0.22 + 0.1 * golden) * glowK;
  const wWide = (moon ? 0.04 : 0.08 + 0.1 * golden) * glowK;
  // Under heavy weather the horizon is the brightest part: light from beyond the storm's edge.
  const stormBand = w.gloom > 0.5 ? 0.6 * w.gloom : 0;
  const flatten = 1 + low * 1.6;
  return (x, y, out) => {
    const yy = y > w.horizon ? 2 * w.horizon - y : y;
    const t = clamp01(yy / bottom);
    const tt = t ** 1.6;
    // Airlight: the last tenth above the horizon is brighter and closer to the haze colour.
    const air = clamp01((t - 0.82) / 0.18) ** 2 * 0.18;
    const band = clamp01((t - 0.5) / 0.5) ** 2 * stormBand * 2.2;
    let r = z[0] + (h[0] - z[0]) * tt;
    let g = z[1] + (h[1] - z[1]) * tt;
    let b = z[2] + (h[2] - z[2]) * tt;
    r += (w.haze[0] - r) * air + r * air * 0.4;
    g += (w.haze[1] - g) * air + g * air * 0.4;
    b += (w.haze[2] - b) * air + b * air * 0.4;
    r += h[0] * band;
    g += h[1] * band;
    b += h[2] * band;
    const dx = (x - light.x) / U;
    const dy = ((yy - light.y) / U) * flatten;
    const d = Math.sqrt(dx * dx + dy * dy);
    const k = wCore * Math.exp(-d / core) + wMid * Math.exp(-d / mid) + wWide * Math.exp(-d / wide);
    out[0] = r + gc[0] * k;
    out[1] = g + gc[1] * k;
    out[2] = b + gc[2] * k;
  };
}

/** Paints the sky over the part of the square above the horizon (a little below it, so edges never gap). */
export function drawSky(ctx: SKRSContext2D, w: World): void {
  const sky = skyFunction(w);
  const y1 = Math.min(U, w.skyBottom + 30);
  // The sky holds no detail finer than its glow's core: a coarser grid is enough.
  const f = paintField(w, { x0: 0, y0: 0, x1: U, y1 }, false, (x, y, out) => sky(x, Math.min(y, w.horizon), out), 0.6);
  drawField(ctx, f);
}
