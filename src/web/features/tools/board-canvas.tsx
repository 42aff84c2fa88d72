import { useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  noteMetrics,
  SWATCH_CARD_HEIGHT,
  SWATCH_INSET,
  type BoardItem,
} from '../../../shared/contracts/moodboards.ts';

/** A length in board units as a share of the board's width, in container units (the board is the container). */
const cqw = (units: number) => `${(units / BOARD_WIDTH) * 100}cqw`;
const clamp = (v: number, max: number) => Math.round(Math.min(max, Math.max(0, v)));

/** What an item is, for its label and the list of items. */
export function itemLabel(item: BoardItem, names: Record<string, string>): string {
  switch (item.kind) {
    case 'cover':
      return `Your cover${names[item.id] ? `: ${names[item.id]}` : ''}`;
    case 'gallery':
      return `Gallery cover${names[item.id] ? `: ${names[item.id]}` : ''}`;
    case 'upload':
      return `Your picture${names[item.id] ? `: ${names[item.id]}` : ''}`;
    case 'style':
      return `Style: ${names[item.id] ?? item.slug}`;
    case 'colour':
      return `Colour ${item.hex}`;
    case 'note':
      return `Note: ${item.text.slice(0, 40)}`;
  }
}

/**
 * A board drawn as its PNG is (engine/moodboard.ts): items where they were put, later ones on top, sized in units
 * of the board. Editable, an item is picked by pressing it, dragged with the pointer or moved with the arrow keys.
 */
export function BoardCanvas({
  name,
  items,
  pictures,
  names = {},
  selected = null,
  onSelect,
  onMove,
  onMoveEnd,
}: {
  name: string;
  items: BoardItem[];
  /** Each picture item's address, by item id. */
  pictures: Record<string, string>;
  /** Titles of pictures, by item id, for their labels. */
  names?: Record<string, string>;
  selected?: string | null;
  onSelect?: (id: string | null) => void;
  onMove?: (id: string, x: number, y: number) => void;
  onMoveEnd?: () => void;
}) {
  const board = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: string; px: number; py: number; x: number; y: number } | null>(null);
  const editable = !!onMove;

  const down = (e: PointerEvent<HTMLElement>, item: BoardItem) => {
    if (!editable) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { id: item.id, px: e.clientX, py: e.clientY, x: item.x, y: item.y };
    onSelect?.(item.id);
  };
  const move = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || !board.current) return;
    const unit = BOARD_WIDTH / board.current.getBoundingClientRect().width;
    onMove?.(
      d.id,
      clamp(d.x + (e.clientX - d.px) * unit, BOARD_WIDTH),
      clamp(d.y + (e.clientY - d.py) * unit, BOARD_HEIGHT),
    );
  };
  const up = () => {
    if (!drag.current) return;
    drag.current = null;
    onMoveEnd?.();
  };
  const key = (e: KeyboardEvent, item: BoardItem) => {
    const step = e.shiftKey ? 50 : 10;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const by = moves[e.key];
    if (!by || !editable) return;
    e.preventDefault();
    onMove?.(item.id, clamp(item.x + by[0], BOARD_WIDTH), clamp(item.y + by[1], BOARD_HEIGHT));
  };

  // On a phone the board keeps a readable size (a 300-unit cover ~140 px wide, not ~70) and scrolls sideways:
  // a finger on the board's background pans it, a finger on an item drags the item.
  return (
    <div className="overflow-x-auto rounded-card">
      <div
        ref={board}
        role="group"
        aria-label={`Board: ${name}`}
        className="relative aspect-[16/10] w-full min-w-[48rem] overflow-hidden rounded-card border border-line bg-[#17161b] select-none"
        style={{ containerType: 'inline-size' }}
        onPointerDown={(e) => {
          if (e.target === e.currentTarget) onSelect?.(null);
        }}
      >
        <p className="absolute font-semibold text-paper/55" style={{ left: cqw(28), top: cqw(24), fontSize: cqw(22) }}>
          {name}
        </p>
        {items.map((item) => {
          const style: CSSProperties = { left: cqw(item.x), top: cqw(item.y), width: cqw(item.w) };
          const isSelected = selected === item.id;
          return (
            <div
              key={item.id}
              role={editable ? 'button' : 'img'}
              tabIndex={editable ? 0 : undefined}
              aria-label={itemLabel(item, names)}
              aria-pressed={editable ? isSelected : undefined}
              data-item={item.id}
              className={`absolute shadow-[0_6px_18px_rgba(0,0,0,0.45)] ${editable ? 'cursor-grab touch-none active:cursor-grabbing' : ''} ${
                isSelected
                  ? 'outline-2 outline-offset-2 outline-ember'
                  : 'focus-visible:outline-2 focus-visible:outline-ember'
              }`}
              style={style}
              onPointerDown={(e) => down(e, item)}
              onPointerMove={move}
              onPointerUp={up}
              onPointerCancel={up}
              onFocus={() => editable && onSelect?.(item.id)}
              onKeyDown={(e) => key(e, item)}
              onKeyUp={(e) => e.key.startsWith('Arrow') && onMoveEnd?.()}
            >
              {item.kind === 'colour' ? (
                <div
                  className="bg-[#f4efe6]"
                  style={{ height: cqw(item.w * SWATCH_CARD_HEIGHT), padding: cqw(item.w * SWATCH_INSET) }}
                >
                  <div className="aspect-square w-full" style={{ background: item.hex }} />
                  <p
                    className="font-mono font-semibold text-[#111114]"
                    style={{ fontSize: cqw(item.w / 9), marginTop: cqw(item.w * 0.02) }}
                  >
                    {item.hex.toUpperCase()}
                  </p>
                </div>
              ) : item.kind === 'note' ? (
                <p
                  className="bg-[#f4efe6] font-medium break-words whitespace-pre-wrap text-[#111114]"
                  style={{
                    fontSize: cqw(noteMetrics(item.w).size),
                    padding: cqw(noteMetrics(item.w).pad),
                    lineHeight: 1.35,
                  }}
                >
                  {item.text}
                </p>
              ) : pictures[item.id] ? (
                <img src={pictures[item.id]} alt="" draggable={false} className="aspect-square w-full object-cover" />
              ) : (
                <div className="aspect-square w-full bg-[#2a2830]" />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
