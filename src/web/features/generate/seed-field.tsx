import { errorIdOf, TextField } from '../../components/ui/field.tsx';

const HINT_ID = 'generate-seed-hint';

/**
 * An optional seed for the next cover. The same idea, AI provider and seed draw the same cover again, so a cover's
 * seed (shown beside it) reproduces it.
 */
export function SeedField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <TextField
        id="generate-seed"
        name="seed"
        label="Seed"
        aside={<span className="text-xs text-subtle">Optional</span>}
        inputMode="numeric"
        // No maxLength: a pasted seed with spaces around it would lose its last digits, silently.
        autoComplete="off"
        placeholder="Random"
        value={value}
        disabled={disabled}
        error={error}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={error ? `${errorIdOf('generate-seed')} ${HINT_ID}` : HINT_ID}
        className="font-mono tabular-nums"
      />
      <p id={HINT_ID} className="text-xs text-subtle">
        Type a cover&apos;s seed to draw the same idea the same way again.
      </p>
    </div>
  );
}
