import {
  COLOUR_GRADE_NAMES as GRADE_LABELS,
  COLOUR_GRADES,
  gradeColour,
  gradeOf,
  NEUTRAL_COLOUR,
  type Colour,
  type CoverEdit,
} from '../../../shared/contracts/cover-edit.ts';
import { Button } from '../../components/ui/button.tsx';
import { ColourField, Slider } from './controls.tsx';
import { CurvesPanel } from './curves-panel.tsx';

const SLIDERS: { key: Exclude<keyof Colour, 'duotone'>; label: string; min: number }[] = [
  { key: 'exposure', label: 'Exposure', min: -1 },
  { key: 'contrast', label: 'Contrast', min: -1 },
  { key: 'saturation', label: 'Saturation', min: -1 },
  { key: 'temperature', label: 'Temperature', min: -1 },
  { key: 'tint', label: 'Tint', min: -1 },
  { key: 'fade', label: 'Fade', min: 0 },
  { key: 'grain', label: 'Grain', min: 0 },
  { key: 'vignette', label: 'Vignette', min: 0 },
];

const signed = (v: number) => `${v > 0 ? '+' : ''}${Math.round(v * 100)}`;
const sameColour = (a: Colour, b: Colour) => JSON.stringify(a) === JSON.stringify(b);

/** Colour correction: one-click grades, each control, the two inks of a duotone, then curves and channels (Studio). */
export function ColourPanel({
  doc,
  swatches,
  update,
  done,
}: {
  doc: CoverEdit;
  swatches: readonly string[];
  update: (doc: CoverEdit, group?: string | null) => void;
  done: () => void;
}) {
  const colour = doc.colour;
  const set = (patch: Partial<Colour>, group: string | null = null) =>
    update({ ...doc, colour: { ...colour, ...patch } }, group);
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xs font-medium tracking-wide text-subtle uppercase">Grades</legend>
        <div className="flex flex-wrap gap-2">
          {(Object.keys(COLOUR_GRADES) as (keyof typeof COLOUR_GRADES)[]).map((grade) => {
            const on = gradeOf(colour) === grade;
            return (
              <button
                key={grade}
                type="button"
                aria-pressed={on}
                onClick={() => set(gradeColour(grade))}
                className={`h-9 rounded-full border px-4 text-sm font-semibold ${
                  on ? 'border-ember bg-ember/15 text-paper' : 'border-line-strong text-paper/85 hover:border-paper/50'
                }`}
              >
                {GRADE_LABELS[grade]}
              </button>
            );
          })}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => set(NEUTRAL_COLOUR)}
            disabled={sameColour(colour, NEUTRAL_COLOUR)}
          >
            No grade
          </Button>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {SLIDERS.map(({ key, label, min }) => (
          <Slider
            key={key}
            label={label}
            value={colour[key]}
            min={min}
            max={1}
            step={0.01}
            format={min < 0 ? signed : (v) => `${Math.round(v * 100)}`}
            onChange={(value) => set({ [key]: value }, `colour-${key}`)}
            onDone={done}
          />
        ))}
      </div>
      <div className="flex flex-col gap-3">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={colour.duotone !== null}
            onChange={(e) => set({ duotone: e.target.checked ? [...COLOUR_GRADES.duotone.duotone] : null })}
            className="size-4 accent-ember"
          />
          Duotone: print the picture in two inks
        </label>
        {colour.duotone && (
          <div className="grid gap-4 sm:grid-cols-2">
            <ColourField
              label="Shadow ink"
              value={colour.duotone[0]}
              swatches={swatches}
              onChange={(ink) => set({ duotone: [ink, colour.duotone![1]] }, 'duotone-dark')}
              onDone={done}
            />
            <ColourField
              label="Highlight ink"
              value={colour.duotone[1]}
              swatches={swatches}
              onChange={(ink) => set({ duotone: [colour.duotone![0], ink] }, 'duotone-light')}
              onDone={done}
            />
          </div>
        )}
      </div>
      <CurvesPanel doc={doc} update={update} done={done} />
    </div>
  );
}
