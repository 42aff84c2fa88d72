import { PLANS, type PlanId } from './plans.ts';

/**
 * What each plan may use (docs/decisions/016-print-and-mockups.md): the one home of the rule, read by the server
 * on every gated route and by the pages to show a lock. Plans are cumulative: a plan includes every feature of the
 * plans below it. A free account and a guest have none of these.
 */
export const FEATURES = {
  /** CMYK print masters for a 12-inch sleeve and a CD booklet: the Pro plan's 'HD'. */
  printMasters: { name: 'Print masters', plan: 'pro', lock: 'Print masters are' },
  /** The Album Mockup Builder at /tools/mockups. */
  mockups: { name: 'Album Mockup Builder', plan: 'pro', lock: 'The Album Mockup Builder is' },
  /** The Color Tone Assistant at /tools/color-tone: part of the Pro plan's 'enhancer and tone assistant'. */
  toneAssistant: { name: 'Color Tone Assistant', plan: 'pro', lock: 'The Color Tone Assistant is' },
  /** The AI Image Enhancer at /tools/enhancer: the other half of the Pro plan's 'enhancer and tone assistant'. */
  enhancer: { name: 'AI Image Enhancer', plan: 'pro', lock: 'The AI Image Enhancer is' },
  /** Saving one's own styles (idea pattern, look, grade, typefaces) and sharing them: the Pro plan's 'custom style templates'. */
  customStyles: { name: 'Custom style templates', plan: 'pro', lock: 'Saving your own styles is' },
  /** Studio's 'priority rendering': its covers and enlargements are taken from the job queues before others. */
  priorityRendering: { name: 'Priority rendering', plan: 'studio', lock: 'Priority rendering is' },
  /** Tone curves and per-channel grades in the cover editor: the Studio plan's 'advanced color control'. */
  advancedColour: {
    name: 'Advanced colour control',
    plan: 'studio',
    lock: 'Advanced colour control (curves and per-channel grades) is',
  },
  /** The Moodboard Creator at /tools/moodboard: the Studio plan's 'moodboard'. */
  moodboard: { name: 'Moodboard Creator', plan: 'studio', lock: 'The Moodboard Creator is' },
  /** The Artist Logo Generator at /tools/logo: the Studio plan's 'logo generator'. */
  logoGenerator: { name: 'Artist Logo Generator', plan: 'studio', lock: 'The Artist Logo Generator is' },
} as const satisfies Record<string, { name: string; plan: PlanId; lock: string }>;

export type Feature = keyof typeof FEATURES;

const rank = (plan: PlanId) => PLANS.findIndex((p) => p.id === plan);

/** True when `plan` (null: a free account or a guest) includes `feature`. */
export function canUse(plan: PlanId | null, feature: Feature): boolean {
  return plan !== null && rank(plan) >= rank(FEATURES[feature].plan);
}

/** The name of the lowest plan that includes `feature`, e.g. 'Pro'. */
export function planNameFor(feature: Feature): string {
  return PLANS[rank(FEATURES[feature].plan)]!.name;
}

/** What a person without the plan is told, on the server's refusal and on the page's lock. */
export function lockMessage(feature: Feature): string {
  return `${FEATURES[feature].lock} part of the ${planNameFor(feature)} plan and above. See the plans on the Pricing page.`;
}
