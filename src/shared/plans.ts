/**
 * The monthly plans (docs/spec.md §9), one catalog for the pricing page, checkout, verification and grants.
 * Amounts are in cents of `PLAN_CURRENCY`; a payment whose amount, currency or plan differs is refused.
 */
export const PLAN_IDS = ['starter', 'pro', 'studio'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PLAN_CURRENCY = 'USD';
/** A paid month lasts this long; each paid period grants the plan's monthly credits once. */
export const PLAN_PERIOD_DAYS = 30;

export interface Plan {
  id: PlanId;
  name: string;
  /** Shown on the card, e.g. '$29'. */
  priceText: string;
  amountCents: number;
  /** Credits granted per paid month; null = unlimited (no credit is spent, a daily fair-use limit applies). */
  monthlyCredits: number | null;
  description: string;
  /** The card's list: the spec's words, each with what it means in this product. */
  features: readonly PlanFeature[];
  /** The pro plan is marked MOST POPULAR. */
  featured: boolean;
  /** Requests a day its owner's API keys may make together (docs/spec.md §9). */
  apiRequestsPerDay: number;
}

/**
 * One line of a plan card: `text` as the customer's specification words it (docs/spec.md §9), `means` what it is in
 * this product, shown under it, and `unlocks` the gated features (shared/entitlements.ts) it names, so a test holds
 * each card to what the server lets that plan do.
 */
export interface PlanFeature {
  text: string;
  means: string;
  unlocks?: readonly string[];
}

/** Requests a day the API keys of an account without a plan may make together (docs/decisions/022-public-api.md). */
export const FREE_API_REQUESTS_PER_DAY = 20;
/** Requests a second one account's API keys may make together, whatever the plan (bursts beyond it get a 429). */
export const API_REQUESTS_PER_SECOND = 10;

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    priceText: '$9',
    amountCents: 900,
    monthlyCredits: 30,
    description: 'For artists releasing a few singles a year.',
    features: [
      {
        text: '30 generations per month',
        means: '30 credits each paid month; one credit draws up to four versions of a cover.',
      },
      {
        text: 'Standard resolution',
        means: '3000 × 3000 px JPEG and PNG downloads, the size stores ask for (every account has them).',
      },
      {
        text: 'Basic color correction',
        means: 'Exposure, contrast, saturation, temperature and one-click grades in the cover editor (every account).',
      },
      { text: 'Prompt Studio', means: 'Open to everyone, guests included.' },
    ],
    featured: false,
    apiRequestsPerDay: 100,
  },
  {
    id: 'pro',
    name: 'Pro',
    priceText: '$29',
    amountCents: 2900,
    monthlyCredits: 200,
    description: 'For working musicians with a steady release schedule.',
    features: [
      { text: '200 generations per month', means: '200 credits each paid month.' },
      {
        text: 'HD',
        means: 'CMYK print masters at 300 ppi for LP, 10-inch and 7-inch jackets and CD booklets.',
        unlocks: ['printMasters'],
      },
      {
        text: 'Enhancer and tone assistant',
        means: 'Enlarge any picture 2× or 4× with the AI Image Enhancer; read and adjust a cover’s palette.',
        unlocks: ['enhancer', 'toneAssistant', 'paletteExport'],
      },
      {
        text: 'Mockup builder',
        means: 'Your cover on a record sleeve, CD, cassette, phone and poster.',
        unlocks: ['mockups'],
      },
      {
        text: 'Custom style templates',
        means: 'Save your own styles and share them.',
        unlocks: ['customStyles'],
      },
    ],
    featured: true,
    apiRequestsPerDay: 500,
  },
  {
    id: 'studio',
    name: 'Studio',
    priceText: '$59',
    amountCents: 5900,
    monthlyCredits: null,
    description: 'For labels, designers and studios covering whole rosters.',
    features: [
      { text: 'Unlimited generations', means: 'No credits spent, within a daily fair-use limit.' },
      {
        text: 'Priority GPU rendering',
        means:
          'Your covers and enlargements go first in the render queue. The built-in engine renders on the server’s processors, not a GPU.',
        unlocks: ['priorityRendering'],
      },
      {
        text: 'Moodboard and logo generator',
        means: 'The Moodboard Creator and the Artist Logo Generator.',
        unlocks: ['moodboard', 'logoGenerator'],
      },
      {
        text: 'Advanced color control',
        means: 'Tone curves and per-channel grades in the cover editor.',
        unlocks: ['advancedColour'],
      },
      { text: 'Early access', means: 'New features reach Studio before the other plans (listed below while any do).' },
    ],
    featured: false,
    apiRequestsPerDay: 2000,
  },
];

/**
 * True while a subscription's paid period runs: the one rule for 'a plan is running', on the server (rows whose
 * status is active or ended) and in the app (the API's active, canceled or ended). A cancelled plan runs to the
 * end of the period it was paid for.
 */
export function isPlanRunning(s: { status: string; currentPeriodEnd: Date | string }, now = Date.now()): boolean {
  const end = typeof s.currentPeriodEnd === 'string' ? Date.parse(s.currentPeriodEnd) : s.currentPeriodEnd.getTime();
  return s.status !== 'ended' && end > now;
}

/**
 * The same rule in SQL, for the one place the database must decide it: `user_credits_view` (db/schema/credits.ts),
 * over its subscriptions row `s` (whose status is 'active' or 'ended'). Keep the two in step; changing this text
 * changes the view's definition, which needs a migration (npm run db:generate).
 */
export const PLAN_RUNNING_SQL = "s.status = 'active' and s.current_period_end > now()";

/** A plan without monthly credits (Studio) is unlimited: its generations spend no credit. */
export const isUnlimitedPlan = (planId: string | null | undefined): boolean =>
  planId != null && planById(planId)?.monthlyCredits === null;

/** Studio's fair use: covered generations a day when STUDIO_DAILY_LIMIT is not set. */
export const DEFAULT_FAIR_USE_DAILY_LIMIT = 300;

/** How one generation of a signed-in user is paid: by their plan, within its fair use, or with a credit. */
export type GenerationPayment = { by: 'plan'; fairUse: { dailyLimit: number; since: Date } } | { by: 'credit' };

/**
 * An unlimited plan pays for its user's generations while it runs, up to `dailyLimit` (STUDIO_DAILY_LIMIT) a day:
 * what counts is the generations the plan covered since midnight UTC. Everyone else spends a credit.
 */
export function generationPayment(
  s: { planId: string; status: string; currentPeriodEnd: Date | string } | null | undefined,
  dailyLimit: number,
  now = Date.now(),
): GenerationPayment {
  if (s == null || !isUnlimitedPlan(s.planId) || !isPlanRunning(s, now)) return { by: 'credit' };
  return { by: 'plan', fairUse: { dailyLimit, since: fairUseDayStart(now) } };
}

/** The fair-use day starts at midnight UTC (the limit "resets at midnight UTC"). */
export function fairUseDayStart(now = Date.now()): Date {
  const day = new Date(now);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
}

export const planById = (id: string): Plan | undefined => PLANS.find((p) => p.id === id);
export const isPlanId = (id: unknown): id is PlanId => typeof id === 'string' && PLAN_IDS.includes(id as PlanId);
export const formatAmount = (cents: number, currency = PLAN_CURRENCY) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

/** Card providers charge at least this much; an upgrade that would cost less is made at no charge. */
export const MIN_CHARGE_CENTS = 50;

const DAY_MS = 86_400_000;

/** Lower to higher: Starter, Pro, Studio. */
export const planRank = (id: PlanId): number => PLAN_IDS.indexOf(id);

/**
 * What moving a running plan up to a higher one costs now, and what it grants: the difference in price and in
 * monthly credits for the share of the paid period that is left (to the second). The period keeps its end; the
 * next period is billed at the new plan's price. Studio's generations are unlimited, so moving to it grants no
 * credits. Amounts under MIN_CHARGE_CENTS are not charged.
 */
export function upgradeTerms(
  from: PlanId,
  to: PlanId,
  periodEnd: Date,
  now = Date.now(),
): { owedCents: number; credits: number; share: number } {
  const [a, b] = [planById(from)!, planById(to)!];
  if (planRank(to) <= planRank(from)) throw new RangeError(`${to} is not above ${from}`);
  const share = Math.min(1, Math.max(0, (periodEnd.getTime() - now) / (PLAN_PERIOD_DAYS * DAY_MS)));
  const owed = Math.round((b.amountCents - a.amountCents) * share);
  const credits = b.monthlyCredits === null ? 0 : Math.round((b.monthlyCredits - (a.monthlyCredits ?? 0)) * share);
  return { owedCents: owed < MIN_CHARGE_CENTS ? 0 : owed, credits, share };
}

/** 'December 28, 2026': the day a period ends, as the server words it (UTC, so every reader sees the same day). */
export const formatPeriodDay = (date: Date | string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));

/** What a plan's month gives, in words: '30 credits a month' or 'unlimited generations'. */
export function planAllowance(id: PlanId): string {
  const credits = planById(id)!.monthlyCredits;
  return credits === null ? 'unlimited generations' : `${credits} credits a month`;
}
