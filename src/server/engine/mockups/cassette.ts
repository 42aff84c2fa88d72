/**
 * Cassette: a smoky Norelco case standing on a paper sweep, turned to show the J-card's front (the cover above a
 * lettered band) and its spine, with the tape itself standing beside it. Key light high and to the front left.
 */
import type { Canvas } from '@napi-rs/canvas';
import type { Rng } from '../random.ts';
import type { MockupText } from '../../../shared/contracts/mockups.ts';
import {
  faceLight,
  faceSize,
  castOutline,
  fillPolygon,
  footprint,
  onFace,
  STANDING_CAST,
  STANDING_CONTACT,
  type Box,
  type Camera,
  type Face,
  type Vec3,
} from './box.ts';
import {
  castShadows,
  coverAccent,
  develop,
  drawCover,
  fitText,
  grainLayer,
  layer,
  luminance,
  mix,
  paintBackdrop,
  rgba,
  sans,
  type Ctx,
  type Rgb,
} from './studio.ts';

const LIGHT: Vec3 = unit({ x: -0.35, y: 0.8, z: 0.6 });
const SWEEP_SHADOW: Rgb = [70, 56, 44];
/** A long lens a little above the objects; the world's origin (the case's back left corner) sits at (300, 1180). */
const CAMERA: Camera = { pitch: (13 * Math.PI) / 180, scale: 8.4, ox: 300, oy: 1180 };

// A Norelco case is 70 × 109 × 17 mm standing like a book; its J-card's front panel 64 × 101, spine 12.7 mm.
const CASE: Omit<Box, 'x' | 'z'> = { yaw: 0.46, w: 70, h: 109, d: 17 };
const CARD = { x: 3, y: 4, w: 64, h: 101 };
/** Smoky clear plastic where no card is behind it: the grey of the backdrop seen through a tinted case. */
const SMOKE = '#6f6861';
// A cassette is 100.4 × 63.8 × 12 mm; here it stands on its long edge, label facing the camera.
const TAPE: Omit<Box, 'x' | 'z'> = { yaw: 0.3, w: 100.4, h: 63.8, d: 12 };

function unit(p: Vec3): Vec3 {
  const n = Math.hypot(p.x, p.y, p.z);
  return { x: p.x / n, y: p.y / n, z: p.z / n };
}

interface Lettering {
  artist: string;
  title: string;
  /** The J-card's band and spine colour, and the ink on them. */
  band: Rgb;
  ink: Rgb;
  label: Rgb;
}

export function drawCassette(canvas: Canvas, cover: Canvas, text: MockupText, rng: Rng) {
  const ctx = canvas.getContext('2d');
  paintBackdrop(
    ctx,
    {
      lit: [224, 214, 200],
      dark: [150, 139, 126],
      light: { x: 820, y: 900, reach: 1900 },
      mottle: 0.025,
      grit: 0.06,
      specks: 40,
    },
    rng.fork('backdrop'),
  );
  const accent = coverAccent(cover);
  const band = bottomEdgeColour(cover);
  const lettering: Lettering = {
    ...text,
    band,
    ink: luminance(band) > 0.5 ? [26, 24, 22] : [242, 236, 226],
    label: mix(accent, [238, 232, 220], 0.25),
  };
  // The case stands behind and left of the tape.
  const cam = CAMERA;
  const caseBox: Box = { ...CASE, x: 0, z: 0 };
  const tapeBox: Box = { ...TAPE, x: 86, z: 24 };
  for (const box of [caseBox, tapeBox]) {
    castShadows(ctx, SWEEP_SHADOW, STANDING_CAST, (c) => fillPolygon(c, castOutline(cam, box, LIGHT)));
    castShadows(ctx, SWEEP_SHADOW, STANDING_CONTACT, (c) => fillPolygon(c, footprint(cam, box, 3)));
  }
  drawCase(ctx, cam, caseBox, cover, lettering, rng.fork('case'));
  drawTape(ctx, cam, tapeBox, lettering);
  ctx.resetTransform();
  develop(canvas, rng.fork('camera'), { vignette: 0.26, grain: 5 });
}

/** The average colour of the cover's bottom edge: the J-card's band continues the art below it. */
function bottomEdgeColour(cover: Canvas): Rgb {
  const { canvas, ctx } = layer(1, 1);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(cover, 0, cover.height * 0.94, cover.width, cover.height * 0.06, 0, 0, 1, 1);
  const [r, g, b] = canvas.getContext('2d').getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}

/** Darkens a face by how little of the key light reaches it; `base` is the share of ambient light. */
function shadeFace(ctx: Ctx, b: Box, face: Face, base = 0.55) {
  const { w, h } = faceSize(b, face);
  const lit = base + (1 - base) * faceLight(b, face, LIGHT);
  ctx.fillStyle = `rgba(12,10,8,${((1 - lit) * 0.8).toFixed(3)})`;
  ctx.fillRect(0, 0, w, h);
}

/** A face's outline catching the light: a thin bright line inside its edges, fading toward the floor. */
function edgeLight(ctx: Ctx, w: number, h: number, alpha: number, radius = 0.8) {
  const g = ctx.createLinearGradient(0, 0, w * 0.3, h);
  g.addColorStop(0, `rgba(255,255,255,${alpha})`);
  g.addColorStop(0.7, `rgba(255,255,255,${alpha * 0.5})`);
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.strokeStyle = g;
  ctx.lineWidth = 0.3;
  ctx.beginPath();
  ctx.roundRect(0.2, 0.2, w - 0.4, h - 0.4, radius);
  ctx.stroke();
}

/** The case: J-card behind smoky clear plastic, on the front and the spine, and the clear top edge. */
function drawCase(ctx: Ctx, cam: Camera, b: Box, cover: Canvas, l: Lettering, rng: Rng) {
  onFace(ctx, cam, b, 'top');
  ctx.fillStyle = SMOKE;
  ctx.fillRect(0, 0, b.w, b.d);
  ctx.fillStyle = rgba(l.band, 0.8);
  ctx.fillRect(CARD.x, 1.5, CARD.w, 0.6);
  ctx.fillStyle = 'rgba(255,255,255,0.3)';
  ctx.fillRect(0, b.d - 1.2, b.w, 1.2);
  edgeLight(ctx, b.w, b.d, 0.45, 0.4);

  onFace(ctx, cam, b, 'left');
  ctx.fillStyle = SMOKE;
  ctx.fillRect(0, 0, b.d, b.h);
  drawSpine(ctx, b, l);
  shadeFace(ctx, b, 'left', 0.6);
  drawSmokyPlastic(ctx, b.d, b.h, 0.3);

  onFace(ctx, cam, b, 'front');
  ctx.fillStyle = SMOKE;
  ctx.fillRect(0, 0, b.w, b.h);
  drawCardFront(ctx, cover, l, rng);
  shadeFace(ctx, b, 'front', 0.8);
  drawSmokyPlastic(ctx, b.w, b.h, 1);
}

/** The J-card's front panel: the cover on top, the title and artist on a band below in the cover's own tone. */
function drawCardFront(ctx: Ctx, cover: Canvas, l: Lettering, rng: Rng) {
  const { x, y, w, h } = CARD;
  ctx.fillStyle = rgba(l.band);
  ctx.fillRect(x, y, w, h);
  drawCover(ctx, cover, x, y, w);
  ctx.drawImage(grainLayer(540, 850, rng, 1.3, 0.05), x, y, w, h);
  ctx.fillStyle = rgba(l.ink, 0.95);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const left = x + 4.5;
  // Type is set in px and scaled down to the face's mm, so glyphs keep their hinting at this size.
  const px = 10;
  ctx.save();
  ctx.translate(left, y + w + 12);
  ctx.scale(1 / px, 1 / px);
  if (l.title) {
    const title = fitText(ctx, l.title, 700, 60, (w - 9) * px);
    ctx.fillText(title, 0, 0);
  }
  if (l.artist) {
    ctx.globalAlpha = 0.75;
    ctx.letterSpacing = '4px';
    const artist = fitText(ctx, l.artist.toUpperCase(), 600, 34, (w - 9) * px);
    ctx.fillText(artist, 0, 70);
  }
  ctx.restore();
}

/** The J-card's spine, seen through the case's clear side: "ARTIST — TITLE" reading top to bottom. */
function drawSpine(ctx: Ctx, b: Box, l: Lettering) {
  const x = 2.2;
  const w = 12.7;
  ctx.fillStyle = rgba(l.band);
  ctx.fillRect(x, CARD.y, w, CARD.h);
  const line = [l.artist.toUpperCase(), l.title.toUpperCase()].filter(Boolean).join('  —  ');
  if (!line) return;
  const px = 10;
  ctx.save();
  ctx.translate(x + w / 2, CARD.y + 5);
  ctx.rotate(Math.PI / 2);
  ctx.scale(1 / px, 1 / px);
  ctx.fillStyle = rgba(l.ink, 0.95);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.letterSpacing = '2px';
  const fitted = fitText(ctx, line, 700, 44, (CARD.h - 10) * px, 26);
  ctx.fillText(fitted, 0, 0);
  ctx.restore();
  // The hinge's moulded ridge runs down the spine beside the card.
  ctx.fillStyle = 'rgba(255,255,255,0.16)';
  ctx.fillRect(x + w + 0.5, 0, 0.5, b.h);
}

/** Smoky clear plastic over a face: a grey tint, a soft reflected streak and bright moulded edges. */
function drawSmokyPlastic(ctx: Ctx, w: number, h: number, streak: number) {
  ctx.fillStyle = 'rgba(40,40,46,0.08)';
  ctx.fillRect(0, 0, w, h);
  const g = ctx.createLinearGradient(0, 0, w, h * 0.6);
  g.addColorStop(0, 'rgba(255,255,255,0)');
  g.addColorStop(0.42, `rgba(255,255,255,${0.02 * streak})`);
  g.addColorStop(0.47, `rgba(255,255,255,${0.22 * streak})`);
  g.addColorStop(0.56, `rgba(255,255,255,${0.08 * streak})`);
  g.addColorStop(0.75, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  edgeLight(ctx, w, h, 0.4);
  ctx.strokeStyle = 'rgba(0,0,0,0.35)';
  ctx.lineWidth = 0.35;
  ctx.strokeRect(0.9, 0.9, w - 1.8, h - 1.8);
}

/** The tape: a smoke-grey shell with a printed label, its window on the reels, screws and the head openings. */
function drawTape(ctx: Ctx, cam: Camera, b: Box, l: Lettering) {
  const shell = '#2e2d30';
  onFace(ctx, cam, b, 'top');
  ctx.fillStyle = shell;
  ctx.fillRect(0, 0, b.w, b.d);
  ctx.fillStyle = 'rgba(0,0,0,0.4)';
  ctx.fillRect(0, b.d / 2 - 0.15, b.w, 0.3);
  shadeFace(ctx, b, 'top', 0.5);
  edgeLight(ctx, b.w, b.d, 0.3, 0.6);

  onFace(ctx, cam, b, 'left');
  ctx.fillStyle = shell;
  ctx.fillRect(0, 0, b.d, b.h);
  ctx.fillStyle = 'rgba(0,0,0,0.4)';
  ctx.fillRect(b.d / 2 - 0.15, 0, 0.3, b.h);
  shadeFace(ctx, b, 'left', 0.5);
  edgeLight(ctx, b.d, b.h, 0.3, 0.6);

  onFace(ctx, cam, b, 'front');
  ctx.beginPath();
  ctx.roundRect(0, 0, b.w, b.h, 2.5);
  ctx.fillStyle = shell;
  ctx.fill();
  // The shell's face is moulded with a raised rim a millimetre and a half in from its edge.
  ctx.lineWidth = 0.35;
  ctx.strokeStyle = 'rgba(255,255,255,0.12)';
  ctx.beginPath();
  ctx.roundRect(1.4, 1.4, b.w - 2.8, b.h - 2.8, 1.6);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(0,0,0,0.45)';
  ctx.beginPath();
  ctx.roundRect(1.75, 1.75, b.w - 3.5, b.h - 3.5, 1.4);
  ctx.stroke();
  drawTapeLabel(ctx, l);
  drawWindow(ctx);
  drawHeadArea(ctx, b);
  for (const [x, y] of [
    [4.3, 4.3],
    [96.1, 4.3],
    [4.3, 59.5],
    [96.1, 59.5],
    [50.2, 51.5],
  ] as const) {
    drawScrew(ctx, x, y);
  }
  shadeFace(ctx, b, 'front', 0.75);
  const sheen = ctx.createLinearGradient(0, 0, b.w * 0.4, b.h);
  sheen.addColorStop(0, 'rgba(255,255,255,0.12)');
  sheen.addColorStop(0.6, 'rgba(255,255,255,0.02)');
  sheen.addColorStop(1, 'rgba(0,0,0,0.12)');
  ctx.fillStyle = sheen;
  ctx.fillRect(0, 0, b.w, b.h);
  edgeLight(ctx, b.w, b.h, 0.35, 2.5);
}

/** The printed label: side letter, artist and title, around the window's cut-out. */
function drawTapeLabel(ctx: Ctx, l: Lettering) {
  const ink: Rgb = luminance(l.label) > 0.5 ? [30, 26, 24] : [246, 240, 230];
  ctx.beginPath();
  ctx.roundRect(8.5, 2.6, 83.4, 42, 1.2);
  ctx.fillStyle = rgba(l.label);
  ctx.fill();
  ctx.fillStyle = rgba(ink, 0.9);
  ctx.fillRect(8.5, 40, 83.4, 0.5);
  const px = 10;
  ctx.save();
  ctx.scale(1 / px, 1 / px);
  ctx.textBaseline = 'alphabetic';
  ctx.textAlign = 'left';
  ctx.fillStyle = rgba(ink, 0.95);
  ctx.font = sans(800, 70, 'A');
  ctx.fillText('A', 12 * px, 13 * px);
  const line = [l.artist, l.title].filter(Boolean).join(' — ');
  if (line) {
    const fitted = fitText(ctx, line, 600, 36, 66 * px, 24);
    ctx.fillText(fitted, 20 * px, 12 * px);
  }
  ctx.restore();
}

/** The window: the tape wound on two white hubs behind clear plastic. */
function drawWindow(ctx: Ctx) {
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(22, 18.5, 56.4, 16, 8);
  ctx.fillStyle = '#141213';
  ctx.fill();
  ctx.clip();
  const packs: [number, number][] = [
    [28.6, 17],
    [71.8, 11.5],
  ];
  for (const [x, r] of packs) {
    ctx.beginPath();
    ctx.arc(x, 26.5, r, 0, Math.PI * 2);
    ctx.fillStyle = '#3b2a22';
    ctx.fill();
    ctx.strokeStyle = 'rgba(255,220,190,0.12)';
    ctx.lineWidth = 0.25;
    ctx.beginPath();
    ctx.arc(x, 26.5, r - 0.6, 0, Math.PI * 2);
    ctx.stroke();
    drawHub(ctx, x, 26.5);
  }
  const glass = ctx.createLinearGradient(22, 18.5, 40, 40);
  glass.addColorStop(0, 'rgba(255,255,255,0.28)');
  glass.addColorStop(0.4, 'rgba(255,255,255,0.05)');
  glass.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = glass;
  ctx.fillRect(22, 18.5, 56.4, 16);
  ctx.restore();
  ctx.strokeStyle = 'rgba(0,0,0,0.6)';
  ctx.lineWidth = 0.4;
  ctx.beginPath();
  ctx.roundRect(22, 18.5, 56.4, 16, 8);
  ctx.stroke();
}

/** A reel hub: a white ring with six drive teeth pointing into its hole. */
function drawHub(ctx: Ctx, x: number, y: number) {
  ctx.beginPath();
  ctx.arc(x, y, 6, 0, Math.PI * 2);
  ctx.fillStyle = '#e9e6df';
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x, y, 4.2, 0, Math.PI * 2);
  ctx.fillStyle = '#0b0a0a';
  ctx.fill();
  ctx.fillStyle = '#d6d2c9';
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    ctx.save();
    ctx.translate(x + Math.cos(a) * 3.6, y + Math.sin(a) * 3.6);
    ctx.rotate(a);
    ctx.fillRect(-0.8, -0.55, 1.6, 1.1);
    ctx.restore();
  }
}

/** The raised trapezoid along the bottom edge with the capstan holes and the openings for the heads. */
function drawHeadArea(ctx: Ctx, b: Box) {
  ctx.beginPath();
  ctx.moveTo(15.5, b.h);
  ctx.lineTo(20.5, 46.5);
  ctx.lineTo(79.9, 46.5);
  ctx.lineTo(84.9, b.h);
  ctx.closePath();
  ctx.fillStyle = 'rgba(255,255,255,0.04)';
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.2)';
  ctx.lineWidth = 0.3;
  ctx.stroke();
  ctx.fillStyle = '#0c0b0c';
  for (const x of [26.5, 73.9]) {
    ctx.beginPath();
    ctx.arc(x, 57.5, 1.6, 0, Math.PI * 2);
    ctx.fill();
  }
  for (const [x, w] of [
    [45.7, 9],
    [34.5, 4],
    [61.9, 4],
  ] as const) {
    ctx.fillRect(x, b.h - 3.2, w, 3.2);
  }
}

/** A small Phillips screw, lit from the top left. */
function drawScrew(ctx: Ctx, x: number, y: number) {
  const g = ctx.createRadialGradient(x - 0.5, y - 0.5, 0.1, x, y, 1.5);
  g.addColorStop(0, '#d9d6d0');
  g.addColorStop(1, '#5d5a57');
  ctx.beginPath();
  ctx.arc(x, y, 1.45, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = 'rgba(20,18,18,0.8)';
  ctx.lineWidth = 0.3;
  ctx.beginPath();
  ctx.moveTo(x - 0.8, y);
  ctx.lineTo(x + 0.8, y);
  ctx.moveTo(x, y - 0.8);
  ctx.lineTo(x, y + 0.8);
  ctx.stroke();
}
