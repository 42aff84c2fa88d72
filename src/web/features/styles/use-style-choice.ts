import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { CustomStyle } from '../../../shared/contracts/custom-styles.ts';
import { useAuth } from '../auth/index.ts';
import { fetchMyStyles, fetchSharedStyles, MY_STYLES_KEY, SHARED_STYLES_KEY } from './styles-api.ts';

export interface StyleChoice {
  /** The style the Generate page draws in; null for none. */
  chosen: CustomStyle | null;
  /** What the picker offers: the person's own styles, and a shared one that was chosen from /styles. */
  choices: CustomStyle[];
  choose: (id: string | null) => void;
  /** The address named a style that cannot be found (deleted, or no longer shared). */
  missing: boolean;
}

/** The Generate page's custom style, kept in the address (?style=id) so /styles and the editor can link to it. */
export function useStyleChoice(): StyleChoice {
  const [params, setParams] = useSearchParams();
  const id = params.get('style');
  const { user, loading } = useAuth();
  const mine = useQuery({ queryKey: MY_STYLES_KEY, queryFn: fetchMyStyles, enabled: !loading && !!user });
  const shared = useQuery({ queryKey: SHARED_STYLES_KEY, queryFn: fetchSharedStyles, enabled: id !== null });
  const own = mine.data ?? [];
  const chosen = id ? (own.find((s) => s.id === id) ?? shared.data?.find((s) => s.id === id) ?? null) : null;
  const settled = !shared.isPending && (!user || !mine.isPending);
  return {
    chosen,
    choices: chosen && !own.some((s) => s.id === chosen.id) ? [chosen, ...own] : own,
    choose: (next) =>
      setParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next) params.set('style', next);
          else params.delete('style');
          return params;
        },
        { replace: true },
      ),
    missing: id !== null && settled && !loading && chosen === null,
  };
}
