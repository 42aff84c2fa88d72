import { LoaderCircle } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CoverEdit, LayerBoxes } from '../../../shared/contracts/cover-edit.ts';

type LayerBox = NonNullable<LayerBoxes[number]>;
import { layerAt } from './placement.ts';
import type { Preview } from './editor-api.ts';

const UNITS = 1000;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** A box in units of the 1000-unit square, placed over the picture in percent. */
const placedAt = (b: LayerBox) => ({
  left: `${b.x / 10}%`,
  top: `${b.y / 10}%`,
  width: `${b.w / 10}%`,
  height: `${b.h / 10}%`,
});

type Drag =
  | {
      kind: 'layer';
      index: number;
      from: { x: number; y: number };
      start: { x: number; y: number };
      /** Where the layer was drawn when the drag began: its outline follows the pointer from there. */
      box: LayerBox;
    }
  | { kind: 'crop'; from: { x: number; y: number }; start: { x: number; y: number }; scale: number }
  | { kind: 'logo'; from: { x: number; y: number }; start: { x: number; y: number }; box: LayerBox };

/**
 * The server's drawing of the edit, and the place to move things on it: drag a line of text, the artist logo (drawn
 * over the text, so it is found first) or, on an outside image, the picture itself; the outline of what is dragged
 * follows the pointer at once while the drawing catches up. Arrow keys nudge the selected line.
 */
export function CoverCanvas({
  doc,
  preview,
  boxes,
  drawing,
  error,
  selected,
  onSelect,
  movesArt,
  update,
  done,
  alt,
}: {
  doc: CoverEdit;
  preview: Preview | null;
  /** Where the document's layers landed in the drawing shown; null while unknown for these layers. */
  boxes: LayerBoxes | null;
  drawing: boolean;
  error: string | null;
  selected: number;
  onSelect: (index: number) => void;
  /** An outside image: dragging off the text moves the picture in the square. */
  movesArt: boolean;
  update: (doc: CoverEdit, group?: string | null) => void;
  done: () => void;
  alt: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [dragged, setDragged] = useState<LayerBox | null>(null);

  const unitsAt = (e: PointerEvent) => {
    const rect = frame.current!.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) / rect.width) * UNITS, y: ((e.clientY - rect.top) / rect.height) * UNITS };
  };

  const moveLayer = (index: number, x: number, y: number) =>
    update(
      {
        ...doc,
        text: {
          ...doc.text,
          layers: doc.text.layers.map((l, i) =>
            i === index ? { ...l, x: Math.round(clamp(x, -200, 1200)), y: Math.round(clamp(y, -200, 1200)) } : l,
          ),
        },
      },
      `drag-${index}`,
    );

  const logoBox = doc.logo ? (preview?.logoBox ?? null) : null;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    const at = unitsAt(e);
    const hit = layerAt(boxes, at.x, at.y);
    const layer = doc.text.layers[hit];
    if (doc.logo && logoBox && layerAt([logoBox], at.x, at.y, 4) === 0) {
      drag.current = { kind: 'logo', from: at, start: { x: doc.logo.x, y: doc.logo.y }, box: logoBox };
    } else if (layer && boxes?.[hit]) {
      onSelect(hit);
      drag.current = { kind: 'layer', index: hit, from: at, start: { x: layer.x, y: layer.y }, box: boxes[hit] };
    } else if (movesArt) {
      const { crop } = doc.art;
      drag.current = { kind: 'crop', from: at, start: { x: crop.x, y: crop.y }, scale: crop.scale };
    } else return;
    e.currentTarget.setPointerCapture(e.pointerId);
    e.preventDefault();
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const at = unitsAt(e);
    const dx = at.x - d.from.x;
    const dy = at.y - d.from.y;
    if (d.kind === 'layer') {
      setDragged({ ...d.box, x: d.box.x + dx, y: d.box.y + dy });
      moveLayer(d.index, d.start.x + dx, d.start.y + dy);
    } else if (d.kind === 'logo') {
      setDragged({ ...d.box, x: d.box.x + dx, y: d.box.y + dy });
      const logo = {
        ...doc.logo!,
        x: Math.round(clamp(d.start.x + dx, -200, 1200)),
        y: Math.round(clamp(d.start.y + dy, -200, 1200)),
      };
      update({ ...doc, logo }, 'drag-logo');
    } else {
      // The picture follows the pointer: a step on the cover is a step of the picture's centre, shrunk by the zoom.
      const crop = {
        scale: d.scale,
        x: Math.round(clamp(d.start.x + dx / d.scale, -500, 500)),
        y: Math.round(clamp(d.start.y + dy / d.scale, -500, 500)),
      };
      update({ ...doc, art: { ...doc.art, crop } }, 'drag-art');
    }
  };

  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    setDragged(null);
    done();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const layer = doc.text.layers[selected];
    const step = e.shiftKey ? 20 : 4;
    const move = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    if (!layer || !move) return;
    e.preventDefault();
    moveLayer(selected, layer.x + move[0]!, layer.y + move[1]!);
  };

  // The outline of the selected line; while it is dragged, where the pointer has taken it (drawings catch up).
  const shownBox = dragged ?? boxes?.[selected] ?? null;

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={frame}
        role="group"
        tabIndex={0}
        aria-busy={drawing || !preview}
        aria-label={`Cover preview. Drag a line of text${doc.logo ? ' or the logo' : ''} to move it, or use the arrow keys to move the selected line.`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyUp={(e) => e.key.startsWith('Arrow') && done()}
        onKeyDown={onKeyDown}
        className={`relative aspect-square w-full touch-none overflow-hidden rounded-card border border-line bg-ink-overlay select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember ${
          movesArt ? 'cursor-move' : ''
        }`}
      >
        {preview ? (
          <img src={preview.url} alt={alt} draggable={false} className="absolute inset-0 size-full" />
        ) : (
          <div className="absolute inset-0 grid place-items-center text-muted">
            <LoaderCircle className="size-8 animate-spin" aria-hidden />
          </div>
        )}
        {boxes?.map(
          (b, i) => b && <span key={i} aria-hidden className="absolute cursor-grab rounded-sm" style={placedAt(b)} />,
        )}
        {logoBox && (
          <span
            aria-hidden
            data-testid="logo-layer"
            className="absolute cursor-grab rounded-sm"
            style={placedAt(logoBox)}
          />
        )}
        {shownBox && (
          <span
            aria-hidden
            data-testid="selected-layer"
            className="pointer-events-none absolute rounded-sm outline-2 outline-offset-4 outline-ember/90 outline-dashed"
            style={placedAt(shownBox)}
          />
        )}
        {drawing && preview && (
          <span className="absolute top-3 right-3 flex items-center gap-1.5 rounded-full bg-ink/75 px-2.5 py-1 text-xs text-paper backdrop-blur">
            <LoaderCircle className="size-3.5 animate-spin" aria-hidden /> Drawing
          </span>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
