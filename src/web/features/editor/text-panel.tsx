import { AlignCenter, AlignLeft, AlignRight, Plus, Trash2 } from 'lucide-react';
import {
  isPrinted,
  TEXT_EFFECTS,
  type CoverEdit,
  type LayerBoxes,
  type TextLayer,
} from '../../../shared/contracts/cover-edit.ts';
import {
  nearestWeight,
  TYPEFACE_CATALOG,
  TYPEFACE_CATEGORIES,
  TYPEFACE_IDS,
  type TypefaceId,
} from '../../../shared/typefaces.ts';
import { Button } from '../../components/ui/button.tsx';
import { Choice, ColourField, Select, Slider } from './controls.tsx';
import { newLineY, place, PLACEMENTS } from './placement.ts';

export const ROLE_LABELS: Record<TextLayer['role'], string> = { title: 'Title', artist: 'Artist', line: 'Extra line' };
const CATEGORY_LABELS: Record<(typeof TYPEFACE_CATEGORIES)[number], string> = {
  display: 'Display',
  serif: 'Serif',
  sans: 'Sans serif',
  script: 'Script',
  blackletter: 'Blackletter',
  mono: 'Monospace',
  handwritten: 'Handwritten',
};
const CASES = [
  { id: 'as-typed', label: 'Aa', name: 'As typed' },
  { id: 'upper', label: 'AA', name: 'Upper case' },
  { id: 'lower', label: 'aa', name: 'Lower case' },
  { id: 'title', label: 'Ab Cd', name: 'Title case' },
] as const;
const ALIGNS = [
  { id: 'left', label: <AlignLeft className="size-4" aria-hidden />, name: 'Align left' },
  { id: 'center', label: <AlignCenter className="size-4" aria-hidden />, name: 'Centre' },
  { id: 'right', label: <AlignRight className="size-4" aria-hidden />, name: 'Align right' },
] as const;
const EFFECT_LABELS: Record<(typeof TEXT_EFFECTS)[number], string> = {
  none: 'None',
  shadow: 'Shadow',
  outline: 'Outline',
  knockout: 'Knock-out',
  foil: 'Foil',
  letterpress: 'Letterpress',
  deboss: 'Deboss',
  chalk: 'Chalk',
  stitched: 'Stitched',
  'cross-stitch': 'Cross-stitch',
  balloon: 'Foil balloons',
  neon: 'Neon',
  cutout: 'Cut-out letters',
  tape: 'Label tape',
  piped: 'Piped icing',
  'split-flap': 'Split-flap board',
  stencil: 'Stencil',
  skywriting: 'Skywriting',
  rope: 'Rope',
  wire: 'Bent wire',
  'barbed-wire': 'Barbed wire',
  pipe: 'Bent pipe',
  chain: 'Chain',
  pieces: 'Laid in pieces',
  sticks: 'Laid in sticks',
  block: 'Carved blocks',
};

/** A new layer of a role: set in the title's face (or a plain one), in free space under or over what is there. */
function newLayer(doc: CoverEdit, role: TextLayer['role'], boxes: LayerBoxes | null): TextLayer {
  const like = doc.text.layers[0];
  const size = role === 'title' ? 120 : 56;
  return {
    role,
    text: role === 'title' ? 'Title' : role === 'artist' ? 'Artist' : 'A third line',
    typeface: like?.typeface ?? 'anton',
    weight: like?.weight ?? 400,
    size,
    case: 'as-typed',
    tracking: role === 'title' ? 0 : 0.08,
    lineHeight: 1.1,
    align: like?.align ?? 'center',
    color: like?.color ?? '#ffffff',
    effect: like ? like.effect : 'shadow',
    effectColor: like?.effectColor ?? '#000000',
    x: like?.x ?? 500,
    y: newLineY(doc, boxes, size),
  };
}

export function TextPanel({
  doc,
  selected,
  onSelect,
  boxes,
  swatches,
  update,
  done,
}: {
  doc: CoverEdit;
  selected: number;
  onSelect: (index: number) => void;
  boxes: LayerBoxes | null;
  swatches: readonly string[];
  update: (doc: CoverEdit, group?: string | null) => void;
  done: () => void;
}) {
  const layers = doc.text.layers;
  const layer = layers[selected];
  const missing = (['title', 'artist', 'line'] as const).filter((r) => !layers.some((l) => l.role === r));
  const setLayer = (patch: Partial<TextLayer>, group: string | null = null) =>
    update(
      { ...doc, text: { ...doc.text, layers: layers.map((l, i) => (i === selected ? { ...l, ...patch } : l)) } },
      group === null ? null : `layer-${selected}-${group}`,
    );
  const plate = doc.text.plate;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Text layers">
        {layers.map((l, i) => (
          <button
            key={`${l.role}-${i}`}
            type="button"
            aria-pressed={i === selected}
            onClick={() => onSelect(i)}
            className={`h-9 rounded-full border px-4 text-sm font-semibold ${
              i === selected ? 'border-ember bg-ember/15 text-paper' : 'border-line-strong text-paper/85'
            }`}
          >
            {ROLE_LABELS[l.role]}
          </button>
        ))}
        {layers.length < 3 &&
          missing.slice(0, 1).map((role) => (
            <Button
              key={role}
              variant="ghost"
              size="sm"
              onClick={() => {
                update({ ...doc, text: { ...doc.text, layers: [...layers, newLayer(doc, role, boxes)] } });
                onSelect(layers.length);
              }}
            >
              <Plus className="size-4" aria-hidden /> Add {ROLE_LABELS[role].toLowerCase()}
            </Button>
          ))}
      </div>

      {layer ? (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor="edit-text" className="text-xs font-medium tracking-wide text-subtle uppercase">
              {ROLE_LABELS[layer.role]} text
            </label>
            <textarea
              id="edit-text"
              rows={2}
              maxLength={120}
              value={layer.text}
              onChange={(e) => setLayer({ text: e.target.value }, 'text')}
              onBlur={done}
              className="w-full resize-y rounded-lg border border-line-strong bg-ink-overlay px-3 py-2 text-paper focus-visible:border-ember focus-visible:outline-2 focus-visible:outline-ember/60"
            />
          </div>
          <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
            <Select
              label="Typeface"
              value={layer.typeface}
              onChange={(id) => {
                const typeface = id as TypefaceId;
                setLayer({ typeface, weight: nearestWeight(typeface, layer.weight) });
              }}
            >
              {TYPEFACE_CATEGORIES.map((category) => (
                <optgroup key={category} label={CATEGORY_LABELS[category]}>
                  {TYPEFACE_IDS.filter((id) => TYPEFACE_CATALOG[id].category === category).map((id) => (
                    <option key={id} value={id}>
                      {TYPEFACE_CATALOG[id].label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
            <Select label="Weight" value={String(layer.weight)} onChange={(w) => setLayer({ weight: Number(w) })}>
              {TYPEFACE_CATALOG[layer.typeface].weights.map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Slider
              label="Size"
              value={layer.size}
              min={12}
              max={400}
              step={1}
              onChange={(size) => setLayer({ size }, 'size')}
              onDone={done}
            />
            <Slider
              label="Letter spacing"
              value={layer.tracking}
              min={-0.1}
              max={0.6}
              step={0.01}
              format={(v) => `${v.toFixed(2)} em`}
              onChange={(tracking) => setLayer({ tracking }, 'tracking')}
              onDone={done}
            />
            <Slider
              label="Line height"
              value={layer.lineHeight}
              min={0.7}
              max={2.5}
              step={0.05}
              format={(v) => `${v.toFixed(2)}×`}
              onChange={(lineHeight) => setLayer({ lineHeight }, 'line-height')}
              onDone={done}
            />
          </div>
          <div className="flex flex-wrap gap-4">
            <Choice label="Case" value={layer.case} options={CASES} onChange={(c) => setLayer({ case: c })} />
            <Choice label="Alignment" value={layer.align} options={ALIGNS} onChange={(align) => setLayer({ align })} />
          </div>
          <ColourField
            label="Text colour"
            value={layer.color}
            swatches={swatches}
            onChange={(color) => setLayer({ color }, 'color')}
            onDone={done}
          />
          <Choice
            label="Effect"
            value={layer.effect}
            options={TEXT_EFFECTS.map((id) => ({ id, label: EFFECT_LABELS[id] }))}
            onChange={(effect) => setLayer({ effect })}
          />
          {layer.effect !== 'none' && !isPrinted(layer.effect) && (
            <ColourField
              label={`${EFFECT_LABELS[layer.effect]} colour`}
              value={layer.effectColor}
              swatches={swatches}
              onChange={(effectColor) => setLayer({ effectColor }, 'effect-color')}
              onDone={done}
            />
          )}
          <Button
            variant="ghost"
            size="sm"
            className="self-start text-muted hover:text-danger"
            onClick={() => {
              update({ ...doc, text: { ...doc.text, layers: layers.filter((_, i) => i !== selected) } });
              onSelect(Math.max(0, selected - 1));
            }}
          >
            <Trash2 className="size-4" aria-hidden /> Remove {ROLE_LABELS[layer.role].toLowerCase()}
          </Button>
        </>
      ) : (
        <p className="text-sm text-muted">This cover has no text. Add a title to set one over the art.</p>
      )}

      {layers.length > 0 && (
        <>
          <Choice
            label="Place all text"
            value={'' as string}
            options={PLACEMENTS}
            onChange={(placement) => update(place(doc, placement as (typeof PLACEMENTS)[number]['id'], boxes))}
          />
          <p className="-mt-3 text-xs text-subtle">Or drag a line of text on the cover.</p>
          <div className="flex flex-col gap-3">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={plate !== null}
                onChange={(e) =>
                  update({
                    ...doc,
                    text: { ...doc.text, plate: e.target.checked ? { color: '#000000b3', padX: 30, padY: 24 } : null },
                  })
                }
                className="size-4 accent-ember"
              />
              Plate behind the text
            </label>
            {plate && (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={plate.bleed === true}
                  onChange={(e) =>
                    update({ ...doc, text: { ...doc.text, plate: { ...plate, bleed: e.target.checked } } })
                  }
                  className="size-4 accent-ember"
                />
                Plate across the whole cover
              </label>
            )}
            {plate && (
              <div className="grid gap-4 sm:grid-cols-2">
                <ColourField
                  label="Plate colour"
                  value={plate.color}
                  swatches={swatches}
                  onChange={(color) =>
                    update({ ...doc, text: { ...doc.text, plate: { ...plate, color } } }, 'plate-color')
                  }
                  onDone={done}
                />
                <Slider
                  label="Plate opacity"
                  value={plate.color.length === 9 ? parseInt(plate.color.slice(7), 16) / 255 : 1}
                  min={0.1}
                  max={1}
                  step={0.05}
                  format={(v) => `${Math.round(v * 100)}%`}
                  onChange={(v) => {
                    const alpha = Math.round(v * 255)
                      .toString(16)
                      .padStart(2, '0');
                    update(
                      { ...doc, text: { ...doc.text, plate: { ...plate, color: plate.color.slice(0, 7) + alpha } } },
                      'plate-alpha',
                    );
                  }}
                  onDone={done}
                />
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}
