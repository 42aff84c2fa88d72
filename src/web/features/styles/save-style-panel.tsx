import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CoverEdit } from '../../../shared/contracts/cover-edit.ts';
import { IDEA_SLOT, STYLE_PATTERN_MAX_LENGTH, type StyleInput } from '../../../shared/contracts/custom-styles.ts';
import { generationSchema } from '../../../shared/contracts/generation.ts';
import type { SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import { canUse } from '../../../shared/entitlements.ts';
import { styleSummary } from '../../../shared/style-summary.ts';
import { LockNote } from '../../components/lock-note.tsx';
import { Button } from '../../components/ui/button.tsx';
import { describedByError, errorIdOf, Field, FieldError } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { api, unwrap } from '../../lib/api.ts';
import { toast } from '../../lib/toast.tsx';
import { usePlan } from '../auth/index.ts';
import { MY_STYLES_KEY, saveStyle } from './styles-api.ts';

/** A pattern to start from: the slot, then the cover's mood, genre and leading colours. */
export function suggestedPattern(brief: SceneBrief | undefined): string {
  if (!brief) return `${IDEA_SLOT}, `;
  const colours = brief.paletteNames.slice(0, 2).join(' and ');
  return `${IDEA_SLOT}, ${brief.mood} ${brief.genre.replace(/-/g, ' ')}, ${colours}`;
}

/**
 * The cover editor's 'Save as a style' (Pro): the edit's look, grade and typefaces, with a name and an idea pattern,
 * kept to draw other ideas in from the Generate page.
 */
export function SaveStylePanel({
  coverId,
  doc,
  saveEdit,
}: {
  coverId: string;
  doc: CoverEdit;
  /** Saves the cover's unsaved edit first, so the style's card shows the cover as the style keeps it. */
  saveEdit?: () => Promise<boolean>;
}) {
  const allowed = canUse(usePlan(), 'customStyles');
  const cover = useQuery({
    queryKey: ['generation', 'one', coverId],
    queryFn: () => unwrap(api.get(`/api/generations/${encodeURIComponent(coverId)}`, { schema: generationSchema })),
    enabled: allowed,
  });
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState('');
  const [pattern, setPattern] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ name?: string; pattern?: string }>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const layerFace = (role: 'title' | 'artist') => doc.text.layers.find((l) => l.role === role)?.typeface ?? null;
  const shownPattern = pattern ?? suggestedPattern(cover.data?.brief);
  const input: StyleInput | null = cover.data
    ? {
        name: name.trim(),
        pattern: shownPattern.trim(),
        provider: cover.data.provider,
        colour: doc.colour,
        titleTypeface: layerFace('title'),
        artistTypeface: layerFace('artist'),
        coverId,
      }
    : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!input || saving) return;
    const problems = {
      ...(input.name.length < 2 ? { name: 'Give the style a name of at least 2 characters.' } : {}),
      ...(input.pattern.split(IDEA_SLOT).length !== 2
        ? { pattern: `Put ${IDEA_SLOT} once in the pattern, where the idea typed on the Generate page goes.` }
        : {}),
    };
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    if (saveEdit && !(await saveEdit())) {
      setSaving(false);
      return;
    }
    const result = await saveStyle(input);
    setSaving(false);
    if (!result.ok) {
      toast.error('Style not saved', { description: result.message ?? 'The style could not be saved.' });
      return;
    }
    setSaved(result.data.id);
    void queryClient.invalidateQueries({ queryKey: MY_STYLES_KEY });
    toast.success('Style saved', { description: `“${result.data.name}” is ready on the Generate page.` });
  };

  return (
    <details className="rounded-card border border-line bg-ink-raised/70 p-4">
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold">
        <Bookmark className="size-4" aria-hidden /> Save as a style
      </summary>
      <div className="mt-4 flex flex-col gap-4">
        {!allowed ? (
          <LockNote feature="customStyles" />
        ) : !input ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <LoaderCircle className="size-4 animate-spin" aria-hidden /> Reading the cover…
          </p>
        ) : (
          <form
            noValidate
            onSubmit={(e) => void submit(e)}
            className="flex flex-col gap-4"
            aria-label="Save as a style"
          >
            <p className="text-sm text-muted">
              Keeps this cover’s {styleSummary(input)}. Draw any idea in it from the Generate page.
              {saveEdit ? ' Your changes to the cover are saved with it.' : ''}
            </p>
            <Field label="Style name" htmlFor={`${id}-name`}>
              <Input
                id={`${id}-name`}
                value={name}
                maxLength={60}
                onChange={(e) => setName(e.target.value)}
                placeholder="Night Tram Mono"
                {...describedByError(`${id}-name`, errors.name)}
              />
              <FieldError id={errorIdOf(`${id}-name`)} message={errors.name} />
            </Field>
            <Field label="Idea pattern" htmlFor={`${id}-pattern`}>
              <Textarea
                id={`${id}-pattern`}
                rows={3}
                value={shownPattern}
                maxLength={STYLE_PATTERN_MAX_LENGTH}
                onChange={(e) => setPattern(e.target.value)}
                {...describedByError(`${id}-pattern`, errors.pattern)}
              />
              <FieldError id={errorIdOf(`${id}-pattern`)} message={errors.pattern} />
              <p className="text-xs text-subtle">
                {IDEA_SLOT} is where the idea you type goes; the words around it come with the style.
              </p>
            </Field>
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" size="sm" disabled={saving}>
                {saving ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden />
                ) : (
                  <Bookmark className="size-4" aria-hidden />
                )}
                Save style
              </Button>
              {saved && (
                <Link to={`/generate?style=${encodeURIComponent(saved)}`} className="text-sm text-ember underline">
                  Draw an idea in it
                </Link>
              )}
            </div>
          </form>
        )}
      </div>
    </details>
  );
}
