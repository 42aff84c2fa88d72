import { Download, LoaderCircle, Type } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { LOGO_NAME_MAX, LOGO_PNG_HEIGHTS } from '../../../shared/contracts/logos.ts';
import { LOGO_TREATMENTS, type LogoTreatmentId } from '../../../shared/logo-treatments.ts';
import { EmblemSelect } from '../../components/emblem-select.tsx';
import { ButtonAnchor } from '../../components/ui/button.tsx';
import { SelectBox } from '../../components/ui/select-box.tsx';
import { useAuth } from '../auth/index.ts';
import { ToolFrame } from './tool-frame.tsx';
import { logoUrl } from './tools-api.ts';

const LEAD =
  'Your artist name as a logo, in a treatment made for your genre, with an emblem if you like: outlines only, ready for a cover, merch or your profile. Download it as SVG or as a transparent PNG.';

/** Ink choices: the treatment's own colours, white or black for a dark or light ground, or any colour. */
const INKS = [
  { id: 'own', label: 'Its own colours' },
  { id: '#ffffff', label: 'White' },
  { id: '#111111', label: 'Black' },
  { id: 'custom', label: 'Custom' },
] as const;
type Ink = (typeof INKS)[number]['id'];

/** The name as typed, sent to the server once typing pauses, so each key does not draw eighteen logos. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The Artist Logo Generator (/tools/logo): type the name, see it in every treatment, pick one, an emblem and an ink,
 * and download it.
 */
export function LogoView() {
  const { user } = useAuth();
  const ids = { name: useId(), emblem: useId(), ink: useId(), custom: useId(), height: useId() };
  const [name, setName] = useState('');
  const [treatment, setTreatment] = useState<LogoTreatmentId>('metal-thorns');
  const [emblem, setEmblem] = useState('');
  const [ink, setInk] = useState<Ink>('own');
  const [custom, setCustom] = useState('#ff5533');
  const [ground, setGround] = useState<'dark' | 'light'>('dark');
  const [height, setHeight] = useState<number>(1024);
  // Until someone types, the page shows their own name (or a band's) so the treatments are not empty.
  const shownName = useSettled(name.trim() || user?.name || 'Night Static').slice(0, LOGO_NAME_MAX);
  const colour = ink === 'own' ? undefined : ink === 'custom' ? custom : ink;
  const logo = { name: shownName, treatment, emblem: emblem || undefined, colour };
  const groundClass = ground === 'dark' ? 'bg-ink' : 'bg-[#f3efe8]';

  return (
    <ToolFrame icon={Type} title="Artist Logo Generator" lead={LEAD} feature="logoGenerator">
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        <div className="flex flex-col gap-2">
          <label htmlFor={ids.name} className="text-sm font-semibold">
            Artist name
          </label>
          <input
            id={ids.name}
            value={name}
            maxLength={LOGO_NAME_MAX}
            placeholder={user?.name || 'Night Static'}
            onChange={(event) => setName(event.target.value)}
            className="h-10 rounded-lg border border-line-strong bg-ink-overlay px-3 text-base text-paper focus-visible:border-ember focus-visible:outline-2 focus-visible:outline-ember/60"
          />
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={ids.emblem} className="text-sm font-semibold">
            Emblem
          </label>
          <EmblemSelect id={ids.emblem} value={emblem} onChange={(chosen) => setEmblem(chosen ?? '')} />
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={ids.ink} className="text-sm font-semibold">
            Ink
          </label>
          <div className="flex gap-2">
            <div className="flex-1">
              <SelectBox id={ids.ink} shape="field" value={ink} onChange={(event) => setInk(event.target.value as Ink)}>
                {INKS.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.label}
                  </option>
                ))}
              </SelectBox>
            </div>
            {ink === 'custom' && (
              <input
                id={ids.custom}
                type="color"
                value={custom}
                aria-label="Custom ink colour"
                onChange={(event) => setCustom(event.target.value)}
                className="h-10 w-12 rounded-lg border border-line-strong bg-ink-overlay"
              />
            )}
          </div>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">Preview on</legend>
          <div className="flex gap-2">
            {(['dark', 'light'] as const).map((g) => (
              <button
                key={g}
                type="button"
                aria-pressed={ground === g}
                onClick={() => setGround(g)}
                className={`h-10 rounded-full border px-4 text-sm ${ground === g ? 'border-ember bg-ember/15' : 'border-line-strong bg-ink-overlay text-paper/85'}`}
              >
                {g === 'dark' ? 'Dark' : 'Light'}
              </button>
            ))}
          </div>
        </fieldset>
      </div>

      <section aria-labelledby="logo-chosen" className="flex flex-col gap-4">
        <h2 id="logo-chosen" className="font-display text-2xl font-bold">
          {LOGO_TREATMENTS.find((t) => t.id === treatment)!.label}{' '}
          <span className="text-base font-normal text-muted">
            · {LOGO_TREATMENTS.find((t) => t.id === treatment)!.genre}
          </span>
        </h2>
        <LogoImage
          src={logoUrl('svg', logo)}
          alt={`${shownName} logo`}
          className={`aspect-[2/1] w-full max-w-3xl rounded-card border border-line p-6 sm:p-10 ${groundClass}`}
          testId="chosen-logo"
        />
        <div className="flex flex-wrap items-end gap-3">
          <ButtonAnchor href={logoUrl('svg', logo, true)} download>
            <Download className="size-4" aria-hidden /> Download SVG
          </ButtonAnchor>
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.height} className="text-xs text-muted">
              PNG height
            </label>
            <SelectBox
              id={ids.height}
              shape="field"
              value={String(height)}
              onChange={(event) => setHeight(Number(event.target.value))}
            >
              {LOGO_PNG_HEIGHTS.map((h) => (
                <option key={h} value={h}>
                  {h} px
                </option>
              ))}
            </SelectBox>
          </div>
          <ButtonAnchor href={logoUrl('png', { ...logo, height }, true)} download variant="secondary">
            <Download className="size-4" aria-hidden /> Download PNG
          </ButtonAnchor>
        </div>
      </section>

      <section aria-labelledby="logo-treatments" className="flex flex-col gap-4">
        <h2 id="logo-treatments" className="font-display text-2xl font-bold">
          Treatments
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {LOGO_TREATMENTS.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                aria-pressed={t.id === treatment}
                aria-label={`${t.label} (${t.genre}): ${t.description}`}
                onClick={() => setTreatment(t.id)}
                className={`flex w-full flex-col gap-2 rounded-card border-2 p-3 text-left transition-colors ${t.id === treatment ? 'border-ember' : 'border-line hover:border-line-strong'}`}
              >
                <LogoImage
                  src={logoUrl('svg', { ...logo, treatment: t.id })}
                  alt=""
                  className={`aspect-[2/1] w-full rounded-xl p-3 ${groundClass}`}
                />
                <span className="text-sm font-semibold">
                  {t.label} <span className="font-normal text-muted">· {t.genre}</span>
                </span>
                <span className="text-xs text-subtle">{t.description}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </ToolFrame>
  );
}

/** A logo image that shows it is drawing, and the server's reason when it cannot be drawn. */
function LogoImage({ src, alt, className, testId }: { src: string; alt: string; className: string; testId?: string }) {
  const [state, setState] = useState<{ src: string; status: 'loading' | 'shown' | 'failed'; reason?: string }>({
    src,
    status: 'loading',
  });
  if (state.src !== src) setState({ src, status: 'loading' });
  const failed = async () => {
    // The image element does not read error bodies: ask once more for the message.
    const res = await fetch(src).catch(() => null);
    const body = (await res?.json().catch(() => null)) as { error?: { message?: string } } | null;
    setState({ src, status: 'failed', reason: body?.error?.message ?? 'This logo could not be drawn.' });
  };
  return (
    <div className={`relative flex items-center justify-center overflow-hidden ${className}`}>
      {state.status === 'failed' ? (
        <p role="alert" className="text-center text-sm text-danger">
          {state.reason}
        </p>
      ) : (
        <img
          src={src}
          alt={alt}
          data-testid={testId}
          onLoad={() => setState({ src, status: 'shown' })}
          onError={() => void failed()}
          className={`size-full object-contain transition-opacity ${state.status === 'shown' ? 'opacity-100' : 'opacity-40'}`}
        />
      )}
      {state.status === 'loading' && (
        <LoaderCircle className="absolute size-5 animate-spin text-muted" aria-label="Drawing" />
      )}
    </div>
  );
}
