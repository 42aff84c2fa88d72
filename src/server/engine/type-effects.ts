/**
 * Finishes of lettering that a flat fill cannot show: metal foil, letterpress ink, a blind deboss, chalk, a running
 * stitch in thread, a cross-stitch, foil balloons, neon tube, a ransom note's cut-out letters, label-maker tape, piped icing, a split-flap
 * board's flaps, paint sprayed through a stencil, a plane's skywriting, and letters built from a material (rope, wire,
 * pieces, sticks or carved blocks). One home
 * for both the engine's type layer and the editor's text layers, so a cover opened in the editor looks as it was drawn.
 */
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { adjust, hexToOklch, hexToRgb, rgba, withLightness } from '../../shared/color.ts';
import type { PrintedEffect } from '../../shared/contracts/scene-brief.ts';
import { createRng } from './random.ts';
import { U } from './planner.ts';

export interface Letters {
  /** Sets the font, alignment, baseline and spacing on a context (each finish may draw on a context of its own). */
  style: (ctx: SKRSContext2D) => void;
  /** Fills (or strokes) every line with the context's current style, at an offset in units. */
  draw: (ctx: SKRSContext2D, how?: 'fill' | 'stroke', dx?: number, dy?: number) => void;
  /** The box the letters' ink covers, in units. */
  box: { x: number; y: number; w: number; h: number };
  /** The letters' size in units, which sets the depth of a deboss. */
  em: number;
  color: string;
  /** What the finish varies by (the text), so the same words wear the same way. */
  key: string;
}

/** A departure board's flap: charcoal, its upper half a shade lighter where the light falls on it. */
const FLAP = '#1e1e22';
const FLAP_LIT = '#2a2a30';
const FLAP_SEAM = '#08080a';

/**
 * A split-flap departure board: every character, spaces too, on a dark tile of its own in the board's fixed cells,
 * split across the middle where its flaps hinge; a few caught mid-turn, the next character's top half falling over
 * the lower one (round 89's board was plain type on black).
 */
function splitFlap(ctx: SKRSContext2D, letters: Letters) {
  const rng = createRng(`split-flap:${letters.key}`);
  const chars = [...letters.key];
  const { x, y, w, h } = letters.box;
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  const baseline = y + ctx.measureText(letters.key).actualBoundingBoxAscent;
  const cell = w / Math.max(1, chars.length);
  const gap = cell * 0.07;
  const padY = letters.em * 0.16;
  const [top, height] = [y - padY, h + 2 * padY];
  const seam = top + height / 2;
  // Each character narrowed only as much as the widest needs to sit inside its cell.
  const widest = Math.max(...chars.map((ch) => ctx.measureText(ch).width));
  const squeeze = Math.min(1, (cell - gap * 2.5) / Math.max(1e-6, widest));
  const glyph = (ch: string, cx: number) => {
    ctx.save();
    ctx.translate(cx, baseline);
    ctx.scale(squeeze, 1);
    ctx.fillText(ch, 0, 0);
    ctx.restore();
  };
  chars.forEach((ch, i) => {
    const left = x + cell * i + gap / 2;
    const width = cell - gap;
    const cx = left + width / 2;
    ctx.fillStyle = rgba('#000000', 0.45);
    ctx.fillRect(left + letters.em * 0.02, top + letters.em * 0.03, width, height);
    ctx.fillStyle = FLAP;
    ctx.fillRect(left, top, width, height);
    ctx.fillStyle = FLAP_LIT;
    ctx.fillRect(left, top, width, height / 2);
    ctx.fillStyle = letters.color;
    glyph(ch, cx);
    // A flap caught mid-turn: a foreshortened upper half falling over the lower one, darker as it turns from the light.
    if (ch.trim() && rng.chance(0.3)) {
      const fall = rng.range(0.25, 0.6);
      const drop = (height / 2) * fall;
      const flare = width * 0.06 * fall;
      ctx.save();
      ctx.beginPath();
      ctx.moveTo(left, seam);
      ctx.lineTo(left + width, seam);
      ctx.lineTo(left + width + flare, seam + drop);
      ctx.lineTo(left - flare, seam + drop);
      ctx.closePath();
      const shade = ctx.createLinearGradient(0, seam, 0, seam + drop);
      shade.addColorStop(0, FLAP_LIT);
      shade.addColorStop(1, '#3a3a42');
      ctx.fillStyle = shade;
      ctx.fill();
      ctx.clip();
      // The next character's upper half, squashed by the turn and a little blurred by its speed.
      const next = chars[(i + 1 + rng.int(0, chars.length)) % chars.length]!.trim() || ch;
      ctx.translate(0, seam);
      ctx.scale(1, -fall);
      ctx.translate(0, -seam);
      ctx.globalAlpha = 0.85;
      ctx.fillStyle = letters.color;
      glyph(next, cx);
      ctx.globalAlpha = 0.25;
      glyph(next, cx + width * 0.02);
      ctx.restore();
    }
    ctx.fillStyle = FLAP_SEAM;
    ctx.fillRect(left, seam - letters.em * 0.012, width, letters.em * 0.024);
    // The hinge pins at the seam's ends.
    ctx.fillRect(left - gap * 0.3, seam - letters.em * 0.03, gap * 0.6, letters.em * 0.06);
  });
  ctx.restore();
}

/**
 * Metal foil: a band of light across the letters' middle between darker rims, as foil blocked on a sleeve catches a
 * lamp, and a fine darker edge that keeps pale foil legible on a pale ground.
 */
function foil(ctx: SKRSContext2D, letters: Letters) {
  const { l } = hexToOklch(letters.color);
  const deep = withLightness(letters.color, Math.max(0.18, l - 0.3));
  const bright = adjust(withLightness(letters.color, Math.min(0.97, l + 0.2)), { cScale: 0.55 });
  const { y, h } = letters.box;
  const sheen = ctx.createLinearGradient(0, y, 0, y + h);
  sheen.addColorStop(0, bright);
  sheen.addColorStop(0.38, letters.color);
  sheen.addColorStop(0.52, deep);
  sheen.addColorStop(0.62, letters.color);
  sheen.addColorStop(0.86, bright);
  sheen.addColorStop(1, letters.color);
  // The edge first, then the foil over it: only its outer half shows, never the overlaps inside a glyph's outline.
  ctx.save();
  ctx.strokeStyle = deep;
  ctx.lineWidth = Math.max(1, letters.em * 0.02);
  ctx.lineJoin = 'round';
  ctx.globalAlpha = 0.7;
  letters.draw(ctx, 'stroke');
  ctx.restore();
  ctx.fillStyle = sheen;
  letters.draw(ctx);
}

/** The letters filled on a sheet of their own, scaled to units, for a finish that wears them before laying them on. */
function lettersApart(letters: Letters, size: number) {
  const sheet = createCanvas(size, size);
  const sctx = sheet.getContext('2d');
  sctx.scale(size / U, size / U);
  letters.style(sctx);
  sctx.fillStyle = letters.color;
  letters.draw(sctx);
  return { sheet, sctx };
}

/** Lays letters set apart on the cover over a blurred, fainter copy of themselves (chalk's dust, a spray's mist). */
function layWithHalo(ctx: SKRSContext2D, sheet: Canvas, blurPx: number, haloAlpha: number, alpha: number) {
  ctx.save();
  ctx.resetTransform();
  ctx.filter = `blur(${blurPx}px)`;
  ctx.globalAlpha = haloAlpha;
  ctx.drawImage(sheet as unknown as Image, 0, 0);
  ctx.filter = 'none';
  ctx.globalAlpha = alpha;
  ctx.drawImage(sheet as unknown as Image, 0, 0);
  ctx.restore();
}

/**
 * Letterpress: the ink pressed into paper, never quite solid. The letters are set apart, pocked where the ink did
 * not take, then laid on the cover (multiplied into a light ground, so its grain shows through the ink).
 */
function letterpress(ctx: SKRSContext2D, letters: Letters, size: number) {
  const { sheet, sctx } = lettersApart(letters, size);
  // Pocks: specks where the paper shows through, more along a few rows where the roller ran dry.
  const rng = createRng(`letterpress:${letters.key}`);
  const { x, y, w, h } = letters.box;
  sctx.globalCompositeOperation = 'destination-out';
  const specks = Math.round((w * h) / 90);
  const dot = U / size;
  for (let i = 0; i < specks; i++) {
    const r = dot * rng.range(0.5, 1.6);
    sctx.globalAlpha = rng.range(0.35, 1);
    sctx.beginPath();
    sctx.arc(x + rng.next() * w, y + rng.next() * h, r, 0, Math.PI * 2);
    sctx.fill();
  }
  for (let i = 0; i < 3; i++) {
    sctx.globalAlpha = rng.range(0.08, 0.2);
    sctx.fillRect(x, y + rng.next() * h, w, rng.range(1, 3) * dot * 2);
  }
  ctx.save();
  ctx.resetTransform();
  ctx.globalAlpha = 0.94;
  if (hexToOklch(letters.color).l < 0.55) ctx.globalCompositeOperation = 'multiply';
  ctx.drawImage(sheet as unknown as Image, 0, 0);
  ctx.restore();
}

/**
 * A blind deboss: the letters pressed into the board, lit from the top left, so a shadow falls inside their upper
 * left edges and light catches their lower right ones; the fill is the ink (often the ground's own colour).
 */
function deboss(ctx: SKRSContext2D, letters: Letters) {
  const depth = Math.max(1.5, letters.em * 0.024);
  ctx.fillStyle = rgba('#ffffff', 0.5);
  letters.draw(ctx, 'fill', depth, depth);
  ctx.fillStyle = rgba('#000000', 0.42);
  letters.draw(ctx, 'fill', -depth, -depth);
  ctx.fillStyle = letters.color;
  letters.draw(ctx);
}

/**
 * Chalk: a dry stick skips over the board's grain, so the strokes are broken by fine streaks along the writing and
 * the letters' edges are dusty; a faint haze of dust lies around them.
 */
function chalk(ctx: SKRSContext2D, letters: Letters, size: number) {
  const { sheet, sctx } = lettersApart(letters, size);
  const rng = createRng(`chalk:${letters.key}`);
  const { x, y, w, h } = letters.box;
  const dot = U / size;
  sctx.globalCompositeOperation = 'destination-out';
  // Streaks where the chalk skipped: short dashes at a slight slant, the board's grain showing through.
  const streaks = Math.round((w * h) / 45);
  sctx.lineCap = 'round';
  for (let i = 0; i < streaks; i++) {
    const sx = x + rng.next() * w;
    const sy = y + rng.next() * h;
    const len = letters.em * rng.range(0.03, 0.14);
    const tilt = rng.range(-0.35, -0.15);
    sctx.globalAlpha = rng.range(0.3, 0.9);
    sctx.lineWidth = dot * rng.range(0.6, 1.8);
    sctx.beginPath();
    sctx.moveTo(sx, sy);
    sctx.lineTo(sx + len * Math.cos(tilt), sy + len * Math.sin(tilt));
    sctx.stroke();
  }
  // Dust: the letters again, blurred and faint, under the strokes.
  layWithHalo(ctx, sheet, Math.max(1, letters.em * 0.03 * (size / U)), 0.22, 0.92);
}

/**
 * A running stitch: thread passed in and out of the cloth along each letter's outline, so the letters are rows of short
 * stitches with gaps where the thread runs underneath, each stitch casting a small shadow on the cloth.
 */
function stitched(ctx: SKRSContext2D, letters: Letters) {
  const stitch = Math.max(2, letters.em * 0.075);
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1, letters.em * 0.035);
  ctx.setLineDash([stitch, stitch * 0.7]);
  const lift = Math.max(0.6, letters.em * 0.012);
  ctx.strokeStyle = rgba('#000000', 0.45);
  letters.draw(ctx, 'stroke', lift, lift);
  ctx.strokeStyle = letters.color;
  letters.draw(ctx, 'stroke');
  // The thread's twist: a thinner lighter line along each stitch.
  ctx.lineWidth = Math.max(0.5, letters.em * 0.01);
  ctx.strokeStyle = rgba(withLightness(letters.color, Math.min(0.98, hexToOklch(letters.color).l + 0.15)), 0.6);
  letters.draw(ctx, 'stroke', -lift * 0.4, -lift * 0.4);
  ctx.restore();
}

/**
 * Cross-stitch: the letters counted out on the cloth's even grid, each square of the grid the letters mostly cover
 * one X of thread (the lower leg, then the upper one across it, as stitchers work), so the letters come out stepped
 * like pixel type; the holes of the cloth show at the corners between stitches, and each X casts a small shadow.
 * Round 116's "LEVEL SELECT in cross-stitch on white aida cloth" was a running stitch round plain letters.
 */
function crossStitch(ctx: SKRSContext2D, letters: Letters, size: number) {
  const { sheet } = lettersApart(letters, size);
  const px = size / U;
  // About ten squares to a capital's height: the letters stay readable and still show their steps.
  const cell = letters.em * 0.075;
  const { x, y, w, h } = letters.box;
  // The grid is the cloth's, not the line's: squares line up from the cover's corner, line after line.
  const x0 = Math.floor((x - cell) / cell) * cell;
  const y0 = Math.floor((y - cell) / cell) * cell;
  const cols = Math.ceil((w + 2 * cell) / cell) + 1;
  const rows = Math.ceil((h + 2 * cell) / cell) + 1;
  const left = Math.max(0, Math.floor(x0 * px));
  const top = Math.max(0, Math.floor(y0 * px));
  const right = Math.min(size, Math.ceil((x0 + cols * cell) * px));
  const bottom = Math.min(size, Math.ceil((y0 + rows * cell) * px));
  if (right <= left || bottom <= top) return;
  const alpha = sheet.getContext('2d').getImageData(left, top, right - left, bottom - top).data;
  const span = right - left;
  // How much of a square the letters cover, from a 3 × 3 sample of it.
  const covered = (col: number, row: number) => {
    let hits = 0;
    for (let i = 0; i < 3; i++)
      for (let j = 0; j < 3; j++) {
        const sx = Math.floor((x0 + (col + (i + 0.5) / 3) * cell) * px) - left;
        const sy = Math.floor((y0 + (row + (j + 0.5) / 3) * cell) * px) - top;
        if (sx >= 0 && sy >= 0 && sx < span && sy < bottom - top && alpha[(sy * span + sx) * 4 + 3]! > 127) hits++;
      }
    return hits / 9;
  };
  const squares: [number, number][] = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++)
      if (covered(col, row) >= 0.45) squares.push([x0 + col * cell, y0 + row * cell]);
  const inset = cell * 0.14;
  const legs = (dx: number, dy: number, leg: 'both' | 'upper') => {
    ctx.beginPath();
    for (const [sx, sy] of squares) {
      if (leg === 'both') {
        ctx.moveTo(sx + inset + dx, sy + cell - inset + dy);
        ctx.lineTo(sx + cell - inset + dx, sy + inset + dy);
      }
      ctx.moveTo(sx + inset + dx, sy + inset + dy);
      ctx.lineTo(sx + cell - inset + dx, sy + cell - inset + dy);
    }
    ctx.stroke();
  };
  ctx.save();
  ctx.lineCap = 'round';
  // The cloth's holes where the thread goes through, darker at each stitched square's corners.
  ctx.fillStyle = rgba('#000000', 0.22);
  for (const [sx, sy] of squares)
    for (const [cx, cy] of [
      [sx, sy],
      [sx + cell, sy],
      [sx, sy + cell],
      [sx + cell, sy + cell],
    ] as const) {
      ctx.beginPath();
      ctx.arc(cx, cy, cell * 0.09, 0, Math.PI * 2);
      ctx.fill();
    }
  const thread = cell * 0.3;
  const lift = Math.max(0.5, cell * 0.07);
  ctx.lineWidth = thread;
  ctx.strokeStyle = rgba('#000000', 0.3);
  legs(lift, lift, 'both');
  // The lower legs a shade darker, the upper ones in the thread's colour over them.
  ctx.strokeStyle = adjust(letters.color, { l: -0.08 });
  legs(0, 0, 'both');
  ctx.strokeStyle = letters.color;
  legs(0, 0, 'upper');
  // The floss's sheen along each upper leg.
  ctx.lineWidth = thread * 0.3;
  ctx.strokeStyle = rgba(withLightness(letters.color, Math.min(0.98, hexToOklch(letters.color).l + 0.18)), 0.55);
  legs(-thread * 0.15, -thread * 0.15, 'upper');
  ctx.restore();
}

/**
 * Foil balloons: each letter blown up fat and round, lit as the curved foil it is. The swollen letters' mask, blurred,
 * is their height (high along the middle of every stroke, falling away at the seams), so each pixel's slope gives
 * the light it catches from the upper left: the foil bright on the near curves, deep where it turns away, with a hard
 * white glint at the top of each curve, and a soft shadow under it. Round 116's "chrome foil balloon letters" were
 * stamped flat as gold foil.
 */
function balloon(ctx: SKRSContext2D, letters: Letters, size: number) {
  const swell = letters.em * 0.055;
  const relief = litRelief(letters, size, { swell, sigma: swell * 2, ambient: 0.28, gain: 0.95, glint: 1.1 });
  if (!relief) return;
  const px = size / U;
  ctx.save();
  ctx.resetTransform();
  // The shadow the balloons cast on what they float before, soft and offset down.
  ctx.filter = `blur(${Math.max(2, swell * 1.4 * px)}px)`;
  ctx.globalAlpha = 0.4;
  ctx.globalCompositeOperation = 'multiply';
  ctx.drawImage(relief.sheet as unknown as Image, swell * 0.4 * px, swell * 1.6 * px);
  ctx.filter = 'none';
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  ctx.drawImage(relief.lit as unknown as Image, relief.left, relief.top);
  ctx.restore();
}

/**
 * The letters lit as a surface of their own: their mask (swollen by `swell` units), blurred by `sigma` units, is their
 * height, so each pixel's slope gives the light it catches from the upper left; `glint` adds a hard highlight where a
 * curve faces the light. A wide blur rounds whole strokes (a balloon, a rope); a narrow one only bevels their edges
 * (a carved block). Returns the lit letters and their plain mask on sheets of their own.
 */
function litRelief(
  letters: Letters,
  size: number,
  look: { swell: number; sigma: number; ambient: number; gain: number; glint: number },
): { lit: Canvas; sheet: Canvas; left: number; top: number; width: number; height: number } | undefined {
  const px = size / U;
  const { swell } = look;
  const sheet = createCanvas(size, size);
  const sctx = sheet.getContext('2d');
  sctx.scale(px, px);
  letters.style(sctx);
  sctx.lineJoin = 'round';
  sctx.fillStyle = '#ffffff';
  sctx.strokeStyle = '#ffffff';
  if (swell > 0) {
    sctx.lineWidth = swell * 2;
    letters.draw(sctx, 'stroke');
  }
  letters.draw(sctx);
  // Only the letters' neighbourhood is lit, pixel by pixel.
  const pad = Math.ceil(Math.max(swell, look.sigma) * 3 * px) + 2;
  const { x, y, w, h } = letters.box;
  const left = Math.max(0, Math.floor(x * px) - pad);
  const top = Math.max(0, Math.floor(y * px) - pad);
  const width = Math.min(size, Math.ceil((x + w) * px) + pad) - left;
  const height = Math.min(size, Math.ceil((y + h) * px) + pad) - top;
  if (width <= 2 || height <= 2) return undefined;
  const mask = sctx.getImageData(left, top, width, height).data;
  const blurred = createCanvas(width, height);
  const bctx = blurred.getContext('2d');
  const sigma = Math.max(1, look.sigma * px);
  bctx.filter = `blur(${sigma}px)`;
  bctx.drawImage(sheet as unknown as Image, -left, -top);
  const lift = bctx.getImageData(0, 0, width, height).data;
  const [r0, g0, b0] = hexToRgb(letters.color);
  const out = sctx.createImageData(width, height);
  const o = out.data;
  // Light from the upper left and in front; the slope is scaled so a stroke's shoulders tilt well away from it
  // (a blurred edge climbs about 0.8 / sigma a pixel).
  const [lx, ly, lz] = [-0.45, -0.6, 0.66];
  const steep = sigma * 2.5;
  // (Slopes over three pixels each way: the blurred mask is stored in 8 bits, and nearer steps show as contour lines.)
  const span = 3;
  const row = width * 4;
  for (let j = span; j < height - span; j++)
    for (let i = span; i < width - span; i++) {
      const at = (j * width + i) * 4;
      const a = mask[at + 3]!;
      if (a === 0) continue;
      const gx = (lift[at + 3 + span * 4]! - lift[at + 3 - span * 4]!) / (255 * span);
      const gy = (lift[at + 3 + span * row]! - lift[at + 3 - span * row]!) / (255 * span);
      const nx = -gx * steep;
      const ny = -gy * steep;
      const norm = Math.hypot(nx, ny, 1);
      const lit = Math.max(0, (nx * lx + ny * ly + lz) / norm);
      const glint = Math.pow(lit, 28) * look.glint;
      const shade = look.ambient + look.gain * lit;
      o[at] = Math.min(255, r0 * shade + 255 * glint);
      o[at + 1] = Math.min(255, g0 * shade + 255 * glint);
      o[at + 2] = Math.min(255, b0 * shade + 255 * glint);
      o[at + 3] = a;
    }
  const lit = createCanvas(width, height);
  lit.getContext('2d').putImageData(out, 0, 0);
  return { lit, sheet, left, top, width, height };
}

/**
 * Neon: the letters' outlines bent in glass tube, lit: a wide soft glow of the gas's colour around them, the tube in
 * that colour, and a near-white core where it burns brightest.
 */
function neon(ctx: SKRSContext2D, letters: Letters, size: number) {
  const tube = Math.max(1, letters.em * 0.05);
  const px = size / U;
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.shadowColor = letters.color;
  ctx.strokeStyle = letters.color;
  // The glow: the tube drawn twice with a wide, then a tighter blur (shadow blur is in device pixels).
  for (const blur of [0.45, 0.18]) {
    ctx.shadowBlur = letters.em * blur * px;
    ctx.lineWidth = tube;
    letters.draw(ctx, 'stroke');
  }
  ctx.shadowBlur = 0;
  ctx.lineWidth = tube * 0.45;
  ctx.strokeStyle = withLightness(letters.color, Math.min(0.97, hexToOklch(letters.color).l + 0.3));
  letters.draw(ctx, 'stroke');
  ctx.restore();
}

/** Scraps a ransom note's letters are cut from: white and yellowed paper, newsprint, a black page, a red headline. */
const SCRAPS = ['#f4f1e8', '#e9e1c8', '#d9d4c5', '#151515', '#c8262b', '#f2d33c'];

/**
 * A ransom note: every letter cut from a different page and pasted on askew, on its own scrap of paper, in the colour
 * that page printed it (the lettering's colour on some), each scrap casting a small shadow. The words stay exactly as
 * given; only the scraps vary.
 */
function cutout(ctx: SKRSContext2D, letters: Letters) {
  const rng = createRng(`cutout:${letters.key}`);
  const text = letters.key;
  ctx.save();
  // Each letter is drawn from the ink's left edge along the line, on the line's baseline.
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const line = ctx.measureText(text);
  const baseline = letters.box.y + line.actualBoundingBoxAscent;
  const scale = line.width > 0 ? letters.box.w / line.width : 1;
  const pad = letters.em * 0.09;
  const pieces: { ch: string; pen: number; scrap: string; ink: string; turn: number; rect: number[] }[] = [];
  let pen = letters.box.x;
  for (const ch of [...text]) {
    const advance = ctx.measureText(ch).width * scale;
    if (ch.trim()) {
      const m = ctx.measureText(ch);
      const scrap = SCRAPS[rng.int(0, SCRAPS.length - 1)]!;
      // A page printed the letter in the lettering's colour where it reads on the scrap, else black or white.
      const dark = hexToOklch(scrap).l < 0.5;
      const plain = dark ? '#f4f1e8' : '#141414';
      const coloured = !dark && rng.chance(0.4) ? letters.color : plain;
      const ink = Math.abs(hexToOklch(coloured).l - hexToOklch(scrap).l) < 0.35 ? plain : coloured;
      const height = m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
      const rect = [
        pen - pad * rng.range(0.4, 1),
        baseline - m.actualBoundingBoxAscent - pad * rng.range(0.6, 1.4),
        advance + pad * rng.range(0.8, 2),
        height + pad * rng.range(1.4, 2.6),
      ];
      pieces.push({ ch, pen, scrap, ink, turn: rng.range(-0.1, 0.1), rect });
    }
    pen += advance;
  }
  // Scraps first, then every letter on top: a scrap pasted over its neighbour never hides a letter.
  const turned = (p: (typeof pieces)[number], draw: () => void) => {
    const [x, y, w, h] = p.rect as [number, number, number, number];
    ctx.save();
    ctx.translate(x + w / 2, y + h / 2);
    ctx.rotate(p.turn);
    ctx.translate(-(x + w / 2), -(y + h / 2));
    draw();
    ctx.restore();
  };
  for (const p of pieces)
    turned(p, () => {
      const [x, y, w, h] = p.rect as [number, number, number, number];
      ctx.fillStyle = rgba('#000000', 0.35);
      ctx.fillRect(x + pad * 0.25, y + pad * 0.35, w, h);
      ctx.fillStyle = p.scrap;
      ctx.fillRect(x, y, w, h);
    });
  for (const p of pieces)
    turned(p, () => {
      ctx.fillStyle = p.ink;
      ctx.fillText(p.ch, p.pen, baseline);
    });
  ctx.restore();
}

/**
 * Label-maker tape (a Dymo label): the line embossed into a strip of coloured plastic tape, the letters raised and
 * paled where the plastic stretched. The tape is the lettering's colour; the letters white, or near-black on a pale
 * tape.
 */
function tape(ctx: SKRSContext2D, letters: Letters) {
  const rng = createRng(`tape:${letters.key}`);
  const { x, y, w, h } = letters.box;
  const { l } = hexToOklch(letters.color);
  const padX = letters.em * 0.25;
  const padY = letters.em * 0.12;
  const cx = x + w / 2;
  const cy = y + h / 2;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(rng.range(-0.025, 0.025));
  ctx.translate(-cx, -cy);
  const [left, top, width, height] = [x - padX, y - padY, w + 2 * padX, h + 2 * padY];
  ctx.fillStyle = rgba('#000000', 0.4);
  ctx.fillRect(left + letters.em * 0.03, top + letters.em * 0.05, width, height);
  const sheen = ctx.createLinearGradient(0, top, 0, top + height);
  sheen.addColorStop(0, withLightness(letters.color, Math.min(0.95, l + 0.08)));
  sheen.addColorStop(0.45, letters.color);
  sheen.addColorStop(1, withLightness(letters.color, Math.max(0.05, l - 0.07)));
  ctx.fillStyle = sheen;
  ctx.fillRect(left, top, width, height);
  // The raised letters: a shade below and to the right, then the stretched plastic.
  const raised = l > 0.72 ? '#1b1b1b' : '#f3f3ef';
  ctx.fillStyle = rgba('#000000', 0.35);
  letters.draw(ctx, 'fill', letters.em * 0.018, letters.em * 0.028);
  ctx.fillStyle = raised;
  letters.draw(ctx);
  ctx.restore();
}

/**
 * Piped icing: a bead of icing squeezed from a bag stands up off the cake, so each letter casts a soft shadow below
 * it, is rounded (darker along its lower right edge, a glossy light along its upper left) and wavers a little, as a
 * hand on a piping bag does.
 */
function piped(ctx: SKRSContext2D, letters: Letters, size: number) {
  const { l } = hexToOklch(letters.color);
  const px = size / U;
  const lift = Math.max(1, letters.em * 0.03);
  // The wobble: the line drawn a hair off its place, the same way for the same words.
  const rng = createRng(`piped:${letters.key}`);
  const [wx, wy] = [rng.range(-1, 1) * letters.em * 0.01, rng.range(-1, 1) * letters.em * 0.01];
  ctx.save();
  ctx.shadowColor = rgba('#000000', 0.45);
  ctx.shadowBlur = letters.em * 0.05 * px;
  ctx.shadowOffsetX = lift * 0.6 * px;
  ctx.shadowOffsetY = lift * px;
  ctx.fillStyle = letters.color;
  letters.draw(ctx, 'fill', wx, wy);
  ctx.restore();
  // The bead's roundness: a rim of shade and a rim of light, each the letters less themselves moved a little.
  const rim = (tone: string, alpha: number, dx: number, dy: number, blur: number) => {
    const { sheet, sctx } = lettersApart({ ...letters, color: tone }, size);
    sctx.globalCompositeOperation = 'destination-out';
    letters.draw(sctx, 'fill', dx, dy);
    ctx.save();
    ctx.resetTransform();
    ctx.filter = `blur(${Math.max(0.5, letters.em * blur * px)}px)`;
    ctx.globalAlpha = alpha;
    ctx.drawImage(sheet as unknown as Image, wx * px, wy * px);
    ctx.restore();
  };
  const d = letters.em * 0.035;
  rim(withLightness(letters.color, Math.max(0.2, l - 0.28)), 0.7, -d, -d, 0.012);
  rim(withLightness(letters.color, Math.min(0.99, l + 0.25)), 0.85, d, d, 0.01);
}

/** Each character's middle and width along a line of letters set in `ctx` (spaces have no middle). */
function characterMiddles(ctx: SKRSContext2D, letters: Letters): { x: number; w: number }[] {
  letters.style(ctx);
  const text = letters.key;
  // Where the line starts: its alignment point (the ink box's left plus the ink's reach left of it), less its width.
  const m = ctx.measureText(text);
  const anchor = letters.box.x + m.actualBoundingBoxLeft;
  const start =
    ctx.textAlign === 'center' ? anchor - m.width / 2 : /right|end/.test(ctx.textAlign) ? anchor - m.width : anchor;
  const out: { x: number; w: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    if (/\s/.test(text[i]!)) continue;
    const before = ctx.measureText(text.slice(0, i)).width;
    const w = ctx.measureText(text[i]!).width;
    out.push({ x: start + before + w / 2, w });
  }
  return out;
}

/**
 * A stencil sprayed through: each letter held together by the stencil's bridges, two thin gaps at the top and bottom
 * of its middle, and the paint's overspray a soft mist around the letters with a scatter of fine drops (round 91's
 * stencilled band name was plain type).
 */
function stencil(ctx: SKRSContext2D, letters: Letters, size: number) {
  const { sheet, sctx } = lettersApart(letters, size);
  const rng = createRng(`stencil:${letters.key}`);
  const { y, h } = letters.box;
  const bridge = Math.max(1, letters.em * 0.055);
  sctx.globalCompositeOperation = 'destination-out';
  for (const c of characterMiddles(sctx, letters)) {
    sctx.fillRect(c.x - bridge / 2, y - letters.em * 0.05, bridge, h * 0.24 + letters.em * 0.05);
    sctx.fillRect(c.x - bridge / 2, y + h * 0.76, bridge, h * 0.24 + letters.em * 0.05);
  }
  // Overspray: the letters again, blurred wide and faint.
  layWithHalo(ctx, sheet, Math.max(1, letters.em * 0.06 * (size / U)), 0.35, 0.95);
  // Fine drops of paint scattered close around the letters' edges, where the spray got under the stencil.
  const { x, w } = letters.box;
  const px = size / U;
  const ink = sctx.getImageData(0, 0, size, size).data;
  const inked = (ux: number, uy: number) => {
    const ix = Math.round(ux * px);
    const iy = Math.round(uy * px);
    return ix >= 0 && iy >= 0 && ix < size && iy < size && ink[(iy * size + ix) * 4 + 3]! > 128;
  };
  ctx.fillStyle = letters.color;
  const drops = Math.round((w * h) / 40);
  for (let i = 0, tries = 0; i < drops && tries < drops * 12; tries++) {
    const ax = x + rng.next() * w;
    const ay = y + rng.next() * h;
    if (!inked(ax, ay)) continue;
    i++;
    const r = letters.em * 0.12 * Math.sqrt(rng.next());
    const t = rng.next() * Math.PI * 2;
    const dx = ax + Math.cos(t) * r;
    const dy = ay + Math.sin(t) * r;
    ctx.globalAlpha = rng.range(0.2, 0.7);
    ctx.beginPath();
    ctx.arc(dx, dy, (U / size) * rng.range(0.3, 0.9), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

/**
 * Skywriting: each letter traced by a plane in puffs of white smoke that drift and swell, soft-edged against the sky,
 * the small plane flying on past the last letter trailing its smoke (round 91's skywritten title was plain type).
 */
function skywriting(ctx: SKRSContext2D, letters: Letters, size: number, plane: boolean) {
  const { sheet, sctx } = lettersApart(letters, size);
  const rng = createRng(`skywriting:${letters.key}`);
  const px = size / U;
  // The smoke spreads: the letters blurred and thickened, then puffs along them.
  ctx.save();
  ctx.resetTransform();
  ctx.filter = `blur(${Math.max(1, letters.em * 0.05 * px)}px)`;
  ctx.globalAlpha = 0.55;
  for (const [ox, oy] of [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ] as const)
    ctx.drawImage(sheet as unknown as Image, ox * letters.em * 0.02 * px, oy * letters.em * 0.02 * px);
  ctx.filter = `blur(${Math.max(0.5, letters.em * 0.012 * px)}px)`;
  ctx.globalAlpha = 0.9;
  ctx.drawImage(sheet as unknown as Image, 0, 0);
  ctx.restore();
  // Puffs: soft round clouds where the smoke is, found on the letters' own pixels.
  const data = sctx.getImageData(0, 0, size, size).data;
  const { x, y, w, h } = letters.box;
  const puffs = Math.round((w * h) / (letters.em * letters.em * 0.02));
  ctx.save();
  for (let i = 0, tries = 0; i < puffs && tries < puffs * 20; tries++) {
    const ux = x + rng.next() * w;
    const uy = y + rng.next() * h;
    const ix = Math.min(size - 1, Math.max(0, Math.round(ux * px)));
    const iy = Math.min(size - 1, Math.max(0, Math.round(uy * px)));
    if (data[(iy * size + ix) * 4 + 3]! < 128) continue;
    i++;
    const r = letters.em * rng.range(0.035, 0.08);
    const g = ctx.createRadialGradient(ux, uy, 0, ux, uy, r);
    g.addColorStop(0, rgba(letters.color, 0.5));
    g.addColorStop(1, rgba(letters.color, 0));
    ctx.fillStyle = g;
    ctx.fillRect(ux - r, uy - r, r * 2, r * 2);
  }
  ctx.restore();
  if (!plane) return;
  // The plane, small and dark, flying on from the end of the last line with a thin trail behind it.
  // (Above the line's end where the line runs to the edge of the sleeve.)
  const room = x + w + letters.em * 0.5 < U - letters.em * 0.25;
  const planeX = room ? x + w + letters.em * 0.5 : x + w - letters.em * 0.2;
  const planeY = room ? y + h * 0.45 : y - letters.em * 0.35;
  const trail = ctx.createLinearGradient(x + w, 0, planeX, 0);
  trail.addColorStop(0, rgba(letters.color, 0));
  trail.addColorStop(1, rgba(letters.color, 0.7));
  ctx.fillStyle = trail;
  if (room) ctx.fillRect(x + w, planeY - letters.em * 0.01, planeX - x - w, letters.em * 0.02);
  const s = letters.em * 0.28;
  ctx.fillStyle = '#2b2f36';
  ctx.beginPath();
  ctx.moveTo(planeX + s, planeY);
  ctx.lineTo(planeX - s * 0.1, planeY - s * 0.12);
  ctx.lineTo(planeX - s * 0.3, planeY - s * 0.7);
  ctx.lineTo(planeX - s * 0.45, planeY - s * 0.7);
  ctx.lineTo(planeX - s * 0.35, planeY - s * 0.12);
  ctx.lineTo(planeX - s * 0.8, planeY - s * 0.12);
  ctx.lineTo(planeX - s * 0.95, planeY - s * 0.4);
  ctx.lineTo(planeX - s * 1.05, planeY - s * 0.4);
  ctx.lineTo(planeX - s * 1.0, planeY + s * 0.1);
  ctx.lineTo(planeX - s * 0.35, planeY + s * 0.12);
  ctx.lineTo(planeX - s * 0.45, planeY + s * 0.7);
  ctx.lineTo(planeX - s * 0.3, planeY + s * 0.7);
  ctx.lineTo(planeX - s * 0.1, planeY + s * 0.12);
  ctx.closePath();
  ctx.fill();
}

/** A soft shadow of the letters' shape on what they lie on, offset down and right by `drop` units. */
function castShadow(ctx: SKRSContext2D, sheet: Canvas, size: number, drop: number, alpha: number) {
  const px = size / U;
  ctx.save();
  ctx.resetTransform();
  ctx.filter = `blur(${Math.max(1, drop * 0.8 * px)}px)`;
  ctx.globalAlpha = alpha;
  ctx.globalCompositeOperation = 'multiply';
  ctx.drawImage(sheet as unknown as Image, drop * 0.5 * px, drop * px);
  ctx.restore();
}

/**
 * Rope, cord or yarn laid along the letters: each stroke rounded as a strand is, matte, with the twist of its plies
 * running across it in slanted bands, and a soft shadow where it lies on the ground.
 */
function rope(ctx: SKRSContext2D, letters: Letters, size: number) {
  const relief = litRelief(letters, size, {
    swell: letters.em * 0.012,
    sigma: letters.em * 0.06,
    ambient: 0.32,
    gain: 0.85,
    glint: 0,
  });
  if (!relief) return;
  const px = size / U;
  const { lit, left, top, width, height } = relief;
  const lctx = lit.getContext('2d');
  // The plies: slanted bands a little darker than the strand, clipped to it.
  const pitch = Math.max(4, letters.em * 0.11 * px);
  lctx.globalCompositeOperation = 'source-atop';
  lctx.strokeStyle = rgba(withLightness(letters.color, Math.max(0.05, hexToOklch(letters.color).l - 0.4)), 0.6);
  lctx.lineWidth = pitch * 0.22;
  lctx.beginPath();
  for (let k = -height; k < width + height; k += pitch) {
    lctx.moveTo(k, 0);
    lctx.lineTo(k - height * 0.8, height);
  }
  lctx.stroke();
  lctx.strokeStyle = rgba('#ffffff', 0.3);
  lctx.lineWidth = pitch * 0.14;
  lctx.beginPath();
  for (let k = -height + pitch * 0.45; k < width + height; k += pitch) {
    lctx.moveTo(k, 0);
    lctx.lineTo(k - height * 0.8, height);
  }
  lctx.stroke();
  castShadow(ctx, relief.sheet, size, letters.em * 0.03, 0.45);
  ctx.save();
  ctx.resetTransform();
  ctx.drawImage(lit as unknown as Image, left, top);
  ctx.restore();
}

/** Draws on a sheet of its own (units as the cover's), so a link's hole can be cut without cutting the ground. */
function sheetFor(letters: Letters, size: number): { sheet: Canvas; sctx: SKRSContext2D } {
  const sheet = createCanvas(size, size);
  const sctx = sheet.getContext('2d');
  sctx.scale(size / U, size / U);
  letters.style(sctx);
  sctx.lineCap = 'round';
  sctx.lineJoin = 'round';
  return { sheet, sctx };
}

/** The sheet laid on the cover over its own soft shadow. */
function laySheet(ctx: SKRSContext2D, sheet: Canvas, size: number, drop: number, alpha: number) {
  castShadow(ctx, sheet, size, drop, alpha);
  ctx.save();
  ctx.resetTransform();
  ctx.drawImage(sheet as unknown as Image, 0, 0);
  ctx.restore();
}

/** One stroke along the letters' outlines, in a style and width, at an offset in units. */
function strokeOutline(sctx: SKRSContext2D, letters: Letters, style: string, width: number, dx = 0, dy = 0) {
  sctx.strokeStyle = style;
  sctx.lineWidth = width;
  letters.draw(sctx, 'stroke', dx, dy);
}

/** The letters' colour made darker (a negative step) or lighter, kept short of black and white. */
const shade = (color: string, step: number) =>
  withLightness(color, Math.min(0.97, Math.max(0.1, hexToOklch(color).l + step)));

/**
 * Pipe or bar bent along the letters' outlines: a thick round tube, dark at its sides and lit along its top, with a
 * coupling every so often where two lengths join (round 121's copper plumbing was a hairline wire).
 */
function pipe(ctx: SKRSContext2D, letters: Letters, size: number) {
  const bore = letters.em * 0.055;
  const { sheet, sctx } = sheetFor(letters, size);
  // The tube: its shaded sides, its body, then the light along its top.
  strokeOutline(sctx, letters, shade(letters.color, -0.28), bore);
  strokeOutline(sctx, letters, letters.color, bore * 0.62, -bore * 0.06, -bore * 0.08);
  strokeOutline(sctx, letters, rgba(shade(letters.color, 0.3), 0.85), bore * 0.18, -bore * 0.16, -bore * 0.2);
  // Couplings: short collars a little wider than the tube, one every few of its widths.
  sctx.setLineDash([bore * 0.45, bore * 7]);
  sctx.lineCap = 'butt';
  strokeOutline(sctx, letters, shade(letters.color, -0.12), bore * 1.3);
  strokeOutline(sctx, letters, rgba(shade(letters.color, 0.25), 0.7), bore * 0.3, -bore * 0.2, -bore * 0.3);
  laySheet(ctx, sheet, size, letters.em * 0.04, 0.5);
}

/**
 * Chain laid along the letters' outlines: links alternately seen face on (a ring, the ground through its hole) and
 * edge on (a short bar), in the chain's metal, each lit along its top.
 */
function chain(ctx: SKRSContext2D, letters: Letters, size: number) {
  const link = letters.em * 0.085;
  const gauge = letters.em * 0.05;
  const { sheet, sctx } = sheetFor(letters, size);
  // Face-on links, then their holes cut out.
  sctx.setLineDash([link, link]);
  strokeOutline(sctx, letters, shade(letters.color, -0.15), gauge);
  sctx.globalCompositeOperation = 'destination-out';
  sctx.setLineDash([link * 0.4, link * 1.6]);
  sctx.lineDashOffset = -link * 0.3;
  strokeOutline(sctx, letters, shade(letters.color, -0.15), gauge * 0.42);
  sctx.globalCompositeOperation = 'source-over';
  // Light on the rings' upper rims.
  sctx.setLineDash([link * 0.8, link * 1.2]);
  sctx.lineDashOffset = -link * 0.1;
  strokeOutline(sctx, letters, rgba(shade(letters.color, 0.3), 0.75), gauge * 0.14, -gauge * 0.18, -gauge * 0.3);
  // Edge-on links across the gaps, overlapping the rings either side.
  sctx.setLineDash([link * 1.3, link * 0.7]);
  sctx.lineDashOffset = -link * 0.85;
  strokeOutline(sctx, letters, shade(letters.color, -0.3), gauge * 0.42);
  strokeOutline(sctx, letters, rgba(shade(letters.color, 0.22), 0.8), gauge * 0.14, -gauge * 0.05, -gauge * 0.08);
  laySheet(ctx, sheet, size, letters.em * 0.035, 0.5);
}

/**
 * Wire bent along the letters' outlines, as wire lettering is: a thin metal line lit along its top, casting a
 * hairline shadow; barbed wire is two strands twisted together with a barb of two short wire ends every so often.
 */
function wire(ctx: SKRSContext2D, letters: Letters, size: number, barbed: boolean) {
  const px = size / U;
  const gauge = Math.max(1.2 / px, letters.em * (barbed ? 0.022 : 0.016));
  const { l } = hexToOklch(letters.color);
  const dark = withLightness(letters.color, Math.max(0.12, l - 0.25));
  const bright = withLightness(letters.color, Math.min(0.97, l + 0.25));
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const drop = letters.em * 0.02;
  ctx.strokeStyle = rgba('#000000', 0.35);
  ctx.lineWidth = gauge;
  letters.draw(ctx, 'stroke', drop * 0.5, drop);
  ctx.strokeStyle = dark;
  ctx.lineWidth = gauge;
  letters.draw(ctx, 'stroke');
  if (barbed) {
    // The second strand wound round the first: short lighter turns along it.
    ctx.setLineDash([gauge * 1.3, gauge * 1.1]);
    ctx.strokeStyle = letters.color;
    ctx.lineWidth = gauge * 0.9;
    letters.draw(ctx, 'stroke');
    ctx.setLineDash([]);
  }
  ctx.strokeStyle = rgba(bright, 0.8);
  ctx.lineWidth = gauge * 0.35;
  letters.draw(ctx, 'stroke', -gauge * 0.15, -gauge * 0.2);
  ctx.restore();
  if (!barbed) return;
  // Barbs: where the wire passes near the points of a coarse grid, two short sharp ends crossing it.
  const sheet = createCanvas(size, size);
  const sctx = sheet.getContext('2d');
  sctx.scale(px, px);
  letters.style(sctx);
  sctx.strokeStyle = '#ffffff';
  sctx.lineWidth = gauge;
  letters.draw(sctx, 'stroke');
  const { x, y, w, h } = letters.box;
  const step = letters.em * 0.2;
  const left = Math.max(0, Math.floor((x - step) * px));
  const top = Math.max(0, Math.floor((y - step) * px));
  const width = Math.min(size, Math.ceil((x + w + step) * px)) - left;
  const height = Math.min(size, Math.ceil((y + h + step) * px)) - top;
  if (width <= 0 || height <= 0) return;
  const alpha = sctx.getImageData(left, top, width, height).data;
  const rng = createRng(`barbs:${letters.key}`);
  const barb = letters.em * 0.06;
  const cell = step * px;
  ctx.save();
  ctx.lineCap = 'round';
  for (let gy = 0; gy < height; gy += cell)
    for (let gx = 0; gx < width; gx += cell) {
      // The wire's nearest pixel to the cell's middle, looked for within the cell.
      let best: [number, number] | undefined;
      let bestD = Infinity;
      const cx = gx + cell / 2;
      const cy = gy + cell / 2;
      for (let j = Math.floor(gy); j < Math.min(height, gy + cell); j += 2)
        for (let i = Math.floor(gx); i < Math.min(width, gx + cell); i += 2) {
          if (alpha[(j * width + i) * 4 + 3]! < 128) continue;
          const d = (i - cx) ** 2 + (j - cy) ** 2;
          if (d < bestD) {
            bestD = d;
            best = [i, j];
          }
        }
      if (!best) continue;
      const bx = (best[0] + left) / px;
      const by = (best[1] + top) / px;
      const turn = rng.range(0, Math.PI);
      for (const [a, colour, wide, off] of [
        [turn, rgba('#000000', 0.35), gauge * 0.8, drop],
        [turn, dark, gauge * 0.8, 0],
        [turn + Math.PI / 2 + rng.range(-0.4, 0.4), dark, gauge * 0.8, 0],
      ] as const) {
        ctx.strokeStyle = colour;
        ctx.lineWidth = wide;
        ctx.beginPath();
        ctx.moveTo(bx - Math.cos(a) * barb + off * 0.5, by - Math.sin(a) * barb + off);
        ctx.lineTo(bx + Math.cos(a) * barb + off * 0.5, by + Math.sin(a) * barb + off);
        ctx.stroke();
      }
      // The coil that holds the barb on, a lit knot.
      ctx.fillStyle = letters.color;
      ctx.beginPath();
      ctx.arc(bx, by, gauge * 1.1, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = rgba(bright, 0.8);
      ctx.beginPath();
      ctx.arc(bx - gauge * 0.35, by - gauge * 0.35, gauge * 0.45, 0, Math.PI * 2);
      ctx.fill();
    }
  ctx.restore();
}

/** The letters' mask over their box, in pixels, and a test of whether a point in units lies inside them. */
function letterMask(letters: Letters, size: number) {
  const { sheet } = lettersApart(letters, size);
  const px = size / U;
  const { x, y, w, h } = letters.box;
  const left = Math.max(0, Math.floor(x * px));
  const top = Math.max(0, Math.floor(y * px));
  const width = Math.max(1, Math.min(size, Math.ceil((x + w) * px)) - left);
  const height = Math.max(1, Math.min(size, Math.ceil((y + h) * px)) - top);
  const alpha = sheet.getContext('2d').getImageData(left, top, width, height).data;
  const inside = (ux: number, uy: number) => {
    const i = Math.floor(ux * px) - left;
    const j = Math.floor(uy * px) - top;
    return i >= 0 && j >= 0 && i < width && j < height && alpha[(j * width + i) * 4 + 3]! > 127;
  };
  return { sheet, inside };
}

/** Points on a jittered grid of `cell` units that fall inside the letters, in a fixed order for the same words. */
function pointsInside(letters: Letters, inside: (x: number, y: number) => boolean, cell: number, seed: string) {
  const rng = createRng(`${seed}:${letters.key}`);
  const { x, y, w, h } = letters.box;
  const points: [number, number][] = [];
  for (let py = y + cell / 2; py < y + h; py += cell)
    for (let px = x + cell / 2; px < x + w; px += cell) {
      const jx = px + rng.range(-0.35, 0.35) * cell;
      const jy = py + rng.range(-0.35, 0.35) * cell;
      if (inside(jx, jy)) points.push([jx, jy]);
    }
  return { points, rng };
}

/**
 * Letters laid out in small pieces (pebbles, sea glass, beads, sweets, petals, tiles): each piece a rounded, uneven
 * shape of the material's colour, a shade lighter or darker than its neighbours, lit on its upper left, with its own
 * small shadow, close enough together that the letters read.
 */
function pieces(ctx: SKRSContext2D, letters: Letters, size: number) {
  const { inside } = letterMask(letters, size);
  const cell = letters.em * 0.07;
  const { points, rng } = pointsInside(letters, inside, cell, 'pieces');
  const { l } = hexToOklch(letters.color);
  const shapes = points.map(([px, py]) => {
    const sides = 5 + Math.floor(rng.next() * 4);
    const r = cell * rng.range(0.5, 0.68);
    const turn = rng.range(0, Math.PI * 2);
    const corners = Array.from({ length: sides }, (_, k) => {
      const a = turn + (k / sides) * Math.PI * 2;
      const rr = r * rng.range(0.75, 1.1);
      return [px + Math.cos(a) * rr, py + Math.sin(a) * rr * rng.range(0.8, 1)] as const;
    });
    const tone = withLightness(letters.color, Math.min(0.97, Math.max(0.08, l + rng.range(-0.09, 0.07))));
    return { px, py, r, corners, tone };
  });
  const outline = (corners: readonly (readonly [number, number])[], dx = 0, dy = 0) => {
    ctx.beginPath();
    // Rounded through the midpoints of the sides, so a piece is a worn pebble, not a cut polygon.
    const mid = (a: readonly [number, number], b: readonly [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const first = mid(corners[corners.length - 1]!, corners[0]!);
    ctx.moveTo(first[0]! + dx, first[1]! + dy);
    corners.forEach((c, k) => {
      const next = mid(c, corners[(k + 1) % corners.length]!);
      ctx.quadraticCurveTo(c[0] + dx, c[1] + dy, next[0]! + dx, next[1]! + dy);
    });
    ctx.closePath();
  };
  ctx.save();
  const drop = cell * 0.14;
  ctx.fillStyle = rgba('#000000', 0.35);
  for (const p of shapes) {
    outline(p.corners, drop * 0.6, drop);
    ctx.fill();
  }
  for (const p of shapes) {
    outline(p.corners);
    ctx.fillStyle = p.tone;
    ctx.fill();
    ctx.strokeStyle = rgba(withLightness(p.tone, Math.max(0.05, hexToOklch(p.tone).l - 0.22)), 0.5);
    ctx.lineWidth = cell * 0.05;
    ctx.stroke();
    // The light on its upper left.
    ctx.fillStyle = rgba('#ffffff', 0.3);
    ctx.beginPath();
    ctx.ellipse(p.px - p.r * 0.3, p.py - p.r * 0.32, p.r * 0.34, p.r * 0.2, -0.6, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/**
 * Letters laid out in sticks (matchsticks, twigs, nails, pencils): each stick along the stroke it lies in, found as
 * the direction in which the letter runs on furthest from its middle, with a darker end and a shadow under it.
 */
function sticks(ctx: SKRSContext2D, letters: Letters, size: number) {
  const { inside } = letterMask(letters, size);
  const cell = letters.em * 0.09;
  const { points, rng } = pointsInside(letters, inside, cell, 'sticks');
  const reach = letters.em * 0.3;
  const run = (x0: number, y0: number, dx: number, dy: number) => {
    let n = 0;
    const step = cell * 0.25;
    while (n * step < reach && inside(x0 + dx * n * step, y0 + dy * n * step)) n++;
    return n * step;
  };
  const { l } = hexToOklch(letters.color);
  const thick = letters.em * 0.032;
  const laid = points.map(([px, py]) => {
    let best = 0;
    let along = 0;
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI;
      const dx = Math.cos(a);
      const dy = Math.sin(a);
      const length = run(px, py, dx, dy) + run(px, py, -dx, -dy);
      if (length > along) {
        along = length;
        best = a;
      }
    }
    const a = best + rng.range(-0.06, 0.06);
    const half = Math.min(along, letters.em * 0.24) * rng.range(0.38, 0.48);
    const flip = rng.next() < 0.5 ? 1 : -1;
    return {
      x1: px - Math.cos(a) * half * flip,
      y1: py - Math.sin(a) * half * flip,
      x2: px + Math.cos(a) * half * flip,
      y2: py + Math.sin(a) * half * flip,
      tone: withLightness(letters.color, Math.min(0.95, Math.max(0.08, l + rng.range(-0.07, 0.06)))),
    };
  });
  ctx.save();
  ctx.lineCap = 'round';
  const drop = thick * 0.6;
  ctx.strokeStyle = rgba('#000000', 0.35);
  ctx.lineWidth = thick;
  ctx.beginPath();
  for (const s of laid) {
    ctx.moveTo(s.x1 + drop * 0.5, s.y1 + drop);
    ctx.lineTo(s.x2 + drop * 0.5, s.y2 + drop);
  }
  ctx.stroke();
  for (const s of laid) {
    ctx.strokeStyle = s.tone;
    ctx.lineWidth = thick;
    ctx.beginPath();
    ctx.moveTo(s.x1, s.y1);
    ctx.lineTo(s.x2, s.y2);
    ctx.stroke();
    // The end it was cut, broken or struck at: a rounded tip in a deeper shade of the material.
    ctx.fillStyle = withLightness(s.tone, Math.max(0.06, hexToOklch(s.tone).l - 0.35));
    ctx.beginPath();
    ctx.arc(s.x2, s.y2, thick * 0.62, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = rgba('#ffffff', 0.28);
  ctx.lineWidth = thick * 0.3;
  ctx.beginPath();
  for (const s of laid) {
    ctx.moveTo(s.x1 - thick * 0.15, s.y1 - thick * 0.2);
    ctx.lineTo(s.x2 - thick * 0.15, s.y2 - thick * 0.2);
  }
  ctx.stroke();
  ctx.restore();
}

/**
 * Letters carved or moulded from solid blocks (ice, soap, wax, stone, chocolate): a face bevelled at its edges and lit
 * from the upper left, sides that fall away down and right in a deeper shade, a shadow on the ground, and a few
 * streaks of light across a glossy face.
 */
function block(ctx: SKRSContext2D, letters: Letters, size: number) {
  const relief = litRelief(letters, size, {
    swell: 0,
    sigma: letters.em * 0.014,
    ambient: 0.62,
    gain: 0.5,
    glint: 0.5,
  });
  if (!relief) return;
  const px = size / U;
  const depth = letters.em * 0.07;
  castShadow(ctx, relief.sheet, size, depth * 1.2, 0.4);
  const { l } = hexToOklch(letters.color);
  const side = withLightness(letters.color, Math.max(0.06, l - 0.22));
  ctx.save();
  ctx.fillStyle = side;
  const steps = Math.max(2, Math.ceil(depth * px));
  for (let k = steps; k > 0; k--) {
    const d = (depth * k) / steps;
    letters.draw(ctx, 'fill', d * 0.55, d);
  }
  ctx.restore();
  const { lit, left, top, width, height } = relief;
  const lctx = lit.getContext('2d');
  // Streaks of light across the face, where it is glossy.
  lctx.globalCompositeOperation = 'source-atop';
  const rng = createRng(`block:${letters.key}`);
  lctx.strokeStyle = rgba('#ffffff', 0.22);
  for (let k = 0; k < 5; k++) {
    const at = rng.range(0, width + height);
    lctx.lineWidth = rng.range(0.01, 0.03) * letters.em * px;
    lctx.beginPath();
    lctx.moveTo(at, 0);
    lctx.lineTo(at - height, height);
    lctx.stroke();
  }
  ctx.save();
  ctx.resetTransform();
  ctx.drawImage(lit as unknown as Image, left, top);
  ctx.restore();
}

/**
 * One line of lettering as a finish paints it, measured in the font `ctx` is set in (the engine's type layer and the
 * editor's text layers both draw a finish line by line, so a foil's light runs across each line the same way).
 */
export function lineLetters(
  ctx: SKRSContext2D,
  line: { text: string; x: number; y: number; size: number; color: string },
  align: 'left' | 'center' | 'right',
): Letters {
  const { text, x, y } = line;
  const m = ctx.measureText(text);
  const font = ctx.font;
  const spacing = ctx.letterSpacing;
  return {
    style: (c) => {
      c.font = font;
      c.letterSpacing = spacing;
      c.textAlign = align;
      c.textBaseline = 'top';
    },
    draw: (c, how = 'fill', dx = 0, dy = 0) =>
      how === 'stroke' ? c.strokeText(text, x + dx, y + dy) : c.fillText(text, x + dx, y + dy),
    box: {
      x: x - m.actualBoundingBoxLeft,
      y: y - m.actualBoundingBoxAscent,
      w: m.actualBoundingBoxLeft + m.actualBoundingBoxRight,
      h: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent,
    },
    em: line.size,
    color: line.color,
    key: text,
  };
}

/** Paints letters in a printed finish on a context already scaled to units and styled by `letters.style`. */
export function paintPrinted(
  ctx: SKRSContext2D,
  effect: PrintedEffect,
  letters: Letters,
  size: number,
  lastLine = true,
): void {
  if (effect === 'foil') foil(ctx, letters);
  else if (effect === 'letterpress') letterpress(ctx, letters, size);
  else if (effect === 'chalk') chalk(ctx, letters, size);
  else if (effect === 'stitched') stitched(ctx, letters);
  else if (effect === 'cross-stitch') crossStitch(ctx, letters, size);
  else if (effect === 'balloon') balloon(ctx, letters, size);
  else if (effect === 'neon') neon(ctx, letters, size);
  else if (effect === 'cutout') cutout(ctx, letters);
  else if (effect === 'tape') tape(ctx, letters);
  else if (effect === 'piped') piped(ctx, letters, size);
  else if (effect === 'split-flap') splitFlap(ctx, letters);
  else if (effect === 'stencil') stencil(ctx, letters, size);
  else if (effect === 'skywriting') skywriting(ctx, letters, size, lastLine);
  else if (effect === 'rope') rope(ctx, letters, size);
  else if (effect === 'wire' || effect === 'barbed-wire') wire(ctx, letters, size, effect === 'barbed-wire');
  else if (effect === 'pipe') pipe(ctx, letters, size);
  else if (effect === 'chain') chain(ctx, letters, size);
  else if (effect === 'pieces') pieces(ctx, letters, size);
  else if (effect === 'sticks') sticks(ctx, letters, size);
  else if (effect === 'block') block(ctx, letters, size);
  else deboss(ctx, letters);
}
