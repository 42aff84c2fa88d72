/**
 * The Artist Logo Generator's engine: an artist name drawn in one of the typographic treatments
 * (src/shared/logo-treatments.ts), with an optional emblem from the subject library, as a self-contained SVG of
 * filled paths (no text, fonts or references) and as a transparent PNG rendered from that SVG.
 */
import sharp from 'sharp';
import type { LogoTreatmentId } from '../../../shared/logo-treatments.ts';
import { createRng } from '../random.ts';
import { writeSvg } from './artwork.ts';
import { emblemPath, isLogoEmblem } from './emblems.ts';
import { isInvisible, unsupportedCharacters } from './font-outlines.ts';
import { TREATMENTS } from './treatments/index.ts';

export interface LogoRequest {
  /** The artist name, 1-40 characters after trimming (the caller validates). */
  name: string;
  treatment: LogoTreatmentId;
  /** An emblem id from `logoEmblems()`. */
  emblem?: string;
  /** '#rrggbb' ink; each treatment has a default. */
  colour?: string;
}

/** A request the engine cannot draw: characters no shipped face has, an unknown emblem or treatment, a bad colour. */
export class LogoRequestError extends Error {
  constructor(
    message: string,
    readonly field: 'name' | 'treatment' | 'emblem' | 'colour',
  ) {
    super(message);
  }
}

/** Characters of a name that no shipped typeface can draw (the route can refuse them before drawing). */
export const unsupportedNameCharacters = (name: string) => unsupportedCharacters(name);

function layersFor(req: LogoRequest) {
  const treatment = TREATMENTS[req.treatment];
  if (!treatment) throw new LogoRequestError(`Unknown treatment ${req.treatment}`, 'treatment');
  if (req.colour !== undefined && !/^#[0-9a-fA-F]{6}$/.test(req.colour)) {
    throw new LogoRequestError('The colour must be #rrggbb', 'colour');
  }
  const name = req.name.normalize('NFC').trim().replace(/\s+/gu, ' ');
  const missing = unsupportedCharacters(name);
  if (missing.length) throw new LogoRequestError(`No typeface can draw ${missing.join(' ')}`, 'name');
  if (![...name].some((ch) => !/\s/u.test(ch) && !isInvisible(ch.codePointAt(0)!))) {
    throw new LogoRequestError('The name has nothing to draw', 'name');
  }
  if (req.emblem && !isLogoEmblem(req.emblem)) throw new LogoRequestError(`Unknown emblem ${req.emblem}`, 'emblem');
  const emblem = req.emblem ? emblemPath(req.emblem) : undefined;
  return treatment.draw({
    name,
    ink: (req.colour ?? treatment.defaultInk).toLowerCase(),
    ...(emblem && { emblem }),
    rng: createRng(`logo/${req.treatment}/${name}`),
  });
}

/**
 * The logo as an SVG document, with its viewBox size (the longer side is 1000 units); `pixelHeight` sets the size
 * it is drawn at (a cover's logo layer asks for the pixels it fills, so it is sharp at any size).
 */
export function drawLogoSvg(req: LogoRequest, pixelHeight?: number): { svg: string; width: number; height: number } {
  return writeSvg(layersFor(req), pixelHeight);
}

export const PNG_MAX_HEIGHT = 4096;
export const PNG_MAX_WIDTH = 16384;

/**
 * The logo as a transparent PNG `height` pixels high (16 to 4096), its width following the logo's proportions
 * (at most 16384: a very wide logo is refused at a height that would exceed it). Rendered from the SVG by sharp
 * (librsvg), so the PNG is exactly the SVG's drawing.
 */
export async function drawLogoPng(req: LogoRequest, height: number): Promise<Buffer> {
  if (!Number.isInteger(height) || height < 16 || height > PNG_MAX_HEIGHT) {
    throw new RangeError(`The PNG height must be an integer from 16 to ${PNG_MAX_HEIGHT}`);
  }
  const { svg, width, height: viewHeight } = writeSvg(layersFor(req), height);
  if (Math.round((height * width) / viewHeight) > PNG_MAX_WIDTH) {
    throw new RangeError('The PNG would be too wide at that height');
  }
  return sharp(Buffer.from(svg)).ensureAlpha().png({ compressionLevel: 6 }).toBuffer();
}
