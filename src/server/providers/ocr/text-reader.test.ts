import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { familyFor } from '../../engine/faces.ts';
import { tesseractReader } from './text-reader.ts';

const reader = tesseractReader();
afterAll(() => reader.close());

/** A cover-like picture with lettering drawn into it, as image engines sometimes do. */
function bakedText(words: { text: string; size: number; y: number }[]) {
  const canvas = createCanvas(1024, 1024);
  const ctx = canvas.getContext('2d');
  const sky = ctx.createLinearGradient(0, 0, 0, 1024);
  sky.addColorStop(0, '#1b1040');
  sky.addColorStop(1, '#ff8a5b');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, 1024, 1024);
  ctx.fillStyle = '#f4f1ea';
  for (const w of words) {
    ctx.font = `${w.size}px ${familyFor('archivo', 800, w.text).family}`;
    ctx.fillText(w.text, 160, w.y);
  }
  return canvas.toBuffer('image/png');
}

describe('reading lettering drawn into an image (tesseract.js, English data from npm)', () => {
  it('finds a misspelt store name and garbled words', async () => {
    const words = await reader.read(
      bakedText([
        { text: 'SPOTFY', size: 120, y: 420 },
        { text: 'ipsvm dolr', size: 64, y: 800 },
      ]),
    );
    const texts = words.filter((w) => w.confidence >= 60).map((w) => w.text);
    expect(texts).toContain('SPOTFY');
    expect(texts).toContain('dolr');
  });

  it('finds nothing in a picture without lettering', async () => {
    const words = await reader.read(bakedText([]));
    expect(words.filter((w) => w.confidence >= 60 && /\p{L}{2,}/u.test(w.text))).toEqual([]);
  });
});
