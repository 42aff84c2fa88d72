import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ImageUp, LoaderCircle, Sparkles } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import {
  ENHANCE_DETAIL_SIDE,
  ENHANCE_LEVELS,
  ENHANCE_SCALES,
  type EnhanceLevel,
  type EnhanceRequest,
  type Enhancement,
} from '../../../shared/contracts/enhance.ts';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { SourcePicker, ToolFrame, useToolSource } from './tool-frame.tsx';
import { busiestSpot } from './busiest-spot.ts';
import {
  enhancementUrls,
  fetchEnhancement,
  fetchEnhancements,
  startEnhancement,
  type ToolSource,
} from './tools-api.ts';

const LEAD =
  'Enlarge a cover or your own picture 2× or 4× with a neural upscaler that draws the detail a plain enlargement blurs, then compare the two before you download the PNG.';

const LEVEL_LABELS: Record<EnhanceLevel, string> = { off: 'Off', light: 'Light', strong: 'Strong' };
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const running = (e: Enhancement) => e.status === 'queued' || e.status === 'running';

/**
 * The AI Image Enhancer (/tools/enhancer): pick a cover or upload a picture, choose the enlargement, follow the job,
 * and compare the result with a plain enlargement before downloading it.
 */
export function EnhancerView() {
  const [source, choose] = useToolSource();
  const [shown, setShown] = useState<string | null>(null);
  return (
    <ToolFrame icon={ImageUp} title="AI Image Enhancer" lead={LEAD} feature="enhancer">
      <SourcePicker source={source} choose={choose} lettering={false} hint="" purpose="enhance" />
      {source ? (
        <Options key={`${source.kind}:${source.id}`} source={source} onStarted={setShown} />
      ) : (
        <p className="text-muted">Choose one of your covers or upload a picture to enlarge it.</p>
      )}
      <Enhancements shown={shown} show={setShown} />
    </ToolFrame>
  );
}

function Choices<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { id: T; label: ReactNode; hint?: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <button
            key={o.id}
            type="button"
            aria-pressed={o.id === value}
            onClick={() => onChange(o.id)}
            className={`inline-flex h-10 items-center rounded-full border px-4 text-sm transition-colors ${
              o.id === value
                ? 'border-ember bg-ember/15 text-paper'
                : 'border-line-strong bg-ink-overlay text-paper/85 hover:border-paper/50'
            }`}
          >
            {o.label}
          </button>
        ))}
      </div>
      {options.find((o) => o.id === value)?.hint && (
        <p className="text-xs text-subtle">{options.find((o) => o.id === value)!.hint}</p>
      )}
    </fieldset>
  );
}

function Options({ source, onStarted }: { source: ToolSource; onStarted: (id: string) => void }) {
  const client = useQueryClient();
  const [request, setRequest] = useState<EnhanceRequest>({ scale: 4, denoise: 'off', sharpen: 'off' });
  const set =
    <K extends keyof EnhanceRequest>(key: K) =>
    (value: EnhanceRequest[K]) =>
      setRequest((r) => ({ ...r, [key]: value }));
  const start = useMutation({
    mutationFn: () => startEnhancement(source, request),
    onSuccess: (enhancement) => {
      client.setQueryData(['enhancement', enhancement.id], enhancement);
      void client.invalidateQueries({ queryKey: ['enhancements'] });
      onStarted(enhancement.id);
    },
  });
  const levels = ENHANCE_LEVELS.map((id) => ({ id, label: LEVEL_LABELS[id] }));
  return (
    <section aria-labelledby="enhance-options" className="flex flex-col gap-6">
      <h2 id="enhance-options" className="font-display text-2xl font-bold">
        Enlarge {source.kind === 'cover' ? 'this cover' : 'this picture'}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <Choices
          label="Scale"
          value={request.scale}
          options={ENHANCE_SCALES.map((id) => ({
            id,
            label: `${id}×`,
            hint:
              source.kind === 'cover'
                ? `1024 px becomes ${1024 * id} px, in about three minutes.`
                : 'A few minutes for a 1024 px picture; less for a smaller one.',
          }))}
          onChange={set('scale')}
        />
        <Choices
          label="Denoise (before enlarging)"
          value={request.denoise}
          options={levels}
          onChange={set('denoise')}
        />
        <Choices label="Sharpen (after enlarging)" value={request.sharpen} options={levels} onChange={set('sharpen')} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => start.mutate()} disabled={start.isPending}>
          {start.isPending ? (
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
          ) : (
            <Sparkles className="size-4" aria-hidden />
          )}
          {start.isPending ? 'Starting...' : 'Enhance'}
        </Button>
        {start.isError && (
          <p role="alert" className="text-sm text-danger">
            {start.error.message}
          </p>
        )}
      </div>
    </section>
  );
}

/** My recent enhancements, the one just started (or picked) shown in full. */
function Enhancements({ shown, show }: { shown: string | null; show: (id: string) => void }) {
  const list = useQuery({
    queryKey: ['enhancements'],
    queryFn: ({ signal }) => fetchEnhancements(signal),
    refetchInterval: (q) => (q.state.data?.items.some(running) ? 3000 : false),
  });
  const items = list.data?.items ?? [];
  const current = shown ?? items[0]?.id ?? null;
  if (!current) return null;
  return (
    <section aria-labelledby="enhance-results" className="flex flex-col gap-6">
      <h2 id="enhance-results" className="font-display text-2xl font-bold">
        Enhanced
      </h2>
      <Result id={current} />
      {items.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label="Recent enhancements">
          {items.map((e) => (
            <li key={e.id}>
              <button
                type="button"
                aria-pressed={e.id === current}
                onClick={() => show(e.id)}
                className={`rounded-full border px-3 py-1.5 text-xs ${e.id === current ? 'border-ember text-paper' : 'border-line-strong text-muted hover:text-paper'}`}
              >
                {e.scale}× ·{' '}
                {new Date(e.createdAt).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })} ·{' '}
                {e.status === 'succeeded' ? 'done' : e.status === 'failed' ? 'failed' : 'running'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Result({ id }: { id: string }) {
  const client = useQueryClient();
  const job = useQuery({
    queryKey: ['enhancement', id],
    queryFn: async ({ signal }) => {
      const e = await fetchEnhancement(id, signal);
      if (!running(e)) void client.invalidateQueries({ queryKey: ['enhancements'] });
      return e;
    },
    refetchInterval: (q) => (q.state.data && !running(q.state.data) ? false : 1000),
  });
  if (job.isPending)
    return (
      <p className="flex items-center gap-2 text-muted">
        <LoaderCircle className="size-4 animate-spin" aria-hidden /> Loading...
      </p>
    );
  if (job.isError)
    return (
      <p role="alert" className="text-danger">
        {job.error.message}
      </p>
    );
  const e = job.data;
  const size = `${e.output.width} × ${e.output.height} px`;
  if (e.status === 'failed')
    return (
      <p role="alert" className="text-danger">
        {e.error}
      </p>
    );
  if (running(e)) {
    const percent = Math.round(e.progress * 100);
    return (
      <div className="flex max-w-xl flex-col gap-2">
        <p className="flex items-center gap-2" aria-live="polite">
          <LoaderCircle className="size-4 animate-spin text-ember" aria-hidden />
          {e.status === 'queued' ? 'Waiting for a free worker...' : `Enhancing to ${size}... ${percent}%`}
        </p>
        <progress
          className="h-2 w-full overflow-hidden rounded-full accent-ember"
          max={100}
          value={percent}
          aria-label="Enhancement progress"
        />
        <p className="text-xs text-subtle">
          You can leave this page: the enhancement carries on, and it will be here when you come back.
        </p>
      </div>
    );
  }
  return <Finished enhancement={e} />;
}

/**
 * The result: a square of it at full size against the same square plainly enlarged (drag to compare), and the whole
 * picture, where a click or Enter picks the square.
 */
function Finished({ enhancement: e }: { enhancement: Enhancement }) {
  const urls = enhancementUrls(e.id);
  const [spot, setSpot] = useState({ x: 0.5, y: 0.5 });
  const picked = useRef(false);
  const [split, setSplit] = useState(50);
  // The compared square's share of the whole picture, as the server cuts it.
  const box = {
    w: Math.min(1, ENHANCE_DETAIL_SIDE / e.output.width),
    h: Math.min(1, ENHANCE_DETAIL_SIDE / e.output.height),
  };
  /** Opens the comparison on the most detailed part of the picture (read off its preview), until one is chosen. */
  const findDetail = (image: HTMLImageElement) => {
    if (picked.current || !image.naturalWidth) return;
    const side = 96;
    const width = Math.max(
      1,
      Math.round((side * image.naturalWidth) / Math.max(image.naturalWidth, image.naturalHeight)),
    );
    const height = Math.max(
      1,
      Math.round((side * image.naturalHeight) / Math.max(image.naturalWidth, image.naturalHeight)),
    );
    const context = Object.assign(document.createElement('canvas'), { width, height }).getContext('2d');
    if (!context) return;
    context.drawImage(image, 0, 0, width, height);
    try {
      setSpot(busiestSpot(context.getImageData(0, 0, width, height).data, width, height, box.w, box.h));
    } catch {
      // A preview served from another origin (object storage) cannot be read: the comparison stays in the middle.
    }
  };
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    picked.current = true;
    const frame = event.currentTarget.getBoundingClientRect();
    setSpot({
      x: clamp((event.clientX - frame.left) / frame.width, 0, 1),
      y: clamp((event.clientY - frame.top) / frame.height, 0, 1),
    });
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = 0.05;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    picked.current = true;
    setSpot((s) => ({ x: clamp(s.x + move[0], 0, 1), y: clamp(s.y + move[1], 0, 1) }));
  };
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,32rem)_minmax(0,1fr)]">
      <figure className="flex flex-col gap-3">
        <div className="relative aspect-square w-full overflow-hidden rounded-card border border-line bg-ink-raised">
          <img
            src={urls.detail('before', spot.x, spot.y)}
            alt="Plain enlargement of the chosen area"
            className="absolute inset-0 size-full object-cover [image-rendering:auto]"
          />
          <img
            src={urls.detail('after', spot.x, spot.y)}
            alt="Enhanced enlargement of the chosen area"
            data-testid="enhanced-detail"
            className="absolute inset-0 size-full object-cover"
            style={{ clipPath: `inset(0 0 0 ${split}%)` }}
          />
          <div className="pointer-events-none absolute inset-y-0 w-0.5 bg-paper/90" style={{ left: `${split}%` }} />
          <span className="absolute top-2 left-2 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-semibold">Plain</span>
          <span className="absolute top-2 right-2 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-semibold">
            Enhanced
          </span>
        </div>
        <input
          type="range"
          min={0}
          max={100}
          value={split}
          onChange={(event) => setSplit(Number(event.target.value))}
          aria-label="Compare: move left to see more of the enhanced picture"
          className="w-full accent-ember"
        />
        <figcaption className="text-sm text-muted">
          A square of the {e.scale}× result at full size: plain enlargement on the left, enhanced on the right.
        </figcaption>
      </figure>
      <div className="flex flex-col gap-4">
        <button
          type="button"
          onClick={pick}
          onKeyDown={nudge}
          aria-label="Choose the area to compare (click, or use the arrow keys)"
          className="relative block w-full max-w-md overflow-hidden rounded-card border border-line"
        >
          <img
            src={urls.preview}
            alt="The whole enhanced picture"
            className="block w-full"
            onLoad={(event) => findDetail(event.currentTarget)}
          />
          <span
            aria-hidden
            className="absolute border-2 border-ember"
            style={{
              width: `${100 * box.w}%`,
              height: `${100 * box.h}%`,
              left: `${100 * clamp(spot.x - box.w / 2, 0, 1 - box.w)}%`,
              top: `${100 * clamp(spot.y - box.h / 2, 0, 1 - box.h)}%`,
            }}
          />
        </button>
        <p className="text-sm text-muted">
          {e.input.width} × {e.input.height} px enlarged {e.scale}× to {e.output.width} × {e.output.height} px ( denoise{' '}
          {e.denoise}, sharpen {e.sharpen}).
        </p>
        <ButtonAnchor href={urls.download} download className="self-start">
          <Download className="size-4" aria-hidden /> Download PNG ({e.output.width} px)
        </ButtonAnchor>
      </div>
    </div>
  );
}
