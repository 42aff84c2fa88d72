import { Dices, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { BADGE_CORNERS, type CoverEdit, type EditorState } from '../../../shared/contracts/cover-edit.ts';
import { LOOK_LABELS, MAX_SEED } from '../../../shared/contracts/generation.ts';
import { LOOKS, type Look } from '../../../shared/contracts/scene-brief.ts';
import { Button } from '../../components/ui/button.tsx';
import { Choice, Select, Slider } from './controls.tsx';

/**
 * The art under the text: a built-in cover drawn in another look or from another seed (the text stays as edited),
 * or an outside image cropped and placed in the square.
 */
export function ArtPanel({
  doc,
  cover,
  update,
  done,
}: {
  doc: CoverEdit;
  cover: EditorState['cover'];
  update: (doc: CoverEdit, group?: string | null) => void;
  done: () => void;
}) {
  const art = doc.art;
  const set = (patch: Partial<CoverEdit['art']>, group: string | null = null) =>
    update({ ...doc, art: { ...art, ...patch } }, group);
  const [seedText, setSeedText] = useState<string | null>(null);

  if (!cover) {
    const { crop } = art;
    const setCrop = (patch: Partial<typeof crop>, group: string) => set({ crop: { ...crop, ...patch } }, group);
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          Zoom in and move the picture in the square. You can also drag it on the cover.
        </p>
        <Slider
          label="Zoom"
          value={crop.scale}
          min={1}
          max={4}
          step={0.01}
          format={(v) => `${v.toFixed(2)}×`}
          onChange={(scale) => setCrop({ scale }, 'crop-scale')}
          onDone={done}
        />
        <Slider
          label="Left – right"
          value={crop.x}
          min={-500}
          max={500}
          step={1}
          onChange={(x) => setCrop({ x }, 'crop-x')}
          onDone={done}
        />
        <Slider
          label="Up – down"
          value={crop.y}
          min={-500}
          max={500}
          step={1}
          onChange={(y) => setCrop({ y }, 'crop-y')}
          onDone={done}
        />
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => set({ crop: { scale: 1, x: 0, y: 0 } })}
        >
          <RotateCcw className="size-4" aria-hidden /> Fill the square again
        </Button>
      </div>
    );
  }

  const look = art.look ?? cover.look;
  const seed = art.seed ?? cover.seed;
  const seedError =
    seedText !== null && !/^\d+$/.test(seedText.trim())
      ? 'A seed is a whole number.'
      : seedText !== null && Number(seedText) > MAX_SEED
        ? `A seed is at most ${MAX_SEED}.`
        : null;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Draw the art again in another look or from another seed. Your text stays as it is.
      </p>
      <Select
        label="Look"
        value={look}
        onChange={(value) => set({ look: value === cover.look ? null : (value as Look) })}
      >
        {LOOKS.map((l) => (
          <option key={l} value={l}>
            {LOOK_LABELS[l]}
          </option>
        ))}
      </Select>
      <form
        className="flex flex-col gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          if (seedText === null || seedError) return;
          const value = Number(seedText.trim());
          set({ seed: value === cover.seed ? null : value });
          setSeedText(null);
        }}
      >
        <label htmlFor="art-seed" className="text-xs font-medium tracking-wide text-subtle uppercase">
          Art seed
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="art-seed"
            inputMode="numeric"
            value={seedText ?? String(seed)}
            onChange={(e) => setSeedText(e.target.value)}
            aria-invalid={!!seedError}
            aria-describedby={seedError ? 'art-seed-error' : undefined}
            className="h-10 w-36 rounded-lg border border-line-strong bg-ink-overlay px-3 font-mono text-sm text-paper tabular-nums focus-visible:border-ember focus-visible:outline-2 focus-visible:outline-ember/60"
          />
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            className="h-10"
            disabled={seedText === null || !!seedError}
          >
            Draw
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="h-10"
            onClick={() => {
              set({ seed: Math.floor(Math.random() * MAX_SEED) });
              setSeedText(null);
            }}
          >
            <Dices className="size-4" aria-hidden /> New art
          </Button>
        </div>
        {seedError && (
          <p id="art-seed-error" className="text-sm text-danger">
            {seedError}
          </p>
        )}
      </form>
      {(art.look !== null || art.seed !== null) && (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => set({ look: null, seed: null })}>
          <RotateCcw className="size-4" aria-hidden /> Back to the cover’s own art
        </Button>
      )}
    </div>
  );
}

const CORNER_LABELS: Record<(typeof BADGE_CORNERS)[number], string> = {
  'bottom-right': 'Bottom right',
  'bottom-left': 'Bottom left',
  'top-right': 'Top right',
  'top-left': 'Top left',
};

/** The explicit-content label, in a corner. */
export function LabelPanel({ doc, update }: { doc: CoverEdit; update: (doc: CoverEdit) => void }) {
  const badge = doc.badge;
  return (
    <div className="flex flex-col gap-4">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={badge.explicit}
          onChange={(e) => update({ ...doc, badge: { ...badge, explicit: e.target.checked } })}
          className="size-4 accent-ember"
        />
        Explicit content label
      </label>
      {badge.explicit && (
        <Choice
          label="Corner"
          value={badge.corner}
          options={BADGE_CORNERS.map((id) => ({ id, label: CORNER_LABELS[id] }))}
          onChange={(corner) => update({ ...doc, badge: { ...badge, corner } })}
        />
      )}
    </div>
  );
}
