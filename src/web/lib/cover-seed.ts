/** A cover's seed as text: how pages show it and how the Seed field reads it back. */
import { MAX_SEED } from '../../shared/contracts/generation.ts';

export const SEED_MESSAGES = {
  invalid: `Type a cover's seed as shown beside it: a whole number from 0 to ${MAX_SEED} (a subtle variation's is two, like 1234/5678), or leave the seed empty.`,
} as const;

/**
 * A cover's seed as pages show it and the seed field reads it: the seed, and a subtle variation's detail seed after
 * a slash ("1234/5678"), so one token reproduces either kind of cover.
 */
export const formatSeed = (cover: { seed: number; detailSeed: number | null }) =>
  cover.detailSeed === null ? `${cover.seed}` : `${cover.seed}/${cover.detailSeed}`;

/** The typed seed: none when the field is empty (each cover then gets a new one), or why it cannot be used. */
export function parseSeed(text: string): { seed?: number; detailSeed?: number; error?: string } {
  const match = /^(\d{1,10})(?:\/(\d{1,10}))?$/.exec(text.trim());
  if (text.trim() === '') return {};
  const [seed, detailSeed] = [match?.[1], match?.[2]].map((n) => (n === undefined ? undefined : Number(n)));
  if (seed === undefined || seed > MAX_SEED || (detailSeed ?? 0) > MAX_SEED) return { error: SEED_MESSAGES.invalid };
  return detailSeed === undefined ? { seed } : { seed, detailSeed };
}
