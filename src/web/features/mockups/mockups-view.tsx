import { useMutation, useQuery } from '@tanstack/react-query';
import { Disc3, Download, ImageUp, LoaderCircle, Lock, RotateCcw } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MOCKUP_SCENE_NAMES, MOCKUP_SCENES, MOCKUP_SIZE, type MockupScene } from '../../../shared/contracts/mockups.ts';
import { canUse, lockMessage } from '../../../shared/entitlements.ts';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { fetchRecentGenerations, shownImages } from '../../lib/generations.ts';
import { useAuth, usePlan } from '../auth/index.ts';
import { sceneUrl, uploadCover, uploadProblem, zipUrl, type MockupSource } from './mockups-api.ts';

const LEAD =
  'Your cover as a vinyl sleeve with the record half out, a CD in its jewel case, a cassette with its J-card, a phone playing it and a poster on a wall. Every scene is drawn by Soundsleeve, so it is yours to post.';

/** The source the address names (?cover=, or ?upload= with ?artist= and ?title=), so a reload keeps it. */
function sourceOf(params: URLSearchParams): MockupSource | null {
  const cover = params.get('cover');
  if (cover) return { kind: 'cover', id: cover };
  const upload = params.get('upload');
  if (upload)
    return { kind: 'upload', id: upload, artist: params.get('artist') ?? '', title: params.get('title') ?? '' };
  return null;
}

/**
 * The Album Mockup Builder (/tools/mockups): pick one of your covers or upload one, see it in five scenes, and
 * download each as a PNG or all as a ZIP. A plan's feature (shared/entitlements.ts): others see what unlocks it.
 */
export function MockupsView() {
  const { user, loading } = useAuth();
  const allowed = canUse(usePlan(), 'mockups');

  return (
    <section className="container-page py-12 sm:py-16">
      <header className="flex flex-col gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.18em] text-ember uppercase">
          <Disc3 className="size-4" aria-hidden />
          Tools
        </p>
        <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight sm:text-5xl">
          Album Mockup Builder
        </h1>
        <p className="max-w-2xl text-muted">{LEAD}</p>
      </header>
      {loading ? (
        <p className="mt-10 flex items-center gap-2 text-muted">
          <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading...
        </p>
      ) : !user ? (
        <Locked message="Sign in to build mockups of your covers." action={{ to: '/login', label: 'Sign in' }} />
      ) : !allowed ? (
        <Locked message={lockMessage('mockups')} action={{ to: '/pricing', label: 'See plans' }} />
      ) : (
        <Builder />
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

function Builder() {
  const [params, setParams] = useSearchParams();
  const source = sourceOf(params);
  const choose = (next: Record<string, string>) => setParams(next, { replace: false });

  return (
    <div className="mt-10 flex flex-col gap-10">
      <SourcePicker source={source} choose={choose} />
      {source ? (
        <Scenes source={source} />
      ) : (
        <p className="text-muted">Choose one of your covers or upload an image to see it in every scene.</p>
      )}
    </div>
  );
}

/** My finished covers to pick from, and an upload with the lettering the phone and cassette repeat. */
function SourcePicker({
  source,
  choose,
}: {
  source: MockupSource | null;
  choose: (p: Record<string, string>) => void;
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
      const result = await uploadCover(file);
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
        <h2 className="font-display text-xl font-bold">Or upload a cover</h2>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          aria-label="Upload a cover"
          data-testid="mockup-upload-input"
          onChange={onPick}
        />
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
          PNG, JPEG or WebP, up to 20 MB. Square works best; other shapes are cropped to their middle. The artist and
          title show on the phone and the cassette.
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

function Scenes({ source }: { source: MockupSource }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-bold">Mockups</h2>
        <ButtonAnchor href={zipUrl(source)} download size="sm">
          <Download className="size-4" aria-hidden /> Download all (ZIP)
        </ButtonAnchor>
      </div>
      <ul className="grid gap-6 md:grid-cols-2">
        {MOCKUP_SCENES.map((scene) => (
          <SceneCard key={`${scene}:${sceneUrl(source, scene, 'preview')}`} source={source} scene={scene} />
        ))}
      </ul>
      <p className="text-xs text-subtle">
        Each PNG is {MOCKUP_SIZE.width} × {MOCKUP_SIZE.height} px.
      </p>
    </div>
  );
}

function SceneCard({ source, scene }: { source: MockupSource; scene: MockupScene }) {
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const name = MOCKUP_SCENE_NAMES[scene];
  const src = `${sceneUrl(source, scene, 'preview')}${attempt ? `&retry=${attempt}` : ''}`;
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-ink-raised/70 p-3">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-ink">
        <img
          src={src}
          alt={`${name} mockup`}
          width={MOCKUP_SIZE.width / 2}
          height={MOCKUP_SIZE.height / 2}
          onLoad={() => setState('shown')}
          onError={() => setState('failed')}
          className={`size-full object-cover transition-opacity ${state === 'shown' ? 'opacity-100' : 'opacity-0'}`}
        />
        {state !== 'shown' && (
          <div className="absolute inset-0 grid place-items-center text-sm text-muted">
            {state === 'loading' ? (
              <span className="flex items-center gap-2">
                <LoaderCircle className="size-4 animate-spin" aria-hidden /> Drawing...
              </span>
            ) : (
              <span className="flex flex-col items-center gap-2">
                This mockup could not be drawn.
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    setState('loading');
                    setAttempt((n) => n + 1);
                  }}
                >
                  <RotateCcw className="size-4" aria-hidden /> Try again
                </Button>
              </span>
            )}
          </div>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 px-1">
        <h3 className="font-semibold">{name}</h3>
        <ButtonAnchor href={sceneUrl(source, scene, 'full')} download variant="secondary" size="sm">
          <Download className="size-4" aria-hidden /> PNG
        </ButtonAnchor>
      </div>
    </li>
  );
}
