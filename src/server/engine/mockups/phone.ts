/**
 * Phone: a modern phone lying on pale stone paper, turned a few degrees, playing the album in a streaming app's
 * "now playing" screen. The screen is drawn flat at the display's own resolution, then laid under the glass.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { Rng } from '../random.ts';
import type { MockupText } from '../../../shared/contracts/mockups.ts';
import {
  castShadows,
  develop,
  drawCover,
  fitText,
  layer,
  mix,
  paintBackdrop,
  rgba,
  sans,
  studioShadow,
  type Ctx,
  type Rgb,
} from './studio.ts';

const SHADOW_DIR = { x: 0.5, y: 0.87 };
const STONE_SHADOW: Rgb = [48, 46, 46];
/** Pixels per millimetre; the phone is 71.6 × 147.6 mm with 11.5 mm corners. */
const MM = 8.3;
const BODY = { w: 71.6, h: 147.6, r: 11.5 };
/** The metal frame seen from above, and the black border between the glass's edge and the display. */
const FRAME = 0.8;
const BEZEL = 1.5;
const INSET = FRAME + BEZEL;
/** The display in the app's own points (an iPhone-like 393 pt across). */
const PT_W = 393;
const PT_H = Math.round((PT_W * (BODY.h - 2 * INSET)) / (BODY.w - 2 * INSET));
const DISPLAY_PX = (BODY.w - 2 * INSET) * MM;
/** The screen is drawn at this many px per pt and scaled once into place. */
const SCREEN_SCALE = DISPLAY_PX / PT_W;

export function drawPhone(canvas: Canvas, cover: Canvas, text: MockupText, rng: Rng) {
  const ctx = canvas.getContext('2d');
  paintBackdrop(
    ctx,
    {
      lit: [234, 232, 228],
      dark: [168, 166, 163],
      light: { x: 600, y: 260, reach: 2100 },
      mottle: 0.025,
      grit: 0.07,
      specks: 40,
    },
    rng.fork('backdrop'),
  );
  const screen = drawScreen(cover, text);
  ctx.save();
  ctx.translate(1000, 750);
  ctx.rotate(-0.14);
  ctx.scale(MM, MM);
  ctx.translate(-BODY.w / 2, -BODY.h / 2);
  castShadows(ctx, STONE_SHADOW, studioShadow(7, SHADOW_DIR), (c) => {
    c.beginPath();
    c.roundRect(0, 0, BODY.w, BODY.h, BODY.r);
    c.fill();
  });
  drawBody(ctx);
  drawDisplay(ctx, screen);
  ctx.restore();
  develop(canvas, rng.fork('camera'), { vignette: 0.2, grain: 4.5 });
}

/** The side buttons, the metal frame around the edge and the black glass front. */
function drawBody(ctx: Ctx) {
  const metal = ctx.createLinearGradient(0, 0, BODY.w, BODY.h);
  metal.addColorStop(0, '#e4e2de');
  metal.addColorStop(0.45, '#a9a7a3');
  metal.addColorStop(1, '#6d6b68');
  ctx.fillStyle = metal;
  // Buttons stand proud of the frame by half a millimetre: action, volume up and down, and the side button.
  for (const [x, y, h] of [
    [-0.5, 26, 7],
    [-0.5, 39, 11],
    [-0.5, 53, 11],
    [BODY.w - 0.3, 41, 17],
  ] as const) {
    ctx.beginPath();
    ctx.roundRect(x, y, 0.8, h, 0.35);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.roundRect(0, 0, BODY.w, BODY.h, BODY.r);
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(FRAME, FRAME, BODY.w - 2 * FRAME, BODY.h - 2 * FRAME, BODY.r - FRAME);
  ctx.fillStyle = '#050506';
  ctx.fill();
}

/** The screen under the glass, the glass's reflection of the softbox and the light on its rounded edge. */
function drawDisplay(ctx: Ctx, screen: Canvas) {
  const w = BODY.w - 2 * INSET;
  const h = BODY.h - 2 * INSET;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(INSET, INSET, w, h, BODY.r - INSET);
  ctx.clip();
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(screen, INSET, INSET, w, h);
  ctx.restore();

  ctx.save();
  ctx.beginPath();
  ctx.roundRect(FRAME, FRAME, BODY.w - 2 * FRAME, BODY.h - 2 * FRAME, BODY.r - FRAME);
  ctx.clip();
  const glare = ctx.createLinearGradient(0, 0, BODY.w * 0.9, BODY.h * 0.45);
  glare.addColorStop(0, 'rgba(255,255,255,0.1)');
  glare.addColorStop(0.55, 'rgba(255,255,255,0.04)');
  glare.addColorStop(0.56, 'rgba(255,255,255,0.015)');
  glare.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = glare;
  ctx.fillRect(0, 0, BODY.w, BODY.h);
  ctx.restore();

  const rim = ctx.createLinearGradient(0, 0, BODY.w, BODY.h);
  rim.addColorStop(0, 'rgba(255,255,255,0.5)');
  rim.addColorStop(0.5, 'rgba(255,255,255,0.12)');
  rim.addColorStop(1, 'rgba(255,255,255,0.05)');
  ctx.strokeStyle = rim;
  ctx.lineWidth = 0.18;
  ctx.beginPath();
  ctx.roundRect(FRAME + 0.15, FRAME + 0.15, BODY.w - 2 * FRAME - 0.3, BODY.h - 2 * FRAME - 0.3, BODY.r - FRAME);
  ctx.stroke();
}

/** The cover blurred to its colours: a few pixels wide, scaled up smoothly in two steps so no blocks show. */
function blurredCover(cover: Canvas, size: number): Canvas {
  const { canvas: tiny, ctx: tctx } = layer(6, 6);
  drawCover(tctx, cover, 0, 0, 6);
  const { canvas: mid, ctx: mctx } = layer(48, 48);
  mctx.imageSmoothingQuality = 'high';
  // Overscanned, so the soft edges of the tiny image fall outside.
  mctx.drawImage(tiny, -6, -6, 60, 60);
  const { canvas, ctx } = layer(size, size);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(mid, 0, 0, size, size);
  return canvas;
}

/** The "now playing" screen in points: status bar, artwork, title and artist, progress, controls, volume. */
function drawScreen(cover: Canvas, text: MockupText): Canvas {
  const { canvas, ctx } = layer(PT_W * SCREEN_SCALE, PT_H * SCREEN_SCALE);
  ctx.scale(SCREEN_SCALE, SCREEN_SCALE);
  ctx.drawImage(blurredCover(cover, 256), (PT_W - PT_H) / 2, 0, PT_H, PT_H);
  const dim = ctx.createLinearGradient(0, 0, 0, PT_H);
  dim.addColorStop(0, 'rgba(0,0,0,0.45)');
  dim.addColorStop(0.5, 'rgba(0,0,0,0.5)');
  dim.addColorStop(1, 'rgba(0,0,0,0.66)');
  ctx.fillStyle = dim;
  ctx.fillRect(0, 0, PT_W, PT_H);

  drawStatusBar(ctx);
  ctx.fillStyle = 'rgba(255,255,255,0.4)';
  ctx.beginPath();
  ctx.roundRect(PT_W / 2 - 18, 66, 36, 5, 2.5);
  ctx.fill();

  const art = { x: 32, y: 104, side: PT_W - 64 };
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = 40 * SCREEN_SCALE;
  ctx.shadowOffsetY = 14 * SCREEN_SCALE;
  ctx.beginPath();
  ctx.roundRect(art.x, art.y, art.side, art.side, 10);
  ctx.fillStyle = '#000';
  ctx.fill();
  ctx.restore();
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(art.x, art.y, art.side, art.side, 10);
  ctx.clip();
  drawCover(ctx, cover, art.x, art.y, art.side);
  ctx.restore();

  const top = art.y + art.side + 46;
  drawTrackInfo(ctx, text, top);
  drawProgress(ctx, top + 62);
  drawTransport(ctx, top + 168);
  drawVolume(ctx, top + 268);
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.beginPath();
  ctx.roundRect(PT_W / 2 - 70, PT_H - 13, 140, 5, 2.5);
  ctx.fill();
  return canvas;
}

/** Time on the left; signal, Wi-Fi and battery on the right; the dynamic island between. */
function drawStatusBar(ctx: Ctx) {
  ctx.fillStyle = '#000';
  ctx.beginPath();
  ctx.roundRect(PT_W / 2 - 62, 11, 124, 36, 18);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.font = sans(600, 17, '9:41');
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('9:41', 72, 30);
  // Signal: four rising bars.
  for (let i = 0; i < 4; i++) {
    const h = 4 + i * 2.4;
    ctx.beginPath();
    ctx.roundRect(286 + i * 4.6, 35 - h, 3.2, h, 1);
    ctx.fill();
  }
  // Wi-Fi: three arcs over a dot.
  ctx.strokeStyle = '#fff';
  ctx.lineCap = 'round';
  ctx.lineWidth = 2;
  for (const r of [3.4, 7, 10.6]) {
    ctx.beginPath();
    ctx.arc(313.5, 36, r, Math.PI * 1.25, Math.PI * 1.75);
    ctx.stroke();
  }
  // Battery: an outline, its charge, and the terminal nub.
  ctx.globalAlpha = 0.45;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(331, 24.5, 25, 12, 3.5);
  ctx.stroke();
  ctx.beginPath();
  ctx.roundRect(357.5, 28.5, 1.6, 4, 0.8);
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.beginPath();
  ctx.roundRect(333, 26.5, 16, 8, 2);
  ctx.fill();
}

/** Title in bold and artist under it, left-aligned, with the "more" button at the right. */
function drawTrackInfo(ctx: Ctx, text: MockupText, y: number) {
  const maxWidth = PT_W - 64 - 44;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  if (text.title) {
    ctx.fillStyle = '#fff';
    ctx.fillText(fitText(ctx, text.title, 700, 22, maxWidth, 18), 32, y);
  }
  if (text.artist) {
    ctx.fillStyle = 'rgba(255,255,255,0.62)';
    ctx.fillText(fitText(ctx, text.artist, 400, 20, maxWidth, 16), 32, y + (text.title ? 27 : 0));
  }
  // Centred on the lines of text beside it.
  const cy = text.title && text.artist ? y + 6 : y - 7;
  ctx.fillStyle = 'rgba(255,255,255,0.16)';
  ctx.beginPath();
  ctx.arc(PT_W - 46, cy, 15, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fff';
  for (const dx of [-6, 0, 6]) {
    ctx.beginPath();
    ctx.arc(PT_W - 46 + dx, cy, 1.7, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** The scrubber: 1:12 played of 3:45. */
function drawProgress(ctx: Ctx, y: number) {
  const x = 32;
  const w = PT_W - 64;
  const played = 72 / 225;
  ctx.fillStyle = 'rgba(255,255,255,0.22)';
  ctx.beginPath();
  ctx.roundRect(x, y, w, 7, 3.5);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.78)';
  ctx.beginPath();
  ctx.roundRect(x, y, w * played, 7, 3.5);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.5)';
  ctx.font = sans(600, 12, '1:12 3:45');
  ctx.textBaseline = 'top';
  ctx.textAlign = 'left';
  ctx.fillText('1:12', x, y + 15);
  ctx.textAlign = 'right';
  ctx.fillText('3:45', x + w, y + 15);
}

/** Previous, pause and next, drawn as shapes. */
function drawTransport(ctx: Ctx, y: number) {
  ctx.fillStyle = '#fff';
  const skip = (cx: number, dir: 1 | -1) => {
    for (const offset of [-11, 11]) {
      const tipX = cx + offset * dir + 11 * dir;
      ctx.beginPath();
      ctx.moveTo(tipX, y);
      ctx.lineTo(tipX - 22 * dir, y - 13);
      ctx.lineTo(tipX - 22 * dir, y + 13);
      ctx.closePath();
      ctx.fill();
    }
  };
  skip(PT_W / 2 - 95, -1);
  skip(PT_W / 2 + 95, 1);
  for (const dx of [-12, 5]) {
    ctx.beginPath();
    ctx.roundRect(PT_W / 2 + dx, y - 19, 9, 38, 2.5);
    ctx.fill();
  }
}

/** The volume slider between a quiet and a loud speaker. */
function drawVolume(ctx: Ctx, y: number) {
  const speaker = (x: number, waves: number) => {
    ctx.beginPath();
    ctx.moveTo(x, y - 3);
    ctx.lineTo(x + 3.5, y - 3);
    ctx.lineTo(x + 8, y - 7);
    ctx.lineTo(x + 8, y + 7);
    ctx.lineTo(x + 3.5, y + 3);
    ctx.lineTo(x, y + 3);
    ctx.closePath();
    ctx.fill();
    ctx.lineWidth = 1.6;
    for (let i = 1; i <= waves; i++) {
      ctx.beginPath();
      ctx.arc(x + 8, y, 3 + i * 3.5, -0.8, 0.8);
      ctx.stroke();
    }
  };
  ctx.fillStyle = 'rgba(255,255,255,0.55)';
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.lineCap = 'round';
  speaker(32, 0);
  speaker(PT_W - 52, 2);
  const x = 58;
  const w = PT_W - 58 - 64;
  ctx.fillStyle = 'rgba(255,255,255,0.22)';
  ctx.beginPath();
  ctx.roundRect(x, y - 3.5, w, 7, 3.5);
  ctx.fill();
  ctx.fillStyle = rgba(mix([255, 255, 255], [200, 200, 200], 0.2), 0.78);
  ctx.beginPath();
  ctx.roundRect(x, y - 3.5, w * 0.62, 7, 3.5);
  ctx.fill();
}
