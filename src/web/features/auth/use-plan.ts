import { planById, type PlanId } from '../../../shared/plans.ts';
import { useAuth } from './auth-context.tsx';

/** The signed-in person's plan while its paid period runs; null for a free account or a guest. */
export function usePlan(): PlanId | null {
  const { credits } = useAuth();
  return credits?.is_subscribed ? (planById(credits.subscription_plan ?? '')?.id ?? null) : null;
}
