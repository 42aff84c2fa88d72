import { Plus, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { COMPOSITIONS, MOTIFS, type Composition, type Motif } from '../../../shared/contracts/scene-brief.ts';
import { COMPOSITION_DESCRIPTIONS } from '../../../shared/lexicon/compositions.ts';
import { GENRES } from '../../../shared/lexicon/genres.ts';
import { MOODS } from '../../../shared/lexicon/moods.ts';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import {
  FIELD_MAX,
  humanize,
  MAX_COLOURS,
  MAX_SUBJECTS,
  MIN_COLOURS,
  newPaletteKey,
  type BriefDraft,
  type DraftProblems,
  type PaletteEntry,
  type TextField,
} from './brief-draft.ts';
import { nearestColourName } from './colour-names.ts';

const GENRE_OPTIONS = GENRES.map((g) => ({ value: g.id, label: g.label }));
const MOOD_OPTIONS = MOODS.map((m) => m.id);

interface EditorProps {
  draft: BriefDraft;
  problems: DraftProblems | null;
  onChange: (draft: BriefDraft) => void;
}

/** The scene brief as editable fields: every change updates the live prompt beside it. */
export function BriefEditor({ draft, problems, onChange }: EditorProps) {
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

      <SubjectPicker subjects={draft.subjects} onChange={(subjects) => set('subjects', subjects)} />

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

function CompositionSelect({ value, onChange }: { value: Composition; onChange: (value: Composition) => void }) {
  const id = useId();
  return (
    <Field label="Composition" htmlFor={id}>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as Composition)}
          aria-describedby={`${id}-description`}
          className="h-12 w-full cursor-pointer appearance-none rounded-xl border border-line-strong bg-ink pr-10 pl-4 text-base text-paper transition-colors hover:border-paper/40 focus-visible:border-ember focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ember/60"
        >
          {COMPOSITIONS.map((composition) => (
            <option key={composition} value={composition}>
              {humanize(composition)}
            </option>
          ))}
        </select>
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
      </div>
      <p id={`${id}-description`} className="text-sm text-muted">
        Composed as {COMPOSITION_DESCRIPTIONS[value]}.
      </p>
    </Field>
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

function SubjectPicker({ subjects, onChange }: { subjects: Motif[]; onChange: (subjects: Motif[]) => void }) {
  const id = useId();
  const full = subjects.length >= MAX_SUBJECTS;
  const toggle = (motif: Motif) => {
    if (subjects.includes(motif)) onChange(subjects.filter((s) => s !== motif));
    else if (!full) onChange([...subjects, motif]);
  };
  return (
    <Group title="Subjects" hint={`Up to ${MAX_SUBJECTS} things to draw, in the order you pick them.`}>
      <p id={`${id}-count`} className="-mt-3 text-sm text-paper tabular-nums" aria-live="polite">
        {subjects.length} of {MAX_SUBJECTS} chosen
        {full && <span className="text-muted"> · remove one to pick another</span>}
      </p>
      <ul className="flex flex-wrap gap-2">
        {MOTIFS.map((motif) => {
          const on = subjects.includes(motif);
          return (
            <li key={motif}>
              <button
                type="button"
                aria-pressed={on}
                disabled={!on && full}
                onClick={() => toggle(motif)}
                className={`inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${
                  on
                    ? 'border-ember bg-ember/15 text-paper'
                    : 'border-line-strong text-muted hover:border-paper/50 hover:text-paper'
                }`}
              >
                {on && (
                  <span
                    aria-hidden
                    className="-ml-1 grid size-5 place-items-center rounded-full bg-ember text-[11px] font-bold text-ink tabular-nums"
                  >
                    {subjects.indexOf(motif) + 1}
                  </span>
                )}
                {humanize(motif)}
              </button>
            </li>
          );
        })}
      </ul>
    </Group>
  );
}
