import { useId, type ReactNode } from 'react';
import { SelectBox } from '../../components/ui/select-box.tsx';

/**
 * The editor's form controls. Each reports a change with the undo group it belongs to (a slider dragged is one
 * step) and when the run is over (`onDone`: pointer up, blur).
 */

const labelClass = 'text-xs font-medium tracking-wide text-subtle uppercase';

export function Slider({
  label,
  value,
  min,
  max,
  step,
  format = (v) => String(Math.round(v * 100) / 100),
  onChange,
  onDone,
}: {
  /** Text, or text with a part only screen readers hear (a group's name the fieldset already shows). */
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  step: number;
  format?: (value: number) => string;
  onChange: (value: number) => void;
  onDone: () => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <output htmlFor={id} className="font-mono text-xs text-paper/80 tabular-nums">
          {format(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        onPointerUp={onDone}
        onKeyUp={onDone}
        onBlur={onDone}
        className="h-6 w-full cursor-pointer accent-ember"
      />
    </div>
  );
}

export function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <SelectBox id={id} shape="field" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </SelectBox>
    </div>
  );
}

/** Buttons of which one is chosen (alignment, case, corner...). */
export function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { id: T; label: ReactNode; name?: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className={`${labelClass} mb-1`}>{label}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((o) => (
          <button
            key={o.id}
            type="button"
            aria-pressed={o.id === value}
            aria-label={o.name}
            onClick={() => onChange(o.id)}
            className={`inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg border px-2.5 text-sm transition-colors ${
              o.id === value
                ? 'border-ember bg-ember/15 text-paper'
                : 'border-line-strong bg-ink-overlay text-paper/85 hover:border-paper/50'
            }`}
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

const hex6 = (color: string) => color.slice(0, 7).toLowerCase();

/**
 * A colour: the system picker, the hex code, and swatches (colours taken from the art). An opacity the colour
 * carries (#rrggbbaa) is kept when another colour is chosen.
 */
export function ColourField({
  label,
  value,
  swatches,
  onChange,
  onDone,
}: {
  label: string;
  value: string;
  swatches: readonly string[];
  onChange: (value: string) => void;
  onDone: () => void;
}) {
  const id = useId();
  const alpha = value.slice(7);
  const set = (hex: string) => onChange(hex6(hex) + alpha);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="color"
          value={hex6(value)}
          onChange={(e) => set(e.target.value)}
          onBlur={onDone}
          className="h-9 w-12 cursor-pointer rounded-lg border border-line-strong bg-ink-overlay p-1"
        />
        <span className="font-mono text-xs text-paper/80">{hex6(value)}</span>
        {swatches.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={`${label}: colours from the art`}>
            {swatches.map((swatch) => (
              <li key={swatch}>
                <button
                  type="button"
                  aria-label={`${label}: ${swatch}`}
                  aria-pressed={hex6(value) === swatch}
                  onClick={() => {
                    set(swatch);
                    onDone();
                  }}
                  className="block size-7 rounded-full border border-white/25 shadow-inner aria-pressed:outline-2 aria-pressed:outline-offset-2 aria-pressed:outline-ember"
                  style={{ background: swatch }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
