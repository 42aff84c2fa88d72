import { GENERATION_TOGGLES, TOGGLE_LABELS, type ProvidersInfo } from '../../../../shared/contracts/generation.ts';
import type { OperationDeps } from './deps.ts';

/** Which engine backs each toggle, for GET /api/providers and the Generate page. */
export function providersInfo({ engines, refiner, refinerLabel }: OperationDeps): ProvidersInfo {
  return {
    providers: GENERATION_TOGGLES.map((id) => ({
      id,
      label: TOGGLE_LABELS[id],
      engine: engines[id].name,
      engineLabel: engines[id].label,
    })),
    refiner: { name: refiner.name, label: refinerLabel },
  };
}
