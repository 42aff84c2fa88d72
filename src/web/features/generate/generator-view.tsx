import { useBrowserState } from '../../lib/use-browser-state.ts';
import {
  Download,
  LayoutGrid,
  LoaderCircle,
  PenLine,
  Shuffle,
  Sparkles,
  SwatchBook,
  Wand2,
  Waypoints,
} from 'lucide-react';
import { editorPath } from '../../../shared/routes.ts';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { TOGGLE_LABELS, type GenerationToggle, type Variation } from '../../../shared/contracts/generation.ts';
import { IDEA_MAX_LENGTH, type IdeaPart } from '../../../shared/contracts/scene-brief.ts';
import { IdeaParts } from '../../components/idea-parts.tsx';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { COVERS_QUERY_ROOT, downloadUrl } from '../../lib/generations.ts';
import { studioHandoffSchema, type StudioHandoff } from '../../lib/studio-handoff.ts';
import { PublishToGallery } from '../gallery/index.ts';
import { AllowanceLine } from './allowance-line.tsx';
import { CoverPreview } from './cover-preview.tsx';
import { FreeTrialModal } from './free-trial-modal.tsx';
import { fetchGeneration, randomSeed } from './generate-api.ts';
import { readPromptDraft, writePromptDraft } from './prompt-draft.ts';
import { formatSeed, parseSeed } from '../../lib/cover-seed.ts';
import { SeedField } from './seed-field.tsx';
import { ProviderToggle, useEngineOf } from './provider-toggle.tsx';
import { StylePicker, useStyleChoice } from '../styles/index.ts';
import { applyStylePattern, IDEA_SLOT } from '../../../shared/contracts/custom-styles.ts';
import { RecentCovers, useRecentCovers } from './recent-covers.tsx';
import {
  coverOf,
  remainingText,
  RESULT_TOAST_ID,
  useCoverGenerator,
  type Allowance,
  type Cover,
  type GenerateInput,
} from './use-cover-generator.ts';
import { useCoverVersions } from './use-cover-versions.ts';
import { useIdeaPreview } from './use-idea-preview.ts';
import { VersionGrid } from './version-grid.tsx';

const IDEAS = [
  'Neon city skyline at midnight, synthwave, titled "Night Drive"',
  'Misty pine forest at dawn, lo-fi folk, muted greens and gold',
  'A golden saxophone under a single spotlight, smoky jazz club',
];

/** The prompt passed along in navigation state: navigate('/generate', { state: { prompt } }). */
function promptFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const prompt = (state as { prompt?: unknown }).prompt;
  return typeof prompt === 'string' ? prompt.slice(0, IDEA_MAX_LENGTH) : null;
}

/** The Prompt Studio's brief in navigation state, for the prompt it came with; null when absent or malformed. */
function studioFromState(state: unknown, prompt: string | null): (StudioHandoff & { prompt: string }) | null {
  if (prompt === null || typeof state !== 'object' || state === null) return null;
  const parsed = studioHandoffSchema.safeParse((state as { studio?: unknown }).studio);
  return parsed.success ? { ...parsed.data, prompt } : null;
}

/**
 * Scrolls the preview into view when it is off screen (under the header, or low on the page in the single-column
 * layout of phones); `scroll-mt-24` keeps it clear of the header.
 */
function reveal(element: HTMLElement | null) {
  if (!element) return;
  const box = element.getBoundingClientRect();
  if (box.top < 64 || box.top > window.innerHeight * 0.6) element.scrollIntoView({ block: 'start' });
}

/** The main generator (/generate, docs/spec.md §2): controls on the left, the big square preview on the right. */
export function GeneratorView() {
  const location = useLocation();
  const statePrompt = promptFromState(location.state);
  const [prompt, setPromptState] = useBrowserState(() => statePrompt ?? readPromptDraft() ?? '', '');
  const setPrompt = (next: string) => {
    setPromptState(next);
    writePromptDraft(next);
  };
  // The Prompt Studio's edited brief: drawn as it is while the prompt is the one it came with.
  const [studio, setStudio] = useBrowserState(() => studioFromState(location.state, statePrompt), null);
  // A new navigation carrying a prompt (while this page is open) fills the field again.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (statePrompt !== null) setPrompt(statePrompt);
    setStudio(studioFromState(location.state, statePrompt));
  }
  const [chosenProvider, setProvider] = useState<GenerationToggle>('lovable');
  const style = useStyleChoice();
  // A custom style draws with its own look, and the idea typed goes in its pattern.
  const provider = style.chosen?.provider ?? chosenProvider;
  const drawnIdea = style.chosen ? applyStylePattern(style.chosen.pattern, prompt) : prompt;
  const ideaRoom = IDEA_MAX_LENGTH - (style.chosen ? style.chosen.pattern.length - IDEA_SLOT.length : 0);
  const [cover, setCover] = useState<Cover | null>(null);
  // The square shows the generation's versions to pick from, or the cover alone.
  const [showVersions, setShowVersions] = useState(false);
  const versions = useCoverVersions(cover, setCover);
  const opened = useOpenedCover();
  const [seedText, setSeedText] = useState('');
  // A cover opened from the library (/generate?cover=id) takes the preview once it has loaded, and the form shows
  // what drew it: its idea, its look and its seed (an empty idea beside a Photon cover with Sonic chosen misled).
  const [shownOpened, setShownOpened] = useState<string | null>(null);
  if (opened.cover && opened.cover.id !== shownOpened) {
    setShownOpened(opened.cover.id);
    setCover(opened.cover);
    setShowVersions(false);
    setPrompt(opened.cover.prompt);
    setProvider(opened.cover.provider);
    setSeedText(formatSeed(opened.cover));
  }
  // Only the built-in engine draws the same cover from the same seed; outside services take no seed. Shown until
  // the server says otherwise (the built-in engine is the default), so the form does not shift when it answers.
  const seedDraws = (useEngineOf(provider)?.engine ?? 'builtin') === 'builtin';
  const [seedError, setSeedError] = useState<string | undefined>();
  const { allowance, phase, working, generate, freeTrialOpen, setFreeTrialOpen } = useCoverGenerator();
  const recent = useRecentCovers();
  const previewRef = useRef<HTMLDivElement>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);

  const canSubmit = prompt.trim().length > 0 && drawnIdea.trim().length <= IDEA_MAX_LENGTH && !working;
  // The Prompt Studio's brief is of the idea alone: a style's pattern changes what is drawn.
  const fromStudio = studio && prompt === studio.prompt && !style.chosen ? studio : null;
  // The idea being typed (in its style's pattern), refined a moment after typing stops: its parts show before
  // anything is generated, and its brief is the one drawn.
  const preview = useIdeaPreview(drawnIdea, fromStudio === null);

  const run = async (input: GenerateInput) => {
    opened.clear();
    const result = await generate(input, { onStart: () => reveal(previewRef.current) });
    if (!result) return;
    setCover(result.cover);
    setShowVersions((result.cover.versions?.expected ?? 0) > 1);
    // Again once the versions' grid is drawn: it can make the preview's column taller than the screen, which ends
    // its sticking beside the form and leaves the grid's top under the header.
    requestAnimationFrame(() => reveal(previewRef.current));
    toast.success('Image generated!', { id: RESULT_TOAST_ID, description: remainingText(result.response) });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const { seed, detailSeed, error } = seedDraws ? parseSeed(seedText) : {};
    setSeedError(error);
    if (error) {
      document.getElementById('generate-seed')?.focus();
      return;
    }
    const ready = fromStudio ?? preview.refinement;
    void run({
      prompt: drawnIdea,
      provider,
      ...(style.chosen ? { styleId: style.chosen.id } : {}),
      ...(ready ? { brief: ready.brief, refinedPrompt: ready.refinedPrompt, parts: ready.parts } : {}),
      ...(seed === undefined ? {} : { seed }),
      ...(detailSeed === undefined ? {} : { detailSeed }),
    });
  };

  const onPromptKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      if (canSubmit) event.currentTarget.form?.requestSubmit();
    }
  };

  /** New versions of the same scene brief from a new seed: a new generation. */
  const reroll = () => {
    if (!cover || working) return;
    void run({
      prompt: cover.prompt,
      refinedPrompt: cover.refinedPrompt,
      ...(cover.brief ? { brief: cover.brief } : {}),
      ...(cover.parts ? { parts: cover.parts } : {}),
      provider: cover.provider,
      seed: randomSeed(cover.seed),
      ...(cover.styleId ? { styleId: cover.styleId } : {}),
    });
  };

  /** Vary (subtle or strong): the server draws it from the cover's own brief and seeds. */
  const vary = (strength: Variation) => {
    if (!cover || working) return;
    void run({ prompt: cover.prompt, provider: cover.provider, vary: { of: cover.id, strength } });
  };

  return (
    <section className="relative isolate overflow-clip">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem]">
        <div className="absolute -top-40 left-[8%] size-[30rem] glow text-ember/10" />
        <div className="absolute -top-20 right-[5%] size-[28rem] glow text-violet/10" />
      </div>
      <div className="container-page py-10 sm:py-14">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
          <div className="flex flex-col gap-8">
            <header className="flex flex-col gap-3">
              <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-ember uppercase">
                <Wand2 className="size-4" aria-hidden />
                Album art generator
              </p>
              <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-5xl">
                Turn your sound into art
              </h1>
              <AllowanceLine allowance={allowance} />
            </header>

            <form
              noValidate
              onSubmit={onSubmit}
              aria-label="Generate album art"
              className="flex flex-col gap-6 rounded-card border border-line bg-ink-raised/70 p-5 shadow-2xl backdrop-blur sm:p-7"
            >
              <ProviderToggle value={provider} onChange={setProvider} disabled={working || style.chosen !== null} />
              <StylePicker choice={style} disabled={working} />

              <Field
                label="Prompt"
                htmlFor="generate-prompt"
                aside={
                  <span className="text-xs text-subtle tabular-nums" aria-hidden>
                    {prompt.length}/{ideaRoom}
                  </span>
                }
              >
                <Textarea
                  ref={promptRef}
                  id="generate-prompt"
                  name="prompt"
                  required
                  rows={5}
                  maxLength={ideaRoom}
                  value={prompt}
                  onChange={(e) => setPrompt(e.target.value)}
                  onKeyDown={onPromptKeyDown}
                  placeholder="Describe the cover: mood, colours, scene, genre. Add a title in quotes."
                  aria-describedby="generate-prompt-hint"
                />
              </Field>

              <UpcomingParts
                fromStudio={fromStudio !== null}
                parts={(fromStudio ?? preview.shown)?.parts ?? null}
                stale={preview.stale}
              />

              <div className="flex flex-col gap-2">
                <p id="generate-ideas-label" className="text-xs font-medium tracking-wide text-subtle uppercase">
                  Need a spark?
                </p>
                <ul aria-labelledby="generate-ideas-label" className="flex flex-wrap gap-2">
                  {IDEAS.map((idea) => (
                    <li key={idea}>
                      <button
                        type="button"
                        disabled={working}
                        onClick={() => {
                          setPrompt(idea);
                          promptRef.current?.focus();
                        }}
                        className="rounded-full border border-line px-3 py-1.5 text-left text-xs leading-snug text-muted transition-colors hover:border-paper/40 hover:text-paper disabled:opacity-50"
                      >
                        {idea}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>

              {seedDraws && (
                <SeedField
                  value={seedText}
                  onChange={(value) => {
                    setSeedText(value);
                    if (seedError) setSeedError(parseSeed(value).error);
                  }}
                  error={seedError}
                  disabled={working}
                />
              )}

              <div className="flex flex-col gap-2">
                <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
                  {working ? (
                    <LoaderCircle className="size-5 animate-spin" aria-hidden />
                  ) : (
                    <Sparkles className="size-5" aria-hidden />
                  )}
                  Generate Album Art
                </Button>
                <p id="generate-prompt-hint" className="text-center text-xs text-subtle">
                  We refine your prompt first.
                  <span className="hidden sm:inline"> Press Ctrl+Enter (⌘+Enter on a Mac) to generate.</span>
                </p>
              </div>
            </form>
          </div>

          <div className="flex flex-col gap-5 lg:sticky lg:top-24">
            <CoverPreview
              ref={previewRef}
              phase={phase}
              image={cover ? { src: cover.imageUrl, alt: `Album cover generated from: ${cover.prompt}` } : null}
              grid={
                showVersions && cover?.versions ? (
                  <VersionGrid
                    versions={cover.versions}
                    prompt={cover.prompt}
                    picking={versions.picking}
                    onPick={async (index) => {
                      if (await versions.pick(index)) setShowVersions(false);
                    }}
                  />
                ) : undefined
              }
            />
            {cover?.versions && cover.versions.expected > 1 && !working && (
              <VersionsLine
                count={Math.max(cover.versions.expected, cover.versions.candidates.length)}
                showing={showVersions}
                onShow={() => setShowVersions((shown) => !shown)}
              />
            )}
            {cover ? (
              <CoverDetails cover={cover} busy={working} cost={costLabel(allowance)} onReroll={reroll} onVary={vary} />
            ) : (
              <p className="text-sm text-muted">
                Every cover is square and exports at 3000 × 3000, ready for Spotify, Apple Music and DistroKid.
              </p>
            )}
          </div>
        </div>

        <RecentCovers
          covers={recent}
          currentId={cover?.id ?? null}
          onSelect={(selected) => {
            if (working) return;
            setCover(selected);
            setShowVersions(false);
            reveal(previewRef.current);
          }}
        />
      </div>
      <FreeTrialModal open={freeTrialOpen} onOpenChange={setFreeTrialOpen} />
    </section>
  );
}

/**
 * The cover the address names (/generate?cover=id, from the library), loaded once. Generating drops it from the
 * address, so a reload after that does not bring the older cover back.
 */
function useOpenedCover() {
  const [params, setParams] = useSearchParams();
  const id = params.get('cover');
  const query = useQuery({
    queryKey: [...COVERS_QUERY_ROOT, 'opened', id],
    queryFn: ({ signal }) => fetchGeneration(id!, signal),
    enabled: id !== null,
    retry: false,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (query.isError)
      toast.error('Cover not opened', { description: 'It may have been deleted, or it is not yours.' });
  }, [query.isError]);
  return {
    cover: id !== null && query.data ? coverOf(query.data) : null,
    clear: () => {
      if (!params.has('cover')) return;
      // Other parts of the address (the chosen style) stay.
      const rest = new URLSearchParams(params);
      rest.delete('cover');
      setParams(rest, { replace: true, preventScrollReset: true });
    },
  };
}

/** Under the square: what the versions are, and the way between them and the cover alone. */
function VersionsLine({ count, showing, onShow }: { count: number; showing: boolean; onShow: () => void }) {
  return (
    <div className="-mt-1 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">
        {showing
          ? `Pick the version you want: it becomes your cover. All ${count} came with this generation.`
          : `This generation drew ${count} versions.`}
      </p>
      <Button type="button" variant="secondary" onClick={onShow}>
        <LayoutGrid className="size-4" aria-hidden />
        {showing ? 'Show the cover' : `See all ${count} versions`}
      </Button>
    </div>
  );
}

/** Before generating: how the idea (or the Prompt Studio's brief) will be drawn. */
function UpcomingParts({
  fromStudio,
  parts,
  stale,
}: {
  fromStudio: boolean;
  parts: IdeaPart[] | null;
  stale: boolean;
}) {
  if (!fromStudio && !parts?.length) return null;
  return (
    <div className="-mt-2 flex flex-col gap-3">
      {fromStudio && (
        <p className="text-xs text-muted">
          Drawn from the scene brief you edited in Prompt Studio. Change the prompt to start from a new idea.
        </p>
      )}
      {parts && <IdeaParts parts={parts} title="How your idea will be drawn" stale={!fromStudio && stale} />}
    </div>
  );
}

/** What a variation or reroll spends, said on its button: one generation, like any other; nothing once none is left. */
function costLabel(allowance: Allowance): string | null {
  if (!allowance) return null;
  if (allowance.kind === 'guest') return allowance.remaining > 0 ? '1 free generation' : null;
  return allowance.unlimited ? 'Included in your plan' : '1 credit';
}

/** Each way to draw four more from a cover, and what it keeps. */
const MORE_ACTIONS = [
  {
    id: 'subtle',
    label: 'Vary (subtle)',
    hint: 'Keeps the composition and changes the details.',
    Icon: SwatchBook,
  },
  { id: 'strong', label: 'Vary (strong)', hint: 'Keeps the idea and changes the composition.', Icon: Waypoints },
  { id: 'reroll', label: 'Reroll', hint: 'Draws the idea again from a new seed.', Icon: Shuffle },
] as const;

/** The refined prompt and seed of the cover in the preview, with its variations, Reroll and the 3000² downloads. */
function CoverDetails({
  cover,
  busy,
  cost,
  onReroll,
  onVary,
}: {
  cover: Cover;
  busy: boolean;
  cost: string | null;
  onReroll: () => void;
  onVary: (strength: Variation) => void;
}) {
  // Only an engine that draws from seeds can vary a cover; any cover can be rerolled.
  const varies = (useEngineOf(cover.provider)?.engine ?? 'builtin') === 'builtin';
  const actions = MORE_ACTIONS.filter((a) => varies || a.id === 'reroll');
  return (
    <div
      inert={busy}
      className={`flex flex-col gap-5 rounded-card border border-line bg-ink-raised/70 p-5 transition-opacity ${busy ? 'opacity-40' : ''}`}
    >
      <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:gap-6">
        <div className="col-span-2 flex min-w-0 flex-col gap-1 sm:col-span-1">
          <dt className="text-xs font-medium tracking-wide text-subtle uppercase">Refined prompt</dt>
          <dd className="leading-relaxed break-words text-paper/90">{cover.refinedPrompt}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-medium tracking-wide text-subtle uppercase">Seed</dt>
          <dd className="font-mono text-paper tabular-nums">{formatSeed(cover)}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-medium tracking-wide whitespace-nowrap text-subtle uppercase">AI provider</dt>
          <dd className="whitespace-nowrap text-paper">{TOGGLE_LABELS[cover.provider]}</dd>
        </div>
      </dl>
      {cover.parts && <IdeaParts parts={cover.parts} title="How your idea was drawn" />}
      {/* Two columns except where the preview column is narrow (lg, below xl). */}
      {/* A row of three where there is room; one under another on a phone, each with its cost beside it. */}
      <ul aria-label="Four more versions" className={`grid gap-2 ${actions.length > 1 ? 'sm:grid-cols-3' : ''}`}>
        {actions.map(({ id, label, hint, Icon }) => (
          <li key={id} className="flex">
            <Button
              variant="secondary"
              className="h-auto w-full flex-wrap gap-x-1.5 gap-y-0.5 px-3 py-2.5 text-center sm:flex-col"
              title={hint}
              onClick={() => (id === 'reroll' ? onReroll() : onVary(id))}
              disabled={busy}
            >
              <span className="flex items-center gap-1.5">
                <Icon className="size-4 shrink-0" aria-hidden />
                {label}
              </span>
              {cost && (
                <span className="text-xs font-normal text-muted">
                  <span className="sm:sr-only">· </span>
                  {cost}
                </span>
              )}
            </Button>
          </li>
        ))}
      </ul>
      <ButtonLink to={editorPath(cover.id)}>
        <PenLine className="size-4" aria-hidden />
        Edit text, fonts and colour
      </ButtonLink>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <ButtonAnchor variant="secondary" href={downloadUrl(cover.id, 'jpeg')} download>
          <Download className="size-4" aria-hidden />
          Download JPEG (3000×3000)
        </ButtonAnchor>
        <ButtonAnchor variant="secondary" href={downloadUrl(cover.id, 'png')} download>
          <Download className="size-4" aria-hidden />
          Download PNG (3000×3000)
        </ButtonAnchor>
      </div>
      <PublishToGallery key={cover.id} cover={cover} />
      {cover.upscaled && (
        <p className="text-xs text-subtle">
          The image service made this cover smaller than 3000×3000; the downloads are enlarged to 3000×3000 with
          high-quality resampling.
        </p>
      )}
    </div>
  );
}
