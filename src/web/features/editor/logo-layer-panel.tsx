import { useId } from 'react';
import type { CoverEdit, LogoLayer } from '../../../shared/contracts/cover-edit.ts';
import { LOGO_NAME_MAX } from '../../../shared/contracts/logos.ts';
import { canUse } from '../../../shared/entitlements.ts';
import { LOGO_TREATMENTS, type LogoTreatmentId } from '../../../shared/logo-treatments.ts';
import { EmblemSelect } from '../../components/emblem-select.tsx';
import { LockNote } from '../../components/lock-note.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectBox } from '../../components/ui/select-box.tsx';
import { usePlan } from '../auth/index.ts';
import { ColourField, Slider } from './controls.tsx';

const labelClass = 'text-xs font-medium tracking-wide text-subtle uppercase';

/**
 * The artist's logo as a layer of the cover (the Artist Logo Generator's treatments, a Studio feature): its name,
 * treatment, emblem, ink, size and place. Without the plan, the lock, and 'Remove logo' for a cover that kept one.
 */
export function LogoLayerPanel({
  doc,
  swatches,
  update,
  done,
}: {
  doc: CoverEdit;
  swatches: readonly string[];
  update: (doc: CoverEdit, group?: string | null) => void;
  done: () => void;
}) {
  const allowed = canUse(usePlan(), 'logoGenerator');
  const ids = { name: useId(), treatment: useId(), emblem: useId() };
  const logo = doc.logo;
  const set = (patch: Partial<LogoLayer>, group: string | null = null) =>
    logo && update({ ...doc, logo: { ...logo, ...patch } }, group);
  const artist = doc.text.layers
    .find((l) => l.role === 'artist')
    ?.text.replace(/\s+/g, ' ')
    .trim();

  return (
    <section aria-labelledby={`${ids.name}-heading`} className="mt-5 flex flex-col gap-4 border-t border-line pt-4">
      <h3 id={`${ids.name}-heading`} className="font-semibold">
        Artist logo
      </h3>
      {!allowed ? (
        <>
          <LockNote feature="logoGenerator" />
          {logo && (
            <Button variant="ghost" size="sm" className="self-start" onClick={() => update({ ...doc, logo: null })}>
              Remove logo
            </Button>
          )}
        </>
      ) : (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={logo !== null}
              onChange={(e) =>
                update({
                  ...doc,
                  logo: e.target.checked
                    ? {
                        name: (artist || 'Artist').slice(0, LOGO_NAME_MAX),
                        treatment: LOGO_TREATMENTS[0]!.id,
                        emblem: null,
                        colour: '#ffffff',
                        x: 70,
                        y: 70,
                        height: 120,
                      }
                    : null,
                })
              }
              className="size-4 accent-ember"
            />
            Put the artist logo on the cover
          </label>
          {logo && (
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="flex flex-col gap-1">
                <label htmlFor={ids.name} className={labelClass}>
                  Logo name
                </label>
                <input
                  id={ids.name}
                  value={logo.name}
                  maxLength={LOGO_NAME_MAX}
                  onChange={(e) => set({ name: e.target.value }, 'logo-name')}
                  onBlur={done}
                  className="h-10 rounded-lg border border-line-strong bg-ink-overlay px-3 text-sm"
                />
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={ids.treatment} className={labelClass}>
                  Logo treatment
                </label>
                <SelectBox
                  id={ids.treatment}
                  shape="field"
                  value={logo.treatment}
                  onChange={(e) => set({ treatment: e.target.value as LogoTreatmentId })}
                >
                  {LOGO_TREATMENTS.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.label} ({t.genre})
                    </option>
                  ))}
                </SelectBox>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={ids.emblem} className={labelClass}>
                  Logo emblem
                </label>
                <EmblemSelect id={ids.emblem} value={logo.emblem} onChange={(emblem) => set({ emblem })} />
              </div>
              <div className="flex flex-col gap-2">
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={logo.colour === null}
                    onChange={(e) => set({ colour: e.target.checked ? null : '#ffffff' })}
                    className="size-4 accent-ember"
                  />
                  The treatment’s own colours
                </label>
                {logo.colour !== null && (
                  <ColourField
                    label="Logo colour"
                    value={logo.colour}
                    swatches={swatches}
                    onChange={(colour) => set({ colour: colour.slice(0, 7) }, 'logo-colour')}
                    onDone={done}
                  />
                )}
              </div>
              <Slider
                label="Logo size"
                value={logo.height}
                min={30}
                max={500}
                step={5}
                format={(v) => `${Math.round(v)}`}
                onChange={(height) => set({ height }, 'logo-size')}
                onDone={done}
              />
              <Slider
                label="Logo across"
                value={logo.x}
                min={0}
                max={900}
                step={5}
                format={(v) => `${Math.round(v)}`}
                onChange={(x) => set({ x }, 'logo-x')}
                onDone={done}
              />
              <Slider
                label="Logo down"
                value={logo.y}
                min={0}
                max={950}
                step={5}
                format={(v) => `${Math.round(v)}`}
                onChange={(y) => set({ y }, 'logo-y')}
                onDone={done}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
