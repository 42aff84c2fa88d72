import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  noteMetrics,
  SWATCH_CARD_HEIGHT,
  SWATCH_INSET,
  type BoardItem,
} from '../../shared/contracts/moodboards.ts';
import { checkImage } from './image-guard.ts';
import { familyFor } from './faces.ts';

/** The PNG is the board at this many pixels a board unit: 2400 × 1500, sharp enough to print a page of. */
export const BOARD_EXPORT_SCALE = 1.5;
const PAPER = '#f4efe6';
const INK = '#111114';

/** A note's lines at its width: words wrapped, a word longer than the line broken where it must. */
function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (ctx.measureText(next).width <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
      while (ctx.measureText(line).width > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && ctx.measureText(line.slice(0, cut)).width > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A picture as the canvas reads it (a PNG decoded by sharp), or null when it is not a PNG, JPEG or WebP we take or
 * holds more pixels than the whole board, which could not show more of it.
 */
async function boardPicture(bytes: Uint8Array, maxPixels: number) {
  try {
    const picture = await checkImage(Buffer.from(bytes), { maxPixels });
    return await loadImage(await picture.decode().png().toBuffer());
  } catch {
    return null;
  }
}

/** What a board's PNG shows besides its pictures. */
export interface MoodboardDrawing {
  name: string;
  author: string;
  items: BoardItem[];
}

/**
 * A board as a PNG: its name, then each item where it was placed, later items on top: pictures (the bytes given
 * by item id; an empty square for one missing or refused) as squares, colours as swatches with their hex code, notes
 * as paper cards. Deterministic.
 */
export async function renderMoodboard(board: MoodboardDrawing, pictures: Record<string, Uint8Array>): Promise<Buffer> {
  const s = BOARD_EXPORT_SCALE;
  const canvas = createCanvas(Math.round(BOARD_WIDTH * s), Math.round(BOARD_HEIGHT * s));
  const ctx = canvas.getContext('2d');
  ctx.scale(s, s);
  ctx.fillStyle = '#17161b';
  ctx.fillRect(0, 0, BOARD_WIDTH, BOARD_HEIGHT);
  const title = familyFor('inter', 700, board.name + board.author).family;
  ctx.fillStyle = 'rgba(244, 239, 230, 0.55)';
  ctx.font = `600 22px ${title}`;
  ctx.textBaseline = 'top';
  ctx.fillText(`${board.name} · ${board.author}`, 28, 24);

  for (const item of board.items) {
    ctx.save();
    ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
    ctx.shadowBlur = 18;
    ctx.shadowOffsetY = 6;
    if (item.kind === 'colour') {
      ctx.fillStyle = PAPER;
      const inset = item.w * SWATCH_INSET;
      ctx.fillRect(item.x, item.y, item.w, item.w * SWATCH_CARD_HEIGHT);
      ctx.shadowColor = 'transparent';
      ctx.fillStyle = item.hex;
      ctx.fillRect(item.x + inset, item.y + inset, item.w - inset * 2, item.w - inset * 2);
      ctx.fillStyle = INK;
      ctx.font = `600 ${Math.round(item.w / 9)}px ${familyFor('jetbrains', 600, item.hex).family}`;
      ctx.fillText(item.hex.toUpperCase(), item.x + inset, item.y + item.w * 1.0);
    } else if (item.kind === 'note') {
      const { size, pad } = noteMetrics(item.w);
      ctx.font = `500 ${size}px ${familyFor('inter', 500, item.text).family}`;
      const lines = wrap(ctx, item.text, item.w - pad * 2);
      const height = pad * 2 + lines.length * size * 1.35;
      ctx.fillStyle = PAPER;
      ctx.fillRect(item.x, item.y, item.w, height);
      ctx.shadowColor = 'transparent';
      ctx.fillStyle = INK;
      lines.forEach((line, i) => ctx.fillText(line, item.x + pad, item.y + pad + i * size * 1.35));
    } else {
      const bytes = pictures[item.id];
      const image = bytes ? await boardPicture(bytes, canvas.width * canvas.height) : null;
      if (image) ctx.drawImage(image, item.x, item.y, item.w, item.w);
      else {
        ctx.fillStyle = '#2a2830';
        ctx.fillRect(item.x, item.y, item.w, item.w);
      }
    }
    ctx.restore();
  }
  return canvas.encode('png');
}
