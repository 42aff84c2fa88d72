import type { PublishGenre } from '../../../shared/contracts/gallery.ts';
import { countOf } from '../../../shared/plural.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import {
  GENERATION_ERRORS,
  GUEST_FREE_GENERATIONS,
  type Candidate,
  type CreateGenerationResponse,
  type Generation,
  type GenerationToggle,
  type Quota,
  type Variation,
} from '../../../shared/contracts/generation.ts';
import type { IdeaPart, SceneBrief } from '../../../shared/contracts/scene-brief.ts';
import { RECENT_QUERY_KEY, shownImages } from '../../lib/generations.ts';
import { hasUnlimitedPlan, useAuth } from '../auth/index.ts';
import { createGeneration, fetchQuota, GENERATION_FALLBACK_MESSAGE, varyGeneration } from './generate-api.ts';
import { useBrowserState } from '../../lib/use-browser-state.ts';
import { readGuestGenerations, syncGuestGenerations, writeGuestGenerations } from './guest-counter.ts';
import { refinementQuery } from './use-idea-preview.ts';

/** A finished cover as the pages show it: the image and everything needed to make a variation of it. */
export interface Cover {
  id: string;
  imageUrl: string;
  /** The 256² thumbnail, when known (covers from the recent list). */
  thumbnailUrl?: string;
  prompt: string;
  refinedPrompt: string;
  provider: GenerationToggle;
  seed: number;
  /** A subtle variation's detail seed (shown with the seed: both reproduce it). */
  detailSeed: number | null;
  /** The 3000² downloads were enlarged from an outside service's smaller image. */
  upscaled: boolean;
  /** Its post in the community gallery, when published (covers from the recent list). */
  galleryPostId?: string | null;
  /** The scene brief that was drawn: a Reroll draws it again. */
  brief?: SceneBrief;
  /** The gallery genre publishing suggests. */
  publishGenre?: PublishGenre;
  /** How each part of the idea was drawn, when this page knows (not for covers from the recent list). */
  parts?: IdeaPart[];
  /** The versions its generation drew (one is this cover); absent for covers made before there were versions. */
  versions?: CoverVersions;
  /** The custom style it was drawn in (covers this page made): a Reroll draws in it again. */
  styleId?: string;
  /** Its title and artist as last saved in the editor (covers from the recent list). */
  editedText?: Generation['editedText'];
}

/** A generation's versions as a page shows them: those drawn so far, how many there will be, which is the cover. */
export interface CoverVersions {
  candidates: Candidate[];
  expected: number;
  picked: number;
}

/** The versions of a generation as the API describes them (none for covers made before there were versions). */
export function versionsOf(g: Pick<Generation, 'candidates' | 'candidatesExpected' | 'pickedCandidate'>) {
  if (!g.candidates.length) return undefined;
  return { candidates: g.candidates, expected: g.candidatesExpected, picked: g.pickedCandidate };
}

/** A finished generation as the pages show a cover; null while it has no image. */
export function coverOf(g: Generation): Cover | null {
  const { imageUrl, thumbnailUrl } = shownImages(g);
  if (g.status !== 'succeeded' || !imageUrl) return null;
  return {
    id: g.id,
    imageUrl,
    thumbnailUrl: thumbnailUrl ?? imageUrl,
    prompt: g.prompt,
    refinedPrompt: g.refinedPrompt,
    provider: g.provider,
    seed: g.seed,
    detailSeed: g.detailSeed,
    upscaled: g.upscaled,
    galleryPostId: g.galleryPostId,
    publishGenre: g.publishGenre,
    ...(g.brief ? { brief: g.brief } : {}),
    editedText: g.editedText,
    versions: versionsOf(g),
  };
}

export interface GenerationSuccess {
  cover: Cover;
  response: CreateGenerationResponse;
}

export interface GenerateInput {
  prompt: string;
  provider: GenerationToggle;
  /**
   * The scene brief the page showed (a preview of the idea, the Prompt Studio's edited brief, a cover's for a
   * Reroll): it is drawn as it is and nothing is refined again. Without it the idea is refined first, once.
   */
  brief?: SceneBrief;
  /** Known already (a brief's prompt, a Reroll): the refinement step is skipped. */
  refinedPrompt?: string;
  /** How the brief draws each part of the idea, shown beside the finished cover. */
  parts?: IdeaPart[];
  seed?: number;
  detailSeed?: number;
  /** A variation of this cover instead (the server reads the cover's brief and seeds). */
  vary?: { of: string; strength: Variation };
  /** The custom style it is drawn in: `prompt` is the idea already set in its pattern. */
  styleId?: string;
}

export interface GenerateEvents {
  /** The checks passed and work begins. */
  onStart?: () => void;
  /** The refined prompt is known (the idea itself when refinement failed), with how each part will be drawn. */
  onRefined?: (refinedPrompt: string, parts: IdeaPart[] | null) => void;
}

/** What the visitor may still spend; null while the session is being looked up. */
/** `unlimited`: a Studio plan in its paid period spends no credit (the server applies a daily fair-use limit). */
export type Allowance =
  { kind: 'user'; credits: number; unlimited: boolean } | { kind: 'guest'; remaining: number } | null;

export type GeneratorPhase = 'idle' | 'refining' | 'rendering';

export const GENERATION_MESSAGES = {
  failedTitle: 'Generation failed',
  trialEndedTitle: 'Free trial ended',
  trialEndedDescription: 'Sign up to continue generating!',
  pendingTitle: 'Still rendering',
  pendingDescription: 'Your cover will appear in your recent covers when it is ready.',
} as const;

/** One toast slot per kind, so repeated attempts replace the message instead of stacking copies. */
export const RESULT_TOAST_ID = 'generation-result';
const QUOTA_TOAST_ID = 'generation-quota';

export const QUOTA_QUERY_KEY = ['generation', 'quota'] as const;

/**
 * The generation flow both generator pages share (docs/spec.md §4, §5, §8): check what the page knows about the
 * visitor's allowance, refine the idea, render, then settle the counters. The server is authoritative: its
 * `no_credits` opens the Free Trial Ended modal and its `guest_limit_reached` sends the guest to sign up.
 */
export function useCoverGenerator() {
  const { loading, user, credits, refreshCredits } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<GeneratorPhase>('idle');
  const [freeTrialOpen, setFreeTrialOpen] = useState(false);
  const [localUsed, setLocalUsed] = useBrowserState(readGuestGenerations, 0);
  const busy = useRef(false);

  const quotaQuery = useQuery({
    queryKey: QUOTA_QUERY_KEY,
    queryFn: async (): Promise<Quota> => {
      const quota = await fetchQuota();
      if (quota.kind === 'guest') {
        syncGuestGenerations(quota.guestRemaining);
        setLocalUsed(readGuestGenerations());
      }
      return quota;
    },
    enabled: !loading && !user,
    retry: false,
  });

  const guestQuota = quotaQuery.data?.kind === 'guest' ? quotaQuery.data : null;
  const allowance: Allowance = loading
    ? null
    : user
      ? { kind: 'user', credits: credits?.credit_count ?? 0, unlimited: hasUnlimitedPlan(credits) }
      : { kind: 'guest', remaining: guestQuota?.guestRemaining ?? Math.max(0, GUEST_FREE_GENERATIONS - localUsed) };

  const setGuestRemaining = useCallback(
    (remaining: number) => {
      syncGuestGenerations(remaining);
      setLocalUsed(readGuestGenerations());
      const quota: Quota = { kind: 'guest', guestRemaining: Math.max(remaining, 0) };
      queryClient.setQueryData(QUOTA_QUERY_KEY, () => quota);
    },
    [queryClient, setLocalUsed],
  );

  const endGuestTrial = useCallback(() => {
    setGuestRemaining(0);
    toast(GENERATION_MESSAGES.trialEndedTitle, {
      id: QUOTA_TOAST_ID,
      description: GENERATION_MESSAGES.trialEndedDescription,
    });
    void navigate('/signup');
  }, [navigate, setGuestRemaining]);

  const generate = useCallback(
    async (input: GenerateInput, events: GenerateEvents = {}): Promise<GenerationSuccess | null> => {
      const prompt = input.prompt.trim();
      if (!prompt || busy.current) return null;

      // What the page knows already; the server checks again.
      if (user) {
        if (credits && credits.credit_count <= 0 && !hasUnlimitedPlan(credits)) {
          setFreeTrialOpen(true);
          return null;
        }
      } else if (!loading && readGuestGenerations() >= GUEST_FREE_GENERATIONS) {
        endGuestTrial();
        return null;
      }

      busy.current = true;
      events.onStart?.();
      try {
        let { brief, parts } = input;
        let refinedPrompt = input.refinedPrompt?.trim();
        if (!brief && !refinedPrompt) {
          // Refined here, once (shared with the page's preview of the same idea); the server draws this brief.
          setPhase('refining');
          const refinement = await queryClient.fetchQuery(refinementQuery(prompt)).catch(() => null);
          brief = refinement?.brief;
          parts = refinement?.parts;
          refinedPrompt = refinement?.refinedPrompt.trim() || prompt;
          events.onRefined?.(refinedPrompt, parts ?? null);
        }
        setPhase('rendering');
        const result = input.vary
          ? await varyGeneration(input.vary.of, input.vary.strength)
          : await createGeneration({
              prompt,
              ...(refinedPrompt ? { refinedPrompt } : {}),
              ...(brief ? { brief } : {}),
              provider: input.provider,
              ...(input.seed === undefined ? {} : { seed: input.seed }),
              ...(input.detailSeed === undefined ? {} : { detailSeed: input.detailSeed }),
              ...(input.styleId ? { styleId: input.styleId } : {}),
            });

        if (!result.ok) {
          if (result.status === 402 && result.code === GENERATION_ERRORS.noCredits) {
            void refreshCredits();
            setFreeTrialOpen(true);
          } else if (result.status === 402 && result.code === GENERATION_ERRORS.guestLimit) {
            endGuestTrial();
          } else if (result.code === GENERATION_ERRORS.pending) {
            // Charged and still rendering: it lands in the recent covers when done.
            if (user) void refreshCredits();
            for (const delay of [5_000, 20_000, 60_000]) {
              setTimeout(() => void queryClient.invalidateQueries({ queryKey: RECENT_QUERY_KEY }), delay);
            }
            toast(GENERATION_MESSAGES.pendingTitle, {
              id: RESULT_TOAST_ID,
              description: result.message ?? GENERATION_MESSAGES.pendingDescription,
            });
          } else {
            if (user) void refreshCredits();
            toast.error(GENERATION_MESSAGES.failedTitle, {
              id: RESULT_TOAST_ID,
              description: result.message ?? GENERATION_FALLBACK_MESSAGE,
            });
          }
          return null;
        }

        const response = result.data;
        if (response.guestRemaining !== undefined) {
          setGuestRemaining(response.guestRemaining);
        } else if (!user) {
          // No count in the answer: the guest count still goes up by one (docs/spec.md §4).
          writeGuestGenerations(readGuestGenerations() + 1);
          setLocalUsed(readGuestGenerations());
        }
        if (user || response.creditsRemaining !== undefined) void refreshCredits();
        void queryClient.invalidateQueries({ queryKey: RECENT_QUERY_KEY });

        return {
          response,
          cover: {
            id: response.id,
            // A cover drawn in a custom style shows with its finish (the style's grade and typefaces).
            imageUrl: response.editedImageUrl ?? response.imageUrl,
            prompt,
            refinedPrompt: response.refinedPrompt || refinedPrompt || prompt,
            provider: input.provider,
            seed: response.seed,
            detailSeed: response.detailSeed,
            upscaled: response.upscaled,
            brief: response.brief,
            publishGenre: response.publishGenre,
            ...((response.parts ?? parts) ? { parts: response.parts ?? parts } : {}),
            versions: versionsOf(response),
            ...(response.styleId ? { styleId: response.styleId } : {}),
          },
        };
      } finally {
        busy.current = false;
        setPhase('idle');
      }
    },
    [user, credits, loading, endGuestTrial, refreshCredits, setGuestRemaining, setLocalUsed, queryClient],
  );

  return {
    /** Null until the session is known. */
    allowance,
    phase,
    working: phase !== 'idle',
    generate,
    freeTrialOpen,
    setFreeTrialOpen,
  };
}

/** The toast description after a success: what is left to spend (docs/spec.md §8). */
export function remainingText(response: CreateGenerationResponse): string | undefined {
  if (response.coveredByPlan) return 'Included in your Studio plan';
  if (response.creditsRemaining !== undefined) return `${countOf(response.creditsRemaining, 'credit')} remaining`;
  if (response.guestRemaining !== undefined) return `${countOf(response.guestRemaining, 'free generation')} remaining`;
  return undefined;
}
