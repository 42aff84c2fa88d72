/**
 * Vinyl: a flat lay seen from above. The sleeve lies on warm paper with the record slid two thirds out to its
 * right, label and spindle hole showing; a soft key light from the top left.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { Rng } from '../random.ts';
import type { MockupText } from '../../../shared/contracts/mockups.ts';
import {
  castShadows,
  clamp01,
  coverAccent,
  develop,
  drawCover,
  fitText,
  grainLayer,
  layer,
  luminance,
  mix,
  MOCKUP_HEIGHT as H,
  MOCKUP_WIDTH as W,
  paintBackdrop,
  rgba,
  sans,
  smoothstep,
  studioShadow,
  whiteNoise,
  type Ctx,
  type Rgb,
} from './studio.ts';

/** Light comes from the top left: shadows fall to the bottom right, along this unit vector. */
const SHADOW_DIR = { x: 0.55, y: 0.83 };
const PAPER_SHADOW: Rgb = [62, 48, 38];

// A 12-inch record is 302 mm across in a 314 mm sleeve; its label is 100 mm and its spindle hole 7.2 mm.
const SLEEVE = 1000;
const RECORD_R = (SLEEVE * 302) / 314 / 2;
const LABEL_R = RECORD_R * (100 / 302);
const HOLE_R = RECORD_R * (3.6 / 151);
/** How far the record's centre sits right of the sleeve's: enough to show the whole label. */
const PULL = SLEEVE * 0.68;

export function drawVinyl(canvas: Canvas, cover: Canvas, text: MockupText, rng: Rng) {
  const ctx = canvas.getContext('2d');
  paintBackdrop(
    ctx,
    {
      lit: [226, 220, 211],
      dark: [164, 156, 146],
      light: { x: 420, y: 180, reach: 2300 },
      mottle: 0.03,
      grit: 0.08,
      specks: 60,
    },
    rng.fork('backdrop'),
  );
  const sleeveX = (W - (SLEEVE / 2 + PULL + RECORD_R)) / 2;
  const sleeveY = (H - SLEEVE) / 2;
  const cx = sleeveX + SLEEVE / 2 + PULL;
  const cy = sleeveY + SLEEVE / 2;

  const accent = coverAccent(cover);
  const record = drawRecord(rng.fork('grooves'), accent, text);
  castShadows(ctx, PAPER_SHADOW, studioShadow(4, SHADOW_DIR, 0.9), (c) => {
    c.beginPath();
    c.arc(cx, cy, RECORD_R, 0, Math.PI * 2);
    c.fill();
  });
  ctx.drawImage(record, cx - RECORD_R - 1, cy - RECORD_R - 1);

  castShadows(ctx, PAPER_SHADOW, studioShadow(5, SHADOW_DIR), (c) => {
    c.beginPath();
    c.roundRect(sleeveX, sleeveY, SLEEVE, SLEEVE, 3);
    c.fill();
  });
  drawSleeve(ctx, cover, sleeveX, sleeveY, rng.fork('sleeve'));
  develop(canvas, rng.fork('camera'), { vignette: 0.22, grain: 5 });
}

/** The sleeve: the cover printed on card, with paper tooth, light falloff, edge wear and the record's ring. */
function drawSleeve(ctx: Ctx, cover: Canvas, x: number, y: number, rng: Rng) {
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x, y, SLEEVE, SLEEVE, 3);
  ctx.clip();
  drawCover(ctx, cover, x, y, SLEEVE);

  ctx.drawImage(grainLayer(SLEEVE, SLEEVE, rng, 1.4, 0.09), x, y);
  ctx.globalCompositeOperation = 'soft-light';
  const light = ctx.createLinearGradient(x, y, x + SLEEVE, y + SLEEVE);
  light.addColorStop(0, 'rgba(255,255,255,0.32)');
  light.addColorStop(0.5, 'rgba(128,128,128,0)');
  light.addColorStop(1, 'rgba(0,0,0,0.3)');
  ctx.fillStyle = light;
  ctx.fillRect(x, y, SLEEVE, SLEEVE);

  // The record inside presses a faint ring into the card: lit on the side facing the light, shaded opposite.
  ctx.globalCompositeOperation = 'source-over';
  const ring = (dx: number, colour: string) => {
    ctx.strokeStyle = colour;
    ctx.lineWidth = 26;
    ctx.shadowColor = colour;
    ctx.shadowBlur = 40;
    ctx.beginPath();
    ctx.arc(x + SLEEVE / 2 + dx, y + SLEEVE / 2 + dx, RECORD_R - 4, 0, Math.PI * 2);
    ctx.stroke();
  };
  ring(-7, 'rgba(255,255,255,0.03)');
  ring(7, 'rgba(0,0,0,0.04)');
  ctx.shadowBlur = 0;
  ctx.shadowColor = 'transparent';
  ctx.restore();

  drawCardEdges(ctx, x, y, SLEEVE);
}

/** Card edges catch the light on the sides facing it and fall into shade on the others. */
function drawCardEdges(ctx: Ctx, x: number, y: number, side: number) {
  ctx.save();
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  const edge = (x0: number, y0: number, x1: number, y1: number, colour: string) => {
    ctx.strokeStyle = colour;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.stroke();
  };
  edge(x + 3, y + 1, x + side - 3, y + 1, 'rgba(255,255,255,0.5)');
  edge(x + 1, y + 3, x + 1, y + side - 3, 'rgba(255,255,255,0.38)');
  edge(x + side - 1, y + 3, x + side - 1, y + side - 3, 'rgba(0,0,0,0.28)');
  edge(x + 3, y + side - 1, x + side - 3, y + side - 1, 'rgba(0,0,0,0.34)');
  ctx.restore();
}

/** Per-radius groove brightness, 4 samples a pixel: fine random ridges, louder and quieter passages, track gaps. */
function grooveProfile(rng: Rng): Float32Array {
  const n = Math.ceil(RECORD_R * 4) + 4;
  const g = new Float32Array(n);
  const inner = RECORD_R * 0.4 * 4;
  const outer = RECORD_R * 0.955 * 4;
  const gaps = Array.from({ length: rng.int(4, 6) }, () => rng.range(inner + 40, outer - 40));
  let slow = 0.5;
  let smooth = 0.5;
  for (let i = 0; i < n; i++) {
    if (i < inner || i > outer) continue;
    slow = clamp01(slow + rng.gauss() * 0.02 + (0.55 - slow) * 0.01);
    smooth = smooth * 0.45 + rng.next() * 0.55;
    const gap = gaps.some((c) => Math.abs(i - c) < 5) ? 0 : 1;
    g[i] = gap * (0.3 + 0.35 * slow + 0.35 * smooth);
  }
  return g;
}

/**
 * The record, drawn pixel by pixel on its own canvas: black vinyl whose grooves catch the key light in the
 * two-lobed "bow tie" sheen of a real record, a glossy run-out and rim, then the paper label and the hole.
 */
function drawRecord(rng: Rng, accent: Rgb, text: MockupText): Canvas {
  const size = Math.ceil(RECORD_R * 2) + 2;
  const c = size / 2;
  const { canvas, ctx } = layer(size, size);
  const image = ctx.createImageData(size, size);
  const data = image.data;
  const grooves = grooveProfile(rng);
  // The bow tie points at the light (top left) and away from it.
  const toLight = Math.atan2(-0.83, -0.55) + 0.25;
  const lx = Math.cos(toLight);
  const ly = Math.sin(toLight);
  const noise = whiteNoise(rng);
  // The softbox's mirror image on the glossy parts, up and left of centre.
  const gx = c - RECORD_R * 0.42;
  const gy = c - RECORD_R * 0.5;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = x + 0.5 - c;
      const dy = y + 0.5 - c;
      const d = Math.hypot(dx, dy);
      const alpha = clamp01(RECORD_R - d + 0.5);
      if (alpha <= 0) continue;
      const groove = grooves[Math.floor(d * 4)] ?? 0;
      const along = (dx * lx + dy * ly) / (d + 1e-6);
      const lobe = along * along;
      const lobe4 = lobe * lobe * lobe * lobe;
      const sheen = lobe4 * lobe4 * lobe * lobe * (0.5 + 0.5 * (d / RECORD_R));
      const broad = lobe ** 2;
      const gloss = Math.exp(-((x - gx) ** 2 + (y - gy) ** 2) / (RECORD_R * RECORD_R * 0.12));
      const rim = smoothstep(RECORD_R * 0.975, RECORD_R * 0.99, d);
      const smoothPart = groove === 0 ? 1 : 0.25;
      let v = 13 + 150 * sheen * groove + 26 * broad * groove + 34 * gloss * smoothPart + 22 * rim * broad;
      v += noise() * 1.5;
      const i = (y * size + x) * 4;
      data[i] = v;
      data[i + 1] = v;
      data[i + 2] = v * 1.04 + 1;
      data[i + 3] = alpha * 255;
    }
  }
  ctx.putImageData(image, 0, 0);
  drawLabel(ctx, c, accent, text, rng.fork('label'));
  ctx.globalCompositeOperation = 'destination-out';
  ctx.beginPath();
  ctx.arc(c, c, HOLE_R, 0, Math.PI * 2);
  ctx.fill();
  return canvas;
}

/** The centre label: printed paper in the cover's accent colour, turned as the record happened to stop. */
function drawLabel(ctx: Ctx, c: number, accent: Rgb, text: MockupText, rng: Rng) {
  const paper = mix(accent, [236, 230, 218], luminance(accent) > 0.8 ? 0.1 : 0);
  const ink: Rgb = luminance(paper) > 0.55 ? [28, 24, 22] : [246, 240, 230];
  ctx.save();
  ctx.translate(c, c);
  ctx.rotate(rng.range(-0.5, 0.3));
  ctx.beginPath();
  ctx.arc(0, 0, LABEL_R, 0, Math.PI * 2);
  ctx.fillStyle = rgba(paper);
  ctx.fill();
  ctx.clip();

  ctx.fillStyle = rgba(ink, 0.92);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  if (text.artist) {
    ctx.letterSpacing = '2px';
    const artist = fitText(ctx, text.artist.toUpperCase(), 700, 21, LABEL_R * 1.45, 12);
    ctx.fillText(artist, 0, -LABEL_R * 0.42);
  }
  if (text.title) {
    ctx.letterSpacing = '0px';
    const title = fitText(ctx, text.title, 500, 19, LABEL_R * 1.4, 12);
    ctx.fillText(title, 0, LABEL_R * 0.5);
  }
  ctx.letterSpacing = '1.5px';
  ctx.font = sans(600, 11, 'SIDE A STEREO');
  ctx.fillStyle = rgba(ink, 0.7);
  ctx.fillText('SIDE A', -LABEL_R * 0.58, 4);
  ctx.fillText('STEREO', LABEL_R * 0.58, 4);
  ctx.strokeStyle = rgba(ink, 0.35);
  ctx.lineWidth = 1.2;
  ctx.beginPath();
  ctx.arc(0, 0, LABEL_R * 0.8, Math.PI * 1.08, Math.PI * 1.92);
  ctx.stroke();

  // Paper is matte: a broad soft light over it, and a dark ring where it meets the vinyl.
  const shade = ctx.createRadialGradient(-LABEL_R * 0.4, -LABEL_R * 0.5, 0, 0, 0, LABEL_R * 1.2);
  shade.addColorStop(0, 'rgba(255,255,255,0.14)');
  shade.addColorStop(1, 'rgba(0,0,0,0.16)');
  ctx.fillStyle = shade;
  ctx.fillRect(-LABEL_R, -LABEL_R, LABEL_R * 2, LABEL_R * 2);
  ctx.strokeStyle = 'rgba(0,0,0,0.35)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(0, 0, LABEL_R - 1, 0, Math.PI * 2);
  ctx.stroke();
  ctx.strokeStyle = rgba(ink, 0.12);
  ctx.beginPath();
  ctx.arc(0, 0, HOLE_R * 2.2, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}
