import { SAFE_MARGIN, type CoverEdit, type LayerBoxes, type TextLayer } from '../../../shared/contracts/cover-edit.ts';

/** Positions are in units of the 1000-unit square. */
const SQUARE = 1000;
export { SAFE_MARGIN };

export const PLACEMENTS = [
  { id: 'top', label: 'Top' },
  { id: 'centre', label: 'Centred' },
  { id: 'upper-third', label: 'Upper third' },
  { id: 'lower-third', label: 'Lower third' },
  { id: 'bottom', label: 'Bottom' },
  { id: 'corner', label: 'Corner' },
] as const;
export type Placement = (typeof PLACEMENTS)[number]['id'];

type Box = { x: number; y: number; w: number; h: number };

/** Where a layer's lines sit, estimated from its settings when the last preview has not measured it. */
function estimate(layer: TextLayer): Box {
  const lines = layer.text.split('\n').length;
  const h = layer.size * (1 + (lines - 1) * layer.lineHeight);
  const w = Math.min(SQUARE, Math.max(...layer.text.split('\n').map((l) => l.length)) * layer.size * 0.55);
  const x = layer.align === 'left' ? layer.x : layer.align === 'right' ? layer.x - w : layer.x - w / 2;
  return { x, y: layer.y, w, h };
}

/**
 * Moves the whole text block (every layer together, keeping their spacing) to a placement: centred across the
 * square at the top, a third, the middle or the bottom, or set left in the bottom-left corner. `boxes` are the
 * last preview's measurements of the layers, in the document's order.
 */
export function place(doc: CoverEdit, placement: Placement, boxes: LayerBoxes | null): CoverEdit {
  const layers = doc.text.layers;
  const measured = layers.map((layer, i) => boxes?.[i] ?? (layer.text.trim() ? estimate(layer) : null));
  const present = measured.filter((b): b is Box => b !== null);
  if (!present.length) return doc;
  const top = Math.min(...present.map((b) => b.y));
  const bottom = Math.max(...present.map((b) => b.y + b.h));
  const height = bottom - top;
  // A plate pads the block: keep the padding inside the margin too.
  const pad = doc.text.plate?.padY ?? 0;
  const blockTop = {
    top: SAFE_MARGIN + pad,
    centre: (SQUARE - height) / 2,
    'upper-third': SQUARE / 3 - height / 2,
    'lower-third': (SQUARE * 2) / 3 - height / 2,
    bottom: SQUARE - SAFE_MARGIN - pad - height,
    corner: SQUARE - SAFE_MARGIN - pad - height,
  }[placement];
  const shift = Math.max(SAFE_MARGIN + pad, Math.min(blockTop, SQUARE - SAFE_MARGIN - pad - height)) - top;
  const corner = placement === 'corner';
  const padX = doc.text.plate?.padX ?? 0;
  return {
    ...doc,
    text: {
      ...doc.text,
      layers: layers.map((layer) => ({
        ...layer,
        // Within the document's range even for an empty layer the block's measure left out.
        y: Math.round(Math.min(1200, Math.max(-200, layer.y + shift))),
        align: corner ? 'left' : 'center',
        x: corner ? SAFE_MARGIN + padX : SQUARE / 2,
      })),
    },
  };
}

/** Space kept between a new line and the lines already there, in units. */
const NEW_LINE_GAP = 24;

/**
 * Where a new line set `size` units in the first layer's face goes (its anchor's y): under the text already there
 * when it fits inside the bottom margin, else above it, else in the widest space between lines, so an added line
 * never lands on another while there is room. Measured on the letters (`ink`) where the preview measured them: a
 * face's letters can reach above and below the line they are set on, and the new line's reach is the first layer's,
 * scaled to its size.
 */
export function newLineY(doc: CoverEdit, boxes: LayerBoxes | null, size: number): number {
  const like = doc.text.layers[0];
  const likeBox = boxes?.[0];
  const scale = like ? size / like.size : 1;
  // One line's ink: where it starts from the anchor, and how tall (a layer of several lines counts its leading too).
  const lines = like ? like.text.split('\n').length : 1;
  const reach = likeBox?.ink
    ? { top: (likeBox.ink.y - likeBox.y) * scale, height: (likeBox.ink.h / lines) * scale }
    : { top: 0, height: size * 1.1 };
  return Math.round(freeBand(doc, boxes, reach.height) - reach.top);
}

/** The top of a free band `height` units tall for a new line, as `newLineY` chooses it. */
function freeBand(doc: CoverEdit, boxes: LayerBoxes | null, height: number): number {
  const taken = doc.text.layers
    .map((layer, i) => {
      const box = boxes?.[i];
      if (!box) return layer.text.trim() ? estimate(layer) : null;
      // A box's top is its layer's anchor: measured on a document since moved (a one-click fix, a placement), the
      // shape still holds, at the layer's place now.
      const top = Math.min(box.y, box.ink?.y ?? box.y);
      const bottom = Math.max(box.y + box.h, box.ink ? box.ink.y + box.ink.h : -Infinity);
      return { y: top + layer.y - box.y, h: bottom - top };
    })
    .filter((b): b is { y: number; h: number } => b !== null)
    .sort((a, b) => a.y - b.y);
  if (!taken.length) return SAFE_MARGIN;
  const bottom = Math.max(...taken.map((b) => b.y + b.h));
  if (bottom + NEW_LINE_GAP + height <= SQUARE - SAFE_MARGIN) return bottom + NEW_LINE_GAP;
  const top = taken[0]!.y;
  if (top - NEW_LINE_GAP - height >= SAFE_MARGIN) return top - NEW_LINE_GAP - height;
  // The widest space between lines (or between a line and a margin) that is free.
  let best = { y: SQUARE - SAFE_MARGIN - height, room: -Infinity };
  let edge = SAFE_MARGIN;
  for (const b of [...taken, { y: SQUARE - SAFE_MARGIN, h: 0 }]) {
    const room = b.y - edge;
    if (room > best.room) best = { y: edge + Math.max(0, (room - height) / 2), room };
    edge = Math.max(edge, b.y + b.h);
  }
  return Math.min(best.y, SQUARE - SAFE_MARGIN - height);
}

/** The layer under a point of the square (the topmost, last drawn, when layers overlap), or -1. */
export function layerAt(boxes: LayerBoxes | null, x: number, y: number, slack = 12): number {
  if (!boxes) return -1;
  for (let i = boxes.length - 1; i >= 0; i--) {
    const b = boxes[i];
    if (b && x >= b.x - slack && x <= b.x + b.w + slack && y >= b.y - slack && y <= b.y + b.h + slack) return i;
  }
  return -1;
}

/**
 * Each line moved the least distance that brings it inside the safe margin (the release check's fix for text at or
 * past the edge). A line larger than the space inside the margins is centred on it. `boxes` as for `place`.
 */
export function insideMargins(doc: CoverEdit, boxes: LayerBoxes | null): CoverEdit {
  const nudge = (start: number, length: number) => {
    const room = SQUARE - 2 * SAFE_MARGIN;
    if (length > room) return (SQUARE - length) / 2 - start;
    return Math.max(SAFE_MARGIN, Math.min(start, SQUARE - SAFE_MARGIN - length)) - start;
  };
  return {
    ...doc,
    text: {
      ...doc.text,
      layers: doc.text.layers.map((layer, i) => {
        const box = boxes?.[i] ?? (layer.text.trim() ? estimate(layer) : null);
        if (!box) return layer;
        const clamp = (v: number) => Math.round(Math.min(1200, Math.max(-200, v)));
        return { ...layer, x: clamp(layer.x + nudge(box.x, box.w)), y: clamp(layer.y + nudge(box.y, box.h)) };
      }),
    },
  };
}
