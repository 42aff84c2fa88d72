import { LOGO_EMBLEMS } from '../../shared/logo-treatments.ts';
import { SelectBox } from './ui/select-box.tsx';

/** The logo engine's emblems to choose from, or none (null): the logo tool's and the editor's logo layer's. */
export function EmblemSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | null;
  onChange: (emblem: string | null) => void;
}) {
  return (
    <SelectBox id={id} shape="field" value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
      <option value="">None</option>
      {LOGO_EMBLEMS.map(([emblem, label]) => (
        <option key={emblem} value={emblem}>
          {label}
        </option>
      ))}
    </SelectBox>
  );
}
