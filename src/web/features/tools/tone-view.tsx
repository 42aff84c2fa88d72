import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Download, LoaderCircle, Palette as PaletteIcon, PenLine, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { harmonyOf, HARMONIES, isNeutralColour, textContrast, type Harmony } from '../../../shared/color-harmony.ts';
import { COLOUR_GRADE_NAMES } from '../../../shared/contracts/cover-edit.ts';
import {
  GRADE_PREVIEWS,
  PALETTE_FORMAT_NAMES,
  PALETTE_FORMATS,
  SWATCH_LABELS,
  TONE_PREVIEW_SIZE,
  type Palette,
} from '../../../shared/contracts/tone.ts';
import { canUse, isEarly } from '../../../shared/entitlements.ts';
import { LockNote } from '../../components/lock-note.tsx';
import { usePlan } from '../auth/index.ts';
import { editorPath } from '../../../shared/routes.ts';
import { ButtonAnchor, ButtonLink } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.tsx';
import { SourcePicker, ToolFrame, useToolSource } from './tool-frame.tsx';
import { fetchPalette, gradeUrl, paletteFileUrl, type ToolSource } from './tools-api.ts';

const LEAD =
  'The palette of a cover with its hex codes, colour harmonies built from it, how text colours read on it, and the editor’s grades tried on it.';

/**
 * The Color Tone Assistant (/tools/color-tone): pick one of your covers or upload one; read its palette, harmonies
 * and text contrast, and see it in each of the editor's grades.
 */
export function ToneView() {
  const [source, choose] = useToolSource();
  return (
    <ToolFrame icon={PaletteIcon} title="Color Tone Assistant" lead={LEAD} feature="toneAssistant">
      <SourcePicker source={source} choose={choose} lettering={false} hint="" />
      {source ? (
        <Assistant key={`${source.kind}:${source.id}`} source={source} />
      ) : (
        <p className="text-muted">Choose one of your covers or upload an image to read its colours.</p>
      )}
    </ToolFrame>
  );
}

function Assistant({ source }: { source: ToolSource }) {
  const palette = useQuery({
    queryKey: ['tone', source.kind, source.id],
    queryFn: ({ signal }) => fetchPalette(source, signal),
    retry: false,
  });
  if (palette.isPending)
    return (
      <p className="flex items-center gap-2 text-muted">
        <LoaderCircle className="size-4 animate-spin" aria-hidden /> Reading the colours...
      </p>
    );
  if (palette.isError)
    return (
      <p role="alert" className="text-danger">
        {palette.error.message}
      </p>
    );
  return (
    <>
      <Swatches palette={palette.data} />
      <PaletteFiles source={source} />
      <Harmonies palette={palette.data} />
      <Contrast palette={palette.data} />
      <Grades source={source} />
    </>
  );
}

async function copy(hex: string) {
  try {
    await navigator.clipboard.writeText(hex);
    toast.success(`${hex} copied`);
  } catch {
    toast.error('Copying is not allowed here. Select the code and copy it yourself.');
  }
}

function Chip({ hex, label, detail }: { hex: string; label?: string; detail?: string }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-line bg-ink-raised/70">
      <div className="grid h-20 place-items-end p-2" style={{ background: hex }}>
        {/* On a plate of its own: no text colour reads on every swatch. */}
        {detail && (
          <span className="rounded-full bg-ink/80 px-2 py-0.5 text-xs font-semibold text-paper">{detail}</span>
        )}
      </div>
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <span className="flex min-w-0 flex-col">
          {label && <span className="truncate text-xs text-muted">{label}</span>}
          <span className="font-mono text-sm uppercase">{hex}</span>
        </span>
        <button
          type="button"
          onClick={() => void copy(hex)}
          aria-label={`Copy ${hex}`}
          className="grid size-11 shrink-0 place-items-center rounded-lg text-muted hover:bg-ink hover:text-paper"
        >
          <Copy className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}

function Section({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <h2 className="font-display text-2xl font-bold">{title}</h2>
      <p className="max-w-3xl text-sm text-muted">{lead}</p>
      {children}
    </section>
  );
}

function Swatches({ palette }: { palette: Palette }) {
  return (
    <Section
      title="Palette"
      lead="The cover's colours, from its picture (its lettering left out): vibrant and muted families, each with its share of the cover."
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Swatches">
        {palette.swatches.map((s) => (
          <Chip
            key={s.name}
            hex={s.hex}
            label={`${SWATCH_LABELS[s.name]}${s.hex === palette.dominant ? ' · dominant' : ''}`}
            detail={s.share < 0.005 ? 'under 1%' : `${Math.round(s.share * 100)}%`}
          />
        ))}
      </ul>
    </Section>
  );
}

/** The palette as a file for a design tool: in early access for Studio first, then part of the tone assistant's plan. */
function PaletteFiles({ source }: { source: ToolSource }) {
  const plan = usePlan();
  return (
    <section aria-label="Palette files" className="-mt-4 flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">Download the palette</h3>
        {isEarly('paletteExport') && (
          <span className="rounded-full bg-violet/20 px-2 py-0.5 text-xs font-semibold text-paper">Early access</span>
        )}
      </div>
      {canUse(plan, 'paletteExport') ? (
        <div className="flex flex-wrap gap-2">
          {PALETTE_FORMATS.map((format) => (
            <ButtonAnchor key={format} href={paletteFileUrl(source, format)} download variant="secondary" size="sm">
              <Download className="size-4" aria-hidden /> {PALETTE_FORMAT_NAMES[format]}
            </ButtonAnchor>
          ))}
        </div>
      ) : (
        <LockNote feature="paletteExport" />
      )}
    </section>
  );
}

/** The most colourful swatch, else the dominant: what a harmony is built from. */
function baseOf(palette: Palette): string {
  return palette.swatches.find((s) => s.name === 'Vibrant')?.hex ?? palette.dominant;
}

function Harmonies({ palette }: { palette: Palette }) {
  const base = baseOf(palette);
  return (
    <Section
      title="Harmonies"
      lead={`Colour schemes built from the cover's ${base.toUpperCase()}: its hue turned round the colour wheel, its lightness and strength kept.${isNeutralColour(base) ? ' This colour is nearly grey, so its harmonies are too.' : ''}`}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        {(Object.keys(HARMONIES) as Harmony[]).map((harmony) => (
          <div key={harmony} className="flex flex-col gap-2">
            <h3 className="font-semibold">{HARMONIES[harmony].name}</h3>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={`${HARMONIES[harmony].name} colours`}>
              {harmonyOf(base, harmony).map((hex, i) => (
                <Chip key={`${hex}-${i}`} hex={hex} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Level({ ok, label }: { ok: boolean; label: string }) {
  const Icon = ok ? Check : X;
  return (
    <span className={`inline-flex items-center gap-1 ${ok ? 'text-lime' : 'text-danger'}`}>
      <Icon className="size-3.5" aria-hidden /> {label} {ok ? 'passes' : 'fails'}
    </span>
  );
}

function Contrast({ palette }: { palette: Palette }) {
  const inks = ['#ffffff', '#111111', ...palette.swatches.map((s) => s.hex)];
  const [ink, setInk] = useState('#ffffff');
  return (
    <Section
      title="Text contrast"
      lead="How a text colour reads on each of the cover's colours, by WCAG AA: 4.5 to 1 for small text, 3 to 1 for large titles."
    >
      <div role="radiogroup" aria-label="Text colour" className="flex flex-wrap gap-2">
        {[...new Set(inks)].map((hex) => (
          <button
            key={hex}
            type="button"
            role="radio"
            aria-checked={ink === hex}
            aria-label={`Text in ${hex}`}
            onClick={() => setInk(hex)}
            className={`size-11 rounded-full border-2 ${ink === hex ? 'border-ember' : 'border-line'}`}
            style={{ background: hex }}
          />
        ))}
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Contrast on each colour">
        {palette.swatches.map((s) => {
          const result = textContrast(ink, s.hex);
          return (
            <li key={s.name} className="flex items-center gap-3 rounded-xl border border-line bg-ink-raised/70 p-3">
              {/* A picture of the pairing, which may be unreadable on purpose: drawn, so it is not page text. */}
              <svg
                viewBox="0 0 64 64"
                role="img"
                aria-label={`Sample: ${ink} text on ${s.hex}`}
                className="size-16 shrink-0 rounded-lg"
              >
                <rect width="64" height="64" rx="8" fill={s.hex} />
                <text
                  x="32"
                  y="42"
                  textAnchor="middle"
                  fontSize="26"
                  fontWeight="700"
                  fill={ink}
                  className="font-display"
                >
                  Aa
                </text>
              </svg>
              <span className="flex flex-col gap-0.5 text-sm">
                <span className="font-semibold">
                  {result.ratio.toFixed(2)} : 1 on {SWATCH_LABELS[s.name].toLowerCase()}
                </span>
                <Level ok={result.text} label="Small text" />
                <Level ok={result.large} label="Large text" />
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Grades({ source }: { source: ToolSource }) {
  return (
    <Section
      title="Grades"
      lead="The cover in each of the editor's colour grades. Open a cover in the editor to apply one and fine-tune it."
    >
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label="Grade previews">
        {GRADE_PREVIEWS.map((grade) => {
          const name = grade === 'original' ? 'As it is' : COLOUR_GRADE_NAMES[grade];
          return (
            <li key={grade} className="flex flex-col gap-2">
              <img
                src={gradeUrl(source, grade)}
                alt={`The cover, ${grade === 'original' ? 'as it is' : `graded ${name}`}`}
                width={TONE_PREVIEW_SIZE}
                height={TONE_PREVIEW_SIZE}
                loading="lazy"
                className="aspect-square w-full rounded-xl bg-ink object-cover"
              />
              <span className="text-sm font-semibold">{name}</span>
            </li>
          );
        })}
      </ul>
      {source.kind === 'cover' && (
        <ButtonLink to={editorPath(source.id)} variant="secondary" size="sm" className="self-start">
          <PenLine className="size-4" aria-hidden /> Open in the editor
        </ButtonLink>
      )}
    </Section>
  );
}
