import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { MAX_SEED } from '../../shared/contracts/generation.ts';
import type { GenreFamily, Look, SceneBrief } from '../../shared/contracts/scene-brief.ts';
import { findGenre } from '../../shared/lexicon/genres.ts';
import { ARCHETYPES } from './archetypes/index.ts';
import { mix } from '../../shared/color.ts';
import { bokeh, grade, grain, lightLeak, printTexture, vignette } from './finishing.ts';
import { fire, smoke } from './motifs/abstract.ts';
import { clouds, lightning, rain } from './motifs/landscape.ts';
import { createRng } from './random.ts';
import { paletteRoles, U, type Layout, type Scene } from './scene.ts';
import { setType, type TypeResult } from './typography.ts';

export interface RenderRequest {
  brief: SceneBrief;
  /** Any 32-bit unsigned integer; different seeds give different compositions of the same brief. */
  seed: number;
  look: Look;
  /** Edge length in pixels (square). */
  size: number;
}

export interface RenderResult {
  canvas: Canvas;
  layout: Layout;
  type: TypeResult;
}

/**
 * A stable key for the picture part of a brief: field order in stored JSON must not change the image, and
 * neither does the title or artist text, so correcting a typo in a title keeps the artwork.
 */
function briefKey(b: SceneBrief): string {
  return [
    b.genre,
    b.mood,
    b.palette.join(','),
    b.subjects.join(','),
    b.style,
    b.composition,
    b.lighting,
    b.medium,
  ].join('|');
}

/** Weather and atmosphere subjects drawn over any composition. */
function atmosphere(s: Scene) {
  const { colors, rng } = s;
  if (s.motifs.includes('cloud'))
    clouds(s, rng.int(3, 6), 80, 420, s.look === 'photon' ? colors.light : mix(colors.light, colors.bg, 0.3));
  if (s.motifs.includes('smoke')) smoke(s, rng.range(300, 700), U, 700, colors.light);
  if (s.motifs.includes('lightning')) lightning(s, rng.range(200, 800), 0, rng.range(450, 700), colors.light);
  if (s.motifs.includes('rain')) rain(s, 1, colors.light);
  if (s.motifs.includes('fire')) fire(s, 500, U + 10, U * 1.1, rng.range(180, 320), colors.accent, colors.primary);
}

/**
 * Draws a cover. Pure: the same request always gives the same pixels. Drawing happens in a
 * 1000-unit square scaled to `size`, so every size shows the same composition.
 */
export function renderCover({ brief, seed, look, size }: RenderRequest): RenderResult {
  if (!Number.isInteger(size) || size < 16 || size > 6000) throw new RangeError(`size must be 16-6000 px, got ${size}`);
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)
    throw new RangeError(`seed must be an integer 0-${MAX_SEED}`);
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.scale(size / U, size / U);
  const rng = createRng(`${seed}|${look}|${briefKey(brief)}`);
  const family: GenreFamily = findGenre(brief.genre)?.family ?? 'indie';
  const scene: Scene = {
    ctx,
    size,
    look,
    rng,
    brief,
    family,
    motifs: [...brief.subjects],
    colors: paletteRoles(brief.palette, rng.fork('palette'), look),
  };

  const layout = ARCHETYPES[brief.composition](scene);
  atmosphere(scene);

  if (look === 'photon') {
    grade(scene);
    if (rng.chance(0.6)) bokeh(scene, rng.int(8, 22), 0, U * 0.7);
    if (rng.chance(0.55)) lightLeak(scene);
    vignette(scene, 0.55);
  } else {
    printTexture(scene);
    vignette(scene, 0.22);
  }
  const type = setType(scene, canvas, layout);
  grain(scene, look === 'photon' ? 0.16 : 0.1);
  return { canvas, layout, type };
}
