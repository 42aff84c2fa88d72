import { PLANS, type PlanId } from './plans.ts';

/**
 * What each plan may use (docs/decisions/016-print-and-mockups.md): the one home of the rule, read by the server
 * on every gated route and by the pages to show a lock. Plans are cumulative: a plan includes every feature of the
 * plans below it. A free account and a guest have none of these.
 */
export const FEATURES = {
  /** CMYK print masters for record jackets and a CD booklet (shared/release/print.ts): the Pro plan's 'HD'. */
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
  /**
   * Palette files of a cover (Adobe ASE, GIMP GPL, CSS) from the Color Tone Assistant: part of the Pro plan's tone
   * assistant, in early access for Studio first (the Studio plan's 'early access').
   */
  paletteExport: {
    name: 'Palette export',
    plan: 'pro',
    lock: 'Palette export is',
    early: { until: '2027-01-15' },
  },
  /** The Moodboard Creator at /tools/moodboard: the Studio plan's 'moodboard'. */
  moodboard: { name: 'Moodboard Creator', plan: 'studio', lock: 'The Moodboard Creator is' },
  /** The Artist Logo Generator at /tools/logo: the Studio plan's 'logo generator'. */
  logoGenerator: { name: 'Artist Logo Generator', plan: 'studio', lock: 'The Artist Logo Generator is' },
} as const satisfies Record<
  string,
  {
    name: string;
    plan: PlanId;
    lock: string;
    /** Early access: until this day (UTC) only the Studio plan has it, then `plan` and the plans above. */
    early?: { until: string };
  }
>;

export type Feature = keyof typeof FEATURES;

/** The plan that unlocks everything first (the Studio plan's 'early access'). */
const EARLY_PLAN: PlanId = 'studio';

const rank = (plan: PlanId) => PLANS.findIndex((p) => p.id === plan);
const earlyUntil = (feature: Feature): string | null =>
  'early' in FEATURES[feature] ? (FEATURES[feature] as { early: { until: string } }).early.until : null;

/** True while `feature` is in early access: only the Studio plan has it until the day it opens to its own plan. */
export function isEarly(feature: Feature, now: number = Date.now()): boolean {
  const until = earlyUntil(feature);
  return until !== null && now < Date.parse(`${until}T00:00:00Z`);
}

/** The lowest plan that has `feature` now. */
const planFor = (feature: Feature, now: number): PlanId =>
  isEarly(feature, now) ? EARLY_PLAN : FEATURES[feature].plan;

/** True when `plan` (null: a free account or a guest) includes `feature` now. */
export function canUse(plan: PlanId | null, feature: Feature, now: number = Date.now()): boolean {
  return plan !== null && rank(plan) >= rank(planFor(feature, now));
}

/** The name of the lowest plan that includes `feature` now, e.g. 'Pro'. */
export function planNameFor(feature: Feature, now: number = Date.now()): string {
  return PLANS[rank(planFor(feature, now))]!.name;
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** What a person without the plan is told, on the server's refusal and on the page's lock. */
export function lockMessage(feature: Feature, now: number = Date.now()): string {
  const { lock, plan } = FEATURES[feature];
  if (isEarly(feature, now)) {
    const opens = dayFormat.format(new Date(`${earlyUntil(feature)}T00:00:00Z`));
    return `${lock} in early access for the ${planNameFor(feature, now)} plan until ${opens}, then part of the ${PLANS[rank(plan)]!.name} plan and above. See the plans on the Pricing page.`;
  }
  return `${lock} part of the ${planNameFor(feature, now)} plan and above. See the plans on the Pricing page.`;
}

/** The features in early access now, for the Pricing page and the tools' badges. */
export function earlyFeatures(
  now: number = Date.now(),
): { feature: Feature; name: string; opensTo: string; on: string }[] {
  return (Object.keys(FEATURES) as Feature[])
    .filter((feature) => isEarly(feature, now))
    .map((feature) => ({
      feature,
      name: FEATURES[feature].name,
      opensTo: PLANS[rank(FEATURES[feature].plan)]!.name,
      on: dayFormat.format(new Date(`${earlyUntil(feature)}T00:00:00Z`)),
    }));
}
