import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, CircleCheck, EyeOff, LoaderCircle, Upload } from 'lucide-react';
import { ModalClose } from '../../components/ui/modal-close.tsx';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.tsx';
import {
  PUBLISH_GENRES,
  publishRequestSchema,
  type PublishGenre,
  type PublishRequest,
} from '../../../shared/contracts/gallery.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field, FieldError } from '../../components/ui/field.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { fetchRecentGenerations, RECENT_QUERY_KEY } from '../../lib/generations.ts';
import { useAuth } from '../auth/index.ts';
import { publishCover, unpublishPost } from './gallery-api.ts';
import { GALLERY_QUERY_KEY } from './gallery-seed.ts';

/** What publishing needs to know about a finished cover. */
export interface PublishableCover {
  id: string;
  prompt: string;
  imageUrl: string;
  thumbnailUrl?: string;
  galleryPostId?: string | null;
  /** The title and artist set on the cover, when the idea gave them. */
  brief?: { title?: string; artist?: string };
  /** The title and artist as last saved in the editor: they win over the idea's. */
  editedText?: { title: string | null; artist: string | null } | null;
  /** The gallery genre nearest the cover's own. */
  publishGenre?: PublishGenre;
}

type FieldName = 'title' | 'artist' | 'genre';
type FormErrors = Partial<Record<FieldName, string>>;

/** A title written in quotes in the idea ('… titled "Night Drive"'), as the cover sets it. */
function quotedTitle(prompt: string): string {
  const match = /["“”]([^"“”]{1,80})["“”]/.exec(prompt);
  return match?.[1]?.trim() ?? '';
}

/**
 * 'Publish to gallery' under a finished cover on the Generate page (signed-in users only): a small form for
 * title, artist name and genre, then POST /api/gallery. Once published: 'Published', with Unpublish.
 * Render it with `key={cover.id}` so each cover starts from its own state.
 */
export function PublishToGallery({ cover }: { cover: PublishableCover }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [postId, setPostId] = useState<string | null>(cover.galleryPostId ?? null);
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);

  if (!user) return null;

  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: RECENT_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: GALLERY_QUERY_KEY });
  };

  const unpublish = async () => {
    if (!postId) return;
    setRemoving(true);
    const result = await unpublishPost(postId);
    setRemoving(false);
    if (!result.ok) {
      toast.error('Could not unpublish', { description: result.message });
      return;
    }
    setPostId(null);
    settle();
    toast.success('Removed from the gallery', { description: 'Your cover is no longer public.' });
  };

  return (
    <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
      {postId ? (
        <>
          <p className="flex items-center gap-2 text-sm">
            <CircleCheck className="size-5 shrink-0 text-lime" aria-hidden />
            <span className="font-semibold text-paper">Published</span>
            <span className="text-muted">·</span>
            <Link
              to="/gallery"
              className="font-semibold text-ember underline-offset-4 hover:text-ember-strong hover:underline"
            >
              View in gallery
            </Link>
          </p>
          <Button variant="secondary" size="sm" onClick={() => void unpublish()} disabled={removing}>
            {removing ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <EyeOff className="size-4" aria-hidden />
            )}
            Unpublish
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">Share this cover in the community gallery.</p>
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            <Upload className="size-4" aria-hidden />
            Publish to gallery
          </Button>
        </>
      )}
      <PublishDialog
        open={open}
        onOpenChange={setOpen}
        cover={cover}
        defaultArtist={user.displayName ?? user.name}
        onPublished={(id) => {
          setPostId(id);
          settle();
        }}
      />
    </div>
  );
}

function PublishDialog({
  open,
  onOpenChange,
  cover,
  defaultArtist,
  onPublished,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cover: PublishableCover;
  defaultArtist: string;
  onPublished: (postId: string) => void;
}) {
  const navigate = useNavigate();
  const ids = useId();
  // Prefilled with what the cover itself says (as last edited): its title and artist, and the genre nearest its own.
  const [title, setTitle] = useState(() => cover.editedText?.title ?? cover.brief?.title ?? quotedTitle(cover.prompt));
  const [artist, setArtist] = useState(cover.editedText?.artist ?? cover.brief?.artist ?? defaultArtist);
  const [genre, setGenre] = useState<string>(cover.publishGenre ?? '');
  const [shareIdea, setShareIdea] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);

  const fieldId = (name: FieldName) => `${ids}-${name}`;
  const errorId = (name: FieldName) => `${ids}-${name}-error`;
  const invalid = (name: FieldName) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': errorId(name) } : {};

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = publishRequestSchema.safeParse({ generationId: cover.id, title, artist, genre, shareIdea });
    if (!parsed.success) {
      const next: FormErrors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if ((name === 'title' || name === 'artist' || name === 'genre') && !next[name]) next[name] = issue.message;
      }
      setErrors(next);
      const first = (['title', 'artist', 'genre'] as const).find((name) => next[name]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const request: PublishRequest = parsed.data;
    const result = await publishCover(request);
    setBusy(false);
    if (result.ok) {
      onOpenChange(false);
      onPublished(result.data.id);
      toast.success('Published to the gallery', {
        description: `“${result.data.title}” by ${result.data.artist} is now in the community gallery.`,
        action: { label: 'View', onClick: () => void navigate('/gallery') },
      });
      return;
    }
    if (result.status === 409) {
      // Published already (perhaps from another tab): show it as published.
      onOpenChange(false);
      const existing = await fetchRecentGenerations()
        .then((items) => items.find((item) => item.id === cover.id)?.galleryPostId ?? null)
        .catch(() => null);
      if (existing) onPublished(existing);
      toast.error('Already published', { description: result.message });
      return;
    }
    toast.error('Could not publish', { description: result.message });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card border border-line bg-ink-raised shadow-2xl focus:outline-none">
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-6 p-6 sm:p-7">
            <div className="flex items-center gap-4 pr-8">
              <img
                src={cover.thumbnailUrl ?? cover.imageUrl}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-xl border border-line object-cover"
              />
              <div className="flex flex-col gap-1">
                <Dialog.Title className="font-display text-2xl font-bold tracking-tight">
                  Publish to gallery
                </Dialog.Title>
                <Dialog.Description className="text-sm leading-relaxed text-muted">
                  Your cover appears in the community gallery. You can unpublish it at any time.
                </Dialog.Description>
              </div>
            </div>

            <Field label="Title" htmlFor={fieldId('title')}>
              <Input
                id={fieldId('title')}
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                maxLength={80}
                autoComplete="off"
                {...invalid('title')}
              />
              <FieldError id={errorId('title')} message={errors.title} />
            </Field>
            <Field label="Artist name" htmlFor={fieldId('artist')}>
              <Input
                id={fieldId('artist')}
                value={artist}
                onChange={(e) => setArtist(e.target.value)}
                maxLength={60}
                autoComplete="off"
                {...invalid('artist')}
              />
              <FieldError id={errorId('artist')} message={errors.artist} />
            </Field>
            <Field label="Genre" htmlFor={fieldId('genre')}>
              <div className="relative">
                <select
                  id={fieldId('genre')}
                  value={genre}
                  onChange={(e) => setGenre(e.target.value)}
                  className="h-12 w-full appearance-none rounded-xl border border-line-strong bg-ink pr-11 pl-4 text-base text-paper transition-colors hover:border-paper/40 focus-visible:border-ember focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ember/60 aria-invalid:border-danger"
                  {...invalid('genre')}
                >
                  <option value="" disabled>
                    Choose a genre
                  </option>
                  {PUBLISH_GENRES.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
                <ChevronDown
                  className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-muted"
                  aria-hidden
                />
              </div>
              <FieldError id={errorId('genre')} message={errors.genre} />
            </Field>
            <div className="flex flex-col gap-1">
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-paper/90">
                <Checkbox
                  checked={shareIdea}
                  onChange={(e) => setShareIdea(e.target.checked)}
                  aria-describedby={`${ids}-idea`}
                />
                Share the idea with it
              </label>
              <p id={`${ids}-idea`} className="text-sm break-words text-muted">
                {`“${cover.prompt}” appears with your cover, so others can start from it.`}
              </p>
            </div>

            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="ghost" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy}>
                {busy ? (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden />
                ) : (
                  <Upload className="size-4" aria-hidden />
                )}
                Publish
              </Button>
            </div>
          </form>
          <ModalClose disabled={busy} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
