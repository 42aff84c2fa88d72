import * as Dialog from '@radix-ui/react-dialog';
import { Download, FolderOpen, ImagePlus, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { TOGGLE_LABELS, type Generation } from '../../../shared/contracts/generation.ts';
import { ButtonAnchor, ButtonLink } from '../../components/ui/button.tsx';
import { downloadUrl, shownImages } from '../../lib/generations.ts';

const formatCreated = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));

/** A creation shown larger, with its prompt and the 3000×3000 downloads. */
function CreationDialog({ creation, onClose }: { creation: Generation | null; onClose: () => void }) {
  return (
    <Dialog.Root open={creation !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/80 backdrop-blur-sm" />
        {creation && (
          <Dialog.Content
            aria-describedby="creation-prompt"
            className="fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[min(40rem,calc(100vw-2rem),60dvh)] min-w-[min(20rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-[var(--radius-card)] border border-line bg-ink-raised shadow-2xl focus:outline-none"
          >
            <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-3">
              <Dialog.Title className="font-display text-lg font-bold">Your cover</Dialog.Title>
              <Dialog.Close
                className="grid size-10 place-items-center rounded-full text-muted hover:bg-white/5 hover:text-paper"
                aria-label="Close"
              >
                <X className="size-5" aria-hidden />
              </Dialog.Close>
            </div>
            <img
              src={shownImages(creation).imageUrl ?? ''}
              alt={`Cover: ${creation.prompt}`}
              width={1024}
              height={1024}
              className="aspect-square w-full bg-ink object-cover"
            />
            <div className="flex flex-col gap-4 p-5">
              <p id="creation-prompt" className="text-sm leading-relaxed text-paper">
                {creation.prompt}
              </p>
              <p className="text-xs text-subtle">
                {TOGGLE_LABELS[creation.provider]} · {formatCreated(creation.createdAt)}
              </p>
              <div className="flex flex-wrap gap-3">
                <ButtonAnchor href={downloadUrl(creation.id, 'png')} download size="sm">
                  <Download className="size-4" aria-hidden /> Download PNG
                </ButtonAnchor>
                <ButtonAnchor href={downloadUrl(creation.id, 'jpeg')} download size="sm" variant="secondary">
                  <Download className="size-4" aria-hidden /> Download JPEG
                </ButtonAnchor>
              </div>
            </div>
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** My six most recent finished creations (docs/spec.md §2), each opening a larger view. */
export function RecentCreations({ creations }: { creations: Generation[] }) {
  const [open, setOpen] = useState<Generation | null>(null);
  const shown = creations.filter((c) => c.imageUrl || c.thumbnailUrl);
  return (
    <section aria-labelledby="recent-creations-heading" className="mt-12">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="recent-creations-heading" className="font-display text-2xl font-bold">
          Recent creations
        </h2>
        {shown.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/library" variant="secondary" size="sm">
              <FolderOpen className="size-4" aria-hidden /> All your covers
            </ButtonLink>
            <ButtonLink to="/generate" variant="ghost" size="sm">
              <ImagePlus className="size-4" aria-hidden /> Create another
            </ButtonLink>
          </div>
        )}
      </div>
      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-dashed border-line-strong px-6 py-12 text-center">
          <span className="grid size-12 place-items-center rounded-2xl bg-ember/15 text-ember">
            <Sparkles className="size-6" aria-hidden />
          </span>
          <div>
            <p className="font-display text-lg font-bold">No covers yet</p>
            <p className="mt-1 text-sm text-muted">Your six most recent covers will show up here.</p>
          </div>
          <ButtonLink to="/generate">Start Creating</ButtonLink>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" aria-labelledby="recent-creations-heading">
          {shown.map((creation) => (
            <li key={creation.id}>
              <button
                type="button"
                onClick={() => setOpen(creation)}
                aria-label={`View cover: ${creation.prompt}`}
                className="group block aspect-square w-full overflow-hidden rounded-2xl border border-line bg-ink-raised transition hover:border-paper/50"
              >
                <img
                  src={shownImages(creation).thumbnailUrl ?? ''}
                  alt=""
                  width={256}
                  height={256}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <CreationDialog creation={open} onClose={() => setOpen(null)} />
    </section>
  );
}
