/**
 * The camera's roll: a loud record's scene is taken with the camera tipped (a Dutch angle), as a photographer shoots a
 * mosh pit, a rave or a stunt, so the horizon and the figures lean. The panel's most repeated complaint about mood
 * (rounds 66-68) was that thrash, gabber, hardstyle and stadium rock got the same level, centred, still picture as an
 * ambient record. A quiet idea, lettering alone and an abstract field stay level.
 *
 * The tilt turns the drawn scene about the cover's centre and enlarges it just enough to fill the corners; it is a
 * move of the camera, so it turns the picture as drawn (Photon's light included) and never the print: Sonic's rules,
 * margins and paper stay square to the sleeve (render.ts applies it before Sonic's finish, after Photon's lens).
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { SceneBrief } from '../../shared/contracts/scene-brief.ts';
import { isLoud } from './loud.ts';
import type { Rng } from './random.ts';

/** States of a thing caught in motion: the camera tips for them whatever the mood. */
const IN_MOTION: ReadonlySet<string> = new Set(['moving', 'running', 'jumping', 'flipping']);

/** How many of a loud idea's versions are tipped: most, so a level one remains among four. */
const TIPPED_SHARE = 0.75;
const MIN_DEGREES = 7;
const MAX_DEGREES = 12;

/** The roll in radians (0: level) for a brief, chosen per seed. */
export function cameraRoll(brief: SceneBrief, rng: Rng): number {
  if (brief.subjects.length === 0 || brief.composition === 'typographic') return 0;
  const loud = isLoud(brief) || brief.subjects.some((s) => s.state && IN_MOTION.has(s.state));
  if (!loud || !rng.chance(TIPPED_SHARE)) return 0;
  const degrees = rng.range(MIN_DEGREES, MAX_DEGREES) * (rng.chance(0.5) ? 1 : -1);
  return (degrees * Math.PI) / 180;
}

/** How much a square turned by `roll` must be enlarged to cover the square it is turned in. */
export function rollZoom(roll: number): number {
  return Math.abs(Math.cos(roll)) + Math.abs(Math.sin(roll));
}

/** Turns what is on `canvas` by `roll` about its centre, enlarged to fill it edge to edge. */
export function tiltCanvas(canvas: Canvas, roll: number): void {
  if (roll === 0) return;
  const { width, height } = canvas;
  const copy = createCanvas(width, height);
  copy.getContext('2d').drawImage(canvas, 0, 0);
  const ctx = canvas.getContext('2d');
  ctx.save();
  ctx.resetTransform();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.translate(width / 2, height / 2);
  ctx.rotate(roll);
  const zoom = rollZoom(roll);
  ctx.scale(zoom, zoom);
  ctx.drawImage(copy, -width / 2, -height / 2);
  ctx.restore();
}
