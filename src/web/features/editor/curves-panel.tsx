import { RotateCcw } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  BALANCE_RANGES,
  CURVE_CHANNELS,
  curveAt,
  isNeutralAdvanced,
  MAX_CURVE_POINTS,
  NEUTRAL_ADVANCED,
  type AdvancedColour,
  type BalanceRange,
  type CurveChannel,
  type CurvePoint,
} from '../../../shared/colour-curves.ts';
import type { CoverEdit } from '../../../shared/contracts/cover-edit.ts';
import { canUse } from '../../../shared/entitlements.ts';
import { Button } from '../../components/ui/button.tsx';
import { usePlan } from '../auth/index.ts';
import { Slider } from './controls.tsx';
import { LockNote } from '../../components/lock-note.tsx';

const CHANNEL_LABELS: Record<CurveChannel, string> = { rgb: 'RGB', red: 'Red', green: 'Green', blue: 'Blue' };
const CHANNEL_STROKES: Record<CurveChannel, string> = {
  rgb: '#f4efe6',
  red: '#ff5a5a',
  green: '#4fd67a',
  blue: '#5a9bff',
};
const RANGE_LABELS: Record<BalanceRange, string> = {
  shadows: 'Shadows',
  midtones: 'Midtones',
  highlights: 'Highlights',
};
/** The drawing's side in SVG units; levels 0-1 map onto it, white at the top. */
const SIDE = 256;
/** How close (in levels) a press must be to a point to take it rather than add one. */
const GRAB = 0.05;
const round = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;
const signed = (v: number) => `${v > 0 ? '+' : ''}${Math.round(v * 100)}`;

/**
 * Advanced colour control (Studio): a tone curve per channel, dragged on a square, and a per-channel grade of the
 * shadows, midtones and highlights. Without the plan it shows what unlocks it; a cover that kept curves from a plan
 * that has ended keeps them, and they can be removed.
 */
export function CurvesPanel({
  doc,
  update,
  done,
}: {
  doc: CoverEdit;
  update: (doc: CoverEdit, group?: string | null) => void;
  done: () => void;
}) {
  const allowed = canUse(usePlan(), 'advancedColour');
  const [channel, setChannel] = useState<CurveChannel>('rgb');
  const advanced = doc.advancedColour ?? NEUTRAL_ADVANCED;
  const neutral = isNeutralAdvanced(doc.advancedColour);
  const set = (next: AdvancedColour, group: string | null = null) => update({ ...doc, advancedColour: next }, group);

  if (!allowed)
    return (
      <section aria-labelledby="curves-heading" className="flex flex-col gap-3 border-t border-line pt-4">
        <h3 id="curves-heading" className="font-semibold">
          Curves and channels
        </h3>
        <LockNote feature="advancedColour" />
        {!neutral && (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <span>This cover keeps the curves it was saved with.</span>
            <Button variant="ghost" size="sm" onClick={() => update({ ...doc, advancedColour: null })}>
              Remove curves
            </Button>
          </div>
        )}
      </section>
    );

  return (
    <section aria-labelledby="curves-heading" className="flex flex-col gap-4 border-t border-line pt-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id="curves-heading" className="font-semibold">
          Curves and channels
        </h3>
        <Button variant="ghost" size="sm" onClick={() => update({ ...doc, advancedColour: null })} disabled={neutral}>
          <RotateCcw className="size-4" aria-hidden /> Reset
        </Button>
      </div>
      <div role="radiogroup" aria-label="Curve channel" className="flex gap-1.5">
        {CURVE_CHANNELS.map((c) => (
          <button
            key={c}
            type="button"
            role="radio"
            aria-checked={channel === c}
            onClick={() => setChannel(c)}
            className={`h-8 rounded-full border px-3 text-xs font-semibold ${
              channel === c ? 'border-ember bg-ember/15 text-paper' : 'border-line-strong text-paper/80'
            }`}
          >
            {CHANNEL_LABELS[c]}
          </button>
        ))}
      </div>
      <CurveSquare
        channel={channel}
        curves={advanced.curves}
        onChange={(points) =>
          set({ ...advanced, curves: { ...advanced.curves, [channel]: points } }, `curve-${channel}`)
        }
        onDone={done}
      />
      <p className="text-xs text-subtle">
        Press the line to add a point (up to {MAX_CURVE_POINTS}), drag a point to move it, double-click it to remove it.
        Arrow keys move the selected point.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {BALANCE_RANGES.map((range) => (
          <fieldset key={range} className="flex flex-col gap-2">
            <legend className="mb-1 text-xs font-medium tracking-wide text-subtle uppercase">
              {RANGE_LABELS[range]}
            </legend>
            {(['red', 'green', 'blue'] as const).map((c) => (
              <Slider
                key={c}
                label={
                  <>
                    <span className="sr-only">{RANGE_LABELS[range]} </span>
                    {CHANNEL_LABELS[c]}
                  </>
                }
                value={advanced.balance[range][c]}
                min={-1}
                max={1}
                step={0.01}
                format={signed}
                onChange={(value) =>
                  set(
                    {
                      ...advanced,
                      balance: { ...advanced.balance, [range]: { ...advanced.balance[range], [c]: value } },
                    },
                    `balance-${range}-${c}`,
                  )
                }
                onDone={done}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </section>
  );
}

function pathOf(points: readonly CurvePoint[]) {
  const steps = 64;
  const parts: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = i / steps;
    parts.push(`${i ? 'L' : 'M'}${(x * SIDE).toFixed(1)} ${((1 - curveAt(points, x)) * SIDE).toFixed(1)}`);
  }
  return parts.join('');
}

function CurveSquare({
  channel,
  curves,
  onChange,
  onDone,
}: {
  channel: CurveChannel;
  curves: AdvancedColour['curves'];
  onChange: (points: CurvePoint[]) => void;
  onDone: () => void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const dragging = useRef<number | null>(null);
  const points = curves[channel];

  const levelsAt = (e: PointerEvent): CurvePoint => {
    const box = svg.current!.getBoundingClientRect();
    return [round((e.clientX - box.left) / box.width), round(1 - (e.clientY - box.top) / box.height)];
  };
  /** Moves point `i` to `to`, kept between its neighbours so the curve stays a function of its input. */
  const moveTo = (i: number, to: CurvePoint) => {
    const lo = i > 0 ? points[i - 1]![0] + 0.01 : 0;
    const hi = i < points.length - 1 ? points[i + 1]![0] - 0.01 : 1;
    const next = points.map((p) => [p[0], p[1]] as CurvePoint);
    next[i] = [round(Math.min(hi, Math.max(lo, to[0]))), round(to[1])];
    onChange(next);
  };
  const remove = (i: number) => {
    if (points.length <= 2) return;
    onChange(points.filter((_, k) => k !== i));
    setSelected(null);
    onDone();
  };

  const down = (e: PointerEvent<SVGSVGElement>) => {
    const at = levelsAt(e);
    let i = points.findIndex((p) => Math.abs(p[0] - at[0]) < GRAB && Math.abs(p[1] - at[1]) < GRAB * 2);
    if (i < 0) {
      if (points.length >= MAX_CURVE_POINTS || points.some((p) => Math.abs(p[0] - at[0]) < 0.01)) return;
      const next = [...points, at].sort((a, b) => a[0] - b[0]);
      i = next.indexOf(at);
      onChange(next);
    }
    svg.current!.setPointerCapture(e.pointerId);
    dragging.current = i;
    setSelected(i);
  };
  const move = (e: PointerEvent<SVGSVGElement>) => {
    if (dragging.current !== null) moveTo(dragging.current, levelsAt(e));
  };
  const up = () => {
    if (dragging.current === null) return;
    dragging.current = null;
    onDone();
  };
  const key = (e: KeyboardEvent, i: number) => {
    const step = e.shiftKey ? 0.05 : 0.01;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      remove(i);
    } else if (moves[e.key]) {
      e.preventDefault();
      moveTo(i, [points[i]![0] + moves[e.key]![0], points[i]![1] + moves[e.key]![1]]);
    }
  };

  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${SIDE} ${SIDE}`}
      role="group"
      aria-label={`${CHANNEL_LABELS[channel]} curve`}
      className="aspect-square w-full max-w-72 cursor-crosshair touch-none rounded-lg border border-line bg-ink select-none"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyUp={onDone}
    >
      {[0.25, 0.5, 0.75].map((g) => (
        <g key={g} stroke="currentColor" className="text-line" strokeWidth="1">
          <line x1={g * SIDE} y1="0" x2={g * SIDE} y2={SIDE} />
          <line x1="0" y1={g * SIDE} x2={SIDE} y2={g * SIDE} />
        </g>
      ))}
      <line
        x1="0"
        y1={SIDE}
        x2={SIDE}
        y2="0"
        stroke="currentColor"
        className="text-line-strong"
        strokeDasharray="4 4"
      />
      {CURVE_CHANNELS.filter((c) => c !== channel).map((c) => (
        <path
          key={c}
          d={pathOf(curves[c])}
          fill="none"
          stroke={CHANNEL_STROKES[c]}
          strokeOpacity="0.3"
          strokeWidth="1.5"
        />
      ))}
      <path d={pathOf(points)} fill="none" stroke={CHANNEL_STROKES[channel]} strokeWidth="2.5" />
      {points.map(([x, y], i) => (
        <circle
          key={i}
          cx={x * SIDE}
          cy={(1 - y) * SIDE}
          r={selected === i ? 7 : 5.5}
          tabIndex={0}
          role="slider"
          aria-label={`Point ${i + 1} of the ${CHANNEL_LABELS[channel]} curve`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(y * 100)}
          aria-valuetext={`input ${Math.round(x * 100)}%, output ${Math.round(y * 100)}%`}
          fill={selected === i ? CHANNEL_STROKES[channel] : '#111'}
          stroke={CHANNEL_STROKES[channel]}
          strokeWidth="2"
          onFocus={() => setSelected(i)}
          onKeyDown={(e) => key(e, i)}
          onDoubleClick={() => remove(i)}
          className="focus:outline-none focus-visible:stroke-[4]"
        />
      ))}
    </svg>
  );
}
