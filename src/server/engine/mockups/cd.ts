/**
 * CD: a jewel case lying on pale concrete, seen from above and turned a few degrees, the booklet behind its clear
 * lid; the disc, data side up, slid out from under its right edge. Key light from the top left.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { Rng } from '../random.ts';
import type { MockupText } from '../../../shared/contracts/mockups.ts';
import {
  castShadows,
  clamp01,
  develop,
  drawCover,
  grainLayer,
  layer,
  MOCKUP_HEIGHT as H,
  MOCKUP_WIDTH as W,
  paintBackdrop,
  smoothstep,
  studioShadow,
  whiteNoise,
  type Ctx,
  type Rgb,
} from './studio.ts';

const SHADOW_DIR = { x: 0.55, y: 0.83 };
const CONCRETE_SHADOW: Rgb = [38, 38, 40];
/** Pixels per millimetre: the case is 142 × 125 mm, its booklet 120 mm square, the disc 120 mm across. */
const MM = 6.7;
const CASE_W = 142;
const CASE_H = 125;
const BOOKLET = 120;
const BOOKLET_X = 15.5;
const BOOKLET_Y = (CASE_H - BOOKLET) / 2;
/** The lid's hinge strip down the left edge. */
const HINGE_W = 9;
const DISC_R = 60 * MM;

export function drawCd(canvas: Canvas, cover: Canvas, _text: MockupText, rng: Rng) {
  const ctx = canvas.getContext('2d');
  paintBackdrop(
    ctx,
    {
      lit: [214, 213, 208],
      dark: [140, 140, 137],
      light: { x: 360, y: 160, reach: 2400 },
      mottle: 0.07,
      grit: 0.2,
      specks: 260,
    },
    rng.fork('backdrop'),
  );
  // The disc's centre sits just past the case's right edge; the pair is centred in the frame.
  const discOut = DISC_R * 0.15;
  const caseX = (W - (CASE_W * MM + discOut + DISC_R)) / 2;
  const caseY = (H - CASE_H * MM) / 2 + 10;
  const discX = caseX + CASE_W * MM + discOut;
  const discY = caseY + DISC_R * 0.9;

  const disc = drawDisc(rng.fork('disc'));
  // Light passes through the clear hub, so only the metallised ring casts a shadow.
  castShadows(ctx, CONCRETE_SHADOW, studioShadow(3, SHADOW_DIR, 0.85), (c) => {
    c.beginPath();
    c.arc(discX, discY, DISC_R, 0, Math.PI * 2);
    c.arc(discX, discY, DISC_R * 0.33, 0, Math.PI * 2, true);
    c.fill();
  });
  ctx.drawImage(disc, discX - DISC_R - 1, discY - DISC_R - 1);

  ctx.save();
  ctx.translate(caseX + (CASE_W * MM) / 2, caseY + (CASE_H * MM) / 2);
  ctx.rotate(-0.03);
  ctx.scale(MM, MM);
  ctx.translate(-CASE_W / 2, -CASE_H / 2);
  castShadows(ctx, CONCRETE_SHADOW, studioShadow(8, SHADOW_DIR), (c) => {
    c.beginPath();
    c.roundRect(0, 0, CASE_W, CASE_H, 1.2);
    c.fill();
  });
  drawJewelCase(ctx, cover, rng.fork('case'));
  ctx.restore();
  develop(canvas, rng.fork('camera'), { vignette: 0.24, grain: 5 });
}

/** The case in millimetres (the context is scaled): black tray, booklet, then the clear lid over both. */
function drawJewelCase(ctx: Ctx, cover: Canvas, rng: Rng) {
  ctx.fillStyle = '#141416';
  ctx.beginPath();
  ctx.roundRect(0, 0, CASE_W, CASE_H, 1.2);
  ctx.fill();

  drawCover(ctx, cover, BOOKLET_X, BOOKLET_Y, BOOKLET);
  ctx.drawImage(grainLayer(800, 800, rng, 1.3, 0.06), BOOKLET_X, BOOKLET_Y, BOOKLET, BOOKLET);
  // The booklet sits a millimetre under the lid: a thin shade along its edges where the tray's walls are.
  ctx.strokeStyle = 'rgba(0,0,0,0.35)';
  ctx.lineWidth = 0.35;
  ctx.strokeRect(BOOKLET_X + 0.15, BOOKLET_Y + 0.15, BOOKLET - 0.3, BOOKLET - 0.3);

  drawHinge(ctx);
  drawTabs(ctx);
  drawLidGloss(ctx);
}

/** The lid's hinge strip: clear plastic moulded into fine ridges, with the hinge knuckles at top and bottom. */
function drawHinge(ctx: Ctx) {
  ctx.save();
  const strip = ctx.createLinearGradient(0, 0, HINGE_W, 0);
  strip.addColorStop(0, 'rgba(255,255,255,0.16)');
  strip.addColorStop(0.5, 'rgba(255,255,255,0.07)');
  strip.addColorStop(1, 'rgba(255,255,255,0.12)');
  ctx.fillStyle = strip;
  ctx.fillRect(0.4, 0, HINGE_W - 0.4, CASE_H);
  for (let x = 1.4; x < HINGE_W - 0.5; x += 1.15) {
    ctx.fillStyle = 'rgba(255,255,255,0.22)';
    ctx.fillRect(x, 4.5, 0.22, CASE_H - 9);
    ctx.fillStyle = 'rgba(0,0,0,0.45)';
    ctx.fillRect(x + 0.3, 4.5, 0.25, CASE_H - 9);
  }
  for (const y of [0, CASE_H - 4.5]) {
    ctx.fillStyle = 'rgba(255,255,255,0.1)';
    ctx.fillRect(0.4, y, HINGE_W - 0.4, 4.5);
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.fillRect(0.4, y === 0 ? 4.3 : y, HINGE_W - 0.4, 0.2);
  }
  // Where the strip meets the flat lid the plastic turns: a bright line beside a dark one.
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  ctx.fillRect(HINGE_W, 0, 0.25, CASE_H);
  ctx.fillStyle = 'rgba(0,0,0,0.4)';
  ctx.fillRect(HINGE_W + 0.25, 0, 0.3, CASE_H);
  ctx.restore();
}

/** The two clear tabs on the lid's opening edge that hold the booklet. */
function drawTabs(ctx: Ctx) {
  ctx.save();
  for (const y of [9, CASE_H - 9 - 12]) {
    ctx.beginPath();
    ctx.roundRect(BOOKLET_X + BOOKLET - 2.2, y, 4.4, 12, 0.8);
    ctx.fillStyle = 'rgba(230,236,240,0.07)';
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,255,255,0.3)';
    ctx.lineWidth = 0.18;
    ctx.stroke();
  }
  ctx.restore();
}

/** The clear lid: a cool tint, the softbox's streak reflected across it, and bevelled edges catching the light. */
function drawLidGloss(ctx: Ctx) {
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(0, 0, CASE_W, CASE_H, 1.2);
  ctx.clip();
  ctx.fillStyle = 'rgba(205,215,225,0.05)';
  ctx.fillRect(0, 0, CASE_W, CASE_H);
  // A streak across the lid, perpendicular to this axis: a broad glow with a brighter core.
  // Its edge toward the light is crisp (the softbox's rim), the other fades out.
  const streak = ctx.createLinearGradient(20, 10, 100, 90);
  streak.addColorStop(0.0, 'rgba(255,255,255,0)');
  streak.addColorStop(0.36, 'rgba(255,255,255,0.02)');
  streak.addColorStop(0.4, 'rgba(255,255,255,0.2)');
  streak.addColorStop(0.48, 'rgba(255,255,255,0.11)');
  streak.addColorStop(0.62, 'rgba(255,255,255,0.03)');
  streak.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = streak;
  ctx.fillRect(0, 0, CASE_W, CASE_H);
  const falloff = ctx.createLinearGradient(0, 0, CASE_W, CASE_H);
  falloff.addColorStop(0, 'rgba(255,255,255,0.06)');
  falloff.addColorStop(1, 'rgba(0,0,0,0.16)');
  ctx.fillStyle = falloff;
  ctx.fillRect(0, 0, CASE_W, CASE_H);
  ctx.restore();

  // The lid's edge is a millimetre of solid plastic: bright facing the light, dark away from it.
  const bevel = ctx.createLinearGradient(0, 0, CASE_W, CASE_H);
  bevel.addColorStop(0, 'rgba(255,255,255,0.75)');
  bevel.addColorStop(0.5, 'rgba(255,255,255,0.3)');
  bevel.addColorStop(1, 'rgba(255,255,255,0.12)');
  ctx.strokeStyle = bevel;
  ctx.lineWidth = 0.3;
  ctx.beginPath();
  ctx.roundRect(0.25, 0.25, CASE_W - 0.5, CASE_H - 0.5, 1);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(0,0,0,0.3)';
  ctx.lineWidth = 0.25;
  ctx.beginPath();
  ctx.roundRect(0.75, 0.75, CASE_W - 1.5, CASE_H - 1.5, 0.8);
  ctx.stroke();
}

/** One channel of a fully saturated hue (0–1); `n` picks the channel (5 red, 3 green, 1 blue). */
function hueChannel(n: number, h: number): number {
  const k = (n + h * 6) % 6;
  return 1 - Math.max(0, Math.min(k, 4 - k, 1));
}

/**
 * The disc, pixel by pixel: a mirror that reflects the studio as soft greys, split into rainbow fans by its
 * tracks along the line to the light; a clear polycarbonate hub with its stacking ring; the centre hole.
 */
function drawDisc(rng: Rng): Canvas {
  const size = Math.ceil(DISC_R * 2) + 2;
  const c = size / 2;
  const { canvas, ctx } = layer(size, size);
  const image = ctx.createImageData(size, size);
  const data = image.data;
  const noise = whiteNoise(rng);
  // Faint per-radius variation: the spiral of tracks, two samples a pixel.
  const tracks = new Float32Array(Math.ceil(DISC_R * 2) + 4).map(() => noise() * 4);
  const toLight = Math.atan2(-0.83, -0.55) - 0.35;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - c;
      const dy = y + 0.5 - c;
      const d = Math.hypot(dx, dy);
      const r = d / DISC_R;
      const outer = clamp01(DISC_R - d + 0.5);
      const hole = clamp01(d - DISC_R * 0.125 + 0.5);
      if (outer <= 0 || hole <= 0) continue;
      const theta = Math.atan2(dy, dx) - toLight;
      const along = Math.cos(theta);
      // The studio in the mirror: brighter toward the light, darker across.
      const env = 0.5 + 0.5 * Math.cos(2 * theta);
      let rgb: Rgb;
      let alpha = outer * hole;
      if (r < 0.33) {
        const ring = Math.exp(-(((r - 0.26) / 0.006) ** 2)) + Math.exp(-(((r - 0.13) / 0.004) ** 2));
        const v = 225 + 30 * ring;
        rgb = [v, v + 2, v + 5];
        alpha *= 0.1 + 0.12 * env + 0.5 * ring;
      } else {
        const mirror = r < 0.385;
        const base = mirror ? 140 + 75 * env : 100 + 115 * env * env;
        const lobe = along * along;
        const lobe3 = lobe * lobe * lobe;
        const data = smoothstep(0.385, 0.42, r) * (1 - smoothstep(0.95, 0.975, r));
        // A narrow bright fan along the light, and a faint pastel cast over the rest of the tracks.
        const fan = mirror ? 0 : (lobe3 * lobe3 * lobe * 0.75 + 0.06) * data;
        const hue = (Math.sin(theta) * 0.45 + r * 1.6 + 10) % 1;
        const k = fan;
        const sheen = noise() * 2 + tracks[Math.floor(d * 2)]!;
        rgb = [
          base * (1 - k) + (90 + 165 * hueChannel(5, hue)) * k + sheen,
          base * (1 - k) + (90 + 165 * hueChannel(3, hue)) * k + sheen,
          base * (1 - k) + (95 + 160 * hueChannel(1, hue)) * k + 6 + sheen,
        ];
        // The outer rim and the edge of the data area read as thin darker rings.
        const rim = smoothstep(0.975, 0.99, r) * 0.35 + Math.exp(-(((r - 0.385) / 0.004) ** 2)) * 0.25;
        rgb = [rgb[0] * (1 - rim), rgb[1] * (1 - rim), rgb[2] * (1 - rim)];
      }
      const i = (y * size + x) * 4;
      data[i] = rgb[0];
      data[i + 1] = rgb[1];
      data[i + 2] = rgb[2];
      data[i + 3] = alpha * 255;
    }
  }
  ctx.putImageData(image, 0, 0);
  return canvas;
}
