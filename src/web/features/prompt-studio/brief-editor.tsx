import { Check, EqualApproximately, Plus, TriangleAlert, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  COMPOSITIONS,
  EFFECTS,
  MATERIALS,
  SETTINGS,
  TIMES_OF_DAY,
  WEATHERS,
  type Composition,
  type Effect,
  type Environment,
  type IdeaPart,
  type Material,
  type Setting,
  type TimeOfDay,
  type Weather,
} from '../../../shared/contracts/scene-brief.ts';
import { COMPOSITION_DESCRIPTIONS } from '../../../shared/lexicon/compositions.ts';
import { GENRES } from '../../../shared/lexicon/genres.ts';
import { MOODS } from '../../../shared/lexicon/moods.ts';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import {
  FIELD_MAX,
  humanize,
  EMPTY_NOUN_MESSAGE,
  MAX_COLOURS,
  MAX_COUNT,
  MAX_EFFECTS,
  MAX_SUBJECTS,
  MIN_COLOURS,
  newPaletteKey,
  newSubjectKey,
  type BriefDraft,
  type DraftProblems,
  type PaletteEntry,
  type SubjectDraft,
  type TextField,
} from './brief-draft.ts';
import { nearestColourName } from './colour-names.ts';

const GENRE_OPTIONS = GENRES.map((g) => ({ value: g.id, label: g.label }));
const MOOD_OPTIONS = MOODS.map((m) => m.id);

interface EditorProps {
  draft: BriefDraft;
  problems: DraftProblems | null;
  /** How each subject row is drawn, when known (same order as the draft's subjects). */
  subjectParts: readonly (IdeaPart | undefined)[];
  /** The server's refusal of the brief (e.g. a noun it cannot draw), shown on the subject it names. */
  composeError: string | null;
  onChange: (draft: BriefDraft) => void;
}

/** The scene brief as editable fields: every change updates the live prompt beside it. */
export function BriefEditor({ draft, problems, subjectParts, composeError, onChange }: EditorProps) {
  const id = useId();
  const set = <K extends keyof BriefDraft>(key: K, value: BriefDraft[K]) => onChange({ ...draft, [key]: value });

  const text = (field: TextField, label: string, extra?: { list?: string; placeholder?: string }) => {
    const inputId = `${id}-${field}`;
    const problem = problems?.fields[field];
    return (
      <Field label={label} htmlFor={inputId}>
        <Input
          id={inputId}
          value={draft[field]}
          maxLength={FIELD_MAX[field]}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={(e) => set(field, e.target.value)}
          autoComplete="off"
          {...extra}
        />
        {problem && (
          <p id={`${inputId}-error`} className="text-sm text-danger">
            {problem}
          </p>
        )}
      </Field>
    );
  };

  return (
    <div className="flex flex-col gap-8">
      <Group title="Sound and feeling">
        <div className="grid gap-5 sm:grid-cols-2">
          {text('genre', 'Genre', { list: `${id}-genres` })}
          {text('mood', 'Mood', { list: `${id}-moods` })}
        </div>
        <datalist id={`${id}-genres`}>
          {GENRE_OPTIONS.map((g) => (
            <option key={g.value} value={g.value} label={g.label} />
          ))}
        </datalist>
        <datalist id={`${id}-moods`}>
          {MOOD_OPTIONS.map((m) => (
            <option key={m} value={m} />
          ))}
        </datalist>
      </Group>

      <PaletteEditor
        palette={draft.palette}
        unnamed={problems?.unnamedColours ?? []}
        onChange={(palette) => set('palette', palette)}
      />

      <SubjectsEditor
        subjects={draft.subjects}
        palette={draft.palette}
        unnamed={problems?.unnamedSubjects ?? []}
        parts={subjectParts}
        error={composeError}
        onChange={(subjects) => set('subjects', subjects)}
      />

      <EnvironmentEditor environment={draft.environment} onChange={(environment) => set('environment', environment)} />

      <Group title="Look">
        {text('style', 'Style')}
        <CompositionSelect value={draft.composition} onChange={(composition) => set('composition', composition)} />
        <div className="grid gap-5 sm:grid-cols-2">
          {text('lighting', 'Lighting')}
          {text('medium', 'Medium')}
        </div>
      </Group>

      <Group title="Lettering" hint="Optional: the exact words to set on the cover.">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Title" htmlFor={`${id}-title`}>
            <Input
              id={`${id}-title`}
              value={draft.title}
              maxLength={FIELD_MAX.title}
              placeholder="No title"
              autoComplete="off"
              onChange={(e) => set('title', e.target.value)}
            />
          </Field>
          <Field label="Artist" htmlFor={`${id}-artist`}>
            <Input
              id={`${id}-artist`}
              value={draft.artist}
              maxLength={FIELD_MAX.artist}
              placeholder="No artist name"
              autoComplete="off"
              onChange={(e) => set('artist', e.target.value)}
            />
          </Field>
        </div>
      </Group>
    </div>
  );
}

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h3 id={id} className="font-display text-lg font-bold">
          {title}
        </h3>
        {hint && <p className="text-sm text-muted">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

const SELECT_CLASS =
  'h-12 w-full cursor-pointer appearance-none rounded-xl border border-line-strong bg-ink pr-10 pl-4 text-base text-paper transition-colors hover:border-paper/40 focus-visible:border-ember focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ember/60';

/** A native select in the app's style, with its label above and an optional description below. */
function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  description,
}: {
  label: ReactNode;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  description?: ReactNode;
}) {
  const id = useId();
  return (
    <Field label={label} htmlFor={id}>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
          aria-describedby={description ? `${id}-description` : undefined}
          className={SELECT_CLASS}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Chevron />
      </div>
      {description && (
        <p id={`${id}-description`} className="text-sm text-muted">
          {description}
        </p>
      )}
    </Field>
  );
}

function Chevron() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-muted"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

const COMPOSITION_OPTIONS = COMPOSITIONS.map((c) => ({ value: c, label: humanize(c) }));

function CompositionSelect({ value, onChange }: { value: Composition; onChange: (value: Composition) => void }) {
  return (
    <SelectField
      label="Composition"
      value={value}
      options={COMPOSITION_OPTIONS}
      onChange={onChange}
      description={`Composed as ${COMPOSITION_DESCRIPTIONS[value]}.`}
    />
  );
}

function PaletteEditor({
  palette,
  unnamed,
  onChange,
}: {
  palette: PaletteEntry[];
  unnamed: number[];
  onChange: (palette: PaletteEntry[]) => void;
}) {
  const id = useId();
  const update = (key: number, change: Partial<PaletteEntry>) =>
    onChange(palette.map((c) => (c.key === key ? { ...c, ...change } : c)));

  const add = () => {
    if (palette.length >= MAX_COLOURS) return;
    const hex = '#ffffff';
    onChange([...palette, { key: newPaletteKey(), hex, name: nearestColourName(hex) }]);
  };

  return (
    <Group title="Palette" hint={`${MIN_COLOURS} to ${MAX_COLOURS} colours, most important first.`}>
      <ul className="grid gap-3 sm:grid-cols-3">
        {palette.map((colour, index) => {
          const n = index + 1;
          const nameId = `${id}-name-${colour.key}`;
          const missing = unnamed.includes(colour.key);
          return (
            <li
              key={colour.key}
              className="relative flex items-center gap-3 rounded-2xl border border-line bg-ink p-2.5 sm:flex-col sm:items-stretch sm:gap-2"
            >
              <input
                type="color"
                value={colour.hex}
                aria-label={`Colour ${n}`}
                onChange={(e) => {
                  const hex = e.target.value.toLowerCase();
                  update(colour.key, { hex, name: nearestColourName(hex) });
                }}
                className="block size-14 shrink-0 cursor-pointer rounded-xl border border-white/10 bg-transparent p-0 sm:h-16 sm:w-full [&::-moz-color-swatch]:rounded-xl [&::-moz-color-swatch]:border-none [&::-webkit-color-swatch]:rounded-[0.7rem] [&::-webkit-color-swatch]:border-none [&::-webkit-color-swatch-wrapper]:p-0"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:gap-2">
                <label htmlFor={nameId} className="sr-only">
                  Colour {n} name
                </label>
                <input
                  id={nameId}
                  value={colour.name}
                  maxLength={FIELD_MAX.colourName}
                  required
                  autoComplete="off"
                  aria-invalid={missing ? true : undefined}
                  aria-describedby={`${nameId}-hex`}
                  onChange={(e) => update(colour.key, { name: e.target.value })}
                  className="h-10 w-full rounded-lg border border-line-strong bg-ink-raised px-3 text-base text-paper transition-colors hover:border-paper/40 focus-visible:border-ember focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ember/60 aria-invalid:border-danger sm:text-sm"
                />
                <span id={`${nameId}-hex`} className="px-1 font-mono text-xs text-subtle uppercase">
                  {colour.hex}
                </span>
              </div>
              {palette.length > MIN_COLOURS && (
                <button
                  type="button"
                  onClick={() => onChange(palette.filter((c) => c.key !== colour.key))}
                  aria-label={`Remove colour ${n}`}
                  className="grid size-9 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-white/5 hover:text-paper sm:absolute sm:top-4 sm:right-4 sm:size-7 sm:bg-ink/80 sm:text-paper sm:hover:bg-ink"
                >
                  <X className="size-4" aria-hidden />
                </button>
              )}
            </li>
          );
        })}
        {palette.length < MAX_COLOURS && (
          <li>
            <button
              type="button"
              onClick={add}
              className="flex h-full min-h-14 w-full items-center justify-center gap-2 rounded-2xl border border-dashed border-line-strong py-3 text-sm font-medium text-muted transition-colors hover:border-paper/50 hover:text-paper sm:min-h-36 sm:flex-col"
            >
              <Plus className="size-5" aria-hidden />
              Add colour
            </button>
          </li>
        )}
      </ul>
      {unnamed.length > 0 && <p className="text-sm text-danger">Give every colour a name.</p>}
    </Group>
  );
}

const TIME_LABELS: Record<TimeOfDay, string> = {
  day: 'Day',
  golden: 'Golden hour',
  dusk: 'Dusk',
  night: 'Night',
  dawn: 'Dawn',
};
const SETTING_OPTIONS = SETTINGS.map((s) => ({ value: s, label: humanize(s) }));
const TIME_OPTIONS = TIMES_OF_DAY.map((t) => ({ value: t, label: TIME_LABELS[t] }));
const WEATHER_OPTIONS = WEATHERS.map((w) => ({ value: w, label: humanize(w) }));
const COUNT_OPTIONS = Array.from({ length: MAX_COUNT }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const MATERIAL_OPTIONS: { value: Material | ''; label: string }[] = [
  { value: '', label: 'As it is' },
  ...MATERIALS.map((m) => ({ value: m, label: humanize(m) })),
];

/** The place, light, weather and atmosphere the subjects are drawn in. */
function EnvironmentEditor({
  environment,
  onChange,
}: {
  environment: Environment;
  onChange: (environment: Environment) => void;
}) {
  const id = useId();
  const set = <K extends keyof Environment>(key: K, value: Environment[K]) =>
    onChange({ ...environment, [key]: value });
  const full = environment.effects.length >= MAX_EFFECTS;
  const toggle = (effect: Effect) => {
    if (environment.effects.includes(effect))
      set(
        'effects',
        environment.effects.filter((e) => e !== effect),
      );
    else if (!full) set('effects', [...environment.effects, effect]);
  };
  return (
    <Group title="Place and atmosphere">
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField<Setting>
          label="Setting"
          value={environment.setting}
          options={SETTING_OPTIONS}
          onChange={(v) => set('setting', v)}
        />
        <SelectField<TimeOfDay>
          label="Time of day"
          value={environment.time}
          options={TIME_OPTIONS}
          onChange={(v) => set('time', v)}
        />
        <SelectField<Weather>
          label="Weather"
          value={environment.weather}
          options={WEATHER_OPTIONS}
          onChange={(v) => set('weather', v)}
        />
      </div>
      <div className="flex flex-col gap-2.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p id={`${id}-effects`} className="text-sm font-medium text-paper">
            Effects
          </p>
          <p className="text-sm text-muted tabular-nums" aria-live="polite">
            {environment.effects.length} of {MAX_EFFECTS} chosen
            {full && <span> · remove one to pick another</span>}
          </p>
        </div>
        <ul aria-labelledby={`${id}-effects`} className="flex flex-wrap gap-2">
          {EFFECTS.map((effect) => {
            const on = environment.effects.includes(effect);
            return (
              <li key={effect}>
                <button
                  type="button"
                  aria-pressed={on}
                  disabled={!on && full}
                  onClick={() => toggle(effect)}
                  className={`inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
                    on
                      ? 'border-ember bg-ember/15 text-paper'
                      : 'border-line-strong text-muted hover:border-paper/50 hover:text-paper'
                  }`}
                >
                  {on && <Check className="-ml-0.5 size-3.5 text-ember" aria-hidden />}
                  {humanize(effect)}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </Group>
  );
}

/** Colour choice of a subject: none, one of the palette's colours, or a colour of its own. */
type ColourChoice = 'none' | 'custom' | `palette-${number}`;

function colourChoice(subject: SubjectDraft, palette: readonly PaletteEntry[]): ColourChoice {
  if (!subject.color) return 'none';
  const entry = palette.find((c) => c.hex === subject.color);
  return entry ? `palette-${entry.key}` : 'custom';
}

/** Up to five things to draw, the hero first: the noun a person types, how many, a colour and a material. */
function SubjectsEditor({
  subjects,
  palette,
  unnamed,
  parts,
  error,
  onChange,
}: {
  subjects: SubjectDraft[];
  palette: PaletteEntry[];
  unnamed: number[];
  parts: readonly (IdeaPart | undefined)[];
  error: string | null;
  onChange: (subjects: SubjectDraft[]) => void;
}) {
  const full = subjects.length >= MAX_SUBJECTS;
  const update = (key: number, change: Partial<SubjectDraft>) =>
    onChange(subjects.map((s) => (s.key === key ? { ...s, ...change } : s)));
  const add = () => {
    if (!full) onChange([...subjects, { key: newSubjectKey(), noun: '', count: 1 }]);
  };
  return (
    <Group
      title="Subjects"
      hint={`Up to ${MAX_SUBJECTS} things to draw; the first is the hero. Type any noun: we tell you how it is drawn.`}
    >
      {subjects.length === 0 && <p className="-mt-2 text-sm text-muted">No subjects: the place and its light lead.</p>}
      <ol className="flex flex-col gap-3">
        {subjects.map((subject, index) => (
          <SubjectRow
            key={subject.key}
            n={index + 1}
            subject={subject}
            palette={palette}
            part={parts[index]}
            problem={
              unnamed.includes(subject.key)
                ? EMPTY_NOUN_MESSAGE
                : error && subject.noun.trim() && error.includes(`"${subject.noun.trim()}"`)
                  ? error
                  : null
            }
            onChange={(change) => update(subject.key, change)}
            onRemove={() => onChange(subjects.filter((s) => s.key !== subject.key))}
          />
        ))}
      </ol>
      {!full && (
        <button
          type="button"
          onClick={add}
          className="flex min-h-12 w-full items-center justify-center gap-2 rounded-2xl border border-dashed border-line-strong py-3 text-sm font-medium text-muted transition-colors hover:border-paper/50 hover:text-paper"
        >
          <Plus className="size-5" aria-hidden />
          Add subject
        </button>
      )}
    </Group>
  );
}

function SubjectRow({
  n,
  subject,
  palette,
  part,
  problem,
  onChange,
  onRemove,
}: {
  n: number;
  subject: SubjectDraft;
  palette: PaletteEntry[];
  part: IdeaPart | undefined;
  problem: string | null;
  onChange: (change: Partial<SubjectDraft>) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const choice = colourChoice(subject, palette);
  const colourOptions: { value: ColourChoice; label: string }[] = [
    { value: 'none', label: 'Any colour' },
    ...palette.map((c) => ({ value: `palette-${c.key}` as const, label: c.name.trim() || c.hex })),
    { value: 'custom', label: 'Custom' },
  ];
  const chooseColour = (value: ColourChoice) => {
    if (value === 'none') return onChange({ color: undefined, colorName: undefined });
    if (value === 'custom') {
      const hex = subject.color ?? '#ffffff';
      return onChange({ color: hex, colorName: nearestColourName(hex) });
    }
    const entry = palette.find((c) => `palette-${c.key}` === value);
    if (entry) onChange({ color: entry.hex, colorName: entry.name.trim() || nearestColourName(entry.hex) });
  };
  const sr = <span className="sr-only">, subject {n}</span>;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-ink p-3.5 sm:p-4">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3">
        <Field label={`Subject ${n}`} htmlFor={`${id}-noun`}>
          <Input
            id={`${id}-noun`}
            value={subject.noun}
            maxLength={FIELD_MAX.noun}
            required
            autoComplete="off"
            placeholder="e.g. lighthouse"
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-status`}
            // A new noun is read afresh by the server: the refiner's asset belonged to the old one.
            onChange={(e) => onChange({ noun: e.target.value, asset: undefined })}
          />
        </Field>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove subject ${n}`}
          className="grid size-12 place-items-center rounded-xl text-muted transition-colors hover:bg-white/5 hover:text-paper"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-end gap-3 sm:grid-cols-[5.5rem_minmax(0,1fr)_minmax(0,1fr)]">
        <Field label={<>How many{sr}</>} htmlFor={`${id}-count`}>
          <div className="relative">
            <select
              id={`${id}-count`}
              value={String(subject.count)}
              onChange={(e) => onChange({ count: Number(e.target.value) })}
              className={`${SELECT_CLASS} pr-8 pl-3.5`}
            >
              {COUNT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <Chevron />
          </div>
        </Field>
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <SelectField<ColourChoice>
              label={<>Colour{sr}</>}
              value={choice}
              options={colourOptions}
              onChange={chooseColour}
            />
          </div>
          {choice === 'custom' && subject.color ? (
            <input
              type="color"
              value={subject.color}
              aria-label={`Subject ${n} colour`}
              onChange={(e) => {
                const hex = e.target.value.toLowerCase();
                onChange({ color: hex, colorName: nearestColourName(hex) });
              }}
              className="block size-12 shrink-0 cursor-pointer rounded-xl border border-white/10 bg-transparent p-0 [&::-moz-color-swatch]:rounded-xl [&::-moz-color-swatch]:border-none [&::-webkit-color-swatch]:rounded-[0.7rem] [&::-webkit-color-swatch]:border-none [&::-webkit-color-swatch-wrapper]:p-0"
            />
          ) : subject.color ? (
            <span
              aria-hidden
              className="size-12 shrink-0 rounded-xl border border-white/10"
              style={{ backgroundColor: subject.color }}
            />
          ) : null}
        </div>
        <div className="col-span-2 sm:col-span-1">
          <SelectField<Material | ''>
            label={<>Made of{sr}</>}
            value={subject.material ?? ''}
            options={MATERIAL_OPTIONS}
            onChange={(v) => onChange({ material: v || undefined })}
          />
        </div>
      </div>
      <SubjectStatus id={`${id}-status`} noun={subject.noun.trim()} part={part} problem={problem} />
    </li>
  );
}

/** Under a subject: how it is drawn, or what keeps it from being drawn. */
function SubjectStatus({
  id,
  noun,
  part,
  problem,
}: {
  id: string;
  noun: string;
  part: IdeaPart | undefined;
  problem: string | null;
}) {
  if (problem) {
    return (
      <p id={id} className="flex items-start gap-2 text-sm text-danger">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {problem}
      </p>
    );
  }
  if (!part || !noun) return <p id={id} className="sr-only" />;
  if (part.how === 'approximate') {
    return (
      <p id={id} className="flex items-start gap-2 text-sm text-muted">
        <EqualApproximately className="mt-0.5 size-4 shrink-0 text-violet" aria-hidden />
        <span>
          We can't draw {noun} exactly: drawn as <span className="text-paper">{part.as}</span>.
        </span>
      </p>
    );
  }
  return (
    <p id={id} className="flex items-start gap-2 text-sm text-muted">
      <Check className="mt-0.5 size-4 shrink-0 text-lime" aria-hidden />
      Drawn as written.
    </p>
  );
}
