/**
 * The Album Mockup Builder's drawing: a cover placed in five product photographs (record, CD, cassette, phone,
 * poster), drawn entirely in code. Every scene is deterministic: its textures come from a PRNG seeded by the scene's
 * name, so the same cover and text always give the same pixels.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { createRng, type Rng } from '../random.ts';
import { drawCassette } from './cassette.ts';
import { drawCd } from './cd.ts';
import { drawPhone } from './phone.ts';
import { drawPoster } from './poster.ts';
import { drawVinyl } from './vinyl.ts';
import type { MockupScene, MockupText } from '../../../shared/contracts/mockups.ts';
import { MOCKUP_HEIGHT, MOCKUP_WIDTH } from './studio.ts';

type SceneDrawer = (canvas: Canvas, cover: Canvas, text: MockupText, rng: Rng) => void;

const SCENES: Record<MockupScene, SceneDrawer> = {
  vinyl: drawVinyl,
  cd: drawCd,
  cassette: drawCassette,
  phone: drawPhone,
  poster: drawPoster,
};

/** The smallest cover that still looks sharp at the size the scenes show it. */
const MIN_COVER = 512;

/**
 * Draws `scene` around `cover` (a square canvas of any size ≥ 512 px, RGBA). Deterministic: same input, same
 * pixels. Returns a new MOCKUP_WIDTH × MOCKUP_HEIGHT opaque canvas.
 */
export function drawMockup(scene: MockupScene, cover: Canvas, text: MockupText): Canvas {
  if (cover.width !== cover.height || cover.width < MIN_COVER) {
    throw new RangeError(`the cover must be square and at least ${MIN_COVER} px, got ${cover.width}×${cover.height}`);
  }
  const canvas = createCanvas(MOCKUP_WIDTH, MOCKUP_HEIGHT);
  SCENES[scene](canvas, cover, text, createRng(`mockup/${scene}`));
  return canvas;
}
