import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CustomStyle } from '../../../shared/contracts/custom-styles.ts';
import { canUse } from '../../../shared/entitlements.ts';
import { LockNote } from '../../components/lock-note.tsx';
import { toast } from '../../lib/toast.tsx';
import { useAuth, usePlan } from '../auth/index.ts';
import { CustomStyleCard } from './custom-style-card.tsx';
import {
  deleteStyle,
  fetchMyStyles,
  fetchSharedStyles,
  MY_STYLES_KEY,
  SHARED_STYLES_KEY,
  updateStyle,
} from './styles-api.ts';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8';

/**
 * /styles below the presets: the signed-in person's own styles (sharing and deleting them) and the styles people
 * shared. Both load after the page is shown; until then (and in the prerendered page) neither is drawn.
 */
export function CustomStylesSections() {
  const { user, loading } = useAuth();
  const plan = usePlan();
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: MY_STYLES_KEY, queryFn: fetchMyStyles, enabled: !loading && !!user });
  const shared = useQuery({ queryKey: SHARED_STYLES_KEY, queryFn: fetchSharedStyles });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_STYLES_KEY }),
      queryClient.invalidateQueries({ queryKey: SHARED_STYLES_KEY }),
    ]);
  const change = useMutation({
    mutationFn: async ({ style, action }: { style: CustomStyle; action: 'share' | 'unshare' | 'delete' }) => {
      const result =
        action === 'delete' ? await deleteStyle(style.id) : await updateStyle(style.id, { shared: action === 'share' });
      if (!result.ok) throw new Error(result.message ?? 'The style could not be changed.');
      return action;
    },
    onSuccess: (action, { style }) => {
      toast.success(
        action === 'delete'
          ? `“${style.name}” deleted`
          : action === 'share'
            ? `“${style.name}” is shared on Styles`
            : `“${style.name}” is private again`,
      );
      void refresh();
    },
    onError: (error) => toast.error('Style not changed', { description: error.message }),
  });

  const others = (shared.data ?? []).filter((s) => !s.mine);
  return (
    <>
      {user && (
        <section aria-labelledby="my-styles" className="mt-20 flex flex-col gap-6 md:mt-24">
          <div className="flex flex-col gap-2">
            <h2 id="my-styles" className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
              Your styles
            </h2>
            <p className="text-sm text-muted">
              A style keeps a cover’s look, grade and typefaces with an idea pattern. Save one from the{' '}
              <Link to="/library" className="text-ember underline">
                cover editor
              </Link>
              , then draw any idea in it.
            </p>
            {!canUse(plan, 'customStyles') && <LockNote feature="customStyles" />}
          </div>
          {mine.data?.length ? (
            <div className={GRID}>
              {mine.data.map((style) => (
                <CustomStyleCard
                  key={style.id}
                  style={style}
                  busy={change.isPending}
                  {...(canUse(plan, 'customStyles')
                    ? { onShare: (on: boolean) => change.mutate({ style, action: on ? 'share' : 'unshare' }) }
                    : {})}
                  onDelete={() => {
                    if (window.confirm(`Delete the style “${style.name}”? Covers drawn in it stay as they are.`))
                      change.mutate({ style, action: 'delete' });
                  }}
                />
              ))}
            </div>
          ) : mine.isSuccess ? (
            <p className="text-sm text-subtle">You have no styles yet.</p>
          ) : null}
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="shared-styles" className="mt-20 flex flex-col gap-6 md:mt-24">
          <div className="flex flex-col gap-2">
            <h2 id="shared-styles" className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
              Shared by artists
            </h2>
            <p className="text-sm text-muted">Styles people made and shared. Use one to draw your own idea in it.</p>
          </div>
          <div className={GRID}>
            {others.map((style) => (
              <CustomStyleCard key={style.id} style={style} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
