import { useId } from 'react';
import { GENERATION_TOGGLES, TOGGLE_LABELS, type GenerationToggle } from '../../../shared/contracts/generation.ts';
import { useProviders } from '../../lib/generations.ts';

/** The built-in engine's look for each toggle. */
const LOOKS: Record<GenerationToggle, string> = {
  lovable: 'Printed graphic design: a few inks, halftone, riso grain, linocut and cut paper.',
  luma: 'Photographic light: lit skies, fog, reflections, rim-lit subjects and film grain.',
};

/** The engine behind a toggle (built-in or an outside service), once the server has said; undefined before. */
export function useEngineOf(toggle: GenerationToggle) {
  const providers = useProviders();
  return providers.data?.providers.find((p) => p.id === toggle);
}

/** The AI provider toggle (docs/spec.md §2): a radio group drawn as a segmented control, with the engine behind it. */
export function ProviderToggle({
  value,
  onChange,
  disabled,
}: {
  value: GenerationToggle;
  onChange: (provider: GenerationToggle) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const lookId = `${name}-look`;
  const backing = useEngineOf(value);
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-paper">AI provider</legend>
      <div className="grid grid-cols-2 gap-1 rounded-full border border-line-strong bg-ink p-1">
        {GENERATION_TOGGLES.map((provider) => (
          <label
            key={provider}
            className="relative flex h-10 cursor-pointer items-center justify-center rounded-full px-3 text-sm font-semibold text-muted transition-colors select-none hover:text-paper has-checked:bg-paper has-checked:text-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ember has-disabled:cursor-not-allowed"
          >
            <input
              type="radio"
              name={name}
              value={provider}
              checked={value === provider}
              onChange={() => onChange(provider)}
              aria-describedby={lookId}
              className="sr-only"
            />
            {TOGGLE_LABELS[provider]}
          </label>
        ))}
      </div>
      <div id={lookId} className="flex flex-col gap-1 text-sm text-muted">
        {/* Shown once known, so the line never claims an engine the server does not use. */}
        {backing && (
          <p data-testid="provider-engine">
            Powered by <span className="font-medium text-paper">{backing.engineLabel}</span>
          </p>
        )}
        {(!backing || backing.engine === 'builtin') && <p>{LOOKS[value]}</p>}
      </div>
    </fieldset>
  );
}
