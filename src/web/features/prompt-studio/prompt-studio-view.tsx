import { ArrowRight, Check, Copy, LoaderCircle, Sparkles, TriangleAlert, Wand2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { IDEA_MAX_LENGTH, type IdeaPart } from '../../../shared/contracts/scene-brief.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { IdeaParts } from '../../components/idea-parts.tsx';
import type { StudioHandoff } from '../../lib/studio-handoff.ts';
import { briefFromDraft, draftFromBrief, draftProblems, type BriefDraft } from './brief-draft.ts';
import { BriefEditor } from './brief-editor.tsx';
import { enhanceIdea } from './prompt-studio-api.ts';
import { useLivePrompt, type LivePrompt } from './use-live-prompt.ts';

const IDEAS = [
  'Rainy Tokyo street at night, lo-fi beats, titled "Midnight Tapes"',
  'Desert highway at sunset, dusty americana road trip',
  'Lone astronaut floating above a ringed planet, ambient space music',
];

/** Scrolls an element into view when it is off screen (the single-column layout on phones). */
function reveal(element: HTMLElement | null) {
  if (!element) return;
  const box = element.getBoundingClientRect();
  if (box.top < 64 || box.top > window.innerHeight * 0.7) element.scrollIntoView({ block: 'start' });
}

/**
 * The Prompt Studio (/prompt-studio): an idea is refined into a scene brief, shown as editable fields; every
 * edit rewrites the refined prompt beside it, ready to copy or to take to the generator.
 */
export function PromptStudioView() {
  const navigate = useNavigate();
  const ideaId = useId();
  const [idea, setIdea] = useState('');
  const [enhancing, setEnhancing] = useState(false);
  const [draft, setDraft] = useState<BriefDraft | null>(null);
  /** The idea the current brief was refined from (the field may have changed since). */
  const [sourceIdea, setSourceIdea] = useState('');
  /** How the refiner drew each part of that idea. */
  const [ideaParts, setIdeaParts] = useState<IdeaPart[]>([]);
  const live = useLivePrompt();
  const panelRef = useRef<HTMLElement>(null);
  const ideaRef = useRef<HTMLTextAreaElement>(null);

  const problems = draft ? draftProblems(draft) : null;
  const canEnhance = idea.trim().length > 0 && !enhancing;

  const enhance = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canEnhance) return;
    setEnhancing(true);
    const text = idea.trim();
    const result = await enhanceIdea(text);
    setEnhancing(false);
    if (!result.ok) {
      toast.error('Generation failed', { description: result.message });
      return;
    }
    setSourceIdea(text);
    setIdeaParts(result.data.parts);
    setDraft(draftFromBrief(result.data.brief));
    live.load(result.data.refinedPrompt, result.data.brief);
    reveal(panelRef.current);
  };

  const onIdeaKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      if (canEnhance) event.currentTarget.form?.requestSubmit();
    }
  };

  const changeDraft = (next: BriefDraft) => {
    setDraft(next);
    live.edit(draftProblems(next) ? null : briefFromDraft(next), sourceIdea);
  };

  const copy = async () => {
    const text = (await live.flush())?.prompt;
    if (!text) return;
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Prompt Copied!', { description: 'You can now paste it in the generation page.' });
    } catch {
      toast.error('Copy failed', { description: 'Your browser did not allow copying. Select the prompt and copy it.' });
    }
  };

  /** The generator draws exactly this brief: it goes along with its prompt (and how it is drawn). */
  const sendToGenerator = async () => {
    const composed = await live.flush();
    if (!composed) return;
    const studio: StudioHandoff = {
      brief: composed.brief,
      refinedPrompt: composed.prompt,
      parts: partsOf(composed.subjectParts, ideaParts),
    };
    void navigate('/generate', { state: { prompt: composed.prompt.slice(0, IDEA_MAX_LENGTH), studio } });
  };

  const parts = partsOf(live.subjectParts, ideaParts);
  const rowParts = draft ? subjectRowParts(draft.subjects, live.subjectParts, ideaParts) : [];

  return (
    <section className="relative isolate overflow-clip">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem]">
        <div className="absolute -top-40 left-[6%] size-[30rem] glow text-violet/10" />
        <div className="absolute -top-24 right-[8%] size-[26rem] glow text-ember/10" />
      </div>
      <div className="container-page py-10 sm:py-14">
        <header className="flex max-w-3xl flex-col gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-ember uppercase">
            <Wand2 className="size-4" aria-hidden />
            Prompt Studio
          </p>
          <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-5xl">
            Shape the prompt behind your cover
          </h1>
          <p className="text-lg leading-relaxed text-muted text-pretty">
            Start with an idea. We turn it into a scene brief (genre, mood, palette, subjects, composition) and every
            change you make rewrites the prompt as you go.
          </p>
        </header>

        <div className="mt-10 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-10">
          <form
            noValidate
            onSubmit={(e) => void enhance(e)}
            aria-label="Refine an idea"
            className="flex flex-col gap-5 rounded-card border border-line bg-ink-raised/70 p-5 shadow-2xl backdrop-blur sm:p-7 lg:col-start-1"
          >
            <Field
              label="Your idea"
              htmlFor={ideaId}
              aside={
                <span className="text-xs text-subtle tabular-nums" aria-hidden>
                  {idea.length}/{IDEA_MAX_LENGTH}
                </span>
              }
            >
              <Textarea
                ref={ideaRef}
                id={ideaId}
                name="idea"
                required
                rows={4}
                maxLength={IDEA_MAX_LENGTH}
                value={idea}
                onChange={(e) => setIdea(e.target.value)}
                onKeyDown={onIdeaKeyDown}
                placeholder="Describe the cover: mood, colours, scene, genre. Add a title in quotes."
              />
            </Field>
            <div className="flex flex-col gap-2">
              <p id={`${ideaId}-sparks`} className="text-xs font-medium tracking-wide text-subtle uppercase">
                Need a spark?
              </p>
              <ul aria-labelledby={`${ideaId}-sparks`} className="flex flex-wrap gap-2">
                {IDEAS.map((example) => (
                  <li key={example}>
                    <button
                      type="button"
                      disabled={enhancing}
                      onClick={() => {
                        setIdea(example);
                        ideaRef.current?.focus();
                      }}
                      className="rounded-full border border-line px-3 py-1.5 text-left text-xs leading-snug text-muted transition-colors hover:border-paper/40 hover:text-paper disabled:opacity-50"
                    >
                      {example}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
            <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={!canEnhance}>
              {enhancing ? (
                <LoaderCircle className="size-5 animate-spin" aria-hidden />
              ) : (
                <Sparkles className="size-5" aria-hidden />
              )}
              {enhancing ? 'Enhancing...' : draft ? 'Enhance Again' : 'Enhance Prompt'}
            </Button>
            {draft && <p className="text-xs text-subtle">Enhancing again starts a new brief from the idea above.</p>}
          </form>

          <PromptPanel
            ref={panelRef}
            live={live}
            hasBrief={draft !== null}
            onCopy={() => void copy()}
            onUse={() => void sendToGenerator()}
            palette={draft?.palette.map((c) => c.hex) ?? []}
            parts={parts}
          />

          {draft && (
            <section
              aria-labelledby={`${ideaId}-brief`}
              className="flex flex-col gap-6 rounded-card border border-line bg-ink-raised/70 p-5 sm:p-7 lg:col-start-1"
            >
              <div className="flex flex-col gap-1">
                <h2 id={`${ideaId}-brief`} className="font-display text-2xl font-bold">
                  Scene brief
                </h2>
                <p className="text-sm text-muted">Change anything: the refined prompt follows.</p>
              </div>
              <BriefEditor
                draft={draft}
                problems={problems}
                subjectParts={rowParts}
                composeError={live.status === 'error' ? live.error : null}
                onChange={changeDraft}
              />
            </section>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * What the panel lists: the refiner's report of the idea until the brief is edited; then how each subject of the
 * edited brief is drawn, followed by the idea's words that are still not drawn.
 */
function partsOf(subjectParts: IdeaPart[] | null, ideaParts: IdeaPart[]): IdeaPart[] {
  if (subjectParts === null) return ideaParts;
  const nouns = new Set(subjectParts.map((p) => p.phrase.toLowerCase()));
  return [...subjectParts, ...ideaParts.filter((p) => p.how === 'dropped' && !nouns.has(p.phrase.toLowerCase()))];
}

/** How each subject row is drawn, found by its noun: from the last compose, or (unedited) the refiner's report. */
function subjectRowParts(
  subjects: readonly { noun: string }[],
  subjectParts: IdeaPart[] | null,
  ideaParts: IdeaPart[],
): (IdeaPart | undefined)[] {
  const composed = new Map((subjectParts ?? []).map((p) => [p.phrase.trim().toLowerCase(), p]));
  return subjects.map(({ noun }) => {
    const key = noun.trim().toLowerCase();
    if (!key) return undefined;
    return (
      composed.get(key) ??
      (subjectParts === null
        ? ideaParts.find((p) => p.how !== 'dropped' && p.phrase.toLowerCase().includes(key))
        : undefined)
    );
  });
}

interface PanelProps {
  ref: Ref<HTMLElement>;
  live: LivePrompt;
  hasBrief: boolean;
  palette: string[];
  parts: IdeaPart[];
  onCopy: () => void;
  onUse: () => void;
}

/** The refined prompt as it stands, its state, and what to do with it. */
function PromptPanel({ ref, live, hasBrief, palette, parts, onCopy, onUse }: PanelProps) {
  const { prompt, status, error } = live;
  const usable = prompt !== null && (status === 'ready' || status === 'updating');
  return (
    <aside
      ref={ref}
      aria-labelledby="refined-prompt-heading"
      className="flex scroll-mt-24 flex-col gap-5 rounded-card border border-line bg-ink-raised/70 p-5 sm:p-7 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="refined-prompt-heading" className="font-display text-xl font-bold">
          Refined prompt
        </h2>
        {hasBrief && <StatusBadge status={status} />}
      </div>

      {prompt === null ? (
        <p className="text-muted">
          Describe your idea and press Enhance Prompt. The refined prompt appears here, and each part of it becomes a
          field you can change.
        </p>
      ) : (
        <>
          {palette.length > 0 && (
            <div className="flex h-2 overflow-hidden rounded-full" aria-hidden>
              {palette.map((hex, i) => (
                <span key={`${hex}-${i}`} className="flex-1" style={{ backgroundColor: hex }} />
              ))}
            </div>
          )}
          <p
            data-testid="refined-prompt"
            className={`text-base leading-relaxed break-words text-paper/95 transition-opacity ${usable ? '' : 'opacity-45'}`}
          >
            {prompt}
          </p>
          <IdeaParts
            parts={parts}
            title="How it will be drawn"
            headingLevel="h3"
            stale={!usable || status === 'updating'}
          />
        </>
      )}

      {status === 'invalid' && (
        <p className="flex items-start gap-2 text-sm text-danger">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          Fill in the highlighted fields to update the prompt.
        </p>
      )}
      {status === 'error' && error && (
        <p role="alert" className="flex items-start gap-2 text-sm text-danger">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {error}
        </p>
      )}

      {prompt !== null && (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="secondary" onClick={onCopy} disabled={!usable}>
            <Copy className="size-4" aria-hidden />
            Copy Prompt
          </Button>
          <Button onClick={onUse} disabled={!usable}>
            Use in generator
            <ArrowRight className="size-4" aria-hidden />
          </Button>
        </div>
      )}
    </aside>
  );
}

function StatusBadge({ status }: { status: LivePrompt['status'] }) {
  const base = 'inline-flex items-center gap-1.5 text-xs font-medium whitespace-nowrap';
  return (
    <p role="status" className={base}>
      {status === 'updating' && (
        <>
          <LoaderCircle className="size-3.5 animate-spin text-ember" aria-hidden />
          <span className="text-muted">Updating...</span>
        </>
      )}
      {status === 'ready' && (
        <>
          <Check className="size-3.5 text-lime" aria-hidden />
          <span className="text-muted">Up to date</span>
        </>
      )}
      {(status === 'invalid' || status === 'error') && <span className="text-danger">Not updated</span>}
    </p>
  );
}
