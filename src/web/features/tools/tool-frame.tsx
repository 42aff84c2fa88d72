import { useMutation, useQuery } from '@tanstack/react-query';
import { ImageUp, LoaderCircle, Lock, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { canUse, lockMessage, type Feature } from '../../../shared/entitlements.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { fetchRecentGenerations, shownImages } from '../../lib/generations.ts';
import { useAuth, usePlan } from '../auth/index.ts';
import { ENHANCE_MAX_INPUT_SIDE } from '../../../shared/contracts/enhance.ts';
import type { UploadPurpose } from '../../../shared/contracts/uploads.ts';
import { uploadCover, uploadProblem, type ToolSource } from './tools-api.ts';

/** The source the address names (?cover=, or ?upload= with ?artist= and ?title=), so a reload keeps it. */
function sourceOf(params: URLSearchParams): ToolSource | null {
  const cover = params.get('cover');
  if (cover) return { kind: 'cover', id: cover };
  const upload = params.get('upload');
  if (upload)
    return { kind: 'upload', id: upload, artist: params.get('artist') ?? '', title: params.get('title') ?? '' };
  return null;
}

/** The tool's source as the address holds it, and a way to choose another (a new history entry). */
export function useToolSource(): [ToolSource | null, (next: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  return [sourceOf(params), (next) => setParams(next)];
}

/**
 * A tool's page: its heading, then the tool for people whose plan includes it (shared/entitlements.ts), or what
 * unlocks it: signing in, or the plan, with a link to /pricing.
 */
export function ToolFrame({
  icon: Icon,
  title,
  lead,
  feature,
  children,
}: {
  icon: LucideIcon;
  title: string;
  lead: string;
  feature: Feature;
  children: ReactNode;
}) {
  const { user, loading } = useAuth();
  const allowed = canUse(usePlan(), feature);
  return (
    <section className="container-page py-12 sm:py-16">
      <header className="flex flex-col gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-ember uppercase">
          <Icon className="size-4" aria-hidden />
          Tools
        </p>
        <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="max-w-2xl text-muted">{lead}</p>
      </header>
      {loading ? (
        <p className="mt-10 flex items-center gap-2 text-muted">
          <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading...
        </p>
      ) : !user ? (
        <Locked message={`Sign in to use the ${title}.`} action={{ to: '/login', label: 'Sign in' }} />
      ) : !allowed ? (
        <Locked message={lockMessage(feature)} action={{ to: '/pricing', label: 'See plans' }} />
      ) : (
        <div className="mt-10 flex flex-col gap-10">{children}</div>
      )}
    </section>
  );
}

function Locked({ message, action }: { message: string; action: { to: string; label: string } }) {
  return (
    <div className="mt-10 flex max-w-2xl flex-col items-start gap-4 rounded-card border border-line bg-ink-raised/70 p-6">
      <p className="flex items-center gap-2 font-semibold">
        <Lock className="size-4 text-ember" aria-hidden /> {message}
      </p>
      <ButtonLink to={action.to} size="sm">
        {action.label}
      </ButtonLink>
    </div>
  );
}

/**
 * My finished covers to pick from, and an upload; with `lettering`, the artist and title a tool repeats (the
 * mockups' phone and cassette) are typed beside the upload.
 */
export function SourcePicker({
  source,
  choose,
  lettering,
  hint,
  purpose = 'cover',
}: {
  source: ToolSource | null;
  choose: (p: Record<string, string>) => void;
  lettering: boolean;
  hint: string;
  /** What an upload is for: a cover (made square) or a picture the enhancer keeps as it is. */
  purpose?: UploadPurpose;
}) {
  const covers = useQuery({ queryKey: ['generation', 'recent'], queryFn: fetchRecentGenerations });
  const finished = (covers.data ?? []).filter((g) => g.status === 'succeeded').slice(0, 12);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [artist, setArtist] = useState(source?.kind === 'upload' ? source.artist : '');
  const [title, setTitle] = useState(source?.kind === 'upload' ? source.title : '');

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const result = await uploadCover(file, purpose);
      if (!result.ok) throw new Error(result.message ?? 'The image could not be uploaded. Please try again.');
      return result.data;
    },
    onSuccess: (data) => {
      setError(null);
      choose({ upload: data.id, ...(artist ? { artist } : {}), ...(title ? { title } : {}) });
    },
    onError: (err) => setError(err.message),
  });
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) return setError(problem);
    setError(null);
    upload.mutate(file);
  };
  const applyText = () => {
    if (source?.kind !== 'upload') return;
    choose({ upload: source.id, ...(artist ? { artist } : {}), ...(title ? { title } : {}) });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-3">
        <h2 className="font-display text-xl font-bold">Your covers</h2>
        {covers.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading your covers...
          </p>
        ) : finished.length === 0 ? (
          <p className="text-sm text-muted">
            You have no finished covers yet.{' '}
            <Link to="/generate" className="text-ember underline">
              Generate one
            </Link>{' '}
            or upload an image.
          </p>
        ) : (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-6">
            {finished.map((g) => {
              const picked = source?.kind === 'cover' && source.id === g.id;
              const name = g.brief?.title ? `“${g.brief.title}”` : `the cover of “${g.prompt}”`;
              return (
                <li key={g.id}>
                  <button
                    type="button"
                    onClick={() => choose({ cover: g.id })}
                    aria-pressed={picked}
                    aria-label={`Use ${name}`}
                    className={`block w-full overflow-hidden rounded-xl border-2 transition-colors ${picked ? 'border-ember' : 'border-transparent hover:border-line'}`}
                  >
                    <img
                      src={shownImages(g).thumbnailUrl ?? undefined}
                      alt=""
                      width={256}
                      height={256}
                      loading="lazy"
                      className="aspect-square w-full object-cover"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <div className="flex flex-col gap-3 rounded-card border border-line bg-ink-raised/70 p-5">
        <h2 className="font-display text-xl font-bold">
          {purpose === 'cover' ? 'Or upload a cover' : 'Or upload a picture'}
        </h2>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          aria-label="Upload a cover"
          data-testid="mockup-upload-input"
          onChange={onPick}
        />
        {lettering && (
          <>
            <TextField
              id="mockup-artist"
              label="Artist"
              value={artist}
              maxLength={100}
              onChange={(e) => setArtist(e.target.value)}
              onBlur={applyText}
            />
            <TextField
              id="mockup-title"
              label="Release title"
              value={title}
              maxLength={100}
              onChange={(e) => setTitle(e.target.value)}
              onBlur={applyText}
            />
          </>
        )}
        <Button
          variant="secondary"
          size="sm"
          disabled={upload.isPending}
          aria-describedby={error ? errorId : undefined}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
          ) : (
            <ImageUp className="size-4" aria-hidden />
          )}
          {upload.isPending ? 'Uploading...' : 'Upload an image'}
        </Button>
        <p className="text-xs text-subtle">
          PNG, JPEG or WebP, up to 20 MB.{' '}
          {purpose === 'cover'
            ? 'Square works best; other shapes are cropped to their middle.'
            : `Kept at its own size and shape, up to ${ENHANCE_MAX_INPUT_SIDE} px a side.`}{' '}
          {hint}
        </p>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
