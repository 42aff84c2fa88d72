import { ArrowRight, LoaderCircle, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import { IDEA_MAX_LENGTH, type IdeaPart } from '../../../shared/contracts/scene-brief.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/field.tsx';
import { CoverPreview } from './cover-preview.tsx';
import { FreeTrialModal } from './free-trial-modal.tsx';
import { IdeaParts } from '../../components/idea-parts.tsx';
import { AllowanceLine, costOf } from './allowance-line.tsx';
import { RESULT_TOAST_ID, remainingText, useCoverGenerator, type Cover } from './use-cover-generator.ts';

/**
 * The simpler generator (docs/spec.md §2): one line, Enter to generate with Sonic Vision, the refined prompt
 * and the image. Same quotas as the main generator.
 */
export function DemoView() {
  const [prompt, setPrompt] = useState('');
  const [refinedPrompt, setRefinedPrompt] = useState<string | null>(null);
  const [parts, setParts] = useState<IdeaPart[] | null>(null);
  const [cover, setCover] = useState<Cover | null>(null);
  const { phase, working, generate, allowance, freeTrialOpen, setFreeTrialOpen } = useCoverGenerator();
  const cost = costOf(allowance);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working) return;
    if (!prompt.trim()) {
      toast.error('Error', { id: RESULT_TOAST_ID, description: 'Please enter a prompt before generating!' });
      return;
    }
    const result = await generate(
      { prompt, provider: 'lovable' },
      {
        onStart: () => {
          setRefinedPrompt(null);
          setParts(null);
        },
        onRefined: (refined, refinedParts) => {
          setRefinedPrompt(refined);
          setParts(refinedParts);
        },
      },
    );
    if (!result) return;
    setCover(result.cover);
    setRefinedPrompt(result.cover.refinedPrompt);
    setParts(result.cover.parts ?? null);
    // Like /generate, the result says what the cover used and what is left.
    const left = remainingText(result.response);
    toast.success('Success!', {
      id: RESULT_TOAST_ID,
      description: left ? `Your album art has been generated. ${left}.` : 'Your album art has been generated.',
    });
  };

  return (
    <section className="relative isolate overflow-clip">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem]">
        <div className="absolute -top-40 left-1/2 size-[32rem] -translate-x-[75%] glow text-ember/12" />
        <div className="absolute -top-24 left-1/2 size-[26rem] -translate-x-[5%] glow text-violet/12" />
      </div>
      <div className="container-page flex max-w-3xl flex-col gap-8 py-12 sm:py-16">
        <header className="flex flex-col gap-3 text-center">
          <p className="text-sm font-semibold tracking-[0.18em] text-ember uppercase">Demo</p>
          <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-5xl">
            One line in, one cover out
          </h1>
          <p className="mx-auto max-w-xl text-muted">
            Type an idea and press Enter. We refine your prompt, then render the artwork with Sonic Vision.
          </p>
          <div className="mx-auto">
            <AllowanceLine allowance={allowance} />
          </div>
        </header>

        <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-2">
          <Label htmlFor="demo-prompt">Your idea</Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id="demo-prompt"
              name="prompt"
              autoComplete="off"
              enterKeyHint="go"
              maxLength={IDEA_MAX_LENGTH}
              placeholder="Describe your album cover idea..."
              value={prompt}
              onChange={(e) => setPrompt(e.target.value)}
              className="sm:flex-1"
            />
            <Button type="submit" size="lg" className="h-12" disabled={working}>
              {working ? (
                <LoaderCircle className="size-5 animate-spin" aria-hidden />
              ) : (
                <Sparkles className="size-5" aria-hidden />
              )}
              Generate
            </Button>
          </div>
          {cost && <p className="text-sm text-muted">{cost}</p>}
        </form>

        <div className="flex flex-col gap-4">
          <div aria-live="polite" className="mx-auto w-full max-w-xl">
            {refinedPrompt === null ? null : (
              <p className="rounded-2xl border border-line bg-ink-raised/70 px-4 py-3 text-sm leading-relaxed text-muted">
                <span className="font-semibold text-paper">Refined prompt: </span>
                {refinedPrompt}
              </p>
            )}
          </div>
          {parts && <IdeaParts parts={parts} title="How your idea is drawn" className="mx-auto w-full max-w-xl" />}
          <CoverPreview
            className="mx-auto max-w-xl"
            phase={phase}
            image={cover ? { src: cover.imageUrl, alt: `Album cover generated from: ${cover.prompt}` } : null}
          />
          {cover && !working ? (
            <p className="text-center text-sm text-muted">
              <Link
                to="/generate"
                state={{ prompt: cover.prompt }}
                className="inline-flex items-center gap-1.5 font-semibold text-ember underline-offset-4 hover:text-ember-strong hover:underline"
              >
                Keep going in the full generator
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            </p>
          ) : null}
        </div>
      </div>
      <FreeTrialModal open={freeTrialOpen} onOpenChange={setFreeTrialOpen} />
    </section>
  );
}
