import { Palette } from 'lucide-react';
import { IDEA_SLOT } from '../../../shared/contracts/custom-styles.ts';
import { styleSummary } from '../../../shared/style-summary.ts';
import { Field } from '../../components/ui/field.tsx';
import { SelectBox } from '../../components/ui/select-box.tsx';
import type { StyleChoice } from './use-style-choice.ts';

/**
 * The Generate page's style: none, or one of the person's own styles (or a shared one chosen from /styles). Shows
 * what the style keeps and where the idea goes in its pattern. Nothing shows for someone with no styles to choose.
 */
export function StylePicker({ choice, disabled }: { choice: StyleChoice; disabled: boolean }) {
  const { chosen, choices, choose, missing } = choice;
  if (!choices.length && !missing) return null;
  const [before, after] = chosen ? chosen.pattern.split(IDEA_SLOT) : ['', ''];
  return (
    <div className="flex flex-col gap-2">
      {choices.length > 0 && (
        <Field
          label={
            <span className="flex items-center gap-1.5">
              <Palette className="size-4 text-ember" aria-hidden /> Style
            </span>
          }
          htmlFor="generate-style"
        >
          <SelectBox
            id="generate-style"
            shape="field"
            value={chosen?.id ?? ''}
            disabled={disabled}
            onChange={(e) => choose(e.target.value || null)}
          >
            <option value="">No style</option>
            {choices.map((style) => (
              <option key={style.id} value={style.id}>
                {style.mine ? style.name : `${style.name} (by ${style.author})`}
              </option>
            ))}
          </SelectBox>
        </Field>
      )}
      {chosen && (
        <div className="flex flex-col gap-1 text-xs text-muted" aria-live="polite">
          <p>{styleSummary(chosen)}. The look is the style’s.</p>
          <p>
            Your idea goes in: <span className="text-paper/80">{before}</span>
            <span className="rounded bg-ember/15 px-1 text-ember">your idea</span>
            <span className="text-paper/80">{after}</span>
          </p>
        </div>
      )}
      {missing && <p className="text-sm text-danger">That style is not there any more. Choose another or none.</p>}
    </div>
  );
}
